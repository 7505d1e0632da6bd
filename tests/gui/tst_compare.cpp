// SPDX-License-Identifier: MIT
// The comparison window: lockstep by steps and by placements, reset, the
// table's figures against the solver's own totals, and its files read back.
#include "board/boardscene.h"
#include "board/boardview.h"
#include "compare/comparelane.h"
#include "compare/comparetable.h"
#include "compare/comparewindow.h"
#include "compare/laneview.h"
#include "compare/lockstepdriver.h"
#include "run/runcontroller.h"
#include "support/algorithmrows.h"
#include "support/wait.h"

#include <QAbstractButton>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QScrollBar>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLocale>
#include <QSet>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QPushButton>
#include <QTest>
#include <QTimer>
#include <QTranslator>

#include <algorithm>
#include <limits>
#include <vector>

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

namespace {

using Algorithms = QList<nq::Algorithm>;

constexpr int FinishMs = 60000;

// The solver's totals of one whole search, as `nqueens stats` prints them.
nq::Stats solverTotals(nq::Algorithm algorithm, int n)
{
    nq::Stats stats;
    for (const nq::Event &event : nq::solve(algorithm, n)) {
        if (event.kind == nq::EventKind::Done) {
            stats = event.stats;
        }
    }
    return stats;
}

// True when `predicate` holds for every board shown.
template<typename Predicate> bool everyLane(const CompareWindow &window, Predicate predicate)
{
    const QList<CompareLane *> lanes = window.lanes();
    return std::all_of(lanes.cbegin(), lanes.cend(), predicate);
}

void playToEnd(CompareWindow &window)
{
    window.driver()->setSpeedIndex(RunController::topSpeedIndex());
    window.driver()->play();
    QTRY_VERIFY_WITH_TIMEOUT(window.driver()->isFinished(), FinishMs);
    // The table follows at once when the driver stops; the times come from
    // a background job.
    QTRY_VERIFY_WITH_TIMEOUT(std::all_of(window.table()->figures().cbegin(),
                                 window.table()->figures().cend(),
                                 [](const CompareLane::Figures &f) { return f.searchMs.has_value(); }),
        FinishMs);
}

// Splits RFC 4180 text (no quoted fields expected from our writer, but
// quotes are honoured) into rows of fields.
QList<QStringList> parseCsv(const QByteArray &bytes)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    const QString text = QString::fromUtf8(bytes);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text.at(i + 1) == u'"') {
                field += c;
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            row.append(std::exchange(field, {}));
        } else if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n') {
            row.append(std::exchange(field, {}));
            rows.append(std::exchange(row, {}));
            ++i;
        } else {
            field += c;
        }
    }
    return rows;
}

// A whole search, step by step, as the solver streams it: what each step
// leaves on the board and in the counters.
struct Stream
{
    struct Counts
    {
        quint64 placements = 0;
        quint64 removals = 0;
        quint64 rejections = 0;
        quint64 prunes = 0;
        quint64 solutions = 0;
    };
    int n = 0;
    std::vector<Counts> counts; // counts[k]: after k steps
    std::vector<qint8> boards; // the queens after k steps at k * n (-1: none)
    int column(quint64 step, int row) const { return boards[std::size_t(step * quint64(n) + quint64(row))]; }
};

Stream streamOf(nq::Algorithm algorithm, int n)
{
    Stream stream;
    stream.n = n;
    Stream::Counts counts;
    std::vector<qint8> board(std::size_t(n), -1);
    stream.counts.push_back(counts);
    stream.boards.insert(stream.boards.end(), board.begin(), board.end());
    for (const nq::Event &event : nq::solve(algorithm, n)) {
        switch (event.kind) {
        case nq::EventKind::Place:
            ++counts.placements;
            board[std::size_t(event.square.row)] = qint8(event.square.col);
            break;
        case nq::EventKind::Remove:
            ++counts.removals;
            board[std::size_t(event.square.row)] = -1;
            break;
        case nq::EventKind::Reject:
            ++counts.rejections;
            break;
        case nq::EventKind::Prune:
            ++counts.prunes;
            break;
        case nq::EventKind::Solution:
            ++counts.solutions;
            break;
        case nq::EventKind::Done:
            continue; // not a step
        case nq::EventKind::Wipeout:
        case nq::EventKind::Choose:
            break;
        }
        stream.counts.push_back(counts);
        stream.boards.insert(stream.boards.end(), board.begin(), board.end());
    }
    return stream;
}

