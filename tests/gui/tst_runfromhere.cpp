// SPDX-License-Identifier: MIT
// "Run from here": the pupil's queens in play mode as the run's start. Real
// clicks on the board's squares and on the play panel's button; then the
// run, its positions (forward, back, seeks older than the history), its
// status and its board against the solver's own stream from that start.
#include "algorithms/algorithmregistry.h"
#include "activity/activityhost.h"
#include "window/docklayout.h"
#include "board/boardscene.h"
#include "display/boardpresenter.h"
#include "explain/callstackpanel.h"
#include "explain/searchtreeview.h"
#include "explain/variablespanel.h"
#include "play/playcontroller.h"
#include "play/playmode.h"
#include "play/playpanel.h"
#include "render/boardmodel.h"
#include "run/narrator.h"
#include "run/runcontroller.h"
#include "support/shownwindow.h"
#include "support/wait.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QGraphicsView>
#include <QRegularExpression>
#include <QTest>
#include <QToolButton>

// moc (Qt 6.4) cannot parse libstdc++'s C++20 headers; it needs none of them.
#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#include "solver/solutions.h"
#endif

#include <vector>

Q_DECLARE_METATYPE(nq::Algorithm)

namespace {

using nqtest::waitUntilStopped;

// Clicks the squares of `start` (start[r] = column or -1) on the play layer.
void clickQueens(MainWindow &window, const QList<int> &start)
{
    auto *view = qobject_cast<QGraphicsView *>(window.centralWidget());
    for (int row = 0; row < start.size(); ++row) {
        if (start[row] >= 0) {
            const QPoint at = view->mapFromScene(window.boardScene()->squareRect(row, start[row]).center());
            QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
        }
    }
}

// The play panel's "Run from here" button, clicked.
bool clickRunFromHere(MainWindow &window)
{
    for (QToolButton *button : window.activities()->get<PlayMode>()->playPanel()->findChildren<QToolButton *>()) {
        if (button->defaultAction() == window.activities()->get<PlayMode>()->runFromHere()) {
            if (!button->isVisible() || !button->isEnabled()) {
                return false;
            }
            QTest::mouseClick(button, Qt::LeftButton);
            return true;
        }
    }
    return false;
}

// The board after each event of the solver's stream from `start`: boards[k]
// after k events; and the solutions found.
struct Replay
{
    std::vector<QList<int>> boards;
    QList<QList<int>> solutions;
};

Replay replay(nq::Algorithm algorithm, int n, const QList<int> &start)
{
    Replay result;
    QList<int> board = start;
    result.boards.push_back(board);
    const std::vector<int> given(start.begin(), start.end());
    for (const nq::Event &event : nq::solve(algorithm, n, nq::DefaultSeed, given)) {
        if (event.kind == nq::EventKind::Done) {
            break;
        }
        if (event.kind == nq::EventKind::Place) {
            board[event.square.row] = event.square.col;
        } else if (event.kind == nq::EventKind::Remove) {
            board[event.square.row] = -1;
        } else if (event.kind == nq::EventKind::Solution) {
            result.solutions.append(QList<int>(event.columns.begin(), event.columns.end()));
        }
        result.boards.push_back(board);
    }
    return result;
}

} // namespace

