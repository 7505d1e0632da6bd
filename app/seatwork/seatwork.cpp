// SPDX-License-Identifier: MIT
#include "seatwork/seatwork.h"

#include "learn/stepstream.h"
#include "learnwords/practicetext.h"
#include "solver/notation.h"

#include <QJsonArray>

#include <algorithm>
#include <chrono>
#include <set>
#include <utility>

using nq::learn::MistakeKind;
using nq::learn::PracticeEngine;
using nq::learn::PupilAction;
using nq::learn::StepStream;
using nq::learn::StepVerdict;

namespace {

// The longest square name act() looks at ("ab12" is the longest there is).
constexpr qsizetype MaxSquareName = 8;

std::optional<PupilAction> actionNamed(const QString &action)
{
    if (action == QLatin1String("place")) {
        return PupilAction::Place;
    }
    if (action == QLatin1String("refuse")) {
        return PupilAction::Refuse;
    }
    if (action == QLatin1String("takeback")) {
        return PupilAction::TakeBack;
    }
    return std::nullopt;
}

std::vector<nq::Square> queensOf(std::span<const int> board)
{
    std::vector<nq::Square> queens;
    for (int row = 0; row < int(board.size()); ++row) {
        if (board[row] >= 0) {
            queens.push_back({ row, board[row] });
        }
    }
    return queens;
}

qint64 steadyMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

} // namespace

// One pupil's run.
struct SeatWork::Run
{
    std::unique_ptr<PracticeEngine> engine;
    // The squares refused in the line worked on now, and for each queen
    // placed (a level of the search) the refusals of its line before it,
    // which come back when the queen is taken back and the line goes on.
    std::vector<nq::Square> refused;
    std::vector<std::vector<nq::Square>> levels;
    // The answer to the last action, or the step last shown (one at most).
    std::optional<StepVerdict> verdict;
    std::optional<nq::Event> shown;
    qint64 joined = 0;
    qint64 lastRight = 0;
    qint64 finishedAt = -1;
    bool present = true;

    void follow(const nq::Event &event, int n)
    {
        switch (event.kind) {
        case nq::EventKind::Reject:
            if (refused.size() < std::size_t(n) * std::size_t(n)) {
                refused.push_back(event.square);
            }
            break;
        case nq::EventKind::Place:
            levels.push_back(std::move(refused));
            refused.clear();
            if (levels.size() > std::size_t(n)) {
                levels.erase(levels.begin()); // a full board's start (permutations)
            }
            break;
        case nq::EventKind::Remove:
            if (levels.empty()) {
                refused.clear();
            } else {
                refused = std::move(levels.back());
                levels.pop_back();
            }
            break;
        case nq::EventKind::Solution:
        case nq::EventKind::Done:
        case nq::EventKind::Prune:
        case nq::EventKind::Wipeout:
        case nq::EventKind::Choose:
            break;
        }
    }
};

SeatWork::SeatWork(Clock clock)
    : m_clock(clock ? std::move(clock) : Clock(&steadyMs))
{ }

SeatWork::~SeatWork() = default;

int SeatWork::start(const SeatSettings &settings)
{
    if (!settings.isValid()) {
        return 0;
    }
    m_runs.clear();
    m_order.clear();
    m_recent.clear();
    m_settings = settings;
    m_started = QDateTime::currentDateTimeUtc();
    m_stoppedAt = -1;
    m_open = true;
    return ++m_seatId;
}

void SeatWork::stop()
{
    if (m_open) {
        m_open = false;
        m_stoppedAt = now();
    }
}

SeatWork::Run *SeatWork::run(const QString &pupilId) const
{
    const auto found = m_runs.find(pupilId);
    return found == m_runs.end() ? nullptr : found->second.get();
}

bool SeatWork::hasPupil(const QString &pupilId) const
{
    return run(pupilId) != nullptr;
}

