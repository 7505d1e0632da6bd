// SPDX-License-Identifier: MIT
#include "solver/completion.h"

#include "solver/solutions.h"
#include "solver/symmetry.h"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace nq {

namespace {

// The lines taken by the placed queens, as bitboards: column c is bit c,
// diagonal (col - row constant) is bit col - row + n - 1, anti-diagonal
// (row + col constant) is bit row + col.
struct Board
{
    int n = 0;
    std::uint32_t full = 0;
    std::uint32_t columns = 0;
    std::uint64_t diagonals = 0;
    std::uint64_t antiDiagonals = 0;
    std::uint32_t emptyRows = 0; // bit r: row r has no queen
    int cols[MaxCompletionSize] = {};

    // The free squares of row r, as a column bitboard.
    std::uint32_t freeIn(int r) const
    {
        const auto diag = std::uint32_t(diagonals >> (n - 1 - r));
        const auto anti = std::uint32_t(antiDiagonals >> r);
        return full & ~(columns | diag | anti);
    }
    void place(int r, int c)
    {
        columns |= std::uint32_t(1) << c;
        diagonals |= std::uint64_t(1) << (c - r + n - 1);
        antiDiagonals |= std::uint64_t(1) << (r + c);
        emptyRows &= ~(std::uint32_t(1) << r);
        cols[r] = c;
    }
    void remove(int r, int c)
    {
        columns &= ~(std::uint32_t(1) << c);
        diagonals &= ~(std::uint64_t(1) << (c - r + n - 1));
        antiDiagonals &= ~(std::uint64_t(1) << (r + c));
        emptyRows |= std::uint32_t(1) << r;
        cols[r] = -1;
    }
};

Board makeBoard(std::span<const int> columns)
{
    const int n = int(columns.size());
    if (n < 1 || n > MaxCompletionSize) {
        throw std::invalid_argument("board size out of range for completion");
    }
    Board board;
    board.n = n;
    board.full = n == 32 ? ~std::uint32_t(0) : (std::uint32_t(1) << n) - 1;
    board.emptyRows = board.full;
    for (int r = 0; r < n; ++r) {
        board.cols[r] = -1;
    }
    for (int r = 0; r < n; ++r) {
        const int c = columns[r];
        if (c < -1 || c >= n) {
            throw std::invalid_argument("column out of range");
        }
        if (c < 0) {
            continue;
        }
        if (!(board.freeIn(r) & (std::uint32_t(1) << c))) {
            throw std::invalid_argument("the placed queens attack each other");
        }
        board.place(r, c);
    }
    return board;
}

class Search
{
public:
    Search(Board &board, const CompletionLimits &limits, std::uint64_t nodes)
        : m_board(board)
        , m_limits(limits)
        , m_nodes(nodes)
    { }

    // True when a solution was found (m_board holds it); false when the
    // position is a dead end or the search was cut short (see outcome()).
    bool run()
    {
        if (m_cut) {
            return false;
        }
        Board &b = m_board;
        if (b.emptyRows == 0) {
            return true;
        }
        // The most constrained empty row; an empty row without a free
        // square ends this branch at once.
        int best = -1;
        int bestCount = 64;
        std::uint32_t bestFree = 0;
        std::uint32_t reachable = 0; // columns some empty row can still take
        for (std::uint32_t rows = b.emptyRows; rows; rows &= rows - 1) {
            const int r = std::countr_zero(rows);
            const std::uint32_t free = b.freeIn(r);
            const int count = std::popcount(free);
            if (count < bestCount) {
                best = r;
                bestCount = count;
                bestFree = free;
                if (count == 0) {
                    return false;
                }
            }
            reachable |= free;
        }
        // Every empty row needs a column of its own.
        if (std::popcount(reachable) < std::popcount(b.emptyRows)) {
            return false;
        }
        for (std::uint32_t free = bestFree; free; free &= free - 1) {
            if (++m_nodes > m_limits.maxNodes && m_limits.maxNodes != 0) {
                m_cut = true;
                m_outcome = CompletionOutcome::GaveUp;
                return false;
            }
            if ((m_nodes & 255) == 1 && m_limits.stop.stop_requested()) {
                m_cut = true;
                m_outcome = CompletionOutcome::Stopped;
                return false;
            }
            const int c = std::countr_zero(free);
            b.place(best, c);
            if (run()) {
                return true;
            }
            b.remove(best, c);
            if (m_cut) {
                return false;
            }
        }
        return false;
    }

