// SPDX-License-Identifier: MIT
// mark-board (seed 003, "search with backtracking"): the board is an n x n
// array of cells. Placing a queen copies the board of its row (so that
// backtracking is just dropping the copy, as the seed does) and marks every
// square the queen attacks in the rows still to fill. A square is free when
// its cell is unmarked. Work: cells_written, the cells copied for each
// placement plus the cells it newly blocks: what the seed really pays.
#include "solver/backtracker.h"
#include "solver/searches.h"

namespace nq {

namespace {

class MarkBoardRules
{
public:
    explicit MarkBoardRules(int n)
        : m_n(n)
        , m_boards(static_cast<std::size_t>(n + 1) * n * n)
    { }

    void enterRow(int, WorkCounter &) { }

    Attack check(int row, int col, std::span<const int> queens, WorkCounter &)
    {
        const Cell cell = board(row)[index(row, col)];
        if (cell.marker < 0) {
            return {};
        }
        return Attack { { cell.marker, queens[cell.marker] }, cell.line };
    }

    void place(int row, int col, WorkCounter &work)
    {
        // The board below this row starts as a copy of the current one.
        Cell *current = board(row);
        Cell *next = board(row + 1);
        std::copy(current, current + m_n * m_n, next);
        work.addWork(static_cast<std::uint64_t>(m_n) * m_n);
        for (int r = row + 1; r < m_n; ++r) {
            const int distance = r - row;
            mark(next, work, r, col, row, Line::Column);
            mark(next, work, r, col + distance, row, Line::Diagonal);
            mark(next, work, r, col - distance, row, Line::AntiDiagonal);
        }
    }

    void remove(int, int, WorkCounter &) { }

private:
    struct Cell
    {
        int marker = -1; // row of the first queen that blocked this square
        Line line = Line::None;
    };

    Cell *board(int row) { return m_boards.data() + static_cast<std::size_t>(row) * m_n * m_n; }
    int index(int row, int col) const { return row * m_n + col; }

    void mark(Cell *cells, WorkCounter &work, int row, int col, int marker, Line line)
    {
        if (col < 0 || col >= m_n) {
            return;
        }
        Cell &cell = cells[index(row, col)];
        if (cell.marker < 0) {
            cell = { marker, line };
            work.addWork();
        }
    }

    int m_n;
    // One board per depth: m_boards[row] is the board the queen of `row` is tried on.
    std::vector<Cell> m_boards;
};

} // namespace

Generator<Event> markBoardSearch(int n)
{
    return backtrack<MarkBoardRules>(Algorithm::MarkBoard, n);
}

} // namespace nq
