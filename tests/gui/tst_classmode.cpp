// SPDX-License-Identifier: MIT
// The whole class through the real window: a class opened from the Run
// menu, pupils joined on 127.0.0.1, predict's questions sent to every pupil,
// answers counted but hidden until Reveal, then shown on the board and in
// the panel, vote again, the run held for the teacher, closing, and the QR
// code read back by a real reader (zbarimg).
#include "board/answerlayer.h"
#include "board/boardscene.h"
#include "classroom/classbars.h"
#include "classcore/classsession.h"
#include "classroom/classmode.h"
#include "classroom/classpanel.h"
#include "classroom/classresultsdialog.h"
#include "classroom/qrcode.h"
#include "classroom/qrview.h"
#include "classserver/classresults.h"
#include "coach/predictmode.h"
#include "coach/predicttext.h"
#include "display/boardpresenter.h"
#include "run/runactions.h"
#include "run/runcontroller.h"
#include "activity/activityhost.h"
#include "support/pupilclient.h"
#include "support/predictquestion.h"
#include "support/shownwindow.h"
#include "support/wait.h"
#include "support/withoutfileprivileges.h"
#include "session/sessioncontroller.h"
#include "solver/notation.h"
#include "sessionfile/sessionfile.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QMessageBox>
#include <QPushButton>
#include <QAbstractItemView>
#include <QDir>
#include <QFile>
#include <QGraphicsView>
#include <QJsonDocument>
#include <QJsonArray>
#include <QLabel>
#include <QLockFile>
#include <QProcess>
#include <QStandardPaths>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <optional>

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
    const bool opened = window.activities()->get<ClassMode>()->open(0, &error);
    if (!opened) {
        qWarning("class not opened: %s", qPrintable(error));
    }
    return opened;
}

// The pupils' names in a results file, or what is wrong with it.
QStringList pupilsIn(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return { QStringLiteral("<%1 cannot be read>").arg(path) };
    }
    QString error;
    const std::optional<ClassResults> results = ClassResults::fromJson(file.readAll(), &error);
    if (!results) {
        return { QStringLiteral("<%1: %2>").arg(path, error) };
    }
    QStringList names;
    for (const ClassResults::Pupil &pupil : results->pupils()) {
        names << pupil.name;
    }
    return names;
}

// The questions in a results file (-1: not results).
qsizetype questionsIn(const QString &path)
{
    QFile file(path);
    QString error;
    const std::optional<ClassResults> results
        = file.open(QIODevice::ReadOnly) ? ClassResults::fromJson(file.readAll(), &error) : std::nullopt;
    return results ? results->questions().size() : -1;
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<cannot be read>");
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// The closed results files in `folder` (class-*.json, not .open.json).
QStringList closedJournals(const QString &folder)
{
    QStringList closed;
    for (const QString &name : QDir(folder).entryList({ QStringLiteral("class-*.json") }, QDir::Files, QDir::Name)) {
        if (!name.endsWith(QStringLiteral(".open.json"))) {
            closed << QDir(folder).filePath(name);
        }
    }
    return closed;
}

// The name a results file of `journal`'s class has once closed.
QString closedName(const QString &journal)
{
    QString closed = journal;
    closed.replace(QStringLiteral(".open.json"), QStringLiteral(".json"));
    return closed;
}

// Steps `window` to its next question, a pupil answers it (right), and
// the teacher reveals it.
bool answerAndReveal(MainWindow &window, PupilClient &pupil)
{
    ClassMode *mode = window.activities()->get<ClassMode>();
    if (!nqtest::stepToQuestion(window) || !mode->isVoteOpen()) {
        qWarning("no question for the class");
        return false;
    }
    // The question that is open now (one asked at once when the class
    // opened reached the pupil when they joined).
    const int id = mode->question().id;
    if (!nqtest::waitUntil(
            [&] { return pupil.last(QStringLiteral("question")).value(QStringLiteral("question")).toInt() == id; },
            "the question to reach the pupil")) {
        qWarning("the question did not reach the pupil");
        return false;
    }
    pupil.answerOption(mode->rightValues().first());
    if (!nqtest::waitUntil([&] { return mode->server()->session()->answeredCount() == 1; }, "the pupil's answer")) {
        qWarning("the pupil's answer did not arrive");
        return false;
    }
    mode->revealAction()->trigger();
    return mode->isRevealed();
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
    void bothVotesOnTheBoard();
    void closingTellsEveryPupil();
    void closingWithPupilsAsksFirst();
    void resultsAreWrittenAfterEveryQuestion();
    void classThatDidNotCloseIsOffered();
    void classThatDidNotCloseGoesOn();
    void classesOfTheSameSecondKeepTheirOwnFiles();
    void liveClassIsNeverOfferedAsCrashed();
    void failedWriteIsTriedAgain();
    void linkInPlaceOfTheResultsIsRefused();
    void lessonForAClassOffersTheClass();
    void noQuestionBeforeAnyPupil();
};

void TestClassMode::qrCodeReadsBackAsTheAddress()
{
    const QString zbarimg = QStandardPaths::findExecutable(QStringLiteral("zbarimg"));
    if (zbarimg.isEmpty()) {
        QSKIP("zbarimg (Debian zbar-tools) is not installed: scripts/install-deps.sh installs it");
    }
    MainWindow window(6, nq::Algorithm::LockLines);
    QVERIFY(openClass(window));
    const QString url = window.activities()->get<ClassMode>()->joinUrl().toString();
    QVERIFY(url.startsWith(QStringLiteral("http://")));
    QVERIFY(url.contains(QStringLiteral("?code=") + window.activities()->get<ClassMode>()->server()->code()));
    // What the panel draws is what the reader reads.
    QCOMPARE(window.activities()->get<ClassMode>()->classPanel()->qrView()->text(), url);
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("qr.png"));
    QVERIFY(window.activities()->get<ClassMode>()->classPanel()->qrView()->code().image(6).save(png));
    QProcess reader;
    reader.start(zbarimg, { QStringLiteral("--raw"), QStringLiteral("-q"), png });
    QVERIFY(reader.waitForFinished(nqtest::HangGuardMs));
    QCOMPARE(reader.exitCode(), 0);
    QCOMPARE(QString::fromUtf8(reader.readAllStandardOutput()).trimmed(), url);
}

