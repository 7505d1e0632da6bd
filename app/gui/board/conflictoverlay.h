// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardtheme.h"

#include <QGraphicsItem>

class BoardScene;

/*
 * The conflicts of a local search, drawn over the queens of a BoardScene:
 * a badge with the number of attackers on every attacked queen, and in the
 * squares of one row (the row being repaired) the number of queens that
 * attack each square, the fewest outlined. It reads the board from its scene
 * (BoardScene::queenColumn() and attackerCount(), both O(1)), so one item
 * serves any board size, and it paints only the squares in view, and only
 * when they are big enough on the screen to hold a digit.
 *
 * Item coordinates are the scene's (the item sits at the origin); square
 * (row, col) is BoardScene::squareRect(row, col).
 */
class ConflictOverlay : public QGraphicsItem
{
public:
    enum { Type = UserType + 3 };

    // Below this many pixels a square, digits would not be legible: nothing is drawn.
    static constexpr qreal MinSquarePixels = 14.0;

    explicit ConflictOverlay(const BoardScene *board, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
        QWidget *widget = nullptr) override;

    // The row whose squares show their attacker counts; -1 for none.
    void setRow(int row);
    int row() const { return m_row; }
    void setTheme(const BoardTheme &theme);
    // The board changed (size or queens): repaint.
    void boardChanged();

private:
    void paintBadge(QPainter *painter, const QRectF &square, int count) const;

    const BoardScene *m_board;
    int m_row = -1;
    BoardTheme m_theme = BoardTheme::classic();
};
