// SPDX-License-Identifier: MIT
// File > Import Homework Results…'s dialog: two good files and an edited
// one imported through the dialog's own code path; a row per accepted
// pupil with the counts recomputed in words, the edited file listed as
// refused with its reason and in no row; the dialog within 1280 x 720.
#include "homeworkimport/homeworkimportdialog.h"
#include "homeworkimport/homeworkresultsmodel.h"
#include "pupildriver.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScreen>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using nqtest::PupilDriver;

namespace {

// How long a wait may take before it is a hang (the check takes milliseconds).
constexpr int HangGuardMs = 60000;

} // namespace

class TestHomeworkImportDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void twoGoodFilesAndAnEditedOne();
    void closedWhileChecking();

private:
    QString write(const QString &name, const QJsonObject &file);

    QTemporaryDir m_dir;
    QString m_registry;
};

void TestHomeworkImportDialog::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_registry = m_dir.filePath(QStringLiteral("homework"));
    QVERIFY(QDir().mkpath(m_registry));
    const HomeworkSpec homework = nqtest::sampleHomework();
    QFile file(m_registry + QLatin1Char('/') + homework.id + QStringLiteral(".json"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.write(QJsonDocument(homework.toJson()).toJson()) > 0);
}

QString TestHomeworkImportDialog::write(const QString &name, const QJsonObject &file)
{
    const QString path = m_dir.filePath(name);
    QFile out(path);
    const QByteArray bytes = QJsonDocument(file).toJson();
    return out.open(QIODevice::WriteOnly) && out.write(bytes) == bytes.size() ? path : QString();
}

