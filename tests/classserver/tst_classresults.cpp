// SPDX-License-Identifier: MIT
// A class's results: the outcome of every pupil for every question, and the
// CSV and JSON files, with names that a spreadsheet must not run.
#include "classcore/classsession.h"
#include "classserver/classresults.h"
#include "classserver/classserver.h"
#include "files/csvtext.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QWebSocket>

#include <functional>
#include <memory>
#include <vector>

class TestClassResults : public QObject
{
    Q_OBJECT

private slots:
    void outcomes();
    void csvCells_data();
    void csvCells();
    void files();
    void fromTheServer();
    void roundTrip();
    void hostileFiles_data();
    void hostileFiles();
    void churnKeepsNamesBounded();
    void fullResultsRoundTrip_data();
    void fullResultsRoundTrip();
    void keptAsTheFileHoldsThem();
    void oneVoteRule_data();
    void oneVoteRule();
    void filesOfTheEarlierRuleRead();
    void homeworkJoined_data();
    void homeworkJoined();
    void homeworkReplacedAndKept();
    void homeworkBeforeThePupilJoins();
    void homeworkTitleWithPercent();
    void homeworkFileBeyondTheBound();
    void hostileHomework_data();
    void hostileHomework();
};

namespace {

constexpr int HangGuardMs = 60000;
constexpr int MaxAnswer = 64; // the longest answer (and pupil id) a file holds

// Waits until `done()` holds, looking again after every event handled, or
// HangGuardMs pass: whether it holds.
template<typename Done>
bool waitFor(Done done)
{
    const QDeadlineTimer deadline(HangGuardMs);
    QTimer guard; // wakes the event loop when the time is up
    guard.setSingleShot(true);
    guard.start(HangGuardMs);
    while (!done()) {
        if (deadline.hasExpired())
            return false;
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    }
    return true;
}

ClassResults sample()
{
    ClassResults results;
    results.addPupil(QStringLiteral("p1"), QStringLiteral("=HYPERLINK(\"http://x\")"));
    results.addPupil(QStringLiteral("p2"), QStringLiteral("Bob"));
    results.addPupil(QStringLiteral("p3"), QStringLiteral("Otter 17"));
    results.addQuestion(4, QStringLiteral("Which square, a8 or b6?"));
    results.addQuestion(5, QStringLiteral("What happens next?"));
    results.record(QStringLiteral("p1"), 4, 1, QStringLiteral("a8"), true);
    results.record(QStringLiteral("p1"), 4, 2, QStringLiteral("b6"), false);
    results.record(QStringLiteral("p2"), 4, 1, QStringLiteral("b6"), false);
    results.record(QStringLiteral("p2"), 5, 1, QStringLiteral("back"), false);
    results.record(QStringLiteral("p2"), 5, 2, QStringLiteral("place"), true);
    return results;
}

// A homework of three tasks (be the solver, predict, browse) with the
// counts an import recomputed.
ClassResults::Homework weekThree(quint64 done)
{
    using Task = ClassResults::HomeworkTask;
    Task practice{Task::Kind::Practice};
    practice.done = done;
    practice.shown = 1;
    practice.mistakes = 3;
    practice.finished = true;
    Task predict{Task::Kind::Predict};
    predict.asked = 5;
    predict.rightFirst = 2;
    predict.rightSecond = 1;
    predict.revealed = 1;
    return {QStringLiteral("0123456789abcdef"), QStringLiteral("Week 3"), {practice, predict, Task{Task::Kind::Browse}}};
}

// The CSV cells of a pupil who handed in weekThree(done), and of one who did not.
QByteArray weekThreeCells(quint64 done)
{
    return QByteArray::number(done) + ",1,3,true,5,2,1,1,true";
}
const QByteArray noHomeworkCells = R"("","","","","","","","","")";

} // namespace

void TestClassResults::outcomes()
{
    ClassResults results;
    results.addPupil(QStringLiteral("p1"), QStringLiteral("Ann"));
    results.addPupil(QStringLiteral("p2"), QStringLiteral("Bob"));
    results.addPupil(QStringLiteral("p3"), QStringLiteral("Cy"));
    results.addPupil(QStringLiteral("p4"), QStringLiteral("Di"));
    results.addQuestion(1, QStringLiteral("Where next?"));
    results.record(QStringLiteral("p1"), 1, 1, QStringLiteral("e4"), true);
    results.record(QStringLiteral("p2"), 1, 1, QStringLiteral("d5"), false);
    results.record(QStringLiteral("p2"), 1, 2, QStringLiteral("e4"), true);
    results.record(QStringLiteral("p3"), 1, 1, QStringLiteral("d5"), false);
    results.record(QStringLiteral("p3"), 1, 2, QStringLiteral("a1"), false);
    results.record(QStringLiteral("p4"), 1, 1, QString(), false);
    // Right at the first vote, then wrong at the second: the latest answer
    // counts (README, "Whole class"), as the pupil's page says.
    results.record(QStringLiteral("p1"), 1, 2, QStringLiteral("d5"), false);

    QCOMPARE(results.outcome(QStringLiteral("p1"), 1), ClassResults::Outcome::Wrong);
    QCOMPARE(results.outcome(QStringLiteral("p2"), 1), ClassResults::Outcome::RightSecond);
    QCOMPARE(results.outcome(QStringLiteral("p3"), 1), ClassResults::Outcome::Wrong);
    QCOMPARE(results.outcome(QStringLiteral("p4"), 1), ClassResults::Outcome::None);
    QCOMPARE(results.outcome(QStringLiteral("p5"), 1), ClassResults::Outcome::None);
    QCOMPARE(results.outcome(QStringLiteral("p1"), 2), ClassResults::Outcome::None);
    QCOMPARE(results.outcomes(QStringLiteral("p2")), QList<ClassResults::Outcome>{ClassResults::Outcome::RightSecond});
    QCOMPARE(results.outcomes(QStringLiteral("p5")), QList<ClassResults::Outcome>{ClassResults::Outcome::None});
    QCOMPARE(results.answer(QStringLiteral("p2"), 1, 1), QStringLiteral("d5"));
    QCOMPARE(results.answer(QStringLiteral("p2"), 1, 2), QStringLiteral("e4"));
    // A vote changed replaces, never adds.
    results.record(QStringLiteral("p3"), 1, 2, QStringLiteral("e4"), true);
    QCOMPARE(results.outcome(QStringLiteral("p3"), 1), ClassResults::Outcome::RightSecond);
    QCOMPARE(results.pupils().size(), 4);
    QCOMPARE(results.questions().size(), 1);
}

