// SPDX-License-Identifier: MIT
#include "algorithms/availablecolumnsdescription.h"

#include <QCoreApplication>

namespace {

// The line indexes of the pseudocode: pseudocode() fills exactly these slots
// and pseudocodeLine() answers with them.
enum { Heading, IfFull, Record, ForCol, ForQueen, SameDiagonal, Place, Recurse, TakeBack, Count };

} // namespace

AvailableColumnsDescription::AvailableColumnsDescription()
    : AlgorithmDescription(nq::Algorithm::AvailableColumns,
        { .variables = VariablesView::QueensAndFreeColumns,
            .practice = PracticeHint::FreeColumns })
{ }

const char *AvailableColumnsDescription::titleSource() const
{
    return QT_TRANSLATE_NOOP("AlgorithmText", "Available columns");
}

QString AvailableColumnsDescription::summary() const
{
    return QCoreApplication::translate("AlgorithmText",
        "Backtrack row by row; each row tries only the columns no queen holds yet, "
        "so only the diagonals need checking.");
}

QString AvailableColumnsDescription::workMeasure() const
{
    return QCoreApplication::translate("AlgorithmText", "Diagonal checks");
}

QStringList AvailableColumnsDescription::pseudocode() const
{
    // Seeds 004 and 003: the columns no queen holds are passed down.
    return Code(Count)
        .at(Heading, 0, QCoreApplication::translate("Pseudocode", "solve(row, columns):"))
        .at(IfFull, 1, QCoreApplication::translate("Pseudocode", "if row == n:"))
        .at(Record, 2, QCoreApplication::translate("Pseudocode", "record the solution; return"))
        .at(ForCol, 1,
            QCoreApplication::translate(
                "Pseudocode", "for col in columns (the columns no queen holds):"))
        .at(ForQueen, 2,
            QCoreApplication::translate("Pseudocode", "for each queen (r, c) on the board:"))
        .at(SameDiagonal, 3,
            QCoreApplication::translate(
                "Pseudocode", "if |c - col| == |row - r|: refused (same diagonal)"))
        .at(Place, 2, QCoreApplication::translate("Pseudocode", "place a queen on (row, col)"))
        .at(Recurse, 2,
            QCoreApplication::translate("Pseudocode", "solve(row + 1, columns without col)"))
        .at(TakeBack, 2,
            QCoreApplication::translate("Pseudocode", "take the queen back from (row, col)"))
        .lines();
}

int AvailableColumnsDescription::pseudocodeLine(
    nq::EventKind kind, [[maybe_unused]] nq::Line line, [[maybe_unused]] std::uint64_t index) const
{
    return lineOf(
        { .place = Place, .remove = TakeBack, .record = Record, .reject = SameDiagonal }, kind);
}

QString AvailableColumnsDescription::variablesCaption() const
{
    return QCoreApplication::translate("VariablesPanel",
        "The columns no queen holds are passed down the recursion: the row being filled "
        "tries only those, and checks the diagonals against each queen in turn.");
}

QString AvailableColumnsDescription::callStackCaption() const
{
    return QCoreApplication::translate("CallStackPanel",
        "One frame per call of solve, the top-level call first; the last "
        "frame is the row being worked on.");
}
