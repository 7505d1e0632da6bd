// SPDX-License-Identifier: MIT
#include "counter.h"

#include <algorithm>
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
constexpr int StopCheckRows = 9;

// A partial board: the first `rows` rows are filled. `weight` is 2 when the
// board stands for itself and its mirror image (first queen in the left half).
struct Task
{
    std::uint32_t cols = 0;
    std::uint32_t left = 0; // diagonals going down-left, as seen from the next row
    std::uint32_t right = 0; // diagonals going down-right, as seen from the next row
    std::uint8_t rows = 0;
    std::uint8_t weight = 1;
};

// Counts the completions of a board with fewer than StopCheckRows empty rows.
// A plain recursion measured faster here than an explicit stack; children
// that leave the next row without a free square are not entered.
std::uint64_t countDeep(
    std::uint32_t full, std::uint32_t cols, std::uint32_t left, std::uint32_t right)
{
    std::uint64_t count = 0;
    std::uint32_t avail = full & ~(cols | left | right);
    while (avail != 0) {
        const std::uint32_t bit = avail & (0u - avail);
        avail ^= bit;
        const std::uint32_t nextCols = cols | bit;
        if (nextCols == full) {
            return 1;
        }
        const std::uint32_t nextLeft = (left | bit) << 1;
        const std::uint32_t nextRight = (right | bit) >> 1;
        if ((full & ~(nextCols | nextLeft | nextRight)) != 0) {
            count += countDeep(full, nextCols, nextLeft, nextRight);
        }
    }
    return count;
}

// Counts the completions of a board, looking at `stop` at every node with at
// least StopCheckRows empty rows. Sets `stopped` when it gave up.
std::uint64_t countShallow(std::uint32_t full, std::uint32_t cols, std::uint32_t left,
    std::uint32_t right, int rowsLeft, const std::atomic<bool> &stop, bool &stopped)
{
    if (rowsLeft == 0) {
        return 1;
    }
    if (rowsLeft < StopCheckRows) {
        return countDeep(full, cols, left, right);
    }
    if (stop.load(std::memory_order_relaxed)) {
        stopped = true;
        return 0;
    }
    std::uint64_t count = 0;
    std::uint32_t avail = full & ~(cols | left | right);
    while (avail != 0 && !stopped) {
        const std::uint32_t bit = avail & (0u - avail);
        avail ^= bit;
        count += countShallow(
            full, cols | bit, (left | bit) << 1, (right | bit) >> 1, rowsLeft - 1, stop, stopped);
    }
    return count;
}

// The boards with the first rows filled, first queen in the left half only
// (weight 2) or, for odd n, in the middle column (weight 1). Enough rows are
// filled to give at least `target` tasks, but at most n - 1.
std::vector<Task> makeTasks(int n, std::size_t target)
{
    const std::uint32_t full = (1u << n) - 1u;
    std::vector<Task> tasks;
    for (int c = 0; c < (n + 1) / 2; ++c) {
        const std::uint32_t bit = 1u << c;
        const bool middle = (n % 2 == 1) && c == n / 2;
        tasks.push_back({ bit, bit << 1, bit >> 1, 1, static_cast<std::uint8_t>(middle ? 1 : 2) });
    }
    int rows = 1;
    while (tasks.size() < target && rows < n - 1) {
        std::vector<Task> next;
        next.reserve(tasks.size() * static_cast<std::size_t>(n));
        for (const Task &t : tasks) {
            std::uint32_t avail = full & ~(t.cols | t.left | t.right);
            while (avail != 0) {
                const std::uint32_t bit = avail & (0u - avail);
                avail ^= bit;
                next.push_back({ t.cols | bit, (t.left | bit) << 1, (t.right | bit) >> 1,
                    static_cast<std::uint8_t>(rows + 1), t.weight });
            }
        }
        tasks = std::move(next);
        ++rows;
    }
    return tasks;
}

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
    // Many more tasks than workers so that the load balances; finer still for
    // large boards, whose tasks are long, so that progress moves steadily.
    const std::size_t target
        = std::max<std::size_t>(static_cast<std::size_t>(requested) * 128, n >= 18 ? 20000 : 0);
    const std::vector<Task> tasks = makeTasks(n, target);
    const std::uint32_t full = (1u << n) - 1u;

    // Task 0 is the symmetric searches for S180 and S90 (a few minutes at
    // most for n = 27, so they go first rather than finish last); task i > 0
    // is tasks[i - 1].
    const std::size_t totalTasks = tasks.size() + 1;
    const int threads = static_cast<int>(std::min<std::size_t>(requested, totalTasks));

    std::atomic<bool> stopFlag { false };
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
                const Task &t = tasks[index - 1];
                const std::uint64_t count
                    = countShallow(full, t.cols, t.left, t.right, n - t.rows, stopFlag, stopped);
                solutions.fetch_add(count * t.weight, std::memory_order_relaxed);
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
    result.solutions = solutions.load();
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
