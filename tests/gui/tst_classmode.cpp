// SPDX-License-Identifier: MIT
// The whole class through the real window: a class opened from the Run
// menu, pupils joined on 127.0.0.1, predict's questions sent to every pupil,
// answers counted but hidden until Reveal, then shown on the board and in
// the panel, vote again, the run held for the teacher, closing, and the QR
// code read back by a real reader (zbarimg).
#include "board/answerlayer.h"
#include "classroom/classbars.h"
#include "classroom/classmode.h"
#include "classroom/classpanel.h"
#include "classroom/classresultsdialog.h"
#include "classroom/qrcode.h"
#include "classroom/qrview.h"
#include "classserver/classresults.h"
#include "coach/predictmode.h"
#include "display/boardpresenter.h"
#include "run/runactions.h"
#include "run/runcontroller.h"
#include "run/windowmode.h"
#include "support/pupilclient.h"
#include "support/predictquestion.h"
#include "support/shownwindow.h"
#include "support/wait.h"
#include "session/sessioncontroller.h"
#include "sessionfile/sessionfile.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonArray>
#include <QProcess>
#include <QStandardPaths>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using nq::learn::PredictSettings;
using nq::learn::QuestionKind;
using nqtest::PupilClient;

namespace {

using nqtest::onlyKind;

// Opens the window's class on a port the system chooses (never a fixed one:
// tests run side by side).
bool openClass(MainWindow &window)
{
    QString error;
    const bool opened = window.classMode()->open(0, &error);
    if (!opened) {
        qWarning("class not opened: %s", qPrintable(error));
    }
    return opened;
}

QStringList strings(const QJsonValue &array)
{
    QStringList list;
    for (const QJsonValue &value : array.toArray()) {
        list << value.toString();
    }
    return list;
}

} // namespace

class TestClassMode : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Results files go to the test's own data folder, never the user's.
        QStandardPaths::setTestModeEnabled(true);
    }
    void qrCodeReadsBackAsTheAddress();
    void nothingListensUntilOpened();
    void squareQuestionToEveryPupil();
    void optionQuestionAndVoteAgain();
    void closingTellsEveryPupil();
    void resultsAreWrittenAfterEveryQuestion();
    void classThatDidNotCloseIsOffered();
    void lessonForAClassOffersTheClass();
};

void TestClassMode::qrCodeReadsBackAsTheAddress()
{
    const QString zbarimg = QStandardPaths::findExecutable(QStringLiteral("zbarimg"));
    if (zbarimg.isEmpty()) {
        QSKIP("zbarimg (Debian zbar-tools) is not installed: scripts/install-deps.sh installs it");
    }
    MainWindow window(6, nq::Algorithm::LockLines);
    QVERIFY(openClass(window));
    const QString url = window.classMode()->joinUrl().toString();
    QVERIFY(url.startsWith(QStringLiteral("http://")));
    QVERIFY(url.contains(QStringLiteral("?code=") + window.classMode()->server()->code()));
    // What the panel draws is what the reader reads.
    QCOMPARE(window.classPanel()->qrView()->text(), url);
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("qr.png"));
    QVERIFY(window.classPanel()->qrView()->code().image(6).save(png));
    QProcess reader;
    reader.start(zbarimg, { QStringLiteral("--raw"), QStringLiteral("-q"), png });
    QVERIFY(reader.waitForFinished(nqtest::HangGuardMs));
    QCOMPARE(reader.exitCode(), 0);
    QCOMPARE(QString::fromUtf8(reader.readAllStandardOutput()).trimmed(), url);
}

