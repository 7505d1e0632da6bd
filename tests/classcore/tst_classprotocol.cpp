// SPDX-License-Identifier: MIT
// The class's protocol with no socket and no class: every message a page
// may send, parsed into its type, and a table of hostile text refused as
// the server counts it; the messages the server builds, field by field.
// Squares are the session's (tst_classsession), named by solver/notation.h.
#include "classcore/classprotocol.h"

#include <QJsonArray>
#include <QTest>

namespace {

constexpr qsizetype MaxBytes = 4096;

QString kindOf(const std::variant<ClassProtocol::Message, ClassProtocol::Refusal> &parsed)
{
    if (const auto *refusal = std::get_if<ClassProtocol::Refusal>(&parsed))
        return ClassProtocol::refusalName(*refusal);
    const ClassProtocol::Message &message = std::get<ClassProtocol::Message>(parsed);
    if (std::holds_alternative<ClassProtocol::Join>(message))
        return QStringLiteral("join");
    if (std::holds_alternative<ClassProtocol::Answer>(message))
        return QStringLiteral("answer");
    if (std::holds_alternative<ClassProtocol::Act>(message))
        return QStringLiteral("act");
    return QStringLiteral("leave");
}

} // namespace

class TestClassProtocol : public QObject
{
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void fields();
    void builds();
};