void TestClassResults::csvCells_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("cell");

    QTest::newRow("plain") << QStringLiteral("Ann") << QStringLiteral("\"Ann\"");
    QTest::newRow("=") << QStringLiteral("=1+1") << QStringLiteral("\"'=1+1\"");
    QTest::newRow("+") << QStringLiteral("+33 1") << QStringLiteral("\"'+33 1\"");
    QTest::newRow("-") << QStringLiteral("-2+3") << QStringLiteral("\"'-2+3\"");
    QTest::newRow("@") << QStringLiteral("@SUM(A1)") << QStringLiteral("\"'@SUM(A1)\"");
    QTest::newRow("spaces then =") << QStringLiteral("  =cmd|' /C calc'!A0")
                                   << QStringLiteral("\"'  =cmd|' /C calc'!A0\"");
    QTest::newRow("tab then =") << QStringLiteral("\t=1") << QStringLiteral("\"'\t=1\"");
    QTest::newRow("tab") << QStringLiteral("\tx") << QStringLiteral("\"'\tx\"");
    QTest::newRow("quotes") << QStringLiteral("say \"hi\"") << QStringLiteral("\"say \"\"hi\"\"\"");
    QTest::newRow("comma") << QStringLiteral("a,b") << QStringLiteral("\"a,b\"");
    QTest::newRow("= later") << QStringLiteral("a=b") << QStringLiteral("\"a=b\"");
    QTest::newRow("markup") << QStringLiteral("<img src=x onerror=alert(1)>")
                            << QStringLiteral("\"<img src=x onerror=alert(1)>\"");
}

void TestClassResults::csvCells()
{
    QFETCH(QString, text);
    QFETCH(QString, cell);
    // Names and questions are the CSV's text cells, written by CsvText.
    QCOMPARE(CsvText::cell(text), cell);
}

void TestClassResults::files()
{
    ClassResults results;
    results.addPupil(QStringLiteral("p1"), QStringLiteral("=HYPERLINK(\"http://x\")"));
    results.addPupil(QStringLiteral("p2"), QStringLiteral("Bob"));
    results.addQuestion(4, QStringLiteral("Which square, a8 or b6?"));
    results.addQuestion(5, QStringLiteral("What happens next?"));
    results.record(QStringLiteral("p1"), 4, 1, QStringLiteral("a8"), true);
    results.record(QStringLiteral("p2"), 4, 1, QStringLiteral("b6"), false);
    results.record(QStringLiteral("p2"), 5, 2, QStringLiteral("place"), true);

    QCOMPARE(results.toCsv(),
             QByteArray("\"pupil\",\"Which square, a8 or b6?\",\"What happens next?\"\n"
                        "\"'=HYPERLINK(\"\"http://x\"\")\",right-first,none\n"
                        "\"Bob\",wrong,right-second\n"));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString error;
    const QString csvPath = dir.filePath(QStringLiteral("class.csv"));
    QVERIFY2(results.save(csvPath, &error), qPrintable(error));
    QFile csv(csvPath);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QCOMPARE(csv.readAll(), results.toCsv());

    const QString jsonPath = dir.filePath(QStringLiteral("class.json"));
    QVERIFY2(results.save(jsonPath, &error), qPrintable(error));
    QFile json(jsonPath);
    QVERIFY(json.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(json.readAll()).object();
    QCOMPARE(root.value(QLatin1String("mode")).toString(), QStringLiteral("class"));
    QCOMPARE(root.value(QLatin1String("questions")).toArray().size(), 2);
    const QJsonArray pupils = root.value(QLatin1String("pupils")).toArray();
    QCOMPARE(pupils.size(), 2);
    // JSON keeps the name as typed: no spreadsheet reads it.
    QCOMPARE(pupils[0].toObject().value(QLatin1String("name")).toString(), QStringLiteral("=HYPERLINK(\"http://x\")"));
    const QJsonObject bobFifth = pupils[1].toObject().value(QLatin1String("results")).toArray()[1].toObject();
    QCOMPARE(bobFifth.value(QLatin1String("outcome")).toString(), QStringLiteral("right-second"));
    QVERIFY(bobFifth.value(QLatin1String("firstVote")).isNull());
    QCOMPARE(bobFifth.value(QLatin1String("secondVote")).toString(), QStringLiteral("place"));

    // A file that cannot be written: refused with the reason, the old one kept.
    QVERIFY(!results.save(dir.filePath(QStringLiteral("no/such/folder/class.csv")), &error));
    QVERIFY(!error.isEmpty());
}

void TestClassResults::fromTheServer()
{
    ClassServer server;
    QString error;
    QVERIFY2(server.open(0, &error), qPrintable(error));
    QWebSocket socket;
    QList<QJsonObject> received;
    connect(&socket, &QWebSocket::textMessageReceived, this,
            [&](const QString &text) { received.append(QJsonDocument::fromJson(text.toUtf8()).object()); });
    socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(server.port())));
    QTRY_COMPARE(socket.state(), QAbstractSocket::ConnectedState);
    socket.sendTextMessage(QStringLiteral("{\"v\":1,\"type\":\"join\",\"code\":\"%1\",\"name\":\"-1\"}").arg(server.code()));
    QTRY_COMPARE(server.session()->pupils().size(), 1);

    ClassQuestion question;
    question.id = 3;
    question.text = QStringLiteral("Where?");
    question.n = 8;
    question.squares = {QStringLiteral("b1"), QStringLiteral("c1")};
    server.session()->ask(question);
    socket.sendTextMessage(QStringLiteral("{\"v\":1,\"type\":\"answer\",\"question\":3,\"vote\":1,\"square\":\"c1\"}"));
    QTRY_COMPARE(server.session()->answeredCount(), 1);
    server.session()->reveal({QStringLiteral("b1")}, QString());

    ClassResults results;
    results.recordVote(*server.session(), question.id, question.text, 1, {QStringLiteral("b1")});
    QCOMPARE(results.outcome(server.session()->pupils().value(0).id, 3), ClassResults::Outcome::Wrong);
    QCOMPARE(results.toCsv(), QByteArray("\"pupil\",\"Where?\"\n\"'-1\",wrong\n"));
}

void TestClassResults::roundTrip()
{
    const ClassResults results = sample();
    // Written byte for byte as QJsonDocument writes the same (the results
    // write their file themselves, faster).
    QCOMPARE(QJsonDocument::fromJson(results.toJson()).toJson(QJsonDocument::Indented), results.toJson());
    QString error;
    const std::optional<ClassResults> back = ClassResults::fromJson(results.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->toJson(), results.toJson());
    QCOMPARE(back->toCsv(), results.toCsv());
    QCOMPARE(back->outcome(QStringLiteral("p2"), 5), ClassResults::Outcome::RightSecond);
    QCOMPARE(back->answer(QStringLiteral("p1"), 4, 2), QStringLiteral("b6"));
    QCOMPARE(back->pupils().size(), 3);
    // Recording goes on from what was read.
    ClassResults more = *back;
    more.record(QStringLiteral("p3"), 5, 1, QStringLiteral("place"), true);
    QCOMPARE(more.outcome(QStringLiteral("p3"), 5), ClassResults::Outcome::RightFirst);

    // An empty class too.
    QVERIFY(ClassResults::fromJson(ClassResults().toJson(), &error));
}

