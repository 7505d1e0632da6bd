// SPDX-License-Identifier: MIT
#include "explain/variablespanel.h"
#include "run/stepfeed.h"
#include "run/runcontroller.h"

#include "algorithms/algorithmregistry.h"
#include "board/boardscene.h"
#include "render/boardmodel.h"
#include "run/runstate.h"
#include "text/squarenames.h"

#include <QEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace {

int columnAt(const QList<int> &board, int row)
{
    return row < board.size() ? board[row] : -1;
}

// The first empty row: the backtrackers fill the rows top down, so this is
// the row the search is working on (n when the board is full).
int rowBeingFilled(int n, const QList<int> &board)
{
    int row = 0;
    while (row < n && columnAt(board, row) >= 0) {
        ++row;
    }
    return row;
}

QString padded(const QString &text, int width)
{
    return text.rightJustified(width, QLatin1Char(' '));
}

QString padded(int value, int width)
{
    return padded(QString::number(value), width);
}

int digits(int value)
{
    return int(QString::number(value).size());
}

// "  index   0 1 2 ..." / "  holder  . 0 . ...": one lock array.
QString lockArray(const QString &title, const QList<int> &holders, int cellWidth)
{
    const QString index = VariablesPanel::tr("index");
    const QString holder = VariablesPanel::tr("holder");
    const int labelWidth = int(qMax(index.size(), holder.size()));
    QString indexes;
    QString values;
    for (qsizetype i = 0; i < holders.size(); ++i) {
        indexes += QLatin1Char(' ') + padded(int(i), cellWidth);
        values += QLatin1Char(' ')
            + (holders[i] < 0 ? padded(QStringLiteral("."), cellWidth)
                              : padded(holders[i], cellWidth));
    }
    return title + QLatin1Char('\n') + QStringLiteral("  ") + index.leftJustified(labelWidth)
        + indexes + QLatin1Char('\n') + QStringLiteral("  ") + holder.leftJustified(labelWidth)
        + values + QLatin1Char('\n');
}

// A row of the code (0-based from the top) with the rank the board labels it by.
QString filledLine(int n, int row)
{
    return row < n ? VariablesPanel::tr("row being filled: %1 (rank %2)").arg(row).arg(n - row)
                   : VariablesPanel::tr("all %1 rows are filled").arg(n);
}

