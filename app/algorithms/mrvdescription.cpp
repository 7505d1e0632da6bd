// SPDX-License-Identifier: MIT
#include "algorithms/mrvdescription.h"

#include <QCoreApplication>

namespace {

// The line indexes of the pseudocode: pseudocode() fills exactly these slots
// and pseudocodeLine() answers with them.
enum {
    Heading,
    IfFull,
    Record,
    ChooseRow,
    ForCol,
    Place,
    ForRow,
    Prune,
    Wipeout,
    Recurse,
    TakeBack,
    Count
};

} // namespace

MrvDescription::MrvDescription()
    : AlgorithmDescription(nq::Algorithm::Mrv,
        { .variables = VariablesView::Domains,
            .callStack = CallStackView::ChosenRows,
            .practice = PracticeHint::ChosenLine,
            .keepsDomains = true,
            .compareOrder = 2 })
{ }

const char *MrvDescription::titleSource() const
{
    return QT_TRANSLATE_NOOP("AlgorithmText", "MRV");
}

QString MrvDescription::summary() const
{
    return QCoreApplication::translate("AlgorithmText",
        "Forward checking that fills next the empty row with the fewest squares left "
        "(minimum remaining values).");
}

QString MrvDescription::workMeasure() const
{
    return QCoreApplication::translate("AlgorithmText", "Consistency checks");
}

QStringList MrvDescription::pseudocode() const
{
    // Forward checking with the minimum-remaining-values heuristic.
    return Code(Count)
        .at(Heading, 0, QCoreApplication::translate("Pseudocode", "solve():"))
        .at(IfFull, 1, QCoreApplication::translate("Pseudocode", "if every row holds a queen:"))
        .at(Record, 2, QCoreApplication::translate("Pseudocode", "record the solution; return"))
        .at(ChooseRow, 1,
            QCoreApplication::translate("Pseudocode",
                "row = the empty row with the fewest squares left (topmost on a tie)"))
        .at(ForCol, 1,
            QCoreApplication::translate("Pseudocode", "for col in domain[row], ascending:"))
        .at(Place, 2, QCoreApplication::translate("Pseudocode", "place a queen on (row, col)"))
        .at(ForRow, 2, QCoreApplication::translate("Pseudocode", "for each empty row r, top down:"))
        .at(Prune, 3,
            QCoreApplication::translate(
                "Pseudocode", "prune from domain[r] the squares the queen attacks"))
        .at(Wipeout, 3,
            QCoreApplication::translate(
                "Pseudocode", "if domain[r] is empty: wipe-out; stop pruning"))
        .at(Recurse, 2, QCoreApplication::translate("Pseudocode", "if no wipe-out: solve()"))
        .at(TakeBack, 2,
            QCoreApplication::translate(
                "Pseudocode", "take the queen back; give back the squares it pruned"))
        .lines();
}

int MrvDescription::pseudocodeLine(
    nq::EventKind kind, [[maybe_unused]] nq::Line line, [[maybe_unused]] std::uint64_t index) const
{
    return lineOf({ .place = Place,
                      .remove = TakeBack,
                      .record = Record,
                      .prune = Prune,
                      .wipeout = Wipeout,
                      .choose = ChooseRow },
        kind);
}

QString MrvDescription::variablesCaption() const
{
    return QCoreApplication::translate("VariablesPanel",
        "Each empty row's domain: the columns still allowed to it, '-' where a queen "
        "has pruned the square, and its size. The row with the smallest one is chosen next.");
}

QString MrvDescription::callStackCaption() const
{
    return QCoreApplication::translate("CallStackPanel",
        "One frame per call of solve, the top-level call first, each with the row "
        "it chose; the last frame is the one working.");
}