void TestClassResults::hostileFiles_data()
{
    QTest::addColumn<QByteArray>("json");

    const QJsonObject good = QJsonDocument::fromJson(sample().toJson()).object();
    const auto edited = [&](const std::function<void(QJsonObject &)> &edit) {
        QJsonObject root = good;
        edit(root);
        return QJsonDocument(root).toJson();
    };
    const auto editPupil = [&](int pupil, const std::function<void(QJsonObject &)> &edit) {
        return edited([&](QJsonObject &root) {
            QJsonArray pupils = root.value(QLatin1String("pupils")).toArray();
            QJsonObject p = pupils[pupil].toObject();
            edit(p);
            pupils[pupil] = p;
            root.insert(QStringLiteral("pupils"), pupils);
        });
    };
    const auto editCell = [&](int pupil, int cell, const QString &field, const QJsonValue &value) {
        return editPupil(pupil, [&](QJsonObject &p) {
            QJsonArray cells = p.value(QLatin1String("results")).toArray();
            QJsonObject c = cells[cell].toObject();
            if (value.isUndefined())
                c.remove(field);
            else
                c.insert(field, value);
            cells[cell] = c;
            p.insert(QStringLiteral("results"), cells);
        });
    };

    QTest::newRow("empty") << QByteArray();
    QTest::newRow("not JSON") << QByteArray("pupil,question\n");
    QTest::newRow("array") << QByteArray("[]");
    QTest::newRow("too large") << QByteArray(ClassResults::MaxJsonBytes + 1, ' ');
    QTest::newRow("other mode") << edited([](QJsonObject &r) { r.insert(QStringLiteral("mode"), QStringLiteral("predict")); });
    QTest::newRow("version 2") << edited([](QJsonObject &r) { r.insert(QStringLiteral("version"), 2); });
    QTest::newRow("no version") << edited([](QJsonObject &r) { r.remove(QStringLiteral("version")); });
    QTest::newRow("questions not a list") << edited([](QJsonObject &r) { r.insert(QStringLiteral("questions"), 3); });
    QTest::newRow("pupils missing") << edited([](QJsonObject &r) { r.remove(QStringLiteral("pupils")); });
    QTest::newRow("question id as text") << edited([](QJsonObject &r) {
        QJsonArray q = r.value(QLatin1String("questions")).toArray();
        q[0] = QJsonObject{{QStringLiteral("id"), QStringLiteral("4")}, {QStringLiteral("text"), QStringLiteral("x")}};
        r.insert(QStringLiteral("questions"), q);
    });
    QTest::newRow("question twice") << edited([](QJsonObject &r) {
        QJsonArray q = r.value(QLatin1String("questions")).toArray();
        q[1] = q[0];
        r.insert(QStringLiteral("questions"), q);
    });
    QTest::newRow("pupil twice") << edited([](QJsonObject &r) {
        QJsonArray p = r.value(QLatin1String("pupils")).toArray();
        p[1] = p[0];
        r.insert(QStringLiteral("pupils"), p);
    });
    QTest::newRow("name with a control") << editPupil(1, [](QJsonObject &p) { p.insert(QStringLiteral("name"), QStringLiteral("Bo\x1b[2Jb")); });
    QTest::newRow("name with an override")
        << editPupil(1, [](QJsonObject &p) { p.insert(QStringLiteral("name"), QStringLiteral("Bob") + QChar(0x202e)); });
    QTest::newRow("name too long") << editPupil(1, [](QJsonObject &p) { p.insert(QStringLiteral("name"), QString(25, QLatin1Char('b'))); });
    QTest::newRow("name as number") << editPupil(1, [](QJsonObject &p) { p.insert(QStringLiteral("name"), 7); });
    QTest::newRow("empty id") << editPupil(1, [](QJsonObject &p) { p.insert(QStringLiteral("id"), QString()); });
    QTest::newRow("a question missing") << editPupil(1, [](QJsonObject &p) {
        QJsonArray cells = p.value(QLatin1String("results")).toArray();
        cells.removeLast();
        p.insert(QStringLiteral("results"), cells);
    });
    QTest::newRow("unknown question") << editCell(1, 0, QStringLiteral("question"), 99);
    QTest::newRow("outcome unknown") << editCell(1, 0, QStringLiteral("outcome"), QStringLiteral("great"));
    QTest::newRow("outcome not what the votes say") << editCell(1, 0, QStringLiteral("outcome"), QStringLiteral("right-first"));
    QTest::newRow("right without an answer") << editCell(2, 0, QStringLiteral("firstRight"), true);
    QTest::newRow("right as text") << editCell(1, 0, QStringLiteral("firstRight"), QStringLiteral("false"));
    QTest::newRow("vote as number") << editCell(1, 0, QStringLiteral("firstVote"), 3);
    QTest::newRow("vote missing") << editCell(1, 0, QStringLiteral("secondVote"), QJsonValue(QJsonValue::Undefined));
    QTest::newRow("vote too long") << editCell(1, 0, QStringLiteral("firstVote"), QString(65, QLatin1Char('a')));
}

void TestClassResults::hostileFiles()
{
    QFETCH(QByteArray, json);
    QString error;
    const std::optional<ClassResults> read = ClassResults::fromJson(json, &error);
    QVERIFY(!read);
    QVERIFY(!error.isEmpty());
}

