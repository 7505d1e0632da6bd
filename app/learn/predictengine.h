// SPDX-License-Identifier: MIT
#pragma once

#include "learn/predictscore.h"
#include "learn/question.h"
#include "learn/stepstream.h"
#include "solver/algorithm.h"

#include <cstdint>
#include <optional>
#include <set>
#include <vector>

namespace nq::learn {

// Where predict mode stops to ask.
enum class Frequency : int {
    EveryStep, // before every step that some enabled kind fits
    EachBacktrack, // right after each backtrack (a Remove; min-conflicts: a lifted queen)
    EachNewRow, // at the start, and right after each Place (min-conflicts: after each lift;
                // with Prune and Choose events: after each Place and its Prunes and Choose)
    OneInK, // about one step in k, chosen by a hash of (seed, position)
};

struct PredictSettings
{
    Frequency frequency = Frequency::EachNewRow;
    int k = 5; // OneInK: 1 asks at every fitting step
    std::uint64_t seed = 1; // OneInK and the choice among fitting kinds
    unsigned kinds = (1u << QuestionKindCount) - 1; // bit i: QuestionKind(i) may be asked

    bool has(QuestionKind kind) const { return (kinds >> static_cast<int>(kind)) & 1u; }
    void set(QuestionKind kind, bool on);
    friend bool operator==(const PredictSettings &, const PredictSettings &) = default;
};

/*
 * Predict mode without a window: where to stop, what to ask, whether an
 * answer is right, and the score.
 *
 * Positions are the run's (RunController's steps, StepStream's positions):
 * a question at p is asked while the board shows position p, before the
 * event p -> p + 1 is shown. questionAt(p) depends only on the stream, the
 * algorithm and the settings, so a class sharing settings and seed gets the
 * same questions at the same steps.
 *
 * Which kinds fit which algorithm (fits()) questionKinds() says
 * (learn/question.cpp, with the reasons): the row-by-row
 * backtrackers NextSquare, Attacker, NextEvent, TriesLeft and
 * PartOfSolution, the propagating searches no Attacker, mrv and
 * dancing-links ChosenLine, forward-checking and mrv WipedOutRow,
 * permutations NextEvent only, min-conflicts FewestAttackers only.
 * At a position, a kind fits only when the events ahead answer it: NextSquare
 * when the row's next Place comes before the row is left (dancing links:
 * and its level chose that row); Attacker when the next event is a Reject;
 * NextEvent when the next event is a Place, Reject, Remove or Solution (not
 * a Prune, Wipeout, Choose or Done); TriesLeft and PartOfSolution only when
 * the answer lies within StepStream::MaxLookahead events; FewestAttackers
 * before a repair move's Place; ChosenLine before a Choose; WipedOutRow
 * right after a Place whose Prunes end in a Wipeout (before the first of
 * them). Several kinds fitting: one is chosen by a hash of (seed, position).
 *
 * The squares a row (or column) has left, in the answers' whys: the squares
 * of it that no queen on the board attacks, in rows without a queen. That
 * is exactly forward checking's domain once a queen's pruning is over (a
 * Remove gives back what its Place pruned) and dancing links' options of an
 * item (covered items are the lines of the queens on the board).
 *
 * Attacker, "any attacker accepted": in every backtracker every queen that
 * attacks the refused square is a reason the algorithm's own test refuses
 * it: check-queens would stop at whichever attacker it compared first,
 * mark-board's square was marked by every attacker (it keeps the first),
 * bitmask's bit is set by every attacker's line, and with lock arrays no two
 * queens share a line, so every attacker holds one of the square's three
 * locks. So every attacker is right; Check::algorithmsOwn says whether it is
 * the one the algorithm found (Question::answer, along Question::line).
 *
 * Answers: a right answer closes the question; the first wrong one gives
 * Verdict::TryAgain with the why, the second Verdict::Revealed. A question
 * closed at a position is not asked again in this engine's lifetime
 * (stepping back and forward again passes it): wantsStop() says no. Step
 * back undoes the run, not the answers.
 */
class PredictEngine
{
public:
    // The run of `algorithm` made by `source` from the board `start` (see
    // StepStream); the stream must be the one the window shows.
    PredictEngine(Algorithm algorithm, StepStream::Source source, std::vector<int> start,
        const PredictSettings &settings = {});

    // Whether `kind` is ever asked for `algorithm` (see above).
    static bool fits(Algorithm algorithm, QuestionKind kind);
    // Whether NextEvent's answer can be `action` for `algorithm` (Refuse only
    // for the algorithms that refuse squares).
    static bool fits(Algorithm algorithm, NextAction action);

    Algorithm algorithm() const { return m_algorithm; }
    int boardSize() const { return m_stream.boardSize(); }
    const PredictSettings &settings() const { return m_settings; }
    // Takes effect at the next question point; an open question stays open.
    void setSettings(const PredictSettings &settings);

    // The question the settings put at `position`, or nullopt (none fits,
    // the settings skip it, or the stream ends before it).
    std::optional<Question> questionAt(std::uint64_t position);
    // True when a run reaching `position` should stop and ask: a question is
    // there and was not closed before.
    bool wantsStop(std::uint64_t position);
    bool isClosed(std::uint64_t position) const { return m_closed.contains(position); }

    // Opens the question at `position` (the open one if it is there already);
    // returns it, or null when wantsStop(position) is false. Opening another
    // drops the open one.
    const Question *ask(std::uint64_t position);
    const Question *openQuestion() const { return m_open ? &*m_open : nullptr; }
    // Answers the open question. Precondition: openQuestion() != nullptr
    // (otherwise Verdict::Ignored). Closes it on Right and Revealed.
    Check answer(const Answer &answer);
    // Closes the open question as revealed (the pupil asked for the answer).
    void reveal();
    // Forgets the open question without scoring it (the run restarted,
    // stepped back, or the mode was left).
    void drop() { m_open.reset(); m_tries = 0; }

    const PredictScore &score() const { return m_score; }
    void clearScore() { m_score.clear(); }

private:
    std::optional<Question> compute(std::uint64_t position);
    bool frequencyAsks(std::uint64_t position, const Event *previous) const;
    std::optional<Question> make(QuestionKind kind, std::uint64_t position, const Event *previous);
    Check check(const Question &question, const Answer &answer) const;
    void close(bool right);

    Algorithm m_algorithm;
    StepStream m_stream;
    PredictSettings m_settings;
    std::optional<Question> m_open;
    int m_tries = 0;
    std::set<std::uint64_t> m_closed;
    PredictScore m_score;
    // The last questionAt(): the gate asks before every step, the window again.
    std::optional<std::uint64_t> m_cachedAt;
    std::optional<Question> m_cached;
};

} // namespace nq::learn
