// SPDX-License-Identifier: MIT
#pragma once

// Internal to the solver library: the tasks countSolutions() shares out.

#include "solver/event.h"

#include <cstdint>
#include <stop_token>
#include <vector>

namespace nq {

/*
 * Every solution has exactly one queen on each edge of the board: in the top
 * and bottom rows and in the left and right columns (a corner queen serves
 * two edges). The eight symmetries of the square map edges to edges, so
 * solutions with edge queens E are in one-to-one correspondence with those
 * with edge queens g(E). The count is therefore the sum, over one
 * representative E of each orbit of edge placements, of |orbit(E)| times the
 * completions of E: about an eighth of the search, and the pre-placed edge
 * queens prune every row from the start. One search (EdgeSearch) serves all
 * the bottom queens of a (top, left, right) placement: each square of the
 * bottom row weighs what its placement's orbit does (0 when the placement is
 * not its orbit's representative), so the rows above are not searched again
 * for every bottom queen.
 */
struct EdgeTask
{
    std::uint8_t top = 0; // column of the queen in row 0
    std::uint8_t bottom = 0; // column of the queen in row n - 1
    std::uint8_t left = 0; // row of the queen in column 0
    std::uint8_t right = 0; // row of the queen in column n - 1
};

// The distinct edge queens of `task` on the n x n board, top, bottom, left,
// right (a corner queen once): writes them to `queens`, returns how many.
int edgeQueens(const EdgeTask &task, int n, Square (&queens)[4]);

// The weight of the edge placement `task`: the size of its orbit when it is
// the orbit's representative (the image whose sorted squares come first), 0
// when it is not, or when its queens are inconsistent (a corner queen not
// shared by its two edges, two in a row, or attacking each other).
int edgeWeight(int n, const EdgeTask &task);

// The tasks of the n x n board (n >= 4): one per (top, left, right)
// placement of which some bottom queen makes an orbit representative, with
// `bottom` 0. The bottom queen is found by the search (the last row), and
// weighs what its placement's orbit does. Gives up (returning what it has)
// when `stop` is requested.
std::vector<EdgeTask> makeEdgeTasks(int n, const std::stop_token &stop);

} // namespace nq
