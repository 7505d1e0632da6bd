// SPDX-License-Identifier: MIT
#include "solver/position.h"

#include <algorithm>

namespace nq {

namespace {

// The item the search is at after `event`, given the item before it (see
// Position::currentItem()).
inline Square itemAfter(const Position::Change &event, Square before)
{
    switch (event.kind) {
    case EventKind::Place:
    case EventKind::Remove:
        if (event.by.row >= 0 || event.by.col >= 0) {
            return event.by;
        }
        return { event.square.row, -1 };
    case EventKind::Reject:
        return { event.square.row, -1 };
    case EventKind::Prune:
    case EventKind::Wipeout:
        return { event.by.row, -1 };
    case EventKind::Choose:
        return event.square;
    case EventKind::Solution:
        return before;
    case EventKind::Done:
        break;
    }
    return {};
}

} // namespace

bool Position::Marks::isSquareCovered(int row, int col) const
{
    if (row < 0 || row >= n || col < 0 || col >= n || rows.size() != std::size_t(n)) {
        return false;
    }
    return rows[std::size_t(row)] || columns[std::size_t(col)]
        || diagonals[std::size_t(row - col + n - 1)] || antiDiagonals[std::size_t(row + col)];
}

bool Position::keepsDomains(Algorithm algorithm) noexcept
{
    return algorithm == Algorithm::ForwardChecking || algorithm == Algorithm::Mrv;
}

Position::Position(int n, Algorithm algorithm, std::span<const int> start)
    : m_n(std::max(n, 0))
    , m_algorithm(algorithm)
    , m_columns(std::size_t(m_n), -1)
    , m_columnCount(std::size_t(m_n), 0)
    , m_diagonalCount(std::size_t(std::max(2 * m_n - 1, 0)), 0)
    , m_antiDiagonalCount(std::size_t(std::max(2 * m_n - 1, 0)), 0)
    , m_keepsDomains(keepsDomains(algorithm) && m_n > 0)
{
    for (int row = 0; row < std::min(m_n, int(start.size())); ++row) {
        if (isOnBoard(row, start[std::size_t(row)])) {
            addQueen(row, start[std::size_t(row)]);
        }
    }
    if (!m_keepsDomains) {
        return;
    }
    m_prunedBy.assign(std::size_t(m_n) * std::size_t(m_n), -1);
    m_domainSize.assign(std::size_t(m_n), std::int8_t(m_n));
    // The given queens' silent pruning, in the solver's order; a row
    // emptied ends it (the stream is that row's Wipeout and Done).
    for (int row = 0; row < m_n; ++row) {
        if (column(row) >= 0 && !prune(row, column(row))) {
            break;
        }
    }
}

int Position::queensOn(Line line, int row, int col) const noexcept
{
    if (!isOnBoard(row, col)) {
        return 0;
    }
    switch (line) {
    case Line::Column:
        return m_columnCount[std::size_t(col)];
    case Line::Diagonal:
        return m_diagonalCount[std::size_t(row - col + m_n - 1)];
    case Line::AntiDiagonal:
        return m_antiDiagonalCount[std::size_t(row + col)];
    case Line::None:
        break;
    }
    return 0;
}

int Position::attackers(int row, int col) const noexcept
{
    if (!isOnBoard(row, col)) {
        return 0;
    }
    // A queen on the square itself stands on all three lines.
    const int own = column(row) == col ? 3 : 0;
    return queensOn(Line::Column, row, col) + queensOn(Line::Diagonal, row, col)
        + queensOn(Line::AntiDiagonal, row, col) - own;
}

void Position::addQueen(int row, int col)
{
    if (!isOnBoard(row, col) || m_columns[std::size_t(row)] >= 0) {
        return;
    }
    m_columns[std::size_t(row)] = col;
    ++m_queens;
    // The new queen makes a pair with each queen already on its lines.
    int &onColumn = m_columnCount[std::size_t(col)];
    int &onDiagonal = m_diagonalCount[std::size_t(row - col + m_n - 1)];
    int &onAnti = m_antiDiagonalCount[std::size_t(row + col)];
    m_pairs += std::uint64_t(onColumn + onDiagonal + onAnti);
    ++onColumn;
    ++onDiagonal;
    ++onAnti;
}

void Position::removeQueen(int row, int col)
{
    if (!isOnBoard(row, col) || m_columns[std::size_t(row)] != col) {
        return;
    }
    m_columns[std::size_t(row)] = -1;
    --m_queens;
    int &onColumn = m_columnCount[std::size_t(col)];
    int &onDiagonal = m_diagonalCount[std::size_t(row - col + m_n - 1)];
    int &onAnti = m_antiDiagonalCount[std::size_t(row + col)];
    --onColumn;
    --onDiagonal;
    --onAnti;
    m_pairs -= std::uint64_t(onColumn + onDiagonal + onAnti);
}

Square Position::prunedBy(int row, int col) const noexcept
{
    if (!m_keepsDomains || !isOnBoard(row, col)) {
        return {};
    }
    const int by = m_prunedBy[std::size_t(row) * std::size_t(m_n) + std::size_t(col)];
    return by < 0 ? Square {} : Square { by, column(by) };
}

int Position::domainSize(int row) const noexcept
{
    if (row < 0 || row >= m_n || column(row) >= 0) {
        return -1;
    }
    return m_keepsDomains ? m_domainSize[std::size_t(row)] : m_n;
}

bool Position::prune(int row, int col)
{
    for (int r = 0; r < m_n; ++r) {
        if (column(r) >= 0) {
            continue;
        }
        const int distance = r - row;
        for (const int c : { col - distance, col, col + distance }) {
            if (c < 0 || c >= m_n) {
                continue;
            }
            std::int8_t &by = owner(r, c);
            if (by < 0) {
                by = std::int8_t(row);
                --m_domainSize[std::size_t(r)];
            }
        }
        if (m_domainSize[std::size_t(r)] == 0) {
            return false;
        }
    }
    return true;
}

void Position::giveBack(int row, int col)
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
            std::int8_t &by = owner(r, c);
            if (by == row) {
                by = -1;
                ++m_domainSize[std::size_t(r)];
            }
        }
    }
}

