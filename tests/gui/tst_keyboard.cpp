// SPDX-License-Identifier: MIT
// Driving the run in front of a class. The run's keys (Right, Left, Space,
// End, + and -) drive the run whatever the teacher used last in the window
// (the N box, the algorithm list, the speed slider, the timeline, a panel),
// unless a text field is being edited; Enter, Escape and the arrows of the N
// box and a choice from the algorithm list hand the keys back to the board.
// Keys are real key events sent to the focused widget, after the controls were
// used with the mouse and the keyboard as a person would use them. And what
// the window says (status line, counters, pseudocode, tree, timeline) always
// describes the step the board shows.
#include "board/boardview.h"
#include "window/docklayout.h"
#include "explain/counterspanel.h"
#include "explain/pseudocode.h"
#include "explain/pseudocodepanel.h"
#include "explain/searchtreeview.h"
#include "display/boardpresenter.h"
#include "run/runcontroller.h"
#include "support/wait.h"
#include "window/languagemanager.h"
#include "window/mainwindow.h"
#include "window/shortcutsdialog.h"
#include "activity/activityhost.h"
#include "classroom/classmode.h"
#include "classroom/seatmode.h"
#include "classserver/classserver.h"
#include "support/pupilclient.h"

#include <QAbstractButton>
#include <QAction>
#include <QDialog>
#include <QMenu>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSlider>
#include <QSpinBox>
#include <QStringList>
#include <QToolButton>
#include <QStyle>
#include <QStyleOptionSpinBox>
#include <QTest>

#include <memory>

namespace {

// How the teacher used a control before pressing a run key.
enum class Use {
    SizeTypedAndEnter, // N box: double-click its number, type 4, Enter
    SizeArrowClicked, // N box: a click on its up arrow
    SizeUpKey, // N box: clicked, then the Up key (it keeps the focus)
    SizeTabbedTo, // N box: reached with Tab, nothing typed
    AlgorithmFromList, // algorithm box: opened and an entry clicked
    AlgorithmDownKey, // algorithm box: clicked and closed, then the Down key
    SpeedSliderClicked, // speed slider: a click right of its handle
    TimelineClicked, // timeline: a click left of its handle
    GoToSolutionEntered, // solutions panel: a number typed into "Go to" and Enter
    VariablesClicked, // variables panel: a click into its text
};

QRect spinBoxButton(QSpinBox *box, QStyle::SubControl button)
{
    QStyleOptionSpinBox option;
    option.initFrom(box);
    option.subControls = QStyle::SC_SpinBoxUp | QStyle::SC_SpinBoxDown | QStyle::SC_SpinBoxFrame
        | QStyle::SC_SpinBoxEditField;
    option.buttonSymbols = box->buttonSymbols();
    option.frame = box->hasFrame();
    option.stepEnabled = QAbstractSpinBox::StepUpEnabled | QAbstractSpinBox::StepDownEnabled;
    return box->style()->subControlRect(QStyle::CC_SpinBox, &option, button, box);
}

QLineEdit *lineEditOf(QWidget *box)
{
    return box->findChild<QLineEdit *>();
}

void showDock(MainWindow &window, const char *name)
{
    auto *dock = window.findChild<QDockWidget *>(QString::fromLatin1(name));
    QVERIFY(dock);
    dock->show();
    dock->raise();
    QTRY_VERIFY_WITH_TIMEOUT(dock->widget()->isVisible(), nqtest::HangGuardMs);
}

// Brings the window to a paused run with `steps` steps taken.
void runTo(MainWindow &window, quint64 steps)
{
    RunController *run = window.controller();
    run->runToStep(steps);
    QTRY_COMPARE_WITH_TIMEOUT(run->mode(), RunController::Mode::Paused, nqtest::HangGuardMs);
    QCOMPARE(run->state().step(), steps);
}

// Types `text` into whatever has the focus.
void type(const QString &text)
{
    for (const QChar c : text) {
        QTest::keyClick(QApplication::focusWidget(), c.toLatin1());
    }
}

} // namespace

