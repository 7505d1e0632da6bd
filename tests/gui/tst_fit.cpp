// SPDX-License-Identifier: MIT
// Every word the window shows fits its widget: the window as it opens on a
// 1280 x 720 projector (and on a full HD screen in presentation mode), in
// every language, normal and in presentation mode. Each visible label,
// button (tool buttons and check boxes too), tab, dock title, combo box
// (its current item and its longest) and tool bar widget is measured with
// its font and the style's margins; text cut off or elided fails, naming the
// widget, the language and the text. The shortcuts dialog (F1) is opened in
// each case: its texts are whole and it grows with the window's text.
//
// The offscreen platform is given the screens (its configfile option), so
// that the window opens as the program opens it.
#include "board/boardscene.h"
#include "board/boardview.h"
#include "compare/comparelane.h"
#include "compare/comparetable.h"
#include "compare/comparewindow.h"
#include "compare/laneview.h"
#include "run/runcontroller.h"
#include "window/languagemanager.h"
#include "window/helpmenu.h"
#include "window/mainwindow.h"
#include "window/shortcutsdialog.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScreen>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTemporaryDir>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QGraphicsView>
#include <QHeaderView>
#include <QTreeWidget>
#include <QTest>

#include "support/offscreenscreens.h"
#include <QToolBar>
#include <QToolButton>

#include <algorithm>
#include <limits>

namespace {

using nqtest::ScreenSpec;
constexpr auto &Screens = nqtest::ClassroomScreens;

using nqtest::screenNamed;

// "&Datei" as shown: "Datei" (a doubled & is one).
QString shown(QString text)
{
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text;
}

// The widest line of `text` in `metrics`.
int advance(const QFontMetrics &metrics, const QString &text)
{
    int widest = 0;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        widest = std::max(widest, metrics.horizontalAdvance(line));
    }
    return widest;
}

// Who a widget is, for a failure: its class, its name or its nearest named parent.
QString nameOf(const QWidget *widget)
{
    QString name = QString::fromLatin1(widget->metaObject()->className());
    for (const QObject *o = widget; o; o = o->parent()) {
        if (!o->objectName().isEmpty() && !o->objectName().startsWith(QLatin1String("qt_"))) {
            return name + QStringLiteral(" ") + (o == widget ? QString() : QStringLiteral("in "))
                + o->objectName();
        }
    }
    return name;
}

// The width of `widget` the user sees: its own, less what its scroll area
// or parent hides.
int visibleWidth(const QWidget *widget)
{
    return std::min(widget->width(), widget->visibleRegion().boundingRect().width());
}

class Fit
{
public:
    explicit Fit(QString where)
        : m_where(std::move(where))
    { }

    void check(const QWidget *widget, const QString &text, int need, int have)
    {
        if (!text.isEmpty() && need > have) {
            m_failures << QStringLiteral("%1: %2 \"%3\" needs %4 px, has %5")
                              .arg(m_where, nameOf(widget), text)
                              .arg(need)
                              .arg(have);
        }
    }
    void fail(const QWidget *widget, const QString &what)
    {
        m_failures << QStringLiteral("%1: %2 %3").arg(m_where, nameOf(widget), what);
    }
    QStringList failures() const { return m_failures; }

private:
    QString m_where;
    QStringList m_failures;
};

void checkLabel(Fit &fit, const QLabel *label)
{
    if (label->wordWrap() || label->text().isEmpty() || label->textFormat() == Qt::RichText
        || Qt::mightBeRichText(label->text()) || !label->pixmap().isNull()) {
        return;
    }
    // The status line is the only label whose policy lets it be narrower
    // than its text; it is measured like every other.
    const int margins = 2 * label->margin() + std::max(0, label->indent())
        + (label->width() - label->contentsRect().width());
    const QString text = shown(label->text());
    const int need = advance(label->fontMetrics(), text) + margins;
    fit.check(label, text, need, visibleWidth(label));
}

