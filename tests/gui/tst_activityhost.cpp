// SPDX-License-Identifier: MIT
// The one owner of what is active: entering one of the board's activities
// leaves the one before first, in a fixed order, before anybody else hears
// of the change; the rules of riding on, suspending and leaving hold; a
// run's gate has one owner; the panels describe the step the board shows,
// however their connections were made; a new activity's board layer is laid
// by the presenter without it naming the activity.
#include "activity/activityhost.h"
#include "board/boardlayer.h"
#include "board/boardscene.h"
#include "coach/practicemode.h"
#include "coach/predictmode.h"
#include "play/playmode.h"
#include "display/boardpresenter.h"
#include "display/browseactivity.h"
#include "run/runcontroller.h"
#include "window/mainwindow.h"
#include "support/playableboard.h"
#include "support/shownwindow.h"
#include "support/wait.h"

#include <QPointer>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>

#include <memory>

namespace {

// The run, or one of the board's activities.
enum class Mode { Run, Play, Predict, Practice };

using Kind = Activity::Kind;

std::optional<Kind> kindOf(Mode mode)
{
    switch (mode) {
    case Mode::Run:
        return std::nullopt;
    case Mode::Play:
        return Kind::Play;
    case Mode::Predict:
        return Kind::Predict;
    case Mode::Practice:
        return Kind::BeTheSolver;
    }
    return std::nullopt;
}

Mode modeOf(std::optional<Kind> kind)
{
    if (!kind) {
        return Mode::Run;
    }
    switch (*kind) {
    case Kind::Play:
        return Mode::Play;
    case Kind::Predict:
        return Mode::Predict;
    case Kind::BeTheSolver:
        return Mode::Practice;
    default:
        return Mode::Run;
    }
}

// An activity that writes down its hooks, with what the host says then.
class Recorder : public Activity
{
public:
    Recorder(Kind kind, QString name, ActivityHost *host, QStringList *log)
        : Activity(kind)
        , m_name(std::move(name))
        , m_log(log)
    {
        host->add(this);
    }
    void enter() { enterActivity(); }
    void leave() { leaveActivity(); }

private:
    void note(const char *what)
    {
        *m_log << QStringLiteral("%1 %2, board %3")
                      .arg(QLatin1String(what), m_name, QString::number(int(modeOf(host()->board()))));
    }
    void entered() override { note("entered"); }
    void left() override { note("left"); }
    void suspended() override { note("suspended"); }
    void resumed() override { note("resumed"); }

    QString m_name;
    QStringList *m_log;
};

// A layer of a test's own, drawing nothing.
class PlainLayer : public BoardLayer
{
public:
    explicit PlainLayer(BoardScene *scene)
        : BoardLayer(scene, 95)
    {
    }

protected:
    void paintLayer(QPainter *) override {}
};

// One of the board's activities that the window does not have (in the place
// of be the solver): its layer is a PlainLayer taking squares, counted as
// made, or none while it wants none.
class LayerMaker : public Activity
{
public:
    LayerMaker(ActivityHost *host, bool runOnly)
        : Activity(Kind::BeTheSolver)
        , m_runOnly(runOnly)
    {
        host->add(this);
    }
    void enter() { enterActivity(); }
    void leave() { leaveActivity(); }
    // Asks for its layer again (none when !wanted).
    void remake() { boardLayerChanged(); }

    BoardLayer *makeBoardLayer(BoardScene *scene) override
    {
        ++made;
        if (!wanted) {
            return nullptr;
        }
        layer = new PlainLayer(scene);
        layer->setInput(BoardLayer::Input::Squares);
        return layer;
    }
    bool boardLayerOnRunOnly() const override { return m_runOnly; }

