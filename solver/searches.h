// SPDX-License-Identifier: MIT
#pragma once

// Internal to the solver library: one search per algorithm, dispatched by solve().

#include "solver/event.h"
#include "solver/generator.h"

#include <cstdint>
#include <vector>

namespace nq {

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
