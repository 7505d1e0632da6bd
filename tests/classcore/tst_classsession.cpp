// SPDX-License-Identifier: MIT
// The class's state with no socket: a hostile table of what pupils send,
// parsed by the protocol and taken by the session (joins with bad codes and
// tokens, answers out of the vote or off the board, acts with no seat work
// open, squares of every wrong shape, boards above 26 columns), each row
// checked for what the pupil is told and that nothing else changed; then
// floods of joins, the typed answers and tallies, and what the session
// hands the transport to send.
#include "classcore/classprotocol.h"
#include "classcore/classsession.h"
#include "solver/algorithm.h"
#include "solver/notation.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

namespace {

constexpr qsizetype MaxBytes = 4096;

QStringList strings(const QJsonValue &array)
{
    QStringList list;
    for (const QJsonValue &value : array.toArray())
        list << value.toString();
    return list;
}

ClassQuestion squareQuestion(int id, int n = 8, const QStringList &squares = {QStringLiteral("e4"), QStringLiteral("d5"),
                                                                               QStringLiteral("a1")})
{
    ClassQuestion question;
    question.id = id;
    question.text = QStringLiteral("Where does the next queen go?");
    question.input = ClassQuestion::Input::Square;
    question.n = n;
    question.squares = squares;
    return question;
}

ClassQuestion optionQuestion(int id)
{
    ClassQuestion question;
    question.id = id;
    question.text = QStringLiteral("What happens next?");
    question.input = ClassQuestion::Input::Option;
    question.options = {{QStringLiteral("place"), QStringLiteral("Place")},
                        {QStringLiteral("back"), QStringLiteral("Step back")}};
    return question;
}

QByteArray joinText(const QString &code, const QString &name = {}, const QByteArray &token = {})
{
    QJsonObject join{{QStringLiteral("v"), 1}, {QStringLiteral("type"), QStringLiteral("join")},
                     {QStringLiteral("code"), code}};
    if (!name.isEmpty())
        join.insert(QStringLiteral("name"), name);
    if (!token.isEmpty())
        join.insert(QStringLiteral("token"), QString::fromLatin1(token));
    return QJsonDocument(join).toJson(QJsonDocument::Compact);
}

// A session with pupils who joined as a page would, by the protocol.
struct Class
{
    ClassSession session;
    QList<std::tuple<QString, ClassProtocol::Act::Action, std::optional<nq::Square>>> acts;
    QList<std::tuple<QString, int, int, ClassAnswer>> answers;
    QList<ClassSession::Delivery> sent;

    Class()
    {
        QObject::connect(&session, &ClassSession::acted, &session,
                         [this](const QString &pupil, ClassProtocol::Act::Action action, std::optional<nq::Square> square) {
                             acts.append({pupil, action, square});
                         });
        QObject::connect(&session, &ClassSession::answered, &session,
                         [this](const QString &pupil, int question, int vote, const ClassAnswer &answer) {
                             answers.append({pupil, question, vote, answer});
                         });
        QObject::connect(&session, &ClassSession::outgoing, &session,
                         [this](const QList<ClassSession::Delivery> &deliveries) { sent += deliveries; });
    }

    // What `from` (empty: a connection that has not joined) is told: the
    // refusal's name, or what the message did.
    QString say(const QString &from, const QByteArray &text, ClassSession::Reply *reply = nullptr)
    {
        const auto parsed = ClassProtocol::parse(text, MaxBytes);
        if (const auto *refusal = std::get_if<ClassProtocol::Refusal>(&parsed))
            return ClassProtocol::refusalName(*refusal);
        const ClassProtocol::Message &message = std::get<ClassProtocol::Message>(parsed);
        const ClassSession::Reply got = session.receive(from, message);
        if (reply)
            *reply = got;
        if (got.refusal != ClassSession::Refusal::None)
            return ClassSession::refusalName(got.refusal);
        if (std::holds_alternative<ClassProtocol::Join>(message)) {
            session.setConnected(got.pupil, true);
            return got.back ? QStringLiteral("back") : QStringLiteral("joined");
        }
        if (std::holds_alternative<ClassProtocol::Answer>(message))
            return QStringLiteral("answered");
        if (std::holds_alternative<ClassProtocol::Act>(message))
            return QStringLiteral("acted");
        return QStringLiteral("left");
    }

    // Joins `name`; the pupil's id and token.
    std::pair<QString, QByteArray> join(const QString &name)
    {
        ClassSession::Reply reply;
        if (say({}, joinText(session.code(), name), &reply) != QLatin1String("joined"))
            return {};
        const QJsonObject welcome = session.greeting(reply.pupil, QStringLiteral("en"), {}).value(0);
        return {reply.pupil, welcome.value(QLatin1String("token")).toString().toLatin1()};
    }
};

} // namespace

class TestClassSession : public QObject
{
    Q_OBJECT

private slots:
    void hostile_data();
    void hostile();
    void floodOfJoins();
    void namesAndTokens();
    void typedAnswers();
    void removedAndLeft();
    void deliveries();
    void catchUp();
    void retell();
    void seatWork();
    void namesAfterLeaving();
    void leftNamesAreBounded();
    void questionState();
    void tallyPerVote_data();
    void tallyPerVote();
    void reasonsPerPupil();
    void oneVoteRule_data();
    void oneVoteRule();
};

