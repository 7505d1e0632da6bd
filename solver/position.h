// SPDX-License-Identifier: MIT
#pragma once

#include "solver/algorithm.h"
#include "solver/event.h"

#include <cstdint>
#include <span>
#include <vector>

namespace nq {

/*
 * The board of a run after k events, and everything a view shows of it: the
 * one place that applies a search's events (the window's run state, the
 * predict and practice look-ahead, the exported pictures and the CLI's
 * --step all keep one). A plain value: copy it, compare it.
 *
 * It keeps the queens (one per row, rows in any order: the local search
 * repairs any row, mrv and dancing links choose theirs) with the queens on
 * each column and diagonal counted as they come and go, so attackers() and
 * conflicts() cost O(1); for forward-checking and mrv (keepsDomains()) each
 * row's domain with the row of the queen that pruned each square; the item
 * the search is at (the chosen row or column); the wiped-out row; the last
 * event's kind and row; and whether the search said it is done.
 *
 * apply() moves forward by one event; undo() takes the last one back, given
 * the event before it. Both are exact, so that going back to step k shows
 * what going forward to it showed. Events off the board change nothing.
 *
 * A Prune takes a square out of its row's domain; a Remove gives back
 * exactly the squares its queen pruned (the solver sends no event for that),
 * and undoing that Remove prunes them again. That is exact without storing
 * them: at a Remove the domains are what they were right after its queen's
 * pruning, so its squares are found again by pruning the same way (rows
 * without a queen top down, the squares it attacks still in a domain,
 * stopping after the first row emptied).
 */
class Position
{
public:
    // What the board shows of constraint propagation at a position (the
    // screen and every exported picture draw these): nothing once the run is
    // finished.
    struct Marks
    {
        int n = 0;
        // prunedBy[row * n + col]: the queen that pruned the square out of
        // its row's domain, for the rows still to fill (a filled row's pruned
        // squares no longer matter to the search); invalid for a square in
        // its domain or in a filled row. Empty unless forward-checking or mrv.
        std::vector<Square> prunedBy;
        int wipedOutRow = -1; // the row of the Wipeout that led here, else -1
        // Dancing links' covered items: rows and columns by number,
        // diagonals by row - col + n - 1, anti-diagonals by row + col (see
        // isCovered()). All empty for the other algorithms.
        std::vector<bool> rows;
        std::vector<bool> columns;
        std::vector<bool> diagonals;
        std::vector<bool> antiDiagonals;
        // Dancing links' chosen column (a column {-1, col} chosen), else -1.
        int currentColumn = -1;

        // Whether square (row, col) lies on a covered row, column or
        // diagonal; false off the board or without covered lines.
        bool isSquareCovered(int row, int col) const;
        friend bool operator==(const Marks &, const Marks &) = default;
    };

    // Whether `algorithm`'s rows keep domains (forward-checking, mrv).
    static bool keepsDomains(Algorithm algorithm) noexcept;

    Position() = default;
    /*
     * Step 0 of a run of `algorithm` on an n x n board (n < 0 gives 0),
     * from `start` (start[row] = column of a given queen, FreeRow or any
     * value off the board for a free row; empty: every row free). For
     * forward-checking and mrv the given queens prune the free rows' domains
     * first, silently, as the solver does: given queens top down, rows top
     * down, each square owned by the first given queen that prunes it,
     * stopping at the first free row emptied (the stream is then that row's
     * Wipeout and Done).
     */
    explicit Position(
        int n, Algorithm algorithm = Algorithm::CheckQueens, std::span<const int> start = {});

    int size() const noexcept { return m_n; }
    Algorithm algorithm() const noexcept { return m_algorithm; }

    // Queens. columns()[r]: the column of row r's queen, -1 for none.
    const std::vector<int> &columns() const noexcept { return m_columns; }
    int column(int row) const noexcept
    {
        return row >= 0 && row < m_n ? m_columns[std::size_t(row)] : -1;
    }
    int queenCount() const noexcept { return m_queens; }
    bool isOnBoard(int row, int col) const noexcept
    {
        return row >= 0 && row < m_n && col >= 0 && col < m_n;
    }
    // The queens on `line` (Column, Diagonal where row - col is equal,
    // AntiDiagonal where row + col is equal) through the square, a queen on
    // the square itself counted; 0 for Line::None or off the board.
    int queensOn(Line line, int row, int col) const noexcept;
    // The queens other than one on square (row, col) that share its column
    // or a diagonal (a queen in the same row is not counted); 0 off the board.
    int attackers(int row, int col) const noexcept;
    // The pairs of queens that share a column or a diagonal: the
    // min-conflicts score of the board (Event::conflicts).
    std::uint64_t conflicts() const noexcept { return m_pairs; }

