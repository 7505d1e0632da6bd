// SPDX-License-Identifier: MIT
#include "run/runcontroller.h"

#include "board/boardscene.h"
#include "run/solverworker.h"
#include "common/threadhandoff.h"

#include "solver/start.h"

#include <QLocale>

#include <algorithm>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <cmath>
#include <limits>
#include <optional>

namespace {

// Below this many steps per second each step is animated; above, steps are
// coalesced and the board shows the latest state once per frame.
constexpr int AnimatedUpTo = 20;
constexpr int FrameMs = 16;
// At top speed a batch should take about this long on the GUI thread, so
// that the event loop stays responsive (goal: under 8 ms at the 99th
// percentile); less when the run takes a share of the thread
// (setTopSpeedShare()).
constexpr qint64 BatchBudgetUs = 1000;
constexpr qint64 MinBatchBudgetUs = 100;
constexpr int MinBatch = 64;
constexpr int MaxBatch = 20000;
// How often a run at top speed gives freed heap back to the system.
constexpr qint64 TrimIntervalMs = 5000;
constexpr quint64 Unbounded = std::numeric_limits<quint64>::max();

} // namespace

const QList<int> &RunController::speeds()
{
    // Steps per second, each twice the one before, so that + and - always
    // mean "twice as fast" and "half as fast" (a lesson plan can say "2 or
    // 4 steps per second"); 0 stands for top speed.
    static const QList<int> table { 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 0 };
    return table;
}

int RunController::speedIndexFor(int stepsPerSecond)
{
    if (stepsPerSecond <= 0) {
        return topSpeedIndex();
    }
    // Compared by ratio: each position is twice the one before.
    const auto distance = [stepsPerSecond](int speed) {
        return std::abs(std::log(double(stepsPerSecond) / speed));
    };
    int best = 0;
    for (int index = 1; index < topSpeedIndex(); ++index) {
        if (distance(speeds().at(index)) < distance(speeds().at(best))) {
            best = index;
        }
    }
    // Beyond the fastest timed speed as far again as a position's step: top speed.
    const int fastest = speeds().at(topSpeedIndex() - 1);
    return stepsPerSecond >= 2 * fastest ? topSpeedIndex() : best;
}

RunController::RunController(QObject *parent)
    : QObject(parent)
    , m_batchEvents(1000)
{
    m_thread.setObjectName(QStringLiteral("solver"));
    m_thread.start();
    connect(&m_tick, &QTimer::timeout, this, &RunController::onTick);
    m_shareWait.setSingleShot(true);
    connect(&m_shareWait, &QTimer::timeout, this, &RunController::catchUp);
    startWorker();
}

RunController::~RunController()
{
    m_tick.stop();
    stopWorker();
    m_thread.quit();
    m_thread.wait();
}

int RunController::maxBoardSize() const
{
    return std::min(nq::algorithmInfo(m_algorithm).maxN, int(BoardScene::MaxSize));
}

bool RunController::isRunning() const
{
    switch (m_mode) {
    case Mode::Playing:
    case Mode::ToSolution:
    case Mode::ToEnd:
    case Mode::ToStep:
        return true;
    case Mode::Paused:
    case Mode::Stepping:
    case Mode::Seeking:
    case Mode::Finished:
        break;
    }
    return false;
}

void RunController::setBoardSize(int n)
{
    dropStart();
    m_n = std::clamp(n, 1, maxBoardSize());
    m_clampedFrom = n > m_n ? n : 0;
    startWorker();
}

void RunController::setAlgorithm(nq::Algorithm algorithm)
{
    const int asked = m_n;
    dropStart();
    m_algorithm = algorithm;
    m_n = std::clamp(m_n, 1, maxBoardSize());
    m_clampedFrom = asked > m_n ? asked : 0;
    startWorker();
}

void RunController::setSeed(quint64 seed)
{
    m_seed = seed;
    restart();
}

void RunController::setHistoryCapacity(std::size_t events)
{
    m_history = RunHistory(events);
    m_clampedFrom = 0;
    startWorker(); // the same run again, from its start
}

void RunController::restart()
{
    dropStart();
    m_clampedFrom = 0;
    startWorker();
}

