// SPDX-License-Identifier: MIT
#pragma once

#include "learn/stepstream.h"
#include "solver/algorithm.h"
#include "solver/event.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace nq::learn {

/*
 * Practice mode ("be the solver"): the pupil does the algorithm's work by
 * hand, and each action is checked against the next event of the run.
 *
 * The pupil's actions are: place a queen on a square, refuse a square (mark
 * it as one the algorithm turns down) and take back a queen. They stand for
 * the run's Place, Reject and Remove events; Solution and Done are not the
 * pupil's: the engine passes them (a Solution passed is "a solution
 * reached"), and so are Prune, Wipeout and Choose (played by the program,
 * counted as automatic). With Options::refusalsForPupil false ("refused squares are
 * marked for me") the Rejects are passed the same way: done for the pupil,
 * shown on the board, counted as automatic, never as the pupil's.
 *
 * What the pupil does, by algorithm:
 * - the backtrackers (check-queens, mark-board, lock-lines, bitmask) share one
 *   tree: in the first empty row, squares from the left; an attacked square
 *   is refused, the first free one gets the queen; a row with no square left
 *   takes back the queen above;
 * - available-columns: the same, but the squares of a column a queen holds
 *   are never looked at: refusing (or placing on) one is a mistake of its
 *   own (UsedColumn); only diagonal attacks are refused;
 * - forward-checking: the same tree with no refusals: the pupil places on
 *   the first square left in the row and takes back; the program plays the
 *   Prunes after each placement and a Wipeout (the pupil then takes back the
 *   queen just placed). Refusing anything is a mistake (NeverRefuses);
 * - mrv and dancing-links: the program plays the Choose (and mrv's Prunes
 *   and Wipeouts); the pupil places on the chosen row's (or column's) first
 *   square left and takes back; a queen outside the chosen line is a
 *   mistake (OutsideChosenLine), and so is any refusal;
 * - permutations: the board is full from the start. A permutation is tested
 *   pair by pair from the top: the later queen of the first attacking pair
 *   is refused (on its own square, which holds a queen); then the next
 *   permutation: the queens of the rows that change are taken back from the
 *   bottom up and the new ones placed from the top down;
 * - min-conflicts is refused (availability()): its moves are random choices
 *   (which attacked queen, which of the tied squares) that a pupil cannot
 *   know, so there is no "right" move to check.
 *
 * A mistake is named (MistakeKind), with the right step and its reason as
 * data (the attacking queen and the line), counted, and the run goes on
 * from the right step: the engine applies the event the algorithm makes.
 * showMe() applies the next step for the pupil and counts it as shown.
 *
 * After each action the engine also passes the events that are not the
 * pupil's (Solution, Done, and Rejects when they are marked for the pupil),
 * so position() always stands before the pupil's next step or at the end.
 *
 * The practice ends (finished()) at the first solution reached, or, with
 * Options::stepLimit > 0, once stepLimit steps of the run lie behind the
 * position it started from; or when the stream ends (boards with no
 * solution). Positions are the stream's (events applied, as RunController
 * counts steps), so a window keeps the run at position().
 *
 * Going back (syncTo() an earlier position: the run's step back) moves the
 * board back but keeps the counts: they record what the pupil did, and a
 * step done again counts again. Going forward without the pupil (the run
 * was stepped or played) counts the steps passed as shown.
 */

// Why practice is not offered for a run.
enum class Availability {
    Available,
    LocalSearch, // min-conflicts: random choices, nothing to check
    TooLarge, // n > MaxPracticeSize
};

// The largest board practice takes: its tree is for hands up to 12 x 12.
inline constexpr int MaxPracticeSize = 12;

Availability availability(Algorithm algorithm, int n) noexcept;

enum class PupilAction {
    Place, // put a queen on the square
    Refuse, // mark the square as refused
    TakeBack, // take back the queen on the square
};

enum class MistakeKind : int {
    PlacedOnAttacked, // placed on a square a queen attacks (the algorithm refuses it)
    RefusedFreeSquare, // refused a square no queen attacks
    SkippedSquare, // acted on a square while the algorithm looks at another one first
    TookBackTooEarly, // took back while the row (or permutation test) is not done
    MissedTakeBack, // placed or refused when the algorithm takes back a queen
    WrongQueen, // took back a queen, but not the one the algorithm takes back
    NotAQueen, // "took back" a square with no queen on it
    UsedColumn, // available-columns: placed on or refused a square of a column a queen holds
    NeverRefuses, // refused a square, but the algorithm never refuses (forward-checking, mrv, dancing-links)
    OutsideChosenLine, // mrv, dancing-links: placed outside the row (column) the search chose
    RefusedQueen, // refused a queen that no other queen attacks (the algorithm keeps it)
};
inline constexpr std::size_t MistakeKindCount = 11;

// "placed_on_attacked", "refused_free_square", ...: the names results files use.
std::string_view mistakeKindName(MistakeKind kind) noexcept;

struct PracticeCounts
{
    std::uint64_t done = 0; // right steps by the pupil
    std::uint64_t shown = 0; // steps shown (showMe(), or the run moved on by itself)
    std::uint64_t automatic
        = 0; // events passed for the pupil (refusals marked, solutions, the end)
    std::array<std::uint64_t, MistakeKindCount> mistakes {};

