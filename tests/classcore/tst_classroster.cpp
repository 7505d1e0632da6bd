// SPDX-License-Identifier: MIT
// A class goes on after the program stopped (issue 39, item 9): the
// roster a class writes reads back the same, a session resumed from it
// takes each pupil back by their token as the same pupil (and nobody by a
// token it never gave), and a roster file edited by hand is refused with
// the place it is damaged, row by row.
#include "classcore/classroster.h"
#include "classcore/classsession.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

namespace {

ClassSession::Reply join(ClassSession &session, const QString &code, const QString &name,
    const QByteArray &token = {})
{
    return session.receive({}, ClassProtocol::Join{code, name, token});
}

QJsonObject goodRoster()
{
    return QJsonDocument::fromJson(ClassRoster{QStringLiteral("AC34"), 8080, 4, 7,
                                       {{QStringLiteral("p1"), QStringLiteral("Ada"), QByteArray(32, 'a')},
                                           {QStringLiteral("p3"), QStringLiteral("Otter 3"), QByteArray(32, '0')}}}
                                       .toJson())
        .object();
}

QJsonObject withPupil(QJsonObject root, int index, const QString &key, const QJsonValue &value)
{
    QJsonArray pupils = root.value(QStringLiteral("pupils")).toArray();
    QJsonObject pupil = pupils[index].toObject();
    if (value.isUndefined()) {
        pupil.remove(key);
    } else {
        pupil.insert(key, value);
    }
    pupils[index] = pupil;
    root.insert(QStringLiteral("pupils"), pupils);
    return root;
}

QJsonObject with(QJsonObject root, const QString &key, const QJsonValue &value)
{
    if (value.isUndefined()) {
        root.remove(key);
    } else {
        root.insert(key, value);
    }
    return root;
}

} // namespace