void TestClassMode::nothingListensUntilOpened()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    QVERIFY(!window.activities()->get<ClassMode>()->isOpen());
    QVERIFY(openClass(window));
    const quint16 port = window.activities()->get<ClassMode>()->server()->port();
    QVERIFY(port != 0);
    QVERIFY(window.activities()->isActive(Activity::Kind::Predict)); // the class answers predict's questions
    window.activities()->get<ClassMode>()->openAction()->trigger(); // unchecks: closes
    QVERIFY(!window.activities()->get<ClassMode>()->isOpen());
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
    window.activities()->get<PredictMode>()->setSettings(onlyKind(QuestionKind::NextSquare));
    QVERIFY(openClass(window));
    ClassMode *mode = window.activities()->get<ClassMode>();
    const QString code = mode->server()->code();
    PupilClient ana(mode->server()->port()), ben(mode->server()->port()), cleo(mode->server()->port());
    NQ_VERIFY_WAIT(ana.join(code.toLower(), QStringLiteral("Ana")));
    NQ_VERIFY_WAIT(ben.join(code, QStringLiteral("Ben")));
    NQ_VERIFY_WAIT(cleo.join(code, QStringLiteral("Cleo")));
    QCOMPARE(mode->server()->session()->connectedCount(), 3);

    QVERIFY(nqtest::stepToQuestion(window));
    const nq::learn::Question asked = *window.activities()->get<PredictMode>()->openQuestion();
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
    // The pupils' form of the question ("Tap its square.", not "Click").
    QCOMPARE(question.value(QStringLiteral("text")).toString(),
        PredictText::pupilQuestion(asked, 6, window.activities()->get<PredictMode>()->refuses()));
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
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return mode->server()->session()->answeredCount() == 2; }, "two answers"));
    // The panel's count follows within its refresh interval.
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return window.activities()->get<ClassMode>()->classPanel()->answeredText() == QStringLiteral("2 of 3 answered"); }, "the count shown"));
    // Which answers stays hidden until Reveal: no counts on the board, no results.
    QVERIFY(window.activities()->get<ClassMode>()->classPanel()->resultsText().isEmpty());
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
    const QList<AnswerLayer::ClassCount> counts = window.presenter()->answerLayer()->marks().counts;
    QCOMPARE(counts.size(), 2);
    for (const AnswerLayer::ClassCount &chosen : counts) {
        QCOMPARE(chosen.count, 1);
        QCOMPARE(chosen.firstCount, -1); // one vote
        QCOMPARE(chosen.square.y(), asked.row);
    }
    QVERIFY(window.activities()->get<ClassMode>()->classPanel()->resultsText().contains(QStringLiteral("Right: 1 of 2 (50%)")));
    // Held: the run waits for the teacher. Predict mode goes on by itself
    // only through its answer's moment (isConfirming(), which it starts only
    // when not held): none is pending, so nothing will move the run.
    QVERIFY(window.activities()->get<PredictMode>()->isHeld());
    QVERIFY(!window.activities()->get<PredictMode>()->isConfirming());
    // ...and nothing queued moves it either (a barrier, not a sleep).
    QVERIFY(nqtest::handlePostedEvents());
    QCOMPARE(window.controller()->mode(), RunController::Mode::Paused);
    QCOMPARE(window.controller()->state().step(), step);
    QVERIFY(!window.activities()->get<ClassMode>()->classPanel()->resultsText().isEmpty());
    // The teacher steps on: the counts go with the question.
    window.runActions()->step()->trigger();
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return window.controller()->state().step() > step; }, "the step"));
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return window.presenter()->answerLayer()->marks().counts.isEmpty(); }, "the counts to go"));
}

void TestClassMode::optionQuestionAndVoteAgain()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    window.activities()->get<PredictMode>()->setSettings(onlyKind(QuestionKind::NextEvent));
    QVERIFY(openClass(window));
    ClassMode *mode = window.activities()->get<ClassMode>();
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
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return mode->server()->session()->answeredCount() == 2; }, "two answers"));

    // Vote again: vote 1's answers are kept; vote 2 starts empty.
    const qsizetype before = ana.received();
    const qsizetype benBefore = ben.received();
    mode->voteAgainAction()->trigger();
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("question"), before));
    NQ_VERIFY_WAIT(ben.waitFor(QStringLiteral("question"), benBefore)); // a pupil answers what reached them
    QCOMPARE(ana.last(QStringLiteral("question")).value(QStringLiteral("vote")).toInt(), 2);
    QCOMPARE(mode->vote(), 2);
    QCOMPARE(mode->firstVote().value(wrong), 2);
    QCOMPARE(mode->server()->session()->answeredCount(), 0);
    QVERIFY(!mode->voteAgainAction()->isEnabled()); // once
    ana.answerOption(right);
    ben.answerOption(wrong);
    ben.answerOption(right); // a change replaces: still one answer
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return mode->server()->session()->tally().value(right) == 2; }, "both to answer right"));
    QCOMPARE(mode->server()->session()->answeredCount(), 2);
    mode->revealAction()->trigger();
    NQ_VERIFY_WAIT(ben.waitFor(QStringLiteral("reveal")));
    QVERIFY(ben.last(QStringLiteral("reveal")).value(QStringLiteral("correct")).toBool());
    const QString results = window.activities()->get<ClassMode>()->classPanel()->resultsText();
    // Both shares right: nobody in vote 1, both in vote 2.
    QVERIFY2(results.contains(QStringLiteral("Right in vote 1: 0 of 2 (0%)")), qPrintable(results));
    QVERIFY2(results.contains(QStringLiteral("Right after vote 2: 2 of 2 (100%)")), qPrintable(results));
    QVERIFY2(results.contains(QStringLiteral("(vote 1: 2)")), qPrintable(results));
    // A bar per option offered, vote 1 beside vote 2, the right one marked.
    const auto *bars = window.activities()->get<ClassMode>()->classPanel()->findChild<ClassBars *>(QStringLiteral("classBars"));
    QVERIFY(bars && bars->isVisibleTo(window.activities()->get<ClassMode>()->classPanel()));
    QCOMPARE(bars->bars().size(), values.size());
    for (qsizetype i = 0; i < values.size(); ++i) {
        const ClassBars::Bar &bar = bars->bars().at(i);
        QCOMPARE(bar.right, values.at(i) == right);
        QCOMPARE(bar.count, values.at(i) == right ? 2 : 0);
        QCOMPARE(bar.firstCount, values.at(i) == wrong ? 2 : 0);
    }
    // A legend says which bar is which vote, and the bars' text says both.
    QCOMPARE(bars->legend(), QStringList({ QStringLiteral("Vote 1"), QStringLiteral("Vote 2") }));
    QVERIFY2(bars->accessibleDescription().contains(QStringLiteral("Right in vote 1: 0 of 2")), qPrintable(bars->accessibleDescription()));
    // Options have no squares: nothing counted on the board.
    QVERIFY(window.presenter()->answerLayer()->marks().counts.isEmpty());
}

