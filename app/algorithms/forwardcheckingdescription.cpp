// SPDX-License-Identifier: MIT
#include "algorithms/forwardcheckingdescription.h"

#include <QCoreApplication>

namespace {

// The line indexes of the pseudocode: pseudocode() fills exactly these slots
// and pseudocodeLine() answers with them.
enum { Heading, IfFull, Record, ForCol, Place, ForRow, Prune, Wipeout, Recurse, TakeBack, Count };

} // namespace

ForwardCheckingDescription::ForwardCheckingDescription()
    : AlgorithmDescription(nq::Algorithm::ForwardChecking,
        { .variables = VariablesView::Domains,
            .callStack = CallStackView::DomainRows,
            .practice = PracticeHint::DomainRows,
            .keepsDomains = true,
            .compareOrder = 1 })
{ }

const char *ForwardCheckingDescription::titleSource() const
{
    return QT_TRANSLATE_NOOP("AlgorithmText", "Forward checking");
}

QString ForwardCheckingDescription::summary() const
{
    return QCoreApplication::translate("AlgorithmText",
        "Backtrack row by row; each queen prunes the squares it attacks from the rows "
        "below, and a row left with no square sends the search back at once.");
}

QString ForwardCheckingDescription::workMeasure() const
{
    return QCoreApplication::translate("AlgorithmText", "Consistency checks");
}

QStringList ForwardCheckingDescription::pseudocode() const
{
    // CSP courses: each empty row keeps its domain, the columns still allowed.
    return Code(Count)
        .at(Heading, 0, QCoreApplication::translate("Pseudocode", "solve(row):"))
        .at(IfFull, 1, QCoreApplication::translate("Pseudocode", "if row == n:"))
        .at(Record, 2, QCoreApplication::translate("Pseudocode", "record the solution; return"))
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
        .at(Recurse, 2,
            QCoreApplication::translate("Pseudocode", "if no wipe-out: solve(the next empty row)"))
        .at(TakeBack, 2,
            QCoreApplication::translate(
                "Pseudocode", "take the queen back; give back the squares it pruned"))
        .lines();
}

int ForwardCheckingDescription::pseudocodeLine(
    nq::EventKind kind, [[maybe_unused]] nq::Line line, [[maybe_unused]] std::uint64_t index) const
{
    return lineOf({ .place = Place,
                      .remove = TakeBack,
                      .record = Record,
                      .prune = Prune,
                      .wipeout = Wipeout },
        kind);
}

QString ForwardCheckingDescription::variablesCaption() const
{
    return QCoreApplication::translate("VariablesPanel",
        "Each empty row's domain: the columns still allowed to it, '-' where a queen "
        "has pruned the square, and its size. Rows are filled top down.");
}

QString ForwardCheckingDescription::callStackCaption() const
{
    return QCoreApplication::translate("CallStackPanel",
        "One frame per call of solve, the top-level call first; the last "
        "frame is the row being worked on.");
}
