// SPDX-License-Identifier: MIT
// A monkey at the keyboard and the mouse: seeded random sequences of what a
// class of students might do at once (keys, clicks on the board, the tree and
// the controls, other sizes and algorithms, the solutions list, languages,
// themes, exports, closing the window), a fixed number of actions per seed.
// Nothing may crash, warn or break the run's invariants. CI runs it under
// ASan and UBSan.
//
// A seed takes as many actions on any machine, however fast or loaded (which
// ones can still depend on how far a playing run got meanwhile):
// NQ_MONKEY_ACTIONS (default 650) actions per seed, NQ_MONKEY_SEED picks one
// seed (default: three fixed ones). NQ_MONKEY_SECONDS asks for a soak
// instead: the seeds act until that time is spent (shared between them), as
// many actions as fit. A failure prints the seed and the last actions so
// that it can be replayed.
#include "board/answerlayer.h"
#include "activity/activityhost.h"
#include "window/docklayout.h"
#include "board/boardscene.h"
#include "export/exportcommands.h"
#include "window/languagemanager.h"
#include "play/playcontroller.h"
#include "play/playlayer.h"
#include "play/playmode.h"
#include "coach/practicemode.h"
#include "coach/predictmode.h"
#include "coach/predictpanel.h"
#include "display/boardpresenter.h"
#include "window/mainwindow.h"
#include "run/runactions.h"
#include "run/runcontroller.h"
#include "explain/searchtreeview.h"
#include "solutions/solutionspanel.h"
#include "support/wait.h"
#include "window/thememenu.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QGraphicsView>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>
#include <utility>

namespace {

QStringList g_warnings;
QtMessageHandler g_previousHandler = nullptr;

void recordMessage(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    // The offscreen platform says what it cannot do (window sizes, raise):
    // facts about the test's display, not warnings about the program.
    const bool platform = message.contains(QLatin1String("This plugin does not support"));
    if (platform) {
        return;
    }
    if (type != QtDebugMsg && type != QtInfoMsg) {
        g_warnings << message;
    }
    g_previousHandler(type, context, message);
}

} // namespace

class TestMonkey : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void randomUse_data();
    void randomUse();

private:
    // Actions per seed unless NQ_MONKEY_ACTIONS says otherwise: about 20 s
    // for the three seeds on a two-core machine without sanitizers.
    static constexpr int DefaultActions = 650;

    void act(QRandomGenerator &random);
    void play(QRandomGenerator &random);
    void predict(QRandomGenerator &random);
    void practise(QRandomGenerator &random);
    void checkInvariants();

    std::unique_ptr<MainWindow> m_window;
    QStringList m_log; // the last actions, for a failure message
    QTemporaryDir m_dir;
    int m_exports = 0;
    int m_playing = 0; // actions after which play mode was on
    int m_predicting = 0; // actions after which predict mode was on
    int m_answers = 0; // predict actions taken with a question open
    int m_practising = 0; // actions after which practice mode was on
    int m_fromGiven = 0; // actions after which the run started from given queens
};

void TestMonkey::initTestCase()
{
    QVERIFY(m_dir.isValid());
    g_previousHandler = qInstallMessageHandler(recordMessage);
}

void TestMonkey::cleanupTestCase()
{
    qInstallMessageHandler(g_previousHandler);
}

void TestMonkey::randomUse_data()
{
    QTest::addColumn<quint32>("seed");
    const QByteArray chosen = qgetenv("NQ_MONKEY_SEED");
    if (!chosen.isEmpty()) {
        QTest::newRow(chosen.constData()) << chosen.toUInt();
        return;
    }
    for (const quint32 seed : { 1u, 20261121u, 4242u }) {
        QTest::addRow("seed %u", seed) << seed;
    }
}