Q_DECLARE_METATYPE(Use)

class TestKeyboard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void runKeysWorkAfterUsingAControl_data();
    void runKeysWorkAfterUsingAControl();
    void editedTextKeepsItsKeys_data();
    void editedTextKeepsItsKeys();
    void escapeLeavesTheSizeBoxUnchanged();
    void textDescribesTheStepShown_data();
    void textDescribesTheStepShown();
    void menuLettersAreNotTakenByControls_data();
    void menuLettersAreNotTakenByControls();
    void classKeysAreTheirOwn();
};

void TestKeyboard::initTestCase()
{
    QLocale::setDefault(QLocale::c());
}

void TestKeyboard::runKeysWorkAfterUsingAControl_data()
{
    QTest::addColumn<Use>("use");
    QTest::addColumn<bool>("boardGetsFocus"); // the control hands the keys back to the board
    QTest::addColumn<int>("key");

    const struct
    {
        const char *name;
        Use use;
        bool boardGetsFocus;
    } uses[] = {
        { "N typed, Enter", Use::SizeTypedAndEnter, true },
        { "N arrow clicked", Use::SizeArrowClicked, true },
        { "N Up key", Use::SizeUpKey, false },
        { "N tabbed to", Use::SizeTabbedTo, false },
        { "algorithm from list", Use::AlgorithmFromList, true },
        { "algorithm Down key", Use::AlgorithmDownKey, false },
        { "speed slider clicked", Use::SpeedSliderClicked, true },
        { "timeline clicked", Use::TimelineClicked, true },
        { "go to solution entered", Use::GoToSolutionEntered, false },
        { "variables clicked", Use::VariablesClicked, false },
    };
    const struct
    {
        const char *name;
        int key;
    } keys[] = {
        { "Right", Qt::Key_Right },
        { "Left", Qt::Key_Left },
        { "Space", Qt::Key_Space },
        { "End", Qt::Key_End },
        { "+", Qt::Key_Plus },
        { "-", Qt::Key_Minus },
    };
    for (const auto &use : uses) {
        for (const auto &key : keys) {
            QTest::addRow("%s, %s", use.name, key.name) << use.use << use.boardGetsFocus << key.key;
        }
    }
}

