// SPDX-License-Identifier: MIT
// mark-board (seed 003, "search with backtracking"): the board is an n x n
// array of cells. Placing a queen copies the board of its row (so that
// backtracking is just dropping the copy, as the seed does) and marks every
// square the queen attacks in the rows still to fill. A square is free when
// its cell is unmarked. Work: cells_written, the cells copied for each
// placement plus the cells it newly blocks: what the seed really pays.
//
// From a start position the given queens mark their squares first, top down,
// on the board the first free row is tried on, in every free row above and
// below them (counted: the cells each newly blocks); a placed queen marks the
// free rows below it only (a given row is never tried) and its board copy
// goes to the next free row's board. A square attacked by a given queen is so
// named by the first given queen that attacks it, whatever was placed since.
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
        , m_free(n, true)
        , m_next(n, n)
    { }

    void give(std::span<const int> start, WorkCounter &work)
    {
        int next = m_n;
        for (int row = m_n - 1; row >= 0; --row) {
            m_next[row] = next;
            m_free[row] = start[row] == FreeRow;
            if (m_free[row]) {
                next = row;
            }
        }
        Cell *first = board(next); // the board the first free row is tried on
        for (int given = 0; given < m_n; ++given) {
            if (m_free[given]) {
                continue;
            }
            for (int r = 0; r < m_n; ++r) {
                if (m_free[r]) {
                    markLines(first, work, r, given, start[given]);
                }
            }
        }
    }

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
        // The board of the next free row starts as a copy of the current one.
        Cell *current = board(row);
        Cell *next = board(m_next[row]);
        std::copy(current, current + m_n * m_n, next);
        work.addWork(static_cast<std::uint64_t>(m_n) * m_n);
        for (int r = m_next[row]; r < m_n; r = m_next[r]) {
            markLines(next, work, r, row, col);
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

    // Marks the squares of `row` that the queen on (queenRow, queenCol) attacks.
    void markLines(Cell *cells, WorkCounter &work, int row, int queenRow, int queenCol)
    {
        const int distance = row - queenRow;
        mark(cells, work, row, queenCol, queenRow, Line::Column);
        mark(cells, work, row, queenCol + distance, queenRow, Line::Diagonal);
        mark(cells, work, row, queenCol - distance, queenRow, Line::AntiDiagonal);
    }

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
    // One board per depth: m_boards[row] is the board the queen of `row` is
    // tried on (free rows only; m_boards[n] takes the last placement's copy).
    std::vector<Cell> m_boards;
    std::vector<bool> m_free; // rows without a given queen
    std::vector<int> m_next; // the first free row after each row, or n
};

} // namespace

Generator<Event> markBoardSearch(int n, std::vector<int> start)
{
    return backtrack<MarkBoardRules>(Algorithm::MarkBoard, n, std::move(start));
}

} // namespace nq
