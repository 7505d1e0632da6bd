// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardpainter.h"
#include "render/boardtheme.h"

#include <QGraphicsItem>
#include <QList>

/*
 * The marks of constraint propagation under the queens: forward checking's
 * pruned squares (a translucent tint with a cross-hatch, unlike the single
 * hatching of attacked squares) and dancing links' covered lines (the
 * squares on a covered row, column or diagonal greyed, with a thin line
 * along each covered diagonal). It only paints what it is told, through
 * BoardPainter::paintPropagation(): the exported pictures draw the same.
 *
 * Item coordinates: square (row, col) is (labelMargin + col * squareSize,
 * row * squareSize), as BoardItem's.
 */
class PropagationItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 5 };

    PropagationItem(int n, qreal squareSize, qreal labelMargin, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
        QWidget *widget = nullptr) override;

    // pruned[row * n + col]: the square is shaded as pruned. Any other size: none.
    void setPruned(const QList<bool> &pruned);
    // covered[row * n + col]: the square lies on a covered line; `diagonals`
    // (index row - col + n - 1) and `antiDiagonals` (row + col): the covered
    // diagonals, drawn as lines. Any other size: none.
    void setCovered(
        const QList<bool> &covered, const QList<bool> &diagonals, const QList<bool> &antiDiagonals);
    void setTheme(const BoardTheme &theme);
    // The squares' marks as set (pruned, covered, diagonals; no wipe-out or column).
    const BoardPainter::Propagation &marks() const { return m_marks; }

private:
    int m_n;
    qreal m_square;
    qreal m_margin;
    BoardPainter::Propagation m_marks; // the squares' marks only
    BoardTheme m_theme;
};