void Position::apply(const Change &event)
{
    if (event.kind == EventKind::Done) {
        m_finished = true; // not a step
        return;
    }
    const Square &square = event.square;
    switch (event.kind) {
    case EventKind::Place:
        addQueen(square.row, square.col);
        break;
    case EventKind::Remove:
        removeQueen(square.row, square.col);
        if (m_keepsDomains && isOnBoard(square.row, square.col)) {
            giveBack(square.row, square.col);
        }
        break;
    case EventKind::Prune:
        if (m_keepsDomains && isOnBoard(square.row, square.col)) {
            owner(square.row, square.col) = std::int8_t(event.by.row);
            --m_domainSize[std::size_t(square.row)];
        }
        break;
    case EventKind::Reject:
    case EventKind::Wipeout:
    case EventKind::Choose:
    case EventKind::Solution:
    case EventKind::Done:
        break;
    }
    m_item = itemAfter(event, m_item);
    m_wipedOut = event.kind == EventKind::Wipeout ? square.row : -1;
    m_last = kept(event);
}

void Position::undo(const Change &event, const Change &previous)
{
    m_finished = false;
    if (event.kind == EventKind::Done) {
        return;
    }
    const Square &square = event.square;
    switch (event.kind) {
    case EventKind::Place:
        removeQueen(square.row, square.col);
        break;
    case EventKind::Remove:
        addQueen(square.row, square.col);
        if (m_keepsDomains && isOnBoard(square.row, square.col)) {
            // The domains are as they were before this queen pruned: prune again.
            prune(square.row, square.col);
        }
        break;
    case EventKind::Prune:
        if (m_keepsDomains && isOnBoard(square.row, square.col)) {
            owner(square.row, square.col) = -1;
            ++m_domainSize[std::size_t(square.row)];
        }
        break;
    case EventKind::Reject:
    case EventKind::Wipeout:
    case EventKind::Choose:
    case EventKind::Solution:
    case EventKind::Done:
        break;
    }
    if (previous.kind == EventKind::Solution) {
        // The item after a Solution is the one before it, which `previous`
        // does not say. The event after a Solution is the Remove of the
        // queen placed just before it, whose level (and so item) it shares.
        m_item = itemAfter(event, m_item);
    } else {
        m_item = itemAfter(previous, m_item);
    }
    m_wipedOut = previous.kind == EventKind::Wipeout ? previous.square.row : -1;
    m_last = kept(previous);
}

