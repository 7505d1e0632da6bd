// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QMetaType>

#ifndef Q_MOC_RUN
#include "solver/event.h"
#include "solver/position.h"
#endif

// One solver event as the GUI keeps it: a plain value, cheap to copy and to
// send across threads in a list (56 bytes against nq::Event's 152, 80 of
// them its Stats, which only a Done carries). Fields as in nq::Event (columns
// only for a solution): `by` is the attacker of a Reject or Prune, the queen
// of a Wipeout, and mrv's or dancing links' chosen item on Place and Remove.
// from() and change() are its only conversions (from the solver's form, and
// to what nq::Position applies).
struct StepEvent
{
    nq::EventKind kind = nq::EventKind::Done;
    qint8 line = 0; // nq::Line
    qint16 row = -1;
    qint16 col = -1;
    qint16 byRow = -1;
    qint16 byCol = -1;
    quint64 index = 0; // solution number; a Choose's options left; a repair move's number
    quint64 work = 0; // the solver's work counter after this event
    QList<int> columns {}; // solution board

    friend bool operator==(const StepEvent &a, const StepEvent &b)
    {
        // Not defaulted: Qt 6.4's QList<int>::operator== hands two empty
        // lists' null data to memcmp, which UBSan reports; empty lists are
        // equal without asking it.
        return a.kind == b.kind && a.line == b.line && a.row == b.row && a.col == b.col
            && a.byRow == b.byRow && a.byCol == b.byCol && a.index == b.index && a.work == b.work
            && (a.columns.isEmpty() ? b.columns.isEmpty() : a.columns == b.columns);
    }

    static StepEvent from(const nq::Event &event)
    {
        StepEvent step;
        step.kind = event.kind;
        step.line = qint8(event.line);
        step.row = qint16(event.square.row);
        step.col = qint16(event.square.col);
        step.byRow = qint16(event.by.row);
        step.byCol = qint16(event.by.col);
        step.index = event.index;
        step.work = event.work;
        if (event.kind == nq::EventKind::Solution) {
            step.columns = QList<int>(event.columns.begin(), event.columns.end());
        }
        return step;
    }

    // What nq::Position reads of the event, to apply or undo it.
    nq::Position::Change change() const { return { kind, { row, col }, { byRow, byCol }, index }; }
};

Q_DECLARE_METATYPE(StepEvent)