// Pupils join, some answer, all leave, round after round (a class that
// comes and goes, or someone with the code joining and leaving): the
// results keep the pupils who answered and the ones in the class, not
// every name that ever joined.
void TestClassResults::churnKeepsNamesBounded()
{
    ClassServer server;
    QString error;
    QVERIFY2(server.open(0, &error), qPrintable(error));
    ClassResults results;
    constexpr int Rounds = 4;
    constexpr int PerRound = 5;
    QStringList answered; // the ids of pupils who answered
    for (int round = 1; round <= Rounds + 1; ++round) {
        std::vector<std::unique_ptr<QWebSocket>> sockets;
        for (int i = 0; i < PerRound; ++i) {
            sockets.push_back(std::make_unique<QWebSocket>());
            QWebSocket *socket = sockets.back().get();
            connect(socket, &QWebSocket::connected, socket, [socket, &server, round, i] {
                socket->sendTextMessage(QStringLiteral("{\"v\":1,\"type\":\"join\",\"code\":\"%1\",\"name\":\"R%2 P%3\"}")
                                            .arg(server.code())
                                            .arg(round)
                                            .arg(i));
            });
            socket->open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(server.port())));
        }
        QVERIFY2(waitFor([&] { return server.session()->pupils().size() == PerRound; }), "the round's pupils to join");
        const QList<ClassPupil> here = server.session()->pupils();

        ClassQuestion question;
        question.id = round;
        question.text = QStringLiteral("Where?");
        question.n = 8;
        question.squares = {QStringLiteral("b1"), QStringLiteral("c1")};
        server.session()->ask(question);
        // The first pupil of the round answers; the others never do.
        QVERIFY(waitFor([&] { return sockets.front()->bytesToWrite() == 0; }));
        sockets.front()->sendTextMessage(
            QStringLiteral("{\"v\":1,\"type\":\"answer\",\"question\":%1,\"vote\":1,\"square\":\"c1\"}").arg(round));
        QVERIFY2(waitFor([&] { return server.session()->answeredCount() == 1; }), "the first pupil's answer");
        server.session()->reveal({QStringLiteral("c1")}, QString());
        results.recordVote(*server.session(), question.id, question.text, 1, {QStringLiteral("c1")});
        QString first;
        for (const ClassPupil &pupil : here)
            if (pupil.name == QStringLiteral("R%1 P0").arg(round))
                first = pupil.id;
        QVERIFY(!first.isEmpty());
        answered.append(first);

        // Those who answered before and the pupils here now, nobody else.
        QCOMPARE(results.pupils().size(), round - 1 + PerRound);
        for (const ClassPupil &pupil : here)
            QCOMPARE(results.outcome(pupil.id, round),
                     pupil.id == first ? ClassResults::Outcome::RightFirst : ClassResults::Outcome::None);
        if (round == Rounds + 1)
            break;
        for (const auto &socket : sockets)
            socket->sendTextMessage(QStringLiteral("{\"v\":1,\"type\":\"leave\"}"));
        QVERIFY2(waitFor([&] { return server.session()->pupils().isEmpty(); }), "the round's pupils to leave");
        server.session()->closeQuestion();
    }
    QStringList kept;
    for (const ClassResults::Pupil &pupil : results.pupils())
        kept.append(pupil.id);
    for (const QString &id : std::as_const(answered))
        QVERIFY(kept.contains(id));
    // Each one who answered keeps their answers after leaving.
    for (int round = 1; round <= Rounds; ++round)
        QCOMPARE(results.outcome(answered.at(round - 1), round), ClassResults::Outcome::RightFirst);
    QVERIFY(!results.isFull());
    QVERIFY(ClassResults::fromJson(results.toJson(), &error));
}

void TestClassResults::fullResultsRoundTrip_data()
{
    QTest::addColumn<QString>("cap");
    QTest::newRow("pupils") << QStringLiteral("pupils");
    QTest::newRow("questions") << QStringLiteral("questions");
    QTest::newRow("bytes of words") << QStringLiteral("words");
    QTest::newRow("bytes of cells") << QStringLiteral("cells");
    QTest::newRow("seat works") << QStringLiteral("seat works");
    QTest::newRow("bytes of seat works") << QStringLiteral("seat bytes");
}

// Results filled until they refuse more are still a file fromJson() reads:
// the writer never writes what the reader refuses (the window's own file,
// read back after a crash).
void TestClassResults::fullResultsRoundTrip()
{
    QFETCH(QString, cap);
    ClassResults results;
    // Words that take the most bytes in JSON: quotes, backslashes, a
    // three-byte character, control characters (escaped in six).
    const QString name = QStringLiteral("\"\\") + QString(22, QChar(0x20ac));
    const QString answer = QString(MaxAnswer, QLatin1Char('"'));
    const QString controls(4096, QChar(1));
    int refused = 0;
    if (cap == QLatin1String("pupils")) {
        QVERIFY(results.addQuestion(1, QStringLiteral("Where?")));
        for (int p = 0; p <= ClassResults::MaxPupils; ++p) {
            if (!results.addPupil(QStringLiteral("p%1").arg(p), name))
                ++refused;
        }
        QCOMPARE(results.pupils().size(), ClassResults::MaxPupils);
    } else if (cap == QLatin1String("questions")) {
        QVERIFY(results.addPupil(QStringLiteral("p1"), name));
        for (int q = 0; q <= ClassResults::MaxQuestions; ++q) {
            if (!results.addQuestion(q, QStringLiteral("Q")) || !results.record(QStringLiteral("p1"), q, 1, answer, true))
                ++refused;
        }
        QCOMPARE(results.questions().size(), ClassResults::MaxQuestions);
        QCOMPARE(results.questionsNotRecorded(), 1);
    } else if (cap == QLatin1String("words") || cap == QLatin1String("cells")) {
        const bool words = cap == QLatin1String("words");
        const int pupils = words ? 20 : 500;
        for (int p = 0; p < pupils; ++p)
            QVERIFY(results.addPupil(QStringLiteral("p%1").arg(p), name));
        for (int q = 0; refused == 0; ++q) {
            if (!results.addQuestion(q, words ? controls : QStringLiteral("Q"))) {
                ++refused;
                break;
            }
            for (int p = 0; p < pupils; ++p) {
                QVERIFY(results.record(QStringLiteral("p%1").arg(p), q, 1, answer, false));
                QVERIFY(results.record(QStringLiteral("p%1").arg(p), q, 2, answer, true));
            }
        }
        QCOMPARE(results.pupils().size(), pupils);
        QVERIFY(results.jsonBytesBound() > ClassResults::MaxJsonBytes * 9 / 10); // full, not refusing early
        // A pupil or question more is refused too.
        QVERIFY(!results.addPupil(QStringLiteral("late"), QStringLiteral("Late")));
    } else if (cap == QLatin1String("seat works")) {
        QJsonArray works;
        for (int s = 0; s <= ClassResults::MaxSeatWorks; ++s)
            works.append(QJsonObject{{QStringLiteral("n"), 8}});
        results.setSeatWork(works);
        QCOMPARE(results.seatWork().size(), ClassResults::MaxSeatWorks);
        refused = 1;
    } else if (cap == QLatin1String("seat bytes")) {
        QJsonArray works;
        for (int s = 0; s < 8; ++s)
            works.append(QJsonObject{{QStringLiteral("notes"), QString(1024 * 1024, QChar(1))}});
        results.setSeatWork(works);
        QVERIFY(results.seatWork().size() < works.size());
        QVERIFY(!results.seatWork().isEmpty());
        refused = 1;
    }
    QVERIFY(refused > 0);
    QVERIFY(results.isFull());
    QVERIFY(!results.fullText().isEmpty());

    const QByteArray json = results.toJson();
    QVERIFY2(json.size() <= results.jsonBytesBound(),
             qPrintable(QStringLiteral("%1 bytes, bound %2").arg(json.size()).arg(results.jsonBytesBound())));
    QVERIFY(json.size() <= ClassResults::MaxJsonBytes);
    QVERIFY(QJsonDocument::fromJson(json).toJson(QJsonDocument::Indented) == json);
    QString error;
    const std::optional<ClassResults> back = ClassResults::fromJson(json, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->pupils().size(), results.pupils().size());
    QCOMPARE(back->questions().size(), results.questions().size());
    QCOMPARE(back->seatWork().size(), results.seatWork().size());
    QVERIFY(back->toJson() == json);
}

