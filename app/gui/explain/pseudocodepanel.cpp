// SPDX-License-Identifier: MIT
#include "explain/pseudocodepanel.h"
#include "run/stepfeed.h"
#include "run/runcontroller.h"
#include "run/runstate.h"

#include "algorithms/algorithmregistry.h"
#include "board/boardscene.h"
#include "explain/pseudocode.h"
#include "text/squarenames.h"

#include <QEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QListWidget>
#include <QScrollBar>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace {

// The monospace face at the size of `font` (the panel's: the window's text size).
QFont codeFont(const QFont &font)
{
    QFont code = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    if (font.pointSizeF() > 0) {
        code.setPointSizeF(font.pointSizeF());
    } else if (font.pixelSize() > 0) {
        code.setPixelSize(font.pixelSize());
    }
    return code;
}

qsizetype leadingSpaces(const QString &text)
{
    qsizetype count = 0;
    while (count < text.size() && text[count] == QLatin1Char(' ')) {
        ++count;
    }
    return count;
}

} // namespace

PseudocodePanel::PseudocodePanel(QWidget *parent)
    : QWidget(parent)
    , m_list(new QListWidget(this))
    , m_values(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_values);
    m_list->setFont(codeFont(font()));
    m_values->setFont(codeFont(font()));
    m_values->setTextFormat(Qt::PlainText);
    m_values->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // The highlight follows the search, not the mouse: no selection, no focus.
    m_list->setSelectionMode(QAbstractItemView::NoSelection);
    m_list->setFocusPolicy(Qt::NoFocus);
    // Code is wrapped (rewrap()), never cut short nor scrolled sideways: the
    // line a lesson is about must be read whole from the back of the room.
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_list->setToolTip(tr("The line the algorithm is executing at this step"));
    m_list->setAccessibleName(tr("Pseudocode"));
    m_values->setToolTip(
        tr("The row and column of this step in the code, and the square on the board"));
}

void PseudocodePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_list->setToolTip(tr("The line the algorithm is executing at this step"));
        m_list->setAccessibleName(tr("Pseudocode"));
        m_values->setToolTip(
            tr("The row and column of this step in the code, and the square on the board"));
        // The lines in the new language at once: the dock's width is worked
        // out from them (sizeHint()) before the next step is shown.
        if (m_algorithm) {
            const int line = m_highlighted;
            rebuild(*m_algorithm);
            m_highlighted = line;
            setHighlighted(m_highlighted, true);
        }
    } else if (event->type() == QEvent::FontChange) {
        m_list->setFont(codeFont(font()));
        m_values->setFont(codeFont(font()));
        setHighlighted(m_highlighted, true); // its bold font is the old size
        rewrap();
        updateGeometry();
    }
    QWidget::changeEvent(event);
}

void PseudocodePanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    rewrap();
}

QSize PseudocodePanel::sizeHint() const
{
    // Measured as columns() counts: characters of the widest advance
    // (bold, for the highlighted line), so that the longest line fits unwrapped.
    // As rewrap() writes them: numbers padded to the widest.
    const int number = int(QString::number(m_lines.size()).size());
    qsizetype widest = 40;
    for (int i = 0; i < m_lines.size(); ++i) {
        widest = std::max(widest, number + 2 + m_lines[i].size());
    }
    widest += 1; // columns() rounds down
    const int frame = 2 * m_list->frameWidth();
    const int margins = 2 * (style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_list) + 1);
    const int bar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_list);
    const int lines = std::max<int>(8, int(m_lines.size()));
    return QSize(int(std::ceil(widest * advance())) + frame + margins + bar + 3,
        frame + lines * (QFontMetrics(m_list->font()).lineSpacing() + 2));
}

qreal PseudocodePanel::advance() const
{
    QFont bold = m_list->font();
    bold.setBold(true);
    // Advances are fractions of a pixel at most sizes: measured over a long run.
    const QString run(100, QLatin1Char('x'));
    return std::max(QFontMetricsF(m_list->font()).horizontalAdvance(run),
               QFontMetricsF(bold).horizontalAdvance(run))
        / 100.0;
}

int PseudocodePanel::columns() const
{
    // The vertical scroll bar is counted whether it shows or not: the rows
    // would otherwise change with it, and it with them.
    const int frame = 2 * m_list->frameWidth();
    const int margins = 2 * (style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_list) + 1);
    const int bar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_list);
    return std::max(1, int((m_list->width() - frame - margins - bar - 2) / std::max(1.0, advance())));
}

QString PseudocodePanel::wrapped(const QString &text, int columns, int indent)
{
    columns = std::max(columns, 4);
    indent = std::clamp(indent, 0, columns / 2); // every row moves the text on
    QStringList rows;
    QString rest = text;
    while (rest.size() > columns) {
        // The last space that leaves a row of at most `columns` characters,
        // after the row's own indentation.
        const qsizetype cut = rest.lastIndexOf(QLatin1Char(' '), columns);
        if (cut <= leadingSpaces(rest)) {
            rows << rest.left(columns); // one long word: cut where the row ends
            rest = rest.mid(columns);
        } else {
            rows << rest.left(cut);
            rest = rest.mid(cut + 1);
        }
        rest.prepend(QString(indent, QLatin1Char(' ')));
    }
    rows << rest;
    return rows.join(QLatin1Char('\n'));
}

QString PseudocodePanel::displayedText(int line) const
{
    const QListWidgetItem *item = m_list->item(line);
    return item ? item->text() : QString();
}

