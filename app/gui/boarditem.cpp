// SPDX-License-Identifier: MIT
#include "boarditem.h"

#include "boardpainter.h"
#include "boardscene.h"

#include <QFont>
#include <QGraphicsSceneHoverEvent>

#include <QPainter>
#include <cmath>

namespace {

const QColor BoardEdge(0x5c, 0x40, 0x2a);

} // namespace

BoardItem::BoardItem(int n, qreal squareSize, qreal labelMargin, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_n(n)
    , m_square(squareSize)
    , m_margin(labelMargin)
{
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    setAcceptHoverEvents(true);
}

void BoardItem::hoverMoveEvent(QGraphicsSceneHoverEvent *event)
{
    const QPointF at = event->pos();
    const int col = int(std::floor((at.x() - m_margin) / m_square));
    const int row = int(std::floor(at.y() / m_square));
    if (auto *board = qobject_cast<BoardScene *>(scene())) {
        board->setHoveredSquare(row, col);
    }
}

void BoardItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *)
{
    if (auto *board = qobject_cast<BoardScene *>(scene())) {
        board->setHoveredSquare(-1, -1);
    }
}

QRectF BoardItem::boundingRect() const
{
    const qreal side = m_n * m_square;
    return { 0, 0, m_margin + side + 2, side + m_margin };
}

QRectF BoardItem::squareRect(int row, int col) const
{
    return { m_margin + col * m_square, row * m_square, m_square, m_square };
}

void BoardItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    // The same painter as the exported images, so that a file looks like the
    // screen; the queens and marks are items of their own above it.
    BoardPainter::Options options;
    options.coordinates = true;
    const qreal side = m_n * m_square;
    BoardPainter::paint(
        painter, QRectF(0, 0, m_margin + side, m_margin + side), QList<int>(m_n, -1), options);
    painter->setPen(QPen(BoardEdge, 3));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(QRectF(m_margin, 0, side, side));
}
