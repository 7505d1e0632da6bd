// SPDX-License-Identifier: MIT
// Qt's own words follow the program's language: the buttons and labels of
// Qt's dialogs and the names of keys, in tool tips and in the shortcuts
// dialog, come from Qt's translations (Debian's qt6-translations-l10n), which
// the language manager loads beside the program's own and drops for English.
#include "board/boardview.h"
#include "window/docklayout.h"
#include "window/windowmenus.h"
#include "explain/searchtreeview.h"
#include "run/runactions.h"
#include "window/helpmenu.h"
#include "window/languagemanager.h"
#include "window/mainwindow.h"
#include "window/shortcutsdialog.h"

#include <QAbstractButton>
#include <QAction>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLibraryInfo>
#include <QPushButton>
#include <QTest>
#include <QTreeWidget>

namespace {

// Empty when Qt's translation for `language` is installed, else what to do.
QString missingQtTranslation(const QString &language)
{
    if (language == u"en") {
        return {};
    }
    const QString file = QLibraryInfo::path(QLibraryInfo::TranslationsPath)
        + QStringLiteral("/qtbase_%1.qm").arg(language);
    if (QFile::exists(file)) {
        return {};
    }
    return QStringLiteral("%1 is missing: Qt's own translations are not installed. Install "
                          "Debian's package qt6-translations-l10n (scripts/install-deps.sh "
                          "installs it).")
        .arg(file);
}

QString keyName(QKeyCombination key)
{
    return QKeySequence(key).toString(QKeySequence::NativeText);
}

// A modifier's own name ("Strg"), as Qt writes it before a key.
QString modifierName(Qt::KeyboardModifier modifier)
{
    QString name = keyName(modifier | Qt::Key_A);
    name.chop(1);
    if (name.endsWith(QLatin1Char('+'))) {
        name.chop(1);
    }
    return name;
}

QString closeButtonText(const QDialogButtonBox &box)
{
    return box.button(QDialogButtonBox::Close)->text().remove(QLatin1Char('&'));
}

// Keys column by command, over the whole shortcuts dialog.
QHash<QString, QString> listedKeys(const ShortcutsDialog *dialog)
{
    QHash<QString, QString> keys;
    for (QTreeWidgetItemIterator it(dialog->list()); *it; ++it) {
        keys.insert((*it)->text(0), (*it)->text(1));
    }
    return keys;
}

// The accessible names of the docks' title buttons named `objectName`
// (Qt's), each name once.
QStringList dockButtonNames(const QWidget &window, const char *objectName)
{
    QStringList names;
    for (const auto *dock : window.findChildren<QDockWidget *>()) {
        for (const auto *button :
            dock->findChildren<QAbstractButton *>(QString::fromLatin1(objectName))) {
            if (!names.contains(button->accessibleName())) {
                names << button->accessibleName();
            }
        }
    }
    return names;
}

QString plainText(const QAction *action)
{
    QString text = action->text().remove(QLatin1Char('&'));
    text.remove(QLatin1String("..."));
    return text;
}

} // namespace

class TestQtWords : public QObject
{
    Q_OBJECT

private slots:
    void qtWordsFollowTheLanguage_data();
    void qtWordsFollowTheLanguage();
    void windowNamesKeysInTheLanguage_data();
    void windowNamesKeysInTheLanguage();
    void shortcutsDialogNamesKeysAsQtDoes_data();
    void shortcutsDialogNamesKeysAsQtDoes();
    void zoomToolTipsNameTheKeysBound_data();
    void zoomToolTipsNameTheKeysBound();
};

