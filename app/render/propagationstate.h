// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardmodel.h"
#include "render/boardpainter.h"
#include "solver/algorithm.h"
#include "solver/event.h"

#include <QtGlobal>

#include <vector>

/*
 * What constraint propagation leaves on a board, kept from a run's events:
 * each row's domain (every pruned square and the row of the queen that
 * pruned it) for forward-checking and mrv, the item the search is at (the
 * chosen row or column of mrv and dancing links) and the row of a wipe-out.
 * The window's RunState and the command line's RunFrames both keep one, so
 * that the screen and every exported picture show the same marks (marks()).
 *
 * It does not keep the board: each call is given the board as it stands
 * after the event (the caller's BoardModel, which it moves first). Events
 * are applied in the run's order; undo() takes the last one back.
 *
 * A Prune takes a square out of its row's domain; a Remove gives back
 * exactly the squares its queen pruned (the solver sends no event for that),
 * and undoing that Remove prunes them again. That is exact without storing
 * them: at a Remove the domains are what they were right after its queen's
 * pruning, so its squares are found again by pruning the same way (rows
 * without a queen top down, the squares it attacks still in a domain,
 * stopping after the first row emptied).
 */
class PropagationState
{
public:
    // The fields of an event it needs (nq::Event's, or StepEvent's).
    struct Change
    {
        nq::EventKind kind = nq::EventKind::Done;
        nq::Square square;
        nq::Square by;
    };

    // Whether `algorithm`'s rows keep domains (forward-checking, mrv).
    static bool keepsDomains(nq::Algorithm algorithm);

    PropagationState() = default;
    /*
     * Step 0 of a run of `algorithm` on `given` (its given queens, or an
     * empty board). For forward-checking and mrv the given queens prune the
     * free rows' domains first, silently, as the solver does: given queens
     * top down, rows top down, each square owned by the first given queen
     * that prunes it, stopping at the first free row emptied.
     */
    PropagationState(const BoardModel &given, nq::Algorithm algorithm);

    bool keepsDomains() const { return m_keepsDomains; }
    // `after` is the board with `event` applied.
    void apply(const Change &event, const BoardModel &after);
    // Takes back `event` (the last applied); `previous` is the event before
    // it (kind Done for step 0) and `after` the board with `event` taken back.
    void undo(const Change &event, const Change &previous, const BoardModel &after);

    // The row of the queen that pruned square (row, col) out of its row's
    // domain, -1 when it is in its domain, off the board, or the algorithm
    // keeps no domains. A row holding a queen keeps the squares pruned
    // before the queen came.
    int prunedByRow(int row, int col) const;
    // The squares left in the row's domain (whether or not it holds a
    // queen); -1 off the board or when the algorithm keeps no domains.
    int domainCount(int row) const;
    // The row of the Wipeout event applied last, -1 when the last event was
    // not a Wipeout.
    int wipedOutRow() const { return m_wipedOut; }
    // The item the search is at after the last event: a row {row, -1} or
    // (dancing links) a column {-1, col}; invalid ({-1, -1}) at step 0. It is
    // a Choose's square; a Place's or Remove's chosen item (`by`) if it has
    // one, else its row; a Reject's row; the row of the queen of a Prune or
    // Wipeout; a Solution leaves it as it was.
    nq::Square currentItem() const { return m_item; }

    // Dancing links' covered items on `board`: the row, column, diagonal and
    // anti-diagonal of every queen on it, plus the current item (once
    // chosen); false off the board. Line::None asks for the square's row.
    bool isRowCovered(const BoardModel &board, int row) const;
    bool isColumnCovered(const BoardModel &board, int col) const;
    bool isCovered(const BoardModel &board, nq::Line line, int row, int col) const;

    /*
     * The marks the screen shows on `board` for a run of `algorithm`
     * (BoardPresenter::drawPropagation): none once the run is `finished`;
     * else the pruned squares of the rows still to fill (forward-checking,
     * mrv), the wiped-out row, and for dancing links the covered lines and
     * the chosen column.
     */
    BoardPainter::Propagation marks(
        const BoardModel &board, nq::Algorithm algorithm, bool finished) const;
    // The row the screen outlines for a run of `algorithm` that chooses its
    // rows (nq::AlgorithmInfo::choosesRows: mrv, dancing links): the
    // current item's row; -1 once finished or when a column is chosen.
    int chosenRow(bool finished) const;

    friend bool operator==(const PropagationState &, const PropagationState &) = default;

private:
    // The queen on (row, col) prunes the squares it attacks in the rows
    // without a queen on `board`; false when it emptied a row (and stopped there).
    bool prune(const BoardModel &board, int row, int col);
    // The squares the queen on (row, col) pruned come back.
    void giveBack(int row, int col);
    qint8 &owner(int row, int col)
    {
        return m_prunedBy[std::size_t(row) * std::size_t(m_n) + std::size_t(col)];
    }

    int m_n = 0;
    bool m_keepsDomains = false;
    // m_prunedBy[row * n + col]: the row of the queen that pruned the square, -1 for none.
    std::vector<qint8> m_prunedBy;
    std::vector<qint8> m_domainSize; // per row
    nq::Square m_item;
    int m_wipedOut = -1;
};
