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
#include <QHeaderView>
#include <QTreeWidget>
#include <QTest>

#include "support/offscreenscreens.h"
#include <QToolBar>
#include <QToolButton>

#include <algorithm>

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
