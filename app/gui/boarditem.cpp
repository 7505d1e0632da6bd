// SPDX-License-Identifier: MIT
#include "boarditem.h"

#include "boardpainter.h"
#include "boardscene.h"

#include <QFont>
#include <QGraphicsSceneHoverEvent>

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace {

constexpr qreal EdgeWidth = 3.0; // in scene units, times the theme's markWidthScale

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
    // A thicker edge than the classic one needs room outside the squares.
    const qreal extra = std::max(0.0, (m_theme.markWidthScale - 1) * EdgeWidth / 2);
    return { 0, -extra, m_margin + side + 2 + extra, side + m_margin + 2 * extra };
}

void BoardItem::setTheme(const BoardTheme &theme)
{
    if (theme == m_theme) {
        return;
    }
    prepareGeometryChange();
    m_theme = theme;
    update(); // drops the cached pixmap
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
    options.theme = m_theme;
    const qreal side = m_n * m_square;
    BoardPainter::paint(
        painter, QRectF(0, 0, m_margin + side, m_margin + side), QList<int>(m_n, -1), options);
    painter->setPen(QPen(m_theme.edge, EdgeWidth * m_theme.markWidthScale));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(QRectF(m_margin, 0, side, side));
}