void RunController::dropStart()
{
    m_startDropped = !m_start.isEmpty();
    m_start.clear();
}

bool RunController::runFrom(const QList<int> &start)
{
    if (start.size() != m_n || !nq::isBacktracker(m_algorithm)
        || nq::checkStart(m_n, std::span<const int>(start.constData(), start.size()))) {
        return false;
    }
    const bool given = std::any_of(start.begin(), start.end(), [](int col) { return col >= 0; });
    m_start = given ? start : QList<int>();
    m_startDropped = false;
    m_clampedFrom = 0;
    startWorker();
    return true;
}

void RunController::startWorker()
{
    stopWorker();
    m_stopReason = StopReason::None;
    m_tick.stop();
    m_shareWait.stop();
    m_state = RunState(m_n, m_start, m_algorithm);
    m_history.restart(0, StepEvent());
    m_history.clearSolutions();
    m_reached = 0;
    m_furthest = 0;
    m_receivedWork = 0;
    m_workerDone = false;
    m_finalWork = 0;
    // Start small again: the budget measures this thread, and a new search
    // (another algorithm) may produce its events at a very different pace.
    m_batchEvents = 1000;

    m_worker = new SolverWorker(m_algorithm, m_n, m_seed, m_start);
    m_worker->moveToThread(&m_thread);
    ThreadHandoff::release(m_worker.data()); // built here, used on the worker's thread
    // A context object per run: deleting it drops the signals of a run that
    // is over but still queued, so they can never reach the next run's board.
    m_context = new QObject(this);
    SolverWorker *worker = m_worker.data();
    // Single animated steps come as one signal each (stepped: the whole
    // event); batchFinished ends every batch of one.
    auto pending = std::make_shared<QList<StepEvent>>();
    connect(worker, &SolverWorker::stepped, m_context, [pending, worker](const StepEvent &step) {
        ThreadHandoff::acquire(worker);
        pending->append(step);
    });
    connect(worker, &SolverWorker::eventsReady, m_context,
        [this, worker](const QList<StepEvent> &events) {
            ThreadHandoff::acquire(worker);
            receive(events);
        });
    connect(worker, &SolverWorker::finished, m_context, [this, worker](const nq::Stats &stats) {
        ThreadHandoff::acquire(worker);
        onFinished(stats.work);
    });
    connect(worker, &SolverWorker::batchFinished, m_context,
        [this, pending, worker](quint64 work, int, bool done) {
            ThreadHandoff::acquire(worker);
            if (!pending->isEmpty()) {
                pending->last().work = work;
                receive(std::exchange(*pending, {}));
            }
            onBatchFinished(done);
        });
    connect(worker, &SolverWorker::positioned, m_context, [this, worker](const RunState &state) {
        ThreadHandoff::acquire(worker);
        onPositioned(state);
    });

    m_mode = Mode::Paused;
    emit modeChanged(m_mode);
    emit runStarted();
    showPosition();
}

void RunController::stopWorker()
{
    m_inFlight = false;
    if (m_worker) {
        m_worker->cancel();
        ThreadHandoff::release(m_worker.data());
        m_worker->deleteLater(); // runs on the worker's thread, after its current batch
        m_worker = nullptr;
    }
    delete m_context;
    m_context = nullptr;
}

void RunController::setMode(Mode mode)
{
    if (mode != Mode::Paused) {
        m_stopReason = StopReason::None; // running on, or done: the stop is over
    }
    if (mode == m_mode) {
        return;
    }
    m_mode = mode;
    if (mode == Mode::Paused || mode == Mode::Finished) {
        // Whatever was coalesced, the board shows exactly where the run stopped.
        showBoard();
    }
    const int speed = speeds().at(m_speedIndex);
    if (mode == Mode::Playing && speed != 0) {
        // One step a tick up to a frame's rate; above it, a frame's share.
        m_tick.start(std::max(FrameMs, 1000 / speed));
        m_stepCredit = 0.0;
    } else {
        m_tick.stop(); // top speed: each batch asks for the next (see onBatchFinished)
    }
    emit modeChanged(mode);
}

std::vector<int> RunController::startBoard() const
{
    if (m_start.isEmpty()) {
        return std::vector<int>(std::size_t(m_n), -1);
    }
    return std::vector<int>(m_start.cbegin(), m_start.cend());
}

