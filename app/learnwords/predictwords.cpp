// SPDX-License-Identifier: MIT
#include "learnwords/predictwords.h"

#include "learnwords/cachedwords.h"

#include <utility>

namespace {

// The count a translated sentence holds, put back as %n: the digits of
// `count` standing alone (not a placeholder's, not part of a longer number).
QString withCountMark(QString text, int count)
{
    const QString digits = QString::number(count);
    qsizetype at = 0;
    while ((at = text.indexOf(digits, at)) >= 0) {
        const qsizetype end = at + digits.size();
        const bool alone = (at == 0 || (!text.at(at - 1).isDigit() && text.at(at - 1) != u'%'))
            && (end == text.size() || !text.at(end).isDigit());
        if (alone) {
            text.replace(at, digits.size(), QStringLiteral("%n"));
            at += 2;
        } else {
            at = end;
        }
    }
    return text;
}

} // namespace

void PredictWords::putCounted(
    nq::learn::Words &words, const char *key, const std::function<QString(int count)> &sentence)
{
    // Three forms cover the four languages: English, German and Spanish say
    // 1 apart, French says 0 as 1 (the table keeps 0 apart for it).
    for (const auto &[suffix, count] : { std::pair { "#0", 0 }, { "#1", 1 }, { "#other", 7777 } }) {
        words.set(std::string(key) + suffix, withCountMark(sentence(count), count).toStdString());
    }
}

