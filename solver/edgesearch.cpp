// SPDX-License-Identifier: MIT
#include "solver/edgesearch.h"

#include "solver/counter.h"

#include <algorithm>
#include <bit>
#include <cstddef>

namespace nq {

namespace {

// Subtrees with fewer rows left than this are searched without looking at the
// stop flag: even for n = 27 one of them takes well under a millisecond, and
// the nodes above them are few enough that the check costs nothing measurable.
constexpr int StopCheckRows = 8;

// How many of a task's last free rows are joined from its bottom table
// rather than searched. More rows mean fewer joins but a longer table to
// build per task. Seven was fastest from n = 16 to 18 (count 18: 22.9 s
// against 27.6 s with six and 23.9 s with eight) and beat six at 19 (229 s
// against 251 s; eight not tried there), for more memory (82 MB resident at 18, 156 MB at 19,
// against 31 and 47 MB with six). Larger boards, not timed, take fewer to
// keep their tables from growing with n.
int bottomRowsFor(int n)
{
    if (n <= 19) {
        return 7;
    }
    return n <= 24 ? 5 : 4;
}

std::uint64_t binomial(int n, int k)
{
    std::uint64_t r = 1;
    for (int i = 1; i <= k; ++i) {
        r = r * std::uint64_t(n - k + i) / std::uint64_t(i);
    }
    return r;
}

} // namespace

static_assert(MaxCountSize <= EdgeSearch::WeightShift);

EdgeSearch::EdgeSearch(int n, const EdgeTask &task, BottomTable &table)
    : m_n(n)
    , m_full((1u << n) - 1u)
    , m_table(table)
{
    const int m = n - 1;
    // The top, left and right queens are placed; the bottom one is the
    // search's, unless a side queen stands in a bottom corner.
    const bool bottomFixed = task.left == m || task.right == m;
    std::uint32_t bottoms = 0;
    std::array<std::uint8_t, 32> weight {};
    for (int b = 0; b < n; ++b) {
        EdgeTask full = task;
        full.bottom = std::uint8_t(b);
        weight[std::size_t(b)] = std::uint8_t(edgeWeight(n, full));
        if (weight[std::size_t(b)] != 0) {
            bottoms |= 1u << b;
        }
    }
    Square queens[4];
    EdgeTask placed = task;
    placed.bottom = std::uint8_t(bottomFixed ? (task.left == m ? 0 : m) : task.top);
    int count = edgeQueens(placed, n, queens);
    if (!bottomFixed) {
        // edgeQueens added a stand-in bottom queen: drop it.
        count = int(std::remove_if(queens, queens + count, [m](const Square &q) {
            return q.row == m;
        }) - queens);
    }
    m_fixedWeight = bottomFixed ? weight[std::size_t(placed.bottom)] : 1;
    // With the bottom searched, the last free row is the bottom row and
    // its squares weigh what their placements' orbits do.
    m_lastWeight = weight;
    if (bottomFixed) {
        m_lastWeight.fill(1);
    }
    m_freeCols = m_full;
    for (int i = 0; i < count; ++i) {
        m_freeCols &= ~(1u << queens[i].col);
    }
    int previous = 0;
    for (int row = 1; row < n; ++row) {
        if (std::any_of(queens, queens + count, [row](const Square &q) { return q.row == row; })) {
            continue;
        }
        // Set up once per task, so the shared attack test, not bit tricks.
        std::uint32_t blocked = 0;
        for (int col = 0; col < n; ++col) {
            if (std::any_of(queens, queens + count, [&](const Square &q) {
                    return attackLine(q, { row, col }) != Line::None;
                })) {
                blocked |= 1u << col;
            }
        }
        if (row == m) {
            blocked |= m_full & ~bottoms; // only representatives' bottoms
        }
        m_blocked[std::size_t(m_rows)] = blocked;
        // Diagonals move one column per row: across an edge queen's row, two.
        if (m_rows > 0) {
            m_shift[std::size_t(m_rows - 1)] = std::uint8_t(row - previous);
        }
        previous = row;
        ++m_rows;
    }
    m_topRows = m_rows - std::min(m_rows, bottomRowsFor(n));
}

std::uint64_t EdgeSearch::count(const std::atomic<bool> &stop, bool &stopped)
{
    if (m_rows == 0) {
        return m_fixedWeight; // the edge queens fill the board
    }
    if (!buildTable(stop)) {
        stopped = true;
        return 0;
    }
    return countShallow(0, 0, 0, 0, stop, stopped) * std::uint64_t(m_fixedWeight);
}

// Fills m_table; false when the stop flag interrupted it.
bool EdgeSearch::buildTable(const std::atomic<bool> &stop)
{
    BottomTable &t = m_table;
    const int bottomRows = m_rows - m_topRows;
    // At most one group per set of bottomRows free columns; the table
    // is at most half full.
    const std::uint64_t groups = binomial(std::popcount(m_freeCols), bottomRows);
    const std::size_t size = std::bit_ceil(std::size_t(std::max<std::uint64_t>(16, 2 * groups)));
    t.slots.assign(size, {});
    t.mask = std::uint32_t(size - 1);
    t.hashShift = 32 - std::countr_zero(size);
    t.raw.clear();
    if (!enumerateBottom(m_topRows, 0, 0, 0, 0, 0, 0, stop)) {
        return false;
    }
    // Counting sort by group: begin holds the groups' cursors, end their sizes.
    std::uint32_t running = 0;
    for (BottomTable::Slot &s : t.slots) {
        s.begin = running;
        running += s.end;
        s.end = s.begin;
    }
    t.entries.resize(t.raw.size());
    for (const BottomTable::Raw &r : t.raw) {
        t.entries[t.slots[r.slot].end++] = r.entry;
    }
    return true;
}

// Lists every placement of the bottom rows (free rows m_topRows on)
// under the edge queens, with its group's slot. `delta` is row k's
// distance below the first bottom row; `up...` the first bottom row's
// squares on the placed queens' diagonals. Looks at the stop flag above
// the last row (a large table takes up to a tenth of a second); false
// when it interrupted the listing.
bool EdgeSearch::enumerateBottom(int k, int delta, std::uint32_t cols, std::uint32_t left,
    std::uint32_t right, std::uint32_t upLeft, std::uint32_t upRight, const std::atomic<bool> &stop)
{
    if (k < m_rows - 1 && stop.load(std::memory_order_relaxed)) {
        return false;
    }
    std::uint32_t avail = m_full & ~(cols | left | right | m_blocked[std::size_t(k)]);
    for (; avail != 0; avail &= avail - 1) {
        const std::uint32_t bit = avail & (0u - avail);
        const int c = std::countr_zero(avail);
        const std::uint32_t nextUpLeft = c >= delta ? upLeft | (1u << (c - delta)) : upLeft;
        const std::uint32_t nextUpRight = c + delta < m_n ? upRight | (1u << (c + delta)) : upRight;
        if (k < m_rows - 1) {
            const int shift = m_shift[std::size_t(k)];
            if (!enumerateBottom(k + 1, delta + shift, cols | bit, (left | bit) << shift,
                    (right | bit) >> shift, nextUpLeft, nextUpRight, stop)) {
                return false;
            }
            continue;
        }
        BottomTable &t = m_table;
        const std::uint32_t key = cols | bit;
        std::uint32_t s = t.slotOf(key);
        while (t.slots[s].key != key && t.slots[s].key != 0) {
            s = (s + 1) & t.mask;
        }
        t.slots[s].key = key;
        ++t.slots[s].end;
        const std::uint32_t w = m_lastWeight[std::size_t(c)];
        t.raw.push_back({ s, { nextUpLeft, nextUpRight | (w << WeightShift) } });
    }
    return true;
}

// Looks at the stop flag while StopCheckRows free rows or more are left
// and the bottom rows are more than a row away.
std::uint64_t EdgeSearch::countShallow(int k, std::uint32_t cols, std::uint32_t left,
    std::uint32_t right, const std::atomic<bool> &stop, bool &stopped) const
{
    if (m_rows - k < StopCheckRows || k >= m_topRows - 1) {
        return countDeep(k, cols, left, right);
    }
    if (stop.load(std::memory_order_relaxed)) {
        stopped = true;
        return 0;
    }
    const int shift = m_shift[std::size_t(k)];
    std::uint64_t count = 0;
    std::uint32_t avail = m_full & ~(cols | left | right | m_blocked[std::size_t(k)]);
    while (avail != 0 && !stopped) {
        const std::uint32_t bit = avail & (0u - avail);
        avail ^= bit;
        count += countShallow(
            k + 1, cols | bit, (left | bit) << shift, (right | bit) >> shift, stop, stopped);
    }
    return count;
}

// The hot loop, down to the bottom rows. `cols`, `left` and `right` hold
// the free rows' queens; the edge queens are in m_blocked. A child whose
// row has no free square is not entered.
std::uint64_t EdgeSearch::countDeep(
    int k, std::uint32_t cols, std::uint32_t left, std::uint32_t right) const
{
    if (k == m_topRows) {
        return join(cols, left, right);
    }
    std::uint32_t avail = m_full & ~(cols | left | right | m_blocked[std::size_t(k)]);
    const int shift = m_shift[std::size_t(k)];
    std::uint64_t count = 0;
    if (k == m_topRows - 1) {
        for (; avail != 0; avail &= avail - 1) {
            const std::uint32_t bit = avail & (0u - avail);
            count += join(cols | bit, (left | bit) << shift, (right | bit) >> shift);
        }
        return count;
    }
    const std::uint32_t nextBlocked = m_blocked[std::size_t(k + 1)];
    while (avail != 0) {
        const std::uint32_t bit = avail & (0u - avail);
        avail ^= bit;
        const std::uint32_t nextCols = cols | bit;
        const std::uint32_t nextLeft = (left | bit) << shift;
        const std::uint32_t nextRight = (right | bit) >> shift;
        if ((m_full & ~(nextCols | nextLeft | nextRight | nextBlocked)) != 0) {
            count += countDeep(k + 1, nextCols, nextLeft, nextRight);
        }
    }
    return count;
}

// The weighted completions of a placement of the top rows (`cols`, `left`
// and `right` as seen from the first bottom row) by the bottom rows: the
// placements of its group, of the columns it left free, with no queen on
// its diagonals.
std::uint64_t EdgeSearch::join(std::uint32_t cols, std::uint32_t left, std::uint32_t right) const
{
    if ((m_full & ~(cols | left | right | m_blocked[std::size_t(m_topRows)])) == 0) {
        return 0; // the first bottom row is taken
    }
    const BottomTable &t = m_table;
    const std::uint32_t key = m_freeCols & ~cols;
    std::uint32_t s = t.slotOf(key);
    while (t.slots[s].key != key) {
        if (t.slots[s].key == 0) {
            return 0;
        }
        s = (s + 1) & t.mask;
    }
    // Branch-free, so that it vectorises.
    std::uint32_t sum = 0;
    const BottomTable::Entry *e = t.entries.data();
    for (std::uint32_t i = t.slots[s].begin, end = t.slots[s].end; i < end; ++i) {
        const std::uint32_t clash = (e[i].left & left) | (e[i].right & right);
        sum += clash == 0 ? e[i].right >> WeightShift : 0;
    }
    return sum;
}

} // namespace nq