void TestKeyboard::runKeysWorkAfterUsingAControl()
{
    QFETCH(Use, use);
    QFETCH(bool, boardGetsFocus);
    QFETCH(int, key);

    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    RunController *run = window.controller();
    QWidget *board = window.centralWidget();
    QCOMPARE(QApplication::focusWidget(), board);
    auto *sizeBox = window.findChild<QSpinBox *>(QStringLiteral("sizeBox"));
    auto *algorithmBox = window.findChild<QComboBox *>(QStringLiteral("algorithmBox"));
    auto *speed = window.findChild<QSlider *>(QStringLiteral("speedSlider"));
    QVERIFY(sizeBox && algorithmBox && speed);

    switch (use) {
    case Use::SizeTypedAndEnter:
        QTest::mouseDClick(lineEditOf(sizeBox), Qt::LeftButton);
        QCOMPARE(QApplication::focusWidget(), sizeBox);
        type(QStringLiteral("4"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QCOMPARE(run->boardSize(), 4);
        break;
    case Use::SizeArrowClicked:
        QTest::mouseClick(
            sizeBox, Qt::LeftButton, {}, spinBoxButton(sizeBox, QStyle::SC_SpinBoxUp).center());
        QCOMPARE(run->boardSize(), 9);
        break;
    case Use::SizeUpKey:
        QTest::mouseClick(lineEditOf(sizeBox), Qt::LeftButton);
        QCOMPARE(QApplication::focusWidget(), sizeBox);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Up);
        QCOMPARE(run->boardSize(), 9);
        break;
    case Use::SizeTabbedTo:
        sizeBox->setFocus(Qt::TabFocusReason);
        QCOMPARE(QApplication::focusWidget(), sizeBox);
        break;
    case Use::AlgorithmFromList: {
        QTest::mouseClick(algorithmBox, Qt::LeftButton);
        QAbstractItemView *list = algorithmBox->view();
        QTRY_VERIFY_WITH_TIMEOUT(list->isVisible(), nqtest::HangGuardMs);
        // The list ignores a release too soon after it opened (a press-drag-release choice).
        QTest::qWait(QApplication::doubleClickInterval() + 50);
        const QModelIndex entry = list->model()->index(int(nq::Algorithm::CheckQueens), 0);
        list->scrollTo(entry);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(entry).center());
        QTRY_VERIFY_WITH_TIMEOUT(!list->isVisible(), nqtest::HangGuardMs);
        QCOMPARE(run->algorithm(), nq::Algorithm::CheckQueens);
        break;
    }
    case Use::AlgorithmDownKey:
        algorithmBox->setFocus(Qt::MouseFocusReason);
        QCOMPARE(QApplication::focusWidget(), algorithmBox);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
        QCOMPARE(run->algorithm(), nq::Algorithm(int(nq::Algorithm::LockLines) + 1));
        break;
    case Use::SpeedSliderClicked: {
        const int before = run->speedIndex();
        QTest::mouseClick(
            speed, Qt::LeftButton, {}, QPoint(speed->width() - 4, speed->height() / 2));
        QTRY_COMPARE_WITH_TIMEOUT(run->speedIndex(), before + 1, nqtest::HangGuardMs);
        break;
    }
    case Use::TimelineClicked: {
        runTo(window, 40);
        QSlider *timeline = window.timeline();
        QTest::mouseClick(timeline, Qt::LeftButton, {}, QPoint(4, timeline->height() / 2));
        QTRY_VERIFY_WITH_TIMEOUT(run->state().step() < 40, nqtest::HangGuardMs);
        QTRY_COMPARE_WITH_TIMEOUT(run->mode(), RunController::Mode::Paused, nqtest::HangGuardMs);
        break;
    }
    case Use::GoToSolutionEntered: {
        showDock(window, "solutionsDock");
        auto *goTo = window.findChild<QSpinBox *>(QStringLiteral("goToBox"));
        QVERIFY(goTo);
        QTRY_VERIFY_WITH_TIMEOUT(goTo->isEnabled() && goTo->maximum() > 1, nqtest::HangGuardMs);
        QTest::mouseDClick(lineEditOf(goTo), Qt::LeftButton);
        QCOMPARE(QApplication::focusWidget(), goTo);
        type(QStringLiteral("2"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(
            window.presenter()->shown(), BoardPresenter::Shown::Solution, nqtest::HangGuardMs);
        break;
    }
    case Use::VariablesClicked: {
        showDock(window, "variablesDock");
        auto *text = window.findChild<QDockWidget *>(QStringLiteral("variablesDock"))
                         ->findChild<QPlainTextEdit *>();
        QVERIFY(text);
        QTest::mouseClick(text->viewport(), Qt::LeftButton, {}, QPoint(10, 10));
        QCOMPARE(QApplication::focusWidget(), text);
        break;
    }
    }
    if (boardGetsFocus) {
        QCOMPARE(QApplication::focusWidget(), board);
    }
    QVERIFY(QApplication::focusWidget());

    if (key == Qt::Key_Left) {
        run->step(); // something to step back from (not a key: the key is what is tested)
        QTRY_COMPARE_WITH_TIMEOUT(run->mode(), RunController::Mode::Paused, nqtest::HangGuardMs);
    }
    const quint64 step = run->state().step();
    const int speedIndex = run->speedIndex();
    const QWidget *focus = QApplication::focusWidget();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key(key));
    switch (key) {
    case Qt::Key_Right:
        QTRY_COMPARE_WITH_TIMEOUT(run->state().step(), step + 1, nqtest::HangGuardMs);
        QTRY_COMPARE_WITH_TIMEOUT(run->mode(), RunController::Mode::Paused, nqtest::HangGuardMs);
        break;
    case Qt::Key_Left:
        QTRY_COMPARE_WITH_TIMEOUT(run->state().step(), step - 1, nqtest::HangGuardMs);
        break;
    case Qt::Key_Space:
        QVERIFY(run->isRunning());
        break;
    case Qt::Key_End:
        QVERIFY(run->mode() == RunController::Mode::ToEnd
            || run->mode() == RunController::Mode::Finished);
        break;
    case Qt::Key_Plus:
        QCOMPARE(run->speedIndex(), speedIndex + 1);
        break;
    case Qt::Key_Minus:
        QCOMPARE(run->speedIndex(), speedIndex - 1);
        break;
    }
    // The control kept what it showed: the key went to the run, not to it.
    QCOMPARE(QApplication::focusWidget(), focus);
    QCOMPARE(sizeBox->text(), QString::number(run->boardSize()));
}

void TestKeyboard::editedTextKeepsItsKeys_data()
{
    QTest::addColumn<int>("key");
    QTest::newRow("Right") << int(Qt::Key_Right);
    QTest::newRow("Left") << int(Qt::Key_Left);
    QTest::newRow("Space") << int(Qt::Key_Space);
    QTest::newRow("End") << int(Qt::Key_End);
    QTest::newRow("Home") << int(Qt::Key_Home);
    QTest::newRow("+") << int(Qt::Key_Plus);
    QTest::newRow("-") << int(Qt::Key_Minus);
}

void TestKeyboard::editedTextKeepsItsKeys()
{
    // While a number is being typed into the N box, the keys edit it.
    QFETCH(int, key);
    MainWindow window(8, nq::Algorithm::LockLines);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    RunController *run = window.controller();
    runTo(window, 3);
    auto *sizeBox = window.findChild<QSpinBox *>(QStringLiteral("sizeBox"));
    QTest::mouseDClick(lineEditOf(sizeBox), Qt::LeftButton);
    QCOMPARE(QApplication::focusWidget(), sizeBox);
    type(QStringLiteral("1"));
    QCOMPARE(sizeBox->text(), QStringLiteral("1"));
    const int speedIndex = run->speedIndex();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key(key));
    QCOMPARE(QApplication::focusWidget(), sizeBox);
    type(QStringLiteral("2"));
    // A key that reached the run would have moved it at once (its mode) or
    // through something queued: handle all that was queued, then look.
    QVERIFY(nqtest::handlePostedEvents());
    QCOMPARE(run->state().step(), quint64(3));
    QCOMPARE(run->mode(), RunController::Mode::Paused);
    QCOMPARE(run->speedIndex(), speedIndex);
    QCOMPARE(run->boardSize(), 8);
    // The key moved the cursor or was refused; the number is still being typed.
    QVERIFY2(sizeBox->text() == QStringLiteral("12") || sizeBox->text() == QStringLiteral("21"),
        qPrintable(sizeBox->text()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(run->boardSize(), sizeBox->value());
    QCOMPARE(QApplication::focusWidget(), window.centralWidget());
}

void TestKeyboard::escapeLeavesTheSizeBoxUnchanged()
{
    MainWindow window(8, nq::Algorithm::LockLines);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    auto *sizeBox = window.findChild<QSpinBox *>(QStringLiteral("sizeBox"));
    QTest::mouseDClick(lineEditOf(sizeBox), Qt::LeftButton);
    type(QStringLiteral("5"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QCOMPARE(QApplication::focusWidget(), window.centralWidget());
    QCOMPARE(sizeBox->text(), QStringLiteral("8"));
    QCOMPARE(window.controller()->boardSize(), 8);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QTRY_COMPARE_WITH_TIMEOUT(window.controller()->state().step(), quint64(1), nqtest::HangGuardMs);
}

void TestKeyboard::textDescribesTheStepShown_data()
{
    QTest::addColumn<int>("stepsPerSecond");
    QTest::addColumn<int>("steps"); // how many steps to watch
    QTest::newRow("2 steps/s") << 2 << 4;
    QTest::newRow("8 steps/s") << 8 << 12;
    QTest::newRow("16 steps/s, the fastest animated") << 16 << 20;
}

void TestKeyboard::textDescribesTheStepShown()
{
    // Whenever the board moves to a step, the words beside it describe that
    // step: a pupil reading "placed a queen on b3" sees that queen.
    QFETCH(int, stepsPerSecond);
    QFETCH(int, steps);
    MainWindow window(6, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    RunController *run = window.controller();
    const int speed = int(RunController::speeds().indexOf(stepsPerSecond));
    QVERIFY(speed >= 0);
    run->setSpeedIndex(speed);

    QStringList wrong;
    int seen = 0;
    const QLocale locale;
    // Read when the board has just been moved to the step (the board's own
    // writer, the presenter, has drawn it by then).
    const auto check = [&] {
        const quint64 step = run->state().step();
        const QString at = QStringLiteral("step %1: ").arg(step);
        ++seen;
        if (window.statusText() != window.presenter()->statusText()) {
            wrong << at
                    + QStringLiteral("status '%1', board '%2'")
                          .arg(window.statusText(), window.presenter()->statusText());
        }
        if (window.docks()->panels().counters->valueText(QStringLiteral("steps")) != locale.toString(step)) {
            wrong << at + QStringLiteral("counters say step ")
                    + window.docks()->panels().counters->valueText(QStringLiteral("steps"));
        }
        const int line = Pseudocode::lineFor(run->algorithm(), run->state().last());
        if (window.docks()->panels().pseudocode->highlightedLine() != line) {
            wrong << at
                    + QStringLiteral("pseudocode line %1, expected %2")
                          .arg(window.docks()->panels().pseudocode->highlightedLine())
                          .arg(line);
        }
        if (window.docks()->panels().tree->currentStep() != step) {
            wrong << at + QStringLiteral("tree at %1").arg(window.docks()->panels().tree->currentStep());
        }
        if (quint64(window.timeline()->value()) != step) {
            wrong << at + QStringLiteral("timeline at %1").arg(window.timeline()->value());
        }
    };
    connect(run, &RunController::positionChanged, &window, check);
    run->play();
    QVERIFY(run->isRunning());
    // The steps come at the speed's pace; a loaded machine only slows them.
    QTRY_VERIFY_WITH_TIMEOUT(seen >= steps, nqtest::HangGuardMs);
    run->pause();
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

void TestKeyboard::menuLettersAreNotTakenByControls_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : { "en", "de", "es", "fr" }) {
        QTest::newRow(language) << QString::fromLatin1(language);
    }
}

// Alt and a menu's underlined letter open the menu only while no control of
// the window underlines the same letter: a button or a label's buddy with it
// makes the shortcut ambiguous, and Alt+letter then does nothing (Alt+F was
// lost to "&Fundamental" in the Solutions tab, and to French "&Fréquence").
// Every control counts, shown or not: a tab brings it back.
void TestKeyboard::menuLettersAreNotTakenByControls()
{
    QFETCH(QString, language);
    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(language));
    QCoreApplication::processEvents(); // the LanguageChange events are posted
    const auto letterOf = [](const QString &text) -> QChar {
        for (qsizetype i = 0; i + 1 < text.size(); ++i) {
            if (text[i] == QLatin1Char('&')) {
                if (text[i + 1] == QLatin1Char('&')) {
                    ++i;
                    continue;
                }
                return text[i + 1].toLower();
            }
        }
        return {};
    };
    QHash<QChar, QString> menus;
    for (QAction *action : window.menuBar()->actions()) {
        if (const QChar letter = letterOf(action->text()); !letter.isNull()) {
            menus.insert(letter, action->text());
        }
    }
    QVERIFY(menus.size() >= 5);
    QStringList clashes;
    const auto check = [&](const QString &text) {
        const QChar letter = letterOf(text);
        if (!letter.isNull() && menus.contains(letter)) {
            clashes << text + QStringLiteral(" takes the letter of ") + menus.value(letter);
        }
    };
    for (const QAbstractButton *button : window.findChildren<QAbstractButton *>()) {
        // A tool button showing an action has the action's shortcut, not a mnemonic.
        const auto *tool = qobject_cast<const QToolButton *>(button);
        if (!tool || !tool->defaultAction()) {
            check(button->text());
        }
    }
    for (const QLabel *label : window.findChildren<QLabel *>()) {
        if (label->buddy()) {
            check(label->text());
        }
    }
    for (const QGroupBox *box : window.findChildren<QGroupBox *>()) {
        check(box->title());
    }
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("; "))));
}

