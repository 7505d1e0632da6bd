// SPDX-License-Identifier: MIT
#pragma once

#include "learn/practiceengine.h"
#include "learn/words.h"
#include "learnwords/translatefunction.h"
#include "solver/algorithm.h"
#include "solver/event.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QLocale>
#include <QString>

#include <memory>

/*
 * The words of practice ("be the solver"), in the language installed: what
 * to do next, the answer to an action (right, or the mistake and its
 * reason), a step shown, the mistake kinds' short names and the summary.
 * The window's practice mode and the pupils' seat work say the same things
 * through this one class (context "PracticeText").
 *
 * The sentences themselves are composed by the learning room
 * (nq::learn::PracticeSentences) on a table of templates that this class
 * fills from tr(), so the homework page, which gets the same table in its
 * file (table()), says exactly these words.
 *
 * Squares are named as the board labels them (text::squareName(), "a8" top
 * left of 8 x 8), rows by their rank on the board's left edge (row 0 of
 * 8 x 8 is "row 8"), columns by their file letter. `n` is the board's size.
 */
class PracticeText
{
    Q_DECLARE_TR_FUNCTIONS(PracticeText)

public:
    // The templates of practice's sentences in the language installed
    // (translator and QLocale's digit groups): every key of
    // PracticeSentences::keys().
    static nq::learn::Words words();
    // The same table as a flat JSON object, {"practice.row": "Reihe %1", ...}:
    // what the homework file carries for the WebAssembly module
    // (nq_words_set), with the digit groups of `digits` and the templates
    // from `translate` (the homework's language, where it is not the
    // window's: translateFrom() its translators, which are not installed).
    static QJsonObject table(const QLocale &digits = QLocale(),
        const TranslateFunction &translate = &QCoreApplication::translate);

    // "e6".
    static QString square(int n, nq::Square square);
    // "row 5" for {row, -1}, "column c" for {-1, col}: a chosen line.
    static QString line(int n, nq::Square line);
    // "along the diagonal" (Column, Diagonal, AntiDiagonal); empty for None.
    static QString lineWords(nq::Line line);
    // A pupil's step as words: "a queen on e6", "take back the queen on e6",
    // "refuse e6 (the queen on c8 attacks it along the diagonal)"; empty for
    // events that are never the pupil's.
    static QString step(int n, const nq::Event &event);
    // "the queen on b5 along the diagonal", "the queens on a6, b5": every
    // queen attacking the verdict's square on the board the pupil acted on.
    static QString attackers(int n, const nq::learn::StepVerdict &verdict);
    // The answer to an action of a practice of `algorithm`: "Right: ..." or
    // "Mistake: <why> The algorithm's step: ...".
    static QString verdict(nq::Algorithm algorithm, int n, const nq::learn::StepVerdict &verdict);
    // "Shown: a queen on e6.": a step done for the pupil.
    static QString shown(int n, const nq::Event &event);
    // `answer` followed by the end of the practice when it has just ended:
    // the solution reached, or "The practice is over."; `answer` alone
    // while not finished.
    static QString withEnd(const QString &answer, bool finished, bool solutionReached);
    // "placed on an attacked square", ...
    static QString mistake(nq::learn::MistakeKind kind);
    // Why practice is not offered (min-conflicts, too large); empty when it is.
    static QString unavailable(nq::learn::Availability availability);
    // What to do next in `engine`'s practice (not finished): the row and how
    // to work on it, as the algorithm's practice hint says. Non-const
    // engine: it looks ahead for the chosen line (mrv, dancing links).
    static QString instruction(nq::learn::PracticeEngine &engine, bool refusalsMarked);
    // At the end: how it ended, steps done by the pupil, steps shown,
    // mistakes, then one line per mistake kind met.
    static QString summary(const nq::learn::PracticeCounts &counts, bool solutionReached);

private:
    // The table filled from `translate` now (tr()'s sources, context
    // PracticeText), the digit groups of the default QLocale.
    static nq::learn::Words fill(const TranslateFunction &translate);
    // The table for the language installed, filled again only when it changed.
    static std::shared_ptr<const nq::learn::Words> cached();
};
