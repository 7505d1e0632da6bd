// SPDX-License-Identifier: MIT
#include "wasm/engine.h"

#include "learn/practiceengine.h"
#include "learn/practicesentences.h"
#include "learn/predictengine.h"
#include "learn/predictsentences.h"
#include "learn/question.h"
#include "learn/stepstream.h"
#include "learn/words.h"
#include "solver/algorithm.h"
#include "solver/event.h"

#include <array>
#include <charconv>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <variant>
#include <vector>

namespace {

using nq::Event;
using nq::Square;
using namespace nq::learn;

// The names of the session file and the class's messages (see engine.h).
constexpr std::array<std::string_view, QuestionKindCount> KindNames = { "next-square", "attacker",
    "next-event", "tries-left", "part-of-solution", "fewest-attackers", "chosen-line",
    "wiped-out-row" };
constexpr std::array<std::string_view, 4> FrequencyNames
    = { "every-step", "each-backtrack", "each-new-row", "one-in-k" };
constexpr std::array<std::string_view, 4> NextActionNames
    = { "place", "refuse", "backtrack", "solution" };
constexpr std::array<std::string_view, 3> PupilActionNames = { "place", "refuse", "takeback" };
constexpr std::array<std::string_view, 4> VerdictNames
    = { "right", "try-again", "revealed", "ignored" };
constexpr std::array<std::string_view, 21> WhyNames = { "none", "not-in-row", "no-queen-there",
    "attacked", "already-tried", "first-free-comes-first", "not-attacking", "free",
    "row-exhausted", "board-full", "too-many", "too-few", "no-solution-below", "solution-below",
    "more-attackers", "not-a-line", "line-has-queen", "more-squares-left", "tie-goes-first",
    "squares-left", "wiped-out-later" };
static_assert(static_cast<std::size_t>(Why::WipedOutLater) + 1 == WhyNames.size());

template<std::size_t N>
std::optional<std::size_t> indexOf(const std::array<std::string_view, N> &names, const char *name)
{
    if (!name) {
        return std::nullopt;
    }
    for (std::size_t i = 0; i < N; ++i) {
        if (names[i] == name) {
            return i;
        }
    }
    return std::nullopt;
}

// Compact JSON, written in one order, so that two builds of this file give
// the same bytes for the same answer. Keys and names are ASCII of our own.
// The text is a vector of chars, not a std::string: Emscripten's libc++
// keeps std::string's members out of line (they took four fifths of a
// call), while a vector's are templates that compile into this file.
class Json
{
public:
    Json() { m_text.reserve(512); }
    Json &open()
    {
        comma();
        put('{');
        m_first = true;
        return *this;
    }
    Json &close()
    {
        put('}');
        m_first = false;
        return *this;
    }
    Json &key(std::string_view name)
    {
        comma();
        put('"');
        put(name);
        put("\":");
        m_first = true; // the value follows without a comma
        return *this;
    }
    Json &number(std::int64_t value)
    {
        comma();
        append(value);
        return *this;
    }
    Json &flag(bool value)
    {
        comma();
        put(value ? "true" : "false");
        return *this;
    }
    Json &name(std::string_view value)
    {
        comma();
        put('"');
        put(value);
        put('"');
        return *this;
    }
    // A sentence (UTF-8, as the table gives it): quotes, backslashes and
    // control characters escaped, the rest as it is.
    Json &text(std::string_view value)
    {
        static constexpr char Hex[] = "0123456789abcdef";
        comma();
        put('"');
        for (const char c : value) {
            const auto byte = static_cast<unsigned char>(c);
            if (c == '"' || c == '\\') {
                put('\\');
                put(c);
            } else if (c == '\n') {
                put("\\n");
            } else if (byte < 0x20) {
                put("\\u00");
                put(Hex[byte >> 4]);
                put(Hex[byte & 0xF]);
            } else {
                put(c);
            }
        }
        put('"');
        return *this;
    }
    Json &null()
    {
        comma();
        put("null");
        return *this;
    }
    Json &openArray()
    {
        comma();
        put('[');
        m_first = true;
        return *this;
    }
    Json &closeArray()
    {
        put(']');
        m_first = false;
        return *this;
    }
    Json &square(Square square)
    {
        comma();
        put('[');
        append(square.row);
        put(',');
        append(square.col);
        put(']');
        return *this;
    }
    Json &squares(std::span<const Square> squares)
    {
        openArray();
        for (const Square &each : squares) {
            square(each);
        }
        return closeArray();
    }
    Json &numbers(std::span<const int> values)
    {
        openArray();
        for (const int value : values) {
            number(value);
        }
        return closeArray();
    }
    Json &event(const Event &event)
    {
        return open()
            .key("kind")
            .name(nq::eventKindName(event.kind))
            .key("square")
            .square(event.square)
            .key("by")
            .square(event.by)
            .key("line")
            .name(nq::lineName(event.line))
            .key("index")
            .number(static_cast<std::int64_t>(event.index))
            .close();
    }
    // The text, ended by a zero, for a caller of the C entry.
    std::vector<char> finish() &&
    {
        put('\0');
        return std::move(m_text);
    }

private:
    // Digits straight into the text: no string per number (the module
    // answers every tap, and its allocator is not the system's).
    void append(std::int64_t value)
    {
        std::array<char, 24> digits;
        const auto end = std::to_chars(digits.data(), digits.data() + digits.size(), value).ptr;
        m_text.insert(m_text.end(), digits.data(), end);
    }
    void comma()
    {
        if (!m_first) {
            put(',');
        }
        m_first = false;
    }

