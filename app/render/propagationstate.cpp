// SPDX-License-Identifier: MIT
#include "render/propagationstate.h"

#include "algorithms/algorithmregistry.h"

#include <algorithm>

namespace {

// The item the search is at after `event`, given the item before it (see
// PropagationState::currentItem()).
nq::Square itemAfter(const PropagationState::Change &event, nq::Square before)
{
    switch (event.kind) {
    case nq::EventKind::Place:
    case nq::EventKind::Remove:
        if (event.by.row >= 0 || event.by.col >= 0) {
            return event.by;
        }
        return { event.square.row, -1 };
    case nq::EventKind::Reject:
        return { event.square.row, -1 };
    case nq::EventKind::Prune:
    case nq::EventKind::Wipeout:
        return { event.by.row, -1 };
    case nq::EventKind::Choose:
        return event.square;
    case nq::EventKind::Solution:
        return before;
    case nq::EventKind::Done:
        break;
    }
    return {};
}

} // namespace

bool PropagationState::keepsDomains(nq::Algorithm algorithm)
{
    return AlgorithmRegistry::of(algorithm).traits().keepsDomains;
}

PropagationState::PropagationState(const BoardModel &given, nq::Algorithm algorithm)
    : m_n(given.size())
    , m_keepsDomains(keepsDomains(algorithm) && given.size() > 0)
{
    if (!m_keepsDomains) {
        return;
    }
    m_prunedBy.assign(std::size_t(m_n) * std::size_t(m_n), -1);
    m_domainSize.assign(std::size_t(m_n), qint8(m_n));
    // The given queens' silent pruning, in the solver's order; a row
    // emptied ends it (the stream is that row's Wipeout and Done).
    for (int row = 0; row < m_n; ++row) {
        if (given.column(row) >= 0 && !prune(given, row, given.column(row))) {
            break;
        }
    }
}

int PropagationState::prunedByRow(int row, int col) const
{
    if (!m_keepsDomains || row < 0 || row >= m_n || col < 0 || col >= m_n) {
        return -1;
    }
    return m_prunedBy[std::size_t(row) * std::size_t(m_n) + std::size_t(col)];
}

int PropagationState::domainCount(int row) const
{
    if (!m_keepsDomains || row < 0 || row >= m_n) {
        return -1;
    }
    return m_domainSize[std::size_t(row)];
}

bool PropagationState::prune(const BoardModel &board, int row, int col)
{
    for (int r = 0; r < m_n; ++r) {
        if (board.column(r) >= 0) {
            continue;
        }
        const int distance = r - row;
        for (const int c : { col - distance, col, col + distance }) {
            if (c < 0 || c >= m_n) {
                continue;
            }
            qint8 &by = owner(r, c);
            if (by < 0) {
                by = qint8(row);
                --m_domainSize[std::size_t(r)];
            }
        }
        if (m_domainSize[std::size_t(r)] == 0) {
            return false;
        }
    }
    return true;
}

void PropagationState::giveBack(int row, int col)
{
    for (int r = 0; r < m_n; ++r) {
        const int distance = r - row;
        if (distance == 0) {
            continue;
        }
        for (const int c : { col - distance, col, col + distance }) {
            if (c < 0 || c >= m_n) {
                continue;
            }
            qint8 &by = owner(r, c);
            if (by == row) {
                by = -1;
                ++m_domainSize[std::size_t(r)];
            }
        }
    }
}

void PropagationState::apply(const Change &event, const BoardModel &after)
{
    if (event.kind == nq::EventKind::Done) {
        return; // not a step
    }
    const nq::Square &square = event.square;
    if (m_keepsDomains) {
        if (event.kind == nq::EventKind::Remove) {
            giveBack(square.row, square.col);
        } else if (event.kind == nq::EventKind::Prune && after.isOnBoard(square.row, square.col)) {
            owner(square.row, square.col) = qint8(event.by.row);
            --m_domainSize[std::size_t(square.row)];
        }
    }
    m_item = itemAfter(event, m_item);
    m_wipedOut = event.kind == nq::EventKind::Wipeout ? square.row : -1;
}