void PseudocodePanel::rewrap()
{
    const int columns = this->columns();
    if (columns == m_columns || m_lines.isEmpty()) {
        m_columns = m_lines.isEmpty() ? 0 : columns;
        return;
    }
    m_columns = columns;
    const int width = int(QString::number(m_lines.size()).size());
    for (qsizetype i = 0; i < m_lines.size() && i < m_list->count(); ++i) {
        const QString &code = m_lines[i];
        const int leading = int(leadingSpaces(code));
        // Continuations start two characters right of the line's code.
        const int indent = width + 2 + leading + 2;
        m_list->item(int(i))->setText(
            wrapped(QStringLiteral("%1  %2").arg(i + 1, width).arg(code), columns, indent));
    }
    if (QListWidgetItem *item = m_list->item(m_highlighted)) {
        m_list->scrollToItem(item, QAbstractItemView::EnsureVisible);
    }
}

void PseudocodePanel::showPosition(
    nq::Algorithm algorithm, int n, const QList<int> &, const StepEvent &last)
{
    // The values the highlighted line works on, and where they are on the board.
    const QString values = valuesFor(algorithm, n, last);
    if (values != m_values->text()) {
        m_values->setText(values);
    }
    // Rebuilding the list only when the algorithm changes keeps a step cheap
    // at full speed: normally only two items change their look.
    if (m_algorithm != algorithm) {
        rebuild(algorithm);
    }
    const int line = Pseudocode::lineFor(algorithm, last);
    if (line != m_highlighted) {
        setHighlighted(m_highlighted, false);
        m_highlighted = line;
        setHighlighted(m_highlighted, true);
    }
    if (QListWidgetItem *item = m_list->item(m_highlighted)) {
        m_list->scrollToItem(item, QAbstractItemView::EnsureVisible);
    }
}

void PseudocodePanel::rebuild(nq::Algorithm algorithm)
{
    m_algorithm = algorithm;
    m_lines = Pseudocode::lines(algorithm);
    m_highlighted = -1;
    m_list->clear();
    const int width = int(QString::number(m_lines.size()).size());
    for (qsizetype i = 0; i < m_lines.size(); ++i) {
        m_list->addItem(QStringLiteral("%1  %2").arg(i + 1, width).arg(m_lines[i]));
    }
    m_columns = 0;
    rewrap();
    updateGeometry(); // a new longest line
}

void PseudocodePanel::setHighlighted(int line, bool on)
{
    QListWidgetItem *item = m_list->item(line);
    if (!item) {
        return;
    }
    if (on) {
        QFont font = m_list->font();
        font.setBold(true);
        item->setFont(font);
        item->setBackground(palette().highlight());
        item->setForeground(palette().highlightedText());
    } else {
        // No font of its own: a line once highlighted follows the list's
        // font when the text size changes (F5 left such lines large).
        item->setData(Qt::FontRole, QVariant());
        item->setData(Qt::BackgroundRole, QVariant());
        item->setData(Qt::ForegroundRole, QVariant());
    }
}

QString PseudocodePanel::valuesFor(nq::Algorithm algorithm, int n, const StepEvent &last)
{
    const bool onBoard = last.row >= 0 && last.col >= 0 && last.row < n && last.col < n;
    const auto options = [&](const char *text) { return tr(text, nullptr, int(last.index)); };
    // Exact cover (dancing links) names its items (i) and options (r, c).
    const bool items = AlgorithmRegistry::of(algorithm).traits().coversLines;
    switch (last.kind) {
    case nq::EventKind::Place:
    case nq::EventKind::Remove:
    case nq::EventKind::Reject:
        if (!onBoard) {
            break;
        }
        // Dancing links names the option by (r, c), the others the loop's row and col.
        return (items ? tr("(r, c) = (%1, %2): %3") : tr("row = %1, col = %2: %3"))
            .arg(last.row)
            .arg(last.col)
            .arg(text::squareName(n, last.row, last.col));
    case nq::EventKind::Prune:
        if (!onBoard) {
            break;
        }
        return tr("r = %1, col = %2: %3 pruned")
            .arg(last.row)
            .arg(last.col)
            .arg(text::squareName(n, last.row, last.col));
    case nq::EventKind::Wipeout:
        if (last.row < 0 || last.row >= n) {
            break;
        }
        return tr("r = %1 (rank %2): domain[r] is empty").arg(last.row).arg(n - last.row);
    case nq::EventKind::Choose:
        if (last.row >= 0 && last.row < n) {
            return (items ? options(QT_TR_N_NOOP("i = row %1 (rank %2): %n option(s) left"))
                          : options(QT_TR_N_NOOP("row = %1 (rank %2): %n square(s) left")))
                .arg(last.row)
                .arg(n - last.row);
        }
        if (last.col >= 0 && last.col < n) {
            return options(QT_TR_N_NOOP("i = col %1 (file %2): %n option(s) left"))
                .arg(last.col)
                .arg(text::fileName(last.col));
        }
        break;
    case nq::EventKind::Solution:
    case nq::EventKind::Done:
        break;
    }
    return QString();
}

QString PseudocodePanel::valuesText() const
{
    return m_values->text();
}

void PseudocodePanel::follow(StepFeed *feed)
{
    connect(feed, &StepFeed::due, this, [this, feed] {
        const RunController &run = *feed->run();
        showPosition(run.algorithm(), run.boardSize(), run.state().board(), run.state().last());
    });
}
