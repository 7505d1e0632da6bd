// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QString>

#ifndef Q_MOC_RUN
#include "learn/predictengine.h"
#endif

class BoardPresenter;

/*
 * The words of predict mode: questions, verdicts with their why, the names of
 * the question kinds and of the frequencies, in the language installed.
 * Squares are named as the board labels them ("e6"), rows by their rank
 * number on the board's left edge (row 0 of 8 x 8 is "row 8").
 *
 * The class's pages (README, "Whole class") get the pupils' forms: a pupil
 * taps a square or an option button, and the teacher's keys and clicks are
 * not theirs ("Click its square.", "Press Space to play or Right to step.").
 *
 * The sentences are composed by the learning room
 * (nq::learn::PredictSentences) on the table of templates that
 * learnwords/PredictWords fills from tr() (context "PredictText"), so the
 * homework page, which gets the same table in its file, says exactly these
 * words. pupilStatus() stays here: it speaks of the window's run.
 */
class PredictText
{
    Q_DECLARE_TR_FUNCTIONS(PredictText)

public:
    static QString kindName(nq::learn::QuestionKind kind);
    static QString frequencyName(nq::learn::Frequency frequency);
    static QString actionName(nq::learn::NextAction action);
    // The question on an n x n board; `refuses`: whether the algorithm ever
    // refuses a square (NextEvent names refusing only then).
    static QString question(const nq::learn::Question &question, int n, bool refuses = true);
    // The same question as a pupil's page asks it: a square question says
    // "Tap" where question() says "Click"; an option question names no way
    // to answer (the page's buttons, and its hint, say it).
    static QString pupilQuestion(const nq::learn::Question &question, int n, bool refuses = true);
    // The line under the board on the pupils' pages, for what `presenter`
    // shows now: the run's step as the status line says it, without the keys
    // to press ("Start: no queen placed yet." at the start); a browsed
    // solution as the status line names it; play mode as the teacher placing
    // queens by hand (its status line speaks to the teacher).
    static QString pupilStatus(const BoardPresenter &presenter);
    // "row 5" for {row, -1}, "column c" for {-1, col}.
    static QString line(int n, nq::Square line);
    // What the answer checked in `check` means: right (and the detail),
    // wrong and why, or the answer revealed.
    static QString verdict(const nq::learn::Check &check, const nq::learn::Question &question, int n);
    // "The answer: e6." for a question closed without a right answer.
    static QString revealed(const nq::learn::Question &question, int n);
    // Why the answer checked in `check` is right or wrong, as a pupil reads
    // it after the teacher revealed the answer (README, "Whole class"),
    // beside right or not and the right answer, which their page says once:
    // for a wrong answer the why of verdict() (without "Not quite." and the
    // answer); for a right one why it is right: rightReason(), or for an
    // attacker the queen given (`check.by`, along `check.line`), and for
    // the fewest attackers the square given.
    static QString reason(const nq::learn::Check &check, const nq::learn::Question &question, int n);
    // Why the question's answer is right, in predict mode's words where it
    // has them ("No queen attacks the next square."), speaking of the
    // answer as "it": said beside the answer, never naming it again (an
    // attacker question with several right queens names the algorithm's).
    static QString rightReason(const nq::learn::Question &question, int n);
};