void TestClassMode::nothingListensUntilOpened()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    QVERIFY(!window.classMode()->isOpen());
    QVERIFY(openClass(window));
    const quint16 port = window.classMode()->server()->port();
    QVERIFY(port != 0);
    QVERIFY(window.modes()->isActive(WindowMode::Mode::Predict)); // the class answers predict's questions
    window.classMode()->openAction()->trigger(); // unchecks: closes
    QVERIFY(!window.classMode()->isOpen());
    QTcpSocket probe;
    probe.connectToHost(QHostAddress::LocalHost, port);
    // Refused at once when nothing listens; the long guard only bounds a hang.
    QVERIFY2(!probe.waitForConnected(nqtest::HangGuardMs),
        "the class's port still accepts connections after closing");
    QCOMPARE(probe.error(), QAbstractSocket::ConnectionRefusedError);
}

void TestClassMode::squareQuestionToEveryPupil()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    window.predictMode()->setSettings(onlyKind(QuestionKind::NextSquare));
    QVERIFY(openClass(window));
    ClassMode *mode = window.classMode();
    const QString code = mode->server()->code();
    PupilClient ana(mode->server()->port()), ben(mode->server()->port()), cleo(mode->server()->port());
    NQ_VERIFY_WAIT(ana.join(code.toLower(), QStringLiteral("Ana")));
    NQ_VERIFY_WAIT(ben.join(code, QStringLiteral("Ben")));
    NQ_VERIFY_WAIT(cleo.join(code, QStringLiteral("Cleo")));
    QCOMPARE(mode->server()->connectedCount(), 3);

    QVERIFY(nqtest::stepToQuestion(window));
    const nq::learn::Question asked = *window.predictMode()->openQuestion();
    for (PupilClient *pupil : { &ana, &ben, &cleo }) {
        NQ_VERIFY_WAIT(pupil->waitFor(QStringLiteral("question")));
    }
    const QJsonObject question = ana.last(QStringLiteral("question"));
    QCOMPARE(question.value(QStringLiteral("input")).toString(), QStringLiteral("square"));
    // The pupils' board outlines the row the projector's board works on.
    const int worked = window.presenter()->workedRow();
    QVERIFY(worked >= 0);
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] {
            return ana.last(QStringLiteral("state")).value(QStringLiteral("board")).toObject().value(QStringLiteral("row"))
                == QString::number(6 - worked);
        },
        "the row worked on sent"));
    QCOMPARE(question.value(QStringLiteral("vote")).toInt(), 1);
    QCOMPARE(question.value(QStringLiteral("text")).toString(), window.predictMode()->questionText());
    // Only the row asked about is offered.
    const QStringList offered = strings(question.value(QStringLiteral("squares")));
    QCOMPARE(offered.size(), 6);
    const QStringList right = mode->rightValues();
    QCOMPARE(right.size(), 1);
    QVERIFY(offered.contains(right.first()));
    QString wrong;
    for (const QString &square : offered) {
        if (!right.contains(square)) {
            wrong = square;
            break;
        }
    }
    QVERIFY(!wrong.isEmpty());

    ana.answerSquare(right.first());
    ben.answerSquare(wrong);
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return mode->server()->answeredCount() == 2; }, "two answers"));
    // The panel's count follows within its refresh interval.
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return window.classPanel()->answeredText() == QStringLiteral("2 of 3 answered"); }, "the count shown"));
    // Which answers stays hidden until Reveal: no counts on the board, no results.
    QVERIFY(window.classPanel()->resultsText().isEmpty());
    QVERIFY(window.presenter()->answerLayer()->marks().counts.isEmpty());

    const quint64 step = window.controller()->state().step();
    mode->revealAction()->trigger();
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("reveal")));
    NQ_VERIFY_WAIT(ben.waitFor(QStringLiteral("reveal")));
    NQ_VERIFY_WAIT(cleo.waitFor(QStringLiteral("reveal")));
    QCOMPARE(ana.last(QStringLiteral("reveal")).value(QStringLiteral("correct")).toBool(), true);
    QCOMPARE(ben.last(QStringLiteral("reveal")).value(QStringLiteral("correct")).toBool(), false);
    QVERIFY(cleo.last(QStringLiteral("reveal")).value(QStringLiteral("answer")).isNull());
    // The board: one pupil on each of the two squares chosen.
    const QList<std::pair<QPoint, int>> counts = window.presenter()->answerLayer()->marks().counts;
    QCOMPARE(counts.size(), 2);
    for (const auto &[square, count] : counts) {
        QCOMPARE(count, 1);
        QCOMPARE(square.y(), asked.row);
    }
    QVERIFY(window.classPanel()->resultsText().contains(QStringLiteral("Right: 1 of 2 (50%)")));
    // Held: the run waits for the teacher. Predict mode goes on by itself
    // only through its answer's moment (isConfirming(), which it starts only
    // when not held): none is pending, so nothing will move the run.
    QVERIFY(window.predictMode()->isHeld());
    QVERIFY(!window.predictMode()->isConfirming());
    // ...and nothing queued moves it either (a barrier, not a sleep).
    QVERIFY(nqtest::handlePostedEvents());
    QCOMPARE(window.controller()->mode(), RunController::Mode::Paused);
    QCOMPARE(window.controller()->state().step(), step);
    QVERIFY(!window.classPanel()->resultsText().isEmpty());
    // The teacher steps on: the counts go with the question.
    window.runActions()->step()->trigger();
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return window.controller()->state().step() > step; }, "the step"));
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return window.presenter()->answerLayer()->marks().counts.isEmpty(); }, "the counts to go"));
}

