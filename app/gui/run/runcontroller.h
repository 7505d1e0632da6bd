// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

#include "run/runhistory.h"
#include "run/runnavigator.h"
#include "run/runplayback.h"
#include "run/runpump.h"
#include "run/runsetup.h"
#include "run/runstate.h"
#include "run/stepevent.h"

// moc (Qt 6.4) cannot parse libstdc++'s C++20 headers; it needs none of them.
#ifndef Q_MOC_RUN
#include "solver/algorithm.h"

#include <functional>
#include <optional>
#include <vector>
#endif

/*
 * Runs a search for the view, on the GUI thread: asks the solver's worker
 * for events at the pace the user chose, and keeps the position those
 * events lead to (RunState): the board, the counters and the last event. It
 * paces, seeks and stops at breakpoints; it draws nothing. It says when a
 * step is to be animated (stepAnimated()) and when the board must show
 * state() as it is (boardDue(): at every stop, and once per frame at
 * speed); the presenter draws, the Narrator words it.
 *
 * Every event received goes into a RunHistory first; the position then moves
 * over the history, forward or back, so that stepping back is exact: the
 * position after K steps and J steps back is the position after K - J steps.
 * Positions older than the history's window are rebuilt by the worker
 * running the search again (seek).
 *
 * Every way a run ends (restart(), a new size or algorithm, destruction)
 * cancels the worker; destruction also quits and joins the thread.
 *
 * This is the facade the rest of the program uses; it says what each
 * command does and moves the position forward as far as the mode allows
 * (catchUp()). Its parts do the rest: the pump (RunPump) owns the worker and
 * its thread, asks for batches and takes them into the history; the
 * playback (RunPlayback) holds the mode, its goal, the pace and the frame
 * clocks; the navigation (RunNavigator) holds the position and moves it
 * over the history, finds solutions and holds the breakpoints and the
 * gate; the setup (RunSetup) says which search is run.
 */
class RunController : public QObject
{
    Q_OBJECT

public:
    // Paused, Stepping, Playing, ToSolution, ToEnd, ToStep (to targetStep),
    // Seeking (waiting for the worker to rebuild an old position), Finished:
    // see RunPlayback, which holds it.
    using Mode = RunPlayback::Mode;

    using Counters = RunCounters;

    // Where a running search stops by itself, besides its end (onSolution,
    // onBacktrack, atDepth), and why it stopped (StopReason: the breakpoint
    // met, or None): see RunNavigator, which holds them.
    using Breakpoints = RunNavigator::Breakpoints;
    using StopReason = RunNavigator::StopReason;

    // Speed positions of the slider: steps per second, 1, 2, 4, ... doubling
    // up to 1024, and the last, 0, is top speed.
    static const QList<int> &speeds() { return RunPlayback::speeds(); }
    static int topSpeedIndex() { return RunPlayback::topSpeedIndex(); }
    // The speed position nearest `stepsPerSecond` (by ratio: 3 is nearer 4
    // than 2); 0 or less is top speed, and so is anything above the fastest
    // timed speed by more than it is above the one before. Files keep a
    // speed as steps per second: positions change when the table does.
    static int speedIndexFor(int stepsPerSecond)
    {
        return RunPlayback::speedIndexFor(stepsPerSecond);
    }

    // Starts the thread and a paused run of 8 x 8 with lock-lines.
    explicit RunController(QObject *parent = nullptr);
    ~RunController() override;

