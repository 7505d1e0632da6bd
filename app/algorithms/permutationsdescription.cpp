// SPDX-License-Identifier: MIT
#include "algorithms/permutationsdescription.h"

#include <QCoreApplication>

namespace {

// The line indexes of the pseudocode: pseudocode() fills exactly these slots
// and pseudocodeLine() answers with them.
enum {
    Heading,
    First,
    Repeat,
    PutDown,
    ForPair,
    SameDiagonal,
    Refused,
    IfNoneRefused,
    Record,
    TakeBack,
    Next,
    Count
};

} // namespace

PermutationsDescription::PermutationsDescription()
    : AlgorithmDescription(nq::Algorithm::Permutations,
        { .variables = VariablesView::Permutation,
            .callStack = CallStackView::Permutation,
            .practice = PracticeHint::Permutation,
            .countsPermutations = true })
{ }

const char *PermutationsDescription::titleSource() const
{
    return QT_TRANSLATE_NOOP("AlgorithmText", "Permutations");
}

QString PermutationsDescription::summary() const
{
    return QCoreApplication::translate("AlgorithmText",
        "Generate every permutation of the columns, then test each pair of queens "
        "for a shared diagonal.");
}

QString PermutationsDescription::workMeasure() const
{
    return QCoreApplication::translate("AlgorithmText", "Pair checks");
}

QStringList PermutationsDescription::pseudocode() const
{
    // Seed 003, "brute force search using permutations".
    return Code(Count)
        .at(Heading, 0, QCoreApplication::translate("Pseudocode", "search(n):"))
        .at(First, 1,
            QCoreApplication::translate(
                "Pseudocode", "p = 0, 1, ..., n - 1 (the first permutation)"))
        .at(Repeat, 1, QCoreApplication::translate("Pseudocode", "repeat:"))
        .at(PutDown, 2,
            QCoreApplication::translate(
                "Pseudocode", "put down a queen on column p[r] of each new row r"))
        .at(ForPair, 2, QCoreApplication::translate("Pseudocode", "for each pair of rows x1 < x2:"))
        .at(SameDiagonal, 3,
            QCoreApplication::translate("Pseudocode", "if x2 - x1 == |p[x2] - p[x1]|:"))
        .at(Refused, 4,
            QCoreApplication::translate("Pseudocode", "refused: a shared diagonal; stop testing"))
        .at(IfNoneRefused, 2, QCoreApplication::translate("Pseudocode", "if no pair was refused:"))
        .at(Record, 3, QCoreApplication::translate("Pseudocode", "record the solution"))
        .at(TakeBack, 2,
            QCoreApplication::translate(
                "Pseudocode", "take back the queens of the rows the next permutation changes"))
        .at(Next, 2,
            QCoreApplication::translate(
                "Pseudocode", "p = the next permutation; stop after the last"))
        .lines();
}

int PermutationsDescription::pseudocodeLine(
    nq::EventKind kind, [[maybe_unused]] nq::Line line, [[maybe_unused]] std::uint64_t index) const
{
    return lineOf(
        { .place = PutDown, .remove = TakeBack, .record = Record, .reject = Refused }, kind);
}

QString PermutationsDescription::variablesCaption() const
{
    return QCoreApplication::translate("VariablesPanel",
        "The permutation being tested: p[r] is the column of the queen in "
        "row r; '.' marks a row not put down yet.");
}

QString PermutationsDescription::callStackCaption() const
{
    return QCoreApplication::translate("CallStackPanel",
        "Brute force does not recurse: one loop runs over all the "
        "permutations, so there is a single frame.");
}