void TestClassSession::hostile_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<bool>("joined"); // sent by Ann, who joined, or by a connection that has not
    QTest::addColumn<QByteArray>("text"); // %CODE% and %TOKEN% (Ann's) are filled in
    QTest::addColumn<QString>("told");
    QTest::addColumn<QString>("detail"); // the answer kept, the square acted on (named on the board), or the name

    const QString bad = QStringLiteral("bad-message");
    const QString notOpen = QStringLiteral("not-open");
    const auto row = [](const char *name, const char *scenario, bool joined, const QByteArray &text,
                        const QString &told, const QString &detail = {}) {
        QTest::newRow(name) << QString::fromLatin1(scenario) << joined << text << told << detail;
    };
    const auto answer = [](const QByteArray &fields) {
        return R"({"v":1,"type":"answer",)" + fields + "}";
    };
    const auto act = [](const QByteArray &action, const QByteArray &square, int seat = 3) {
        QByteArray text = R"({"v":1,"type":"act","seat":)" + QByteArray::number(seat) + R"(,"action":")" + action + '"';
        if (!square.isNull())
            text += R"(,"square":")" + square + '"';
        return text + '}';
    };

    // Joins.
    row("join", "none", false, R"({"v":1,"type":"join","code":"%CODE%","name":"Bob"})", QStringLiteral("joined"),
        QStringLiteral("Bob"));
    row("join, code in lower case and spaces", "none", false, R"({"v":1,"type":"join","code":" %code% ","name":"Bob"})",
        QStringLiteral("joined"), QStringLiteral("Bob"));
    row("join, wrong code", "none", false, R"({"v":1,"type":"join","code":"QQQQQ","name":"Bob"})",
        QStringLiteral("bad-code"));
    row("join, empty code", "none", false, R"({"v":1,"type":"join","code":"","name":"Bob"})", QStringLiteral("bad-code"));
    row("join, code as a number", "none", false, R"({"v":1,"type":"join","code":1234})", bad);
    row("join, no code", "none", false, R"({"v":1,"type":"join","name":"Bob"})", bad);
    row("join, unknown token", "none", false, R"({"v":1,"type":"join","code":"%CODE%","token":"00ff00ff"})",
        QStringLiteral("bad-token"));
    row("join, token in capitals", "none", false, R"({"v":1,"type":"join","code":"%CODE%","token":"%TOKENUPPER%"})",
        QStringLiteral("bad-token"));
    row("join, token with a wrong code", "none", false, R"({"v":1,"type":"join","code":"QQQQQ","token":"%TOKEN%"})",
        QStringLiteral("bad-code"));
    row("join, token as a number", "none", false, R"({"v":1,"type":"join","code":"%CODE%","token":5})", bad);
    row("join back by token", "none", false, R"({"v":1,"type":"join","code":"%CODE%","token":"%TOKEN%"})",
        QStringLiteral("back"), QStringLiteral("Ann"));
    row("join twice", "none", true, R"({"v":1,"type":"join","code":"%CODE%","name":"Bob"})", bad);
    row("join, locked", "locked", false, R"({"v":1,"type":"join","code":"%CODE%","name":"Bob"})",
        QStringLiteral("locked"));
    row("join back, locked", "locked", false, R"({"v":1,"type":"join","code":"%CODE%","token":"%TOKEN%"})",
        QStringLiteral("back"), QStringLiteral("Ann"));
    row("join, full", "full", false, R"({"v":1,"type":"join","code":"%CODE%","name":"Bob"})", QStringLiteral("full"));
    row("join back, full", "full", false, R"({"v":1,"type":"join","code":"%CODE%","token":"%TOKEN%"})",
        QStringLiteral("back"), QStringLiteral("Ann"));
    row("join, markup in the name", "none", false, R"({"v":1,"type":"join","code":"%CODE%","name":"<b>Bo</b>"})",
        QStringLiteral("joined"), QStringLiteral("<b>Bo</b>"));
    row("join, controls in the name", "none", false,
        R"({"v":1,"type":"join","code":"%CODE%","name":"A\u0001B\u202eC"})", QStringLiteral("joined"),
        QStringLiteral("ABC"));
    row("join, name too long", "none", false,
        R"({"v":1,"type":"join","code":"%CODE%","name":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"})",
        QStringLiteral("joined"), QString(24, QLatin1Char('x')));
    row("join, anonymous", "anonymous", false, R"({"v":1,"type":"join","code":"%CODE%","name":"Carla"})",
        QStringLiteral("joined"), QStringLiteral("*generated"));
    row("join, no name", "none", false, R"({"v":1,"type":"join","code":"%CODE%"})", QStringLiteral("joined"),
        QStringLiteral("*generated"));

    // Answers to a square question on 8 x 8 (e4, d5 and a1 offered).
    row("answer e4", "square", true, answer(R"("question":1,"vote":1,"square":"e4")"), QStringLiteral("answered"),
        QStringLiteral("e4"));
    row("answer a1", "square", true, answer(R"("question":1,"vote":1,"square":"a1")"), QStringLiteral("answered"),
        QStringLiteral("a1"));
    row("answer, vote 2", "vote2", true, answer(R"("question":1,"vote":2,"square":"d5")"), QStringLiteral("answered"),
        QStringLiteral("d5"));
    row("answer, square not offered", "square", true, answer(R"("question":1,"vote":1,"square":"b2")"), bad);
    row("answer, off the board", "square", true, answer(R"("question":1,"vote":1,"square":"i1")"), bad);
    row("answer, rank off the board", "square", true, answer(R"("question":1,"vote":1,"square":"e9")"), bad);
    row("answer, capitals", "square", true, answer(R"("question":1,"vote":1,"square":"E4")"), bad);
    row("answer, leading zero", "square", true, answer(R"("question":1,"vote":1,"square":"e04")"), bad);
    row("answer, space after", "square", true, answer(R"("question":1,"vote":1,"square":"e4 ")"), bad);
    row("answer, space before", "square", true, answer(R"("question":1,"vote":1,"square":" e4")"), bad);
    row("answer, empty square", "square", true, answer(R"("question":1,"vote":1,"square":"")"), bad);
    row("answer, rank first", "square", true, answer(R"("question":1,"vote":1,"square":"4e")"), bad);
    row("answer, Arabic digit", "square", true, answer(R"("question":1,"vote":1,"square":"e\u0664")"), bad);
    row("answer, fullwidth letter", "square", true, answer(R"("question":1,"vote":1,"square":"\uff45\u0034")"), bad);
    row("answer, NUL inside", "square", true, answer(R"("question":1,"vote":1,"square":"e\u00004")"), bad);
    row("answer, long", "square", true, answer(R"("question":1,"vote":1,"square":")" + QByteArray(3000, 'a') + "\""),
        bad);
    row("answer, an option to a square question", "square", true, answer(R"("question":1,"vote":1,"option":"place")"),
        bad);
    row("answer, nothing given", "square", true, answer(R"("question":1,"vote":1)"), bad);
    row("answer, both given", "square", true, answer(R"("question":1,"vote":1,"square":"e4","option":"place")"), bad);
    row("answer, another question", "square", true, answer(R"("question":2,"vote":1,"square":"e4")"), notOpen);
    row("answer, question 0", "square", true, answer(R"("question":0,"vote":1,"square":"e4")"), notOpen);
    row("answer, negative question", "square", true, answer(R"("question":-1,"vote":1,"square":"e4")"), notOpen);
    row("answer, another vote", "square", true, answer(R"("question":1,"vote":2,"square":"e4")"), notOpen);
    row("answer, vote 1 while 2 is open", "vote2", true, answer(R"("question":1,"vote":1,"square":"e4")"), notOpen);
    row("answer, vote as text", "square", true, answer(R"("question":1,"vote":"1","square":"e4")"), bad);
    row("answer, question fractional", "square", true, answer(R"("question":1.5,"vote":1,"square":"e4")"), bad);
    row("answer before any question", "none", true, answer(R"("question":1,"vote":1,"square":"e4")"), notOpen);
    row("answer, option before any question", "none", true, answer(R"("question":1,"vote":1,"option":"place")"),
        notOpen);
    row("answer, question closed", "closed", true, answer(R"("question":1,"vote":1,"square":"e4")"), notOpen);
    row("answer, question revealed", "revealed", true, answer(R"("question":1,"vote":1,"square":"e4")"), notOpen);
    row("answer during seat work", "seat", true, answer(R"("question":1,"vote":1,"square":"e4")"), notOpen);
    row("answer, not joined", "square", false, answer(R"("question":1,"vote":1,"square":"e4")"), bad);

    // Answers to an option question.
    row("answer place", "option", true, answer(R"("question":4,"vote":1,"option":"place")"), QStringLiteral("answered"),
        QStringLiteral("place"));
    row("answer back", "option", true, answer(R"("question":4,"vote":1,"option":"back")"), QStringLiteral("answered"),
        QStringLiteral("back"));
    row("answer, option capitalised", "option", true, answer(R"("question":4,"vote":1,"option":"Place")"), bad);
    row("answer, option's label", "option", true, answer(R"("question":4,"vote":1,"option":"Step back")"), bad);
    row("answer, option not offered", "option", true, answer(R"("question":4,"vote":1,"option":"refuse")"), bad);
    row("answer, a square to an option question", "option", true, answer(R"("question":4,"vote":1,"square":"e4")"),
        bad);
    row("answer, option as a number", "option", true, answer(R"("question":4,"vote":1,"option":1)"), bad);

    // Above 26 columns, as on the desktop: "aa" is the 27th file.
    row("answer aa1 on 27", "square27", true, answer(R"("question":6,"vote":1,"square":"aa1")"),
        QStringLiteral("answered"), QStringLiteral("aa1"));
    row("answer aa27 on 27", "square27", true, answer(R"("question":6,"vote":1,"square":"aa27")"),
        QStringLiteral("answered"), QStringLiteral("aa27"));
    row("answer a27 on 27", "square27", true, answer(R"("question":6,"vote":1,"square":"a27")"),
        QStringLiteral("answered"), QStringLiteral("a27"));
    row("answer ab1 on 27", "square27", true, answer(R"("question":6,"vote":1,"square":"ab1")"), bad);
    row("answer aa28 on 27", "square27", true, answer(R"("question":6,"vote":1,"square":"aa28")"), bad);
    row("answer AA1 on 27", "square27", true, answer(R"("question":6,"vote":1,"square":"AA1")"), bad);

    // Acts in seat work 3 on 8 x 8.
    row("act place a1", "seat", true, act("place", "a1"), QStringLiteral("acted"), QStringLiteral("a1"));
    row("act place h8", "seat", true, act("place", "h8"), QStringLiteral("acted"), QStringLiteral("h8"));
    row("act refuse b6", "seat", true, act("refuse", "b6"), QStringLiteral("acted"), QStringLiteral("b6"));
    row("act takeback a8", "seat", true, act("takeback", "a8"), QStringLiteral("acted"), QStringLiteral("a8"));
    row("act show", "seat", true, act("show", QByteArray()), QStringLiteral("acted"), QString());
    row("act, show with a square", "seat", true, act("show", "a8"), bad);
    row("act, place without a square", "seat", true, act("place", QByteArray()), bad);
    row("act, unknown action", "seat", true, act("move", "a8"), bad);
    row("act, action capitalised", "seat", true, act("Place", "a8"), bad);
    row("act, empty action", "seat", true, act("", "a8"), bad);
    row("act, i1", "seat", true, act("place", "i1"), bad);
    row("act, a9", "seat", true, act("place", "a9"), bad);
    row("act, a0", "seat", true, act("place", "a0"), bad);
    row("act, a08", "seat", true, act("place", "a08"), bad);
    row("act, C6", "seat", true, act("place", "C6"), bad);
    row("act, 6c", "seat", true, act("place", "6c"), bad);
    row("act, c 6", "seat", true, act("place", "c 6"), bad);
    row("act, c6 with a space", "seat", true, act("refuse", "c6 "), bad);
    row("act, space and a8", "seat", true, act("place", " a8"), bad);
    row("act, empty square", "seat", true, act("place", ""), bad);
    row("act, file only", "seat", true, act("place", "c"), bad);
    row("act, negative rank", "seat", true, act("place", "c-1"), bad);
    row("act, plus rank", "seat", true, act("place", "c+1"), bad);
    row("act, not a square", "seat", true, act("refuse", "queen"), bad);
    row("act, accented letter", "seat", true, act("place", "\xc3\xa1" "8"), bad);
    row("act, Arabic-Indic digit", "seat", true, act("place", "c\xd9\xa6"), bad);
    row("act, fullwidth letter", "seat", true, act("place", "\xef\xbd\x83" "6"), bad);
    row("act, long square", "seat", true, act("place", QByteArray(3000, 'a')), bad);
    row("act, huge rank", "seat", true, act("place", "a99999999999999999999"), bad);
    row("act, another seat work", "seat", true, act("place", "a1", 4), QStringLiteral("not-open"));
    row("act, seat 0", "seat", true, act("place", "a1", 0), QStringLiteral("not-open"));
    row("act, no seat work open", "none", true, act("place", "a1"), QStringLiteral("not-open"));
    row("act, seat work stopped", "stopped", true, act("place", "a1"), QStringLiteral("not-open"));
    row("act show, seat work stopped", "stopped", true, act("show", QByteArray()), QStringLiteral("not-open"));
    row("act, during a question", "square", true, act("place", "a1"), QStringLiteral("not-open"));
    row("act, not joined", "seat", false, act("place", "a1"), bad);
    row("act a10 on 10", "seat10", true, act("place", "a10"), QStringLiteral("acted"), QStringLiteral("a10"));
    row("act j10 on 10", "seat10", true, act("place", "j10"), QStringLiteral("acted"), QStringLiteral("j10"));
    row("act a01 on 10", "seat10", true, act("place", "a01"), bad);
    row("act a11 on 10", "seat10", true, act("place", "a11"), bad);
    row("act k1 on 10", "seat10", true, act("place", "k1"), bad);
    row("act z26 on 26", "seat26", true, act("place", "z26"), QStringLiteral("acted"), QStringLiteral("z26"));
    row("act aa1 on 26", "seat26", true, act("place", "aa1"), bad);
    row("act aa1 on 27", "seat27", true, act("place", "aa1"), QStringLiteral("acted"), QStringLiteral("aa1"));
    row("act a27 on 27", "seat27", true, act("refuse", "a27"), QStringLiteral("acted"), QStringLiteral("a27"));
    row("act ab1 on 27", "seat27", true, act("place", "ab1"), bad);
    row("act aa28 on 27", "seat27", true, act("place", "aa28"), bad);

    // Leaving, and what is no message of a page.
    row("leave", "none", true, R"({"v":1,"type":"leave"})", QStringLiteral("left"));
    row("leave, not joined", "none", false, R"({"v":1,"type":"leave"})", bad);
    row("unknown type", "square", true, R"({"v":1,"type":"reveal","question":1})", bad);
    row("a server's message back", "square", true, R"({"v":1,"type":"welcome","token":"00"})", bad);
    row("version 2", "square", true, R"({"v":2,"type":"answer","question":1,"vote":1,"square":"e4"})", bad);
    row("not JSON", "square", true, "e4", bad);
    row("too large", "square", true,
        answer(R"("question":1,"vote":1,"square":"e4","x":")" + QByteArray(5000, 'x') + "\""),
        QStringLiteral("too-large"));
}

