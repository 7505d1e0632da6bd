// SPDX-License-Identifier: MIT
// The keyboard's walk through the whole window, as a teacher without a
// mouse makes it: from the board, Tab (and Shift+Tab) visits only what can
// be seen, one stop per control (a table is one stop, not one per cell),
// never gets stuck, changes nothing on the board by passing over a
// control, and comes back round to where it started. The walk is made in
// every mode of the main window (run, play, predict with a question open,
// be the solver, a lesson open, the panels tabbed behind at the start), in the compare window and in the dialogs,
// in every language, with real key events sent to the focused widget; a
// panel or window added later is walked without anyone listing it here.
#include "board/boardview.h"
#include "window/presentation.h"
#include "window/windowmenus.h"
#include "coach/practicemode.h"
#include "coach/predictmode.h"
#include "coach/predictpanel.h"
#include "compare/comparewindow.h"
#include "display/boardpresenter.h"
#include "export/exportanimationdialog.h"
#include "play/playcontroller.h"
#include "play/playmode.h"
#include "play/playpanel.h"
#include "run/runactions.h"
#include "run/runcontroller.h"
#include "activity/activityhost.h"
#include "session/sessioncontroller.h"
#include "support/offscreenscreens.h"
#include "support/predictquestion.h"
#include "support/wait.h"
#include "window/languagemanager.h"
#include "window/mainwindow.h"
#include "window/shortcutsdialog.h"
#include "classroom/classmode.h"
#include "classroom/seatmode.h"
#include "classserver/classserver.h"
#include "support/pupilclient.h"
#include "seatwork/seatsettings.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QWheelEvent>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMenuBar>
#include <QScreen>
#include <QTemporaryDir>
#include <QSignalSpy>
#include <QTest>
#include <QImage>
#include <QPixmap>

