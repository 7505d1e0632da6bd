// SPDX-License-Identifier: MIT
// File > Import Homework Results…'s dialog: two good files and an edited
// one imported through the dialog's own code path; a row per accepted
// pupil with the counts recomputed in words, the edited file listed as
// refused with its reason and in no row; the dialog within 1280 x 720.
// Added to a class's results: a results file saved earlier (read back,
// written with the homework joined, a hostile one left as it was) and the
// open class's, checked in the CSV the class saves.
#include "homeworkimport/homeworkimportdialog.h"
#include "homeworkimport/homeworkresultsmodel.h"
#include "pupildriver.h"

#include "activity/activityhost.h"
#include "classroom/classmode.h"
#include "classserver/classresults.h"
#include "window/mainwindow.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QStandardPaths>
#include <QScreen>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

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
    void addedToAClassResultsFile();
    void hostileClassFileLeftAsItWas_data();
    void hostileClassFileLeftAsItWas();
    void addedToTheOpenClass();

private:
    QString write(const QString &name, const QJsonObject &file);
    // Ada's and Ben's results files (Ada's name typed in lower case).
    QStringList handIn();
    void importInto(HomeworkImportDialog &dialog, const QStringList &paths);

    QTemporaryDir m_dir;
    QString m_registry;
    QTranslator m_english;
    QByteArray m_adaCells;
    QByteArray m_benCells;
};

void TestHomeworkImportDialog::initTestCase()
{
    // A class's files go to the test's own data folder, never the user's.
    QStandardPaths::setTestModeEnabled(true);
    // English's plural forms ("2 pupils"), as the program installs them.
    QVERIFY(m_english.load(QStringLiteral(":/i18n/nqueens_en.qm")));
    QCoreApplication::installTranslator(&m_english);
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
        QStringLiteral("%1 at try 1, %2 at try 2, %3 revealed (%4 questions)")
            .arg(ada.rightFirst)
            .arg(ada.rightSecond)
            .arg(ada.revealed)
            .arg(ada.rightFirst + ada.rightSecond + ada.revealed));
    QCOMPARE(pupils->index(0, 4).data().toString(), QStringLiteral("handed in"));
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

