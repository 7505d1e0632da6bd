// SPDX-License-Identifier: MIT
#include "solver/algorithm.h"

#include "solver/searches.h"

#include <algorithm>
#include <array>

namespace nq {

namespace {

// Permutations stops at 11: 11! = 39,916,800 boards to test already takes
// seconds; 12! would take minutes of events.
constexpr AlgorithmKind Backtracking = AlgorithmKind::Backtracking;
constexpr std::array<AlgorithmInfo, 6> Algorithms = { {
    { Algorithm::Permutations, "permutations", "pair_checks", 11, Backtracking },
    { Algorithm::CheckQueens, "check-queens", "queen_checks", MaxBoardSize, Backtracking },
    { Algorithm::MarkBoard, "mark-board", "cells_written", MaxBoardSize, Backtracking },
    { Algorithm::LockLines, "lock-lines", "lock_lookups", MaxBoardSize, Backtracking },
    { Algorithm::Bitmask, "bitmask", "mask_operations", MaxBoardSize, Backtracking },
    { Algorithm::MinConflicts, "min-conflicts", "squares_scored", MaxLocalSearchSize,
        AlgorithmKind::LocalSearch },
} };

} // namespace

std::span<const AlgorithmInfo> algorithms() noexcept
{
    return Algorithms;
}

const AlgorithmInfo &algorithmInfo(Algorithm algorithm) noexcept
{
    return Algorithms[static_cast<std::size_t>(algorithm)];
}

std::optional<Algorithm> algorithmFromName(std::string_view name) noexcept
{
    for (const AlgorithmInfo &info : Algorithms) {
        if (info.name == name) {
            return info.id;
        }
    }
    return std::nullopt;
}

std::string algorithmNames()
{
    std::string names;
    for (const AlgorithmInfo &info : Algorithms) {
        if (!names.empty()) {
            names += ", ";
        }
        names += info.name;
    }
    return names;
}

bool isBacktracker(Algorithm algorithm) noexcept
{
    return algorithmInfo(algorithm).kind == AlgorithmKind::Backtracking;
}

std::uint64_t minConflictsMoveCap(int n) noexcept
{
    return 100 * std::uint64_t(std::max(n, 0)) + 1000;
}

Generator<Event> solve(Algorithm algorithm, int n, std::uint64_t seed)
{
    switch (algorithm) {
    case Algorithm::Permutations:
        return permutationsSearch(n);
    case Algorithm::CheckQueens:
        return checkQueensSearch(n);
    case Algorithm::MarkBoard:
        return markBoardSearch(n);
    case Algorithm::LockLines:
        return lockLinesSearch(n);
    case Algorithm::MinConflicts:
        return minConflictsSearch(n, seed);
    case Algorithm::Bitmask:
        break;
    }
    return bitmaskSearch(n);
}

} // namespace nq
