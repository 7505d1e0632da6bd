// SPDX-License-Identifier: MIT
#include "algorithms/bitmaskdescription.h"

#include <QCoreApplication>

namespace {

// The line indexes of the pseudocode: pseudocode() fills exactly these slots
// and pseudocodeLine() answers with them.
enum { Heading, IfFull, Record, FreeMask, ForCol, Bit, NotFree, Place, Recurse, TakeBack, Count };

} // namespace

BitmaskDescription::BitmaskDescription()
    : AlgorithmDescription(nq::Algorithm::Bitmask,
        { .variables = VariablesView::Masks })
{ }

const char *BitmaskDescription::titleSource() const
{
    return QT_TRANSLATE_NOOP("AlgorithmText", "Bitmask");
}

QString BitmaskDescription::summary() const
{
    return QCoreApplication::translate("AlgorithmText",
        "Backtrack row by row; bitboards of attacked columns and diagonals give a row's "
        "free squares in one operation.");
}

QString BitmaskDescription::workMeasure() const
{
    return QCoreApplication::translate("AlgorithmText", "Mask operations");
}

QStringList BitmaskDescription::pseudocode() const
{
    // Bitmask: beyond the seeds; the masks of the row being filled are arguments.
    return Code(Count)
        .at(Heading, 0,
            QCoreApplication::translate("Pseudocode", "solve(row, cols, diags, antis):"))
        .at(IfFull, 1, QCoreApplication::translate("Pseudocode", "if row == n:"))
        .at(Record, 2, QCoreApplication::translate("Pseudocode", "record the solution; return"))
        .at(FreeMask, 1,
            QCoreApplication::translate(
                "Pseudocode", "free = all n bits & ~(cols | diags | antis)"))
        .at(ForCol, 1, QCoreApplication::translate("Pseudocode", "for col = 0 to n - 1:"))
        .at(Bit, 2, QCoreApplication::translate("Pseudocode", "bit = 1 << col"))
        .at(NotFree, 2,
            QCoreApplication::translate(
                "Pseudocode", "if free & bit == 0: refused, the bit is not free"))
        .at(Place, 2, QCoreApplication::translate("Pseudocode", "place a queen on (row, col)"))
        .at(Recurse, 2,
            QCoreApplication::translate(
                "Pseudocode", "solve(row + 1, cols | bit, (diags | bit) << 1, (antis | bit) >> 1)"))
        .at(TakeBack, 2, QCoreApplication::translate("Pseudocode", "take the queen back"))
        .lines();
}

int BitmaskDescription::pseudocodeLine(
    nq::EventKind kind, [[maybe_unused]] nq::Line line, [[maybe_unused]] std::uint64_t index) const
{
    return lineOf(
        { .place = Place, .remove = TakeBack, .record = Record, .reject = NotFree }, kind);
}

QString BitmaskDescription::variablesCaption() const
{
    return QCoreApplication::translate("VariablesPanel",
        "The masks of the row being filled, one bit per column. Column 0 is "
        "printed at the LEFT, as on the board: the reverse of how binary "
        "numbers are usually written. free has a 1 on each square no queen "
        "attacks.");
}

QString BitmaskDescription::callStackCaption() const
{
    return QCoreApplication::translate("CallStackPanel",
        "One frame per call of solve, the top-level call first; the last "
        "frame is the row being worked on.");
}
