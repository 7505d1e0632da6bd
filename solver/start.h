// SPDX-License-Identifier: MIT
#pragma once

#include "solver/event.h"

#include <cstdint>
#include <span>
#include <string>

namespace nq {

/*
 * A start position for a backtracking search (see solve()): start[row] is the
 * column of a queen given in that row, or FreeRow for a row the search fills.
 * Its size is the board's size n; an empty start means every row is free.
 * One queen a row by construction: two queens in one row cannot be written
 * down, so a reader of user input (the CLI's square list) refuses them itself.
 */
inline constexpr int FreeRow = -1;

// What is wrong with a start position: the first problem found, rows top
// down, or Kind::None.
struct StartProblem
{
    enum class Kind : std::uint8_t {
        None,
        WrongSize, // start.size() is neither 0 nor n
        ColumnOutOfRange, // first = (row, column), the column not in 0..n-1 nor FreeRow
        Attack, // first (upper) and second (lower) given queens attack each other along `line`
    };
    Kind kind = Kind::None;
    Square first;
    Square second;
    Line line = Line::None;
    // One line in English, squares named as the board labels them
    // (nq::squareName), e.g. "the given queens on a8 and c6 attack each other
    // along the diagonal" on 8x8; empty for None.
    std::string message;

    explicit operator bool() const noexcept { return kind != Kind::None; }
};

/*
 * Checks a start position for an n x n board (n >= 1). The attacking pair
 * named is the first in order (upper row, then lower row, both top down), and
 * its line is attackLine(upper, lower): column before the diagonals.
 */
StartProblem checkStart(int n, std::span<const int> start);

// The number of given queens in `start` (entries other than FreeRow).
int givenQueenCount(std::span<const int> start) noexcept;

} // namespace nq
