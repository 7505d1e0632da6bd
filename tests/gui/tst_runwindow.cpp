// SPDX-License-Identifier: MIT
// The run in the main window: its keys, its search tree and solutions panel
// driving the board, its size box, and closing it mid-run. The controller
// and board without a window are tst_runcontroller's (which also runs under
// TSan, so it builds without the window's rooms).
#include "board/boardscene.h"
#include "display/boardpresenter.h"
#include "explain/counterspanel.h"
#include "explain/searchtree.h"
#include "explain/searchtreeview.h"
#include "run/runcontroller.h"
#include "solutions/solutionsmodel.h"
#include "solutions/solutionspanel.h"
#include "support/runview.h"
#include "support/wait.h"
#include "window/docklayout.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QDockWidget>
#include <QLocale>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTest>

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#include "solver/solutions.h"
#include "solver/symmetry.h"
#endif

namespace {

using Mode = RunController::Mode;

using nqtest::sceneBoard;
using nqtest::statusOf;
using nqtest::waitForMode;

} // namespace

class TestRunWindow : public QObject
{
    Q_OBJECT

private slots:
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

};

QTEST_MAIN(TestRunWindow)
#include "tst_runwindow.moc"
