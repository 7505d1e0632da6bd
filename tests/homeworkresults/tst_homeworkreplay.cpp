// SPDX-License-Identifier: MIT
// Homework handed in: results files made by driving the engines as the
// pupil's page does (right steps, each kind of mistake, Show me, take
// backs; predict answers right, wrong and revealed) are accepted with the
// counts their actions make; hostile files (edited counts, reordered or
// impossible actions, another homework's tasks, an unknown homework, wrong
// types, too large, too many actions, times going back) are each refused
// for their own reason, and nothing else.
#include "homeworkresults/homeworkimport.h"
#include "homeworkresults/homeworkregistry.h"
#include "homeworkresults/homeworkreplay.h"
#include "homeworkresults/homeworkresultfile.h"
#include "learn/question.h"
#include "pupildriver.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace Qt::StringLiterals;
using nq::learn::MistakeKind;
using nqtest::PupilDriver;
using Reason = HomeworkRefusal::Reason;
using Play = std::function<void(PupilDriver &)>;
using Edit = std::function<void(QJsonObject &)>;

Q_DECLARE_METATYPE(Play)
Q_DECLARE_METATYPE(Edit)
Q_DECLARE_METATYPE(HomeworkRefusal::Reason)

namespace {

HomeworkSpec homework()
{
    return nqtest::sampleHomework();
}

// Another homework given from this program: the same kinds of task, other boards.
HomeworkSpec otherHomework()
{
    HomeworkSpec spec = homework();
    spec.id = QStringLiteral("fedcba9876543210");
    spec.title = QStringLiteral("Week 4");
    spec.tasks[0].n = 7;
    return spec;
}

// A mistake of each kind the row-by-row backtracker names, each where it
// can first be made, then the practice to its end.
void everyMistake(PupilDriver &pupil)
{
    const MistakeKind kinds[] = { MistakeKind::PlacedOnAttacked, MistakeKind::RefusedFreeSquare,
        MistakeKind::SkippedSquare, MistakeKind::TookBackTooEarly, MistakeKind::MissedTakeBack,
        MistakeKind::WrongQueen, MistakeKind::NotAQueen };
    for (const MistakeKind kind : kinds) {
        std::optional<MistakeKind> made;
        while (!(made = pupil.mistake(0, kind))) {
            QVERIFY(pupil.rightStep(0));
        }
        QCOMPARE(int(*made), int(kind));
    }
    pupil.finish(0);
}

// Everything a pupil may do, the tasks taken in turns.
void wholeHomework(PupilDriver &pupil)
{
    for (int i = 0; i < 5; ++i) {
        QVERIFY(pupil.rightStep(0));
    }
    QVERIFY(pupil.mistake(0, MistakeKind::RefusedFreeSquare)
        || pupil.mistake(0, MistakeKind::PlacedOnAttacked));
    pupil.answerAll(1);
    pupil.finish(3, 4);
    QVERIFY(pupil.showMe(0));
    everyMistake(pupil);
}

QByteArray bytesOf(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QJsonObject goodFile()
{
    PupilDriver pupil(homework());
    wholeHomework(pupil);
    return pupil.file(QStringLiteral("Ada Lovelace"));
}

// `file` with the value at `path` (keys and indexes) set to `value`.
void setAt(QJsonObject &file, const QStringList &path, const QJsonValue &value)
{
    const std::function<QJsonValue(const QJsonValue &, int)> set
        = [&](const QJsonValue &at, int depth) -> QJsonValue {
        if (depth == path.size()) {
            return value;
        }
        const QString &step = path.at(depth);
        bool index = false;
        const int i = step.toInt(&index);
        if (index) {
            QJsonArray array = at.toArray();
            array[i] = set(array.at(i), depth + 1);
            return array;
        }
        QJsonObject object = at.toObject();
        object[step] = set(object.value(step), depth + 1);
        return object;
    };
    file = set(file, 0).toObject();
}

QJsonValue valueAt(const QJsonObject &file, const QStringList &path)
{
    QJsonValue at = file;
    for (const QString &step : path) {
        bool index = false;
        const int i = step.toInt(&index);
        at = index ? at.toArray().at(i) : at.toObject().value(step);
    }
    return at;
}

// The index of the first action of `task` doing `kind`.
int firstAction(const QJsonObject &file, int task, const QString &kind)
{
    const QJsonArray actions = file.value(QStringLiteral("actions")).toArray();
    for (int i = 0; i < actions.size(); ++i) {
        const QJsonObject action = actions.at(i).toObject();
        if (action.value(QStringLiteral("task")).toInt() == task
            && action.value(QStringLiteral("do")).toString() == kind) {
            return i;
        }
    }
    return -1;
}

} // namespace

class TestHomeworkReplay : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void goodFilesAccepted_data();
    void goodFilesAccepted();
    void hostileFilesRefused_data();
    void hostileFilesRefused();
    void hugeFileNotRead();
    void tooManyActions();
    void registryFindsOnlyItsOwn();
    void importTable();

private:
    HomeworkReplay::Outcome checkBytes(const QByteArray &bytes) const;