void TestClassMode::optionQuestionAndVoteAgain()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    window.predictMode()->setSettings(onlyKind(QuestionKind::NextEvent));
    QVERIFY(openClass(window));
    ClassMode *mode = window.classMode();
    PupilClient ana(mode->server()->port()), ben(mode->server()->port());
    NQ_VERIFY_WAIT(ana.join(mode->server()->code(), QStringLiteral("Ana")));
    NQ_VERIFY_WAIT(ben.join(mode->server()->code(), QString()));
    QVERIFY(nqtest::stepToQuestion(window));
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("question")));
    NQ_VERIFY_WAIT(ben.waitFor(QStringLiteral("question")));
    const QJsonObject question = ana.last(QStringLiteral("question"));
    QCOMPARE(question.value(QStringLiteral("input")).toString(), QStringLiteral("option"));
    QStringList values;
    for (const QJsonValue &option : question.value(QStringLiteral("options")).toArray()) {
        values << option.toObject().value(QStringLiteral("value")).toString();
    }
    QCOMPARE(values, QStringList({ QStringLiteral("place"), QStringLiteral("refuse"),
                         QStringLiteral("backtrack"), QStringLiteral("solution") }));
    const QString right = mode->rightValues().first();
    const QString wrong = right == QLatin1String("place") ? QStringLiteral("refuse") : QStringLiteral("place");
    ana.answerOption(wrong);
    ben.answerOption(wrong);
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return mode->server()->answeredCount() == 2; }, "two answers"));

    // Vote again: vote 1's answers are kept; vote 2 starts empty.
    const qsizetype before = ana.received();
    const qsizetype benBefore = ben.received();
    mode->voteAgainAction()->trigger();
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("question"), before));
    NQ_VERIFY_WAIT(ben.waitFor(QStringLiteral("question"), benBefore)); // a pupil answers what reached them
    QCOMPARE(ana.last(QStringLiteral("question")).value(QStringLiteral("vote")).toInt(), 2);
    QCOMPARE(mode->vote(), 2);
    QCOMPARE(mode->firstVote().value(wrong), 2);
    QCOMPARE(mode->server()->answeredCount(), 0);
    QVERIFY(!mode->voteAgainAction()->isEnabled()); // once
    ana.answerOption(right);
    ben.answerOption(wrong);
    ben.answerOption(right); // a change replaces: still one answer
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return mode->server()->tally().value(right) == 2; }, "both to answer right"));
    QCOMPARE(mode->server()->answeredCount(), 2);
    mode->revealAction()->trigger();
    NQ_VERIFY_WAIT(ben.waitFor(QStringLiteral("reveal")));
    QVERIFY(ben.last(QStringLiteral("reveal")).value(QStringLiteral("correct")).toBool());
    const QString results = window.classPanel()->resultsText();
    QVERIFY2(results.contains(QStringLiteral("Right: 2 of 2 (100%)")), qPrintable(results));
    QVERIFY2(results.contains(QStringLiteral("(vote 1: 2)")), qPrintable(results));
    // A bar per option offered, vote 1 beside vote 2, the right one marked.
    const auto *bars = window.classPanel()->findChild<ClassBars *>(QStringLiteral("classBars"));
    QVERIFY(bars && bars->isVisibleTo(window.classPanel()));
    QCOMPARE(bars->bars().size(), values.size());
    for (qsizetype i = 0; i < values.size(); ++i) {
        const ClassBars::Bar &bar = bars->bars().at(i);
        QCOMPARE(bar.right, values.at(i) == right);
        QCOMPARE(bar.count, values.at(i) == right ? 2 : 0);
        QCOMPARE(bar.firstCount, values.at(i) == wrong ? 2 : 0);
    }
    // Options have no squares: nothing counted on the board.
    QVERIFY(window.presenter()->answerLayer()->marks().counts.isEmpty());
}

