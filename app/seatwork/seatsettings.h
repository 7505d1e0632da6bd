// SPDX-License-Identifier: MIT
#pragma once

#include "learn/practiceengine.h"
#include "solver/algorithm.h"

#include <cstdint>

/*
 * What the teacher chose when starting seat work: every pupil's run is
 * `algorithm` on an n x n board from the empty board, practised to the first
 * solution (stepLimit 0) or for stepLimit steps of the run, with the
 * refusals done by the program and marked for the pupils (refusalsMarked)
 * or done by the pupils.
 */
struct SeatSettings
{
    // 4 to 8 suit a lesson; practice takes up to 12 x 12.
    static constexpr int MinSize = 4;
    static constexpr int MaxSize = nq::learn::MaxPracticeSize;

    nq::Algorithm algorithm = nq::Algorithm::LockLines;
    int n = 8;
    std::uint64_t stepLimit = 0; // 0: to the first solution
    bool refusalsMarked = false;

    // A backtracker (practice checks no local search) on a board from
    // MinSize to MaxSize.
    bool isValid() const noexcept
    {
        return nq::learn::availability(algorithm, n) == nq::learn::Availability::Available
            && n >= MinSize && n <= MaxSize;
    }
    friend bool operator==(const SeatSettings &, const SeatSettings &) = default;
};
