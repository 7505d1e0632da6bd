// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QThread>
#include <QTimer>

#include "run/runhistory.h"
#include "run/runstate.h"
#include "run/stepevent.h"

// moc (Qt 6.4) cannot parse libstdc++'s C++20 headers; it needs none of them.
#ifndef Q_MOC_RUN
#include "solver/algorithm.h"

#include <functional>
#include <optional>
#include <vector>
#endif

class SolverWorker;

/*
 * Runs a search for the view, on the GUI thread: owns the worker thread and
 * the current SolverWorker, asks it for events at the pace the user chose,
 * and keeps the position those events lead to (RunState): the board, the
 * counters and the last event. It paces, seeks and stops at breakpoints; it
 * draws nothing. It says when a step is to be animated (stepAnimated()) and
 * when the board must show state() as it is (boardDue(): at every stop, and
 * once per frame at speed); the presenter draws, the Narrator words it.
 *
 * Every event received goes into a RunHistory first; the position then moves
 * over the history, forward or back, so that stepping back is exact: the
 * position after K steps and J steps back is the position after K - J steps.
 * Positions older than the history's window are rebuilt by the worker
 * running the search again (seek).
 *
 * Every way a run ends (restart(), a new size or algorithm, destruction)
 * cancels the worker; destruction also quits and joins the thread.
 */
class RunController : public QObject
{
    Q_OBJECT

public:
    enum class Mode {
        Paused, // waiting for the user
        Stepping, // one step asked for, not yet shown
        Playing, // stepping at speed()
        ToSolution, // top speed until the next solution (or a breakpoint)
        ToEnd, // top speed until the search ends (or a breakpoint)
        ToStep, // top speed until step targetStep()
        Seeking, // waiting for the worker to rebuild an old position
        Finished, // at the end of the search
    };
    Q_ENUM(Mode)

    using Counters = RunCounters;

    // Where a running search stops by itself, besides its end.
    struct Breakpoints
    {
        bool onSolution = false;
        bool onBacktrack = false;
        int atDepth = 0; // stop when a placement reaches this depth; 0 = never
    };

    // Why a running search stopped by itself, for the status line: which of
    // the user's breakpoints it met. None for every other stop (the user's
    // pause, a step, a seek, a goal such as the next solution reached).
    enum class StopReason {
        None,
        SolutionBreakpoint, // Breakpoints::onSolution: a solution was found
        BacktrackBreakpoint, // Breakpoints::onBacktrack: a queen was taken back
        DepthBreakpoint, // Breakpoints::atDepth: a placement reached that depth
    };
    Q_ENUM(StopReason)

    // Speed positions of the slider: steps per second, 1, 2, 4, ... doubling
    // up to 1024, and the last, 0, is top speed.
    static const QList<int> &speeds();
    static int topSpeedIndex() { return int(speeds().size()) - 1; }
    // The speed position nearest `stepsPerSecond` (by ratio: 3 is nearer 4
    // than 2); 0 or less is top speed, and so is anything above the fastest
    // timed speed by more than it is above the one before. Files keep a
    // speed as steps per second: positions change when the table does.
    static int speedIndexFor(int stepsPerSecond);

    // Starts the thread and a paused run of 8 x 8 with lock-lines.
    explicit RunController(QObject *parent = nullptr);
    ~RunController() override;

    int boardSize() const { return m_n; }
    nq::Algorithm algorithm() const { return m_algorithm; }
    // True for a local search (min-conflicts): its board starts full of
    // attacked queens, shows their conflicts, and ends on its solution.
    bool isLocalSearch() const { return !nq::isBacktracker(m_algorithm); }
    // The seed of the local search's random choices (nq::DefaultSeed unless set).
    quint64 seed() const { return m_seed; }
    // The given queens of this run (runFrom()): start()[r] is the column of
    // row r's given queen, -1 for a free row, size boardSize(); empty for a
    // full run. They stand on the board from step 0 to the end (state() and
    // every position include them); the search fills the free rows. The
    // predict and practice engines build their stream from it
    // (nq::solve(algorithm(), boardSize(), seed(), start())).
    const QList<int> &start() const { return m_start; }
    bool hasStart() const { return !m_start.isEmpty(); }
    // The board before step 0 as the engines take it: start(), or
    // boardSize() free rows (-1) for a full run.
    std::vector<int> startBoard() const;
    // True while this is a full run that replaced a run from given queens
    // (setBoardSize(), setAlgorithm(), setSeed(), restart() all drop the
    // start), so that its status can say so; false after runFrom().
    bool startDropped() const { return m_startDropped; }
    Mode mode() const { return m_mode; }
    bool isRunning() const;
    // Whether each step is animated now (stepping, or playing at an
    // animated speed): such steps are shown one by one, not as frames.
    bool isAnimated() const;
    const RunState &state() const { return m_state; }
    const Counters &counters() const { return m_state.counters(); }
    QList<int> board() const { return m_state.board(); }
    // The furthest step this run has reached: the end of the timeline.
    quint64 furthestStep() const { return m_furthest; }
    // The steps of the solutions found so far, in order.
    const SolutionSteps &solutionSteps() const { return m_history.solutionSteps(); }
    const RunHistory &history() const { return m_history; }
    Breakpoints breakpoints() const { return m_breakpoints; }
    // The breakpoint the run stopped at, while the position is still the one
    // it stopped on (paused there); None once anything moves or runs again.
    StopReason stopReason() const { return m_stopReason; }
    int speedIndex() const { return m_speedIndex; }
    // The largest board the current algorithm accepts.
    int maxBoardSize() const;
    // The size asked for when it was larger than the algorithm takes and the
    // run got maxBoardSize() instead (setBoardSize(), or setAlgorithm() on a
    // board too big for it), so that the change can be said; 0 when the run
    // has the size asked for. restart() and setSeed() set it back to 0.
    int clampedFrom() const { return m_clampedFrom; }
    bool canStepBack() const { return m_state.step() > 0 && m_mode != Mode::Seeking; }
    bool canStepForward() const { return !m_state.isFinished() && m_mode != Mode::Seeking; }

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
    void setBreakpoints(const Breakpoints &breakpoints);
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
    bool takeGate(QObject *owner, std::function<bool(quint64 step)> gate);
    void releaseGate(const QObject *owner);
    // The gate's owner, or null when the run has none.
    const QObject *gateOwner() const { return m_gateOwner.data(); }

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
    double topSpeedShare() const { return m_topSpeedShare; }
    // While steps are coalesced (above the animated speeds) the board is
    // brought up to date at most every `ms` milliseconds (at least a frame,
    // the default), and at every stop. The compare window's four boards are
    // drawn at most 30 times a second each.
    void setBoardInterval(int ms);

