// SPDX-License-Identifier: MIT
#pragma once

#include "solver/event.h"
#include "solver/generator.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace nq {

enum class Algorithm : std::uint8_t {
    Permutations, // every permutation of columns, then test the diagonals pairwise
    CheckQueens, // backtrack; test a square against every queen placed
    MarkBoard, // backtrack; each queen marks the squares it attacks on a board copy
    LockLines, // backtrack; lock arrays for columns and both diagonals
    Bitmask, // backtrack; bitboards of attacked columns and diagonals
    AvailableColumns, // backtrack; each row tries only the columns no queen holds
    ForwardChecking, // backtrack; placing a queen prunes the domains of the rows below
    Mrv, // forward checking; the next row is the one with the fewest squares left
    DancingLinks, // Knuth's Algorithm X with dancing links on the exact-cover form
    MinConflicts, // local search: move attacked queens within their rows to fewer conflicts
};

// Which contracts of solve()'s stream an algorithm keeps (see solve()).
enum class AlgorithmKind : std::uint8_t {
    Backtracking, // exhaustive, row by row; all solutions; the board ends empty
    LocalSearch, // repairs a full board; at most one solution; the board ends full
};

struct AlgorithmInfo
{
    Algorithm id;
    std::string_view name; // CLI name, e.g. "lock-lines"
    std::string_view workMeasure; // what Stats::work counts, e.g. "lock_lookups"
    int maxN; // largest board the algorithm accepts
    AlgorithmKind kind;
    // True when the search chooses which row (or, for dancing links, which
    // column) to fill next, announcing it with a Choose event, so that a
    // Place may go into any empty row (mrv, dancing-links); false when rows
    // are filled top down.
    bool choosesRows = false;
    // Its Choose may name a column (row -1), not only a row (dancing-links).
    bool choosesColumns = false;
    // It refuses squares: its stream has Reject events (false for the
    // searches that prune or cover instead, and for min-conflicts, which repairs).
    bool refuses = true;
    // Each row tries only the columns no queen holds, so it never refuses a
    // square of a held column (available-columns).
    bool triesFreeColumnsOnly = false;
};

inline constexpr int MinBoardSize = 1;
// Largest board the backtrackers accept (bitboards are 32 bits wide).
inline constexpr int MaxBoardSize = 32;
// Largest board of the min-conflicts event stream. Its stream has n events
// before the first repair and O(n) work per move, and the visualizer keeps
// 1 Mi events of history and draws the board as an n x n image: 1000 keeps a
// run of a few hundred thousand moves in the history and the image at about
// one screen pixel a square. (minConflictsSolution() has no such limit.)
inline constexpr int MaxLocalSearchSize = 1000;
// Largest board the permutations search accepts: it tests all n!
// permutations, about 40 million at 11.
inline constexpr int MaxPermutationsSize = 11;
// The default seed of the local search.
inline constexpr std::uint64_t DefaultSeed = 1;
// The algorithm a new run, a new session, the window's settings and the CLI
// start with, so that they agree.
inline constexpr Algorithm DefaultAlgorithm = Algorithm::LockLines;

// All algorithms, in the order of the Algorithm enum.
std::span<const AlgorithmInfo> algorithms() noexcept;
const AlgorithmInfo &algorithmInfo(Algorithm algorithm) noexcept;
std::optional<Algorithm> algorithmFromName(std::string_view name) noexcept;
// "permutations, check-queens, mark-board, ..., min-conflicts": every name, in order.
std::string algorithmNames();
// True for the exhaustive searches (AlgorithmKind::Backtracking).
bool isBacktracker(Algorithm algorithm) noexcept;

// The most repair moves the min-conflicts stream makes on an n x n board
// before it gives up (Done with no solution): 100 n + 1000. Min-conflicts
// from a greedy start usually needs well under n moves; the cap only stops
// the boards that have no solution (2 and 3) and the rare stuck run.
std::uint64_t minConflictsMoveCap(int n) noexcept;