namespace {

// The CSV cells of the sample homework's columns for a pupil who did it as
// `pupil` did (its counts as the honest page claims them, which the replay
// makes again).
QByteArray homeworkCells(const PupilDriver &pupil)
{
    const HomeworkSpec homework = nqtest::sampleHomework();
    QStringList cells;
    for (int task = 0; task < homework.tasks.size(); ++task) {
        const QJsonObject claimed = pupil.claimed(task);
        QStringList fields;
        switch (homework.tasks.at(task).kind) {
        case HomeworkTask::Kind::Practice:
            fields = { QStringLiteral("done"), QStringLiteral("shown"), QStringLiteral("mistakes") };
            break;
        case HomeworkTask::Kind::Predict:
            fields = { QStringLiteral("asked"), QStringLiteral("rightFirst"),
                QStringLiteral("rightSecond"), QStringLiteral("revealed") };
            break;
        case HomeworkTask::Kind::Browse:
            cells.append(QStringLiteral("true")); // handed in
            break;
        }
        for (const QString &field : fields) {
            cells.append(QString::number(claimed.value(field).toInteger()));
        }
        if (homework.tasks.at(task).kind == HomeworkTask::Kind::Practice) {
            cells.append(claimed.value(QStringLiteral("finished")).toBool() ? QStringLiteral("true")
                                                                             : QStringLiteral("false"));
        }
    }
    return cells.join(QLatin1Char(',')).toUtf8();
}

// The sample homework's CSV columns: four tasks, practice, predict, browse, practice.
const QByteArray homeworkHeader = "\"Backtracking, week 3: task1_done\",\"Backtracking, week 3: task1_shown\","
                                  "\"Backtracking, week 3: task1_mistakes\",\"Backtracking, week 3: task1_finished\","
                                  "\"Backtracking, week 3: task2_asked\",\"Backtracking, week 3: task2_right_first\","
                                  "\"Backtracking, week 3: task2_right_second\",\"Backtracking, week 3: task2_revealed\","
                                  "\"Backtracking, week 3: task3_handed_in\",\"Backtracking, week 3: task4_done\","
                                  "\"Backtracking, week 3: task4_shown\",\"Backtracking, week 3: task4_mistakes\","
                                  "\"Backtracking, week 3: task4_finished\"";
const QByteArray noHomework = "\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\"";

// A class saved earlier: Ada Lovelace answered question 1 right, Cleo wrong.
ClassResults earlierClass()
{
    ClassResults results;
    results.addPupil(QStringLiteral("p1"), QStringLiteral("Ada Lovelace"));
    results.addPupil(QStringLiteral("p2"), QStringLiteral("=Cleo"));
    results.addQuestion(1, QStringLiteral("Where next?"));
    results.record(QStringLiteral("p1"), 1, 1, QStringLiteral("e4"), true);
    results.record(QStringLiteral("p2"), 1, 1, QStringLiteral("d4"), false);
    return results;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

QStringList TestHomeworkImportDialog::handIn()
{
    const HomeworkSpec homework = nqtest::sampleHomework();
    PupilDriver ada(homework);
    ada.finish(0);
    ada.answerAll(1);
    PupilDriver ben(homework);
    ben.finish(0, 4);
    const QStringList paths { write(QStringLiteral("homework-ada.nqueens-result"),
                                  ada.file(QStringLiteral("ada lovelace"))),
        write(QStringLiteral("homework-ben.nqueens-result"), ben.file(QStringLiteral("Ben"))) };
    m_adaCells = homeworkCells(ada);
    m_benCells = homeworkCells(ben);
    return paths;
}

void TestHomeworkImportDialog::importInto(HomeworkImportDialog &dialog, const QStringList &paths)
{
    QSignalSpy finished(&dialog, &HomeworkImportDialog::importFinished);
    dialog.importFiles(paths);
    QVERIFY(QTest::qWaitFor([&] { return finished.count() == 1; }, HangGuardMs));
    QCOMPARE(dialog.results().accepted().size(), paths.size());
}

// No class open: the teacher chooses a class's results saved earlier as
// JSON; the file is written again with the homework joined, Ada's in her
// row (her name typed in lower case), Ben in a new row, and its CSV has
// the homework's columns.
void TestHomeworkImportDialog::addedToAClassResultsFile()
{
    const QStringList paths = handIn();
    QVERIFY(!paths.contains(QString()));
    const QString classFile = m_dir.filePath(QStringLiteral("class-results.json"));
    QString error;
    QVERIFY2(earlierClass().save(classFile, &error), qPrintable(error));

    HomeworkImportDialog dialog { HomeworkRegistry(m_registry) };
    QVERIFY(!dialog.addToClassButton()->isEnabled()); // nothing accepted yet
    importInto(dialog, paths);
    QVERIFY(dialog.addToClassButton()->isEnabled());
    QCOMPARE(dialog.addToClassButton()->text(), QStringLiteral("Add to Class &Results File…"));
    QVERIFY(dialog.classNote().isEmpty());

    ClassResults joined;
    QVERIFY2(dialog.addToClassFile(classFile, &error, &joined), qPrintable(error));
    QCOMPARE(dialog.classNote(),
        QStringLiteral("The homework of 2 pupils was added to class-results.json."));
    const std::optional<ClassResults> back = ClassResults::fromJson(readAll(classFile), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->toJson(), joined.toJson());
    QCOMPARE(back->pupils().size(), 3);

    // The CSV the class's results save: the question, then the homework's
    // columns; Ada's row matched, Cleo's without homework, Ben's new.
    const QString csv = m_dir.filePath(QStringLiteral("class-results.csv"));
    QVERIFY2(back->save(csv, &error), qPrintable(error));
    QCOMPARE(readAll(csv),
        QByteArray("\"pupil\",\"Where next?\",") + homeworkHeader + '\n'
            + "\"Ada Lovelace\",right-first," + m_adaCells + '\n'
            + "\"'=Cleo\",wrong," + noHomework + '\n'
            + "\"Ben\",none," + m_benCells + '\n');

    // Added again (the same files imported twice): replaced, not doubled.
    QVERIFY2(dialog.addToClassFile(classFile, &error), qPrintable(error));
    const std::optional<ClassResults> again = ClassResults::fromJson(readAll(classFile), &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->toCsv(), readAll(csv));
}

void TestHomeworkImportDialog::hostileClassFileLeftAsItWas_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("why");

    QJsonObject root = QJsonDocument::fromJson(earlierClass().toJson()).object();
    root.insert(QStringLiteral("homework"),
        QJsonArray { QJsonObject { { QStringLiteral("pupil"), QStringLiteral("p1") },
            { QStringLiteral("id"), QStringLiteral("0123456789abcdef") },
            { QStringLiteral("title"), QStringLiteral("Backtracking, week 3") },
            { QStringLiteral("tasks"),
                QJsonArray { QJsonObject { { QStringLiteral("kind"), QStringLiteral("practice") },
                    { QStringLiteral("done"), -5 }, { QStringLiteral("shown"), 0 },
                    { QStringLiteral("mistakes"), 0 }, { QStringLiteral("finished"), true } } } } } });
    QTest::newRow("negative count") << QJsonDocument(root).toJson()
                                    << QStringLiteral("The class's results are damaged at homework[0].tasks[0].done.");
    QTest::newRow("not a class's results") << QByteArray("{\"format\": \"nqueens-homework-import\"}")
                                           << QStringLiteral("The file is not a class's results of this program's version.");
}

// A class file that is not a class's results: refused with the reason,
// the file not written.
void TestHomeworkImportDialog::hostileClassFileLeftAsItWas()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, why);
    const QStringList paths = handIn();
    const QString classFile = m_dir.filePath(QStringLiteral("hostile.json"));
    QFile file(classFile);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
    file.close();

    HomeworkImportDialog dialog { HomeworkRegistry(m_registry) };
    importInto(dialog, paths);
    QString error;
    QVERIFY(!dialog.addToClassFile(classFile, &error));
    QCOMPARE(error, why);
    QCOMPARE(readAll(classFile), bytes);
    QVERIFY(dialog.classNote().isEmpty());
}

