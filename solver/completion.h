// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <span>
#include <stop_token>
#include <vector>

namespace nq {

/*
 * Completing and identifying positions of the n x n board, for play mode.
 *
 * A position here is `columns`: columns.size() == n, columns[r] the column of
 * the queen in row r or -1 for an empty row (so at most one queen a row).
 * Preconditions of every function below (std::invalid_argument otherwise):
 * 1 <= n <= MaxCompletionSize, every entry in -1..n-1, and no two placed
 * queens share a column or a diagonal.
 */
inline constexpr int MaxCompletionSize = 32;

// Bounds of one search: `maxNodes` placements tried (0: no bound), and a
// stop request, checked every 256 placements or so (never more than 512
// apart), so that a stopped search ends within a few hundred placements.
struct CompletionLimits
{
    std::uint64_t maxNodes = 0;
    std::stop_token stop;
};

enum class CompletionOutcome {
    Found, // a solution extends the position
    Impossible, // no solution extends it (a dead end), proved by exhaustion
    GaveUp, // maxNodes placements were tried without deciding
    Stopped, // a stop was requested before deciding
};

struct Completion
{
    CompletionOutcome outcome = CompletionOutcome::Impossible;
    std::vector<int> columns; // Found: a full solution keeping every placed queen
    std::uint64_t nodes = 0; // placements tried
};

/*
 * Whether some solution keeps every placed queen, and one such solution.
 * Backtracking with bitboards that fills the most constrained empty row
 * first (fewest free squares; ties: the topmost) and backs up as soon as an
 * empty row has no free square or the empty rows can reach fewer columns
 * than they need. A position that has a completion is usually decided in
 * well under a millisecond even on 32 x 32; proving a dead end can take an
 * exhaustive search (seconds on a big board with many empty rows): bound it
 * with `limits`. Which solution is returned is deterministic but unspecified.
 */
Completion complete(std::span<const int> columns, const CompletionLimits &limits = {});

struct Hint
{
    // Found: (row, col) is the square to play, or row == col == -1 when the
    // board is already full (a solution). Impossible: a dead end.
    CompletionOutcome outcome = CompletionOutcome::Impossible;
    int row = -1;
    int col = -1;
    std::uint64_t nodes = 0; // placements tried, over all the searches
};

/*
 * The next safe square that still leads to a solution: the first empty row
 * from the top, and the smallest column in it such that the position plus a
 * queen there extends to a solution. `limits.maxNodes` bounds the placements
 * of all the searches together.
 */
Hint findHint(std::span<const int> columns, const CompletionLimits &limits = {});

// The number of solutions that keep every placed queen (no bound: for small
// boards or nearly full positions).
std::uint64_t countCompletions(std::span<const int> columns);

// The largest n whose solutions identify() enumerates: 12 (14,200 solutions,
// about 25 ms); 13 would take about 125 ms, and each further n about five
// times more, too long for the GUI thread.
inline constexpr int MaxIdentifySize = 12;

struct SolutionIdentity
{
    std::uint64_t index = 0; // 1-based, among all solutions in lexicographic order
    std::uint64_t total = 0; // all solutions of n
    std::uint64_t fundamentalIndex = 0; // 1-based: the class's canonical board among
                                        // the canonical boards in lexicographic order
    std::uint64_t fundamentalTotal = 0; // symmetry classes of n
};

/*
 * Where a solution stands in the enumerations of solutions.h: its index
 * among all solutions (as `nqueens solutions N` lists them) and the index of
 * its symmetry class among the fundamental ones (`--fundamental`).
 * Preconditions: `solution` is a valid solution (isValidSolution) and
 * 1 <= n <= MaxIdentifySize (std::invalid_argument otherwise).
 */
SolutionIdentity identify(std::span<const int> solution);

} // namespace nq