void TestClassSession::hostile()
{
    QFETCH(QString, scenario);
    QFETCH(bool, joined);
    QFETCH(QByteArray, text);
    QFETCH(QString, told);
    QFETCH(QString, detail);

    Class c;
    const auto [ann, token] = c.join(QStringLiteral("Ann"));
    QVERIFY(!ann.isEmpty());
    if (scenario == QLatin1String("square") || scenario == QLatin1String("closed")
        || scenario == QLatin1String("revealed")) {
        c.session.ask(squareQuestion(1));
    } else if (scenario == QLatin1String("vote2")) {
        c.session.ask(squareQuestion(1), 2);
    } else if (scenario == QLatin1String("option")) {
        c.session.ask(optionQuestion(4));
    } else if (scenario == QLatin1String("square27")) {
        c.session.ask(squareQuestion(6, 27, {QStringLiteral("aa1"), QStringLiteral("a27"), QStringLiteral("aa27")}));
    } else if (scenario.startsWith(QLatin1String("seat")) || scenario == QLatin1String("stopped")) {
        const int n = scenario == QLatin1String("seat10") ? 10
                      : scenario == QLatin1String("seat26") ? 26
                      : scenario == QLatin1String("seat27") ? 27
                                                            : 8;
        QVERIFY(c.session.startSeatWork(3, n));
    } else if (scenario == QLatin1String("locked")) {
        c.session.setLocked(true);
    } else if (scenario == QLatin1String("full")) {
        c.session.setMaxPupils(1);
    } else if (scenario == QLatin1String("anonymous")) {
        c.session.setAnonymous(true);
    }
    if (scenario == QLatin1String("closed"))
        c.session.closeQuestion();
    else if (scenario == QLatin1String("revealed"))
        c.session.reveal({QStringLiteral("e4")}, {});
    else if (scenario == QLatin1String("stopped"))
        c.session.stopSeatWork();

    text.replace("%CODE%", c.session.code().toLatin1());
    text.replace("%code%", c.session.code().toLower().toLatin1());
    text.replace("%TOKENUPPER%", token.toUpper());
    text.replace("%TOKEN%", token);

    const QList<ClassPupil> before = c.session.pupils();
    const QMap<QString, int> tallyBefore = c.session.tally();
    ClassSession::Reply reply;
    QCOMPARE(c.say(joined ? ann : QString(), text, &reply), told);

    const bool refused = told != QLatin1String("joined") && told != QLatin1String("back")
                         && told != QLatin1String("answered") && told != QLatin1String("acted")
                         && told != QLatin1String("left");
    // Nothing passed on twice, nor for a refused message.
    QCOMPARE(c.acts.size(), told == QLatin1String("acted") ? 1 : 0);
    QCOMPARE(c.answers.size(), told == QLatin1String("answered") ? 1 : 0);
    if (refused) {
        QCOMPARE(c.session.pupils(), before);
        QCOMPARE(c.session.tally(), tallyBefore);
        return;
    }
    if (told == QLatin1String("acted")) {
        const auto &[pupil, action, square] = c.acts.first();
        QCOMPARE(pupil, ann);
        QCOMPARE(square.has_value(), !detail.isEmpty());
        QCOMPARE(action == ClassProtocol::Act::Action::Show, detail.isEmpty());
        if (square)
            QCOMPARE(QString::fromStdString(nq::squareName(c.session.seatSize(), *square)), detail);
    } else if (told == QLatin1String("answered")) {
        const auto &[pupil, question, vote, given] = c.answers.first();
        QCOMPARE(pupil, ann);
        QCOMPARE(question, c.session.question().id);
        QCOMPARE(vote, c.session.vote());
        QCOMPARE(given.name(), detail);
        QCOMPARE(given.square.has_value(), c.session.question().input == ClassQuestion::Input::Square);
        QCOMPARE(reply.message.value(QLatin1String("type")).toString(), QStringLiteral("answered"));
        QCOMPARE(reply.message.value(QLatin1String("answer")).toString(), detail);
        QCOMPARE(c.session.answerOf(ann, question, vote), given);
        QCOMPARE(c.session.tally(), (QMap<QString, int>{{detail, 1}}));
    } else if (told == QLatin1String("joined") || told == QLatin1String("back")) {
        const QString name = c.session.pupils().last().name;
        if (told == QLatin1String("back")) {
            QCOMPARE(reply.pupil, ann);
            QCOMPARE(c.session.pupils().size(), before.size());
        } else {
            QCOMPARE(c.session.pupils().size(), before.size() + 1);
        }
        if (detail == QLatin1String("*generated"))
            QVERIFY2(QRegularExpression(QStringLiteral("^[A-Z][a-z]+ [0-9]{1,2}$")).match(name).hasMatch(),
                     qPrintable(name));
        else
            QCOMPARE(c.session.pupils().value(told == QLatin1String("back") ? 0 : before.size()).name, detail);
    } else if (told == QLatin1String("left")) {
        QVERIFY(c.session.pupils().isEmpty());
    }
}