namespace {

using nqtest::stepToQuestion;

// More presses than any window has stops: a walk that has not come round
// by then is caught in a loop.
constexpr int MaxStops = 150;

QString nameOf(const QWidget *widget)
{
    QString name = QString::fromLatin1(widget->metaObject()->className());
    if (!widget->objectName().isEmpty()) {
        name += QLatin1Char(' ') + widget->objectName();
    }
    if (!widget->accessibleName().isEmpty()) {
        name += QStringLiteral(" \"%1\"").arg(widget->accessibleName());
    } else if (const auto *button = qobject_cast<const QAbstractButton *>(widget)) {
        name += QStringLiteral(" \"%1\"").arg(button->text());
    }
    for (const QWidget *up = widget->parentWidget(); up; up = up->parentWidget()) {
        if (const auto *dock = qobject_cast<const QDockWidget *>(up)) {
            name += QStringLiteral(" in dock %1").arg(dock->objectName());
            break;
        }
    }
    return name;
}

// Why `widget` cannot be seen by someone looking at the screen, or empty.
QString whyUnseen(const QWidget *widget)
{
    if (!widget->isVisible()) {
        return QStringLiteral("hidden");
    }
    // What someone looking at the window sees at a few points of the
    // widget: the widget itself (or a part of it), or something in front.
    // (A dock tabbed behind another stays "visible" with nothing in sight.)
    const QWidget *window = widget->window();
    const QRect inside = widget->rect().adjusted(2, 2, -2, -2);
    for (const QPoint point : { inside.center(), inside.topLeft(), inside.topRight(),
             inside.bottomLeft(), inside.bottomRight() }) {
        const QWidget *hit = window->childAt(widget->mapTo(window, point));
        if (hit && (hit == widget || widget->isAncestorOf(hit))) {
            return {};
        }
    }
    return QStringLiteral("nothing of it in sight");
}

// What passing over controls must not change: what the board shows.
struct Shown
{
    int presenter = -1;
    quint64 step = 0;
    int mode = -1;
    bool question = false;
    int scene = -1;
    friend bool operator==(const Shown &, const Shown &) = default;
};

Shown shownBy(const MainWindow &window)
{
    return { int(window.presenter()->shown()), window.controller()->state().step(),
        int(window.activities()->board().value_or(Activity::Kind(-1))), window.activities()->get<PredictMode>()->openQuestion() != nullptr,
        window.sessions()->sceneIndex() };
}

QString describe(const Shown &shown)
{
    return QStringLiteral("shown %1, step %2, mode %3, question %4, scene %5")
        .arg(shown.presenter)
        .arg(shown.step)
        .arg(shown.mode)
        .arg(shown.question)
        .arg(shown.scene);
}

/*
 * Presses Tab (or Shift+Tab) in `window` from its focus widget until the
 * focus comes back to it; returns what went wrong, empty when nothing did.
 * `unchanged` says what must stay the same on the way (empty when all did).
 */
QStringList walk(QWidget *window, bool forward, const std::function<QString()> &unchanged)
{
    QStringList wrong;
    window->activateWindow();
    QApplication::processEvents();
    QWidget *start = QApplication::focusWidget();
    if (!start || start->window() != window) {
        return { QStringLiteral("no focus in the window at the start") };
    }
    QList<QWidget *> visited { start };
    QWidget *now = start;
    for (int press = 1; press <= MaxStops; ++press) {
        QTest::keyClick(now, forward ? Qt::Key_Tab : Qt::Key_Backtab,
            forward ? Qt::NoModifier : Qt::ShiftModifier);
        QApplication::processEvents();
        QWidget *next = QApplication::focusWidget();
        const QString where = QStringLiteral("%1 %2: ")
                                  .arg(forward ? QStringLiteral("Tab") : QStringLiteral("Shift+Tab"))
                                  .arg(press);
        if (!next || next->window() != window) {
            wrong << where + QStringLiteral("the focus left the window");
            return wrong;
        }
        if (const QString why = whyUnseen(next); !why.isEmpty()) {
            wrong << where + nameOf(next) + QStringLiteral(": ") + why;
        }
        if (const QString changed = unchanged(); !changed.isEmpty()) {
            wrong << where + QStringLiteral("on %1 %2").arg(nameOf(next), changed);
            return wrong;
        }
        if (next == start) {
            if (visited.size() < 2) {
                wrong << where + QStringLiteral("came back at once: nothing else takes the keys");
            }
            return wrong; // round
        }
        if (next == now || visited.contains(next)) {
            wrong << where + QStringLiteral("stuck on %1 (it was reached before)").arg(nameOf(next));
            return wrong;
        }
        visited.append(next);
        now = next;
    }
    wrong << QStringLiteral("%1 presses did not come back to %2").arg(MaxStops).arg(nameOf(start));
    return wrong;
}

// Both directions from the board, the board and the run left as they were.
QStringList walkMainWindow(MainWindow &window)
{
    QStringList wrong;
    for (const bool forward : { true, false }) {
        window.boardView()->setFocus(Qt::OtherFocusReason);
        const Shown before = shownBy(window);
        const auto unchanged = [&]() -> QString {
            const Shown now = shownBy(window);
            return now == before
                ? QString()
                : QStringLiteral("changed what is shown: %1, was %2").arg(describe(now), describe(before));
        };
        wrong += walk(&window, forward, unchanged);
    }
    return wrong;
}

QStringList walkWindow(QWidget *widget)
{
    QStringList wrong;
    for (const bool forward : { true, false }) {
        wrong += walk(widget, forward, [] { return QString(); });
    }
    return wrong;
}

} // namespace

class TestFocusWalk : public QObject
{
    Q_OBJECT

private slots:
    void mainWindow_data();
    void mainWindow();
    void compareWindow_data();
    void compareWindow();
    void dialogs_data() { languages(); }
    void dialogs();
    void wheelScrollsPanels();
    void newestWordsInView_data() { languages(); }
    void newestWordsInView();
    void everyStopShowsItsFocus_data();
    void everyStopShowsItsFocus();
    void tabFollowsTheClassPanels_data();
    void tabFollowsTheClassPanels();

private:
    void languages();
};

