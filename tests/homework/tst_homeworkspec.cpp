// SPDX-License-Identifier: MIT
// The homework object of the file format: written and read back equal, and
// a table of hostile or broken homeworks, each refused with its reason.
#include "homework/homeworkspec.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <functional>

class TestHomeworkSpec : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip();
    void newIds();
    void badInput_data();
    void badInput();
};

namespace {

HomeworkSpec sample()
{
    HomeworkSpec spec;
    spec.id = QStringLiteral("9f3c2a7d41b0e6c8");
    spec.title = QStringLiteral("Backtracking, week 3 – Übung");
    spec.language = QStringLiteral("de");
    HomeworkTask practice;
    practice.algorithm = QStringLiteral("lock-lines");
    practice.n = 6;
    HomeworkTask steps;
    steps.algorithm = QStringLiteral("forward-checking");
    steps.n = 10;
    steps.stepLimit = 2000;
    steps.pupilRefuses = true;
    HomeworkTask predict;
    predict.kind = HomeworkTask::Kind::Predict;
    predict.algorithm = QStringLiteral("min-conflicts");
    predict.n = 8;
    predict.runSeed = 7;
    predict.frequency = QStringLiteral("one-in-k");
    predict.k = 3;
    predict.seed = 11;
    predict.kinds = 5;
    predict.lastPosition = 120;
    HomeworkTask browse;
    browse.kind = HomeworkTask::Kind::Browse;
    browse.n = 8;
    spec.tasks = {practice, steps, predict, browse};
    return spec;
}

// The sample's JSON with `change` applied to it.
QJsonObject changed(const std::function<void(QJsonObject &)> &change)
{
    QJsonObject object = sample().toJson();
    change(object);
    return object;
}

// The sample's JSON with task `index` changed.
QJsonObject taskChanged(int index, const std::function<void(QJsonObject &)> &change)
{
    return changed([&](QJsonObject &object) {
        QJsonArray tasks = object.value(QStringLiteral("tasks")).toArray();
        QJsonObject task = tasks.at(index).toObject();
        change(task);
        tasks.replace(index, task);
        object.insert(QStringLiteral("tasks"), tasks);
    });
}

auto set(const char *key, const QJsonValue &value)
{
    return [key, value](QJsonObject &object) { object.insert(QLatin1String(key), value); };
}

auto drop(const char *key)
{
    return [key](QJsonObject &object) { object.remove(QLatin1String(key)); };
}

} // namespace

void TestHomeworkSpec::roundTrip()
{
    const HomeworkSpec spec = sample();
    QCOMPARE(spec.invalidReason(), QString());
    // Through text, as the page and the results file carry it.
    const QByteArray text = QJsonDocument(spec.toJson()).toJson(QJsonDocument::Compact);
    QString reason;
    const std::optional<HomeworkSpec> back
        = HomeworkSpec::fromJson(QJsonDocument::fromJson(text).object(), &reason);
    QVERIFY2(back.has_value(), qPrintable(reason));
    QVERIFY(*back == spec);
    QCOMPARE(back->toJson(), spec.toJson());
    QVERIFY(HomeworkSpec::practiceAlgorithms().contains(QStringLiteral("lock-lines")));
    QVERIFY(!HomeworkSpec::practiceAlgorithms().contains(QStringLiteral("min-conflicts")));
    QCOMPARE(HomeworkSpec::predictAlgorithms().size(), 10);
}

void TestHomeworkSpec::newIds()
{
    const QString a = HomeworkSpec::newId();
    const QString b = HomeworkSpec::newId();
    QCOMPARE(a.size(), 16);
    QVERIFY(a != b);
    HomeworkSpec spec = sample();
    spec.id = a;
    QCOMPARE(spec.invalidReason(), QString());
    // Choices are checked before the id is drawn: without one they are
    // valid, and what is wrong with them is said all the same.
    spec.id.clear();
    QVERIFY(spec.invalidReason().contains(QStringLiteral("id")));
    QCOMPARE(spec.invalidReasonWithoutId(), QString());
    QVERIFY(spec.id.isEmpty());
    spec.tasks.clear();
    QVERIFY(spec.invalidReasonWithoutId().contains(QStringLiteral("tasks")));
}