    int boardSize() const { return m_setup.boardSize(); }
    nq::Algorithm algorithm() const { return m_setup.algorithm(); }
    // True for a local search (min-conflicts): its board starts full of
    // attacked queens, shows their conflicts, and ends on its solution.
    bool isLocalSearch() const { return !nq::isBacktracker(algorithm()); }
    // The seed of the local search's random choices (nq::DefaultSeed unless set).
    quint64 seed() const { return m_setup.seed(); }
    // The given queens of this run (runFrom()): start()[r] is the column of
    // row r's given queen, -1 for a free row, size boardSize(); empty for a
    // full run. They stand on the board from step 0 to the end (state() and
    // every position include them); the search fills the free rows. The
    // predict and practice engines build their stream from it
    // (nq::solve(algorithm(), boardSize(), seed(), start())).
    const QList<int> &start() const { return m_setup.start(); }
    bool hasStart() const { return !start().isEmpty(); }
    // The board before step 0 as the engines take it: start(), or
    // boardSize() free rows (-1) for a full run.
    std::vector<int> startBoard() const { return m_setup.startBoard(); }
    // True while this is a full run that replaced a run from given queens
    // (setBoardSize(), setAlgorithm(), setSeed(), restart() all drop the
    // start), so that its status can say so; false after runFrom().
    bool startDropped() const { return m_setup.startDropped(); }
    Mode mode() const { return m_playback.mode(); }
    bool isRunning() const { return m_playback.isRunning(); }
    // Whether each step is animated now (stepping, or playing at an
    // animated speed): such steps are shown one by one, not as frames.
    bool isAnimated() const { return m_playback.isAnimated(); }
    const RunState &state() const { return m_navigator.state(); }
    const Counters &counters() const { return state().counters(); }
    QList<int> board() const { return state().board(); }
    // The furthest step this run has reached: the end of the timeline.
    quint64 furthestStep() const { return m_pump.furthest(); }
    // The steps of the solutions found so far, in order.
    const SolutionSteps &solutionSteps() const { return history().solutionSteps(); }
    const RunHistory &history() const { return m_pump.history(); }
    Breakpoints breakpoints() const { return m_navigator.breakpoints(); }
    // The breakpoint the run stopped at, while the position is still the one
    // it stopped on (paused there); None once anything moves or runs again.
    StopReason stopReason() const { return m_stopReason; }
    int speedIndex() const { return m_playback.speedIndex(); }
    // The largest board the current algorithm accepts.
    int maxBoardSize() const { return m_setup.maxBoardSize(); }
    // The size asked for when it was larger than the algorithm takes and the
    // run got maxBoardSize() instead (setBoardSize(), or setAlgorithm() on a
    // board too big for it), so that the change can be said; 0 when the run
    // has the size asked for. restart() and setSeed() set it back to 0.
    int clampedFrom() const { return m_setup.clampedFrom(); }
    bool canStepBack() const { return state().step() > 0 && mode() != Mode::Seeking; }
    bool canStepForward() const { return !state().isFinished() && mode() != Mode::Seeking; }

    // For tests and tight memory: how many events the history keeps (8 bytes
    // each; default RunHistory::DefaultCapacity). Restarts the run.
    void setHistoryCapacity(std::size_t events);

public slots:
    // A fresh run; the size is clamped to 1..maxBoardSize() of the algorithm
    // (see clampedFrom()).
    void setBoardSize(int n);
    void setAlgorithm(nq::Algorithm algorithm);
    // A fresh run with the local search's random choices from `seed`.
    void setSeed(quint64 seed);
    void restart();
    /*
     * A fresh run of algorithm() on boardSize() from the given queens
     * `start` (start[r] = column of row r's given queen, -1 for a free row).
     * Returns false and changes nothing when start.size() != boardSize(),
     * the algorithm is not a backtracker, or nq::checkStart() refuses it
     * (callers name the problem themselves). A start without a queen is a
     * full run (start() stays empty).
     */
    bool runFrom(const QList<int> &start);

    void step();
    void stepBack();
    void play();
    void pause();
    void togglePlay();
    void runToNextSolution();
    void runToEnd();
    // Runs at top speed until `steps` events have been applied (or the end).
    void runToStep(quint64 steps);
    // Goes to the position after `steps` events, back or forward; a step
    // beyond the furthest reached runs the search there.
    void seek(quint64 steps);
    void previousSolution();
    void nextSolution();
    // Goes to solution `k` (1-based), running the search on until it is found.
    void goToSolution(quint64 k);
    void setBreakpoints(const Breakpoints &breakpoints) { m_navigator.setBreakpoints(breakpoints); }
    /*
     * A gate before steps, for modes that stop the run to ask (predict
     * mode, the compare window's lockstep): while playing or stepping,
     * gate(step) is called with the position before each step is applied;
     * true stops the run there, paused, before the step is shown, and
     * gateStopped() follows. Seeks, runs to a solution, to the end or to a
     * step pass it. Without a gate every step goes through.
     *
     * A run's gate has one owner at a time: takeGate() gives it to `owner`
     * (not owned) unless another object holds it (then it returns false and
     * changes nothing); releaseGate() from its owner opens it again, from
     * anyone else does nothing. An owner that is deleted lets go of the gate
     * with it, so an owner never needs to outlive the run nor the run it.
     */
    bool takeGate(QObject *owner, std::function<bool(quint64 step)> gate)
    {
        return m_navigator.takeGate(owner, std::move(gate));
    }
    void releaseGate(const QObject *owner) { m_navigator.releaseGate(owner); }
    // The gate's owner, or null when the run has none.
    const QObject *gateOwner() const { return m_navigator.gateOwner(); }