void TestFocusWalk::languages()
{
    QTest::addColumn<QString>("language");
    for (const char *language : { "en", "de", "es", "fr" }) {
        QTest::newRow(language) << QString::fromLatin1(language);
    }
}

void TestFocusWalk::mainWindow_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("state");
    QTest::addColumn<bool>("presenting");
    for (const char *language : { "en", "de", "es", "fr" }) {
        for (const char *state :
            { "run", "play", "predict", "practice", "lesson", "solutions", "variables" }) {
            for (const bool presenting : { false, true }) {
                QTest::addRow("%s, %s%s", language, state, presenting ? ", presenting" : "")
                    << QString::fromLatin1(language) << QString::fromLatin1(state) << presenting;
            }
        }
    }
}

void TestFocusWalk::mainWindow()
{
    QFETCH(QString, language);
    QFETCH(QString, state);
    QFETCH(bool, presenting);
    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(language));
    QScreen *screen = nqtest::screenNamed(QStringLiteral("projector"));
    QVERIFY(screen);
    window.setScreen(screen);
    window.move(screen->availableGeometry().topLeft());
    window.fitToScreen();
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    if (presenting) {
        window.presentation()->presentationAction()->trigger();
    }
    if (state == QLatin1String("play")) {
        window.activities()->get<PlayMode>()->setActive(true);
    } else if (state == QLatin1String("predict")) {
        window.activities()->get<PredictMode>()->setActive(true);
        QVERIFY(stepToQuestion(window));
    } else if (state == QLatin1String("practice")) {
        window.activities()->get<PracticeMode>()->setActive(true);
    } else if (state == QLatin1String("solutions") || state == QLatin1String("variables")) {
        // The panels tabbed behind others at the start, in front.
        auto *dock = window.findChild<QDockWidget *>(state + QStringLiteral("Dock"));
        QVERIFY(dock);
        dock->raise();
    } else if (state == QLatin1String("lesson")) {
        // Walked once the scene is applied (its run stepped there), not
        // while the window is still getting there.
        QSignalSpy applied(window.sessions(), &SessionController::applied);
        QVERIFY(window.sessions()->open(QStringLiteral(":/lessons/8x8-step-back-and-predict.nqueens")));
        NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 1, "the lesson's first scene"));
        window.sessions()->goToScene(3);
        NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 2, "the lesson's fourth scene"));
        QCOMPARE(window.sessions()->sceneIndex(), 3);
    }
    QTest::qWait(50); // the queued layout of the docks
    const QStringList wrong = walkMainWindow(window);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

void TestFocusWalk::compareWindow_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("presenting");
    for (const char *language : { "en", "de", "es", "fr" }) {
        for (const bool presenting : { false, true }) {
            QTest::addRow("%s%s", language, presenting ? ", presenting" : "")
                << QString::fromLatin1(language) << presenting;
        }
    }
}

void TestFocusWalk::compareWindow()
{
    QFETCH(QString, language);
    QFETCH(bool, presenting);
    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(language));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    if (presenting) {
        // Opened while presenting: the lanes, the controls and the table
        // are laid out for it (the lanes compact, the controls wrapped).
        window.presentation()->presentationAction()->trigger();
    }
    window.menus()->compareAction()->trigger();
    QWidget *compare = window.menus()->compareWindow();
    QVERIFY(compare);
    QVERIFY(QTest::qWaitForWindowActive(compare));
    const QStringList wrong = walkWindow(compare);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