void TestHomeworkSpec::badInput_data()
{
    QTest::addColumn<QJsonObject>("object");
    QTest::addColumn<QString>("reason"); // a part of the reason given

    QTest::newRow("empty") << QJsonObject() << QStringLiteral("not a homework");
    QTest::newRow("other format") << changed(set("format", QStringLiteral("nqueens-session")))
                                  << QStringLiteral("not a homework");
    QTest::newRow("version 2") << changed(set("version", 2)) << QStringLiteral("version 1");
    QTest::newRow("version as text") << changed(set("version", QStringLiteral("1")))
                                     << QStringLiteral("version 1");
    QTest::newRow("no id") << changed(drop("id")) << QStringLiteral("has no id");
    QTest::newRow("short id") << changed(set("id", QStringLiteral("9f3c"))) << QStringLiteral("hexadecimal");
    QTest::newRow("upper-case id") << changed(set("id", QStringLiteral("9F3C2A7D41B0E6C8")))
                                   << QStringLiteral("hexadecimal");
    QTest::newRow("id as path") << changed(set("id", QStringLiteral("../../etc/passwd")))
                                << QStringLiteral("hexadecimal");
    QTest::newRow("id a number") << changed(set("id", 12345)) << QStringLiteral("hexadecimal");
    QTest::newRow("long title") << changed(set("title", QString(201, QLatin1Char('a'))))
                                << QStringLiteral("title must be plain text of at most 200");
    QTest::newRow("title with a line break") << changed(set("title", QStringLiteral("a\nb")))
                                             << QStringLiteral("title must be plain text");
    QTest::newRow("title with an escape") << changed(set("title", QStringLiteral("a\x1b[2Jb")))
                                          << QStringLiteral("title must be plain text");
    QTest::newRow("title a number") << changed(set("title", 3)) << QStringLiteral("title must be plain text");
    QTest::newRow("language it") << changed(set("language", QStringLiteral("it")))
                                 << QStringLiteral("language must be one of: en, de, es, fr");
    QTest::newRow("unknown field") << changed(set("score", 100))
                                   << QStringLiteral("does not know: score");
    QTest::newRow("tasks not a list") << changed(set("tasks", QJsonObject())) << QStringLiteral("1 to 10 tasks");
    QTest::newRow("no tasks") << changed(set("tasks", QJsonArray())) << QStringLiteral("1 to 10 tasks");
    QJsonArray eleven;
    for (int i = 0; i < 11; ++i)
        eleven.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("browse")}, {QStringLiteral("n"), 5}});
    QTest::newRow("eleven tasks") << changed(set("tasks", eleven)) << QStringLiteral("1 to 10 tasks");
    QTest::newRow("task a number") << changed(set("tasks", QJsonArray{7}))
                                   << QStringLiteral("tasks[0] must be an object");
    QTest::newRow("task kind unknown") << taskChanged(0, set("kind", QStringLiteral("exam")))
                                       << QStringLiteral("tasks[0].kind must be one of");
    QTest::newRow("practice min-conflicts") << taskChanged(0, set("algorithm", QStringLiteral("min-conflicts")))
                                            << QStringLiteral("tasks[0].algorithm must be one of");
    QTest::newRow("algorithm unknown") << taskChanged(2, set("algorithm", QStringLiteral("guess")))
                                       << QStringLiteral("tasks[2].algorithm must be one of");
    QTest::newRow("n 3") << taskChanged(0, set("n", 3)) << QStringLiteral("tasks[0].n must be a whole number from 4 to 10");
    QTest::newRow("n 11") << taskChanged(2, set("n", 11)) << QStringLiteral("tasks[2].n must be a whole number from 4 to 10");
    QTest::newRow("n 6.5") << taskChanged(0, set("n", 6.5)) << QStringLiteral("tasks[0].n must be a whole number");
    QTest::newRow("n huge") << taskChanged(0, set("n", 1e300)) << QStringLiteral("tasks[0].n must be a whole number");
    QTest::newRow("n as text") << taskChanged(0, set("n", QStringLiteral("6"))) << QStringLiteral("tasks[0].n must be");
    QTest::newRow("browse n 9") << taskChanged(3, set("n", 9)) << QStringLiteral("tasks[3].n must be a whole number from 4 to 8");
    QTest::newRow("stepLimit 2001") << taskChanged(1, set("stepLimit", 2001)) << QStringLiteral("tasks[1].stepLimit");
    QTest::newRow("stepLimit negative") << taskChanged(1, set("stepLimit", -1)) << QStringLiteral("tasks[1].stepLimit");
    QTest::newRow("pupilRefuses 1") << taskChanged(0, set("pupilRefuses", 1))
                                    << QStringLiteral("tasks[0].pupilRefuses must be true or false");
    QTest::newRow("practice without n") << taskChanged(0, drop("n")) << QStringLiteral("has no tasks[0].n");
    QTest::newRow("practice with a predict field") << taskChanged(0, set("k", 1))
                                                   << QStringLiteral("does not know: tasks[0].k");
    QTest::newRow("frequency unknown") << taskChanged(2, set("frequency", QStringLiteral("always")))
                                       << QStringLiteral("tasks[2].frequency must be one of");
    QTest::newRow("k 0") << taskChanged(2, set("k", 0)) << QStringLiteral("tasks[2].k");
    QTest::newRow("kinds 0") << taskChanged(2, set("kinds", 0)) << QStringLiteral("tasks[2].kinds");
    QTest::newRow("kinds 256") << taskChanged(2, set("kinds", 256)) << QStringLiteral("tasks[2].kinds");
    QTest::newRow("seed negative") << taskChanged(2, set("seed", -5)) << QStringLiteral("tasks[2].seed");
    QTest::newRow("lastPosition 0") << taskChanged(2, set("lastPosition", 0)) << QStringLiteral("tasks[2].lastPosition");
    QTest::newRow("browse with an algorithm") << taskChanged(3, set("algorithm", QStringLiteral("lock-lines")))
                                              << QStringLiteral("does not know: tasks[3].algorithm");
}

void TestHomeworkSpec::badInput()
{
    QFETCH(QJsonObject, object);
    QFETCH(QString, reason);
    QString why;
    const std::optional<HomeworkSpec> spec = HomeworkSpec::fromJson(object, &why);
    QVERIFY2(!spec.has_value(), "a bad homework was read");
    QVERIFY2(why.contains(reason), qPrintable(why));
    // Without a place for the reason it is refused all the same.
    QVERIFY(!HomeworkSpec::fromJson(object).has_value());
}

QTEST_GUILESS_MAIN(TestHomeworkSpec)
#include "tst_homeworkspec.moc"
