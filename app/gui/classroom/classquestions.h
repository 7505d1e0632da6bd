// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>

#include "classserver/classserver.h"

#ifndef Q_MOC_RUN
#include "algorithms/question.h"
#include "solver/algorithm.h"

#include <cstdint>
#include <vector>
#endif

/*
 * Predict mode's questions as the class sees them: the words the projector
 * shows, what a pupil may tap or press, and which of those are right. The
 * server offers exactly these and checks answers against them, so a pupil
 * can answer nothing the teacher could not.
 *
 * Values: a square is named as the board labels it ("e4"); NextEvent's
 * options are "place", "refuse", "backtrack", "solution"; TriesLeft's the
 * numbers "0" .. "n"; PartOfSolution's "yes" and "no"; a row "r<row>" and a
 * column "c<col>" (0-based, the solver's) for ChosenLine and WipedOutRow.
 *
 * After Reveal each pupil is told why their own answer is right or wrong
 * (issue 39, item 1): reasons() gives predict mode's sentence for every
 * value offered, as the teacher would read it for that answer.
 */
class ClassQuestions
{
    Q_DECLARE_TR_FUNCTIONS(ClassQuestions)

public:
    // `question` on an n x n board, with the id `id`; `refuses`: whether the
    // algorithm refuses squares (NextEvent offers "refuse" only then).
    static ClassQuestion make(const nq::learn::Question &question, int n, bool refuses, int id);
    // The values that count as right.
    static QStringList rightValues(const nq::learn::Question &question, int n);
    // The words of a value on the window's bars ("e4", "Place", "row 5").
    static QString label(const ClassQuestion &question, const QString &value);
    // Why each value `asked` offers (made by make() from `question`) is right
    // or wrong, by value, in predict mode's words in the language installed
    // (PredictText::reason()): a wrong one as predict mode's engine checks
    // it on the run that asked `question` (`algorithm`, `seed` and `start`
    // as the window's run has them: the engine replays that run to the
    // question's step once), a right one why it is right. At most one a
    // value offered (n squares, 2n lines, n + 1 counts). Empty when that run
    // does not ask `question` there.
    static QMap<QString, QString> reasons(const nq::learn::Question &question, const ClassQuestion &asked,
        nq::Algorithm algorithm, std::uint64_t seed, const std::vector<int> &start);
};