    void put(char c) { m_text.push_back(c); }
    void put(std::string_view text) { m_text.insert(m_text.end(), text.begin(), text.end()); }

    std::vector<char> m_text;
    bool m_first = true;
};

using Engine = std::variant<std::unique_ptr<PracticeEngine>, std::unique_ptr<PredictEngine>>;

// The engines by handle, the text the last call returned, and the table
// of templates the page installed (empty: no sentences in the answers).
struct Engines
{
    std::map<int, Engine> engines;
    int next = 1;
    std::vector<char> out;
    Words words;
};

Engines &engines()
{
    static Engines all;
    return all;
}

const char *answer(Json json)
{
    engines().out = std::move(json).finish();
    return engines().out.data();
}

const char *none()
{
    return "null";
}

int keep(Engine engine)
{
    const int handle = engines().next++;
    engines().engines.emplace(handle, std::move(engine));
    return handle;
}

template<typename T> T *find(int handle)
{
    const auto it = engines().engines.find(handle);
    if (it == engines().engines.end()) {
        return nullptr;
    }
    auto *engine = std::get_if<std::unique_ptr<T>>(&it->second);
    return engine ? engine->get() : nullptr;
}

void writeCounts(Json &json, const PracticeCounts &counts)
{
    json.key("counts")
        .open()
        .key("done")
        .number(static_cast<std::int64_t>(counts.done))
        .key("shown")
        .number(static_cast<std::int64_t>(counts.shown))
        .key("automatic")
        .number(static_cast<std::int64_t>(counts.automatic))
        .key("mistakes");
    std::vector<int> mistakes;
    for (const std::uint64_t count : counts.mistakes) {
        mistakes.push_back(static_cast<int>(count));
    }
    json.numbers(mistakes).close();
}

// position, finished and counts: what every practice answer ends with.
void writeProgress(Json &json, PracticeEngine &engine)
{
    json.key("position")
        .number(static_cast<std::int64_t>(engine.position()))
        .key("finished")
        .flag(engine.finished());
    writeCounts(json, engine.counts());
}

// The sentences that stand for the pupil's next step, with a table: what to
// do next while the practice goes on, the summary once it is over (null
// for the other), as seat work's page shows them.
void writeGuide(Json &json, PracticeEngine &engine)
{
    const Words &words = engines().words;
    if (words.empty()) {
        return;
    }
    const PracticeSentences say(words);
    const bool refusalsMarked = !engine.options().refusalsForPupil;
    json.key("instruction");
    if (engine.finished()) {
        json.null().key("summary").text(say.summary(engine.counts(), engine.solutionReached()));
    } else {
        json.text(say.instruction(engine, refusalsMarked)).key("summary").null();
    }
}

// The answer to an action or a step shown, in words, with the end of the
// practice when it has just ended.
void writeSaid(Json &json, PracticeEngine &engine, const std::string &said)
{
    if (engines().words.empty()) {
        return;
    }
    json.key("text").text(PracticeSentences(engines().words)
                              .withEnd(said, engine.finished(), engine.solutionReached()));
}

Json practiceState(PracticeEngine &engine)
{
    Json json;
    json.open()
        .key("start")
        .number(static_cast<std::int64_t>(engine.startPosition()))
        .key("solution")
        .flag(engine.solutionReached())
        .key("queens")
        .numbers(engine.queens())
        .key("expected");
    if (const Event *next = engine.expected()) {
        json.event(*next);
    } else {
        json.null();
    }
    writeProgress(json, engine);
    writeGuide(json, engine);
    json.close();
    return json;
}

const char *questionText(const Question *question, const PredictEngine &engine)
{
    if (!question) {
        return none();
    }
    Json json;
    json.open()
        .key("kind")
        .name(KindNames[static_cast<std::size_t>(question->kind)])
        .key("position")
        .number(static_cast<std::int64_t>(question->position))
        .key("row")
        .number(question->row)
        .key("square")
        .square(question->square)
        .key("answer")
        .square(question->answer)
        .key("line")
        .name(nq::lineName(question->line))
        .key("accepted")
        .squares(question->accepted)
        .key("action")
        .name(NextActionNames[static_cast<std::size_t>(question->action)])
        .key("count")
        .number(question->count)
        .key("yes")
        .flag(question->yes)
        .key("solution")
        .number(static_cast<std::int64_t>(question->solution))
        .key("columns")
        .flag(question->columns)
        .key("board")
        .numbers(question->board);
    if (!engines().words.empty()) {
        json.key("text").text(PredictSentences(engines().words)
                                  .pupilQuestion(*question, engine.boardSize(),
                                      nq::algorithmInfo(engine.algorithm()).refuses));
    }
    json.close();
    return answer(std::move(json));
}

void writeTally(Json &json, const PredictScore::Tally &tally)
{
    json.openArray()
        .number(static_cast<std::int64_t>(tally.asked))
        .number(static_cast<std::int64_t>(tally.rightFirst))
        .number(static_cast<std::int64_t>(tally.rightSecond))
        .number(static_cast<std::int64_t>(tally.revealed))
        .closeArray();
}

// The score's fields, in an object the caller opened and closes.
void writeScore(Json &json, const PredictScore &score)
{
    const PredictScore::Tally total = score.total();
    json.key("asked")
        .number(static_cast<std::int64_t>(total.asked))
        .key("rightFirst")
        .number(static_cast<std::int64_t>(total.rightFirst))
        .key("rightSecond")
        .number(static_cast<std::int64_t>(total.rightSecond))
        .key("revealed")
        .number(static_cast<std::int64_t>(total.revealed))
        .key("kinds")
        .openArray();
    for (int k = 0; k < QuestionKindCount; ++k) {
        writeTally(json, score.of(static_cast<QuestionKind>(k)));
    }
    json.closeArray();
}

Json scoreText(const PredictScore &score)
{
    Json json;
    json.open();
    writeScore(json, score);
    json.close();
    return json;
}

std::optional<nq::Algorithm> algorithmNamed(const char *name)
{
    return name ? nq::algorithmFromName(name) : std::nullopt;
}

} // namespace

