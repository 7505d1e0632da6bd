// SPDX-License-Identifier: MIT
#pragma once

#include "learn/predictengine.h"
#include "learn/question.h"
#include "learn/words.h"
#include "solver/event.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace nq::learn {

/*
 * The sentences of predict mode, composed on a table of templates in the
 * pupil's language (Words), as PracticeSentences does for practice: the
 * names of the question kinds, frequencies and NextEvent's answers, the
 * questions (the window's and the pupils' forms), the verdicts with their
 * why, the answer revealed, and why an answer is right. The window, the
 * class's pages and the homework say them alike: PredictText fills the
 * table from tr(), the homework file carries it.
 *
 * The keys are keys(), "predict.*"; a sentence with a count has three
 * entries, "#0", "#1" and "#other" (Words::sayCount()).
 *
 * Squares are named as the board labels them ("e6"), rows by their rank
 * number on the board's left edge (row 0 of 8 x 8 is "row 8"). The table is
 * the caller's and must outlive this object.
 */
class PredictSentences
{
public:
    explicit PredictSentences(const Words &words)
        : m_words(words)
    { }

    // Every key the sentences read, for a host to fill and a test to check.
    static std::span<const std::string_view> keys() noexcept;

    std::string kindName(QuestionKind kind) const;
    std::string frequencyName(Frequency frequency) const;
    std::string actionName(NextAction action) const;
    // The question on an n x n board; `refuses`: whether the algorithm ever
    // refuses a square (NextEvent names refusing only then).
    std::string question(const Question &question, int n, bool refuses = true) const;
    // The same question as a pupil's page asks it: a square question says
    // "Tap" where question() says "Click"; an option question names no way
    // to answer (the page's buttons say it).
    std::string pupilQuestion(const Question &question, int n, bool refuses = true) const;
    // "row 5" for {row, -1}, "column c" for {-1, col}.
    std::string line(int n, Square line) const;
    // "along the diagonal" (Column, Diagonal, AntiDiagonal); empty for None.
    std::string lineWords(Line line) const;
    // What the answer checked in `check` means: right (and the detail),
    // wrong and why, or the answer revealed.
    std::string verdict(const Check &check, const Question &question, int n) const;
    // "The answer: e6." for a question closed without a right answer.
    std::string revealed(const Question &question, int n) const;
    // Why the answer checked in `check` is right or wrong, as a pupil reads
    // it after the answer is revealed: for a wrong answer the why of
    // verdict(), for a right one rightReason() (an attacker's own queen,
    // along its own line).
    std::string reason(const Check &check, const Question &question, int n) const;
    // Why the question's answer is right, speaking of it as "it".
    std::string rightReason(const Question &question, int n) const;
    // Why an answer is wrong (or no answer), as verdict() says it.
    std::string why(const Check &check, const Question &question, int n) const;

private:
    // The rank of `row` on an n x n board: "5".
    static std::string row(int n, int row);
    std::string say(std::string_view key, std::initializer_list<std::string_view> args = {}) const
    {
        return m_words.say(key, args);
    }
    std::string sayCount(
        std::string_view key, int count, std::initializer_list<std::string_view> args = {}) const
    {
        // A count below 0 (none given) reads as the "other" form of 0.
        return m_words.sayCount(key, std::uint64_t(count < 0 ? 0 : count), args);
    }

    const Words &m_words;
};

} // namespace nq::learn
