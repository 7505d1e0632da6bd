// SPDX-License-Identifier: MIT
#pragma once

#include "algorithms/algorithmdescription.h"

// MinConflicts: local search that repairs a full board (min-conflicts)
// (nq::Algorithm::MinConflicts).
class MinConflictsDescription : public AlgorithmDescription
{
public:
    MinConflictsDescription();

    const char *titleSource() const override;
    QString summary() const override;
    QString workMeasure() const override;
    QStringList pseudocode() const override;
    // A Place of the start (index 0) is the start's placement, a Place of a
    // repair move (index > 0) the line that puts the queen on its best square,
    // a Remove the line that picks and lifts an attacked queen, a Solution the
    // line that records it.
    int pseudocodeLine(nq::EventKind kind, nq::Line line, std::uint64_t index) const override;
    QString variablesCaption() const override;
    QString callStackCaption() const override;
};