void TestMonkey::randomUse()
{
    QFETCH(quint32, seed);
    const int count = qEnvironmentVariableIntValue("NQ_MONKEY_ACTIONS") > 0
        ? qEnvironmentVariableIntValue("NQ_MONKEY_ACTIONS")
        : DefaultActions;
    // A soak: the seeds share the time asked for.
    const qint64 soakMs = qint64(std::max(0, qEnvironmentVariableIntValue("NQ_MONKEY_SECONDS")))
        * 1000 / (qEnvironmentVariableIsSet("NQ_MONKEY_SEED") ? 1 : 3);
    QRandomGenerator random(seed);
    g_warnings.clear();
    m_log.clear();
    QElapsedTimer clock;
    clock.start();
    QElapsedTimer actionClock;
    int actions = 0;
    while (soakMs > 0 ? clock.elapsed() < soakMs : actions < count) {
        actionClock.start();
        if (!m_window || random.bounded(400) == 0) {
            m_log << QStringLiteral("new window");
            m_window.reset(); // closing: the worker is cancelled and joined
            m_window = std::make_unique<MainWindow>(
                int(random.bounded(1, 13)), nq::Algorithm(random.bounded(5)));
            m_window->resize(int(random.bounded(500, 1400)), int(random.bounded(400, 1000)));
            m_window->show();
            QVERIFY(QTest::qWaitForWindowExposed(m_window.get(), nqtest::HangGuardMs));
        }
        act(random);
        ++actions;
        // A pause that lets timers and the worker's batches in between actions.
        QTest::qWait(int(random.bounded(8)));
        checkInvariants();
        if (QTest::currentTestFailed()) {
            break;
        }
        QVERIFY2(g_warnings.isEmpty(),
            qPrintable(QStringLiteral("seed %1: %2\nafter: %3")
                           .arg(seed)
                           .arg(g_warnings.join(QLatin1Char('\n')),
                               m_log.mid(m_log.size() - 10).join(QStringLiteral(", ")))));
        // Time only guards against a hang: no action, however slow the
        // machine, takes a minute.
        QVERIFY2(actionClock.elapsed() < nqtest::HangGuardMs,
            qPrintable(QStringLiteral("seed %1: action %2 took %3 ms\nafter: %4")
                           .arg(seed)
                           .arg(actions)
                           .arg(actionClock.elapsed())
                           .arg(m_log.mid(m_log.size() - 10).join(QStringLiteral(", ")))));
    }
    m_window.reset();
    QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join(QLatin1Char('\n'))));
    qInfo("seed %u: %d actions in %lld ms, %d of them in play mode, %d in predict mode (%d "
          "answers), %d practising, %d from given queens",
        seed, actions, clock.elapsed(), std::exchange(m_playing, 0),
        std::exchange(m_predicting, 0), std::exchange(m_answers, 0),
        std::exchange(m_practising, 0), std::exchange(m_fromGiven, 0));
}

