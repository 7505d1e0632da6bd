// SPDX-License-Identifier: MIT
#pragma once

#include "algorithms/algorithmdescription.h"

// Mrv: forward checking that fills the row with the fewest squares left first (nq::Algorithm::Mrv).
class MrvDescription : public AlgorithmDescription
{
public:
    MrvDescription();

    const char *titleSource() const override;
    QString summary() const override;
    QString workMeasure() const override;
    QStringList pseudocode() const override;
    // As forward checking; Choose: the line that picks the row with the
    // fewest squares left.
    int pseudocodeLine(nq::EventKind kind, nq::Line line, std::uint64_t index) const override;
    QString variablesCaption() const override;
    QString callStackCaption() const override;
};
