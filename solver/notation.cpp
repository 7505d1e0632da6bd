// SPDX-License-Identifier: MIT
#include "solver/notation.h"

namespace nq {

std::string fileName(int col)
{
    const auto letter = [](int i) { return char('a' + i); };
    if (col < 26) {
        return std::string(1, letter(col));
    }
    return std::string { letter(col / 26 - 1), letter(col % 26) };
}

std::string squareName(int n, Square square)
{
    return fileName(square.col) + std::to_string(n - square.row);
}

} // namespace nq