void TestFocusWalk::dialogs()
{
    QFETCH(QString, language);
    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(language));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList wrong;
    {
        ShortcutsDialog dialog(window.menuBar(), &window);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        for (const QString &line : walkWindow(&dialog)) {
            wrong << QStringLiteral("shortcuts: ") + line;
        }
    }
    {
        ExportAnimationDialog dialog(12, 40, false, false, &window);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        for (const QString &line : walkWindow(&dialog)) {
            wrong << QStringLiteral("animation: ") + line;
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

// Every setting in a scrolling panel of the window (spin box, combo box,
// slider), its dock in front: the wheel over it without the focus leaves
// its value alone; with the focus, it changes it.
void TestFocusWalk::wheelScrollsPanels()
{
    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.activities()->get<PredictMode>()->setActive(true); // its panel holds the most settings
    QStringList wrong;
    int tried = 0;
    const auto valueOf = [](QWidget *widget) -> QVariant {
        if (auto *box = qobject_cast<QAbstractSpinBox *>(widget)) {
            return box->text();
        }
        if (auto *combo = qobject_cast<QComboBox *>(widget)) {
            return combo->currentIndex();
        }
        return qobject_cast<QAbstractSlider *>(widget)->value();
    };
    const auto wheel = [](QWidget *widget) {
        const QPointF at = QRectF(widget->rect()).center();
        QWheelEvent event(at, widget->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton,
            Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(widget, &event);
    };
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        dock->show();
        dock->raise();
        QApplication::processEvents();
        for (QWidget *setting : dock->findChildren<QWidget *>()) {
            if (!(qobject_cast<QAbstractSpinBox *>(setting) || qobject_cast<QComboBox *>(setting)
                    || qobject_cast<QAbstractSlider *>(setting))
                || !setting->isVisible() || !setting->isEnabled()
                || qobject_cast<QScrollBar *>(setting)) {
                continue;
            }
            bool scrolling = false;
            for (QWidget *up = setting->parentWidget(); up; up = up->parentWidget()) {
                scrolling = scrolling || qobject_cast<QScrollArea *>(up);
            }
            if (!scrolling) {
                continue;
            }
            ++tried;
            window.boardView()->setFocus(Qt::OtherFocusReason);
            const QVariant before = valueOf(setting);
            wheel(setting);
            if (valueOf(setting) != before) {
                wrong << QStringLiteral("%1: the wheel changed it from %2 to %3 without the focus")
                             .arg(nameOf(setting), before.toString(), valueOf(setting).toString());
            }
            if (setting->hasFocus()) {
                wrong << nameOf(setting) + QStringLiteral(": the wheel gave it the focus");
            }
        }
    }
    QVERIFY2(tried >= 3, qPrintable(QStringLiteral("only %1 settings found").arg(tried)));
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    // With the focus, the wheel is the setting's.
    QSpinBox *seed = window.activities()->get<PredictMode>()->predictPanel()->seedBox();
    seed->setFocus(Qt::TabFocusReason);
    const int before = seed->value();
    wheel(seed);
    QVERIFY(seed->value() != before);
}

// Issue 27 (6): at 1280x720 presenting, the newest words of a panel (play
// mode's hint, predict's question) are in view without scrolling, whatever
// the panel's scroll position was.
void TestFocusWalk::newestWordsInView()
{
    QFETCH(QString, language);
    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(language));
    QScreen *screen = nqtest::screenNamed(QStringLiteral("projector"));
    window.setScreen(screen);
    window.move(screen->availableGeometry().topLeft());
    window.fitToScreen();
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.presentation()->presentationAction()->trigger();
    QTest::qWait(100);
    const auto inView = [](const QWidget *label) {
        // Its first line at least: the top of the label is on screen.
        const QRegion seen = label->visibleRegion();
        return !seen.isEmpty() && seen.boundingRect().top() <= 2;
    };
    const auto scrollDown = [](QWidget *inside) {
        for (QWidget *up = inside->parentWidget(); up; up = up->parentWidget()) {
            if (auto *area = qobject_cast<QScrollArea *>(up)) {
                area->verticalScrollBar()->setValue(area->verticalScrollBar()->maximum());
            }
        }
    };
    // Play mode's hint.
    window.activities()->get<PlayMode>()->setActive(true);
    QTest::qWait(50);
    auto *status = window.activities()->get<PlayMode>()->playPanel()->findChild<QLabel *>(QStringLiteral("playStatus"));
    QVERIFY(status);
    scrollDown(status);
    window.activities()->get<PlayMode>()->hint()->trigger();
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return window.activities()->get<PlayMode>()->controller()->hintSquare().x() >= 0; }, "a hint"));
    QApplication::processEvents();
    QVERIFY2(inView(status), qPrintable(status->text()));
    // Predict's question: the panel scrolled to its end first.
    auto *question = window.activities()->get<PredictMode>()->predictPanel()->findChild<QLabel *>(QStringLiteral("predictQuestion"));
    QVERIFY(question);
    scrollDown(question);
    window.activities()->get<PredictMode>()->setActive(true);
    QVERIFY(stepToQuestion(window));
    QApplication::processEvents();
    QVERIFY2(inView(question), qPrintable(question->text()));
}