void TestMonkey::act(QRandomGenerator &random)
{
    MainWindow *window = m_window.get();
    RunController *controller = window->controller();
    static const Qt::Key keys[] = { Qt::Key_Right, Qt::Key_Right, Qt::Key_Right, Qt::Key_Left,
        Qt::Key_Space, Qt::Key_Home, Qt::Key_End, Qt::Key_Plus, Qt::Key_Minus, Qt::Key_A };
    if (random.bounded(6) == 0) {
        play(random);
        return;
    }
    if (random.bounded(6) == 0) {
        predict(random);
        return;
    }
    if (random.bounded(6) == 0) {
        practise(random);
        return;
    }
    const int choice = int(random.bounded(100));
    if (choice < 40) {
        const Qt::Key key = keys[random.bounded(int(std::size(keys)))];
        const Qt::KeyboardModifiers modifiers
            = random.bounded(5) == 0 ? Qt::ShiftModifier : Qt::NoModifier;
        m_log << QStringLiteral("key %1%2")
                     .arg(modifiers ? QStringLiteral("shift+") : QString())
                     .arg(QKeySequence(key).toString());
        QTest::keyClick(window, key, modifiers);
    } else if (choice < 55) {
        // A click or a hover somewhere on the board.
        QWidget *board = window->centralWidget();
        const QPoint point(int(random.bounded(qMax(1, board->width()))),
            int(random.bounded(qMax(1, board->height()))));
        QWidget *viewport = board->findChild<QWidget *>(QStringLiteral("qt_scrollarea_viewport"));
        QWidget *target = viewport ? viewport : board;
        m_log << QStringLiteral("board %1,%2").arg(point.x()).arg(point.y());
        if (random.bounded(2) == 0) {
            QTest::mouseClick(target, Qt::LeftButton, {}, point);
        } else {
            QTest::mouseMove(target, point);
        }
    } else if (choice < 60) {
        auto *size = window->findChild<QSpinBox *>(QStringLiteral("sizeBox"));
        const int n = int(random.bounded(1, 15));
        m_log << QStringLiteral("size %1").arg(n);
        size->setValue(n);
    } else if (choice < 64) {
        auto *box = window->findChild<QComboBox *>(QStringLiteral("algorithmBox"));
        const int index = int(random.bounded(box->count()));
        m_log << QStringLiteral("algorithm %1").arg(index);
        box->setCurrentIndex(index);
    } else if (choice < 70) {
        const quint64 furthest = controller->furthestStep();
        const quint64 step = furthest == 0 ? 0 : random.bounded(quint64(furthest + 1));
        m_log << QStringLiteral("seek %1").arg(step);
        controller->seek(step);
    } else if (choice < 76) {
        auto *dock = window->findChild<QDockWidget *>(QStringLiteral("solutionsDock"));
        dock->raise();
        SolutionsPanel *panel = window->docks()->panels().solutions;
        const int k = int(random.bounded(1, 30));
        m_log << QStringLiteral("solution %1").arg(k);
        if (random.bounded(3) == 0) {
            panel->showFundamentalOnly(random.bounded(2) == 0);
        }
        panel->selectSolution(k);
    } else if (choice < 80) {
        SearchTreeView *tree = window->docks()->panels().tree;
        const QPoint point(int(random.bounded(qMax(1, tree->width()))),
            int(random.bounded(qMax(1, tree->height()))));
        m_log << QStringLiteral("tree %1,%2").arg(point.x()).arg(point.y());
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, point);
    } else if (choice < 83) {
        const QStringList languages = LanguageManager::availableLanguages();
        const QString code = languages.at(int(random.bounded(int(languages.size()))));
        m_log << QStringLiteral("language %1").arg(code);
        window->languages()->setLanguage(code);
    } else if (choice < 86) {
        AppSettings::Values values = window->settings();
        const QString themes[] = { QStringLiteral("classic"), QStringLiteral("high-contrast"),
            QStringLiteral("system") };
        values.theme = themes[random.bounded(3)];
        m_log << QStringLiteral("theme %1").arg(values.theme);
        window->applySettings(values);
    } else if (choice < 88) {
        // Exports without their dialogs (those are modal).
        ExportCommands commands(window->presenter(), controller);
        QString error;
        const QString path = m_dir.filePath(QStringLiteral("monkey-%1.png").arg(m_exports++ % 4));
        m_log << QStringLiteral("export");
        QVERIFY2(commands.exportBoard(
                     path, BoardExporter::Format::Png, 200, true, commands.caption(), &error),
            qPrintable(error));
    } else if (choice < 92) {
        const int index = int(random.bounded(RunController::topSpeedIndex() + 1));
        m_log << QStringLiteral("speed %1").arg(index);
        controller->setSpeedIndex(index);
    } else if (choice < 95) {
        m_log << QStringLiteral("breakpoints");
        window->runActions()->breakOnSolution()->toggle();
        window->runActions()->breakOnBacktrack()->setChecked(random.bounded(4) == 0);
    } else {
        m_log << QStringLiteral("next solution");
        controller->nextSolution();
    }
}

