// SPDX-License-Identifier: MIT
#pragma once

#include "algorithms/algorithmdescription.h"

// Bitmask: backtracking row by row with bitboards of the attacked columns and diagonals
// (nq::Algorithm::Bitmask).
class BitmaskDescription : public AlgorithmDescription
{
public:
    BitmaskDescription();

    const char *titleSource() const override;
    QString summary() const override;
    QString workMeasure() const override;
    QStringList pseudocode() const override;
    // Place: the line that puts the queen down; Reject: "bit not free";
    // Remove: the take-back; Solution: the record.
    int pseudocodeLine(nq::EventKind kind, nq::Line line, std::uint64_t index) const override;
    QString variablesCaption() const override;
    QString callStackCaption() const override;
};
