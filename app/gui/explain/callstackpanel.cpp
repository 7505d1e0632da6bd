// SPDX-License-Identifier: MIT
#include "explain/callstackpanel.h"

#include "board/boardscene.h"

#include <QEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace {

int columnAt(const QList<int> &board, int row)
{
    return row < board.size() ? board[row] : -1;
}

QStringList backtrackerFrames(int n, const QList<int> &board, const StepEvent &last)
{
    // The code's 0-based row and column, with the square's name as the board
    // labels it, so that "col = 3" can be found on the board at a glance.
    const auto name = [n](int row, int col) { return BoardScene::squareName(n, row, col); };
    QStringList frames;
    int row = 0;
    for (; row < n && columnAt(board, row) >= 0; ++row) {
        const int col = columnAt(board, row);
        frames << CallStackPanel::tr("solve(row=%1)  col = %2: %3")
                      .arg(row)
                      .arg(col)
                      .arg(name(row, col));
    }
    if (row == n) {
        // Every row holds its queen: the frame of solve(row=n), which only
        // records the solution, is not worth a line of its own.
        return frames;
    }
    // The loop of the row being worked on stands on the column the last
    // event was about; after a Place one row up it has not started yet.
    if (last.kind == nq::EventKind::Reject && last.row == row) {
        frames << CallStackPanel::tr("solve(row=%1)  col = %2: %3 refused")
                      .arg(row)
                      .arg(last.col)
                      .arg(name(row, last.col));
    } else if (last.kind == nq::EventKind::Remove && last.row == row) {
        frames << CallStackPanel::tr("solve(row=%1)  col = %2: %3 taken back")
                      .arg(row)
                      .arg(last.col)
                      .arg(name(row, last.col));
    } else {
        frames << CallStackPanel::tr("solve(row=%1)  no column tried yet").arg(row);
    }
    return frames;
}

QString permutationFrame(int n, const QList<int> &board)
{
    QStringList entries;
    for (int row = 0; row < n; ++row) {
        const int col = columnAt(board, row);
        entries << (col >= 0 ? QString::number(col) : QStringLiteral("."));
    }
    return CallStackPanel::tr("search(n=%1)  p = [%2]")
        .arg(n)
        .arg(entries.join(QStringLiteral(", ")));
}

} // namespace

CallStackPanel::CallStackPanel(QWidget *parent)
    : QWidget(parent)
    , m_caption(new QLabel(this))
    , m_list(new QListWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_caption);
    layout->addWidget(m_list, 1);
    m_caption->setWordWrap(true);
    m_caption->setTextFormat(Qt::PlainText);
    m_list->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_list->setSelectionMode(QAbstractItemView::NoSelection);
    m_list->setFocusPolicy(Qt::NoFocus);
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    retranslate();
}

void CallStackPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    } else if (event->type() == QEvent::FontChange) {
        // The monospace text follows the panel's size (the window's text size).
        QFont code = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        code.setPointSizeF(font().pointSizeF() > 0 ? font().pointSizeF() : code.pointSizeF());
        m_list->setFont(code);
    }
    QWidget::changeEvent(event);
}

void CallStackPanel::retranslate()
{
    m_list->setAccessibleName(tr("Call stack"));
    m_list->setToolTip(tr("The calls of the recursive search, the running one last"));
}

void CallStackPanel::showPosition(
    nq::Algorithm algorithm, int n, const QList<int> &board, const StepEvent &last)
{
    n = qBound(nq::MinBoardSize, n, nq::algorithmInfo(algorithm).maxN);
    QStringList frames;
    if (algorithm == nq::Algorithm::MinConflicts) {
        m_caption->setText(tr("Local search does not recurse: one loop moves one queen at a "
                              "time, so there is a single frame."));
        const QString square = last.row >= 0 && last.col >= 0
            ? BoardScene::squareName(n, last.row, last.col)
            : QString();
        if (last.index > 0
            && (last.kind == nq::EventKind::Place || last.kind == nq::EventKind::Remove)) {
            frames << (last.kind == nq::EventKind::Remove
                    ? tr("min_conflicts(n=%1)  move %2: row %3 lifted from col %4: %5")
                    : tr("min_conflicts(n=%1)  move %2: row %3 put on col %4: %5"))
                          .arg(n)
                          .arg(last.index)
                          .arg(last.row)
                          .arg(last.col)
                          .arg(square);
        } else if (last.kind == nq::EventKind::Place) {
            frames << tr("min_conflicts(n=%1)  start: row %2 on col %3: %4")
                          .arg(n)
                          .arg(last.row)
                          .arg(last.col)
                          .arg(square);
        } else if (last.kind == nq::EventKind::Solution) {
            frames << tr("min_conflicts(n=%1)  solved").arg(n);
        } else {
            frames << tr("min_conflicts(n=%1)  not started").arg(n);
        }
    } else if (algorithm == nq::Algorithm::Permutations) {
        m_caption->setText(tr("Brute force does not recurse: one loop runs over all the "
                              "permutations, so there is a single frame."));
        frames << permutationFrame(n, board);
    } else {
        m_caption->setText(tr("One frame per call of solve, the top-level call first; the last "
                              "frame is the row being worked on."));
        frames = backtrackerFrames(n, board, last);
    }
    if (frames == this->frames()) {
        return;
    }
    m_list->clear();
    m_list->addItems(frames);
    // The innermost call is the one running: make it stand out and keep it in view.
    QListWidgetItem *current = m_list->item(m_list->count() - 1);
    QFont font = m_list->font();
    font.setBold(true);
    current->setFont(font);
    current->setBackground(palette().highlight());
    current->setForeground(palette().highlightedText());
    m_list->scrollToItem(current);
}

QStringList CallStackPanel::frames() const
{
    QStringList frames;
    frames.reserve(m_list->count());
    for (int i = 0; i < m_list->count(); ++i) {
        frames << m_list->item(i)->text();
    }
    return frames;
}