void PropagationState::undo(const Change &event, const Change &previous, const BoardModel &after)
{
    if (event.kind == nq::EventKind::Done) {
        return;
    }
    const nq::Square &square = event.square;
    if (m_keepsDomains) {
        if (event.kind == nq::EventKind::Remove) {
            // The domains are as they were before this queen pruned: prune again.
            prune(after, square.row, square.col);
        } else if (event.kind == nq::EventKind::Prune && after.isOnBoard(square.row, square.col)) {
            owner(square.row, square.col) = -1;
            ++m_domainSize[std::size_t(square.row)];
        }
    }
    if (previous.kind == nq::EventKind::Solution) {
        // The item after a Solution is the one before it, which `previous`
        // does not say. The event after a Solution is the Remove of the
        // queen placed just before it, whose level (and so item) it shares.
        m_item = itemAfter(event, m_item);
    } else {
        m_item = itemAfter(previous, m_item);
    }
    m_wipedOut = previous.kind == nq::EventKind::Wipeout ? previous.square.row : -1;
}

bool PropagationState::isRowCovered(const BoardModel &board, int row) const
{
    if (row < 0 || row >= board.size()) {
        return false;
    }
    return board.column(row) >= 0 || (m_item.row == row && m_item.col < 0);
}

bool PropagationState::isColumnCovered(const BoardModel &board, int col) const
{
    if (col < 0 || col >= board.size()) {
        return false;
    }
    return board.queensOn(nq::Line::Column, 0, col) > 0 || (m_item.col == col && m_item.row < 0);
}

bool PropagationState::isCovered(const BoardModel &board, nq::Line line, int row, int col) const
{
    if (!board.isOnBoard(row, col)) {
        return false;
    }
    switch (line) {
    case nq::Line::None:
        return isRowCovered(board, row);
    case nq::Line::Column:
        return isColumnCovered(board, col);
    case nq::Line::Diagonal:
    case nq::Line::AntiDiagonal:
        return board.queensOn(line, row, col) > 0;
    }
    return false;
}

BoardPainter::Propagation PropagationState::marks(
    const BoardModel &board, nq::Algorithm algorithm, bool finished) const
{
    BoardPainter::Propagation marks;
    const int n = board.size();
    if (finished || n <= 0) {
        return marks;
    }
    const qsizetype squares = qsizetype(n) * n;
    if (m_keepsDomains && m_n == n) {
        // The domains of the rows still to fill; a filled row's pruned
        // squares no longer matter to the search.
        marks.pruned.resize(squares, false);
        for (int row = 0; row < n; ++row) {
            if (board.column(row) >= 0) {
                continue;
            }
            for (int col = 0; col < n; ++col) {
                marks.pruned[qsizetype(row) * n + col] = prunedByRow(row, col) >= 0;
            }
        }
    }
    marks.wipedOutRow = m_wipedOut;
    if (AlgorithmRegistry::of(algorithm).traits().coversLines) {
        const int lines = 2 * n - 1;
        marks.covered.resize(squares);
        marks.diagonals.resize(lines);
        marks.antiDiagonals.resize(lines);
        for (int d = 0; d < lines; ++d) {
            // A square on each line: row - col = d - (n - 1), row + col = d.
            const int k = d - (n - 1);
            marks.diagonals[d] = isCovered(board, nq::Line::Diagonal, std::max(0, k), std::max(0, k) - k);
            const int top = std::max(0, d - (n - 1));
            marks.antiDiagonals[d] = isCovered(board, nq::Line::AntiDiagonal, top, d - top);
        }
        for (int row = 0; row < n; ++row) {
            for (int col = 0; col < n; ++col) {
                marks.covered[qsizetype(row) * n + col] = isRowCovered(board, row)
                    || isColumnCovered(board, col) || marks.diagonals[row - col + n - 1]
                    || marks.antiDiagonals[row + col];
            }
        }
        marks.currentColumn = m_item.row < 0 ? m_item.col : -1;
    }
    return marks;
}

int PropagationState::chosenRow(bool finished) const
{
    return finished || m_item.col >= 0 ? -1 : m_item.row;
}