// What is wrong with the comparison window at this moment, if anything:
// each board, its counters and its row of the table must show one step of
// its search, the same step.
QString shownApart(const CompareWindow &window, const QList<Stream> &streams)
{
    const QLocale locale;
    const CompareTable *table = window.table();
    const QList<CompareLane::Figures> rows = table->figures();
    if (rows.size() != window.boardCount()) {
        return QStringLiteral("the table has %1 rows for %2 boards").arg(rows.size()).arg(window.boardCount());
    }
    for (int i = 0; i < rows.size(); ++i) {
        const CompareLane::Figures &f = rows.at(i);
        const std::string_view name = nq::algorithmInfo(f.algorithm).name;
        const QString board = QStringLiteral("board %1 (%2), table at step %3: ")
                                  .arg(i + 1)
                                  .arg(QString::fromLatin1(name.data(), qsizetype(name.size())))
                                  .arg(f.steps);
        const Stream &stream = streams.at(i);
        if (f.steps >= stream.counts.size()) {
            return board + QStringLiteral("past the search's end");
        }
        // The table's row is the figures of one step of the search ...
        const Stream::Counts &c = stream.counts[std::size_t(f.steps)];
        if (f.placements != c.placements || f.removals != c.removals || f.rejections != c.rejections
            || f.prunes != c.prunes || f.solutions != c.solutions) {
            return board + QStringLiteral("placements %1, rejections %2, prunes %3; the search there: %4, %5, %6")
                               .arg(f.placements)
                               .arg(f.rejections)
                               .arg(f.prunes)
                               .arg(c.placements)
                               .arg(c.rejections)
                               .arg(c.prunes);
        }
        // ... the step the board shows ...
        const BoardScene *scene = window.lanes().at(i)->scene();
        for (int row = 0; row < stream.n; ++row) {
            if (scene->queenColumn(row) != stream.column(f.steps, row)) {
                return board + QStringLiteral("the board has column %1 in row %2, the search there %3")
                                   .arg(scene->queenColumn(row))
                                   .arg(row)
                                   .arg(stream.column(f.steps, row));
            }
        }
        // ... and the table and the board's counters say so.
        const QStringList cells { locale.toString(f.placements), locale.toString(f.rejections),
            locale.toString(f.prunes), locale.toString(f.work) };
        for (int column = 1; column <= 4; ++column) {
            if (table->item(i, column)->text() != cells.at(column - 1)) {
                return board + QStringLiteral("the table's cell %1 reads %2, its figure %3")
                                   .arg(column)
                                   .arg(table->item(i, column)->text(), cells.at(column - 1));
            }
        }
        const LaneView *view = window.laneViews().at(i);
        const std::pair<const char *, quint64> counters[] = { { "steps", f.steps },
            { "placements", f.placements }, { "rejections", f.rejections }, { "prunes", f.prunes },
            { "work", f.work }, { "solutions", f.solutions } };
        for (const auto &[name, value] : counters) {
            if (view->valueText(QLatin1String(name)) != locale.toString(value)) {
                return board + QStringLiteral("the board's %1 read %2, the table's %3")
                                   .arg(QLatin1String(name), view->valueText(QLatin1String(name)))
                                   .arg(value);
            }
        }
    }
    return {};
}

} // namespace

class TestCompare : public QObject
{
    Q_OBJECT

private slots:
    void lockstepBySteps_data();
    void lockstepBySteps();
    void lockstepByPlacements_data();
    void lockstepByPlacements();
    void tableShowsWhatTheBoardsShow_data();
    void tableShowsWhatTheBoardsShow();
    void stepKeyMovesEveryBoardOnce();
    void ownPaceRunsEachToItsEnd();
    void resetStartsEveryBoardAgain();
    void newAlgorithmRestartsAll();
    void tableMatchesSolverTotals_data();
    void tableMatchesSolverTotals();
    void csvAndImageReadBack();
    void copyPutsTheTableOnTheClipboard();
    void controlsAreNamedAndFit_data();
    void controlsAreNamedAndFit();
};

