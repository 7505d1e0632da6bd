// SPDX-License-Identifier: MIT
#pragma once

#include "algorithms/algorithmdescription.h"

// ForwardChecking: backtracking that prunes the domains of the rows below each queen
// (nq::Algorithm::ForwardChecking).
class ForwardCheckingDescription : public AlgorithmDescription
{
public:
    ForwardCheckingDescription();

    const char *titleSource() const override;
    QString summary() const override;
    QString workMeasure() const override;
    QStringList pseudocode() const override;
    // Place: the line that puts the queen down; Prune: the line that prunes
    // domain[r]; Wipeout: the line that finds domain[r] empty; Remove: the line
    // that takes the queen back and gives back what it pruned; Solution: the record.
    int pseudocodeLine(nq::EventKind kind, nq::Line line, std::uint64_t index) const override;
    QString variablesCaption() const override;
    QString callStackCaption() const override;
};
