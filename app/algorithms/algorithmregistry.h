// SPDX-License-Identifier: MIT
#pragma once

#include "algorithms/algorithmdescription.h"

#include <span>

// The one list of algorithm descriptions: each algorithm the solver knows
// (nq::algorithms()) has exactly one, registered in algorithmregistry.cpp.
// The descriptions are constants made on first use and live to the end of
// the program; any thread may ask.
class AlgorithmRegistry
{
public:
    // Every description, in the order the menus and lists show the
    // algorithms (the order of nq::algorithms()).
    static std::span<const AlgorithmDescription *const> all();
    // The description of `algorithm` (every nq::Algorithm has one).
    static const AlgorithmDescription &of(nq::Algorithm algorithm);
};