void TestClassProtocol::parse_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("kind"); // the message's type, or the refusal counted

    const QString bad = QStringLiteral("bad-message");
    auto row = [](const char *name, const QByteArray &text, const QString &kind) {
        QTest::newRow(name) << text << kind;
    };
    // What a page sends.
    row("join", R"({"v":1,"type":"join","code":"ABCD","name":"Ann"})", QStringLiteral("join"));
    row("join with a token", R"({"v":1,"type":"join","code":"ABCD","token":"00ff"})", QStringLiteral("join"));
    row("join, name null", R"({"v":1,"type":"join","code":"ABCD","name":null})", QStringLiteral("join"));
    row("answer by square", R"({"v":1,"type":"answer","question":1,"vote":1,"square":"d5"})", QStringLiteral("answer"));
    row("answer by option", R"({"v":1,"type":"answer","question":3,"vote":2,"option":"place"})", QStringLiteral("answer"));
    row("answer with no answer", R"({"v":1,"type":"answer","question":3,"vote":2})", QStringLiteral("answer"));
    row("act place", R"({"v":1,"type":"act","seat":5,"action":"place","square":"c6"})", QStringLiteral("act"));
    row("act refuse", R"({"v":1,"type":"act","seat":5,"action":"refuse","square":"a1"})", QStringLiteral("act"));
    row("act takeback", R"({"v":1,"type":"act","seat":5,"action":"takeback","square":"h8"})", QStringLiteral("act"));
    row("act show", R"({"v":1,"type":"act","seat":5,"action":"show"})", QStringLiteral("act"));
    row("leave", R"({"v":1,"type":"leave"})", QStringLiteral("leave"));
    row("fields in another order", R"({"name":"Ann","code":"ABCD","type":"join","v":1})", QStringLiteral("join"));
    row("an unknown field", R"({"v":1,"type":"leave","x":[1,2,3]})", QStringLiteral("leave"));

    // Hostile text.
    row("invalid JSON", R"({"v":1,"type":"answer",)", bad);
    row("not JSON", "hello", bad);
    row("JSON array", R"([{"v":1,"type":"leave"}])", bad);
    row("JSON string", R"("leave")", bad);
    row("JSON number", "1", bad);
    row("JSON null", "null", bad);
    row("empty", "", bad);
    row("two objects", R"({"v":1,"type":"leave"}{"v":1,"type":"leave"})", bad);
    row("no v", R"({"type":"leave"})", bad);
    row("v 2", R"({"v":2,"type":"leave"})", bad);
    row("v as text", R"({"v":"1","type":"leave"})", bad);
    row("v 1.5", R"({"v":1.5,"type":"leave"})", bad);
    row("v true", R"({"v":true,"type":"leave"})", bad);
    row("unknown type", R"({"v":1,"type":"reveal"})", bad);
    row("type in capitals", R"({"v":1,"type":"LEAVE"})", bad);
    row("type not text", R"({"v":1,"type":7})", bad);
    row("no type", R"({"v":1})", bad);
    row("join without code", R"({"v":1,"type":"join","name":"x"})", bad);
    row("join, code a number", R"({"v":1,"type":"join","code":1234})", bad);
    row("join, name a number", R"({"v":1,"type":"join","code":"ABCD","name":5})", bad);
    row("join, name an object", R"({"v":1,"type":"join","code":"ABCD","name":{"a":1}})", bad);
    row("join, token an array", R"({"v":1,"type":"join","code":"ABCD","token":["a"]})", bad);
    row("question as text", R"({"v":1,"type":"answer","question":"1","vote":1,"square":"d5"})", bad);
    row("question fractional", R"({"v":1,"type":"answer","question":1.5,"vote":1,"square":"d5"})", bad);
    row("question beyond int", R"({"v":1,"type":"answer","question":4294967296,"vote":1,"square":"d5"})", bad);
    row("question 1e300", R"({"v":1,"type":"answer","question":1e300,"vote":1,"square":"d5"})", bad);
    row("vote missing", R"({"v":1,"type":"answer","question":1,"square":"d5"})", bad);
    row("vote null", R"({"v":1,"type":"answer","question":1,"vote":null,"square":"d5"})", bad);
    row("square as number", R"({"v":1,"type":"answer","question":1,"vote":1,"square":45})", bad);
    row("square as object", R"({"v":1,"type":"answer","question":1,"vote":1,"square":{"x":1}})", bad);
    row("square null", R"({"v":1,"type":"answer","question":1,"vote":1,"square":null})", bad);
    row("option as array", R"({"v":1,"type":"answer","question":1,"vote":1,"option":["place"]})", bad);
    row("square and option", R"({"v":1,"type":"answer","question":1,"vote":1,"square":"d5","option":"x"})", bad);
    row("act, seat as text", R"({"v":1,"type":"act","seat":"5","action":"place","square":"c6"})", bad);
    row("act, seat fractional", R"({"v":1,"type":"act","seat":5.5,"action":"place","square":"c6"})", bad);
    row("act, seat missing", R"({"v":1,"type":"act","action":"place","square":"c6"})", bad);
    row("act, unknown action", R"({"v":1,"type":"act","seat":5,"action":"jump","square":"c6"})", bad);
    row("act, action in capitals", R"({"v":1,"type":"act","seat":5,"action":"PLACE","square":"c6"})", bad);
    row("act, action missing", R"({"v":1,"type":"act","seat":5,"square":"c6"})", bad);
    row("act, action as number", R"({"v":1,"type":"act","seat":5,"action":1,"square":"c6"})", bad);
    row("act, square as number", R"({"v":1,"type":"act","seat":5,"action":"place","square":45})", bad);
    row("act, square null", R"({"v":1,"type":"act","seat":5,"action":"place","square":null})", bad);
    row("act, square missing", R"({"v":1,"type":"act","seat":5,"action":"place"})", bad);
    row("act, takeback without square", R"({"v":1,"type":"act","seat":5,"action":"takeback"})", bad);
    row("act, square for show", R"({"v":1,"type":"act","seat":5,"action":"show","square":"c6"})", bad);
    row("act, empty square for show", R"({"v":1,"type":"act","seat":5,"action":"show","square":""})", bad);
    row("deep JSON", QByteArray(1000, '[') + QByteArray(1000, ']'), bad);
    row("a NUL inside", QByteArray("{\"v\":1,\"type\":\"leave\"}\0", 23), bad);
    row("5 KiB", R"({"v":1,"type":"answer","question":1,"vote":1,"square":")" + QByteArray(5 * 1024, 'd') + R"("})",
        QStringLiteral("too-large"));
    row("4 KiB of two-byte letters", QString(2100, QChar(0xe9)).toUtf8(), QStringLiteral("too-large"));
    row("exactly 4 KiB, valid", R"({"v":1,"type":"leave","x":")" + QByteArray(MaxBytes - 29, 'x') + R"("})",
        QStringLiteral("leave"));
}