// What a pupil, a question or an answer may hold that the file may not:
// kept as the file may hold it, or not recorded; the file reads back.
void TestClassResults::keptAsTheFileHoldsThem()
{
    ClassResults results;
    QVERIFY(!results.addPupil(QString(), QStringLiteral("Nobody")));
    QVERIFY(!results.addPupil(QString(MaxAnswer + 1, QLatin1Char('x')), QStringLiteral("Long id")));
    QVERIFY(results.addPupil(QStringLiteral("p1"), QStringLiteral("An\u202en\x1b")));
    QCOMPARE(results.pupils().at(0).name, QStringLiteral("Ann"));
    QVERIFY(results.addPupil(QStringLiteral("p2"), QStringLiteral("\u202e\t")));
    QCOMPARE(results.pupils().at(1).name, QStringLiteral("p2")); // nothing left of the name: the id
    QVERIFY(results.addQuestion(1, QString(5000, QLatin1Char('w'))));
    QCOMPARE(results.questions().at(0).text.size(), 4096);
    QVERIFY(results.addQuestion(2, QStringLiteral("half ") + QChar(0xd800)));
    QCOMPARE(results.questions().at(1).text, QStringLiteral("half ") + QChar(0xfffd));
    QVERIFY(!results.record(QStringLiteral("p1"), 1, 1, QString(MaxAnswer + 1, QLatin1Char('a')), false));
    QVERIFY(!results.record(QStringLiteral("p1"), 1, 1, QString(QChar(0xdc00)), false));
    QVERIFY(!results.record(QStringLiteral("p1"), 1, 3, QStringLiteral("e4"), true));
    QVERIFY(results.record(QStringLiteral("p1"), 1, 1, QStringLiteral("e4"), true));
    // Every kind of character the file escapes or encodes.
    QVERIFY(results.addQuestion(3, QStringLiteral("\"\\/\b\f\n\r\t\x01\x1f\x7f é € ") + QString::fromUtf8("\xf0\x9f\x91\x91")));
    QVERIFY(results.addPupil(QStringLiteral("p3"), QStringLiteral("\"Zoë\\ ") + QString::fromUtf8("\xf0\x9f\x91\x91")));
    QVERIFY(results.record(QStringLiteral("p3"), 3, 2, QStringLiteral("a\"b"), false));
    QVERIFY(!results.isFull());
    QCOMPARE(QJsonDocument::fromJson(results.toJson()).toJson(QJsonDocument::Indented), results.toJson());
    QVERIFY(results.toJson().size() <= results.jsonBytesBound());
    QString error;
    const std::optional<ClassResults> back = ClassResults::fromJson(results.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->toJson(), results.toJson());
    QCOMPARE(back->outcome(QStringLiteral("p1"), 1), ClassResults::Outcome::RightFirst);
}

void TestClassResults::oneVoteRule_data()
{
    // A pupil's answers to vote 1 and vote 2 ("" none; vote 2 asked only
    // when `again`) of a question whose right answer is e4, and the outcome
    // the results file keeps: by the class's one rule (README, "Whole
    // class"; issue 39, item 12), the latest answer counts, as on the
    // pupil's page and in the projector's count.
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");
    QTest::addColumn<bool>("again");
    QTest::addColumn<QString>("outcome");
    const QString e4 = QStringLiteral("e4"), d5 = QStringLiteral("d5");
    QTest::newRow("one vote, right") << e4 << QString() << false << QStringLiteral("right-first");
    QTest::newRow("one vote, wrong") << d5 << QString() << false << QStringLiteral("wrong");
    QTest::newRow("one vote, none") << QString() << QString() << false << QStringLiteral("none");
    QTest::newRow("vote 1 only, right") << e4 << QString() << true << QStringLiteral("right-first");
    QTest::newRow("vote 1 only, wrong") << d5 << QString() << true << QStringLiteral("wrong");
    QTest::newRow("vote 2 only") << QString() << e4 << true << QStringLiteral("right-second");
    QTest::newRow("changed to right") << d5 << e4 << true << QStringLiteral("right-second");
    QTest::newRow("changed to wrong") << e4 << d5 << true << QStringLiteral("wrong");
    QTest::newRow("right twice") << e4 << e4 << true << QStringLiteral("right-first");
    QTest::newRow("wrong twice") << d5 << d5 << true << QStringLiteral("wrong");
    QTest::newRow("neither vote") << QString() << QString() << true << QStringLiteral("none");
}