bool SeatWork::addPupil(const QString &pupilId)
{
    if (!m_open || pupilId.isEmpty() || pupilId.size() > SeatResults::MaxIdLength) {
        return false;
    }
    if (Run *known = run(pupilId)) {
        known->present = true;
        return true;
    }
    if (int(m_runs.size()) >= MaxPupils) {
        return false;
    }
    auto added = std::make_unique<Run>();
    const nq::Algorithm algorithm = m_settings.algorithm;
    const int n = m_settings.n;
    const std::vector<int> empty(std::size_t(n), -1);
    PracticeEngine::Options options;
    options.refusalsForPupil = !m_settings.refusalsMarked;
    options.stepLimit = m_settings.stepLimit;
    // As the window's practice mode builds its engine for a run from the
    // empty board (its seed is the run's default one; backtrackers ignore it).
    added->engine = std::make_unique<PracticeEngine>(
        algorithm, StepStream::runSource(algorithm, n, nq::DefaultSeed, empty), empty, options);
    Run *raw = added.get();
    added->engine->setStepObserver([raw, n](const nq::Event &event) { raw->follow(event, n); });
    added->joined = now();
    added->lastRight = added->joined;
    noteProgress(*added);
    m_runs.emplace(pupilId, std::move(added));
    m_order.append(pupilId);
    return true;
}

void SeatWork::removePupil(const QString &pupilId)
{
    if (Run *known = run(pupilId)) {
        known->present = false;
    }
}

bool SeatWork::canAct(const Run *run) const
{
    return m_open && run && !run->engine->finished();
}

void SeatWork::noteProgress(Run &run)
{
    if (run.finishedAt < 0 && run.engine->finished()) {
        run.finishedAt = now();
    }
}

qint64 SeatWork::endOf(const Run &run) const
{
    if (run.finishedAt >= 0) {
        return run.finishedAt;
    }
    return m_stoppedAt >= 0 ? m_stoppedAt : now();
}

bool SeatWork::act(const QString &pupilId, const QString &action, const QString &square)
{
    if (action == QLatin1String("show")) {
        return square.isEmpty() && showMe(pupilId);
    }
    const std::optional<PupilAction> pupilAction = actionNamed(action);
    if (!pupilAction || square.isEmpty() || square.size() > MaxSquareName) {
        return false;
    }
    const std::optional<nq::Square> at = nq::squareNamed(m_settings.n, square.toStdString());
    return at && act(pupilId, *pupilAction, *at);
}

bool SeatWork::act(const QString &pupilId, PupilAction action, nq::Square square)
{
    Run *pupil = run(pupilId);
    const int n = m_settings.n;
    if (!canAct(pupil) || square.row < 0 || square.row >= n || square.col < 0 || square.col >= n) {
        return false;
    }
    PracticeEngine &engine = *pupil->engine;
    const std::uint64_t before = engine.position();
    std::vector<int> board(engine.queens().begin(), engine.queens().end());
    std::vector<nq::Square> refusedBefore = pupil->refused;
    const std::optional<StepVerdict> verdict = engine.act(action, square);
    if (!verdict) {
        // Nothing left to judge; the engine may still have passed the
        // program's own steps on its way there.
        noteProgress(*pupil);
        return engine.position() != before;
    }
    pupil->verdict = verdict;
    pupil->shown.reset();
    if (verdict->right) {
        pupil->lastRight = now();
    } else {
        noteMistake(*pupil, pupilId, *verdict, std::move(board), std::move(refusedBefore));
    }
    noteProgress(*pupil);
    return true;
}

bool SeatWork::showMe(const QString &pupilId)
{
    Run *pupil = run(pupilId);
    if (!canAct(pupil)) {
        return false;
    }
    const std::uint64_t before = pupil->engine->position();
    const std::optional<nq::Event> shown = pupil->engine->showMe();
    if (!shown) {
        noteProgress(*pupil);
        return pupil->engine->position() != before;
    }
    pupil->verdict.reset();
    pupil->shown = shown;
    noteProgress(*pupil);
    return true;
}