    int made = 0;
    bool wanted = true;
    QPointer<BoardLayer> layer;

private:
    bool m_runOnly;
};

const QList<Mode> AllModes { Mode::Run, Mode::Play, Mode::Predict, Mode::Practice };

QString nameOf(Mode mode)
{
    switch (mode) {
    case Mode::Run:
        return QStringLiteral("run");
    case Mode::Play:
        return QStringLiteral("play");
    case Mode::Predict:
        return QStringLiteral("predict");
    case Mode::Practice:
        return QStringLiteral("practice");
    }
    return {};
}

// Enters `mode` the way the window's user does (the mode's own setActive()).
void enterThroughWindow(MainWindow &window, Mode mode)
{
    switch (mode) {
    case Mode::Run:
        window.activities()->leaveBoard();
        break;
    case Mode::Play:
        window.activities()->get<PlayMode>()->setActive(true);
        break;
    case Mode::Predict:
        window.activities()->get<PredictMode>()->setActive(true);
        break;
    case Mode::Practice:
        window.activities()->get<PracticeMode>()->setActive(true);
        break;
    }
}

// Which of the window's modes say they are active.
QList<Mode> activeModes(const MainWindow &window)
{
    QList<Mode> active;
    if (window.activities()->get<PlayMode>()->isActive()) {
        active << Mode::Play;
    }
    if (window.activities()->get<PredictMode>()->isActive()) {
        active << Mode::Predict;
    }
    if (window.activities()->get<PracticeMode>()->isActive()) {
        active << Mode::Practice;
    }
    return active;
}

} // namespace

class TestActivityHost : public QObject
{
    Q_OBJECT

private slots:
    void switchesInOrder_data()
    {
        QTest::addColumn<Mode>("from");
        QTest::addColumn<Mode>("to");
        for (Mode from : AllModes) {
            for (Mode to : AllModes) {
                if (from != to) {
                    QTest::addRow("%s to %s", qPrintable(nameOf(from)), qPrintable(nameOf(to)))
                        << from << to;
                }
            }
        }
    }
    // Left hook, activeChanged() for the one left and the one entered,
    // entered hook; the one left is no longer on when its hook runs, and
    // nothing else runs in between.
    void switchesInOrder()
    {
        QFETCH(Mode, from);
        QFETCH(Mode, to);
        ActivityHost host;
        QStringList log;
        Recorder play(Kind::Play, QStringLiteral("play"), &host, &log);
        Recorder predict(Kind::Predict, QStringLiteral("predict"), &host, &log);
        Recorder practice(Kind::BeTheSolver, QStringLiteral("practice"), &host, &log);
        const auto nameOfKind = [](Kind kind) { return nameOf(modeOf(kind)); };
        connect(&host, &ActivityHost::activeChanged, &host, [&](Kind kind, bool active) {
            log << QStringLiteral("changed %1 %2, board %3")
                       .arg(nameOfKind(kind), QString::number(active),
                           QString::number(int(modeOf(host.board()))));
        });
        const auto enter = [&](Mode mode) {
            if (const auto kind = kindOf(mode)) {
                host.enter(*kind);
            } else {
                host.leaveBoard();
            }
        };
        enter(from);
        log.clear();
        enter(to);
        QStringList expected;
        if (from != Mode::Run) {
            expected << QStringLiteral("left %1, board 0").arg(nameOf(from));
            expected << QStringLiteral("changed %1 0, board 0").arg(nameOf(from));
        }
        if (to != Mode::Run) {
            expected << QStringLiteral("changed %1 1, board %2").arg(nameOf(to)).arg(int(to));
            expected << QStringLiteral("entered %1, board %2").arg(nameOf(to)).arg(int(to));
        }
        QCOMPARE(log, expected);
        QCOMPARE(modeOf(host.board()), to);

        // Entering the one on, or leaving another, changes nothing.
        log.clear();
        enter(to);
        for (Mode other : AllModes) {
            if (other != to && other != Mode::Run) {
                host.leave(*kindOf(other));
            }
        }
        QVERIFY2(log.isEmpty(), qPrintable(log.join(QLatin1String("; "))));
        QCOMPARE(modeOf(host.board()), to);
    }