void RunController::step()
{
    if (!canStepForward() || m_mode == Mode::Stepping) {
        return;
    }
    emit moveRequested();
    setMode(Mode::Stepping);
    m_targetStep = m_state.step() + 1;
    catchUp();
}

void RunController::stepBack()
{
    if (!canStepBack()) {
        return;
    }
    emit moveRequested();
    moveTo(m_state.step() - 1);
}

void RunController::play()
{
    if (canStepForward()) {
        emit moveRequested();
        setMode(Mode::Playing);
        onTick(); // the first step now, not one interval later
    }
}

void RunController::pause()
{
    if (isRunning() || m_mode == Mode::Stepping) {
        setMode(Mode::Paused);
        showPosition();
    }
}

void RunController::togglePlay()
{
    if (isRunning()) {
        pause();
    } else {
        play();
    }
}

void RunController::runToNextSolution()
{
    if (canStepForward()) {
        emit moveRequested();
        m_targetSolutions = m_state.counters().solutions + 1;
        setMode(Mode::ToSolution);
        catchUp();
    }
}

void RunController::runToEnd()
{
    if (canStepForward()) {
        emit moveRequested();
        setMode(Mode::ToEnd);
        catchUp();
    }
}

void RunController::runToStep(quint64 steps)
{
    if (!canStepForward() || steps <= m_state.step()) {
        return;
    }
    emit moveRequested();
    m_targetStep = steps;
    setMode(Mode::ToStep);
    catchUp();
}

void RunController::seek(quint64 steps)
{
    if (m_mode == Mode::Seeking) {
        return;
    }
    emit moveRequested();
    if (isRunning() || m_mode == Mode::Stepping) {
        setMode(Mode::Paused);
    }
    moveTo(steps);
}

void RunController::previousSolution()
{
    if (const std::optional<quint64> step = m_history.solutionSteps().before(m_state.step())) {
        seek(*step);
    }
}

void RunController::nextSolution()
{
    if (const std::optional<quint64> step = m_history.solutionSteps().after(m_state.step())) {
        seek(*step);
    } else {
        runToNextSolution();
    }
}

void RunController::goToSolution(quint64 k)
{
    const SolutionSteps &steps = m_history.solutionSteps();
    if (k == 0) {
        return;
    }
    if (k <= steps.size()) {
        seek(steps.at(std::size_t(k - 1)));
    } else if (canStepForward()) {
        // Not found yet: run on (from the furthest point) until it is.
        emit moveRequested();
        m_targetSolutions = k;
        setMode(Mode::ToSolution);
        catchUp();
    }
}

void RunController::setBreakpoints(const Breakpoints &breakpoints)
{
    m_breakpoints = breakpoints;
}

void RunController::setSpeedIndex(int index)
{
    index = std::clamp(index, 0, topSpeedIndex());
    if (index == m_speedIndex) {
        return;
    }
    m_speedIndex = index;
    if (m_mode == Mode::Playing) {
        // Restart the timer at the new pace.
        m_mode = Mode::Paused;
        setMode(Mode::Playing);
        onTick();
    }
    emit speedIndexChanged(index);
}

void RunController::setTopSpeedShare(double share)
{
    m_topSpeedShare = std::clamp(share, 0.01, 1.0);
    if (m_topSpeedShare >= 1.0) {
        m_batchBudgetUs = BatchBudgetUs;
        m_frameBudgetUs = 0;
    } else {
        m_frameBudgetUs = qint64(m_topSpeedShare * FrameMs * 1000);
        m_batchBudgetUs = std::clamp<qint64>(m_frameBudgetUs / 4, MinBatchBudgetUs, BatchBudgetUs);
    }
    m_frameSpentUs = 0;
    m_shareFrame.invalidate();
}

void RunController::setBoardInterval(int ms)
{
    m_boardIntervalMs = std::max(FrameMs, ms);
}

bool RunController::hasFrameShareLeft()
{
    if (m_frameBudgetUs <= 0) {
        return true;
    }
    if (!m_shareFrame.isValid() || m_shareFrame.elapsed() >= FrameMs) {
        m_shareFrame.start();
        m_frameSpentUs = 0;
    }
    return m_frameSpentUs < m_frameBudgetUs;
}