void SeatWork::noteMistake(const Run &run, const QString &pupilId, const StepVerdict &verdict,
    std::vector<int> board, std::vector<nq::Square> refused)
{
    Q_UNUSED(run);
    const qint64 when = now();
    while (!m_recent.empty()
        && (m_recent.size() >= MaxRecentMistakes
            || m_recent.front().when < when - CommonMistakeWindowMs)) {
        m_recent.pop_front();
    }
    std::optional<nq::Square> expected;
    if (verdict.expected.square.isValid()) {
        expected = verdict.expected.square;
    }
    m_recent.push_back({ when, *verdict.mistake, verdict.action, pupilId, std::move(board), std::move(refused),
        verdict.square, expected });
}

std::optional<PupilSeat> SeatWork::seat(const QString &pupilId) const
{
    const Run *pupil = run(pupilId);
    if (!pupil) {
        return std::nullopt;
    }
    PracticeEngine &engine = *pupil->engine;
    const int n = m_settings.n;
    PupilSeat seat;
    seat.seat = m_seatId;
    seat.n = n;
    seat.finished = engine.finished();
    if (pupil->verdict) {
        const StepVerdict &v = *pupil->verdict;
        seat.verdict = PupilSeat::Verdict { v.right,
            PracticeText::withEnd(PracticeText::verdict(m_settings.algorithm, n, v), seat.finished,
                engine.solutionReached()),
            v.square, v.attackers, v.expected.square };
    } else if (pupil->shown) {
        const nq::Event &step = *pupil->shown;
        std::vector<nq::Square> by;
        if (step.kind == nq::EventKind::Reject && step.by.isValid()) {
            by.push_back(step.by);
        }
        seat.verdict = PupilSeat::Verdict { true,
            PracticeText::withEnd(PracticeText::shown(n, step), seat.finished, engine.solutionReached()),
            step.square, by, step.square, true };
    }
    const nq::learn::PracticeCounts &counts = engine.counts();
    seat.queens = queensOf(engine.queens());
    if (!seat.finished) {
        seat.refused = pupil->refused;
    }
    seat.canRefuse = PracticeEngine::refuses(m_settings.algorithm) && !m_settings.refusalsMarked;
    seat.instruction = seat.finished ? QString() : PracticeText::instruction(engine, m_settings.refusalsMarked);
    seat.done = counts.done;
    seat.mistakes = counts.mistakeTotal();
    seat.shown = counts.shown;
    seat.summary = seat.finished ? PracticeText::summary(counts, engine.solutionReached()) : QString();
    return seat;
}

QJsonObject SeatWork::seatJson(const QString &pupilId) const
{
    const std::optional<PupilSeat> built = seat(pupilId);
    return built ? built->toJson() : QJsonObject();
}

QJsonObject SeatWork::endJson(const QString &pupilId) const
{
    const Run *pupil = run(pupilId);
    if (!pupil) {
        return {};
    }
    const nq::learn::PracticeCounts &counts = pupil->engine->counts();
    return QJsonObject { { QStringLiteral("seat"), m_seatId },
        { QStringLiteral("summary"),
            PracticeText::summary(counts, pupil->engine->solutionReached()) },
        { QStringLiteral("counts"),
            QJsonObject { { QStringLiteral("done"), double(counts.done) },
                { QStringLiteral("mistakes"), double(counts.mistakeTotal()) },
                { QStringLiteral("shown"), double(counts.shown) } } } };
}

bool SeatWork::isFinished(const QString &pupilId) const
{
    const Run *pupil = run(pupilId);
    return pupil && pupil->engine->finished();
}

nq::learn::PracticeCounts SeatWork::counts(const QString &pupilId) const
{
    const Run *pupil = run(pupilId);
    return pupil ? pupil->engine->counts() : nq::learn::PracticeCounts {};
}

std::vector<int> SeatWork::queens(const QString &pupilId) const
{
    const Run *pupil = run(pupilId);
    if (!pupil) {
        return {};
    }
    return { pupil->engine->queens().begin(), pupil->engine->queens().end() };
}

