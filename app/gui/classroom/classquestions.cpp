// SPDX-License-Identifier: MIT
#include "classroom/classquestions.h"

#include "coach/predicttext.h"
#include "solver/notation.h"

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
