// SPDX-License-Identifier: MIT
#include "run/solverworker.h"

#include "common/threadhandoff.h"

#include "solver/generator.h"

struct SolverWorker::Run
{
    nq::Generator<nq::Event> events;
    nq::Generator<nq::Event>::Iterator current;
    bool started = false;
};

SolverWorker::SolverWorker(
    nq::Algorithm algorithm, int n, quint64 seed, const QList<int> &start, QObject *parent)
    : QObject(parent)
    , m_algorithm(algorithm)
    , m_n(n)
    , m_seed(seed)
    , m_start(start)
    , m_state(n, start, algorithm)
{ }

SolverWorker::~SolverWorker()
{
    ThreadHandoff::acquire(this); // deleteLater() from the controller's thread
}

const nq::Event *SolverWorker::next()
{
    if (!m_run) {
        // Created here rather than in the constructor so that the coroutine
        // frame is born (and dies) on the worker's thread.
        m_run = std::make_unique<Run>();
        m_run->events = nq::solve(
            m_algorithm, m_n, m_seed, std::span<const int>(m_start.constData(), m_start.size()));
    }
    if (!m_run->started) {
        m_run->current = m_run->events.begin();
        m_run->started = true;
    } else {
        ++m_run->current;
    }
    if (m_run->current == m_run->events.end()) {
        return nullptr; // every stream ends with Done, so this is only a guard
    }
    const nq::Event &event = *m_run->current;
    m_work = event.work;
    if (event.kind == nq::EventKind::Done) {
        m_done = true;
        m_stats = event.stats;
        if (m_state.step() == m_step) {
            m_state.finish(event.work); // the position is the search's: it ends there
        }
    }
    return &event;
}

void SolverWorker::advance(int maxEvents, bool stopAtSolution, bool asList)
{
    ThreadHandoff::acquire(this);
    int emitted = 0;
    const int budget = std::max(1, maxEvents);
    QList<StepEvent> list;
    if (asList) {
        // The whole batch at once (the controller's batches are at most
        // 20,000 events): a list grown by doubling leaves blocks of every size
        // behind in the worker thread's malloc arena, which holds on to them.
        // Bigger requests grow from there rather than reserve gigabytes.
        list.reserve(std::min(budget, 20000));
    }
    bool stop = false;
    while (!stop && !m_done && emitted < budget && !isCancelled()) {
        const nq::Event *event = next();
        if (!event) {
            m_done = true;
            break;
        }
        ++emitted;
        if (event->kind == nq::EventKind::Done) {
            if (!asList) {
                ThreadHandoff::release(this);
                emit finished(event->stats);
            }
            break;
        }
        const StepEvent step = StepEvent::from(*event);
        ++m_step; // not applied here: the controller's RunState applies it
        stop = stopAtSolution && event->kind == nq::EventKind::Solution;
        if (asList) {
            list.append(step);
            continue;
        }
        ThreadHandoff::release(this);
        emit stepped(step);
        switch (event->kind) {
        case nq::EventKind::Place:
            ThreadHandoff::release(this);
            emit queenPlaced(step.row, step.col);
            break;
        case nq::EventKind::Remove:
            ThreadHandoff::release(this);
            emit queenRemoved(step.row, step.col);
            break;
        case nq::EventKind::Reject:
            ThreadHandoff::release(this);
            emit squareRejected(step.row, step.col, step.byRow, step.byCol, step.line);
            break;
        case nq::EventKind::Solution:
            ThreadHandoff::release(this);
            emit solutionFound(step.index, step.columns);
            break;
        case nq::EventKind::Prune:
        case nq::EventKind::Wipeout:
        case nq::EventKind::Choose:
            // Constraint propagation has no signal of its own: its views
            // read the run's state (asList), which holds every event.
        case nq::EventKind::Done:
            break;
        }
    }
    if (!list.isEmpty()) {
        ThreadHandoff::release(this);
        emit eventsReady(list);
    }
    if (m_done && asList && emitted > 0) {
        ThreadHandoff::release(this);
        emit finished(m_stats);
    }
    ThreadHandoff::release(this);
    emit batchFinished(m_work, emitted, m_done);
}

void SolverWorker::seek(quint64 step)
{
    ThreadHandoff::acquire(this);
    if (step < m_step || m_state.step() != m_step) {
        // Behind us, or past events advance() did not apply: run the search
        // again from the start, applying each event to the position.
        m_run.reset();
        m_state = RunState(m_n, m_start, m_algorithm);
        m_done = false;
        m_work = 0;
        m_step = 0;
    }
    while (!m_done && m_step < step && !isCancelled()) {
        const nq::Event *event = next();
        if (!event) {
            m_done = true;
            break;
        }
        if (event->kind != nq::EventKind::Done) {
            m_state.apply(StepEvent::from(*event), event->work);
            ++m_step;
        }
    }
    ThreadHandoff::release(this);
    emit positioned(m_state);
}
