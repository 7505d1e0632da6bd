// SPDX-License-Identifier: MIT
#include "learn/question.h"

namespace nq::learn {

unsigned questionKinds(Algorithm algorithm) noexcept
{
    // The row-by-row backtrackers: every question about a row's search.
    constexpr unsigned rowByRow = questionSet({ QuestionKind::NextSquare, QuestionKind::Attacker,
        QuestionKind::NextEvent, QuestionKind::TriesLeft, QuestionKind::PartOfSolution });
    switch (algorithm) {
    case Algorithm::CheckQueens:
    case Algorithm::MarkBoard:
    case Algorithm::LockLines:
    case Algorithm::Bitmask:
    case Algorithm::AvailableColumns:
        return rowByRow;
    case Algorithm::Permutations:
        // NextEvent only: its refusals are whole permutations and its
        // places follow the next permutation, not a search of the row.
        return questionSet({ QuestionKind::NextEvent });
    case Algorithm::ForwardChecking:
        // No Attacker: it never refuses, it prunes.
        return questionSet({ QuestionKind::NextSquare, QuestionKind::NextEvent,
            QuestionKind::TriesLeft, QuestionKind::PartOfSolution, QuestionKind::WipedOutRow });
    case Algorithm::Mrv:
        return questionSet({ QuestionKind::NextSquare, QuestionKind::NextEvent,
            QuestionKind::TriesLeft, QuestionKind::PartOfSolution, QuestionKind::WipedOutRow,
            QuestionKind::ChosenLine });
    case Algorithm::DancingLinks:
        // No TriesLeft: a level that chose a column places in several rows,
        // and a row may get its queen at a deeper level, so "the row's
        // tries" is no count the search makes. No Attacker: it never refuses.
        return questionSet({ QuestionKind::NextSquare, QuestionKind::NextEvent,
            QuestionKind::PartOfSolution, QuestionKind::ChosenLine });
    case Algorithm::MinConflicts:
        // FewestAttackers only: its next square is a random tie-break, so
        // the question is which squares tie.
        return questionSet({ QuestionKind::FewestAttackers });
    }
    return 0;
}

} // namespace nq::learn
