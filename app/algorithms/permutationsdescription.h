// SPDX-License-Identifier: MIT
#pragma once

#include "algorithms/algorithmdescription.h"

// Permutations: every permutation of the columns, then a test of the diagonals pairwise
// (nq::Algorithm::Permutations).
class PermutationsDescription : public AlgorithmDescription
{
public:
    PermutationsDescription();

    const char *titleSource() const override;
    QString summary() const override;
    QString workMeasure() const override;
    QStringList pseudocode() const override;
    // Place: the line that puts the new rows' queens down; Reject: "refused:
    // a shared diagonal"; Remove: the take-back before the next permutation;
    // Solution: the line that records it.
    int pseudocodeLine(nq::EventKind kind, nq::Line line, std::uint64_t index) const override;
    QString variablesCaption() const override;
    QString callStackCaption() const override;
};
