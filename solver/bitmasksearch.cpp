// SPDX-License-Identifier: MIT
// bitmask (beyond the seeds): the attacked columns and the two kinds of
// diagonal are kept as bitboards for the row being filled, shifted one step
// as the search goes down a row; one AND-NOT gives the free squares of a row.
// Work: mask_operations, one per free mask computed and one per queen whose
// masks are carried down a row. Blocked squares cost the algorithm nothing;
// naming their attacker for the view is explanation, not counted work.
//
// The given queens of a start cannot ride in the carried masks: a queen below
// a row projects its diagonals up, and a projection off the board's edge in
// one row comes back onto it in another, which a shifted bitboard loses. So
// each free row gets the given queens' lines as a mask of its own, set up
// before the search (counted: one operation per given queen per free row it
// is projected into), and the row's free mask takes them in. A placement's
// masks are carried straight to the next free row (shifted that many rows).
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
        , m_given(n)
        , m_givenAll(n, 0)
        , m_free(n + 1, 0)
        , m_next(n, n)
    { }

    void give(std::span<const int> start, WorkCounter &work)
    {
        const int n = static_cast<int>(start.size());
        int next = n;
        for (int row = n - 1; row >= 0; --row) {
            m_next[row] = next;
            if (start[row] == FreeRow) {
                next = row;
            }
        }
        for (int given = 0; given < n; ++given) {
            if (start[given] == FreeRow) {
                continue;
            }
            for (int row = 0; row < n; ++row) {
                if (start[row] != FreeRow) {
                    continue;
                }
                const int col = start[given];
                const int distance = row - given;
                Masks &g = m_given[row];
                g.columns |= bitAt(col, n);
                g.diagonals |= bitAt(col + distance, n);
                g.antiDiagonals |= bitAt(col - distance, n);
                m_givenAll[row] = g.columns | g.diagonals | g.antiDiagonals;
                work.addWork();
            }
        }
    }

    void enterRow(int row, WorkCounter &work)
    {
        const Masks &m = m_masks[row];
        m_free[row] = m_full & ~(m.columns | m.diagonals | m.antiDiagonals | m_givenAll[row]);
        work.addWork();
    }

    Attack check(int row, int col, std::span<const int> queens, WorkCounter &)
    {
        const std::uint32_t bit = std::uint32_t(1) << col;
        if (m_free[row] & bit) {
            return {};
        }
        const Masks &m = m_masks[row];
        const Masks &g = m_given[row];
        const Line line = ((m.columns | g.columns) & bit) ? Line::Column
            : ((m.diagonals | g.diagonals) & bit)         ? Line::Diagonal
                                                          : Line::AntiDiagonal;
        // Top down over every queen on the board: those above, the given below.
        for (int r = 0; r < static_cast<int>(queens.size()); ++r) {
            if (queens[r] != FreeRow && attackLine({ r, queens[r] }, { row, col }) == line) {
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
        // an anti-diagonal one column left; down k rows, k columns.
        const int next = m_next[row];
        const int distance = next - row;
        m_masks[next] = { m.columns | bit, shiftLeft(m.diagonals | bit, distance),
            shiftRight(m.antiDiagonals | bit, distance) };
        work.addWork();
    }

    void remove(int, int, WorkCounter &) { }

private:
    // The bit of column `col`, or 0 off the board.
    static std::uint32_t bitAt(int col, int n)
    {
        return col < 0 || col >= n ? 0 : std::uint32_t(1) << col;
    }
    // Shifts of 32 (a whole 32-wide board) give 0 rather than undefined behaviour.
    static std::uint32_t shiftLeft(std::uint32_t mask, int distance)
    {
        return static_cast<std::uint32_t>(std::uint64_t(mask) << distance);
    }
    static std::uint32_t shiftRight(std::uint32_t mask, int distance)
    {
        return static_cast<std::uint32_t>(std::uint64_t(mask) >> distance);
    }

    struct Masks
    {
        std::uint32_t columns = 0;
        std::uint32_t diagonals = 0;
        std::uint32_t antiDiagonals = 0;
    };

    std::uint32_t m_full;
    std::vector<Masks> m_masks; // the masks each row is filled with (placed queens)
    std::vector<Masks> m_given; // the given queens' lines in each free row
    std::vector<std::uint32_t> m_givenAll; // their union
    std::vector<std::uint32_t> m_free; // the free squares of each row
    std::vector<int> m_next; // the first free row after each row, or n
};

} // namespace

Generator<Event> bitmaskSearch(int n, std::vector<int> start)
{
    return backtrack<BitmaskRules>(Algorithm::Bitmask, n, std::move(start));
}

} // namespace nq
