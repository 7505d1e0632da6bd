// SPDX-License-Identifier: MIT
// lock-lines (seeds 001, 002, 004): one lock array for the columns and one
// for each direction of diagonal; a square is free when its three locks are.
// Each lock holds the row of the queen that set it (-1 when open), so a
// refusal can name its queen. Work: lock_lookups, the lock reads. The given
// queens of a start set their locks before the search, as a placement does;
// setting locks is not counted (it is not a lookup), so that set-up costs 0.
#include "solver/backtracker.h"
#include "solver/searches.h"

namespace nq {

namespace {

class LockLinesRules
{
public:
    explicit LockLinesRules(int n)
        : m_n(n)
        , m_columns(n, -1)
        , m_antiDiagonals(2 * n - 1, -1)
        , m_diagonals(2 * n - 1, -1)
    { }

    void give(std::span<const int> start, WorkCounter &)
    {
        for (int row = 0; row < static_cast<int>(start.size()); ++row) {
            if (start[row] != FreeRow) {
                setLocks(row, start[row], row);
            }
        }
    }

    void enterRow(int, WorkCounter &) { }

    // The order of seed 002: column, then row + col, then row - col.
    Attack check(int row, int col, std::span<const int> queens, WorkCounter &work)
    {
        work.addWork();
        if (const int holder = m_columns[col]; holder >= 0) {
            return Attack { { holder, queens[holder] }, Line::Column };
        }
        work.addWork();
        if (const int holder = m_antiDiagonals[row + col]; holder >= 0) {
            return Attack { { holder, queens[holder] }, Line::AntiDiagonal };
        }
        work.addWork();
        if (const int holder = m_diagonals[diagonal(row, col)]; holder >= 0) {
            return Attack { { holder, queens[holder] }, Line::Diagonal };
        }
        return {};
    }

    void place(int row, int col, WorkCounter &) { setLocks(row, col, row); }
    // A placed queen shares no line with any other queen on the board, so
    // opening its locks never opens a given queen's.
    void remove(int row, int col, WorkCounter &) { setLocks(row, col, -1); }

private:
    int diagonal(int row, int col) const { return row - col + m_n - 1; }
    void setLocks(int row, int col, int holder)
    {
        m_columns[col] = holder;
        m_antiDiagonals[row + col] = holder;
        m_diagonals[diagonal(row, col)] = holder;
    }

    int m_n;
    std::vector<int> m_columns;
    std::vector<int> m_antiDiagonals;
    std::vector<int> m_diagonals;
};

} // namespace

Generator<Event> lockLinesSearch(int n, std::vector<int> start)
{
    return backtrack<LockLinesRules>(Algorithm::LockLines, n, std::move(start));
}

} // namespace nq
