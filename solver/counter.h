// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <functional>
#include <stop_token>

namespace nq {

// Counting accepts 1 <= n <= MaxCountSize (the largest N whose count is known).
inline constexpr int MinCountSize = 1;
inline constexpr int MaxCountSize = 27;

struct CountOptions
{
    // Worker threads; 0 means one per hardware thread.
    int threads = 0;
    // Called on the calling thread about every `progressInterval` with the
    // fraction of the work done (0..1) and the estimated seconds left
    // (negative while unknown). May be empty.
    std::function<void(double fraction, double secondsLeft)> progress;
    int progressIntervalMs = 100;
};

struct CountResult
{
    std::uint64_t solutions = 0; // all solutions (OEIS A000170)
    std::uint64_t fundamental = 0; // classes under the 8 symmetries (OEIS A002562)
    bool complete = false; // false when stopped before the end: counts are then partial
    int threads = 0; // worker threads used
    double seconds = 0.0;
};

/*
 * Counts all and fundamental solutions of the n x n board, using the
 * board's symmetries and every worker thread: from 12 x 12 to 20 x 20 by
 * joining quarter boards (QuadrantSearch, in quadrantsearch.h), otherwise by
 * a row-by-row bitboard search (EdgeSearch; the quarter tables of 21 x 21
 * and up would take half a gigabyte and more).
 * Precondition: MinCountSize <= n <= MaxCountSize (std::invalid_argument
 * otherwise). Blocks the calling thread until done or until `stop` is
 * requested; after a stop request it returns within a few milliseconds with
 * complete == false.
 */
CountResult countSolutions(int n, const CountOptions &options = {}, std::stop_token stop = {});

} // namespace nq