    bool cut() const { return m_cut; }
    CompletionOutcome outcome() const { return m_outcome; }
    std::uint64_t nodes() const { return m_nodes; }

private:
    Board &m_board;
    const CompletionLimits &m_limits;
    std::uint64_t m_nodes;
    bool m_cut = false;
    CompletionOutcome m_outcome = CompletionOutcome::Impossible;
};

// Completions below `row` with rows 0..row-1 filled, the classic row-order
// bitboard count (shifted diagonals).
std::uint64_t countRows(int n, std::uint32_t full, int row, std::uint32_t columns,
    std::uint32_t left, std::uint32_t right, const int *fixed)
{
    if (row == n) {
        return 1;
    }
    std::uint32_t free = full & ~(columns | left | right);
    if (fixed[row] >= 0) {
        free &= std::uint32_t(1) << fixed[row];
    }
    std::uint64_t count = 0;
    for (; free; free &= free - 1) {
        const std::uint32_t bit = free & (0u - free);
        count += countRows(
            n, full, row + 1, columns | bit, (left | bit) << 1, (right | bit) >> 1, fixed);
    }
    return count;
}

} // namespace

Completion complete(std::span<const int> columns, const CompletionLimits &limits)
{
    Board board = makeBoard(columns);
    Search search(board, limits, 0);
    Completion result;
    if (search.run()) {
        result.outcome = CompletionOutcome::Found;
        result.columns.assign(board.cols, board.cols + board.n);
    } else {
        result.outcome = search.outcome();
    }
    result.nodes = search.nodes();
    return result;
}

Hint findHint(std::span<const int> columns, const CompletionLimits &limits)
{
    Board board = makeBoard(columns);
    Hint hint;
    if (board.emptyRows == 0) {
        hint.outcome = CompletionOutcome::Found;
        return hint;
    }
    const int row = std::countr_zero(board.emptyRows);
    std::uint64_t nodes = 0;
    for (std::uint32_t free = board.freeIn(row); free; free &= free - 1) {
        const int col = std::countr_zero(free);
        Board trial = board;
        trial.place(row, col);
        Search search(trial, limits, nodes + 1);
        const bool found = search.run();
        nodes = search.nodes();
        if (found) {
            hint.outcome = CompletionOutcome::Found;
            hint.row = row;
            hint.col = col;
            hint.nodes = nodes;
            return hint;
        }
        if (search.cut()) {
            hint.outcome = search.outcome();
            hint.nodes = nodes;
            return hint;
        }
    }
    hint.outcome = CompletionOutcome::Impossible;
    hint.nodes = nodes;
    return hint;
}

std::uint64_t countCompletions(std::span<const int> columns)
{
    const Board board = makeBoard(columns); // checks the preconditions
    return countRows(board.n, board.full, 0, 0, 0, 0, board.cols);
}

SolutionIdentity identify(std::span<const int> solution)
{
    const int n = int(solution.size());
    if (n < 1 || n > MaxIdentifySize || !isValidSolution(solution)) {
        throw std::invalid_argument("not a solution that can be identified");
    }
    const std::vector<int> canon = canonical(solution);
    SolutionIdentity identity;
    forEachSolution(n, [&](std::span<const int> columns) {
        ++identity.total;
        if (std::equal(columns.begin(), columns.end(), solution.begin())) {
            identity.index = identity.total;
        }
        if (isCanonical(columns)) {
            ++identity.fundamentalTotal;
            if (std::equal(columns.begin(), columns.end(), canon.begin())) {
                identity.fundamentalIndex = identity.fundamentalTotal;
            }
        }
        return true;
    });
    return identity;
}

} // namespace nq
