// SPDX-License-Identifier: MIT
#pragma once

#include "board/boardlayer.h"
#include "play/playposition.h"

#include <QList>
#include <QPoint>

class AttackHatchItem;
class BoardScene;
class QueenItem;

/*
 * Play mode on the board: a BoardLayer on top of a BoardScene that draws a
 * position on the scene's own squares and labels. While it lives it covers
 * the run's queens and marks (BoardScene::setRunCovered()), which go on
 * underneath and come back unchanged when the layer goes; its queens are
 * drawn with the scene's queen picture. On it: the play position's queens, the
 * conflicts (a line between the two queens of every attacking pair and a
 * ring around every queen in conflict, so that they read without colour),
 * the keyboard cursor (a dashed square), a hinted square (a faint queen in
 * a dotted ring) and, when solved, the solution frame and haloed queens.
 *
 * Input is the host's, always Input::Squares: a left click on a square, or
 * Space / Enter on the cursor's square, emits squareActivated(row, col,
 * false); the arrow keys move the cursor. Hovering a square names it and its
 * attackers in a tool tip.
 *
 * The layer reads the scene's geometry when it is made: a scene rebuilt for
 * another size deletes it (QGraphicsScene::clear()), so keep it in a QPointer.
 */
class PlayLayer : public BoardLayer
{
    Q_OBJECT

public:
    enum { Type = UserType + 20 };
    static constexpr qreal Z = 100; // above every mark of the run

    // Adds itself to `scene` (which owns it from then on).
    explicit PlayLayer(BoardScene *scene);
    // Uncovers the run's board, whoever deletes the layer (LayerHost, or the
    // scene clearing its items).
    ~PlayLayer() override;

    int type() const override { return Type; }

    // What to draw; hint (col, row) or (-1, -1) for none.
    void showPosition(const PlayPosition &position, QPoint hint = { -1, -1 });
    const PlayPosition &position() const { return m_position; }
    // Hatches every empty square a queen of the position attacks (the
    // window's "Show attacked squares").
    void setAttacksShown(bool shown);
    bool attacksShown() const { return m_attacksShown; }

protected:
    void paintLayer(QPainter *painter) override;
    void paintAbove(QPainter *painter) override;
    QString toolTipAt(QPoint square) const override;
    void themeChanged() override;

private:
    void updateQueens();

    BoardScene *m_scene; // owns the layer
    PlayPosition m_position;
    bool m_solved = false;
    bool m_attacksShown = false;
    QPoint m_hint { -1, -1 };
    AttackHatchItem *m_hatch; // reads m_position's board
    QList<QueenItem *> m_queens; // as many as were ever needed; the extra ones hidden
    QueenItem *m_hintQueen;
};
