// SPDX-License-Identifier: MIT
#include "algorithms/checkqueensdescription.h"

#include <QCoreApplication>

namespace {

// The line indexes of the pseudocode: pseudocode() fills exactly these slots
// and pseudocodeLine() answers with them.
enum {
    Heading,
    IfFull,
    Record,
    ForCol,
    ForQueen,
    SameColumn,
    SameDiagonal,
    Place,
    Recurse,
    TakeBack,
    Count
};

} // namespace

CheckQueensDescription::CheckQueensDescription()
    : AlgorithmDescription(nq::Algorithm::CheckQueens,
        { .variables = VariablesView::Queens,
            .compareOrder = 4 })
{ }

const char *CheckQueensDescription::titleSource() const
{
    return QT_TRANSLATE_NOOP("AlgorithmText", "Check queens");
}

QString CheckQueensDescription::summary() const
{
    return QCoreApplication::translate("AlgorithmText",
        "Backtrack row by row; test each square against every queen already placed.");
}

QString CheckQueensDescription::workMeasure() const
{
    return QCoreApplication::translate("AlgorithmText", "Queen checks");
}

QStringList CheckQueensDescription::pseudocode() const
{
    // Seeds 000 and 004: test the square against every queen placed.
    return Code(Count)
        .at(Heading, 0, QCoreApplication::translate("Pseudocode", "solve(row):"))
        .at(IfFull, 1, QCoreApplication::translate("Pseudocode", "if row == n:"))
        .at(Record, 2, QCoreApplication::translate("Pseudocode", "record the solution; return"))
        .at(ForCol, 1, QCoreApplication::translate("Pseudocode", "for col = 0 to n - 1:"))
        .at(ForQueen, 2,
            QCoreApplication::translate(
                "Pseudocode", "for each queen (r, c) placed in the rows above:"))
        .at(SameColumn, 3,
            QCoreApplication::translate("Pseudocode", "if c == col: refused (same column)"))
        .at(SameDiagonal, 3,
            QCoreApplication::translate(
                "Pseudocode", "if |c - col| == row - r: refused (same diagonal)"))
        .at(Place, 2, QCoreApplication::translate("Pseudocode", "place a queen on (row, col)"))
        .at(Recurse, 2, QCoreApplication::translate("Pseudocode", "solve(row + 1)"))
        .at(TakeBack, 2,
            QCoreApplication::translate("Pseudocode", "take the queen back from (row, col)"))
        .lines();
}

int CheckQueensDescription::pseudocodeLine(
    nq::EventKind kind, nq::Line line, [[maybe_unused]] std::uint64_t index) const
{
    return lineOf({ .place = Place,
                      .remove = TakeBack,
                      .record = Record,
                      .reject = line == nq::Line::Column ? SameColumn : SameDiagonal },
        kind);
}

QString CheckQueensDescription::variablesCaption() const
{
    return QCoreApplication::translate("VariablesPanel",
        "Check queens keeps only the queens placed so far: every square is "
        "tested against each of them in turn.");
}

QString CheckQueensDescription::callStackCaption() const
{
    return QCoreApplication::translate("CallStackPanel",
        "One frame per call of solve, the top-level call first; the last "
        "frame is the row being worked on.");
}
