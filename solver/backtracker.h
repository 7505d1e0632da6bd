// SPDX-License-Identifier: MIT
#pragma once

// Internal to the solver library.

#include "algorithm.h"
#include "generator.h"
#include "recorder.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace nq {

// Why a square is refused: the queen the algorithm found, and its line.
struct Attack
{
    Square by;
    Line line;
};

/*
 * The row-by-row, ascending-column backtracking shared by every backtracker,
 * written as one loop with an explicit stack so that it is a single coroutine
 * frame (no generator per recursion level).
 *
 * `Rules` supplies what differs between the algorithms, and does (and counts
 * through the Recorder) the work its approach really does:
 *   void enterRow(int row, Recorder &);          a row is about to be scanned
 *   std::optional<Attack> check(int row, int col, std::span<const int> queens, Recorder &);
 *   void place(int row, int col, Recorder &);    after the Place event
 *   void remove(int row, int col, Recorder &);   after the Remove event
 * queens[r] is the column of the queen in row r for r < row.
 */
template<typename Rules> Generator<Event> backtrack(Algorithm algorithm, int n, Rules rules)
{
    if (n < MinBoardSize || n > algorithmInfo(algorithm).maxN) {
        throw std::invalid_argument(
            "board size out of range for " + std::string(algorithmInfo(algorithm).name));
    }
    Recorder recorder;
    std::vector<int> queens(n, -1);
    std::vector<int> next(n + 1, 0); // next column to try in each row
    int row = 0;
    rules.enterRow(0, recorder);
    while (true) {
        if (row == n) {
            co_yield recorder.solution(queens);
        } else if (next[row] < n) {
            const int col = next[row]++;
            if (const std::optional<Attack> attack = rules.check(row, col, queens, recorder)) {
                co_yield recorder.reject({ row, col }, attack->by, attack->line);
                continue;
            }
            queens[row] = col;
            co_yield recorder.place(row, col);
            rules.place(row, col, recorder);
            ++row;
            next[row] = 0;
            if (row < n) {
                rules.enterRow(row, recorder);
            }
            continue;
        }
        // The row is full (a solution) or exhausted: take back the queen above.
        if (row == 0) {
            break;
        }
        --row;
        const int col = queens[row];
        queens[row] = -1;
        co_yield recorder.remove(row, col);
        rules.remove(row, col, recorder);
    }
    co_yield recorder.done();
}

} // namespace nq