void TestQtWords::qtWordsFollowTheLanguage_data()
{
    // What Qt's own translations say (qtbase_<code>.qm of Qt 6.4).
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("close");
    QTest::addColumn<QString>("lookIn");
    QTest::addColumn<QString>("right");
    QTest::addColumn<QString>("space");
    QTest::addColumn<QString>("undo");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Schließen")
                        << QStringLiteral("Suchen in:") << QStringLiteral("Rechts")
                        << QStringLiteral("Leertaste") << QStringLiteral("Strg+Z");
    QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("Fermer")
                        << QStringLiteral("Voir dans :") << QStringLiteral("Droite")
                        << QStringLiteral("Espace") << QStringLiteral("Ctrl+Z");
    QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("Cerrar")
                        << QStringLiteral("Ver en:") << QStringLiteral("Derecha")
                        << QStringLiteral("Espacio") << QStringLiteral("Control+Z");
}

void TestQtWords::qtWordsFollowTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, close);
    QFETCH(QString, lookIn);
    QFETCH(QString, right);
    QFETCH(QString, space);
    QFETCH(QString, undo);
    const QString missing = missingQtTranslation(language);
    QVERIFY2(missing.isEmpty(), qPrintable(missing));

    struct Words
    {
        QString close, lookIn, right, space, undo;
    };
    const auto shown = [] {
        const QDialogButtonBox box(QDialogButtonBox::Close);
        // Qt's widget-based file dialog: the one its translations cover.
        QFileDialog files;
        files.setOption(QFileDialog::DontUseNativeDialog);
        const auto *lookIn = files.findChild<QLabel *>(QStringLiteral("lookInLabel"));
        return Words { closeButtonText(box), lookIn ? lookIn->text() : QString(),
            keyName(QKeyCombination(Qt::Key_Right)), keyName(QKeyCombination(Qt::Key_Space)),
            keyName(Qt::CTRL | Qt::Key_Z) };
    };

    LanguageManager manager;
    QVERIFY(manager.setLanguage(QStringLiteral("en")));
    const Words english = shown();
    QCOMPARE(english.close, QStringLiteral("Close"));
    QCOMPARE(english.lookIn, QStringLiteral("Look in:"));
    QCOMPARE(english.right, QStringLiteral("Right"));

    QVERIFY(manager.setLanguage(language));
    const Words translated = shown();
    QCOMPARE(translated.close, close);
    QCOMPARE(translated.lookIn, lookIn);
    QCOMPARE(translated.right, right);
    QCOMPARE(translated.space, space);
    QCOMPARE(translated.undo, undo);

    // Back in English, Qt's translator is gone: its words are English again.
    QVERIFY(manager.setLanguage(QStringLiteral("en")));
    const Words again = shown();
    QCOMPARE(again.close, english.close);
    QCOMPARE(again.lookIn, english.lookIn);
    QCOMPARE(again.right, english.right);
    QCOMPARE(again.space, english.space);
    QCOMPARE(again.undo, english.undo);
}

void TestQtWords::windowNamesKeysInTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("de") << QStringLiteral("de");
    QTest::newRow("fr") << QStringLiteral("fr");
    QTest::newRow("es") << QStringLiteral("es");
}

