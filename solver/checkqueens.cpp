// SPDX-License-Identifier: MIT
// check-queens (seeds 000 and 004): a square is tested against every queen
// on the board, one pair at a time, top down: the queens placed above it and,
// from a start position, the given queens below it. Work: queen_checks, the
// pairs compared (the given queens cost nothing to set up: they are just on
// the board).
#include "solver/backtracker.h"
#include "solver/searches.h"

namespace nq {

namespace {

class CheckQueensRules
{
public:
    explicit CheckQueensRules(int n)
        : m_firstBelow(n, 0)
    { }

    // Remembers which rows hold given queens, so that check() asks the ones
    // below a row without scanning the free rows there.
    void give(std::span<const int> start, WorkCounter &)
    {
        const int n = static_cast<int>(start.size());
        for (int row = 0; row < n; ++row) {
            if (start[row] != FreeRow) {
                m_givenRows.push_back(row);
            }
        }
        std::size_t below = 0;
        for (int row = 0; row < n; ++row) {
            while (below < m_givenRows.size() && m_givenRows[below] <= row) {
                ++below;
            }
            m_firstBelow[row] = below;
        }
    }

    void enterRow(int, WorkCounter &) { }

    Attack check(int row, int col, std::span<const int> queens, WorkCounter &work)
    {
        for (int r = 0; r < row; ++r) {
            if (const Attack attack = ask({ r, queens[r] }, { row, col }, work);
                attack.line != Line::None) {
                return attack;
            }
        }
        for (std::size_t i = m_firstBelow[row]; i < m_givenRows.size(); ++i) {
            const int r = m_givenRows[i];
            if (const Attack attack = ask({ r, queens[r] }, { row, col }, work);
                attack.line != Line::None) {
                return attack;
            }
        }
        return {};
    }

    void place(int, int, WorkCounter &) { }
    void remove(int, int, WorkCounter &) { }

private:
    static Attack ask(Square queen, Square square, WorkCounter &work)
    {
        work.addWork();
        return Attack { queen, attackLine(queen, square) };
    }

    std::vector<int> m_givenRows; // top down
    std::vector<std::size_t> m_firstBelow; // per row: the first of m_givenRows below it
};

} // namespace

Generator<Event> checkQueensSearch(int n, std::vector<int> start)
{
    return backtrack<CheckQueensRules>(Algorithm::CheckQueens, n, std::move(start));
}

} // namespace nq
