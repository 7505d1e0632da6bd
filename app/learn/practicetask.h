// SPDX-License-Identifier: MIT
#pragma once

#include "learn/practiceengine.h"
#include "solver/algorithm.h"

#include <cstdint>

namespace nq::learn {

/*
 * How much work a practice is for the pupil, before anyone starts it: the
 * steps a pupil does when every step is right (the practice engine driven
 * by showMe() from an empty n x n board to its end), and how many of them
 * are refusals. Seat work's start dialog tells the teacher this, with the
 * time it takes at a pupil's pace, so that the task fits the lesson: 6 x 6
 * lock-lines to the first solution is 196 steps, 140 of them refusals;
 * with the refusals marked for the pupils, 56.
 *
 * A pupil's pace is PupilSecondsPerStep: a tap, reading the verdict and
 * looking for the next square. It is an assumption, not a measurement of
 * pupils (a class's pace varies by more than that); it is meant to tell a
 * three-minute task from a thirty-minute one.
 */
struct PracticeTask
{
    static constexpr int PupilSecondsPerStep = 4;

    std::uint64_t steps = 0; // the pupil's steps, all right
    std::uint64_t refusals = 0; // of them, refusals
    bool solutionReached = false;

    // The task of `algorithm` on an empty n x n board with `options`
    // (availability() must be Available).
    static PracticeTask measure(Algorithm algorithm, int n, PracticeEngine::Options options);
    // The time it takes at PupilSecondsPerStep, in whole minutes, at least 1.
    std::uint64_t minutes() const noexcept;
};

} // namespace nq::learn