// A class open: Add to Class Results puts the homework into its results,
// which its file (written after every change) and its Save hold.
void TestHomeworkImportDialog::addedToTheOpenClass()
{
    const QStringList paths = handIn();
    MainWindow window(6, nq::Algorithm::LockLines);
    ClassMode *mode = window.activities()->get<ClassMode>();
    QString error;
    QVERIFY2(mode->open(0, &error), qPrintable(error));

    HomeworkImportDialog dialog { HomeworkRegistry(m_registry) };
    dialog.setClassMode(mode);
    importInto(dialog, paths);
    QCOMPARE(dialog.addToClassButton()->text(), QStringLiteral("Add to Class &Results"));
    QSignalSpy changed(mode, &ClassMode::resultsChanged);
    dialog.addToClassButton()->click();
    QCOMPARE(changed.count(), 1);
    QCOMPARE(dialog.classNote(),
        QStringLiteral("The homework of 2 pupils was added to the open class's results."));

    const QString csv = m_dir.filePath(QStringLiteral("open-class.csv"));
    QVERIFY2(mode->saveResults(csv, &error), qPrintable(error));
    QCOMPARE(readAll(csv),
        QByteArray("\"pupil\",") + homeworkHeader + '\n' + "\"ada lovelace\"," + m_adaCells + '\n'
            + "\"Ben\"," + m_benCells + '\n');
    // The class's own file has them too.
    QVERIFY(mode->resultsSaved());
    const std::optional<ClassResults> kept = ClassResults::fromJson(readAll(mode->journalFile()), &error);
    QVERIFY2(kept, qPrintable(error));
    QCOMPARE(kept->toCsv(), readAll(csv));

    // Closed: the button adds to a file.
    mode->close();
    QCOMPARE(dialog.addToClassButton()->text(), QStringLiteral("Add to Class &Results File…"));
}

QTEST_MAIN(TestHomeworkImportDialog)
#include "tst_homeworkimportdialog.moc"
