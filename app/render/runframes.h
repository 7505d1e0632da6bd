// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardexporter.h"
#include "solver/algorithm.h"
#include "solver/event.h"

#include <QList>

#include <cstdint>
#include <vector>

/*
 * The pictures of a run, step by step, without a window: the search (its
 * size, algorithm, seed and given queens) is replayed, and step k is the
 * board after k events as the screen shows it (BoardPresenter::drawRun):
 * the queens, the refused square with its cross and line when the step is
 * a refusal, the row being filled (or chosen) outlined, the solution frame
 * when the step is a solution, and constraint propagation's marks
 * (forward checking's and mrv's pruned squares, the wiped-out row, dancing
 * links' covered lines and chosen column), all from an nq::Position, as
 * the window's RunState keeps one. The command line's export draws its stills and
 * animations from here; the window's ExportCommands::frames() describes
 * the same boards (a test holds the two together) with the status line's
 * words as captions.
 *
 * Not drawn (the screen shows it only when asked to): the attacked
 * squares' hatching.
 */
class RunFrames
{
public:
    struct Frame
    {
        quint64 step = 0; // events applied; 0 is the start position
        // The event that led here: kind Done at step 0, and at the run's
        // last step once the search has said it is done (finished).
        nq::Event event;
        bool finished = false;
        BoardExporter::Picture picture;
    };

    /*
     * Steps `first` to `last` (inclusive) of solve(algorithm, n, seed,
     * start); fewer when the run ends before `last`, none when it ends
     * before `first`. Each picture starts from `base` (theme, coordinates,
     * caption, margins as given) with the step's queens, refusal, current
     * row, propagation marks and solution mark set. The caller checks the arguments
     * (n in range, a start that nq::checkStart() accepts).
     */
    static QList<Frame> frames(nq::Algorithm algorithm, int n, std::uint64_t seed,
        const std::vector<int> &start, quint64 first, quint64 last,
        const BoardPainter::Options &base);

    // The step of the run's first solution, or 0 when it has none.
    static quint64 firstSolutionStep(
        nq::Algorithm algorithm, int n, std::uint64_t seed, const std::vector<int> &start);
};
