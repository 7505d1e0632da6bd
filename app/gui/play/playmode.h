// SPDX-License-Identifier: MIT
#pragma once

#include "activity/activity.h"

#include <QList>
#include <QObject>
#include <QPoint>
#include <QPointer>

class PlayController;
class PlayLayer;
class PlayPanel;
class QAction;
class QWidget;
class RunController;

/*
 * Play mode in a window: its actions and its rules with the run. On the
 * board it has a PlayLayer, made when the BoardPresenter asks while play
 * mode is active (makeBoardLayer()), that shows the position and its hint
 * and hands its clicks and keys to activateSquare(); a hint found puts the
 * layer's cursor on it.
 *
 * - playMode() (checkable, P) enters and leaves. Entering pauses the run;
 *   leaving uncovers the board as it was.
 * - While active: a click or Space / Enter on the board toggles a queen (an
 *   undo step), the arrow keys move the cursor, hint() (H) asks for a hint
 *   (hintFound() puts the cursor on it), undo() / redo() (Ctrl+Z /
 *   Ctrl+Shift+Z) step through the edits, clear() empties the board.
 * - runFromHere() (Ctrl+R, while active) starts the run's algorithm from the
 *   queens of the play position: their rows are fixed and the search fills
 *   the others (RunController::runFrom()); play mode is left for the run. A
 *   position with attacking queens (two in a row included) or a run with
 *   the local search changes nothing: notice() says why, naming the pair.
 * - startFromRun() asks for the queens the board shows now (boardWanted();
 *   the presenter answers with startFrom(): the paused run's queens, or a
 *   solution browsed from the list), entering play mode first if needed; an
 *   undo step.
 * - Play mode works on boards up to PlayPosition::MaxSize (32): on bigger
 *   ones its actions are disabled. A new size of the run starts an empty
 *   position of that size (the mode stays on, up to 32); another algorithm
 *   keeps the position when the size stays. Any step or seek of the run
 *   leaves play mode before the run moves (RunController::moveRequested:
 *   the run's board is what the user asked to see), as browsing a
 *   solution does.
 *
 * The actions are added to `window` so that their shortcuts work wherever
 * the focus is in it; their texts follow retranslate().
 */
class PlayMode : public QObject, public Activity
{
    Q_OBJECT

public:
    // `run` (whose board play mode covers) and `window` are not owned and
    // outlive this object. It registers with `host`, through which it is
    // entered and left: entering play mode leaves predict or practice.
    PlayMode(ActivityHost *host, RunController *run, QWidget *window);
    ~PlayMode() override;

    PlayController *controller() const { return m_controller; }
    // The run whose board play mode covers (not owned).
    RunController *run() const { return m_run; }
    bool isActive() const { return isActivityActive(); }
    // Its panel (the position's words and buttons), made with it.
    PlayPanel *playPanel() const { return m_panel; }

    // Activity
    QWidget *panel() const override;
    const char *dockTitle() const override;
    // Play mode | hint, undo, redo | clear, start from the run's board | run from here.
    QList<QAction *> menuSection() const override;
    // Its part of the session file: the mode ("play" while active) and the
    // position's queens; a state saved in play mode enters it with them.
    void saveSession(SessionState &state) const override;
    void restoreSession(const SessionState &state) override;
    // A PlayLayer showing the position, covering whatever board is under it.
    BoardLayer *makeBoardLayer(BoardScene *scene) override;
    QAction *playMode() const { return m_playMode; }
    QAction *hint() const { return m_hint; }
    QAction *undo() const { return m_undo; }
    QAction *redo() const { return m_redo; }
    QAction *clear() const { return m_clear; }
    QAction *startFromRun() const { return m_startFromRun; }
    QAction *runFromHere() const { return m_runFromHere; }
    // In menu order: play mode, hint, undo, redo, clear, start from the run's
    // board, run from here.
    QList<QAction *> actions() const;
    // Why the last "Run from here" changed nothing, in the language installed
    // when it was asked; empty once the position or the mode changes.
    QString notice() const { return m_notice; }

    // The board in words while active (see PlayController::boardDescription()).
    QString boardDescription() const;

public slots:
    // Enters or leaves play mode (through the host).
    void setActive(bool active);
    // Toggles the queen on (row, col) of the play position (for the layer and tests).
    void activateSquare(int row, int col);
    // Plays on from `columns` (columns[r], -1 for an empty row), entering
    // play mode first; ignored on boards play mode does not take.
    void startFrom(const QList<int> &columns);
    // Runs the run's algorithm from the play position (see runFromHere());
    // returns whether the run started.
    bool runFromPosition();
    void retranslate() override;

signals:
    void activeChanged(bool active);
    // The position, the hint or the status changed.
    void changed();
    // A hint was found on `square` (QPoint(col, row)): the cursor goes there.
    void hintFound(QPoint square);
    // "Start from the run's board" was chosen: startFrom() should follow
    // with the queens the board shows.
    void boardWanted();

private:
    void updateActions();
    void updatePlayModeText();
    void setNotice(const QString &notice);
    void onRunStarted();
    // Shows the position and the hint on its layer, if it has one of the position's size.
    void drawLayer();
    // Activity's hooks.
    void entered() override;
    void left() override;

    RunController *m_run;
    QWidget *m_window;
    PlayController *m_controller;

    QAction *m_playMode;
    QAction *m_hint;
    QAction *m_undo;
    QAction *m_redo;
    QAction *m_clear;
    QAction *m_startFromRun;
    QAction *m_runFromHere;
    QString m_notice;
    PlayPanel *m_panel;
    QPointer<PlayLayer> m_layer; // while it is on the board
};
