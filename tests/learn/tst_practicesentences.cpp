// SPDX-License-Identifier: MIT
// The learning room's words (issue 40, item 2): the table of templates
// (Words: placeholders, plural forms, digit groups, its JSON, hostile JSON
// refused), practice's sentences composed on a hand-made table, and the
// desktop's table (PracticeText::words()) complete and grouping digits as
// QLocale does in the four languages.
#include "algorithms/algorithmregistry.h"
#include "learn/practiceengine.h"
#include "learn/practicesentences.h"
#include "learn/words.h"
#include "learnwords/practicetext.h"
#include "solver/algorithm.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QLocale>
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

// A language of our own, so that a sentence shows which template made it.
Words handMade()
{
    Words words;
    words.set("practice.row", "ROW %1");
    words.set("practice.column", "COLUMN %1");
    words.set("practice.along_column", "BY COLUMN");
    words.set("practice.along_diagonal", "BY DIAGONAL");
    words.set("practice.along_row", "BY ROW");
    words.set("practice.step.place", "QUEEN %1");
    words.set("practice.step.take_back", "BACK %1");
    words.set("practice.step.refuse", "NO %1 (%2 %3)");
    words.set("practice.attacker", "%1 %2");
    words.set("practice.attackers", "QUEENS %1");
    words.set("practice.right", "YES: %1.");
    // The arguments in the other order, as a translation may have them.
    words.set("practice.wrong", "STEP %2. WHY: %1");
    words.set("practice.why.attacked_refused", "%1 HIT BY %2, REFUSED.");
    words.set("practice.why.free", "%1 FREE.");
    words.set("practice.shown", "SHOWN %1.");
    words.set("practice.end.solution", "SOLVED!");
    words.set("practice.kind.refused_free_square", "REFUSED FREE");
    words.set("practice.kind.placed_on_attacked", "ON ATTACKED");
    words.set("practice.unavailable.too_large", "UP TO %1 x %1.");
    words.set("practice.instruction.every_column", "ROW %1: LOOK.");
    words.set("practice.instruction.every_column_marked", "ROW %1: PLACE.");
    words.set("practice.summary.solution", "SUMMARY: SOLVED.");
    words.set("practice.summary.counts", "DONE %1, SHOWN %2, WRONG %3.");
    words.set("practice.summary.kind", "%1 = %2");
    words.set("number.group", "'");
    words.set("number.least", "1");
    return words;
}

PracticeEngine lockLines(int n)
{
    return PracticeEngine(Algorithm::LockLines, StepStream::runSource(Algorithm::LockLines, n, 1),
        std::vector<int>(std::size_t(n), -1), {});
}

} // namespace

class TestPracticeSentences : public QObject
{
    Q_OBJECT

private slots:
    void fill_data();
    void fill();
    void plural_data();
    void plural();
    void missingKeyShows();
    void number_data();
    void number();
    void jsonRoundTrip();
    void fromJson_data();
    void fromJson();
    void sentencesOnAHandMadeTable();
    void desktopTableIsComplete();
    void hintAgreesWithTheRegistry();
    void digitsAsQLocale_data();
    void digitsAsQLocale();
    void tableFollowsTheLanguage();
};

void TestPracticeSentences::fill_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    QTest::newRow("in order") << u"%1 and %2"_s << QStringList { u"a"_s, u"b"_s } << u"a and b"_s;
    QTest::newRow("reordered") << u"%2 vor %1"_s << QStringList { u"a"_s, u"b"_s } << u"b vor a"_s;
    QTest::newRow("twice") << u"%1 x %1"_s << QStringList { u"12"_s } << u"12 x 12"_s;
    QTest::newRow("missing argument stays")
        << u"%1 %3"_s << QStringList { u"a"_s, u"b"_s } << u"a %3"_s;
    QTest::newRow("argument not read again")
        << u"%1 %2"_s << QStringList { u"%2"_s, u"b"_s } << u"%2 b"_s;
    QTest::newRow("other percents")
        << u"100% %a %%1 %"_s << QStringList { u"x"_s } << u"100% %a %x %"_s;
    QTest::newRow("utf-8") << u"Übung %1 é"_s << QStringList { u"ü"_s } << u"Übung ü é"_s;
}

void TestPracticeSentences::fill()
{
    QFETCH(QString, text);
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    std::vector<std::string> held;
    for (const QString &arg : args) {
        held.push_back(arg.toStdString());
    }
    Words words;
    words.set("key", text.toStdString());
    const std::string said
        = held.size() == 1 ? words.say("key", { held[0] }) : words.say("key", { held[0], held[1] });
    QCOMPARE(q(said), expected);
}

