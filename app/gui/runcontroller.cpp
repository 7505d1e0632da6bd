// SPDX-License-Identifier: MIT
#include "runcontroller.h"

#include "algorithmtext.h"
#include "boardscene.h"
#include "solverworker.h"

#include <cmath>

namespace {

// Below this many steps per second each step is animated; above, steps are
// coalesced and the board shows the latest state once per frame.
constexpr int AnimatedUpTo = 20;
constexpr int FrameMs = 16;
// At top speed a batch should take about this long on the GUI thread, so
// that the event loop stays responsive (goal: under 8 ms at the 99th percentile).
constexpr qint64 BatchBudgetUs = 1500;
constexpr int MinBatch = 64;
constexpr int MaxBatch = 20000;

QString lineWords(int line)
{
    switch (nq::Line(line)) {
    case nq::Line::Column:
        return RunController::tr("along the column");
    case nq::Line::Diagonal:
        return RunController::tr("along the diagonal");
    case nq::Line::AntiDiagonal:
        return RunController::tr("along the anti-diagonal");
    case nq::Line::None:
        break;
    }
    return {};
}

} // namespace

const QList<int> &RunController::speeds()
{
    // Steps per second; 0 stands for top speed.
    static const QList<int> table { 1, 2, 3, 5, 8, 12, 20, 30, 60, 120, 250, 500, 1000, 0 };
    return table;
}

RunController::RunController(BoardScene *scene, QObject *parent)
    : QObject(parent)
    , m_scene(scene)
    , m_batchEvents(1000)
{
    m_thread.setObjectName(QStringLiteral("solver"));
    m_thread.start();
    connect(&m_tick, &QTimer::timeout, this, &RunController::onTick);
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

void RunController::setBoardSize(int n)
{
    m_n = std::clamp(n, 1, maxBoardSize());
    restart();
}

void RunController::setAlgorithm(nq::Algorithm algorithm)
{
    m_algorithm = algorithm;
    m_n = std::clamp(m_n, 1, maxBoardSize());
    restart();
}

void RunController::restart()
{
    startWorker();
}

void RunController::startWorker()
{
    stopWorker();
    m_tick.stop();
    m_board = QList<int>(m_n, -1);
    m_counters = {};
    m_hasLast = false;
    m_scene->setBoardSize(m_n);
    m_scene->setCurrentRow(0);

    m_worker = new SolverWorker(m_algorithm, m_n);
    m_worker->moveToThread(&m_thread);
    // A context object per run: deleting it drops the signals of a run that
    // is over but still queued, so they can never reach the next run's board.
    m_context = new QObject(this);
    SolverWorker *worker = m_worker.data();
    const auto single = [](nq::EventKind kind, int row, int col) {
        StepEvent step;
        step.kind = kind;
        step.row = qint16(row);
        step.col = qint16(col);
        return step;
    };
    connect(worker, &SolverWorker::queenPlaced, m_context,
            [this, single](int r, int c) { apply(single(nq::EventKind::Place, r, c)); });
    connect(worker, &SolverWorker::queenRemoved, m_context,
            [this, single](int r, int c) { apply(single(nq::EventKind::Remove, r, c)); });
    connect(worker, &SolverWorker::squareRejected, m_context,
            [this, single](int r, int c, int br, int bc, int line) {
                StepEvent step = single(nq::EventKind::Reject, r, c);
                step.byRow = qint16(br);
                step.byCol = qint16(bc);
                step.line = qint8(line);
                apply(step);
            });
    connect(worker, &SolverWorker::solutionFound, m_context,
            [this, single](quint64 index, const QList<int> &columns) {
                StepEvent step = single(nq::EventKind::Solution, -1, -1);
                step.index = index;
                step.columns = columns;
                apply(step);
            });
    connect(worker, &SolverWorker::eventsReady, m_context,
            [this](const QList<StepEvent> &events) {
                for (const StepEvent &event : events) {
                    apply(event);
                }
            });
    connect(worker, &SolverWorker::finished, m_context,
            [this](const nq::Stats &stats) { onFinished(stats); });
    connect(worker, &SolverWorker::batchFinished, m_context,
            [this](quint64 work, int emitted, bool done) { onBatchFinished(work, emitted, done); });

    setMode(Mode::Paused);
    emit runStarted();
    emit countersChanged();
    setStatus(tr("Ready: %1 x %1 board, %2. Press Space to play or Right to step.")
                      .arg(m_n)
                      .arg(AlgorithmText::title(m_algorithm)));
}

void RunController::stopWorker()
{
    m_inFlight = false;
    if (m_worker) {
        m_worker->cancel();
        m_worker->deleteLater(); // runs on the worker's thread, after its current batch
        m_worker = nullptr;
    }
    delete m_context;
    m_context = nullptr;
}

void RunController::setMode(Mode mode)
{
    if (mode == m_mode) {
        return;
    }
    m_mode = mode;
    if (mode == Mode::Paused || mode == Mode::Finished) {
        // Whatever was coalesced, the board shows exactly where the run stopped.
        syncView();
    }
    switch (mode) {
    case Mode::Playing: {
        const int speed = speeds().at(m_speedIndex);
        if (speed == 0) {
            m_tick.stop(); // top speed: each batch asks for the next (see onBatchFinished)
        } else {
            m_tick.start(speed <= AnimatedUpTo ? 1000 / speed : FrameMs);
        }
        break;
    }
    case Mode::ToSolution:
    case Mode::ToEnd:
    case Mode::ToStep:
        m_tick.stop();
        break;
    case Mode::Paused:
    case Mode::Stepping:
    case Mode::Finished:
        m_tick.stop();
        break;
    }
    emit modeChanged(mode);
}

void RunController::step()
{
    if (m_mode == Mode::Finished || m_inFlight) {
        return;
    }
    setMode(Mode::Stepping);
    requestBatch();
}

void RunController::play()
{
    if (m_mode != Mode::Finished) {
        setMode(Mode::Playing);
        onTick(); // the first step now, not one interval later
    }
}

void RunController::pause()
{
    if (m_mode != Mode::Finished) {
        setMode(Mode::Paused);
    }
}

void RunController::togglePlay()
{
    if (m_mode == Mode::Paused || m_mode == Mode::Stepping) {
        play();
    } else {
        pause();
    }
}

void RunController::runToNextSolution()
{
    if (m_mode != Mode::Finished) {
        setMode(Mode::ToSolution);
        onTick();
    }
}

void RunController::runToEnd()
{
    if (m_mode != Mode::Finished) {
        setMode(Mode::ToEnd);
        onTick();
    }
}

void RunController::runToStep(quint64 steps)
{
    if (m_mode == Mode::Finished || steps <= m_counters.steps) {
        return;
    }
    m_targetStep = steps;
    setMode(Mode::ToStep);
    onTick();
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
    }
    emit speedIndexChanged(index);
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
    switch (m_mode) {
    case Mode::Stepping:
        return 1;
    case Mode::Playing: {
        const int speed = speeds().at(m_speedIndex);
        if (speed == 0) {
            return m_batchEvents;
        }
        return speed <= AnimatedUpTo ? 1 : int(std::ceil(speed * FrameMs / 1000.0));
    }
    case Mode::ToStep:
        return int(std::min<quint64>(m_batchEvents, m_targetStep - m_counters.steps));
    case Mode::ToSolution:
    case Mode::ToEnd:
        return m_batchEvents;
    case Mode::Paused:
    case Mode::Finished:
        break;
    }
    return 0;
}

