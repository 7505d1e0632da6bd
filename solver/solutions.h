// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace nq {

// True when `columns` (columns[r] = column of the queen in row r) places
// columns.size() queens on that size of board, none attacking another.
// Linear time, with about 5n bits of scratch memory (about 0.6 MB for
// n = 10^6); never throws: should that memory not be available, it falls
// back to the pairwise O(n^2) check, which gives the same answer slowly.
bool isValidSolution(std::span<const int> columns) noexcept;

// Largest n for which the enumerations below are defined (32-bit bitboards).
inline constexpr int MaxEnumerationSize = 32;

/*
 * Calls visit(columns) for every solution of the n x n board in lexicographic
 * order, until visit returns false. `columns` is only valid during the call.
 * Fast (bitboards, no events). Precondition: 1 <= n <= MaxEnumerationSize.
 * Returns the number of solutions visited.
 */
std::uint64_t forEachSolution(int n, const std::function<bool(std::span<const int>)> &visit);

// The same for the canonical board of each symmetry class (see symmetry.h):
// one per class, in lexicographic order.
std::uint64_t forEachFundamentalSolution(
    int n, const std::function<bool(std::span<const int>)> &visit);

// Convenience: the first `limit` solutions (all when limit is 0).
std::vector<std::vector<int>> allSolutions(int n, std::uint64_t limit = 0);
std::vector<std::vector<int>> fundamentalSolutions(int n, std::uint64_t limit = 0);

} // namespace nq