void checkButton(Fit &fit, const QAbstractButton *button)
{
    const QString text = shown(button->text());
    if (text.isEmpty()) {
        return;
    }
    const QStyle *style = button->style();
    const int textWidth = advance(button->fontMetrics(), text);
    int need = 0;
    if (const auto *tool = qobject_cast<const QToolButton *>(button)) {
        if (tool->toolButtonStyle() == Qt::ToolButtonIconOnly
            || (tool->toolButtonStyle() == Qt::ToolButtonFollowStyle && !tool->icon().isNull())) {
            return; // the text is its tool tip
        }
        need = tool->sizeHint().width();
        if (tool->toolButtonStyle() == Qt::ToolButtonTextBesideIcon && tool->icon().isNull()) {
            need = std::min(need, textWidth + 2 * style->pixelMetric(QStyle::PM_ButtonMargin, nullptr, tool));
        }
    } else if (qobject_cast<const QCheckBox *>(button) || qobject_cast<const QRadioButton *>(button)) {
        need = button->sizeHint().width();
    } else {
        // A push button's size hint has a smallest width of its own: the text
        // and the style's margins are what must fit.
        need = std::min(button->sizeHint().width(),
            textWidth + 2 * style->pixelMetric(QStyle::PM_ButtonMargin, nullptr, button)
                + 2 * style->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, button));
    }
    fit.check(button, text, need, visibleWidth(button));
}

void checkTabBar(Fit &fit, const QTabBar *bar)
{
    const int space = bar->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, bar);
    for (int i = 0; i < bar->count(); ++i) {
        const QString text = shown(bar->tabText(i));
        const QRect tab = bar->tabRect(i);
        const int need = advance(bar->fontMetrics(), text) + space;
        fit.check(bar, text, need, tab.width());
        if (!bar->rect().contains(tab)) {
            fit.fail(bar, QStringLiteral("tab \"%1\" is scrolled out of sight").arg(text));
        }
    }
}

void checkDockTitle(Fit &fit, const QDockWidget *dock)
{
    if (dock->titleBarWidget() || dock->isFloating()) {
        return;
    }
    const QStyle *style = dock->style();
    const int margin = style->pixelMetric(QStyle::PM_DockWidgetTitleMargin, nullptr, dock);
    const int frame = style->pixelMetric(QStyle::PM_DockWidgetFrameWidth, nullptr, dock);
    // The title ends where the float and close buttons start.
    int end = dock->width() - frame;
    for (const QAbstractButton *button : dock->findChildren<QAbstractButton *>(
             QString(), Qt::FindDirectChildrenOnly)) {
        if (button->isVisible()) {
            end = std::min(end, button->x());
        }
    }
    const QString text = shown(dock->windowTitle());
    fit.check(dock, text, advance(dock->fontMetrics(), text), end - frame - 2 * margin);
}