class TestRunFromHere : public QObject
{
    Q_OBJECT

private slots:
    void runsFromTheClickedQueens_data()
    {
        QTest::addColumn<nq::Algorithm>("algorithm");
        QTest::addColumn<int>("n");
        QTest::addColumn<QList<int>>("start");
        QTest::addColumn<int>("solutions"); // the full board's that hold the given queens
        for (const nq::AlgorithmInfo &info : nq::algorithms()) {
            if (!nq::isBacktracker(info.id)) {
                continue;
            }
            const auto row = [&](const char *name, int n, const QList<int> &start) {
                int count = 0;
                for (const std::vector<int> &solution : nq::allSolutions(n)) {
                    bool holds = true;
                    for (int r = 0; r < n; ++r) {
                        holds = holds && (start[r] < 0 || start[r] == solution[r]);
                    }
                    count += holds ? 1 : 0;
                }
                QTest::addRow("%s %s", info.name.data(), name) << info.id << n << start << count;
            };
            row("e8 a7", 8, { 4, 0, -1, -1, -1, -1, -1, -1 });
            row("b3 (below the first free rows)", 6, { -1, -1, -1, 1, -1, -1 });
            row("a8 c7 (none)", 8, { 0, 2, -1, -1, -1, -1, -1, -1 });
        }
    }
    void runsFromTheClickedQueens()
    {
        QFETCH(nq::Algorithm, algorithm);
        QFETCH(int, n);
        QFETCH(QList<int>, start);
        QFETCH(int, solutions);

        MainWindow window(n, algorithm);
        NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
        window.activateWindow();
        RunController *run = window.controller();
        run->setHistoryCapacity(64); // so that seeks back run the search again
        QTest::keyClick(&window, Qt::Key_P);
        QVERIFY(window.activities()->get<PlayMode>()->isActive());
        clickQueens(window, start);
        QCOMPARE(window.activities()->get<PlayMode>()->controller()->position().columns().value_or(QList<int>()),
            start);
        QVERIFY(clickRunFromHere(window));

        // Step 0: the given queens on the board, framed, and said.
        QVERIFY(!window.activities()->get<PlayMode>()->isActive());
        QCOMPARE(run->start(), start);
        QCOMPARE(run->state().step(), quint64(0));
        QCOMPARE(run->board(), start);
        QCOMPARE(window.boardScene()->givenSquares(), start);
        QCOMPARE(window.presenter()->shownBoard(), start);
        QCOMPARE(window.presenter()->shown(), BoardPresenter::Shown::Run);
        const QString ready = window.presenter()->statusText();
        QVERIFY2(ready.contains(QLatin1String("given queens")), qPrintable(ready));
        QVERIFY2(window.presenter()->boardDescription().contains(QLatin1String("Given queens")),
            qPrintable(window.presenter()->boardDescription()));

        // To the end: the solutions that hold the given queens, and the board
        // left holding exactly them.
        const Replay expected = replay(algorithm, n, start);
        run->runToEnd();
        QVERIFY(waitUntilStopped(*run));
        QCOMPARE(run->mode(), RunController::Mode::Finished);
        QCOMPARE(run->counters().solutions, quint64(solutions));
        QCOMPARE(qsizetype(run->counters().solutions), expected.solutions.size());
        QCOMPARE(run->state().step() + 1, quint64(expected.boards.size()));
        QCOMPARE(run->board(), start);
        const QString end = window.presenter()->statusText();
        if (solutions == 0) {
            QVERIFY2(end.contains(QLatin1String("no solution contains the given queens")),
                qPrintable(end));
        } else {
            QVERIFY2(end.startsWith(QStringLiteral("Finished: %1 solution").arg(solutions))
                    && end.contains(QLatin1String("the given queens")),
                qPrintable(end));
        }

        // Back and forth, in the history and beyond it: every position is
        // the stream's, with the given queens standing.
        const quint64 last = run->state().step();
        for (const quint64 k : { last - 1, last / 2, quint64(3), quint64(1), quint64(0), last / 3 }) {
            if (k > last) {
                continue;
            }
            run->seek(k);
            QVERIFY(waitUntilStopped(*run));
            QCOMPARE(run->state().step(), k);
            QCOMPARE(run->board(), expected.boards[k]);
            QCOMPARE(window.presenter()->shownBoard(), expected.boards[k]);
            QCOMPARE(window.boardScene()->givenSquares(), start);
            const int given = int(std::count_if(start.begin(), start.end(), [](int c) { return c >= 0; }));
            QVERIFY(run->counters().depth >= given);
        }
        run->seek(0);
        QVERIFY(waitUntilStopped(*run));
        QCOMPARE(window.presenter()->statusText(), ready);
        // A solution of the run, by its step.
        if (solutions > 0) {
            run->goToSolution(1);
            QVERIFY(waitUntilStopped(*run));
            QCOMPARE(run->board(), expected.solutions.first());
        }
        // The first event, stepped: the board moves on from the given one.
        run->seek(0);
        QVERIFY(waitUntilStopped(*run));
        QTest::keyClick(&window, Qt::Key_Right);
        QVERIFY(waitUntilStopped(*run));
        QCOMPARE(run->state().step(), quint64(1));
        QCOMPARE(run->board(), expected.boards[1]);
    }