void TestClassMode::bothVotesOnTheBoard()
{
    // Peer Instruction's point is the shift between the votes (issue 39,
    // item 6): after Vote Again and Reveal the board shows both, a square
    // chosen only in vote 1 too, and the panel says both shares right (after
    // vote 2 by the one rule: Dan, who answered vote 1 only, counts with it).
    MainWindow window(6, nq::Algorithm::LockLines);
    window.activities()->get<PredictMode>()->setSettings(onlyKind(QuestionKind::NextSquare));
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    QVERIFY(openClass(window));
    ClassMode *mode = window.activities()->get<ClassMode>();
    const QString code = mode->server()->code();
    PupilClient ana(mode->server()->port()), ben(mode->server()->port()), cleo(mode->server()->port()),
        dan(mode->server()->port());
    NQ_VERIFY_WAIT(ana.join(code, QStringLiteral("Ana")));
    NQ_VERIFY_WAIT(ben.join(code, QStringLiteral("Ben")));
    NQ_VERIFY_WAIT(cleo.join(code, QStringLiteral("Cleo")));
    NQ_VERIFY_WAIT(dan.join(code, QStringLiteral("Dan")));
    QVERIFY(nqtest::stepToQuestion(window));
    for (PupilClient *pupil : { &ana, &ben, &cleo, &dan }) {
        NQ_VERIFY_WAIT(pupil->waitFor(QStringLiteral("question")));
    }
    const QStringList offered = strings(ana.last(QStringLiteral("question")).value(QStringLiteral("squares")));
    const QString right = mode->rightValues().value(0);
    QStringList wrongs = offered;
    wrongs.removeAll(right);
    QVERIFY(offered.contains(right) && wrongs.size() >= 2);
    // Vote 1: Ana and Ben on one wrong square, Cleo and Dan right. Vote 2:
    // Ana right, Ben on another wrong square, Cleo right, Dan silent. So the
    // first wrong square is chosen in vote 1 only, the second in vote 2 only.
    const QString onlyFirst = wrongs.at(0);
    const QString onlySecond = wrongs.at(1);
    ana.answerSquare(onlyFirst);
    ben.answerSquare(onlyFirst);
    cleo.answerSquare(right);
    dan.answerSquare(right);
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return mode->server()->session()->answeredCount() == 4; }, "vote 1's answers"));
    auto *view = qobject_cast<QGraphicsView *>(window.centralWidget());
    QVERIFY(view);
    const auto squareOf = [&](const QString &name) {
        const std::optional<nq::Square> square = nq::squareNamed(6, name.toStdString());
        // Inside the square: its neighbours' antialiased edges stay out.
        return view->mapFromScene(window.boardScene()->squareRect(square->row, square->col)).boundingRect().adjusted(4, 4, -4, -4);
    };
    const QImage asked = view->viewport()->grab().toImage();
    const qsizetype before = ana.received();
    mode->voteAgainAction()->trigger();
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("question"), before));
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return mode->vote() == 2; }, "vote 2"));
    ana.answerSquare(right);
    ben.answerSquare(onlySecond);
    cleo.answerSquare(right);
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return mode->server()->session()->answeredCount() == 3; }, "vote 2's answers"));
    // Before Reveal nothing of either vote is on the board.
    QVERIFY(nqtest::handlePostedEvents());
    const QImage answered = view->viewport()->grab().toImage();
    for (const QString &name : offered) {
        QVERIFY2(answered.copy(squareOf(name)) == asked.copy(squareOf(name)), qPrintable(name + QStringLiteral(" shown before Reveal")));
    }
    mode->revealAction()->trigger();
    QVERIFY(mode->isRevealed());
    QVERIFY(nqtest::handlePostedEvents());
    const QImage revealed = view->viewport()->grab().toImage();
    // Each square chosen in either vote is drawn; the one chosen in vote 1
    // only does not vanish.
    for (const QString &name : { onlyFirst, onlySecond, right }) {
        QVERIFY2(revealed.copy(squareOf(name)) != answered.copy(squareOf(name)), qPrintable(name + QStringLiteral(" not drawn")));
    }
    for (const QString &name : offered) {
        if (name != onlyFirst && name != onlySecond && name != right) {
            QVERIFY2(revealed.copy(squareOf(name)) == answered.copy(squareOf(name)), qPrintable(name + QStringLiteral(" drawn, chosen by nobody")));
        }
    }
    // Each square chosen in either vote with both counts, nobody's square not.
    const auto countOn = [&](const QString &name) {
        const std::optional<nq::Square> square = nq::squareNamed(6, name.toStdString());
        for (const AnswerLayer::ClassCount &chosen : window.presenter()->answerLayer()->marks().counts) {
            if (chosen.square == QPoint(square->col, square->row)) {
                return std::pair(chosen.count, chosen.firstCount);
            }
        }
        return std::pair(-2, -2); // not on the board
    };
    QCOMPARE(countOn(onlyFirst), std::pair(0, 2));
    QCOMPARE(countOn(onlySecond), std::pair(1, 0));
    QCOMPARE(countOn(right), std::pair(2, 2));
    QCOMPARE(window.presenter()->answerLayer()->marks().counts.size(), 3);
    // Both shares right, and each square's two counts.
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return !mode->classPanel()->resultsText().isEmpty(); }, "the results shown"));
    const QString results = mode->classPanel()->resultsText();
    QVERIFY2(results.contains(QStringLiteral("Right in vote 1: 2 of 4 (50%)")), qPrintable(results));
    QVERIFY2(results.contains(QStringLiteral("Right after vote 2: 3 of 4 (75%)")), qPrintable(results));
    QVERIFY2(results.contains(onlyFirst + QStringLiteral(": 0 (vote 1: 2)")), qPrintable(results));
    QVERIFY2(results.contains(onlySecond + QStringLiteral(": 1 (vote 1: 0)")), qPrintable(results));
    QVERIFY2(results.contains(QStringLiteral("On the board: vote 1 small, vote 2 large")), qPrintable(results));
}

