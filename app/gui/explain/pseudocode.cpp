// SPDX-License-Identifier: MIT
#include "explain/pseudocode.h"

#include "algorithms/algorithmregistry.h"

QStringList Pseudocode::lines(nq::Algorithm algorithm)
{
    return AlgorithmRegistry::of(algorithm).pseudocode();
}

int Pseudocode::lineFor(nq::Algorithm algorithm, const StepEvent &last)
{
    return AlgorithmRegistry::of(algorithm).pseudocodeLine(
        last.kind, static_cast<nq::Line>(last.line), last.index);
}
