// SPDX-License-Identifier: MIT
#pragma once

#include "solver/algorithm.h"
#include "solver/event.h"

#include <cstdint>
#include <initializer_list>
#include <vector>

namespace nq::learn {

// The questions of predict mode. Each is asked only where it makes sense for
// the algorithm and the events ahead (PredictEngine::questionAt says where).
enum class QuestionKind : int {
    NextSquare, // "Where will the next queen go?" (a square of the row)
    Attacker, // "Why is this square refused? Click the queen that attacks it."
    NextEvent, // "What happens next: place, refuse, backtrack or solution?"
    TriesLeft, // "How many more queens will this row try before it backtracks?"
    PartOfSolution, // "Will this queen be part of a solution?"
    FewestAttackers, // min-conflicts: "Which square of this row has the fewest attackers?"
    ChosenLine, // mrv, dancing-links: "Which row (or column) will the search choose next?"
    WipedOutRow, // forward-checking, mrv: "This queen wipes out a row. Which one?"
};
inline constexpr int QuestionKindCount = 8;

// A set of kinds as one number: bit k for QuestionKind k.
constexpr unsigned questionSet(std::initializer_list<QuestionKind> kinds)
{
    unsigned set = 0;
    for (const QuestionKind kind : kinds) {
        set |= 1u << static_cast<int>(kind);
    }
    return set;
}

// The kinds predict mode may ask during a run of `algorithm`, as a
// questionSet() (question.cpp gives each algorithm's reasons). The one list:
// the engines ask it here, without Qt, and the algorithms' descriptions
// (AlgorithmDescription::Traits::questions) take it from here.
unsigned questionKinds(Algorithm algorithm) noexcept;

// The answers of NextEvent, named after the event that comes next.
enum class NextAction : int {
    Place, // EventKind::Place
    Refuse, // EventKind::Reject
    Backtrack, // EventKind::Remove
    Solution, // EventKind::Solution
};

/*
 * One question, asked at `position` (the run shows the board after
 * `position` events; the event that answers it has not been shown). All
 * squares are the solver's (row 0 at the top). Fields not listed for a kind
 * keep their defaults.
 * - NextSquare: row; answer = the square of the next Place; accepted = {answer}.
 * - Attacker: square = the refused square; answer = the queen the algorithm's
 *   own check found (Event::by) and line its line; accepted = every queen on
 *   the board that attacks `square` (see PredictEngine for why all of them).
 * - NextEvent: action; square = the next event's square; for a refusal,
 *   answer and line = its Event::by and line.
 * - TriesLeft: row; count = the queens the row still places before the
 *   search leaves it (0 when it only refuses from here on).
 * - PartOfSolution: square = where the next queen goes; yes = a solution is
 *   found before that queen is taken back; solution = its index (1-based).
 * - FewestAttackers: row (emptied by the repair move); count = the fewest
 *   attackers a square of the row has; accepted = every square of the row
 *   with that many (ties all count); answer = the one the solver picks.
 * - ChosenLine: answer = the line the next Choose names: {row, -1} for a
 *   row, {-1, col} for a column (dancing links only); count = the squares
 *   it has left (Event::index); accepted = {answer} (the tie-break is the
 *   algorithm's rule, not chance: topmost row, rows before columns).
 * - WipedOutRow: square = the queen just placed (the previous event); row =
 *   the row its pruning leaves empty (the Wipeout ahead); answer = {row, -1};
 *   accepted = {answer}.
 */
struct Question
{
    QuestionKind kind = QuestionKind::NextEvent;
    std::uint64_t position = 0;
    int row = -1;
    Square square;
    Square answer;
    Line line = Line::None;
    std::vector<Square> accepted;
    NextAction action = NextAction::Place;
    int count = 0;
    bool yes = false;
    std::uint64_t solution = 0;
    // ChosenLine: the search may choose a column too (dancing links).
    bool columns = false;
    // The board at `position`: board[row] = column, or -1.
    std::vector<int> board;
};

// A pupil's answer: the field the question's kind reads (square for
// NextSquare, Attacker and FewestAttackers; action for NextEvent; number for
// TriesLeft; yes for PartOfSolution). ChosenLine and WipedOutRow read a
// line: square {row, -1} names a row, {-1, col} a column, and a whole
// square (a click on the board) names its row (ChosenLine of dancing links
// takes no whole square: which of its two lines would it be?).
struct Answer
{
    Square square;
    NextAction action = NextAction::Place;
    int number = -1;
    bool yes = false;