nq::learn::Words PredictWords::fill(const TranslateFunction &given)
{
    nq::learn::Words words;
    const auto put
        = [&words](const char *key, const QString &text) { words.set(key, text.toStdString()); };
    // QCoreApplication::translate()'s name and arguments, so that lupdate
    // reads each call's context and source (in any file order); the text
    // comes from `given`.
    const auto translate
        = [&given](const char *context, const char *source, const char *comment = nullptr,
              int n = -1) { return given(context, source, comment, n); };
    // Every template one translation in predict's context, with the sentence's
    // English as its source, so the .ts files translate them where they
    // always did; the lines' words are the narrator's, as predict mode said
    // them.
    put("predict.row", translate("PredictText", "row %1"));
    put("predict.column", translate("PredictText", "column %1"));
    put("predict.along_column", translate("Narrator", "along the column"));
    put("predict.along_diagonal", translate("Narrator", "along the diagonal"));
    put("predict.along_anti_diagonal", translate("Narrator", "along the anti-diagonal"));
    put("predict.kind.next_square", translate("PredictText", "Next square"));
    put("predict.kind.attacker", translate("PredictText", "Attacker"));
    put("predict.kind.next_event", translate("PredictText", "Next step"));
    put("predict.kind.tries_left", translate("PredictText", "Tries left"));
    put("predict.kind.part_of_solution", translate("PredictText", "In a solution?"));
    put("predict.kind.fewest_attackers", translate("PredictText", "Fewest attackers"));
    put("predict.kind.chosen_line", translate("PredictText", "Chosen row"));
    put("predict.kind.wiped_out_row", translate("PredictText", "Wiped-out row"));
    put("predict.frequency.every_step", translate("PredictText", "Every step"));
    put("predict.frequency.each_backtrack", translate("PredictText", "Each backtrack"));
    put("predict.frequency.each_new_row", translate("PredictText", "Each new row"));
    put("predict.frequency.one_in_k", translate("PredictText", "About one step in k"));
    put("predict.action.place", translate("PredictText", "Place"));
    put("predict.action.refuse", translate("PredictText", "Refuse"));
    put("predict.action.backtrack", translate("PredictText", "Backtrack"));
    put("predict.action.solution", translate("PredictText", "Solution"));
    put("predict.question.next_square",
        translate("PredictText", "Where will the next queen go in row %1? Click its square."));
    put("predict.question.attacker",
        translate("PredictText", "Why is %1 refused? Click a queen that attacks it."));
    put("predict.question.next_event",
        translate("PredictText", "What happens next: place, refuse, backtrack or solution?"));
    put("predict.question.next_event_no_refuse",
        translate("PredictText", "What happens next: place, backtrack or solution?"));
    put("predict.question.tries_left",
        translate(
            "PredictText", "How many more queens will row %1 try before the search leaves it?"));
    put("predict.question.part_of_solution",
        translate("PredictText", "The next queen goes on %1. Will it be part of a solution?"));
    put("predict.question.fewest_attackers",
        translate("PredictText", "Which square of row %1 has the fewest attackers? Click it."));
    put("predict.question.chosen_line_columns",
        translate(
            "PredictText", "Which row or column will dancing links choose next? Pick it below."));
    put("predict.question.chosen_line",
        translate("PredictText", "Which row will MRV choose next? Click a square of it."));
    put("predict.question.wiped_out_row",
        translate("PredictText",
            "The queen on %1 leaves a row with no square. Which row is wiped out? Click a "
            "square of it."));
    put("predict.pupil.next_square",
        translate("PredictText", "Where will the next queen go in row %1? Tap its square."));
    put("predict.pupil.attacker",
        translate("PredictText", "Why is %1 refused? Tap a queen that attacks it."));
    put("predict.pupil.fewest_attackers",
        translate("PredictText", "Which square of row %1 has the fewest attackers? Tap it."));
    put("predict.pupil.chosen_line_columns",
        translate("PredictText", "Which row or column will dancing links choose next?"));
    put("predict.pupil.chosen_line", translate("PredictText", "Which row will MRV choose next?"));
    put("predict.pupil.wiped_out_row",
        translate(
            "PredictText", "The queen on %1 leaves a row with no square. Which row is wiped out?"));
    put("predict.why.not_in_row", translate("PredictText", "Click a square of row %1."));
    put("predict.why.no_queen_there",
        translate("PredictText", "Click a queen: there is none on %1."));
    put("predict.why.attacked",
        translate("PredictText", "%1 is attacked: the queen on %2 attacks it %3."));
    put("predict.why.already_tried",
        translate("PredictText", "%1 was tried already: the search goes on from %2."));
    put("predict.why.first_free_comes_first",
        translate("PredictText",
            "The search tries the squares from left to right: a free square comes before %1."));
    put("predict.why.not_attacking",
        translate("PredictText", "The queen on %1 does not attack %2."));
    put("predict.why.free", translate("PredictText", "No queen attacks the next square."));
    put("predict.why.row_exhausted",
        translate("PredictText", "The row has no square left to try."));
    put("predict.why.board_full", translate("PredictText", "Every row has a queen."));
    put("predict.why.too_many", translate("PredictText", "Fewer than that."));
    put("predict.why.too_few", translate("PredictText", "More than that."));
    put("predict.why.no_solution_below",
        translate("PredictText", "The search takes this queen back without finding a solution."));
    put("predict.why.solution_below",
        translate("PredictText", "A solution is found while this queen stands."));
    putCounted(words, "predict.why.more_attackers", [&translate](int count) {
        return translate(
            "PredictText", "%1 has %n attacker(s); another square has fewer.", nullptr, count);
    });
    put("predict.why.not_a_line_columns",
        translate("PredictText", "Pick a row or a column in the list below."));
    put("predict.why.not_a_line", translate("PredictText", "Click a square of a row."));
    put("predict.why.line_has_queen", translate("PredictText", "A queen stands on %1 already."));
    putCounted(words, "predict.why.more_squares_left", [&translate](int count) {
        return translate(
            "PredictText", "Not the fewest: %1 has %n square(s) left.", nullptr, count);
    });
    put("predict.why.tie_goes_first_columns",
        translate("PredictText",
            "As few squares are left in %1, but on a tie the search takes the first: rows "
            "top down, then columns from the left."));
    put("predict.why.tie_goes_first",
        translate("PredictText",
            "As few squares are left in %1, but on a tie MRV takes the topmost row."));
    putCounted(words, "predict.why.squares_left", [&translate](int count) {
        return translate("PredictText", "Still %n square(s) in %1: %2.", nullptr, count);
    });
    put("predict.why.wiped_out_later",
        translate("PredictText",
            "That one runs out too (%1), but pruning goes top down and stops at the first "
            "row that runs out."));
    put("predict.revealed.attacker", translate("PredictText", "the queen on %1, %2"));
    put("predict.revealed.yes", translate("PredictText", "yes, solution %1"));
    put("predict.revealed.no", translate("PredictText", "no"));
    putCounted(words, "predict.revealed.fewest_attackers", [&translate](int count) {
        return translate("PredictText", "%1 (%n attacker(s))", nullptr, count);
    });
    putCounted(words, "predict.revealed.chosen_line", [&translate](int count) {
        return translate("PredictText", "%1 (%n square(s) left)", nullptr, count);
    });
    put("predict.revealed", translate("PredictText", "The answer: %1."));
    put("predict.reason.attacks", translate("PredictText", "That queen attacks %1 %2."));
    put("predict.reason.algorithms_own",
        translate("PredictText", "It is the one the algorithm finds."));
    put("predict.reason.found_first",
        translate("PredictText", "The algorithm finds the queen on %1 first, %2."));
    put("predict.right.next_square",
        translate("PredictText",
            "No queen attacks it, and it is the first free square the search comes to: the "
            "search tries the squares from left to right."));
    put("predict.right.attackers",
        translate("PredictText",
            "Each of them attacks %1; the algorithm finds the queen on %2 first, %3."));
    put("predict.right.tries_left",
        translate(
            "PredictText", "Row %1 tries that many more queens before the search leaves it."));
    putCounted(words, "predict.right.fewest_attackers", [&translate](int count) {
        return translate(
            "PredictText", "It has %n attacker(s), the fewest in the row.", nullptr, count);
    });
    putCounted(words, "predict.right.chosen_line", [&translate](int count) {
        return translate("PredictText", "It has %n square(s) left, the fewest.", nullptr, count);
    });
    put("predict.right.wiped_out_row",
        translate("PredictText", "The queen on %1 leaves it with no square."));
    put("predict.verdict.right_attacker",
        translate("PredictText", "Right: the queen on %1 attacks %2 %3."));
    putCounted(words, "predict.verdict.right_fewest_attackers", [&translate](int count) {
        return translate(
            "PredictText", "Right: %n attacker(s), the fewest in the row.", nullptr, count);
    });
    putCounted(words, "predict.verdict.right_chosen_line", [&translate](int count) {
        return translate(
            "PredictText", "Right: %1, %n square(s) left, the fewest.", nullptr, count);
    });
    put("predict.verdict.right", translate("PredictText", "Right!"));
    put("predict.verdict.not_quite", translate("PredictText", "Not quite."));
    put("predict.verdict.try_again", translate("PredictText", "Try once more."));
    return words;
}

std::shared_ptr<const nq::learn::Words> PredictWords::cached()
{
    static CachedWords cache([] { return fill(&QCoreApplication::translate); });
    return cache.words();
}

nq::learn::Words PredictWords::words()
{
    return *cached();
}

QJsonObject PredictWords::table(const TranslateFunction &translate)
{
    QJsonObject table;
    // Filled anew, not cached: `translate` may be any language's.
    const nq::learn::Words all = fill(translate);
    for (const auto &[key, text] : all.entries()) {
        table.insert(QString::fromStdString(key), QString::fromStdString(text));
    }
    return table;
}
