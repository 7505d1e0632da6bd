// SPDX-License-Identifier: MIT
#include "solver/counter.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cassert>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace nq {

namespace {

using Clock = std::chrono::steady_clock;

// Subtrees with fewer rows left than this are searched without looking at the
// stop flag: even for n = 27 one of them takes well under a millisecond, and
// the nodes above them are few enough that the check costs nothing measurable.
constexpr int StopCheckRows = 8;

/*
 * Every solution has exactly one queen on each edge of the board: in the top
 * and bottom rows and in the left and right columns (a corner queen serves
 * two edges). The eight symmetries of the square map edges to edges, so
 * solutions with edge queens E are in one-to-one correspondence with those
 * with edge queens g(E). The count is therefore the sum, over one
 * representative E of each orbit of edge placements, of |orbit(E)| times the
 * completions of E: about an eighth of the search, and the pre-placed edge
 * queens prune every row from the start. One search serves all the bottom
 * queens of a (top, left, right) placement: each square of the bottom row
 * weighs what its placement's orbit does (0 when the placement is not its
 * orbit's representative), so the rows above are not searched again for
 * every bottom queen.
 *
 * The search meets its last rows in the middle: the last few free rows (the
 * bottom rows, bottomRowsFor) are not searched under every placement of the
 * rows above. Their placements are listed once per task and grouped by the
 * set of columns they use; a placement of the top rows then completes with
 * exactly those of the group of the columns it left free that have no queen
 * on its diagonals, a test of two masks each. Most nodes of a search lie in
 * its last rows, so most of the work becomes that tight, branch-free loop.
 */
struct EdgeTask
{
    std::uint8_t top = 0; // column of the queen in row 0
    std::uint8_t bottom = 0; // column of the queen in row n - 1
    std::uint8_t left = 0; // row of the queen in column 0
    std::uint8_t right = 0; // row of the queen in column n - 1
};

struct Square
{
    int row, col;
};

// The image of a square under symmetry k of the n x n board (0 is the identity).
Square transformed(Square s, int k, int n)
{
    const int m = n - 1;
    switch (k) {
    case 0:
        return s;
    case 1:
        return { s.col, m - s.row }; // quarter turn
    case 2:
        return { m - s.row, m - s.col }; // half turn
    case 3:
        return { m - s.col, s.row }; // three quarters
    case 4:
        return { s.row, m - s.col }; // mirror left-right
    case 5:
        return { m - s.row, s.col }; // mirror top-bottom
    case 6:
        return { s.col, s.row }; // main diagonal
    default:
        return { m - s.col, m - s.row }; // anti-diagonal
    }
}

bool attacks(Square a, Square b)
{
    return a.row == b.row || a.col == b.col || a.row - a.col == b.row - b.col
        || a.row + a.col == b.row + b.col;
}

// The distinct edge queens of a task.
int edgeQueens(const EdgeTask &t, int n, Square (&queens)[4])
{
    const Square all[4] = { { 0, t.top }, { n - 1, t.bottom }, { t.left, 0 }, { t.right, n - 1 } };
    int count = 0;
    for (const Square &s : all) {
        const bool seen = std::any_of(queens, queens + count,
            [&](const Square &q) { return q.row == s.row && q.col == s.col; });
        if (!seen) {
            queens[count++] = s;
        }
    }
    return count;
}

// The weight of the edge placement `task`: the size of its orbit when it is
// the orbit's representative (the image whose sorted squares come first), 0
// when it is not, or when its queens are inconsistent (a corner queen not
// shared by its two edges, two in a row, or attacking each other).
int edgeWeight(int n, const EdgeTask &task)
{
    const int m = n - 1;
    if ((task.top == 0) != (task.left == 0) || (task.top == m) != (task.right == 0)
        || (task.bottom == 0) != (task.left == m) || (task.bottom == m) != (task.right == m)
        || task.left == task.right) {
        return 0;
    }
    Square queens[4];
    const int count = edgeQueens(task, n, queens);
    for (int i = 0; i < count; ++i) {
        for (int j = i + 1; j < count; ++j) {
            if (attacks(queens[i], queens[j])) {
                return 0;
            }
        }
    }
    std::array<std::array<int, 4>, 8> images {};
    for (int k = 0; k < 8; ++k) {
        std::array<int, 4> &image = images[std::size_t(k)];
        image.fill(n * n);
        for (int i = 0; i < count; ++i) {
            const Square s = transformed(queens[i], k, n);
            image[std::size_t(i)] = s.row * n + s.col;
        }
        std::sort(image.begin(), image.end());
    }
    if (std::any_of(images.begin() + 1, images.end(),
            [&](const auto &image) { return image < images[0]; })) {
        return 0;
    }
    std::sort(images.begin(), images.end());
    return int(std::unique(images.begin(), images.end()) - images.begin());
}

// The tasks: one per (top, left, right) placement of which some bottom
// queen makes an orbit representative. The bottom queen is found by the
// search (the last row), and weighs what its placement's orbit does.
// Gives up (returning what it has) when `stop` is requested.
std::vector<EdgeTask> makeEdgeTasks(int n, const std::stop_token &stop)
{
    std::vector<EdgeTask> tasks;
    for (int top = 0; top < n && !stop.stop_requested(); ++top) {
        for (int left = 0; left < n && !stop.stop_requested(); ++left) {
            for (int right = 0; right < n; ++right) {
                for (int bottom = 0; bottom < n; ++bottom) {
                    const EdgeTask task { std::uint8_t(top), std::uint8_t(bottom),
                        std::uint8_t(left), std::uint8_t(right) };
                    if (edgeWeight(n, task) != 0) {
                        tasks.push_back({ task.top, 0, task.left, task.right });
                        break;
                    }
                }
            }
        }
    }
    return tasks;
}

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

// A placement's weight is kept in the high bits of its `right` mask, which
// the board's columns (n <= 27) never reach.
constexpr int WeightShift = 28;
static_assert(MaxCountSize <= WeightShift);

std::uint64_t binomial(int n, int k)
{
    std::uint64_t r = 1;
    for (int i = 1; i <= k; ++i) {
        r = r * std::uint64_t(n - k + i) / std::uint64_t(i);
    }
    return r;
}

// Per worker: the placements of the current task's bottom rows, grouped by
// the set of columns they use, found through an open-addressing hash table
// keyed by that set.
struct BottomTable
{
    struct Slot
    {
        std::uint32_t key = 0; // the column set; 0 marks an empty slot
        std::uint32_t begin = 0, end = 0; // its placements in `entries`
    };
    struct Entry
    {
        // Where the diagonals through the placement's queens cross the first
        // bottom row: `left` those going down to the right, `right` those
        // going down to the left. The rows above fit the placement when
        // their own diagonals, seen from that row, share no square with
        // these. From bit WeightShift on, `right` holds the weight.
        std::uint32_t left, right;
    };
    struct Raw
    {
        std::uint32_t slot;
        Entry entry;
    };

