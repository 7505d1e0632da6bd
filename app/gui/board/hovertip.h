// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardtheme.h"

#include <QGraphicsPathItem>
#include <QPoint>
#include <QString>

class BoardModel;

/*
 * What the board says about the square under the pointer
 * (BoardScene::setHoveredSquare()): dotted lines from every queen that
 * attacks it, as in chess (BoardModel::attackersOf()), and the words of
 * the board's tool tip, which name those queens or the queen that pruned
 * the square. The item is the lines, edged by an outline child behind
 * them; it reads the queens from the model, which must outlive it.
 *
 * Item coordinates are the scene's: square (row, col) is (labelMargin +
 * col * squareSize, row * squareSize), as BoardItem's. Hidden until it
 * points at an attacked square.
 */
class HoverTip : public QGraphicsPathItem
{
public:
    enum { Type = UserType + 7 };

    HoverTip(const BoardModel *model, qreal squareSize, qreal labelMargin,
        QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }

    // Draws the lines to (row, col) (none off the board) and returns the
    // square's tool tip in the language now installed: the queen that
    // pruned it, `prunedBy` as QPoint(col, row) ((-1, -1) for none), and
    // along which line; else the queens that attack it, or that none does.
    // Empty off the board.
    QString pointAt(int row, int col, QPoint prunedBy);

    // The lines' colour, pen and outline (classic until called).
    void setTheme(const BoardTheme &theme);

private:
    QPointF squareCentre(int row, int col) const;

    const BoardModel *m_model;
    qreal m_square;
    qreal m_margin;
    QGraphicsPathItem *m_outline;
};
