// SPDX-License-Identifier: MIT
#include "algorithms/algorithmregistry.h"

#include "algorithms/availablecolumnsdescription.h"
#include "algorithms/bitmaskdescription.h"
#include "algorithms/checkqueensdescription.h"
#include "algorithms/dancinglinksdescription.h"
#include "algorithms/forwardcheckingdescription.h"
#include "algorithms/locklinesdescription.h"
#include "algorithms/markboarddescription.h"
#include "algorithms/minconflictsdescription.h"
#include "algorithms/mrvdescription.h"
#include "algorithms/permutationsdescription.h"

#include <array>
#include <cstdlib>

std::span<const AlgorithmDescription *const> AlgorithmRegistry::all()
{
    // Adding an algorithm: its description here, in its menu place.
    static const PermutationsDescription permutations;
    static const CheckQueensDescription checkQueens;
    static const MarkBoardDescription markBoard;
    static const LockLinesDescription lockLines;
    static const BitmaskDescription bitmask;
    static const AvailableColumnsDescription availableColumns;
    static const ForwardCheckingDescription forwardChecking;
    static const MrvDescription mrv;
    static const DancingLinksDescription dancingLinks;
    static const MinConflictsDescription minConflicts;
    static const std::array<const AlgorithmDescription *, 10> list
        = { &permutations, &checkQueens, &markBoard, &lockLines, &bitmask, &availableColumns,
              &forwardChecking, &mrv, &dancingLinks, &minConflicts };
    return list;
}

const AlgorithmDescription &AlgorithmRegistry::of(nq::Algorithm algorithm)
{
    for (const AlgorithmDescription *description : all()) {
        if (description->id() == algorithm) {
            return *description;
        }
    }
    // tst_algorithmdescriptions proves every algorithm has one.
    std::abort();
}
