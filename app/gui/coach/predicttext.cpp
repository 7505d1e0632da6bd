// SPDX-License-Identifier: MIT
#include "coach/predicttext.h"

#include "board/boardscene.h"
#include "display/boardpresenter.h"
#include "run/narrator.h"
#include "run/runcontroller.h"
#include "text/squarenames.h"

#include <QStringList>

using nq::learn::Check;
using nq::learn::Frequency;
using nq::learn::NextAction;
using nq::learn::Question;
using nq::learn::QuestionKind;
using nq::learn::Verdict;
using nq::learn::Why;

QString PredictText::square(int n, nq::Square square)
{
    return text::squareName(n, square.row, square.col);
}

QString PredictText::row(int n, int row)
{
    return QString::number(n - row);
}

QString PredictText::line(int n, nq::Square line)
{
    if (line.col < 0) {
        return tr("row %1").arg(row(n, line.row));
    }
    return tr("column %1").arg(text::fileName(line.col));
}

QString PredictText::kindName(QuestionKind kind)
{
    switch (kind) {
    case QuestionKind::NextSquare:
        return tr("Next square");
    case QuestionKind::Attacker:
        return tr("Attacker");
    case QuestionKind::NextEvent:
        return tr("Next step");
    case QuestionKind::TriesLeft:
        return tr("Tries left");
    case QuestionKind::PartOfSolution:
        return tr("In a solution?");
    case QuestionKind::FewestAttackers:
        return tr("Fewest attackers");
    case QuestionKind::ChosenLine:
        return tr("Chosen row");
    case QuestionKind::WipedOutRow:
        return tr("Wiped-out row");
    }
    return {};
}

QString PredictText::frequencyName(Frequency frequency)
{
    switch (frequency) {
    case Frequency::EveryStep:
        return tr("Every step");
    case Frequency::EachBacktrack:
        return tr("Each backtrack");
    case Frequency::EachNewRow:
        return tr("Each new row");
    case Frequency::OneInK:
        return tr("About one step in k");
    }
    return {};
}

QString PredictText::actionName(NextAction action)
{
    switch (action) {
    case NextAction::Place:
        return tr("Place");
    case NextAction::Refuse:
        return tr("Refuse");
    case NextAction::Backtrack:
        return tr("Backtrack");
    case NextAction::Solution:
        return tr("Solution");
    }
    return {};
}

QString PredictText::question(const Question &question, int n, bool refuses)
{
    switch (question.kind) {
    case QuestionKind::NextSquare:
        return tr("Where will the next queen go in row %1? Click its square.")
            .arg(row(n, question.row));
    case QuestionKind::Attacker:
        return tr("Why is %1 refused? Click a queen that attacks it.")
            .arg(square(n, question.square));
    case QuestionKind::NextEvent:
        return refuses ? tr("What happens next: place, refuse, backtrack or solution?")
                       : tr("What happens next: place, backtrack or solution?");
    case QuestionKind::TriesLeft:
        return tr("How many more queens will row %1 try before the search leaves it?")
            .arg(row(n, question.row));
    case QuestionKind::PartOfSolution:
        return tr("The next queen goes on %1. Will it be part of a solution?")
            .arg(square(n, question.square));
    case QuestionKind::FewestAttackers:
        return tr("Which square of row %1 has the fewest attackers? Click it.")
            .arg(row(n, question.row));
    case QuestionKind::ChosenLine:
        return question.columns
            ? tr("Which row or column will dancing links choose next? Pick it below.")
            : tr("Which row will MRV choose next? Click a square of it.");
    case QuestionKind::WipedOutRow:
        return tr("The queen on %1 leaves a row with no square. Which row is wiped out? Click a "
                  "square of it.")
            .arg(square(n, question.square));
    }
    return {};
}

QString PredictText::pupilQuestion(const Question &question, int n, bool refuses)
{
    switch (question.kind) {
    case QuestionKind::NextSquare:
        return tr("Where will the next queen go in row %1? Tap its square.").arg(row(n, question.row));
    case QuestionKind::Attacker:
        return tr("Why is %1 refused? Tap a queen that attacks it.").arg(square(n, question.square));
    case QuestionKind::FewestAttackers:
        return tr("Which square of row %1 has the fewest attackers? Tap it.").arg(row(n, question.row));
    case QuestionKind::ChosenLine:
        // The class answers with the lines' buttons, whatever the window's board takes.
        return question.columns ? tr("Which row or column will dancing links choose next?")
                                : tr("Which row will MRV choose next?");
    case QuestionKind::WipedOutRow:
        return tr("The queen on %1 leaves a row with no square. Which row is wiped out?")
            .arg(square(n, question.square));
    case QuestionKind::NextEvent:
    case QuestionKind::TriesLeft:
    case QuestionKind::PartOfSolution:
        break; // no way to answer named: the same words
    }
    return PredictText::question(question, n, refuses);
}

