// SPDX-License-Identifier: MIT
#pragma once

#include "algorithms/algorithmdescription.h"

// MarkBoard: backtracking row by row on board copies where each queen marks what it attacks
// (nq::Algorithm::MarkBoard).
class MarkBoardDescription : public AlgorithmDescription
{
public:
    MarkBoardDescription();

    const char *titleSource() const override;
    QString summary() const override;
    QString workMeasure() const override;
    QStringList pseudocode() const override;
    // Place: the line that copies the board, puts the queen down and marks
    // (the variables panel agrees with it); Reject: "square is marked";
    // Remove: dropping the copy; Solution: the record.
    int pseudocodeLine(nq::EventKind kind, nq::Line line, std::uint64_t index) const override;
    QString variablesCaption() const override;
    QString callStackCaption() const override;
};
