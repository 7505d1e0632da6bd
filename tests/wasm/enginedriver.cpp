// SPDX-License-Identifier: MIT
/*
 * The native side of the differential test of the WebAssembly engines
 * (tst_wasmengine, issue 40).
 *
 *   nq_enginedriver script SEED COUNT [--words TABLE... [--bad FILE...]]
 *                                       writes COUNT random sequences of
 *                                       actions, one command a line
 *   nq_enginedriver run [--time]        reads commands, writes one answer a line
 *
 * With tables of words (nq_wordstable's, the desktop's tr() in a language),
 * each practice sequence first installs one of them, or none, or one of the
 * --bad files (which must be refused, the table before staying): then the
 * answers carry the sentences, and the test holds them equal too.
 *
 * `script` plays each sequence on the engines themselves (learn/), so that
 * its actions aim at something: the right step, each kind of mistake, Show
 * me, steps back, and predict's questions answered right, wrong, twice and
 * not at all. The answers are not kept: `run` gives them, through the C
 * entry of wasm/engine.h compiled natively, and runner.js through the same
 * source compiled to WebAssembly; the test requires the two to be equal line
 * by line. `script` fails when the sequences miss a mistake kind, a
 * question kind or a verdict, so that a change of the engines cannot thin
 * the test out unnoticed.
 *
 * Commands (the engine is the one the sequence made last):
 *   practice ALGORITHM N REFUSALS LIMIT   act ACTION ROW COL   show   back STEPS
 *   state   predict ALGORITHM N RUNSEED FREQUENCY K SEED KINDS   ask POSITION
 *   next FROM LIMIT   answer FIELD A B   reveal   score   free   # a comment
 *   words FILE (a table of words, installed with nq_words_set; "none": {})
 */
#include "learn/practiceengine.h"
#include "learn/predictengine.h"
#include "learn/question.h"
#include "learn/stepstream.h"
#include "solver/algorithm.h"
#include "wasm/engine.h"

#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace nq::learn;
using nq::Algorithm;
using nq::Event;
using nq::EventKind;
using nq::Square;

// How far `next` looks for a question, in positions.
constexpr int NextLimit = 400;

constexpr std::array<const char *, 4> FrequencyNames
    = { "every-step", "each-backtrack", "each-new-row", "one-in-k" };
constexpr std::array<const char *, 3> ActionNames = { "place", "refuse", "takeback" };

// splitmix64: the same numbers on every machine, so a seed names a script.
class Random
{
public:
    explicit Random(std::uint64_t seed)
        : m_state(seed)
    { }
    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    // Uniform enough in [low, high].
    int between(int low, int high)
    {
        return int(low + std::int64_t(next() % std::uint64_t(std::int64_t(high) - low + 1)));
    }
    bool chance(int percent) { return between(0, 99) < percent; }

private:
    std::uint64_t m_state;
};

// What the script met, to require that it met everything.
struct Coverage
{
    std::set<MistakeKind> mistakes;
    std::set<QuestionKind> asked;
    std::set<Verdict> verdicts;
    std::set<Algorithm> practised;
    std::set<Algorithm> predicted;
    std::uint64_t rightSteps = 0;
    std::uint64_t shown = 0;
    std::uint64_t stepsBack = 0;
    std::uint64_t ignored = 0;
    std::uint64_t finished = 0;
};

std::string squareArgs(Square square)
{
    return std::to_string(square.row) + ' ' + std::to_string(square.col);
}

// --- script: practice

PupilAction actionFor(const Event &event)
{
    switch (event.kind) {
    case EventKind::Reject:
        return PupilAction::Refuse;
    case EventKind::Remove:
        return PupilAction::TakeBack;
    default:
        return PupilAction::Place;
    }
}