void checkComboBox(Fit &fit, const QComboBox *combo)
{
    // The text is drawn in the style's edit field, and cut where it ends.
    QStyleOptionComboBox option;
    option.initFrom(combo);
    option.editable = combo->isEditable();
    option.frame = combo->hasFrame();
    option.currentText = combo->currentText();
    const QRect field = combo->style()->subControlRect(
        QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
    const int have = std::min(field.width(), visibleWidth(combo) - field.left());
    const QFontMetrics metrics = combo->fontMetrics();
    fit.check(combo, combo->currentText(), advance(metrics, combo->currentText()), have);
    QString longest;
    for (int i = 0; i < combo->count(); ++i) {
        if (advance(metrics, combo->itemText(i)) > advance(metrics, longest)) {
            longest = combo->itemText(i);
        }
    }
    fit.check(combo, longest, advance(metrics, longest), have);
}

void checkToolBar(Fit &fit, const QToolBar *bar)
{
    // Nothing pushed into the overflow menu: every control in sight.
    for (QAction *action : bar->actions()) {
        const QWidget *widget = bar->widgetForAction(action);
        if (widget && action->isVisible() && !widget->isVisible()) {
            fit.fail(bar, QStringLiteral("hides \"%1\" (%2) in its overflow menu")
                              .arg(shown(action->text()), nameOf(widget)));
        }
    }
}

// The shortcuts dialog (F1): every command and key is whole, wrapped in its
// row if need be, and the dialog is on the screen.
void checkShortcuts(Fit &fit, const ShortcutsDialog *dialog)
{
    const QTreeWidget *list = dialog->list();
    const QRect screen = dialog->screen()->availableGeometry();
    if (dialog->width() > screen.width() || dialog->height() > screen.height()) {
        fit.fail(dialog, QStringLiteral("is larger than the screen"));
    }
    const int margin = 2 * (list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, list) + 1);
    const int viewport = list->viewport()->width();
    for (QTreeWidgetItemIterator it(const_cast<QTreeWidget *>(list)); *it; ++it) {
        const QTreeWidgetItem *item = *it;
        for (int column = 0; column < (item->isFirstColumnSpanned() ? 1 : 2); ++column) {
            const QString text = item->text(column);
            QRect cell = list->visualItemRect(item);
            if (!item->isFirstColumnSpanned()) {
                const int left = list->header()->sectionViewportPosition(column)
                    + (column == 0 && item->parent() ? list->indentation() : 0);
                cell.setLeft(left);
                cell.setRight(list->header()->sectionViewportPosition(column)
                    + list->columnWidth(column) - 1);
            }
            cell.setRight(std::min(cell.right(), viewport - 1));
            // An item without a font of its own is drawn in the list's.
            const QFontMetrics metrics(item->data(column, Qt::FontRole).isValid()
                    ? item->font(column)
                    : list->font());
            const int width = cell.width() - margin;
            for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                fit.check(list, word, metrics.horizontalAdvance(word), width);
            }
            const int need
                = metrics.boundingRect(QRect(0, 0, std::max(1, width), 0), Qt::TextWordWrap, text)
                      .height();
            fit.check(list, text + QStringLiteral(" (height)"), need, cell.height());
        }
    }
    for (const QAbstractButton *button : dialog->findChildren<QAbstractButton *>()) {
        checkButton(fit, button);
    }
}

// A first window on `screen`, as the program opens it when nothing is remembered.
void openFirstWindow(MainWindow &window, QScreen *screen)
{
    window.setScreen(screen);
    window.move(screen->availableGeometry().topLeft());
    window.fitToScreen();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
}

} // namespace

class TestFit : public QObject
{
    Q_OBJECT

private slots:
    void everyTextFits_data();
    void everyTextFits();
    void compareWindowFits_data();
    void compareWindowFits();
};

void TestFit::everyTextFits_data()
{
    QTest::addColumn<QString>("screenName");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("presenting");
    for (const char *language : { "en", "de", "es", "fr" }) {
        QTest::addRow("1280x720, %s", language) << QStringLiteral("projector") << QString::fromLatin1(language) << false;
        QTest::addRow("1280x720, %s, presentation", language)
            << QStringLiteral("projector") << QString::fromLatin1(language) << true;
        QTest::addRow("1920x1080, %s, presentation", language)
            << QStringLiteral("full-hd") << QString::fromLatin1(language) << true;
    }
}

