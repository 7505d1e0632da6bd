// SPDX-License-Identifier: MIT
#pragma once

#include "learn/practiceengine.h"
#include "seatwork/pupilseat.h"
#include "seatwork/seatresults.h"
#include "seatwork/seatsettings.h"
#include "solver/event.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

/*
 * Seat work: every pupil of a class is the solver of their own run, on their
 * own device, each action checked by a practice engine of their own
 * (nq::learn::PracticeEngine, as the window's practice mode builds it: the
 * algorithm's stream from the empty board). The window hands the pupils'
 * actions in (act() with the square the class parsed, by pupil id as the
 * class names them), sends each pupil their seat() after every change of
 * their run, shows rows() and commonMistake() to the teacher, and saves
 * results().
 *
 * Runs are apart: an action names the pupil whose run it changes, and no
 * call changes any other pupil's run. An unknown pupil or a square off the
 * board is refused, nothing changed.
 *
 * Times come from the clock given (milliseconds, never going back), so
 * that tests can move time by hand; by default a monotonic clock. Memory is
 * bounded per pupil: the engine (its stream's look-ahead included), the
 * refusals of the lines worked on (at most n levels of at most n squares)
 * and the last answer; the recent mistakes for commonMistake() are capped
 * in number (MaxRecentMistakes) and in age (CommonMistakeWindowMs).
 *
 * Not thread-safe: one thread (the window's) calls it.
 */
class SeatWork
{
public:
    // Milliseconds from any fixed moment; never goes back.
    using Clock = std::function<qint64()>;

    // The most pupils one seat work takes (addPupil() refuses more).
    static constexpr int MaxPupils = 2000;
    // commonMistake() looks at the mistakes of the last three minutes ...
    static constexpr qint64 CommonMistakeWindowMs = 3 * 60 * 1000;
    // ... and at most this many of them.
    static constexpr std::size_t MaxRecentMistakes = 4096;

    // A pupil's line in the class at a glance (names are the window's).
    struct Row
    {
        QString pupilId;
        std::uint64_t done = 0; // right steps
        std::uint64_t mistakes = 0;
        std::uint64_t shown = 0;
        // Since the pupil's last right step (or since they joined), up to
        // now; for a finished run up to the moment it finished, for a
        // stopped seat work up to stop().
        qint64 msSinceRightStep = 0;
        bool finished = false;
        bool present = true; // false after removePupil()
        friend bool operator==(const Row &, const Row &) = default;
    };

    // The most common mistake of the last CommonMistakeWindowMs, with an
    // example: the latest such mistake, on the board its pupil acted on.
    struct CommonMistake
    {
        nq::learn::MistakeKind kind = nq::learn::MistakeKind::PlacedOnAttacked;
        QString text; // PracticeText::mistake(kind), in the installed language
        int count = 0; // how often in the window
        int pupils = 0; // by how many pupils
        // The example.
        QString pupilId;
        int n = 0;
        std::vector<nq::Square> queens; // the board before the mistake, top down
        nq::Square square; // where the pupil acted
        std::vector<nq::Square> by; // the queens attacking `square` on that board
        std::vector<nq::Square> refused; // the line's squares refused before it, as the pupil saw them
        // The algorithm's step there (what the pupil should have done), as
        // the pupil's page shows it; none when it has no square.
        std::optional<nq::Square> expected;
        nq::learn::PupilAction action = nq::learn::PupilAction::Place;
        qint64 msAgo = 0;
    };

    explicit SeatWork(Clock clock = {});
    ~SeatWork();
    SeatWork(const SeatWork &) = delete;
    SeatWork &operator=(const SeatWork &) = delete;

    /*
     * Starts a new seat work with `settings` (SeatSettings::isValid()): a new
     * seat id (1, 2, ... for this object's life) is returned; every run,
     * pupil and result of the previous one is dropped (save results()
     * first). Returns 0 and changes nothing for invalid settings.
     */
    int start(const SeatSettings &settings);
    // Ends it: act() and showMe() refuse from now on; the runs, rows and
    // results stay (the time stops here) until the next start().
    void stop();
    bool isOpen() const { return m_open; }
    // The current (or last stopped) seat work's id; 0 before the first start().
    int seatId() const { return m_seatId; }
    const SeatSettings &settings() const { return m_settings; }