class TestClassRoster : public QObject
{
    Q_OBJECT

private slots:
    void readsBackWhatItWrote()
    {
        ClassSession session;
        QVERIFY(!join(session, session.code(), QStringLiteral("Ada")).pupil.isEmpty());
        QVERIFY(!join(session, session.code(), QStringLiteral("<b>Bo</b>")).pupil.isEmpty());
        ClassRoster roster = session.roster();
        roster.port = 41234;
        roster.nextQuestion = 12;
        QCOMPARE(roster.pupils.size(), 2);
        QString error;
        const std::optional<ClassRoster> back = ClassRoster::fromJson(roster.toJson(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(*back, roster);
    }

    // The same code, and each pupil back by their token as themselves; a
    // new pupil gets an id nobody had.
    void resumedSessionTakesPupilsBack()
    {
        ClassSession first;
        const ClassSession::Reply ada = join(first, first.code(), QStringLiteral("Ada"));
        const ClassSession::Reply bo = join(first, first.code(), QStringLiteral("Bo"));
        QVERIFY(!ada.pupil.isEmpty() && !bo.pupil.isEmpty());
        const QByteArray adaToken = first.roster().pupils.at(0).token;
        const ClassRoster roster = first.roster();

        ClassSession second; // the program started again
        QSignalSpy changed(&second, &ClassSession::pupilsChanged);
        second.resume(roster);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(second.code(), roster.code);
        QCOMPARE(second.pupilCount(), 2);
        QCOMPARE(second.connectedCount(), 0); // away until they come back
        QCOMPARE(second.nameOf(bo.pupil), QStringLiteral("Bo"));

        const ClassSession::Reply back = join(second, roster.code, QString(), adaToken);
        QCOMPARE(back.refusal, ClassSession::Refusal::None);
        QCOMPARE(back.pupil, ada.pupil);
        QVERIFY(back.back);

        QCOMPARE(join(second, roster.code, QString(), QByteArray(32, 'f')).refusal, ClassSession::Refusal::BadToken);
        QCOMPARE(join(second, QStringLiteral("ZZZZ"), QString(), adaToken).refusal, ClassSession::Refusal::BadCode);

        const ClassSession::Reply newcomer = join(second, roster.code, QStringLiteral("Cy"));
        QCOMPARE(newcomer.refusal, ClassSession::Refusal::None);
        QVERIFY(newcomer.pupil != ada.pupil && newcomer.pupil != bo.pupil);
        QCOMPARE(second.pupilCount(), 3);
    }

    void codes_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<bool>("valid");
        QTest::newRow("made") << QStringLiteral("AC34") << true;
        QTest::newRow("lower case") << QStringLiteral("ac34") << false;
        QTest::newRow("confusable O") << QStringLiteral("AO34") << false;
        QTest::newRow("too short") << QStringLiteral("AC3") << false;
        QTest::newRow("too long") << QStringLiteral("AC347") << false;
        QTest::newRow("NUL") << QStringLiteral("AC3") + QChar(0) << false;
        QTest::newRow("beyond Latin-1") << QStringLiteral("AC3") + QChar(0x0410) << false;
        QTest::newRow("empty") << QString() << false;
    }

    void codes()
    {
        QFETCH(QString, code);
        QFETCH(bool, valid);
        QCOMPARE(ClassSession::isCode(code), valid);
    }

    void begunCodesAreCodes()
    {
        for (int i = 0; i < 50; ++i) {
            ClassSession session;
            QVERIFY2(ClassSession::isCode(session.code()), qPrintable(session.code()));
        }
    }

    void hostileFiles_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("where");
        const QJsonObject good = goodRoster();
        const auto bytes = [](const QJsonObject &root) { return QJsonDocument(root).toJson(); };
        QTest::newRow("not JSON") << QByteArray("{\"code\":") << QString();
        QTest::newRow("a list") << QByteArray("[]") << QString();
        QTest::newRow("too large") << QByteArray(ClassRoster::MaxJsonBytes + 1, ' ') << QString();
        QTest::newRow("format 2") << bytes(with(good, QStringLiteral("format"), 2)) << QStringLiteral("format");
        QTest::newRow("no code") << bytes(with(good, QStringLiteral("code"), QJsonValue::Undefined)) << QStringLiteral("code");
        QTest::newRow("code lower case") << bytes(with(good, QStringLiteral("code"), QStringLiteral("ac34"))) << QStringLiteral("code");
        QTest::newRow("code with markup") << bytes(with(good, QStringLiteral("code"), QStringLiteral("<b>"))) << QStringLiteral("code");
        QTest::newRow("code a number") << bytes(with(good, QStringLiteral("code"), 1234)) << QStringLiteral("code");
        QTest::newRow("port 0") << bytes(with(good, QStringLiteral("port"), 0)) << QStringLiteral("port");
        QTest::newRow("port 65536") << bytes(with(good, QStringLiteral("port"), 65536)) << QStringLiteral("port");
        QTest::newRow("port a fraction") << bytes(with(good, QStringLiteral("port"), 80.5)) << QStringLiteral("port");
        QTest::newRow("port as text") << bytes(with(good, QStringLiteral("port"), QStringLiteral("80"))) << QStringLiteral("port");
        QTest::newRow("nextPupil 0") << bytes(with(good, QStringLiteral("nextPupil"), 0)) << QStringLiteral("nextPupil");
        QTest::newRow("nextPupil huge") << bytes(with(good, QStringLiteral("nextPupil"), 1e12)) << QStringLiteral("nextPupil");
        QTest::newRow("nextQuestion -1") << bytes(with(good, QStringLiteral("nextQuestion"), -1)) << QStringLiteral("nextQuestion");
        QTest::newRow("pupils an object") << bytes(with(good, QStringLiteral("pupils"), QJsonObject())) << QStringLiteral("pupils");
        QTest::newRow("a pupil as text") << bytes(with(good, QStringLiteral("pupils"), QJsonArray{QStringLiteral("p1")})) << QStringLiteral("pupils[0]");
        QTest::newRow("id not p") << bytes(withPupil(good, 0, QStringLiteral("id"), QStringLiteral("x1"))) << QStringLiteral("pupils[0].id");
        QTest::newRow("id p0") << bytes(withPupil(good, 0, QStringLiteral("id"), QStringLiteral("p0"))) << QStringLiteral("pupils[0].id");
        QTest::newRow("id p01") << bytes(withPupil(good, 0, QStringLiteral("id"), QStringLiteral("p01"))) << QStringLiteral("pupils[0].id");
        QTest::newRow("id at nextPupil") << bytes(withPupil(good, 1, QStringLiteral("id"), QStringLiteral("p4"))) << QStringLiteral("pupils[1].id");
        QTest::newRow("id twice") << bytes(withPupil(good, 1, QStringLiteral("id"), QStringLiteral("p1"))) << QStringLiteral("pupils[1].id");
        QTest::newRow("id a path") << bytes(withPupil(good, 0, QStringLiteral("id"), QStringLiteral("../p1"))) << QStringLiteral("pupils[0].id");
        QTest::newRow("name empty") << bytes(withPupil(good, 0, QStringLiteral("name"), QString())) << QStringLiteral("pupils[0].name");
        QTest::newRow("name with a control character") << bytes(withPupil(good, 0, QStringLiteral("name"), QStringLiteral("A\x01" "da"))) << QStringLiteral("pupils[0].name");
        QTest::newRow("name with a right-to-left override") << bytes(withPupil(good, 0, QStringLiteral("name"), QStringLiteral("Ada") + QChar(0x202E))) << QStringLiteral("pupils[0].name");
        QTest::newRow("name too long") << bytes(withPupil(good, 0, QStringLiteral("name"), QString(200, QLatin1Char('a')))) << QStringLiteral("pupils[0].name");
        QTest::newRow("name a number") << bytes(withPupil(good, 0, QStringLiteral("name"), 7)) << QStringLiteral("pupils[0].name");
        QTest::newRow("token short") << bytes(withPupil(good, 0, QStringLiteral("token"), QStringLiteral("abc"))) << QStringLiteral("pupils[0].token");
        QTest::newRow("token upper case") << bytes(withPupil(good, 0, QStringLiteral("token"), QString(32, QLatin1Char('A')))) << QStringLiteral("pupils[0].token");
        QTest::newRow("token not hex") << bytes(withPupil(good, 0, QStringLiteral("token"), QString(32, QLatin1Char('g')))) << QStringLiteral("pupils[0].token");
        QTest::newRow("token twice") << bytes(withPupil(good, 1, QStringLiteral("token"), QString(32, QLatin1Char('a')))) << QStringLiteral("pupils[1].token");
        QTest::newRow("no token") << bytes(withPupil(good, 0, QStringLiteral("token"), QJsonValue::Undefined)) << QStringLiteral("pupils[0].token");
        QJsonArray many;
        for (int i = 1; i <= ClassRoster::MaxPupils + 1; ++i) {
            many.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("p%1").arg(i)}, {QStringLiteral("name"), QStringLiteral("A")},
                {QStringLiteral("token"), QStringLiteral("%1").arg(i, 32, 16, QLatin1Char('0'))}});
        }
        QTest::newRow("too many pupils") << bytes(with(with(good, QStringLiteral("pupils"), many), QStringLiteral("nextPupil"), ClassRoster::MaxPupils + 5)) << QStringLiteral("pupils");
    }

    void hostileFiles()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, where);
        QString error;
        QVERIFY(!ClassRoster::fromJson(json, &error));
        QVERIFY(!error.isEmpty());
        if (!where.isEmpty()) {
            QVERIFY2(error.contains(QStringLiteral(" at ") + where + QLatin1Char('.')), qPrintable(error));
        }
    }

    void theGoodRosterReads()
    {
        QString error;
        const std::optional<ClassRoster> roster = ClassRoster::fromJson(QJsonDocument(goodRoster()).toJson(), &error);
        QVERIFY2(roster, qPrintable(error));
        QCOMPARE(roster->pupils.size(), 2);
        QCOMPARE(roster->port, quint16(8080));
    }
};

QTEST_GUILESS_MAIN(TestClassRoster)
#include "tst_classroster.moc"