void TestClassMode::closingTellsEveryPupil()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    QVERIFY(openClass(window));
    ClassMode *mode = window.classMode();
    PupilClient ana(mode->server()->port());
    NQ_VERIFY_WAIT(ana.join(mode->server()->code(), QStringLiteral("Ana")));
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("state")));
    QCOMPARE(ana.last(QStringLiteral("state")).value(QStringLiteral("board")).toObject().value(QStringLiteral("n")).toInt(), 6);
    mode->close();
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("closed")));
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return !ana.isConnected(); }, "the pupil's socket to close"));
    QVERIFY(!window.predictMode()->isHeld());
    QVERIFY(!mode->openAction()->isChecked());
}

void TestClassMode::resultsAreWrittenAfterEveryQuestion()
{
    QDir(ClassMode::journalFolder()).removeRecursively();
    MainWindow window(6, nq::Algorithm::LockLines);
    window.predictMode()->setSettings(onlyKind(QuestionKind::NextEvent));
    QVERIFY(openClass(window));
    ClassMode *mode = window.classMode();
    const QString journal = mode->journalFile();
    QVERIFY(journal.endsWith(QStringLiteral(".open.json")));
    QCOMPARE(ClassMode::unclosedJournals(), QStringList { journal });
    PupilClient ana(mode->server()->port()), ben(mode->server()->port());
    NQ_VERIFY_WAIT(ana.join(mode->server()->code(), QStringLiteral("=Ana")));
    NQ_VERIFY_WAIT(ben.join(mode->server()->code(), QStringLiteral("Ben")));
    QVERIFY(nqtest::stepToQuestion(window));
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("question")));
    NQ_VERIFY_WAIT(ben.waitFor(QStringLiteral("question")));
    const QString right = mode->rightValues().first();
    ana.answerOption(right);
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return mode->server()->answeredCount() == 1; }, "Ana's answer"));
    mode->revealAction()->trigger();
    // Written at once: a crash now loses nothing of this question.
    QFile file(journal);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject written = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    QVERIFY2(!written.isEmpty(), "the results file is not JSON");
    QCOMPARE(mode->results().questions().size(), 1);
    const int question = mode->results().questions().first().id;
    QStringList names;
    for (const ClassResults::Pupil &pupil : mode->results().pupils()) {
        names << pupil.name;
        const ClassResults::Outcome outcome = mode->results().outcome(pupil.id, question);
        QCOMPARE(outcome, pupil.name == QLatin1String("=Ana") ? ClassResults::Outcome::RightFirst
                                                             : ClassResults::Outcome::None);
    }
    QCOMPARE(names, QStringList({ QStringLiteral("=Ana"), QStringLiteral("Ben") }));
    // The CSV a spreadsheet opens does not run Ana's name as a formula.
    QTemporaryDir dir;
    QString error;
    QVERIFY2(mode->saveResults(dir.filePath(QStringLiteral("r.csv")), &error), qPrintable(error));
    QFile csv(dir.filePath(QStringLiteral("r.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(csv.readAll());
    QVERIFY2(text.contains(QStringLiteral("\"'=Ana\"")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("right-first")), qPrintable(text));
    // Closed as it should be: the file stays, no longer offered as unclosed.
    mode->close();
    QVERIFY(!QFile::exists(journal));
    QVERIFY(ClassMode::unclosedJournals().isEmpty());
    QString closedName = journal;
    closedName.replace(QStringLiteral(".open.json"), QStringLiteral(".json"));
    QVERIFY(QFile::exists(closedName));
}

// The program stopped with a class open: its results file is still marked
// open. The next start offers it; Open shows the table read back from it;
// closing marks it seen. A damaged file is named, not shown.
void TestClassMode::classThatDidNotCloseIsOffered()
{
    QDir(ClassMode::journalFolder()).removeRecursively();
    QVERIFY(QDir().mkpath(ClassMode::journalFolder()));
    ClassResults results;
    results.addPupil(QStringLiteral("p1"), QStringLiteral("Ana"));
    results.addPupil(QStringLiteral("p2"), QStringLiteral("Ben"));
    results.record(QStringLiteral("p1"), 1, 1, QStringLiteral("e4"), true);
    results.record(QStringLiteral("p2"), 1, 1, QStringLiteral("d4"), false);
    const QString journal = QDir(ClassMode::journalFolder()).filePath(QStringLiteral("class-20261127-101500.open.json"));
    QString error;
    QVERIFY2(results.save(journal, &error), qPrintable(error));

    MainWindow window(6, nq::Algorithm::LockLines);
    window.show();
    window.offerUnclosedClass();
    auto *box = window.findChild<QMessageBox *>(QStringLiteral("unclosedClass"));
    QVERIFY(box);
    box->button(QMessageBox::Open)->click();
    ClassResultsDialog *dialog = nullptr;
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return (dialog = window.findChild<ClassResultsDialog *>(QStringLiteral("classResultsDialog"))); },
        "the results dialog"));
    const auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("classResultsTable"));
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 3); // two pupils and the share right
    QCOMPARE(table->verticalHeaderItem(0)->text(), QStringLiteral("Ana"));
    QCOMPARE(table->item(0, 0)->text(), QStringLiteral("right"));
    QCOMPARE(table->item(1, 0)->text(), QStringLiteral("wrong"));
    dialog->reject();
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return !QFile::exists(journal); }, "the file marked seen"));
    QVERIFY(ClassMode::unclosedJournals().isEmpty());

    // Damaged: named in a box, nothing shown, the file left as it was.
    const QString damaged = QDir(ClassMode::journalFolder()).filePath(QStringLiteral("class-20261127-111500.open.json"));
    QFile file(damaged);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"pupils\": 12");
    file.close();
    window.offerUnclosedClass();
    box = window.findChild<QMessageBox *>(QStringLiteral("unclosedClass"));
    QVERIFY(box);
    box->button(QMessageBox::Open)->click();
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return window.findChild<QMessageBox *>(QStringLiteral("unclosedClassUnreadable")) != nullptr; },
        "the damaged file named"));
    QVERIFY(QFile::exists(damaged));
    QVERIFY(QFile::remove(damaged));

    // Where the first version wrote them (the program's name twice, as
    // organization and application): still offered.
    const QString organization = QCoreApplication::organizationName();
    QCoreApplication::setOrganizationName(QCoreApplication::applicationName());
    const auto restore = qScopeGuard([&] { QCoreApplication::setOrganizationName(organization); });
    const QString older = QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                              .filePath(QStringLiteral("classes"));
    QVERIFY(QDir().mkpath(older));
    QVERIFY(older != ClassMode::journalFolder());
    const QString old = QDir(older).filePath(QStringLiteral("class-20261120-090000.open.json"));
    QVERIFY2(results.save(old, &error), qPrintable(error));
    QCOMPARE(ClassMode::unclosedJournals(), QStringList { old });
    QVERIFY(QFile::remove(old));
}