    // Domains (forward-checking and mrv only).
    bool keepsDomains() const noexcept { return m_keepsDomains; }
    // The queen that pruned square (row, col) out of its row's domain (the
    // queen stays on the board as long as the square stays pruned; the line
    // is attackLine(prunedBy, square)); invalid when the square is in its
    // domain, off the board, or the algorithm keeps no domains. A row
    // holding a queen keeps the squares pruned before the queen came.
    Square prunedBy(int row, int col) const noexcept;
    // The squares left in the row's domain; -1 for a row holding a queen or
    // off the board; size() when the algorithm keeps no domains.
    int domainSize(int row) const noexcept;
    // The row of the Wipeout event that led here, else -1.
    int wipedOutRow() const noexcept { return m_wipedOut; }

    // The item the search is at after the last event: a row {row, -1} or
    // (dancing links) a column {-1, col}; invalid ({-1, -1}) at step 0. It is
    // a Choose's square; a Place's or Remove's chosen item (`by`) if it has
    // one, else its row; a Reject's row; the row of the queen of a Prune or
    // Wipeout; a Solution leaves it as it was.
    Square currentItem() const noexcept { return m_item; }
    // Dancing links' covered items: the row, column, diagonal and
    // anti-diagonal of every queen on the board, plus the current item (once
    // chosen). The same definition for every algorithm; false off the board.
    bool isRowCovered(int row) const noexcept;
    bool isColumnCovered(int col) const noexcept;
    // The line of kind `line` through square (row, col) (Line::None: its row).
    bool isCovered(Line line, int row, int col) const noexcept;

    // Whether the search said it is done (a Done was applied).
    bool isFinished() const noexcept { return m_finished; }

    /*
     * The row the board outlines: -1 once finished; for mrv and dancing
     * links (AlgorithmInfo::choosesRows) the chosen row wherever it lies (-1
     * while a column is chosen); for the other backtrackers the first empty
     * row (rows fill top down, and a run from given queens skips theirs);
     * for the local search the row just lifted (a Remove) or moved (a Place
     * of a repair move, index > 0), -1 after its Solution, else the next row
     * its greedy start fills (-1 once full).
     */
    int focusRow() const noexcept;
    // The marks the board shows here (see Marks): none once finished.
    Marks marks() const;

    // The fields of an event that a position reads: an Event's (of()), or
    // those a packed form of it keeps (the window's StepEvent), so that
    // applying one needs no whole Event (152 bytes, most of them Stats) made.
    struct Change
    {
        EventKind kind = EventKind::Done;
        Square square;
        Square by;
        std::uint64_t index = 0;

        static Change of(const Event &event) noexcept
        {
            return { event.kind, event.square, event.by, event.index };
        }
    };

    // Applies `event`, the next of the run. A Done is no step: it only marks
    // the position finished.
    void apply(const Event &event) { apply(Change::of(event)); }
    void apply(const Change &event);
    // Takes back `event` (the last applied; a Done only clears finished);
    // `previous` is the event before it (kind Done for step 0), which
    // becomes the event that led here again.
    void undo(const Event &event, const Event &previous)
    {
        undo(Change::of(event), Change::of(previous));
    }
    void undo(const Change &event, const Change &previous);

    friend bool operator==(const Position &, const Position &) = default;

private:
    void addQueen(int row, int col);
    void removeQueen(int row, int col);
    // The queen on (row, col) prunes the squares it attacks in the rows
    // without a queen; false when it emptied a row (and stopped there).
    bool prune(int row, int col);
    // The squares the queen on (row, col) pruned come back.
    void giveBack(int row, int col);
    std::int8_t &owner(int row, int col)
    {
        return m_prunedBy[std::size_t(row) * std::size_t(m_n) + std::size_t(col)];
    }
    // What focusRow() needs of the event that led here (kind Done at step
    // 0; a Done applied does not replace it).
    struct Last
    {
        EventKind kind = EventKind::Done;
        int row = -1;
        bool repair = false; // a Place or Remove of a repair move (index > 0)
        friend bool operator==(const Last &, const Last &) = default;
    };
    static Last kept(const Change &event) noexcept
    {
        // Only a Place's or Remove's index says it belongs to a repair move;
        // a Solution's or Choose's means something else (and a packed form
        // may not keep it).
        const bool move = event.kind == EventKind::Place || event.kind == EventKind::Remove;
        return { event.kind, event.square.row, move && event.index > 0 };
    }

    int m_n = 0;
    Algorithm m_algorithm = Algorithm::CheckQueens;
    int m_queens = 0;
    std::vector<int> m_columns; // per row, -1 for none
    std::vector<int> m_columnCount;
    std::vector<int> m_diagonalCount; // by row - col + n - 1
    std::vector<int> m_antiDiagonalCount; // by row + col
    std::uint64_t m_pairs = 0;
    bool m_keepsDomains = false;
    // m_prunedBy[row * n + col]: the row of the queen that pruned the square,
    // -1 for none (forward-checking and mrv accept at most 32 rows).
    std::vector<std::int8_t> m_prunedBy;
    std::vector<std::int8_t> m_domainSize; // per row
    Square m_item;
    int m_wipedOut = -1;
    Last m_last;
    bool m_finished = false;
};

} // namespace nq
