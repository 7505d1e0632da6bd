// SPDX-License-Identifier: MIT
// check-queens (seeds 000 and 004): a square is tested against every queen
// already placed, one pair at a time. Work: queen_checks, the pairs compared.
#include "solver/backtracker.h"
#include "solver/searches.h"

namespace nq {

namespace {

class CheckQueensRules
{
public:
    explicit CheckQueensRules(int) { } // no state: check() scans the queens placed

    void enterRow(int, WorkCounter &) { }

    Attack check(int row, int col, std::span<const int> queens, WorkCounter &work)
    {
        for (int r = 0; r < row; ++r) {
            work.addWork();
            const Square queen { r, queens[r] };
            const Line line = attackLine(queen, { row, col });
            if (line != Line::None) {
                return Attack { queen, line };
            }
        }
        return {};
    }

    void place(int, int, WorkCounter &) { }
    void remove(int, int, WorkCounter &) { }
};

} // namespace

Generator<Event> checkQueensSearch(int n)
{
    return backtrack<CheckQueensRules>(Algorithm::CheckQueens, n);
}

} // namespace nq
