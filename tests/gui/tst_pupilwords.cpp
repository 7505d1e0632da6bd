// SPDX-License-Identifier: MIT
// The words a pupil's page gets are meant for pupils (issue 39, item 10):
// through the real window's class, as a pupil on 127.0.0.1 receives them,
// the line under the board and every kind of question say nothing of the
// teacher's keys and clicks ("Press Space to play or Right to step.",
// "Click its square."); a square question says "Tap".
#include "activity/activityhost.h"
#include "classcore/classsession.h"
#include "classroom/classmode.h"
#include "coach/predictmode.h"
#include "coach/predicttext.h"
#include "display/boardpresenter.h"
#include "support/predictquestion.h"
#include "support/pupilclient.h"
#include "support/shownwindow.h"
#include "support/wait.h"
#include "window/mainwindow.h"

#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using nq::learn::QuestionKind;
using nqtest::PupilClient;

namespace {

// Words that tell the teacher what to press or click on the desktop, or
// speak to the teacher about the window: none is a pupil's.
const QRegularExpression &teacherWords()
{
    static const QRegularExpression words(QStringLiteral(
        R"(\b(click|press|space|right to step|pick it below|arrow keys|play mode|the board is yours)\b)"),
        QRegularExpression::CaseInsensitiveOption);
    return words;
}

bool openClass(MainWindow &window)
{
    QString error;
    const bool opened = window.activities()->get<ClassMode>()->open(0, &error);
    if (!opened) {
        qWarning("class not opened: %s", qPrintable(error));
    }
    return opened;
}

QString statusOf(const PupilClient &pupil)
{
    return pupil.last(QStringLiteral("state")).value(QStringLiteral("status")).toString();
}

} // namespace

class TestPupilWords : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Results files go to the test's own data folder, never the user's.
        QStandardPaths::setTestModeEnabled(true);
    }
    void questionsSpeakToPupils_data();
    void questionsSpeakToPupils();
    void statusLineHasNoTeacherKeys_data();
    void statusLineHasNoTeacherKeys();
};

void TestPupilWords::questionsSpeakToPupils_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("tap"); // a square question: says how to tap
    const struct
    {
        const char *name;
        nq::Algorithm algorithm;
        QuestionKind kind;
        bool tap;
    } rows[] = {
        { "next square", nq::Algorithm::LockLines, QuestionKind::NextSquare, true },
        { "attacker", nq::Algorithm::CheckQueens, QuestionKind::Attacker, true },
        { "next event", nq::Algorithm::MarkBoard, QuestionKind::NextEvent, false },
        { "tries left", nq::Algorithm::Bitmask, QuestionKind::TriesLeft, false },
        { "part of a solution", nq::Algorithm::LockLines, QuestionKind::PartOfSolution, false },
        { "fewest attackers", nq::Algorithm::MinConflicts, QuestionKind::FewestAttackers, true },
        { "chosen row", nq::Algorithm::Mrv, QuestionKind::ChosenLine, false },
        { "chosen line", nq::Algorithm::DancingLinks, QuestionKind::ChosenLine, false },
        { "wiped-out row", nq::Algorithm::ForwardChecking, QuestionKind::WipedOutRow, false },
    };
    for (const auto &row : rows) {
        QTest::newRow(row.name) << int(row.algorithm) << int(row.kind) << row.tap;
    }
}

// Each kind of question as the class gets it: the pupil's form of
// predict's question (PredictText::pupilQuestion), never the window's.
void TestPupilWords::questionsSpeakToPupils()
{
    QFETCH(int, algorithm);
    QFETCH(int, kind);
    QFETCH(bool, tap);
    const int n = 6;
    MainWindow window(n, nq::Algorithm(algorithm));
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    PredictMode *predict = window.activities()->get<PredictMode>();
    predict->setSettings(nqtest::onlyKind(QuestionKind(kind)));
    QVERIFY(openClass(window));
    ClassMode *mode = window.activities()->get<ClassMode>();
    PupilClient ana(mode->server()->port());
    NQ_VERIFY_WAIT(ana.join(mode->server()->code(), QStringLiteral("Ana")));

    QVERIFY(nqtest::stepToQuestion(window));
    const nq::learn::Question asked = *predict->openQuestion();
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return mode->isVoteOpen(); }, "the class's question"));
    const int id = mode->question().id;
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return ana.last(QStringLiteral("question")).value(QStringLiteral("question")).toInt() == id; },
        "the question on the pupil's page"));
    const QJsonObject question = ana.last(QStringLiteral("question"));
    const QString text = question.value(QStringLiteral("text")).toString();
    QVERIFY2(!teacherWords().match(text).hasMatch(), qPrintable(text));
    QCOMPARE(text, PredictText::pupilQuestion(asked, n, predict->refuses()));
    QCOMPARE(text.contains(QStringLiteral("Tap")), tap);
    QCOMPARE(question.value(QStringLiteral("input")).toString() == QStringLiteral("square"), tap);
    // The line under the board beside the question.
    const QString status = statusOf(ana);
    QVERIFY2(!status.isEmpty() && !teacherWords().match(status).hasMatch(), qPrintable(status));
}

void TestPupilWords::statusLineHasNoTeacherKeys_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<bool>("play");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a backtracker at its start")
        << int(nq::Algorithm::LockLines) << false << QStringLiteral("Start: no queen placed yet.");
    QTest::newRow("a local search at its start")
        << int(nq::Algorithm::MinConflicts) << false << QStringLiteral("Start: no queen placed yet (seed");
    QTest::newRow("play mode") << int(nq::Algorithm::LockLines) << true
                               << QStringLiteral("The teacher is placing queens by hand.");
}

// The line under the pupils' board is the run's words without the
// teacher's keys (the window's status line says "Press Space to play or
// Right to step." at the start), and play mode's words are not the teacher's.
void TestPupilWords::statusLineHasNoTeacherKeys()
{
    QFETCH(int, algorithm);
    QFETCH(bool, play);
    QFETCH(QString, expected);
    MainWindow window(6, nq::Algorithm(algorithm));
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    QVERIFY(openClass(window));
    ClassMode *mode = window.activities()->get<ClassMode>();
    PupilClient ana(mode->server()->port());
    NQ_VERIFY_WAIT(ana.join(mode->server()->code(), QStringLiteral("Ana")));
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("state")));
    if (play) {
        const QString before = statusOf(ana);
        window.activities()->enter(Activity::Kind::Play);
        QCOMPARE(window.presenter()->shown(), BoardPresenter::Shown::Play);
        NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return statusOf(ana) != before; }, "play mode's board"));
    }
    const QString status = statusOf(ana);
    QVERIFY2(!teacherWords().match(status).hasMatch(), qPrintable(status));
    QVERIFY2(status.startsWith(expected), qPrintable(status));
    QCOMPARE(status, PredictText::pupilStatus(*window.presenter()));
}

QTEST_MAIN(TestPupilWords)
#include "tst_pupilwords.moc"
