// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace nq {

// The 8 symmetries of the square (the dihedral group D4). Rotations are
// clockwise on a board drawn with row 0 at the top.
enum class Symmetry : std::uint8_t {
    Identity,
    Rotate90,
    Rotate180,
    Rotate270,
    ReflectVertical, // mirror in the vertical axis: left <-> right
    ReflectHorizontal, // mirror in the horizontal axis: top <-> bottom
    ReflectDiagonal, // mirror in the main diagonal (row == col)
    ReflectAntiDiagonal, // mirror in the anti-diagonal (row + col == n - 1)
};

inline constexpr std::array<Symmetry, 8> AllSymmetries = {
    Symmetry::Identity,
    Symmetry::Rotate90,
    Symmetry::Rotate180,
    Symmetry::Rotate270,
    Symmetry::ReflectVertical,
    Symmetry::ReflectHorizontal,
    Symmetry::ReflectDiagonal,
    Symmetry::ReflectAntiDiagonal,
};

// "identity", "rotate-90", ..., "reflect-anti-diagonal".
std::string_view symmetryName(Symmetry symmetry) noexcept;

// The square (row, col) is mapped to under `symmetry` on an n x n board.
std::array<int, 2> transformSquare(Symmetry symmetry, int n, int row, int col) noexcept;

/*
 * Boards here are permutations: columns[r] is the column of the queen in row
 * r, every column used once (every N-Queens solution is one). Precondition
 * for all functions below: `columns` is a permutation of 0..n-1.
 */

// The board `columns` becomes under `symmetry`.
std::vector<int> transform(std::span<const int> columns, Symmetry symmetry);

// The lexicographically smallest of the 8 images: the class's canonical board.
std::vector<int> canonical(std::span<const int> columns);
bool isCanonical(std::span<const int> columns);

// How many distinct boards the 8 symmetries make of `columns`: 1, 2, 4 or 8.
int orbitSize(std::span<const int> columns);

// The distinct images of `columns`, each with the first symmetry (in
// AllSymmetries order) that produces it; the first entry is the identity.
struct Image
{
    Symmetry symmetry;
    std::vector<int> columns;
};
std::vector<Image> orbit(std::span<const int> columns);

} // namespace nq
