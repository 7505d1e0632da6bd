// SPDX-License-Identifier: MIT
#include "algorithms/dancinglinksdescription.h"

#include <QCoreApplication>

namespace {

// The line indexes of the pseudocode: pseudocode() fills exactly these slots
// and pseudocodeLine() answers with them.
enum {
    Heading,
    IfFull,
    Record,
    Choose,
    DeadEnd,
    Cover,
    ForOption,
    Place,
    Recurse,
    TakeBack,
    Uncover,
    Count
};

} // namespace

DancingLinksDescription::DancingLinksDescription()
    : AlgorithmDescription(nq::Algorithm::DancingLinks,
        { .variables = VariablesView::ItemSizes,
            .callStack = CallStackView::ChosenItems,
            .practice = PracticeHint::ChosenLine,
            .coversLines = true,
            .compareOrder = 3 })
{ }

const char *DancingLinksDescription::titleSource() const
{
    return QT_TRANSLATE_NOOP("AlgorithmText", "Dancing links");
}

QString DancingLinksDescription::summary() const
{
    return QCoreApplication::translate("AlgorithmText",
        "Knuth's Algorithm X with dancing links: each row and column must be covered "
        "once; it fills the row or column with the fewest options first.");
}

QString DancingLinksDescription::workMeasure() const
{
    return QCoreApplication::translate("AlgorithmText", "Link updates");
}

QStringList DancingLinksDescription::pseudocode() const
{
    // Knuth's Algorithm X: rows and columns are covered exactly once.
    return Code(Count)
        .at(Heading, 0, QCoreApplication::translate("Pseudocode", "solve():"))
        .at(IfFull, 1,
            QCoreApplication::translate("Pseudocode", "if no row or column is left to cover:"))
        .at(Record, 2, QCoreApplication::translate("Pseudocode", "record the solution; return"))
        .at(Choose, 1,
            QCoreApplication::translate("Pseudocode",
                "i = the row or column with the fewest options left (rows first on a tie)"))
        .at(DeadEnd, 1,
            QCoreApplication::translate(
                "Pseudocode", "if i has no option left: a dead end; return"))
        .at(Cover, 1,
            QCoreApplication::translate(
                "Pseudocode", "cover(i): hide its options from the other lines"))
        .at(ForOption, 1,
            QCoreApplication::translate("Pseudocode", "for each option (r, c) of i, in order:"))
        .at(Place, 2,
            QCoreApplication::translate(
                "Pseudocode", "place a queen on (r, c); cover its other lines"))
        .at(Recurse, 2, QCoreApplication::translate("Pseudocode", "solve()"))
        .at(TakeBack, 2,
            QCoreApplication::translate(
                "Pseudocode", "take the queen back; uncover its lines in reverse"))
        .at(Uncover, 1, QCoreApplication::translate("Pseudocode", "uncover(i)"))
        .lines();
}

int DancingLinksDescription::pseudocodeLine(
    nq::EventKind kind, [[maybe_unused]] nq::Line line, std::uint64_t index) const
{
    // A chosen item without options ends the call at once.
    return lineOf({ .place = Place,
                      .remove = TakeBack,
                      .record = Record,
                      .choose = index > 0 ? Choose : DeadEnd },
        kind);
}

QString DancingLinksDescription::variablesCaption() const
{
    return QCoreApplication::translate("VariablesPanel",
        "The options (squares) left in each row and column: a queen's lines and the item "
        "being tried are covered ('-'). The item with the fewest is chosen next.");
}

QString DancingLinksDescription::callStackCaption() const
{
    return QCoreApplication::translate("CallStackPanel",
        "One frame per call of solve, the top-level call first, each with the row "
        "or column it chose (i); the last frame is the one working.");
}
