// SPDX-License-Identifier: MIT
#include "classroom/classquestions.h"

#include "coach/predicttext.h"
#include "learn/predictengine.h"
#include "solver/notation.h"

#include <optional>

using nq::learn::Answer;
using nq::learn::Check;
using nq::learn::NextAction;
using nq::learn::Question;
using nq::learn::QuestionKind;

namespace {

QString squareValue(int n, nq::Square square)
{
    return QString::fromStdString(nq::squareName(n, square));
}

QString actionValue(NextAction action)
{
    switch (action) {
    case NextAction::Place:
        return QStringLiteral("place");
    case NextAction::Refuse:
        return QStringLiteral("refuse");
    case NextAction::Backtrack:
        return QStringLiteral("backtrack");
    case NextAction::Solution:
        return QStringLiteral("solution");
    }
    return {};
}

QString lineValue(nq::Square line)
{
    return line.row >= 0 ? QStringLiteral("r%1").arg(line.row) : QStringLiteral("c%1").arg(line.col);
}

// The lines a ChosenLine or WipedOutRow answer may name: those without a
// queen (a line holding one is never chosen nor wiped out, so it is not offered).
QList<nq::Square> openLines(const Question &question, int n, bool columns)
{
    QList<nq::Square> lines;
    QList<bool> columnTaken(n, false);
    for (int row = 0; row < n && row < int(question.board.size()); ++row) {
        const int col = question.board[row];
        if (col >= 0 && col < n) {
            columnTaken[col] = true;
        } else {
            lines.append({ row, -1 });
        }
    }
    if (columns) {
        for (int col = 0; col < n; ++col) {
            if (!columnTaken[col]) {
                lines.append({ -1, col });
            }
        }
    }
    return lines;
}

// The answer a value stands for, as predict mode's engine takes it (the
// inverse of the values above); none for a value of no such form.
std::optional<Answer> answerOf(const Question &question, int n, const QString &value)
{
    switch (question.kind) {
    case QuestionKind::NextSquare:
    case QuestionKind::FewestAttackers:
    case QuestionKind::Attacker: {
        const QByteArray name = value.toUtf8();
        if (const std::optional<nq::Square> square
            = nq::squareNamed(n, std::string_view(name.constData(), std::size_t(name.size())))) {
            return Answer::ofSquare(*square);
        }
        return std::nullopt;
    }
    case QuestionKind::NextEvent:
        for (const NextAction action :
            { NextAction::Place, NextAction::Refuse, NextAction::Backtrack, NextAction::Solution }) {
            if (value == actionValue(action)) {
                return Answer::ofAction(action);
            }
        }
        return std::nullopt;
    case QuestionKind::TriesLeft: {
        bool number = false;
        const int count = value.toInt(&number);
        return number && count >= 0 ? std::optional(Answer::ofNumber(count)) : std::nullopt;
    }
    case QuestionKind::PartOfSolution:
        if (value == QLatin1String("yes") || value == QLatin1String("no")) {
            return Answer::ofYes(value == QLatin1String("yes"));
        }
        return std::nullopt;
    case QuestionKind::ChosenLine:
    case QuestionKind::WipedOutRow: {
        bool number = false;
        const int index = value.mid(1).toInt(&number);
        if (!number || index < 0 || index >= n) {
            return std::nullopt;
        }
        if (value.startsWith(QLatin1Char('r'))) {
            return Answer::ofSquare({ index, -1 });
        }
        if (value.startsWith(QLatin1Char('c'))) {
            return Answer::ofSquare({ -1, index });
        }
        return std::nullopt;
    }
    }
    return std::nullopt;
}

} // namespace