void TestQtWords::windowNamesKeysInTheLanguage()
{
    QFETCH(QString, language);
    const QString missing = missingQtTranslation(language);
    QVERIFY2(missing.isEmpty(), qPrintable(missing));

    MainWindow window(6, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // Opened in English, then the language changes under it.
    ShortcutsDialog *dialog = window.menus()->helpMenu()->showShortcuts();
    const auto *buttons = dialog->findChild<QDialogButtonBox *>();
    QVERIFY(buttons);
    QCOMPARE(closeButtonText(*buttons), QStringLiteral("Close"));
    const QString englishRight = keyName(QKeyCombination(Qt::Key_Right));
    const QString englishSpace = keyName(QKeyCombination(Qt::Key_Space));

    QVERIFY(window.languages()->setLanguage(language));
    QCoreApplication::processEvents();
    const QString right = keyName(QKeyCombination(Qt::Key_Right));
    const QString space = keyName(QKeyCombination(Qt::Key_Space));
    QVERIFY2(right != englishRight, qPrintable(right));
    QVERIFY2(space != englishSpace, qPrintable(space));
    QAction *step = window.runActions()->step();
    QAction *play = window.runActions()->play();
    QVERIFY2(
        step->toolTip().endsWith(QStringLiteral("(%1)").arg(right)), qPrintable(step->toolTip()));
    QVERIFY2(
        play->toolTip().endsWith(QStringLiteral("(%1)").arg(space)), qPrintable(play->toolTip()));
    QHash<QString, QString> keys = listedKeys(dialog);
    QCOMPARE(keys.value(plainText(step)), right);
    QCOMPARE(keys.value(plainText(play)), space);
    QCOMPARE(closeButtonText(*buttons),
        QCoreApplication::translate("QPlatformTheme", "Close").remove(QLatin1Char('&')));
    QVERIFY(closeButtonText(*buttons) != QStringLiteral("Close"));
    // The docks' title buttons, made in English before the language was chosen.
    const QString closeDock = QCoreApplication::translate("QDockWidget", "Close");
    QVERIFY(closeDock != QStringLiteral("Close"));
    QCOMPARE(dockButtonNames(window, "qt_dockwidget_closebutton"), QStringList { closeDock });
    QCOMPARE(dockButtonNames(window, "qt_dockwidget_floatbutton"),
        QStringList { QCoreApplication::translate("QDockWidget", "Float") });

    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
    QCOMPARE(keyName(QKeyCombination(Qt::Key_Right)), QStringLiteral("Right"));
    QCOMPARE(step->toolTip(), QStringLiteral("Show the next step of the search (Right)"));
    keys = listedKeys(dialog);
    QCOMPARE(keys.value(QStringLiteral("Play")), QStringLiteral("Space"));
    QCOMPARE(closeButtonText(*buttons), QStringLiteral("Close"));
    QCOMPARE(dockButtonNames(window, "qt_dockwidget_closebutton"),
        QStringList { QStringLiteral("Close") });
}

void TestQtWords::shortcutsDialogNamesKeysAsQtDoes_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("de") << QStringLiteral("de");
    QTest::newRow("fr") << QStringLiteral("fr");
    QTest::newRow("es") << QStringLiteral("es");
}

void TestQtWords::shortcutsDialogNamesKeysAsQtDoes()
{
    QFETCH(QString, language);
    const QString missing = missingQtTranslation(language);
    QVERIFY2(missing.isEmpty(), qPrintable(missing));

    MainWindow window(6, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(language));
    ShortcutsDialog dialog(window.menuBar());
    // The keys that are no menu entry's, in the order of the "Everywhere"
    // group: each row names its keys with the words Qt gives them, the words
    // the menus show for their shortcuts.
    const QString ctrl = modifierName(Qt::ControlModifier);
    const QList<QStringList> expected {
        { modifierName(Qt::AltModifier) },
        { keyName(QKeyCombination(Qt::Key_Tab)), keyName(Qt::SHIFT | Qt::Key_Tab) },
        { keyName(QKeyCombination(Qt::Key_Enter)), keyName(QKeyCombination(Qt::Key_Escape)) },
        { keyName(QKeyCombination(Qt::Key_Left)), keyName(QKeyCombination(Qt::Key_Right)),
            keyName(QKeyCombination(Qt::Key_Home)), keyName(QKeyCombination(Qt::Key_End)),
            keyName(QKeyCombination(Qt::Key_Enter)), keyName(QKeyCombination(Qt::Key_Escape)) },
        { keyName(QKeyCombination(Qt::Key_Up)), keyName(QKeyCombination(Qt::Key_Down)) },
        { keyName(QKeyCombination(Qt::Key_Up)), keyName(QKeyCombination(Qt::Key_Down)),
            keyName(QKeyCombination(Qt::Key_Enter)), keyName(QKeyCombination(Qt::Key_Escape)) },
        { keyName(QKeyCombination(Qt::Key_PageUp)), keyName(QKeyCombination(Qt::Key_PageDown)) },
        { keyName(QKeyCombination(Qt::Key_Right)), keyName(QKeyCombination(Qt::Key_Left)) },
        {},
        { keyName(QKeyCombination(Qt::Key_Space)), keyName(QKeyCombination(Qt::Key_Enter)) },
        // Be the solver: place or take back, refuse.
        { keyName(QKeyCombination(Qt::Key_Space)), keyName(QKeyCombination(Qt::Key_Enter)) },
        { keyName(QKeyCombination(Qt::Key_X)), keyName(QKeyCombination(Qt::Key_Delete)),
            modifierName(Qt::ShiftModifier) },
        { ctrl },
        { ctrl },
    };
    QTreeWidget *list = dialog.list();
    QTreeWidgetItem *everywhere = list->topLevelItem(list->topLevelItemCount() - 1);
    QCOMPARE(everywhere->childCount(), expected.size());
    for (int i = 0; i < expected.size(); ++i) {
        const QString keys = everywhere->child(i)->text(1);
        for (const QString &key : expected[i]) {
            QVERIFY2(keys.contains(key),
                qPrintable(QStringLiteral("%1: \"%2\" does not name %3")
                               .arg(everywhere->child(i)->text(0), keys, key)));
        }
    }
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
}

