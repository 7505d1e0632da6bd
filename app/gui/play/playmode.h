// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardtheme.h"

#include <QList>
#include <QObject>
#include <QPoint>
#include <QPointer>

class BoardScene;
class PlayController;
class PlayLayer;
class QAction;
class QWidget;
class RunController;

/*
 * Play mode in a window: its actions, its layer on the board, and its rules
 * with the run.
 *
 * - playMode() (checkable, P) enters and leaves. Entering pauses the run and
 *   puts a PlayLayer on the scene showing controller()'s position; leaving
 *   takes the layer away, so the run's board shows again exactly as it was.
 * - While active: a click or Space / Enter on the board toggles a queen (an
 *   undo step), the arrow keys move the cursor, hint() (H) asks for a hint
 *   and puts the cursor on the hinted square, undo() / redo() (Ctrl+Z /
 *   Ctrl+Shift+Z) step through the edits, clear() empties the board.
 * - startFromRun() takes the queens the board shows now (the paused run's,
 *   or a solution browsed from the list) as the position, entering play
 *   mode first if needed; an undo step.
 * - Play mode works on boards up to PlayPosition::MaxSize (32): on bigger
 *   ones its actions are disabled. A new size of the run starts an empty
 *   position of that size (the mode stays on, up to 32); another algorithm keeps the position when
 * the size stays. Any step or seek of the run leaves play mode (the run's board is what the user
 * asked to see), as browsing a solution does.
 *
 * The actions are added to `window` so that their shortcuts work wherever
 * the focus is in it; their texts follow retranslate().
 */
class PlayMode : public QObject
{
    Q_OBJECT

public:
    // `scene`, `run` and `window` are not owned and outlive this object.
    PlayMode(BoardScene *scene, RunController *run, QWidget *window);
    ~PlayMode() override;

    PlayController *controller() const { return m_controller; }
    bool isActive() const { return m_active; }
    // The layer on the board while active, else null.
    PlayLayer *layer() const;

    QAction *playMode() const { return m_playMode; }
    QAction *hint() const { return m_hint; }
    QAction *undo() const { return m_undo; }
    QAction *redo() const { return m_redo; }
    QAction *clear() const { return m_clear; }
    QAction *startFromRun() const { return m_startFromRun; }
    // In menu order: play mode, hint, undo, redo, clear, start from the run's board.
    QList<QAction *> actions() const;

    // The board in words while active (see PlayController::boardDescription()).
    QString boardDescription() const;

public slots:
    void setActive(bool active);
    // Toggles the queen on (row, col) of the play position (for the layer and tests).
    void activateSquare(int row, int col);
    void takeRunBoard();
    void setTheme(const BoardTheme &theme);
    // Hatches the squares the play position's queens attack (the window
    // connects it to its "Show attacked squares").
    void setAttacksShown(bool shown);
    void retranslate();

signals:
    void activeChanged(bool active);
    // The position, the hint or the status changed.
    void changed();

private:
    void ensureLayer();
    void showOnLayer();
    void updateActions();
    void updatePlayModeText();
    void onRunStarted();

    BoardScene *m_scene;
    RunController *m_run;
    QWidget *m_window;
    PlayController *m_controller;
    QPointer<PlayLayer> m_layer;
    // The layer's cursor, kept while the layer is rebuilt and while play
    // mode is off: the player comes back to where they were.
    QPoint m_cursor { 0, 0 };
    bool m_active = false;
    bool m_attacksShown = false;
    quint64 m_enteredStep = 0; // the run's step when play mode started

    QAction *m_playMode;
    QAction *m_hint;
    QAction *m_undo;
    QAction *m_redo;
    QAction *m_clear;
    QAction *m_startFromRun;
};
