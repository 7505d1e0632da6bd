// SPDX-License-Identifier: MIT
#include "run/runstate.h"

#include <algorithm>

namespace {

bool prunesDomains(nq::Algorithm algorithm)
{
    return algorithm == nq::Algorithm::ForwardChecking || algorithm == nq::Algorithm::Mrv;
}

// The item the search is at after `event`, given the item before it (see
// RunState::currentItem()).
nq::Square itemAfter(const StepEvent &event, nq::Square before)
{
    switch (event.kind) {
    case nq::EventKind::Place:
    case nq::EventKind::Remove:
        if (event.byRow >= 0 || event.byCol >= 0) {
            return { event.byRow, event.byCol };
        }
        return { event.row, -1 };
    case nq::EventKind::Reject:
        return { event.row, -1 };
    case nq::EventKind::Prune:
    case nq::EventKind::Wipeout:
        return { event.byRow, -1 };
    case nq::EventKind::Choose:
        return { event.row, event.col };
    case nq::EventKind::Solution:
        return before;
    case nq::EventKind::Done:
        break;
    }
    return {};
}

} // namespace

RunState::RunState(int n, nq::Algorithm algorithm)
    : RunState(n, QList<int>(), algorithm)
{ }

RunState::RunState(int n, const QList<int> &start, nq::Algorithm algorithm)
    : m_model(n)
    , m_keepsDomains(prunesDomains(algorithm))
{
    for (int row = 0; row < std::min<int>(n, int(start.size())); ++row) {
        if (start[row] >= 0 && start[row] < n) {
            m_model.addQueen(row, start[row]);
            ++m_counters.depth;
        }
    }
    m_counters.conflicts = m_model.linePairs();
    if (m_keepsDomains && n > 0) {
        m_prunedBy.assign(std::size_t(n) * std::size_t(n), -1);
        m_domainSize.assign(std::size_t(n), qint8(n));
        // The given queens' silent pruning, in the solver's order; a row
        // emptied ends it (the stream is that row's Wipeout and Done).
        for (int given = 0; given < n; ++given) {
            if (m_model.column(given) >= 0 && !prune(given, m_model.column(given))) {
                break;
            }
        }
    }
}

nq::Square RunState::prunedBy(int row, int col) const
{
    if (!m_keepsDomains || !m_model.isOnBoard(row, col)) {
        return {};
    }
    const int by = m_prunedBy[std::size_t(row) * std::size_t(boardSize()) + std::size_t(col)];
    return by < 0 ? nq::Square {} : nq::Square { by, m_model.column(by) };
}

int RunState::domainSize(int row) const
{
    if (row < 0 || row >= boardSize() || m_model.column(row) >= 0) {
        return -1;
    }
    return m_keepsDomains ? m_domainSize[std::size_t(row)] : boardSize();
}

bool RunState::isRowCovered(int row) const
{
    if (row < 0 || row >= boardSize()) {
        return false;
    }
    return m_model.column(row) >= 0 || (m_item.row == row && m_item.col < 0);
}

bool RunState::isColumnCovered(int col) const
{
    if (col < 0 || col >= boardSize()) {
        return false;
    }
    return m_model.queensOn(nq::Line::Column, 0, col) > 0 || (m_item.col == col && m_item.row < 0);
}

bool RunState::isCovered(nq::Line line, int row, int col) const
{
    if (!m_model.isOnBoard(row, col)) {
        return false;
    }
    switch (line) {
    case nq::Line::None:
        return isRowCovered(row);
    case nq::Line::Column:
        return isColumnCovered(col);
    case nq::Line::Diagonal:
    case nq::Line::AntiDiagonal:
        return m_model.queensOn(line, row, col) > 0;
    }
    return false;
}

bool RunState::prune(int row, int col)
{
    const int n = boardSize();
    for (int r = 0; r < n; ++r) {
        if (m_model.column(r) >= 0) {
            continue;
        }
        const int distance = r - row;
        for (const int c : { col - distance, col, col + distance }) {
            if (c < 0 || c >= n) {
                continue;
            }
            qint8 &owner = m_prunedBy[std::size_t(r) * std::size_t(n) + std::size_t(c)];
            if (owner < 0) {
                owner = qint8(row);
                --m_domainSize[std::size_t(r)];
            }
        }
        if (m_domainSize[std::size_t(r)] == 0) {
            return false;
        }
    }
    return true;
}

void RunState::giveBack(int row, int col)
{
    const int n = boardSize();
    for (int r = 0; r < n; ++r) {
        const int distance = r - row;
        if (distance == 0) {
            continue;
        }
        for (const int c : { col - distance, col, col + distance }) {
            if (c < 0 || c >= n) {
                continue;
            }
            qint8 &owner = m_prunedBy[std::size_t(r) * std::size_t(n) + std::size_t(c)];
            if (owner == row) {
                owner = -1;
                ++m_domainSize[std::size_t(r)];
            }
        }
    }
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
        if (m_keepsDomains) {
            giveBack(event.row, event.col);
        }
        break;
    case nq::EventKind::Reject:
        ++m_counters.rejections;
        break;
    case nq::EventKind::Prune:
        ++m_counters.prunes;
        if (m_keepsDomains && m_model.isOnBoard(event.row, event.col)) {
            m_prunedBy[std::size_t(event.row) * std::size_t(boardSize()) + std::size_t(event.col)]
                = qint8(event.byRow);
            --m_domainSize[std::size_t(event.row)];
        }
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
    m_item = itemAfter(event, m_item);
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
        if (m_keepsDomains) {
            // The domains are as they were before this queen pruned: prune again.
            prune(event.row, event.col);
        }
        break;
    case nq::EventKind::Reject:
        --m_counters.rejections;
        break;
    case nq::EventKind::Prune:
        --m_counters.prunes;
        if (m_keepsDomains && m_model.isOnBoard(event.row, event.col)) {
            m_prunedBy[std::size_t(event.row) * std::size_t(boardSize()) + std::size_t(event.col)]
                = -1;
            ++m_domainSize[std::size_t(event.row)];
        }
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
    if (previous.kind == nq::EventKind::Solution) {
        // The item after a Solution is the one before it, which `previous`
        // does not say. The event after a Solution is the Remove of the
        // queen placed just before it, whose level (and so item) it shares.
        m_item = itemAfter(event, m_item);
    } else {
        m_item = itemAfter(previous, m_item);
    }
    m_last = previous;
    m_last.work = m_counters.work;
    completeSolution();
}

void RunState::finish(quint64 work)
{
    m_counters.work = work;
    m_finished = true;
}