void TestClassResults::oneVoteRule()
{
    QFETCH(QString, first);
    QFETCH(QString, second);
    QFETCH(bool, again);
    QFETCH(QString, outcome);
    // The class as the window has it: a session, the pupil's answers by the
    // protocol, Reveal, then both votes recorded as ClassMode records them.
    ClassSession session;
    const ClassSession::Reply joined = session.receive({}, ClassProtocol::Join{session.code(), QStringLiteral("Ann"), {}});
    QCOMPARE(joined.refusal, ClassSession::Refusal::None);
    const QString ann = joined.pupil;
    session.setConnected(ann, true);
    ClassQuestion question;
    question.id = 7;
    question.text = QStringLiteral("Where next?");
    question.n = 8;
    question.squares = {QStringLiteral("e4"), QStringLiteral("d5")};
    const QStringList right{QStringLiteral("e4")};
    session.ask(question, 1, right);
    const auto answer = [&](const QString &square, int vote) {
        return square.isEmpty()
               || session.receive(ann, ClassProtocol::Answer{7, vote, square, std::nullopt}).refusal
                      == ClassSession::Refusal::None;
    };
    QVERIFY(answer(first, 1));
    if (again) {
        QVERIFY(session.askAgain());
        QVERIFY(answer(second, 2));
    }
    QJsonObject said;
    connect(&session, &ClassSession::outgoing, this, [&](const QList<ClassSession::Delivery> &deliveries) {
        for (const ClassSession::Delivery &delivery : deliveries)
            if (delivery.pupil == ann)
                said = delivery.message;
    });
    session.reveal();
    ClassResults results;
    results.recordVote(session, question.id, question.text, 1, right);
    if (again)
        results.recordVote(session, question.id, question.text, 2, right);
    QCOMPARE(ClassResults::outcomeId(results.outcome(ann, 7)), outcome);
    // The same on the pupil's page: right there exactly when right here, no
    // answer there exactly when none here.
    const bool fileRight = outcome.startsWith(QLatin1String("right"));
    QCOMPARE(said.value(QLatin1String("correct")).toBool(), fileRight);
    QCOMPARE(said.value(QLatin1String("answer")).isNull(), outcome == QLatin1String("none"));
    // And in the projector's "Right: R of A".
    QCOMPARE(session.rightCount(), (ClassSession::RightCount{outcome == QLatin1String("none") ? 0 : 1, fileRight ? 1 : 0}));
    // The file read back says the same.
    QString error;
    const std::optional<ClassResults> back = ClassResults::fromJson(results.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(ClassResults::outcomeId(back->outcome(ann, 7)), outcome);
}

// A file written before the one rule (issue 39, item 12) says
// "right-first" for a pupil right at vote 1 and wrong at vote 2: still the
// class's results (a teacher's earlier lessons, a class that did not
// close), read by the rule of now ("wrong"). Any other outcome is refused.
void TestClassResults::filesOfTheEarlierRuleRead()
{
    ClassResults results;
    results.addPupil(QStringLiteral("p1"), QStringLiteral("Ann"));
    QVERIFY(results.record(QStringLiteral("p1"), 7, 1, QStringLiteral("e4"), true));
    QVERIFY(results.record(QStringLiteral("p1"), 7, 2, QStringLiteral("d5"), false));
    QCOMPARE(results.outcome(QStringLiteral("p1"), 7), ClassResults::Outcome::Wrong);
    const QByteArray now = results.toJson();
    QVERIFY(now.contains("\"outcome\": \"wrong\""));
    QByteArray earlier = now;
    earlier.replace("\"outcome\": \"wrong\"", "\"outcome\": \"right-first\"");
    QString error;
    const std::optional<ClassResults> read = ClassResults::fromJson(earlier, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->outcome(QStringLiteral("p1"), 7), ClassResults::Outcome::Wrong);
    QByteArray edited = now;
    edited.replace("\"outcome\": \"wrong\"", "\"outcome\": \"right-second\"");
    QVERIFY(!ClassResults::fromJson(edited, &error));
    QVERIFY2(error.contains(QStringLiteral("outcome")), qPrintable(error));
}

// A pupil's homework joins the row of the pupil of that name (trimmed,
// case insensitive) or a new row; the CSV has the homework's task columns
// after the questions', the JSON keeps it under "homework", and both read
// back the same.
void TestClassResults::homeworkJoined_data()
{
    QTest::addColumn<QString>("pupil");
    QTest::addColumn<int>("row");
    QTest::addColumn<QByteArray>("name"); // the row's first cell

    QTest::newRow("same name") << QStringLiteral("Bob") << 1 << QByteArray("\"Bob\"");
    QTest::newRow("trimmed, other case") << QStringLiteral("  bOB ") << 1 << QByteArray("\"Bob\"");
    QTest::newRow("formula-looking pupil") << QStringLiteral("=HYPERLINK(\"http://x\")") << 0
                                           << QByteArray("\"'=HYPERLINK(\"\"http://x\"\")\"");
    QTest::newRow("new pupil") << QStringLiteral("Cy") << 2 << QByteArray("\"Cy\"");
    QTest::newRow("new formula-looking pupil") << QStringLiteral("@SUM(A1)") << 2 << QByteArray("\"'@SUM(A1)\"");
}

void TestClassResults::homeworkJoined()
{
    QFETCH(QString, pupil);
    QFETCH(int, row);
    QFETCH(QByteArray, name);

    ClassResults results;
    results.addPupil(QStringLiteral("p1"), QStringLiteral("=HYPERLINK(\"http://x\")"));
    results.addPupil(QStringLiteral("p2"), QStringLiteral("Bob"));
    results.addQuestion(4, QStringLiteral("Which square, a8 or b6?"));
    results.addQuestion(5, QStringLiteral("What happens next?"));
    results.record(QStringLiteral("p1"), 4, 1, QStringLiteral("a8"), true);
    results.record(QStringLiteral("p2"), 4, 1, QStringLiteral("b6"), false);
    results.record(QStringLiteral("p2"), 5, 2, QStringLiteral("place"), true);

    QVERIFY(results.addHomework(ClassResults::HandedIn{pupil, weekThree(12)}));
    QCOMPARE(results.pupils().size(), std::max(2, row + 1));
    const QString id = results.pupils().at(row).id;
    QCOMPARE(results.homeworkOf(id, QStringLiteral("0123456789abcdef")), weekThree(12));
    QCOMPARE(results.homeworks().size(), 1);
    QCOMPARE(results.homeworks().at(0).title, QStringLiteral("Week 3"));

    // The header: the questions, then the homework's columns by task.
    QList<QByteArray> lines = results.toCsv().split('\n');
    QCOMPARE(lines.takeLast(), QByteArray());
    QCOMPARE(lines.at(0),
             QByteArray("\"pupil\",\"Which square, a8 or b6?\",\"What happens next?\","
                        "\"Week 3: task1_done\",\"Week 3: task1_shown\",\"Week 3: task1_mistakes\","
                        "\"Week 3: task1_finished\",\"Week 3: task2_asked\",\"Week 3: task2_right_first\","
                        "\"Week 3: task2_right_second\",\"Week 3: task2_revealed\",\"Week 3: task3_handed_in\""));
    const QByteArray outcomes[] = {",right-first,none,", ",wrong,right-second,", ",none,none,"};
    QCOMPARE(lines.size(), results.pupils().size() + 1);
    for (int r = 0; r < results.pupils().size(); ++r) {
        const QByteArray first = r == row ? name : r == 0 ? QByteArray("\"'=HYPERLINK(\"\"http://x\"\")\"") : QByteArray("\"Bob\"");
        QCOMPARE(lines.at(r + 1), first + outcomes[r] + (r == row ? weekThreeCells(12) : noHomeworkCells));
    }

    // The JSON: as QJsonDocument writes it, the homework under its key,
    // read back to the same files.
    const QByteArray json = results.toJson();
    QCOMPARE(QJsonDocument::fromJson(json).toJson(QJsonDocument::Indented), json);
    QVERIFY(json.size() <= results.jsonBytesBound());
    const QJsonArray homework = QJsonDocument::fromJson(json).object().value(QLatin1String("homework")).toArray();
    QCOMPARE(homework.size(), 1);
    QCOMPARE(homework[0].toObject().value(QLatin1String("pupil")).toString(), id);
    QCOMPARE(homework[0].toObject().value(QLatin1String("tasks")).toArray()[0].toObject(),
             (QJsonObject{{QStringLiteral("kind"), QStringLiteral("practice")}, {QStringLiteral("done"), 12},
                          {QStringLiteral("shown"), 1}, {QStringLiteral("mistakes"), 3}, {QStringLiteral("finished"), true}}));
    QString error;
    const std::optional<ClassResults> back = ClassResults::fromJson(json, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->toJson(), json);
    QCOMPARE(back->toCsv(), results.toCsv());
    QCOMPARE(back->homeworkOf(id, QStringLiteral("0123456789abcdef")), weekThree(12));
    QCOMPARE(back->jsonBytesBound(), results.jsonBytesBound());
}

// Handed in again, a pupil's homework replaces the one before; a homework
// of the same id with other tasks is not recorded; a pupil with homework
// stays when the class's pupils who never answered are forgotten.
void TestClassResults::homeworkReplacedAndKept()
{
    ClassResults results = sample();
    QCOMPARE(results.addHomework({{QStringLiteral("Bob"), weekThree(12)}, {QStringLiteral("Dee"), weekThree(7)},
                                  {QStringLiteral("bob"), weekThree(20)}}),
             0);
    QCOMPARE(results.pupils().size(), 4);
    QCOMPARE(results.homeworkOf(QStringLiteral("p2"), QStringLiteral("0123456789abcdef")), weekThree(20));
    QCOMPARE(QJsonDocument::fromJson(results.toJson()).object().value(QLatin1String("homework")).toArray().size(), 2);

    ClassResults::Homework other = weekThree(1);
    other.tasks.removeLast();
    const QByteArray before = results.toJson();
    QVERIFY(!results.addHomework(ClassResults::HandedIn{QStringLiteral("Eve"), other}));
    QVERIFY(!results.addHomework(ClassResults::HandedIn{QStringLiteral("Eve"), weekThree(ClassResults::MaxHomeworkCount + 1)}));
    QVERIFY(!results.addHomework(ClassResults::HandedIn{QStringLiteral("\x1b"), weekThree(1)}));
    QCOMPARE(results.toJson(), before);
    QCOMPARE(results.pupils().size(), 4);

    // No pupil in the class: Otter 17 never answered and goes, Dee stays.
    ClassSession nobody;
    results.recordVote(nobody, 6, QStringLiteral("Where?"), 1, {});
    QStringList names;
    for (const ClassResults::Pupil &pupil : results.pupils())
        names.append(pupil.name);
    QCOMPARE(names, (QStringList{QStringLiteral("=HYPERLINK(\"http://x\")"), QStringLiteral("Bob"), QStringLiteral("Dee")}));
    QCOMPARE(results.homeworkOf(results.pupils().at(2).id, QStringLiteral("0123456789abcdef")), weekThree(7));
}

// Homework imported before the lesson: the pupil who then joins under the
// same name (the server's id) takes the row the import made, with its
// homework, instead of a second row; a second pupil of that name, and a
// row with answers, are rows of their own.
void TestClassResults::homeworkBeforeThePupilJoins()
{
    ClassResults results;
    QVERIFY(results.addHomework(ClassResults::HandedIn{QStringLiteral("Ada"), weekThree(9)}));
    QCOMPARE(results.pupils().size(), 1);
    const QString made = results.pupils().at(0).id;
    QVERIFY(results.addPupil(QStringLiteral("p1"), QStringLiteral(" ada")));
    QCOMPARE(results.pupils().size(), 1);
    QCOMPARE(results.pupils().at(0).id, QStringLiteral("p1"));
    QCOMPARE(results.homeworkOf(QStringLiteral("p1"), QStringLiteral("0123456789abcdef")), weekThree(9));
    QCOMPARE(results.homeworkOf(made, QStringLiteral("0123456789abcdef")), std::nullopt);
    QVERIFY(results.record(QStringLiteral("p1"), 4, 1, QStringLiteral("a8"), true));
    QVERIFY(results.addPupil(QStringLiteral("p2"), QStringLiteral("Ada")));
    QCOMPARE(results.pupils().size(), 2);
    const QByteArray json = results.toJson();
    QVERIFY(json.size() <= results.jsonBytesBound());
    QVERIFY(!json.contains(made.toUtf8()));
    QString error;
    const std::optional<ClassResults> back = ClassResults::fromJson(json, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->toJson(), json);
    QCOMPARE(back->jsonBytesBound(), results.jsonBytesBound());
}

// A title may hold "%1": the column names keep it as it is.
void TestClassResults::homeworkTitleWithPercent()
{
    ClassResults results;
    ClassResults::Homework homework = weekThree(2);
    homework.title = QStringLiteral("Quiz %1 of %2");
    QVERIFY(results.addHomework(ClassResults::HandedIn{QStringLiteral("Ada"), homework}));
    const QByteArray header = results.toCsv().split('\n').at(0);
    QVERIFY2(header.startsWith("\"pupil\",\"Quiz %1 of %2: task1_done\",\"Quiz %1 of %2: task1_shown\""),
        header.constData());
    QVERIFY2(header.endsWith("\"Quiz %1 of %2: task3_handed_in\""), header.constData());
}

// A compact file of many small homework entries can be short and still
// hold more than the results ever record (MaxJsonBytes as toJson() writes
// it): refused, or a class resumed from it would record nothing more.
void TestClassResults::homeworkFileBeyondTheBound()
{
    ClassResults one;
    QVERIFY(one.addHomework(ClassResults::HandedIn{QStringLiteral("Ada"), weekThree(2)}));
    QJsonObject file = QJsonDocument::fromJson(one.toJson()).object();
    const QJsonObject entry = file.value(QLatin1String("homework")).toArray().at(0).toObject();
    const QJsonObject pupil = file.value(QLatin1String("pupils")).toArray().at(0).toObject();
    const QString pupilKey = entry.value(QLatin1String("pupil")).toString();
    QJsonArray pupils;
    QJsonArray homework;
    for (int p = 0; p < 1000; ++p) {
        const QString id = QStringLiteral("p%1").arg(p);
        QJsonObject named = pupil;
        for (auto it = named.begin(); it != named.end(); ++it) {
            if (it.value().toString() == pupilKey)
                it.value() = id;
            else if (it.value().toString() == QLatin1String("Ada"))
                it.value() = QStringLiteral("Pupil %1").arg(p);
        }
        pupils.append(named);
        for (int h = 0; h < ClassResults::MaxHomeworks; ++h) {
            QJsonObject handedIn = entry;
            handedIn.insert(QStringLiteral("pupil"), id);
            QJsonValueRef homeworkId = handedIn[QStringLiteral("id")];
            homeworkId = QStringLiteral("%1").arg(h, 16, 16, QLatin1Char('0'));
            homework.append(handedIn);
        }
    }
    file.insert(QStringLiteral("pupils"), pupils);
    file.insert(QStringLiteral("homework"), homework);
    const QByteArray compact = QJsonDocument(file).toJson(QJsonDocument::Compact);
    QVERIFY(compact.size() < ClassResults::MaxJsonBytes);
    QString error;
    QVERIFY(!ClassResults::fromJson(compact, &error));
    QCOMPARE(error, QStringLiteral("The file is too large to be a class's results."));
    // A tenth of it is read.
    QJsonArray tenth;
    for (qsizetype i = 0; i < homework.size() / 10; ++i)
        tenth.append(homework.at(i));
    file.insert(QStringLiteral("homework"), tenth);
    QVERIFY2(ClassResults::fromJson(QJsonDocument(file).toJson(QJsonDocument::Compact), &error), qPrintable(error));
}

void TestClassResults::hostileHomework_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("where");

    ClassResults results = sample();
    results.addHomework({{QStringLiteral("Bob"), weekThree(12)}, {QStringLiteral("Dee"), weekThree(7)}});
    const QJsonObject good = QJsonDocument::fromJson(results.toJson()).object();
    const auto edited = [&](const std::function<void(QJsonArray &)> &edit) {
        QJsonObject root = good;
        QJsonArray homework = root.value(QLatin1String("homework")).toArray();
        edit(homework);
        root.insert(QStringLiteral("homework"), homework);
        return QJsonDocument(root).toJson();
    };
    const auto editEntry = [&](const QString &field, const QJsonValue &value) {
        return edited([&](QJsonArray &homework) {
            QJsonObject entry = homework[0].toObject();
            if (value.isUndefined())
                entry.remove(field);
            else
                entry.insert(field, value);
            homework[0] = entry;
        });
    };
    const auto editTask = [&](int task, const QString &field, const QJsonValue &value) {
        return edited([&](QJsonArray &homework) {
            QJsonObject entry = homework[0].toObject();
            QJsonArray tasks = entry.value(QLatin1String("tasks")).toArray();
            QJsonObject t = tasks[task].toObject();
            t.insert(field, value);
            tasks[task] = t;
            entry.insert(QStringLiteral("tasks"), tasks);
            homework[0] = entry;
        });
    };

    QTest::newRow("not a list") << [&] {
        QJsonObject root = good;
        root.insert(QStringLiteral("homework"), QStringLiteral("all done"));
        return QJsonDocument(root).toJson();
    }() << QStringLiteral("homework");
    QTest::newRow("entry not an object") << edited([](QJsonArray &h) { h[0] = 3; }) << QStringLiteral("homework[0]");
    QTest::newRow("a score of its own") << editEntry(QStringLiteral("score"), 100) << QStringLiteral("homework[0]");
    QTest::newRow("unknown pupil") << editEntry(QStringLiteral("pupil"), QStringLiteral("p9")) << QStringLiteral("homework[0].pupil");
    QTest::newRow("pupil as number") << editEntry(QStringLiteral("pupil"), 2) << QStringLiteral("homework[0].pupil");
    QTest::newRow("empty id") << editEntry(QStringLiteral("id"), QString()) << QStringLiteral("homework[0].id");
    QTest::newRow("id as number") << editEntry(QStringLiteral("id"), 7) << QStringLiteral("homework[0].id");
    QTest::newRow("title as list") << editEntry(QStringLiteral("title"), QJsonArray{1}) << QStringLiteral("homework[0].title");
    QTest::newRow("title with a control") << editEntry(QStringLiteral("title"), QStringLiteral("Week\x1b[2J"))
                                          << QStringLiteral("homework[0].title");
    QTest::newRow("huge title") << editEntry(QStringLiteral("title"), QString(1000000, QLatin1Char('w')))
                                << QStringLiteral("homework[0].title");
    QTest::newRow("tasks as object") << editEntry(QStringLiteral("tasks"), QJsonObject{}) << QStringLiteral("homework[0].tasks");
    QTest::newRow("too many tasks") << editEntry(QStringLiteral("tasks"), [] {
        QJsonArray tasks;
        for (int i = 0; i <= ClassResults::MaxHomeworkTasks; ++i)
            tasks.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("browse")}});
        return tasks;
    }()) << QStringLiteral("homework[0].tasks");
    QTest::newRow("unknown kind") << editTask(0, QStringLiteral("kind"), QStringLiteral("exam")) << QStringLiteral("homework[0].tasks[0].kind");
    QTest::newRow("negative count") << editTask(0, QStringLiteral("done"), -1) << QStringLiteral("homework[0].tasks[0].done");
    QTest::newRow("count as text") << editTask(0, QStringLiteral("mistakes"), QStringLiteral("0")) << QStringLiteral("homework[0].tasks[0].mistakes");
    QTest::newRow("huge count") << editTask(1, QStringLiteral("asked"), 1e15) << QStringLiteral("homework[0].tasks[1].asked");
    QTest::newRow("count not whole") << editTask(0, QStringLiteral("shown"), 1.5) << QStringLiteral("homework[0].tasks[0].shown");
    QTest::newRow("finished as number") << editTask(0, QStringLiteral("finished"), 1) << QStringLiteral("homework[0].tasks[0].finished");
    QTest::newRow("a practice count in predict") << editTask(1, QStringLiteral("done"), 3) << QStringLiteral("homework[0].tasks[1]");
    QTest::newRow("more right than asked") << editTask(1, QStringLiteral("rightFirst"), 6) << QStringLiteral("homework[0].tasks[1].asked");
    QTest::newRow("handed in twice") << edited([](QJsonArray &h) { h[1] = h[0]; }) << QStringLiteral("homework[1]");
    QTest::newRow("same homework, other tasks") << edited([](QJsonArray &h) {
        QJsonObject entry = h[1].toObject();
        QJsonArray tasks = entry.value(QLatin1String("tasks")).toArray();
        tasks.removeLast();
        entry.insert(QStringLiteral("tasks"), tasks);
        h[1] = entry;
    }) << QStringLiteral("homework[1].tasks");
    QTest::newRow("too many homeworks") << edited([](QJsonArray &h) {
        for (int i = 0; i < ClassResults::MaxHomeworks; ++i)
            h.append(QJsonObject{{QStringLiteral("pupil"), QStringLiteral("p1")}, {QStringLiteral("id"), QStringLiteral("h%1").arg(i)},
                                 {QStringLiteral("title"), QString()}, {QStringLiteral("tasks"), QJsonArray()}});
    }) << QStringLiteral("homework");
    // (Compact, so that it is within the file's size and the count refuses it.)
    QTest::newRow("too many entries") << [&] {
        QJsonObject root = good;
        QJsonArray homework = root.value(QLatin1String("homework")).toArray();
        while (homework.size() <= ClassResults::MaxHomeworkEntries)
            homework.append(QJsonObject{{QStringLiteral("pupil"), QStringLiteral("p2")}, {QStringLiteral("id"), QStringLiteral("x")},
                                        {QStringLiteral("title"), QString()}, {QStringLiteral("tasks"), QJsonArray()}});
        root.insert(QStringLiteral("homework"), homework);
        return QJsonDocument(root).toJson(QJsonDocument::Compact);
    }() << QStringLiteral("homework");
}

void TestClassResults::hostileHomework()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, where);
    QString error;
    const std::optional<ClassResults> read = ClassResults::fromJson(json, &error);
    QVERIFY(!read);
    QCOMPARE(error, QStringLiteral("The class's results are damaged at %1.").arg(where));
}

QTEST_MAIN(TestClassResults)
#include "tst_classresults.moc"