// The queens on the board, top row first, the one a Reject names marked.
QString queenList(int n, const QList<int> &board, const StepEvent &last)
{
    QStringList queens;
    for (int row = 0; row < n; ++row) {
        if (const int col = columnAt(board, row); col >= 0) {
            // The code's (row, col) and the square's name on the board.
            QString queen = QStringLiteral("  (%1, %2): %3")
                                .arg(row)
                                .arg(col)
                                .arg(text::squareName(n, row, col));
            // The scan over the queens stopped at this one.
            if (last.kind == nq::EventKind::Reject && last.byRow == row) {
                queen += QStringLiteral("  \u2190 ")
                    + VariablesPanel::tr("attacks (%1, %2): %3")
                          .arg(last.row)
                          .arg(last.col)
                          .arg(text::squareName(n, last.row, last.col));
            }
            queens << queen;
        }
    }
    if (queens.isEmpty()) {
        return VariablesPanel::tr("placed queens (row, col): none") + QLatin1Char('\n');
    }
    return VariablesPanel::tr("placed queens (row, col):") + QLatin1Char('\n')
        + queens.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString checkQueensText(int n, const QList<int> &board, const StepEvent &last)
{
    return filledLine(n, rowBeingFilled(n, board)) + QLatin1Char('\n') + queenList(n, board, last);
}

QString availableColumnsText(int n, const QList<int> &board, const StepEvent &last)
{
    // The argument `columns` of the row being filled: every column no queen
    // holds (given queens below it included: they were set up first).
    QStringList columns;
    for (int col = 0; col < n; ++col) {
        if (!board.contains(col)) {
            columns << QString::number(col);
        }
    }
    return filledLine(n, rowBeingFilled(n, board)) + QLatin1Char('\n')
        + QStringLiteral("columns = [%1]").arg(columns.join(QStringLiteral(", ")))
        + QLatin1Char('\n') + queenList(n, board, last);
}

// The row (or column) the search is at, with what the board labels it.
QString itemLine(int n, nq::Square item)
{
    if (item.row >= 0 && item.row < n) {
        return VariablesPanel::tr("current row: %1 (rank %2)").arg(item.row).arg(n - item.row);
    }
    if (item.col >= 0 && item.col < n) {
        return VariablesPanel::tr("current column: %1 (file %2)")
            .arg(item.col)
            .arg(text::fileName(item.col));
    }
    return VariablesPanel::tr("nothing chosen yet");
}

// `rowByRow`: the search fills the rows top down (forward checking), rather
// than choosing the next one (MRV).
QString domainsText(const RunState &state, bool rowByRow)
{
    const int n = state.boardSize();
    const QList<int> &board = state.board();
    const StepEvent &last = state.last();
    nq::Square current = state.currentItem();
    if (current.row < 0 && rowByRow) {
        // Row by row: before the first event the search is at the first empty row.
        const int row = rowBeingFilled(n, board);
        current = row < n ? nq::Square { row, -1 } : nq::Square {};
    }
    const int width = digits(n - 1);
    QString text = itemLine(n, current) + QLatin1Char('\n')
        + VariablesPanel::tr("domain[r] (columns left; - pruned, Q queen):") + QLatin1Char('\n');
    text += QStringLiteral("r") + QString(width + 3, QLatin1Char(' '));
    for (int col = 0; col < n; ++col) {
        text += QLatin1Char(' ') + padded(col, width);
    }
    // The sizes are right-aligned under their heading, whatever its length.
    const QString size = VariablesPanel::tr("size");
    const int sizeWidth = int(std::max<qsizetype>(4, size.size()));
    text += QStringLiteral("  ") + padded(size, sizeWidth) + QLatin1Char('\n');
    for (int row = 0; row < n; ++row) {
        text += row == current.row ? QStringLiteral("\u2192 ") : QStringLiteral("  ");
        text += padded(row, width) + QStringLiteral("  ");
        const int queen = columnAt(board, row);
        for (int col = 0; col < n; ++col) {
            QString cell;
            if (queen >= 0) {
                cell = queen == col ? QStringLiteral("Q") : QString();
            } else {
                cell = state.prunedBy(row, col).isValid() ? QStringLiteral("-")
                                                          : QString::number(col);
            }
            text += QLatin1Char(' ') + padded(cell, width);
        }
        if (queen < 0) {
            text += QStringLiteral("  ") + padded(state.domainSize(row), sizeWidth);
        }
        if (state.wipedOutRow() == row) {
            text += QStringLiteral("  \u2190 ") + VariablesPanel::tr("wiped out");
        } else if (last.kind == nq::EventKind::Prune && last.row == row && last.col >= 0) {
            text += QStringLiteral("  \u2190 ")
                + VariablesPanel::tr("%1 pruned by %2")
                      .arg(text::squareName(n, last.row, last.col),
                          text::squareName(n, last.byRow, last.byCol));
        }
        // A row with a queen has no cells left blank at its end.
        while (text.endsWith(QLatin1Char(' '))) {
            text.chop(1);
        }
        text += QLatin1Char('\n');
    }
    return text;
}

QString itemSizesText(const RunState &state)
{
    // The options left in a row or column not covered: its squares whose
    // other three lines are not covered either (Knuth's size of the item).
    const int n = state.boardSize();
    const auto open = [&](int row, int col) {
        return !state.isRowCovered(row) && !state.isColumnCovered(col)
            && !state.isCovered(nq::Line::Diagonal, row, col)
            && !state.isCovered(nq::Line::AntiDiagonal, row, col);
    };
    const QString options = VariablesPanel::tr("options");
    const int labelWidth = int(std::max<qsizetype>(options.size(), 3));
    const int width = std::max(digits(n - 1), digits(n));
    QString rows = QStringLiteral("row").leftJustified(labelWidth);
    QString rowSizes = options.leftJustified(labelWidth);
    QString cols = QStringLiteral("col").leftJustified(labelWidth);
    QString colSizes = options.leftJustified(labelWidth);
    for (int i = 0; i < n; ++i) {
        int rowSize = 0;
        int colSize = 0;
        for (int j = 0; j < n; ++j) {
            rowSize += open(i, j) ? 1 : 0;
            colSize += open(j, i) ? 1 : 0;
        }
        rows += QLatin1Char(' ') + padded(i, width);
        cols += QLatin1Char(' ') + padded(i, width);
        rowSizes += QLatin1Char(' ')
            + (state.isRowCovered(i) ? padded(QStringLiteral("-"), width) : padded(rowSize, width));
        colSizes += QLatin1Char(' ')
            + (state.isColumnCovered(i) ? padded(QStringLiteral("-"), width)
                                        : padded(colSize, width));
    }
    return itemLine(n, state.currentItem()) + QLatin1Char('\n')
        + VariablesPanel::tr("the options left in each row and column (- covered):") + QLatin1Char('\n') + rows
        + QLatin1Char('\n') + rowSizes + QLatin1Char('\n') + cols + QLatin1Char('\n') + colSizes
        + QLatin1Char('\n');
}

QString lockLinesText(int n, const QList<int> &board)
{
    // Every queen on the board holds its three locks (lockLinesSearch sets
    // them right after the Place event and clears them right after Remove).
    QList<int> columns(n, -1);
    QList<int> positive(2 * n - 1, -1);
    QList<int> negative(2 * n - 1, -1);
    for (int row = 0; row < n; ++row) {
        if (const int col = columnAt(board, row); col >= 0 && col < n) {
            columns[col] = row;
            positive[row + col] = row;
            negative[row - col + n - 1] = row;
        }
    }
    // One cell width for the three arrays, so that they line up.
    const int width = digits(2 * n - 2);
    return filledLine(n, rowBeingFilled(n, board)) + QLatin1Char('\n') + QLatin1Char('\n')
        + lockArray(QStringLiteral("columns[col]"), columns, width) + QLatin1Char('\n')
        + lockArray(QStringLiteral("positive[row + col]"), positive, width) + QLatin1Char('\n')
        + lockArray(QStringLiteral("negative[row - col + %1]").arg(n - 1), negative, width);
}

QString markBoardText(int n, const QList<int> &board)
{
    // markBoardSearch marks, for each queen, the squares it attacks in the
    // rows below it only, and keeps no mark for the queens themselves; the
    // board of the row being filled holds the marks of every queen above it.
    const int current = rowBeingFilled(n, board);
    const int width = digits(n - 1);
    QString text = filledLine(n, current) + QLatin1Char('\n')
        + VariablesPanel::tr("board (Q queen, x marked, . free):") + QLatin1Char('\n');
    text += QString(width + 4, QLatin1Char(' '));
    for (int col = 0; col < n; ++col) {
        text += QLatin1Char(' ') + padded(col, width);
    }
    text += QLatin1Char('\n');
    // The queens of the rows above the one being written: a square is
    // marked when one of them shares its column or a diagonal. Queens below
    // the row being filled are given ones (a run from given queens): they
    // marked their squares before the search began.
    BoardModel above(n);
    for (int row = current + 1; row < n; ++row) {
        above.addQueen(row, columnAt(board, row));
    }
    for (int row = 0; row < n; ++row) {
        text += row == current ? QStringLiteral("\u2192 ") : QStringLiteral("  ");
        text += padded(row, width) + QStringLiteral("  ");
        for (int col = 0; col < n; ++col) {
            QChar cell = QLatin1Char('.');
            if (columnAt(board, row) == col) {
                cell = QLatin1Char('Q');
            } else if (above.lineAttackers(row, col) > 0) {
                cell = QLatin1Char('x');
            }
            text += QLatin1Char(' ') + padded(QString(cell), width);
        }
        text += QLatin1Char('\n');
        if (row <= current) {
            above.addQueen(row, columnAt(board, row));
        }
    }
    return text;
}

// Bit i (column i) is written i-th from the left, as the columns on the board.
QString bits(quint64 mask, int n)
{
    QString text;
    for (int col = 0; col < n; ++col) {
        text += (mask >> col) & 1 ? QLatin1Char('1') : QLatin1Char('0');
    }
    return text;
}

QString bitmaskText(int n, const QList<int> &board)
{
    // The masks bitmaskSearch hands to the row being filled: each queen above
    // adds its column, and its diagonals shifted one column per row down.
    const int current = rowBeingFilled(n, board);
    quint64 cols = 0;
    quint64 diags = 0;
    quint64 antis = 0;
    // Queens below it are given ones (a run from given queens): their lines
    // reach up into the row as well.
    for (int row = 0; row < n; ++row) {
        const int col = columnAt(board, row);
        if (row == current || col < 0) {
            continue;
        }
        const int distance = current - row;
        cols |= quint64(1) << col;
        if (col + distance >= 0 && col + distance < n) {
            diags |= quint64(1) << (col + distance);
        }
        if (col - distance >= 0 && col - distance < n) {
            antis |= quint64(1) << (col - distance);
        }
    }
    const quint64 all = (quint64(1) << n) - 1;
    const quint64 free = all & ~(cols | diags | antis);
    QString ruler;
    for (int col = 0; col < n; ++col) {
        ruler += QChar(QLatin1Char('0').unicode() + col % 10);
    }
    return filledLine(n, current) + QLatin1Char('\n') + QStringLiteral("col    ") + ruler
        + QLatin1Char('\n') + QStringLiteral("cols   ") + bits(cols, n) + QLatin1Char('\n')
        + QStringLiteral("diags  ") + bits(diags, n) + QLatin1Char('\n') + QStringLiteral("antis  ")
        + bits(antis, n) + QLatin1Char('\n') + QStringLiteral("free   ") + bits(free, n)
        + QLatin1Char('\n');
}

QString permutationsText(int n, const QList<int> &board, const StepEvent &last)
{
    QStringList entries;
    for (int row = 0; row < n; ++row) {
        const int col = columnAt(board, row);
        entries << (col >= 0 ? QString::number(col) : QStringLiteral("."));
    }
    QString text
        = QStringLiteral("p = [") + entries.join(QStringLiteral(", ")) + QStringLiteral("]\n");
    if (last.kind == nq::EventKind::Reject) {
        // The event names the later queen of the first pair on a diagonal and its partner.
        text += VariablesPanel::tr("refused pair (x1, x2) = (%1, %2):\n  x2 - x1 = %3 = |p[x2] - "
                                   "p[x1]| = |%4 - %5|")
                    .arg(last.byRow)
                    .arg(last.row)
                    .arg(last.row - last.byRow)
                    .arg(last.col)
                    .arg(last.byCol)
            + QLatin1Char('\n');
    } else if (last.kind == nq::EventKind::Solution) {
        text += VariablesPanel::tr("no pair refused: solution %1").arg(last.index)
            + QLatin1Char('\n');
    }
    return text;
}

// The row min-conflicts is working on at a position: the row lifted or just
// moved in a repair, the next row to fill at the start; -1 when none.
int minConflictsRow(int n, const QList<int> &board, const StepEvent &last)
{
    if (last.kind == nq::EventKind::Remove
        || (last.kind == nq::EventKind::Place && last.index > 0)) {
        return last.row;
    }
    if (last.kind == nq::EventKind::Solution) {
        return -1;
    }
    const int row = rowBeingFilled(n, board);
    return row < n ? row : -1;
}

QString minConflictsText(int n, const QList<int> &board, const StepEvent &last)
{
    BoardModel lines(n);
    for (int row = 0; row < n; ++row) {
        lines.addQueen(row, columnAt(board, row));
    }
    const int queens = lines.queenCount();
    const auto attackers = [&](int row, int col) { return lines.lineAttackers(row, col); };
    QString text = VariablesPanel::tr("conflicts (attacking pairs): %1").arg(lines.linePairs())
        + QLatin1Char('\n');
    if (last.index > 0
        && (last.kind == nq::EventKind::Place || last.kind == nq::EventKind::Remove)) {
        text += VariablesPanel::tr("moves: %1").arg(last.index) + QLatin1Char('\n');
    }
    int attacked = 0;
    for (int row = 0; row < n; ++row) {
        if (const int col = columnAt(board, row); col >= 0 && attackers(row, col) > 0) {
            ++attacked;
        }
    }
    text += VariablesPanel::tr("attacked queens: %1 of %2").arg(attacked).arg(queens)
        + QLatin1Char('\n');
    const int row = minConflictsRow(n, board, last);
    if (row < 0) {
        return text;
    }
    const bool start = !(last.index > 0);
    text += (start ? VariablesPanel::tr("row being filled: %1 (rank %2)")
                   : VariablesPanel::tr("row being repaired: %1 (rank %2)"))
                .arg(row)
                .arg(n - row)
        + QLatin1Char('\n');
    // The scores the search compares: the attackers of each square of the row.
    QList<int> scores(n);
    int fewest = n;
    for (int col = 0; col < n; ++col) {
        scores[col] = attackers(row, col);
        fewest = std::min(fewest, scores[col]);
    }
    QStringList best;
    for (int col = 0; col < n; ++col) {
        if (scores[col] == fewest) {
            best << QString::number(col);
        }
    }
    const int width = std::max(digits(n - 1), digits(n));
    QString indexes;
    QString values;
    for (int col = 0; col < n; ++col) {
        indexes += QLatin1Char(' ') + padded(col, width);
        values += QLatin1Char(' ') + padded(scores[col], width);
    }
    const QString colLabel = QStringLiteral("col      ");
    text += colLabel + indexes + QLatin1Char('\n');
    text += QStringLiteral("attackers") + values + QLatin1Char('\n');
    text += VariablesPanel::tr("fewest attackers (%n) on: %1", nullptr, fewest)
                .arg(best.join(QStringLiteral(", ")))
        + QLatin1Char('\n');
    return text;
}

} // namespace

