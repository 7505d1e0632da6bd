// SPDX-License-Identifier: MIT
// available-columns (seed 004's "improved functional approach", and seed
// 003's permutations built with backtracking): the recursion passes down the
// list of columns no queen holds yet, so a row tries only those, in
// ascending order; a used column is never tried, hence never refused. Only
// the diagonals are left to check, against every queen on the board, top
// down (the queens placed above and, from a start position, the given ones
// below), stopping at the first that attacks. Work: diagonal_checks, the
// queens compared.
//
//     solve(row, columns):
//         if row == n: report the solution; return
//         for col in columns:
//             if a queen shares a diagonal with (row, col): Reject; continue
//             Place(row, col); solve(row + 1, columns - col); Remove(row, col)
//
// The tree is the other backtrackers' (2056 placements for 8x8); what is
// saved is the rejections by column, and the work of finding them.
#include "solver/algorithm.h"
#include "solver/recorder.h"
#include "solver/searches.h"
#include "solver/start.h"

#include <cstdlib>
#include <vector>

namespace nq {

Generator<Event> availableColumnsSearch(int n, std::vector<int> start)
{
    checkSearch(Algorithm::AvailableColumns, n, start);
    if (start.empty()) {
        start.assign(n, FreeRow);
    }
    std::vector<int> freeRows;
    std::vector<bool> columnHeld(n, false);
    for (int row = 0; row < n; ++row) {
        if (start[row] == FreeRow) {
            freeRows.push_back(row);
        } else {
            columnHeld[start[row]] = true;
        }
    }
    const std::size_t depthCount = freeRows.size();
    // columns[d]: the columns the free row of depth d may try (the recursion's
    // argument); tried[d]: the index in it of the column being tried.
    std::vector<std::vector<int>> columns(depthCount + 1);
    std::vector<std::size_t> tried(depthCount + 1, 0);
    for (int col = 0; col < n; ++col) {
        if (!columnHeld[col]) {
            columns[0].push_back(col);
        }
    }
    std::vector<int> board = start;
    Recorder recorder;
    if (depthCount == 0) {
        co_yield recorder.solution(board);
        co_yield recorder.done();
        co_return;
    }
    std::size_t depth = 0;
    while (true) {
        const int row = freeRows[depth];
        if (tried[depth] < columns[depth].size()) {
            const int col = columns[depth][tried[depth]];
            bool attacked = false;
            for (int r = 0; r < n && !attacked; ++r) {
                if (r == row || board[r] == FreeRow) {
                    continue;
                }
                recorder.addWork();
                if (std::abs(r - row) == std::abs(board[r] - col)) {
                    const Square queen { r, board[r] };
                    co_yield recorder.reject({ row, col }, queen, attackLine(queen, { row, col }));
                    attacked = true;
                }
            }
            if (attacked) {
                ++tried[depth];
                continue;
            }
            board[row] = col;
            co_yield recorder.place(row, col);
            if (depth + 1 == depthCount) {
                co_yield recorder.solution(board);
                board[row] = FreeRow;
                co_yield recorder.remove(row, col);
                ++tried[depth];
                continue;
            }
            std::vector<int> &next = columns[depth + 1];
            next.clear();
            for (const int c : columns[depth]) {
                if (c != col) {
                    next.push_back(c);
                }
            }
            ++depth;
            tried[depth] = 0;
            continue;
        }
        // Every column of this row is tried: back to the row above, or finish.
        if (depth == 0) {
            break;
        }
        --depth;
        const int above = freeRows[depth];
        const int col = board[above];
        board[above] = FreeRow;
        co_yield recorder.remove(above, col);
        ++tried[depth];
    }
    co_yield recorder.done();
}

} // namespace nq
