// SPDX-License-Identifier: MIT
// forward-checking and mrv: N-Queens as a constraint satisfaction problem.
// Each row is a variable whose domain is the columns still allowed to it.
//
//     solve():
//         if every row holds a queen: report the solution; return
//         row = the next row down            (mrv: the empty row with the
//                                              smallest domain, topmost on a tie)
//         for col in domain[row], ascending:
//             Place(row, col)
//             for each empty row r, top down:
//                 for each square of domain[r] the new queen attacks:
//                     Prune it (by the new queen, along its line)
//                 if domain[r] is empty: Wipeout(r); stop pruning
//             if there was no wipe-out: solve()
//             Remove(row, col); give back exactly the squares it pruned
//
// A square is never refused, since the domains hold only squares no queen
// attacks: the work moves from testing squares to pruning domains. Work:
// consistency_checks, the values of the domains examined against each new
// queen (the size of every empty row's domain before it is pruned, which is
// what a textbook forward checker that tests each value does).
//
// From a start position the given queens prune the free rows' domains
// before the first event, in the same way (given queens top down, rows top
// down), without Prune events; their checks count as work. If that empties
// a free row, the stream is that row's Wipeout (by the given queen that
// emptied it) and Done.
#include "solver/algorithm.h"
#include "solver/recorder.h"
#include "solver/searches.h"
#include "solver/start.h"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

namespace nq {

namespace {

using Mask = std::uint64_t; // a row's domain: bit c for column c (n <= 32)

constexpr Mask bit(int col)
{
    return Mask(1) << col;
}

// The squares of row `row` the queen on `queen` attacks, in ascending column
// order, with their lines: at most three.
struct Targets
{
    std::array<Square, 3> squares;
    std::array<Line, 3> lines;
    int count = 0;
};

Targets targets(Square queen, int row, int n)
{
    const int distance = row - queen.row;
    std::array<std::pair<int, Line>, 3> candidates = { {
        { queen.col - distance, Line::AntiDiagonal },
        { queen.col, Line::Column },
        { queen.col + distance, Line::Diagonal },
    } };
    if (distance < 0) {
        std::swap(candidates[0], candidates[2]);
    }
    Targets result;
    for (const auto &[col, line] : candidates) {
        if (col >= 0 && col < n) {
            result.squares[result.count] = { row, col };
            result.lines[result.count] = line;
            ++result.count;
        }
    }
    return result;
}

} // namespace

Generator<Event> forwardCheckingSearch(int n, std::vector<int> start, bool mrv)
{
    const Algorithm algorithm = mrv ? Algorithm::Mrv : Algorithm::ForwardChecking;
    checkSearch(algorithm, n, start);
    if (start.empty()) {
        start.assign(n, FreeRow);
    }
    const Mask full = n == 64 ? ~Mask(0) : bit(n) - 1;
    std::vector<int> board = start;
    std::vector<Mask> domain(n, 0);
    int empty = 0; // rows without a queen
    for (int row = 0; row < n; ++row) {
        if (board[row] == FreeRow) {
            domain[row] = full;
            ++empty;
        }
    }
    Recorder recorder;

    // The given queens' pruning, silent.
    for (int given = 0; given < n; ++given) {
        if (board[given] == FreeRow) {
            continue;
        }
        for (int row = 0; row < n; ++row) {
            if (board[row] != FreeRow) {
                continue;
            }
            recorder.addWork(std::popcount(domain[row]));
            const Targets hit = targets({ given, board[given] }, row, n);
            for (int i = 0; i < hit.count; ++i) {
                domain[row] &= ~bit(hit.squares[i].col);
            }
            if (domain[row] == 0) {
                co_yield recorder.wipeout(row, { given, board[given] });
                co_yield recorder.done();
                co_return;
            }
        }
    }
    if (empty == 0) {
        co_yield recorder.solution(board);
        co_yield recorder.done();
        co_return;
    }

    // The next row to fill: the first empty one down, or mrv's choice.
    const auto chooseRow = [&] {
        int chosen = -1;
        int smallest = n + 1;
        for (int row = 0; row < n; ++row) {
            if (board[row] != FreeRow) {
                continue;
            }
            if (!mrv) {
                return row;
            }
            const int size = std::popcount(domain[row]);
            if (size < smallest) {
                smallest = size;
                chosen = row;
            }
        }
        return chosen;
    };

    // What Place and Remove name as the level's chosen row: mrv's choice.
    const auto chosenOf = [mrv](int row) { return mrv ? Square { row, -1 } : Square {}; };

    // The recursion's frames: the row each level fills, the column it is at,
    // and where its queen's prunes start in the log.
    std::vector<int> rows(n + 1, -1);
    std::vector<int> cols(n + 1, -1);
    std::vector<std::size_t> logStart(n + 1, 0);
    std::vector<Square> pruned; // every square pruned and not yet given back
    pruned.reserve(std::size_t(n) * n);
    const auto giveBack = [&](std::size_t from) {
        for (std::size_t i = from; i < pruned.size(); ++i) {
            domain[pruned[i].row] |= bit(pruned[i].col);
        }
        pruned.resize(from);
    };

    int depth = 0;
    rows[0] = chooseRow();
    if (mrv) {
        co_yield recorder.choose({ rows[0], -1 }, std::popcount(domain[rows[0]]));
    }
    while (true) {
        const int row = rows[depth];
        const int next = cols[depth] + 1;
        const Mask left = next >= n ? 0 : domain[row] & (~Mask(0) << next);
        if (left == 0) {
            // The row's domain is used up: back to the level above, or finish.
            if (depth == 0) {
                break;
            }
            cols[depth] = -1;
            --depth;
            const int above = rows[depth];
            const int col = cols[depth];
            board[above] = FreeRow;
            ++empty;
            giveBack(logStart[depth]);
            co_yield recorder.remove(above, col, chosenOf(above));
            continue;
        }
        const int col = std::countr_zero(left);
        cols[depth] = col;
        board[row] = col;
        --empty;
        co_yield recorder.place(row, col, chosenOf(row));
        logStart[depth] = pruned.size();
        bool wipedOut = false;
        for (int r = 0; r < n && !wipedOut; ++r) {
            if (board[r] != FreeRow) {
                continue;
            }
            recorder.addWork(std::popcount(domain[r]));
            const Targets hit = targets({ row, col }, r, n);
            for (int i = 0; i < hit.count; ++i) {
                const Square square = hit.squares[i];
                if (domain[r] & bit(square.col)) {
                    domain[r] &= ~bit(square.col);
                    pruned.push_back(square);
                    co_yield recorder.prune(square, { row, col }, hit.lines[i]);
                }
            }
            if (domain[r] == 0) {
                co_yield recorder.wipeout(r, { row, col });
                wipedOut = true;
            }
        }
        if (wipedOut || empty == 0) {
            if (!wipedOut) {
                co_yield recorder.solution(board);
            }
            board[row] = FreeRow;
            ++empty;
            giveBack(logStart[depth]);
            co_yield recorder.remove(row, col, chosenOf(row));
            continue;
        }
        ++depth;
        rows[depth] = chooseRow();
        cols[depth] = -1;
        if (mrv) {
            co_yield recorder.choose({ rows[depth], -1 }, std::popcount(domain[rows[depth]]));
        }
    }
    co_yield recorder.done();
}

} // namespace nq