void TestFit::everyTextFits()
{
    QFETCH(QString, screenName);
    QFETCH(QString, language);
    QFETCH(bool, presenting);
    QScreen *screen = screenNamed(screenName);
    QVERIFY(screen);
    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(language));
    openFirstWindow(window, screen);
    if (presenting) {
        QTest::keyClick(&window, Qt::Key_F5);
    }
    // A lesson under way: the counters, the status line and the pseudocode
    // say something.
    RunController *run = window.controller();
    run->runToStep(30);
    QTRY_COMPARE_WITH_TIMEOUT(run->mode(), RunController::Mode::Paused, 10000);
    QTest::qWait(50); // the queued layout of the docks and the panels
    QApplication::processEvents();

    Fit fit(QStringLiteral("%1, %2%3")
                .arg(screenName, language,
                    presenting ? QStringLiteral(", presentation") : QString()));
    for (const QWidget *widget : window.findChildren<QWidget *>()) {
        // Docks tabbed behind another stay "visible" with nothing in sight.
        if (!widget->isVisible() || widget->window() != &window
            || widget->visibleRegion().isEmpty()) {
            continue;
        }
        if (const auto *label = qobject_cast<const QLabel *>(widget)) {
            checkLabel(fit, label);
        } else if (const auto *button = qobject_cast<const QAbstractButton *>(widget)) {
            checkButton(fit, button);
        } else if (const auto *bar = qobject_cast<const QTabBar *>(widget)) {
            checkTabBar(fit, bar);
        } else if (const auto *dock = qobject_cast<const QDockWidget *>(widget)) {
            checkDockTitle(fit, dock);
        } else if (const auto *combo = qobject_cast<const QComboBox *>(widget)) {
            checkComboBox(fit, combo);
        } else if (const auto *toolBar = qobject_cast<const QToolBar *>(widget)) {
            checkToolBar(fit, toolBar);
        }
    }
    // The shortcuts dialog, as F1 opens it, in the window's text size.
    ShortcutsDialog *shortcuts = window.helpMenu()->showShortcuts();
    QVERIFY(QTest::qWaitForWindowExposed(shortcuts));
    QApplication::processEvents();
    checkShortcuts(fit, shortcuts);
    const QFont normal = QApplication::font();
    const double grown = normal.pointSizeF() > 0
        ? shortcuts->list()->font().pointSizeF() / normal.pointSizeF()
        : double(shortcuts->list()->font().pixelSize()) / normal.pixelSize();
    if (presenting) {
        QVERIFY2(grown >= 1.4, qPrintable(QString::number(grown)));
        // The menus (windows of their own) are read from the back too.
        QMenu *menu = window.menuBar()->actions().first()->menu();
        QVERIFY(menu);
        menu->ensurePolished(); // as when it opens
        QVERIFY(menu->font().pointSizeF() >= 1.4 * normal.pointSizeF());
    }
    QVERIFY2(fit.failures().isEmpty(), qPrintable(fit.failures().join(QLatin1Char('\n'))));
}

