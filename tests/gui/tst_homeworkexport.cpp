// SPDX-License-Identifier: MIT
// File > Export Homework… (issue 40, item 1): the dialog's tasks, language
// and title come back from the page it writes; a failed write says why and
// keeps every choice; a homework in another language leaves the window's
// alone; the File menu has it; it fits a 1280 x 720 screen in every
// language.
#include "coach/practicetaskform.h"
#include "homework/homeworkfile.h"
#include "homeworkexport/homeworkexportdialog.h"
#include "support/languagechanges.h"
#include "window/mainwindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

namespace {

using nqtest::LanguageChanges;

} // namespace

class TestHomeworkExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void tasksComeBackFromThePage()
    {
        QVERIFY2(HomeworkFile::available(), qPrintable(HomeworkFile::unavailableReason()));
        HomeworkExportDialog dialog(QStringLiteral("de"));
        auto *title = dialog.findChild<QLineEdit *>(QStringLiteral("homeworkTitle"));
        auto *language = dialog.findChild<QComboBox *>(QStringLiteral("homeworkLanguage"));
        auto *size = dialog.findChild<QSpinBox *>(QStringLiteral("homeworkSize"));
        auto *marked = dialog.findChild<QCheckBox *>(QStringLiteral("homeworkMarked"));
        auto *add = dialog.findChild<QPushButton *>(QStringLiteral("homeworkAddTask"));
        auto *remove = dialog.findChild<QPushButton *>(QStringLiteral("homeworkRemoveTask"));
        auto *tasks = dialog.findChild<QListWidget *>(QStringLiteral("homeworkTasks"));
        QVERIFY(title && language && size && marked && add && remove && tasks);
        // The window's language at first.
        QCOMPARE(language->currentData().toString(), QStringLiteral("de"));

        // None added: the form's task is the homework.
        QCOMPARE(dialog.spec().tasks.size(), 1);
        title->setText(QStringLiteral("  Backtracking <b>week 3</b>  "));
        size->setValue(5);
        marked->setChecked(true);
        add->click();
        size->setValue(6);
        marked->setChecked(false);
        add->click();
        size->setValue(7);
        add->click();
        QCOMPARE(tasks->count(), 3);
        QVERIFY(tasks->item(0)->text().contains(QStringLiteral("5 x 5")));
        // The last one out again.
        tasks->setCurrentRow(2);
        remove->click();
        QCOMPARE(tasks->count(), 2);
        // A predict task (one step in 7, up to step 60) and a browse task.
        auto *type = dialog.findChild<QComboBox *>(QStringLiteral("homeworkType"));
        auto *predictSize = dialog.findChild<QSpinBox *>(QStringLiteral("homeworkPredictSize"));
        auto *frequency = dialog.findChild<QComboBox *>(QStringLiteral("homeworkFrequency"));
        auto *k = dialog.findChild<QSpinBox *>(QStringLiteral("homeworkK"));
        auto *lastStep = dialog.findChild<QSpinBox *>(QStringLiteral("homeworkLastStep"));
        auto *browseSize = dialog.findChild<QSpinBox *>(QStringLiteral("homeworkBrowseSize"));
        QVERIFY(type && predictSize && frequency && k && lastStep && browseSize);
        type->setCurrentIndex(1);
        predictSize->setValue(7);
        frequency->setCurrentIndex(frequency->findData(QStringLiteral("one-in-k")));
        QVERIFY(k->isEnabled());
        k->setValue(7);
        lastStep->setValue(60);
        add->click();
        type->setCurrentIndex(2);
        browseSize->setValue(5);
        add->click();
        QCOMPARE(tasks->count(), 4);
        QVERIFY(tasks->item(3)->text().contains(QStringLiteral("5 x 5")));

        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("homework.html"));
        QVERIFY2(dialog.exportTo(path), qPrintable(dialog.message()));
        QVERIFY(dialog.message().contains(QStringLiteral("homework.html")));
        QFile written(path);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QString reason;
        const std::optional<HomeworkSpec> back = HomeworkFile::readFromHtml(written.readAll(), &reason);
        QVERIFY2(back, qPrintable(reason));
        QCOMPARE(back->title, QStringLiteral("Backtracking <b>week 3</b>"));
        QCOMPARE(back->language, QStringLiteral("de"));
        QCOMPARE(back->tasks.size(), 4);
        QCOMPARE(back->tasks.at(2).kind, HomeworkTask::Kind::Predict);
        QCOMPARE(back->tasks.at(2).n, 7);
        QCOMPARE(back->tasks.at(2).frequency, QStringLiteral("one-in-k"));
        QCOMPARE(back->tasks.at(2).k, 7);
        QCOMPARE(back->tasks.at(2).lastPosition, 60);
        QCOMPARE(back->tasks.at(3).kind, HomeworkTask::Kind::Browse);
        QCOMPARE(back->tasks.at(3).n, 5);
        QCOMPARE(back->tasks.at(0).n, 5);
        QCOMPARE(back->tasks.at(0).pupilRefuses, false);
        QCOMPARE(back->tasks.at(1).n, 6);
        QCOMPARE(back->tasks.at(1).pupilRefuses, true);
        QCOMPARE(back->tasks.at(1).algorithm, QStringLiteral("lock-lines"));
        QCOMPARE(back->tasks.at(1).stepLimit, 0);
        // Registered, for the import of the pupils' results.
        QVERIFY(QFile::exists(HomeworkFile::registryFolder() + QLatin1Char('/') + back->id + QStringLiteral(".json")));

        // A folder that is not there: said in the dialog, nothing lost.
        QVERIFY(!dialog.exportTo(folder.filePath(QStringLiteral("missing/homework.html"))));
        QVERIFY(dialog.message().contains(QStringLiteral("not written")));
        QCOMPARE(tasks->count(), 4);
        QCOMPARE(dialog.spec().tasks.size(), 4);
    }

    // A German homework exported from a window in English: the words come
    // from German's translators without installing them, so the
    // application is never told that its language changed (the window
    // would retranslate itself twice for nothing, and whatever it
    // translated meanwhile would come out German), and the file's words
    // are German all the same.
    void windowKeepsItsLanguage()
    {
        QVERIFY2(HomeworkFile::available(), qPrintable(HomeworkFile::unavailableReason()));
        MainWindow window(6, nq::Algorithm::LockLines);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString fileMenu = window.menuBar()->actions().constFirst()->text();
        HomeworkExportDialog dialog(QStringLiteral("de"), {}, &window);
        LanguageChanges changes;
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("homework.html"));
        QVERIFY2(dialog.exportTo(path), qPrintable(dialog.message()));
        // The change the application posts to each window, delivered now:
        // none may be left to come.
        QCoreApplication::sendPostedEvents();
        QCOMPARE(changes.count, 0);
        QCOMPARE(window.menuBar()->actions().constFirst()->text(), fileMenu);

        QFile written(path);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QByteArray html = written.readAll();
        const QByteArray open = "<script type=\"application/json\" id=\"nq-words\">";
        const qsizetype start = html.indexOf(open) + open.size();
        const QJsonObject words
            = QJsonDocument::fromJson(html.mid(start, html.indexOf("</script>", start) - start)).object();
        QCOMPARE(words.value(QStringLiteral("handIn")).toString(), QStringLiteral("Abgeben"));
        QCOMPARE(words.value(QStringLiteral("practice.row")).toString(), QStringLiteral("Reihe %1"));
        QCOMPARE(words.value(QStringLiteral("predict.row")).toString(), QStringLiteral("Reihe %1"));
        QCOMPARE(words.value(QStringLiteral("algorithm.lock-lines")).toString(), QStringLiteral("Linien sperren"));
        // Plural forms by German's rules.
        QCOMPARE(words.value(QStringLiteral("predict.right.chosen_line#1")).toString(),
            QStringLiteral("Ihr bleibt %n Feld, die wenigsten."));
        QCOMPARE(words.value(QStringLiteral("predict.right.chosen_line#other")).toString(),
            QStringLiteral("Ihr bleiben %n Felder, die wenigsten."));
        QCOMPARE(words.value(QStringLiteral("number.group")).toString(), QStringLiteral("."));
    }

    void theFileMenuHasIt()
    {
        MainWindow window(6, nq::Algorithm::LockLines);
        QAction *action = window.findChild<QAction *>(QStringLiteral("exportHomework"));
        QVERIFY(action);
        QVERIFY(!action->text().isEmpty());
        bool inFileMenu = false;
        for (QAction *menu : window.menuBar()->actions()) {
            if (menu->menu() && menu->menu()->actions().contains(action)) {
                inFileMenu = menu == window.menuBar()->actions().constFirst();
            }
        }
        QVERIFY(inFileMenu);
        action->trigger();
        auto *dialog = window.findChild<HomeworkExportDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        // Tab reaches Export… before Cancel, as they stand.
        QWidget *stop = dialog->findChild<QPushButton *>(QStringLiteral("homeworkRemoveTask"));
        QVERIFY(stop);
        QStringList order;
        for (int i = 0; i < 50 && order.size() < 2; ++i) {
            stop = stop->nextInFocusChain();
            if (auto *button = qobject_cast<QPushButton *>(stop); button && (button->focusPolicy() & Qt::TabFocus)) {
                order << (button->objectName().isEmpty() ? button->text() : button->objectName());
            }
        }
        QVERIFY2(order.indexOf(QStringLiteral("homeworkExport")) == 0, qPrintable(order.join(QLatin1Char(' '))));
        // The page's languages by their own names, as View > Language says them.
        auto *language = dialog->findChild<QComboBox *>(QStringLiteral("homeworkLanguage"));
        QVERIFY(language);
        QCOMPARE(language->itemText(language->findData(QStringLiteral("de"))), QStringLiteral("Deutsch"));
        dialog->reject();
    }

    void fitsTheScreen_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : { "en", "de", "es", "fr" }) {
            QTest::newRow(language) << QString::fromLatin1(language);
        }
    }
    void fitsTheScreen()
    {
        QFETCH(QString, language);
        QTranslator translator;
        if (language != QLatin1String("en")) {
            QVERIFY(translator.load(QStringLiteral(":/i18n/nqueens_%1.qm").arg(language)));
            QCoreApplication::installTranslator(&translator);
        }
        {
            HomeworkExportDialog dialog(language);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            const QSize size = dialog.sizeHint();
            QVERIFY2(size.width() <= 1280 && size.height() <= 720 - 60,
                qPrintable(QStringLiteral("%1 x %2").arg(size.width()).arg(size.height())));
            // Opened as tall as its rows ask: no field squeezed.
            for (const QWidget *field : dialog.findChildren<QWidget *>()) {
                if (field->isVisible() && (qobject_cast<const QSpinBox *>(field) || qobject_cast<const QComboBox *>(field))) {
                    QVERIFY2(field->height() >= field->sizeHint().height() - 1, qPrintable(field->objectName()));
                }
            }
            // Every button's words whole.
            for (const QPushButton *button : dialog.findChildren<QPushButton *>()) {
                if (button->isVisible()) {
                    QVERIFY2(button->width() >= button->sizeHint().width() - 1, qPrintable(button->text()));
                }
            }
        }
        QCoreApplication::removeTranslator(&translator);
    }
};

QTEST_MAIN(TestHomeworkExport)
#include "tst_homeworkexport.moc"