// A square and action that is likely a mistake of some kind: the wrong
// action on the right square, another square of the row, a queen that is
// not the one, an empty square taken back, or anywhere (off the board too).
std::pair<PupilAction, Square> likelyMistake(Random &random, PracticeEngine &engine)
{
    const int n = engine.boardSize();
    const Event *next = engine.expected();
    const Square expected = next ? next->square : Square { 0, 0 };
    const auto action = PupilAction(random.between(0, 2));
    std::vector<Square> queens;
    for (int row = 0; row < n; ++row) {
        if (engine.queens()[row] >= 0) {
            queens.push_back({ row, engine.queens()[row] });
        }
    }
    switch (random.between(0, 5)) {
    case 0: // the wrong action where the algorithm acts
        return { PupilAction((int(next ? actionFor(*next) : PupilAction::Place)
                                 + random.between(1, 2))
                     % 3),
            expected };
    case 1: // another square of the row
        return { random.chance(60) ? PupilAction::Place : PupilAction::Refuse,
            { std::max(0, expected.row), random.between(0, n - 1) } };
    case 2: // a queen on the board
        if (!queens.empty()) {
            return { random.chance(70) ? PupilAction::TakeBack : PupilAction::Refuse,
                queens[std::size_t(random.between(0, int(queens.size()) - 1))] };
        }
        [[fallthrough]];
    case 3: // a square of another row
        return { action, { random.between(0, n - 1), random.between(0, n - 1) } };
    case 4: // an empty square taken back
        return { PupilAction::TakeBack, { random.between(0, n - 1), random.between(0, n - 1) } };
    default: // anywhere, now and then off the board
        return { action, { random.between(-1, n), random.between(-1, n) } };
    }
}

void practiceSequence(Random &random, Coverage &coverage, std::ostream &out)
{
    std::vector<Algorithm> practised;
    for (const nq::AlgorithmInfo &info : nq::algorithms()) {
        if (availability(info.id, 4) == Availability::Available) {
            practised.push_back(info.id);
        }
    }
    const Algorithm algorithm = practised[std::size_t(random.between(0, int(practised.size()) - 1))];
    const int n = random.between(4, 10);
    const bool refusals = random.chance(75);
    const int limit = random.chance(60) ? 0 : random.between(1, 300);
    coverage.practised.insert(algorithm);
    out << "practice " << nq::algorithmInfo(algorithm).name << ' ' << n << ' ' << int(refusals)
        << ' ' << limit << '\n';
    PracticeEngine engine(algorithm, StepStream::runSource(algorithm, n, nq::DefaultSeed),
        std::vector<int>(std::size_t(n), -1), { refusals, std::uint64_t(limit) });
    const int length = random.between(1, 120);
    for (int i = 0; i < length; ++i) {
        if (engine.finished()) {
            ++coverage.finished;
            // An action after the end is ignored; then the state, and done.
            out << "act place 0 0\nstate\n";
            break;
        }
        const int roll = random.between(0, 99);
        if (roll < 45 && engine.expected()) {
            const Event next = *engine.expected();
            const PupilAction action = actionFor(next);
            out << "act " << ActionNames[std::size_t(action)] << ' ' << squareArgs(next.square)
                << '\n';
            engine.act(action, next.square);
            ++coverage.rightSteps;
        } else if (roll < 55) {
            out << "show\n";
            engine.showMe();
            ++coverage.shown;
        } else if (roll < 60) {
            const int steps = random.between(1, 4);
            out << "back " << steps << '\n';
            const std::uint64_t back = std::min<std::uint64_t>(std::uint64_t(steps), engine.position());
            engine.syncTo(engine.position() - back);
            ++coverage.stepsBack;
        } else if (roll < 62) {
            out << "state\n";
        } else {
            const auto [action, square] = likelyMistake(random, engine);
            out << "act " << ActionNames[std::size_t(action)] << ' ' << squareArgs(square) << '\n';
            if (const std::optional<StepVerdict> verdict = engine.act(action, square)) {
                if (verdict->mistake) {
                    coverage.mistakes.insert(*verdict->mistake);
                }
            } else {
                ++coverage.ignored;
            }
        }
    }
    out << "state\nfree\n";
}