    // The rules beyond the board's: the class's vote rides on predict,
    // seat work suspends the vote and gives it back, browsing and play
    // leave each other, a lesson goes along with everything.
    void rulesHold()
    {
        ActivityHost host;
        QStringList log;
        Recorder play(Kind::Play, QStringLiteral("play"), &host, &log);
        Recorder predict(Kind::Predict, QStringLiteral("predict"), &host, &log);
        Recorder vote(Kind::ClassVote, QStringLiteral("vote"), &host, &log);
        Recorder seat(Kind::SeatWork, QStringLiteral("seat"), &host, &log);
        Recorder browse(Kind::Browse, QStringLiteral("browse"), &host, &log);
        Recorder lesson(Kind::Lesson, QStringLiteral("lesson"), &host, &log);

        lesson.enter();
        vote.enter(); // predict first
        QCOMPARE(log, (QStringList { QStringLiteral("entered lesson, board 0"),
                          QStringLiteral("entered predict, board 2"),
                          QStringLiteral("entered vote, board 2") }));
        QVERIFY(host.isRunning(Kind::ClassVote));

        log.clear();
        seat.enter();
        QCOMPARE(log, (QStringList { QStringLiteral("entered seat, board 2"),
                          QStringLiteral("suspended vote, board 2") }));
        QVERIFY(host.isActive(Kind::ClassVote));
        QVERIFY(!host.isRunning(Kind::ClassVote));

        log.clear();
        seat.leave();
        QCOMPARE(log, (QStringList { QStringLiteral("left seat, board 2"),
                          QStringLiteral("resumed vote, board 2") }));
        QVERIFY(host.isRunning(Kind::ClassVote));

        // Seat work on while the vote is entered: the vote starts suspended.
        vote.leave();
        seat.enter();
        log.clear();
        vote.enter();
        QVERIFY(host.isActive(Kind::ClassVote));
        QVERIFY(!host.isRunning(Kind::ClassVote));
        seat.leave();
        QVERIFY(host.isRunning(Kind::ClassVote));

        // Browsing leaves play, play leaves browsing; the lesson stays.
        play.enter();
        browse.enter();
        QVERIFY(!host.isActive(Kind::Play));
        play.enter();
        QVERIFY(!host.isActive(Kind::Browse));
        QVERIFY(host.isActive(Kind::Lesson));

        // A hook that switches is ignored (it would switch inside a switch).
        QVERIFY(host.isActive(Kind::Play));
    }

    // An activity that goes away while on is left (without its hook), and
    // the others hear of it.
    void activityGoesAway()
    {
        ActivityHost host;
        QStringList log;
        QList<std::pair<Kind, bool>> heard;
        connect(&host, &ActivityHost::activeChanged, &host,
            [&](Kind kind, bool active) { heard.append({ kind, active }); });
        {
            Recorder play(Kind::Play, QStringLiteral("play"), &host, &log);
            play.enter();
            QCOMPARE(log.size(), 1);
        }
        QCOMPARE(log.size(), 1);
        QCOMPARE(heard.size(), 2);
        QCOMPARE(heard.last(), std::make_pair(Kind::Play, false));
        QVERIFY(!host.board());
        QCOMPARE(host.find(Kind::Play), nullptr);
    }

