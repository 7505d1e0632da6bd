// SPDX-License-Identifier: MIT
#pragma once

#include "run/stepevent.h"

#include <QList>
#include <QMetaType>

#include <algorithm>

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
 * goes into an empty row, a Remove empties a full one. The queens on each
 * column and diagonal are counted, so attackers() and the conflicts counter
 * cost O(1) per event.
 */
class RunState
{
public:
    RunState() = default;
    explicit RunState(int n)
        : m_board(n, -1)
        , m_columnCount(n, 0)
        , m_antiDiagonalCount(std::max(2 * n - 1, 0), 0)
        , m_diagonalCount(std::max(2 * n - 1, 0), 0)
    { }

    int boardSize() const { return int(m_board.size()); }
    const QList<int> &board() const { return m_board; }
    const RunCounters &counters() const { return m_counters; }
    quint64 step() const { return m_counters.steps; }
    // The event that led to this position; kind Done with row -1 at step 0.
    const StepEvent &last() const { return m_last; }
    bool isFinished() const { return m_finished; }
    // Queens other than the one in `row` attacking square (row, col) (column
    // and diagonals; a queen in the same row is not counted); 0 off the board.
    int attackers(int row, int col) const;

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
    // Counts the queen on (row, col) in or out (delta +1 / -1) of its lines
    // and updates the conflicts counter.
    void count(int row, int col, int delta);

    QList<int> m_board;
    // Queens per column, per row + col and per row - col + n - 1.
    QList<int> m_columnCount;
    QList<int> m_antiDiagonalCount;
    QList<int> m_diagonalCount;
    RunCounters m_counters;
    StepEvent m_last;
    bool m_finished = false;
};

Q_DECLARE_METATYPE(RunState)
