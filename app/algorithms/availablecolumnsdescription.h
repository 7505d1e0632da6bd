// SPDX-License-Identifier: MIT
#pragma once

#include "algorithms/algorithmdescription.h"

// AvailableColumns: backtracking row by row over the columns no queen holds
// (nq::Algorithm::AvailableColumns).
class AvailableColumnsDescription : public AlgorithmDescription
{
public:
    AvailableColumnsDescription();

    const char *titleSource() const override;
    QString summary() const override;
    QString workMeasure() const override;
    QStringList pseudocode() const override;
    // Place: the line that puts the queen down; Reject: the diagonal test
    // (it never tries a held column); Remove: the take-back; Solution: the record.
    int pseudocodeLine(nq::EventKind kind, nq::Line line, std::uint64_t index) const override;
    QString variablesCaption() const override;
    QString callStackCaption() const override;
};
