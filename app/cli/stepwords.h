// SPDX-License-Identifier: MIT
#pragma once

#include "render/runframes.h"

#include <QString>

// The command line's words for a step of a run, under an exported board:
// "8 queens, lock-lines, step 12: queen placed on d5". English, as all of
// the tool's output; squares named as the board labels them (BoardPainter).
class StepWords
{
public:
    StepWords(int n, nq::Algorithm algorithm);

    // The caption of `frame`: size, algorithm, step and what happened.
    QString caption(const RunFrames::Frame &frame) const;
    // What happened at `frame`'s step: "queen placed on d5", "d4 refused:
    // b2 attacks it along the diagonal", "solution 1 found", "start", ...
    QString happened(const RunFrames::Frame &frame) const;

private:
    QString square(int row, int col) const;

    int m_n;
    nq::Algorithm m_algorithm;
};
