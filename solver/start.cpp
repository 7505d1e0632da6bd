// SPDX-License-Identifier: MIT
#include "solver/start.h"

#include "solver/notation.h"
#include "solver/searches.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace nq {

StartProblem checkStart(int n, std::span<const int> start)
{
    StartProblem problem;
    if (start.empty()) {
        return problem;
    }
    if (start.size() != static_cast<std::size_t>(n)) {
        problem.kind = StartProblem::Kind::WrongSize;
        problem.message = "the start has " + std::to_string(start.size())
            + " rows; it needs one per row of the board (" + std::to_string(n) + ") or none";
        return problem;
    }
    for (int row = 0; row < n; ++row) {
        const int col = start[row];
        if (col != FreeRow && (col < 0 || col >= n)) {
            problem.kind = StartProblem::Kind::ColumnOutOfRange;
            problem.first = { row, col };
            problem.message = "row " + std::to_string(row) + " has column " + std::to_string(col)
                + "; valid: 0 to " + std::to_string(n - 1) + ", or -1 for a free row";
            return problem;
        }
    }
    for (int upper = 0; upper < n; ++upper) {
        if (start[upper] == FreeRow) {
            continue;
        }
        for (int lower = upper + 1; lower < n; ++lower) {
            if (start[lower] == FreeRow) {
                continue;
            }
            const Square a { upper, start[upper] };
            const Square b { lower, start[lower] };
            if (const Line line = attackLine(a, b); line != Line::None) {
                problem.kind = StartProblem::Kind::Attack;
                problem.first = a;
                problem.second = b;
                problem.line = line;
                problem.message = "the given queens on " + squareName(n, a) + " and "
                    + squareName(n, b) + " attack each other along the " + std::string(lineName(line));
                return problem;
            }
        }
    }
    return problem;
}

int givenQueenCount(std::span<const int> start) noexcept
{
    return static_cast<int>(
        std::count_if(start.begin(), start.end(), [](int col) { return col != FreeRow; }));
}

void checkSearch(Algorithm algorithm, int n, std::span<const int> start)
{
    if (n < MinBoardSize || n > algorithmInfo(algorithm).maxN) {
        throw std::invalid_argument(
            "board size out of range for " + std::string(algorithmInfo(algorithm).name));
    }
    if (const StartProblem problem = checkStart(n, start)) {
        throw std::invalid_argument(problem.message);
    }
}

} // namespace nq