extern "C" {

int nq_words_set(const char *json)
{
    if (!json) {
        return 0;
    }
    std::optional<Words> words = Words::fromJson(json);
    if (!words) {
        return 0;
    }
    engines().words = std::move(*words);
    return 1;
}

int nq_practice_new(const char *algorithm, int n, int refusalsForPupil, int stepLimit)
{
    const std::optional<nq::Algorithm> id = algorithmNamed(algorithm);
    if (!id || n < nq::MinBoardSize || n > nq::algorithmInfo(*id).maxN
        || availability(*id, n) != Availability::Available || stepLimit < 0) {
        return 0;
    }
    PracticeEngine::Options options;
    options.refusalsForPupil = refusalsForPupil != 0;
    options.stepLimit = static_cast<std::uint64_t>(stepLimit);
    return keep(std::make_unique<PracticeEngine>(*id,
        StepStream::runSource(*id, n, nq::DefaultSeed), std::vector<int>(std::size_t(n), -1),
        options));
}

const char *nq_practice_act(int practice, const char *action, int row, int col)
{
    PracticeEngine *engine = find<PracticeEngine>(practice);
    const std::optional<std::size_t> kind = indexOf(PupilActionNames, action);
    if (!engine || !kind) {
        return none();
    }
    const std::optional<StepVerdict> verdict
        = engine->act(static_cast<PupilAction>(*kind), Square { row, col });
    if (!verdict) {
        return none();
    }
    Json json;
    json.open().key("right").flag(verdict->right).key("mistake");
    if (verdict->mistake) {
        json.name(mistakeKindName(*verdict->mistake));
    } else {
        json.null();
    }
    json.key("action")
        .name(PupilActionNames[static_cast<std::size_t>(verdict->action)])
        .key("square")
        .square(verdict->square)
        .key("expected")
        .event(verdict->expected)
        .key("attacker")
        .square(verdict->attacker)
        .key("line")
        .name(nq::lineName(verdict->line))
        .key("onQueen")
        .flag(verdict->onQueen)
        .key("attackers")
        .squares(verdict->attackers)
        .key("solution")
        .flag(verdict->solutionReached);
    writeProgress(json, *engine);
    if (!engines().words.empty()) {
        writeSaid(json, *engine,
            PracticeSentences(engines().words)
                .verdict(engine->algorithm(), engine->boardSize(), *verdict));
        writeGuide(json, *engine);
    }
    json.close();
    return answer(std::move(json));
}

const char *nq_practice_show_me(int practice)
{
    PracticeEngine *engine = find<PracticeEngine>(practice);
    if (!engine) {
        return none();
    }
    const std::optional<Event> shown = engine->showMe();
    if (!shown) {
        return none();
    }
    Json json;
    json.open().key("shown").event(*shown);
    writeProgress(json, *engine);
    if (!engines().words.empty()) {
        writeSaid(
            json, *engine, PracticeSentences(engines().words).shown(engine->boardSize(), *shown));
        writeGuide(json, *engine);
    }
    json.close();
    return answer(std::move(json));
}

const char *nq_practice_step_back(int practice, int steps)
{
    PracticeEngine *engine = find<PracticeEngine>(practice);
    if (!engine || steps < 0) {
        return none();
    }
    const std::uint64_t back = std::min<std::uint64_t>(std::uint64_t(steps), engine->position());
    engine->syncTo(engine->position() - back);
    return answer(practiceState(*engine));
}

const char *nq_practice_state(int practice)
{
    PracticeEngine *engine = find<PracticeEngine>(practice);
    return engine ? answer(practiceState(*engine)) : none();
}

int nq_predict_new(const char *algorithm, int n, int runSeed, const char *frequency, int k,
    int seed, int kinds)
{
    const std::optional<nq::Algorithm> id = algorithmNamed(algorithm);
    const std::optional<std::size_t> every = indexOf(FrequencyNames, frequency);
    if (!id || !every || n < nq::MinBoardSize || n > nq::algorithmInfo(*id).maxN) {
        return 0;
    }
    PredictSettings settings;
    settings.frequency = static_cast<Frequency>(*every);
    settings.k = k;
    settings.seed = static_cast<std::uint32_t>(seed);
    settings.kinds = static_cast<unsigned>(kinds) & ((1u << QuestionKindCount) - 1);
    return keep(std::make_unique<PredictEngine>(*id,
        StepStream::runSource(*id, n, static_cast<std::uint32_t>(runSeed)),
        std::vector<int>(std::size_t(n), -1), settings));
}

const char *nq_predict_ask(int predict, int position)
{
    PredictEngine *engine = find<PredictEngine>(predict);
    if (!engine || position < 0) {
        return none();
    }
    return questionText(engine->ask(static_cast<std::uint64_t>(position)), *engine);
}

const char *nq_predict_next(int predict, int from, int limit)
{
    PredictEngine *engine = find<PredictEngine>(predict);
    if (!engine || from < 0 || limit < 0) {
        return none();
    }
    for (std::uint64_t position = std::uint64_t(from); position < std::uint64_t(from) + limit;
         ++position) {
        if (engine->wantsStop(position)) {
            return questionText(engine->ask(position), *engine);
        }
    }
    return none();
}

const char *nq_predict_answer(int predict, const char *field, int a, int b)
{
    PredictEngine *engine = find<PredictEngine>(predict);
    if (!engine || !field) {
        return none();
    }
    const std::string_view given = field;
    Answer reply;
    if (given == "square") {
        reply = Answer::ofSquare({ a, b });
    } else if (given == "action" && a >= 0 && a < int(NextActionNames.size())) {
        reply = Answer::ofAction(static_cast<NextAction>(a));
    } else if (given == "number") {
        reply = Answer::ofNumber(a);
    } else if (given == "yes") {
        reply = Answer::ofYes(a != 0);
    } else {
        return none();
    }
    // The question as asked: answering may close it.
    const std::optional<Question> asked = engine->openQuestion()
        ? std::optional<Question>(*engine->openQuestion())
        : std::nullopt;
    const Check check = engine->answer(reply);
    Json json;
    json.open()
        .key("verdict")
        .name(VerdictNames[static_cast<std::size_t>(check.verdict)])
        .key("tries")
        .number(check.tries)
        .key("why")
        .name(WhyNames[static_cast<std::size_t>(check.why)])
        .key("square")
        .square(check.square)
        .key("by")
        .square(check.by)
        .key("line")
        .name(nq::lineName(check.line))
        .key("attackers")
        .number(check.attackers)
        .key("attackerSquares")
        .squares(check.attackerSquares)
        .key("squaresLeft")
        .number(check.squaresLeft)
        .key("leftSquares")
        .squares(check.leftSquares)
        .key("algorithmsOwn")
        .flag(check.algorithmsOwn)
        .key("open")
        .flag(engine->openQuestion() != nullptr);
    if (asked && !engines().words.empty()) {
        const PredictSentences say(engines().words);
        json.key("text")
            .text(say.verdict(check, *asked, engine->boardSize()))
            .key("reason")
            .text(say.reason(check, *asked, engine->boardSize()));
    }
    json.close();
    return answer(std::move(json));
}

const char *nq_predict_reveal(int predict)
{
    PredictEngine *engine = find<PredictEngine>(predict);
    if (!engine) {
        return none();
    }
    const std::optional<Question> asked = engine->openQuestion()
        ? std::optional<Question>(*engine->openQuestion())
        : std::nullopt;
    engine->reveal();
    Json json;
    json.open();
    writeScore(json, engine->score());
    if (asked && !engines().words.empty()) {
        const PredictSentences say(engines().words);
        json.key("text")
            .text(say.revealed(*asked, engine->boardSize()))
            .key("reason")
            .text(say.rightReason(*asked, engine->boardSize()));
    }
    json.close();
    return answer(std::move(json));
}

const char *nq_predict_score(int predict)
{
    PredictEngine *engine = find<PredictEngine>(predict);
    return engine ? answer(scoreText(engine->score())) : none();
}

void nq_free(int engine)
{
    engines().engines.erase(engine);
}

} // extern "C"