void RunController::onTick()
{
    if (!m_inFlight && batchSize() > 0) {
        requestBatch();
    }
}

void RunController::requestBatch()
{
    if (!m_worker || m_inFlight) {
        return;
    }
    const int count = batchSize();
    if (count <= 0) {
        return;
    }
    m_inFlight = true;
    m_animateBatch = isAnimated();
    m_received = 0;
    const bool stopAtSolution = m_mode == Mode::ToSolution;
    // Coalesced batches come as one list: a signal per event would cost more
    // than the event at top speed. Animated steps come one signal each.
    const bool asList = !m_animateBatch;
    SolverWorker *worker = m_worker.data();
    QMetaObject::invokeMethod(
            worker,
            [worker, count, stopAtSolution, asList] {
                worker->advance(count, stopAtSolution, asList);
            },
            Qt::QueuedConnection);
}

void RunController::apply(const StepEvent &event)
{
    if (m_received++ == 0) {
        m_applyClock.start();
    }
    ++m_counters.steps;
    m_last = event;
    m_hasLast = true;
    const int row = event.row;
    const int col = event.col;
    switch (event.kind) {
    case nq::EventKind::Place:
        m_board[row] = col;
        ++m_counters.placements;
        ++m_counters.depth;
        if (m_animateBatch) {
            m_scene->setSolutionMarked(false);
            m_scene->clearRejection();
            m_scene->placeQueen(row, col, animationMs());
            m_scene->setCurrentRow(row + 1 < m_n ? row + 1 : -1);
        }
        break;
    case nq::EventKind::Remove:
        m_board[row] = -1;
        ++m_counters.removals;
        --m_counters.depth;
        if (m_animateBatch) {
            m_scene->setSolutionMarked(false);
            m_scene->clearRejection();
            m_scene->removeQueen(row, animationMs());
            m_scene->setCurrentRow(row);
        }
        break;
    case nq::EventKind::Reject:
        ++m_counters.rejections;
        if (m_animateBatch) {
            m_scene->showRejection(row, col, event.byRow, event.byCol, animationMs());
            m_scene->setCurrentRow(row);
        }
        break;
    case nq::EventKind::Solution:
        // The board already holds it: the stream places every queen first.
        ++m_counters.solutions;
        if (m_animateBatch) {
            m_scene->setSolutionMarked(true);
        }
        if (m_mode == Mode::ToSolution) {
            setMode(Mode::Paused);
        }
        break;
    case nq::EventKind::Done:
        break;
    }
}