    static Answer ofSquare(Square square) { return { square, NextAction::Place, -1, false }; }
    static Answer ofAction(NextAction action) { return { {}, action, -1, false }; }
    static Answer ofNumber(int number) { return { {}, NextAction::Place, number, false }; }
    static Answer ofYes(bool yes) { return { {}, NextAction::Place, -1, yes }; }
};

enum class Verdict {
    Right, // closed: right at the first or second try
    TryAgain, // wrong; one more try
    Revealed, // wrong twice (or shown on request): closed, the answer is out
    Ignored, // not an answer to this question (a square off the row, an empty
             // square where a queen is asked for): no try used
};

// Why an answer is wrong (or, for Ignored, why it is no answer), as data for
// the window to word and draw.
enum class Why {
    None,
    NotInRow, // Ignored: the square is not on the question's row
    NoQueenThere, // Ignored: Attacker wants a queen
    Attacked, // the square is attacked: `by` along `line` (NextSquare; NextEvent
              // when the next event is a refusal)
    AlreadyTried, // NextSquare: a free square left of where the row goes on
    FirstFreeComesFirst, // NextSquare: a free square right of the answer
    NotAttacking, // Attacker: that queen attacks no line of the square
    Free, // NextEvent: the next square is free, it gets a queen
    RowExhausted, // NextEvent: the row has no square left; the queen on
                  // `square` is taken back
    BoardFull, // NextEvent: every row has a queen: a solution
    TooMany, // TriesLeft: fewer than that
    TooFew, // TriesLeft: more than that
    NoSolutionBelow, // PartOfSolution: "yes" was wrong
    SolutionBelow, // PartOfSolution: "no" was wrong
    MoreAttackers, // FewestAttackers: `attackers` queens attack that square
    NotALine, // Ignored: ChosenLine of dancing links wants a row or a column, not a square
    LineHasQueen, // ChosenLine, WipedOutRow: a queen stands on that row (column)
    MoreSquaresLeft, // ChosenLine: that line has `squaresLeft`, another fewer
    TieGoesFirst, // ChosenLine: as few as the answer, but the answer comes first
    SquaresLeft, // WipedOutRow: that row keeps `squaresLeft` squares (`leftSquares`)
    WipedOutLater, // WipedOutRow: that row runs out too, but pruning stops above it
};

// The result of one answer.
struct Check
{
    Verdict verdict = Verdict::Ignored;
    int tries = 0; // answers counted for the question so far (1 or 2)
    Why why = Why::None;
    // The square the why is about (the one given, or the next event's); for
    // ChosenLine and WipedOutRow the line given ({row, -1} or {-1, col}).
    Square square;
    Square by; // Attacked: the queen; Attacker right: the queen given
    Line line = Line::None; // along which `by` attacks `square`
    int attackers = -1; // MoreAttackers: how many queens attack `square`
    std::vector<Square> attackerSquares; // MoreAttackers: those queens
    // MoreSquaresLeft, TieGoesFirst, SquaresLeft: the squares the line
    // given has left (no queen attacks them), and those squares.
    int squaresLeft = -1;
    std::vector<Square> leftSquares;
    // Attacker, right: the queen given is the one the algorithm's check found.
    bool algorithmsOwn = false;
};

} // namespace nq::learn
