// SPDX-License-Identifier: MIT
#include "solver/minconflicts.h"

#include <algorithm>
#include <cassert>
#include <limits>

namespace nq {

namespace {

std::uint64_t splitmix64(std::uint64_t &state) noexcept
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

std::uint64_t rotateLeft(std::uint64_t x, int k) noexcept
{
    return (x << k) | (x >> (64 - k));
}

// Random unused columns a row of fillQuickly() tries before giving up on
// them. Measured for n = 10^6: the rows need about 3 tries on average
// (Sosic and Gu report 3.08n in all), but the last rows far more; with 16
// tries some 10,000 rows gave up, each leaving an attacked queen for the
// (O(n) a move) repair, with 1024 about a dozen.
constexpr int QuickTries = 1024;
// With this many unused columns or fewer, a row looks at all of them in
// turn instead (from a random one on), so it finds a fitting one whenever
// there is one: O(QuickScanLimit^2) at most over a whole fill. Small boards
// only ever scan.
constexpr int QuickScanLimit = 2048;

} // namespace

MinConflicts::Random::Random(std::uint64_t seed) noexcept
{
    // splitmix64 spreads any seed, 0 included, over the whole state, as
    // xoshiro's authors recommend; the state is then never all zeros.
    std::uint64_t state = seed;
    for (std::uint64_t &word : m_state) {
        word = splitmix64(state);
    }
}

std::uint64_t MinConflicts::Random::next() noexcept
{
    const std::uint64_t result = rotateLeft(m_state[1] * 5, 7) * 9;
    const std::uint64_t t = m_state[1] << 17;
    m_state[2] ^= m_state[0];
    m_state[3] ^= m_state[1];
    m_state[1] ^= m_state[2];
    m_state[0] ^= m_state[3];
    m_state[2] ^= t;
    m_state[3] = rotateLeft(m_state[3], 45);
    return result;
}

std::uint32_t MinConflicts::Random::below(std::uint64_t bound) noexcept
{
    assert(bound > 0 && bound <= (std::uint64_t(1) << 32));
    // Lemire (2019): the high half of a 32x32-bit product, rejecting the few
    // low halves that would make some results more likely than others.
    std::uint64_t product = (next() >> 32) * bound;
    auto low = static_cast<std::uint32_t>(product);
    if (low < bound) {
        const auto threshold = static_cast<std::uint32_t>((std::uint64_t(1) << 32) % bound);
        while (low < threshold) {
            product = (next() >> 32) * bound;
            low = static_cast<std::uint32_t>(product);
        }
    }
    return static_cast<std::uint32_t>(product >> 32);
}

MinConflicts::MinConflicts(int n, std::uint64_t seed)
    : m_n(n)
    , m_random(seed)
    , m_columns(std::size_t(n), -1)
    , m_columnCount(std::size_t(n), 0)
    , m_diagonalCount(std::size_t(2 * n - 1), 0)
    , m_antiDiagonalCount(std::size_t(2 * n - 1), 0)
    , m_columnRows(std::size_t(n), 0)
    , m_diagonalRows(std::size_t(2 * n - 1), 0)
    , m_antiDiagonalRows(std::size_t(2 * n - 1), 0)
    , m_listed(std::size_t(n), 0)
{
    assert(n >= 1);
}

int MinConflicts::size() const noexcept
{
    return m_n;
}

void MinConflicts::reset(std::uint64_t seed)
{
    m_random = Random(seed);
    std::fill(m_columns.begin(), m_columns.end(), -1);
    for (std::vector<int> *line : { &m_columnCount, &m_diagonalCount, &m_antiDiagonalCount,
             &m_columnRows, &m_diagonalRows, &m_antiDiagonalRows }) {
        std::fill(line->begin(), line->end(), 0);
    }
    std::fill(m_listed.begin(), m_listed.end(), 0);
    m_conflicted.clear();
    m_pairs = 0;
    m_work = 0;
    m_lowestPairs = 0;
    m_movesSinceLowest = 0;
    m_placed = 0;
}

std::uint64_t MinConflicts::restartSeed(std::uint64_t seed, std::uint64_t restart) noexcept
{
    // Two rounds of splitmix64 over seed and restart number: neighbouring
    // seeds and restarts give unrelated streams.
    std::uint64_t state = seed;
    const std::uint64_t mixedSeed = splitmix64(state);
    state = mixedSeed ^ (restart * 0xd1342543de82ef95u);
    return splitmix64(state);
}

int MinConflicts::attackers(int row, int col) const noexcept
{
    const auto c = std::size_t(col);
    int count = m_columnCount[c] + m_diagonalCount[std::size_t(row - col + m_n - 1)]
        + m_antiDiagonalCount[std::size_t(row + col)];
    // The row's own queen lies on all three lines of its square, and on
    // none of any other square of its row.
    if (m_columns[std::size_t(row)] == col) {
        count -= 3;
    }
    return count;
}

int MinConflicts::score(int row, int col) noexcept
{
    ++m_work;
    return attackers(row, col);
}

int MinConflicts::fewestAttackers(int row)
{
    const int own = m_columns[std::size_t(row)];
    // Lift the row's own queen off its three lines for the scan, so that
    // every square's count is its attackers() (the queen counts on all
    // three lines of its own square and on none of any other).
    if (own >= 0) {
        --m_columnCount[std::size_t(own)];
        --m_diagonalCount[std::size_t(row - own + m_n - 1)];
        --m_antiDiagonalCount[std::size_t(row + own)];
    }
    const int *columnCount = m_columnCount.data();
    // Square (row, col) lies on diagonal row - col + n - 1 and anti-diagonal
    // row + col: as col goes up, one index goes down and the other up.
    const int *diagonal = m_diagonalCount.data() + (row + m_n - 1);
    const int *antiDiagonal = m_antiDiagonalCount.data() + row;
    int fewest = std::numeric_limits<int>::max();
    m_ties.clear();
    for (int col = 0; col < m_n; ++col) {
        const int count = columnCount[col] + diagonal[-col] + antiDiagonal[col];
        if (count < fewest) {
            fewest = count;
            m_ties.clear();
        }
        if (count == fewest) {
            m_ties.push_back(col);
        }
    }
    m_work += std::uint64_t(m_n);
    if (own >= 0) {
        ++m_columnCount[std::size_t(own)];
        ++m_diagonalCount[std::size_t(row - own + m_n - 1)];
        ++m_antiDiagonalCount[std::size_t(row + own)];
        // Among equals, move rather than stay: sideways steps are how the
        // search crosses plateaus. (m_ties is in ascending order.)
        if (m_ties.size() > 1) {
            const auto it = std::lower_bound(m_ties.begin(), m_ties.end(), own);
            if (it != m_ties.end() && *it == own) {
                m_ties.erase(it);
            }
        }
    }
    return m_ties[m_random.below(m_ties.size())];
}

int MinConflicts::initialColumn(int row)
{
    assert(m_columns[std::size_t(row)] < 0);
    return fewestAttackers(row);
}

int MinConflicts::bestColumn(int row)
{
    assert(m_columns[std::size_t(row)] >= 0);
    return fewestAttackers(row);
}

void MinConflicts::markConflicted(int row)
{
    if (!m_listed[std::size_t(row)]) {
        m_listed[std::size_t(row)] = 1;
        m_conflicted.push_back(row);
    }
}

void MinConflicts::addQueen(int row, int col)
{
    m_columns[std::size_t(row)] = col;
    bool attacked = false;
    // Per line: the queens already there each make one more attacking pair.
    // A lone queen there becomes attacked now, and its row is the line's XOR
    // of rows; with two or more, they were attacked before and are listed.
    const auto join = [&](int &count, int &rows) {
        if (count > 0) {
            attacked = true;
            m_pairs += std::uint64_t(count);
            if (count == 1) {
                markConflicted(rows);
            }
        }
        ++count;
        rows ^= row;
    };
    join(m_columnCount[std::size_t(col)], m_columnRows[std::size_t(col)]);
    join(m_diagonalCount[std::size_t(row - col + m_n - 1)],
        m_diagonalRows[std::size_t(row - col + m_n - 1)]);
    join(m_antiDiagonalCount[std::size_t(row + col)], m_antiDiagonalRows[std::size_t(row + col)]);
    if (attacked) {
        markConflicted(row);
    }
}

void MinConflicts::removeQueen(int row, int col)
{
    // Queens left alone on a line stay listed until pickConflictedRow()
    // finds them no longer attacked: finding them now would cost as much.
    const auto leave = [&](int &count, int &rows) {
        --count;
        rows ^= row;
        m_pairs -= std::uint64_t(count);
    };
    leave(m_columnCount[std::size_t(col)], m_columnRows[std::size_t(col)]);
    leave(m_diagonalCount[std::size_t(row - col + m_n - 1)],
        m_diagonalRows[std::size_t(row - col + m_n - 1)]);
    leave(m_antiDiagonalCount[std::size_t(row + col)], m_antiDiagonalRows[std::size_t(row + col)]);
    m_columns[std::size_t(row)] = -1;
}

void MinConflicts::place(int row, int col)
{
    assert(m_columns[std::size_t(row)] < 0);
    addQueen(row, col);
    if (++m_placed == m_n) {
        m_lowestPairs = m_pairs;
        m_movesSinceLowest = 0;
    }
}

void MinConflicts::move(int row, int col)
{
    assert(m_columns[std::size_t(row)] >= 0);
    removeQueen(row, m_columns[std::size_t(row)]);
    addQueen(row, col);
    if (m_placed == m_n) {
        if (m_pairs < m_lowestPairs) {
            m_lowestPairs = m_pairs;
            m_movesSinceLowest = 0;
        } else {
            ++m_movesSinceLowest;
        }
    }
}

std::optional<int> MinConflicts::pickConflictedRow()
{
    // Uniform over the list until an attacked row comes up: uniform over
    // the attacked rows, since each is listed exactly once. Rows found
    // unattacked leave the list, so each stale entry costs one check.
    while (!m_conflicted.empty()) {
        const std::size_t index = m_random.below(m_conflicted.size());
        const int row = m_conflicted[index];
        if (score(row, m_columns[std::size_t(row)]) > 0) {
            return row;
        }
        m_conflicted[index] = m_conflicted.back();
        m_conflicted.pop_back();
        m_listed[std::size_t(row)] = 0;
    }
    return std::nullopt;
}

void MinConflicts::fillQuickly(std::stop_token stop)
{
    assert(m_placed == 0);
    const auto n = static_cast<std::size_t>(m_n);
    // unused[row..n-1] are the columns no queen has taken yet, so every row
    // gets a column of its own and only the diagonals can clash. The tries
    // jump around the board at random, so they read one byte per diagonal
    // rather than the counts: a quarter of the memory, and for n = 10^6 it
    // stays in the cache (measured: 0.25 s instead of 0.9 s).
    std::vector<int> unused(n);
    for (std::size_t col = 0; col < n; ++col) {
        unused[col] = static_cast<int>(col);
    }
    std::vector<unsigned char> diagonalTaken(2 * n - 1, 0);
    std::vector<unsigned char> antiDiagonalTaken(2 * n - 1, 0);
    const auto fits = [&](std::size_t row, int col) {
        ++m_work;
        return !diagonalTaken[row + n - 1 - std::size_t(col)]
            && !antiDiagonalTaken[row + std::size_t(col)];
    };
    for (std::size_t row = 0; row < n; ++row) {
        // Rarely enough to cost nothing, often enough to stop within
        // milliseconds even for n = 10^7.
        if (row % 4096 == 0 && stop.stop_requested()) {
            return;
        }
        const std::size_t left = n - row;
        std::size_t chosen = n; // none yet
        const int tries = left <= QuickScanLimit ? 0 : QuickTries;
        for (int attempt = 0; attempt < tries && chosen == n; ++attempt) {
            const std::size_t index = row + m_random.below(left);
            if (fits(row, unused[index])) {
                chosen = index;
            }
        }
        if (chosen == n && left <= QuickScanLimit) {
            // From a random place on, so that small boards, which only
            // scan, still start from a different board every time.
            const std::size_t start = m_random.below(left);
            for (std::size_t k = 0; k < left && chosen == n; ++k) {
                const std::size_t index = row + (start + k) % left;
                if (fits(row, unused[index])) {
                    chosen = index;
                }
            }
        }
        if (chosen == n) {
            chosen = row + m_random.below(left);
        }
        std::swap(unused[row], unused[chosen]);
        const auto col = std::size_t(unused[row]);
        diagonalTaken[row + n - 1 - col] = 1;
        antiDiagonalTaken[row + col] = 1;
    }
    for (std::size_t row = 0; row < n; ++row) {
        place(static_cast<int>(row), unused[row]);
    }
}

std::uint64_t MinConflicts::conflicts() const noexcept
{
    return m_pairs;
}

std::span<const int> MinConflicts::columns() const noexcept
{
    return m_columns;
}

std::uint64_t MinConflicts::work() const noexcept
{
    return m_work;
}

bool MinConflicts::stalled() const noexcept
{
    return m_movesSinceLowest >= stallMoves();
}

std::uint64_t MinConflicts::stallMoves() const noexcept
{
    return 64 + std::uint64_t(std::min(m_n, 1024));
}

MinConflictsResult minConflictsSolution(int n, std::uint64_t seed, std::uint64_t maxMoves)
{
    return minConflictsSolution(n, seed, maxMoves, std::stop_token());
}

MinConflictsResult minConflictsSolution(
    int n, std::uint64_t seed, std::uint64_t maxMoves, std::stop_token stop)
{
    MinConflictsResult result;
    if (n < 1 || n == 2 || n == 3) {
        return result;
    }
    MinConflicts board(n, seed);
    for (;;) {
        board.fillQuickly(stop);
        if (stop.stop_requested()) {
            return result;
        }
        bool stalled = false;
        while (const std::optional<int> row = board.pickConflictedRow()) {
            if ((maxMoves != 0 && result.moves == maxMoves) || stop.stop_requested()) {
                return result;
            }
            board.move(*row, board.bestColumn(*row));
            ++result.moves;
            if (board.stalled()) {
                stalled = true;
                break;
            }
        }
        if (!stalled) {
            // No queen is attacked: a solution.
            const std::span<const int> columns = board.columns();
            result.columns.assign(columns.begin(), columns.end());
            return result;
        }
        ++result.restarts;
        board.reset(MinConflicts::restartSeed(seed, result.restarts));
    }
}

} // namespace nq
