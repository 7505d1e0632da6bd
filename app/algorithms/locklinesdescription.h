// SPDX-License-Identifier: MIT
#pragma once

#include "algorithms/algorithmdescription.h"

// LockLines: backtracking row by row with lock arrays for the columns and both diagonals
// (nq::Algorithm::LockLines).
class LockLinesDescription : public AlgorithmDescription
{
public:
    LockLinesDescription();

    const char *titleSource() const override;
    QString summary() const override;
    QString workMeasure() const override;
    QStringList pseudocode() const override;
    // Place: the line that puts the queen down and sets the locks; Reject: the
    // column lock, the row + col lock (Line::AntiDiagonal) or the row - col
    // lock (Line::Diagonal); Remove: the unlock; Solution: the record.
    int pseudocodeLine(nq::EventKind kind, nq::Line line, std::uint64_t index) const override;
    QString variablesCaption() const override;
    QString callStackCaption() const override;
};