void TestClassMode::closingTellsEveryPupil()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    QVERIFY(openClass(window));
    ClassMode *mode = window.activities()->get<ClassMode>();
    PupilClient ana(mode->server()->port());
    NQ_VERIFY_WAIT(ana.join(mode->server()->code(), QStringLiteral("Ana")));
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("state")));
    QCOMPARE(ana.last(QStringLiteral("state")).value(QStringLiteral("board")).toObject().value(QStringLiteral("n")).toInt(), 6);
    mode->close();
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("closed")));
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return !ana.isConnected(); }, "the pupil's socket to close"));
    QVERIFY(!window.activities()->get<PredictMode>()->isHeld());
    QVERIFY(!mode->openAction()->isChecked());
}

// Close the Class with pupils connected asks first (issue 39, item 18):
// one tap must not end thirty pages. Keep It Open (the default, and
// Escape) keeps the class and every pupil; Close the Class closes it.
// With nobody connected it closes at once (nothing to lose).
void TestClassMode::closingWithPupilsAsksFirst()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    window.show();
    QVERIFY(openClass(window));
    ClassMode *mode = window.activities()->get<ClassMode>();
    PupilClient ana(mode->server()->port());
    NQ_VERIFY_WAIT(ana.join(mode->server()->code(), QStringLiteral("Ana")));
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return mode->server()->session()->connectedCount() == 1; }, "Ana"));
    auto *panelClose = mode->panel()->findChild<QPushButton *>(QStringLiteral("closeClass"));
    for (QAction *way : { mode->openAction(), static_cast<QAction *>(nullptr) }) {
        if (way) {
            way->trigger();
        } else {
            QVERIFY(panelClose);
            panelClose->click();
        }
        QVERIFY(mode->isOpen());
        QVERIFY(mode->openAction()->isChecked());
        QMessageBox *box = nullptr;
        NQ_VERIFY_WAIT(nqtest::waitUntil(
            [&] { return (box = window.findChild<QMessageBox *>(QStringLiteral("closeClassQuestion"))); }, "the question"));
        QVERIFY2(box->text().contains(QStringLiteral("1 pupil")), qPrintable(box->text()));
        QCOMPARE(box->defaultButton(), box->findChild<QPushButton *>(QStringLiteral("keepClassOpenButton")));
        QTest::keyClick(box, Qt::Key_Escape);
        NQ_VERIFY_WAIT(nqtest::waitUntil(
            [&] { return !window.findChild<QMessageBox *>(QStringLiteral("closeClassQuestion")); }, "the question gone"));
        QVERIFY(mode->isOpen());
        QCOMPARE(mode->server()->session()->connectedCount(), 1);
    }
    mode->openAction()->trigger();
    QMessageBox *box = nullptr;
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return (box = window.findChild<QMessageBox *>(QStringLiteral("closeClassQuestion"))); }, "the question"));
    box->findChild<QPushButton *>(QStringLiteral("closeClassButton"))->click();
    QVERIFY(!mode->isOpen());
    QVERIFY(!mode->openAction()->isChecked());
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("closed")));
}

void TestClassMode::resultsAreWrittenAfterEveryQuestion()
{
    QDir(ClassMode::journalFolder()).removeRecursively();
    MainWindow window(6, nq::Algorithm::LockLines);
    window.activities()->get<PredictMode>()->setSettings(onlyKind(QuestionKind::NextEvent));
    QVERIFY(openClass(window));
    ClassMode *mode = window.activities()->get<ClassMode>();
    const QString journal = mode->journalFile();
    QVERIFY(journal.endsWith(QStringLiteral(".open.json")));
    QVERIFY(QFile::exists(journal));
    QVERIFY(mode->resultsSaved());
    // Open, not crashed: its lock is held, so it is not offered (see liveClassIsNeverOfferedAsCrashed()).
    QCOMPARE(ClassMode::unclosedJournals(), QStringList {});
    PupilClient ana(mode->server()->port()), ben(mode->server()->port());
    NQ_VERIFY_WAIT(ana.join(mode->server()->code(), QStringLiteral("=Ana")));
    NQ_VERIFY_WAIT(ben.join(mode->server()->code(), QStringLiteral("Ben")));
    QVERIFY(nqtest::stepToQuestion(window));
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("question")));
    NQ_VERIFY_WAIT(ben.waitFor(QStringLiteral("question")));
    const QString right = mode->rightValues().first();
    ana.answerOption(right);
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return mode->server()->session()->answeredCount() == 1; }, "Ana's answer"));
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
    QVERIFY(QFile::exists(closedName(journal)));
    QVERIFY(!QFile::exists(journal + QStringLiteral(".lock"))); // let go
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
    // A class of an older version kept no roster: it cannot go on.
    QVERIFY(!box->findChild<QPushButton *>(QStringLiteral("resumeClassButton")));
    box->findChild<QPushButton *>(QStringLiteral("showUnclosedButton"))->click();
    ClassResultsDialog *dialog = nullptr;
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return (dialog = window.findChild<ClassResultsDialog *>(QStringLiteral("classResultsDialog"))); },
        "the results dialog"));
    // Read through its model: what any item view of the results shows.
    const auto *table = dialog->findChild<QAbstractItemView *>(QStringLiteral("classResultsTable"));
    QVERIFY(table && table->model());
    const QAbstractItemModel *model = table->model();
    QCOMPARE(model->rowCount(), 3); // two pupils and the share right
    QCOMPARE(model->headerData(0, Qt::Vertical).toString(), QStringLiteral("Ana"));
    QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("right"));
    QCOMPARE(model->index(1, 0).data().toString(), QStringLiteral("wrong"));
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
    box->findChild<QPushButton *>(QStringLiteral("showUnclosedButton"))->click();
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

