// SPDX-License-Identifier: MIT
#pragma once

#include "run/stepevent.h"

#include <QList>

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#include "solver/event.h"
#endif

// Events made by hand, as the solver would yield them (nq::Event) and as the
// GUI keeps them (StepEvent), and the events of a whole search. Header only.
// Rows and columns are 0-based; nothing checks that they are on a board.

namespace nqtest {

inline nq::Event placeEvent(int row, int col)
{
    nq::Event event;
    event.kind = nq::EventKind::Place;
    event.square = { row, col };
    return event;
}

inline nq::Event removeEvent(int row, int col)
{
    nq::Event event;
    event.kind = nq::EventKind::Remove;
    event.square = { row, col };
    return event;
}

// (row, col) refused because the queen on (byRow, byCol) attacks it along `line`.
inline nq::Event rejectEvent(int row, int col, int byRow, int byCol, nq::Line line)
{
    nq::Event event;
    event.kind = nq::EventKind::Reject;
    event.square = { row, col };
    event.by = { byRow, byCol };
    event.line = line;
    return event;
}

// Solution number `index` (1-based): columns[r] is the column of row r's queen.
inline nq::Event solutionEvent(quint64 index, const QList<int> &columns)
{
    nq::Event event;
    event.kind = nq::EventKind::Solution;
    event.index = index;
    event.columns.assign(columns.cbegin(), columns.cend());
    return event;
}

inline StepEvent placeStep(int row, int col)
{
    return StepEvent::from(placeEvent(row, col));
}

inline StepEvent removeStep(int row, int col)
{
    return StepEvent::from(removeEvent(row, col));
}

inline StepEvent rejectStep(int row, int col, int byRow, int byCol, nq::Line line)
{
    return StepEvent::from(rejectEvent(row, col, byRow, byCol, line));
}

inline StepEvent solutionStep(quint64 index, const QList<int> &columns)
{
    return StepEvent::from(solutionEvent(index, columns));
}

// The events of a whole search, Done left out: element i is step i + 1.
inline QList<StepEvent> searchEvents(nq::Algorithm algorithm, int n)
{
    QList<StepEvent> events;
    for (const nq::Event &event : nq::solve(algorithm, n)) {
        if (event.kind != nq::EventKind::Done) {
            events.append(StepEvent::from(event));
        }
    }
    return events;
}

// The board (columns[r] of row r's queen, -1 for none) after the first
// `steps` events of a search, replayed from the solver directly.
inline QList<int> boardAfter(nq::Algorithm algorithm, int n, quint64 steps)
{
    QList<int> board(n, -1);
    quint64 seen = 0;
    for (const nq::Event &event : nq::solve(algorithm, n)) {
        if (seen == steps || event.kind == nq::EventKind::Done) {
            break;
        }
        ++seen;
        if (event.kind == nq::EventKind::Place) {
            board[event.square.row] = event.square.col;
        } else if (event.kind == nq::EventKind::Remove) {
            board[event.square.row] = -1;
        }
    }
    return board;
}

} // namespace nqtest
