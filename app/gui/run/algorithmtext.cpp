// SPDX-License-Identifier: MIT
#include "run/algorithmtext.h"

#include "algorithms/algorithmregistry.h"

QString AlgorithmText::title(nq::Algorithm algorithm)
{
    return AlgorithmRegistry::of(algorithm).title();
}

QString AlgorithmText::description(nq::Algorithm algorithm)
{
    return AlgorithmRegistry::of(algorithm).summary();
}

QString AlgorithmText::workMeasure(nq::Algorithm algorithm)
{
    return AlgorithmRegistry::of(algorithm).workMeasure();
}
