// SPDX-License-Identifier: MIT
#pragma once

#include "event.h"
#include "generator.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace nq {

enum class Algorithm : std::uint8_t {
    Permutations, // every permutation of columns, then test the diagonals pairwise
    CheckQueens, // backtrack; test a square against every queen placed
    MarkBoard, // backtrack; each queen marks the squares it attacks on a board copy
    LockLines, // backtrack; lock arrays for columns and both diagonals
    Bitmask, // backtrack; bitboards of attacked columns and diagonals
};

struct AlgorithmInfo
{
    Algorithm id;
    std::string_view name; // CLI name, e.g. "lock-lines"
    std::string_view workMeasure; // what Stats::work counts, e.g. "lock_lookups"
    int maxN; // largest board the algorithm accepts
};

inline constexpr int MinBoardSize = 1;
// Largest board any search accepts (bitboards are 32 bits wide).
inline constexpr int MaxBoardSize = 32;

// All algorithms, in the order of the Algorithm enum.
std::span<const AlgorithmInfo> algorithms() noexcept;
const AlgorithmInfo &algorithmInfo(Algorithm algorithm) noexcept;
std::optional<Algorithm> algorithmFromName(std::string_view name) noexcept;
// "permutations, check-queens, mark-board, lock-lines, bitmask"
std::string algorithmNames();

/*
 * The event stream of one full search of an n x n board.
 * Precondition: MinBoardSize <= n <= algorithmInfo(algorithm).maxN
 * (std::invalid_argument is thrown from begin() otherwise).
 *
 * Every stream ends with exactly one Done event and leaves the board empty:
 * each Place is matched by a Remove. Backtrackers go row by row, columns in
 * ascending order, so they all visit the same tree (2056 placements for 8x8)
 * and differ only in the work per square. Solutions come in lexicographic
 * order for every algorithm.
 */
Generator<Event> solve(Algorithm algorithm, int n);

} // namespace nq
