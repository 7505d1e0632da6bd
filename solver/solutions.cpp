// SPDX-License-Identifier: MIT
#include "solutions.h"

#include "symmetry.h"

#include <cstdlib>
#include <stdexcept>

namespace nq {

bool isValidSolution(std::span<const int> columns) noexcept
{
    const int n = static_cast<int>(columns.size());
    for (int r1 = 0; r1 < n; ++r1) {
        if (columns[r1] < 0 || columns[r1] >= n) {
            return false;
        }
        for (int r2 = r1 + 1; r2 < n; ++r2) {
            const int dc = std::abs(columns[r2] - columns[r1]);
            if (dc == 0 || dc == r2 - r1) {
                return false;
            }
        }
    }
    return true;
}

std::uint64_t forEachSolution(int n, const std::function<bool(std::span<const int>)> &visit)
{
    if (n < 1 || n > MaxEnumerationSize) {
        throw std::invalid_argument("board size out of range for enumeration");
    }
    const std::uint32_t full = n == 32 ? ~std::uint32_t(0) : (std::uint32_t(1) << n) - 1;
    // An explicit stack: per row, the squares still to try and the masks it was entered with.
    std::uint32_t free[MaxEnumerationSize + 1];
    std::uint32_t columnsMask[MaxEnumerationSize + 1];
    std::uint32_t diagonals[MaxEnumerationSize + 1];
    std::uint32_t antiDiagonals[MaxEnumerationSize + 1];
    int columns[MaxEnumerationSize];
    std::uint64_t visited = 0;

    int row = 0;
    columnsMask[0] = diagonals[0] = antiDiagonals[0] = 0;
    free[0] = full;
    while (row >= 0) {
        if (free[row] == 0) {
            --row;
            continue;
        }
        // Lowest bit first: columns in ascending order, hence lexicographic solutions.
        const std::uint32_t bit = free[row] & (0u - free[row]);
        free[row] ^= bit;
        columns[row] = __builtin_ctz(bit);
        if (row == n - 1) {
            ++visited;
            if (!visit(std::span<const int>(columns, n))) {
                return visited;
            }
            continue;
        }
        columnsMask[row + 1] = columnsMask[row] | bit;
        diagonals[row + 1] = (diagonals[row] | bit) << 1;
        antiDiagonals[row + 1] = (antiDiagonals[row] | bit) >> 1;
        ++row;
        free[row] = full & ~(columnsMask[row] | diagonals[row] | antiDiagonals[row]);
    }
    return visited;
}

std::uint64_t forEachFundamentalSolution(
    int n, const std::function<bool(std::span<const int>)> &visit)
{
    std::uint64_t visited = 0;
    forEachSolution(n, [&](std::span<const int> columns) {
        if (!isCanonical(columns)) {
            return true;
        }
        ++visited;
        return visit(columns);
    });
    return visited;
}

namespace {

std::vector<std::vector<int>> collect(int n, std::uint64_t limit,
    std::uint64_t (*enumerate)(int, const std::function<bool(std::span<const int>)> &))
{
    std::vector<std::vector<int>> boards;
    enumerate(n, [&](std::span<const int> columns) {
        boards.emplace_back(columns.begin(), columns.end());
        return limit == 0 || boards.size() < limit;
    });
    return boards;
}

} // namespace

std::vector<std::vector<int>> allSolutions(int n, std::uint64_t limit)
{
    return collect(n, limit, &forEachSolution);
}

std::vector<std::vector<int>> fundamentalSolutions(int n, std::uint64_t limit)
{
    return collect(n, limit, &forEachFundamentalSolution);
}

} // namespace nq
