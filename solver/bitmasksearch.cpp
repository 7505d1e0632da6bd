// SPDX-License-Identifier: MIT
// bitmask (beyond the seeds): the attacked columns and the two kinds of
// diagonal are kept as bitboards for the row being filled, shifted one step
// as the search goes down a row; one AND-NOT gives the free squares of a row.
// Work: mask_operations, one per free mask computed and one per queen whose
// masks are carried down a row. Blocked squares cost the algorithm nothing;
// naming their attacker for the view is explanation, not counted work.
#include "solver/backtracker.h"
#include "solver/searches.h"

#include <cstdint>

namespace nq {

namespace {

class BitmaskRules
{
public:
    explicit BitmaskRules(int n)
        : m_full(n >= 32 ? ~std::uint32_t(0) : (std::uint32_t(1) << n) - 1)
        , m_masks(n + 1)
        , m_free(n + 1, 0)
    { }

    void enterRow(int row, WorkCounter &work)
    {
        const Masks &m = m_masks[row];
        m_free[row] = m_full & ~(m.columns | m.diagonals | m.antiDiagonals);
        work.addWork();
    }

    Attack check(int row, int col, std::span<const int> queens, WorkCounter &)
    {
        const std::uint32_t bit = std::uint32_t(1) << col;
        if (m_free[row] & bit) {
            return {};
        }
        const Masks &m = m_masks[row];
        const Line line = (m.columns & bit) ? Line::Column
            : (m.diagonals & bit)           ? Line::Diagonal
                                            : Line::AntiDiagonal;
        for (int r = 0; r < row; ++r) {
            if (attackLine({ r, queens[r] }, { row, col }) == line) {
                return Attack { { r, queens[r] }, line };
            }
        }
        return Attack { {}, line }; // unreachable: a set bit always has its queen
    }

    void place(int row, int col, WorkCounter &work)
    {
        const std::uint32_t bit = std::uint32_t(1) << col;
        const Masks &m = m_masks[row];
        // Down one row, a diagonal (row - col constant) moves one column right,
        // an anti-diagonal one column left.
        m_masks[row + 1]
            = { m.columns | bit, (m.diagonals | bit) << 1, (m.antiDiagonals | bit) >> 1 };
        work.addWork();
    }

    void remove(int, int, WorkCounter &) { }

private:
    struct Masks
    {
        std::uint32_t columns = 0;
        std::uint32_t diagonals = 0;
        std::uint32_t antiDiagonals = 0;
    };

    std::uint32_t m_full;
    std::vector<Masks> m_masks; // the masks each row is filled with
    std::vector<std::uint32_t> m_free; // the free squares of each row
};

} // namespace

Generator<Event> bitmaskSearch(int n)
{
    return backtrack<BitmaskRules>(Algorithm::Bitmask, n);
}

} // namespace nq