void TestClassSession::floodOfJoins()
{
    // Joins past the most pupils are refused, whatever their number; a
    // pupil coming back by token still gets in.
    Class c;
    c.session.setMaxPupils(50);
    QByteArray firstToken;
    int joined = 0;
    int full = 0;
    for (int i = 0; i < 2000; ++i) {
        ClassSession::Reply reply;
        const QString told = c.say({}, joinText(c.session.code(), QStringLiteral("P%1").arg(i)), &reply);
        if (told == QLatin1String("joined")) {
            ++joined;
            if (firstToken.isEmpty())
                firstToken = c.session.greeting(reply.pupil, QStringLiteral("en"), {})
                                 .value(0)
                                 .value(QLatin1String("token"))
                                 .toString()
                                 .toLatin1();
        } else {
            QCOMPARE(told, QStringLiteral("full"));
            ++full;
        }
    }
    QCOMPARE(joined, 50);
    QCOMPARE(full, 1950);
    QCOMPARE(c.session.pupilCount(), 50);
    QCOMPARE(c.say({}, joinText(c.session.code(), {}, firstToken)), QStringLiteral("back"));
    QCOMPARE(c.session.pupilCount(), 50);
    // Wrong codes and tokens in bulk change nothing.
    for (int i = 0; i < 500; ++i) {
        QCOMPARE(c.say({}, joinText(QStringLiteral("QQQQQ"), QStringLiteral("X"))), QStringLiteral("bad-code"));
        QCOMPARE(c.say({}, joinText(c.session.code(), {}, QByteArray::number(i, 16))), QStringLiteral("bad-token"));
    }
    QCOMPARE(c.session.pupilCount(), 50);
    // Every token differs, and so do the generated names.
    c.session.begin();
    c.session.setAnonymous(true);
    QSet<QString> names;
    QSet<QByteArray> tokens;
    for (int i = 0; i < 50; ++i) {
        const auto [id, token] = c.join(QStringLiteral("Same"));
        tokens.insert(token);
    }
    for (const ClassPupil &pupil : c.session.pupils())
        names.insert(pupil.name);
    QCOMPARE(names.size(), 50);
    QCOMPARE(tokens.size(), 50);
}

void TestClassSession::namesAndTokens()
{
    Class c;
    const QString code = c.session.code();
    QCOMPARE(code.size(), 4);
    const auto [ann, token] = c.join(QStringLiteral("  Ann  "));
    QCOMPARE(token.size(), 32); // 128 bits, hex
    QCOMPARE(c.session.pupils().value(0).name, QStringLiteral("Ann"));
    QVERIFY(c.session.pupils().value(0).connected);
    QCOMPARE(c.session.connectedCount(), 1);
    c.session.setConnected(ann, false);
    QCOMPARE(c.session.connectedCount(), 0);
    QVERIFY(!c.session.pupils().value(0).connected);
    // A new class: a new code, nobody in it, the old token refused.
    c.session.begin();
    QVERIFY(c.session.pupils().isEmpty());
    QCOMPARE(c.say({}, joinText(c.session.code(), {}, token)), QStringLiteral("bad-token"));
}

void TestClassSession::typedAnswers()
{
    Class c;
    const auto [ann, annToken] = c.join(QStringLiteral("Ann"));
    const auto [bob, bobToken] = c.join(QStringLiteral("Bob"));
    const auto [cleo, cleoToken] = c.join(QStringLiteral("Cleo"));
    QSignalSpy tallied(&c.session, &ClassSession::tallyChanged);
    c.session.ask(squareQuestion(1, 27, {QStringLiteral("aa1"), QStringLiteral("a1"), QStringLiteral("aa27")}));
    const auto say = [&](const QString &pupil, const char *square) {
        return c.say(pupil, QByteArray(R"({"v":1,"type":"answer","question":1,"vote":1,"square":")") + square + "\"}");
    };
    QCOMPARE(say(ann, "aa1"), QStringLiteral("answered"));
    QCOMPARE(say(bob, "aa1"), QStringLiteral("answered"));
    QCOMPARE(say(cleo, "a1"), QStringLiteral("answered"));
    // The square as a square: aa1 is the 27th column of the bottom row.
    const ClassAnswer given = std::get<3>(c.answers.first());
    QCOMPARE(given.n, 27);
    QVERIFY(given.square == (nq::Square{26, 26}));
    QCOMPARE(c.session.answeredCount(), 3);
    QCOMPARE(c.session.tally(), (QMap<QString, int>{{QStringLiteral("aa1"), 2}, {QStringLiteral("a1"), 1}}));
    const auto squares = c.session.squareTally();
    QCOMPARE(squares.size(), 2);
    QVERIFY(squares.contains(std::pair(nq::Square{26, 26}, 2)));
    QVERIFY(squares.contains(std::pair(nq::Square{26, 0}, 1)));
    // A change replaces the pupil's answer.
    QCOMPARE(say(cleo, "aa27"), QStringLiteral("answered"));
    QCOMPARE(c.session.answeredCount(), 3);
    QVERIFY(c.session.answerOf(cleo, 1, 1).square == (nq::Square{0, 26}));
    QVERIFY(tallied.count() >= 4);
    // Vote 2 keeps vote 1's answers; the tally is vote 2's.
    c.session.ask(squareQuestion(1, 27, {QStringLiteral("aa1"), QStringLiteral("a1"), QStringLiteral("aa27")}), 2);
    QCOMPARE(c.session.answeredCount(), 0);
    QCOMPARE(c.session.answerOf(ann, 1, 1).name(), QStringLiteral("aa1"));
    QVERIFY(c.session.answerOf(ann, 1, 2).isEmpty());
    // Options: values, no square.
    c.session.ask(optionQuestion(2));
    QCOMPARE(c.say(bob, R"({"v":1,"type":"answer","question":2,"vote":1,"option":"back"})"), QStringLiteral("answered"));
    QCOMPARE(c.session.answerOf(bob, 2, 1).option, QStringLiteral("back"));
    QVERIFY(!c.session.answerOf(bob, 2, 1).square);
    QVERIFY(c.session.squareTally().isEmpty());
    // Reveal: each is told their own answer and whether it was right.
    c.sent.clear();
    c.session.reveal({QStringLiteral("back")}, QStringLiteral("Because."));
    QCOMPARE(c.sent.size(), 3);
    for (const ClassSession::Delivery &delivery : std::as_const(c.sent)) {
        QVERIFY(delivery.fanOut);
        const QJsonObject m = delivery.message;
        QCOMPARE(m.value(QLatin1String("type")).toString(), QStringLiteral("reveal"));
        QCOMPARE(m.value(QLatin1String("correct")).toBool(), delivery.pupil == bob);
        QCOMPARE(m.value(QLatin1String("answer")).isNull(), delivery.pupil != bob);
    }
}

void TestClassSession::removedAndLeft()
{
    Class c;
    const auto [ann, annToken] = c.join(QStringLiteral("Ann"));
    const auto [bob, bobToken] = c.join(QStringLiteral("Bob"));
    c.session.ask(squareQuestion(1));
    QCOMPARE(c.say(ann, R"({"v":1,"type":"answer","question":1,"vote":1,"square":"e4"})"), QStringLiteral("answered"));
    QCOMPARE(c.say(bob, R"({"v":1,"type":"answer","question":1,"vote":1,"square":"d5"})"), QStringLiteral("answered"));
    QSignalSpy leaving(&c.session, &ClassSession::pupilLeaving);
    c.session.removePupil(ann);
    QCOMPARE(leaving.count(), 1);
    QCOMPARE(leaving.at(0), (QList<QVariant>{ann, true}));
    QCOMPARE(c.session.pupilCount(), 1);
    QCOMPARE(c.session.tally(), (QMap<QString, int>{{QStringLiteral("d5"), 1}}));
    QCOMPARE(c.session.answerOf(ann, 1, 1).name(), QStringLiteral("e4")); // kept for the results
    QCOMPARE(c.say({}, joinText(c.session.code(), {}, annToken)), QStringLiteral("bad-token"));
    // An answer from the connection Ann had: nobody's.
    QCOMPARE(c.say(ann, R"({"v":1,"type":"answer","question":1,"vote":1,"square":"a1"})"), QStringLiteral("bad-message"));
    c.session.removePupil(QStringLiteral("nobody")); // nothing happens
    QCOMPARE(leaving.count(), 1);
    QCOMPARE(c.say(bob, R"({"v":1,"type":"leave"})"), QStringLiteral("left"));
    QCOMPARE(leaving.count(), 2);
    QCOMPARE(leaving.at(1), (QList<QVariant>{bob, false}));
    QCOMPARE(c.session.pupilCount(), 0);
    QCOMPARE(c.session.answeredCount(), 0);
}

void TestClassSession::deliveries()
{
    Class c;
    const auto [ann, annToken] = c.join(QStringLiteral("Ann"));
    const auto [bob, bobToken] = c.join(QStringLiteral("Bob"));
    c.session.setConnected(bob, false);
    // A board to everyone connected, the same message, in turns.
    c.session.setBoard(ClassBoard{8, {QStringLiteral("a8")}, {}, {}, {}, QStringLiteral("Go")});
    QCOMPARE(c.sent.size(), 1);
    QVERIFY(c.sent.at(0).pupil.isEmpty());
    QVERIFY(c.sent.at(0).fanOut);
    QCOMPARE(c.sent.at(0).message.value(QLatin1String("type")).toString(), QStringLiteral("state"));
    // A question to each pupil connected, with their answer so far.
    c.sent.clear();
    c.session.ask(squareQuestion(1));
    QCOMPARE(c.sent.size(), 1);
    QCOMPARE(c.sent.at(0).pupil, ann);
    QVERIFY(c.sent.at(0).message.value(QLatin1String("answer")).isNull());
    QCOMPARE(c.say(ann, R"({"v":1,"type":"answer","question":1,"vote":1,"square":"d5"})"), QStringLiteral("answered"));
    c.sent.clear();
    c.session.ask(squareQuestion(1)); // asked again (a page reloaded): Ann's answer goes with it
    QCOMPARE(c.sent.at(0).message.value(QLatin1String("answer")).toString(), QStringLiteral("d5"));
    // Closed once: the window may say so at every step.
    c.sent.clear();
    c.session.closeQuestion();
    c.session.closeQuestion();
    QCOMPARE(c.sent.size(), 1);
    QCOMPARE(c.sent.at(0).message.value(QLatin1String("type")).toString(), QStringLiteral("noquestion"));
}