void RunController::waitForFrameShare()
{
    if (!m_shareWait.isActive()) {
        m_shareWait.start(int(std::max<qint64>(1, FrameMs - m_shareFrame.elapsed())));
    }
}

bool RunController::isTopSpeed() const
{
    return isRunning() && (m_mode != Mode::Playing || speeds().at(m_speedIndex) == 0);
}

bool RunController::isAnimated() const
{
    if (m_mode == Mode::Stepping) {
        return true;
    }
    const int speed = speeds().at(m_speedIndex);
    return m_mode == Mode::Playing && speed != 0 && speed <= AnimatedUpTo;
}

int RunController::animationMs() const
{
    const int speed = speeds().at(m_speedIndex);
    if (m_mode == Mode::Stepping) {
        // A single step always moves visibly, a little quicker at high speeds.
        return speed == 0 || speed > AnimatedUpTo ? 120 : std::clamp(700 / speed, 120, 400);
    }
    return speed == 0 ? 0 : std::min(400, 700 / speed);
}

int RunController::batchSize() const
{
    if (isAnimated()) {
        return 1;
    }
    // Below top speed the tick's goal bounds the batch (see requestBatch()).
    return m_batchEvents;
}

quint64 RunController::goal() const
{
    switch (m_mode) {
    case Mode::Stepping:
    case Mode::ToStep:
        return m_targetStep;
    case Mode::Playing:
        return isTopSpeed() ? Unbounded : m_targetStep;
    case Mode::ToSolution:
    case Mode::ToEnd:
        return Unbounded;
    case Mode::Paused:
    case Mode::Seeking:
    case Mode::Finished:
        break;
    }
    return m_state.step();
}

void RunController::onTick()
{
    // Playing below top speed: this tick's share of steps. Fractions carry
    // over, so that 250 steps per second is 250, not 16 ticks of 16.
    const int speed = speeds().at(m_speedIndex);
    if (m_mode == Mode::Playing && speed != 0 && !m_inFlight) {
        const int interval = std::max(FrameMs, 1000 / speed);
        m_stepCredit += speed * interval / 1000.0;
        const int steps = std::max(1, int(m_stepCredit));
        m_stepCredit = std::max(0.0, m_stepCredit - steps);
        m_targetStep = m_state.step() + quint64(steps);
    }
    catchUp();
}

void RunController::requestBatch()
{
    if (!m_worker || m_inFlight || m_workerDone) {
        return;
    }
    const quint64 wanted = goal() - m_reached;
    // The position follows the received events through the history: a
    // batch must never push events it has not reached out of the window.
    const quint64 room = m_history.capacity() / 2;
    const int count = int(std::min({ wanted, quint64(batchSize()), room }));
    if (count <= 0) {
        return;
    }
    m_inFlight = true;
    m_animateBatch = isAnimated();
    m_received = 0;
    // One animated step comes as its own typed signal; everything else as one
    // list (a signal per event would cost more than the event at top speed).
    const bool asList = !(m_animateBatch && count == 1);
    SolverWorker *worker = m_worker.data();
    ThreadHandoff::release(worker);
    QMetaObject::invokeMethod(
        worker, [worker, count, asList] { worker->advance(count, false, asList); },
        Qt::QueuedConnection);
}

void RunController::receive(const QList<StepEvent> &events)
{
    if (events.isEmpty()) {
        return;
    }
    if (m_received == 0) {
        m_applyClock.start();
    }
    m_received += int(events.size());
    const quint64 first = m_reached + 1;
    for (const StepEvent &event : events) {
        ++m_reached;
        m_history.append(event, event.work - m_receivedWork);
        m_receivedWork = event.work;
        if (event.kind == nq::EventKind::Solution) {
            m_history.recordSolution(m_reached);
        }
    }
    if (m_reached > m_furthest) {
        // Only what was never reached before: a search run again after a
        // seek back repeats itself exactly.
        const qsizetype fresh = qsizetype(m_reached - std::max(m_furthest, first - 1));
        emit eventsReached(events.mid(events.size() - fresh), m_reached - quint64(fresh) + 1);
        m_furthest = m_reached;
    }
    catchUp();
}

