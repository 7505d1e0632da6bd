// SPDX-License-Identifier: MIT
#pragma once

#include "run/stepevent.h"

#include <QList>
#include <QMetaType>

#include <vector>

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#include "solver/position.h"
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
 * The board and what a view shows of it (domains, the chosen item, covered
 * lines, the wipe-out, the row in focus, the marks) are an nq::Position,
 * the one thing that applies events (the exported pictures and the CLI
 * replay with one too); the run state adds the counters and the event.
 */
class RunState
{
public:
    RunState() = default;
    // Step 0 of a run of `algorithm`, which decides the domains kept
    // (forward-checking, mrv) and the row in focus (nq::Position::focusRow()).
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

    int boardSize() const { return m_position.size(); }
    // board()[r]: the column of row r's queen, -1 for none.
    QList<int> board() const;
    // The board, domains, item, marks and row in focus after step().
    const nq::Position &position() const { return m_position; }
    const RunCounters &counters() const { return m_counters; }
    quint64 step() const { return m_counters.steps; }
    // The event that led to this position; kind Done with row -1 at step 0.
    const StepEvent &last() const { return m_last; }
    bool isFinished() const { return m_position.isFinished(); }
    // Queens other than the one in `row` attacking square (row, col) (column
    // and diagonals; a queen in the same row is not counted); 0 off the board.
    int attackers(int row, int col) const { return m_position.attackers(row, col); }

    // As nq::Position's: forward-checking's and mrv's domains, the
    // wiped-out row, the item the search is at and dancing links' covered
    // lines.
    bool keepsDomains() const { return m_position.keepsDomains(); }
    nq::Square prunedBy(int row, int col) const { return m_position.prunedBy(row, col); }
    int domainSize(int row) const { return m_position.domainSize(row); }
    int wipedOutRow() const { return m_position.wipedOutRow(); }
    nq::Square currentItem() const { return m_position.currentItem(); }
    bool isRowCovered(int row) const { return m_position.isRowCovered(row); }
    bool isColumnCovered(int col) const { return m_position.isColumnCovered(col); }
    bool isCovered(nq::Line line, int row, int col) const
    {
        return m_position.isCovered(line, row, col);
    }

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

    nq::Position m_position;
    RunCounters m_counters;
    StepEvent m_last;
};

Q_DECLARE_METATYPE(RunState)
