// SPDX-License-Identifier: MIT
#pragma once

// Internal to the solver library: one search per algorithm, dispatched by solve().

#include "solver/algorithm.h"
#include "solver/event.h"
#include "solver/generator.h"

#include <cstdint>
#include <span>
#include <vector>

namespace nq {

// The opening check of every search, so that all refuse the same way: throws
// std::invalid_argument("board size out of range for <name>") when n is not
// in MinBoardSize..algorithmInfo(algorithm).maxN, else checkStart()'s message
// when `start` (empty: every row free) has a problem. The searches call it
// first in their bodies, so it throws from the first resume, never from solve().
void checkSearch(Algorithm algorithm, int n, std::span<const int> start = {});

// `start`: empty (every row free) or a start position of size n (solver/start.h).
Generator<Event> permutationsSearch(int n, std::vector<int> start = {});
Generator<Event> checkQueensSearch(int n, std::vector<int> start = {});
Generator<Event> markBoardSearch(int n, std::vector<int> start = {});
Generator<Event> lockLinesSearch(int n, std::vector<int> start = {});
Generator<Event> bitmaskSearch(int n, std::vector<int> start = {});
Generator<Event> availableColumnsSearch(int n, std::vector<int> start = {});
// `mrv`: choose the row with the fewest squares left instead of the next one down.
Generator<Event> forwardCheckingSearch(int n, std::vector<int> start, bool mrv);
Generator<Event> dancingLinksSearch(int n, std::vector<int> start = {});
Generator<Event> minConflictsSearch(int n, std::uint64_t seed);

} // namespace nq
