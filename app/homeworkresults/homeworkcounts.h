// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

/*
 * One task's counts as a results file claims them and as the replay makes
 * them (the format's "claimed" entries, docs of issue 40): practice the
 * pupil's right steps, the steps shown, the mistakes (all kinds together)
 * and whether the task was finished; predict the questions closed (asked),
 * right at the first try, at the second, and revealed; browse nothing.
 * The fields of the other kinds stay 0.
 */
struct HomeworkCounts
{
    enum class Kind { Practice, Predict, Browse };

    Kind kind = Kind::Browse;
    std::uint64_t done = 0;
    std::uint64_t shown = 0;
    std::uint64_t mistakes = 0;
    bool finished = false;
    std::uint64_t asked = 0;
    std::uint64_t rightFirst = 0;
    std::uint64_t rightSecond = 0;
    std::uint64_t revealed = 0;

    friend bool operator==(const HomeworkCounts &, const HomeworkCounts &) = default;
};
