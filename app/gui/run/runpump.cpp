// SPDX-License-Identifier: MIT
#include "run/runpump.h"

#include "common/threadhandoff.h"
#include "run/solverworker.h"

#include <algorithm>
#include <memory>
#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace {

constexpr int FirstBatch = 1000;
constexpr int MinBatch = 64;
constexpr int MaxBatch = 20000;
// How often a run at top speed gives freed heap back to the system.
constexpr qint64 TrimIntervalMs = 5000;

} // namespace

RunPump::RunPump(QObject *parent)
    : QObject(parent)
{
    m_thread.setObjectName(QStringLiteral("solver"));
    m_thread.start();
}

RunPump::~RunPump()
{
    stop();
    m_thread.quit();
    m_thread.wait();
}

void RunPump::setHistoryCapacity(std::size_t events)
{
    m_history = RunHistory(events);
}

void RunPump::start(nq::Algorithm algorithm, int n, quint64 seed, const QList<int> &start)
{
    stop();
    m_history.restart(0, StepEvent());
    m_history.clearSolutions();
    m_reached = 0;
    m_furthest = 0;
    m_receivedWork = 0;
    m_done = false;
    m_finalWork = 0;
    // Start small again: the budget measures this thread, and a new search
    // (another algorithm) may produce its events at a very different pace.
    m_batchEvents = FirstBatch;

    m_worker = new SolverWorker(algorithm, n, seed, start);
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
        m_done = true;
        m_finalWork = stats.work;
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
}

void RunPump::stop()
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

void RunPump::request(quint64 upTo, bool animated)
{
    if (!m_worker || m_inFlight || m_done) {
        return;
    }
    const quint64 wanted = upTo - m_reached;
    // The position follows the received events through the history: a
    // batch must never push events it has not reached out of the window.
    const quint64 room = m_history.capacity() / 2;
    const int size = animated ? 1 : m_batchEvents;
    const int count = int(std::min({ wanted, quint64(size), room }));
    if (count <= 0) {
        return;
    }
    m_inFlight = true;
    m_animated = animated;
    m_received = 0;
    // One animated step comes as its own typed signal; everything else as one
    // list (a signal per event would cost more than the event at top speed).
    const bool asList = !(animated && count == 1);
    SolverWorker *worker = m_worker.data();
    ThreadHandoff::release(worker);
    QMetaObject::invokeMethod(
        worker, [worker, count, asList] { worker->advance(count, false, asList); },
        Qt::QueuedConnection);
}

void RunPump::seek(quint64 steps)
{
    m_inFlight = false;
    SolverWorker *worker = m_worker.data();
    ThreadHandoff::release(worker);
    QMetaObject::invokeMethod(
        worker, [worker, steps] { worker->seek(steps); }, Qt::QueuedConnection);
}

void RunPump::receive(const QList<StepEvent> &events)
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
    emit received();
}

void RunPump::onBatchFinished(bool done)
{
    m_inFlight = false;
    if (done) {
        m_done = true;
    }
    if (!m_animated && m_received > 0 && m_received == m_batchEvents) {
        // Keep a full top-speed batch near its budget of GUI-thread time, so
        // that input and painting never wait long behind it. The time runs
        // from the batch's first event to its end, so it includes the
        // position catching up (received()).
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
    if (!m_animated && (!m_trimClock.isValid() || m_trimClock.elapsed() > TrimIntervalMs)) {
        m_trimClock.start();
        malloc_trim(0);
    }
#endif
    emit batchEnded();
}

void RunPump::onPositioned(const RunState &state)
{
    m_reached = state.step();
    m_receivedWork = state.counters().work;
    m_history.restart(state.step(), state.last());
    m_done = state.isFinished();
    if (m_done) {
        m_finalWork = state.counters().work;
    }
    emit positioned(state);
}
