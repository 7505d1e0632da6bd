// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardmodel.h"
#include "render/propagationstate.h"
#include "run/stepevent.h"

#include <QList>
#include <QMetaType>

#include <vector>

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

// The counters of a run at one position.
struct RunCounters
{
    quint64 placements = 0;
    quint64 removals = 0; // backtracks
    quint64 rejections = 0;
    quint64 solutions = 0;
    quint64 steps = 0;
    quint64 work = 0; // the algorithm's own work measure
    int depth = 0; // queens on the board
    // Attacking pairs of queens on the board (column and diagonals), for any
    // algorithm; it equals nq::Event::conflicts of the local search.
    quint64 conflicts = 0;
    // Prune and Wipeout events so far (forward-checking and mrv; 0 otherwise).
    quint64 prunes = 0;
    quint64 wipeouts = 0;
    friend bool operator==(const RunCounters &, const RunCounters &) = default;
};

/*
 * One position of a run: the board, the counters and the event that led
 * here, after `counters.steps` events. Everything the views show is a
 * function of it, so that going back to a position shows exactly what going
 * forward to it showed.
 *
 * apply() moves forward by one event; undo() moves back by one, given the
 * event being undone, its work delta and the event before it (which becomes
 * `last` again). Both keep the board and counters exact.
 *
 * Rows may fill in any order (the local search repairs any row, mrv and
 * dancing links choose theirs): a Place goes into an empty row, a Remove
 * empties a full one. The board is a BoardModel, which counts the queens on
 * each column and diagonal, so attackers() and the conflicts counter cost
 * O(1) per event.
 *
 * For forward-checking and mrv (keepsDomains()) it also keeps each row's
 * domain, and for every algorithm the item the search is at: a
 * PropagationState, the same the exported pictures are drawn from
 * (RunFrames), applied and undone with the board.
 */
class RunState
{
public:
    RunState() = default;
    // Step 0 of a run of `algorithm` (anything but forward-checking and mrv
    // keeps no domains, so any of them gives the same state).
    explicit RunState(int n, nq::Algorithm algorithm = nq::DefaultAlgorithm);
    // Step 0 of a run from given queens: `start`[r] is the column of row r's
    // given queen, -1 for a free row (RunController::start()); they are on
    // the board and counted in `depth`. An empty `start` is RunState(n,
    // algorithm). For forward-checking and mrv the given queens prune the
    // free rows' domains first, silently, as the solver does: given queens
    // top down, rows top down, each square owned by the first given queen
    // that prunes it, stopping at the first free row emptied (the stream is
    // then that row's Wipeout and Done).
    RunState(int n, const QList<int> &start, nq::Algorithm algorithm = nq::DefaultAlgorithm);

    int boardSize() const { return m_model.size(); }
    // board()[r]: the column of row r's queen, -1 for none.
    const QList<int> &board() const { return m_model.columns(); }
    const BoardModel &model() const { return m_model; }
    const RunCounters &counters() const { return m_counters; }
    quint64 step() const { return m_counters.steps; }
    // The event that led to this position; kind Done with row -1 at step 0.
    const StepEvent &last() const { return m_last; }
    bool isFinished() const { return m_finished; }
    // Queens other than the one in `row` attacking square (row, col) (column
    // and diagonals; a queen in the same row is not counted); 0 off the board.
    int attackers(int row, int col) const { return m_model.lineAttackers(row, col); }

    // True for the algorithms whose rows keep domains (forward-checking, mrv).
    bool keepsDomains() const { return m_propagation.keepsDomains(); }
    // The queen that pruned square (row, col) out of its row's domain (the
    // queen is on the board as long as the square stays pruned; the line is
    // nq::attackLine(prunedBy, square)); an invalid square when the square
    // is in its domain, off the board, or the algorithm keeps no domains. A
    // row holding a queen keeps the squares pruned before the queen came.
    nq::Square prunedBy(int row, int col) const;
    // The squares left in the row's domain; -1 for a row holding a queen or
    // off the board; the board size when the algorithm keeps no domains.
    int domainSize(int row) const;
    // The row of the Wipeout event that led to this position, else -1.
    int wipedOutRow() const { return m_propagation.wipedOutRow(); }
    // The item the search is at after the last event: a row {row, -1} or
    // (dancing links) a column {-1, col}; invalid ({-1, -1}) at step 0. It is
    // a Choose's square; a Place's or Remove's chosen item (`by`) if it has
    // one, else its row; a Reject's row; the row of the queen of a Prune or
    // Wipeout; a Solution leaves it as it was.
    nq::Square currentItem() const { return m_propagation.currentItem(); }
    // Dancing links' covered items: the row, column, diagonal and
    // anti-diagonal of every queen on the board, plus the current item
    // (currentItem(), once chosen). The same definition for every algorithm.
    bool isRowCovered(int row) const { return m_propagation.isRowCovered(m_model, row); }
    bool isColumnCovered(int col) const { return m_propagation.isColumnCovered(m_model, col); }
    // The line of kind `line` through square (row, col) (Line::None: its
    // row); false off the board.
    bool isCovered(nq::Line line, int row, int col) const
    {
        return m_propagation.isCovered(m_model, line, row, col);
    }
    // The domains, the current item and the wipe-out, as kept from the events.
    const PropagationState &propagation() const { return m_propagation; }

    // `work` is the solver's work counter after the event (nq::Event::work).
    void apply(const StepEvent &event, quint64 work);
    // Takes back `event` (the last applied), whose work delta was
    // `workDelta`; `previous` is the event before it (kind Done, row -1 for step 0).
    void undo(const StepEvent &event, quint64 workDelta, const StepEvent &previous);
    // The search ended at this position, with the solver's final work count.
    void finish(quint64 work);

    friend bool operator==(const RunState &, const RunState &) = default;

private:
    void completeSolution();

    BoardModel m_model;
    PropagationState m_propagation;
    RunCounters m_counters;
    StepEvent m_last;
    bool m_finished = false;
};

Q_DECLARE_METATYPE(RunState)