void TestPracticeSentences::plural_data()
{
    QTest::addColumn<bool>("withZero");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("expected");
    QTest::newRow("0, no #0 form") << false << 0 << u"e6: 0 queens"_s;
    QTest::newRow("0, #0 form") << true << 0 << u"e6: 0 queen"_s;
    QTest::newRow("1") << false << 1 << u"e6: 1 queen"_s;
    QTest::newRow("2") << false << 2 << u"e6: 2 queens"_s;
    QTest::newRow("12") << true << 12 << u"e6: 12 queens"_s;
}

void TestPracticeSentences::plural()
{
    QFETCH(bool, withZero);
    QFETCH(int, count);
    QFETCH(QString, expected);
    Words words;
    words.set("queens#1", "%1: %n queen");
    words.set("queens#other", "%1: %n queens");
    if (withZero) {
        words.set("queens#0", "%1: %n queen"); // French says 0 as 1
    }
    QCOMPARE(q(words.sayCount("queens", std::uint64_t(count), { "e6" })), expected);
}

void TestPracticeSentences::missingKeyShows()
{
    const Words words;
    QCOMPARE(q(words.say("practice.right", { "x" })), QStringLiteral("practice.right"));
    QCOMPARE(q(words.sayCount("queens", 2)), QStringLiteral("queens#other"));
    // Sentences say what they lack instead of leaving a hole.
    QCOMPARE(q(PracticeSentences(words).mistake(MistakeKind::WrongQueen)),
        QStringLiteral("practice.kind.wrong_queen"));
}

void TestPracticeSentences::number_data()
{
    QTest::addColumn<QString>("group");
    QTest::addColumn<QString>("least");
    QTest::addColumn<qulonglong>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("0") << u","_s << u"1"_s << 0ull << u"0"_s;
    QTest::newRow("999") << u","_s << u"1"_s << 999ull << u"999"_s;
    QTest::newRow("1000") << u","_s << u"1"_s << 1000ull << u"1,000"_s;
    QTest::newRow("1234567") << u","_s << u"1"_s << 1234567ull << u"1,234,567"_s;
    QTest::newRow("least 2, 1234") << u"."_s << u"2"_s << 1234ull << u"1234"_s;
    QTest::newRow("least 2, 12345") << u"."_s << u"2"_s << 12345ull << u"12.345"_s;
    QTest::newRow("least 2, 1234567") << u"."_s << u"2"_s << 1234567ull << u"1234.567"_s;
    QTest::newRow("no groups") << u""_s << u"1"_s << 1234567ull << u"1234567"_s;
    QTest::newRow("bad least") << u","_s << u"x"_s << 1234ull << u"1,234"_s;
    QTest::newRow("narrow space") << u"\u202f"_s << u"1"_s << 12345ull << u"12\u202f345"_s;
}

void TestPracticeSentences::number()
{
    QFETCH(QString, group);
    QFETCH(QString, least);
    QFETCH(qulonglong, value);
    QFETCH(QString, expected);
    Words words;
    words.set("number.group", group.toStdString());
    words.set("number.least", least.toStdString());
    QCOMPARE(q(words.number(value)), expected);
}

void TestPracticeSentences::jsonRoundTrip()
{
    Words words;
    words.set("practice.row", "Reihe %1");
    words.set("quote", "\"\\ /\n\t\x01");
    words.set("script", "</script><!-- & -->");
    words.set("separators", "a\u2028b\u2029c");
    words.set("emoji", "\U0001F600 é");
    words.set("", "");
    const std::string json = words.toJson();
    QVERIFY2(json.find('<') == std::string::npos, json.c_str());
    QVERIFY2(json.find("\u2028") == std::string::npos, json.c_str());
    const std::optional<Words> read = Words::fromJson(json);
    QVERIFY(read);
    QVERIFY(*read == words);
}