void TestClassSession::catchUp()
{
    Class c;
    const auto [ann, annToken] = c.join(QStringLiteral("Ann"));
    // Nothing yet but the welcome.
    QCOMPARE(c.session.greeting(ann, QStringLiteral("de"), {{QStringLiteral("k"), QStringLiteral("v")}}).size(), 1);
    const QJsonObject welcome = c.session.greeting(ann, QStringLiteral("de"), {}).value(0);
    QCOMPARE(welcome.value(QLatin1String("type")).toString(), QStringLiteral("welcome"));
    QCOMPARE(welcome.value(QLatin1String("language")).toString(), QStringLiteral("de"));
    QCOMPARE(welcome.value(QLatin1String("name")).toString(), QStringLiteral("Ann"));
    c.session.setBoard(ClassBoard{8, {}, {}, {}, {}, QStringLiteral("Go")});
    c.session.ask(squareQuestion(1));
    QCOMPARE(c.say(ann, R"({"v":1,"type":"answer","question":1,"vote":1,"square":"e4"})"), QStringLiteral("answered"));
    c.session.reveal({QStringLiteral("e4")}, QStringLiteral("Free."));
    const auto types = [](const QList<QJsonObject> &messages) {
        QStringList list;
        for (const QJsonObject &m : messages)
            list << m.value(QLatin1String("type")).toString();
        return list;
    };
    QCOMPARE(types(c.session.catchUp(ann, false)),
             (QStringList{QStringLiteral("state"), QStringLiteral("question"), QStringLiteral("reveal")}));
    QCOMPARE(c.session.catchUp(ann, false).value(2).value(QLatin1String("correct")).toBool(), true);
    // Closed: nothing of it, unless the page missed the news.
    c.session.closeQuestion();
    QCOMPARE(types(c.session.catchUp(ann, false)), QStringList{QStringLiteral("state")});
    QCOMPARE(types(c.session.catchUp(ann, true)), (QStringList{QStringLiteral("state"), QStringLiteral("noquestion")}));
    // The pupil's seat comes before any question.
    QVERIFY(c.session.startSeatWork(2, 8));
    c.session.sendSeat(ann, {{QStringLiteral("n"), 8}});
    QCOMPARE(types(c.session.catchUp(ann, true)), (QStringList{QStringLiteral("state"), QStringLiteral("seat"),
                                                               QStringLiteral("noquestion")}));
    c.session.stopSeatWork();
    c.session.ask(squareQuestion(3));
    // Asking after seat work ended drops the summaries.
    QCOMPARE(types(c.session.catchUp(ann, false)), (QStringList{QStringLiteral("state"), QStringLiteral("question")}));
    QVERIFY(c.session.catchUp(QStringLiteral("nobody"), false).size() == 2); // the class's, nothing of their own
    QVERIFY(c.session.greeting(QStringLiteral("nobody"), QStringLiteral("en"), {}).isEmpty());
}

void TestClassSession::retell()
{
    // The class's language changed (issue 39, item 2): the question with
    // the class comes again in the new words, to every pupil connected,
    // each with their answer so far; the answers, the tally and whether it
    // is open stay. A revealed question comes again with its reveal.
    Class c;
    const auto [ann, annToken] = c.join(QStringLiteral("Ann"));
    const auto [bob, bobToken] = c.join(QStringLiteral("Bob"));
    const auto [cid, cidToken] = c.join(QStringLiteral("Cid"));
    c.session.setConnected(cid, false);
    c.session.ask(optionQuestion(4));
    QCOMPARE(c.say(ann, R"({"v":1,"type":"answer","question":4,"vote":1,"option":"back"})"), QStringLiteral("answered"));
    ClassQuestion german = optionQuestion(4);
    german.text = QStringLiteral("Was geschieht als Nächstes?");
    german.options = {{QStringLiteral("place"), QStringLiteral("Setzen")},
                      {QStringLiteral("back"), QStringLiteral("Zurückgehen")}};
    c.sent.clear();
    c.session.retell(german, QStringLiteral("Keine Dame passt."));
    QCOMPARE(c.sent.size(), 2); // Cid is away: he gets it when he comes back
    QCOMPARE(c.sent.at(0).pupil, ann);
    QCOMPARE(c.sent.at(1).pupil, bob);
    for (const ClassSession::Delivery &delivery : std::as_const(c.sent)) {
        QVERIFY(delivery.fanOut); // in turns, after the words sent before it
        QCOMPARE(delivery.message.value(QLatin1String("type")).toString(), QStringLiteral("question"));
        QCOMPARE(delivery.message.value(QLatin1String("question")).toInt(), 4);
        QCOMPARE(delivery.message.value(QLatin1String("vote")).toInt(), 1);
        QCOMPARE(delivery.message.value(QLatin1String("text")).toString(), german.text);
        const QJsonArray options = delivery.message.value(QLatin1String("options")).toArray();
        QCOMPARE(options.at(1).toObject().value(QLatin1String("value")).toString(), QStringLiteral("back"));
        QCOMPARE(options.at(1).toObject().value(QLatin1String("label")).toString(), QStringLiteral("Zurückgehen"));
    }
    QCOMPARE(c.sent.at(0).message.value(QLatin1String("answer")).toString(), QStringLiteral("back"));
    QVERIFY(c.sent.at(1).message.value(QLatin1String("answer")).isNull());
    QVERIFY(c.session.isQuestionOpen());
    QCOMPARE(c.session.question().text, german.text);
    QCOMPARE(c.session.tally(), (QMap<QString, int>{{QStringLiteral("back"), 1}}));
    // Still open: answers are taken, and a page that comes back gets the new words.
    QCOMPARE(c.say(bob, R"({"v":1,"type":"answer","question":4,"vote":1,"option":"place"})"), QStringLiteral("answered"));
    QCOMPARE(c.session.catchUp(cid, false).value(0).value(QLatin1String("text")).toString(), german.text);

    // Revealed: the question and its reveal again, the explanation in the new words.
    c.session.reveal({QStringLiteral("back")}, QStringLiteral("No queen fits."));
    german.text = QStringLiteral("Was geschieht jetzt?");
    c.sent.clear();
    c.session.retell(german, QStringLiteral("Keine Dame passt."));
    QStringList types;
    for (const ClassSession::Delivery &delivery : std::as_const(c.sent))
        types << delivery.pupil + QLatin1Char(' ') + delivery.message.value(QLatin1String("type")).toString();
    QCOMPARE(types, (QStringList{ann + QStringLiteral(" question"), ann + QStringLiteral(" reveal"),
                                 bob + QStringLiteral(" question"), bob + QStringLiteral(" reveal")}));
    QCOMPARE(c.sent.at(1).message.value(QLatin1String("explanation")).toString(), QStringLiteral("Keine Dame passt."));
    QCOMPARE(c.sent.at(1).message.value(QLatin1String("correct")).toBool(), true);
    QCOMPARE(c.sent.at(3).message.value(QLatin1String("correct")).toBool(), false);
    QVERIFY(!c.session.isQuestionOpen());

    // Not the question with the class: nothing is sent, nothing changes.
    c.sent.clear();
    c.session.retell(optionQuestion(5), QStringLiteral("Other."));
    ClassQuestion fewer = german;
    fewer.options.removeLast();
    c.session.retell(fewer, QStringLiteral("Fewer."));
    ClassQuestion asSquares = squareQuestion(4);
    c.session.retell(asSquares, QStringLiteral("Squares."));
    QVERIFY(c.sent.isEmpty());
    QCOMPARE(c.session.question().text, german.text);
    c.session.closeQuestion();
    c.sent.clear();
    c.session.retell(german, QStringLiteral("Closed."));
    QVERIFY(c.sent.isEmpty());
}

