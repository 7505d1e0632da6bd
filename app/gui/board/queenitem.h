// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardtheme.h"

#include <QGraphicsObject>

class QSvgRenderer;

// A queen on the board, drawn from the SVG in resources/ so that it stays crisp
// at any zoom, as BoardPainter::paintQueen() draws every queen. It is a
// QGraphicsObject so that its position and opacity can be animated. Its
// bounding rectangle is one square: (0, 0, size, size).
class QueenItem : public QGraphicsObject
{
    Q_OBJECT

public:
    enum { Type = UserType + 1 };

    // `renderer` is shared and must outlive the item.
    QueenItem(QSvgRenderer *renderer, qreal size, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
        QWidget *widget = nullptr) override;

    // A highlighted queen is drawn on a disc of theme.queenHalo outlined in
    // theme.markOutline: part of a found solution.
    void setHighlighted(bool highlighted);
    bool isHighlighted() const { return m_highlighted; }
    // Takes the halo's colours and outline width from `theme` (classic until called).
    void setTheme(const BoardTheme &theme);

private:
    QSvgRenderer *m_renderer;
    qreal m_size;
    bool m_highlighted = false;
    BoardTheme m_theme = BoardTheme::classic();
};
