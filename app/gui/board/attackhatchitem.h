// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardtheme.h"

#include <QBrush>
#include <QGraphicsItem>

class BoardModel;

/*
 * The hatching of the attacked squares of a board: every square that holds
 * no queen and that a queen attacks along a row, column or diagonal
 * (BoardModel::isAttacked()), filled with BoardPainter::attackHatch(). The
 * run's board and play mode's board both show it; it reads the queens from
 * the model it is handed (which must outlive it) and paints only the squares
 * in view. Call update() when the queens change.
 *
 * Item coordinates: square (row, col) is (labelMargin + col * squareSize,
 * row * squareSize), as BoardItem's.
 */
class AttackHatchItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 4 };

    AttackHatchItem(const BoardModel *model, qreal squareSize, qreal labelMargin,
        QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
        QWidget *widget = nullptr) override;

    // The hatching's colours and widths (classic until called).
    void setTheme(const BoardTheme &theme);

private:
    const BoardModel *m_model;
    qreal m_square;
    qreal m_margin;
    QBrush m_hatch;
};
