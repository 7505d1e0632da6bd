// SPDX-License-Identifier: MIT
#include "solver/symmetry.h"

#include <algorithm>

namespace nq {

std::string_view symmetryName(Symmetry symmetry) noexcept
{
    switch (symmetry) {
    case Symmetry::Identity:
        return "identity";
    case Symmetry::Rotate90:
        return "rotate-90";
    case Symmetry::Rotate180:
        return "rotate-180";
    case Symmetry::Rotate270:
        return "rotate-270";
    case Symmetry::ReflectVertical:
        return "reflect-vertical";
    case Symmetry::ReflectHorizontal:
        return "reflect-horizontal";
    case Symmetry::ReflectDiagonal:
        return "reflect-diagonal";
    case Symmetry::ReflectAntiDiagonal:
        break;
    }
    return "reflect-anti-diagonal";
}

std::array<int, 2> transformSquare(Symmetry symmetry, int n, int row, int col) noexcept
{
    const int last = n - 1;
    switch (symmetry) {
    case Symmetry::Identity:
        return { row, col };
    case Symmetry::Rotate90:
        return { col, last - row };
    case Symmetry::Rotate180:
        return { last - row, last - col };
    case Symmetry::Rotate270:
        return { last - col, row };
    case Symmetry::ReflectVertical:
        return { row, last - col };
    case Symmetry::ReflectHorizontal:
        return { last - row, col };
    case Symmetry::ReflectDiagonal:
        return { col, row };
    case Symmetry::ReflectAntiDiagonal:
        break;
    }
    return { last - col, last - row };
}

std::vector<int> transform(std::span<const int> columns, Symmetry symmetry)
{
    const int n = static_cast<int>(columns.size());
    std::vector<int> image(columns.size());
    for (int row = 0; row < n; ++row) {
        const auto [r, c] = transformSquare(symmetry, n, row, columns[row]);
        image[r] = c;
    }
    return image;
}

std::vector<int> canonical(std::span<const int> columns)
{
    std::vector<int> best(columns.begin(), columns.end());
    for (Symmetry symmetry : AllSymmetries) {
        std::vector<int> image = transform(columns, symmetry);
        if (image < best) {
            best = std::move(image);
        }
    }
    return best;
}

bool isCanonical(std::span<const int> columns)
{
    for (Symmetry symmetry : AllSymmetries) {
        const std::vector<int> image = transform(columns, symmetry);
        if (std::lexicographical_compare(
                image.begin(), image.end(), columns.begin(), columns.end())) {
            return false;
        }
    }
    return true;
}

std::vector<Image> orbit(std::span<const int> columns)
{
    std::vector<Image> images;
    for (Symmetry symmetry : AllSymmetries) {
        std::vector<int> image = transform(columns, symmetry);
        const bool seen = std::any_of(images.begin(), images.end(),
            [&](const Image &known) { return known.columns == image; });
        if (!seen) {
            images.push_back({ symmetry, std::move(image) });
        }
    }
    return images;
}

int orbitSize(std::span<const int> columns)
{
    return static_cast<int>(orbit(columns).size());
}

} // namespace nq
