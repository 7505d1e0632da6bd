// SPDX-License-Identifier: MIT
#pragma once

#include "board/answerlayer.h"
#include "display/shownboard.h"
#include "render/boardtheme.h"
#include "activity/activity.h"

#include <QImage>
#include <QList>
#include <QObject>
#include <QPoint>
#include <QString>

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"

#include <optional>
#endif

class ActivityHost;
class BoardScene;
class LayerHost;
class PlayLayer;
class PlayMode;
class RunController;
class RunState;
class ShownWords;
struct StepEvent;

/*
 * The one writer of the board scene, and the one place that knows what the
 * board shows now:
 *
 * - Shown::Run: the run's position at its current step, animated step by
 *   step when the controller says so (RunController::stepAnimated) and drawn
 *   whole when it says the board is due (RunController::boardDue);
 * - Shown::Solution: a solution browsed from the solutions list, with its
 *   number among all solutions of n and its fundamental class;
 * - Shown::Orbit: the image of a browsed solution under one symmetry;
 * - Shown::Play: play mode's position, on its layer over the board.
 *
 * Any step or seek of the run brings the run's board back; entering play
 * mode covers it, leaving uncovers it as it was.
 *
 * The layer over the board is the board activity's (play, predict or be
 * the solver; ActivityHost::board()), made by the activity
 * (Activity::makeBoardLayer()) and handed to the LayerHost here: when the
 * activity becomes the board's, when the scene is rebuilt, and when it asks
 * again. The presenter decides when the layer shows (one of the run's board
 * only is hidden while a browsed board is shown), keeps the board's one
 * keyboard cursor and gives the board the focus when a layer takes input.
 *
 * The status line, export captions, copies, prints and the screen reader's
 * description ask this class what is shown (one ShownBoard value) instead
 * of piecing it together. Words come from the Narrator (the run's steps)
 * and ShownWords (the rest); every text follows the language installed at
 * retranslate().
 */
class BoardPresenter : public QObject
{
    Q_OBJECT

public:
    // What is shown (ShownBoard has the value; these names are the presenter's API).
    using Shown = ShownBoard::Kind;
    using Solution = ShownBoard::Solution;

    // Draws on `scene` what `run` and `play` have now, and follows the
    // activities of the window (play->host()). None is owned; all three must outlive
    // the presenter. `play` may be null: a board without modes (the compare
    // window's lanes, tests of the run's board).
    BoardPresenter(BoardScene *scene, RunController *run, PlayMode *play, QObject *parent = nullptr);
    ~BoardPresenter() override;

    Shown shown() const { return m_shown.kind(); }
    const BoardScene *scene() const { return m_scene; }
    // Play mode, null for a board without it (not owned).
    const PlayMode *playMode() const { return m_play; }
    RunController *run() const { return m_run; }
    // The browsed solution (Solution and Orbit; empty columns otherwise).
    const Solution &solution() const { return m_shown.solution(); }
    // The nq::Symmetry (as int) of the orbit image shown; -1 unless Shown::Orbit.
    int orbitSymmetry() const { return m_shown.kind() == Shown::Orbit ? m_shown.symmetry() : -1; }
    // The layer over the board while play mode is on, else null.
    PlayLayer *playLayer() const;
    // Puts the board's one keyboard cursor on `square` (col, row), clamped:
    // on the layer over the board, or on the next one made (a scene of a
    // lesson that starts play mode or predict).
    void setCursor(QPoint square);
    // The board's keyboard cursor, QPoint(col, row).
    QPoint cursor() const;
    // Predict or practice mode's layer over the board while it is there, else null.
    AnswerLayer *answerLayer() const;
    // Gives the board's view the keyboard focus: a layer that takes input
    // now (a question waiting for a square) has the keys.
    void focusBoard();

    // The queens shown: columns[r] is the column of row r's queen, -1 for
    // none; in play mode the first queen of each row (extraQueens() has the others).
    QList<int> shownBoard() const;
    // Play mode's second and later queens of a row, as QPoint(col, row); empty otherwise.
    QList<QPoint> extraQueens() const;
    // The refusal shown on the run's board {row, col, byRow, byCol}; all -1
    // when none is (always, unless Shown::Run).
    QList<int> rejection() const;
    // The row the run's board outlines as the one worked on (0 = top), or
    // -1 (none, or not Shown::Run).
    int workedRow() const;
    // What is shown in words (ShownWords): the status line's sentence, an
    // export's caption, the start of a file name, the board for screen readers.
    QString statusText() const;
    QString caption() const;
    QString fileStem() const;
    QString boardDescription() const;
    const BoardTheme &theme() const;
    // The board alone as an image `pixels` on its longer side (running
    // animations are finished first, so the same state gives the same image).
    QImage renderImage(int pixels);

public slots:
    // Shows `columns`, solution `listNumber` (1-based) of the solutions list
    // showing all solutions or, with `fundamentalList`, one per symmetry
    // class. The run keeps its place (BrowseActivity pauses it and
    // takes play mode away first).
    void showSolution(const QList<int> &columns, quint64 listNumber, bool fundamentalList);
    // Shows the browsed solution `from` turning into its image under the
    // nq::Symmetry `symmetry` (as int).
    void showOrbitImage(const QList<int> &from, int symmetry);
    void setTheme(const BoardTheme &theme);
    // Shades (run) or hatches (play) every square a queen attacks.
    void setAttacksShown(bool shown);
    // Writes every text again in the language now installed.
    void retranslate();

signals:
    // What is shown changed, or its words did: statusText(), caption() and
    // boardDescription() may say something else now.
    void shownChanged();
    // The board shows the run's current step: emitted once per move of the
    // run (RunController::positionChanged()), after the presenter has drawn
    // what the move asked for (an animated step, the whole board). Panels
    // that describe the step refresh on this, so that they never run ahead
    // of the board whatever the order of connections.
    void stepShown();

private:
    void onRunStarted();
    void onStepAnimated(const StepEvent &event, int animationMs);
    void onRunMoved();
    void redrawAll();
    void drawRun();
    // Constraint propagation's marks of the run's position: pruned squares,
    // the wiped-out row (flashing for `flashMs` when above 0), dancing
    // links' covered lines and chosen column.
    void drawPropagation(const RunState &state, int flashMs);
    // ActivityHost::activeChanged(): play mode covers the board or not, and
    // the board's activity has the layer.
    void onActivityChanged(Activity::Kind kind, bool active);
    // The board activity's layer made anew (or none), in place of the last.
    void showBoardLayer();
    // The same when the scene was rebuilt and took the layer with its items.
    void ensureBoardLayer();
    // The board's activity, which has the layer, or null.
    Activity *layerOwner() const;
    bool isLayerVisible() const;
    ShownWords words() const;

    BoardScene *m_scene;
    RunController *m_run;
    PlayMode *m_play;
    ActivityHost *m_activities = nullptr; // play mode's host, null without play
    ShownBoard m_shown;
    // The one layer over the board (the board activity's) and the one
    // keyboard cursor.
    LayerHost *m_layers;
#ifndef Q_MOC_RUN
    // The board activity whose layer is over the board, none without one.
    std::optional<Activity::Kind> m_layerKind;
#endif
    bool m_attacksShown = false;
};