void TestCompare::lockstepBySteps_data()
{
    QTest::addColumn<Algorithms>("algorithms");
    QTest::addColumn<int>("speedIndex");
    const Algorithms four { nq::Algorithm::ForwardChecking, nq::Algorithm::Mrv,
        nq::Algorithm::DancingLinks, nq::Algorithm::CheckQueens };
    QTest::newRow("four, top speed") << four << RunController::topSpeedIndex();
    QTest::newRow("four, 1024 steps/s") << four << RunController::topSpeedIndex() - 1;
    QTest::newRow("permutations and bitmask")
        << Algorithms { nq::Algorithm::Permutations, nq::Algorithm::Bitmask }
        << RunController::topSpeedIndex();
}

void TestCompare::lockstepBySteps()
{
    QFETCH(Algorithms, algorithms);
    QFETCH(int, speedIndex);
    CompareWindow window(6, algorithms);
    LockstepDriver *driver = window.driver();
    QCOMPARE(driver->mode(), LockstepDriver::Mode::Steps);
    int rounds = 0;
    int unequal = 0;
    connect(driver, &LockstepDriver::roundReached, this, [&](quint64 target) {
        ++rounds;
        for (const CompareLane *lane : window.lanes()) {
            const RunController *run = lane->controller();
            if (!run->state().isFinished() && run->state().step() != target) {
                ++unequal;
            }
            if (run->state().step() > target) {
                ++unequal; // none may pass the target, finished or not
            }
        }
    });
    driver->setSpeedIndex(speedIndex);
    driver->play();
    QTRY_VERIFY_WITH_TIMEOUT(driver->isFinished(), FinishMs);
    QVERIFY(rounds > 1);
    QCOMPARE(unequal, 0);
    // Every run went to its own end: the step counts are each search's whole stream.
    for (const CompareLane *lane : window.lanes()) {
        QCOMPARE(lane->figures().steps, solverTotals(lane->algorithm(), 6).steps);
    }
}

void TestCompare::lockstepByPlacements_data()
{
    lockstepBySteps_data();
}

void TestCompare::lockstepByPlacements()
{
    QFETCH(Algorithms, algorithms);
    QFETCH(int, speedIndex);
    CompareWindow window(6, algorithms);
    LockstepDriver *driver = window.driver();
    driver->setMode(LockstepDriver::Mode::Placements);
    int rounds = 0;
    int unequal = 0;
    quint64 lastTarget = 0;
    connect(driver, &LockstepDriver::roundReached, this, [&](quint64 target) {
        ++rounds;
        lastTarget = target;
        for (const CompareLane *lane : window.lanes()) {
            const RunController *run = lane->controller();
            const quint64 placements = run->counters().placements;
            if ((!run->state().isFinished() && placements != target) || placements > target) {
                ++unequal;
            }
        }
    });
    driver->setSpeedIndex(speedIndex);
    // A few single steps first: each puts one more queen on every board.
    for (quint64 k = 1; k <= 3; ++k) {
        driver->step();
        QTRY_VERIFY_WITH_TIMEOUT(
            everyLane(
                window, [k](const CompareLane *lane) { return lane->figures().placements == k; }),
            nqtest::HangGuardMs);
    }
    driver->play();
    QTRY_VERIFY_WITH_TIMEOUT(driver->isFinished(), FinishMs);
    QVERIFY(rounds > 3);
    QCOMPARE(unequal, 0);
    quint64 least = std::numeric_limits<quint64>::max();
    for (const CompareLane *lane : window.lanes()) {
        const nq::Stats totals = solverTotals(lane->algorithm(), 6);
        QCOMPARE(lane->figures().placements, totals.placements);
        QCOMPARE(lane->figures().steps, totals.steps);
        least = std::min<quint64>(least, totals.placements);
    }
    // The rounds went on past the search with the fewest placements.
    QVERIFY2(lastTarget >= least, qPrintable(QString::number(lastTarget)));
}

