// SPDX-License-Identifier: MIT
// check-queens (seeds 000 and 004): a square is tested against every queen
// already placed, one pair at a time. Work: queen_checks, the pairs compared.
#include "backtracker.h"
#include "searches.h"

namespace nq {

namespace {

class CheckQueensRules
{
public:
    void enterRow(int, Recorder &) { }

    std::optional<Attack> check(int row, int col, std::span<const int> queens, Recorder &recorder)
    {
        for (int r = 0; r < row; ++r) {
            recorder.addWork();
            const Square queen { r, queens[r] };
            const Line line = attackLine(queen, { row, col });
            if (line != Line::None) {
                return Attack { queen, line };
            }
        }
        return std::nullopt;
    }

    void place(int, int, Recorder &) { }
    void remove(int, int, Recorder &) { }
};

} // namespace

Generator<Event> checkQueensSearch(int n)
{
    return backtrack(Algorithm::CheckQueens, n, CheckQueensRules {});
}

} // namespace nq
