// SPDX-License-Identifier: MIT
// Step back and seek: exact in every direction, for every algorithm.
#include "text/squarenames.h"
#include "board/boardscene.h"
#include "display/boardpresenter.h"
#include "support/events.h"
#include "support/pausedrun.h"
#include "support/processmemory.h"
#include "support/wait.h"
#include "run/runcontroller.h"
#include "run/runhistory.h"
#include "run/runstate.h"

#include <QFile>
#include <QImage>
#include <QLocale>
#include <QTest>

#include <algorithm>

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#include "solver/start.h"
#endif

namespace {

using Mode = RunController::Mode;

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr bool Sanitized = true; // 10x slower, and memory is held in quarantine
#else
constexpr bool Sanitized = false;
#endif

using nqtest::waitUntilStopped;
// A fresh run taken straight to `steps`.
using FreshRun = nqtest::PausedRun;

} // namespace

class TestStepBack : public QObject
{
    Q_OBJECT

private slots:
    void historyPacksEvents()
    {
        RunHistory history(4);
        QCOMPARE(history.first(), quint64(0));
        QCOMPARE(history.last(), quint64(0));
        const StepEvent reject = nqtest::rejectStep(31, 0, 5, 30, nq::Line::AntiDiagonal);
        history.append(reject, 12345);
        QCOMPARE(history.event(1), reject);
        QCOMPARE(history.workDelta(1), quint64(12345));
        // Full: the oldest steps go, memory stays.
        for (int i = 0; i < 10; ++i) {
            history.append(reject, 1);
        }
        QCOMPARE(history.last(), quint64(11));
        QCOMPARE(history.first(), quint64(8));
        QVERIFY(!history.contains(7));
        QCOMPARE(history.capacity(), std::size_t(4));
    }

    // Places and removes anywhere on boards up to the local search's largest.
    void historyPacksWideEvents()
    {
        RunHistory history(8);
        StepEvent place;
        place.kind = nq::EventKind::Place;
        place.row = qint16(nq::MaxLocalSearchSize - 1);
        place.col = 517;
        place.index = 1; // a repair move: kept as a mark
        history.append(place, 999);
        StepEvent remove;
        remove.kind = nq::EventKind::Remove;
        remove.row = 0;
        remove.col = qint16(nq::MaxLocalSearchSize - 1);
        history.append(remove, 0);
        QCOMPARE(history.event(1), place);
        QCOMPARE(history.event(2), remove);
        QCOMPARE(history.workDelta(1), quint64(999));
        StepEvent solution;
        solution.kind = nq::EventKind::Solution;
        history.append(solution, 7);
        QCOMPARE(history.event(3).kind, nq::EventKind::Solution);
    }