namespace {

// The compare window as it looks now: every text whole, no two controls
// over each other, and the boards' and the text's sizes (for the ratios).
struct CompareLook
{
    QStringList failures;
    double boardSide = 0; // the smallest board's squares, in pixels
    double labelPixels = 0; // the smallest board's labels, in pixels
    QList<int> textPixels; // a caption, a value, the table, its header, a button, a list
};

CompareLook lookAt(CompareWindow *window, const QString &where)
{
    CompareLook look;
    Fit fit(where);
    QList<const QWidget *> controls;
    for (const QWidget *widget : window->findChildren<QWidget *>()) {
        if (!widget->isVisible() || widget->visibleRegion().isEmpty()) {
            continue;
        }
        if (const auto *label = qobject_cast<const QLabel *>(widget)) {
            checkLabel(fit, label);
        } else if (const auto *button = qobject_cast<const QAbstractButton *>(widget)) {
            checkButton(fit, button);
        } else if (const auto *combo = qobject_cast<const QComboBox *>(widget)) {
            checkComboBox(fit, combo);
        }
        // The controls and views a person reads or uses: none may lie over another.
        const bool control = qobject_cast<const QLabel *>(widget)
            || qobject_cast<const QAbstractButton *>(widget) || qobject_cast<const QComboBox *>(widget)
            || qobject_cast<const QAbstractSpinBox *>(widget)
            || qobject_cast<const QAbstractSlider *>(widget)
            || qobject_cast<const QAbstractItemView *>(widget)
            || qobject_cast<const QGraphicsView *>(widget);
        bool inside = false; // a part of another control (a spin box's field, a table's button)
        for (const QWidget *up = widget->parentWidget(); up && up != window; up = up->parentWidget()) {
            inside = inside || qobject_cast<const QComboBox *>(up) || qobject_cast<const QAbstractSpinBox *>(up)
                || qobject_cast<const QAbstractScrollArea *>(up);
        }
        if (control && !inside) {
            controls.append(widget);
        }
    }
    for (int i = 0; i < controls.size(); ++i) {
        const QRect a(controls.at(i)->mapTo(window, QPoint()), controls.at(i)->size());
        if (!window->rect().contains(a)) {
            fit.fail(controls.at(i), QStringLiteral("is not whole in the window"));
        }
        for (int j = i + 1; j < controls.size(); ++j) {
            const QRect b(controls.at(j)->mapTo(window, QPoint()), controls.at(j)->size());
            if (a.intersects(b)) {
                fit.fail(controls.at(i), QStringLiteral("lies over %1").arg(nameOf(controls.at(j))));
            }
        }
    }
    // The table shows every row and every column whole.
    const CompareTable *table = window->table();
    const int columns = table->horizontalHeader()->length();
    if (columns > table->viewport()->width()) {
        fit.fail(table, QStringLiteral("needs %1 px for its columns, has %2").arg(columns).arg(table->viewport()->width()));
    }
    const int rows = table->verticalHeader()->length();
    if (rows > table->viewport()->height()) {
        fit.fail(table, QStringLiteral("needs %1 px for its rows, has %2").arg(rows).arg(table->viewport()->height()));
    }
    look.failures = fit.failures();
    look.boardSide = std::numeric_limits<double>::max();
    look.labelPixels = std::numeric_limits<double>::max();
    for (const LaneView *view : window->laneViews()) {
        const BoardView *board = view->boardView();
        const BoardScene *scene = view->lane()->scene();
        look.boardSide = std::min(look.boardSide,
            board->transform().m11() * scene->boardSize() * BoardScene::SquareSize);
        look.labelPixels = std::min(look.labelPixels, scene->labelPixelSize(*board));
    }
    const LaneView *lane = window->laneViews().constFirst();
    const auto pixels = [](const QWidget *widget) { return QFontInfo(widget->font()).pixelSize(); };
    look.textPixels = { pixels(lane->findChild<QLabel *>(QStringLiteral("steps"))), pixels(lane->algorithmBox()),
        pixels(table), pixels(table->horizontalHeader()),
        pixels(window->findChildren<QPushButton *>().constFirst()) };
    return look;
}

} // namespace

void TestFit::compareWindowFits_data()
{
    QTest::addColumn<QString>("screenName");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("openedPresenting");
    for (const char *language : { "en", "de", "es", "fr" }) {
        for (const char *screen : { "projector", "full-hd" }) {
            QTest::addRow("%s, %s, F5 in the compare window", screen, language)
                << QString::fromLatin1(screen) << QString::fromLatin1(language) << false;
            QTest::addRow("%s, %s, opened while presenting", screen, language)
                << QString::fromLatin1(screen) << QString::fromLatin1(language) << true;
        }
    }
}