void TestClassSession::seatWork()
{
    Class c;
    const auto [ann, annToken] = c.join(QStringLiteral("Ann"));
    const auto [bob, bobToken] = c.join(QStringLiteral("Bob"));
    c.session.setConnected(bob, false);
    QVERIFY(!c.session.isSeatWorkOpen());
    QCOMPARE(c.session.seatId(), 0);
    QVERIFY(!c.session.startSeatWork(1, 0));
    QVERIFY(!c.session.startSeatWork(1, -4));
    QVERIFY(!c.session.startSeatWork(1, nq::MaxLocalSearchSize + 1));
    QVERIFY(!c.session.isSeatWorkOpen());
    // A question open closes: the two exclude each other.
    c.session.ask(squareQuestion(1));
    c.sent.clear();
    QVERIFY(c.session.startSeatWork(5, 27));
    QVERIFY(c.session.isSeatWorkOpen());
    QVERIFY(!c.session.isQuestionOpen());
    QCOMPARE(c.session.seatId(), 5);
    QCOMPARE(c.session.seatSize(), 27);
    QCOMPARE(c.sent.size(), 1); // noquestion, to everyone
    // A seat goes to the pupil at once, and is kept for their return; to a
    // pupil away it is only kept; to nobody, nothing.
    c.sent.clear();
    c.session.sendSeat(ann, {{QStringLiteral("n"), 27}, {QStringLiteral("type"), QStringLiteral("forged")}});
    c.session.sendSeat(bob, {{QStringLiteral("n"), 27}});
    c.session.sendSeat(QStringLiteral("nobody"), {{QStringLiteral("n"), 27}});
    QCOMPARE(c.sent.size(), 1);
    QCOMPARE(c.sent.at(0).pupil, ann);
    QVERIFY(!c.sent.at(0).fanOut);
    QCOMPARE(c.session.lastSeat(ann).value(QLatin1String("type")).toString(), QStringLiteral("seat"));
    QCOMPARE(c.session.lastSeat(ann).value(QLatin1String("seat")).toInt(), 5);
    QCOMPARE(c.session.lastSeat(bob).value(QLatin1String("n")).toInt(), 27);
    QVERIFY(c.session.lastSeat(QStringLiteral("nobody")).isEmpty());
    // Stopped: each pupil's end replaces their seat; acts are refused.
    c.sent.clear();
    c.session.stopSeatWork({{ann, QJsonObject{{QStringLiteral("summary"), QStringLiteral("Done.")},
                                               {QStringLiteral("counts"), QJsonObject{{QStringLiteral("done"), 4}}}}}});
    QVERIFY(!c.session.isSeatWorkOpen());
    QCOMPARE(c.session.seatId(), 5); // the last one's, for the results
    QCOMPARE(c.sent.size(), 1); // Bob is away: kept for his return
    QCOMPARE(c.session.lastSeat(ann).value(QLatin1String("type")).toString(), QStringLiteral("seatend"));
    QCOMPARE(c.session.lastSeat(ann).value(QLatin1String("summary")).toString(), QStringLiteral("Done."));
    QCOMPARE(c.session.lastSeat(bob).value(QLatin1String("counts")).toObject().value(QLatin1String("done")).toInt(), 0);
    c.session.sendSeat(ann, {{QStringLiteral("n"), 27}}); // ignored now
    QCOMPARE(c.session.lastSeat(ann).value(QLatin1String("type")).toString(), QStringLiteral("seatend"));
    QCOMPARE(c.say(ann, R"({"v":1,"type":"act","seat":5,"action":"show"})"), QStringLiteral("not-open"));
    // The class closes: seat work with it; a new class has none.
    QVERIFY(c.session.startSeatWork(6, 8));
    c.session.end(false);
    QVERIFY(!c.session.isSeatWorkOpen());
    QCOMPARE(c.session.connectedCount(), 0);
    c.session.begin();
    QCOMPARE(c.session.seatId(), 0);
}

void TestClassSession::namesAfterLeaving()
{
    // The one pupil list names pupils who left too (results name them).
    Class c;
    const auto [ann, annToken] = c.join(QStringLiteral("Ann"));
    const auto [bob, bobToken] = c.join(QStringLiteral("Bob"));
    QCOMPARE(c.session.nameOf(ann), QStringLiteral("Ann"));
    c.session.removePupil(ann);
    QCOMPARE(c.say(bob, R"({"v":1,"type":"leave"})"), QStringLiteral("left"));
    QVERIFY(!c.session.hasPupil(ann));
    QCOMPARE(c.session.nameOf(ann), QStringLiteral("Ann"));
    QCOMPARE(c.session.nameOf(bob), QStringLiteral("Bob"));
    QVERIFY(c.session.nameOf(QStringLiteral("nobody")).isEmpty());
    // Closed: still named; a new class forgets them.
    c.session.end(false);
    QCOMPARE(c.session.nameOf(bob), QStringLiteral("Bob"));
    c.session.begin();
    QVERIFY(c.session.nameOf(ann).isEmpty());
    QVERIFY(c.session.nameOf(bob).isEmpty());
}

void TestClassSession::leftNamesAreBounded()
{
    // A class joined and left in a loop: the names of the last
    // MaxLeftNames pupils who left are kept, no more.
    Class c;
    QStringList ids;
    for (int i = 0; i <= ClassSession::MaxLeftNames; ++i) {
        const QString id = c.join(QStringLiteral("P%1").arg(i)).first;
        QVERIFY(!id.isEmpty());
        QCOMPARE(c.say(id, R"({"v":1,"type":"leave"})"), QStringLiteral("left"));
        ids.append(id);
    }
    QCOMPARE(c.session.pupilCount(), 0);
    QVERIFY(c.session.nameOf(ids.first()).isEmpty()); // the first to leave, forgotten
    QCOMPARE(c.session.nameOf(ids.at(1)), QStringLiteral("P1"));
    QCOMPARE(c.session.nameOf(ids.last()), QStringLiteral("P%1").arg(ClassSession::MaxLeftNames));
}

void TestClassSession::questionState()
{
    // The question, its key, its votes and their tallies are the session's,
    // each change said by a typed signal.
    Class c;
    const auto [ann, annToken] = c.join(QStringLiteral("Ann"));
    const auto [bob, bobToken] = c.join(QStringLiteral("Bob"));
    QSignalSpy asked(&c.session, &ClassSession::asked);
    QSignalSpy revealed(&c.session, &ClassSession::revealed);
    QSignalSpy closed(&c.session, &ClassSession::questionClosed);
    QVERIFY(!c.session.hasQuestion());
    QVERIFY(!c.session.askAgain()); // nothing to vote on again
    const QStringList key{QStringLiteral("back")};
    c.session.ask(optionQuestion(4), 1, key, QStringLiteral("Nothing is free."));
    QVERIFY(c.session.hasQuestion());
    QVERIFY(c.session.isQuestionOpen());
    QVERIFY(!c.session.isRevealed());
    QCOMPARE(asked.count(), 1);
    QCOMPARE(asked.at(0).at(1).toInt(), 1);
    QCOMPARE(asked.at(0).at(0).value<ClassQuestion>(), optionQuestion(4));
    // The key is the teacher's: readable at once, never sent before Reveal.
    QCOMPARE(c.session.rightAnswers(), key);
    QCOMPARE(c.session.explanation(), QStringLiteral("Nothing is free."));
    for (const ClassSession::Delivery &delivery : std::as_const(c.sent)) {
        const QByteArray sent = QJsonDocument(delivery.message).toJson(QJsonDocument::Compact);
        QVERIFY2(!sent.contains("Nothing is free") && !sent.contains("right"), sent.constData());
    }
    QVERIFY(c.session.firstTally().isEmpty());
    QCOMPARE(c.say(ann, R"({"v":1,"type":"answer","question":4,"vote":1,"option":"place"})"), QStringLiteral("answered"));
    QCOMPARE(c.say(bob, R"({"v":1,"type":"answer","question":4,"vote":1,"option":"place"})"), QStringLiteral("answered"));
    // Vote again: vote 1's tally as it stands, the same key; once only.
    QVERIFY(c.session.askAgain());
    QCOMPARE(c.session.vote(), 2);
    QCOMPARE(asked.count(), 2);
    QCOMPARE(asked.at(1).at(1).toInt(), 2);
    QCOMPARE(c.session.firstTally(), (QMap<QString, int>{{QStringLiteral("place"), 2}}));
    QCOMPARE(c.session.rightAnswers(), key);
    QVERIFY(!c.session.askAgain());
    QCOMPARE(c.session.vote(), 2);
    QCOMPARE(c.say(ann, R"({"v":1,"type":"answer","question":4,"vote":2,"option":"back"})"), QStringLiteral("answered"));
    // Bob leaves: vote 1 still counts him as it stood.
    QCOMPARE(c.say(bob, R"({"v":1,"type":"leave"})"), QStringLiteral("left"));
    QCOMPARE(c.session.firstTally(), (QMap<QString, int>{{QStringLiteral("place"), 2}}));
    // Reveal with the key given when asking.
    c.sent.clear();
    c.session.reveal();
    QVERIFY(c.session.isRevealed());
    QVERIFY(c.session.hasQuestion());
    QVERIFY(!c.session.isQuestionOpen());
    QCOMPARE(revealed.count(), 1);
    QCOMPARE(revealed.at(0), (QList<QVariant>{4, 2, key}));
    QCOMPARE(c.sent.size(), 1);
    QCOMPARE(strings(c.sent.at(0).message.value(QLatin1String("right"))), key);
    QCOMPARE(c.sent.at(0).message.value(QLatin1String("explanation")).toString(), QStringLiteral("Nothing is free."));
    QVERIFY(c.sent.at(0).message.value(QLatin1String("correct")).toBool());
    QVERIFY(!c.session.askAgain()); // revealed: no vote open
    // Closed: no question with the class; said once.
    c.session.closeQuestion();
    c.session.closeQuestion();
    QVERIFY(!c.session.hasQuestion());
    QVERIFY(!c.session.isRevealed());
    QCOMPARE(closed.count(), 1);
    QCOMPARE(closed.at(0).at(0).toInt(), 4);
    // A new question: vote 1 again, no first tally, its own key.
    c.session.ask(squareQuestion(5));
    QVERIFY(c.session.firstTally().isEmpty());
    QVERIFY(c.session.rightAnswers().isEmpty());
    // The class ends: the question with it, said only when told.
    c.session.end(false);
    QVERIFY(!c.session.hasQuestion());
    QVERIFY(!c.session.isQuestionOpen());
    QCOMPARE(closed.count(), 1);
    c.session.ask(squareQuestion(6));
    c.session.end(true);
    QVERIFY(!c.session.hasQuestion());
    QCOMPARE(closed.count(), 2);
    QCOMPARE(closed.at(1).at(0).toInt(), 6);
    c.session.end(true); // nothing more to close
    QCOMPARE(closed.count(), 2);
}

