// SPDX-License-Identifier: MIT
#include "board/attackhatchitem.h"

#include "render/boardmodel.h"
#include "render/boardpainter.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

AttackHatchItem::AttackHatchItem(
    const BoardModel *model, qreal squareSize, qreal labelMargin, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_model(model)
    , m_square(squareSize)
    , m_margin(labelMargin)
    , m_hatch(BoardPainter::attackHatch(BoardTheme::classic(), squareSize))
{
    // Only the exposed squares are painted.
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF AttackHatchItem::boundingRect() const
{
    const qreal side = m_model->size() * m_square;
    return { m_margin, 0, side, side };
}

void AttackHatchItem::setTheme(const BoardTheme &theme)
{
    m_hatch = BoardPainter::attackHatch(theme, m_square);
    update();
}

void AttackHatchItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const int n = m_model->size();
    const QRectF area = option->exposedRect.isEmpty()
        ? boundingRect()
        : option->exposedRect.intersected(boundingRect());
    if (n <= 0 || area.isEmpty()) {
        return;
    }
    const auto index = [n](qreal at) { return std::clamp(int(std::floor(at)), 0, n - 1); };
    const int firstRow = index(area.top() / m_square);
    const int lastRow = index(area.bottom() / m_square);
    const int firstCol = index((area.left() - m_margin) / m_square);
    const int lastCol = index((area.right() - m_margin) / m_square);
    painter->save();
    painter->setPen(Qt::NoPen);
    painter->setBrush(m_hatch);
    for (int row = firstRow; row <= lastRow; ++row) {
        for (int col = firstCol; col <= lastCol; ++col) {
            if (!m_model->hasQueen(row, col) && m_model->isAttacked(row, col)) {
                painter->drawRect(
                    QRectF(m_margin + col * m_square, row * m_square, m_square, m_square));
            }
        }
    }
    painter->restore();
}
