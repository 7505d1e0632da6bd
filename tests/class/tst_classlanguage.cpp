// SPDX-License-Identifier: MIT
// The class follows the window's language (issue 39, item 2): through the
// real window, as a pupil on 127.0.0.1 receives it, View > Language >
// German with a question open sends every page the page's words in German
// (`words`, with its `language`), then the open question again in German,
// its options too, with the pupil's answer kept (and, once revealed, its
// reveal with the explanation in German); the teacher's question is German
// too, and the answers stay the class's.
#include "activity/activityhost.h"
#include "classcore/classsession.h"
#include "classroom/classmode.h"
#include "classroom/seatmode.h"
#include "seatwork/seatwork.h"
#include "classserver/pagetext.h"
#include "coach/predictmode.h"
#include "coach/predicttext.h"
#include "support/predictquestion.h"
#include "support/pupilclient.h"
#include "support/shownwindow.h"
#include "support/wait.h"
#include "window/languagemanager.h"
#include "window/mainwindow.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTest>

using nq::learn::QuestionKind;
using nqtest::PupilClient;

namespace {

bool openClass(MainWindow &window)
{
    QString error;
    const bool opened = window.activities()->get<ClassMode>()->open(0, &error);
    if (!opened) {
        qWarning("class not opened: %s", qPrintable(error));
    }
    return opened;
}

QStringList labels(const QJsonObject &question)
{
    QStringList list;
    for (const QJsonValue &option : question.value(QStringLiteral("options")).toArray()) {
        list << option.toObject().value(QStringLiteral("label")).toString();
    }
    return list;
}

QStringList values(const QJsonObject &question)
{
    QStringList list;
    for (const QJsonValue &option : question.value(QStringLiteral("options")).toArray()) {
        list << option.toObject().value(QStringLiteral("value")).toString();
    }
    return list;
}

} // namespace

class TestClassLanguage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Results files go to the test's own data folder, never the user's.
        QStandardPaths::setTestModeEnabled(true);
    }
    void openQuestionFollowsTheLanguage_data();
    void openQuestionFollowsTheLanguage();
    void seatWorkFollowsTheLanguage();
};

void TestClassLanguage::openQuestionFollowsTheLanguage_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("revealed");
    QTest::newRow("choice, open") << int(nq::Algorithm::MarkBoard) << int(QuestionKind::NextEvent)
                                  << false;
    QTest::newRow("choice, revealed")
        << int(nq::Algorithm::MarkBoard) << int(QuestionKind::NextEvent) << true;
    QTest::newRow("square, open") << int(nq::Algorithm::LockLines) << int(QuestionKind::NextSquare)
                                  << false;
}

void TestClassLanguage::openQuestionFollowsTheLanguage()
{
    QFETCH(int, algorithm);
    QFETCH(int, kind);
    QFETCH(bool, revealed);
    const int n = 6;
    MainWindow window(n, nq::Algorithm(algorithm));
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    PredictMode *predict = window.activities()->get<PredictMode>();
    predict->setSettings(nqtest::onlyKind(QuestionKind(kind)));
    QVERIFY(openClass(window));
    ClassMode *mode = window.activities()->get<ClassMode>();
    PupilClient ana(mode->server()->port());
    NQ_VERIFY_WAIT(ana.join(mode->server()->code(), QStringLiteral("Ana")));
    QCOMPARE(ana.last(QStringLiteral("welcome")).value(QStringLiteral("language")).toString(),
        QStringLiteral("en"));

    QVERIFY(nqtest::stepToQuestion(window));
    const nq::learn::Question asked = *predict->openQuestion();
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return mode->isVoteOpen(); }, "the class's question"));
    const int id = mode->question().id;
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] {
            return ana.last(QStringLiteral("question")).value(QStringLiteral("question")).toInt()
                == id;
        },
        "the question on the pupil's page"));
    const QJsonObject english = ana.last(QStringLiteral("question"));
    const bool bySquare
        = english.value(QStringLiteral("input")).toString() == QStringLiteral("square");
    QString answer;
    if (bySquare) {
        answer = english.value(QStringLiteral("squares")).toArray().first().toString();
        ana.answerSquare(answer);
    } else {
        answer = values(english).first();
        ana.answerOption(answer);
    }
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("answered")));
    if (revealed) {
        mode->reveal();
        NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("reveal")));
    }

    // View > Language > German.
    const qsizetype before = ana.received();
    QVERIFY(window.languages()->setLanguage(QStringLiteral("de")));
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("words"), before));
    const qsizetype wordsAt = ana.indexOf(QStringLiteral("words"), before);
    const QJsonObject words = ana.last(QStringLiteral("words"));
    QCOMPARE(words.value(QStringLiteral("language")).toString(), QStringLiteral("de"));
    QCOMPARE(words.value(QStringLiteral("strings")).toObject(), PageText::strings()); // German now
    QCOMPARE(
        words.value(QStringLiteral("strings")).toObject().value(QStringLiteral("leave")).toString(),
        QStringLiteral("Klasse verlassen"));

    // The open question again, after the words, in German: the same
    // question, vote and choices, the pupil's answer kept.
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("question"), wordsAt));
    const QJsonObject german = ana.last(QStringLiteral("question"));
    QCOMPARE(german.value(QStringLiteral("question")).toInt(), id);
    QCOMPARE(german.value(QStringLiteral("vote")).toInt(),
        english.value(QStringLiteral("vote")).toInt());
    QCOMPARE(german.value(QStringLiteral("text")).toString(),
        PredictText::pupilQuestion(asked, n, predict->refuses()));
    QVERIFY2(german.value(QStringLiteral("text")).toString()
            != english.value(QStringLiteral("text")).toString(),
        qPrintable(german.value(QStringLiteral("text")).toString()));
    QCOMPARE(german.value(QStringLiteral("squares")), english.value(QStringLiteral("squares")));
    QCOMPARE(values(german), values(english));
    if (!bySquare) {
        QVERIFY2(
            labels(german) != labels(english), qPrintable(labels(german).join(QLatin1Char('|'))));
        QVERIFY2(labels(german).contains(PredictText::actionName(nq::learn::NextAction::Backtrack)),
            qPrintable(labels(german).join(QLatin1Char('|'))));
    }
    QCOMPARE(german.value(QStringLiteral("answer")).toString(), answer);
    if (revealed) {
        NQ_VERIFY_WAIT(ana.waitFor(
            QStringLiteral("reveal"), ana.indexOf(QStringLiteral("question"), wordsAt)));
        QCOMPARE(ana.last(QStringLiteral("reveal")).value(QStringLiteral("explanation")).toString(),
            PredictText::revealed(asked, n));
    }

    // The teacher's question is German too; the vote and the answers stay.
    QCOMPARE(mode->question().id, id);
    QCOMPARE(mode->question().text, german.value(QStringLiteral("text")).toString());
    if (!bySquare) {
        QStringList teacher;
        for (const ClassQuestion::Option &option : mode->question().options) {
            teacher << option.label;
        }
        QCOMPARE(teacher, labels(german));
    }
    QCOMPARE(mode->isVoteOpen(), !revealed);
    QCOMPARE(mode->session()->tally(), (QMap<QString, int> { { answer, 1 } }));
}

