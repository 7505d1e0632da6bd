// SPDX-License-Identifier: MIT
// countSolutions(): the count of all solutions is a sum over row sets
// (QuadrantSearch) or, on boards too small for that to pay or too large for
// its tables, over edge tasks (edgetask.h, searched by EdgeSearch); the
// fundamental ones follow from it and the rotation-invariant counts
// (SymmetricSearch) by Burnside's lemma; the TaskPool runs them all on every
// worker thread.
#include "solver/counter.h"

#include "solver/edgesearch.h"
#include "solver/edgetask.h"
#include "solver/quadrantsearch.h"
#include "solver/quadranttable.h"
#include "solver/symmetricsearch.h"
#include "solver/taskpool.h"

#include <algorithm>
#include <atomic>
#include <cassert>
#include <chrono>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace nq {

namespace {

// From here on the quadrant method is the faster one; below, both take a
// few milliseconds at most.
constexpr int QuadrantsFrom = 12;

// Bucketing the halves by cut bits pays from 19 x 19 on, where a bucket
// still fills several blocks of the sieve (measured: 25% less time on 19,
// 30% on 20, with 3 cuts; 75% more on 18, where the blocks were left
// half empty).
QuadrantSettings quadrantSettings(int n)
{
    QuadrantSettings settings;
    settings.cutBits = n >= 19 ? 3 : 0;
    return settings;
}

} // namespace

CountResult countSolutions(int n, const CountOptions &options, std::stop_token stop)
{
    if (n < MinCountSize || n > MaxCountSize) {
        throw std::invalid_argument("countSolutions: n must be in [" + std::to_string(MinCountSize)
            + ", " + std::to_string(MaxCountSize) + "], got " + std::to_string(n));
    }
    const TaskPool::Clock::time_point start = TaskPool::Clock::now();
    const bool quadrants = n >= QuadrantsFrom && n <= QuadrantSearch::MaxSize;
    // The quarter boards' table, built before the workers start (a few
    // milliseconds for n = 18, a fraction of a second for n = 20): every
    // row set's search reads it.
    std::atomic<bool> tableStop { stop.stop_requested() };
    std::optional<QuadrantTable> table;
    std::vector<QuadrantSearch::RowSet> rowSets;
    if (quadrants) {
        const std::stop_callback onStop(
            stop, [&] { tableStop.store(true, std::memory_order_relaxed); });
        table.emplace(QuadrantSearch::tableSize(n), tableStop);
        rowSets = QuadrantSearch::rowSets(n);
    }
    // One task per (top, left, right) placement: thousands for n >= 12, so
    // the load balances over the workers and progress moves steadily.
    // Boards below 4 x 4 have no room for four edges; their few solutions
    // (one on 1 x 1) are counted apart.
    const std::vector<EdgeTask> tasks
        = n >= 4 && !quadrants ? makeEdgeTasks(n, stop) : std::vector<EdgeTask> {};

    // Task 0 is the symmetric searches for S180 and S90 (a few minutes at
    // most for n = 27, so they go first rather than finish last); task i > 0
    // is rowSets[i - 1] or tasks[i - 1].
    TaskPool pool((quadrants ? rowSets.size() : tasks.size()) + 1, options.threads);
    std::vector<BottomTable> tables(quadrants ? 0 : std::size_t(pool.threads())); // reused by each worker's tasks
    std::vector<std::unique_ptr<QuadrantSearch>> searches(std::size_t(pool.threads()));
    std::atomic<std::uint64_t> solutions { 0 };
    std::atomic<std::uint64_t> halfTurn { 0 };
    std::atomic<std::uint64_t> quarterTurn { 0 };
    const auto runTask = [&](std::size_t index, int worker, const std::atomic<bool> &stopFlag) {
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
        } else if (quadrants) {
            std::unique_ptr<QuadrantSearch> &search = searches[std::size_t(worker)];
            if (!search) {
                search = std::make_unique<QuadrantSearch>(n, *table, quadrantSettings(n));
            }
            const QuadrantSearch::RowSet &rows = rowSets[index - 1];
            const std::uint64_t count = search->count(rows.east, stopFlag, stopped);
            solutions.fetch_add(count * std::uint64_t(rows.weight), std::memory_order_relaxed);
        } else {
            const EdgeTask &t = tasks[index - 1];
            BottomTable &bottom = tables[std::size_t(worker)];
            const std::uint64_t count = EdgeSearch(n, t, bottom).count(stopFlag, stopped);
            solutions.fetch_add(count, std::memory_order_relaxed);
        }
        return !stopped;
    };
    const auto interval = std::chrono::milliseconds(std::max(1, options.progressIntervalMs));

    CountResult result;
    result.complete = !(table && table->stopped())
        && pool.run(runTask, options.progress, interval, start, stop);
    result.threads = pool.threads();
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
    result.seconds = std::chrono::duration<double>(TaskPool::Clock::now() - start).count();
    if (result.complete && options.progress) {
        options.progress(1.0, 0.0);
    }
    return result;
}

} // namespace nq
