// SPDX-License-Identifier: MIT
#pragma once

#include "algorithms/algorithmdescription.h"

// DancingLinks: Knuth's Algorithm X with dancing links on the exact-cover form
// (nq::Algorithm::DancingLinks).
class DancingLinksDescription : public AlgorithmDescription
{
public:
    DancingLinksDescription();

    const char *titleSource() const override;
    QString summary() const override;
    QString workMeasure() const override;
    QStringList pseudocode() const override;
    // Choose: the line that picks item i, or, when i has no option left
    // (index 0), the dead end's line; Place: the line that puts the queen down
    // and covers its lines; Remove: the take-back; Solution: the record.
    int pseudocodeLine(nq::EventKind kind, nq::Line line, std::uint64_t index) const override;
    QString variablesCaption() const override;
    QString callStackCaption() const override;
};
