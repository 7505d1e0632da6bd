// SPDX-License-Identifier: MIT
#include "run/runstate.h"

#include <algorithm>

RunState::RunState(int n, const QList<int> &start)
    : m_model(n)
{
    for (int row = 0; row < std::min<int>(n, int(start.size())); ++row) {
        if (start[row] >= 0 && start[row] < n) {
            m_model.addQueen(row, start[row]);
            ++m_counters.depth;
        }
    }
    m_counters.conflicts = m_model.linePairs();
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
    case nq::EventKind::Solution:
        ++m_counters.solutions;
        break;
    case nq::EventKind::Done:
        return; // not a step: see finish()
    }
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
    case nq::EventKind::Solution:
        --m_counters.solutions;
        break;
    case nq::EventKind::Done:
        return;
    }
    --m_counters.steps;
    m_counters.work -= workDelta;
    m_last = previous;
    m_last.work = m_counters.work;
    completeSolution();
}

void RunState::finish(quint64 work)
{
    m_counters.work = work;
    m_finished = true;
}