// Issue 27 (7): the compare window ignored presentation mode (its counters
// and table about 12 px, its board labels tiny, its boards about 180 px at
// 1280 x 720). It follows the main window's mode, whichever window F5 is
// pressed in, and when it opens while presenting: its text at least 1.4
// times as large, its boards at least as large, every text whole, nothing
// over anything else, normal and presenting.
void TestFit::compareWindowFits()
{
    QFETCH(QString, screenName);
    QFETCH(QString, language);
    QFETCH(bool, openedPresenting);
    QScreen *screen = screenNamed(screenName);
    QVERIFY(screen);
    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(language));
    openFirstWindow(window, screen);
    window.compareAction()->trigger();
    CompareWindow *compare = window.compareWindow();
    QVERIFY(compare);
    QVERIFY(QTest::qWaitForWindowExposed(compare));
    // A few steps by placements: the counters and the table say something.
    for (int k = 0; k < 3; ++k) {
        QTest::keyClick(compare, Qt::Key_Right);
    }
    QTRY_VERIFY(compare->table()->figures().constFirst().steps > 0);
    QTest::qWait(50);
    QApplication::processEvents();
    const QString where = QStringLiteral("%1, %2").arg(screenName, language);
    const CompareLook normal = lookAt(compare, where);
    QVERIFY2(normal.failures.isEmpty(), qPrintable(normal.failures.join(QLatin1Char('\n'))));

    if (openedPresenting) {
        compare->close();
        window.presentationAction()->trigger(); // View > Presentation
        QVERIFY(window.isPresenting());
        window.compareAction()->trigger();
        QVERIFY(QTest::qWaitForWindowExposed(compare));
    } else {
        QTest::keyClick(compare, Qt::Key_F5);
        QVERIFY(window.isPresenting());
    }
    QVERIFY(compare->presentation().presenting);
    QTest::qWait(100); // the queued arrangement of the boards
    QApplication::processEvents();
    const CompareLook presenting = lookAt(compare, where + QStringLiteral(", presentation"));
    QVERIFY2(presenting.failures.isEmpty(), qPrintable(presenting.failures.join(QLatin1Char('\n'))));
    QVERIFY2(presenting.boardSide >= normal.boardSide,
        qPrintable(QStringLiteral("board %1 px presenting, %2 px before").arg(presenting.boardSide).arg(normal.boardSide)));
    QVERIFY2(presenting.labelPixels >= 1.4 * normal.labelPixels,
        qPrintable(QStringLiteral("labels %1 px presenting, %2 px before").arg(presenting.labelPixels).arg(normal.labelPixels)));
    for (int i = 0; i < normal.textPixels.size(); ++i) {
        QVERIFY2(presenting.textPixels.at(i) >= 1.4 * normal.textPixels.at(i),
            qPrintable(QStringLiteral("text %1: %2 px presenting, %3 px before")
                           .arg(i)
                           .arg(presenting.textPixels.at(i))
                           .arg(normal.textPixels.at(i))));
    }
    // On a projector the boards are clearly larger than they were (180 px).
    if (screenName == QLatin1String("projector")) {
        QVERIFY2(presenting.boardSide >= 230, qPrintable(QString::number(presenting.boardSide)));
    }
    // F5 in either window ends it for both.
    QTest::keyClick(openedPresenting ? static_cast<QWidget *>(compare) : &window, Qt::Key_F5);
    QVERIFY(!window.isPresenting());
    QVERIFY(!compare->presentation().presenting);
    // F11 and the text size follow too, whichever window has the keys.
    QTest::keyClick(compare, Qt::Key_F11);
    QTRY_VERIFY(window.isFullScreen());
    QTRY_VERIFY(compare->windowState() & Qt::WindowFullScreen);
    QTest::keyClick(&window, Qt::Key_F11);
    QTRY_VERIFY(!window.isFullScreen());
    QTRY_VERIFY(!(compare->windowState() & Qt::WindowFullScreen));
    const double before = compare->presentation().textScale;
    QTest::keyClick(compare, Qt::Key_Plus, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(compare->presentation().textScale > before);
    QCOMPARE(window.textSize(), 110);
}

int main(int argc, char *argv[])
{
    // The screens of a projector and of a full HD display; the window frame
    // as a desktop would draw it.
    QTemporaryDir dir;
    if (!nqtest::useOffscreenScreens(Screens, dir.path())) {
        return 1;
    }
    QApplication app(argc, argv);
    TestFit test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_fit.moc"
