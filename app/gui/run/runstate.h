// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardmodel.h"
#include "run/stepevent.h"

#include <QList>
#include <QMetaType>

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
 * Rows may fill in any order (the local search repairs any row): a Place
 * goes into an empty row, a Remove empties a full one. The board is a
 * BoardModel, which counts the queens on each column and diagonal, so
 * attackers() and the conflicts counter cost O(1) per event.
 */
class RunState
{
public:
    RunState() = default;
    explicit RunState(int n)
        : m_model(n)
    { }
    // Step 0 of a run from given queens: `start`[r] is the column of row r's
    // given queen, -1 for a free row (RunController::start()); they are on
    // the board and counted in `depth`. An empty `start` is RunState(n).
    RunState(int n, const QList<int> &start);

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
    RunCounters m_counters;
    StepEvent m_last;
    bool m_finished = false;
};

Q_DECLARE_METATYPE(RunState)