ClassQuestion ClassQuestions::make(const Question &question, int n, bool refuses, int id)
{
    ClassQuestion made;
    made.id = id;
    made.n = n;
    made.text = PredictText::pupilQuestion(question, n, refuses);
    switch (question.kind) {
    case QuestionKind::NextSquare:
    case QuestionKind::FewestAttackers:
        made.input = ClassQuestion::Input::Square;
        for (int col = 0; col < n; ++col) {
            made.squares.append(squareValue(n, { question.row, col }));
        }
        break;
    case QuestionKind::Attacker:
        made.input = ClassQuestion::Input::Square;
        for (int row = 0; row < int(question.board.size()); ++row) {
            if (question.board[row] >= 0) {
                made.squares.append(squareValue(n, { row, question.board[row] }));
            }
        }
        break;
    case QuestionKind::NextEvent:
        made.input = ClassQuestion::Input::Option;
        for (const NextAction action :
            { NextAction::Place, NextAction::Refuse, NextAction::Backtrack, NextAction::Solution }) {
            if (action != NextAction::Refuse || refuses) {
                made.options.append({ actionValue(action), PredictText::actionName(action) });
            }
        }
        break;
    case QuestionKind::TriesLeft:
        made.input = ClassQuestion::Input::Option;
        for (int count = 0; count <= n; ++count) {
            made.options.append({ QString::number(count), QString::number(count) });
        }
        break;
    case QuestionKind::PartOfSolution:
        made.input = ClassQuestion::Input::Option;
        made.options.append({ QStringLiteral("yes"), tr("Yes") });
        made.options.append({ QStringLiteral("no"), tr("No") });
        break;
    case QuestionKind::ChosenLine:
    case QuestionKind::WipedOutRow:
        made.input = ClassQuestion::Input::Option;
        for (const nq::Square line : openLines(question, n, question.columns)) {
            made.options.append({ lineValue(line), PredictText::line(n, line) });
        }
        break;
    }
    return made;
}

QStringList ClassQuestions::rightValues(const Question &question, int n)
{
    QStringList right;
    switch (question.kind) {
    case QuestionKind::NextSquare:
    case QuestionKind::FewestAttackers:
    case QuestionKind::Attacker:
        for (const nq::Square square : question.accepted) {
            right.append(squareValue(n, square));
        }
        break;
    case QuestionKind::NextEvent:
        right.append(actionValue(question.action));
        break;
    case QuestionKind::TriesLeft:
        right.append(QString::number(question.count));
        break;
    case QuestionKind::PartOfSolution:
        right.append(question.yes ? QStringLiteral("yes") : QStringLiteral("no"));
        break;
    case QuestionKind::ChosenLine:
    case QuestionKind::WipedOutRow:
        right.append(lineValue(question.answer));
        break;
    }
    return right;
}

QString ClassQuestions::label(const ClassQuestion &question, const QString &value)
{
    for (const ClassQuestion::Option &option : question.options) {
        if (option.value == value) {
            return option.label;
        }
    }
    return value; // a square: its name is its label
}

QMap<QString, QString> ClassQuestions::reasons(const Question &question, const ClassQuestion &asked,
    nq::Algorithm algorithm, std::uint64_t seed, const std::vector<int> &start)
{
    using namespace nq::learn;
    const int n = asked.n;
    // The engine's check is its own (PredictEngine::answer()): a second
    // engine on the window's run, asking this question's kind only at every
    // step, opens the same question at its step, checks each wrong value
    // as a first try and drops the question again, so no try is spent and
    // the next value is checked afresh.
    PredictSettings settings;
    settings.frequency = Frequency::EveryStep;
    settings.kinds = 0;
    settings.set(question.kind, true);
    PredictEngine checker(algorithm, StepStream::runSource(algorithm, n, seed, start), start, settings);
    const Question *same = checker.ask(question.position);
    if (!same || same->kind != question.kind || same->accepted != question.accepted
        || same->answer != question.answer || same->board != question.board) {
        return {};
    }
    QStringList values = asked.squares;
    for (const ClassQuestion::Option &option : asked.options) {
        values.append(option.value);
    }
    const QStringList right = rightValues(question, n);
    QMap<QString, QString> reasons;
    for (const QString &value : std::as_const(values)) {
        const std::optional<Answer> answer = answerOf(question, n, value);
        if (!answer) {
            continue;
        }
        Check check;
        if (right.contains(value)) {
            // Right: a check would close the question; what it says is
            // which queen attacks along which line (an attacker question).
            check.verdict = Verdict::Right;
            check.square = answer->square;
            if (question.kind == QuestionKind::Attacker) {
                check.by = answer->square;
                check.line = nq::attackLine(answer->square, question.square);
                check.algorithmsOwn = answer->square == question.answer;
            }
        } else {
            if (!checker.ask(question.position)) {
                break; // closed: a value taken as right that the key has not (never so)
            }
            check = checker.answer(*answer);
            checker.drop();
        }
        reasons.insert(value, PredictText::reason(check, question, n));
    }
    return reasons;
}