void TestCompare::tableShowsWhatTheBoardsShow_data()
{
    QTest::addColumn<LockstepDriver::Mode>("mode");
    QTest::addColumn<int>("speedIndex");
    const int top = RunController::topSpeedIndex();
    const int speed16 = int(RunController::speeds().indexOf(16));
    QTest::newRow("by placements, top speed") << LockstepDriver::Mode::Placements << top;
    QTest::newRow("by placements, 1024 steps/s") << LockstepDriver::Mode::Placements << top - 1;
    QTest::newRow("by placements, 16 steps/s") << LockstepDriver::Mode::Placements << speed16;
    QTest::newRow("by steps, top speed") << LockstepDriver::Mode::Steps << top;
    QTest::newRow("by steps, 1024 steps/s") << LockstepDriver::Mode::Steps << top - 1;
    QTest::newRow("by steps, 16 steps/s") << LockstepDriver::Mode::Steps << speed16;
    QTest::newRow("own pace, 1024 steps/s") << LockstepDriver::Mode::OwnPace << top - 1;
}

// Issue 27 (7): playing by placements, the table said 65 placements where
// the board beside it showed 66 (the table was refreshed on a timer of its
// own, the boards' counters at every stop). At any moment the event loop
// could paint, each board, its counters and its row of the table show the
// same step of its search.
void TestCompare::tableShowsWhatTheBoardsShow()
{
    QFETCH(LockstepDriver::Mode, mode);
    QFETCH(int, speedIndex);
    // At top speed a larger board, so that the runs go on for a while.
    const int n = speedIndex == RunController::topSpeedIndex() ? 10 : 8;
    const Algorithms algorithms { nq::Algorithm::CheckQueens, nq::Algorithm::ForwardChecking,
        nq::Algorithm::Mrv, nq::Algorithm::DancingLinks };
    QList<Stream> streams;
    for (const nq::Algorithm algorithm : algorithms) {
        streams.append(streamOf(algorithm, n));
    }
    CompareWindow window(n, algorithms);
    window.resize(1280, 680);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    LockstepDriver *driver = window.driver();
    driver->setMode(mode);
    driver->setSpeedIndex(speedIndex);

    int moments = 0;
    QSet<quint64> stepsSeen;
    QString apart;
    QTimer probe;
    probe.setTimerType(Qt::PreciseTimer);
    connect(&probe, &QTimer::timeout, this, [&] {
        ++moments;
        quint64 steps = 0;
        for (const CompareLane::Figures &f : window.table()->figures()) {
            steps += f.steps;
        }
        stepsSeen.insert(steps);
        if (apart.isEmpty()) {
            apart = shownApart(window, streams);
            if (!apart.isEmpty()) {
                apart = QStringLiteral("at moment %1: %2").arg(moments).arg(apart);
            }
        }
    });
    probe.start(3);
    // A few single steps, each waited for, then play until the probe has
    // checked many moments and many different steps (or the runs ended):
    // counts, not a time, so that a slow machine checks as much as a fast one.
    QSignalSpy rounds(driver, &LockstepDriver::roundReached);
    for (quint64 k = 1; k <= 3; ++k) {
        driver->step();
        if (mode == LockstepDriver::Mode::OwnPace) {
            NQ_VERIFY_WAIT(nqtest::waitUntil(
                [&] {
                    return everyLane(window, [k](const CompareLane *lane) {
                        return lane->figures().steps == k && !lane->controller()->isRunning();
                    });
                },
                "every board one step further"));
        } else {
            NQ_VERIFY_WAIT(
                nqtest::waitForSignals(rounds, qsizetype(k), "LockstepDriver::roundReached"));
        }
    }
    driver->play();
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] {
            return (moments >= 50 && stepsSeen.size() >= 10) || driver->isFinished()
                || !apart.isEmpty();
        },
        "50 moments and 10 steps checked while the boards move"));
    driver->pause();
    // Checked on while they come to rest.
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] {
            return everyLane(
                window, [](const CompareLane *lane) { return !lane->controller()->isRunning(); });
        },
        "every board at rest"));
    probe.stop();
    QVERIFY2(apart.isEmpty(), qPrintable(apart));
    // Checked while the boards moved, many times.
    QVERIFY2(moments >= 50, qPrintable(QString::number(moments)));
    QVERIFY2(stepsSeen.size() >= 10, qPrintable(QString::number(stepsSeen.size())));
    // And at rest.
    QCOMPARE(shownApart(window, streams), QString());
}

