// SPDX-License-Identifier: MIT
// Help and accessibility: the shortcuts dialog lists every key, the About box
// names the program, every control explains itself in a tool tip and has a
// name a screen reader can say, and the status line announces each step.
#include "window/helpmenu.h"
#include "window/presentation.h"
#include "window/windowmenus.h"
#include "window/languagemanager.h"
#include "window/mainwindow.h"
#include "run/runactions.h"
#include "run/runcontroller.h"
#include "window/shortcutsdialog.h"
#include "support/shownwindow.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QGraphicsView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMetaEnum>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTest>
#include <QTreeWidget>

#include <QtGui/private/qguiapplication_p.h>
#include <qpa/qplatformaccessibility.h>
#include <qpa/qplatformintegration.h>

namespace {

QList<QObject *> g_announced; // objects whose accessible name or value changed

void recordUpdate(QAccessibleEvent *event)
{
    if (event->type() == QAccessible::NameChanged || event->type() == QAccessible::ValueChanged) {
        g_announced << event->object();
    }
}

// The menu entries a user can reach, submenus included.
QList<QAction *> menuActions(const QMenu *menu)
{
    QList<QAction *> found;
    for (QAction *action : menu->actions()) {
        if (action->isSeparator()) {
            continue;
        }
        if (action->menu()) {
            found << menuActions(action->menu());
        } else {
            found << action;
        }
    }
    return found;
}

QString widgetName(const QWidget *widget)
{
    return QStringLiteral("%1 '%2' in %3")
        .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName(),
            widget->parentWidget()
                ? QString::fromLatin1(widget->parentWidget()->metaObject()->className())
                : QString());
}

} // namespace

class TestHelp : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void shortcutsDialogListsEveryShortcut();
    void shortcutsNameTheKeysAPersonPresses();
    void shortcutsFollowTheTextSize();
    void aboutNamesProgramAndVersion();
    void everyControlHasAToolTip();
    void everyMenuEntryExplainsItself();
    void controlsHaveAccessibleNames();
    void everyMenuOpensFromTheKeyboard();
    void statusLineAnnouncesEachStep();

private:
    MainWindow *m_window = nullptr;
};

void TestHelp::init()
{
    m_window = new MainWindow(6, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(*m_window));
}

void TestHelp::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestHelp::shortcutsDialogListsEveryShortcut()
{
    ShortcutsDialog *dialog = m_window->menus()->helpMenu()->showShortcuts();
    QVERIFY(dialog->isVisible());
    QHash<QString, QString> keys;
    for (QTreeWidgetItemIterator it(dialog->list()); *it; ++it) {
        keys.insert((*it)->text(0), (*it)->text(1));
    }
    QCOMPARE(keys.value(QStringLiteral("Step")), QStringLiteral("Right"));
    QCOMPARE(keys.value(QStringLiteral("Step back")), QStringLiteral("Left"));
    QCOMPARE(keys.value(QStringLiteral("Play")), QStringLiteral("Space"));
    QCOMPARE(keys.value(QStringLiteral("Export board")), QStringLiteral("Ctrl+E"));
    QCOMPARE(keys.value(QStringLiteral("Faster")), QStringLiteral("+ or ="));
    QCOMPARE(keys.value(QStringLiteral("Keyboard shortcuts")), QStringLiteral("F1"));
    // Every shortcut of every menu entry is in the list.
    for (QAction *top : m_window->menuBar()->actions()) {
        for (QAction *action : menuActions(top->menu())) {
            if (!action->shortcut().isEmpty()) {
                QString text = action->text().remove(QLatin1Char('&'));
                text.remove(QLatin1String("..."));
                QVERIFY2(keys.contains(text), qPrintable(text));
            }
        }
    }
    // F1 opens it from anywhere in the window.
    dialog->hide();
    QTest::keyClick(m_window, Qt::Key_F1);
    QTRY_VERIFY(dialog->isVisible());
    // It follows the language.
    QVERIFY(m_window->languages()->setLanguage(QStringLiteral("de")));
    QCoreApplication::processEvents();
    QVERIFY(dialog->windowTitle() != QStringLiteral("Keyboard shortcuts"));
    QVERIFY(m_window->languages()->setLanguage(QStringLiteral("en")));
}