// --- script: predict

// The answer `question` takes, as an `answer` command's arguments.
std::string rightAnswer(const Question &question)
{
    switch (question.kind) {
    case QuestionKind::NextEvent:
        return "action " + std::to_string(int(question.action)) + " 0";
    case QuestionKind::TriesLeft:
        return "number " + std::to_string(question.count) + " 0";
    case QuestionKind::PartOfSolution:
        return std::string("yes ") + (question.yes ? "1" : "0") + " 0";
    case QuestionKind::ChosenLine:
    case QuestionKind::WipedOutRow:
        return "square " + squareArgs(question.answer);
    default:
        return "square " + squareArgs(question.accepted.front());
    }
}

// Some other answer: mostly of the question's own field, now and then of
// another one or no answer at all (a square off the row, not a line).
std::string otherAnswer(Random &random, const Question &question, int n)
{
    switch (random.between(0, 5)) {
    case 0:
        return "action " + std::to_string(random.between(0, 3)) + " 0";
    case 1:
        return "number " + std::to_string(random.between(-1, n + 1)) + " 0";
    case 2:
        return "yes " + std::to_string(random.between(0, 1)) + " 0";
    case 3: // a line
        return random.chance(50) ? "square " + std::to_string(random.between(0, n - 1)) + " -1"
                                 : "square -1 " + std::to_string(random.between(0, n - 1));
    case 4: // a square of the question's row
        return "square " + std::to_string(std::max(0, question.row)) + ' '
            + std::to_string(random.between(0, n - 1));
    default:
        return "square " + std::to_string(random.between(-1, n)) + ' '
            + std::to_string(random.between(-1, n));
    }
}

Answer parsedAnswer(const std::string &arguments)
{
    std::istringstream in(arguments);
    std::string field;
    int a = 0;
    int b = 0;
    in >> field >> a >> b;
    if (field == "square") {
        return Answer::ofSquare({ a, b });
    }
    if (field == "action") {
        return Answer::ofAction(NextAction(a));
    }
    if (field == "number") {
        return Answer::ofNumber(a);
    }
    return Answer::ofYes(a != 0);
}

void predictSequence(Random &random, Coverage &coverage, std::ostream &out)
{
    const auto algorithm = Algorithm(random.between(0, int(nq::algorithms().size()) - 1));
    const int n = random.between(4, 10);
    const int runSeed = random.between(1, 1000);
    const int frequency = random.between(0, 3);
    const int k = random.between(1, 6);
    const int seed = random.between(0, 0x7fffffff);
    const int kinds = random.chance(50) ? (1 << QuestionKindCount) - 1
                                        : random.between(1, (1 << QuestionKindCount) - 1);
    coverage.predicted.insert(algorithm);
    out << "predict " << nq::algorithmInfo(algorithm).name << ' ' << n << ' ' << runSeed << ' '
        << FrequencyNames[std::size_t(frequency)] << ' ' << k << ' ' << seed << ' ' << kinds
        << '\n';
    PredictSettings settings;
    settings.frequency = Frequency(frequency);
    settings.k = k;
    settings.seed = std::uint32_t(seed);
    settings.kinds = unsigned(kinds);
    PredictEngine engine(algorithm, StepStream::runSource(algorithm, n, std::uint32_t(runSeed)),
        std::vector<int>(std::size_t(n), -1), settings);
    std::uint64_t from = 0;
    const int questions = random.between(1, 12);
    for (int i = 0; i < questions; ++i) {
        out << "next " << from << ' ' << NextLimit << '\n';
        const Question *question = nullptr;
        for (std::uint64_t position = from; position < from + NextLimit; ++position) {
            if (engine.wantsStop(position)) {
                question = engine.ask(position);
                break;
            }
        }
        if (!question) {
            break;
        }
        coverage.asked.insert(question->kind);
        const Question asked = *question;
        // Right, wrong then right, wrong twice, or shown.
        for (int tries = 0; tries < 3 && engine.openQuestion(); ++tries) {
            const int roll = random.between(0, 99);
            if (roll < 10) {
                out << "reveal\n";
                engine.reveal();
                break;
            }
            const std::string given = roll < 55 ? rightAnswer(asked) : otherAnswer(random, asked, n);
            out << "answer " << given << '\n';
            coverage.verdicts.insert(engine.answer(parsedAnswer(given)).verdict);
        }
        if (engine.openQuestion() && random.chance(50)) {
            out << "reveal\n";
            engine.reveal();
        }
        if (random.chance(15)) {
            // Back to a question closed before: not asked again.
            out << "ask " << asked.position << '\n';
            engine.ask(asked.position);
        }
        from = asked.position + 1 + std::uint64_t(random.between(0, 3));
    }
    out << "score\nfree\n";
}