    void windowModesExcludeEachOther_data() { switchesInOrder_data(); }
    // In the window: exactly one mode on after each switch, and whoever
    // hears the switch (the mode panels, the presenter) hears it after the
    // mode left has let go of its gate and its layer.
    void windowModesExcludeEachOther()
    {
        QFETCH(Mode, from);
        QFETCH(Mode, to);
        MainWindow window(6, nq::Algorithm::LockLines);
        NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
        enterThroughWindow(window, from);
        QCOMPARE(modeOf(window.activities()->board()), from);

        QStringList heard;
        const auto note = [&](const QString &who) {
            QStringList on;
            for (Mode mode : activeModes(window)) {
                on << nameOf(mode);
            }
            const QObject *gate = window.controller()->gateOwner();
            heard << QStringLiteral("%1: on [%2], gate %3")
                         .arg(who, on.join(QLatin1Char(',')),
                             gate == window.activities()->get<PredictMode>() ? QStringLiteral("predict")
                                                          : QStringLiteral("open"));
        };
        connect(window.activities()->get<PlayMode>(), &PlayMode::activeChanged, this,
            [&](bool active) { note(QStringLiteral("play %1").arg(active)); });
        connect(window.activities()->get<PredictMode>(), &PredictMode::activeChanged, this,
            [&](bool active) { note(QStringLiteral("predict %1").arg(active)); });
        connect(window.activities()->get<PracticeMode>(), &PracticeMode::activeChanged, this,
            [&](bool active) { note(QStringLiteral("practice %1").arg(active)); });
        connect(window.activities(), &ActivityHost::activeChanged, this,
            [&](Kind kind, bool active) {
                note(QStringLiteral("changed %1 %2").arg(nameOf(modeOf(kind))).arg(int(active)));
            });
        enterThroughWindow(window, to);

        QCOMPARE(modeOf(window.activities()->board()), to);
        const QList<Mode> expectedOn = to == Mode::Run ? QList<Mode> {} : QList<Mode> { to };
        QCOMPARE(activeModes(window), expectedOn);
        // The one left says so first, with nothing on and the gate open; the
        // host's changes are heard next (the one entered is on, not yet
        // started), then the one entered (predict with its gate).
        QStringList expected;
        if (from != Mode::Run) {
            expected << QStringLiteral("%1 0: on [], gate open").arg(nameOf(from));
            expected << QStringLiteral("changed %1 0: on [], gate open").arg(nameOf(from));
        }
        if (to != Mode::Run) {
            expected << QStringLiteral("changed %1 1: on [%1], gate open").arg(nameOf(to));
            expected << QStringLiteral("%1 1: on [%1], gate %2")
                            .arg(nameOf(to),
                                to == Mode::Predict ? QStringLiteral("predict")
                                                    : QStringLiteral("open"));
        }
        QCOMPARE(heard, expected);
        // The answer layer is up exactly for predict and practice, and play's
        // layer for play.
        const bool answers = to == Mode::Predict || to == Mode::Practice;
        QCOMPARE(window.presenter()->answerLayer() != nullptr, answers);
        QCOMPARE(window.presenter()->playLayer() != nullptr, to == Mode::Play);
        QCOMPARE(window.presenter()->shown() == BoardPresenter::Shown::Play, to == Mode::Play);
    }

    void newActivityLaysItsLayer_data()
    {
        QTest::addColumn<bool>("runOnly");
        QTest::newRow("over any board") << false;
        QTest::newRow("the run's board only") << true;
    }
    // A new board activity supplies its layer and the presenter lays it, not
    // knowing its kind: made when the activity is entered, again when the
    // board is rebuilt and when the activity asks, hidden on a browsed board
    // when it is the run's board's only, gone when the activity is left.
    void newActivityLaysItsLayer()
    {
        QFETCH(bool, runOnly);
        nqtest::PlayableBoard board;
        LayerMaker maker(&board.activities, runOnly);
        QCOMPARE(maker.made, 0);

        maker.enter();
        QCOMPARE(maker.made, 1);
        QVERIFY(maker.layer);
        QCOMPARE(maker.layer->scene(), &board.scene);
        QVERIFY(maker.layer->isVisible());
        QVERIFY(!board.presenter.playLayer());
        QVERIFY(!board.presenter.answerLayer());

        // A browsed board: the layer hides when it is the run's board's only.
        board.presenter.showSolution({ 0, 4, 7, 5, 2, 6, 1, 3 }, 1, false);
        QCOMPARE(maker.layer->isVisible(), !runOnly);
        board.controller.step(); // the run's board comes back
        NQ_VERIFY_WAIT(nqtest::waitUntil(
            [&] { return board.presenter.shown() == BoardPresenter::Shown::Run; },
            "the run's board"));
        QVERIFY(maker.layer->isVisible());

        // Another size: the new board takes a new layer of its size.
        board.controller.setBoardSize(6);
        NQ_VERIFY_WAIT(nqtest::waitUntil(
            [&] { return maker.layer && maker.layer->boardSize() == 6; }, "a layer for 6 x 6"));
        QCOMPARE(maker.made, 2);

        // Asked again, it gives none: the board has none.
        maker.wanted = false;
        maker.remake();
        QCOMPARE(maker.made, 3);
        QVERIFY(!maker.layer);
        maker.wanted = true;
        maker.remake();
        QVERIFY(maker.layer);

        // Play mode entered: the maker is left, its layer goes, play's comes.
        board.play.setActive(true);
        QVERIFY(!maker.layer);
        QVERIFY(board.presenter.playLayer());
        board.play.setActive(false);
        QVERIFY(!board.presenter.playLayer());
        QCOMPARE(maker.made, 4);
    }

