// SPDX-License-Identifier: MIT
#pragma once

#include "learnwords/translatefunction.h"
#include "solver/algorithm.h"

#include <QCoreApplication>
#include <QString>

/*
 * The algorithms' titles as the menus say them ("Lock lines", context
 * AlgorithmText), from a given translation: for the homework's words, which
 * name each task's algorithm in the homework's language without installing
 * its translator. AlgorithmDescription::title() translates only with the
 * translators installed, so the English sources stand here a second time;
 * tst_learnwords holds the two equal in every language of the program.
 */
class AlgorithmTitles
{
public:
    // "Lock lines", or its translation by `translate`.
    static QString title(
        nq::Algorithm algorithm, const TranslateFunction &translate = &QCoreApplication::translate);
};
