// SPDX-License-Identifier: MIT
#include "solverworker.h"

#include <generator.h>

struct SolverWorker::Run
{
    nq::Generator<nq::Event> events;
    nq::Generator<nq::Event>::Iterator current;
    bool started = false;
};

SolverWorker::SolverWorker(nq::Algorithm algorithm, int n, QObject *parent)
    : QObject(parent)
    , m_algorithm(algorithm)
    , m_n(n)
{
}

SolverWorker::~SolverWorker() = default;

void SolverWorker::advance(int maxEvents, bool stopAtSolution, bool asList)
{
    if (!m_run) {
        // Created here rather than in the constructor so that the coroutine
        // frame is born (and dies) on the worker's thread.
        m_run = std::make_unique<Run>();
        m_run->events = nq::solve(m_algorithm, m_n);
    }
    int emitted = 0;
    const int budget = std::max(1, maxEvents);
    QList<StepEvent> list;
    if (asList) {
        list.reserve(std::min(budget, 4096));
    }
    bool stop = false;
    while (!stop && !m_done && emitted < budget && !isCancelled()) {
        if (!m_run->started) {
            m_run->current = m_run->events.begin();
            m_run->started = true;
        } else {
            ++m_run->current;
        }
        if (m_run->current == m_run->events.end()) {
            m_done = true; // every stream ends with Done, so this is only a guard
            break;
        }
        const nq::Event &event = *m_run->current;
        ++emitted;
        m_work = event.work;
        if (asList && event.kind != nq::EventKind::Done) {
            list.append(StepEvent::from(event));
            stop = stopAtSolution && event.kind == nq::EventKind::Solution;
            continue;
        }
        switch (event.kind) {
        case nq::EventKind::Place:
            emit queenPlaced(event.square.row, event.square.col);
            break;
        case nq::EventKind::Remove:
            emit queenRemoved(event.square.row, event.square.col);
            break;
        case nq::EventKind::Reject:
            emit squareRejected(event.square.row, event.square.col, event.by.row, event.by.col,
                                int(event.line));
            break;
        case nq::EventKind::Solution:
            emit solutionFound(event.index, QList<int>(event.columns.begin(), event.columns.end()));
            stop = stopAtSolution;
            break;
        case nq::EventKind::Done:
            m_done = true;
            m_stats = event.stats;
            if (!asList) {
                emit finished(event.stats);
            }
            break;
        }
    }
    if (!list.isEmpty()) {
        emit eventsReady(list);
    }
    if (m_done && asList) {
        emit finished(m_stats);
    }
    emit batchFinished(m_work, emitted, m_done);
}