using SquareCounts = QList<std::pair<nq::Square, int>>;
using NameCounts = QMap<QString, int>;

void TestClassSession::tallyPerVote_data()
{
    // Ann's, Bob's and Cleo's answers to vote 1 and (when voted again) to
    // vote 2 ("" for none); Cleo leaves before the tallies are read. The
    // tallies of each vote by name and by square ((row, col) on 8 x 8: e4
    // is (4, 4), d5 (3, 3), a1 (7, 0)).
    QTest::addColumn<bool>("squares");
    QTest::addColumn<QStringList>("first");
    QTest::addColumn<QStringList>("second");
    QTest::addColumn<NameCounts>("tally1");
    QTest::addColumn<NameCounts>("tally2");
    QTest::addColumn<SquareCounts>("squares1");
    QTest::addColumn<SquareCounts>("squares2");
    const QString e4 = QStringLiteral("e4"), d5 = QStringLiteral("d5"), a1 = QStringLiteral("a1");
    const QString place = QStringLiteral("place"), back = QStringLiteral("back");
    // One vote: vote 1 is the last, counted among the pupils in the class.
    QTest::newRow("squares, one vote") << true << QStringList{e4, e4, d5} << QStringList{}
                                       << NameCounts{{e4, 2}} << NameCounts{}
                                       << SquareCounts{{nq::Square{4, 4}, 2}} << SquareCounts{};
    // Voted twice: vote 1 as it stood when vote 2 was asked (Cleo still in
    // it), e4 chosen in vote 1 only; vote 2 among the pupils in the class.
    QTest::newRow("squares, voted twice")
        << true << QStringList{e4, e4, d5} << QStringList{d5, d5, a1} << NameCounts{{e4, 2}, {d5, 1}}
        << NameCounts{{d5, 2}} << SquareCounts{{nq::Square{3, 3}, 1}, {nq::Square{4, 4}, 2}}
        << SquareCounts{{nq::Square{3, 3}, 2}};
    QTest::newRow("squares, nobody in vote 1") << true << QStringList{{}, {}, {}} << QStringList{e4, {}, a1}
                                               << NameCounts{} << NameCounts{{e4, 1}} << SquareCounts{}
                                               << SquareCounts{{nq::Square{4, 4}, 1}};
    QTest::newRow("options, voted twice") << false << QStringList{place, back, {}} << QStringList{back, back, place}
                                          << NameCounts{{place, 1}, {back, 1}} << NameCounts{{back, 2}}
                                          << SquareCounts{} << SquareCounts{};
}

void TestClassSession::tallyPerVote()
{
    QFETCH(bool, squares);
    QFETCH(QStringList, first);
    QFETCH(QStringList, second);
    QFETCH(NameCounts, tally1);
    QFETCH(NameCounts, tally2);
    QFETCH(SquareCounts, squares1);
    QFETCH(SquareCounts, squares2);
    Class c;
    const QStringList pupils{c.join(QStringLiteral("Ann")).first, c.join(QStringLiteral("Bob")).first,
                             c.join(QStringLiteral("Cleo")).first};
    QVERIFY(c.session.tally(1).isEmpty()); // nothing asked yet
    QVERIFY(c.session.squareTally(1).isEmpty());
    c.session.ask(squares ? squareQuestion(1) : optionQuestion(1), 1, {QStringLiteral("d5")});
    const auto answer = [&](const QStringList &answers, int vote) {
        for (qsizetype i = 0; i < answers.size(); ++i) {
            if (answers.at(i).isEmpty())
                continue;
            const QString field = squares ? QStringLiteral("square") : QStringLiteral("option");
            const QJsonObject message{{QStringLiteral("v"), 1}, {QStringLiteral("type"), QStringLiteral("answer")},
                                      {QStringLiteral("question"), 1}, {QStringLiteral("vote"), vote},
                                      {field, answers.at(i)}};
            if (c.say(pupils.at(i), QJsonDocument(message).toJson(QJsonDocument::Compact)) != QLatin1String("answered"))
                return false;
        }
        return true;
    };
    QVERIFY(answer(first, 1));
    QCOMPARE(c.session.tally(1), c.session.tally()); // vote 1 open: the live tally
    QCOMPARE(c.session.squareTally(1), c.session.squareTally());
    QVERIFY(c.session.tally(2).isEmpty());
    if (!second.isEmpty()) {
        QVERIFY(c.session.askAgain());
        QVERIFY(c.session.tally(2).isEmpty()); // vote 2 starts empty
        QVERIFY(answer(second, 2));
        QCOMPARE(c.session.tally(2), c.session.tally()); // the last vote: the live tally
        QCOMPARE(c.session.squareTally(2), c.session.squareTally());
    }
    QCOMPARE(c.say(pupils.at(2), R"({"v":1,"type":"leave"})"), QStringLiteral("left"));
    // The same before and after Reveal: the board shows them then.
    for (const bool revealed : {false, true}) {
        if (revealed)
            c.session.reveal();
        QCOMPARE(c.session.tally(1), tally1);
        QCOMPARE(c.session.tally(2), tally2);
        QCOMPARE(c.session.squareTally(1), squares1);
        QCOMPARE(c.session.squareTally(2), squares2);
        QVERIFY(c.session.tally(0).isEmpty());
        QVERIFY(c.session.tally(3).isEmpty());
        QVERIFY(c.session.squareTally(3).isEmpty());
    }
    // A new question: its own vote 1, nothing of the last one's.
    c.session.ask(squareQuestion(2));
    QVERIFY(c.session.tally(1).isEmpty());
    QVERIFY(c.session.tally(2).isEmpty());
    QVERIFY(c.session.squareTally(1).isEmpty());
    QVERIFY(c.session.squareTally(2).isEmpty());
}