void RunController::onFinished(quint64 work)
{
    m_workerDone = true;
    m_finalWork = work;
}

void RunController::onBatchFinished(bool done)
{
    m_inFlight = false;
    if (done) {
        m_workerDone = true;
    }
    if (!m_animateBatch && m_received > 0 && m_received == m_batchEvents) {
        // Keep a full top-speed batch near its budget of GUI-thread time, so
        // that input and painting never wait long behind it.
        const qint64 spentUs = std::max<qint64>(1, m_applyClock.nsecsElapsed() / 1000);
        const qint64 scaled = qint64(m_batchEvents) * m_batchBudgetUs / spentUs;
        // Grow gently, shrink at once.
        m_batchEvents = int(
            std::clamp<qint64>(std::min<qint64>(scaled, 2 * m_batchEvents), MinBatch, MaxBatch));
    }
#ifdef __GLIBC__
    // Millions of events a second cross from the worker's thread in batches
    // allocated there and freed here; glibc keeps the freed pages of the
    // worker's arena, so a long top-speed run held a little more heap every
    // minute without using it. Giving free pages back every few seconds
    // keeps the program's size flat (a trim took 0.03 to 0.8 ms on a 100 MB heap).
    if (!m_animateBatch && (!m_trimClock.isValid() || m_trimClock.elapsed() > TrimIntervalMs)) {
        m_trimClock.start();
        malloc_trim(0);
    }
#endif
    catchUp();
}

std::optional<RunController::StopReason> RunController::stopAfter(const StepEvent &event) const
{
    switch (event.kind) {
    case nq::EventKind::Solution:
        if (m_breakpoints.onSolution) {
            return StopReason::SolutionBreakpoint;
        }
        if (m_mode == Mode::ToSolution && m_state.counters().solutions >= m_targetSolutions) {
            return StopReason::None; // the goal, no breakpoint
        }
        break;
    case nq::EventKind::Remove:
        if (m_breakpoints.onBacktrack) {
            return StopReason::BacktrackBreakpoint;
        }
        break;
    case nq::EventKind::Place:
        if (m_breakpoints.atDepth > 0 && m_state.counters().depth == m_breakpoints.atDepth) {
            return StopReason::DepthBreakpoint;
        }
        break;
    case nq::EventKind::Reject:
    case nq::EventKind::Prune:
    case nq::EventKind::Wipeout:
    case nq::EventKind::Choose:
    case nq::EventKind::Done:
        break;
    }
    return std::nullopt;
}

void RunController::catchUp()
{
    if (m_mode == Mode::Seeking || m_mode == Mode::Paused || m_mode == Mode::Finished) {
        return;
    }
    const bool animate = isAnimated();
    if (animate && m_viewStale) {
        // Coming down from top speed: the board may still show a frame-old
        // state; animate from the true one.
        showBoard();
    }
    if (!animate && !hasFrameShareLeft()) {
        waitForFrameShare(); // this frame's share is spent (setTopSpeedShare())
        return;
    }
    // What this call costs the thread counts against the frame's share.
    struct Spend
    {
        RunController *run;
        bool counted;
        QElapsedTimer clock;
        ~Spend()
        {
            if (counted) {
                run->m_frameSpentUs += clock.nsecsElapsed() / 1000;
            }
        }
    } spend { this, !animate && m_frameBudgetUs > 0, {} };
    spend.clock.start();
    const quint64 target = goal();
    // At top speed, replaying a long stretch of history is spread over
    // several passes of the event loop, like the worker's batches.
    int budget = animate ? 1 : m_batchEvents;
    bool moved = false;
    std::optional<bool> gated; // stopped by the gate: whether it was playing
    while (m_state.step() < target && m_state.step() < m_history.last() && budget-- > 0) {
        if ((m_mode == Mode::Playing || m_mode == Mode::Stepping) && m_gateOwner
            && m_gate(m_state.step())) {
            gated = m_mode == Mode::Playing;
            setMode(Mode::Paused);
            break;
        }
        applyForward(animate);
        moved = true;
        if (const auto reason = isRunning() ? stopAfter(m_state.last()) : std::nullopt) {
            m_stopReason = *reason;
            setMode(Mode::Paused);
            break;
        }
    }
    finishIfAtEnd();
    if ((m_mode == Mode::Stepping || m_mode == Mode::ToStep) && m_state.step() >= m_targetStep) {
        setMode(Mode::Paused);
    }
    if (m_mode == Mode::Paused || m_mode == Mode::Finished) {
        showPosition();
        if (gated) {
            emit gateStopped(m_state.step(), *gated);
        }
        return;
    }
    if (m_state.step() < std::min(target, m_history.last())) {
        // More history to replay: continue on the next pass of the event loop.
        QMetaObject::invokeMethod(this, &RunController::catchUp, Qt::QueuedConnection);
    } else if (m_state.step() == m_history.last() && m_state.step() < target) {
        requestBatch();
    }
    if (moved) {
        if (!animate) {
            // Coalesced: the board catches up with the latest state once a frame.
            m_viewStale = true;
            if (!m_frameClock.isValid() || m_frameClock.elapsed() >= m_boardIntervalMs) {
                showBoard();
            }
        }
        emit countersChanged();
        emit positionChanged(m_state.step());
    }
}

