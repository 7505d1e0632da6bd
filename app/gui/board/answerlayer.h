// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardtheme.h"

#include <QGraphicsObject>
#include <QLine>
#include <QList>
#include <QPoint>

class BoardScene;

/*
 * Predict and practice mode on the board: a transparent item over the run's
 * board (the run's queens and marks stay visible under it) that draws the
 * marks of a question or of a practised step, and takes the pupil's square
 * answers.
 *
 * Marks (squares as QPoint(col, row), off-board ones are not drawn): the
 * square a question is about (a dotted frame), a right or expected square
 * (a ring), a wrong answer (a cross) and lines from queens to squares
 * (dashed: the attack line that explains a wrong answer).
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
 * While taking input and with the scene's focus it takes those keys before
 * the window's shortcuts (as PlayLayer does). It never takes the hover: the
 * board's own hover lines keep working.
 *
 * The layer reads the scene's geometry when it is made: a scene rebuilt for
 * another size deletes it (QGraphicsScene::clear()), so keep it in a QPointer.
 */
class AnswerLayer : public QGraphicsObject
{
    Q_OBJECT

public:
    enum { Type = UserType + 21 };
    static constexpr qreal Z = 90; // above the run's marks, under play mode's layer

    enum class Input { Off, Squares, SquaresOrRefusals };

    struct Marks
    {
        QPoint question { -1, -1 };
        QPoint right { -1, -1 };
        QPoint wrong { -1, -1 };
        QList<QLine> lines; // from a queen's square to a square, both QPoint(col, row)
        bool isEmpty() const { return *this == Marks {}; }
        friend bool operator==(const Marks &, const Marks &) = default;
    };

    // Adds itself to `scene` (which owns it from then on).
    explicit AnswerLayer(BoardScene *scene);

    int type() const override { return Type; }
    // The size of the board it was made for.
    int boardSize() const { return m_n; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
        QWidget *widget = nullptr) override;

    void setMarks(const Marks &marks);
    const Marks &marks() const { return m_marks; }
    void setTheme(const BoardTheme &theme);

    // Taking input gives the layer the scene's focus; Off hands it back.
    void setInput(Input input);
    Input input() const { return m_input; }
    bool isTakingInput() const { return m_input != Input::Off; }
    // The cursor's square as QPoint(col, row); clamped to the board.
    void setCursorSquare(int row, int col);
    QPoint cursorSquare() const { return m_cursor; }
    // The square under a point in item (= scene) coordinates, QPoint(col,
    // row), or (-1, -1) off the board.
    QPoint squareAt(const QPointF &point) const;

signals:
    // refuse: right click, Shift+click, X or Delete, only with SquaresOrRefusals.
    void squareActivated(int row, int col, bool refuse);
    void cursorMoved(QPoint square);

protected:
    bool sceneEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;

private:
    bool isInputKey(const QKeyEvent *event) const;
    QRectF squareRect(QPoint square) const;
    bool isOnBoard(QPoint square) const;

    int m_n;
    QRectF m_origin; // square (0, 0)
    QRectF m_sceneRect;
    BoardTheme m_theme;
    Marks m_marks;
    Input m_input = Input::Off;
    QPoint m_cursor { 0, 0 };
};
