// SPDX-License-Identifier: MIT
#include "solver/algorithm.h"

#include "solver/searches.h"
#include "solver/start.h"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace nq {

namespace {

// Permutations stops at 11: 11! = 39,916,800 boards to test already takes
// seconds; 12! would take minutes of events.
constexpr AlgorithmKind Backtracking = AlgorithmKind::Backtracking;
constexpr std::array<AlgorithmInfo, 10> Algorithms = { {
    { .id = Algorithm::Permutations, .name = "permutations", .workMeasure = "pair_checks",
        .maxN = MaxPermutationsSize, .kind = Backtracking },
    { .id = Algorithm::CheckQueens, .name = "check-queens", .workMeasure = "queen_checks",
        .maxN = MaxBoardSize, .kind = Backtracking },
    { .id = Algorithm::MarkBoard, .name = "mark-board", .workMeasure = "cells_written",
        .maxN = MaxBoardSize, .kind = Backtracking },
    { .id = Algorithm::LockLines, .name = "lock-lines", .workMeasure = "lock_lookups",
        .maxN = MaxBoardSize, .kind = Backtracking },
    { .id = Algorithm::Bitmask, .name = "bitmask", .workMeasure = "mask_operations",
        .maxN = MaxBoardSize, .kind = Backtracking },
    { .id = Algorithm::AvailableColumns, .name = "available-columns",
        .workMeasure = "diagonal_checks", .maxN = MaxBoardSize, .kind = Backtracking,
        .triesFreeColumnsOnly = true },
    { .id = Algorithm::ForwardChecking, .name = "forward-checking",
        .workMeasure = "consistency_checks", .maxN = MaxBoardSize, .kind = Backtracking,
        .refuses = false },
    { .id = Algorithm::Mrv, .name = "mrv", .workMeasure = "consistency_checks",
        .maxN = MaxBoardSize, .kind = Backtracking, .choosesRows = true, .refuses = false },
    { .id = Algorithm::DancingLinks, .name = "dancing-links", .workMeasure = "link_updates",
        .maxN = MaxBoardSize, .kind = Backtracking, .choosesRows = true,
        .choosesColumns = true, .refuses = false },
    { .id = Algorithm::MinConflicts, .name = "min-conflicts", .workMeasure = "squares_scored",
        .maxN = MaxLocalSearchSize, .kind = AlgorithmKind::LocalSearch, .refuses = false },
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
    return solve(algorithm, n, seed, {});
}

namespace {

// A stream that throws std::invalid_argument(message) from begin(), as the
// searches do for a bad n: solve() itself never throws.
Generator<Event> refused(std::string message)
{
    throw std::invalid_argument(message);
    co_return;
}

} // namespace

Generator<Event> solve(Algorithm algorithm, int n, std::uint64_t seed, std::span<const int> start)
{
    // Copied here: the coroutines below start suspended and must not keep
    // the caller's span.
    std::vector<int> given(start.begin(), start.end());
    switch (algorithm) {
    case Algorithm::Permutations:
        return permutationsSearch(n, std::move(given));
    case Algorithm::CheckQueens:
        return checkQueensSearch(n, std::move(given));
    case Algorithm::MarkBoard:
        return markBoardSearch(n, std::move(given));
    case Algorithm::LockLines:
        return lockLinesSearch(n, std::move(given));
    case Algorithm::MinConflicts:
        if (givenQueenCount(given) > 0 || (!given.empty() && given.size() != std::size_t(n))) {
            return refused("min-conflicts repairs a full board and takes no given queens; "
                           "a start position runs with the backtrackers only");
        }
        return minConflictsSearch(n, seed);
    case Algorithm::AvailableColumns:
        return availableColumnsSearch(n, std::move(given));
    case Algorithm::ForwardChecking:
        return forwardCheckingSearch(n, std::move(given), false);
    case Algorithm::Mrv:
        return forwardCheckingSearch(n, std::move(given), true);
    case Algorithm::DancingLinks:
        return dancingLinksSearch(n, std::move(given));
    case Algorithm::Bitmask:
        break;
    }
    return bitmaskSearch(n, std::move(given));
}

} // namespace nq