int script(std::uint64_t seed, int count, const std::vector<std::string> &tables,
    const std::vector<std::string> &bad)
{
    Coverage coverage;
    for (int i = 0; i < count; ++i) {
        Random random(seed * 1000003 + std::uint64_t(i));
        const bool practice = random.chance(65);
        std::cout << "# sequence " << i << '\n';
        if (!tables.empty()) {
            // Mostly a table, now and then none, or a bad one (the table
            // before stays).
            const int roll = random.between(0, 99);
            if (roll < 10) {
                std::cout << "words none\n";
            } else if (roll < 15 && !bad.empty()) {
                std::cout << "words " << bad[std::size_t(random.between(0, int(bad.size()) - 1))]
                          << '\n';
            } else {
                std::cout << "words "
                          << tables[std::size_t(random.between(0, int(tables.size()) - 1))] << '\n';
            }
        }
        if (practice) {
            practiceSequence(random, coverage, std::cout);
        } else {
            predictSequence(random, coverage, std::cout);
        }
    }
    std::cerr << count << " sequences: " << coverage.rightSteps << " right steps, "
              << coverage.shown << " shown, " << coverage.stepsBack << " steps back, "
              << coverage.mistakes.size() << " of " << MistakeKindCount << " mistake kinds, "
              << coverage.ignored << " actions ignored, " << coverage.finished
              << " practices finished; " << coverage.practised.size()
              << " algorithms practised, " << coverage.predicted.size() << " predicted, "
              << coverage.asked.size() << " of " << QuestionKindCount << " question kinds, "
              << coverage.verdicts.size() << " of 4 verdicts\n";
    std::size_t practicable = 0;
    for (const nq::AlgorithmInfo &info : nq::algorithms()) {
        practicable += availability(info.id, 4) == Availability::Available;
    }
    const bool complete = coverage.mistakes.size() == MistakeKindCount
        && coverage.asked.size() == std::size_t(QuestionKindCount) && coverage.verdicts.size() == 4
        && coverage.practised.size() == practicable
        && coverage.predicted.size() == nq::algorithms().size()
        && coverage.shown > 0 && coverage.stepsBack > 0 && coverage.ignored > 0
        && coverage.finished > 0;
    for (std::size_t kind = 0; kind < MistakeKindCount; ++kind) {
        if (!coverage.mistakes.contains(MistakeKind(kind))) {
            std::cerr << "never made: " << mistakeKindName(MistakeKind(kind)) << '\n';
        }
    }
    if (!complete) {
        std::cerr << "the script misses something the engines do: a mistake kind, a question "
                     "kind, a verdict or an algorithm\n";
    }
    std::cout.flush();
    return complete ? 0 : 1;
}

// --- run

