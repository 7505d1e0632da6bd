// SPDX-License-Identifier: MIT
#include "board/queenitem.h"

#include "render/boardpainter.h"

#include <QPainter>

QueenItem::QueenItem(QSvgRenderer *renderer, qreal size, QGraphicsItem *parent)
    : QGraphicsObject(parent)
    , m_renderer(renderer)
    , m_size(size)
{ }

void QueenItem::setTheme(const BoardTheme &theme)
{
    m_theme = theme;
    if (m_highlighted) {
        update();
    }
}

QRectF QueenItem::boundingRect() const
{
    return { 0, 0, m_size, m_size };
}

void QueenItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    // Queens are drawn every frame at top speed: through the cached picture.
    BoardPainter::paintQueen(
        painter, boundingRect(), m_renderer, m_theme, { .halo = m_highlighted, .cached = true });
}

void QueenItem::setHighlighted(bool highlighted)
{
    if (highlighted != m_highlighted) {
        m_highlighted = highlighted;
        update();
    }
}