void TestPracticeSentences::fromJson_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("value"); // of key "a" when valid
    const auto row
        = [](const char *name, const QByteArray &json, bool valid, const QString &value = {}) {
              QTest::newRow(name) << json << valid << value;
          };
    row("empty object", "{}", true);
    row("spaces", " \n{ \"a\" :\t\"x\" }\r\n", true, u"x"_s);
    row("escapes", R"({"a":"\"\\\/\b\f\n\r\t"})", true, u"\"\\/\b\f\n\r\t"_s);
    row("\\u", R"({"a":"\u00e9\u00C9"})", true, u"éÉ"_s);
    row("surrogate pair", R"({"a":"\ud83d\ude00"})", true, u"\U0001F600"_s);
    row("raw UTF-8", "{\"a\":\"\xc3\xbc \xf0\x9f\x98\x80\"}", true, u"ü \U0001F600"_s);
    row("two keys", R"({"b":"1","a":"2"})", true, u"2"_s);
    row("nothing", "", false);
    row("array", "[]", false);
    row("not closed", R"({"a":"x")", false);
    row("string not closed", R"({"a":"x})", false);
    row("number", R"({"a":1})", false);
    row("null", R"({"a":null})", false);
    row("nested", R"({"a":{}})", false);
    row("trailing comma", R"({"a":"x",})", false);
    row("no colon", R"({"a" "x"})", false);
    row("key twice", R"({"a":"x","a":"y"})", false);
    row("after the object", R"({"a":"x"}x)", false);
    row("two objects", R"({} {})", false);
    row("raw newline", "{\"a\":\"x\ny\"}", false);
    row("bad escape", R"({"a":"\x"})", false);
    row("short \\u", R"({"a":"\u12"})", false);
    row("bad hex", R"({"a":"\u12g4"})", false);
    row("signed hex", R"({"a":"\u+123"})", false);
    row("lone high surrogate", R"({"a":"\ud800"})", false);
    row("lone low surrogate", R"({"a":"\udc00"})", false);
    row("high, then no low", R"({"a":"\ud800\u0041"})", false);
    row("overlong", "{\"a\":\"\xc0\x80\"}", false);
    row("encoded surrogate", "{\"a\":\"\xed\xa0\x80\"}", false);
    row("past U+10FFFF", "{\"a\":\"\xf4\x90\x80\x80\"}", false);
    row("cut sequence", "{\"a\":\"\xe2\x82\"}", false);
    row("continuation alone", "{\"a\":\"\x80\"}", false);
    row("a zero inside", QByteArray("{\"a\":\"x\0\"}", 9), false);
    row("deep arrays", QByteArray(100000, '['), false);
    QByteArray huge = "{\"a\":\"";
    huge += QByteArray(qsizetype(Words::MaxJsonSize), 'x');
    huge += "\"}";
    row("over 1 MB", huge, false);
}

void TestPracticeSentences::fromJson()
{
    QFETCH(QByteArray, json);
    QFETCH(bool, valid);
    QFETCH(QString, value);
    const std::optional<Words> words
        = Words::fromJson(std::string_view(json.constData(), std::size_t(json.size())));
    QCOMPARE(bool(words), valid);
    if (valid && !value.isEmpty()) {
        QVERIFY(words->find("a"));
        QCOMPARE(q(*words->find("a")), value);
    }
}

void TestPracticeSentences::sentencesOnAHandMadeTable()
{
    const Words words = handMade();
    const PracticeSentences say(words);
    PracticeEngine engine = lockLines(4);
    QCOMPARE(q(say.instruction(engine, false)), QStringLiteral("ROW 4: LOOK."));
    QCOMPARE(q(say.instruction(engine, true)), QStringLiteral("ROW 4: PLACE."));
    std::optional<StepVerdict> verdict = engine.act(PupilAction::Place, { 0, 0 });
    QVERIFY(verdict && verdict->right);
    QCOMPARE(q(say.verdict(Algorithm::LockLines, 4, *verdict)), QStringLiteral("YES: QUEEN a4."));
    // Row 3 next: a3 is attacked along the column, and lock-lines refuses it.
    verdict = engine.act(PupilAction::Place, { 1, 0 });
    QVERIFY(verdict && verdict->mistake == MistakeKind::PlacedOnAttacked);
    QCOMPARE(q(say.verdict(Algorithm::LockLines, 4, *verdict)),
        QStringLiteral("STEP NO a3 (a4 BY COLUMN). WHY: a3 HIT BY a4 BY COLUMN, REFUSED."));
    // b3, attacked along the diagonal, is next: refusing d3 is refusing a free square.
    verdict = engine.act(PupilAction::Refuse, { 1, 3 });
    QVERIFY(verdict && verdict->mistake == MistakeKind::RefusedFreeSquare);
    QCOMPARE(q(say.verdict(Algorithm::LockLines, 4, *verdict)),
        QStringLiteral("STEP NO b3 (a4 BY DIAGONAL). WHY: d3 FREE."));
    const std::optional<Event> shown = engine.showMe();
    QVERIFY(shown);
    QCOMPARE(q(say.shown(4, *shown)), QStringLiteral("SHOWN QUEEN c3."));
    QCOMPARE(q(say.withEnd("X.", true, true)), QStringLiteral("X. SOLVED!"));
    QCOMPARE(q(say.withEnd("X.", false, true)), QStringLiteral("X."));
    QCOMPARE(q(say.line(8, { 2, -1 })), QStringLiteral("ROW 6"));
    QCOMPARE(q(say.line(8, { -1, 27 })), QStringLiteral("COLUMN ab"));
    QCOMPARE(q(say.unavailable(Availability::TooLarge)), QStringLiteral("UP TO 12 x 12."));
    QCOMPARE(q(say.unavailable(Availability::Available)), QString());

    PracticeCounts counts;
    counts.done = 1234;
    counts.shown = 5;
    counts.mistakes[std::size_t(MistakeKind::PlacedOnAttacked)] = 1000;
    counts.mistakes[std::size_t(MistakeKind::RefusedFreeSquare)] = 2;
    QCOMPARE(q(say.summary(counts, true)),
        QStringLiteral("SUMMARY: SOLVED.\nDONE 1'234, SHOWN 5, WRONG 1'002.\nON ATTACKED = "
                       "1'000\nREFUSED FREE = 2"));
}

