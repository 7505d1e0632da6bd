// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardtheme.h"

#include <QHash>
#include <QList>
#include <QPointF>
#include <QPointer>

class BoardItem;
class QGraphicsItem;
class QSvgRenderer;
class QueenItem;

/*
 * The run's queens as items, and how they come and go (BoardScene's): a
 * queen placed with an animation drops in from half a square above and
 * fades in; one taken off lifts away and fades out.
 *
 * An item board keeps one queen item per row, shown, moved or hidden:
 * creating and deleting items thousands of times a second costs more than
 * drawing. An image board (BoardScene::ItemBoardMax) paints its queens in
 * the board item; a row that changes with an animation gets a stand-in
 * queen of its own (a "glider", at most one per row) that drops or lifts
 * while the board leaves that queen out, then goes.
 *
 * The items belong to the scene (under the holder given to reset()); the
 * animator only points at them. It is told where the queen goes (`at`, the
 * top-left corner of its square in scene coordinates) and which column the
 * row held before; the board model itself is the scene's.
 */
class QueenAnimator
{
public:
    // `renderer` is the scene's queen picture and must outlive the animator;
    // every queen item stands at height `z` among the holder's children.
    QueenAnimator(QSvgRenderer *renderer, qreal z);

    // A new board of `size` rows, drawn by `board`: an image board
    // (`imageBoard`) gets no queen items, an item board one hidden queen per
    // row under `holder`. The items of the board before went with the
    // scene's (QGraphicsScene::clear()); the queens are not highlighted.
    void reset(BoardItem *board, QGraphicsItem *holder, int size, bool imageBoard);

    // The row's queen now stands on `col` (its square's top-left corner
    // `at`), where the row held `from` (-1 for none); with animationMs
    // above 0 it drops in. The caller has updated the board model.
    void place(int row, int from, int col, QPointF at, int animationMs);
    // The row's queen left column `from` (its square's top-left corner
    // `at`); with animationMs above 0 it lifts away. The model is updated.
    void remove(int row, int from, QPointF at, int animationMs);

    // The queens glow (a found solution): every queen item, and every one
    // placed from now on, is drawn highlighted.
    void setHighlighted(bool highlighted);
    bool isHighlighted() const { return m_highlighted; }
    // The halo's colours for every queen item and glider (classic until called).
    void setTheme(const BoardTheme &theme);
    // A new queen under the holder at the animator's height in the theme's
    // colours, not highlighted, for a move of the caller's own (it owns it
    // through the scene).
    QueenItem *newQueen() const;

    // Jumps every running drop and lift to its end, so that a picture shows
    // the state, not a moment (BoardScene::renderImage()).
    void finish();

private:
    // Deletes the row's glider, if any, and lets the board draw the row's
    // queen again: the row changed before the animation ended.
    void dropGlider(int row);
    // A glider for the row, replacing any: at most one per row.
    QueenItem *addGlider(int row);
    // The end of `glider`'s animation: it goes, and if it is still the
    // row's glider the board draws the row's queen again.
    void landGlider(int row, QueenItem *glider);

    QSvgRenderer *m_renderer;
    qreal m_z;
    BoardItem *m_board = nullptr;
    QGraphicsItem *m_holder = nullptr;
    bool m_imageBoard = false;
    bool m_highlighted = false;
    BoardTheme m_theme = BoardTheme::classic();
    QList<QueenItem *> m_queens; // item boards: one per row, hidden while the row is empty
    QHash<int, QPointer<QueenItem>> m_gliders; // image boards: row -> its glider in flight
};
