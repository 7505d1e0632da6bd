// SPDX-License-Identifier: MIT
#pragma once

// Internal to the solver library.

#include "solver/algorithm.h"
#include "solver/generator.h"
#include "solver/searches.h"
#include "solver/start.h"

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace nq {

/*
 * The search every backtracker makes, stated first as the plain recursion it
 * is (Wirth, "Program development by stepwise refinement", 1971):
 *
 *     solve(row):
 *         if row == n:
 *             report the solution queens[0..n-1]
 *             return
 *         enterRow(row)
 *         for col in 0 .. n-1:
 *             if check(row, col) names an attacker:
 *                 report Reject(row, col, attacker, line)
 *                 continue
 *             queens[row] = col
 *             report Place(row, col);  place(row, col)
 *             solve(row + 1)
 *             report Remove(row, col); queens[row] = none; remove(row, col)
 *
 *     solve(0); report Done
 *
 * One refinement makes it Backtracker::fill() below: the recursion's call
 * stack is made explicit. The only state a call keeps is its row and the
 * column it is at, and the columns of the rows above are queens[], so the
 * stack is queens[] itself plus the current (row, col): "call solve(row + 1)"
 * becomes ++row, col = 0; "return" becomes --row, col = queens[row] + 1 (after
 * the Remove). With no call stack to unwind, the loop can stop after any
 * event, when a block of events is full, and go on from the same (row, col)
 * at the next call. tests/solver/tst_reference.cpp runs the recursion above
 * and checks that every backtracker yields the same events, field by field.
 *
 * From a start position (solver/start.h) the recursion is the same with the
 * given rows skipped: solve(row) for a given row is solve(next free row), the
 * given queens stand in queens[] from the start, and check() sees them as it
 * sees the queens placed: a given queen below `row` attacks too. In the loop,
 * "++row" becomes "the next free row" and "--row" "the free row above".
 *
 * What differs between the algorithms is how check() finds an attacker and
 * what each step costs; that is the Rules, below.
 */

// Why a square is refused: the queen the algorithm found, and its line.
// Line::None means the square is free.
struct Attack
{
    Square by;
    Line line = Line::None;
};

// The work counter a backtracker's rules add their effort to (Stats::work).
class WorkCounter
{
public:
    void addWork(std::uint64_t amount = 1) noexcept { m_work += amount; }
    std::uint64_t work() const noexcept { return m_work; }

private:
    std::uint64_t m_work = 0;
};

/*
 * The rules of one backtracker: what differs between the algorithms. Each
 * does (and counts through the WorkCounter) the work its approach really does.
 * - Rules(n): the rules for an n x n board, made only once n is known to be
 *   in the algorithm's range (MinBoardSize <= n <= its maxN).
 * - give(start, work): called once, before anything else: the queens of
 *   `start` (size n, checked by checkStart(); all FreeRow for a full search)
 *   stand on the board from now to the end. The rules set up what their
 *   approach keeps for them and count that set-up as work where the approach
 *   pays for it (each algorithm's source says what it counts).
 * - enterRow(row, work): free row `row` is about to be scanned (row < n).
 * - check(row, col, queens, work): whether (row, col) is attacked, naming
 *   the queen the algorithm's own test found and its line (Line::None: the
 *   square is free). queens[r] is the column of the queen in row r, or
 *   FreeRow: every row above `row` holds a queen (given or placed), `row`
 *   holds none, the rows below hold only their given queens.
 * - place(row, col, work): a queen went on (row, col), after its Place event.
 * - remove(row, col, work): the queen on (row, col) was taken back, after
 *   its Remove event.
 */
// (clang-format 14 would put the requires-expression one token a line.)
// clang-format off
template<typename Rules>
concept BacktrackRules = std::constructible_from<Rules, int>
    && requires(Rules rules, int row, int col, std::span<const int> queens, WorkCounter &work) {
           { rules.give(queens, work) } -> std::same_as<void>;
           { rules.enterRow(row, work) } -> std::same_as<void>;
           { rules.check(row, col, queens, work) } -> std::same_as<Attack>;
           { rules.place(row, col, work) } -> std::same_as<void>;
           { rules.remove(row, col, work) } -> std::same_as<void>;
       };
// clang-format on

/*
 * The row-by-row, ascending-column backtracking shared by every backtracker:
 * solve(row) above, written as one loop with an explicit stack (the column
 * of each row's queen) so that it can stop when a block of events is full
 * and go on from there. The given queens of a start stay in their rows, and
 * the search ends with the board holding exactly them.
 *
 * fill() writes the next events into a block the Backtracker owns and returns
 * them; the block is valid until the next call. A block ends after a Solution
 * (the only event with columns) and after Done; an empty block means the
 * search is over. The events are exactly what one yield per step would give.
 */
template<BacktrackRules Rules> class Backtracker
{
public:
    // Events per block: enough that resuming the coroutine once per block
    // costs little, few enough that the block stays in the L1 cache.
    static constexpr std::size_t BlockSize = 64;

    // Preconditions: n is in the range of the algorithm `Rules` belong to;
    // `start` is empty (every row free) or passes checkStart(n, start).
    explicit Backtracker(int n, std::span<const int> start = {})
        : m_n(n)
        , m_rules(n)
        , m_queens(n, FreeRow)
        , m_next(n + 1, n)
        , m_previous(n + 1, -1)
    {
        if (!start.empty()) {
            std::copy(start.begin(), start.end(), m_queens.begin());
        }
        // m_next[r]: the first free row after r (n: none); m_previous[r]: the
        // last free row before r (-1: none). m_first: the first free row.
        int next = n;
        for (int row = n - 1; row >= 0; --row) {
            m_next[row] = next;
            if (m_queens[row] == FreeRow) {
                next = row;
            }
        }
        m_first = next;
        int last = -1;
        for (int row = 0; row <= n; ++row) {
            m_previous[row] = last;
            if (row < n && m_queens[row] == FreeRow) {
                last = row;
            }
        }
        m_row = m_first;
    }
    // Not copyable or movable: m_solution points into the object's own block.
    Backtracker(const Backtracker &) = delete;
    Backtracker &operator=(const Backtracker &) = delete;

    // Kept out of line: inlined into the coroutine's body, g++ 12 spilled the
    // loop's counters and pointers to memory and the stream got 10% slower.
    [[gnu::noinline]] std::span<Event> fill();

private:
    // Writes the event fields a block slot may hold from an earlier event;
    // `index` and `columns` are only ever set on a Solution (see fill()).
    static void write(Event &event, EventKind kind, Square square, Square by, Line line,
        std::uint64_t work) noexcept
    {
        event.kind = kind;
        event.square = square;
        event.by = by;
        event.line = line;
        event.work = work;
    }

    int m_n;
    Rules m_rules;
    std::vector<int> m_queens;
    std::vector<int> m_next; // see the constructor
    std::vector<int> m_previous;
    int m_first = 0;
    int m_row = 0; // the row being filled
    int m_col = 0; // the next column to try in it
    bool m_started = false;
    bool m_finished = false;
    std::uint64_t m_placements = 0;
    std::uint64_t m_steps = 0;
    std::uint64_t m_solutions = 0;
    WorkCounter m_work;
    Event *m_solution = nullptr; // the slot of the last block's Solution
    std::array<Event, BlockSize> m_block;
};

template<BacktrackRules Rules> std::span<Event> Backtracker<Rules>::fill()
{
    if (m_solution) {
        m_solution->index = 0;
        m_solution->columns.clear();
        m_solution = nullptr;
    }
    if (m_finished) {
        return {};
    }
    // The hot state lives in locals for the whole block, in registers.
    WorkCounter work = m_work;
    std::uint64_t placements = m_placements;
    int row = m_row;
    int col = m_col;
    const int n = m_n;
    int *const queens = m_queens.data();
    const int *const nextFree = m_next.data();
    const int *const previousFree = m_previous.data();
    const std::span<const int> board(queens, n);
    Event *const first = m_block.data();
    Event *out = first;
    // A placement may be followed by its Solution: keep room for both.
    Event *const limit = first + BlockSize - 1;
    if (!m_started) {
        m_started = true;
        m_rules.give(board, work);
        if (row == n) {
            // Every row is given: the board is the one solution.
            Event &solution = *out++;
            write(solution, EventKind::Solution, {}, {}, Line::None, work.work());
            solution.index = ++m_solutions;
            solution.columns.assign(board.begin(), board.end());
            m_solution = &solution;
            col = n;
        } else {
            m_rules.enterRow(row, work);
        }
    }
    while (out < limit) {
        if (col < n) {
            if (const Attack attack = m_rules.check(row, col, board, work);
                attack.line != Line::None) {
                write(*out++, EventKind::Reject, { row, col }, attack.by, attack.line, work.work());
                ++col;
                continue;
            }
            queens[row] = col;
            ++placements;
            write(*out++, EventKind::Place, { row, col }, {}, Line::None, work.work());
            m_rules.place(row, col, work);
            if ((row = nextFree[row]) == n) {
                Event &solution = *out++;
                write(solution, EventKind::Solution, {}, {}, Line::None, work.work());
                solution.index = ++m_solutions;
                solution.columns.assign(board.begin(), board.end());
                m_solution = &solution;
                col = n; // next: take back the last queen
                break;
            }
            m_rules.enterRow(row, work);
            col = 0;
            continue;
        }
        // The row is exhausted: take back the queen of the free row above, or finish.
        if (row == m_first) {
            m_finished = true;
            break;
        }
        row = previousFree[row];
        col = queens[row];
        queens[row] = -1;
        write(*out++, EventKind::Remove, { row, col }, {}, Line::None, work.work());
        m_rules.remove(row, col, work);
        ++col;
    }
    m_steps += static_cast<std::uint64_t>(out - first);
    m_work = work;
    m_placements = placements;
    m_row = row;
    m_col = col;
    if (m_finished) {
        // Every step is a placement, its removal, a solution or a rejection.
        Stats stats;
        stats.placements = m_placements;
        stats.removals = m_placements;
        stats.solutions = m_solutions;
        stats.rejections = m_steps - 2 * m_placements - m_solutions;
        stats.work = work.work();
        stats.steps = m_steps;
        Event &done = *out++; // `limit` left room for it
        write(done, EventKind::Done, {}, {}, Line::None, stats.work);
        done.stats = stats;
    }
    return { first, static_cast<std::size_t>(out - first) };
}

// The search of `algorithm` on an n x n board from `start` (empty: every row
// free) as a stream of events, one resume per block of them. Throws
// std::invalid_argument (from the first resume) when n is out of the
// algorithm's range or checkStart() finds a problem in `start`; the Rules
// are made only after those checks, so they never see an invalid n or start.
template<BacktrackRules Rules>
Generator<Event> backtrack(Algorithm algorithm, int n, std::vector<int> start = {})
{
    checkSearch(algorithm, n, start);
    Backtracker<Rules> search(n, start);
    while (true) {
        const std::span<Event> block = search.fill();
        if (block.empty()) {
            break;
        }
        co_yield elementsOf(block);
    }
}

} // namespace nq
