// SPDX-License-Identifier: MIT
// In front of a class: every panel speaks of what the board shows now, the
// status says why a run stopped and what changed behind the teacher's back,
// the speeds and counters are the ones the lesson plan names, and the search
// tree's nodes are targets a pointer can hit.
#include "board/boardscene.h"
#include "explain/counterspanel.h"
#include "explain/searchtreeview.h"
#include "play/playmode.h"
#include "play/playpanel.h"
#include "display/boardpresenter.h"
#include "run/narrator.h"
#include "run/runcontroller.h"
#include "activity/activityhost.h"
#include "window/mainwindow.h"
#include "classroom/seatstartdialog.h"
#include "classroom/pupilboardview.h"
#include "render/boardtheme.h"
#include "classroom/classmode.h"
#include "activity/activityhost.h"
#include "support/playableboard.h"

#include <QAction>
#include <QApplication>
#include <QFontMetrics>
#include <QStatusBar>
#include <QStatusTipEvent>
#include <QTimer>
#include <QImage>
#include <memory>
#include <QFileInfo>
#include <QTranslator>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTest>
#include <QToolButton>

// moc (Qt 6.4) cannot parse libstdc++'s C++20 headers; it needs none of them.
#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

namespace {

using Mode = RunController::Mode;

bool waitForMode(const RunController &controller, Mode mode, int ms = 20000)
{
    return QTest::qWaitFor([&] { return controller.mode() == mode; }, ms);
}

// The solutions the tree's summary names first: those of the step shown.
qint64 summarySolutions(const QString &summary)
{
    static const QRegularExpression solutions(QStringLiteral("solutions:? ([\\d,]+)"));
    const QRegularExpressionMatch match = solutions.match(summary);
    return match.hasMatch() ? QLocale().toLongLong(match.captured(1)) : -1;
}

} // namespace