void RunController::onFinished(const nq::Stats &stats)
{
    m_counters.work = stats.work;
    m_last = StepEvent();
    m_hasLast = true;
    setMode(Mode::Finished);
}

bool RunController::isTopSpeed() const
{
    switch (m_mode) {
    case Mode::ToSolution:
    case Mode::ToEnd:
    case Mode::ToStep:
        return true;
    case Mode::Playing:
        return speeds().at(m_speedIndex) == 0;
    case Mode::Paused:
    case Mode::Stepping:
    case Mode::Finished:
        break;
    }
    return false;
}

void RunController::onBatchFinished(quint64 work, int emitted, bool done)
{
    m_inFlight = false;
    m_counters.work = work;
    if (!m_animateBatch) {
        // Coalesced: the board catches up with the latest state, at most once
        // a frame (batches can end far more often than a screen refreshes),
        // and always when the run stops.
        if (!m_frameClock.isValid() || m_frameClock.elapsed() >= FrameMs) {
            syncView();
        }
        // Keep a full top-speed batch near its budget of GUI-thread time, so
        // that input and painting never wait long behind it.
        if (emitted == m_batchEvents && m_received > 0) {
            const qint64 spentUs = std::max<qint64>(1, m_applyClock.nsecsElapsed() / 1000);
            const qint64 scaled = qint64(m_batchEvents) * BatchBudgetUs / spentUs;
            // Grow gently, shrink at once.
            m_batchEvents = int(std::clamp<qint64>(std::min<qint64>(scaled, 2 * m_batchEvents),
                                                   MinBatch, MaxBatch));
        }
    }
    if (m_mode == Mode::Stepping) {
        setMode(done ? Mode::Finished : Mode::Paused);
    } else if (m_mode == Mode::ToStep && m_counters.steps >= m_targetStep) {
        setMode(Mode::Paused);
    }
    if (m_hasLast) {
        setStatus(describe(m_last));
    }
    emit countersChanged();
    if (isTopSpeed()) {
        // Ask for the next batch now, so that the worker fills it while this
        // thread paints. Its events are posted after this pass of the event
        // loop began, so they wait for the next pass: input and paint go first.
        requestBatch();
    }
}

void RunController::syncView()
{
    m_frameClock.start();
    m_scene->setQueens(m_board);
    m_scene->setSolutionMarked(m_hasLast && m_last.kind == nq::EventKind::Solution);
    m_scene->clearRejection();
    if (m_hasLast && m_last.kind == nq::EventKind::Reject) {
        m_scene->showRejection(m_last.row, m_last.col, m_last.byRow, m_last.byCol);
    }
    m_scene->setCurrentRow(m_mode == Mode::Finished || m_counters.depth >= m_n ? -1
                                                                            : m_counters.depth);
}

void RunController::setStatus(const QString &text)
{
    if (text != m_status) {
        m_status = text;
        emit statusChanged(text);
    }
}

QString RunController::describe(const StepEvent &event) const
{
    const auto square = [this](int row, int col) {
        return tr("row %1, column %2 (%3)")
                .arg(row + 1)
                .arg(col + 1)
                .arg(BoardScene::squareName(m_n, row, col));
    };
    switch (event.kind) {
    case nq::EventKind::Place:
        return tr("Queen placed on %1.").arg(square(event.row, event.col));
    case nq::EventKind::Remove:
        return tr("Backtrack: queen removed from %1.").arg(square(event.row, event.col));
    case nq::EventKind::Reject:
        return tr("Square %1 refused: the queen on %2 attacks it %3.")
                .arg(square(event.row, event.col), square(event.byRow, event.byCol),
                     lineWords(event.line));
    case nq::EventKind::Solution:
        return tr("Solution %1 found.").arg(event.index);
    case nq::EventKind::Done:
        break;
    }
    if (m_counters.solutions == 0) {
        return tr("Finished: the %1 x %1 board has no solution; every square was tried.")
                .arg(m_n);
    }
    if (m_counters.solutions == 1) {
        return tr("Finished: 1 solution found.");
    }
    return tr("Finished: %1 solutions found.").arg(m_counters.solutions);
}
