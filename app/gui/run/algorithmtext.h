// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QString>

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

// The words the program shows for the solver's algorithms, translatable
// (the solver's own names are the CLI's fixed identifiers), as each
// algorithm's description (algorithms/) has them.
class AlgorithmText
{
public:
    // "Lock lines", ...: the name in menus and lists.
    static QString title(nq::Algorithm algorithm);
    // One sentence on how it searches, for tooltips.
    static QString description(nq::Algorithm algorithm);
    // "Lock lookups", ...: what its work counter counts.
    static QString workMeasure(nq::Algorithm algorithm);
};