void TestCompare::stepKeyMovesEveryBoardOnce()
{
    CompareWindow window(8, CompareWindow::defaultAlgorithms(nq::Algorithm::CheckQueens));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    for (quint64 k = 1; k <= 5; ++k) {
        QTest::keyClick(&window, Qt::Key_Right);
        for (const CompareLane *lane : window.lanes()) {
            QTRY_COMPARE_WITH_TIMEOUT(lane->controller()->state().step(), k, nqtest::HangGuardMs);
        }
    }
    // After Copy (a click on its button, which takes the focus), the keys
    // still drive the boards, sent to whatever has the focus now.
    QPushButton *copy = nullptr;
    for (QPushButton *button : window.findChildren<QPushButton *>()) {
        if (button->text() == QLatin1String("&Copy")) {
            copy = button;
        }
    }
    QVERIFY(copy);
    QTest::mouseClick(copy, Qt::LeftButton);
    QVERIFY(QApplication::focusWidget());
    // A button with the focus takes Space for itself (it would copy again).
    QVERIFY(!qobject_cast<QAbstractButton *>(QApplication::focusWidget()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    for (const CompareLane *lane : window.lanes()) {
        QTRY_COMPARE_WITH_TIMEOUT(
            lane->controller()->state().step(), quint64(6), nqtest::HangGuardMs);
    }
    // Space plays every board, and again pauses them.
    window.driver()->setSpeedIndex(RunController::topSpeedIndex());
    QSignalSpy rounds(window.driver(), &LockstepDriver::roundReached);
    QTest::keyClick(&window, Qt::Key_Space);
    QVERIFY(window.driver()->isPlaying());
    // Played at least a round, then paused (most likely in the middle of the next).
    NQ_VERIFY_WAIT(nqtest::waitForSignals(rounds, 1, "LockstepDriver::roundReached"));
    QTest::keyClick(&window, Qt::Key_Space);
    QVERIFY(!window.driver()->isPlaying());
    // Paused in the middle of a round, the boards still come to stand level
    // (or at their ends), and then stand still.
    const quint64 level = window.driver()->target();
    QVERIFY(level > 5);
    QTRY_VERIFY_WITH_TIMEOUT(
        everyLane(window,
            [level](const CompareLane *lane) {
                const RunController *run = lane->controller();
                return !run->isRunning()
                    && (run->state().isFinished() || run->state().step() == level);
            }),
        nqtest::HangGuardMs);
    // And then stand still: nothing queued before moves them on.
    QVERIFY(nqtest::handlePostedEvents());
    QVERIFY(everyLane(
        window, [](const CompareLane *lane) { return !lane->controller()->isRunning(); }));
    QCOMPARE(window.driver()->target(), level);
    QVERIFY(everyLane(window, [level](const CompareLane *lane) {
        return lane->controller()->state().step() <= level;
    }));
}

void TestCompare::ownPaceRunsEachToItsEnd()
{
    CompareWindow window(6, { nq::Algorithm::CheckQueens, nq::Algorithm::DancingLinks });
    window.driver()->setMode(LockstepDriver::Mode::OwnPace);
    QCOMPARE(window.driver()->target(), quint64(0));
    QSignalSpy finished(window.driver(), &LockstepDriver::finished);
    playToEnd(window);
    QCOMPARE(finished.count(), 1);
    for (const CompareLane *lane : window.lanes()) {
        QCOMPARE(lane->figures().steps, solverTotals(lane->algorithm(), 6).steps);
    }
}

void TestCompare::resetStartsEveryBoardAgain()
{
    CompareWindow window(6, CompareWindow::defaultAlgorithms(nq::Algorithm::LockLines));
    LockstepDriver *driver = window.driver();
    for (quint64 k = 1; k <= 4; ++k) {
        driver->step();
        QTRY_VERIFY_WITH_TIMEOUT(
            everyLane(window, [k](const CompareLane *lane) { return lane->figures().steps == k; }),
            nqtest::HangGuardMs);
    }
    driver->reset();
    QCOMPARE(driver->target(), quint64(0));
    QTRY_VERIFY_WITH_TIMEOUT(everyLane(window,
                                 [](const CompareLane *lane) {
                                     const CompareLane::Figures f = lane->figures();
                                     return f.steps == 0 && f.placements == 0 && f.prunes == 0
                                         && f.treeNodes == 1 && !f.finished && !f.searchMs;
                                 }),
        nqtest::HangGuardMs);
    for (const LaneView *view : window.laneViews()) {
        QCOMPARE(view->valueText(QStringLiteral("steps")), QLocale().toString(0));
    }
    // The boards are empty again, and a run after a reset runs whole.
    playToEnd(window);
    for (const CompareLane *lane : window.lanes()) {
        QCOMPARE(lane->figures().steps, solverTotals(lane->algorithm(), 6).steps);
    }
    driver->reset();
    QTRY_VERIFY_WITH_TIMEOUT(!driver->isFinished(), nqtest::HangGuardMs);
    QTRY_VERIFY_WITH_TIMEOUT(
        window.table()->figures().constFirst().steps == 0, nqtest::HangGuardMs);
}

void TestCompare::newAlgorithmRestartsAll()
{
    CompareWindow window(6, { nq::Algorithm::CheckQueens, nq::Algorithm::Bitmask, nq::Algorithm::Mrv });
    QCOMPARE(window.boardCount(), 3);
    for (quint64 k = 1; k <= 3; ++k) {
        window.driver()->step();
        // Every board, not only the last: a step asked for while one is
        // still on its way is ignored (as in the main window).
        QTRY_VERIFY_WITH_TIMEOUT(
            everyLane(window, [k](const CompareLane *lane) { return lane->figures().steps == k; }),
            nqtest::HangGuardMs);
    }
    // The second board's list, as the user chooses from it.
    QComboBox *box = window.laneViews().at(1)->algorithmBox();
    box->setCurrentIndex(box->findData(int(nq::Algorithm::DancingLinks)));
    emit box->activated(box->currentIndex());
    QCOMPARE(window.algorithms(),
        (Algorithms { nq::Algorithm::CheckQueens, nq::Algorithm::DancingLinks, nq::Algorithm::Mrv }));
    QTRY_VERIFY_WITH_TIMEOUT(
        everyLane(window, [](const CompareLane *lane) { return lane->figures().steps == 0; }),
        nqtest::HangGuardMs);
    // Two boards; the size of every board.
    window.setBoardCount(2);
    QCOMPARE(window.lanes().size(), 2);
    QCOMPARE(window.table()->rowCount(), 2);
    window.setBoardSize(5);
    for (const CompareLane *lane : window.lanes()) {
        QCOMPARE(lane->boardSize(), 5);
    }
    playToEnd(window);
    QCOMPARE(window.lanes().constFirst()->figures().solutions, quint64(10));
}

void TestCompare::tableMatchesSolverTotals_data()
{
    nqtest::addAlgorithmColumn();
    nqtest::addAlgorithmRows();
}

void TestCompare::tableMatchesSolverTotals()
{
    QFETCH(nq::Algorithm, algorithm);
    constexpr int n = 6;
    // Beside a different algorithm, so that rows cannot be mixed up unseen.
    const nq::Algorithm other = algorithm == nq::Algorithm::CheckQueens ? nq::Algorithm::Bitmask
                                                                        : nq::Algorithm::CheckQueens;
    CompareWindow window(n, { algorithm, other });
    playToEnd(window);
    const nq::Stats totals = solverTotals(algorithm, n);
    const CompareTable *table = window.table();
    QCOMPARE(table->rowCount(), 2);
    const CompareLane::Figures f = table->figures().constFirst();
    QCOMPARE(f.algorithm, algorithm);
    QCOMPARE(f.placements, totals.placements);
    QCOMPARE(f.removals, totals.removals);
    QCOMPARE(f.rejections, totals.rejections);
    QCOMPARE(f.prunes, totals.prunes);
    QCOMPARE(f.work, totals.work);
    QCOMPARE(f.solutions, totals.solutions);
    QCOMPARE(f.steps, totals.steps);
    QCOMPARE(f.treeNodes, totals.placements + 1);
    QVERIFY(f.searchMs && *f.searchMs >= 0);
    // What the table shows: the same figures in the locale's form.
    const QLocale locale;
    QCOMPARE(table->item(0, 1)->text(), locale.toString(totals.placements));
    QCOMPARE(table->item(0, 2)->text(), locale.toString(totals.rejections));
    QCOMPARE(table->item(0, 3)->text(), locale.toString(totals.prunes));
    QCOMPARE(table->item(0, 4)->text(), locale.toString(totals.work));
    QCOMPARE(table->item(0, 6)->text(), locale.toString(totals.solutions));
    QVERIFY(!table->item(0, 7)->text().isEmpty());
    // And the board beside it shows its own search's figures.
    const LaneView *view = window.laneViews().constFirst();
    QCOMPARE(view->valueText(QStringLiteral("work")), locale.toString(totals.work));
    QCOMPARE(view->valueText(QStringLiteral("tree")), locale.toString(totals.placements + 1));
}

void TestCompare::csvAndImageReadBack()
{
    constexpr int n = 6;
    const Algorithms algorithms { nq::Algorithm::ForwardChecking, nq::Algorithm::Mrv,
        nq::Algorithm::DancingLinks, nq::Algorithm::CheckQueens };
    CompareWindow window(n, algorithms);
    playToEnd(window);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString error;
    const QString csvPath = dir.filePath(QStringLiteral("table.csv"));
    QVERIFY2(window.exportCsv(csvPath, &error), qPrintable(error));
    QFile file(csvPath);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QStringList> rows = parseCsv(file.readAll());
    QCOMPARE(rows.size(), 1 + algorithms.size());
    const QStringList header = rows.constFirst();
    QCOMPARE(header.join(QLatin1Char(',')),
        QStringLiteral("algorithm,n,placements,rejections,prunes,work,work_measure,solutions,time_ms"));
    for (int i = 0; i < algorithms.size(); ++i) {
        const QStringList &row = rows.at(i + 1);
        QCOMPARE(row.size(), header.size());
        const nq::AlgorithmInfo &info = nq::algorithmInfo(algorithms.at(i));
        const nq::Stats totals = solverTotals(algorithms.at(i), n);
        QCOMPARE(row.at(0), QString::fromLatin1(info.name.data(), qsizetype(info.name.size())));
        QCOMPARE(row.at(1).toInt(), n);
        QCOMPARE(row.at(2).toULongLong(), totals.placements);
        QCOMPARE(row.at(3).toULongLong(), totals.rejections);
        QCOMPARE(row.at(4).toULongLong(), totals.prunes);
        QCOMPARE(row.at(5).toULongLong(), totals.work);
        QCOMPARE(row.at(6),
            QString::fromLatin1(info.workMeasure.data(), qsizetype(info.workMeasure.size())));
        QCOMPARE(row.at(7).toULongLong(), totals.solutions);
        bool number = false;
        QVERIFY(row.at(8).toDouble(&number) >= 0 && number);
    }

    const QString pngPath = dir.filePath(QStringLiteral("table.png"));
    QVERIFY2(window.exportImage(pngPath, &error), qPrintable(error));
    QFile png(pngPath);
    QVERIFY(png.open(QIODevice::ReadOnly));
    QVERIFY(png.read(8).startsWith("\x89PNG"));
    const QImage image(pngPath);
    QVERIFY(!image.isNull());
    // Wide enough for eight columns, tall enough for the title, header and rows.
    const int line = QFontMetrics(window.table()->font()).height();
    QVERIFY(image.width() > 8 * line);
    QVERIFY(image.height() > (2 + algorithms.size()) * line);
    // Not blank: the text is drawn in black on white.
    QVERIFY(image.pixelColor(0, 0) == QColor(Qt::white));
    bool ink = false;
    for (int y = 0; y < image.height() && !ink; y += 2) {
        for (int x = 0; x < image.width() && !ink; x += 2) {
            ink = qGray(image.pixel(x, y)) < 64;
        }
    }
    QVERIFY(ink);

    // A file that cannot be written leaves an error naming it, and no file.
    const QString bad = dir.filePath(QStringLiteral("no/such/folder/table.csv"));
    error.clear();
    QVERIFY(!window.exportCsv(bad, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFile::exists(bad));
}

void TestCompare::copyPutsTheTableOnTheClipboard()
{
    // 7x7: works above 1,000, so a group separator would show.
    CompareWindow window(7, { nq::Algorithm::LockLines, nq::Algorithm::ForwardChecking });
    playToEnd(window);
    const QLocale before;
    for (const QLocale &locale : { QLocale(QLocale::English), QLocale(QLocale::German) }) {
        // A spreadsheet in the window's language reads the pasted numbers:
        // its decimal sign, no group separators.
        QLocale::setDefault(locale);
        window.copyTable();
        const QString text = QGuiApplication::clipboard()->text();
        const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        for (int i = 0; i < 2; ++i) {
            const QStringList cells = lines.at(i + 1).split(QLatin1Char('\t'));
            QCOMPARE(cells.size(), 8);
            const nq::Stats totals = solverTotals(window.lanes().at(i)->algorithm(), 7);
            QVERIFY(totals.work >= 1000);
            QCOMPARE(cells.at(1).toULongLong(), totals.placements);
            QCOMPARE(cells.at(4).toULongLong(), totals.work);
            if (const QString time = cells.at(7); time.contains(QLatin1Char('.'))
                || time.contains(QLatin1Char(','))) {
                QVERIFY2(time.contains(locale.decimalPoint()), qPrintable(time));
            }
        }
    }
    QLocale::setDefault(before);
}

void TestCompare::controlsAreNamedAndFit_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("screen");
    for (const char *language : { "en", "de", "es", "fr" }) {
        QTest::addRow("%s 1280x720", language) << QString::fromLatin1(language) << QSize(1280, 720);
        QTest::addRow("%s 1920x1080", language) << QString::fromLatin1(language) << QSize(1920, 1080);
    }
}

void TestCompare::controlsAreNamedAndFit()
{
    QFETCH(QString, language);
    QFETCH(QSize, screen);
    QTranslator translator;
    if (language != QLatin1String("en")) {
        QVERIFY(translator.load(QStringLiteral(":/i18n/nqueens_%1.qm").arg(language)));
        QCoreApplication::installTranslator(&translator);
    }
    CompareWindow window(8, CompareWindow::defaultAlgorithms(nq::Algorithm::CheckQueens));
    window.resize(screen - QSize(0, 40)); // a title bar and a panel
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.minimumSizeHint().width() <= 1280 && window.minimumSizeHint().height() <= 680,
        qPrintable(QStringLiteral("%1 x %2").arg(window.minimumSizeHint().width())
                       .arg(window.minimumSizeHint().height())));
    // Every control can be reached by a screen reader by its name.
    const QList<QWidget *> widgets = window.findChildren<QWidget *>();
    int controls = 0;
    for (const QWidget *widget : widgets) {
        const bool control = qobject_cast<const QAbstractButton *>(widget)
            || qobject_cast<const QAbstractSpinBox *>(widget) || qobject_cast<const QComboBox *>(widget)
            || qobject_cast<const QAbstractSlider *>(widget)
            || qobject_cast<const QAbstractScrollArea *>(widget);
        // Scroll bars and a table's headers are parts of the control they serve.
        if (!control || !widget->isVisible() || qobject_cast<const QScrollBar *>(widget)
            || qobject_cast<const QHeaderView *>(widget)) {
            continue;
        }
        ++controls;
        const auto *button = qobject_cast<const QAbstractButton *>(widget);
        const QString name = button && widget->accessibleName().isEmpty() ? button->text()
                                                                           : widget->accessibleName();
        QVERIFY2(!name.isEmpty(),
            qPrintable(QStringLiteral("%1 (%2) has no name")
                           .arg(QString::fromLatin1(widget->metaObject()->className()),
                               widget->objectName())));
    }
    QVERIFY(controls >= 16);
    // Each board is shown whole, with room for its squares.
    for (const LaneView *view : window.laneViews()) {
        QVERIFY(view->isVisible());
        QVERIFY(view->geometry().bottom() <= window.height());
        QVERIFY(view->boardView()->height() >= 120);
    }
    // Every word of the controls fits: the buttons are as wide as their text.
    for (const QAbstractButton *button : window.findChildren<QAbstractButton *>()) {
        if (button->isVisible() && !button->text().isEmpty()) {
            QVERIFY2(button->width() >= button->sizeHint().width() - 1,
                qPrintable(button->text()));
        }
    }
    QCoreApplication::removeTranslator(&translator);
}

QTEST_MAIN(TestCompare)
#include "tst_compare.moc"