    // Every kind of event of every algorithm comes back from the history
    // exactly as it went in (a solution's index and board and a repair move's
    // number are left for RunState to fill in: see below).
    void historyPacksEveryKind_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("n");
        for (const nq::AlgorithmInfo &info : nq::algorithms()) {
            for (const int n : { 1, 4, 6 }) {
                QTest::addRow("%s %d", info.name.data(), n) << int(info.id) << n;
            }
        }
    }
    void historyPacksEveryKind()
    {
        QFETCH(int, algorithm);
        QFETCH(int, n);
        RunHistory history;
        QList<StepEvent> events;
        for (const nq::Event &event : nq::solve(nq::Algorithm(algorithm), n)) {
            if (event.kind == nq::EventKind::Done) {
                break;
            }
            StepEvent step = StepEvent::from(event);
            step.work = 0; // the history keeps the delta beside the event
            history.append(step, event.work);
            events.append(step);
        }
        for (qsizetype i = 0; i < events.size(); ++i) {
            StepEvent expected = events[i];
            if (expected.kind == nq::EventKind::Solution) {
                expected.index = 0;
                expected.columns.clear();
            } else if (expected.index > 0
                && (expected.kind == nq::EventKind::Place
                    || expected.kind == nq::EventKind::Remove)) {
                expected.index = 1;
            }
            QCOMPARE(history.event(quint64(i) + 1), expected);
        }
    }

    // The new kinds at the edges of their fields, by hand.
    void historyPacksPropagationEvents_data()
    {
        QTest::addColumn<StepEvent>("event");
        const auto make = [](nq::EventKind kind, int row, int col, int byRow, int byCol,
                              nq::Line line, quint64 index) {
            StepEvent step;
            step.kind = kind;
            step.row = qint16(row);
            step.col = qint16(col);
            step.byRow = qint16(byRow);
            step.byCol = qint16(byCol);
            step.line = qint8(line);
            step.index = index;
            return step;
        };
        using K = nq::EventKind;
        using L = nq::Line;
        QTest::newRow("prune corner") << make(K::Prune, 31, 0, 0, 31, L::AntiDiagonal, 0);
        QTest::newRow("prune column") << make(K::Prune, 5, 7, 2, 7, L::Column, 0);
        QTest::newRow("wipeout") << make(K::Wipeout, 31, -1, 30, 29, L::None, 0);
        QTest::newRow("wipeout top") << make(K::Wipeout, 0, -1, 31, 0, L::None, 0);
        QTest::newRow("choose row") << make(K::Choose, 17, -1, -1, -1, L::None, 32);
        QTest::newRow("choose column") << make(K::Choose, -1, 31, -1, -1, L::None, 0);
        QTest::newRow("choose row 0 options 1") << make(K::Choose, 0, -1, -1, -1, L::None, 1);
        QTest::newRow("place chosen row") << make(K::Place, 31, 4, 31, -1, L::None, 0);
        QTest::newRow("place chosen column") << make(K::Place, 3, 31, -1, 31, L::None, 0);
        QTest::newRow("remove chosen row") << make(K::Remove, 0, 0, 0, -1, L::None, 0);
        QTest::newRow("remove chosen column") << make(K::Remove, 30, 2, -1, 2, L::None, 0);
        QTest::newRow("place nothing chosen") << make(K::Place, 12, 31, -1, -1, L::None, 0);
        QTest::newRow("remove repair move") << make(K::Remove, 999, 998, -1, -1, L::None, 1);
    }
    void historyPacksPropagationEvents()
    {
        QFETCH(StepEvent, event);
        RunHistory history(4);
        history.append(event, 77);
        QCOMPARE(history.event(1), event);
        QCOMPARE(history.workDelta(1), quint64(77));
    }

    // The four new searches' positions, whole runs up to 8x8: every step
    // forward is checked against the solver's own view of its domains and
    // choices, every step back (and every step replayed from the history)
    // must give exactly the state the step forward gave.
    void propagationStateUndoesExactly_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("n");
        QTest::addColumn<QList<int>>("start");
        for (const nq::Algorithm algorithm :
            { nq::Algorithm::AvailableColumns, nq::Algorithm::ForwardChecking, nq::Algorithm::Mrv,
                nq::Algorithm::DancingLinks }) {
            const char *name = nq::algorithmInfo(algorithm).name.data();
            for (int n = 1; n <= 8; ++n) {
                QTest::addRow("%s %d", name, n) << int(algorithm) << n << QList<int>();
            }
            // Given queens: the set-up prunes (or covers) before step 0.
            QTest::addRow("%s 8 given b7 f4", name)
                << int(algorithm) << 8 << QList<int> { -1, 1, -1, -1, 5, -1, -1, -1 };
            QTest::addRow("%s 6 given a6", name)
                << int(algorithm) << 6 << QList<int> { 0, -1, -1, -1, -1, -1 };
        }
    }
    void propagationStateUndoesExactly()
    {
        QFETCH(int, algorithm);
        QFETCH(int, n);
        QFETCH(QList<int>, start);
        const nq::Algorithm id = nq::Algorithm(algorithm);
        const bool domains = id == nq::Algorithm::ForwardChecking || id == nq::Algorithm::Mrv;
        QList<RunState> states;
        QList<StepEvent> events;
        QList<quint64> works;
        RunState state(n, start, id);
        QCOMPARE(state.keepsDomains(), domains);
        states.append(state);
        events.append(StepEvent());
        works.append(0);
        const std::vector<int> given(start.begin(), start.end());
        quint64 prunes = 0;
        quint64 wipeouts = 0;
        for (const nq::Event &event : nq::solve(id, n, nq::DefaultSeed, given)) {
            if (event.kind == nq::EventKind::Done) {
                QCOMPARE(state.counters().prunes, event.stats.prunes);
                QCOMPARE(state.counters().wipeouts, event.stats.wipeouts);
                break;
            }
            const StepEvent step = StepEvent::from(event);
            // Before the event: what the solver says against what the state holds.
            switch (event.kind) {
            case nq::EventKind::Choose:
                if (domains) {
                    // mrv's choice: the row with the fewest squares left, topmost on a tie.
                    QCOMPARE(state.domainSize(event.square.row), int(event.index));
                    for (int row = 0; row < n; ++row) {
                        const int size = state.domainSize(row);
                        QVERIFY(size < 0 || size > int(event.index)
                            || (size == int(event.index) && row >= event.square.row));
                    }
                }
                break;
            case nq::EventKind::Place:
                QVERIFY(!state.prunedBy(event.square.row, event.square.col).isValid());
                if (id == nq::Algorithm::DancingLinks) {
                    // An option of the chosen item, none of its lines covered but that item.
                    QCOMPARE(state.currentItem(), event.by);
                    QVERIFY(
                        !state.isCovered(nq::Line::Diagonal, event.square.row, event.square.col));
                    QVERIFY(!state.isCovered(
                        nq::Line::AntiDiagonal, event.square.row, event.square.col));
                    QCOMPARE(state.isRowCovered(event.square.row), event.by.col < 0);
                    QCOMPARE(state.isColumnCovered(event.square.col), event.by.row < 0);
                }
                break;
            case nq::EventKind::Prune:
                QVERIFY(!state.prunedBy(event.square.row, event.square.col).isValid());
                ++prunes;
                break;
            default:
                break;
            }
            const int sizeBefore = domains && event.kind == nq::EventKind::Prune
                ? state.domainSize(event.square.row)
                : 0;
            state.apply(step, event.work);
            // After it.
            switch (event.kind) {
            case nq::EventKind::Prune:
                QCOMPARE(state.prunedBy(event.square.row, event.square.col), event.by);
                QCOMPARE(nq::attackLine(event.by, event.square), event.line);
                QCOMPARE(state.domainSize(event.square.row), sizeBefore - 1);
                break;
            case nq::EventKind::Wipeout:
                ++wipeouts;
                QCOMPARE(state.wipedOutRow(), event.square.row);
                QCOMPARE(state.domainSize(event.square.row), 0);
                break;
            case nq::EventKind::Choose:
                QCOMPARE(state.currentItem(), event.square);
                break;
            case nq::EventKind::Remove:
                // Every square the queen pruned is given back.
                for (int row = 0; row < n; ++row) {
                    for (int col = 0; col < n; ++col) {
                        QVERIFY(state.prunedBy(row, col) != event.square);
                    }
                }
                break;
            default:
                QCOMPARE(state.wipedOutRow(), -1);
                break;
            }
            QCOMPARE(state.counters().prunes, prunes);
            QCOMPARE(state.counters().wipeouts, wipeouts);
            states.append(state);
            events.append(step);
            works.append(event.work);
        }
        if (domains && n >= 4 && start.isEmpty()) {
            QVERIFY(prunes > 0);
        }
        // Back, all the way.
        for (qsizetype i = states.size() - 1; i > 0; --i) {
            state.undo(events[i], works[i] - works[i - 1], events[i - 1]);
            QCOMPARE(state, states[i - 1]);
        }
        // Forward again from the packed history.
        RunHistory history;
        RunState replayed(n, start, id);
        for (qsizetype i = 1; i < events.size(); ++i) {
            history.append(events[i], works[i] - works[i - 1]);
            replayed.apply(history.event(quint64(i)), works[i]);
            QCOMPARE(replayed, states[i]);
        }
    }

    // The given queens' silent pruning: the first event of mrv (its first
    // Choose, or a Wipeout) must agree with the state at step 0, for every
    // start of one or two given queens on a 5x5 and 6x6 board.
    void givenQueensPruneAsTheSolver_data()
    {
        QTest::addColumn<int>("n");
        QTest::newRow("5") << 5;
        QTest::newRow("6") << 6;
    }
    void givenQueensPruneAsTheSolver()
    {
        QFETCH(int, n);
        int wipeouts = 0;
        int checked = 0;
        for (int a = 0; a < n * n; ++a) {
            for (int b = a; b < n * n; ++b) {
                QList<int> start(n, -1);
                start[a / n] = a % n;
                start[b / n] = b % n;
                const std::vector<int> given(start.begin(), start.end());
                if (nq::checkStart(n, given)) {
                    continue;
                }
                RunState state(n, start, nq::Algorithm::Mrv);
                for (const nq::Event &event : nq::solve(nq::Algorithm::Mrv, n, 1, given)) {
                    if (event.kind == nq::EventKind::Choose) {
                        QCOMPARE(state.domainSize(event.square.row), int(event.index));
                    } else if (event.kind == nq::EventKind::Wipeout) {
                        QCOMPARE(state.domainSize(event.square.row), 0);
                        QCOMPARE(state.position().column(event.by.row), event.by.col);
                        ++wipeouts;
                    }
                    break;
                }
                ++checked;
            }
        }
        QVERIFY(checked > n * n);
        QVERIFY(wipeouts > 0);
    }

    // Out-of-order rows and the conflicts counter, against a brute-force count.
    void localSearchStateUndoesExactly()
    {
        QList<RunState> states;
        QList<StepEvent> events;
        const int n = 10;
        RunState state(n);
        states.append(state);
        events.append(StepEvent());
        for (const nq::Event &event : nq::solve(nq::Algorithm::MinConflicts, n, 4)) {
            if (event.kind == nq::EventKind::Done) {
                break;
            }
            const StepEvent step = StepEvent::from(event);
            state.apply(step, event.work);
            QCOMPARE(state.counters().conflicts, event.conflicts);
            QCOMPARE(state.last(), step);
            states.append(state);
            events.append(step);
        }
        QVERIFY(states.size() > n + 2); // 10x10 seed 4 needs moves
        for (qsizetype i = states.size() - 1; i > 0; --i) {
            const quint64 delta = states[i].counters().work - states[i - 1].counters().work;
            state.undo(events[i], delta, events[i - 1]);
            QCOMPARE(state, states[i - 1]);
        }
        // The history drops a move's number and the state writes it back.
        RunHistory history;
        RunState replayed(n);
        for (qsizetype i = 1; i < events.size(); ++i) {
            history.append(events[i], 0);
            replayed.apply(history.event(quint64(i)), states[i].counters().work);
            QCOMPARE(replayed, states[i]);
        }
    }

    void stateUndoesExactly()
    {
        // Apply a real stream, then undo it all: every intermediate state matches.
        QList<RunState> states;
        QList<StepEvent> events;
        RunState state(6);
        states.append(state);
        events.append(StepEvent());
        for (const nq::Event &event : nq::solve(nq::Algorithm::CheckQueens, 6)) {
            if (event.kind == nq::EventKind::Done) {
                break;
            }
            const StepEvent step = StepEvent::from(event);
            state.apply(step, event.work);
            states.append(state);
            events.append(step);
        }
        for (qsizetype i = states.size() - 1; i > 0; --i) {
            const quint64 delta = states[i].counters().work - states[i - 1].counters().work;
            state.undo(events[i], delta, events[i - 1]);
            QCOMPARE(state, states[i - 1]);
        }
    }

    void backEqualsForward_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("j");
        for (const nq::AlgorithmInfo &info : nq::algorithms()) {
            if (!nq::isBacktracker(info.id)) {
                // Min-conflicts solves 8x8 in 67 steps (seed 1): a long run
                // needs a board it cannot solve (3x3 gives up after 2603
                // steps), and a big one is an image board.
                QTest::addRow("%s 1-1", info.name.data()) << int(info.id) << 8 << 1 << 1;
                QTest::addRow("%s 60-25", info.name.data()) << int(info.id) << 8 << 60 << 25;
                QTest::addRow("%s 3x3 2500-1700", info.name.data())
                    << int(info.id) << 3 << 2500 << 1700;
                QTest::addRow("%s 120x120 125-10", info.name.data())
                    << int(info.id) << 120 << 125 << 10;
                continue;
            }
            const int n = info.id == nq::Algorithm::Permutations ? 6 : 8;
            QTest::addRow("%s 1-1", info.name.data()) << int(info.id) << n << 1 << 1;
            QTest::addRow("%s 40-3", info.name.data()) << int(info.id) << n << 40 << 3;
            // Far enough to cross solutions (the first 8x8 solution is near step 900).
            QTest::addRow("%s 3000-2200", info.name.data()) << int(info.id) << n << 3000 << 2200;
        }
    }
    void backEqualsForward()
    {
        QFETCH(int, algorithm);
        QFETCH(int, n);
        QFETCH(int, k);
        QFETCH(int, j);
        FreshRun there(nq::Algorithm(algorithm), n, quint64(k));
        QCOMPARE(there.controller.state().step(), quint64(k));
        const quint64 solutionsThere = there.controller.counters().solutions;
        for (int i = 0; i < j; ++i) {
            there.controller.stepBack();
        }
        QVERIFY(waitUntilStopped(there.controller));
        FreshRun direct(nq::Algorithm(algorithm), n, quint64(k - j));
        QCOMPARE(there.controller.state(), direct.controller.state());
        QCOMPARE(there.presenter.statusText(), direct.presenter.statusText());
        QCOMPARE(there.scene.renderImage(400), direct.scene.renderImage(400));
        // And forward again to where it was.
        there.controller.runToStep(quint64(k));
        QVERIFY(waitUntilStopped(there.controller));
        QCOMPARE(there.controller.state().step(), quint64(k));
        QCOMPARE(there.controller.counters().solutions, solutionsThere);
    }

    void refusalOverlayNamesTheAttacker_data()
    {
        QTest::addColumn<int>("algorithm");
        for (const nq::AlgorithmInfo &info : nq::algorithms()) {
            if (nq::isBacktracker(info.id)) { // the local search refuses no square
                QTest::newRow(info.name.data()) << int(info.id);
            }
        }
    }
    void refusalOverlayNamesTheAttacker()
    {
        // Step through the start of a 6x6 search: after every Reject the board
        // shows exactly the square and the attacker the event names, and no
        // refusal after any other event (forward checking, mrv and dancing
        // links never refuse: their first 200 steps show none).
        QFETCH(int, algorithm);
        FreshRun run(nq::Algorithm(algorithm), 6, 0);
        int checked = 0;
        int steps = 0;
        bool refuses = false;
        for (const nq::Event &event : nq::solve(nq::Algorithm(algorithm), 6)) {
            refuses = refuses || event.kind == nq::EventKind::Reject;
        }
        for (const nq::Event &event : nq::solve(nq::Algorithm(algorithm), 6)) {
            if (event.kind == nq::EventKind::Done || checked >= 25 || ++steps > 200) {
                break;
            }
            run.controller.step();
            QVERIFY(waitUntilStopped(run.controller));
            if (event.kind == nq::EventKind::Reject) {
                QCOMPARE(run.scene.rejection(),
                    (QList<int> {
                        event.square.row, event.square.col, event.by.row, event.by.col }));
                const QString attacker = text::squareName(6, event.by.row, event.by.col);
                QVERIFY(run.scene.rejectionCaption().contains(attacker));
                ++checked;
            } else {
                QVERIFY(!run.scene.hasRejection());
            }
        }
        QCOMPARE(checked > 0, refuses);
        // Stepping back onto a refusal shows it again, the same.
        const QList<int> shown = run.scene.rejection();
        run.controller.step();
        QVERIFY(waitUntilStopped(run.controller));
        run.controller.stepBack();
        QCOMPARE(run.scene.rejection(), shown);
    }

    // The board shows the run's domains, wipe-outs, choices and covered
    // lines at every step, forward and back.
    void boardShowsPropagation_data()
    {
        QTest::addColumn<int>("algorithm");
        for (const nq::Algorithm algorithm :
            { nq::Algorithm::ForwardChecking, nq::Algorithm::Mrv, nq::Algorithm::DancingLinks }) {
            QTest::newRow(nq::algorithmInfo(algorithm).name.data()) << int(algorithm);
        }
    }
    void boardShowsPropagation()
    {
        QFETCH(int, algorithm);
        const nq::Algorithm id = nq::Algorithm(algorithm);
        const int n = 8;
        FreshRun run(id, n, 0);
        const auto check = [&] {
            const RunState &state = run.controller.state();
            const BoardScene &scene = run.scene;
            int pruned = 0;
            for (int row = 0; row < n; ++row) {
                for (int col = 0; col < n; ++col) {
                    const nq::Square by = state.prunedBy(row, col);
                    const bool shown = by.isValid() && state.board().at(row) < 0;
                    pruned += shown ? 1 : 0;
                    if (scene.prunedBy(row, col)
                        != (shown ? QPoint(by.col, by.row) : QPoint(-1, -1))) {
                        return false;
                    }
                    if (id == nq::Algorithm::DancingLinks
                        && scene.isSquareCovered(row, col)
                            != (state.isRowCovered(row) || state.isColumnCovered(col)
                                || state.isCovered(nq::Line::Diagonal, row, col)
                                || state.isCovered(nq::Line::AntiDiagonal, row, col))) {
                        return false;
                    }
                }
            }
            const nq::Square item = state.currentItem();
            const bool chooses = id != nq::Algorithm::ForwardChecking;
            return scene.prunedCount() == pruned && scene.wipedOutRow() == state.wipedOutRow()
                && (!chooses || scene.currentRow() == (item.col < 0 ? item.row : -1))
                && scene.currentColumn()
                == (id == nq::Algorithm::DancingLinks && item.row < 0 ? item.col : -1);
        };
        int wipeouts = 0;
        int columns = 0;
        int outOfOrder = 0;
        for (int i = 0; i < 150; ++i) {
            run.controller.step();
            QVERIFY(waitUntilStopped(run.controller));
            QVERIFY2(check(), qPrintable(QStringLiteral("step %1").arg(i + 1)));
            const RunState &state = run.controller.state();
            wipeouts += state.wipedOutRow() >= 0 ? 1 : 0;
            columns += run.scene.currentColumn() >= 0 ? 1 : 0;
            const QList<int> &board = state.board();
            const int firstEmpty = int(std::find(board.begin(), board.end(), -1) - board.begin());
            outOfOrder += run.scene.currentRow() > firstEmpty ? 1 : 0;
        }
        for (int i = 0; i < 60; ++i) {
            run.controller.stepBack();
            QVERIFY(waitUntilStopped(run.controller));
            QVERIFY2(check(), qPrintable(QStringLiteral("back %1").arg(i + 1)));
        }
        if (id != nq::Algorithm::DancingLinks) {
            QVERIFY(wipeouts > 0);
        } else {
            QVERIFY(columns > 0); // dancing links chose a column
        }
        if (id == nq::Algorithm::Mrv) {
            QVERIFY(outOfOrder > 0); // mrv's chosen row below an empty one
        }
    }

    void seekOlderThanTheWindow()
    {
        // A tiny history forces the worker to run the search again.
        BoardScene scene;
        RunController controller;
        BoardPresenter presenter(&scene, &controller, nullptr);
        controller.setHistoryCapacity(64);
        controller.setBoardSize(8);
        controller.runToStep(5000);
        QVERIFY(waitUntilStopped(controller));
        QVERIFY(controller.history().first() > 100);
        controller.seek(100);
        QVERIFY(waitUntilStopped(controller));
        FreshRun direct(nq::Algorithm::LockLines, 8, 100);
        QCOMPARE(controller.state(), direct.controller.state());
        QCOMPARE(scene.renderImage(300), direct.scene.renderImage(300));
        // Stepping back from there works one by one, and forward again regenerates.
        controller.stepBack();
        QVERIFY(waitUntilStopped(controller));
        QCOMPARE(controller.state().step(), quint64(99));
        QCOMPARE(controller.state(), FreshRun(nq::Algorithm::LockLines, 8, 99).controller.state());
        for (quint64 s : { 150, 500, 1000, 2000, 4000 }) {
            controller.runToStep(s);
            QVERIFY(waitUntilStopped(controller));
            QCOMPARE(controller.state().counters().work,
                FreshRun(nq::Algorithm::LockLines, 8, s).controller.state().counters().work);
        }
        controller.runToStep(4999);
        QVERIFY(waitUntilStopped(controller));
        FreshRun later(nq::Algorithm::LockLines, 8, 4999);
        QCOMPARE(controller.state().counters().steps, later.controller.state().counters().steps);
        QCOMPARE(controller.state().counters().work, later.controller.state().counters().work);
        QCOMPARE(controller.state().counters().placements,
            later.controller.state().counters().placements);
        QCOMPARE(controller.state().board(), later.controller.state().board());
        QCOMPARE(controller.state().last(), later.controller.state().last());
        QCOMPARE(controller.state().isFinished(), later.controller.state().isFinished());
        QCOMPARE(controller.state(), later.controller.state());
        QCOMPARE(controller.furthestStep(), quint64(5000));
    }

    // The same for the local search, with a seed of its own: the worker's
    // run again must make the very same random choices.
    void seekOlderThanTheWindowLocalSearch()
    {
        const auto fresh = [](BoardScene &scene, RunController &controller, quint64 steps) {
            controller.setAlgorithm(nq::Algorithm::MinConflicts);
            controller.setBoardSize(3); // no solution: it runs to its cap, 2603 steps
            controller.setSeed(11);
            controller.runToStep(steps);
            (void)scene;
            return waitUntilStopped(controller);
        };
        BoardScene scene;
        RunController controller;
        BoardPresenter presenter(&scene, &controller, nullptr);
        controller.setHistoryCapacity(64);
        QVERIFY(fresh(scene, controller, 2000));
        QVERIFY(controller.history().first() > 100);
        controller.seek(100);
        QVERIFY(waitUntilStopped(controller));
        BoardScene directScene;
        RunController direct;
        BoardPresenter directPresenter(&directScene, &direct, nullptr);
        QVERIFY(fresh(directScene, direct, 100));
        QCOMPARE(controller.state(), direct.state());
        QCOMPARE(presenter.statusText(), directPresenter.statusText());
        QCOMPARE(scene.renderImage(300), directScene.renderImage(300));
        // To its end: it gives up, and says so.
        controller.runToEnd();
        QVERIFY(waitUntilStopped(controller));
        QCOMPARE(controller.mode(), Mode::Finished);
        QCOMPARE(controller.counters().solutions, quint64(0));
        QCOMPARE(controller.counters().removals, nq::minConflictsMoveCap(3));
        QVERIFY(controller.counters().conflicts > 0);
        QVERIFY2(presenter.statusText().startsWith(
                     QStringLiteral("Gave up after %1 move").arg(nq::minConflictsMoveCap(3))),
            qPrintable(presenter.statusText()));
    }

    void backFromTheEnd()
    {
        FreshRun run(nq::Algorithm::Bitmask, 6, 0);
        run.controller.runToEnd();
        QVERIFY(waitUntilStopped(run.controller));
        QCOMPARE(run.controller.mode(), Mode::Finished);
        const quint64 end = run.controller.state().step();
        run.controller.stepBack();
        QCOMPARE(run.controller.mode(), Mode::Paused);
        QCOMPARE(run.controller.state().step(), end - 1);
        run.controller.step();
        QVERIFY(waitUntilStopped(run.controller));
        QCOMPARE(run.controller.mode(), Mode::Finished);
        run.controller.seek(0);
        QVERIFY(waitUntilStopped(run.controller));
        QCOMPARE(run.controller.state(), RunState(6, nq::Algorithm::Bitmask));
        QVERIFY(!run.controller.canStepBack());
    }

    void solutionsNavigation()
    {
        FreshRun run(nq::Algorithm::LockLines, 6, 0);
        run.controller.runToEnd();
        QVERIFY(waitUntilStopped(run.controller));
        QCOMPARE(run.controller.solutionSteps().size(), std::size_t(4));
        run.controller.goToSolution(3);
        QVERIFY(waitUntilStopped(run.controller));
        QCOMPARE(run.controller.state().last().kind, nq::EventKind::Solution);
        QCOMPARE(run.controller.state().last().index, quint64(3));
        QCOMPARE(run.controller.state().step(), run.controller.solutionSteps().at(2));
        QVERIFY(scene(run)->isSolutionMarked());
        run.controller.previousSolution();
        QCOMPARE(run.controller.state().last().index, quint64(2));
        run.controller.nextSolution();
        QCOMPARE(run.controller.state().last().index, quint64(3));
        const QList<int> third = run.controller.board();
        QCOMPARE(third, run.controller.state().last().columns);
    }

    void goToASolutionNotFoundYet()
    {
        FreshRun run(nq::Algorithm::CheckQueens, 8, 0);
        run.controller.goToSolution(10);
        QVERIFY(waitUntilStopped(run.controller));
        QCOMPARE(run.controller.counters().solutions, quint64(10));
        QCOMPARE(run.controller.state().last().kind, nq::EventKind::Solution);
    }

    void breakpoints_data()
    {
        QTest::addColumn<bool>("onSolution");
        QTest::addColumn<bool>("onBacktrack");
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("kind");
        QTest::newRow("each solution") << true << false << 0 << int(nq::EventKind::Solution);
        QTest::newRow("each backtrack") << false << true << 0 << int(nq::EventKind::Remove);
        QTest::newRow("depth 5") << false << false << 5 << int(nq::EventKind::Place);
    }
    void breakpoints()
    {
        QFETCH(bool, onSolution);
        QFETCH(bool, onBacktrack);
        QFETCH(int, depth);
        QFETCH(int, kind);
        FreshRun run(nq::Algorithm::LockLines, 8, 0);
        run.controller.setBreakpoints({ onSolution, onBacktrack, depth });
        run.controller.setSpeedIndex(RunController::topSpeedIndex());
        for (int round = 0; round < 3; ++round) {
            const quint64 before = run.controller.state().step();
            run.controller.play();
            QVERIFY(waitUntilStopped(run.controller));
            QCOMPARE(run.controller.mode(), Mode::Paused);
            QVERIFY(run.controller.state().step() > before);
            QCOMPARE(int(run.controller.state().last().kind), kind);
            if (depth > 0) {
                QCOMPARE(run.controller.counters().depth, depth);
            }
        }
    }

    void memoryOfAFull12x12Run()
    {
        // The full 12x12 search: 856,188 placements, 10,974,256 steps. The
        // history keeps at most RunHistory::DefaultCapacity events (8 MiB)
        // and the solutions' steps; the process grows by less than 48 MiB.
        const long before = residentKiB();
        FreshRun run(nq::Algorithm::Bitmask, 12, 0);
        run.controller.runToEnd();
        QVERIFY(waitUntilStopped(run.controller, Sanitized ? 1200000 : 120000));
        QCOMPARE(run.controller.counters().placements, quint64(856188));
        QCOMPARE(run.controller.state().step(), quint64(10974256));
        QCOMPARE(run.controller.solutionSteps().size(), std::size_t(14200));
        QVERIFY(run.controller.history().memoryBytes() <= (std::size_t(8) << 20) + 14200 * 16);
        const long after = residentKiB();
        // A sanitizer holds freed memory back on purpose: only a plain build measures.
        QVERIFY2(
            Sanitized || after - before < 48 * 1024, qPrintable(QString::number(after - before)));
        // Stepping back from the end is instant and exact...
        run.controller.stepBack();
        QCOMPARE(run.controller.state().step(), quint64(10974255));
        // ...and a seek to the first solution rebuilds it from the search.
        run.controller.goToSolution(1);
        QVERIFY(waitUntilStopped(run.controller, 60000));
        QCOMPARE(run.controller.state().last().index, quint64(1));
        QCOMPARE(run.controller.board(), (QList<int> { 0, 2, 4, 7, 9, 11, 5, 10, 1, 6, 8, 3 }));
    }

private:
    static BoardScene *scene(FreshRun &run) { return &run.scene; }
};

QTEST_MAIN(TestStepBack)
#include "tst_stepback.moc"
