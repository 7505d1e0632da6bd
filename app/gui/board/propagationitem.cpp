// SPDX-License-Identifier: MIT
#include "board/propagationitem.h"

#include <QPainter>

PropagationItem::PropagationItem(int n, qreal squareSize, qreal labelMargin, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_n(n)
    , m_square(squareSize)
    , m_margin(labelMargin)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setTheme(BoardTheme::classic());
}

QRectF PropagationItem::boundingRect() const
{
    const qreal side = m_n * m_square;
    return { m_margin, 0, side, side };
}

void PropagationItem::setPruned(const QList<bool> &pruned)
{
    const QList<bool> shown = pruned.size() == qsizetype(m_n) * m_n ? pruned : QList<bool>();
    if (shown == m_marks.pruned) {
        return;
    }
    m_marks.pruned = shown;
    update();
}

void PropagationItem::setCovered(
    const QList<bool> &covered, const QList<bool> &diagonals, const QList<bool> &antiDiagonals)
{
    const qsizetype lines = 2 * qsizetype(m_n) - 1;
    const bool fits = covered.size() == qsizetype(m_n) * m_n && diagonals.size() == lines
        && antiDiagonals.size() == lines;
    if (fits && covered == m_marks.covered && diagonals == m_marks.diagonals
        && antiDiagonals == m_marks.antiDiagonals) {
        return;
    }
    m_marks.covered = fits ? covered : QList<bool>();
    m_marks.diagonals = fits ? diagonals : QList<bool>();
    m_marks.antiDiagonals = fits ? antiDiagonals : QList<bool>();
    update();
}

void PropagationItem::setTheme(const BoardTheme &theme)
{
    m_theme = theme;
    update();
}

void PropagationItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    BoardPainter::paintPropagation(painter, boundingRect(), m_n, m_marks, m_theme);
}