// File > For a Class marks what is saved; opening it again offers a class,
// whose questions then go to the pupils; with a class open, it just says so.
void TestClassMode::lessonForAClassOffersTheClass()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("class-lesson.nqueens"));
    {
        MainWindow window(6, nq::Algorithm::LockLines);
        window.show();
        SessionController *sessions = window.sessions();
        QVERIFY(!sessions->forClassAction()->isChecked());
        sessions->addScene(QStringLiteral("Where does the next queen go?"));
        sessions->forClassAction()->trigger();
        QString error;
        QVERIFY2(sessions->save(path, &error), qPrintable(error));
    }
    QString why;
    const std::optional<Lesson> saved = SessionFile::read(path, &why);
    QVERIFY2(saved, qPrintable(why));
    QVERIFY(saved->forClass);
    QVERIFY(saved->isLesson());

    MainWindow window(5, nq::Algorithm::CheckQueens);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    // A port the system has just given out, so that tests side by side never share one.
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
    const quint16 port = probe.serverPort();
    probe.close();
    window.classMode()->setPreferredPort(port);
    QSignalSpy applied(window.sessions(), &SessionController::applied);
    QVERIFY(window.sessions()->open(path));
    NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 1, "SessionController::applied"));
    QVERIFY(window.sessions()->forClassAction()->isChecked());
    QMessageBox *box = nullptr;
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return (box = window.findChild<QMessageBox *>(QStringLiteral("lessonForClass"))); }, "the offer"));
    QVERIFY2(box->text().contains(QStringLiteral("class-lesson.nqueens")), qPrintable(box->text()));
    QVERIFY(!window.classMode()->isOpen()); // nothing listens until the teacher says so
    auto *open = box->findChild<QPushButton *>(QStringLiteral("openClassButton"));
    QVERIFY(open);
    QCOMPARE(box->defaultButton(), open);
    open->click();
    QVERIFY(window.classMode()->isOpen());
    QVERIFY(window.predictMode()->isActive());

    // A pupil joins; the lesson's scene asks, and the question reaches them.
    PupilClient pupil(window.classMode()->server()->port());
    NQ_VERIFY_WAIT(pupil.join(window.classMode()->server()->code(), QStringLiteral("Ana")));
    QVERIFY(nqtest::stepToQuestion(window));
    NQ_VERIFY_WAIT(pupil.waitFor(QStringLiteral("question")));
    QCOMPARE(pupil.last(QStringLiteral("question")).value(QStringLiteral("text")).toString(),
        window.predictMode()->questionText());

    // Opened again with the class open: no box, the status line says where the questions go.
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return !window.findChild<QMessageBox *>(QStringLiteral("lessonForClass")); }, "the offer gone"));
    QSignalSpy again(window.sessions(), &SessionController::applied);
    QVERIFY(window.sessions()->open(path));
    NQ_VERIFY_WAIT(nqtest::waitForSignals(again, 1, "SessionController::applied"));
    QVERIFY(!window.findChild<QMessageBox *>(QStringLiteral("lessonForClass")));
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("1 pupil connected")),
        qPrintable(window.statusBar()->currentMessage()));
    window.classMode()->close();
}

QTEST_MAIN(TestClassMode)
#include "tst_classmode.moc"
