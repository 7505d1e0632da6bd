// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardtheme.h"

#include <QGraphicsObject>
#include <QPoint>
#include <QString>

class BoardScene;

/*
 * The one host of what a mode lays over the board (play mode's position,
 * predict's and practice's answer marks): a transparent item the size of a
 * BoardScene that knows the board's geometry, keeps its keyboard cursor and
 * takes its keys and clicks. A mode's layer derives from it and only draws
 * (paintLayer()) and, if it wants, names the hovered square (toolTipAt()).
 *
 * Input (setInput()):
 * - Input::Off: clicks and keys pass through to the board and the window,
 *   and no cursor is drawn.
 * - Input::Squares: a left click on a square (with or without Shift), or
 *   Space / Enter on the keyboard cursor's square (a dashed square), emits
 *   squareActivated(row, col, false); the arrow keys move the cursor.
 * - Input::SquaresOrRefusals: as Squares, and a right click or Shift+click,
 *   or X / Delete on the cursor's square, emit squareActivated(row, col,
 *   true) (the pupil refuses the square).
 * While taking input it has the scene's focus and takes those keys before
 * the window's shortcuts (QEvent::ShortcutOverride), so the run's Left /
 * Right / Space do not fire; keys with a modifier (Shift+Left) stay the
 * window's (CursorKeys).
 *
 * Squares are QPoint(col, row). The layer reads the scene's geometry when it
 * is made: a scene rebuilt for another size deletes it
 * (QGraphicsScene::clear()), so keep it in a QPointer.
 */
class BoardLayer : public QGraphicsObject
{
    Q_OBJECT

public:
    enum class Input { Off, Squares, SquaresOrRefusals };

    // Adds itself to `scene` (which owns it from then on) at height `z`.
    BoardLayer(BoardScene *scene, qreal z);

    // The size of the board it was made for.
    int boardSize() const { return m_n; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
        QWidget *widget = nullptr) override;

    void setTheme(const BoardTheme &theme);
    const BoardTheme &theme() const { return m_theme; }

    // Taking input gives the layer the scene's focus; Off hands it back.
    void setInput(Input input);
    Input input() const { return m_input; }
    bool isTakingInput() const { return m_input != Input::Off; }
    // The cursor's square; clamped to the board.
    void setCursorSquare(int row, int col);
    QPoint cursorSquare() const { return m_cursor; }
    // The square under a point in item (= scene) coordinates, or (-1, -1)
    // off the board.
    QPoint squareAt(const QPointF &point) const;
    // A square's rectangle in item (= scene) coordinates.
    QRectF squareRect(QPoint square) const;
    bool isOnBoard(QPoint square) const;

signals:
    // refuse: right click, Shift+click, X or Delete, only with SquaresOrRefusals.
    void squareActivated(int row, int col, bool refuse);
    void cursorMoved(QPoint square);

protected:
    // The layer's own marks, under the cursor, on `painter` in item
    // coordinates (antialiased); paintAbove() draws over the cursor.
    virtual void paintLayer(QPainter *painter) = 0;
    virtual void paintAbove(QPainter *) { }
    // What the layer has to say about `square` under the pointer (only with
    // setAcceptHoverEvents(true)); empty for nothing.
    virtual QString toolTipAt(QPoint square) const;
    // The theme changed (setTheme()): children drawn with it follow.
    virtual void themeChanged() { }
    // Writes the tool tip again for the square under the pointer, if any.
    void refreshToolTip();

    bool sceneEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void hoverMoveEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    bool isInputKey(const QKeyEvent *event) const;

    int m_n;
    QRectF m_origin; // square (0, 0)
    QRectF m_sceneRect;
    BoardTheme m_theme;
    Input m_input = Input::Off;
    QPoint m_cursor { 0, 0 };
    QPoint m_hovered { -1, -1 };
};