std::optional<nq::Event> SeatWork::expected(const QString &pupilId) const
{
    const Run *pupil = run(pupilId);
    const nq::Event *next = pupil ? pupil->engine->expected() : nullptr;
    return next ? std::optional<nq::Event>(*next) : std::nullopt;
}

QList<SeatWork::Row> SeatWork::rows() const
{
    QList<Row> rows;
    rows.reserve(m_order.size());
    for (const QString &id : m_order) {
        const Run &pupil = *run(id);
        const nq::learn::PracticeCounts &counts = pupil.engine->counts();
        Row row;
        row.pupilId = id;
        row.done = counts.done;
        row.mistakes = counts.mistakeTotal();
        row.shown = counts.shown;
        row.msSinceRightStep = std::max<qint64>(0, endOf(pupil) - pupil.lastRight);
        row.finished = pupil.engine->finished();
        row.present = pupil.present;
        rows.append(row);
    }
    std::sort(rows.begin(), rows.end(), [](const Row &a, const Row &b) {
        if (a.finished != b.finished) {
            return !a.finished;
        }
        if (a.present != b.present) {
            return a.present;
        }
        if (!a.finished) {
            if (a.msSinceRightStep != b.msSinceRightStep) {
                return a.msSinceRightStep > b.msSinceRightStep;
            }
            if (a.mistakes != b.mistakes) {
                return a.mistakes > b.mistakes;
            }
        }
        return a.pupilId < b.pupilId;
    });
    return rows;
}

std::optional<SeatWork::CommonMistake> SeatWork::commonMistake() const
{
    const qint64 at = now();
    std::array<int, nq::learn::MistakeKindCount> count {};
    std::array<std::set<QString>, nq::learn::MistakeKindCount> pupils;
    std::array<const Mistake *, nq::learn::MistakeKindCount> latest {};
    for (const Mistake &mistake : m_recent) {
        if (mistake.when < at - CommonMistakeWindowMs) {
            continue;
        }
        const auto kind = std::size_t(mistake.kind);
        ++count[kind];
        pupils[kind].insert(mistake.pupilId);
        latest[kind] = &mistake; // m_recent is in time order
    }
    std::optional<std::size_t> best;
    for (std::size_t kind = 0; kind < nq::learn::MistakeKindCount; ++kind) {
        if (count[kind] == 0) {
            continue;
        }
        if (!best || count[kind] > count[*best]
            || (count[kind] == count[*best] && latest[kind]->when > latest[*best]->when)) {
            best = kind;
        }
    }
    if (!best) {
        return std::nullopt;
    }
    const Mistake &example = *latest[*best];
    const int n = int(example.board.size());
    CommonMistake common;
    common.kind = example.kind;
    common.text = PracticeText::mistake(example.kind);
    common.count = count[*best];
    common.pupils = int(pupils[*best].size());
    common.pupilId = example.pupilId;
    common.n = n;
    common.queens = queensOf(example.board);
    common.square = example.square;
    common.by = PracticeEngine::attackersOf(example.board, example.square);
    common.refused = example.refused;
    common.expected = example.expected;
    common.action = example.action;
    common.msAgo = at - example.when;
    return common;
}

SeatResults SeatWork::results() const
{
    SeatResults results(m_seatId, m_settings, m_started);
    for (const QString &id : m_order) {
        const Run &pupil = *run(id);
        const nq::learn::PracticeCounts &counts = pupil.engine->counts();
        SeatResults::Pupil record;
        record.id = id;
        record.done = counts.done;
        record.shown = counts.shown;
        record.mistakes = counts.mistakes;
        record.ms = std::max<qint64>(0, endOf(pupil) - pupil.joined);
        record.finished = pupil.engine->finished();
        record.solutionReached = pupil.engine->solutionReached();
        results.setPupil(record);
    }
    return results;
}