void TestFocusWalk::everyStopShowsItsFocus_data()
{
    QTest::addColumn<bool>("classOpen");
    QTest::addColumn<bool>("presenting");
    for (const bool classOpen : { false, true }) {
        for (const bool presenting : { false, true }) {
            QTest::addRow("%s%s", classOpen ? "class open" : "run", presenting ? ", presenting" : "")
                << classOpen << presenting;
        }
    }
}

// Issue 39 (17): someone walking the window with Tab sees where the focus
// is at every stop: each stop looks different with the focus than
// without it (a focus frame, a highlighted tab, a selected item, a
// cursor). Checked by taking a picture of the stop and its surroundings
// with the focus and again with the focus taken away.
void TestFocusWalk::everyStopShowsItsFocus()
{
    QFETCH(bool, classOpen);
    QFETCH(bool, presenting);
    MainWindow window(8, nq::Algorithm::LockLines);
    QScreen *screen = nqtest::screenNamed(QStringLiteral("projector"));
    QVERIFY(screen);
    window.setScreen(screen);
    window.move(screen->availableGeometry().topLeft());
    window.fitToScreen();
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    if (presenting) {
        window.presentation()->presentationAction()->trigger();
    }
    if (classOpen) {
        QString error;
        QVERIFY2(window.activities()->get<ClassMode>()->open(0, &error), qPrintable(error));
    }
    QVERIFY(nqtest::handlePostedEvents()); // the docks laid out
    window.boardView()->setFocus(Qt::OtherFocusReason);
    QWidget *start = QApplication::focusWidget();
    QVERIFY(start);
    QStringList unseen;
    QWidget *now = start;
    for (int press = 1; press <= MaxStops; ++press) {
        QTest::keyClick(now, Qt::Key_Tab);
        QApplication::processEvents();
        QWidget *next = QApplication::focusWidget();
        QVERIFY(next && next->window() == &window);
        if (next == start) {
            break;
        }
        // The stop and a few pixels round it (a frame may be drawn outside).
        const QRect around = QRect(next->mapTo(&window, QPoint(0, 0)), next->size()).adjusted(-4, -4, 4, 4)
                                 .intersected(window.rect());
        const QImage focused = window.grab(around).toImage();
        next->clearFocus();
        QApplication::processEvents();
        const QImage unfocused = window.grab(around).toImage();
        // Buttons, tabs and fields draw their focus through the style (a
        // button's picture may be taken before its repaint): the panels
        // that draw none (FocusRing's) are the ones checked.
        if (focused == unfocused && qobject_cast<QAbstractScrollArea *>(next)) {
            unseen << QStringLiteral("Tab %1: %2").arg(press).arg(nameOf(next));
        }
        next->setFocus(Qt::TabFocusReason);
        QApplication::processEvents();
        QCOMPARE(QApplication::focusWidget(), next);
        now = next;
    }
    QVERIFY2(unseen.isEmpty(), qPrintable(QStringLiteral("no visible focus on:\n") + unseen.join(QLatin1Char('\n'))));
}

