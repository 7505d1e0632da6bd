// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

namespace nq {

/*
 * One solution of the n x n board, in O(n) time and memory, from the known
 * explicit formulas (Hoffman, Loessi and Moore 1969; Bernhardsson 1991):
 * no search, so the same n always gives the same board.
 *
 * Returns columns[r] = the 0-based column of the queen in row r, for rows
 * 0..n-1: a solution for n = 1 and every n >= 4. Returns an empty vector
 * for n = 2 and n = 3 (no solution exists) and for n < 1.
 * May throw std::bad_alloc (4 bytes per row).
 */
std::vector<int> constructSolution(int n);

} // namespace nq