QString PredictText::pupilStatus(const BoardPresenter &presenter)
{
    switch (presenter.shown()) {
    case BoardPresenter::Shown::Run: {
        // The narrator's caption is its status line without the keys to
        // press; why the teacher's run stopped (a breakpoint) is the teacher's.
        const RunController &run = *presenter.run();
        return Narrator::of(run).caption(run.state());
    }
    case BoardPresenter::Shown::Play:
        return tr("The teacher is placing queens by hand.");
    case BoardPresenter::Shown::Solution:
    case BoardPresenter::Shown::Orbit:
        break;
    }
    return presenter.statusText();
}

QString PredictText::why(const Check &check, const Question &question, int n)
{
    switch (check.why) {
    case Why::None:
        break;
    case Why::NotInRow:
        return tr("Click a square of row %1.").arg(row(n, question.row));
    case Why::NoQueenThere:
        return tr("Click a queen: there is none on %1.").arg(square(n, check.square));
    case Why::Attacked:
        return tr("%1 is attacked: the queen on %2 attacks it %3.")
            .arg(square(n, check.square), square(n, check.by), Narrator::lineWords(int(check.line)));
    case Why::AlreadyTried:
        return tr("%1 was tried already: the search goes on from %2.")
            .arg(square(n, check.square), square(n, question.square));
    case Why::FirstFreeComesFirst:
        return tr("The search tries the squares from left to right: a free square comes before %1.")
            .arg(square(n, check.square));
    case Why::NotAttacking:
        return tr("The queen on %1 does not attack %2.")
            .arg(square(n, check.by), square(n, question.square));
    case Why::Free:
        return tr("No queen attacks the next square.");
    case Why::RowExhausted:
        return tr("The row has no square left to try.");
    case Why::BoardFull:
        return tr("Every row has a queen.");
    case Why::TooMany:
        return tr("Fewer than that.");
    case Why::TooFew:
        return tr("More than that.");
    case Why::NoSolutionBelow:
        return tr("The search takes this queen back without finding a solution.");
    case Why::SolutionBelow:
        return tr("A solution is found while this queen stands.");
    case Why::MoreAttackers:
        return tr("%1 has %n attacker(s); another square has fewer.", nullptr, check.attackers)
            .arg(square(n, check.square));
    case Why::NotALine:
        return question.columns ? tr("Pick a row or a column in the list below.")
                                : tr("Click a square of a row.");
    case Why::LineHasQueen:
        return tr("A queen stands on %1 already.").arg(line(n, check.square));
    case Why::MoreSquaresLeft:
        return tr("Not the fewest: %1 has %n square(s) left.", nullptr, check.squaresLeft)
            .arg(line(n, check.square));
    case Why::TieGoesFirst:
        return question.columns
            ? tr("As few squares are left in %1, but on a tie the search takes the first: rows "
                 "top down, then columns from the left.")
                  .arg(line(n, check.square))
            : tr("As few squares are left in %1, but on a tie MRV takes the topmost row.")
                  .arg(line(n, check.square));
    case Why::SquaresLeft: {
        QStringList squares;
        for (const nq::Square &s : check.leftSquares) {
            squares << square(n, s);
        }
        return tr("Still %n square(s) in %1: %2.", nullptr, check.squaresLeft)
            .arg(line(n, check.square), squares.join(QStringLiteral(", ")));
    }
    case Why::WipedOutLater:
        return tr("That one runs out too (%1), but pruning goes top down and stops at the first "
                  "row that runs out.")
            .arg(line(n, check.square));
    }
    return {};
}

