// SPDX-License-Identifier: MIT
// permutations (seed 003, "brute force search using permutations"): a board
// with one queen per row and per column is a permutation of the columns.
// Every permutation is generated in lexicographic order and then tested pair
// by pair, (0,1), (0,2), ..., (1,2), ... as itertools.combinations does,
// until two queens share a diagonal. Work: pair_checks, the pairs tested.
//
// On the board, moving to the next permutation takes back the queens of the
// rows that change (bottom up) and puts the new ones down (top down); a
// failed test is a Reject of the later queen of the first attacking pair.
// Stats::permutations counts the permutations tested (N!).
//
// From a start position the given queens stay put: the columns they leave
// free are permuted over the free rows, and every board is tested as above,
// all pairs, given ones included (what "fill in the gaps and test the board"
// costs). A failed test refuses the pair's queen that the search put down:
// the later one, or the earlier one when the later is given. (free rows)!
// permutations are tested.
#include "solver/algorithm.h"
#include "solver/recorder.h"
#include "solver/searches.h"
#include "solver/start.h"

#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <utility>
#include <vector>

namespace nq {

Generator<Event> permutationsSearch(int n, std::vector<int> start)
{
    checkSearch(Algorithm::Permutations, n, start);
    if (start.empty()) {
        start.assign(n, FreeRow);
    }
    // The free rows, top down, and the columns no given queen holds, ascending:
    // the permutation is of these columns over these rows.
    std::vector<int> freeRows;
    std::vector<bool> columnGiven(n, false);
    for (int row = 0; row < n; ++row) {
        if (start[row] == FreeRow) {
            freeRows.push_back(row);
        } else {
            columnGiven[start[row]] = true;
        }
    }
    std::vector<int> permutation;
    for (int col = 0; col < n; ++col) {
        if (!columnGiven[col]) {
            permutation.push_back(col);
        }
    }
    const std::size_t free = freeRows.size();
    Recorder recorder;
    std::vector<int> board = start;
    for (std::size_t i = 0; i < free; ++i) {
        board[freeRows[i]] = permutation[i];
        co_yield recorder.place(freeRows[i], permutation[i]);
    }
    std::vector<int> previous;
    std::uint64_t tested = 0;
    while (true) {
        ++tested;
        bool valid = true;
        for (int x1 = 0; x1 < n && valid; ++x1) {
            for (int x2 = x1 + 1; x2 < n; ++x2) {
                recorder.addWork();
                if (x2 - x1 == std::abs(board[x2] - board[x1])) {
                    Square queen { x1, board[x1] };
                    Square square { x2, board[x2] };
                    // The refused square is a queen the search put down: a
                    // given queen is never refused, it names the other one.
                    if (start[x2] != FreeRow) {
                        std::swap(queen, square);
                    }
                    co_yield recorder.reject(square, queen, attackLine(queen, square));
                    valid = false;
                    break;
                }
            }
        }
        if (valid) {
            co_yield recorder.solution(board);
        }
        previous = permutation;
        const bool more = std::next_permutation(permutation.begin(), permutation.end());
        // The first free row that changes; after the last permutation, every free row goes.
        std::size_t first = 0;
        if (more) {
            while (previous[first] == permutation[first]) {
                ++first;
            }
        }
        for (std::size_t i = free; i-- > first;) {
            board[freeRows[i]] = FreeRow;
            co_yield recorder.remove(freeRows[i], previous[i]);
        }
        if (!more) {
            break;
        }
        for (std::size_t i = first; i < free; ++i) {
            board[freeRows[i]] = permutation[i];
            co_yield recorder.place(freeRows[i], permutation[i]);
        }
    }
    Event &done = recorder.done();
    done.stats.permutations = tested;
    co_yield done;
}

} // namespace nq
