// SPDX-License-Identifier: MIT
#pragma once

#include "algorithms/algorithmdescription.h"

// CheckQueens: backtracking row by row, each square tested against every queen placed
// (nq::Algorithm::CheckQueens).
class CheckQueensDescription : public AlgorithmDescription
{
public:
    CheckQueensDescription();

    const char *titleSource() const override;
    QString summary() const override;
    QString workMeasure() const override;
    QStringList pseudocode() const override;
    // Place: the line that puts the queen down; Reject: the column test or
    // the diagonal test, by `line`; Remove: the take-back; Solution: the record.
    int pseudocodeLine(nq::EventKind kind, nq::Line line, std::uint64_t index) const override;
    QString variablesCaption() const override;
    QString callStackCaption() const override;
};
