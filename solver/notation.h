// SPDX-License-Identifier: MIT
#pragma once

#include "solver/event.h"

#include <string>

namespace nq {

/*
 * Squares named as the board labels them, for every part of the program
 * (the window, the CLI, messages about files): files a, b, ... from the
 * left (after z: aa, ab, ...), ranks n down to 1 from the top. Row 0 of an
 * n x n board is rank n, so (0, 0) on 8x8 is a8 and (7, 7) is h1.
 */
std::string fileName(int col);
// "a8" for (row 0, column 0) of an 8 x 8 board; `square` on the board.
std::string squareName(int n, Square square);

} // namespace nq