void TestHelp::shortcutsNameTheKeysAPersonPresses()
{
    // A standard key's platform extras (Qt's X11 scheme: F14 for Undo, F16
    // for Copy, the "Undo" and "Copy" keys; Windows: Alt+Backspace, Ctrl+Insert)
    // are not listed: only its first binding, in every language.
    const QMetaEnum standardKeys = QMetaEnum::fromType<QKeySequence::StandardKey>();
    const QStringList sunKeys { QStringLiteral("F14"), QStringLiteral("F16"), QStringLiteral("F18"),
        QStringLiteral("F20") };
    for (const QString &language : { QStringLiteral("en"), QStringLiteral("de"),
             QStringLiteral("es"), QStringLiteral("fr") }) {
        QVERIFY(m_window->languages()->setLanguage(language));
        ShortcutsDialog *dialog = m_window->menus()->helpMenu()->showShortcuts();
        QHash<QString, QString> keys;
        QStringList cells;
        for (QTreeWidgetItemIterator it(dialog->list()); *it; ++it) {
            keys.insert((*it)->text(0), (*it)->text(1));
            cells << (*it)->text(1);
        }
        for (const QString &cell : std::as_const(cells)) {
            for (const QString &sun : sunKeys) {
                QVERIFY2(!cell.contains(QRegularExpression(QStringLiteral("\\b%1\\b").arg(sun))),
                    qPrintable(language + QStringLiteral(": ") + cell));
            }
        }
        for (QAction *top : m_window->menuBar()->actions()) {
            for (QAction *action : menuActions(top->menu())) {
                if (action->shortcuts().size() < 2) {
                    continue;
                }
                QString text = action->text().remove(QLatin1Char('&'));
                text.remove(QLatin1String("..."));
                const QString listed = keys.value(text);
                QVERIFY2(!listed.isEmpty(), qPrintable(text));
                for (int i = 0; i < standardKeys.keyCount(); ++i) {
                    const QList<QKeySequence> bindings = QKeySequence::keyBindings(
                        QKeySequence::StandardKey(standardKeys.value(i)));
                    if (bindings.isEmpty() || bindings.first() != action->shortcuts().first()) {
                        continue;
                    }
                    for (const QKeySequence &extra : bindings.mid(1)) {
                        const QString name = extra.toString(QKeySequence::NativeText);
                        QVERIFY2(!listed.contains(name),
                            qPrintable(QStringLiteral("%1: %2 lists %3").arg(language, text, listed)));
                    }
                }
            }
        }
    }
    QVERIFY(m_window->languages()->setLanguage(QStringLiteral("en")));
    QHash<QString, QString> keys;
    for (QTreeWidgetItemIterator it(m_window->menus()->helpMenu()->showShortcuts()->list()); *it; ++it) {
        keys.insert((*it)->text(0), (*it)->text(1));
    }
    QCOMPARE(keys.value(QStringLiteral("Undo")), QStringLiteral("Ctrl+Z"));
    QCOMPARE(keys.value(QStringLiteral("Copy board")), QStringLiteral("Ctrl+C"));
    // The program's own second keys stay.
    QCOMPARE(keys.value(QStringLiteral("Faster")), QStringLiteral("+ or ="));
}

void TestHelp::shortcutsFollowTheTextSize()
{
    // Open, then the text made larger and presentation mode: the dialog
    // and the menus take the window's type each time.
    ShortcutsDialog *dialog = m_window->menus()->helpMenu()->showShortcuts();
    const qreal normal = dialog->list()->font().pointSizeF();
    // A menu takes its class's font when polished (first shown), and the
    // new one whenever it changes after.
    QMenu *menu = m_window->menuBar()->actions().first()->menu();
    menu->ensurePolished();
    QCOMPARE(menu->font().pointSizeF(), normal);
    QCOMPARE(normal, m_window->font().pointSizeF());
    m_window->presentation()->setTextSize(150);
    QCoreApplication::processEvents();
    QCOMPARE(dialog->list()->font().pointSizeF(), m_window->font().pointSizeF());
    QVERIFY(dialog->list()->font().pointSizeF() >= 1.4 * normal);
    m_window->presentation()->setTextSize(100);
    m_window->presentation()->setPresenting(true);
    QCoreApplication::processEvents();
    QVERIFY(dialog->list()->font().pointSizeF() >= 1.4 * normal);
    QVERIFY(menu->font().pointSizeF() >= 1.4 * normal);
    m_window->presentation()->setPresenting(false);
    QCoreApplication::processEvents();
    QCOMPARE(dialog->list()->font().pointSizeF(), normal);
    QCOMPARE(menu->font().pointSizeF(), normal);
}

void TestHelp::aboutNamesProgramAndVersion()
{
    const QString text = HelpMenu::aboutText();
    QVERIFY(text.contains(QLatin1String("N-Queens Visualizer")));
    QVERIFY(text.contains(QCoreApplication::applicationVersion()));
    QVERIFY(text.contains(QString::fromLatin1(qVersion())));
    QVERIFY(text.contains(QLatin1String("MIT")));
}

