// SPDX-License-Identifier: MIT
#pragma once

#include "solver/stoptoken.h"

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace nq {

/*
 * Min-conflicts local search (Minton et al. 1992) on an n x n board with one
 * queen per row: start from a full board, then repeatedly take a queen that
 * is attacked and move it, within its row, to the column attacked by the
 * fewest other queens, ties broken at random. Everything random comes from
 * one seeded generator of our own (not std:: distributions, whose results
 * differ between standard libraries), so a seed gives the same run anywhere.
 *
 * The class is the state and the single steps, so the event stream
 * (solve(Algorithm::MinConflicts, ...)) and the fast path (minConflictsSolution)
 * run the very same search. Attack counts per column and per diagonal make
 * attackers() O(1) and a whole row's scan O(n).
 *
 * Precondition for the constructor: n >= 1. Rows and columns are 0-based.
 */
class MinConflicts
{
public:
    MinConflicts(int n, std::uint64_t seed);

    int size() const noexcept;

    // Start: the column for `row` when filling an empty board top to bottom:
    // the column attacked by the fewest queens already placed, random
    // tie-break. Call for rows 0..n-1 in order, each followed by place().
    int initialColumn(int row);

    // Puts the queen of an empty row on `col`.
    void place(int row, int col);
    // Moves the queen of a full row to `col` (may be its own column).
    void move(int row, int col);

    // Queens other than the one in `row` attacking square (row, col).
    int attackers(int row, int col) const noexcept;

    // A random attacked queen's row, or std::nullopt when no queen is
    // attacked (the board is a solution). Precondition: the board is full.
    std::optional<int> pickConflictedRow();

    // The column of `row` with the fewest attackers, random tie-break
    // (the queen's own column only when no other column ties with it).
    int bestColumn(int row);

    // Attacking pairs of queens on the board (column and diagonals).
    std::uint64_t conflicts() const noexcept;
    // columns()[r] is the column of the queen in row r, -1 for an empty row.
    std::span<const int> columns() const noexcept;
    // Squares scored so far (one per attackers() a step needed): the work measure.
    std::uint64_t work() const noexcept;

    // --- Beyond the step API: restarts, the fast start and the stall rule.

    // Empties the board and starts over from `seed` (as if newly
    // constructed, but keeping the memory); work() goes back to 0.
    void reset(std::uint64_t seed);

    // The seed of restart number `restart` (1, 2, ...) of a run from
    // `seed`: a fixed mix of both, the same on every platform.
    static std::uint64_t restartSeed(std::uint64_t seed, std::uint64_t restart) noexcept;

    // Fast start for big boards, instead of initialColumn() row by row
    // (whose full-row scans make O(n^2)): fills the empty board with a random
    // permutation of the columns built greedily, as in Sosic and Gu's QS4:
    // each row tries random unused columns (about 3 on average, at most
    // 1024) for one on two free diagonals, and near the end, when at most
    // 2048 columns are left, all of them; a row where none fits takes a
    // random unused column. O(n) expected time; for n = 10^6 it leaves about
    // ten attacking pairs. work() counts each column tried.
    // Precondition: the board is empty. On a stop request it returns early
    // with the board empty (then only reset() or another fillQuickly() is
    // meaningful).
    void fillQuickly(std::stop_token stop = {});

    // The stall rule for restarts: true when the last stallMoves() moves
    // did not lower conflicts() below the lowest it had been since the
    // board was full. (A move to bestColumn() never raises conflicts(), so a
    // stall is a plateau or a local minimum: sideways moves only.)
    bool stalled() const noexcept;
    // 64 + min(n, 1024): plenty for small boards to wander a plateau, and
    // short enough that a stuck big board does not waste minutes.
    std::uint64_t stallMoves() const noexcept;

private:
    // xoshiro256** seeded through splitmix64, with Lemire's unbiased
    // multiply-and-reject range reduction: the same numbers everywhere.
    class Random
    {
    public:
        explicit Random(std::uint64_t seed) noexcept;
        std::uint64_t next() noexcept;
        // Uniform in [0, bound). Precondition: 0 < bound <= 2^32.
        std::uint32_t below(std::uint64_t bound) noexcept;

    private:
        std::uint64_t m_state[4];
    };

    // attackers() plus one unit of work.
    int score(int row, int col) noexcept;
    // The full-row scan of initialColumn() and bestColumn().
    int fewestAttackers(int row);
    void addQueen(int row, int col);
    void removeQueen(int row, int col);
    void markConflicted(int row);

    int m_n;
    Random m_random;
    std::vector<int> m_columns;
    // Queens per line: columns, diagonals (row - col + n - 1), anti-diagonals
    // (row + col).
    std::vector<int> m_columnCount;
    std::vector<int> m_diagonalCount;
    std::vector<int> m_antiDiagonalCount;
    // The XOR of the rows of the queens on each line: when a line holds one
    // queen, it is that queen's row.
    std::vector<int> m_columnRows;
    std::vector<int> m_diagonalRows;
    std::vector<int> m_antiDiagonalRows;
    // Every attacked queen's row, and maybe rows no longer attacked (checked
    // and dropped lazily by pickConflictedRow()); m_listed[row] says whether
    // the row is in the list.
    std::vector<int> m_conflicted;
    std::vector<unsigned char> m_listed;
    std::vector<int> m_ties; // scratch of fewestAttackers()
    std::uint64_t m_pairs = 0;
    std::uint64_t m_work = 0;
    std::uint64_t m_lowestPairs = 0;
    std::uint64_t m_movesSinceLowest = 0;
    int m_placed = 0;
};

struct MinConflictsResult
{
    std::vector<int> columns; // a solution, or empty when maxMoves ran out
    std::uint64_t moves = 0;
    std::uint64_t restarts = 0;
};

/*
 * One solution of the n x n board by min-conflicts, from `seed`; fast enough
 * for n = 1,000,000 in seconds. Restarts (with a seed derived from `seed`)
 * when a try stalls. Returns an empty solution for n = 2 and 3 (there is
 * none) or when maxMoves in total (0: no limit) run out. Same seed, same
 * answer.
 */
MinConflictsResult minConflictsSolution(int n, std::uint64_t seed, std::uint64_t maxMoves = 0);

/*
 * The same, stoppable: returns within a move (a few milliseconds for
 * n = 10^6) of a stop request, with an empty solution. Each try starts with
 * MinConflicts::fillQuickly() and repairs with pickConflictedRow() and
 * bestColumn(); a try that stalls (MinConflicts::stalled()) is abandoned for
 * a new one from MinConflicts::restartSeed(seed, restarts). `moves` counts
 * the moves of all tries.
 */
MinConflictsResult minConflictsSolution(
    int n, std::uint64_t seed, std::uint64_t maxMoves, std::stop_token stop);

} // namespace nq