// Two programs (here two windows) open a class in the same second, among
// files of other classes named by that second: each class gets a file of
// its own, nothing of the others is written, replaced, removed or
// followed, and each keeps its own pupils once both closed, also where
// another file took the name a closed class would have.
// The program stopped with a class open and its pupils' pages retrying
// (issue 39, item 9): the next start offers to go on with the class. Going
// on opens the same code and port, each page that comes back with its
// token is the same pupil (by name, with the results they had), and the
// results go on in the same file, one file for the whole lesson; closing
// then renames it and removes the roster with the tokens.
void TestClassMode::classThatDidNotCloseGoesOn()
{
    QDir(ClassMode::journalFolder()).removeRecursively();
    const QString folder = ClassMode::journalFolder();
    QString crashed;
    QString code;
    quint16 port = 0;
    QString adaToken;
    int firstQuestion = 0;
    {
        MainWindow before(6, nq::Algorithm::LockLines);
        before.activities()->get<PredictMode>()->setSettings(onlyKind(QuestionKind::NextEvent));
        QVERIFY(openClass(before));
        ClassMode *mode = before.activities()->get<ClassMode>();
        port = mode->server()->port();
        code = mode->server()->code();
        PupilClient ada(port), ben(port);
        NQ_VERIFY_WAIT(ada.join(code, QStringLiteral("Ada")));
        NQ_VERIFY_WAIT(ben.join(code, QStringLiteral("Ben")));
        adaToken = ada.token();
        QVERIFY(answerAndReveal(before, ada));
        QCOMPARE(mode->results().questions().size(), 1);
        firstQuestion = mode->results().questions().first().id;
        const QString journal = mode->journalFile();
        const QString roster = journal.chopped(QStringLiteral(".open.json").size()) + QStringLiteral(".roster");
        QVERIFY2(QFile::exists(roster), qPrintable(roster));
        // The tokens are the user's alone.
        QCOMPARE(QFile::permissions(roster) & (QFile::ReadGroup | QFile::ReadOther | QFile::WriteGroup | QFile::WriteOther),
            QFile::Permissions());
        // What a crash leaves: the files as they are now, under a class's
        // name, with no live lock (this program's own class then closes,
        // letting the port go as a killed program does).
        crashed = QDir(folder).filePath(QStringLiteral("class-20261129-080000-01.open.json"));
        QVERIFY(QFile::copy(journal, crashed));
        QVERIFY(QFile::copy(roster, QDir(folder).filePath(QStringLiteral("class-20261129-080000-01.roster"))));
        mode->close();
    }
    QCOMPARE(ClassMode::unclosedJournals(), QStringList { crashed });

    MainWindow after(6, nq::Algorithm::LockLines);
    after.activities()->get<PredictMode>()->setSettings(onlyKind(QuestionKind::NextEvent));
    after.show();
    after.offerUnclosedClass();
    auto *box = after.findChild<QMessageBox *>(QStringLiteral("unclosedClass"));
    QVERIFY(box);
    auto *goOn = box->findChild<QPushButton *>(QStringLiteral("resumeClassButton"));
    QVERIFY(goOn);
    QCOMPARE(box->defaultButton(), goOn);
    goOn->click();
    ClassMode *mode = after.activities()->get<ClassMode>();
    QVERIFY(mode->isOpen());
    QCOMPARE(mode->server()->port(), port);
    QCOMPARE(mode->server()->code(), code);
    QCOMPARE(mode->journalFile(), crashed);
    QVERIFY(mode->resultsSaved());
    QCOMPARE(mode->server()->session()->pupilCount(), 2);

    // Ada's page retries with the code and token it kept: Ada again.
    PupilClient ada(port);
    NQ_VERIFY_WAIT(ada.join(code, QString(), adaToken));
    QCOMPARE(ada.last(QStringLiteral("welcome")).value(QStringLiteral("name")).toString(), QStringLiteral("Ada"));
    QCOMPARE(mode->server()->session()->pupilCount(), 2);
    QVERIFY(answerAndReveal(after, ada));
    // One file: the question before the crash and the one after, Ada right
    // in both, under one id each.
    QCOMPARE(questionsIn(crashed), 2);
    QCOMPARE(mode->results().questions().size(), 2);
    QVERIFY(mode->results().questions().last().id > firstQuestion);
    QCOMPARE(pupilsIn(crashed), QStringList({ QStringLiteral("Ada"), QStringLiteral("Ben") }));
    mode->close();
    QVERIFY(!QFile::exists(crashed));
    QVERIFY(QFile::exists(closedName(crashed)));
    QVERIFY(!QFile::exists(QDir(folder).filePath(QStringLiteral("class-20261129-080000-01.roster"))));
    QVERIFY(ClassMode::unclosedJournals().isEmpty());
}

