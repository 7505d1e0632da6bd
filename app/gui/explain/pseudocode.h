// SPDX-License-Identifier: MIT
#pragma once

#include "run/stepevent.h"

#include <QCoreApplication>
#include <QStringList>

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

// The pseudocode of each algorithm and the line of it that a solver event
// stands for, as the algorithm's description (algorithms/) writes them, for
// the GUI's events. No widgets: the pseudocode panel shows it, the tests
// read it.
class Pseudocode
{
public:
    // AlgorithmDescription::pseudocode() of `algorithm`.
    static QStringList lines(nq::Algorithm algorithm);

    // AlgorithmDescription::pseudocodeLine() of `algorithm` for the event
    // `last` (each description says which line each kind is); always a valid
    // index into lines(algorithm), 0 for Done (the start position as well as
    // the end of the search) and for a kind the algorithm never yields.
    static int lineFor(nq::Algorithm algorithm, const StepEvent &last);
};
