// SPDX-License-Identifier: MIT
#include "algorithms/locklinesdescription.h"

#include <QCoreApplication>

namespace {

// The line indexes of the pseudocode: pseudocode() fills exactly these slots
// and pseudocodeLine() answers with them.
enum {
    Heading,
    IfFull,
    Record,
    ForCol,
    ColumnLock,
    PositiveLock,
    NegativeLock,
    Place,
    Recurse,
    TakeBack,
    Count
};

} // namespace

LockLinesDescription::LockLinesDescription()
    : AlgorithmDescription(nq::Algorithm::LockLines,
        { .variables = VariablesView::LockArrays })
{ }

const char *LockLinesDescription::titleSource() const
{
    return QT_TRANSLATE_NOOP("AlgorithmText", "Lock lines");
}

QString LockLinesDescription::summary() const
{
    return QCoreApplication::translate("AlgorithmText",
        "Backtrack row by row; lock arrays for the columns and both diagonals tell at "
        "once whether a square is free.");
}

QString LockLinesDescription::workMeasure() const
{
    return QCoreApplication::translate("AlgorithmText", "Lock lookups");
}

QStringList LockLinesDescription::pseudocode() const
{
    // Seeds 001, 002 and 004; array names and index formulas of seed 002.
    return Code(Count)
        .at(Heading, 0, QCoreApplication::translate("Pseudocode", "solve(row):"))
        .at(IfFull, 1, QCoreApplication::translate("Pseudocode", "if row == n:"))
        .at(Record, 2, QCoreApplication::translate("Pseudocode", "record the solution; return"))
        .at(ForCol, 1, QCoreApplication::translate("Pseudocode", "for col = 0 to n - 1:"))
        .at(ColumnLock, 2,
            QCoreApplication::translate(
                "Pseudocode", "if columns[col] is locked: refused (column)"))
        .at(PositiveLock, 2,
            QCoreApplication::translate(
                "Pseudocode", "if positive[row + col] is locked: refused (anti-diagonal)"))
        .at(NegativeLock, 2,
            QCoreApplication::translate(
                "Pseudocode", "if negative[row - col + n - 1] is locked: refused (diagonal)"))
        .at(Place, 2,
            QCoreApplication::translate(
                "Pseudocode", "place a queen on (row, col); lock the three entries with row"))
        .at(Recurse, 2, QCoreApplication::translate("Pseudocode", "solve(row + 1)"))
        .at(TakeBack, 2,
            QCoreApplication::translate(
                "Pseudocode", "unlock the three entries; take the queen back"))
        .lines();
}

int LockLinesDescription::pseudocodeLine(
    nq::EventKind kind, nq::Line line, [[maybe_unused]] std::uint64_t index) const
{
    // The locks are read in this order; the event names the one that was held.
    const int held = line == nq::Line::Column ? ColumnLock
        : line == nq::Line::AntiDiagonal      ? PositiveLock
                                              : NegativeLock;
    return lineOf({ .place = Place, .remove = TakeBack, .record = Record, .reject = held }, kind);
}

QString LockLinesDescription::variablesCaption() const
{
    return QCoreApplication::translate("VariablesPanel",
        "Each lock holds the row of the queen that set it, '.' when open. "
        "(row, col) is free when its three entries are open.");
}

QString LockLinesDescription::callStackCaption() const
{
    return QCoreApplication::translate("CallStackPanel",
        "One frame per call of solve, the top-level call first; the last "
        "frame is the row being worked on.");
}
