// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace nq {

// A square of the board: row 0 is the top row, column 0 the left column.
struct Square
{
    int row = -1;
    int col = -1;
    bool isValid() const noexcept { return row >= 0 && col >= 0; }
    friend bool operator==(const Square &, const Square &) = default;
};

// The line along which one queen attacks a square. (Event's enums are int
// sized on purpose: with one-byte enums the backtrackers' event stream was
// about 4% slower under g++ 12 -O3, the byte stores being the only change in
// the code that writes the events.)
enum class Line : int {
    None,
    Column, // same column
    Diagonal, // same row - col
    AntiDiagonal, // same row + col
};

// "column", "diagonal", "anti-diagonal" (or "none"): the names used by the CLI.
std::string_view lineName(Line line) noexcept;

// The line along which a queen on `queen` attacks `square`, or Line::None when
// it does not (a queen on the same row is not counted: every algorithm puts
// one queen per row by construction). Column wins over the diagonals.
Line attackLine(Square queen, Square square) noexcept;

// Counters of one run. `work` is the algorithm's own measure of effort (see
// AlgorithmInfo::workMeasure): pairwise checks, squares marked, lock lookups...
struct Stats
{
    std::uint64_t placements = 0;
    std::uint64_t removals = 0;
    std::uint64_t rejections = 0;
    std::uint64_t solutions = 0;
    std::uint64_t work = 0;
    std::uint64_t steps = 0; // events before `done`
    // Attacking pairs of queens left on the board at the end: 0 for the
    // backtrackers (their boards end empty); for a local search, 0 when it
    // solved the board and the pairs it could not resolve when it gave up.
    std::uint64_t conflicts = 0;
    // Permutations tested by the permutations search (each ends in one
    // Reject or one Solution: N! of them); 0 for every other algorithm.
    std::uint64_t permutations = 0;
    // Squares taken out of a row's domain (Prune events) and rows left with
    // none (Wipeout events): forward checking and MRV only, 0 otherwise.
    std::uint64_t prunes = 0;
    std::uint64_t wipeouts = 0;
    friend bool operator==(const Stats &, const Stats &) = default;
};

enum class EventKind : int {
    Place, // a queen is put on `square`
    Remove, // the queen on `square` is taken back
    Reject, // `square` is refused: the queen on `by` attacks it along `line`
    Solution, // the board holds solution number `index` (1-based): `columns`
    Done, // the search is over; `stats` holds the totals
    // Constraint propagation (after Done so that the first five keep their values):
    Prune, // `square` leaves its row's domain: the queen on `by` attacks it along `line`
    Wipeout, // row `square.row` has no square left; `by` is the queen whose prune emptied it
    Choose, // the search chooses the row (square.col -1) or column (square.row -1) to fill next
};

std::string_view eventKindName(EventKind kind) noexcept;

/*
 * One step of a search, the only thing that crosses from the solver to its
 * users. Fields not listed for a kind keep their defaults.
 * - Place/Remove: square; for the algorithms that choose the row to fill
 *   (AlgorithmInfo::choosesRows) also `by`: the row (col -1) or column
 *   (row -1) chosen for this queen's level, as its Choose named it.
 * - Reject: square, by (the attacking queen the algorithm's own check found;
 *   for lock arrays the queen holding the lock), line.
 * - Solution: index, columns (columns[r] = column of the queen in row r).
 * - Done: stats.
 * - Prune: square, by, line (as Reject: by is the queen just placed).
 * - Wipeout: square (col -1), by (the queen just placed).
 * - Choose: square (the row with col -1, or for dancing links possibly the
 *   column with row -1), index (the options the chosen row or column has
 *   left: the size of its domain or item; 0 is a dead end).
 * `work` is the algorithm's work counter so far, on every event, so a view
 * can show the effort growing live.
 * `conflicts` is the number of attacking pairs of queens on the board after
 * the event (column and diagonals; one queen per row by construction). Only
 * a local search (AlgorithmKind::LocalSearch) sets it, on every event; the
 * backtrackers never place an attacked queen and leave it 0.
 * `index` on Place and Remove: for a local search, the number of the repair
 * move the event belongs to (1-based; 0 while the start board is filled);
 * 0 for the backtrackers.
 */
struct Event
{
    EventKind kind = EventKind::Done;
    Square square;
    Square by;
    Line line = Line::None;
    std::uint64_t index = 0;
    std::uint64_t work = 0;
    std::uint64_t conflicts = 0;
    std::vector<int> columns;
    Stats stats;
};

} // namespace nq
