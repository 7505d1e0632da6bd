// SPDX-License-Identifier: MIT
// The class follows the window's language (issue 39, item 2): through the
// real window, as a pupil on 127.0.0.1 receives it, View > Language >
// German with a question open sends every page the page's words in German
// (`words`, with its `language`), then the open question again in German,
// its options too, with the pupil's answer kept (and, once revealed, its
// reveal with the explanation in German); the teacher's question is German
// too, and the answers stay the class's. After Reveal each page says why its
// own answer is right or wrong, in predict mode's sentences, in English and
// again in German (issue 39, item 1).
#include "activity/activityhost.h"
#include "classcore/classsession.h"
#include "classroom/classmode.h"
#include "classroom/classquestions.h"
#include "classroom/seatmode.h"
#include "seatwork/seatwork.h"
#include "classserver/pagetext.h"
#include "coach/predictmode.h"
#include "coach/predicttext.h"
#include "run/runcontroller.h"
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
    void eachPageSaysWhy();
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
        // Why her own answer is right or wrong, in German now; the answer
        // itself is said once, in `right`, not again as "The answer: …".
        const RunController &run = *predict->run();
        const QString why = ClassQuestions::reasons(asked, mode->question(), run.algorithm(), run.seed(),
            run.startBoard()).value(answer);
        QVERIFY(!why.isEmpty());
        QCOMPARE(ana.last(QStringLiteral("reveal")).value(QStringLiteral("explanation")).toString(), why);
        QVERIFY2(!why.contains(PredictText::revealed(asked, n)), qPrintable(why));
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

void TestClassLanguage::eachPageSaysWhy()
{
    // 8 x 8 lock-lines, asking where the next queen goes: the second question
    // asks row 7 with a queen on a8, and c7 is the first free square. Ana
    // says c7, Ben a7 (attacked by a8), Cleo d7 (free, but c7 comes first),
    // Dan nothing. Each page is told predict mode's sentence for its own
    // answer, the right answer once (in `right`, never in the sentence).
    MainWindow window(8, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    PredictMode *predict = window.activities()->get<PredictMode>();
    predict->setSettings(nqtest::onlyKind(QuestionKind::NextSquare));
    QVERIFY(openClass(window));
    ClassMode *mode = window.activities()->get<ClassMode>();
    PupilClient ana(mode->server()->port());
    PupilClient ben(mode->server()->port());
    PupilClient cleo(mode->server()->port());
    PupilClient dan(mode->server()->port());
    const QList<std::pair<PupilClient *, QString>> pupils{
        { &ana, QStringLiteral("c7") }, { &ben, QStringLiteral("a7") }, { &cleo, QStringLiteral("d7") }, { &dan, {} }
    };
    for (const auto &[pupil, square] : pupils) {
        NQ_VERIFY_WAIT(pupil->join(mode->server()->code(), QStringLiteral("Pupil")));
    }
    // The first question (row 8) goes by unanswered.
    QVERIFY(nqtest::stepToQuestion(window));
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return mode->isVoteOpen(); }, "the first question"));
    const int first = mode->question().id;
    mode->reveal();
    QVERIFY(nqtest::stepToQuestion(window));
    const nq::learn::Question asked = *predict->openQuestion();
    QCOMPARE(asked.row, 1);
    QVERIFY(asked.answer == (nq::Square { 1, 2 }));
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return mode->isVoteOpen() && mode->question().id != first; }, "the second question"));
    const int id = mode->question().id;
    for (const auto &[pupil, square] : pupils) {
        NQ_VERIFY_WAIT(nqtest::waitUntil(
            [&, pupil = pupil] {
                return pupil->last(QStringLiteral("question")).value(QStringLiteral("question")).toInt() == id;
            },
            "the second question on a page"));
        if (!square.isEmpty()) {
            const qsizetype before = pupil->received();
            pupil->answerSquare(square);
            NQ_VERIFY_WAIT(pupil->waitFor(QStringLiteral("answered"), before));
        }
    }
    QList<qsizetype> beforeReveal;
    for (const auto &[pupil, square] : pupils) {
        beforeReveal.append(pupil->received());
    }
    mode->reveal();

    // Predict mode's sentences, in the window's language (tr() as the
    // program's own words are translated).
    const auto expected = [] {
        const QString firstFree = QCoreApplication::translate("PredictText",
            "No queen attacks it, and it is the first free square the search comes to: the search "
            "tries the squares from left to right.");
        return QList<QString>{ firstFree,
            QCoreApplication::translate("PredictText", "%1 is attacked: the queen on %2 attacks it %3.")
                .arg(QStringLiteral("a7"), QStringLiteral("a8"),
                    QCoreApplication::translate("Narrator", "along the column")),
            QCoreApplication::translate(
                "PredictText", "The search tries the squares from left to right: a free square comes before %1.")
                .arg(QStringLiteral("d7")),
            firstFree };
    };
    // Each page's last reveal after its `after`-th message: its own reason,
    // right or not, the right answer in `right` only. Empty when so.
    const auto checkReveals = [&](const QList<qsizetype> &after, const QList<QString> &why) {
        for (qsizetype i = 0; i < pupils.size(); ++i) {
            PupilClient *pupil = pupils.at(i).first;
            if (!pupil->waitFor(QStringLiteral("reveal"), after.at(i))) {
                return QStringLiteral("no reveal on page %1").arg(i);
            }
            const QJsonObject reveal = pupil->last(QStringLiteral("reveal"));
            const QString said = reveal.value(QStringLiteral("explanation")).toString();
            if (said != why.at(i)) {
                return QStringLiteral("page %1 (%2) reads \"%3\", not \"%4\"")
                    .arg(QString::number(i), pupils.at(i).second, said, why.at(i));
            }
            if (said.contains(QLatin1String("c7"))
                || reveal.value(QStringLiteral("right")).toArray() != QJsonArray { QStringLiteral("c7") }) {
                return QStringLiteral("page %1 is told the answer twice: %2").arg(QString::number(i), said);
            }
            if (reveal.value(QStringLiteral("correct")).toBool() != (i == 0)) {
                return QStringLiteral("page %1 is told it is right or wrong the wrong way").arg(i);
            }
        }
        return QString();
    };
    const QString english = checkReveals(beforeReveal, expected());
    QVERIFY2(english.isEmpty(), qPrintable(english));

    // View > Language > German: each page its own reason again, in German,
    // after the page's words.
    QList<qsizetype> before;
    for (const auto &[pupil, square] : pupils) {
        before.append(pupil->received());
    }
    const QList<QString> inEnglish = expected();
    QVERIFY(window.languages()->setLanguage(QStringLiteral("de")));
    const QList<QString> inGerman = expected();
    QList<qsizetype> wordsAt;
    for (qsizetype i = 0; i < pupils.size(); ++i) {
        QVERIFY2(inGerman.at(i) != inEnglish.at(i), qPrintable(inGerman.at(i))); // translated
        NQ_VERIFY_WAIT(pupils.at(i).first->waitFor(QStringLiteral("words"), before.at(i)));
        wordsAt.append(pupils.at(i).first->indexOf(QStringLiteral("words"), before.at(i)));
    }
    const QString german = checkReveals(wordsAt, inGerman);
    QVERIFY2(german.isEmpty(), qPrintable(german));
}

QTEST_MAIN(TestClassLanguage)
#include "tst_classlanguage.moc"
