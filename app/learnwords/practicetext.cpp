// SPDX-License-Identifier: MIT
#include "learnwords/practicetext.h"

#include "algorithms/algorithmregistry.h"
#include "text/squarenames.h"

#include <QLocale>
#include <QStringList>

using nq::learn::Availability;
using nq::learn::MistakeKind;
using nq::learn::PracticeEngine;
using nq::learn::StepVerdict;

QString PracticeText::square(int n, nq::Square square)
{
    return text::squareName(n, square.row, square.col);
}

QString PracticeText::line(int n, nq::Square line)
{
    if (line.col < 0) {
        return tr("row %1").arg(n - line.row);
    }
    return tr("column %1").arg(text::fileName(line.col));
}

QString PracticeText::lineWords(nq::Line line)
{
    switch (line) {
    case nq::Line::Column:
        return tr("along the column");
    case nq::Line::Diagonal:
        return tr("along the diagonal");
    case nq::Line::AntiDiagonal:
        return tr("along the anti-diagonal");
    case nq::Line::None:
        break;
    }
    return {};
}

QString PracticeText::step(int n, const nq::Event &event)
{
    switch (event.kind) {
    case nq::EventKind::Place:
        return tr("a queen on %1").arg(square(n, event.square));
    case nq::EventKind::Remove:
        return tr("take back the queen on %1").arg(square(n, event.square));
    case nq::EventKind::Reject:
        return tr("refuse %1 (the queen on %2 attacks it %3)")
            .arg(square(n, event.square), square(n, event.by), lineWords(event.line));
    case nq::EventKind::Solution:
    case nq::EventKind::Done:
    case nq::EventKind::Prune: // the program's, never a step to show or expect
    case nq::EventKind::Wipeout:
    case nq::EventKind::Choose:
        break;
    }
    return {};
}

QString PracticeText::attackers(int n, const StepVerdict &verdict)
{
    if (verdict.attackers.size() == 1) {
        const nq::Square queen = verdict.attackers.front();
        const nq::Line line = nq::attackLine(queen, verdict.square);
        return tr("the queen on %1 %2")
            .arg(square(n, queen), line == nq::Line::None ? tr("along the row") : lineWords(line));
    }
    QStringList names;
    for (const nq::Square queen : verdict.attackers) {
        names.append(square(n, queen));
    }
    return tr("the queens on %1").arg(names.join(QStringLiteral(", ")));
}

