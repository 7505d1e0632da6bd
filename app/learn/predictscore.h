// SPDX-License-Identifier: MIT
#pragma once

#include "learn/question.h"

#include <array>
#include <cstdint>

namespace nq::learn {

/*
 * The score of predict mode, by question kind. A question counts once, when
 * it closes: right at the first try, right at the second, or revealed (wrong
 * twice, or shown on request). A question dropped unanswered (the run
 * restarted or changed) does not count at all.
 */
class PredictScore
{
public:
    struct Tally
    {
        std::uint64_t asked = 0;
        std::uint64_t rightFirst = 0;
        std::uint64_t rightSecond = 0;
        std::uint64_t revealed = 0;
        friend bool operator==(const Tally &, const Tally &) = default;
    };

    const Tally &of(QuestionKind kind) const { return m_tallies[static_cast<std::size_t>(kind)]; }
    // The sum over all kinds.
    Tally total() const;

    // Counts a closed question: `tries` 1 or 2 with `right`, or revealed.
    void record(QuestionKind kind, bool right, int tries);
    void clear() { m_tallies = {}; }

private:
    std::array<Tally, QuestionKindCount> m_tallies {};
};

} // namespace nq::learn