    // The given rows after Run from here: the call stack marks their frames
    // as given (the recursion makes no call for them) and never shows a call
    // on one; the search tree counts depth as the row, a given row's level
    // left to it (or, when the search chooses its rows, the first levels).
    void givenRowsAreMarkedAndKeepTheirDepth_data() { runsFromTheClickedQueens_data(); }
    void givenRowsAreMarkedAndKeepTheirDepth()
    {
        QFETCH(nq::Algorithm, algorithm);
        QFETCH(int, n);
        QFETCH(QList<int>, start);

        MainWindow window(n, algorithm);
        NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
        RunController *run = window.controller();
        QVERIFY(run->runFrom(start));
        QVERIFY(waitUntilStopped(*run));
        CallStackPanel *stack = window.docks()->panels().callStack;
        const int given
            = int(std::count_if(start.begin(), start.end(), [](int c) { return c >= 0; }));
        const bool allAbove = start.indexOf(-1) == given; // the given rows are the top ones
        // A frame that names a given row as the search's own call or choice.
        const QRegularExpression call(
            QStringLiteral(R"(solve\(row=(\d+)\)|row = (\d+),|i = row (\d+)|queen on \((\d+), )"));
        const auto checkFrames = [&](quint64 step) {
            QStringList wrong;
            const QStringList frames = stack->frames();
            int marked = 0;
            for (int i = 0; i < frames.size(); ++i) {
                bool isGiven = false;
                for (int row = 0; row < n; ++row) {
                    isGiven = isGiven
                        || (start[row] >= 0
                            && frames[i] == CallStackPanel::givenFrame(n, row, start[row]));
                }
                marked += isGiven ? 1 : 0;
                if (isGiven != stack->isGivenFrame(i)) {
                    wrong << QStringLiteral("step %1: frame \"%2\" %3 marked as given")
                                 .arg(step)
                                 .arg(frames[i],
                                     isGiven ? QStringLiteral("is not") : QStringLiteral("is"));
                }
                if (isGiven && !frames[i].contains(QLatin1String("given"))) {
                    wrong << QStringLiteral("step %1: \"%2\" does not say it is given")
                                 .arg(step)
                                 .arg(frames[i]);
                }
                const QRegularExpressionMatch match = call.match(frames[i]);
                for (int group = 1; match.hasMatch() && group <= 4; ++group) {
                    const int row
                        = match.captured(group).isEmpty() ? -1 : match.captured(group).toInt();
                    if (row >= 0 && row < n && start[row] >= 0) {
                        wrong << QStringLiteral("step %1: \"%2\" is a call on given row %3")
                                     .arg(step)
                                     .arg(frames[i])
                                     .arg(row);
                    }
                }
            }
            const bool listsAll = allAbove
                || AlgorithmRegistry::of(algorithm).traits().callStack
                    == AlgorithmDescription::CallStackView::ChosenRows
                || AlgorithmRegistry::of(algorithm).traits().callStack
                    == AlgorithmDescription::CallStackView::ChosenItems;
            const bool stacked = AlgorithmRegistry::of(algorithm).traits().callStack
                != AlgorithmDescription::CallStackView::Permutation;
            if (stacked && listsAll && marked != given) {
                wrong << QStringLiteral("step %1: %2 of %3 given rows marked in %4")
                             .arg(step)
                             .arg(marked)
                             .arg(given)
                             .arg(frames.join(QLatin1String(" | ")));
            }
            return wrong;
        };
        QStringList wrong = checkFrames(0);
        for (quint64 step = 1; step <= 40; ++step) {
            run->seek(step);
            QVERIFY(waitUntilStopped(*run));
            if (run->state().step() != step) {
                break; // the run is shorter
            }
            wrong += checkFrames(step);
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.mid(0, 8).join(QLatin1Char('\n'))));

