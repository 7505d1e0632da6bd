// SPDX-License-Identifier: MIT
#include "boarditem.h"

#include "boardscene.h"

#include <QFont>
#include <QGraphicsSceneHoverEvent>

#include <QPainter>
#include <cmath>

namespace {

const QColor LightSquare(0xf0, 0xd9, 0xb5);
const QColor DarkSquare(0xb5, 0x88, 0x63);
const QColor LabelColor(0x3a, 0x3a, 0x3a);
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
    painter->setPen(Qt::NoPen);
    for (int row = 0; row < m_n; ++row) {
        for (int col = 0; col < m_n; ++col) {
            painter->fillRect(squareRect(row, col), isDark(row, col) ? DarkSquare : LightSquare);
        }
    }
    const qreal side = m_n * m_square;
    painter->setPen(QPen(BoardEdge, 3));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(QRectF(m_margin, 0, side, side));

    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(int(std::min(m_margin, m_square) * 0.55));
    painter->setFont(font);
    painter->setPen(LabelColor);
    for (int i = 0; i < m_n; ++i) {
        painter->drawText(QRectF(m_margin + i * m_square, side, m_square, m_margin),
            Qt::AlignCenter, BoardScene::fileName(i));
        painter->drawText(
            QRectF(0, i * m_square, m_margin, m_square), Qt::AlignCenter, QString::number(m_n - i));
    }
}
