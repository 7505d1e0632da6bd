// SPDX-License-Identifier: MIT
#include "learn/practicesentences.h"

#include "solver/notation.h"

#include <array>

namespace nq::learn {

namespace {

constexpr auto Keys = std::to_array<std::string_view>({
    "number.group",
    "number.least",
    "practice.row",
    "practice.column",
    "practice.along_column",
    "practice.along_diagonal",
    "practice.along_anti_diagonal",
    "practice.along_row",
    "practice.step.place",
    "practice.step.take_back",
    "practice.step.refuse",
    "practice.attacker",
    "practice.attackers",
    "practice.right",
    "practice.wrong",
    "practice.why.attacked",
    "practice.why.attacked_refused",
    "practice.why.attacked_not_left",
    "practice.why.free",
    "practice.why.queen_kept",
    "practice.why.not_yet",
    "practice.why.not_this_square",
    "practice.why.too_early_line",
    "practice.why.too_early",
    "practice.why.permutation_done",
    "practice.why.row_done",
    "practice.why.nothing_left",
    "practice.why.wrong_queen",
    "practice.why.no_queen",
    "practice.why.used_column",
    "practice.why.never_refuses",
    "practice.why.chosen_line",
    "practice.shown",
    "practice.end.solution",
    "practice.end.over",
    "practice.kind.placed_on_attacked",
    "practice.kind.refused_free_square",
    "practice.kind.skipped_square",
    "practice.kind.took_back_too_early",
    "practice.kind.missed_take_back",
    "practice.kind.wrong_queen",
    "practice.kind.not_a_queen",
    "practice.kind.used_column",
    "practice.kind.never_refuses",
    "practice.kind.outside_chosen_line",
    "practice.kind.refused_queen",
    "practice.unavailable.local_search",
    "practice.unavailable.too_large",
    "practice.instruction.permutation_marked",
    "practice.instruction.permutation",
    "practice.instruction.board_full",
    "practice.instruction.domain_rows",
    "practice.instruction.chosen_line",
    "practice.instruction.chosen_line_unnamed",
    "practice.instruction.free_columns_marked",
    "practice.instruction.free_columns",
    "practice.instruction.every_column_marked",
    "practice.instruction.every_column",
    "practice.summary.solution",
    "practice.summary.over",
    "practice.summary.counts",
    "practice.summary.kind",
});

std::string square(int n, Square square)
{
    return squareName(n, square);
}

} // namespace

PracticeHint practiceHint(Algorithm algorithm) noexcept
{
    switch (algorithm) {
    case Algorithm::Permutations:
        return PracticeHint::Permutation;
    case Algorithm::AvailableColumns:
        return PracticeHint::FreeColumns;
    case Algorithm::ForwardChecking:
        return PracticeHint::DomainRows;
    case Algorithm::Mrv:
    case Algorithm::DancingLinks:
        return PracticeHint::ChosenLine;
    case Algorithm::CheckQueens:
    case Algorithm::MarkBoard:
    case Algorithm::LockLines:
    case Algorithm::Bitmask:
    case Algorithm::MinConflicts: // never practised (availability())
        break;
    }
    return PracticeHint::EveryColumn;
}

std::span<const std::string_view> PracticeSentences::keys() noexcept
{
    return Keys;
}

std::string PracticeSentences::line(int n, Square line) const
{
    if (line.col < 0) {
        return say("practice.row", { std::to_string(n - line.row) });
    }
    return say("practice.column", { fileName(line.col) });
}

std::string PracticeSentences::lineWords(Line line) const
{
    switch (line) {
    case Line::Column:
        return say("practice.along_column");
    case Line::Diagonal:
        return say("practice.along_diagonal");
    case Line::AntiDiagonal:
        return say("practice.along_anti_diagonal");
    case Line::None:
        break;
    }
    return {};
}

std::string PracticeSentences::step(int n, const Event &event) const
{
    switch (event.kind) {
    case EventKind::Place:
        return say("practice.step.place", { square(n, event.square) });
    case EventKind::Remove:
        return say("practice.step.take_back", { square(n, event.square) });
    case EventKind::Reject:
        return say("practice.step.refuse",
            { square(n, event.square), square(n, event.by), lineWords(event.line) });
    case EventKind::Solution:
    case EventKind::Done:
    case EventKind::Prune: // the program's, never a step to show or expect
    case EventKind::Wipeout:
    case EventKind::Choose:
        break;
    }
    return {};
}

std::string PracticeSentences::attackers(int n, const StepVerdict &verdict) const
{
    if (verdict.attackers.size() == 1) {
        const Square queen = verdict.attackers.front();
        const Line line = attackLine(queen, verdict.square);
        return say("practice.attacker",
            { square(n, queen), line == Line::None ? say("practice.along_row") : lineWords(line) });
    }
    std::string names;
    for (const Square queen : verdict.attackers) {
        if (!names.empty()) {
            names += ", ";
        }
        names += square(n, queen);
    }
    return say("practice.attackers", { names });
}

std::string PracticeSentences::verdict(Algorithm algorithm, int n, const StepVerdict &verdict) const
{
    if (verdict.right) {
        return say("practice.right", { step(n, verdict.expected) });
    }
    const std::string at = square(n, verdict.square);
    const std::string right = step(n, verdict.expected);
    const Event &expected = verdict.expected;
    std::string why;
    const bool refuses = PracticeEngine::refuses(algorithm);
    const bool permutation = practiceHint(algorithm) == PracticeHint::Permutation;
    // The line the algorithm works along: the chosen row or column (mrv,
    // dancing links) or the row of its next square. A reason that speaks of
    // "the algorithm refuses it" or "comes to it" holds only there: a square
    // of another row is not being looked at at all.
    const bool chosenColumn
        = expected.kind == EventKind::Place && expected.by.row < 0 && expected.by.col >= 0;
    const bool chosenLine
        = expected.kind == EventKind::Place && (expected.by.row >= 0) != (expected.by.col >= 0);
    const Square workLine = chosenLine ? expected.by : Square { expected.square.row, -1 };
    const bool lookingAtLine
        = !permutation && (expected.kind == EventKind::Place || expected.kind == EventKind::Reject);
    const bool inWorkLine = lookingAtLine
        && (chosenColumn ? verdict.square.col == expected.by.col
                         : verdict.square.row == expected.square.row);
    const bool afterStep = inWorkLine
        && (chosenColumn ? verdict.square.row > expected.square.row
                         : verdict.square.col > expected.square.col);
    switch (*verdict.mistake) {
    case MistakeKind::PlacedOnAttacked:
        if (verdict.attackers.empty()) {
            // Not met (the algorithm refuses only attacked squares), kept honest.
            why = say("practice.why.not_this_square", { square(n, expected.square) });
        } else if (!inWorkLine) {
            why = say("practice.why.attacked", { at, attackers(n, verdict) });
        } else {
            why = say(refuses ? "practice.why.attacked_refused" : "practice.why.attacked_not_left",
                { at, attackers(n, verdict) });
        }
        break;
    case MistakeKind::RefusedFreeSquare:
        why = say("practice.why.free", { at });
        break;
    case MistakeKind::RefusedQueen:
        why = say("practice.why.queen_kept", { at });
        break;
    case MistakeKind::SkippedSquare:
        why = say(afterStep ? "practice.why.not_yet" : "practice.why.not_this_square",
            { square(n, expected.square) });
        break;
    case MistakeKind::TookBackTooEarly:
        why = lookingAtLine ? say("practice.why.too_early_line", { line(n, workLine) })
                            : say("practice.why.too_early");
        break;
    case MistakeKind::MissedTakeBack:
        why = say(permutation ? "practice.why.permutation_done"
                : refuses     ? "practice.why.row_done"
                              : "practice.why.nothing_left");
        break;
    case MistakeKind::WrongQueen:
        why = say("practice.why.wrong_queen", { square(n, expected.square) });
        break;
    case MistakeKind::NotAQueen:
        why = say("practice.why.no_queen", { at });
        break;
    case MistakeKind::UsedColumn:
        why = say("practice.why.used_column",
            { square(n, verdict.attacker), fileName(verdict.square.col) });
        break;
    case MistakeKind::NeverRefuses:
        why = say("practice.why.never_refuses");
        break;
    case MistakeKind::OutsideChosenLine:
        why = say("practice.why.chosen_line", { line(n, expected.by) });
        break;
    }
    return say("practice.wrong", { why, right });
}

std::string PracticeSentences::shown(int n, const Event &event) const
{
    return say("practice.shown", { step(n, event) });
}

std::string PracticeSentences::withEnd(
    std::string answer, bool finished, bool solutionReached) const
{
    if (!finished) {
        return answer;
    }
    return answer + ' ' + say(solutionReached ? "practice.end.solution" : "practice.end.over");
}

std::string PracticeSentences::mistake(MistakeKind kind) const
{
    std::string key = "practice.kind.";
    key += mistakeKindName(kind);
    return say(key);
}

std::string PracticeSentences::unavailable(Availability availability) const
{
    switch (availability) {
    case Availability::LocalSearch:
        return say("practice.unavailable.local_search");
    case Availability::TooLarge:
        return say("practice.unavailable.too_large", { std::to_string(MaxPracticeSize) });
    case Availability::Available:
        break;
    }
    return {};
}

std::string PracticeSentences::instruction(PracticeEngine &engine, bool refusalsMarked) const
{
    const int n = engine.boardSize();
    const PracticeHint hint = practiceHint(engine.algorithm());
    if (hint == PracticeHint::Permutation) {
        return say(refusalsMarked ? "practice.instruction.permutation_marked"
                                  : "practice.instruction.permutation");
    }
    const std::span<const int> queens = engine.queens();
    int row = 0;
    while (row < int(queens.size()) && queens[row] >= 0) {
        ++row;
    }
    if (row == int(queens.size())) {
        return say("practice.instruction.board_full");
    }
    const std::string rank = std::to_string(int(queens.size()) - row);
    switch (hint) {
    case PracticeHint::DomainRows:
        return say("practice.instruction.domain_rows", { rank });
    case PracticeHint::ChosenLine: {
        // The Choose is on the board already: naming its line gives nothing away.
        const Event *next = engine.expected();
        if (next && next->kind == EventKind::Place && (next->by.row >= 0 || next->by.col >= 0)) {
            return say("practice.instruction.chosen_line", { line(n, next->by) });
        }
        return say("practice.instruction.chosen_line_unnamed");
    }
    case PracticeHint::FreeColumns:
        return say(refusalsMarked ? "practice.instruction.free_columns_marked"
                                  : "practice.instruction.free_columns",
            { rank });
    case PracticeHint::Permutation:
    case PracticeHint::EveryColumn:
        break;
    }
    return say(refusalsMarked ? "practice.instruction.every_column_marked"
                              : "practice.instruction.every_column",
        { rank });
}

std::string PracticeSentences::summary(const PracticeCounts &counts, bool solutionReached) const
{
    std::string text = say(solutionReached ? "practice.summary.solution" : "practice.summary.over");
    text += '\n';
    text += say("practice.summary.counts",
        { m_words.number(counts.done), m_words.number(counts.shown),
            m_words.number(counts.mistakeTotal()) });
    for (std::size_t i = 0; i < MistakeKindCount; ++i) {
        if (counts.mistakes[i] > 0) {
            text += '\n';
            text += say("practice.summary.kind",
                { mistake(MistakeKind(i)), m_words.number(counts.mistakes[i]) });
        }
    }
    return text;
}

} // namespace nq::learn