void TestQtWords::zoomToolTipsNameTheKeysBound_data()
{
    shortcutsDialogNamesKeysAsQtDoes_data();
}

// The zoom buttons of the board and of the search tree name the keys they
// are bound to, as the shortcuts dialog names them (Qt's words, translated),
// and follow the bindings: a shortcut changed is named after a retranslation.
void TestQtWords::zoomToolTipsNameTheKeysBound()
{
    QFETCH(QString, language);
    const QString missing = missingQtTranslation(language);
    QVERIFY2(missing.isEmpty(), qPrintable(missing));

    MainWindow window(6, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(language));
    QCoreApplication::processEvents(); // the widgets' LanguageChange
    ShortcutsDialog dialog(window.menuBar());
    QTreeWidgetItem *everywhere
        = dialog.list()->topLevelItem(dialog.list()->topLevelItemCount() - 1);
    QString wheel; // the dialog's words for zooming the board with the wheel
    for (int i = 0; i < everywhere->childCount(); ++i) {
        if (everywhere->child(i)->text(0)
            == QCoreApplication::translate("ShortcutsDialog", "Zoom the board in or out")) {
            wheel = everywhere->child(i)->text(1);
        }
    }
    QVERIFY2(wheel.contains(modifierName(BoardView::ZoomModifier)), qPrintable(wheel));
    QStringList wrong;
    const auto expect = [&](const QAction *action, const QStringList &keys) {
        for (const QString &key : keys) {
            if (!action->toolTip().contains(key)) {
                wrong << QStringLiteral("\"%1\" does not name %2").arg(action->toolTip(), key);
            }
        }
    };
    BoardView *board = window.boardView();
    expect(board->zoomInAction(),
        { board->zoomInAction()->shortcut().toString(QKeySequence::NativeText), wheel });
    expect(board->zoomOutAction(),
        { board->zoomOutAction()->shortcut().toString(QKeySequence::NativeText) });
    expect(
        board->fitAction(), { board->fitAction()->shortcut().toString(QKeySequence::NativeText) });
    SearchTreeView *tree = window.docks()->panels().tree;
    expect(tree->zoomInAction(), { keyName(QKeyCombination(Qt::Key_Plus)), wheel });
    expect(tree->zoomOutAction(), { keyName(QKeyCombination(Qt::Key_Minus)), wheel });
    expect(tree->fitAction(), { keyName(QKeyCombination(Qt::Key_0)) });
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));

    // Bound to other keys, the board's buttons say so in their next words.
    board->zoomInAction()->setShortcut(QKeySequence(Qt::ALT | Qt::Key_I));
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(board, &change);
    QVERIFY2(board->zoomInAction()->toolTip().contains(keyName(Qt::ALT | Qt::Key_I)),
        qPrintable(board->zoomInAction()->toolTip()));
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
}

QTEST_MAIN(TestQtWords)
#include "tst_qtwords.moc"
