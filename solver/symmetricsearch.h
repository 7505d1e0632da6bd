// SPDX-License-Identifier: MIT
#pragma once

// Internal to the solver library: the counts Burnside's lemma needs besides
// the number of all solutions.

#include "solver/event.h"

#include <atomic>
#include <cstdint>

namespace nq {

/*
 * Counts the solutions of the n x n board that a half turn (S180) or a
 * quarter turn (S90) maps onto themselves: whole orbits of squares under the
 * rotation are placed at once, always in the lowest empty row. With the
 * count of all solutions, these give the fundamental ones (countSolutions()).
 * The orbits come from transformSquare() (symmetry.h); whether a square is
 * free is a bitboard test, the search's inner loop.
 */
class SymmetricSearch
{
public:
    // Precondition: 1 <= n <= 32. `quarterTurn`: invariant under a quarter
    // turn, else under a half turn. `stop` is read during count().
    SymmetricSearch(int n, bool quarterTurn, const std::atomic<bool> &stop);

    // The number of invariant solutions; partial when stopped() says the
    // stop flag interrupted the search.
    std::uint64_t count();
    bool stopped() const { return m_stopped; }

private:
    // Inline, though defined in symmetricsearch.cpp, as they were when
    // defined in the class: g++ then inlines makeOrbit() into the search.
    inline std::uint64_t search(std::uint64_t rowsUsed, std::uint64_t colsUsed, std::uint64_t diag,
        std::uint64_t anti, int placed);
    inline int makeOrbit(int row, int col, Square (&orbit)[4]) const;

    const int m_n;
    const bool m_quarter;
    const std::atomic<bool> &m_stop;
    bool m_stopped = false;
};

} // namespace nq