    std::uint32_t slotOf(std::uint32_t key) const { return (key * 0x9E3779B1u) >> hashShift; }

    std::vector<Slot> slots;
    std::vector<Entry> entries;
    std::vector<Raw> raw; // the placements in the order found
    std::uint32_t mask = 0;
    int hashShift = 0;
};

class EdgeSearch
{
public:
    EdgeSearch(int n, const EdgeTask &task, BottomTable &table)
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
            if (std::any_of(
                    queens, queens + count, [row](const Square &q) { return q.row == row; })) {
                continue;
            }
            std::uint32_t blocked = 0;
            for (int i = 0; i < count; ++i) {
                const int distance = row - queens[i].row;
                const int col = queens[i].col;
                blocked |= 1u << col;
                // The edge queen's two diagonals cross this row at col +- distance
                // (distance is negative above it).
                if (col + distance >= 0 && col + distance < n) {
                    blocked |= 1u << (col + distance);
                }
                if (col - distance >= 0 && col - distance < n) {
                    blocked |= 1u << (col - distance);
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

    // The completions; partial when `stopped` says the flag interrupted it.
    std::uint64_t count(const std::atomic<bool> &stop, bool &stopped)
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

private:
    // Fills m_table; false when the stop flag interrupted it.
    bool buildTable(const std::atomic<bool> &stop)
    {
        BottomTable &t = m_table;
        const int bottomRows = m_rows - m_topRows;
        // At most one group per set of bottomRows free columns; the table
        // is at most half full.
        const std::uint64_t groups = binomial(std::popcount(m_freeCols), bottomRows);
        const std::size_t size
            = std::bit_ceil(std::size_t(std::max<std::uint64_t>(16, 2 * groups)));
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
    bool enumerateBottom(int k, int delta, std::uint32_t cols, std::uint32_t left,
        std::uint32_t right, std::uint32_t upLeft, std::uint32_t upRight,
        const std::atomic<bool> &stop)
    {
        if (k < m_rows - 1 && stop.load(std::memory_order_relaxed)) {
            return false;
        }
        std::uint32_t avail = m_full & ~(cols | left | right | m_blocked[std::size_t(k)]);
        for (; avail != 0; avail &= avail - 1) {
            const std::uint32_t bit = avail & (0u - avail);
            const int c = std::countr_zero(avail);
            const std::uint32_t nextUpLeft = c >= delta ? upLeft | (1u << (c - delta)) : upLeft;
            const std::uint32_t nextUpRight
                = c + delta < m_n ? upRight | (1u << (c + delta)) : upRight;
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
    std::uint64_t countShallow(int k, std::uint32_t cols, std::uint32_t left, std::uint32_t right,
        const std::atomic<bool> &stop, bool &stopped) const
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
    std::uint64_t countDeep(
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
    std::uint64_t join(std::uint32_t cols, std::uint32_t left, std::uint32_t right) const
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

    const int m_n;
    const std::uint32_t m_full;
    BottomTable &m_table;
    std::uint32_t m_freeCols = 0; // the columns of no edge queen
    int m_fixedWeight = 0; // the weight of a bottom queen in a corner, else 1
    std::array<std::uint8_t, 32> m_lastWeight {}; // of the last free row's squares
    int m_rows = 0; // free rows
    int m_topRows = 0; // searched; the others are joined from the table
    std::array<std::uint32_t, 32> m_blocked {};
    std::array<std::uint8_t, 32> m_shift {};
};

// Search for the solutions invariant under a rotation: whole orbits of
// squares are placed at once, always in the lowest empty row.
class SymmetricSearch
{
public:
    SymmetricSearch(int n, bool quarterTurn, const std::atomic<bool> &stop)
        : m_n(n)
        , m_quarter(quarterTurn)
        , m_stop(stop)
    { }

    // The number of invariant solutions; partial when stopped() says the
    // stop flag interrupted the search.
    std::uint64_t count()
    {
        m_stopped = false;
        return search(0, 0, 0, 0, 0);
    }
    bool stopped() const { return m_stopped; }

private:
    struct Square
    {
        int row, col;
    };

    std::uint64_t search(std::uint64_t rowsUsed, std::uint64_t colsUsed, std::uint64_t diag,
        std::uint64_t anti, int placed)
    {
        if (placed == m_n) {
            return 1;
        }
        if (placed < m_n - 8 && m_stop.load(std::memory_order_relaxed)) {
            m_stopped = true;
            return 0;
        }
        const int row = std::countr_one(rowsUsed);
        std::uint64_t count = 0;
        for (int col = 0; col < m_n && !m_stopped; ++col) {
            if ((colsUsed >> col) & 1u) {
                continue;
            }
            Square orbit[4];
            const int size = makeOrbit(row, col, orbit);
            std::uint64_t r = rowsUsed, c = colsUsed, d = diag, a = anti;
            bool ok = true;
            for (int i = 0; i < size && ok; ++i) {
                const std::uint64_t rb = std::uint64_t { 1 } << orbit[i].row;
                const std::uint64_t cb = std::uint64_t { 1 } << orbit[i].col;
                const std::uint64_t db = std::uint64_t { 1 }
                    << (orbit[i].row - orbit[i].col + m_n - 1);
                const std::uint64_t ab = std::uint64_t { 1 } << (orbit[i].row + orbit[i].col);
                ok = ((r & rb) | (c & cb) | (d & db) | (a & ab)) == 0;
                r |= rb;
                c |= cb;
                d |= db;
                a |= ab;
            }
            if (ok) {
                count += search(r, c, d, a, placed + size);
            }
        }
        return count;
    }

    // The distinct squares of the orbit of (row, col) under the rotation group.
    int makeOrbit(int row, int col, Square (&orbit)[4]) const
    {
        int size = 0;
        Square s { row, col };
        const int steps = m_quarter ? 4 : 2;
        for (int i = 0; i < steps; ++i) {
            const bool seen = std::any_of(orbit, orbit + size,
                [&](const Square &o) { return o.row == s.row && o.col == s.col; });
            if (!seen) {
                orbit[size++] = s;
            }
            // Quarter turn clockwise: (r, c) -> (c, n-1-r); half turn: (n-1-r, n-1-c).
            s = m_quarter ? Square { s.col, m_n - 1 - s.row }
                          : Square { m_n - 1 - s.row, m_n - 1 - s.col };
        }
        return size;
    }

    const int m_n;
    const bool m_quarter;
    const std::atomic<bool> &m_stop;
    bool m_stopped = false;
};

int workerCount(int requested)
{
    if (requested > 0) {
        return requested;
    }
    return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

} // namespace

CountResult countSolutions(int n, const CountOptions &options, std::stop_token stop)
{
    if (n < MinCountSize || n > MaxCountSize) {
        throw std::invalid_argument("countSolutions: n must be in [" + std::to_string(MinCountSize)
            + ", " + std::to_string(MaxCountSize) + "], got " + std::to_string(n));
    }
    const Clock::time_point start = Clock::now();
    const int requested = workerCount(options.threads);
    // One task per (top, left, right) placement: thousands for n >= 12, so
    // the load balances over the workers and progress moves steadily.
    // Boards below 4 x 4 have no room for four edges; their few solutions
    // (one on 1 x 1) are counted apart.
    const std::vector<EdgeTask> tasks = n >= 4 ? makeEdgeTasks(n, stop) : std::vector<EdgeTask> {};

    // Task 0 is the symmetric searches for S180 and S90 (a few minutes at
    // most for n = 27, so they go first rather than finish last); task i > 0
    // is tasks[i - 1].
    const std::size_t totalTasks = tasks.size() + 1;
    const int threads = static_cast<int>(std::min<std::size_t>(requested, totalTasks));

    // Stopped while the tasks were being made: none of them runs.
    std::atomic<bool> stopFlag { stop.stop_requested() };
    std::atomic<std::size_t> nextTask { 0 };
    std::atomic<std::size_t> doneTasks { 0 };
    std::atomic<std::uint64_t> solutions { 0 };
    std::atomic<std::uint64_t> halfTurn { 0 };
    std::atomic<std::uint64_t> quarterTurn { 0 };
    std::atomic<int> running { threads };
    std::mutex mutex;
    std::condition_variable finished;
    bool allFinished = false; // guarded by mutex

    const auto work = [&] {
        BottomTable table; // reused by this worker's tasks
        while (!stopFlag.load(std::memory_order_relaxed)) {
            const std::size_t index = nextTask.fetch_add(1, std::memory_order_relaxed);
            if (index >= totalTasks) {
                break;
            }
            bool stopped = false;
            if (index == 0) {
                SymmetricSearch half(n, false, stopFlag);
                halfTurn.store(half.count(), std::memory_order_relaxed);
                stopped = half.stopped();
                if (!stopped) {
                    SymmetricSearch quarter(n, true, stopFlag);
                    quarterTurn.store(quarter.count(), std::memory_order_relaxed);
                    stopped = quarter.stopped();
                }
            } else {
                const EdgeTask &t = tasks[index - 1];
                const std::uint64_t count = EdgeSearch(n, t, table).count(stopFlag, stopped);
                solutions.fetch_add(count, std::memory_order_relaxed);
            }
            if (!stopped) {
                doneTasks.fetch_add(1, std::memory_order_relaxed);
            }
        }
        if (running.fetch_sub(1, std::memory_order_acq_rel) == 1) {
            const std::lock_guard lock(mutex);
            allFinished = true;
            finished.notify_all();
        }
    };

    const std::stop_callback onStop(stop, [&] { stopFlag.store(true, std::memory_order_relaxed); });
    {
        std::vector<std::jthread> workers;
        workers.reserve(static_cast<std::size_t>(threads));
        try {
            for (int i = 0; i < threads; ++i) {
                workers.emplace_back(work);
            }
            const auto interval
                = std::chrono::milliseconds(std::max(1, options.progressIntervalMs));
            std::unique_lock lock(mutex);
            while (!finished.wait_for(lock, interval, [&] { return allFinished; })) {
                if (options.progress) {
                    lock.unlock();
                    const double fraction
                        = static_cast<double>(doneTasks.load(std::memory_order_relaxed))
                        / static_cast<double>(totalTasks);
                    const double elapsed
                        = std::chrono::duration<double>(Clock::now() - start).count();
                    options.progress(
                        fraction, fraction > 0 ? elapsed * (1 - fraction) / fraction : -1.0);
                    lock.lock();
                }
            }
        } catch (...) {
            // A worker could not start or the callback threw: stop the others
            // before the jthreads join them.
            stopFlag.store(true, std::memory_order_relaxed);
            throw;
        }
        // The jthreads join here.
    }

    CountResult result;
    result.threads = threads;
    result.complete = doneTasks.load() == totalTasks;
    result.solutions = n == 1 ? 1 : solutions.load();
    const std::uint64_t s180 = halfTurn.load();
    const std::uint64_t s90 = quarterTurn.load();
    if (n == 1) {
        result.fundamental = result.solutions;
    } else {
        // Burnside: no solution for n >= 2 is fixed by a reflection, so only
        // the identity and the three rotations fix any.
        assert(!result.complete || (result.solutions + s180 + 2 * s90) % 8 == 0);
        result.fundamental = (result.solutions + s180 + 2 * s90) / 8;
    }
    result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    if (result.complete && options.progress) {
        options.progress(1.0, 0.0);
    }
    return result;
}

} // namespace nq