QString PredictText::revealed(const Question &question, int n)
{
    QString answer;
    switch (question.kind) {
    case QuestionKind::NextSquare:
        answer = square(n, question.answer);
        break;
    case QuestionKind::Attacker:
        answer = tr("the queen on %1, %2").arg(square(n, question.answer), Narrator::lineWords(int(question.line)));
        break;
    case QuestionKind::NextEvent:
        answer = actionName(question.action);
        break;
    case QuestionKind::TriesLeft:
        answer = QString::number(question.count);
        break;
    case QuestionKind::PartOfSolution:
        answer = question.yes ? tr("yes, solution %1").arg(question.solution) : tr("no");
        break;
    case QuestionKind::FewestAttackers: {
        QStringList squares;
        for (const nq::Square &s : question.accepted) {
            squares << square(n, s);
        }
        answer = tr("%1 (%n attacker(s))", nullptr, question.count).arg(squares.join(QStringLiteral(", ")));
        break;
    }
    case QuestionKind::ChosenLine:
        answer = tr("%1 (%n square(s) left)", nullptr, question.count).arg(line(n, question.answer));
        break;
    case QuestionKind::WipedOutRow:
        answer = line(n, question.answer);
        break;
    }
    return tr("The answer: %1.").arg(answer);
}

QString PredictText::reason(const Check &check, const Question &question, int n)
{
    if (check.verdict != Verdict::Right) {
        return why(check, question, n);
    }
    switch (question.kind) {
    case QuestionKind::Attacker: {
        const QString attacks = tr("That queen attacks %1 %2.")
                                    .arg(square(n, question.square), Narrator::lineWords(int(check.line)));
        if (check.algorithmsOwn) {
            return attacks + QLatin1Char(' ') + tr("It is the one the algorithm finds.");
        }
        return attacks + QLatin1Char(' ')
            + tr("The algorithm finds the queen on %1 first, %2.")
                  .arg(square(n, question.answer), Narrator::lineWords(int(question.line)));
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

QString PredictText::rightReason(const Question &question, int n)
{
    // Where predict mode says why a wrong answer is wrong by what the run
    // does next, that is why the right one is right: the same check.
    Check truth;
    truth.square = question.square;
    switch (question.kind) {
    case QuestionKind::NextSquare:
        return tr("No queen attacks it, and it is the first free square the search comes to: the search "
                  "tries the squares from left to right.");
    case QuestionKind::Attacker:
        if (question.accepted.size() > 1) {
            return tr("Each of them attacks %1; the algorithm finds the queen on %2 first, %3.")
                .arg(square(n, question.square), square(n, question.answer),
                    Narrator::lineWords(int(question.line)));
        }
        return tr("That queen attacks %1 %2.").arg(square(n, question.square), Narrator::lineWords(int(question.line)))
            + QLatin1Char(' ') + tr("It is the one the algorithm finds.");
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
        return tr("Row %1 tries that many more queens before the search leaves it.").arg(row(n, question.row));
    case QuestionKind::PartOfSolution:
        truth.why = question.yes ? Why::SolutionBelow : Why::NoSolutionBelow;
        return why(truth, question, n);
    case QuestionKind::FewestAttackers:
        return tr("It has %n attacker(s), the fewest in the row.", nullptr, question.count);
    case QuestionKind::ChosenLine:
        return tr("It has %n square(s) left, the fewest.", nullptr, question.count);
    case QuestionKind::WipedOutRow:
        return tr("The queen on %1 leaves it with no square.").arg(square(n, question.square));
    }
    return {};
}

QString PredictText::verdict(const Check &check, const Question &question, int n)
{
    switch (check.verdict) {
    case Verdict::Right:
        if (question.kind == QuestionKind::Attacker) {
            const QString attacks = tr("Right: the queen on %1 attacks %2 %3.")
                                        .arg(square(n, check.by), square(n, question.square),
                                            Narrator::lineWords(int(check.line)));
            if (check.algorithmsOwn) {
                return attacks + QLatin1Char(' ') + tr("It is the one the algorithm finds.");
            }
            return attacks + QLatin1Char(' ')
                + tr("The algorithm finds the queen on %1 first, %2.")
                      .arg(square(n, question.answer), Narrator::lineWords(int(question.line)));
        }
        if (question.kind == QuestionKind::FewestAttackers) {
            return tr("Right: %n attacker(s), the fewest in the row.", nullptr, question.count);
        }
        if (question.kind == QuestionKind::ChosenLine) {
            return tr("Right: %1, %n square(s) left, the fewest.", nullptr, question.count)
                .arg(line(n, question.answer));
        }
        return tr("Right!");
    case Verdict::TryAgain:
        return tr("Not quite.") + QLatin1Char(' ') + why(check, question, n) + QLatin1Char(' ')
            + tr("Try once more.");
    case Verdict::Revealed:
        return tr("Not quite.") + QLatin1Char(' ') + why(check, question, n) + QLatin1Char(' ')
            + revealed(question, n);
    case Verdict::Ignored:
        return why(check, question, n);
    }
    return {};
}