    QTemporaryDir m_dir;
    std::unique_ptr<HomeworkRegistry> m_registry;
    QJsonObject m_good;
};

void TestHomeworkReplay::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_registry = std::make_unique<HomeworkRegistry>(m_dir.filePath(QStringLiteral("homework")));
    // Registered as the export does (HomeworkFile::registerHomework()).
    QVERIFY(QDir().mkpath(m_registry->folder()));
    for (const HomeworkSpec &given : { homework(), otherHomework() }) {
        QFile file(m_registry->folder() + QLatin1Char('/') + given.id + QStringLiteral(".json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.write(QJsonDocument(given.toJson()).toJson()) > 0);
    }
    m_good = goodFile();
    // The hostile rows are edits of this file: it must be accepted as it is.
    const HomeworkReplay::Outcome outcome = checkBytes(bytesOf(m_good));
    QVERIFY2(outcome.accepted(), qPrintable(outcome.refusal.text));
}

HomeworkReplay::Outcome TestHomeworkReplay::checkBytes(const QByteArray &bytes) const
{
    HomeworkRefusal refusal;
    const std::optional<HomeworkResultFile> file = HomeworkResultFile::fromJson(bytes, &refusal);
    if (!file) {
        HomeworkReplay::Outcome outcome;
        outcome.refusal = refusal;
        return outcome;
    }
    return HomeworkReplay::check(*file, *m_registry);
}

void TestHomeworkReplay::goodFilesAccepted_data()
{
    QTest::addColumn<Play>("play");
    QTest::addColumn<int>("mistakes"); // in task 1, as the steps were made
    QTest::addColumn<bool>("finished"); // task 1

    QTest::newRow("right steps to the end")
        << Play([](PupilDriver &p) { p.finish(0); }) << 0 << true;
    QTest::newRow("every kind of mistake") << Play(everyMistake) << 7 << true;
    QTest::newRow("show me and take backs")
        << Play([](PupilDriver &p) { p.finish(0, 3); }) << 0 << true;
    QTest::newRow("stopped halfway") << Play([](PupilDriver &p) {
        for (int i = 0; i < 20; ++i) {
            QVERIFY(p.rightStep(0));
        }
        QVERIFY(
            p.mistake(0, MistakeKind::NotAQueen) || p.mistake(0, MistakeKind::TookBackTooEarly));
    }) << 1 << false;
    QTest::newRow("predict right, wrong, revealed")
        << Play([](PupilDriver &p) { p.answerAll(1); }) << 0 << false;
    QTest::newRow("refusals marked, to the step limit")
        << Play([](PupilDriver &p) { p.finish(3, 5); }) << 0 << false;
    QTest::newRow("nothing done") << Play([](PupilDriver &) {}) << 0 << false;
    QTest::newRow("the whole homework") << Play(wholeHomework) << 8 << true;
}

void TestHomeworkReplay::goodFilesAccepted()
{
    QFETCH(Play, play);
    QFETCH(int, mistakes);
    QFETCH(bool, finished);

    PupilDriver pupil(homework());
    play(pupil);
    const QJsonObject file = pupil.file(QStringLiteral("Ada Lovelace"));
    const HomeworkReplay::Outcome outcome = checkBytes(bytesOf(file));
    QVERIFY2(outcome.accepted(), qPrintable(outcome.refusal.text));
    QCOMPARE(outcome.pupil, QStringLiteral("Ada Lovelace"));
    QCOMPARE(outcome.counts.size(), 4);
    // The counts recomputed are what the page's engines counted...
    const QJsonArray claimed = file.value(QStringLiteral("claimed")).toArray();
    QCOMPARE(qint64(outcome.counts[0].done), claimed[0].toObject().value(u"done"_s).toInteger());
    QCOMPARE(qint64(outcome.counts[0].shown), claimed[0].toObject().value(u"shown"_s).toInteger());
    QCOMPARE(outcome.counts[0].finished, claimed[0].toObject().value(u"finished"_s).toBool());
    QCOMPARE(qint64(outcome.counts[3].done), claimed[3].toObject().value(u"done"_s).toInteger());
    QCOMPARE(qint64(outcome.counts[3].shown), claimed[3].toObject().value(u"shown"_s).toInteger());
    QCOMPARE(outcome.counts[3].finished, claimed[3].toObject().value(u"finished"_s).toBool());
    // ... and what the pupil did: the mistakes made, the questions closed.
    QCOMPARE(outcome.counts[0].mistakes, std::uint64_t(mistakes));
    QCOMPARE(outcome.counts[0].finished, finished);
    QCOMPARE(outcome.counts[1].rightFirst, std::uint64_t(pupil.rightFirst));
    QCOMPARE(outcome.counts[1].rightSecond, std::uint64_t(pupil.rightSecond));
    QCOMPARE(outcome.counts[1].revealed, std::uint64_t(pupil.revealed));
    QCOMPARE(outcome.counts[1].asked,
        std::uint64_t(pupil.rightFirst + pupil.rightSecond + pupil.revealed));
    QCOMPARE(outcome.counts[2].kind, HomeworkCounts::Kind::Browse);
    if (QByteArray(QTest::currentDataTag()).startsWith("predict")) {
        QVERIFY(pupil.rightFirst > 0 && pupil.rightSecond > 0 && pupil.revealed > 1);
    }
    if (QByteArray(QTest::currentDataTag()).startsWith("show me")) {
        QVERIFY(outcome.counts[0].shown > 0);
        QVERIFY(firstAction(file, 0, QStringLiteral("takeback")) >= 0);
    }
    if (QByteArray(QTest::currentDataTag()).startsWith("refusals marked")) {
        QVERIFY(outcome.counts[3].finished);
        QVERIFY(outcome.counts[3].shown > 0);
    }
}

void TestHomeworkReplay::hostileFilesRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<Reason>("reason");
    QTest::addColumn<QString>("says"); // a part of the sentence

    const QJsonObject good = m_good;
    const auto edited = [&good](const Edit &edit) {
        QJsonObject file = good;
        edit(file);
        return bytesOf(file);
    };
    const auto claimedAt = [&good](int task, const char *key) {
        return valueAt(
            good, { QStringLiteral("claimed"), QString::number(task), QLatin1String(key) })
            .toInteger();
    };
    const auto set = [&edited](const QStringList &path, const QJsonValue &value) {
        return edited([&](QJsonObject &file) { setAt(file, path, value); });
    };

    // Edited scores: each count, in the words the teacher reads.
    const qint64 mistakes = claimedAt(0, "mistakes");
    QTest::newRow("mistakes edited")
        << set({ u"claimed"_s, u"0"_s, u"mistakes"_s }, mistakes - 3) << Reason::CountsDiffer
        << QStringLiteral("The file says %1 mistakes in task 1; its steps make %2.")
               .arg(mistakes - 3)
               .arg(mistakes);
    QTest::newRow("right steps edited")
        << set({ u"claimed"_s, u"3"_s, u"done"_s }, claimedAt(3, "done") + 1)
        << Reason::CountsDiffer
        << QStringLiteral("The file says %1 right steps in task 4; its steps make %2.")
               .arg(claimedAt(3, "done") + 1)
               .arg(claimedAt(3, "done"));
    QTest::newRow("shown edited") << set({ u"claimed"_s, u"0"_s, u"shown"_s },
        0) << Reason::CountsDiffer << QStringLiteral("The file says 0 steps shown in task 1");
    QTest::newRow("unfinished said finished")
        << set({ u"claimed"_s, u"0"_s, u"finished"_s }, false) << Reason::CountsDiffer
        << QStringLiteral("The file says task 1 is not finished; its steps finish it.");
    QTest::newRow("right first edited")
        << set({ u"claimed"_s, u"1"_s, u"rightFirst"_s }, claimedAt(1, "rightFirst") + 2)
        << Reason::CountsDiffer
        << QStringLiteral("The file says %1 right at the first try in task 2; its answers make %2.")
               .arg(claimedAt(1, "rightFirst") + 2)
               .arg(claimedAt(1, "rightFirst"));
    QTest::newRow("revealed hidden") << set({ u"claimed"_s, u"1"_s, u"revealed"_s },
        0) << Reason::CountsDiffer << QStringLiteral("answers revealed in task 2");

    // Reordered actions: two refusals of a row swapped, times kept in order;
    // a step of a later row moved to the front.
    QTest::newRow("actions swapped") << edited([](QJsonObject &file) {
        QJsonArray actions = file.value(QStringLiteral("actions")).toArray();
        const int first = firstAction(file, 0, QStringLiteral("refuse"));
        QJsonObject a = actions.at(first).toObject();
        QJsonObject b = actions.at(first + 1).toObject();
        const QJsonValue square = a.value(QStringLiteral("square"));
        a[QStringLiteral("square")] = b.value(QStringLiteral("square"));
        b[QStringLiteral("square")] = square;
        actions[first] = a;
        actions[first + 1] = b;
        file[QStringLiteral("actions")] = actions;
    }) << Reason::CountsDiffer << QStringLiteral("right steps in task 1");
    QTest::newRow("tasks taken in another order: accepted") << edited([](QJsonObject &file) {
        // Task 4's actions first (their times made the earliest).
        QJsonArray actions = file.value(QStringLiteral("actions")).toArray();
        QJsonArray front;
        QJsonArray rest;
        for (const QJsonValue &value : actions) {
            (value.toObject().value(u"task"_s).toInt() == 3 ? front : rest).append(value);
        }
        // The times of the actions as they were, given to the new order.
        QJsonArray reordered;
        for (const QJsonValue &value : rest) {
            front.append(value);
        }
        for (const QJsonValue &value : front) {
            QJsonObject action = value.toObject();
            action[QStringLiteral("ms")] = actions.at(reordered.size()).toObject().value(u"ms"_s);
            reordered.append(action);
        }
        file[QStringLiteral("actions")] = reordered;
        // The other tasks' counts stay true: only the claimed ones can lie.
    }) << Reason::None << QString();

    // Impossible actions.
    const int place = firstAction(good, 0, QStringLiteral("place"));
    QTest::newRow("off the board")
        << set({ u"actions"_s, QString::number(place), u"square"_s }, QJsonArray { 6, 0 })
        << Reason::OffBoard
        << QStringLiteral("Action %1 is off the board of task 1.").arg(place + 1);
    QTest::newRow("negative square")
        << set({ u"actions"_s, QString::number(place), u"square"_s }, QJsonArray { 0, -1 })
        << Reason::OffBoard << QStringLiteral("off the board");
    const int count = int(good.value(QStringLiteral("actions")).toArray().size());
    QTest::newRow("a step after the end")
        << edited([count](QJsonObject &file) {
               QJsonArray actions = file.value(QStringLiteral("actions")).toArray();
               actions.append(QJsonObject { { u"task"_s, 0 }, { u"ms"_s, 9999999 },
                   { u"do"_s, u"place"_s }, { u"square"_s, QJsonArray { 0, 0 } } });
               file[QStringLiteral("actions")] = actions;
               Q_UNUSED(count)
           })
        << Reason::AfterEnd
        << QStringLiteral("Action %1 comes after the end of task 1.").arg(count + 1);
    QTest::newRow("show me after the end") << edited([](QJsonObject &file) {
        QJsonArray actions = file.value(QStringLiteral("actions")).toArray();
        actions.append(
            QJsonObject { { u"task"_s, 3 }, { u"ms"_s, 9999999 }, { u"do"_s, u"show"_s } });
        file[QStringLiteral("actions")] = actions;
    }) << Reason::AfterEnd << QStringLiteral("after the end of task 4");
    const int answer = firstAction(good, 1, QStringLiteral("answer"));
    const int position
        = valueAt(good, { u"actions"_s, QString::number(answer), u"position"_s }).toInt();
    QTest::newRow("no question there")
        << set({ u"actions"_s, QString::number(answer), u"position"_s }, position + 1)
        << Reason::QuestionNotOpen
        << QStringLiteral("Action %1 answers a question that is not open in task 2 (at step %2).")
               .arg(answer + 1)
               .arg(position + 1);
    QTest::newRow("past the last position")
        << set({ u"actions"_s, QString::number(answer), u"position"_s }, 121)
        << Reason::QuestionNotOpen << QStringLiteral("(at step 121)");
    QTest::newRow("a third try") << edited([answer](QJsonObject &file) {
        QJsonArray actions = file.value(QStringLiteral("actions")).toArray();
        actions.insert(answer + 1, actions.at(answer));
        file[QStringLiteral("actions")] = actions;
    }) << Reason::QuestionNotOpen << QStringLiteral("not open in task 2");
    QTest::newRow("questions out of order")
        << edited([answer](QJsonObject &file) {
               // The task's last answer given first (at the first answer's time).
               QJsonArray actions = file.value(QStringLiteral("actions")).toArray();
               int last = answer;
               for (int i = 0; i < actions.size(); ++i) {
                   if (actions.at(i).toObject().value(u"task"_s).toInt() == 1) {
                       last = i;
                   }
               }
               QJsonObject early = actions.at(last).toObject();
               early[QStringLiteral("ms")] = actions.at(answer).toObject().value(u"ms"_s);
               actions.insert(answer, early);
               file[QStringLiteral("actions")] = actions;
           })
        << Reason::QuestionOutOfOrder
        << QStringLiteral("Action %1 goes back to step %2 of task 2 after step")
               .arg(answer + 2)
               .arg(position);
    QTest::newRow("a step in a predict task")
        << set({ u"actions"_s, QString::number(place), u"task"_s }, 1) << Reason::WrongTask
        << QStringLiteral("Action %1 is not one that task 2 has.").arg(place + 1);
    QTest::newRow("an answer in browse")
        << set({ u"actions"_s, QString::number(answer), u"task"_s }, 2) << Reason::WrongTask
        << QStringLiteral("task 3 has");

    // Another homework's tasks, or a homework never given.
    QTest::newRow("tasks changed") << set({ u"homework"_s, u"tasks"_s, u"0"_s, u"n"_s },
        7) << Reason::TasksDiffer << QStringLiteral("\"Backtracking, week 3\"");
    QTest::newRow("another homework's id")
        << set({ u"homework"_s, u"id"_s }, QStringLiteral("fedcba9876543210"))
        << Reason::TasksDiffer << QStringLiteral("\"Week 4\"");
    QTest::newRow("unknown id") << set(
        { u"homework"_s, u"id"_s }, QStringLiteral("00000000deadbeef"))
                                << Reason::UnknownHomework << QStringLiteral("00000000deadbeef");

    // Wrong types and values the format does not have.
    QTest::newRow("ms a string") << set({ u"actions"_s, u"0"_s, u"ms"_s }, QStringLiteral("1532"))
                                 << Reason::Damaged << QStringLiteral("actions[0]");
    QTest::newRow("ms a fraction") << set({ u"actions"_s, u"3"_s, u"ms"_s }, 2000.5)
                                   << Reason::Damaged << QStringLiteral("actions[3]");
    QTest::newRow("square of strings")
        << set({ u"actions"_s, u"0"_s, u"square"_s }, QJsonArray { u"5"_s, u"0"_s })
        << Reason::Damaged << QStringLiteral("actions[0]");
    QTest::newRow("square of three")
        << set({ u"actions"_s, u"0"_s, u"square"_s }, QJsonArray { 0, 0, 0 }) << Reason::Damaged
        << QStringLiteral("actions[0]");
    QTest::newRow("unknown action") << set({ u"actions"_s, u"0"_s, u"do"_s }, QStringLiteral("win"))
                                    << Reason::Damaged << QStringLiteral("actions[0]");
    QTest::newRow("task index out of range") << set({ u"actions"_s, u"0"_s, u"task"_s }, 4)
                                             << Reason::Damaged << QStringLiteral("actions[0]");
    QTest::newRow("a field too many") << set({ u"actions"_s, u"0"_s, u"score"_s }, 100)
                                      << Reason::Damaged << QStringLiteral("actions[0]");
    QTest::newRow("answer's action out of range")
        << set({ u"actions"_s, QString::number(answer), u"a"_s }, 4) << Reason::Damaged
        << QStringLiteral("actions[%1]").arg(answer);
    QTest::newRow("count a string")
        << set({ u"claimed"_s, u"0"_s, u"done"_s }, QStringLiteral("40")) << Reason::Damaged
        << QStringLiteral("claimed[0]");
    QTest::newRow("count negative") << set({ u"claimed"_s, u"0"_s, u"done"_s }, -1)
                                    << Reason::Damaged << QStringLiteral("claimed[0]");
    QTest::newRow("finished a number") << set({ u"claimed"_s, u"0"_s, u"finished"_s }, 1)
                                       << Reason::Damaged << QStringLiteral("claimed[0]");
    QTest::newRow("predict counts on a practice")
        << set({ u"claimed"_s, u"0"_s },
               QJsonObject { { u"task"_s, 0 }, { u"asked"_s, 1 }, { u"rightFirst"_s, 1 },
                   { u"rightSecond"_s, 0 }, { u"revealed"_s, 0 } })
        << Reason::Damaged << QStringLiteral("claimed[0]");
    QTest::newRow("claimed out of order") << set({ u"claimed"_s, u"0"_s, u"task"_s }, 1)
                                          << Reason::Damaged << QStringLiteral("claimed[0]");
    QTest::newRow("a claim missing") << edited([](QJsonObject &file) {
        QJsonArray claimed = file.value(QStringLiteral("claimed")).toArray();
        claimed.removeLast();
        file[QStringLiteral("claimed")] = claimed;
    }) << Reason::Damaged << QStringLiteral("claimed");
    QTest::newRow("pupil a number")
        << set({ u"pupil"_s }, 7) << Reason::Damaged << QStringLiteral("pupil");
    QTest::newRow("pupil empty") << set({ u"pupil"_s }, QString()) << Reason::Damaged
                                 << QStringLiteral("pupil");
    QTest::newRow("pupil too long") << set({ u"pupil"_s }, QString(41, QLatin1Char('a')))
                                    << Reason::Damaged << QStringLiteral("pupil");
    QTest::newRow("pupil with a line break") << set({ u"pupil"_s }, QStringLiteral("Ada\nLovelace"))
                                             << Reason::Damaged << QStringLiteral("pupil");
    QTest::newRow("pupil with a direction override")
        << set({ u"pupil"_s }, QStringLiteral("Ada \u202Eecalevol")) << Reason::Damaged
        << QStringLiteral("pupil");
    QTest::newRow("pupil with a tab") << set({ u"pupil"_s }, QStringLiteral("Ada\tLovelace"))
                                      << Reason::Damaged << QStringLiteral("pupil");
    QTest::newRow("pupil with a space at the end") << set({ u"pupil"_s }, QStringLiteral("Ada "))
                                                   << Reason::Damaged << QStringLiteral("pupil");
    // Joiners are part of names: an emoji family, a Persian name.
    QTest::newRow("pupil with joiners: accepted") << set(
        { u"pupil"_s }, QStringLiteral("\U0001F468\u200D\U0001F469 \u0645\u06CC\u200C\u0631\u0627"))
                                                  << Reason::None << QString();
    QTest::newRow("pupil of 40 characters outside the BMP: accepted")
        << set({ u"pupil"_s }, QString::fromUcs4(std::u32string(40, U'\U0001F600').data(), 40))
        << Reason::None << QString();
    QTest::newRow("actions an object")
        << set({ u"actions"_s }, QJsonObject()) << Reason::Damaged << QStringLiteral("actions");
    QTest::newRow("a field unknown")
        << set({ u"score"_s }, 100) << Reason::Damaged << QStringLiteral("fields");
    QTest::newRow("homework's n a string")
        << set({ u"homework"_s, u"tasks"_s, u"0"_s, u"n"_s }, QStringLiteral("6"))
        << Reason::Damaged << QStringLiteral("tasks[0].n");

    // Times going back.
    QTest::newRow("times go back") << set({ u"actions"_s, u"4"_s, u"ms"_s },
        10) << Reason::TimeGoesBack << QStringLiteral("The times go back at action 5: 10 ms after");
    QTest::newRow("time negative") << set({ u"actions"_s, u"0"_s, u"ms"_s }, -1) << Reason::Damaged
                                   << QStringLiteral("actions[0]");

    // Not the format at all.
    QTest::newRow("not JSON") << QByteArray("homework-ada.nqueens-result") << Reason::NotJson
                              << QStringLiteral("not JSON");
    QTest::newRow("cut short") << bytesOf(good).left(5000) << Reason::NotJson
                               << QStringLiteral("not JSON");
    QTest::newRow("a list") << QByteArray("[1, 2, 3]") << Reason::NotJson
                            << QStringLiteral("not JSON");
    QTest::newRow("wrong format") << set({ u"format"_s }, QStringLiteral("nqueens-homework"))
                                  << Reason::WrongFormat
                                  << QStringLiteral("not a homework results file");
    QTest::newRow("wrong version")
        << set({ u"version"_s }, 2) << Reason::WrongVersion << QStringLiteral("reads version 1");
    QTest::newRow("version a string") << set({ u"version"_s }, QStringLiteral("1"))
                                      << Reason::WrongVersion << QStringLiteral("version 1");
    QByteArray huge = bytesOf(good);
    huge.append(QByteArray(HomeworkResultFile::MaxBytes + 1 - huge.size(), ' '));
    QTest::newRow("one byte too large") << huge << Reason::TooLarge << QStringLiteral("8 MB");
    // Qt's parser keeps one of two equal keys and says nothing: the file
    // stands or falls by the value kept (the last), replayed as any other.
    QByteArray twice = bytesOf(good);
    twice.insert(1, QByteArray("\"claimed\":[],"));
    QTest::newRow("a key twice, the last true") << twice << Reason::None << QString();
    twice = bytesOf(good);
    twice.chop(1);
    twice.append(",\"claimed\":[]}");
    QTest::newRow("a key twice, the last false")
        << twice << Reason::Damaged << QStringLiteral("claimed");
}