    // A run's gate has one owner: another cannot take it or open it, and it
    // opens when its owner goes.
    void gateHasOneOwner()
    {
        RunController run;
        run.setBoardSize(6);
        auto first = std::make_unique<QObject>();
        QObject second;
        int asked = 0;
        QVERIFY(run.takeGate(first.get(), [&](quint64) {
            ++asked;
            return true;
        }));
        QCOMPARE(run.gateOwner(), first.get());
        QVERIFY(!run.takeGate(&second, [](quint64) { return false; }));
        run.releaseGate(&second);
        QCOMPARE(run.gateOwner(), first.get());

        // Closed: a step stops before it is shown.
        QSignalSpy stopped(&run, &RunController::gateStopped);
        run.step();
        NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return stopped.size() == 1; }, "the gate's stop"));
        QCOMPARE(run.state().step(), 0u);
        QVERIFY(asked > 0);

        // Its owner gone, the gate is open for anyone.
        first.reset();
        QCOMPARE(run.gateOwner(), nullptr);
        run.step();
        NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return run.state().step() == 1; }, "step 1"));
        QVERIFY(run.takeGate(&second, [](quint64) { return false; }));
        run.releaseGate(&second);
        QCOMPARE(run.gateOwner(), nullptr);
    }

    // Predict mode holds the main window's gate while it is on, and only then.
    void predictHoldsTheGateWhileOn()
    {
        MainWindow window(6, nq::Algorithm::LockLines);
        RunController *run = window.controller();
        QCOMPARE(run->gateOwner(), nullptr);
        window.activities()->get<PredictMode>()->setActive(true);
        QCOMPARE(run->gateOwner(), window.activities()->get<PredictMode>());
        window.activities()->get<PlayMode>()->setActive(true);
        QCOMPARE(run->gateOwner(), nullptr);
        window.activities()->get<PredictMode>()->setActive(true);
        QCOMPARE(run->gateOwner(), window.activities()->get<PredictMode>());
        window.activities()->get<PredictMode>()->setActive(false);
        QCOMPARE(run->gateOwner(), nullptr);
    }

    void panelsFollowTheBoard_data()
    {
        QTest::addColumn<bool>("animated");
        QTest::newRow("stepping") << false;
        QTest::newRow("playing, animated") << true;
    }
    // Whoever listens to the presenter's stepShown() finds the board drawn
    // and the window's panels written for that same step, even when it
    // connected to the run before anything else did.
    void panelsFollowTheBoard()
    {
        QFETCH(bool, animated);
        MainWindow window(6, nq::Algorithm::LockLines);
        NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
        RunController *run = window.controller();
        const BoardScene *scene = window.boardScene();
        QStringList wrong;
        int seen = 0;
        const auto check = [&] {
            ++seen;
            const QList<int> &board = run->state().board();
            for (int row = 0; row < board.size(); ++row) {
                if (scene->queenColumn(row) != board.at(row)) {
                    wrong << QStringLiteral("step %1: row %2 drawn %3, run %4")
                                 .arg(run->state().step())
                                 .arg(row)
                                 .arg(scene->queenColumn(row))
                                 .arg(board.at(row));
                }
            }
            if (window.timeline()->value() != int(run->state().step())) {
                wrong << QStringLiteral("step %1: the timeline says %2")
                             .arg(run->state().step())
                             .arg(window.timeline()->value());
            }
            if (window.statusText() != window.presenter()->statusText()) {
                wrong << QStringLiteral("step %1: status \"%2\", presenter \"%3\"")
                             .arg(run->state().step())
                             .arg(window.statusText(), window.presenter()->statusText());
            }
        };
        connect(window.presenter(), &BoardPresenter::stepShown, this, check);
        if (animated) {
            run->setSpeedIndex(4); // 16 steps a second: each one animated
            run->play();
            NQ_VERIFY_WAIT(
                nqtest::waitUntil([&] { return run->state().step() >= 4; }, "four steps played"));
            run->pause();
        } else {
            for (int i = 0; i < 4; ++i) {
                const quint64 before = run->state().step();
                run->step();
                NQ_VERIFY_WAIT(nqtest::waitUntil(
                    [&] { return run->state().step() == before + 1; }, "one step"));
            }
        }
        QVERIFY(seen >= 4);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }

    // A run command given in play mode leaves play mode before the run
    // moves: whoever hears of the move (in any order of connection) finds
    // play mode gone and the run's board shown. Also for a listener that
    // connected to the run before play mode existed.
    void playLeavesBeforeTheRunMoves_data()
    {
        QTest::addColumn<QString>("command");
        for (const char *command : { "step", "stepBack", "seek", "play", "nextSolution" }) {
            QTest::newRow(command) << QString::fromLatin1(command);
        }
    }
    void playLeavesBeforeTheRunMoves()
    {
        QFETCH(QString, command);
        MainWindow window(6, nq::Algorithm::LockLines);
        NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
        RunController *run = window.controller();
        run->seek(5);
        NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return run->state().step() == 5; }, "step 5"));
        window.activities()->get<PlayMode>()->setActive(true);
        QCOMPARE(window.presenter()->shown(), BoardPresenter::Shown::Play);
        QStringList wrong;
        const auto check = [&](const char *signal) {
            if (modeOf(window.activities()->board()) == Mode::Play
                || window.presenter()->shown() == BoardPresenter::Shown::Play) {
                wrong << QStringLiteral("%1 at step %2 while in play mode")
                             .arg(QLatin1String(signal))
                             .arg(run->state().step());
            }
        };
        connect(run, &RunController::stepAnimated, this, [&] { check("stepAnimated"); });
        connect(run, &RunController::boardDue, this, [&] { check("boardDue"); });
        connect(run, &RunController::positionChanged, this, [&] { check("positionChanged"); });
        connect(window.presenter(), &BoardPresenter::stepShown, this, [&] { check("stepShown"); });
        if (command == QLatin1String("step")) {
            run->step();
        } else if (command == QLatin1String("stepBack")) {
            run->stepBack();
        } else if (command == QLatin1String("seek")) {
            run->seek(2);
        } else if (command == QLatin1String("play")) {
            run->play();
        } else {
            run->nextSolution();
        }
        NQ_VERIFY_WAIT(nqtest::waitUntil(
            [&] { return run->state().step() != 5; }, "the run moved"));
        run->pause();
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
        QCOMPARE(modeOf(window.activities()->board()), Mode::Run);
        QCOMPARE(window.presenter()->shown(), BoardPresenter::Shown::Run);
    }
};

QTEST_MAIN(TestActivityHost)
#include "tst_activityhost.moc"