// Seat work follows the language too: a pupil doing seat work gets their
// seat again in German at once, its instruction and the verdict on their
// last step, not at their next step.
void TestClassLanguage::seatWorkFollowsTheLanguage()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    QVERIFY(openClass(window));
    ClassMode *mode = window.activities()->get<ClassMode>();
    SeatMode *seatMode = window.activities()->get<SeatMode>();
    PupilClient ana(mode->server()->port());
    NQ_VERIFY_WAIT(ana.join(mode->server()->code(), QStringLiteral("Ana")));
    SeatSettings settings;
    settings.n = 5;
    QVERIFY(seatMode->start(settings));
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("seat")));
    const QString anaId = mode->session()->pupils().first().id;
    // A wrong step: a queen on a square the run does not take first.
    const qsizetype beforeAct = ana.received();
    ana.send(QJsonObject { { QStringLiteral("v"), 1 }, { QStringLiteral("type"), QStringLiteral("act") },
        { QStringLiteral("seat"), seatMode->seatWork().seatId() }, { QStringLiteral("action"), QStringLiteral("place") },
        { QStringLiteral("square"), QStringLiteral("c5") } });
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("seat"), beforeAct));
    const QJsonObject english = ana.last(QStringLiteral("seat"));
    const QString englishVerdict = english.value(QStringLiteral("verdict")).toObject().value(QStringLiteral("text")).toString();
    QVERIFY2(!englishVerdict.isEmpty(), "no verdict on the pupil's step");

    const qsizetype before = ana.received();
    QVERIFY(window.languages()->setLanguage(QStringLiteral("de")));
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("seat"), before));
    const QJsonObject german = ana.last(QStringLiteral("seat"));
    const QJsonObject now = seatMode->seatWork().seatJson(anaId);
    QCOMPARE(german.value(QStringLiteral("instruction")), now.value(QStringLiteral("instruction")));
    QCOMPARE(german.value(QStringLiteral("verdict")), now.value(QStringLiteral("verdict")));
    QVERIFY2(german.value(QStringLiteral("instruction")).toString() != english.value(QStringLiteral("instruction")).toString(),
        qPrintable(german.value(QStringLiteral("instruction")).toString()));
    QVERIFY2(german.value(QStringLiteral("verdict")).toObject().value(QStringLiteral("text")).toString() != englishVerdict,
        qPrintable(englishVerdict));
    // The same board and counts: only the words changed.
    QCOMPARE(german.value(QStringLiteral("queens")), english.value(QStringLiteral("queens")));
    QCOMPARE(german.value(QStringLiteral("counts")), english.value(QStringLiteral("counts")));
    mode->close();
}

QTEST_MAIN(TestClassLanguage)
#include "tst_classlanguage.moc"
