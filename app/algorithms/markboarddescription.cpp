// SPDX-License-Identifier: MIT
#include "algorithms/markboarddescription.h"

#include <QCoreApplication>

namespace {

// The line indexes of the pseudocode: pseudocode() fills exactly these slots
// and pseudocodeLine() answers with them.
enum { Heading, IfFull, Record, ForCol, Marked, Place, Recurse, TakeBack, Count };

} // namespace

MarkBoardDescription::MarkBoardDescription()
    : AlgorithmDescription(nq::Algorithm::MarkBoard,
        { .variables = VariablesView::MarkedBoard })
{ }

const char *MarkBoardDescription::titleSource() const
{
    return QT_TRANSLATE_NOOP("AlgorithmText", "Mark board");
}

QString MarkBoardDescription::summary() const
{
    return QCoreApplication::translate("AlgorithmText",
        "Backtrack row by row; each queen marks every square it attacks on a copy of "
        "the board.");
}

QString MarkBoardDescription::workMeasure() const
{
    return QCoreApplication::translate("AlgorithmText", "Cells written");
}

QStringList MarkBoardDescription::pseudocode() const
{
    // Seed 003, "search with backtracking": a board copy per placement.
    return Code(Count)
        .at(Heading, 0, QCoreApplication::translate("Pseudocode", "solve(board, row):"))
        .at(IfFull, 1, QCoreApplication::translate("Pseudocode", "if row == n:"))
        .at(Record, 2, QCoreApplication::translate("Pseudocode", "record the solution; return"))
        .at(ForCol, 1, QCoreApplication::translate("Pseudocode", "for col = 0 to n - 1:"))
        .at(Marked, 2,
            QCoreApplication::translate(
                "Pseudocode", "if board[row][col] is marked: refused, a queen above attacks it"))
        .at(Place, 2,
            QCoreApplication::translate("Pseudocode",
                "next = copy of board; queen on (row, col); mark what it attacks below"))
        .at(Recurse, 2, QCoreApplication::translate("Pseudocode", "solve(next, row + 1)"))
        .at(TakeBack, 2,
            QCoreApplication::translate("Pseudocode", "drop next: the queen is taken back"))
        .lines();
}

int MarkBoardDescription::pseudocodeLine(
    nq::EventKind kind, [[maybe_unused]] nq::Line line, [[maybe_unused]] std::uint64_t index) const
{
    return lineOf({ .place = Place, .remove = TakeBack, .record = Record, .reject = Marked }, kind);
}

QString MarkBoardDescription::variablesCaption() const
{
    return QCoreApplication::translate("VariablesPanel",
        "The board copy solve(board, row) reads for the row being filled: "
        "each queen has marked the squares it attacks in the rows below it.");
}

QString MarkBoardDescription::callStackCaption() const
{
    return QCoreApplication::translate("CallStackPanel",
        "One frame per call of solve, the top-level call first; the last "
        "frame is the row being worked on.");
}