void TestHelp::everyControlHasAToolTip()
{
    QStringList missing;
    const QList<QWidget *> widgets = m_window->findChildren<QWidget *>();
    for (QWidget *widget : widgets) {
        const bool control = qobject_cast<QAbstractButton *>(widget)
            || (qobject_cast<QAbstractSlider *>(widget) && !qobject_cast<QScrollBar *>(widget))
            || qobject_cast<QComboBox *>(widget) || qobject_cast<QAbstractSpinBox *>(widget);
        if (!control || !widget->isVisibleTo(m_window)) {
            continue;
        }
        // Qt's own buttons (dock title buttons, tool bar extension) carry
        // their own tips or none by Qt's design; ours all have one.
        const QString className = QString::fromLatin1(widget->metaObject()->className());
        if (className.startsWith(QLatin1String("QDockWidget"))
            || className == QLatin1String("QToolBarExtension")) {
            continue;
        }
        if (widget->toolTip().isEmpty()) {
            missing << widgetName(widget);
        }
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
}

void TestHelp::everyMenuEntryExplainsItself()
{
    QStringList missing;
    for (QAction *top : m_window->menuBar()->actions()) {
        for (QAction *action : menuActions(top->menu())) {
            // QAction's default tool tip is its text: an explicit one says more.
            QString text = action->text().remove(QLatin1Char('&'));
            if (action->toolTip().isEmpty() || action->toolTip() == text
                || action->toolTip() == text.remove(QLatin1String("..."))) {
                missing << top->text() + QStringLiteral(" > ") + action->text();
            }
        }
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
}

void TestHelp::controlsHaveAccessibleNames()
{
    QStringList missing;
    const QList<QWidget *> widgets = m_window->findChildren<QWidget *>();
    for (QWidget *widget : widgets) {
        // Controls without a text of their own: a screen reader needs a name.
        const bool needsName
            = (qobject_cast<QAbstractSlider *>(widget) && !qobject_cast<QScrollBar *>(widget))
            || qobject_cast<QComboBox *>(widget) || qobject_cast<QAbstractSpinBox *>(widget)
            || qobject_cast<QAbstractItemView *>(widget) || qobject_cast<QGraphicsView *>(widget);
        if (!needsName || !widget->isVisibleTo(m_window)) {
            continue;
        }
        if (widget->accessibleName().isEmpty()) {
            missing << widgetName(widget);
        }
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
    // The board describes itself.
    const auto *board = qobject_cast<QGraphicsView *>(m_window->centralWidget());
    QVERIFY(board);
    QCOMPARE(board->accessibleName(), QStringLiteral("Chessboard"));
    QVERIFY2(board->accessibleDescription().contains(QLatin1String("6 x 6 board")),
        qPrintable(board->accessibleDescription()));
}

void TestHelp::everyMenuOpensFromTheKeyboard()
{
    QSet<QChar> letters;
    for (QAction *top : m_window->menuBar()->actions()) {
        const QString text = top->text();
        const qsizetype amp = text.indexOf(QLatin1Char('&'));
        QVERIFY2(amp >= 0 && amp + 1 < text.size(), qPrintable(text));
        const QChar letter = text.at(amp + 1).toLower();
        QVERIFY2(!letters.contains(letter), qPrintable(text)); // Alt+letter is unambiguous
        letters.insert(letter);
    }
    // The run is driven by keys alone.
    for (QAction *action : { m_window->runActions()->step(), m_window->runActions()->back(),
             m_window->runActions()->play(), m_window->runActions()->nextSolution(),
             m_window->runActions()->previousSolution(), m_window->runActions()->toEnd(),
             m_window->runActions()->reset(), m_window->runActions()->goToSolution(),
             m_window->runActions()->slower(), m_window->runActions()->faster(),
             m_window->runActions()->attacks() }) {
        QVERIFY2(!action->shortcut().isEmpty(), qPrintable(action->text()));
    }
    m_window->activateWindow();
    QTest::keyClick(m_window, Qt::Key_Right);
    QTRY_COMPARE(m_window->controller()->state().step(), quint64(1));
}

void TestHelp::statusLineAnnouncesEachStep()
{
    auto *status = m_window->findChild<QLabel *>(QStringLiteral("statusLine"));
    QVERIFY(status);
    // Its text is its accessible name (no fixed name hides it), so a screen
    // reader says what happened; the description says what the line is.
    QVERIFY(status->accessibleName().isEmpty());
    QVERIFY(!status->accessibleDescription().isEmpty());
    g_announced.clear();
    // No screen reader listens under the offscreen platform, so Qt's
    // accessibility is switched on as a screen reader's bridge would switch
    // it on (Qt's own tst_qaccessibility does the same): then every update
    // reaches the handler below.
    QPlatformAccessibility *bridge = QGuiApplicationPrivate::platformIntegration()->accessibility();
    QVERIFY(bridge);
    bridge->setActive(true);
    QVERIFY(QAccessible::isActive());
    const QAccessible::UpdateHandler previous = QAccessible::installUpdateHandler(recordUpdate);
    QStringList texts { status->text() };
    for (int i = 0; i < 3; ++i) {
        m_window->controller()->step();
        QTRY_VERIFY(status->text() != texts.last());
        texts << status->text();
    }
    QAccessible::installUpdateHandler(previous);
    bridge->setActive(false);
    QVERIFY2(texts.at(1).startsWith(QLatin1String("Queen placed on")), qPrintable(texts.at(1)));
    QVERIFY2(g_announced.count(status) >= 3, "the status line did not announce each step");
}

QTEST_MAIN(TestHelp)
#include "tst_help.moc"
