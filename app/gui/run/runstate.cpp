// SPDX-License-Identifier: MIT
#include "run/runstate.h"

RunState::RunState(int n, nq::Algorithm algorithm)
    : m_position(n, algorithm)
{ }

RunState::RunState(int n, const QList<int> &start, nq::Algorithm algorithm)
    : m_position(n, algorithm, std::span<const int>(start.constData(), std::size_t(start.size())))
{
    m_counters.depth = m_position.queenCount();
    m_counters.conflicts = m_position.conflicts();
}

QList<int> RunState::board() const
{
    const std::vector<int> &columns = m_position.columns();
    return QList<int>(columns.begin(), columns.end());
}

void RunState::apply(const StepEvent &event, quint64 work)
{
    switch (event.kind) {
    case nq::EventKind::Place:
        ++m_counters.placements;
        break;
    case nq::EventKind::Remove:
        ++m_counters.removals;
        break;
    case nq::EventKind::Reject:
        ++m_counters.rejections;
        break;
    case nq::EventKind::Prune:
        ++m_counters.prunes;
        break;
    case nq::EventKind::Wipeout:
        ++m_counters.wipeouts;
        break;
    case nq::EventKind::Choose:
        break;
    case nq::EventKind::Solution:
        ++m_counters.solutions;
        break;
    case nq::EventKind::Done:
        return; // not a step: see finish()
    }
    m_position.apply(event.change());
    m_counters.depth = m_position.queenCount();
    m_counters.conflicts = m_position.conflicts();
    ++m_counters.steps;
    m_counters.work = work;
    m_last = event;
    m_last.work = work;
    completeSolution();
}

void RunState::completeSolution()
{
    // Events replayed from a RunHistory carry no solution index or board,
    // nor a repair move's number: they follow from the position (each move
    // of the local search is one Remove and one Place), so fill them in the
    // same way always.
    if (m_last.kind == nq::EventKind::Solution) {
        m_last.index = m_counters.solutions;
        m_last.columns = board();
    } else if ((m_last.kind == nq::EventKind::Place || m_last.kind == nq::EventKind::Remove)
        && m_last.index > 0) {
        m_last.index = m_counters.removals;
    }
}

void RunState::undo(const StepEvent &event, quint64 workDelta, const StepEvent &previous)
{
    switch (event.kind) {
    case nq::EventKind::Place:
        --m_counters.placements;
        break;
    case nq::EventKind::Remove:
        --m_counters.removals;
        break;
    case nq::EventKind::Reject:
        --m_counters.rejections;
        break;
    case nq::EventKind::Prune:
        --m_counters.prunes;
        break;
    case nq::EventKind::Wipeout:
        --m_counters.wipeouts;
        break;
    case nq::EventKind::Choose:
        break;
    case nq::EventKind::Solution:
        --m_counters.solutions;
        break;
    case nq::EventKind::Done:
        // Not a step: the position only stops being finished.
        m_position.undo(event.change(), previous.change());
        return;
    }
    m_position.undo(event.change(), previous.change());
    m_counters.depth = m_position.queenCount();
    m_counters.conflicts = m_position.conflicts();
    --m_counters.steps;
    m_counters.work -= workDelta;
    m_last = previous;
    m_last.work = m_counters.work;
    completeSolution();
}

void RunState::finish(quint64 work)
{
    m_counters.work = work;
    nq::Event done; // kind Done
    m_position.apply(done);
}
