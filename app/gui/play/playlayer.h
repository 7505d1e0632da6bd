// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardtheme.h"
#include "play/playposition.h"

#include <QGraphicsObject>
#include <QList>
#include <QPoint>

class AttackHatchItem;
class BoardItem;
class BoardScene;
class QGraphicsRectItem;
class QSvgRenderer;
class QueenItem;

/*
 * Play mode on the board: one item on top of a BoardScene that covers the
 * run's board with a board of its own (same geometry, labels and theme), so
 * that the run's queens and marks underneath stay as they are and come back
 * unchanged when the layer goes. On it: the play position's queens, the
 * conflicts (a line between the two queens of every attacking pair and a
 * ring around every queen in conflict, so that they read without colour),
 * the keyboard cursor (a dashed square), a hinted square (a faint queen in
 * a dotted ring) and, when solved, the solution frame and haloed queens.
 *
 * Input: a left click on a square, or Space / Enter on the cursor's square,
 * emits squareActivated(); the arrow keys move the cursor. While the layer
 * has the scene's focus it takes those keys before the window's shortcuts
 * (QEvent::ShortcutOverride), so the run's Left / Right / Space do not fire.
 *
 * The layer reads the scene's geometry when it is made: a scene rebuilt for
 * another size deletes it (QGraphicsScene::clear()), so keep it in a QPointer.
 */
class PlayLayer : public QGraphicsObject
{
    Q_OBJECT

public:
    enum { Type = UserType + 20 };
    static constexpr qreal Z = 100; // above every mark of the run

    // Adds itself to `scene` (which owns it from then on).
    explicit PlayLayer(BoardScene *scene);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
        QWidget *widget = nullptr) override;

    // What to draw; hint (col, row) or (-1, -1) for none.
    void showPosition(const PlayPosition &position, QPoint hint = { -1, -1 });
    const PlayPosition &position() const { return m_position; }
    void setTheme(const BoardTheme &theme);
    // Hatches every empty square a queen of the position attacks (the
    // window's "Show attacked squares").
    void setAttacksShown(bool shown);
    bool attacksShown() const { return m_attacksShown; }

    // The cursor's square as QPoint(col, row); clamped to the board.
    void setCursorSquare(int row, int col);
    QPoint cursorSquare() const { return m_cursor; }
    // The square under a point in item (= scene) coordinates, QPoint(col,
    // row), or (-1, -1) off the board.
    QPoint squareAt(const QPointF &point) const;

signals:
    void squareActivated(int row, int col);
    // The cursor moved to `square` (QPoint(col, row)).
    void cursorMoved(QPoint square);

protected:
    bool sceneEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void hoverMoveEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    QRectF squareRect(int row, int col) const;
    void updateQueens();
    void updateToolTip(QPoint square);

    BoardScene *m_scene;
    int m_n;
    QRectF m_origin; // square (0, 0)
    QRectF m_sceneRect;
    BoardTheme m_theme;
    PlayPosition m_position;
    QList<PlayPosition::Pair> m_pairs;
    QList<QPoint> m_conflicted;
    bool m_solved = false;
    bool m_attacksShown = false;
    QPoint m_hint { -1, -1 };
    QPoint m_cursor { 0, 0 };
    QPoint m_hovered { -1, -1 };
    QSvgRenderer *m_renderer;
    QGraphicsRectItem *m_background;
    BoardItem *m_board;
    AttackHatchItem *m_hatch; // reads m_position's board
    QList<QueenItem *> m_queens; // as many as were ever needed; the extra ones hidden
    QueenItem *m_hintQueen;
};
