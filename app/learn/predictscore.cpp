// SPDX-License-Identifier: MIT
#include "learn/predictscore.h"

namespace nq::learn {

PredictScore::Tally PredictScore::total() const
{
    Tally sum;
    for (const Tally &tally : m_tallies) {
        sum.asked += tally.asked;
        sum.rightFirst += tally.rightFirst;
        sum.rightSecond += tally.rightSecond;
        sum.revealed += tally.revealed;
    }
    return sum;
}

void PredictScore::record(QuestionKind kind, bool right, int tries)
{
    Tally &tally = m_tallies[static_cast<std::size_t>(kind)];
    ++tally.asked;
    if (!right) {
        ++tally.revealed;
    } else if (tries <= 1) {
        ++tally.rightFirst;
    } else {
        ++tally.rightSecond;
    }
}

} // namespace nq::learn