void TestClassMode::classesOfTheSameSecondKeepTheirOwnFiles()
{
    QDir(ClassMode::journalFolder()).removeRecursively();
    QVERIFY(QDir().mkpath(ClassMode::journalFolder()));
    const QDir folder(ClassMode::journalFolder());
    QTemporaryDir elsewhere;
    QVERIFY(elsewhere.isValid());
    MainWindow first(6, nq::Algorithm::LockLines), second(6, nq::Algorithm::LockLines);
    for (MainWindow *window : { &first, &second }) {
        window->activities()->get<PredictMode>()->setSettings(onlyKind(QuestionKind::NextEvent));
    }
    // Other classes' files for this second and the next ones, as another
    // program or an older version names them (open and closed), and a
    // link to nothing where a name would be: taken, never made through.
    QMap<QString, QByteArray> others;
    QStringList links;
    const QDateTime now = QDateTime::currentDateTime();
    for (int offset = 0; offset < 5; ++offset) {
        const QString stem = folder.filePath(
            QStringLiteral("class-") + now.addSecs(offset).toString(QStringLiteral("yyyyMMdd-HHmmss")));
        others.insert(stem + QStringLiteral(".open.json"), "an older version's class, open");
        others.insert(stem + QStringLiteral("-01.open.json"), "another class, open");
        others.insert(stem + QStringLiteral("-02.json"), "another class, closed");
        links << stem + QStringLiteral("-03.open.json");
    }
    for (auto it = others.cbegin(); it != others.cend(); ++it) {
        QVERIFY(writeFile(it.key(), it.value()));
    }
    const QString nowhere = elsewhere.filePath(QStringLiteral("nowhere.json"));
    for (const QString &link : std::as_const(links)) {
        QVERIFY(QFile::link(nowhere, link));
    }

    QVERIFY(openClass(first));
    QVERIFY(openClass(second));
    const QString firstFile = first.activities()->get<ClassMode>()->journalFile();
    const QString secondFile = second.activities()->get<ClassMode>()->journalFile();
    QVERIFY(!firstFile.isEmpty() && !secondFile.isEmpty());
    QVERIFY2(firstFile != secondFile, qPrintable(firstFile));
    for (const QString &file : { firstFile, secondFile }) {
        QVERIFY2(!others.contains(file) && !links.contains(file), qPrintable(file));
        QVERIFY2(QFileInfo(file).isFile() && !QFileInfo(file).isSymLink(), qPrintable(file));
    }
    PupilClient ana(first.activities()->get<ClassMode>()->server()->port()), ben(second.activities()->get<ClassMode>()->server()->port());
    NQ_VERIFY_WAIT(ana.join(first.activities()->get<ClassMode>()->server()->code(), QStringLiteral("Ana")));
    NQ_VERIFY_WAIT(ben.join(second.activities()->get<ClassMode>()->server()->code(), QStringLiteral("Ben")));
    QVERIFY(answerAndReveal(first, ana));
    QVERIFY(answerAndReveal(second, ben));
    QCOMPARE(pupilsIn(firstFile), QStringList { QStringLiteral("Ana") });
    QCOMPARE(pupilsIn(secondFile), QStringList { QStringLiteral("Ben") });

    // The names they would have once closed are taken meanwhile: by a
    // file, and by a link to nothing. Closing replaces neither.
    QVERIFY(writeFile(closedName(firstFile), "a class closed meanwhile"));
    others.insert(closedName(firstFile), "a class closed meanwhile");
    QVERIFY(QFile::link(nowhere, closedName(secondFile)));
    links << closedName(secondFile);
    first.activities()->get<ClassMode>()->close();
    second.activities()->get<ClassMode>()->close();
    QVERIFY(!QFile::exists(firstFile));
    QVERIFY(!QFile::exists(secondFile));
    for (auto it = others.cbegin(); it != others.cend(); ++it) {
        QCOMPARE(contents(it.key()), it.value());
    }
    for (const QString &link : std::as_const(links)) {
        QVERIFY2(QFileInfo(link).isSymLink(), qPrintable(link));
    }
    QVERIFY(!QFileInfo::exists(nowhere));
    QStringList ours;
    for (const QString &closed : closedJournals(folder.path())) {
        if (!others.contains(closed)) {
            ours << closed;
        }
    }
    QCOMPARE(ours.size(), 2);
    QStringList pupils;
    for (const QString &closed : std::as_const(ours)) {
        QCOMPARE(pupilsIn(closed).size(), 1);
        pupils << pupilsIn(closed);
    }
    pupils.sort();
    QCOMPARE(pupils, QStringList({ QStringLiteral("Ana"), QStringLiteral("Ben") }));
}

// A program started while another has a class open offers nothing of it:
// the live class holds its lock. A file whose program is gone (its lock
// names a process that no longer runs) is offered.
void TestClassMode::liveClassIsNeverOfferedAsCrashed()
{
    QDir(ClassMode::journalFolder()).removeRecursively();
    QVERIFY(QDir().mkpath(ClassMode::journalFolder()));
    MainWindow teacher(6, nq::Algorithm::LockLines);
    QVERIFY(openClass(teacher));
    const QString live = teacher.activities()->get<ClassMode>()->journalFile();
    QVERIFY(QFile::exists(live));
    QCOMPARE(ClassMode::unclosedJournals(), QStringList {});
    QVERIFY(QFile::exists(live + QStringLiteral(".lock")));
    MainWindow other(6, nq::Algorithm::LockLines);
    other.show();
    other.offerUnclosedClass();
    QVERIFY(nqtest::handlePostedEvents());
    QVERIFY(!other.findChild<QMessageBox *>(QStringLiteral("unclosedClass")));
    // Looking took nothing from the live class.
    QVERIFY(QFile::exists(live));
    QVERIFY(QFile::exists(live + QStringLiteral(".lock")));

    // A program that stopped with a class open: its results file, and its
    // lock naming a process that has gone (one that ran and ended).
    QProcess ended;
    ended.start(QStringLiteral("true"), QStringList {});
    QVERIFY(ended.waitForStarted(nqtest::HangGuardMs));
    const qint64 gone = ended.processId();
    QVERIFY(ended.waitForFinished(nqtest::HangGuardMs));
    QVERIFY(gone > 0);
    const QString crashed = QDir(ClassMode::journalFolder()).filePath(QStringLiteral("class-20261128-090745-01.open.json"));
    ClassResults results;
    results.record(QStringLiteral("p1"), 1, 1, QStringLiteral("e4"), true);
    QString error;
    QVERIFY2(results.save(crashed, &error), qPrintable(error));
    QByteArray lockText;
    {
        // A lock as this program writes it, then said to be the ended process's.
        QLockFile lock(crashed + QStringLiteral(".lock"));
        QVERIFY(lock.tryLock(0));
        lockText = contents(crashed + QStringLiteral(".lock"));
    }
    QVERIFY(lockText.startsWith(QByteArray::number(QCoreApplication::applicationPid()) + '\n'));
    lockText = QByteArray::number(gone) + lockText.mid(lockText.indexOf('\n'));
    QVERIFY(writeFile(crashed + QStringLiteral(".lock"), lockText));
    QCOMPARE(ClassMode::unclosedJournals(), QStringList { crashed });
    other.offerUnclosedClass();
    auto *box = other.findChild<QMessageBox *>(QStringLiteral("unclosedClass"));
    QVERIFY(box);
    box->findChild<QPushButton *>(QStringLiteral("notNowUnclosedButton"))->click();
    // Still offered (not seen), the live class still not.
    QCOMPARE(ClassMode::unclosedJournals(), QStringList { crashed });
    teacher.activities()->get<ClassMode>()->close();
    QCOMPARE(ClassMode::unclosedJournals(), QStringList { crashed });
}

