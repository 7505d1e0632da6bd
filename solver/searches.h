// SPDX-License-Identifier: MIT
#pragma once

// Internal to the solver library: one search per algorithm, dispatched by solve().

#include "solver/event.h"
#include "solver/generator.h"

#include <cstdint>

namespace nq {

Generator<Event> permutationsSearch(int n);
Generator<Event> checkQueensSearch(int n);
Generator<Event> markBoardSearch(int n);
Generator<Event> lockLinesSearch(int n);
Generator<Event> bitmaskSearch(int n);
Generator<Event> minConflictsSearch(int n, std::uint64_t seed);

} // namespace nq
