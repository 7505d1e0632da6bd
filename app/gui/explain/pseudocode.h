// SPDX-License-Identifier: MIT
#pragma once

#include "run/stepevent.h"

#include <QCoreApplication>
#include <QStringList>

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

// The pseudocode of each algorithm, in the words of the seed it comes from,
// and the line of it that a solver event stands for. No widgets: the
// pseudocode panel shows it, the tests read it.
class Pseudocode
{
    Q_DECLARE_TR_FUNCTIONS(Pseudocode)

public:
    // The pseudocode of `algorithm`, translated, one entry per line (8 to 16
    // lines), each indented by two spaces per block level. Line 0 is the
    // heading of the search (the recursive function of the backtrackers).
    static QStringList lines(nq::Algorithm algorithm);

    // The 0-based index into lines(algorithm) of the line being executed when
    // `last` has just happened; always a valid index:
    // - Place: the line that puts the queen down (for lock-lines and
    //   mark-board that line also sets the locks / marks, so the variables
    //   panel agrees with it);
    // - Reject: the check that failed. check-queens: the column test or the
    //   diagonal test, by last.line; lock-lines: the column lock, the
    //   row + col lock (Line::AntiDiagonal) or the row - col lock
    //   (Line::Diagonal); mark-board: "square is marked"; bitmask: "bit not
    //   free"; permutations: "refused: a shared diagonal";
    // - Remove: the line that takes the queen back;
    // - Solution: the line that records it;
    // - Done (the start position as well as the end of the search): 0.
    // available-columns refuses by diagonal only ("same diagonal").
    // forward-checking and mrv: a Prune is the line that prunes domain[r],
    // a Wipeout the line that finds domain[r] empty, a Remove the line that
    // takes the queen back and gives back what it pruned; mrv's Choose is
    // the line that picks the row with the fewest squares left.
    // dancing-links: a Choose is the line that picks item i, or, when i
    // has no option left (last.index 0), the dead end's line; a Place the
    // line that puts the queen down and covers its lines.
    // An event kind an algorithm never yields is shown at line 0.
    // Min-conflicts: a Place of the start (last.index 0) is the start's
    // placement, a Place of a repair move (index > 0) the line that puts the
    // queen on its best square, a Remove the line that picks and lifts an
    // attacked queen, a Solution the line that records it.
    static int lineFor(nq::Algorithm algorithm, const StepEvent &last);
};