// Saving fails (the folder read-only, for root too): the panel says the
// results are not saved until a write succeeds, the write is tried again
// on a timer, and once the folder is writable again the next try writes
// every question revealed.
void TestClassMode::failedWriteIsTriedAgain()
{
    QDir(ClassMode::journalFolder()).removeRecursively();
    MainWindow window(6, nq::Algorithm::LockLines);
    window.activities()->get<PredictMode>()->setSettings(onlyKind(QuestionKind::NextEvent));
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    QVERIFY(openClass(window));
    ClassMode *mode = window.activities()->get<ClassMode>();
    const QString journal = mode->journalFile();
    const auto *line = window.activities()->get<ClassMode>()->classPanel()->findChild<QLabel *>(QStringLiteral("classResultsNotSaved"));
    QVERIFY(line);
    PupilClient ana(mode->server()->port());
    NQ_VERIFY_WAIT(ana.join(mode->server()->code(), QStringLiteral("Ana")));
    QVERIFY(answerAndReveal(window, ana));
    QCOMPARE(questionsIn(journal), 1);
    QVERIFY(mode->resultsSaved());
    QVERIFY(!line->isVisibleTo(window.activities()->get<ClassMode>()->classPanel()));

    const QString folder = ClassMode::journalFolder();
    const QFile::Permissions writable = QFile::permissions(folder);
    QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner));
    const auto restore = qScopeGuard([&] { QFile::setPermissions(folder, writable); });
    std::optional<WithoutFilePrivileges> asAnyUser(std::in_place);
    QVERIFY(asAnyUser->isValid());
    QSignalSpy said(mode, &ClassMode::resultsNotWritten);
    QVERIFY(answerAndReveal(window, ana));
    QCOMPARE(mode->results().questions().size(), 2);
    QVERIFY(!mode->resultsSaved());
    QVERIFY2(mode->resultsProblem().contains(QStringLiteral("permission denied")), qPrintable(mode->resultsProblem()));
    QVERIFY(line->isVisibleTo(window.activities()->get<ClassMode>()->classPanel()));
    QVERIFY2(window.activities()->get<ClassMode>()->classPanel()->notSavedText().startsWith(QStringLiteral("Results not saved: permission denied")),
        qPrintable(window.activities()->get<ClassMode>()->classPanel()->notSavedText()));
    const auto *retry = mode->findChild<QTimer *>(QStringLiteral("resultsRetry"));
    QVERIFY(retry);
    QVERIFY(retry->isActive());
    QCOMPARE(said.size(), 1); // the status line's message, once
    // A try while it still fails: still not saved, not said again.
    mode->retrySavingResults();
    QVERIFY(!mode->resultsSaved());
    QVERIFY(retry->isActive());
    QCOMPARE(said.size(), 1);
    QCOMPARE(questionsIn(journal), 1);

    // Writable again: the timer's next try writes both questions.
    asAnyUser.reset();
    QVERIFY(QFile::setPermissions(folder, writable));
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return mode->resultsSaved(); }, "the timer's next write"));
    QCOMPARE(questionsIn(journal), 2);
    QCOMPARE(pupilsIn(journal), QStringList { QStringLiteral("Ana") });
    QVERIFY(!line->isVisibleTo(window.activities()->get<ClassMode>()->classPanel()));
    QVERIFY(window.activities()->get<ClassMode>()->classPanel()->notSavedText().isEmpty());
    QVERIFY(!retry->isActive());
    mode->close();
    QCOMPARE(questionsIn(closedName(journal)), 2);
}