// Issue 39 (17): Open Class and Start and Stop Seat Work have keys of their
// own, which no other action of the window has (any two of its actions
// with one key: Qt does neither when it is pressed), the keys do what they
// say, and Help > Keyboard Shortcuts lists them.
void TestKeyboard::classKeysAreTheirOwn()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    ClassMode *classMode = window.activities()->get<ClassMode>();
    SeatMode *seat = window.activities()->get<SeatMode>();
    QAction *open = classMode->openAction();
    QAction *start = seat->startAction();
    QAction *stop = seat->stopAction();
    for (const QAction *action : { open, start, stop }) {
        QVERIFY2(!action->shortcut().isEmpty(), qPrintable(action->text() + QStringLiteral(" has no key")));
    }
    // Every key of every action the window answers to (its own, its
    // menus', its panels'), once.
    QHash<QKeySequence, QStringList> byKey;
    for (QAction *action : window.findChildren<QAction *>()) {
        bool inWindow = false;
        for (const QObject *object : action->associatedObjects()) {
            const auto *widget = qobject_cast<const QWidget *>(object);
            inWindow = inWindow || (widget && (widget->window() == &window || qobject_cast<const QMenu *>(widget)));
        }
        if (!inWindow) {
            continue;
        }
        for (const QKeySequence &key : action->shortcuts()) {
            const QString name = action->text().isEmpty() ? action->objectName() : action->text();
            if (!byKey[key].contains(name)) {
                byKey[key] << name;
            }
        }
    }
    QStringList clashes;
    for (auto it = byKey.cbegin(); it != byKey.cend(); ++it) {
        if (it.value().size() > 1) {
            clashes << it.key().toString() + QStringLiteral(": ") + it.value().join(QStringLiteral(", "));
        }
    }
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));

    // Listed, with their keys, as the dialog shows them.
    {
        ShortcutsDialog dialog(window.menuBar(), &window);
        QStringList rows;
        for (QTreeWidgetItemIterator it(dialog.list()); *it; ++it) {
            rows << (*it)->text(0) + QStringLiteral(" = ") + (*it)->text(1);
        }
        for (const QAction *action : { open, start, stop }) {
            QString text = action->text().remove(QLatin1Char('&'));
            if (text.endsWith(QStringLiteral("..."))) {
                text.chop(3);
            }
            const QString row = text + QStringLiteral(" = ") + ShortcutsDialog::keysToPress(action).join(QStringLiteral(" or "));
            QVERIFY2(rows.contains(row), qPrintable(row + QStringLiteral(" not in:\n") + rows.join(QLatin1Char('\n'))));
        }
    }

    // The keys do what they say, from the board.
    const auto press = [&](const QAction *action) {
        const QKeyCombination key = action->shortcut()[0];
        QTest::keyClick(window.centralWidget(), key.key(), key.keyboardModifiers());
    };
    window.centralWidget()->setFocus(Qt::OtherFocusReason);
    press(open);
    QVERIFY(classMode->isOpen());
    nqtest::PupilClient ana(classMode->server()->port());
    NQ_VERIFY_WAIT(ana.join(classMode->server()->code(), QStringLiteral("Ana")));
    // Start asks first (N, the algorithm, how far): accepted as it comes.
    press(start);
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] {
        if (auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget())) {
            dialog->accept();
        }
        return seat->isOpen();
    }, "seat work started by its key"));
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("seat")));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    press(stop);
    QVERIFY(!seat->isOpen());
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("seatend")));
    classMode->close();
}

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