const char *runCommand(const std::string &line, int &engine)
{
    std::istringstream in(line);
    std::string command;
    in >> command;
    if (command == "practice") {
        std::string algorithm;
        int n = 0, refusals = 0, limit = 0;
        in >> algorithm >> n >> refusals >> limit;
        engine = nq_practice_new(algorithm.c_str(), n, refusals, limit);
        return nq_practice_state(engine);
    }
    if (command == "act") {
        std::string action;
        int row = 0, col = 0;
        in >> action >> row >> col;
        return nq_practice_act(engine, action.c_str(), row, col);
    }
    if (command == "show") {
        return nq_practice_show_me(engine);
    }
    if (command == "back") {
        int steps = 0;
        in >> steps;
        return nq_practice_step_back(engine, steps);
    }
    if (command == "state") {
        return nq_practice_state(engine);
    }
    if (command == "predict") {
        std::string algorithm, frequency;
        int n = 0, runSeed = 0, k = 0, seed = 0, kinds = 0;
        in >> algorithm >> n >> runSeed >> frequency >> k >> seed >> kinds;
        engine = nq_predict_new(algorithm.c_str(), n, runSeed, frequency.c_str(), k, seed, kinds);
        return nq_predict_score(engine);
    }
    if (command == "ask") {
        int position = 0;
        in >> position;
        return nq_predict_ask(engine, position);
    }
    if (command == "next") {
        int from = 0, limit = 0;
        in >> from >> limit;
        return nq_predict_next(engine, from, limit);
    }
    if (command == "answer") {
        std::string field;
        int a = 0, b = 0;
        in >> field >> a >> b;
        return nq_predict_answer(engine, field.c_str(), a, b);
    }
    if (command == "reveal") {
        return nq_predict_reveal(engine);
    }
    if (command == "score") {
        return nq_predict_score(engine);
    }
    if (command == "free") {
        nq_free(engine);
        engine = 0;
        return "freed";
    }
    if (command == "words") {
        std::string file;
        in >> file;
        std::string json = "{}";
        if (file != "none") {
            std::ifstream table(file, std::ios::binary);
            if (!table) {
                return nullptr;
            }
            json.assign(std::istreambuf_iterator<char>(table), std::istreambuf_iterator<char>());
        }
        return nq_words_set(json.c_str()) ? "1" : "0";
    }
    return nullptr;
}

int run(bool timed)
{
    int engine = 0;
    std::string line;
    std::uint64_t calls = 0;
    std::chrono::steady_clock::duration spent {};
    while (std::getline(std::cin, line)) {
        if (line.empty() || line[0] == '#') {
            std::cout << line << '\n';
            continue;
        }
        const auto start = std::chrono::steady_clock::now();
        const char *answer = runCommand(line, engine);
        spent += std::chrono::steady_clock::now() - start;
        ++calls;
        if (!answer) {
            std::cerr << "unknown command: " << line << '\n';
            return 2;
        }
        std::cout << answer << '\n';
    }
    if (timed) {
        std::cerr << calls << " calls, "
                  << std::chrono::duration<double, std::micro>(spent).count() / double(calls)
                  << " us a call (native)\n";
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    const std::string mode = argc > 1 ? argv[1] : "";
    if (mode == "script" && argc >= 4) {
        std::vector<std::string> tables;
        std::vector<std::string> bad;
        std::vector<std::string> *files = nullptr;
        for (int i = 4; i < argc; ++i) {
            const std::string arg = argv[i];
            if (arg == "--words") {
                files = &tables;
            } else if (arg == "--bad") {
                files = &bad;
            } else if (files) {
                files->push_back(arg);
            } else {
                files = nullptr;
                break;
            }
        }
        if (argc == 4 || files) {
            return script(std::strtoull(argv[2], nullptr, 10), std::atoi(argv[3]), tables, bad);
        }
    }
    if (mode == "run" && (argc == 2 || (argc == 3 && std::string(argv[2]) == "--time"))) {
        return run(argc == 3);
    }
    std::cerr << "usage: nq_enginedriver script SEED COUNT [--words TABLE... [--bad FILE...]] | "
                 "run [--time]\n";
    return 2;
}