QString PracticeText::verdict(nq::Algorithm algorithm, int n, const StepVerdict &verdict)
{
    if (verdict.right) {
        return tr("Right: %1.").arg(step(n, verdict.expected));
    }
    const QString at = square(n, verdict.square);
    const QString right = step(n, verdict.expected);
    const nq::Event &expected = verdict.expected;
    QString why;
    const bool refuses = PracticeEngine::refuses(algorithm);
    const bool permutation = AlgorithmRegistry::of(algorithm).traits().practice
        == AlgorithmDescription::PracticeHint::Permutation;
    // The line the algorithm works along: the chosen row or column (mrv,
    // dancing links) or the row of its next square. A reason that speaks of
    // "the algorithm refuses it" or "comes to it" holds only there: a square
    // of another row is not being looked at at all.
    const bool chosenColumn
        = expected.kind == nq::EventKind::Place && expected.by.row < 0 && expected.by.col >= 0;
    const bool chosenLine
        = expected.kind == nq::EventKind::Place && (expected.by.row >= 0) != (expected.by.col >= 0);
    const nq::Square workLine = chosenLine ? expected.by : nq::Square { expected.square.row, -1 };
    const bool lookingAtLine = !permutation
        && (expected.kind == nq::EventKind::Place || expected.kind == nq::EventKind::Reject);
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
            why = tr("Not this square: the algorithm works on %1.").arg(square(n, expected.square));
        } else if (!inWorkLine) {
            why = tr("%1 is attacked by %2.").arg(at, attackers(n, verdict));
        } else {
            why = refuses ? tr("%1 is attacked by %2: the algorithm refuses it.")
                                .arg(at, attackers(n, verdict))
                          : tr("%1 is attacked by %2: it is no longer among the squares left.")
                                .arg(at, attackers(n, verdict));
        }
        break;
    case MistakeKind::RefusedFreeSquare:
        why = tr("%1 is free: no queen attacks it.").arg(at);
        break;
    case MistakeKind::RefusedQueen:
        why = tr("No other queen attacks the queen on %1: the algorithm does not refuse it.")
                  .arg(at);
        break;
    case MistakeKind::SkippedSquare:
        why = afterStep
            ? tr("Not yet: the algorithm comes to %1 first.").arg(square(n, expected.square))
            : tr("Not this square: the algorithm works on %1.").arg(square(n, expected.square));
        break;
    case MistakeKind::TookBackTooEarly:
        why = lookingAtLine ? tr("Too early: %1 still has squares to try.").arg(line(n, workLine))
                            : tr("Too early: the algorithm does not take back a queen now.");
        break;
    case MistakeKind::MissedTakeBack:
        why = permutation ? tr("This permutation is done: the algorithm takes back a queen.")
            : refuses
            ? tr("No square of this row is left: the algorithm takes back a queen.")
            : tr("No square is left to try, or a row was wiped out: the algorithm takes back a "
                 "queen.");
        break;
    case MistakeKind::WrongQueen:
        why = tr("Not that queen: the algorithm takes back the queen on %1.")
                  .arg(square(n, expected.square));
        break;
    case MistakeKind::NotAQueen:
        why = tr("There is no queen on %1.").arg(at);
        break;
    case MistakeKind::UsedColumn:
        why = tr("The queen on %1 holds column %2: the algorithm never looks at its squares.")
                  .arg(square(n, verdict.attacker), text::fileName(verdict.square.col));
        break;
    case MistakeKind::NeverRefuses:
        why = tr("This algorithm never refuses a square: the attacked ones are already out of "
                 "its choices.");
        break;
    case MistakeKind::OutsideChosenLine:
        why = tr("The search chose %1 (the fewest squares left): the queen goes there.")
                  .arg(line(n, expected.by));
        break;
    }
    return tr("Mistake: %1 The algorithm's step: %2.").arg(why, right);
}

QString PracticeText::shown(int n, const nq::Event &event)
{
    return tr("Shown: %1.").arg(step(n, event));
}

QString PracticeText::withEnd(const QString &answer, bool finished, bool solutionReached)
{
    if (!finished) {
        return answer;
    }
    return answer + QLatin1Char(' ')
        + (solutionReached ? tr("A solution: every row holds a queen. Well done!")
                           : tr("The practice is over."));
}

QString PracticeText::mistake(MistakeKind kind)
{
    switch (kind) {
    case MistakeKind::PlacedOnAttacked:
        return tr("placed on an attacked square");
    case MistakeKind::RefusedFreeSquare:
        return tr("refused a free square");
    case MistakeKind::SkippedSquare:
        return tr("skipped a square");
    case MistakeKind::TookBackTooEarly:
        return tr("took back too early");
    case MistakeKind::MissedTakeBack:
        return tr("missed a take-back");
    case MistakeKind::WrongQueen:
        return tr("took back the wrong queen");
    case MistakeKind::NotAQueen:
        return tr("no queen to take back");
    case MistakeKind::UsedColumn:
        return tr("looked at a used column");
    case MistakeKind::NeverRefuses:
        return tr("refused (the algorithm never does)");
    case MistakeKind::OutsideChosenLine:
        return tr("left the chosen row or column");
    case MistakeKind::RefusedQueen:
        return tr("refused a queen no other queen attacks");
    }
    return {};
}

