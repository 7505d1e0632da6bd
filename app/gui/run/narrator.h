// SPDX-License-Identifier: MIT
#pragma once

#include "run/runcontroller.h"
#include "run/runstate.h"
#include "run/stepevent.h"

#include <QCoreApplication>
#include <QString>

// moc (Qt 6.4) cannot parse libstdc++'s C++20 headers; it needs none of them.
#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

/*
 * The words of a run: the status line's sentence for a position and the
 * caption beside a refused square, in the language installed now. A pure
 * function of the run's facts (size, algorithm, seed) and the position, so
 * that going back to a step says exactly what going forward to it said, and
 * tests can read it without a window, a scene or a worker.
 */
class Narrator
{
    Q_DECLARE_TR_FUNCTIONS(Narrator)

public:
    // `start`: the run's given queens (RunController::start()); empty for a full run.
    Narrator(int n, nq::Algorithm algorithm, quint64 seed = nq::DefaultSeed,
        const QList<int> &start = {});
    // The narrator of `run` as it is now (size, algorithm, seed, start).
    static Narrator of(const RunController &run);

    // The status line for `state`, a position of this run (its board size is n).
    QString describe(const RunState &state) const;
    // The words for a caption under an exported picture of `state`:
    // describe() without the keys to press (a slide or a sheet of paper
    // has none), "Start: no queen placed yet." at the start.
    QString caption(const RunState &state) const;
    // The same, first saying which breakpoint stopped the run there when one
    // did (`reason`; `depth` is the depth breakpoint's): "Breakpoint: paused
    // on a backtrack. Backtrack: queen removed from d4."
    QString describe(const RunState &state, RunController::StopReason reason, int depth) const;
    // The status line for `run` at its position now: describe() with the
    // breakpoint that stopped it there, and at its start, when the algorithm
    // did not take the size asked for (RunController::clampedFrom()), a
    // sentence saying so: "Permutations takes boards up to 11 x 11: N went
    // from 12 to 11."
    static QString statusOf(const RunController &run);
    // "Breakpoint: paused on a backtrack.", ...; empty for StopReason::None.
    static QString stopReasonText(RunController::StopReason reason, int depth);
    // The words beside a refused square: which queen refuses it and along which line.
    QString rejectionCaption(const StepEvent &event) const;
    // "along the column", "along the diagonal", ...; empty for nq::Line::None.
    static QString lineWords(int line);

private:
    QString describeLocalSearch(const RunState &state) const;
    // "Row 6 has no square left: the queens on b8, d7 and f6 attack all of them."
    QString wipeoutText(const RunState &state) const;
    // mrv's and dancing links' choice of the row (or column) to fill next.
    QString chooseText(const StepEvent &event) const;
    // The row as the board labels it: its rank, "6".
    QString rowName(int row) const;
    bool isGiven(int row, int col) const;
    // "a8, c7": the given queens' squares, top down.
    QString givenSquares() const;
    // The square as the board labels it: "e6" (files a, b, ... from the
    // left, ranks n..1 from the top).
    QString square(int row, int col) const;

    int m_n;
    nq::Algorithm m_algorithm;
    quint64 m_seed;
    QList<int> m_start;
};