    /*
     * The share of the GUI thread this run takes at top speed (and whenever
     * steps are not animated one by one): at most `share` of every frame
     * (FrameMs) goes to applying its events, in calls of at most a quarter
     * of that (and at most a millisecond), and the rest of the frame is the
     * event loop's. 1 (the default) takes the thread whole, in calls of a
     * millisecond. The compare window's runs share the thread (four boards
     * at top speed): each takes its part of a half.
     */
    void setTopSpeedShare(double share);
    double topSpeedShare() const { return m_playback.topSpeedShare(); }
    // While steps are coalesced (above the animated speeds) the board is
    // brought up to date at most every `ms` milliseconds (at least a frame,
    // the default), and at every stop. The compare window's four boards are
    // drawn at most 30 times a second each.
    void setBoardInterval(int ms) { m_playback.setBoardInterval(ms); }

    void setSpeedIndex(int index);
    void slower() { setSpeedIndex(speedIndex() - 1); }
    void faster() { setSpeedIndex(speedIndex() + 1); }

signals:
    void modeChanged(RunController::Mode mode);
    void countersChanged();
    void speedIndexChanged(int index);
    // A new run started (size or algorithm may have changed).
    void runStarted();
    // Events reached for the first time, in order; the first is step `firstStep`.
    void eventsReached(const QList<StepEvent> &events, quint64 firstStep);
    // A command (step, step back, play, seek, run to ...) is about to move
    // the position: emitted before anything moves or any other signal, so
    // that a mode covering the run's board (play mode) leaves first and
    // everyone then sees the move with the run's board shown.
    void moveRequested();
    // The shown position changed (any direction).
    void positionChanged(quint64 step);
    // `event` was just applied as one animated step (state() is after it):
    // the board animates it over `animationMs`.
    void stepAnimated(const StepEvent &event, int animationMs);
    // The board should show state() exactly as it is now: the run stopped,
    // moved while paused, or a frame passed at speed.
    void boardDue();
    // The gate (takeGate()) stopped the run at `step`; `playing` says whether
    // it was playing (else stepping), so that the run can go on as it was.
    void gateStopped(quint64 step, bool playing);

private:
    // A new run of the setup, paused at step 0.
    void startRun();
    // Sets the mode (see RunPlayback::setMode()) and says so; the board shows
    // where a run stopped or ended.
    void setMode(Mode mode);
    void onTick();
    void onPositioned(const RunState &state);
    // Moves the position forward over the history as far as the mode allows.
    void catchUp();
    void applyForward(bool animate);
    // Whether a running search stops after the event last applied: the
    // user's breakpoint it meets, StopReason::None at the goal of
    // runToNextSolution() (which is no breakpoint), nullopt to go on.
    std::optional<StopReason> stopAfter() const;
    // Runs on from the position until step `steps` (mode ToStep).
    void runOnTo(quint64 steps);
    // Runs on until `k` solutions are found (mode ToSolution).
    void runOnToSolution(quint64 k);
    void moveTo(quint64 steps);
    void finishIfAtEnd();
    void showPosition();
    // Emits boardDue() and notes that the board is up to date.
    void showBoard();

    RunPump m_pump; // the worker, its thread, and the history it fills
    RunPlayback m_playback; // the mode, the pace and the frame clocks
    RunNavigator m_navigator { m_pump }; // the position shown, over the history
    RunSetup m_setup; // which search
    StopReason m_stopReason = StopReason::None;
};