// Play mode: entering and leaving, the run's board taken over, clicks and
// keys on the board, hints, undo and redo, clearing.
void TestMonkey::play(QRandomGenerator &random)
{
    MainWindow *window = m_window.get();
    PlayMode *play = window->activities()->get<PlayMode>();
    QWidget *board = window->centralWidget();
    const int choice = int(random.bounded(10));
    if (choice < 2) {
        m_log << QStringLiteral("play: key P");
        QTest::keyClick(window, Qt::Key_P);
    } else if (choice < 3) {
        if (random.bounded(2) == 0) {
            m_log << QStringLiteral("play: start from run");
            play->startFromRun()->trigger();
        } else {
            m_log << QStringLiteral("play: run from here (Ctrl+R)");
            QTest::keyClick(window, Qt::Key_R, Qt::ControlModifier);
        }
    } else if (choice < 6) {
        static const Qt::Key keys[] = { Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down,
            Qt::Key_Space, Qt::Key_Return, Qt::Key_Space, Qt::Key_H };
        const Qt::Key key = keys[random.bounded(int(std::size(keys)))];
        m_log << QStringLiteral("play: key %1").arg(QKeySequence(key).toString());
        QTest::keyClick(board, key);
    } else if (choice < 8) {
        const bool redo = random.bounded(3) == 0;
        m_log << (redo ? QStringLiteral("play: redo") : QStringLiteral("play: undo"));
        QTest::keyClick(board, Qt::Key_Z,
            redo ? Qt::ControlModifier | Qt::ShiftModifier : Qt::ControlModifier);
    } else if (choice < 9) {
        // A square of the board, so that clicks place queens often.
        const int n = window->boardScene()->boardSize();
        auto *view = qobject_cast<QGraphicsView *>(board);
        const QPoint at = view->mapFromScene(window->boardScene()
                                                 ->squareRect(int(random.bounded(n)),
                                                     int(random.bounded(n)))
                                                 .center());
        m_log << QStringLiteral("play: click %1,%2").arg(at.x()).arg(at.y());
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    } else {
        m_log << QStringLiteral("play: clear or hint");
        if (random.bounded(2) == 0) {
            play->clear()->trigger();
        } else {
            play->hint()->trigger();
        }
    }
}

// Predict mode: entering and leaving, answers on squares and buttons,
// answers revealed, the settings.
void TestMonkey::predict(QRandomGenerator &random)
{
    MainWindow *window = m_window.get();
    PredictMode *mode = window->activities()->get<PredictMode>();
    PredictPanel *panel = window->activities()->get<PredictMode>()->predictPanel();
    const int choice = int(random.bounded(10));
    m_answers += mode->openQuestion() != nullptr && choice >= 2 && choice < 9;
    if (choice < 2) {
        m_log << QStringLiteral("predict: key Q");
        QTest::keyClick(window, Qt::Key_Q);
    } else if (choice < 5) {
        const int n = window->boardScene()->boardSize();
        auto *view = qobject_cast<QGraphicsView *>(window->centralWidget());
        const QPoint at = view->mapFromScene(window->boardScene()
                                                 ->squareRect(int(random.bounded(n)),
                                                     int(random.bounded(n)))
                                                 .center());
        m_log << QStringLiteral("predict: click %1,%2").arg(at.x()).arg(at.y());
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    } else if (choice < 8) {
        QList<QPushButton *> buttons = panel->findChildren<QPushButton *>();
        buttons.removeIf([panel](QPushButton *button) {
            return !button->isVisible() || button == panel->saveButton();
        });
        if (!buttons.isEmpty()) {
            QPushButton *button = buttons.at(int(random.bounded(int(buttons.size()))));
            m_log << QStringLiteral("predict: button %1").arg(button->text());
            QTest::mouseClick(button, Qt::LeftButton);
        }
    } else if (choice < 9) {
        m_log << QStringLiteral("predict: reveal");
        mode->revealAnswer();
    } else {
        nq::learn::PredictSettings settings = mode->settings();
        settings.frequency = nq::learn::Frequency(random.bounded(4));
        settings.k = int(random.bounded(1, 6));
        settings.kinds = unsigned(random.bounded(1, 64));
        m_log << QStringLiteral("predict: settings %1 %2").arg(int(settings.frequency)).arg(settings.kinds);
        mode->setSettings(settings);
    }
}

// Practice mode: entering and leaving, clicks (left, right, Shift) and keys
// on the board, "Show me", the setting.
void TestMonkey::practise(QRandomGenerator &random)
{
    MainWindow *window = m_window.get();
    PracticeMode *practice = window->activities()->get<PracticeMode>();
    auto *view = qobject_cast<QGraphicsView *>(window->centralWidget());
    const int choice = int(random.bounded(10));
    if (choice < 2) {
        m_log << QStringLiteral("practice: toggle");
        practice->practiceMode()->trigger();
    } else if (choice < 6) {
        const int n = window->boardScene()->boardSize();
        const QPoint at = view->mapFromScene(window->boardScene()
                                                 ->squareRect(int(random.bounded(n)),
                                                     int(random.bounded(n)))
                                                 .center());
        const int how = int(random.bounded(3));
        m_log << QStringLiteral("practice: click %1,%2 (%3)").arg(at.x()).arg(at.y()).arg(how);
        QTest::mouseClick(view->viewport(), how == 1 ? Qt::RightButton : Qt::LeftButton,
            how == 2 ? Qt::ShiftModifier : Qt::KeyboardModifiers {}, at);
    } else if (choice < 8) {
        static const Qt::Key keys[] = { Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down,
            Qt::Key_Space, Qt::Key_Return, Qt::Key_X, Qt::Key_Delete, Qt::Key_M };
        const Qt::Key key = keys[random.bounded(int(std::size(keys)))];
        m_log << QStringLiteral("practice: key %1").arg(QKeySequence(key).toString());
        QTest::keyClick(view, key);
    } else if (choice < 9) {
        m_log << QStringLiteral("practice: show me");
        practice->showMe()->trigger();
    } else {
        m_log << QStringLiteral("practice: refusals marked");
        practice->refusalsMarked()->toggle();
    }
}