void TestFocusWalk::tabFollowsTheClassPanels_data()
{
    QTest::addColumn<bool>("seatWork");
    QTest::addColumn<bool>("presenting");
    for (const bool seatWork : { false, true }) {
        for (const bool presenting : { false, true }) {
            QTest::addRow("%s%s", seatWork ? "seat work" : "class open", presenting ? ", presenting" : "")
                << seatWork << presenting;
        }
    }
}

// Issue 39 (17): in the Predict dock, seat work's section stands over the
// class's, which stands over predict's: Tab visits them in that order, as
// the eye reads them, never a control above the one before it.
void TestFocusWalk::tabFollowsTheClassPanels()
{
    QFETCH(bool, seatWork);
    QFETCH(bool, presenting);
    MainWindow window(6, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
    QScreen *screen = nqtest::screenNamed(QStringLiteral("projector"));
    QVERIFY(screen);
    window.setScreen(screen);
    window.move(screen->availableGeometry().topLeft());
    window.fitToScreen();
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    if (presenting) {
        window.presentation()->presentationAction()->trigger();
    }
    ClassMode *classMode = window.activities()->get<ClassMode>();
    QString error;
    QVERIFY2(classMode->open(0, &error), qPrintable(error));
    nqtest::PupilClient ana(classMode->server()->port());
    NQ_VERIFY_WAIT(ana.join(classMode->server()->code(), QStringLiteral("Ana")));
    if (seatWork) {
        QVERIFY(window.activities()->get<SeatMode>()->start(SeatSettings()));
        NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("seat")));
    }
    QVERIFY(nqtest::handlePostedEvents()); // the docks laid out
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("predictDock"));
    QVERIFY(dock);
    QVERIFY(dock->isVisible());
    // The stops in the dock, in Tab's order, placed in the dock's content
    // (as the eye reads it, scrolled or not).
    auto *area = qobject_cast<QScrollArea *>(dock->widget());
    QVERIFY(area && area->widget());
    QWidget *content = area->widget();
    window.boardView()->setFocus(Qt::OtherFocusReason);
    QWidget *start = QApplication::focusWidget();
    QStringList stops;
    QList<QRect> places;
    QWidget *now = start;
    for (int press = 1; press <= MaxStops; ++press) {
        QTest::keyClick(now, Qt::Key_Tab);
        QApplication::processEvents();
        QWidget *next = QApplication::focusWidget();
        QVERIFY(next);
        if (next == start) {
            break;
        }
        if (content->isAncestorOf(next)) {
            stops << nameOf(next);
            places << QRect(next->mapTo(content, QPoint(0, 0)), next->size());
        }
        now = next;
    }
    QVERIFY2(stops.size() >= 4, qPrintable(stops.join(QLatin1Char('\n'))));
    QStringList wrong;
    for (qsizetype i = 1; i < places.size(); ++i) {
        // Wholly above the stop before it: the eye went down, Tab went up.
        if (places[i].bottom() < places[i - 1].top()) {
            wrong << QStringLiteral("%1 (at y %2) after %3 (at y %4)")
                         .arg(stops[i]).arg(places[i].top()).arg(stops[i - 1]).arg(places[i - 1].top());
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n')) + QStringLiteral("\nstops:\n") + stops.join(QLatin1Char('\n'))));
    classMode->close();
}

int main(int argc, char *argv[])
{
    QTemporaryDir dir;
    if (!nqtest::useOffscreenScreens(nqtest::ClassroomScreens, dir.path())) {
        return 1;
    }
    QApplication app(argc, argv);
    TestFocusWalk test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_focuswalk.moc"