    void setSpeedIndex(int index);
    void slower() { setSpeedIndex(m_speedIndex - 1); }
    void faster() { setSpeedIndex(m_speedIndex + 1); }

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
    // Forgets the start of a run from given queens: the next run is a full one.
    void dropStart();
    void startWorker();
    void stopWorker();
    void setMode(Mode mode);
    void requestBatch();
    void onTick();

    // Events from the worker: into the history, then the position follows.
    void receive(const QList<StepEvent> &events);
    void onFinished(quint64 work);
    void onBatchFinished(bool done);
    void onPositioned(const RunState &state);
    // Moves the position forward over the history as far as the mode allows.
    void catchUp();
    void applyForward(bool animate);
    // Whether a running search stops after `event` (the last applied): the
    // user's breakpoint it meets, StopReason::None at the goal of
    // runToNextSolution() (which is no breakpoint), nullopt to go on.
    std::optional<StopReason> stopAfter(const StepEvent &event) const;
    // The goal of the current mode: how far the position should go.
    quint64 goal() const;
    void moveTo(quint64 steps);
    void finishIfAtEnd();
    void showPosition();
    // Emits boardDue() and notes that the board is up to date.
    void showBoard();

    bool isTopSpeed() const;
    int animationMs() const;
    int batchSize() const;
    // Whether this frame's share (setTopSpeedShare()) has time left; a new
    // frame's share starts when the last one's frame is over.
    bool hasFrameShareLeft();
    // Catches up again when the next frame's share starts.
    void waitForFrameShare();

    QThread m_thread;
    QPointer<SolverWorker> m_worker;
    QObject *m_context = nullptr; // receives the current worker's signals; dies with the run
    QTimer m_tick;

    int m_n = 8;
    int m_clampedFrom = 0;
    nq::Algorithm m_algorithm = nq::DefaultAlgorithm;
    quint64 m_seed = nq::DefaultSeed;
    QList<int> m_start; // see start()
    bool m_startDropped = false;
    Mode m_mode = Mode::Paused;
    int m_speedIndex = 3; // 8 steps per second
    Breakpoints m_breakpoints;
    QPointer<QObject> m_gateOwner; // a null owner (none, or gone) means no gate
    std::function<bool(quint64)> m_gate;
    StopReason m_stopReason = StopReason::None;

    RunState m_state; // the position shown
    RunHistory m_history; // events up to m_reached
    quint64 m_reached = 0; // where the worker's search is
    quint64 m_furthest = 0; // the furthest step ever reached
    quint64 m_receivedWork = 0; // the work count after event m_reached
    bool m_workerDone = false; // the search ended at m_reached
    quint64 m_finalWork = 0;
    quint64 m_targetStep = 0; // ToStep
    quint64 m_targetSolutions = 0; // ToSolution: stop when this many are found

    bool m_inFlight = false; // a batch was asked for and has not ended yet
    bool m_animateBatch = false; // the batch in flight is one animated step
    int m_batchEvents = 0; // the top-speed batch size, adapted to the frame budget
    QElapsedTimer m_applyClock; // since the first event of the batch in flight arrived
    int m_received = 0; // events of the batch in flight received so far
    QElapsedTimer m_frameClock; // since the board was last brought up to date
    QElapsedTimer m_trimClock; // since freed heap was last given back (see onBatchFinished)
    bool m_viewStale = false; // the position moved on since the board was drawn
    double m_topSpeedShare = 1.0;
    int m_boardIntervalMs = 16; // see setBoardInterval()
    qint64 m_batchBudgetUs = 1000; // a batch's time on this thread (see onBatchFinished)
    qint64 m_frameBudgetUs = 0; // at most this much a frame (0: no bound)
    qint64 m_frameSpentUs = 0; // of it, spent in the current frame
    QElapsedTimer m_shareFrame; // since the current frame's share began
    QTimer m_shareWait; // the next frame's share
    double m_stepCredit = 0.0; // Playing: steps owed by past ticks
};
