// SPDX-License-Identifier: MIT
#pragma once

#include "boardtheme.h"

#include <QGraphicsItem>

/*
 * The board itself: n x n squares, the frame, file letters along the bottom
 * and rank numbers down the left, painted by BoardPainter (as the exported
 * images are) as one item and cached as one
 * pixmap in device coordinates, so that a frame at top speed blits it rather
 * than drawing hundreds of squares and labels. Item coordinates: square
 * (row, col) is squareRect(row, col); the labels lie in the margins around.
 */
class BoardItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 2 };

    BoardItem(int n, qreal squareSize, qreal labelMargin, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
        QWidget *widget = nullptr) override;

    int size() const { return m_n; }
    QRectF squareRect(int row, int col) const;

    // Repaints the squares, labels and edge in `theme`'s colours (classic
    // until called); the edge is 3 * theme.markWidthScale units wide.
    void setTheme(const BoardTheme &theme);
    const BoardTheme &theme() const { return m_theme; }

protected:
    // Hovering a square asks the scene to show who attacks it.
    void hoverMoveEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    int m_n;
    qreal m_square;
    qreal m_margin;
    BoardTheme m_theme = BoardTheme::classic();
};