        // The search tree at the end: depth is the row (+ 1) in a search that
        // goes row by row, the queens on the board when it chooses its rows.
        run->runToEnd();
        QVERIFY(waitUntilStopped(*run));
        const SearchTree &tree = window.docks()->panels().tree->tree();
        const auto view = AlgorithmRegistry::of(algorithm).traits().callStack;
        const bool chooses = view == AlgorithmDescription::CallStackView::ChosenRows
            || view == AlgorithmDescription::CallStackView::ChosenItems;
        QVERIFY(tree.storedNodeCount() > 1 || given == n);
        for (int row = 0; row < n; ++row) {
            if (!chooses) {
                QCOMPARE(tree.isGivenDepth(row + 1), start[row] >= 0);
            } else {
                QCOMPARE(tree.isGivenDepth(row + 1), row < given);
            }
        }
        for (int id = 1; id < tree.storedNodeCount(); ++id) {
            const SearchTree::Node &node = tree.node(id);
            const int expected = chooses ? given + int(tree.pathTo(id).size()) - 1 : node.row + 1;
            if (node.depth != expected) {
                QFAIL(qPrintable(QStringLiteral("node %1 on row %2 at depth %3, not %4")
                                     .arg(id)
                                     .arg(node.row)
                                     .arg(node.depth)
                                     .arg(expected)));
            }
        }
    }

    // Attacking queens (two in a rank too) and min-conflicts change nothing
    // and say why.
    void refusesAndSaysWhy_data()
    {
        QTest::addColumn<nq::Algorithm>("algorithm");
        QTest::addColumn<QList<QPoint>>("queens"); // QPoint(col, row)
        QTest::addColumn<QString>("notice");
        QTest::newRow("diagonal") << nq::Algorithm::LockLines
                                  << QList<QPoint> { QPoint(0, 0), QPoint(2, 2) }
                                  << QStringLiteral("The queens on a8 and c6 attack each other "
                                                    "along the diagonal");
        QTest::newRow("column") << nq::Algorithm::Bitmask
                                << QList<QPoint> { QPoint(3, 1), QPoint(3, 6) }
                                << QStringLiteral("d7 and d2 attack each other along the column");
        QTest::newRow("rank") << nq::Algorithm::CheckQueens
                              << QList<QPoint> { QPoint(1, 4), QPoint(6, 4) }
                              << QStringLiteral("b4 and g4 attack each other along the rank");
        QTest::newRow("min-conflicts") << nq::Algorithm::MinConflicts
                                       << QList<QPoint> { QPoint(0, 0) }
                                       << QStringLiteral("Your board runs with the backtrackers only");
    }
    void refusesAndSaysWhy()
    {
        QFETCH(nq::Algorithm, algorithm);
        QFETCH(QList<QPoint>, queens);
        QFETCH(QString, notice);
        MainWindow window(8, algorithm);
        NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
        window.activateWindow();
        RunController *run = window.controller();
        QTest::keyClick(&window, Qt::Key_P);
        auto *view = qobject_cast<QGraphicsView *>(window.centralWidget());
        for (const QPoint &queen : queens) {
            QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                view->mapFromScene(window.boardScene()->squareRect(queen.y(), queen.x()).center()));
        }
        const auto before = window.activities()->get<PlayMode>()->controller()->position();
        QTest::keyClick(view, Qt::Key_R, Qt::ControlModifier); // the shortcut this time
        QVERIFY(window.activities()->get<PlayMode>()->isActive());
        QVERIFY(!run->hasStart());
        QCOMPARE(window.activities()->get<PlayMode>()->controller()->position(), before);
        QVERIFY2(window.activities()->get<PlayMode>()->notice().contains(notice),
            qPrintable(window.activities()->get<PlayMode>()->notice()));
        QCOMPARE(window.presenter()->statusText(), window.activities()->get<PlayMode>()->notice());
        QCOMPARE(window.activities()->get<PlayMode>()->playPanel()->statusText(), window.activities()->get<PlayMode>()->notice());
        // The next change of the board takes the notice away.
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
            view->mapFromScene(window.boardScene()->squareRect(queens[0].y(), queens[0].x()).center()));
        QVERIFY(window.activities()->get<PlayMode>()->notice().isEmpty());
    }

    // The variables panel at step 0 of a run from given queens: the given
    // queens below the row being filled take their squares of it away
    // (bitmask: from the free mask; mark-board: marked), as the solver does.
    void variablesSeeTheGivenQueensBelow_data()
    {
        QTest::addColumn<QList<int>>("start");
        QTest::newRow("b3 of 6") << QList<int> { -1, -1, -1, 1, -1, -1 };
        QTest::newRow("e1 of 8") << QList<int> { -1, -1, -1, -1, -1, -1, -1, 4 };
        QTest::newRow("a8 c5 of 7") << QList<int> { -1, 0, -1, -1, 2, -1, -1 };
    }
    void variablesSeeTheGivenQueensBelow()
    {
        QFETCH(QList<int>, start);
        const int n = int(start.size());
        const int row = int(start.indexOf(-1)); // the first free row
        const BoardModel board = BoardModel::fromColumns(start);
        QString free;
        QString marks;
        for (int col = 0; col < n; ++col) {
            const bool attacked = board.lineAttackers(row, col) > 0;
            free += attacked ? QLatin1Char('0') : QLatin1Char('1');
            marks += QLatin1Char(' ');
            marks += attacked ? QLatin1Char('x') : QLatin1Char('.');
        }
        VariablesPanel panel;
        panel.showPosition(nq::Algorithm::Bitmask, RunState(n, start));
        QVERIFY2(panel.text().contains(QStringLiteral("free   ") + free), qPrintable(panel.text()));
        panel.showPosition(nq::Algorithm::MarkBoard, RunState(n, start));
        const QString line = QStringLiteral("\u2192 %1  ").arg(row) + marks;
        QVERIFY2(panel.text().contains(line), qPrintable(panel.text() + QLatin1Char('|') + line));
    }

    // N, the algorithm and Restart go back to a full run, and say so.
    void changesReturnToAFullRun_data()
    {
        QTest::addColumn<int>("change");
        QTest::newRow("size") << 0;
        QTest::newRow("algorithm") << 1;
        QTest::newRow("restart") << 2;
    }
    void changesReturnToAFullRun()
    {
        QFETCH(int, change);
        RunController run;
        const QList<int> start { -1, 3, -1, -1, -1, -1, -1, -1 };
        QVERIFY(run.runFrom(start));
        QCOMPARE(run.start(), start);
        QVERIFY(!run.runFrom({ 0, 1, -1, -1, -1, -1, -1, -1 })); // attacking: refused
        QCOMPARE(run.start(), start);
        QVERIFY(!run.runFrom({ 0, -1 })); // wrong size
        switch (change) {
        case 0:
            run.setBoardSize(7);
            break;
        case 1:
            run.setAlgorithm(nq::Algorithm::Bitmask);
            break;
        default:
            run.restart();
            break;
        }
        QVERIFY(!run.hasStart());
        QVERIFY(run.startDropped());
        QCOMPARE(run.state().counters().depth, 0);
        const QString status = Narrator::statusOf(run);
        QVERIFY2(status.startsWith(QLatin1String("A full run: the given queens are gone.")),
            qPrintable(status));
        run.restart(); // a second change: nothing left to say
        QVERIFY(!run.startDropped());
        QVERIFY(!Narrator::statusOf(run).startsWith(QLatin1String("A full run")));
        // min-conflicts takes none.
        run.setAlgorithm(nq::Algorithm::MinConflicts);
        QVERIFY(!run.runFrom(start));
        QVERIFY(!run.hasStart());
    }
};

QTEST_MAIN(TestRunFromHere)
#include "tst_runfromhere.moc"