VariablesPanel::VariablesPanel(QWidget *parent)
    : QWidget(parent)
    , m_caption(new QLabel(this))
    , m_text(new QPlainTextEdit(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_caption);
    layout->addWidget(m_text, 1);
    m_caption->setWordWrap(true);
    m_caption->setTextFormat(Qt::PlainText);
    m_text->setReadOnly(true);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // Arrays and boards only make sense one line per row.
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setUndoRedoEnabled(false);
    fitCaption();
    retranslate();
}

void VariablesPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    } else if (event->type() == QEvent::FontChange) {
        // The monospace text follows the panel's size (the window's text size).
        QFont code = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        code.setPointSizeF(font().pointSizeF() > 0 ? font().pointSizeF() : code.pointSizeF());
        m_text->setFont(code);
        fitCaption();
    }
    QWidget::changeEvent(event);
}

void VariablesPanel::fitCaption()
{
    // The caption (a long sentence for min-conflicts, German, presenting)
    // is read whole; the variables below scroll. The layout gives the
    // caption the height of its wrapped lines as long as the text keeps its
    // least height: so that is a line and its scroll bar (the page's margin
    // may be cut), not the scroll area's default of three scroll bar buttons.
    const int frame = 2 * m_text->frameWidth();
    const int bar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_text);
    m_text->setMinimumHeight(frame + bar + QFontMetrics(m_text->font()).lineSpacing());
}

