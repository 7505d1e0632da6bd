// SPDX-License-Identifier: MIT
#include "board/boardscene.h"
#include "window/docklayout.h"
#include "display/boardpresenter.h"
#include "run/narrator.h"
#include "explain/counterspanel.h"
#include "window/mainwindow.h"
#include "run/runcontroller.h"
#include "explain/searchtree.h"
#include "explain/searchtreeview.h"
#include "solutions/solutionsmodel.h"
#include "solutions/solutionspanel.h"
#include "support/events.h"
#include "support/wait.h"

#include <QApplication>
#include <QLocale>
#include <QDockWidget>

#include <QRegularExpression>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
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
using nqtest::waitForMode;

QList<int> sceneBoard(const BoardScene &scene)
{
    QList<int> board;
    for (int row = 0; row < scene.boardSize(); ++row) {
        board.append(scene.queenColumn(row));
    }
    return board;
}

// The status line's words for the controller's position.
QString statusOf(const RunController &controller)
{
    return Narrator(controller.boardSize(), controller.algorithm(), controller.seed())
        .describe(controller.state());
}

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

    void closingTheWindowWhileRunning()
    {
        QTest::failOnWarning(
            QRegularExpression(QStringLiteral("^(?!This plugin does not support).*")));
        auto *window = new MainWindow(12, nq::Algorithm::Bitmask);
        window->show();
        window->controller()->setSpeedIndex(RunController::topSpeedIndex());
        window->controller()->play();
        NQ_VERIFY_WAIT(nqtest::waitUntil(
            [window] { return window->controller()->counters().steps > 0; }, "the run under way"));
        window->close();
        delete window;
    }

    void keyboardDrivesTheRun()
    {
        MainWindow window(6, nq::Algorithm::LockLines);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        RunController *controller = window.controller();
        QWidget *focus = QApplication::focusWidget() ? QApplication::focusWidget() : &window;

        QTest::keyClick(focus, Qt::Key_Right);
        QVERIFY(waitForMode(*controller, Mode::Paused));
        QCOMPARE(controller->counters().steps, quint64(1));
        QTest::keyClick(focus, Qt::Key_Right);
        QVERIFY(waitForMode(*controller, Mode::Paused));
        QCOMPARE(controller->counters().steps, quint64(2));
        QTest::keyClick(focus, Qt::Key_Left); // step back
        QCOMPARE(controller->counters().steps, quint64(1));
        QCOMPARE(window.timeline()->value(), 1);
        QCOMPARE(window.timeline()->maximum(), 2);

        QTest::keyClick(focus, Qt::Key_Right, Qt::ShiftModifier);
        NQ_VERIFY_WAIT(nqtest::waitUntil(
            [&] { return controller->counters().solutions == 1; }, "the first solution"));
        QVERIFY(waitForMode(*controller, Mode::Paused));
        const quint64 firstSolution = controller->counters().steps;
        QTest::keyClick(focus, Qt::Key_Left);
        QTest::keyClick(focus, Qt::Key_Right, Qt::ShiftModifier); // back to it, from the history
        QCOMPARE(controller->counters().steps, firstSolution);

        const int speed = controller->speedIndex();
        QTest::keyClick(focus, Qt::Key_Plus);
        QCOMPARE(controller->speedIndex(), speed + 1);
        QTest::keyClick(focus, Qt::Key_Minus);
        QTest::keyClick(focus, Qt::Key_Minus);
        QCOMPARE(controller->speedIndex(), speed - 1);

        QTest::keyClick(focus, Qt::Key_Space);
        QCOMPARE(controller->mode(), Mode::Playing);
        QTest::keyClick(focus, Qt::Key_Space);
        QCOMPARE(controller->mode(), Mode::Paused);

        QTest::keyClick(focus, Qt::Key_End);
        QVERIFY(waitForMode(*controller, Mode::Finished));
        QCOMPARE(controller->counters().solutions, quint64(4));
        QCOMPARE(
            window.docks()->panels().counters->valueText(QStringLiteral("solutions")), QStringLiteral("4"));

        QTest::keyClick(focus, Qt::Key_Home);
        QCOMPARE(controller->mode(), Mode::Paused);
        QCOMPARE(controller->counters().steps, quint64(0));
    }

    void clickingATreeNodeSeeks()
    {
        MainWindow window(6, nq::Algorithm::LockLines);
        window.resize(1000, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        RunController *controller = window.controller();
        controller->runToEnd();
        QVERIFY(waitForMode(*controller, Mode::Finished));
        SearchTreeView *view = window.docks()->panels().tree;
        const SearchTree &tree = view->tree();
        QCOMPARE(tree.nodeCount(), controller->counters().placements + 1);
        // Click nodes placed early, in the middle and late: the run goes to each one's step.
        for (const int node : { 1, int(tree.storedNodeCount() / 2), tree.storedNodeCount() - 1 }) {
            // Fit keeps nodes big enough to click; a node beyond the view is
            // scrolled to, as a teacher would.
            view->fitTree();
            view->centerOn(view->nodeScenePos(node));
            QApplication::processEvents();
            const QPoint at = view->mapFromScene(view->nodeScenePos(node));
            QVERIFY(view->viewport()->rect().contains(at));
            QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
            QVERIFY(waitForMode(*controller, Mode::Paused));
            QCOMPARE(controller->state().step(), tree.placeStep(node));
            QCOMPARE(controller->state().last().kind, nq::EventKind::Place);
            QCOMPARE(controller->board().at(tree.node(node).row), int(tree.node(node).col));
        }
    }

    void browsingShowsSolutionsOnTheBoard()
    {
        MainWindow window(8, nq::Algorithm::LockLines);
        window.resize(1000, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        SolutionsPanel *panel = window.docks()->panels().solutions;
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("solutionsDock"));
        QVERIFY(dock);
        dock->raise();
        QTRY_COMPARE_WITH_TIMEOUT(panel->boardSize(), 8, nqtest::HangGuardMs);
        QTRY_COMPARE_WITH_TIMEOUT(panel->model()->rowCount(), 92, nqtest::HangGuardMs);
        panel->selectSolution(5);
        QCOMPARE(sceneBoard(*window.boardScene()), (QList<int> { 1, 3, 5, 7, 2, 0, 6, 4 }));
        QVERIFY(window.boardScene()->isSolutionMarked());
        QVERIFY2(window.statusText().startsWith(QLatin1String("8 x 8 board: solution 5 of 92")),
            qPrintable(window.statusText()));
        // An orbit image: the board ends as the image of the board under the symmetry.
        const QList<int> first { 0, 4, 7, 5, 2, 6, 1, 3 };
        emit panel->transformationChosen(first, {}, int(nq::Symmetry::Rotate90));
        const std::vector<int> image
            = nq::transform(std::vector<int>(first.begin(), first.end()), nq::Symmetry::Rotate90);
        QTRY_COMPARE_WITH_TIMEOUT(sceneBoard(*window.boardScene()),
            QList<int>(image.begin(), image.end()), nqtest::HangGuardMs);
        QVERIFY2(window.statusText().contains(QLatin1String("rotation by 90 degrees")),
            qPrintable(window.statusText()));
        // Back to the run: a step shows the run's own board and status again.
        window.controller()->step();
        QVERIFY(waitForMode(*window.controller(), Mode::Paused));
        QCOMPARE(sceneBoard(*window.boardScene()), window.controller()->board());
        QCOMPARE(window.statusText(), window.presenter()->statusText());
    }

    void sizeBoxFollowsTheAlgorithm()
    {
        MainWindow window(8, nq::Algorithm::LockLines);
        auto *sizeBox = window.findChild<QSpinBox *>(QStringLiteral("sizeBox"));
        QVERIFY(sizeBox);
        QCOMPARE(sizeBox->maximum(), nq::MaxBoardSize);
        window.controller()->setAlgorithm(nq::Algorithm::MinConflicts);
        QCOMPARE(sizeBox->maximum(), BoardScene::MaxSize);
        window.controller()->setAlgorithm(nq::Algorithm::Permutations);
        QCOMPARE(sizeBox->maximum(), nq::algorithmInfo(nq::Algorithm::Permutations).maxN);
        sizeBox->setValue(5);
        QCOMPARE(window.controller()->boardSize(), 5);
        QCOMPARE(window.boardScene()->boardSize(), 5);
    }

    // A min-conflicts run to its end leaves its solution on the board, shown.
    void localSearchRunsToItsSolution_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("8x8") << 8 << quint64(1);
        QTest::newRow("8x8 seed 9") << 8 << quint64(9);
        QTest::newRow("30x30") << 30 << quint64(2);
        QTest::newRow("400x400") << 400 << quint64(1);
    }
    void localSearchRunsToItsSolution()
    {
        QFETCH(int, n);
        QFETCH(quint64, seed);
        MainWindow window(n, nq::Algorithm::MinConflicts);
        RunController &controller = *window.controller();
        controller.setSeed(seed);
        QCOMPARE(controller.seed(), seed);
        QVERIFY(controller.isLocalSearch());
        QCOMPARE(controller.boardSize(), n);
        controller.runToEnd();
        QVERIFY(waitForMode(controller, Mode::Finished));
        const QList<int> board = controller.board();
        QVERIFY(!board.contains(-1));
        QVERIFY(nq::isValidSolution(std::vector<int>(board.begin(), board.end())));
        QCOMPARE(sceneBoard(*window.boardScene()), board);
        QVERIFY(window.boardScene()->isSolutionMarked());
        QCOMPARE(window.boardScene()->conflictPairs(), quint64(0));
        QCOMPARE(controller.counters().solutions, quint64(1));
        QCOMPARE(controller.counters().conflicts, quint64(0));
        QCOMPARE(controller.solutionSteps().size(), std::size_t(1));
        QVERIFY2(statusOf(controller).startsWith(QLatin1String("Finished: solved")),
            qPrintable(statusOf(controller)));
        auto *counters = window.findChild<CountersPanel *>();
        QVERIFY(counters);
        QCOMPARE(counters->valueText(QStringLiteral("conflicts")), QStringLiteral("0"));
        QCOMPARE(counters->valueText(QStringLiteral("moves")),
            QLocale().toString(controller.counters().removals));
        // The search tree says why it is empty instead of drawing one.
        auto *tree = window.findChild<SearchTreeView *>();
        QVERIFY(tree && !tree->hasTree());
        QCOMPARE(tree->tree().storedNodeCount(), 1);
        // Back to a solution already found and forward again: exact.
        controller.seek(controller.solutionSteps().front() - 1);
        QVERIFY(!window.boardScene()->isSolutionMarked());
        controller.nextSolution();
        // The solution is the last step: the run is at its end again.
        QVERIFY(waitForMode(controller, Mode::Finished));
        QCOMPARE(controller.board(), board);
        QVERIFY(window.boardScene()->isSolutionMarked());
        if (n > BoardScene::ItemBoardMax) {
            QVERIFY(window.boardScene()->isImageBoard());
            QVERIFY(window.boardScene()->items().size() < 40);
        }
        // With NQ_WINDOW_SNAPSHOTS=dir, the window mid-run in a small and a
        // large size is written there to look at.
        const QString snapshots = qEnvironmentVariable("NQ_WINDOW_SNAPSHOTS");
        if (!snapshots.isEmpty()) {
            controller.seek(quint64(n) + 3);
            for (const QSize &size : { QSize(640, 480), QSize(1600, 1000) }) {
                window.resize(size);
                window.show();
                QVERIFY(QTest::qWaitForWindowExposed(&window));
                QTest::qWait(50);
                QVERIFY(window.grab().save(QStringLiteral("%1/window-%2-%3x%4.png")
                                               .arg(snapshots)
                                               .arg(n)
                                               .arg(size.width())
                                               .arg(size.height())));
            }
        }
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
