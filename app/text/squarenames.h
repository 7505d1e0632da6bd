// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace text {

/*
 * The board's square and file names as QStrings, for messages, tool tips
 * and panels. The names themselves are made by nq::squareName() and
 * nq::fileName() (solver/notation.h), the one place that names and parses
 * squares for the CLI, the renderer, the window and the engines: these two
 * functions only convert, so that no caller spells out the conversion.
 */

// "a" for column 0, "z" for 25, "aa" for 26 (nq::fileName()).
QString fileName(int col);
// "a8" for (row 0, column 0) of an 8 x 8 board (nq::squareName()).
QString squareName(int n, int row, int col);

} // namespace text