// A link put in the results file's place is never followed: the write is
// refused with the reason and shown as not saved, the link's target (a
// read-only file, which root could replace) stays as it was, and another
// program does not offer it. The file made again, the results are saved.
void TestClassMode::linkInPlaceOfTheResultsIsRefused()
{
    QDir(ClassMode::journalFolder()).removeRecursively();
    QTemporaryDir elsewhere;
    QVERIFY(elsewhere.isValid());
    const QString precious = elsewhere.filePath(QStringLiteral("precious.json"));
    QVERIFY(writeFile(precious, "precious"));
    QVERIFY(QFile::setPermissions(precious, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    MainWindow window(6, nq::Algorithm::LockLines);
    window.activities()->get<PredictMode>()->setSettings(onlyKind(QuestionKind::NextEvent));
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    QVERIFY(openClass(window));
    ClassMode *mode = window.activities()->get<ClassMode>();
    const QString journal = mode->journalFile();
    PupilClient ana(mode->server()->port());
    NQ_VERIFY_WAIT(ana.join(mode->server()->code(), QStringLiteral("Ana")));

    QVERIFY(QFile::remove(journal));
    QVERIFY(QFile::link(precious, journal));
    QVERIFY(answerAndReveal(window, ana));
    QCOMPARE(contents(precious), QByteArray("precious"));
    QVERIFY(QFileInfo(journal).isSymLink());
    QVERIFY(!mode->resultsSaved());
    QVERIFY2(mode->resultsProblem().contains(QStringLiteral("symbolic link")), qPrintable(mode->resultsProblem()));
    QVERIFY2(window.activities()->get<ClassMode>()->classPanel()->notSavedText().contains(QStringLiteral("symbolic link")),
        qPrintable(window.activities()->get<ClassMode>()->classPanel()->notSavedText()));
    QCOMPARE(ClassMode::unclosedJournals(), QStringList {});

    // The link taken away: the next try makes the file again.
    QVERIFY(QFile::remove(journal));
    mode->retrySavingResults();
    QVERIFY(mode->resultsSaved());
    QCOMPARE(questionsIn(journal), 1);
    QVERIFY(window.activities()->get<ClassMode>()->classPanel()->notSavedText().isEmpty());

    // A link to the precious file where the closed file would go: closing
    // neither follows it nor replaces it.
    QVERIFY(QFile::link(precious, closedName(journal)));
    mode->close();
    QVERIFY(QFileInfo(closedName(journal)).isSymLink());
    QCOMPARE(contents(precious), QByteArray("precious"));
    const QString stem = journal.chopped(QStringLiteral(".open.json").size());
    QCOMPARE(pupilsIn(stem + QStringLiteral("-2.json")), QStringList { QStringLiteral("Ana") });
    QCOMPARE(ClassMode::unclosedJournals(), QStringList {});
}

// File > For a Class marks what is saved; opening it again offers a class,
// whose questions then go to the pupils; with a class open, it just says so.
// No phantom question (issue 39, item 11): a class opened at a step where
// predict mode waits on a question asks nobody while nobody is there;
// the first pupil who comes gets it (they can answer it). A lesson opened
// at the same step replaces the question with its own, and the results
// hold only questions pupils were asked: the one answered, nothing of the
// step the class opened at.
void TestClassMode::noQuestionBeforeAnyPupil()
{
    QDir(ClassMode::journalFolder()).removeRecursively();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("lesson.nqueens"));
    {
        MainWindow author(6, nq::Algorithm::LockLines);
        author.activities()->get<PredictMode>()->setSettings(onlyKind(QuestionKind::NextEvent));
        author.activities()->get<PredictMode>()->setActive(true);
        author.sessions()->addScene(QStringLiteral("What happens next?"));
        QString error;
        QVERIFY2(author.sessions()->save(path, &error), qPrintable(error));
    }
    MainWindow window(6, nq::Algorithm::LockLines);
    window.activities()->get<PredictMode>()->setSettings(onlyKind(QuestionKind::NextEvent));
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    window.activities()->get<PredictMode>()->setActive(true);
    QVERIFY(nqtest::stepToQuestion(window)); // predict mode waits on a question
    QVERIFY(window.activities()->get<PredictMode>()->openQuestion());
    QVERIFY(openClass(window));
    ClassMode *mode = window.activities()->get<ClassMode>();
    QVERIFY(!mode->hasQuestion()); // nobody could answer it

    // The lesson at the same step: still nobody asked.
    QSignalSpy applied(window.sessions(), &SessionController::applied);
    QVERIFY(window.sessions()->open(path));
    NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 1, "SessionController::applied"));
    QVERIFY(!mode->hasQuestion());

    PredictMode *predict = window.activities()->get<PredictMode>();
    if (!predict->openQuestion()) {
        QVERIFY(nqtest::stepToQuestion(window)); // the lesson's scene asked nothing yet
    }
    QVERIFY(!mode->hasQuestion());

    // The first pupil: the question predict mode waits on now reaches them.
    PupilClient ana(mode->server()->port());
    NQ_VERIFY_WAIT(ana.join(mode->server()->code(), QStringLiteral("Ana")));
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return mode->hasQuestion(); }, "the question for Ana"));
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("question")));
    QCOMPARE(ana.last(QStringLiteral("question")).value(QStringLiteral("text")).toString(), predict->questionText());
    // Answered and revealed: the only question in the results.
    ana.answerOption(mode->rightValues().first());
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return mode->server()->session()->answeredCount() == 1; }, "Ana's answer"));
    mode->revealAction()->trigger();
    QVERIFY(mode->isRevealed());
    mode->close();
    QCOMPARE(mode->results().questions().size(), 1);
    const QStringList closed = closedJournals(ClassMode::journalFolder());
    QCOMPARE(closed.size(), 1);
    QCOMPARE(questionsIn(closed.first()), 1);
}

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
    window.activities()->get<ClassMode>()->setPreferredPort(port);
    QSignalSpy applied(window.sessions(), &SessionController::applied);
    QVERIFY(window.sessions()->open(path));
    NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 1, "SessionController::applied"));
    QVERIFY(window.sessions()->forClassAction()->isChecked());
    QMessageBox *box = nullptr;
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return (box = window.findChild<QMessageBox *>(QStringLiteral("lessonForClass"))); }, "the offer"));
    QVERIFY2(box->text().contains(QStringLiteral("class-lesson.nqueens")), qPrintable(box->text()));
    QVERIFY(!window.activities()->get<ClassMode>()->isOpen()); // nothing listens until the teacher says so
    auto *open = box->findChild<QPushButton *>(QStringLiteral("openClassButton"));
    QVERIFY(open);
    QCOMPARE(box->defaultButton(), open);
    open->click();
    QVERIFY(window.activities()->get<ClassMode>()->isOpen());
    QVERIFY(window.activities()->get<PredictMode>()->isActive());

    // A pupil joins; the lesson's scene asks, and the question reaches them.
    PupilClient pupil(window.activities()->get<ClassMode>()->server()->port());
    NQ_VERIFY_WAIT(pupil.join(window.activities()->get<ClassMode>()->server()->code(), QStringLiteral("Ana")));
    QVERIFY(nqtest::stepToQuestion(window));
    NQ_VERIFY_WAIT(pupil.waitFor(QStringLiteral("question")));
    QCOMPARE(pupil.last(QStringLiteral("question")).value(QStringLiteral("text")).toString(),
        window.activities()->get<PredictMode>()->questionText());

    // Opened again with the class open: no box, the status line says where the questions go.
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return !window.findChild<QMessageBox *>(QStringLiteral("lessonForClass")); }, "the offer gone"));
    QSignalSpy again(window.sessions(), &SessionController::applied);
    QVERIFY(window.sessions()->open(path));
    NQ_VERIFY_WAIT(nqtest::waitForSignals(again, 1, "SessionController::applied"));
    QVERIFY(!window.findChild<QMessageBox *>(QStringLiteral("lessonForClass")));
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("1 pupil connected")),
        qPrintable(window.statusBar()->currentMessage()));
    window.activities()->get<ClassMode>()->close();
}

QTEST_MAIN(TestClassMode)
#include "tst_classmode.moc"
