// SPDX-License-Identifier: MIT
#pragma once

// One straight pass through a run's stream, the reference the look-ahead and
// the engines built on it are checked against (header only: the engine tests
// link the widget-free libraries alone).

#include "solver/algorithm.h"

#include <cstdint>
#include <vector>

namespace nqtest {

struct StraightPass
{
    std::vector<nq::Event> events;
    std::vector<std::vector<int>> boards; // boards[k]: after k events
};

inline StraightPass straightPass(nq::Algorithm algorithm, int n, std::uint64_t seed)
{
    StraightPass pass;
    std::vector<int> queens(n, -1);
    pass.boards.push_back(queens);
    for (const nq::Event &event : nq::solve(algorithm, n, seed)) {
        pass.events.push_back(event);
        if (event.kind == nq::EventKind::Place) {
            queens[event.square.row] = event.square.col;
        } else if (event.kind == nq::EventKind::Remove) {
            queens[event.square.row] = -1;
        }
        pass.boards.push_back(queens);
    }
    return pass;
}

} // namespace nqtest