void TestMonkey::checkInvariants()
{
    const RunController *controller = m_window->controller();
    QVERIFY2(controller->state().step() <= controller->furthestStep(), qPrintable(m_log.last()));
    QVERIFY(controller->boardSize() >= 1 && controller->boardSize() <= controller->maxBoardSize());
    QVERIFY(m_window->boardScene()->boardSize() == controller->boardSize());
    // Play mode: its layer shows its position on a board of the run's size.
    const PlayMode *play = m_window->activities()->get<PlayMode>();
    QCOMPARE(play->playMode()->isChecked(), play->isActive());
    if (play->isActive()) {
        ++m_playing;
        QVERIFY2(m_window->presenter()->playLayer(), qPrintable(m_log.last()));
        QCOMPARE(play->controller()->boardSize(), controller->boardSize());
        QVERIFY(m_window->presenter()->playLayer()->position() == play->controller()->position());
    } else {
        QVERIFY(!m_window->presenter()->playLayer());
    }
    // A run from given queens keeps them on its board at every step.
    if (controller->hasStart()) {
        ++m_fromGiven;
        const QList<int> &start = controller->start();
        QCOMPARE(start.size(), qsizetype(controller->boardSize()));
        for (int row = 0; row < start.size(); ++row) {
            if (start[row] >= 0) {
                QVERIFY2(controller->state().board().value(row) == start[row],
                    qPrintable(m_log.last()));
            }
        }
    }
    // Predict mode: its layer while on, never with play mode, and an open
    // question is where the run stands.
    const PredictMode *predict = m_window->activities()->get<PredictMode>();
    QCOMPARE(predict->predictAction()->isChecked(), predict->isActive());
    QVERIFY2(!(predict->isActive() && play->isActive()), qPrintable(m_log.last()));
    if (predict->isActive()) {
        ++m_predicting;
    }
    if (const nq::learn::Question *question = predict->openQuestion()) {
        QVERIFY2(question->position == controller->state().step(), qPrintable(m_log.last()));
        QCOMPARE(question->board.size(), std::size_t(controller->boardSize()));
    }
    // Practice: a layer of the run's size while it practises; the run at
    // the practice's step whenever it stands still; never both modes.
    const PracticeMode *practice = m_window->activities()->get<PracticeMode>();
    QCOMPARE(practice->practiceMode()->isChecked(), practice->isActive());
    QVERIFY(!(practice->isActive() && play->isActive()));
    QVERIFY2(!(practice->isActive() && predict->isActive()), qPrintable(m_log.last()));
    // One answer layer, predict's or practice's, while either mode uses it.
    const bool practising = practice->isActive() && practice->engine();
    QCOMPARE(bool(m_window->presenter()->answerLayer()), predict->isActive() || practising);
    if (practising) {
        ++m_practising;
        const AnswerLayer *layer = m_window->presenter()->answerLayer();
        QVERIFY2(layer, qPrintable(m_log.last()));
        QCOMPARE(layer->boardSize(), controller->boardSize());
        QVERIFY(layer->input() == AnswerLayer::Input::SquaresOrRefusals);
        QCOMPARE(practice->engine()->boardSize(), controller->boardSize());
        if (!practice->isDriving() && controller->mode() == RunController::Mode::Paused) {
            QVERIFY2(practice->engine()->position() == controller->state().step(),
                qPrintable(m_log.last()));
        }
    }
}

QTEST_MAIN(TestMonkey)
#include "tst_monkey.moc"
