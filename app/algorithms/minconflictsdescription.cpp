// SPDX-License-Identifier: MIT
#include "algorithms/minconflictsdescription.h"

#include <QCoreApplication>

namespace {

// The line indexes of the pseudocode: pseudocode() fills exactly these slots
// and pseudocodeLine() answers with them.
enum {
    Heading,
    ForRow,
    StartPlace,
    Repeat,
    IfNone,
    Record,
    IfCap,
    GiveUp,
    Pick,
    Score,
    Move,
    Count
};

} // namespace

MinConflictsDescription::MinConflictsDescription()
    : AlgorithmDescription(nq::Algorithm::MinConflicts,
        { .variables = VariablesView::Repair,
            .callStack = CallStackView::Repair })
{ }

const char *MinConflictsDescription::titleSource() const
{
    return QT_TRANSLATE_NOOP("AlgorithmText", "Min-conflicts");
}

QString MinConflictsDescription::summary() const
{
    return QCoreApplication::translate("AlgorithmText",
        "Local search: start from a full board, then move an attacked queen within "
        "its row to the square with the fewest attackers until none is attacked. "
        "Finds one solution, not all.");
}

QString MinConflictsDescription::workMeasure() const
{
    return QCoreApplication::translate("AlgorithmText", "Squares scored");
}

QStringList MinConflictsDescription::pseudocode() const
{
    // Beyond the seeds: Minton et al.'s min-conflicts heuristic.
    return Code(Count)
        .at(Heading, 0, QCoreApplication::translate("Pseudocode", "min_conflicts(n, seed):"))
        .at(ForRow, 1, QCoreApplication::translate("Pseudocode", "for row = 0 to n - 1:"))
        .at(StartPlace, 2,
            QCoreApplication::translate(
                "Pseudocode", "place a queen on the column of row the queens above attack least"))
        .at(Repeat, 1, QCoreApplication::translate("Pseudocode", "repeat:"))
        .at(IfNone, 2, QCoreApplication::translate("Pseudocode", "if no queen is attacked:"))
        .at(Record, 3, QCoreApplication::translate("Pseudocode", "record the solution; stop"))
        .at(IfCap, 2, QCoreApplication::translate("Pseudocode", "if moves == the move cap:"))
        .at(GiveUp, 3, QCoreApplication::translate("Pseudocode", "give up; stop"))
        .at(Pick, 2,
            QCoreApplication::translate(
                "Pseudocode", "row = the row of a random attacked queen; lift it"))
        .at(Score, 2,
            QCoreApplication::translate("Pseudocode", "count the attackers of each square of row"))
        .at(Move, 2,
            QCoreApplication::translate(
                "Pseudocode", "put it on a square with the fewest (ties: at random); moves += 1"))
        .lines();
}

int MinConflictsDescription::pseudocodeLine(
    nq::EventKind kind, [[maybe_unused]] nq::Line line, std::uint64_t index) const
{
    // A move's number marks the repair; the start has none.
    return lineOf(
        { .place = index > 0 ? Move : StartPlace, .remove = Pick, .record = Record }, kind);
}

QString MinConflictsDescription::variablesCaption() const
{
    return QCoreApplication::translate("VariablesPanel",
        "Min-conflicts keeps a full board and the number of queens on each column and "
        "diagonal, so the attackers of a square cost one lookup. The row it works on and "
        "the attackers of each of its squares: the queen goes to one of the fewest.");
}

QString MinConflictsDescription::callStackCaption() const
{
    return QCoreApplication::translate("CallStackPanel",
        "Local search does not recurse: one loop moves one queen at a "
        "time, so there is a single frame.");
}
