// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "classserver/classserver.h"

#ifndef Q_MOC_RUN
#include "algorithms/question.h"
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
};
