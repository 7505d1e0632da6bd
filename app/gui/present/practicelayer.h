// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardtheme.h"

#include <QGraphicsObject>
#include <QPoint>

class BoardScene;

// What practice mode marks on the board, squares as QPoint(col, row),
// (-1, -1) for none: a mistake's square (a cross), the right step's square
// (a ring) and the queen whose attack explains it (a line from it to the
// mistake's square).
struct PracticeMarks
{
    QPoint wrong { -1, -1 };
    QPoint right { -1, -1 };
    QPoint attacker { -1, -1 };
    bool isEmpty() const { return wrong.x() < 0 && right.x() < 0 && attacker.x() < 0; }
    friend bool operator==(const PracticeMarks &, const PracticeMarks &) = default;
};

/*
 * Practice mode on the board: a transparent item over the run's board (which
 * stays shown: the pupil acts on the run's own position) that takes the
 * pupil's input and draws the practice marks and a keyboard cursor.
 *
 * Input: a left click on a square emits squareActivated(row, col, false); a
 * right click or Shift+click emits it with refuse = true. On the keyboard,
 * the arrows move the cursor, Space / Enter activate the cursor's square, X
 * or Delete refuse it. While the layer has the scene's focus it takes those
 * keys before the window's shortcuts (QEvent::ShortcutOverride).
 *
 * Made by the BoardPresenter (the one writer of the scene) for the scene's
 * current size: a scene rebuilt for another size deletes it, keep it in a
 * QPointer.
 */
class PracticeLayer : public QGraphicsObject
{
    Q_OBJECT

public:
    enum { Type = UserType + 21 };
    static constexpr qreal Z = 90; // above the run's marks, under a play layer

    // Adds itself to `scene` (which owns it from then on).
    explicit PracticeLayer(BoardScene *scene);

    int type() const override { return Type; }
    // The size of the board it was made for.
    int boardSize() const { return m_n; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
        QWidget *widget = nullptr) override;

    void setMarks(const PracticeMarks &marks);
    const PracticeMarks &marks() const { return m_marks; }
    void setTheme(const BoardTheme &theme);
    // The cursor's square as QPoint(col, row); clamped to the board.
    void setCursorSquare(int row, int col);
    QPoint cursorSquare() const { return m_cursor; }
    // The square under a point in item (= scene) coordinates, QPoint(col,
    // row), or (-1, -1) off the board.
    QPoint squareAt(const QPointF &point) const;

signals:
    void squareActivated(int row, int col, bool refuse);
    void cursorMoved(QPoint square);

protected:
    bool sceneEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;

private:
    QRectF squareRect(int row, int col) const;

    int m_n;
    QRectF m_origin; // square (0, 0)
    QRectF m_sceneRect;
    BoardTheme m_theme;
    PracticeMarks m_marks;
    QPoint m_cursor { 0, 0 };
};
