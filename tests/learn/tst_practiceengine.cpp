// SPDX-License-Identifier: MIT
// Practice mode's engine: a pupil who does exactly what the stream does is
// right at every step, each kind of mistake is found where the stream makes
// it possible, and the run always goes on from the algorithm's own step.
#include "learn/practiceengine.h"
#include "learn/practicetask.h"
#include "solver/algorithm.h"

#include <QTest>

#include <algorithm>
#include <functional>
#include <vector>

using namespace nq;
using namespace nq::learn;

Q_DECLARE_METATYPE(nq::learn::MistakeKind)

namespace {

std::vector<Event> allEvents(Algorithm algorithm, int n)
{
    std::vector<Event> events;
    for (const Event &event : solve(algorithm, n)) {
        events.push_back(event);
    }
    return events;
}

PracticeEngine makeEngine(
    Algorithm algorithm, int n, bool refusalsForPupil, std::uint64_t limit = 0)
{
    return PracticeEngine(algorithm, [=] { return solve(algorithm, n); }, std::vector<int>(n, -1),
        { refusalsForPupil, limit });
}

// The events that are never the pupil's: the results and the propagation.
bool programs(const Event &event)
{
    return event.kind == EventKind::Solution || event.kind == EventKind::Done
        || event.kind == EventKind::Prune || event.kind == EventKind::Wipeout
        || event.kind == EventKind::Choose;
}

// The algorithms that propagate instead of refusing.
bool neverRefuses(Algorithm algorithm)
{
    return algorithm == Algorithm::ForwardChecking || algorithm == Algorithm::Mrv
        || algorithm == Algorithm::DancingLinks;
}

// The action a pupil who follows the algorithm takes for `event`.
PupilAction actionFor(const Event &event)
{
    return event.kind == EventKind::Place ? PupilAction::Place
        : event.kind == EventKind::Remove ? PupilAction::TakeBack
                                          : PupilAction::Refuse;
}

std::vector<int> board(const PracticeEngine &engine)
{
    return { engine.queens().begin(), engine.queens().end() };
}

// Walks the engine right until `found(engine, event)` holds for its next
// step; false when the practice ends first.
bool walkTo(
    PracticeEngine &engine, const std::function<bool(PracticeEngine &, const Event &)> &found)
{
    while (const Event *next = engine.expected()) {
        if (found(engine, *next)) {
            return true;
        }
        const Event event = *next;
        engine.act(actionFor(event), event.square);
    }
    return false;
}

} // namespace

