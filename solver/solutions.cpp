// SPDX-License-Identifier: MIT
#include "solver/solutions.h"

#include "solver/symmetry.h"

#include <cstdlib>
#include <limits>
#include <memory>
#include <new>
#include <stdexcept>

namespace nq {

namespace {

// The pairwise check: O(n^2), but needs no memory. Only the fallback of the
// linear check below when its bit arrays cannot be allocated.
bool isValidPairwise(std::span<const int> columns) noexcept
{
    const std::size_t n = columns.size();
    for (std::size_t r1 = 0; r1 < n; ++r1) {
        if (columns[r1] < 0 || static_cast<std::size_t>(columns[r1]) >= n) {
            return false;
        }
        for (std::size_t r2 = r1 + 1; r2 < n; ++r2) {
            const long long dc = std::llabs(static_cast<long long>(columns[r2]) - columns[r1]);
            if (dc == 0 || static_cast<std::size_t>(dc) == r2 - r1) {
                return false;
            }
        }
    }
    return true;
}

} // namespace

bool isValidSolution(std::span<const int> columns) noexcept
{
    const std::size_t n = columns.size();
    if (n == 0) {
        return true; // the empty board: nothing attacks (and 2n - 1 below needs n > 0)
    }
    // More queens than there are non-negative ints: two share a column.
    if (n > static_cast<std::size_t>(std::numeric_limits<int>::max()) + 1) {
        return false;
    }
    // One bit per column, per diagonal (row - col + n - 1) and per
    // anti-diagonal (row + col): a queen on a line already taken clashes.
    // 5n bits in one block (6.25 MB for n = 10^7). nothrow new keeps the
    // function noexcept; without memory the pairwise check still answers.
    constexpr std::size_t WordBits = 64;
    const std::size_t lines = n + 2 * (2 * n - 1);
    const std::size_t words = (lines + WordBits - 1) / WordBits;
    const std::unique_ptr<std::uint64_t[]> taken(new (std::nothrow) std::uint64_t[words]());
    if (!taken) {
        return isValidPairwise(columns);
    }
    const auto claim = [&taken](std::size_t line) {
        std::uint64_t &word = taken[line / WordBits];
        const std::uint64_t bit = std::uint64_t(1) << (line % WordBits);
        const bool free = (word & bit) == 0;
        word |= bit;
        return free;
    };
    const std::size_t diagonals = n;
    const std::size_t antiDiagonals = n + 2 * n - 1;
    for (std::size_t row = 0; row < n; ++row) {
        if (columns[row] < 0 || static_cast<std::size_t>(columns[row]) >= n) {
            return false;
        }
        const auto col = static_cast<std::size_t>(columns[row]);
        if (!claim(col) || !claim(diagonals + row + n - 1 - col)
            || !claim(antiDiagonals + row + col)) {
            return false;
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
