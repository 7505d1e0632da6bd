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
#include "solver/algorithm.h"
#include "solver/recorder.h"
#include "solver/searches.h"

#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <stdexcept>
#include <vector>

namespace nq {

Generator<Event> permutationsSearch(int n)
{
    if (n < MinBoardSize || n > algorithmInfo(Algorithm::Permutations).maxN) {
        throw std::invalid_argument("board size out of range for permutations");
    }
    Recorder recorder;
    std::vector<int> permutation(n);
    std::iota(permutation.begin(), permutation.end(), 0);
    for (int row = 0; row < n; ++row) {
        co_yield recorder.place(row, permutation[row]);
    }
    std::vector<int> previous;
    std::uint64_t tested = 0;
    while (true) {
        ++tested;
        bool valid = true;
        for (int x1 = 0; x1 < n && valid; ++x1) {
            for (int x2 = x1 + 1; x2 < n; ++x2) {
                recorder.addWork();
                if (x2 - x1 == std::abs(permutation[x2] - permutation[x1])) {
                    const Square queen { x1, permutation[x1] };
                    const Square square { x2, permutation[x2] };
                    co_yield recorder.reject(square, queen, attackLine(queen, square));
                    valid = false;
                    break;
                }
            }
        }
        if (valid) {
            co_yield recorder.solution(permutation);
        }
        previous = permutation;
        const bool more = std::next_permutation(permutation.begin(), permutation.end());
        // The first row that changes; after the last permutation, every row goes.
        int first = 0;
        if (more) {
            while (previous[first] == permutation[first]) {
                ++first;
            }
        }
        for (int row = n - 1; row >= first; --row) {
            co_yield recorder.remove(row, previous[row]);
        }
        if (!more) {
            break;
        }
        for (int row = first; row < n; ++row) {
            co_yield recorder.place(row, permutation[row]);
        }
    }
    Event &done = recorder.done();
    done.stats.permutations = tested;
    co_yield done;
}

} // namespace nq
