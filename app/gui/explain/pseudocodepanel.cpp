// SPDX-License-Identifier: MIT
#include "explain/pseudocodepanel.h"

#include "board/boardscene.h"
#include "explain/pseudocode.h"

#include <QEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

PseudocodePanel::PseudocodePanel(QWidget *parent)
    : QWidget(parent)
    , m_list(new QListWidget(this))
    , m_values(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_values);
    m_list->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_values->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_values->setTextFormat(Qt::PlainText);
    m_values->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // The highlight follows the search, not the mouse: no selection, no focus.
    m_list->setSelectionMode(QAbstractItemView::NoSelection);
    m_list->setFocusPolicy(Qt::NoFocus);
    // Code is scrolled sideways, never cut short.
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
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
        m_algorithm.reset();
    }
    QWidget::changeEvent(event);
}

void PseudocodePanel::showPosition(
    nq::Algorithm algorithm, int n, const QList<int> &, const StepEvent &last)
{
    // The values the highlighted line works on, and where they are on the board.
    const bool hasSquare = (last.kind == nq::EventKind::Place || last.kind == nq::EventKind::Remove
                               || last.kind == nq::EventKind::Reject)
        && last.row >= 0 && last.col >= 0 && last.row < n && last.col < n;
    const QString values = hasSquare ? tr("row = %1, col = %2: %3")
                                           .arg(last.row)
                                           .arg(last.col)
                                           .arg(BoardScene::squareName(n, last.row, last.col))
                                     : QString();
    if (values != m_values->text()) {
        m_values->setText(values);
    }
    // Rebuilding the list only when the algorithm changes keeps a step cheap
    // at full speed: normally only two items change their look.
    if (m_algorithm != algorithm) {
        m_algorithm = algorithm;
        m_lines = Pseudocode::lines(algorithm);
        m_highlighted = -1;
        m_list->clear();
        const int width = int(QString::number(m_lines.size()).size());
        for (qsizetype i = 0; i < m_lines.size(); ++i) {
            m_list->addItem(QStringLiteral("%1  %2").arg(i + 1, width).arg(m_lines[i]));
        }
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

void PseudocodePanel::setHighlighted(int line, bool on)
{
    QListWidgetItem *item = m_list->item(line);
    if (!item) {
        return;
    }
    QFont font = m_list->font();
    font.setBold(on);
    item->setFont(font);
    if (on) {
        item->setBackground(palette().highlight());
        item->setForeground(palette().highlightedText());
    } else {
        item->setData(Qt::BackgroundRole, QVariant());
        item->setData(Qt::ForegroundRole, QVariant());
    }
}

QString PseudocodePanel::valuesText() const
{
    return m_values->text();
}
