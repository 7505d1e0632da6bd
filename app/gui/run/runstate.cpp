// SPDX-License-Identifier: MIT
#include "run/runstate.h"

#include <algorithm>

namespace {

PropagationState::Change change(const StepEvent &event)
{
    return { event.kind, { event.row, event.col }, { event.byRow, event.byCol } };
}

} // namespace

RunState::RunState(int n, nq::Algorithm algorithm)
    : RunState(n, QList<int>(), algorithm)
{ }

RunState::RunState(int n, const QList<int> &start, nq::Algorithm algorithm)
    : m_model(n)
{
    for (int row = 0; row < std::min<int>(n, int(start.size())); ++row) {
        if (start[row] >= 0 && start[row] < n) {
            m_model.addQueen(row, start[row]);
            ++m_counters.depth;
        }
    }
    m_counters.conflicts = m_model.linePairs();
    m_propagation = PropagationState(m_model, algorithm);
}

nq::Square RunState::prunedBy(int row, int col) const
{
    const int by = m_propagation.prunedByRow(row, col);
    return by < 0 ? nq::Square {} : nq::Square { by, m_model.column(by) };
}

int RunState::domainSize(int row) const
{
    if (row < 0 || row >= boardSize() || m_model.column(row) >= 0) {
        return -1;
    }
    return keepsDomains() ? m_propagation.domainCount(row) : boardSize();
}

void RunState::apply(const StepEvent &event, quint64 work)
{
    switch (event.kind) {
    case nq::EventKind::Place:
        m_model.addQueen(event.row, event.col);
        m_counters.conflicts = m_model.linePairs();
        ++m_counters.placements;
        ++m_counters.depth;
        break;
    case nq::EventKind::Remove:
        m_model.removeQueen(event.row, event.col);
        m_counters.conflicts = m_model.linePairs();
        ++m_counters.removals;
        --m_counters.depth;
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
    ++m_counters.steps;
    m_counters.work = work;
    m_propagation.apply(change(event), m_model);
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
        m_last.columns = m_model.columns();
    } else if ((m_last.kind == nq::EventKind::Place || m_last.kind == nq::EventKind::Remove)
        && m_last.index > 0) {
        m_last.index = m_counters.removals;
    }
}

void RunState::undo(const StepEvent &event, quint64 workDelta, const StepEvent &previous)
{
    m_finished = false;
    switch (event.kind) {
    case nq::EventKind::Place:
        m_model.removeQueen(event.row, event.col);
        m_counters.conflicts = m_model.linePairs();
        --m_counters.placements;
        --m_counters.depth;
        break;
    case nq::EventKind::Remove:
        m_model.addQueen(event.row, event.col);
        m_counters.conflicts = m_model.linePairs();
        --m_counters.removals;
        ++m_counters.depth;
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
        return;
    }
    --m_counters.steps;
    m_counters.work -= workDelta;
    m_propagation.undo(change(event), change(previous), m_model);
    m_last = previous;
    m_last.work = m_counters.work;
    completeSolution();
}

void RunState::finish(quint64 work)
{
    m_counters.work = work;
    m_finished = true;
}
