// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardtheme.h"

#include <QGraphicsItem>

class BoardModel;

/*
 * The conflicts of a local search, drawn over the queens of a board: a
 * badge with the number of attackers on every attacked queen, and in the
 * squares of one row (the row being repaired) the number of queens that
 * attack each square, the fewest outlined. It reads the board from the model
 * it is handed (BoardModel::column() and lineAttackers(), both O(1)), so one
 * item serves any board size, and it paints only the squares in view, and
 * only when they are big enough on the screen to hold a digit.
 *
 * Item coordinates: square (row, col) is (labelMargin + col * squareSize,
 * row * squareSize), as BoardItem's (the item sits at the scene's origin).
 */
class ConflictOverlay : public QGraphicsItem
{
public:
    enum { Type = UserType + 3 };

    // Below this many pixels a square, digits would not be legible: nothing is drawn.
    static constexpr qreal MinSquarePixels = 14.0;

    // `model` must outlive the item.
    ConflictOverlay(const BoardModel *model, qreal squareSize, qreal labelMargin,
        QGraphicsItem *parent = nullptr);

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
    QRectF squareRect(int row, int col) const;

    const BoardModel *m_model;
    qreal m_square;
    qreal m_margin;
    int m_row = -1;
    BoardTheme m_theme = BoardTheme::classic();
};
