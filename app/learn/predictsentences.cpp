// SPDX-License-Identifier: MIT
#include "learn/predictsentences.h"

#include "solver/notation.h"

#include <array>

namespace nq::learn {

namespace {

// Every key the sentences read; a sentence with a count has its three forms.
constexpr auto Keys = std::to_array<std::string_view>({
    "predict.row",
    "predict.column",
    "predict.along_column",
    "predict.along_diagonal",
    "predict.along_anti_diagonal",
    "predict.kind.next_square",
    "predict.kind.attacker",
    "predict.kind.next_event",
    "predict.kind.tries_left",
    "predict.kind.part_of_solution",
    "predict.kind.fewest_attackers",
    "predict.kind.chosen_line",
    "predict.kind.wiped_out_row",
    "predict.frequency.every_step",
    "predict.frequency.each_backtrack",
    "predict.frequency.each_new_row",
    "predict.frequency.one_in_k",
    "predict.action.place",
    "predict.action.refuse",
    "predict.action.backtrack",
    "predict.action.solution",
    "predict.question.next_square",
    "predict.question.attacker",
    "predict.question.next_event",
    "predict.question.next_event_no_refuse",
    "predict.question.tries_left",
    "predict.question.part_of_solution",
    "predict.question.fewest_attackers",
    "predict.question.chosen_line_columns",
    "predict.question.chosen_line",
    "predict.question.wiped_out_row",
    "predict.pupil.next_square",
    "predict.pupil.attacker",
    "predict.pupil.fewest_attackers",
    "predict.pupil.chosen_line_columns",
    "predict.pupil.chosen_line",
    "predict.pupil.wiped_out_row",
    "predict.why.not_in_row",
    "predict.why.no_queen_there",
    "predict.why.attacked",
    "predict.why.already_tried",
    "predict.why.first_free_comes_first",
    "predict.why.not_attacking",
    "predict.why.free",
    "predict.why.row_exhausted",
    "predict.why.board_full",
    "predict.why.too_many",
    "predict.why.too_few",
    "predict.why.no_solution_below",
    "predict.why.solution_below",
    "predict.why.not_a_line_columns",
    "predict.why.not_a_line",
    "predict.why.line_has_queen",
    "predict.why.tie_goes_first_columns",
    "predict.why.tie_goes_first",
    "predict.why.wiped_out_later",
    "predict.revealed.attacker",
    "predict.revealed.yes",
    "predict.revealed.no",
    "predict.revealed",
    "predict.reason.attacks",
    "predict.reason.algorithms_own",
    "predict.reason.found_first",
    "predict.right.next_square",
    "predict.right.attackers",
    "predict.right.tries_left",
    "predict.right.wiped_out_row",
    "predict.verdict.right_attacker",
    "predict.verdict.right",
    "predict.verdict.not_quite",
    "predict.verdict.try_again",
    "predict.why.more_attackers#0",
    "predict.why.more_attackers#1",
    "predict.why.more_attackers#other",
    "predict.why.more_squares_left#0",
    "predict.why.more_squares_left#1",
    "predict.why.more_squares_left#other",
    "predict.why.squares_left#0",
    "predict.why.squares_left#1",
    "predict.why.squares_left#other",
    "predict.revealed.fewest_attackers#0",
    "predict.revealed.fewest_attackers#1",
    "predict.revealed.fewest_attackers#other",
    "predict.revealed.chosen_line#0",
    "predict.revealed.chosen_line#1",
    "predict.revealed.chosen_line#other",
    "predict.right.fewest_attackers#0",
    "predict.right.fewest_attackers#1",
    "predict.right.fewest_attackers#other",
    "predict.right.chosen_line#0",
    "predict.right.chosen_line#1",
    "predict.right.chosen_line#other",
    "predict.verdict.right_fewest_attackers#0",
    "predict.verdict.right_fewest_attackers#1",
    "predict.verdict.right_fewest_attackers#other",
    "predict.verdict.right_chosen_line#0",
    "predict.verdict.right_chosen_line#1",
    "predict.verdict.right_chosen_line#other",
});

std::string square(int n, Square square)
{
    return squareName(n, square);
}

std::string squareList(int n, const std::vector<Square> &squares)
{
    std::string names;
    for (const Square &each : squares) {
        if (!names.empty()) {
            names += ", ";
        }
        names += square(n, each);
    }
    return names;
}

} // namespace

std::span<const std::string_view> PredictSentences::keys() noexcept
{
    return Keys;
}

std::string PredictSentences::row(int n, int row)
{
    return std::to_string(n - row);
}

std::string PredictSentences::line(int n, Square line) const
{
    if (line.col < 0) {
        return say("predict.row", { row(n, line.row) });
    }
    return say("predict.column", { fileName(line.col) });
}

std::string PredictSentences::lineWords(Line line) const
{
    switch (line) {
    case Line::Column:
        return say("predict.along_column");
    case Line::Diagonal:
        return say("predict.along_diagonal");
    case Line::AntiDiagonal:
        return say("predict.along_anti_diagonal");
    case Line::None:
        break;
    }
    return {};
}

std::string PredictSentences::kindName(QuestionKind kind) const
{
    switch (kind) {
    case QuestionKind::NextSquare:
        return say("predict.kind.next_square");
    case QuestionKind::Attacker:
        return say("predict.kind.attacker");
    case QuestionKind::NextEvent:
        return say("predict.kind.next_event");
    case QuestionKind::TriesLeft:
        return say("predict.kind.tries_left");
    case QuestionKind::PartOfSolution:
        return say("predict.kind.part_of_solution");
    case QuestionKind::FewestAttackers:
        return say("predict.kind.fewest_attackers");
    case QuestionKind::ChosenLine:
        return say("predict.kind.chosen_line");
    case QuestionKind::WipedOutRow:
        return say("predict.kind.wiped_out_row");
    }
    return {};
}

std::string PredictSentences::frequencyName(Frequency frequency) const
{
    switch (frequency) {
    case Frequency::EveryStep:
        return say("predict.frequency.every_step");
    case Frequency::EachBacktrack:
        return say("predict.frequency.each_backtrack");
    case Frequency::EachNewRow:
        return say("predict.frequency.each_new_row");
    case Frequency::OneInK:
        return say("predict.frequency.one_in_k");
    }
    return {};
}

std::string PredictSentences::actionName(NextAction action) const
{
    switch (action) {
    case NextAction::Place:
        return say("predict.action.place");
    case NextAction::Refuse:
        return say("predict.action.refuse");
    case NextAction::Backtrack:
        return say("predict.action.backtrack");
    case NextAction::Solution:
        return say("predict.action.solution");
    }
    return {};
}

std::string PredictSentences::question(const Question &question, int n, bool refuses) const
{
    switch (question.kind) {
    case QuestionKind::NextSquare:
        return say("predict.question.next_square", { row(n, question.row) });
    case QuestionKind::Attacker:
        return say("predict.question.attacker", { square(n, question.square) });
    case QuestionKind::NextEvent:
        return say(
            refuses ? "predict.question.next_event" : "predict.question.next_event_no_refuse");
    case QuestionKind::TriesLeft:
        return say("predict.question.tries_left", { row(n, question.row) });
    case QuestionKind::PartOfSolution:
        return say("predict.question.part_of_solution", { square(n, question.square) });
    case QuestionKind::FewestAttackers:
        return say("predict.question.fewest_attackers", { row(n, question.row) });
    case QuestionKind::ChosenLine:
        return say(question.columns ? "predict.question.chosen_line_columns"
                                    : "predict.question.chosen_line");
    case QuestionKind::WipedOutRow:
        return say("predict.question.wiped_out_row", { square(n, question.square) });
    }
    return {};
}

std::string PredictSentences::pupilQuestion(const Question &question, int n, bool refuses) const
{
    switch (question.kind) {
    case QuestionKind::NextSquare:
        return say("predict.pupil.next_square", { row(n, question.row) });
    case QuestionKind::Attacker:
        return say("predict.pupil.attacker", { square(n, question.square) });
    case QuestionKind::FewestAttackers:
        return say("predict.pupil.fewest_attackers", { row(n, question.row) });
    case QuestionKind::ChosenLine:
        // The class answers with the lines' buttons, whatever the window's board takes.
        return say(
            question.columns ? "predict.pupil.chosen_line_columns" : "predict.pupil.chosen_line");
    case QuestionKind::WipedOutRow:
        return say("predict.pupil.wiped_out_row", { square(n, question.square) });
    case QuestionKind::NextEvent:
    case QuestionKind::TriesLeft:
    case QuestionKind::PartOfSolution:
        break; // no way to answer named: the same words
    }
    return this->question(question, n, refuses);
}

std::string PredictSentences::why(const Check &check, const Question &question, int n) const
{
    switch (check.why) {
    case Why::None:
        break;
    case Why::NotInRow:
        return say("predict.why.not_in_row", { row(n, question.row) });
    case Why::NoQueenThere:
        return say("predict.why.no_queen_there", { square(n, check.square) });
    case Why::Attacked:
        return say("predict.why.attacked",
            { square(n, check.square), square(n, check.by), lineWords(check.line) });
    case Why::AlreadyTried:
        return say(
            "predict.why.already_tried", { square(n, check.square), square(n, question.square) });
    case Why::FirstFreeComesFirst:
        return say("predict.why.first_free_comes_first", { square(n, check.square) });
    case Why::NotAttacking:
        return say(
            "predict.why.not_attacking", { square(n, check.by), square(n, question.square) });
    case Why::Free:
        return say("predict.why.free");
    case Why::RowExhausted:
        return say("predict.why.row_exhausted");
    case Why::BoardFull:
        return say("predict.why.board_full");
    case Why::TooMany:
        return say("predict.why.too_many");
    case Why::TooFew:
        return say("predict.why.too_few");
    case Why::NoSolutionBelow:
        return say("predict.why.no_solution_below");
    case Why::SolutionBelow:
        return say("predict.why.solution_below");
    case Why::MoreAttackers:
        return sayCount("predict.why.more_attackers", check.attackers, { square(n, check.square) });
    case Why::NotALine:
        return say(question.columns ? "predict.why.not_a_line_columns" : "predict.why.not_a_line");
    case Why::LineHasQueen:
        return say("predict.why.line_has_queen", { line(n, check.square) });
    case Why::MoreSquaresLeft:
        return sayCount(
            "predict.why.more_squares_left", check.squaresLeft, { line(n, check.square) });
    case Why::TieGoesFirst:
        return say(
            question.columns ? "predict.why.tie_goes_first_columns" : "predict.why.tie_goes_first",
            { line(n, check.square) });
    case Why::SquaresLeft:
        return sayCount("predict.why.squares_left", check.squaresLeft,
            { line(n, check.square), squareList(n, check.leftSquares) });
    case Why::WipedOutLater:
        return say("predict.why.wiped_out_later", { line(n, check.square) });
    }
    return {};
}

std::string PredictSentences::revealed(const Question &question, int n) const
{
    std::string answer;
    switch (question.kind) {
    case QuestionKind::NextSquare:
        answer = square(n, question.answer);
        break;
    case QuestionKind::Attacker:
        answer = say(
            "predict.revealed.attacker", { square(n, question.answer), lineWords(question.line) });
        break;
    case QuestionKind::NextEvent:
        answer = actionName(question.action);
        break;
    case QuestionKind::TriesLeft:
        answer = std::to_string(question.count);
        break;
    case QuestionKind::PartOfSolution:
        answer = question.yes ? say("predict.revealed.yes", { std::to_string(question.solution) })
                              : say("predict.revealed.no");
        break;
    case QuestionKind::FewestAttackers:
        answer = sayCount("predict.revealed.fewest_attackers", question.count,
            { squareList(n, question.accepted) });
        break;
    case QuestionKind::ChosenLine:
        answer = sayCount(
            "predict.revealed.chosen_line", question.count, { line(n, question.answer) });
        break;
    case QuestionKind::WipedOutRow:
        answer = line(n, question.answer);
        break;
    }
    return say("predict.revealed", { answer });
}

std::string PredictSentences::reason(const Check &check, const Question &question, int n) const
{
    if (check.verdict != Verdict::Right) {
        return why(check, question, n);
    }
    switch (question.kind) {
    case QuestionKind::Attacker: {
        const std::string attacks
            = say("predict.reason.attacks", { square(n, question.square), lineWords(check.line) });
        if (check.algorithmsOwn) {
            return attacks + ' ' + say("predict.reason.algorithms_own");
        }
        return attacks + ' '
            + say("predict.reason.found_first",
                { square(n, question.answer), lineWords(question.line) });
    }
    case QuestionKind::NextSquare:
    case QuestionKind::NextEvent:
    case QuestionKind::TriesLeft:
    case QuestionKind::PartOfSolution:
    case QuestionKind::FewestAttackers: // every right square has the fewest
    case QuestionKind::ChosenLine:
    case QuestionKind::WipedOutRow:
        break;
    }
    return rightReason(question, n);
}

std::string PredictSentences::rightReason(const Question &question, int n) const
{
    // Where predict mode says why a wrong answer is wrong by what the run
    // does next, that is why the right one is right: the same check.
    Check truth;
    truth.square = question.square;
    switch (question.kind) {
    case QuestionKind::NextSquare:
        return say("predict.right.next_square");
    case QuestionKind::Attacker:
        if (question.accepted.size() > 1) {
            return say("predict.right.attackers",
                { square(n, question.square), square(n, question.answer),
                    lineWords(question.line) });
        }
        return say("predict.reason.attacks",
                   { square(n, question.square), lineWords(question.line) })
            + ' ' + say("predict.reason.algorithms_own");
    case QuestionKind::NextEvent:
        switch (question.action) {
        case NextAction::Place:
            truth.why = Why::Free;
            break;
        case NextAction::Refuse:
            truth.why = Why::Attacked;
            truth.by = question.answer;
            truth.line = question.line;
            break;
        case NextAction::Backtrack:
            truth.why = Why::RowExhausted;
            break;
        case NextAction::Solution:
            truth.why = Why::BoardFull;
            break;
        }
        return why(truth, question, n);
    case QuestionKind::TriesLeft:
        return say("predict.right.tries_left", { row(n, question.row) });
    case QuestionKind::PartOfSolution:
        truth.why = question.yes ? Why::SolutionBelow : Why::NoSolutionBelow;
        return why(truth, question, n);
    case QuestionKind::FewestAttackers:
        return sayCount("predict.right.fewest_attackers", question.count);
    case QuestionKind::ChosenLine:
        return sayCount("predict.right.chosen_line", question.count);
    case QuestionKind::WipedOutRow:
        return say("predict.right.wiped_out_row", { square(n, question.square) });
    }
    return {};
}

std::string PredictSentences::verdict(const Check &check, const Question &question, int n) const
{
    switch (check.verdict) {
    case Verdict::Right:
        if (question.kind == QuestionKind::Attacker) {
            const std::string attacks = say("predict.verdict.right_attacker",
                { square(n, check.by), square(n, question.square), lineWords(check.line) });
            if (check.algorithmsOwn) {
                return attacks + ' ' + say("predict.reason.algorithms_own");
            }
            return attacks + ' '
                + say("predict.reason.found_first",
                    { square(n, question.answer), lineWords(question.line) });
        }
        if (question.kind == QuestionKind::FewestAttackers) {
            return sayCount("predict.verdict.right_fewest_attackers", question.count);
        }
        if (question.kind == QuestionKind::ChosenLine) {
            return sayCount(
                "predict.verdict.right_chosen_line", question.count, { line(n, question.answer) });
        }
        return say("predict.verdict.right");
    case Verdict::TryAgain:
        return say("predict.verdict.not_quite") + ' ' + why(check, question, n) + ' '
            + say("predict.verdict.try_again");
    case Verdict::Revealed:
        return say("predict.verdict.not_quite") + ' ' + why(check, question, n) + ' '
            + revealed(question, n);
    case Verdict::Ignored:
        return why(check, question, n);
    }
    return {};
}

} // namespace nq::learn