class TestClassroom : public QObject
{
    Q_OBJECT

private slots:
    // Issue 39 (14): a pupil's board shown large on the projector looks as
    // the pupil's phone does: a cross on each refused square (not the
    // desktop's hatching of attacked squares), the square of the mistake
    // marked, and the right step's square outlined; a screen reader hears
    // the right step too.
    void pupilBoardShowsTheMistakeAsThePhone()
    {
        PupilSeat seat;
        seat.n = 6;
        seat.queens = { { 0, 0 } }; // a6
        seat.refused = { { 1, 0 }, { 1, 1 } }; // a5, b5 refused
        PupilSeat::Verdict verdict;
        verdict.right = false;
        verdict.square = { 1, 3 }; // d5: a free square, but not the first one
        verdict.expected = { 1, 2 }; // c5
        seat.verdict = verdict;
        PupilBoardView view;
        view.resize(360, 360);
        view.setSeat(seat, QString());
        QCOMPARE(view.expected(), std::optional<nq::Square>(nq::Square { 1, 2 }));
        QVERIFY2(view.accessibleDescription().contains(QLatin1String("c5")), qPrintable(view.accessibleDescription()));
        const QImage picture = view.grab().toImage();
        if (qEnvironmentVariableIsSet("NQ_SAVE_PICTURE")) {
            picture.save(qEnvironmentVariable("NQ_SAVE_PICTURE"));
        }
        const BoardTheme theme = BoardTheme::classic();
        const auto near = [](QColor a, QColor b) {
            return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue()) < 60;
        };
        for (const nq::Square refused : seat.refused) {
            const QPoint centre = view.squareRect(refused.row, refused.col).center().toPoint();
            QVERIFY2(near(picture.pixelColor(centre), theme.rejectFill),
                qPrintable(QStringLiteral("refused square (%1, %2): %3 at its centre, not a cross")
                               .arg(refused.row).arg(refused.col).arg(picture.pixelColor(centre).name())));
        }
        // An outline: the colour along the top edge of the square.
        const auto outlined = [&](nq::Square at, QColor colour) {
            const QRectF square = view.squareRect(at.row, at.col);
            int pixels = 0;
            for (int x = int(square.left()) + 2; x < int(square.right()) - 2; ++x) {
                for (int y = int(square.top()); y < int(square.top()) + int(square.height() * 0.12); ++y) {
                    pixels += near(picture.pixelColor(x, y), colour) ? 1 : 0;
                }
            }
            return pixels > int(square.width() / 4);
        };
        QVERIFY2(outlined({ 1, 2 }, theme.solutionFrame), "the right step (c5) is not outlined");
        QVERIFY2(outlined({ 1, 3 }, theme.rejectFill), "the square acted on (d5) is not marked");
    }

    // Issue 39 (8): Ctrl+Q with a class open closes the class: its results
    // file loses ".open", so the next start does not offer it as a class
    // the program stopped in.
    void quitClosesTheClass()
    {
        auto window = std::make_unique<MainWindow>(6, nq::Algorithm::LockLines);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        ClassMode *classMode = window->activities()->get<ClassMode>();
        QString error;
        QVERIFY2(classMode->open(0, &error), qPrintable(error));
        const QString open = classMode->journalFile();
        QVERIFY(open.endsWith(QLatin1String(".open.json")));
        QVERIFY(QFileInfo::exists(open));
        QAction *quit = nullptr;
        for (QAction *action : window->findChildren<QAction *>()) {
            if (action->text() == QLatin1String("&Quit")) { // File > Quit, Ctrl+Q
                quit = action;
            }
        }
        QVERIFY(quit);
        quit->trigger();
        QVERIFY(!window->isVisible());
        QVERIFY(!classMode->isOpen());
        QVERIFY2(!QFileInfo::exists(open), qPrintable(open));
        window.reset();
        QVERIFY2(ClassMode::unclosedJournals().isEmpty(), qPrintable(ClassMode::unclosedJournals().join(u' ')));
        MainWindow next(6, nq::Algorithm::LockLines);
        next.offerUnclosedClass();
        QVERIFY(!next.findChild<QWidget *>(QStringLiteral("unclosedClass")));
    }

    // Issue 39 (5): the seat-work start dialog says how much work the task
    // is (6 x 6 lock-lines to the first solution: 196 steps, 140 of them
    // refusals, about 13 minutes at 4 s a step) and, for such a long task
    // of refusals, how many steps it is with them marked (56); marked, it
    // says 56 and no more. In every language, its plurals written out.
    void seatTaskIsSaid_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : { "en", "de", "es", "fr" }) {
            QTest::newRow(language) << QString::fromLatin1(language);
        }
    }
    void seatTaskIsSaid()
    {
        QFETCH(QString, language);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/nqueens_%1.qm").arg(language)));
        QCoreApplication::installTranslator(&translator);
        SeatSettings settings;
        settings.n = 6;
        settings.algorithm = nq::Algorithm::LockLines;
        SeatStartDialog unmarked(settings);
        const QString said = unmarked.taskText();
        QCoreApplication::removeTranslator(&translator);
        for (const char *number : { "196", "13", "140", "56" }) {
            QVERIFY2(said.contains(QRegularExpression(QStringLiteral("\\b%1\\b").arg(QLatin1String(number)))),
                qPrintable(QStringLiteral("%1 not in: %2").arg(QLatin1String(number), said)));
        }
        QVERIFY2(!said.contains(QLatin1String("(s)")), qPrintable(said));
        if (language != QLatin1String("en")) {
            QVERIFY2(!said.contains(QLatin1String("pupil")), qPrintable(said));
        }
        settings.refusalsMarked = true;
        QCoreApplication::installTranslator(&translator);
        SeatStartDialog marked(settings);
        const QString markedSaid = marked.taskText();
        QCoreApplication::removeTranslator(&translator);
        QVERIFY2(markedSaid.contains(QLatin1String("56")) && !markedSaid.contains(QLatin1String("196"))
                && !markedSaid.contains(QLatin1String("140")),
            qPrintable(markedSaid));
    }

    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    // 12 (e): a status tip left by the control under the pointer when an
    // export's dialog opened does not cover the status line afterwards.
    void exportDialogLeavesNoStaleTip()
    {
        MainWindow window(6, nq::Algorithm::LockLines);
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // What hovering Reset does, with no leave event to follow.
        QStatusTipEvent tip(QStringLiteral("Start the search again from an empty board"));
        QCoreApplication::sendEvent(&window, &tip);
        QVERIFY(!window.statusBar()->currentMessage().isEmpty());
        QAction *exportBoard = nullptr;
        for (QAction *action : window.findChildren<QAction *>()) {
            if (action->text().remove(QLatin1Char('&')).startsWith(QLatin1String("Export board"))) {
                exportBoard = action;
            }
        }
        QVERIFY(exportBoard);
        // The teacher cancels the dialog.
        QTimer::singleShot(200, &window, [] {
            if (QWidget *dialog = QApplication::activeModalWidget()) {
                dialog->close();
            }
        });
        exportBoard->trigger();
        QCOMPARE(window.statusBar()->currentMessage(), QString());
    }

    // 12 (a): after playing on one size, the play panel's figures follow the
    // run's board to another size, play mode off.
    void playPanelFollowsTheRunsSize_data()
    {
        QTest::addColumn<int>("played");
        QTest::addColumn<int>("n");
        QTest::newRow("27 then 8") << 27 << 8;
        QTest::newRow("27 then 200") << 27 << 200;
        QTest::newRow("8 then 5") << 8 << 5;
    }
    void playPanelFollowsTheRunsSize()
    {
        QFETCH(int, played);
        QFETCH(int, n);
        QWidget window;
        RunController run;
        ActivityHost activities;
        PlayMode mode(&activities, &run, &window);
        PlayPanel panel(&mode);
        // The backtrackers stop at 32 x 32; the local search goes further.
        run.setAlgorithm(n > 32 ? nq::Algorithm::MinConflicts : nq::Algorithm::LockLines);
        run.setBoardSize(played);
        mode.setActive(true);
        for (int row = 0; row < 5; ++row) {
            mode.activateSquare(row, (2 * row) % played);
        }
        QCOMPARE(panel.queensLeftText(), QLocale().toString(played - 5));
        mode.setActive(false);
        run.setBoardSize(n);
        // Off, no board of play mode is on the screen: no figure of one
        // either (issue 27: "Queens left: 6" outside play mode was stale).
        static const QRegularExpression digit(QStringLiteral("\\d"));
        QVERIFY2(!digit.match(panel.queensLeftText()).hasMatch(), qPrintable(panel.queensLeftText()));
        QVERIFY2(!digit.match(panel.conflictsText()).hasMatch(), qPrintable(panel.conflictsText()));
        if (n > 32) {
            QVERIFY2(
                panel.statusText().contains(QStringLiteral("32")), qPrintable(panel.statusText()));
        }
        // Back on the size played, in play mode: the pupil's board is still there.
        run.setBoardSize(played);
        mode.setActive(true);
        QCOMPARE(panel.queensLeftText(), QLocale().toString(played - 5));
    }

    // 12 (b): while the pupil plays, the status line does not narrate the
    // run's last step as if it were the board: it says the run waits.
    void playModeSaysTheRunIsPaused()
    {
        nqtest::PlayableBoard board;
        RunController &run = board.controller;
        PlayMode &mode = board.play;
        BoardPresenter &presenter = board.presenter;
        run.setBoardSize(6);
        run.runToStep(7);
        QVERIFY(waitForMode(run, Mode::Paused));
        QCOMPARE(run.state().step(), quint64(7));
        const QString runWords
            = Narrator(run.boardSize(), run.algorithm(), run.seed()).describe(run.state());
        QCOMPARE(presenter.statusText(), runWords);
        mode.setActive(true);
        QCOMPARE(presenter.shown(), BoardPresenter::Shown::Play);
        const QString status = presenter.statusText();
        QVERIFY2(!status.contains(runWords), qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("paused")), qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("step 7")), qPrintable(status));
        mode.setActive(false);
        QCOMPARE(presenter.statusText(), runWords);
    }

    // 12 (c): the tree's summary counts what the step shown has, as the
    // counters do, not everything reached.
    void treeSummaryAtTheStepShown_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("solution");
        QTest::newRow("4x4 solution 1") << 4 << 1;
        QTest::newRow("6x6 solution 2") << 6 << 2;
        QTest::newRow("8x8 solution 40") << 8 << 40;
    }
    void treeSummaryAtTheStepShown()
    {
        QFETCH(int, n);
        QFETCH(int, solution);
        RunController run;
        SearchTreeView tree;
        connect(&run, &RunController::eventsReached, &tree, &SearchTreeView::appendEvents);
        connect(&run, &RunController::runStarted, &tree, [&] { tree.reset(run.boardSize()); });
        connect(&run, &RunController::positionChanged, &tree, &SearchTreeView::setCurrentStep);
        run.setBoardSize(n);
        run.runToEnd();
        QVERIFY(waitForMode(run, Mode::Finished));
        run.goToSolution(quint64(solution));
        QVERIFY(QTest::qWaitFor([&] { return run.counters().solutions == quint64(solution); }));
        QVERIFY(tree.tree().solutions() > quint64(solution)); // more were reached
        const auto *label = tree.findChild<QLabel *>(QStringLiteral("treeSummary"));
        QVERIFY2(label, "no summary label under the tree");
        QCOMPARE(summarySolutions(label->text()), qint64(run.counters().solutions));
        // The nodes at the step: the root and every placement so far.
        QVERIFY2(label->text().contains(QLocale().toString(run.counters().placements + 1)),
            qPrintable(label->text()));
        // At the furthest step the summary gives the totals.
        run.runToEnd();
        QVERIFY(waitForMode(run, Mode::Finished));
        QCOMPARE(summarySolutions(label->text()), qint64(tree.tree().solutions()));
    }

    // 12 (d): a breakpoint's stop says which breakpoint it was, until the
    // run moves on.
    void stopSaysWhichBreakpoint_data()
    {
        QTest::addColumn<bool>("onSolution");
        QTest::addColumn<bool>("onBacktrack");
        QTest::addColumn<int>("atDepth");
        QTest::addColumn<QString>("words");
        QTest::newRow("backtrack") << false << true << 0 << QStringLiteral("backtrack");
        QTest::newRow("solution") << true << false << 0 << QStringLiteral("solution");
        QTest::newRow("depth 5") << false << false << 5 << QStringLiteral("depth 5");
    }
    void stopSaysWhichBreakpoint()
    {
        QFETCH(bool, onSolution);
        QFETCH(bool, onBacktrack);
        QFETCH(int, atDepth);
        QFETCH(QString, words);
        BoardScene scene;
        RunController run;
        BoardPresenter presenter(&scene, &run, nullptr);
        run.setBoardSize(8);
        RunController::Breakpoints breakpoints;
        breakpoints.onSolution = onSolution;
        breakpoints.onBacktrack = onBacktrack;
        breakpoints.atDepth = atDepth;
        run.setBreakpoints(breakpoints);
        run.runToEnd();
        QVERIFY(waitForMode(run, Mode::Paused));
        const QString status = presenter.statusText();
        QVERIFY2(status.startsWith(QStringLiteral("Breakpoint")), qPrintable(status));
        QVERIFY2(status.contains(words), qPrintable(status));
        // The step's own words follow.
        const QString stepWords
            = Narrator(run.boardSize(), run.algorithm(), run.seed()).describe(run.state());
        QVERIFY2(status.endsWith(stepWords), qPrintable(status));
        // Stepping on is no breakpoint's doing.
        run.step();
        QVERIFY(waitForMode(run, Mode::Paused));
        QVERIFY2(!presenter.statusText().contains(QStringLiteral("Breakpoint")),
            qPrintable(presenter.statusText()));
        // Nor is the user's pause.
        run.play();
        run.pause();
        QVERIFY2(!presenter.statusText().contains(QStringLiteral("Breakpoint")),
            qPrintable(presenter.statusText()));
    }

    // 13: each speed is twice the one before (the plan's 2 and 4 steps per
    // second are on the slider), and the last is top speed.
    void speedsDouble()
    {
        const QList<int> &speeds = RunController::speeds();
        QVERIFY(speeds.size() >= 8);
        QCOMPARE(speeds.constLast(), 0);
        QCOMPARE(speeds.constFirst(), 1);
        for (qsizetype i = 1; i + 1 < speeds.size(); ++i) {
            QCOMPARE(speeds[i], 2 * speeds[i - 1]);
        }
        QVERIFY(speeds.contains(2) && speeds.contains(4));
        RunController run;
        QVERIFY(run.speedIndex() >= 0 && run.speedIndex() < RunController::topSpeedIndex());
    }

    // 13: permutations shows the permutations it tested, N! at the end.
    void permutationsTested_data()
    {
        QTest::addColumn<int>("n");
        QTest::newRow("6") << 6;
        QTest::newRow("8") << 8;
    }
    void permutationsTested()
    {
        QFETCH(int, n);
        quint64 factorial = 1;
        for (int k = 2; k <= n; ++k) {
            factorial *= quint64(k);
        }
        RunController run;
        CountersPanel counters;
        run.setAlgorithm(nq::Algorithm::Permutations);
        run.setBoardSize(n);
        run.runToEnd();
        QVERIFY(waitForMode(run, Mode::Finished));
        counters.showCounters(run);
        QCOMPARE(counters.valueText(QStringLiteral("permutations")), QLocale().toString(factorial));
        const auto *row = counters.findChild<QLabel *>(QStringLiteral("permutations"));
        QVERIFY(row && row->isVisibleTo(&counters));
        // Halfway, as many as were refused or found.
        run.seek(run.state().step() / 2);
        QVERIFY(waitForMode(run, Mode::Paused));
        counters.showCounters(run);
        QCOMPARE(counters.valueText(QStringLiteral("permutations")),
            QLocale().toString(run.counters().rejections + run.counters().solutions));
        // The backtrackers test no permutations: no such row.
        run.setAlgorithm(nq::Algorithm::LockLines);
        counters.showCounters(run);
        QVERIFY(!row->isVisibleTo(&counters));
    }

    // 14: a size the new algorithm does not take is changed, and the status says so.
    void sizeChangeIsSaid()
    {
        BoardScene scene;
        RunController run;
        BoardPresenter presenter(&scene, &run, nullptr);
        run.setBoardSize(12);
        QCOMPARE(run.boardSize(), 12);
        run.setAlgorithm(nq::Algorithm::Permutations);
        const int max = run.boardSize();
        QVERIFY(max < 12);
        const QString status = presenter.statusText();
        QVERIFY2(status.contains(QStringLiteral("12")), qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("%1 x %1").arg(max)), qPrintable(status));
        // Once the run moves, the step is what the status is about.
        run.step();
        QVERIFY(waitForMode(run, Mode::Paused));
        QVERIFY2(!presenter.statusText().contains(QStringLiteral("12")),
            qPrintable(presenter.statusText()));
        // A size it takes is no news.
        run.setAlgorithm(nq::Algorithm::LockLines);
        run.setBoardSize(9);
        QVERIFY2(!presenter.statusText().contains(QStringLiteral("went from")),
            qPrintable(presenter.statusText()));
    }

    // 14: at fit, nodes are targets a pointer hits; the depth column is in
    // the window's font and wide enough for it; the buttons and the summary
    // are outside the tree's area.
    void treeToClick_data()
    {
        QTest::addColumn<int>("n");
        QTest::newRow("6x6") << 6;
        QTest::newRow("8x8") << 8;
    }
    void treeToClick()
    {
        QFETCH(int, n);
        SearchTreeView view;
        view.resize(560, 320);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.reset(n);
        QList<StepEvent> events;
        for (const nq::Event &event : nq::solve(nq::Algorithm::LockLines, n)) {
            events << StepEvent::from(event);
        }
        view.appendEvents(events, 1);
        view.setCurrentStep(quint64(events.size()) / 3);
        view.fitTree();

        // Neighbouring leaves stand far enough apart to tell them apart by pointer.
        const SearchTree &tree = view.tree();
        const int last = tree.storedNodeCount() - 1;
        const QPoint a = view.mapFromScene(view.nodeScenePos(last));
        QPointF previous;
        for (int id = last - 1; id >= 0; --id) {
            if (tree.node(id).slot == tree.node(last).slot - 1) {
                previous = view.nodeScenePos(id);
                break;
            }
        }
        const QPoint b = view.mapFromScene(previous);
        QVERIFY2(a.x() - b.x() >= 14, qPrintable(QStringLiteral("%1 px").arg(a.x() - b.x())));
        // The current node is in view and a click a few pixels off its centre hits it.
        const QPoint current = view.mapFromScene(view.nodeScenePos(view.currentNode()));
        QVERIFY(view.viewport()->rect().contains(current));
        QCOMPARE(view.nodeAtViewportPos(current + QPoint(5, 3)), view.currentNode());

        // The depth column: every label in the window's font fits its width.
        const QFontMetrics metrics(view.font());
        const QRect area = view.viewport()->geometry();
        const int gutter = area.left() - view.frameWidth();
        const QString widest = QStringLiteral("%1: %2").arg(n).arg(
            QLocale().toString(tree.countsPerDepth().value(n - 1)));
        // Each level's label and its bar side by side.
        QVERIFY2(gutter >= metrics.horizontalAdvance(widest) + SearchTreeView::GutterBarWidth,
            qPrintable(QStringLiteral("%1 px").arg(gutter)));

        // Nothing over the tree's area.
        for (const QToolButton *button : view.findChildren<QToolButton *>()) {
            QVERIFY2(!button->geometry().intersects(area), qPrintable(button->text()));
        }
        for (const QLabel *label : view.findChildren<QLabel *>()) {
            if (label->isVisible()) {
                QVERIFY2(!label->geometry().intersects(area), qPrintable(label->text()));
            }
        }
        QVERIFY(!view.findChildren<QLabel *>().isEmpty()); // the summary is a label
    }
};

QTEST_MAIN(TestClassroom)
#include "tst_classroom.moc"
