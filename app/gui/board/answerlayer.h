// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardtheme.h"

#include <QGraphicsObject>
#include <QLine>
#include <QList>
#include <QPoint>

class BoardScene;

/*
 * Predict mode on the board: a transparent item over the run's board (the
 * run's queens and marks stay visible under it) that draws the marks of a
 * question and takes the pupil's square answers.
 *
 * Marks (squares as QPoint(col, row), off-board ones are not drawn): the
 * square a question is about (a dotted frame), a confirmed answer (a ring),
 * a wrong answer (a cross) and lines from queens to squares (dashed: the
 * attack line that explains a wrong answer).
 *
 * Input, only while setTakingInput(true): a left click on a square, or Space
 * / Enter on the keyboard cursor's square (a dashed square), emits
 * squareActivated(); the arrow keys move the cursor; with the scene's focus
 * it takes those keys before the window's shortcuts (as PlayLayer does).
 * Otherwise clicks and keys pass through to the board and the window, and
 * no cursor is drawn. It never takes the hover: the board's own hover lines
 * keep working.
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

    struct Marks
    {
        QPoint question { -1, -1 };
        QPoint right { -1, -1 };
        QPoint wrong { -1, -1 };
        QList<QLine> lines; // from a queen's square to a square, both QPoint(col, row)
        friend bool operator==(const Marks &, const Marks &) = default;
    };

    // Adds itself to `scene` (which owns it from then on).
    explicit AnswerLayer(BoardScene *scene);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
        QWidget *widget = nullptr) override;

    void setMarks(const Marks &marks);
    const Marks &marks() const { return m_marks; }
    void setTheme(const BoardTheme &theme);

    void setTakingInput(bool taking);
    bool isTakingInput() const { return m_taking; }
    // The cursor's square as QPoint(col, row); clamped to the board.
    void setCursorSquare(int row, int col);
    QPoint cursorSquare() const { return m_cursor; }
    // The square under a point in item (= scene) coordinates, QPoint(col,
    // row), or (-1, -1) off the board.
    QPoint squareAt(const QPointF &point) const;

signals:
    void squareActivated(int row, int col);

protected:
    bool sceneEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;

private:
    QRectF squareRect(QPoint square) const;
    bool isOnBoard(QPoint square) const;

    int m_n;
    QRectF m_origin; // square (0, 0)
    QRectF m_sceneRect;
    BoardTheme m_theme;
    Marks m_marks;
    bool m_taking = false;
    QPoint m_cursor { 0, 0 };
};