bool Position::isRowCovered(int row) const noexcept
{
    if (row < 0 || row >= m_n) {
        return false;
    }
    return column(row) >= 0 || (m_item.row == row && m_item.col < 0);
}

bool Position::isColumnCovered(int col) const noexcept
{
    if (col < 0 || col >= m_n) {
        return false;
    }
    return m_columnCount[std::size_t(col)] > 0 || (m_item.col == col && m_item.row < 0);
}

bool Position::isCovered(Line line, int row, int col) const noexcept
{
    if (!isOnBoard(row, col)) {
        return false;
    }
    switch (line) {
    case Line::None:
        return isRowCovered(row);
    case Line::Column:
        return isColumnCovered(col);
    case Line::Diagonal:
    case Line::AntiDiagonal:
        return queensOn(line, row, col) > 0;
    }
    return false;
}

int Position::focusRow() const noexcept
{
    if (m_finished) {
        return -1;
    }
    if (algorithmInfo(m_algorithm).choosesRows) {
        return m_item.col >= 0 ? -1 : m_item.row;
    }
    if (isBacktracker(m_algorithm)) {
        // The first empty row: rows fill top down, and a run from given
        // queens skips theirs.
        const auto empty = std::find(m_columns.begin(), m_columns.end(), -1);
        return empty == m_columns.end() ? -1 : int(empty - m_columns.begin());
    }
    switch (m_last.kind) {
    case EventKind::Solution:
        return -1;
    case EventKind::Remove:
        return m_last.row; // lifted: its row's squares are being scored
    case EventKind::Place:
        if (m_last.repair) {
            return m_last.row; // just moved: the counts show why this square
        }
        break;
    default:
        break;
    }
    // The start fills rows top down: the next one is scored next.
    return m_queens < m_n ? m_queens : -1;
}

Position::Marks Position::marks() const
{
    Marks marks;
    marks.n = m_n;
    if (m_finished || m_n <= 0) {
        return marks;
    }
    const std::size_t n = std::size_t(m_n);
    if (m_keepsDomains) {
        marks.prunedBy.resize(n * n);
        for (int row = 0; row < m_n; ++row) {
            if (column(row) >= 0) {
                continue;
            }
            for (int col = 0; col < m_n; ++col) {
                marks.prunedBy[std::size_t(row) * n + std::size_t(col)] = prunedBy(row, col);
            }
        }
    }
    marks.wipedOutRow = m_wipedOut;
    if (m_algorithm == Algorithm::DancingLinks) {
        const int lines = 2 * m_n - 1;
        marks.rows.resize(n);
        marks.columns.resize(n);
        marks.diagonals.resize(std::size_t(lines));
        marks.antiDiagonals.resize(std::size_t(lines));
        for (int i = 0; i < m_n; ++i) {
            marks.rows[std::size_t(i)] = isRowCovered(i);
            marks.columns[std::size_t(i)] = isColumnCovered(i);
        }
        for (int d = 0; d < lines; ++d) {
            marks.diagonals[std::size_t(d)] = m_diagonalCount[std::size_t(d)] > 0;
            marks.antiDiagonals[std::size_t(d)] = m_antiDiagonalCount[std::size_t(d)] > 0;
        }
        marks.currentColumn = m_item.row < 0 ? m_item.col : -1;
    }
    return marks;
}

} // namespace nq
