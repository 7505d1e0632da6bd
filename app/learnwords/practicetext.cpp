// SPDX-License-Identifier: MIT
#include "learnwords/practicetext.h"

#include "learn/practicesentences.h"
#include "learnwords/cachedwords.h"
#include "text/squarenames.h"

#include <QLocale>

using nq::learn::Availability;
using nq::learn::MistakeKind;
using nq::learn::PracticeEngine;
using nq::learn::PracticeSentences;
using nq::learn::StepVerdict;

namespace {

QString said(const std::string &text)
{
    return QString::fromStdString(text);
}

// The digit groups of the installed locale as the table says them (see
// nq::learn::Words): its separator where it groups at all, and how many
// digits stand before the first one (2 in Spanish: 1234 but 12.345).
void putNumberFormat(nq::learn::Words &words, const QLocale &locale)
{
    const QString separator = locale.groupSeparator();
    std::string group;
    std::string least = "1";
    if (!separator.isEmpty() && locale.toString(qulonglong(1'000'000'000)).contains(separator)) {
        group = separator.toStdString();
        for (int digits = 1; digits <= 3; ++digits) {
            qulonglong value = 1000;
            for (int i = 1; i < digits; ++i) {
                value *= 10;
            }
            if (locale.toString(value).contains(separator)) {
                least = std::to_string(digits);
                break;
            }
        }
    }
    words.set("number.group", group);
    words.set("number.least", least);
}

} // namespace

nq::learn::Words PracticeText::fill(const TranslateFunction &translate)
{
    nq::learn::Words words;
    const auto put
        = [&words](const char *key, const QString &text) { words.set(key, text.toStdString()); };
    // Every template one tr() of this context, with the sentence's English
    // as its source: the .ts files translate them where they always did.
    // This tr() hides the class's own, so that lupdate still reads each
    // call in context PracticeText while the text comes from `translate`.
    const auto tr = [&translate](const char *source, const char *disambiguation = nullptr) {
        return translate("PracticeText", source, disambiguation, -1);
    };
    put("practice.row", tr("row %1"));
    put("practice.column", tr("column %1"));
    put("practice.along_column", tr("along the column"));
    put("practice.along_diagonal", tr("along the diagonal"));
    put("practice.along_anti_diagonal", tr("along the anti-diagonal"));
    put("practice.along_row", tr("along the row"));
    put("practice.step.place", tr("a queen on %1"));
    put("practice.step.take_back", tr("take back the queen on %1"));
    put("practice.step.refuse", tr("refuse %1 (the queen on %2 attacks it %3)"));
    put("practice.attacker", tr("the queen on %1 %2"));
    put("practice.attackers", tr("the queens on %1"));
    put("practice.right", tr("Right: %1."));
    put("practice.wrong", tr("Mistake: %1 The algorithm makes its step instead: %2."));
    put("practice.why.attacked", tr("%1 is attacked by %2."));
    put("practice.why.attacked_refused", tr("%1 is attacked by %2: the algorithm refuses it."));
    put("practice.why.attacked_not_left",
        tr("%1 is attacked by %2: it is no longer among the squares left."));
    put("practice.why.free", tr("%1 is free: no queen attacks it."));
    put("practice.why.queen_kept",
        tr("No other queen attacks the queen on %1: the algorithm does not refuse it."));
    put("practice.why.not_yet", tr("Not yet: the algorithm comes to %1 first."));
    put("practice.why.not_this_square", tr("Not this square: the algorithm works on %1."));
    put("practice.why.too_early_line", tr("Too early: %1 still has squares to try."));
    put("practice.why.too_early", tr("Too early: the algorithm does not take back a queen now."));
    put("practice.why.permutation_done",
        tr("This permutation is done: the algorithm takes back a queen."));
    put("practice.why.row_done",
        tr("No square of this row is left: the algorithm takes back a queen."));
    put("practice.why.nothing_left",
        tr("No square is left to try, or a row was wiped out: the algorithm takes back a "
           "queen."));
    put("practice.why.wrong_queen",
        tr("Not that queen: the algorithm takes back the queen on %1."));
    put("practice.why.no_queen", tr("There is no queen on %1."));
    put("practice.why.used_column",
        tr("The queen on %1 holds column %2: the algorithm never looks at its squares."));
    put("practice.why.never_refuses",
        tr("This algorithm never refuses a square: the attacked ones are already out of "
           "its choices."));
    put("practice.why.chosen_line",
        tr("The search chose %1 (the fewest squares left): the queen goes there."));
    put("practice.shown", tr("Shown: %1."));
    put("practice.end.solution", tr("A solution: every row holds a queen. Well done!"));
    put("practice.end.over", tr("The practice is over."));
    put("practice.kind.placed_on_attacked", tr("placed on an attacked square"));
    put("practice.kind.refused_free_square", tr("refused a free square"));
    put("practice.kind.skipped_square", tr("skipped a square"));
    put("practice.kind.took_back_too_early", tr("took back too early"));
    put("practice.kind.missed_take_back", tr("missed a take-back"));
    put("practice.kind.wrong_queen", tr("took back the wrong queen"));
    put("practice.kind.not_a_queen", tr("no queen to take back"));
    put("practice.kind.used_column", tr("looked at a used column"));
    put("practice.kind.never_refuses", tr("refused (the algorithm never does)"));
    put("practice.kind.outside_chosen_line", tr("left the chosen row or column"));
    put("practice.kind.refused_queen", tr("refused a queen no other queen attacks"));
    put("practice.unavailable.local_search",
        tr("Min-conflicts makes random choices (which queen, which of the tied squares): "
           "there is no right move to check. Choose a backtracking algorithm to be the "
           "solver."));
    put("practice.unavailable.too_large", tr("Be the solver works on boards up to %1 x %1."));
    put("practice.instruction.permutation_marked",
        tr("Go to the next permutation: take back the queens from the bottom, then place "
           "the new ones from the top."));
    put("practice.instruction.permutation",
        tr("Test the permutation: refuse the first queen attacked by one above it. Then go "
           "to the next permutation: take back from the bottom, place from the top."));
    put("practice.instruction.board_full", tr("Every row holds a queen: take back the last one."));
    put("practice.instruction.domain_rows",
        tr("Row %1: place the queen on its first square left, from the left (the program "
           "prunes the other rows after each queen). If none is left, or a row is wiped "
           "out, take back the last queen."));
    put("practice.instruction.chosen_line",
        tr("The search chose %1, the one with the fewest squares left: place the queen "
           "on its first square left. If none is left, or a row is wiped out, take "
           "back the last queen."));
    put("practice.instruction.chosen_line_unnamed",
        tr("Place the queen on the first square left of the row or column the search "
           "chose. If none is left, or a row is wiped out, take back the last queen."));
    put("practice.instruction.free_columns_marked",
        tr("Row %1: place the queen on the first free square from the left, in a column no "
           "queen holds (the refused squares are marked for you). If none is left, take "
           "back the queen above."));
    put("practice.instruction.free_columns",
        tr("Row %1: look only at the columns no queen holds, from the left. Refuse each "
           "square attacked along a diagonal, place the queen on the first free one. If "
           "none is left, take back the queen above."));
    put("practice.instruction.every_column_marked",
        tr("Row %1: place the queen on the first free square from the left (the refused "
           "squares are marked for you). If none is left, take back the queen above."));
    put("practice.instruction.every_column",
        tr("Row %1: look at its squares from the left. Refuse each attacked one, place the "
           "queen on the first free one. If none is left, take back the queen above."));
    put("practice.summary.solution", tr("Summary: you reached a solution."));
    put("practice.summary.over", tr("Summary: the practice is over."));
    put("practice.summary.counts", tr("Steps done by you: %1. Steps shown: %2. Mistakes: %3."));
    put("practice.summary.kind", tr("%1: %2", "a mistake's kind and how often"));
    putNumberFormat(words, QLocale());
    return words;
}

std::shared_ptr<const nq::learn::Words> PracticeText::cached()
{
    static CachedWords cache([] { return fill(&QCoreApplication::translate); });
    return cache.words();
}

nq::learn::Words PracticeText::words()
{
    return *cached();
}

QJsonObject PracticeText::table(const QLocale &digits, const TranslateFunction &translate)
{
    // Filled anew, not cached: `translate` may be any language's.
    nq::learn::Words all = fill(translate);
    putNumberFormat(all, digits);
    QJsonObject table;
    for (const auto &[key, text] : all.entries()) {
        table.insert(QString::fromStdString(key), QString::fromStdString(text));
    }
    return table;
}

QString PracticeText::square(int n, nq::Square square)
{
    return text::squareName(n, square.row, square.col);
}

QString PracticeText::line(int n, nq::Square line)
{
    return said(PracticeSentences(*cached()).line(n, line));
}

QString PracticeText::lineWords(nq::Line line)
{
    return said(PracticeSentences(*cached()).lineWords(line));
}

QString PracticeText::step(int n, const nq::Event &event)
{
    return said(PracticeSentences(*cached()).step(n, event));
}

QString PracticeText::attackers(int n, const StepVerdict &verdict)
{
    return said(PracticeSentences(*cached()).attackers(n, verdict));
}

QString PracticeText::verdict(nq::Algorithm algorithm, int n, const StepVerdict &verdict)
{
    return said(PracticeSentences(*cached()).verdict(algorithm, n, verdict));
}

QString PracticeText::shown(int n, const nq::Event &event)
{
    return said(PracticeSentences(*cached()).shown(n, event));
}

QString PracticeText::withEnd(const QString &answer, bool finished, bool solutionReached)
{
    if (!finished) {
        return answer;
    }
    return said(
        PracticeSentences(words()).withEnd(answer.toStdString(), finished, solutionReached));
}

QString PracticeText::mistake(MistakeKind kind)
{
    return said(PracticeSentences(*cached()).mistake(kind));
}

QString PracticeText::unavailable(Availability availability)
{
    return said(PracticeSentences(*cached()).unavailable(availability));
}

QString PracticeText::instruction(PracticeEngine &engine, bool refusalsMarked)
{
    return said(PracticeSentences(*cached()).instruction(engine, refusalsMarked));
}

QString PracticeText::summary(const nq::learn::PracticeCounts &counts, bool solutionReached)
{
    return said(PracticeSentences(*cached()).summary(counts, solutionReached));
}