QString PracticeText::unavailable(Availability availability)
{
    switch (availability) {
    case Availability::LocalSearch:
        return tr("Min-conflicts makes random choices (which queen, which of the tied squares): "
                  "there is no right move to check. Choose a backtracking algorithm to be the "
                  "solver.");
    case Availability::TooLarge:
        return tr("Be the solver works on boards up to %1 x %1.").arg(nq::learn::MaxPracticeSize);
    case Availability::Available:
        break;
    }
    return {};
}

QString PracticeText::instruction(PracticeEngine &engine, bool refusalsMarked)
{
    const int n = engine.boardSize();
    const auto hint = AlgorithmRegistry::of(engine.algorithm()).traits().practice;
    using Hint = AlgorithmDescription::PracticeHint;
    if (hint == Hint::Permutation) {
        return refusalsMarked
            ? tr("Go to the next permutation: take back the queens from the bottom, then place "
                 "the new ones from the top.")
            : tr("Test the permutation: refuse the first queen attacked by one above it. Then go "
                 "to the next permutation: take back from the bottom, place from the top.");
    }
    const std::span<const int> queens = engine.queens();
    int row = 0;
    while (row < int(queens.size()) && queens[row] >= 0) {
        ++row;
    }
    if (row == int(queens.size())) {
        return tr("Every row holds a queen: take back the last one.");
    }
    const int rank = int(queens.size()) - row;
    switch (hint) {
    case Hint::DomainRows:
        return tr("Row %1: place the queen on its first square left, from the left (the program "
                  "prunes the other rows after each queen). If none is left, or a row is wiped "
                  "out, take back the last queen.")
            .arg(rank);
    case Hint::ChosenLine: {
        // The Choose is on the board already: naming its line gives nothing away.
        const nq::Event *next = engine.expected();
        if (next && next->kind == nq::EventKind::Place
            && (next->by.row >= 0 || next->by.col >= 0)) {
            return tr("The search chose %1, the one with the fewest squares left: place the queen "
                      "on its first square left. If none is left, or a row is wiped out, take "
                      "back the last queen.")
                .arg(line(n, next->by));
        }
        return tr("Place the queen on the first square left of the row or column the search "
                  "chose. If none is left, or a row is wiped out, take back the last queen.");
    }
    case Hint::FreeColumns:
        return refusalsMarked
            ? tr("Row %1: place the queen on the first free square from the left, in a column no "
                 "queen holds (the refused squares are marked for you). If none is left, take "
                 "back the queen above.")
                  .arg(rank)
            : tr("Row %1: look only at the columns no queen holds, from the left. Refuse each "
                 "square attacked along a diagonal, place the queen on the first free one. If "
                 "none is left, take back the queen above.")
                  .arg(rank);
    default:
        break;
    }
    return refusalsMarked
        ? tr("Row %1: place the queen on the first free square from the left (the refused "
             "squares are marked for you). If none is left, take back the queen above.")
              .arg(rank)
        : tr("Row %1: look at its squares from the left. Refuse each attacked one, place the "
             "queen on the first free one. If none is left, take back the queen above.")
              .arg(rank);
}

QString PracticeText::summary(const nq::learn::PracticeCounts &counts, bool solutionReached)
{
    const QLocale locale;
    QString text = solutionReached ? tr("Summary: you reached a solution.")
                                   : tr("Summary: the practice is over.");
    text += QLatin1Char('\n')
        + tr("Steps done by you: %1. Steps shown: %2. Mistakes: %3.")
              .arg(locale.toString(qulonglong(counts.done)),
                  locale.toString(qulonglong(counts.shown)),
                  locale.toString(qulonglong(counts.mistakeTotal())));
    for (std::size_t i = 0; i < nq::learn::MistakeKindCount; ++i) {
        if (counts.mistakes[i] > 0) {
            text += QLatin1Char('\n')
                + tr("%1: %2", "a mistake's kind and how often")
                      .arg(
                          mistake(MistakeKind(i)), locale.toString(qulonglong(counts.mistakes[i])));
        }
    }
    return text;
}