class TestPracticeEngine : public QObject
{
    Q_OBJECT

private slots:
    // Issue 39 (5): how much work a task is, as seat work's start dialog
    // says it: the pupil's steps when all are right (and their refusals),
    // the same as a pupil acting right step by step does; 6 x 6 lock-lines
    // to the first solution is 196 steps, 140 of them refusals (56 with the
    // refusals marked).
    void taskSize_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("refusalsForPupil");
        QTest::addColumn<quint64>("limit");
        QTest::addColumn<qint64>("steps"); // -1: not stated, only cross-checked
        QTest::addColumn<qint64>("refusals");
        QTest::newRow("6x6 lock-lines") << int(Algorithm::LockLines) << 6 << true << quint64(0) << qint64(196) << qint64(140);
        QTest::newRow("6x6 lock-lines, refusals marked")
            << int(Algorithm::LockLines) << 6 << false << quint64(0) << qint64(56) << qint64(0);
        QTest::newRow("6x6 lock-lines, 30 steps") << int(Algorithm::LockLines) << 6 << true << quint64(30) << qint64(-1) << qint64(-1);
        QTest::newRow("8x8 forward-checking") << int(Algorithm::ForwardChecking) << 8 << true << quint64(0) << qint64(-1) << qint64(0);
        QTest::newRow("5x5 available-columns") << int(Algorithm::AvailableColumns) << 5 << true << quint64(0) << qint64(-1) << qint64(-1);
        QTest::newRow("6x6 permutations, 40 steps") << int(Algorithm::Permutations) << 6 << true << quint64(40) << qint64(-1) << qint64(-1);
    }
    void taskSize()
    {
        QFETCH(int, algorithm);
        QFETCH(int, n);
        QFETCH(bool, refusalsForPupil);
        QFETCH(quint64, limit);
        QFETCH(qint64, steps);
        QFETCH(qint64, refusals);
        const Algorithm which = Algorithm(algorithm);
        const PracticeTask task = PracticeTask::measure(which, n, { refusalsForPupil, limit });
        // A pupil who does every step right, by hand.
        PracticeEngine engine = makeEngine(which, n, refusalsForPupil, limit);
        std::uint64_t done = 0;
        std::uint64_t refused = 0;
        while (const Event *next = engine.expected()) {
            const Event event = *next;
            const std::optional<StepVerdict> verdict = engine.act(actionFor(event), event.square);
            QVERIFY(verdict && verdict->right);
            ++done;
            refused += event.kind == EventKind::Reject ? 1 : 0;
        }
        QCOMPARE(task.steps, done);
        QCOMPARE(task.refusals, refused);
        QCOMPARE(engine.counts().done, done);
        QCOMPARE(task.solutionReached, engine.solutionReached());
        if (steps >= 0) {
            QCOMPARE(qint64(task.steps), steps);
        }
        if (refusals >= 0) {
            QCOMPARE(qint64(task.refusals), refusals);
        }
        QVERIFY(task.steps > 0);
        QCOMPARE(task.minutes(), std::max<std::uint64_t>(1, (task.steps * PracticeTask::PupilSecondsPerStep + 30) / 60));
    }
    void rightAtEveryStep_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("refusals");
        for (const AlgorithmInfo &info : algorithms()) {
            if (!isBacktracker(info.id)) {
                continue;
            }
            for (int n : { 1, 3, 4, 6 }) {
                for (bool refusals : { true, false }) {
                    QTest::addRow("%s-%d-%s", info.name.data(), n, refusals ? "pupil" : "marked")
                        << int(info.id) << n << refusals;
                }
            }
        }
    }

    // Doing what the stream does is right every time; the engine stops at the
    // first solution (or the end), and the counts add up to the events passed.
    void rightAtEveryStep()
    {
        QFETCH(int, algorithm);
        QFETCH(int, n);
        QFETCH(bool, refusals);
        const auto algo = Algorithm(algorithm);
        const std::vector<Event> events = allEvents(algo, n);
        PracticeEngine engine = makeEngine(algo, n, refusals);
        std::size_t expectedIndex = 0;
        std::uint64_t pupilSteps = 0;
        while (const Event *next = engine.expected()) {
            // The next pupil event of the straight pass, skipping the others.
            while (programs(events[expectedIndex])
                || (!refusals && events[expectedIndex].kind == EventKind::Reject)) {
                ++expectedIndex;
            }
            QCOMPARE(int(next->kind), int(events[expectedIndex].kind));
            QCOMPARE(next->square, events[expectedIndex].square);
            const Event event = *next;
            const auto verdict = engine.act(actionFor(event), event.square);
            QVERIFY(verdict);
            QVERIFY(verdict->right);
            QVERIFY(!verdict->mistake);
            if (event.kind == EventKind::Reject) {
                QCOMPARE(verdict->attacker, event.by);
                QCOMPARE(attackLine(verdict->attacker, event.square), verdict->line);
            }
            ++pupilSteps;
            ++expectedIndex;
            QVERIFY(engine.position() >= expectedIndex);
        }
        QVERIFY(engine.finished());
        const PracticeCounts &counts = engine.counts();
        QCOMPARE(counts.done, pupilSteps);
        QCOMPARE(counts.mistakeTotal(), std::uint64_t { 0 });
        QCOMPARE(counts.shown, std::uint64_t { 0 });
        QCOMPARE(counts.done + counts.automatic, engine.position());
        // It stops right after the first Solution, or at the stream's end.
        std::uint64_t firstSolution = 0;
        for (std::size_t i = 0; i < events.size(); ++i) {
            if (events[i].kind == EventKind::Solution) {
                firstSolution = i + 1;
                break;
            }
        }
        QCOMPARE(engine.solutionReached(), firstSolution > 0);
        QCOMPARE(engine.position(), firstSolution > 0 ? firstSolution : events.size());
        if (!refusals) {
            QCOMPARE(counts.done,
                std::uint64_t(std::count_if(
                    events.begin(), events.begin() + engine.position(), [](const Event &e) {
                        return e.kind == EventKind::Place || e.kind == EventKind::Remove;
                    })));
        }
    }

    // Permutations: the pupil refuses the tested permutation's attacked
    // queen, takes back from the bottom and places from the top.
    void permutationsAreTheNextPermutation()
    {
        const int n = 4;
        const std::vector<Event> events = allEvents(Algorithm::Permutations, n);
        PracticeEngine engine = makeEngine(Algorithm::Permutations, n, true);
        std::size_t i = 0;
        while (const Event *next = engine.expected()) {
            while (events[i].kind == EventKind::Solution) {
                ++i;
            }
            QCOMPARE(next->square, events[i].square);
            if (next->kind == EventKind::Reject) {
                // The refused square holds a queen: the test refuses a queen.
                QCOMPARE(engine.queens()[next->square.row], next->square.col);
            }
            const Event event = *next;
            QVERIFY(engine.act(actionFor(event), event.square)->right);
            ++i;
        }
        QVERIFY(engine.solutionReached());
    }

    void mistakes_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<MistakeKind>("kind");
        QTest::addColumn<bool>("refuse"); // UsedColumn: by a refusal, else by a queen
        for (Algorithm algo : { Algorithm::LockLines, Algorithm::CheckQueens, Algorithm::Bitmask,
                 Algorithm::Permutations, Algorithm::AvailableColumns }) {
            const char *name = algorithmInfo(algo).name.data();
            QTest::addRow("%s-refused-free", name) << int(algo) << MistakeKind::RefusedFreeSquare << false;
            QTest::addRow("%s-took-back-early", name) << int(algo) << MistakeKind::TookBackTooEarly << false;
            QTest::addRow("%s-missed-take-back", name) << int(algo) << MistakeKind::MissedTakeBack << false;
            QTest::addRow("%s-wrong-queen", name) << int(algo) << MistakeKind::WrongQueen << false;
            QTest::addRow("%s-not-a-queen", name) << int(algo) << MistakeKind::NotAQueen << false;
            // Permutations refuse queens, never an empty square: a click
            // there takes the queen back.
            if (algo != Algorithm::Permutations) {
                QTest::addRow("%s-placed-on-attacked", name)
                    << int(algo) << MistakeKind::PlacedOnAttacked << false;
                QTest::addRow("%s-skipped", name) << int(algo) << MistakeKind::SkippedSquare << false;
            }
        }
        QTest::newRow("available-columns-used-column-refused")
            << int(Algorithm::AvailableColumns) << MistakeKind::UsedColumn << true;
        QTest::newRow("available-columns-used-column-placed")
            << int(Algorithm::AvailableColumns) << MistakeKind::UsedColumn << false;
        for (Algorithm algo : { Algorithm::ForwardChecking, Algorithm::Mrv, Algorithm::DancingLinks }) {
            const char *name = algorithmInfo(algo).name.data();
            QTest::addRow("%s-took-back-early", name) << int(algo) << MistakeKind::TookBackTooEarly << false;
            QTest::addRow("%s-missed-take-back", name) << int(algo) << MistakeKind::MissedTakeBack << false;
            QTest::addRow("%s-wrong-queen", name) << int(algo) << MistakeKind::WrongQueen << false;
            QTest::addRow("%s-not-a-queen", name) << int(algo) << MistakeKind::NotAQueen << false;
            QTest::addRow("%s-placed-on-attacked", name)
                << int(algo) << MistakeKind::PlacedOnAttacked << false;
            QTest::addRow("%s-skipped", name) << int(algo) << MistakeKind::SkippedSquare << false;
            QTest::addRow("%s-never-refuses", name) << int(algo) << MistakeKind::NeverRefuses << true;
            if (algo != Algorithm::ForwardChecking) {
                QTest::addRow("%s-outside-chosen", name)
                    << int(algo) << MistakeKind::OutsideChosenLine << false;
            }
        }
    }

    // Each mistake where the stream makes it possible: found by walking the
    // stream, the wrong action built from the board there. The engine names
    // it, counts it, and goes on exactly as a pupil who did right would.
    void mistakes()
    {
        QFETCH(int, algorithm);
        QFETCH(MistakeKind, kind);
        QFETCH(bool, refuse);
        const auto algo = Algorithm(algorithm);
        const int n = 6;
        PracticeEngine engine = makeEngine(algo, n, true);
        const auto queenCount = [](PracticeEngine &e) {
            return std::count_if(
                e.queens().begin(), e.queens().end(), [](int c) { return c >= 0; });
        };
        const auto firstEmpty = [](PracticeEngine &e) {
            for (int row = 0; row < e.boardSize(); ++row) {
                if (e.queens()[row] < 0) {
                    return Square { row, 0 };
                }
            }
            return Square {};
        };
        // The squares after the next Place's along the line it is on (the
        // chosen column for dancing links, else its row), in search order.
        const auto laterOnLine = [n](const Event &next) {
            std::vector<Square> later;
            const bool column = next.by.row < 0 && next.by.col >= 0;
            for (int i = (column ? next.square.row : next.square.col) + 1; i < n; ++i) {
                later.push_back(column ? Square { i, next.square.col } : Square { next.square.row, i });
            }
            return later;
        };
        // Finds where the mistake can be made and the wrong action there.
        PupilAction action = PupilAction::Place;
        Square square;
        bool found = walkTo(engine, [&](PracticeEngine &e, const Event &next) {
            const auto queens = e.queens();
            switch (kind) {
            case MistakeKind::PlacedOnAttacked:
                if (next.kind == EventKind::Reject && queens[next.square.row] < 0) {
                    action = PupilAction::Place;
                    square = next.square;
                    return true;
                }
                // Without refusals: an attacked square of the row being filled
                // (not one a queen holds the column of, for available-columns).
                if (neverRefuses(algo) && next.kind == EventKind::Place) {
                    for (int col = 0; col < n; ++col) {
                        if (PracticeEngine::firstAttacker(queens, { next.square.row, col })) {
                            action = PupilAction::Place;
                            square = { next.square.row, col };
                            return true;
                        }
                    }
                }
                return false;
            case MistakeKind::UsedColumn:
                // A square of the row being filled in a column a queen holds.
                if ((next.kind == EventKind::Place || next.kind == EventKind::Reject)
                    && queens[next.square.row] < 0) {
                    for (int row = 0; row < n; ++row) {
                        if (queens[row] >= 0) {
                            action = refuse ? PupilAction::Refuse : PupilAction::Place;
                            square = { next.square.row, queens[row] };
                            return true;
                        }
                    }
                }
                return false;
            case MistakeKind::NeverRefuses:
                if (next.kind == EventKind::Place) {
                    action = PupilAction::Refuse;
                    square = next.square;
                    return true;
                }
                return false;
            case MistakeKind::OutsideChosenLine:
                // An empty square of an empty row off the chosen row; or, for a
                // chosen column, the next square's row beside it.
                if (next.kind == EventKind::Place && next.by.row >= 0) {
                    for (int row = 0; row < n; ++row) {
                        if (queens[row] < 0 && row != next.by.row) {
                            action = PupilAction::Place;
                            square = { row, 0 };
                            return true;
                        }
                    }
                }
                if (next.kind == EventKind::Place && next.by.col >= 0) {
                    action = PupilAction::Place;
                    square = { next.square.row, (next.square.col + 1) % n };
                    return true;
                }
                return false;
            case MistakeKind::RefusedFreeSquare:
                if (next.kind == EventKind::Place
                    && !PracticeEngine::firstAttacker(queens, next.square)) {
                    action = PupilAction::Refuse;
                    square = next.square;
                    return true;
                }
                return false;
            case MistakeKind::TookBackTooEarly:
                if (next.kind != EventKind::Remove && queenCount(e) > 0) {
                    action = PupilAction::TakeBack;
                    for (int row = 0; row < n; ++row) {
                        if (queens[row] >= 0) {
                            square = { row, queens[row] };
                        }
                    }
                    return true;
                }
                return false;
            case MistakeKind::MissedTakeBack:
                if (next.kind == EventKind::Remove && firstEmpty(e).isValid()) {
                    action = PupilAction::Place;
                    square = firstEmpty(e);
                    return true;
                }
                return false;
            case MistakeKind::WrongQueen:
                if (next.kind == EventKind::Remove && queenCount(e) > 1) {
                    action = PupilAction::TakeBack;
                    for (int row = 0; row < n; ++row) {
                        if (queens[row] >= 0 && row != next.square.row) {
                            square = { row, queens[row] };
                        }
                    }
                    return true;
                }
                return false;
            case MistakeKind::NotAQueen:
                if (firstEmpty(e).isValid()) {
                    action = PupilAction::TakeBack;
                    square = firstEmpty(e);
                    return true;
                }
                return false;
            case MistakeKind::SkippedSquare:
                // Without refusals: a free square after the next Place's.
                if (neverRefuses(algo) && next.kind == EventKind::Place) {
                    for (const Square &later : laterOnLine(next)) {
                        if (queens[later.row] < 0 && !PracticeEngine::firstAttacker(queens, later)) {
                            action = PupilAction::Place;
                            square = later;
                            return true;
                        }
                    }
                }
                // A refusal ahead, and a free square further along its row.
                if (next.kind == EventKind::Reject && queens[next.square.row] < 0) {
                    for (int col = next.square.col + 1; col < n; ++col) {
                        if (!PracticeEngine::firstAttacker(queens, { next.square.row, col })) {
                            action = PupilAction::Place;
                            square = { next.square.row, col };
                            return true;
                        }
                    }
                }
                return false;
            case MistakeKind::RefusedQueen:
                // Not among this table's rows (_data); named so that the
                // compiler checks every kind is thought of here.
                return false;
            }
            return false;
        });
        QVERIFY2(found, "the stream offers no place for this mistake");
        const Event right = *engine.expected();
        const std::uint64_t doneBefore = engine.counts().done;

        // The pupil who does right, from the same place.
        PracticeEngine twin = makeEngine(algo, n, true);
        twin.syncTo(engine.position());
        const auto good = twin.act(actionFor(right), right.square);
        QVERIFY(good && good->right);

        const std::vector<int> before = board(engine);
        const auto verdict = engine.act(action, square);
        QVERIFY(verdict);
        QVERIFY(!verdict->right);
        QCOMPARE(int(*verdict->mistake), int(kind));
        QCOMPARE(verdict->expected.square, right.square);
        QCOMPARE(int(verdict->expected.kind), int(right.kind));
        QCOMPARE(verdict->square, square);
        if (kind == MistakeKind::PlacedOnAttacked) {
            // The reason: the algorithm's own attacker (with no refusal to
            // name it, the first one), along a line it really attacks.
            QCOMPARE(verdict->attacker,
                right.kind == EventKind::Reject ? right.by
                                                : PracticeEngine::firstAttacker(before, square)->first);
            QVERIFY(verdict->line != Line::None);
            QCOMPARE(attackLine(verdict->attacker, square), verdict->line);
        }
        if (kind == MistakeKind::UsedColumn) {
            // The queen holding the column.
            QCOMPARE(verdict->attacker.col, square.col);
            QCOMPARE(before[verdict->attacker.row], square.col);
            QCOMPARE(verdict->line, Line::Column);
        }
        if (kind == MistakeKind::OutsideChosenLine) {
            QVERIFY(right.by.row >= 0 ? square.row != right.by.row : square.col != right.by.col);
        }
        QCOMPARE(engine.counts().mistakesOf(kind), std::uint64_t { 1 });
        QCOMPARE(engine.counts().mistakeTotal(), std::uint64_t { 1 });
        QCOMPARE(engine.counts().done, doneBefore);
        // The run went on from the right step.
        QCOMPARE(engine.position(), twin.position());
        QCOMPARE(board(engine), board(twin));
    }

    void showMeDoesTheStep()
    {
        PracticeEngine engine = makeEngine(Algorithm::MarkBoard, 5, true);
        PracticeEngine twin = makeEngine(Algorithm::MarkBoard, 5, true);
        for (int i = 0; i < 12; ++i) {
            const Event next = *twin.expected();
            twin.act(actionFor(next), next.square);
            const auto shown = engine.showMe();
            QVERIFY(shown);
            QCOMPARE(shown->square, next.square);
            QCOMPARE(engine.position(), twin.position());
        }
        QCOMPARE(engine.counts().shown, std::uint64_t { 12 });
        QCOMPARE(engine.counts().done, std::uint64_t { 0 });
    }

    // Step back keeps the counts and the next step is the stream's again;
    // a forward move by the run itself counts as shown.
    void stepBackAndForward()
    {
        const std::vector<Event> events = allEvents(Algorithm::LockLines, 6);
        PracticeEngine engine = makeEngine(Algorithm::LockLines, 6, true);
        for (int i = 0; i < 20; ++i) {
            const Event next = *engine.expected();
            engine.act(actionFor(next), next.square);
        }
        const PracticeCounts counts = engine.counts();
        const std::uint64_t at = engine.position();
        QVERIFY(engine.syncTo(at - 3));
        QCOMPARE(engine.position(), at - 3);
        QCOMPARE(engine.counts(), counts);
        QCOMPARE(engine.expected()->square, events[at - 3].square);
        const Event next = *engine.expected();
        QVERIFY(engine.act(actionFor(next), next.square)->right);
        QCOMPARE(engine.counts().done, counts.done + 1);
        QVERIFY(engine.syncTo(engine.position() + 2));
        QCOMPARE(engine.counts().shown, std::uint64_t { 2 });
    }

    void stepLimitEndsTheRange()
    {
        PracticeEngine engine = makeEngine(Algorithm::LockLines, 8, true, 10);
        engine.restartAt(5);
        QCOMPARE(engine.startPosition(), std::uint64_t { 5 });
        int acted = 0;
        while (const Event *next = engine.expected()) {
            const Event event = *next;
            engine.act(actionFor(event), event.square);
            ++acted;
        }
        QCOMPARE(engine.position(), std::uint64_t { 15 });
        QCOMPARE(acted, 10);
        QVERIFY(engine.finished());
        QVERIFY(!engine.act(PupilAction::Place, { 0, 0 }));
        QVERIFY(!engine.showMe());
    }

    void switchingRefusalsPassesThem()
    {
        PracticeEngine engine = makeEngine(Algorithm::LockLines, 6, true);
        QVERIFY(walkTo(
            engine, [](PracticeEngine &, const Event &e) { return e.kind == EventKind::Reject; }));
        engine.setRefusalsForPupil(false);
        QVERIFY(engine.expected()->kind != EventKind::Reject);
        QVERIFY(engine.counts().automatic > 0);
    }

    void offBoardIsIgnored()
    {
        PracticeEngine engine = makeEngine(Algorithm::LockLines, 4, true);
        QVERIFY(!engine.act(PupilAction::Place, { 4, 0 }));
        QVERIFY(!engine.act(PupilAction::Place, { 0, -1 }));
        QCOMPARE(engine.counts(), PracticeCounts {});
    }

    void availabilityOfRuns()
    {
        QCOMPARE(availability(Algorithm::MinConflicts, 8), Availability::LocalSearch);
        QCOMPARE(availability(Algorithm::LockLines, MaxPracticeSize), Availability::Available);
        QCOMPARE(availability(Algorithm::LockLines, MaxPracticeSize + 1), Availability::TooLarge);
        QCOMPARE(availability(Algorithm::Permutations, 4), Availability::Available);
        for (Algorithm algo : { Algorithm::AvailableColumns, Algorithm::ForwardChecking,
                 Algorithm::Mrv, Algorithm::DancingLinks }) {
            QCOMPARE(availability(algo, 8), Availability::Available);
        }
    }
};

QTEST_APPLESS_MAIN(TestPracticeEngine)
#include "tst_practiceengine.moc"
