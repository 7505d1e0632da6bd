// SPDX-License-Identifier: MIT
#pragma once

#include "solver/event.h"

#include <optional>
#include <string>
#include <string_view>

namespace nq {

/*
 * Squares named as the board labels them, for every part of the program
 * (the window, the CLI, messages about files): files a, b, ... z from the
 * left, then aa, ab, ... zz, aaa, ... (the letters count like a spreadsheet's
 * columns), ranks n down to 1 from the top. Row 0 of an n x n board is rank
 * n, so (0, 0) on 8x8 is a8 and (7, 7) is h1.
 */

// The name of column `col` (>= 0): "a" for 0, "z" for 25, "aa" for 26.
std::string fileName(int col);
// "a8" for (row 0, column 0) of an 8 x 8 board; `square` on the board.
std::string squareName(int n, Square square);

// The column a file name stands for ("a" 0, "aa" 26), or -1 when `file` is
// not one: lower-case letters only, at most 6 of them.
int columnOfFile(std::string_view file);
// The square `name` names on an n x n board ("a8", "ab27": a file, then a
// rank from 1 to n without leading zeros), or nullopt when it names none.
std::optional<Square> squareNamed(int n, std::string_view name);

} // namespace nq
