// SPDX-License-Identifier: MIT
#include "board/boardscene.h"
#include "display/boardpresenter.h"
#include "run/runcontroller.h"
#include "support/events.h"
#include "support/runview.h"
#include "support/wait.h"

#include <QApplication>

#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <memory>

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#include "solver/solutions.h"
#include "solver/symmetry.h"
#endif

namespace {

using Mode = RunController::Mode;

using nqtest::boardAfter;
using nqtest::sceneBoard;
using nqtest::statusOf;
using nqtest::waitForMode;

} // namespace

class TestRunController : public QObject
{
    Q_OBJECT

private slots:
    void boardAfterSteps_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("steps");
        for (const nq::AlgorithmInfo &info : nq::algorithms()) {
            if (!nq::isBacktracker(info.id)) {
                // Min-conflicts solves 8x8 in 67 steps (seed 1); 3x3, which it
                // cannot solve, runs 2603; 300x300 is an image board.
                for (const auto &[n, steps] : { std::pair { 8, 1 }, std::pair { 8, 17 },
                         std::pair { 8, 60 }, std::pair { 3, 250 }, std::pair { 3, 2500 },
                         std::pair { 300, 310 } }) {
                    QTest::addRow("%s %dx%d %d", info.name.data(), n, n, steps)
                        << int(info.id) << n << steps;
                }
                continue;
            }
            for (int steps : { 1, 17, 250, 3001 }) {
                QTest::addRow("%s %d", info.name.data(), steps) << int(info.id) << 8 << steps;
            }
        }
        QTest::newRow("lock-lines 12x12 20000") << int(nq::Algorithm::LockLines) << 12 << 20000;
    }
    void boardAfterSteps()
    {
        QFETCH(int, algorithm);
        QFETCH(int, n);
        QFETCH(int, steps);
        BoardScene scene;
        RunController controller;
        BoardPresenter presenter(&scene, &controller, nullptr);
        controller.setAlgorithm(nq::Algorithm(algorithm));
        controller.setBoardSize(n);
        QCOMPARE(scene.squareCount(), n * n);
        controller.runToStep(steps);
        QVERIFY(waitForMode(controller, Mode::Paused));
        QCOMPARE(controller.counters().steps, quint64(steps));
        const QList<int> expected = boardAfter(nq::Algorithm(algorithm), n, steps);
        QCOMPARE(controller.board(), expected);
        QCOMPARE(sceneBoard(scene), expected);
        QCOMPARE(controller.counters().depth, int(expected.size() - expected.count(-1)));
    }

    void steppingShowsEveryEvent()
    {
        BoardScene scene;
        RunController controller;
        BoardPresenter presenter(&scene, &controller, nullptr);
        controller.setBoardSize(4);
        QSignalSpy moved(&controller, &RunController::positionChanged);
        for (int i = 1; i <= 6; ++i) {
            controller.step();
            QVERIFY(waitForMode(controller, Mode::Paused));
            QCOMPARE(controller.counters().steps, quint64(i));
            QCOMPARE(sceneBoard(scene), boardAfter(nq::Algorithm::LockLines, 4, i));
        }
        QVERIFY(!moved.isEmpty());
        QCOMPARE(controller.counters().rejections, quint64(4));
        // Step 6 of 4x4 lock-lines refuses b2 (row 2, col 1 in the code): the
        // status says so in words, naming squares as the board labels them.
        QCOMPARE(statusOf(controller),
            QStringLiteral("Square b2 refused: the queen on c3 attacks it along the "
                           "anti-diagonal."));
        controller.stepBack();
        QCOMPARE(statusOf(controller),
            QStringLiteral("Square a2 refused: the queen on a4 attacks it along the column."));
    }

    void runToSolutionAndEnd()
    {
        BoardScene scene;
        RunController controller;
        BoardPresenter presenter(&scene, &controller, nullptr);
        controller.setBoardSize(8);
        controller.runToNextSolution();
        QVERIFY(waitForMode(controller, Mode::Paused));
        QCOMPARE(controller.counters().solutions, quint64(1));
        QCOMPARE(controller.board(), (QList<int> { 0, 4, 7, 5, 2, 6, 1, 3 }));
        QVERIFY(scene.isSolutionMarked());
        QCOMPARE(statusOf(controller), QStringLiteral("Solution 1 found."));
        controller.runToEnd();
        QVERIFY(waitForMode(controller, Mode::Finished));
        QCOMPARE(controller.counters().solutions, quint64(92));
        QCOMPARE(controller.counters().placements, quint64(2056));
        QCOMPARE(controller.counters().removals, quint64(2056));
        QCOMPARE(scene.queenCount(), 0);
    }

    void noSolutionBoards_data()
    {
        QTest::addColumn<int>("n");
        QTest::newRow("2x2") << 2;
        QTest::newRow("3x3") << 3;
    }
    void noSolutionBoards()
    {
        QFETCH(int, n);
        RunController controller;
        controller.setBoardSize(n);
        controller.runToEnd();
        QVERIFY(waitForMode(controller, Mode::Finished));
        QCOMPARE(controller.counters().solutions, quint64(0));
        QVERIFY(statusOf(controller).contains(QLatin1String("no solution")));
        // Finished: stepping further is refused, not silently queued.
        controller.step();
        QCOMPARE(controller.mode(), Mode::Finished);
    }

    void sizeIsClampedToTheAlgorithm()
    {
        RunController controller;
        controller.setBoardSize(20);
        QCOMPARE(controller.boardSize(), 20);
        controller.setAlgorithm(nq::Algorithm::Permutations);
        QCOMPARE(controller.boardSize(), nq::algorithmInfo(nq::Algorithm::Permutations).maxN);
        controller.setBoardSize(99);
        QCOMPARE(controller.boardSize(), controller.maxBoardSize());
    }

    void boardMatchesAfterInterruptions()
    {
        // Whatever stops or slows a top-speed run, the board shows the position.
        BoardScene scene;
        RunController controller;
        BoardPresenter presenter(&scene, &controller, nullptr);
        controller.setBoardSize(12);
        controller.setSpeedIndex(RunController::topSpeedIndex());
        // Paused as the worker's third batch lands (RunController emits
        // eventsReached before it moves the position): the batch's events
        // come in after the pause, as a batch still in flight would, and
        // must not move the position.
        RunCounters paused;
        int batches = 0;
        QMetaObject::Connection pauseAtThird;
        pauseAtThird = connect(&controller, &RunController::eventsReached, this, [&] {
            if (++batches == 3) {
                controller.pause();
                paused = controller.counters();
                disconnect(pauseAtThird);
            }
        });
        controller.play();
        QVERIFY(waitForMode(controller, Mode::Paused));
        QCOMPARE(batches, 3);
        QVERIFY(nqtest::handlePostedEvents()); // the batch's end, if the worker had sent it
        QCOMPARE(controller.counters(), paused);
        QCOMPARE(sceneBoard(scene), controller.board());

        const auto movesOn = [&controller](const char *what) {
            const quint64 from = controller.counters().steps;
            return nqtest::waitUntil(
                [&controller, from] { return controller.counters().steps > from; }, what);
        };
        controller.play();
        NQ_VERIFY_WAIT(movesOn("steps at top speed"));
        controller.setSpeedIndex(2); // 4 steps per second, animated, from a coalesced board
        NQ_VERIFY_WAIT(movesOn("an animated step"));
        controller.pause();
        QCOMPARE(sceneBoard(scene), controller.board());

        controller.setSpeedIndex(RunController::topSpeedIndex());
        controller.play();
        NQ_VERIFY_WAIT(movesOn("steps at top speed"));
        const quint64 solutions = controller.counters().solutions;
        controller.runToNextSolution(); // while playing at top speed
        QVERIFY(waitForMode(controller, Mode::Paused));
        QCOMPARE(controller.state().last().kind, nq::EventKind::Solution);
        QCOMPARE(controller.counters().solutions, solutions + 1);
        QCOMPARE(sceneBoard(scene), controller.board());
        QVERIFY(scene.isSolutionMarked());
    }

    void changesWhileRunning()
    {
        // No warning either (the offscreen platform's own note aside).
        QTest::failOnWarning(
            QRegularExpression(QStringLiteral("^(?!This plugin does not support).*")));
        // Change N, the algorithm, reset and destroy while playing at top speed:
        // no crash, no hang, and the new run starts clean.
        BoardScene scene;
        auto controller = std::make_unique<RunController>();
        // Declared after the controller, so that an early return of a failed
        // check still destroys the presenter before the controller it follows.
        auto presenter = std::make_unique<BoardPresenter>(&scene, controller.get(), nullptr);
        // Each change comes while the run is under way (it has moved).
        const auto underWay = [&controller] {
            return nqtest::waitUntil(
                [&controller] { return controller->counters().steps > 0; }, "the run under way");
        };
        controller->setSpeedIndex(RunController::topSpeedIndex());
        controller->setBoardSize(12);
        controller->play();
        NQ_VERIFY_WAIT(underWay());
        controller->setBoardSize(10);
        QCOMPARE(controller->counters().steps, quint64(0));
        QCOMPARE(controller->mode(), Mode::Paused);
        controller->play();
        NQ_VERIFY_WAIT(underWay());
        controller->setAlgorithm(nq::Algorithm::CheckQueens);
        QCOMPARE(controller->counters().steps, quint64(0));
        QCOMPARE(scene.queenCount(), 0);
        controller->runToEnd();
        NQ_VERIFY_WAIT(underWay());
        controller->restart();
        QCOMPARE(controller->counters().steps, quint64(0));
        controller->play();
        NQ_VERIFY_WAIT(underWay());
        controller.reset(); // while playing
    }

    // Breakpoints and "next solution" stop a local search where they say.
    void localSearchBreakpoints()
    {
        BoardScene scene;
        RunController controller;
        BoardPresenter presenter(&scene, &controller, nullptr);
        controller.setAlgorithm(nq::Algorithm::MinConflicts);
        controller.setBoardSize(8);
        RunController::Breakpoints breakpoints;
        breakpoints.onBacktrack = true; // for a local search: each queen lifted
        controller.setBreakpoints(breakpoints);
        controller.runToEnd();
        QVERIFY(waitForMode(controller, Mode::Paused));
        QCOMPARE(controller.state().last().kind, nq::EventKind::Remove);
        QCOMPARE(controller.state().last().index, quint64(1));
        QCOMPARE(controller.counters().steps, quint64(9)); // 8 placed, then the first move
        // The row being repaired is outlined and scored.
        QCOMPARE(scene.currentRow(), int(controller.state().last().row));
        QCOMPARE(scene.conflictRow(), int(controller.state().last().row));
        QVERIFY(scene.conflictsShown());
        controller.setBreakpoints({});
        controller.runToNextSolution();
        // Its one solution is its last step: it stops there, at the end.
        QVERIFY(waitForMode(controller, Mode::Finished));
        QCOMPARE(controller.state().last().kind, nq::EventKind::Solution);
        QCOMPARE(controller.counters().solutions, quint64(1));
        QCOMPARE(scene.conflictRow(), -1);
        QCOMPARE(scene.currentRow(), -1);
        QVERIFY(scene.isSolutionMarked());
        // Stepping back from the end takes the solution mark away, exactly.
        controller.stepBack();
        QVERIFY(!scene.isSolutionMarked());
        QCOMPARE(controller.state().last().kind, nq::EventKind::Place);
        // A backtracker again: no conflicts shown.
        controller.setAlgorithm(nq::Algorithm::LockLines);
        QVERIFY(!scene.conflictsShown());
    }
};

QTEST_MAIN(TestRunController)
#include "tst_runcontroller.moc"