void TestClassSession::reasonsPerPupil()
{
    // Reveal tells each pupil why their own answer is right or wrong (issue
    // 39, item 1): the reason the key gives for it; a pupil with no answer
    // why the right answer is right. The right answer is said once (in
    // `right`), never again in a reason; reasons for answers the question
    // does not offer are not kept; a page that comes back, a second vote and
    // a change of language keep each pupil's own reason.
    Class c;
    const auto [ann, annToken] = c.join(QStringLiteral("Ann"));
    const auto [bob, bobToken] = c.join(QStringLiteral("Bob"));
    const auto [cleo, cleoToken] = c.join(QStringLiteral("Cleo"));
    const auto [dan, danToken] = c.join(QStringLiteral("Dan"));
    const QString general = QStringLiteral("No queen attacks it, and the search comes to it first.");
    const QMap<QString, QString> reasons{
        {QStringLiteral("e4"), QStringLiteral("No queen attacks it, and the search comes to it first.")},
        {QStringLiteral("d5"), QStringLiteral("d5 is attacked: the queen on d8 attacks it along the column.")},
        {QStringLiteral("a1"), QStringLiteral("The search tries the squares from left to right: a free square comes before a1.")},
        {QStringLiteral("h8"), QStringLiteral("Not offered.")}};
    c.session.ask(squareQuestion(1), 1, {QStringLiteral("e4")}, general, reasons);
    for (const ClassSession::Delivery &delivery : std::as_const(c.sent)) {
        const QByteArray sent = QJsonDocument(delivery.message).toJson(QJsonDocument::Compact);
        QVERIFY2(!sent.contains("attacked") && !sent.contains("free square"), sent.constData()); // never before Reveal
    }
    QCOMPARE(c.session.reasonFor(QStringLiteral("d5")), reasons.value(QStringLiteral("d5")));
    QVERIFY(c.session.reasonFor(QStringLiteral("h8")).isEmpty()); // not offered: not kept
    QCOMPARE(c.say(ann, R"({"v":1,"type":"answer","question":1,"vote":1,"square":"e4"})"), QStringLiteral("answered"));
    QCOMPARE(c.say(bob, R"({"v":1,"type":"answer","question":1,"vote":1,"square":"d5"})"), QStringLiteral("answered"));
    QCOMPARE(c.say(cleo, R"({"v":1,"type":"answer","question":1,"vote":1,"square":"a1"})"), QStringLiteral("answered"));
    // Vote again keeps the key: Cleo changes her mind, Bob keeps his vote 1.
    QVERIFY(c.session.askAgain());
    QCOMPARE(c.say(cleo, R"({"v":1,"type":"answer","question":1,"vote":2,"square":"d5"})"), QStringLiteral("answered"));
    QCOMPARE(c.say(ann, R"({"v":1,"type":"answer","question":1,"vote":2,"square":"e4"})"), QStringLiteral("answered"));
    c.sent.clear();
    c.session.reveal();
    const auto reveals = [&c] {
        QHash<QString, QJsonObject> byPupil;
        for (const ClassSession::Delivery &delivery : std::as_const(c.sent))
            if (delivery.message.value(QLatin1String("type")).toString() == QLatin1String("reveal"))
                byPupil.insert(delivery.pupil, delivery.message);
        return byPupil;
    };
    const QHash<QString, QString> expected{{ann, reasons.value(QStringLiteral("e4"))},
                                           {bob, reasons.value(QStringLiteral("d5"))},
                                           {cleo, reasons.value(QStringLiteral("d5"))},
                                           {dan, general}};
    const auto checkReveals = [&](const QHash<QString, QJsonObject> &got, const QHash<QString, QString> &why) {
        QCOMPARE(got.size(), 4);
        for (auto it = why.cbegin(); it != why.cend(); ++it) {
            const QJsonObject m = got.value(it.key());
            QCOMPARE(m.value(QLatin1String("explanation")).toString(), it.value());
            QCOMPARE(strings(m.value(QLatin1String("right"))), QStringList{QStringLiteral("e4")});
            // The answer said once: in `right`, not again as "The answer: e4."
            const QString text = m.value(QLatin1String("explanation")).toString();
            QVERIFY2(!text.contains(QLatin1String("e4")), qPrintable(text));
        }
    };
    checkReveals(reveals(), expected);
    // A page that comes back: its own reason again.
    QCOMPARE(c.session.catchUp(bob, false).last().value(QLatin1String("explanation")).toString(),
             reasons.value(QStringLiteral("d5")));
    // The class's language changed: every pupil their own reason in the new words.
    const QString allgemein = QStringLiteral("Keine Dame bedroht es, und die Suche kommt zuerst dahin.");
    const QMap<QString, QString> gruende{
        {QStringLiteral("e4"), allgemein},
        {QStringLiteral("d5"), QStringLiteral("d5 wird bedroht: Die Dame auf d8 bedroht es senkrecht.")},
        {QStringLiteral("a1"), QStringLiteral("Die Suche probiert die Felder von links nach rechts.")}};
    c.sent.clear();
    c.session.retell(squareQuestion(1), allgemein, gruende);
    checkReveals(reveals(), {{ann, allgemein}, {bob, gruende.value(QStringLiteral("d5"))},
                             {cleo, gruende.value(QStringLiteral("d5"))}, {dan, allgemein}});
}

void TestClassSession::oneVoteRule_data()
{
    // One pupil's answers to vote 1 and vote 2 ("" none; vote 2 asked only
    // when `again`) of a question whose right answer is e4; the answer the
    // class counts (README, "Whole class": the latest), the vote it was
    // given in, whether it is right: what the pupil's reveal says and what
    // rightCount() counts (issue 39, item 12).
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");
    QTest::addColumn<bool>("again");
    QTest::addColumn<QString>("counted");
    QTest::addColumn<int>("countedVote");
    QTest::addColumn<bool>("right");
    const QString e4 = QStringLiteral("e4"), d5 = QStringLiteral("d5");
    QTest::newRow("one vote, right") << e4 << QString() << false << e4 << 1 << true;
    QTest::newRow("one vote, wrong") << d5 << QString() << false << d5 << 1 << false;
    QTest::newRow("one vote, none") << QString() << QString() << false << QString() << 0 << false;
    QTest::newRow("vote 1 only, right") << e4 << QString() << true << e4 << 1 << true;
    QTest::newRow("vote 1 only, wrong") << d5 << QString() << true << d5 << 1 << false;
    QTest::newRow("vote 2 only") << QString() << e4 << true << e4 << 2 << true;
    QTest::newRow("changed to right") << d5 << e4 << true << e4 << 2 << true;
    QTest::newRow("changed to wrong") << e4 << d5 << true << d5 << 2 << false;
    QTest::newRow("the same twice") << e4 << e4 << true << e4 << 2 << true;
    QTest::newRow("neither vote") << QString() << QString() << true << QString() << 0 << false;
}

void TestClassSession::oneVoteRule()
{
    QFETCH(QString, first);
    QFETCH(QString, second);
    QFETCH(bool, again);
    QFETCH(QString, counted);
    QFETCH(int, countedVote);
    QFETCH(bool, right);
    Class c;
    const auto [ann, annToken] = c.join(QStringLiteral("Ann"));
    const auto [bob, bobToken] = c.join(QStringLiteral("Bob"));
    const QMap<QString, QString> reasons{{QStringLiteral("e4"), QStringLiteral("No queen attacks it.")},
                                         {QStringLiteral("d5"), QStringLiteral("d5 is attacked.")}};
    c.session.ask(squareQuestion(1), 1, {QStringLiteral("e4")}, QStringLiteral("Why e4."), reasons);
    const auto answer = [&](const QString &square, int vote) {
        if (square.isEmpty())
            return QStringLiteral("answered");
        return c.say(ann, QStringLiteral(R"({"v":1,"type":"answer","question":1,"vote":%1,"square":"%2"})")
                              .arg(vote)
                              .arg(square)
                              .toUtf8());
    };
    QCOMPARE(answer(first, 1), QStringLiteral("answered"));
    // Bob: right at vote 1, as a second pupil in the count.
    QCOMPARE(c.say(bob, R"({"v":1,"type":"answer","question":1,"vote":1,"square":"e4"})"), QStringLiteral("answered"));
    if (again) {
        QVERIFY(c.session.askAgain());
        QCOMPARE(answer(second, 2), QStringLiteral("answered"));
    }
    int vote = -1;
    QCOMPARE(c.session.countedAnswer(ann, &vote).name(), counted);
    QCOMPARE(vote, countedVote);
    // "Right: R of A" counts every pupil with an answer by the same rule:
    // Bob (vote 1 only, right) too.
    QCOMPARE(c.session.rightCount(),
             (ClassSession::RightCount{1 + (counted.isEmpty() ? 0 : 1), 1 + (right ? 1 : 0)}));
    c.sent.clear();
    c.session.reveal();
    QJsonObject said;
    for (const ClassSession::Delivery &delivery : std::as_const(c.sent))
        if (delivery.pupil == ann)
            said = delivery.message;
    QCOMPARE(said.value(QLatin1String("type")).toString(), QStringLiteral("reveal"));
    QCOMPARE(said.value(QLatin1String("vote")).toInt(), again ? 2 : 1);
    QCOMPARE(said.value(QLatin1String("answer")).toString(), counted);
    QCOMPARE(said.value(QLatin1String("answer")).isNull(), counted.isEmpty());
    QCOMPARE(said.value(QLatin1String("answerVote")).toInt(), countedVote);
    QCOMPARE(said.value(QLatin1String("correct")).toBool(), right);
    QCOMPARE(said.value(QLatin1String("explanation")).toString(),
             counted.isEmpty() ? QStringLiteral("Why e4.") : reasons.value(counted));
    // After Reveal, and after she left: the same answer counts.
    QCOMPARE(c.session.countedAnswer(ann).name(), counted);
    QCOMPARE(c.say(ann, R"({"v":1,"type":"leave"})"), QStringLiteral("left"));
    QCOMPARE(c.session.countedAnswer(ann).name(), counted);
    QCOMPARE(c.session.rightCount(), (ClassSession::RightCount{1, 1})); // Bob only: Ann left the class
}

QTEST_GUILESS_MAIN(TestClassSession)
#include "tst_classsession.moc"
