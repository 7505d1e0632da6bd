// SPDX-License-Identifier: MIT
// A class's results: the outcome of every pupil for every question, and the
// CSV and JSON files, with names that a spreadsheet must not run.
#include "classserver/classresults.h"
#include "classserver/classserver.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>

#include <functional>

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
};

namespace {

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
    // A right first vote stays right at the first vote, whatever the second.
    results.record(QStringLiteral("p1"), 1, 2, QStringLiteral("d5"), false);

    QCOMPARE(results.outcome(QStringLiteral("p1"), 1), ClassResults::Outcome::RightFirst);
    QCOMPARE(results.outcome(QStringLiteral("p2"), 1), ClassResults::Outcome::RightSecond);
    QCOMPARE(results.outcome(QStringLiteral("p3"), 1), ClassResults::Outcome::Wrong);
    QCOMPARE(results.outcome(QStringLiteral("p4"), 1), ClassResults::Outcome::None);
    QCOMPARE(results.outcome(QStringLiteral("p5"), 1), ClassResults::Outcome::None);
    QCOMPARE(results.outcome(QStringLiteral("p1"), 2), ClassResults::Outcome::None);
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
    QCOMPARE(ClassResults::csvCell(text), cell);
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
    QTRY_COMPARE(server.pupils().size(), 1);

    ClassQuestion question;
    question.id = 3;
    question.text = QStringLiteral("Where?");
    question.squares = {QStringLiteral("b1"), QStringLiteral("c1")};
    server.ask(question);
    socket.sendTextMessage(QStringLiteral("{\"v\":1,\"type\":\"answer\",\"question\":3,\"vote\":1,\"square\":\"c1\"}"));
    QTRY_COMPARE(server.answeredCount(), 1);
    server.reveal({QStringLiteral("b1")}, QString());

    ClassResults results;
    results.recordVote(server, question.id, question.text, 1, {QStringLiteral("b1")});
    QCOMPARE(results.outcome(server.pupils().value(0).id, 3), ClassResults::Outcome::Wrong);
    QCOMPARE(results.toCsv(), QByteArray("\"pupil\",\"Where?\"\n\"'-1\",wrong\n"));
}

void TestClassResults::roundTrip()
{
    const ClassResults results = sample();
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

QTEST_MAIN(TestClassResults)
#include "tst_classresults.moc"