void TestClassProtocol::parse()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, kind);
    QCOMPARE(kindOf(ClassProtocol::parse(text, MaxBytes)), kind);
}

void TestClassProtocol::fields()
{
    const auto join = std::get<ClassProtocol::Join>(std::get<ClassProtocol::Message>(
        ClassProtocol::parse(R"({"v":1,"type":"join","code":" abcd ","name":"Ann","token":"00ff"})", MaxBytes)));
    QCOMPARE(join.code, QStringLiteral(" abcd ")); // compared by the class, which trims
    QCOMPARE(join.name, QStringLiteral("Ann"));
    QCOMPARE(join.token, QByteArray("00ff"));
    const auto answer = std::get<ClassProtocol::Answer>(std::get<ClassProtocol::Message>(
        ClassProtocol::parse(R"({"v":1,"type":"answer","question":7,"vote":2,"option":"back"})", MaxBytes)));
    QCOMPARE(answer.question, 7);
    QCOMPARE(answer.vote, 2);
    QVERIFY(!answer.square);
    QCOMPARE(answer.option.value_or(QString()), QStringLiteral("back"));
    const auto act = std::get<ClassProtocol::Act>(std::get<ClassProtocol::Message>(
        ClassProtocol::parse(R"({"v":1,"type":"act","seat":-3,"action":"refuse","square":"zz9"})", MaxBytes)));
    QCOMPARE(act.seat, -3); // which seat work is open is the class's to check
    QVERIFY(act.action == ClassProtocol::Act::Action::Refuse);
    QCOMPARE(act.square, QStringLiteral("zz9")); // and whether it is on its board
}