    std::uint64_t mistakeTotal() const noexcept;
    std::uint64_t mistakesOf(MistakeKind kind) const noexcept
    {
        return mistakes[static_cast<std::size_t>(kind)];
    }
    friend bool operator==(const PracticeCounts &, const PracticeCounts &) = default;
};

// The answer to one action of the pupil.
struct StepVerdict
{
    bool right = false;
    std::optional<MistakeKind> mistake; // set when !right
    PupilAction action = PupilAction::Place; // what the pupil did
    Square square; // where
    // The right step: the event the algorithm makes (applied either way).
    Event expected;
    // The reason, where there is one: the queen that attacks `square` and
    // the line (PlacedOnAttacked, SkippedSquare on an attacked square, and a
    // right refusal; UsedColumn: the queen holding the column);
    // invalid / Line::None otherwise. OutsideChosenLine: see expected.by.
    Square attacker;
    Line line = Line::None;
    // The board the pupil acted on, at `square`: whether a queen stood there,
    // and every queen that attacks it (its own row's too), top down. The
    // reasons given in words rest on these, so that they are true of the
    // board shown.
    bool onQueen = false;
    std::vector<Square> attackers;
    // A Solution event was passed after this step.
    bool solutionReached = false;
};

class PracticeEngine
{
public:
    struct Options
    {
        bool refusalsForPupil = true; // false: "refused squares are marked for me"
        std::uint64_t stepLimit = 0; // 0: until the first solution
    };

    // `source` and `start` as for StepStream: the run of `algorithm`;
    // practice starts at position 0 (syncTo() moves it). The steps are
    // checked against the stream; the algorithm only names some mistakes
    // (UsedColumn, NeverRefuses, OutsideChosenLine).
    PracticeEngine(Algorithm algorithm, StepStream::Source source, std::vector<int> start,
        Options options);

    Algorithm algorithm() const noexcept { return m_algorithm; }
    // Whether the algorithm ever refuses a square (AlgorithmInfo::refuses:
    // false for the ones that prune or cover instead, forward-checking, mrv,
    // dancing-links; and for min-conflicts, which repairs).
    static bool refuses(Algorithm algorithm) noexcept;

    const Options &options() const noexcept { return m_options; }
    // Changes the setting from the next step on (passes the Rejects ahead
    // when they are no longer the pupil's).
    void setRefusalsForPupil(bool forPupil);
    // Changes the range (0: until the first solution); finished() follows at once.
    void setStepLimit(std::uint64_t steps) noexcept { m_options.stepLimit = steps; }

    int boardSize() const noexcept { return m_stream.boardSize(); }
    std::uint64_t position() const noexcept { return m_stream.position(); }
    std::uint64_t startPosition() const noexcept { return m_startPosition; }
    std::span<const int> queens() const noexcept { return m_stream.queens(); }
    const PracticeCounts &counts() const noexcept { return m_counts; }
    bool finished();
    // The first solution was reached (at or before position()).
    bool solutionReached() const noexcept;

    // The pupil's next step: the next event that is the pupil's (Place,
    // Remove, or Reject when refusals are the pupil's); nullptr when
    // finished() or the stream has none left.
    const Event *expected();

    // Checks the pupil's action on `square` (off the board: ignored, returns
    // nullopt; also when finished()). Right: applies it. Wrong: names the
    // mistake, counts it, and applies the right step instead.
    std::optional<StepVerdict> act(PupilAction action, Square square);
    // Applies the pupil's next step for them and counts it as shown; returns
    // it, or nullopt when finished().
    std::optional<Event> showMe();

    // The run moved to `position` without the pupil (step back, a seek, a
    // step of its own): follows it. Forward moves count as shown; then the
    // events that are not the pupil's are passed. Returns false when the
    // stream ends before `position`.
    bool syncTo(std::uint64_t position);
    // Starts counting again from `position` (the start of a practice).
    void restartAt(std::uint64_t position);

    // Called with each event the engine applies as a step from now on,
    // after applying it: the pupil's steps, the right step applied after a
    // mistake, the steps shown, and the events passed for the pupil
    // (refusals marked, prunes, solutions). Not called for the events that
    // syncTo() and restartAt() seek over (no steps). Seat work follows
    // the refusals of the line worked on with it; empty: nobody listens.
    void setStepObserver(std::function<void(const Event &)> observer)
    {
        m_observer = std::move(observer);
    }

    // The queen of the board that attacks `square` first, looking at rows in
    // order and skipping the square's own row, with the line; nullopt when
    // none does. This is what a backtracker's check finds.
    static std::optional<std::pair<Square, Line>> firstAttacker(
        std::span<const int> queens, Square square);
    // Every queen of the board that attacks `square` along a row, column or
    // diagonal, top down (a queen on `square` itself is not one).
    static std::vector<Square> attackersOf(std::span<const int> queens, Square square);

private:
    bool isPupils(const Event &event) const;
    // Applies the next event and then every following one that is not the pupil's.
    bool applyStep();
    void passAutomatic();
    void applyOne();
    StepVerdict judge(PupilAction action, Square square, const Event &expected) const;

    Algorithm m_algorithm;
    StepStream m_stream;
    Options m_options;
    std::uint64_t m_startPosition = 0;
    // The position just after the first Solution event, once met (0: not yet).
    std::uint64_t m_solutionAfter = 0;
    PracticeCounts m_counts;
    std::function<void(const Event &)> m_observer;
};

} // namespace nq::learn