void TestHomeworkReplay::hostileFilesRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(Reason, reason);
    QFETCH(QString, says);

    const HomeworkReplay::Outcome outcome = checkBytes(bytes);
    QVERIFY2(outcome.refusal.reason == reason,
        qPrintable(QStringLiteral("refused as %1 (%2), not as %3")
                       .arg(HomeworkRefusal::reasonName(outcome.refusal.reason),
                           outcome.refusal.text, HomeworkRefusal::reasonName(reason))));
    QVERIFY2(outcome.refusal.text.contains(says), qPrintable(outcome.refusal.text));
    if (reason != Reason::None) {
        QVERIFY(!outcome.accepted());
        QVERIFY(outcome.counts.isEmpty());
        QVERIFY(!outcome.refusal.text.isEmpty());
    }
}

void TestHomeworkReplay::hugeFileNotRead()
{
    // A file of 2 GB on disk (sparse): refused by its size, never read.
    const QString path = m_dir.filePath(QStringLiteral("homework-huge.nqueens-result"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.write(bytesOf(m_good)) > 0);
    QVERIFY(file.resize(qint64(2) << 30));
    file.close();
    const HomeworkReplay::Outcome outcome = HomeworkReplay::importFile(path, *m_registry);
    QCOMPARE(outcome.refusal.reason, Reason::TooLarge);
    QCOMPARE(outcome.file, path);
    // A file that is not there.
    QCOMPARE(HomeworkReplay::importFile(m_dir.filePath(QStringLiteral("none")), *m_registry)
                 .refusal.reason,
        Reason::Unreadable);
}

void TestHomeworkReplay::tooManyActions()
{
    // 100,000 actions are read (and refused for what they do: a step in
    // browse); one more is refused unread.
    QJsonObject file = m_good;
    QJsonArray actions;
    for (int i = 0; i < HomeworkResultFile::MaxActions; ++i) {
        actions.append(QJsonObject { { u"task"_s, 2 }, { u"ms"_s, i }, { u"do"_s, u"show"_s } });
    }
    file[QStringLiteral("actions")] = actions;
    QCOMPARE(checkBytes(bytesOf(file)).refusal.reason, Reason::WrongTask);
    actions.append(QJsonObject { { u"task"_s, 2 }, { u"ms"_s, 100000 }, { u"do"_s, u"show"_s } });
    file[QStringLiteral("actions")] = actions;
    const QByteArray bytes = bytesOf(file);
    QVERIFY(bytes.size() < HomeworkResultFile::MaxBytes);
    const HomeworkReplay::Outcome outcome = checkBytes(bytes);
    QCOMPARE(outcome.refusal.reason, Reason::TooManyActions);
    QVERIFY2(
        outcome.refusal.text.contains(QStringLiteral("100001")), qPrintable(outcome.refusal.text));
}

void TestHomeworkReplay::registryFindsOnlyItsOwn()
{
    QVERIFY(m_registry->find(QStringLiteral("0123456789abcdef")).has_value());
    QCOMPARE(m_registry->find(QStringLiteral("0123456789abcdef"))->tasks, homework().tasks);
    QVERIFY(!m_registry->find(QStringLiteral("0123456789ABCDEF")));
    QVERIFY(!m_registry->find(QStringLiteral("../homework/0123456789abcdef")));
    // A file whose homework is another id than its name is not that homework.
    QFile::copy(m_dir.filePath(QStringLiteral("homework/0123456789abcdef.json")),
        m_dir.filePath(QStringLiteral("homework/1111111111111111.json")));
    QVERIFY(!m_registry->find(QStringLiteral("1111111111111111")));
}

void TestHomeworkReplay::importTable()
{
    const auto write = [this](const QString &name, const QByteArray &bytes) {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
            return QString();
        }
        return path;
    };
    PupilDriver ben(homework());
    ben.finish(0);
    QJsonObject benFile = ben.file(QStringLiteral("=HYPERLINK(\"x\")"));
    QJsonObject edited = m_good;
    setAt(edited, { u"claimed"_s, u"0"_s, u"mistakes"_s }, 0);
    const QStringList paths { write(QStringLiteral("homework-ada.nqueens-result"), bytesOf(m_good)),
        write(QStringLiteral("homework-eve.nqueens-result"), bytesOf(edited)),
        write(QStringLiteral("homework-ben.nqueens-result"), bytesOf(benFile)) };
    HomeworkImport results;
    results.importFiles(paths, *m_registry);
    QCOMPARE(results.accepted().size(), 2);
    QCOMPARE(results.refused().size(), 1);
    QCOMPARE(results.refused()[0].refusal.reason, Reason::CountsDiffer);
    QCOMPARE(results.accepted()[0].pupil, QStringLiteral("Ada Lovelace"));
    QCOMPARE(results.taskColumns(), 4);

    const QList<QByteArray> lines = results.toCsv().split('\n');
    QCOMPARE(lines.size(), 5); // header, 3 rows, the empty one after the last \n
    QVERIFY(lines[0].startsWith("pupil,homework,homework_id,file,refused,task1_kind,task1_done,"));
    QCOMPARE(lines[0].count(','), 4 + 4 * 9);
    QVERIFY2(lines[1].startsWith("\"Ada Lovelace\",\"Backtracking, week 3\",\"0123456789abcdef\","
                                 "\"homework-ada.nqueens-result\",\"\",practice,"),
        lines[1].constData());
    QVERIFY2(lines[2].startsWith("\"'=HYPERLINK"), lines[2].constData()); // a formula defused
    QVERIFY2(lines[3].contains("mistakes in task 1"), lines[3].constData());
    for (const QByteArray &line : lines.mid(1, 3)) {
        QCOMPARE(line.count(','), lines[0].count(',') + 1); // the title's comma
    }

    const QJsonObject json = QJsonDocument::fromJson(results.toJson()).object();
    QCOMPARE(json.value(u"pupils"_s).toArray().size(), 2);
    QCOMPARE(json.value(u"refused"_s).toArray()[0].toObject().value(u"reason"_s).toString(),
        QStringLiteral("counts-differ"));
    const QJsonObject first = json.value(u"pupils"_s).toArray()[0].toObject();
    QCOMPARE(first.value(u"tasks"_s).toArray()[0].toObject().value(u"mistakes"_s).toInteger(),
        valueAt(m_good, { u"claimed"_s, u"0"_s, u"mistakes"_s }).toInteger());
}

QTEST_GUILESS_MAIN(TestHomeworkReplay)
#include "tst_homeworkreplay.moc"