void TestClassProtocol::builds()
{
    ClassBoard board{8, {QStringLiteral("a8"), QStringLiteral("c7")}, {}, {}, {}, QStringLiteral("Row 3")};
    QJsonObject state = ClassProtocol::state(board);
    QCOMPARE(state.value(QLatin1String("v")).toInt(), 1);
    QCOMPARE(state.value(QLatin1String("type")).toString(), QStringLiteral("state"));
    QJsonObject b = state.value(QLatin1String("board")).toObject();
    QCOMPARE(b.value(QLatin1String("n")).toInt(), 8);
    QCOMPARE(b.value(QLatin1String("queens")).toArray().size(), 2);
    QVERIFY(!b.contains(QLatin1String("refused"))); // nothing refused: no field
    QVERIFY(!b.contains(QLatin1String("row")));
    board.refused = QStringLiteral("b6");
    board.by = QStringLiteral("a8");
    board.row = QStringLiteral("6");
    b = ClassProtocol::state(board).value(QLatin1String("board")).toObject();
    QCOMPARE(b.value(QLatin1String("refused")).toString(), QStringLiteral("b6"));
    QCOMPARE(b.value(QLatin1String("by")).toString(), QStringLiteral("a8"));
    QCOMPARE(b.value(QLatin1String("row")).toString(), QStringLiteral("6"));

    ClassQuestion question;
    question.id = 4;
    question.text = QStringLiteral("What next?");
    question.input = ClassQuestion::Input::Option;
    question.options = {{QStringLiteral("place"), QStringLiteral("Place")}};
    const QJsonObject asked = ClassProtocol::question(question, 2, {});
    QCOMPARE(asked.value(QLatin1String("input")).toString(), QStringLiteral("option"));
    QCOMPARE(asked.value(QLatin1String("vote")).toInt(), 2);
    QVERIFY(asked.value(QLatin1String("answer")).isNull());
    QCOMPARE(asked.value(QLatin1String("options")).toArray().at(0).toObject().value(QLatin1String("label")).toString(),
             QStringLiteral("Place"));
    QVERIFY(!asked.contains(QLatin1String("squares")));

    const QJsonObject right = ClassProtocol::reveal(question, 1, {QStringLiteral("place")}, QStringLiteral("place"),
                                                    QStringLiteral("Free."));
    QCOMPARE(right.value(QLatin1String("correct")).toBool(), true);
    const QJsonObject none = ClassProtocol::reveal(question, 1, {QStringLiteral("place")}, {}, QStringLiteral("Free."));
    QCOMPARE(none.value(QLatin1String("correct")).toBool(), false);
    QVERIFY(none.value(QLatin1String("answer")).isNull());
    QVERIFY(none.value(QLatin1String("answerVote")).isNull());
    QCOMPARE(right.value(QLatin1String("answerVote")).toInt(), 1); // the vote revealed
    // At vote 2, a pupil's answer from vote 1 (she gave none to vote 2,
    // issue 39, item 12): said so, with the reason for it.
    const QJsonObject kept = ClassProtocol::reveal(question, 2, {QStringLiteral("place")}, QStringLiteral("place"),
                                                   QStringLiteral("No queen attacks the next square."), 1);
    QCOMPARE(kept.value(QLatin1String("vote")).toInt(), 2);
    QCOMPARE(kept.value(QLatin1String("answerVote")).toInt(), 1);
    QCOMPARE(kept.value(QLatin1String("correct")).toBool(), true);
    QCOMPARE(kept.value(QLatin1String("explanation")).toString(), QStringLiteral("No queen attacks the next square."));

    // The page's words in the class's new language (issue 39, item 2).
    const QJsonObject strings{{QStringLiteral("leave"), QStringLiteral("Klasse verlassen")}};
    const QJsonObject words = ClassProtocol::words(QStringLiteral("de"), strings);
    QCOMPARE(words.value(QLatin1String("v")).toInt(), 1);
    QCOMPARE(words.value(QLatin1String("type")).toString(), QStringLiteral("words"));
    QCOMPARE(words.value(QLatin1String("language")).toString(), QStringLiteral("de"));
    QCOMPARE(words.value(QLatin1String("strings")).toObject(), strings);
    // The same words as a welcome carries them.
    const QJsonObject welcome = ClassProtocol::welcome("00ff", QStringLiteral("Ann"), QStringLiteral("de"), strings);
    QCOMPARE(welcome.value(QLatin1String("language")), words.value(QLatin1String("language")));
    QCOMPARE(welcome.value(QLatin1String("strings")), words.value(QLatin1String("strings")));

    // A seat work's end for a pupil the program sent nothing for: zeros.
    const QJsonObject end = ClassProtocol::seatEnd(3, {});
    QCOMPARE(end.value(QLatin1String("type")).toString(), QStringLiteral("seatend"));
    QCOMPARE(end.value(QLatin1String("summary")).toString(), QString());
    QCOMPARE(end.value(QLatin1String("counts")).toObject().value(QLatin1String("mistakes")).toInt(), 0);
    // The program's seat object keeps its fields; type and id are the server's.
    const QJsonObject seat = ClassProtocol::seat({{QStringLiteral("type"), QStringLiteral("forged")},
                                                  {QStringLiteral("n"), 6}},
                                                 9);
    QCOMPARE(seat.value(QLatin1String("type")).toString(), QStringLiteral("seat"));
    QCOMPARE(seat.value(QLatin1String("seat")).toInt(), 9);
    QCOMPARE(seat.value(QLatin1String("n")).toInt(), 6);
}

QTEST_GUILESS_MAIN(TestClassProtocol)
#include "tst_classprotocol.moc"
