// SPDX-License-Identifier: MIT
#pragma once

/*
 * The practice and predict engines (learn/) behind a C interface: the entry
 * of the WebAssembly module that checks a pupil's homework in the browser
 * (issue 40), and, compiled natively from the same source, of the test that
 * holds the two builds to the same answers (tests/wasm).
 *
 * An engine is a number (a handle, from 1); 0 is no engine. Every function
 * that returns text returns one line of compact JSON (UTF-8, no spaces
 * outside strings), valid until the next call of any function here; `null`
 * when there is no answer (an unknown handle, an action the engine ignores).
 * The text holds the structure of an answer and, once a table of words is
 * installed (nq_words_set), its sentences as the program says them: the
 * learning room composes them (learn/PracticeSentences) on the table the
 * desktop fills from tr() and the homework file carries, so the pupil reads
 * at home the very words of the window and of seat work.
 *
 * Names, as the program's files and protocols spell them:
 * - algorithms: the CLI's ("lock-lines", see nq::algorithmNames());
 * - a pupil's actions: "place", "refuse", "takeback" (as seat work's page);
 * - mistakes: nq::learn::mistakeKindName() ("placed_on_attacked", ...);
 * - events: nq::eventKindName(), lines: nq::lineName();
 * - question kinds and frequencies: as the session file ("next-square",
 *   "each-new-row", ...); NextEvent's answers "place", "refuse",
 *   "backtrack", "solution";
 * - squares: [row, column], row 0 at the top, [-1, -1] for none; a line
 *   [row, -1] or [-1, column].
 */

#ifdef __cplusplus
extern "C" {
#endif

// --- Words (nq::learn::Words): the table of translated templates.

// Installs the table the sentences are composed on, for every engine from
// the next answer on: one flat JSON object of strings, {"practice.row":
// "Reihe %1", ...} (PracticeText::table() on the desktop: the keys are
// nq::learn::PracticeSentences::keys(), "number.group" and "number.least").
// The homework's table holds practice's and predict's keys together
// (PracticeText::table() and PredictWords::table(): "predict.*").
// Returns 1; 0 when `json` is not such an object (not JSON, a value that is
// not a string, a key twice, bad UTF-8 or escapes, over 1 MB), and the table
// installed before stays. `{}` removes the table: the answers carry no
// sentences. A key the table lacks reads as the key itself. Short names
// are the table's own entries, for the page to read: a mistake kind's
// "practice.kind." + its name above ("practice.kind.wrong_queen"), the
// question kinds' "predict.kind.next_square", ..., NextEvent's answers
// "predict.action.place", ...
int nq_words_set(const char *json);

// --- Be the solver (nq::learn::PracticeEngine) on an empty n x n board.

// A practice of `algorithm` to the first solution (stepLimit 0) or for
// stepLimit steps; refusalsForPupil 0 marks the refused squares for the
// pupil. 0 when practice does not take that algorithm or n
// (nq::learn::availability(), 1 <= n).
int nq_practice_new(const char *algorithm, int n, int refusalsForPupil, int stepLimit);
// The pupil's action on a square: the verdict {right, mistake, action,
// square, expected (the event the algorithm makes, applied either way),
// attacker, line, onQueen, attackers, solution (reached by this step),
// position, finished, counts}; null when ignored (off the board, finished).
// With a table installed, three more at the end: text (the answer in words,
// "Right: a queen on a4." or "Mistake: <why> The algorithm's step: ...",
// and the end of the practice when this step ended it, as seat work says
// it), instruction (the pupil's next step in words; null once finished) and
// summary (null until finished; its lines joined by "\n").
const char *nq_practice_act(int practice, const char *action, int row, int col);
// "Show me": the pupil's next step done for them: {shown: event, position,
// finished, counts}, with a table also text ("Shown: a queen on a4.", and
// the end as for act), instruction and summary; null when finished.
const char *nq_practice_show_me(int practice);
// The run steps back `steps` steps (the window's step back; the counts stay):
// the state after it, as nq_practice_state().
const char *nq_practice_step_back(int practice, int steps);
// {position, start, finished, solution, queens (queens[row] = column or -1),
// expected (the pupil's next step, or null), counts {done, shown, automatic,
// mistakes (one number per mistake kind, in MistakeKind's order)}}, with a
// table also instruction and summary (as for act).
const char *nq_practice_state(int practice);

// --- Predict (nq::learn::PredictEngine) on a run from the empty board.

// Predict mode on the run of `algorithm` (runSeed: min-conflicts' seed)
// with its settings: frequency by name, k, seed, kinds (bit k for
// QuestionKind k). 0 when the algorithm, n or frequency is not one.
int nq_predict_new(const char *algorithm, int n, int runSeed, const char *frequency, int k,
    int seed, int kinds);
// Opens the question at `position` (PredictEngine::ask): the question
// {kind, position, row, square, answer, line, accepted, action, count, yes,
// solution, columns, board}, or null when none is asked there. With a table
// installed also text: the question as the pupils' pages ask it
// (PredictSentences::pupilQuestion(); the names of NextEvent's answers are
// the table's "predict.action.place", ...).
const char *nq_predict_ask(int predict, int position);
// Opens the first question at a position from `from` on, looking at most
// `limit` positions ahead; null when there is none in them.
const char *nq_predict_next(int predict, int from, int limit);
// Answers the open question: `field` "square" (a = row, b = column; a line
// as [row, -1] or [-1, column]), "action" (a = 0 place, 1 refuse, 2
// backtrack, 3 solution), "number" (a) or "yes" (a = 0 or 1). The check
// {verdict, tries, why, square, by, line, attackers, attackerSquares,
// squaresLeft, leftSquares, algorithmsOwn, open (the question is still
// open: a first wrong try)}; null when `field` is none of these. With a
// table and a question open, also text (the verdict as predict mode says
// it: "Right!", "Not quite. <why> Try once more.", or with the answer
// revealed) and reason (why the answer is right or wrong, as the class's
// pages say it after Reveal).
const char *nq_predict_answer(int predict, const char *field, int a, int b);
// Closes the open question as revealed: the score, as nq_predict_score(),
// with a table and a question open also text ("The answer: e6.") and
// reason (why it is right).
const char *nq_predict_reveal(int predict);
// {asked, rightFirst, rightSecond, revealed}: the total, and per kind in
// QuestionKind's order (kinds: [[asked, rightFirst, rightSecond, revealed], ...]).
const char *nq_predict_score(int predict);

// Ends an engine of either kind.
void nq_free(int engine);

#ifdef __cplusplus
}
#endif
