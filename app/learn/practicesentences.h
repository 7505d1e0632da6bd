// SPDX-License-Identifier: MIT
#pragma once

#include "learn/practiceengine.h"
#include "learn/words.h"
#include "solver/algorithm.h"
#include "solver/event.h"

#include <span>
#include <string>
#include <string_view>

namespace nq::learn {

// What practice tells the pupil to do next, by algorithm (the algorithms'
// descriptions show the same, AlgorithmDescription::PracticeHint).
enum class PracticeHint {
    Permutation, // test the permutation, then the next one
    EveryColumn, // look at every square of the row from the left
    FreeColumns, // look only at the columns no queen holds
    DomainRows, // place on the row's first square left; the program prunes
    ChosenLine, // place on the first square left of the row or column chosen
};
PracticeHint practiceHint(Algorithm algorithm) noexcept;

/*
 * The sentences of practice ("be the solver"), composed on a table of
 * templates in the pupil's language (Words): what to do next, the answer to
 * an action (right, or the mistake and its reason), a step shown, the
 * mistake kinds' short names and the summary. The window's practice mode
 * and seat work say them through learnwords/PracticeText, which fills the
 * table from tr(); the homework page through the WebAssembly module, which
 * gets the same table in the file: the same words everywhere.
 *
 * The keys are keys(), "practice.*" (and "number.*", see Words); their
 * English templates are PracticeText's tr() source strings.
 *
 * Squares are named as the board labels them (nq::squareName(), "a8" top
 * left of 8 x 8), rows by their rank on the board's left edge (row 0 of
 * 8 x 8 is "row 8"), columns by their file letter. `n` is the board's size.
 * The table is the caller's and must outlive this object.
 */
class PracticeSentences
{
public:
    explicit PracticeSentences(const Words &words)
        : m_words(words)
    { }

    // Every key the sentences read, for a host to fill and a test to check.
    static std::span<const std::string_view> keys() noexcept;

    // "row 5" for {row, -1}, "column c" for {-1, col}: a chosen line.
    std::string line(int n, Square line) const;
    // "along the diagonal" (Column, Diagonal, AntiDiagonal); empty for None.
    std::string lineWords(Line line) const;
    // A pupil's step: "a queen on e6", "take back the queen on e6",
    // "refuse e6 (the queen on c8 attacks it along the diagonal)"; empty for
    // events that are never the pupil's.
    std::string step(int n, const Event &event) const;
    // "the queen on b5 along the diagonal", "the queens on a6, b5": every
    // queen attacking the verdict's square on the board the pupil acted on.
    std::string attackers(int n, const StepVerdict &verdict) const;
    // The answer to an action of a practice of `algorithm`: "Right: ..." or
    // "Mistake: <why> The algorithm's step: ...".
    std::string verdict(Algorithm algorithm, int n, const StepVerdict &verdict) const;
    // "Shown: a queen on e6.": a step done for the pupil.
    std::string shown(int n, const Event &event) const;
    // `answer` followed by the end of the practice when it has just ended:
    // the solution reached, or "The practice is over."; `answer` alone
    // while not finished.
    std::string withEnd(std::string answer, bool finished, bool solutionReached) const;
    // "placed on an attacked square", ...
    std::string mistake(MistakeKind kind) const;
    // Why practice is not offered (min-conflicts, too large); empty when it is.
    std::string unavailable(Availability availability) const;
    // What to do next in `engine`'s practice (not finished): the row and how
    // to work on it, as practiceHint() says. Non-const engine: it looks
    // ahead for the chosen line (mrv, dancing links).
    std::string instruction(PracticeEngine &engine, bool refusalsMarked) const;
    // At the end: how it ended, steps done by the pupil, steps shown,
    // mistakes, then one line per mistake kind met ("\n" between lines).
    std::string summary(const PracticeCounts &counts, bool solutionReached) const;

private:
    std::string say(std::string_view key, std::initializer_list<std::string_view> args = {}) const
    {
        return m_words.say(key, args);
    }

    const Words &m_words;
};

} // namespace nq::learn