void VariablesPanel::retranslate()
{
    m_text->setAccessibleName(tr("Variables"));
    m_text->setToolTip(tr("The algorithm's data at this step"));
}

void VariablesPanel::showPosition(nq::Algorithm algorithm, const RunState &state)
{
    const int n = qBound(nq::MinBoardSize, state.boardSize(), nq::algorithmInfo(algorithm).maxN);
    const QList<int> &board = state.board();
    const StepEvent &last = state.last();
    const AlgorithmDescription &description = AlgorithmRegistry::of(algorithm);
    QString text;
    switch (description.traits().variables) {
    case AlgorithmDescription::VariablesView::QueensAndFreeColumns:
        text = availableColumnsText(n, board, last);
        break;
    case AlgorithmDescription::VariablesView::Domains:
        text = domainsText(state, !description.info().choosesRows);
        break;
    case AlgorithmDescription::VariablesView::ItemSizes:
        text = itemSizesText(state);
        break;
    case AlgorithmDescription::VariablesView::Repair:
        text = minConflictsText(n, board, last);
        break;
    case AlgorithmDescription::VariablesView::Permutation:
        text = permutationsText(n, board, last);
        break;
    case AlgorithmDescription::VariablesView::Queens:
        text = checkQueensText(n, board, last);
        break;
    case AlgorithmDescription::VariablesView::MarkedBoard:
        text = markBoardText(n, board);
        break;
    case AlgorithmDescription::VariablesView::LockArrays:
        text = lockLinesText(n, board);
        break;
    case AlgorithmDescription::VariablesView::Masks:
        text = bitmaskText(n, board);
        break;
    }
    m_caption->setText(description.variablesCaption());
    if (text == m_text->toPlainText()) {
        return;
    }
    // Keep the reader's place in a long array or a big board while it changes.
    const int horizontal = m_text->horizontalScrollBar()->value();
    const int vertical = m_text->verticalScrollBar()->value();
    m_text->setPlainText(text);
    m_text->horizontalScrollBar()->setValue(horizontal);
    m_text->verticalScrollBar()->setValue(vertical);
}

QString VariablesPanel::text() const
{
    return m_text->toPlainText();
}

QString VariablesPanel::caption() const
{
    return m_caption->text();
}

void VariablesPanel::follow(StepFeed *feed)
{
    connect(feed, &StepFeed::due, this, [this, feed] {
        const RunController &run = *feed->run();
        showPosition(run.algorithm(), run.state());
    });
}