    /*
     * Gives the pupil a run from its first step (false: no seat work open,
     * an empty id or one longer than SeatResults::MaxIdLength, or
     * MaxPupils reached). A pupil already there keeps their run (a pupil
     * who comes back after removePupil() too): true, nothing changes.
     */
    bool addPupil(const QString &pupilId);
    // The pupil left: their run and results stay (present false in rows()).
    void removePupil(const QString &pupilId);
    bool hasPupil(const QString &pupilId) const;
    // Every pupil's id, in the order they were added.
    QStringList pupilIds() const { return m_order; }

    /*
     * The pupil's action on `square` of the board. True when the pupil's
     * run changed (send their seat again); false, with nothing changed, for
     * an unknown pupil, a square off the board, a seat work not open, or a
     * run that is finished.
     */
    bool act(const QString &pupilId, nq::learn::PupilAction action, nq::Square square);
    // The same with names, for the tests and the benchmark: `action`
    // "place", "refuse" or "takeback" on `square` ("c6", parsed by
    // nq::squareNamed), or "show" (`square` empty) for showMe(); anything
    // else refused, nothing changed.
    bool act(const QString &pupilId, const QString &action, const QString &square);
    // Does the pupil's next step for them (counted as shown); false as act().
    bool showMe(const QString &pupilId);

    /*
     * The pupil's seat (PupilSeat), built once from their run; texts in the
     * installed language. After "show" the verdict is the step shown: right
     * true, text "Shown: ...", square and expected its square, by the
     * refusing queen of a refusal shown. None for an unknown pupil.
     */
    std::optional<PupilSeat> seat(const QString &pupilId) const;
    // seat()'s toJson() (the `seat` message without "v" and "type"), empty
    // for an unknown pupil.
    QJsonObject seatJson(const QString &pupilId) const;
    // {seat, summary, counts}: what the pupil sees once seat work stopped
    // (the summary as far as they came). Empty for an unknown pupil.
    QJsonObject endJson(const QString &pupilId) const;

    // Whether the pupil's run is finished (false for an unknown pupil).
    bool isFinished(const QString &pupilId) const;
    nq::learn::PracticeCounts counts(const QString &pupilId) const;
    // The pupil's board: queens[row] = column or -1 (empty for an unknown pupil).
    std::vector<int> queens(const QString &pupilId) const;
    // The pupil's next right step (Place, Remove or Reject), or nullopt when
    // finished or unknown: for the teacher's projector, tests and benchmarks.
    std::optional<nq::Event> expected(const QString &pupilId) const;

    /*
     * The class at a glance, stuck on top: unfinished runs before finished
     * ones; among the unfinished, the longest time since the last right
     * step first, then the most mistakes; pupils who left after those who
     * are there (within finished and unfinished); ties by pupil id.
     */
    QList<Row> rows() const;
    // See CommonMistake; nullopt when no mistake was made in the window.
    std::optional<CommonMistake> commonMistake() const;
    // Every pupil's results so far (names empty: SeatResults::setName()).
    SeatResults results() const;

private:
    struct Run;
    struct Mistake
    {
        qint64 when = 0;
        nq::learn::MistakeKind kind = nq::learn::MistakeKind::PlacedOnAttacked;
        nq::learn::PupilAction action = nq::learn::PupilAction::Place;
        QString pupilId;
        std::vector<int> board; // before the mistake
        std::vector<nq::Square> refused; // before the mistake
        nq::Square square;
        std::optional<nq::Square> expected;
    };

    Run *run(const QString &pupilId) const;
    bool canAct(const Run *run) const;
    // After a change of `run`: notes when it finished.
    void noteProgress(Run &run);
    qint64 now() const { return m_clock(); }
    // The end of the time counted for a run: now, the stop, or its finish.
    qint64 endOf(const Run &run) const;
    void noteMistake(const Run &run, const QString &pupilId, const nq::learn::StepVerdict &verdict,
        std::vector<int> board, std::vector<nq::Square> refused);

    Clock m_clock;
    int m_seatId = 0;
    bool m_open = false;
    SeatSettings m_settings;
    QDateTime m_started;
    qint64 m_stoppedAt = -1;
    std::map<QString, std::unique_ptr<Run>> m_runs;
    QStringList m_order;
    std::deque<Mistake> m_recent;
};