/*
 * The event stream of one full search of an n x n board.
 * Precondition: MinBoardSize <= n <= algorithmInfo(algorithm).maxN
 * (std::invalid_argument is thrown from begin() otherwise).
 * `seed` drives the random choices of a local search (same seed, same
 * stream, on any platform); the backtrackers ignore it.
 *
 * Every stream ends with exactly one Done event.
 *
 * Backtrackers (AlgorithmKind::Backtracking) leave the board empty: each
 * Place is matched by a later Remove of the same square (the Remove comes
 * after any Solution the Place completes). They find every solution and
 * yield no conflicts (Event::conflicts is 0). Among them:
 * - permutations, check-queens, mark-board, lock-lines, bitmask and
 *   available-columns go row by row, columns in ascending order: a Place only
 *   ever goes into the first empty row, they all visit the same tree (2056
 *   placements for 8x8) and find the solutions in lexicographic order; they
 *   differ in the squares they refuse (available-columns never tries a used
 *   column) and the work per square.
 * - forward-checking goes row by row too but never refuses a square: each
 *   row tries the columns left in its domain, and after each Place come the
 *   Prune events of the rows without a queen, top down, each row's squares
 *   in ascending column order; a row left empty gets a Wipeout, pruning stops
 *   there, and the Remove of the queen follows at once. A Remove gives back
 *   exactly the squares its Place pruned (no event for that). Solutions in
 *   lexicographic order.
 * - mrv is forward-checking with a Choose before each level naming the row
 *   with the fewest squares left (topmost on a tie), so a Place may go into
 *   any empty row, and its solutions come in the order found.
 * - dancing-links has a Choose before each level naming a row or a column
 *   (the primary item with the fewest options, rows before columns on a tie)
 *   and then places a queen on each of its options in (row, column) order;
 *   it never refuses or prunes (a dead end is a Choose with 0 options).
 *   Solutions in the order found.
 * Place and Remove of mrv and dancing-links carry the level's choice in `by`.
 *
 * Min-conflicts (AlgorithmKind::LocalSearch) ends with its solution ON the
 * board, not an empty one. Its stream is: a Place for each row 0..n-1 in
 * order (the greedy start, MinConflicts::initialColumn); then, for each
 * repair move, a Remove of an attacked queen immediately followed by the
 * Place of the same row's queen on its best column (the same column when
 * it is already best: the queen is lifted and put back, so that every move
 * shows); then, once no queen is attacked, one Solution (index 1) and Done.
 * Rows are repaired in random order, so a Place may go into any row. Every
 * event carries `conflicts`, the attacking pairs after it; Place and Remove
 * of a move carry its number in `index`. After minConflictsMoveCap(n) moves
 * it gives up: Done with stats.solutions 0 and stats.conflicts > 0, the
 * unsolved board still standing. It never yields Reject.
 */
Generator<Event> solve(Algorithm algorithm, int n, std::uint64_t seed = DefaultSeed);

/*
 * The same search from a start position (solver/start.h): start[row] is the
 * column of a queen given in that row, or FreeRow; empty means every row is
 * free (exactly the overload above). `start` is copied: it need not outlive
 * the call.
 *
 * Only the backtrackers (AlgorithmKind::Backtracking) take given queens; a
 * start holding a queen for min-conflicts, a start of the wrong size, and a
 * start that checkStart() refuses (a column off the board, two given queens
 * attacking each other) throw std::invalid_argument from begin(), its
 * message naming the problem. Callers that show the problem to a person
 * check with checkStart() and isBacktracker() first.
 *
 * From a start, the backtrackers' contract above holds with these changes
 * (forward-checking, mrv and dancing-links: see their sources for how the
 * given queens prune or cover before the first event):
 * - there are no set-up events: the given queens are on the board before the
 *   first event and stay there to the end, which leaves the board holding
 *   exactly them. Every Place of a row-by-row search goes into the first
 *   empty (free) row.
 * - The free rows are searched top to bottom, columns ascending; the given
 *   queens attack as placed ones do (a square may be refused by a given
 *   queen in a row below it). The four row-by-row backtrackers visit the
 *   same tree; permutations permutes the free columns over the free rows.
 * - Solutions carry all n columns, given ones included: exactly the
 *   solutions of the full board that hold every given queen, in
 *   lexicographic order. There may be none: then the stream is the search
 *   and Done with stats.solutions 0.
 * - Stats count the search's own events (placements never include a given
 *   queen). Stats::work includes the work an algorithm does to set up the
 *   given queens where it does any (its source says what it counts), so the
 *   first event's `work` may be above its own cost.
 * - With every row given, the stream is Solution 1 (if the board is one:
 *   checkStart() accepts only boards of non-attacking queens) and Done.
 */
Generator<Event> solve(Algorithm algorithm, int n, std::uint64_t seed, std::span<const int> start);

} // namespace nq
