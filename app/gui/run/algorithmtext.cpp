// SPDX-License-Identifier: MIT
#include "run/algorithmtext.h"

QString AlgorithmText::title(nq::Algorithm algorithm)
{
    switch (algorithm) {
    case nq::Algorithm::Permutations:
        return tr("Permutations");
    case nq::Algorithm::CheckQueens:
        return tr("Check queens");
    case nq::Algorithm::MarkBoard:
        return tr("Mark board");
    case nq::Algorithm::LockLines:
        return tr("Lock lines");
    case nq::Algorithm::AvailableColumns:
        return tr("Available columns");
    case nq::Algorithm::ForwardChecking:
        return tr("Forward checking");
    case nq::Algorithm::Mrv:
        return tr("MRV");
    case nq::Algorithm::DancingLinks:
        return tr("Dancing links");
    case nq::Algorithm::MinConflicts:
        return tr("Min-conflicts");
    case nq::Algorithm::Bitmask:
        break;
    }
    return tr("Bitmask");
}

QString AlgorithmText::description(nq::Algorithm algorithm)
{
    switch (algorithm) {
    case nq::Algorithm::Permutations:
        return tr("Generate every permutation of the columns, then test each pair of queens "
                  "for a shared diagonal.");
    case nq::Algorithm::CheckQueens:
        return tr("Backtrack row by row; test each square against every queen already placed.");
    case nq::Algorithm::MarkBoard:
        return tr("Backtrack row by row; each queen marks every square it attacks on a copy of "
                  "the board.");
    case nq::Algorithm::LockLines:
        return tr("Backtrack row by row; lock arrays for the columns and both diagonals tell at "
                  "once whether a square is free.");
    case nq::Algorithm::AvailableColumns:
        return tr("Backtrack row by row; each row tries only the columns no queen holds yet, "
                  "so only the diagonals need checking.");
    case nq::Algorithm::ForwardChecking:
        return tr("Backtrack row by row; each queen prunes the squares it attacks from the rows "
                  "below, and a row left with no square sends the search back at once.");
    case nq::Algorithm::Mrv:
        return tr("Forward checking that fills next the empty row with the fewest squares left "
                  "(minimum remaining values).");
    case nq::Algorithm::DancingLinks:
        return tr("Knuth's Algorithm X with dancing links: each row and column must be covered "
                  "once; it fills the row or column with the fewest options first.");
    case nq::Algorithm::MinConflicts:
        return tr("Local search: start from a full board, then move an attacked queen within "
                  "its row to the square with the fewest attackers until none is attacked. "
                  "Finds one solution, not all.");
    case nq::Algorithm::Bitmask:
        break;
    }
    return tr("Backtrack row by row; bitboards of attacked columns and diagonals give a row's "
              "free squares in one operation.");
}

QString AlgorithmText::workMeasure(nq::Algorithm algorithm)
{
    switch (algorithm) {
    case nq::Algorithm::Permutations:
        return tr("Pair checks");
    case nq::Algorithm::CheckQueens:
        return tr("Queen checks");
    case nq::Algorithm::MarkBoard:
        return tr("Cells written");
    case nq::Algorithm::LockLines:
        return tr("Lock lookups");
    case nq::Algorithm::AvailableColumns:
        return tr("Diagonal checks");
    case nq::Algorithm::ForwardChecking:
    case nq::Algorithm::Mrv:
        return tr("Consistency checks");
    case nq::Algorithm::DancingLinks:
        return tr("Link updates");
    case nq::Algorithm::MinConflicts:
        return tr("Squares scored");
    case nq::Algorithm::Bitmask:
        break;
    }
    return tr("Mask operations");
}