void TestHomeworkImportDialog::twoGoodFilesAndAnEditedOne()
{
    const HomeworkSpec homework = nqtest::sampleHomework();
    PupilDriver ada(homework);
    ada.finish(0);
    ada.answerAll(1);
    PupilDriver ben(homework);
    ben.finish(0, 4);
    PupilDriver eve(homework);
    eve.finish(0);
    QJsonObject edited = eve.file(QStringLiteral("Eve"));
    QJsonArray claimed = edited.value(QStringLiteral("claimed")).toArray();
    QJsonObject first = claimed.at(0).toObject();
    const qint64 done = first.value(QStringLiteral("done")).toInteger();
    first[QStringLiteral("done")] = done + 10;
    claimed[0] = first;
    edited[QStringLiteral("claimed")] = claimed;
    const QStringList paths { write(QStringLiteral("homework-ada.nqueens-result"),
                                  ada.file(QStringLiteral("Ada Lovelace"))),
        write(QStringLiteral("homework-eve.nqueens-result"), edited),
        write(QStringLiteral("homework-ben.nqueens-result"), ben.file(QStringLiteral("Ben"))) };
    QVERIFY(!paths.contains(QString()));

    HomeworkImportDialog dialog { HomeworkRegistry(m_registry) };
    QSignalSpy finished(&dialog, &HomeworkImportDialog::importFinished);
    dialog.importFiles(paths);
    dialog.show();
    // Checked on a thread of their own: wait for the end (the guard is for a hang).
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, HangGuardMs);
    QVERIFY(!dialog.isImporting());
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));

    // A row per accepted pupil, the counts as the replay made them.
    const QAbstractItemModel *pupils = dialog.pupilsView()->model();
    QCOMPARE(pupils->rowCount(), 2);
    QCOMPARE(pupils->columnCount(), 2 + 4);
    QCOMPARE(pupils->headerData(2, Qt::Horizontal).toString(), QStringLiteral("Task 1"));
    QCOMPARE(pupils->index(0, 0).data().toString(), QStringLiteral("Ada Lovelace"));
    QCOMPARE(pupils->index(1, 0).data().toString(), QStringLiteral("Ben"));
    QCOMPARE(pupils->index(0, 1).data().toString(), QStringLiteral("Backtracking, week 3"));
    QCOMPARE(pupils->index(0, 2).data().toString(),
        QStringLiteral("%1 right, 0 shown, 0 mistakes").arg(done));
    QCOMPARE(pupils->index(0, 3).data().toString(),
        QStringLiteral("%1 right, %2 at try 2, %3 revealed of %4")
            .arg(ada.rightFirst)
            .arg(ada.rightSecond)
            .arg(ada.revealed)
            .arg(ada.rightFirst + ada.rightSecond + ada.revealed));
    QCOMPARE(pupils->index(0, 4).data().toString(), QStringLiteral("no score"));
    QCOMPARE(pupils->index(0, 5).data().toString(), QStringLiteral("not started"));
    QCOMPARE(pupils->index(1, 3).data().toString(), QStringLiteral("no question answered"));
    QCOMPARE(pupils->headerData(3, Qt::Horizontal, Qt::ToolTipRole).toString(),
        QStringLiteral("Predict: lock-lines on 6 x 6"));
    const QString benPractice = pupils->index(1, 2).data().toString();
    QVERIFY2(benPractice.endsWith(QStringLiteral(" mistakes"))
            && !benPractice.contains(QStringLiteral(" 0 shown")),
        qPrintable(benPractice));
    for (int row = 0; row < pupils->rowCount(); ++row) {
        QVERIFY(pupils->index(row, 0).data().toString() != QStringLiteral("Eve"));
    }

    // The edited file: refused, with its reason in full.
    QTableWidget *refused = dialog.refusedView();
    QCOMPARE(refused->rowCount(), 1);
    QCOMPARE(refused->item(0, 0)->text(), QStringLiteral("homework-eve.nqueens-result"));
    QCOMPARE(refused->item(0, 1)->text(),
        QStringLiteral("The file says %1 right steps in task 1; its steps make %2.")
            .arg(done + 10)
            .arg(done));
    QCOMPARE(dialog.results().accepted().size(), 2);
    QCOMPARE(dialog.results().refused().size(), 1);

    // Within a 1280 x 720 screen, frame included.
    QVERIFY2(dialog.frameGeometry().width() <= 1280 && dialog.frameGeometry().height() <= 720,
        qPrintable(QStringLiteral("%1 x %2")
                       .arg(dialog.frameGeometry().width())
                       .arg(dialog.frameGeometry().height())));
    QVERIFY(dialog.minimumSizeHint().width() <= 1280 && dialog.minimumSizeHint().height() <= 720);

    // Importing more adds to the same table; files asked for while a check
    // runs wait their turn.
    dialog.importFiles({ paths.at(0) });
    dialog.importFiles({ paths.at(1), paths.at(2) });
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 2, HangGuardMs);
    QCOMPARE(pupils->rowCount(), 4);
    QCOMPARE(refused->rowCount(), 2);
    QCOMPARE(pupils->index(2, 0).data().toString(), QStringLiteral("Ada Lovelace"));
    QCOMPARE(pupils->index(3, 0).data().toString(), QStringLiteral("Ben"));
}

void TestHomeworkImportDialog::closedWhileChecking()
{
    PupilDriver pupil(nqtest::sampleHomework());
    pupil.finish(0);
    pupil.answerAll(1);
    const QString path
        = write(QStringLiteral("homework-many.nqueens-result"), pupil.file(QStringLiteral("Many")));
    QVERIFY(!path.isEmpty());
    auto *dialog = new HomeworkImportDialog(HomeworkRegistry(m_registry));
    QSignalSpy finished(dialog, &HomeworkImportDialog::importFinished);
    dialog->importFiles(QStringList(500, path));
    QVERIFY(dialog->isImporting());
    // Closed mid-check: the thread stops within a file and nothing is
    // delivered to the dialog gone (a crash or a hang here fails).
    delete dialog;
    QCoreApplication::processEvents();
    QCOMPARE(finished.count(), 0);
}

QTEST_MAIN(TestHomeworkImportDialog)
#include "tst_homeworkimportdialog.moc"
