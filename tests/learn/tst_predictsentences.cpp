// SPDX-License-Identifier: MIT
// Predict's sentences composed by the learning room (issue 40, item 2):
// on a hand-made table, and on the desktop's table (PredictWords), which
// holds exactly the keys they read and whose plural forms say every count
// as the translations do in the four languages.
#include "learn/predictsentences.h"
#include "learn/question.h"
#include "learn/words.h"
#include "learnwords/predictwords.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

#include <set>
#include <string>

using namespace nq;
using namespace nq::learn;
using namespace Qt::StringLiterals;

namespace {

QString q(const std::string &text)
{
    return QString::fromStdString(text);
}

} // namespace

class TestPredictSentences : public QObject
{
    Q_OBJECT

private slots:
    void sentencesOnAHandMadeTable();
    void desktopTableIsComplete();
    void countsAsTheTranslations_data();
    void countsAsTheTranslations();
};

void TestPredictSentences::sentencesOnAHandMadeTable()
{
    Words words;
    words.set("predict.row", "ROW %1");
    words.set("predict.along_diagonal", "BY DIAGONAL");
    words.set("predict.verdict.not_quite", "NO.");
    words.set("predict.verdict.try_again", "AGAIN.");
    words.set("predict.why.attacked", "%1 HIT BY %2 %3.");
    words.set("predict.revealed", "ANSWER: %1.");
    words.set("predict.revealed.fewest_attackers#1", "%1 (%n ATTACKER)");
    words.set("predict.revealed.fewest_attackers#other", "%1 (%n ATTACKERS)");
    words.set("predict.pupil.next_square", "ROW %1: TAP.");
    const PredictSentences say(words);

    Question question;
    question.kind = QuestionKind::NextSquare;
    question.row = 2;
    QCOMPARE(q(say.pupilQuestion(question, 8)), u"ROW 6: TAP."_s);

    Check check;
    check.verdict = Verdict::TryAgain;
    check.why = Why::Attacked;
    check.square = { 2, 1 };
    check.by = { 0, 3 };
    check.line = Line::Diagonal;
    QCOMPARE(q(say.verdict(check, question, 8)), u"NO. b6 HIT BY d8 BY DIAGONAL. AGAIN."_s);

    question.kind = QuestionKind::FewestAttackers;
    question.accepted = { { 2, 0 }, { 2, 5 } };
    question.count = 1;
    QCOMPARE(q(say.revealed(question, 8)), u"ANSWER: a6, f6 (1 ATTACKER)."_s);
    question.count = 3;
    QCOMPARE(q(say.revealed(question, 8)), u"ANSWER: a6, f6 (3 ATTACKERS)."_s);
}

void TestPredictSentences::desktopTableIsComplete()
{
    const Words words = PredictWords::words();
    std::set<std::string> keys;
    for (const std::string_view key : PredictSentences::keys()) {
        QVERIFY2(words.find(key), key.data());
        QVERIFY2(keys.insert(std::string(key)).second, key.data());
    }
    for (const auto &[key, text] : words.entries()) {
        QVERIFY2(keys.contains(key), key.c_str());
    }
    QCOMPARE(keys.size(), words.entries().size());
}

void TestPredictSentences::countsAsTheTranslations_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("source");
    const char *const counted[][2] = {
        { "predict.why.more_attackers", "%1 has %n attacker(s); another square has fewer." },
        { "predict.why.more_squares_left", "Not the fewest: %1 has %n square(s) left." },
        { "predict.why.squares_left", "Still %n square(s) in %1: %2." },
        { "predict.revealed.fewest_attackers", "%1 (%n attacker(s))" },
        { "predict.revealed.chosen_line", "%1 (%n square(s) left)" },
        { "predict.right.fewest_attackers", "It has %n attacker(s), the fewest in the row." },
        { "predict.right.chosen_line", "It has %n square(s) left, the fewest." },
        { "predict.verdict.right_fewest_attackers",
            "Right: %n attacker(s), the fewest in the row." },
        { "predict.verdict.right_chosen_line", "Right: %1, %n square(s) left, the fewest." },
    };
    for (const char *language : { "en", "de", "es", "fr" }) {
        for (const auto &[key, source] : counted) {
            QTest::addRow("%s %s", language, key)
                << QString::fromLatin1(language) << QString::fromLatin1(key)
                << QString::fromLatin1(source);
        }
    }
}

void TestPredictSentences::countsAsTheTranslations()
{
    QFETCH(QString, language);
    QFETCH(QString, key);
    QFETCH(QString, source);
    QTranslator translator;
    QVERIFY(translator.load(u":/i18n/nqueens_%1.qm"_s.arg(language)));
    QCoreApplication::installTranslator(&translator);
    const Words words = PredictWords::words();
    const QByteArray sourceText = source.toUtf8();
    for (int count = 0; count <= 25; ++count) {
        // The placeholders stay, to compare the templates whole.
        const QString expected
            = QCoreApplication::translate("PredictText", sourceText.constData(), nullptr, count);
        QCOMPARE(
            q(words.sayCount(key.toStdString(), std::uint64_t(count), { "%1", "%2" })), expected);
    }
    QCoreApplication::removeTranslator(&translator);
}

QTEST_GUILESS_MAIN(TestPredictSentences)
#include "tst_predictsentences.moc"