void TestPracticeSentences::desktopTableIsComplete()
{
    const Words words = PracticeText::words();
    std::set<std::string> keys;
    for (const std::string_view key : PracticeSentences::keys()) {
        QVERIFY2(words.find(key), key.data());
        QVERIFY2(keys.insert(std::string(key)).second, key.data());
    }
    // Nothing the sentences do not read.
    for (const auto &[key, text] : words.entries()) {
        QVERIFY2(keys.contains(key), key.c_str());
    }
    QCOMPARE(keys.size(), words.entries().size());
    // The desktop's words are the room's: the same sentence both ways.
    PracticeEngine engine = lockLines(5);
    const std::optional<StepVerdict> verdict = engine.act(PupilAction::Refuse, { 0, 2 });
    QVERIFY(verdict);
    QCOMPARE(PracticeText::verdict(Algorithm::LockLines, 5, *verdict),
        QStringLiteral("Mistake: c5 is free: no queen attacks it. The algorithm makes its step "
                       "instead: a queen on a5."));
}

void TestPracticeSentences::hintAgreesWithTheRegistry()
{
    for (const AlgorithmInfo &info : algorithms()) {
        QCOMPARE(int(practiceHint(info.id)), int(AlgorithmRegistry::of(info.id).traits().practice));
    }
}

void TestPracticeSentences::digitsAsQLocale_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : { "en", "de", "es", "fr", "C" }) {
        QTest::newRow(language) << QString::fromLatin1(language);
    }
}

void TestPracticeSentences::digitsAsQLocale()
{
    QFETCH(QString, language);
    const QLocale before;
    QLocale::setDefault(QLocale(language));
    const Words words = PracticeText::words();
    QLocale::setDefault(before);
    const QLocale locale(language);
    for (const qulonglong value : { 0ull, 7ull, 999ull, 1000ull, 1234ull, 9999ull, 10000ull,
             12345ull, 123456ull, 1234567ull, 12345678ull, 1000000007ull, ~0ull }) {
        QCOMPARE(q(words.number(value)), locale.toString(value));
    }
}

void TestPracticeSentences::tableFollowsTheLanguage()
{
    // The desktop keeps its table while the language stays (CachedWords):
    // a translator installed or removed, or another default locale, and
    // the words are the new language's at once.
    const QLocale before;
    QLocale::setDefault(QLocale(u"en"_s));
    QCOMPARE(q(*PracticeText::words().find("practice.row")), u"row %1"_s);
    QCOMPARE(q(*PracticeText::words().find("number.group")), u","_s);
    QTranslator german;
    QVERIFY(german.load(u":/i18n/nqueens_de.qm"_s));
    QCoreApplication::installTranslator(&german);
    QCOMPARE(q(*PracticeText::words().find("practice.row")), u"Reihe %1"_s);
    QCOMPARE(PracticeText::line(8, { 0, -1 }), u"Reihe 8"_s);
    QLocale::setDefault(QLocale(u"de"_s));
    QCOMPARE(q(*PracticeText::words().find("number.group")), u"."_s);
    QCoreApplication::removeTranslator(&german);
    QCOMPARE(PracticeText::line(8, { 0, -1 }), u"row 8"_s);
    QLocale::setDefault(before);
    // The homework's table takes its digit groups from its own language.
    const QJsonObject spanish = PracticeText::table(QLocale(u"es"_s));
    QCOMPARE(spanish.value(u"number.group"_s).toString(), u"."_s);
    QCOMPARE(spanish.value(u"number.least"_s).toString(), u"2"_s);
}

QTEST_GUILESS_MAIN(TestPracticeSentences)
#include "tst_practicesentences.moc"