void RunController::applyForward(bool animate)
{
    const quint64 next = m_state.step() + 1;
    const StepEvent event = m_history.event(next);
    m_state.apply(event, m_state.counters().work + m_history.workDelta(next));
    if (animate) {
        emit stepAnimated(event, animationMs());
    }
}

bool RunController::takeGate(QObject *owner, std::function<bool(quint64 step)> gate)
{
    if (m_gateOwner && m_gateOwner != owner) {
        return false; // one owner at a time
    }
    m_gateOwner = gate ? owner : nullptr;
    m_gate = std::move(gate);
    return true;
}

void RunController::releaseGate(const QObject *owner)
{
    if (owner && m_gateOwner == owner) {
        m_gateOwner = nullptr;
        m_gate = {};
    }
}

void RunController::finishIfAtEnd()
{
    if (m_workerDone && m_state.step() == m_reached && !m_state.isFinished()) {
        m_state.finish(m_finalWork);
        setMode(Mode::Finished);
    }
}

void RunController::moveTo(quint64 steps)
{
    m_stopReason = StopReason::None; // the position leaves the one the run stopped on
    if (steps > m_state.step() && steps > m_history.last()) {
        // Beyond what the history holds: let the search run there.
        if (steps > m_furthest && m_workerDone) {
            steps = m_furthest;
        } else if (!m_workerDone || m_reached < steps) {
            m_targetStep = steps;
            setMode(Mode::ToStep);
            catchUp();
            return;
        }
    }
    if (steps < m_history.first()) {
        // Older than the window: the worker runs the search again to there.
        setMode(Mode::Seeking);
        m_inFlight = false;
        SolverWorker *worker = m_worker.data();
        ThreadHandoff::release(worker);
        QMetaObject::invokeMethod(
            worker, [worker, steps] { worker->seek(steps); }, Qt::QueuedConnection);
        return;
    }
    while (m_state.step() < steps) {
        applyForward(false);
    }
    while (m_state.step() > steps) {
        const quint64 at = m_state.step();
        m_state.undo(m_history.event(at), m_history.workDelta(at), m_history.event(at - 1));
    }
    finishIfAtEnd();
    if (m_mode == Mode::Finished && !m_state.isFinished()) {
        setMode(Mode::Paused);
    }
    showBoard();
    showPosition();
}

void RunController::onPositioned(const RunState &state)
{
    m_state = state;
    m_reached = state.step();
    m_receivedWork = state.counters().work;
    m_history.restart(state.step(), state.last());
    m_workerDone = state.isFinished();
    if (m_workerDone) {
        m_finalWork = state.counters().work;
    }
    m_mode = Mode::Seeking; // so that setMode below always announces the change
    setMode(state.isFinished() ? Mode::Finished : Mode::Paused);
    showPosition();
}

void RunController::showPosition()
{
    if (m_mode == Mode::Paused || m_mode == Mode::Finished) {
        showBoard();
    }
    emit countersChanged();
    emit positionChanged(m_state.step());
}

void RunController::showBoard()
{
    m_frameClock.start();
    m_viewStale = false;
    emit boardDue();
}
