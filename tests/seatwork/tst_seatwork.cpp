// SPDX-License-Identifier: MIT
// Seat work: each pupil's run answers their actions as the window's
// practice mode does (right, or the mistake and its reason), for several
// algorithms; the seat object's fields; runs apart from each other and
// input refused without change; the class at a glance sorted with a clock
// moved by hand; the most common mistake; the results files.
#include "learn/practiceengine.h"
#include "learnwords/practicetext.h"
#include "seatwork/seatresults.h"
#include "seatwork/seatwork.h"
#include "solver/algorithm.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <functional>

using nq::Algorithm;
using nq::learn::MistakeKind;

Q_DECLARE_METATYPE(nq::Algorithm)

namespace {

// A clock the test moves by hand.
struct FakeClock
{
    qint64 ms = 0;
    SeatWork::Clock clock()
    {
        return [this] { return ms; };
    }
};

SeatSettings settingsFor(
    Algorithm algorithm, int n, bool refusalsMarked = false, std::uint64_t stepLimit = 0)
{
    SeatSettings settings;
    settings.algorithm = algorithm;
    settings.n = n;
    settings.refusalsMarked = refusalsMarked;
    settings.stepLimit = stepLimit;
    return settings;
}

// The action a pupil who follows the algorithm takes for `event`.
QString actionFor(const nq::Event &event)
{
    return event.kind == nq::EventKind::Place ? QStringLiteral("place")
        : event.kind == nq::EventKind::Remove ? QStringLiteral("takeback")
                                              : QStringLiteral("refuse");
}

QString name(int n, nq::Square square)
{
    return PracticeText::square(n, square);
}

// Does the pupil's next right step; false when there is none.
bool stepRight(SeatWork &work, const QString &pupil)
{
    const std::optional<nq::Event> next = work.expected(pupil);
    return next && work.act(pupil, actionFor(*next), name(work.settings().n, next->square));
}

QJsonObject verdictOf(const SeatWork &work, const QString &pupil)
{
    return work.seatJson(pupil).value(QLatin1String("verdict")).toObject();
}

QStringList names(const QJsonValue &array)
{
    QStringList list;
    for (const QJsonValue &value : array.toArray()) {
        list.append(value.toString());
    }
    return list;
}

// Every pupil's seat object, to see that nothing changed.
QList<QJsonObject> seats(const SeatWork &work)
{
    QList<QJsonObject> all;
    for (const QString &id : work.pupilIds()) {
        all.append(work.seatJson(id));
    }
    return all;
}

} // namespace

class TestSeatWork : public QObject
{
    Q_OBJECT

private slots:
    void settingsChecked();
    void lockLinesRightAndWrong();
    void refusalsMarked();
    void forwardChecking();
    void mrv();
    void followingIsAlwaysRight_data();
    void followingIsAlwaysRight();
    void showMe();
    void stepLimit();
    void firstSolution();
    void seatObjectFields();
    void textsInTheInstalledLanguage();
    void runsApart();
    void refusedInput_data();
    void refusedInput();
    void unknownPupil();
    void stopped();
    void rowsSorted();
    void commonMistake();
    void resultsRoundTrip();
    void resultsDefused();
    void resultsFiles();
    void damagedResults_data();
    void damagedResults();
};

void TestSeatWork::settingsChecked()
{
    SeatWork work;
    QCOMPARE(work.start(settingsFor(Algorithm::MinConflicts, 8)), 0);
    QCOMPARE(work.start(settingsFor(Algorithm::LockLines, 3)), 0);
    QCOMPARE(work.start(settingsFor(Algorithm::LockLines, 13)), 0);
    QVERIFY(!work.isOpen());
    QVERIFY(!work.addPupil(QStringLiteral("p1"))); // nothing open
    QCOMPARE(work.start(settingsFor(Algorithm::LockLines, 8)), 1);
    QCOMPARE(work.start(settingsFor(Algorithm::Bitmask, 12)), 2); // a new id each time
    QVERIFY(work.isOpen());
    QCOMPARE(work.seatId(), 2);
}

void TestSeatWork::lockLinesRightAndWrong()
{
    SeatWork work;
    work.start(settingsFor(Algorithm::LockLines, 8));
    const QString p = QStringLiteral("p1");
    QVERIFY(work.addPupil(p));
    QJsonObject seat = work.seatJson(p);
    QVERIFY(seat.value(QLatin1String("verdict")).isNull());
    QVERIFY(seat.value(QLatin1String("canRefuse")).toBool());
    QVERIFY2(seat.value(QLatin1String("instruction"))
                 .toString()
                 .startsWith(QLatin1String("Row 8: look at its squares")),
        qPrintable(seat.value(QLatin1String("instruction")).toString()));

    QVERIFY(work.act(p, QStringLiteral("place"), QStringLiteral("a8")));
    QJsonObject verdict = verdictOf(work, p);
    QVERIFY(verdict.value(QLatin1String("right")).toBool());
    QCOMPARE(
        verdict.value(QLatin1String("text")).toString(), QStringLiteral("Right: a queen on a8."));
    QCOMPARE(names(work.seatJson(p).value(QLatin1String("queens"))),
        QStringList { QStringLiteral("a8") });

    // Row 7: a7 is attacked along the column; placing there is a mistake,
    // and the run goes on with the algorithm's refusal of a7.
    QVERIFY(work.act(p, QStringLiteral("place"), QStringLiteral("a7")));
    verdict = verdictOf(work, p);
    QVERIFY(!verdict.value(QLatin1String("right")).toBool());
    QCOMPARE(verdict.value(QLatin1String("text")).toString(),
        QStringLiteral("Mistake: a7 is attacked by the queen on a8 along the column: the algorithm "
                       "refuses it. The algorithm makes its step instead: refuse a7 (the queen on a8 attacks it "
                       "along the column)."));
    QCOMPARE(verdict.value(QLatin1String("square")).toString(), QStringLiteral("a7"));
    QCOMPARE(names(verdict.value(QLatin1String("by"))), QStringList { QStringLiteral("a8") });
    QCOMPARE(verdict.value(QLatin1String("expected")).toString(), QStringLiteral("a7"));
    QCOMPARE(work.counts(p).mistakesOf(MistakeKind::PlacedOnAttacked), 1u);
    QCOMPARE(names(work.seatJson(p).value(QLatin1String("refused"))),
        QStringList { QStringLiteral("a7") });

    // A free square refused; then b7 refused right, c7 placed right.
    QVERIFY(work.act(p, QStringLiteral("refuse"), QStringLiteral("d7")));
    QCOMPARE(work.counts(p).mistakesOf(MistakeKind::SkippedSquare)
            + work.counts(p).mistakesOf(MistakeKind::RefusedFreeSquare),
        1u);
    // The engine refused b7 for the pupil (the right step after the mistake).
    QCOMPARE(names(work.seatJson(p).value(QLatin1String("refused"))),
        (QStringList { QStringLiteral("a7"), QStringLiteral("b7") }));
    QVERIFY(work.act(p, QStringLiteral("takeback"), QStringLiteral("c7")));
    QCOMPARE(work.counts(p).mistakesOf(MistakeKind::NotAQueen), 1u);
    QCOMPARE(names(work.seatJson(p).value(QLatin1String("queens"))),
        (QStringList { QStringLiteral("a8"), QStringLiteral("c7") }));
    // The next row starts with no refusal shown.
    QVERIFY(work.seatJson(p).value(QLatin1String("refused")).toArray().isEmpty());
    QVERIFY(work.act(p, QStringLiteral("refuse"), QStringLiteral("a6")));
    QVERIFY(verdictOf(work, p).value(QLatin1String("right")).toBool());
    QCOMPARE(work.counts(p).done, 2u);
    QCOMPARE(work.counts(p).mistakeTotal(), 3u);
}

void TestSeatWork::refusalsMarked()
{
    SeatWork work;
    work.start(settingsFor(Algorithm::CheckQueens, 8, true));
    const QString p = QStringLiteral("p1");
    work.addPupil(p);
    QVERIFY(!work.seatJson(p).value(QLatin1String("canRefuse")).toBool());
    QVERIFY(work.seatJson(p)
                .value(QLatin1String("instruction"))
                .toString()
                .contains(QLatin1String("marked for you")));
    QVERIFY(work.act(p, QStringLiteral("place"), QStringLiteral("a8")));
    // a7 and b7 are refused by the program and shown.
    QCOMPARE(names(work.seatJson(p).value(QLatin1String("refused"))),
        (QStringList { QStringLiteral("a7"), QStringLiteral("b7") }));
    const std::optional<nq::Event> next = work.expected(p);
    QVERIFY(next);
    QCOMPARE(next->kind, nq::EventKind::Place);
    QCOMPARE(name(8, next->square), QStringLiteral("c7"));
    QVERIFY(work.act(p, QStringLiteral("place"), QStringLiteral("c7")));
    QVERIFY(verdictOf(work, p).value(QLatin1String("right")).toBool());
    QCOMPARE(work.counts(p).done, 2u);
    QVERIFY(work.counts(p).automatic >= 2);
}

void TestSeatWork::forwardChecking()
{
    SeatWork work;
    work.start(settingsFor(Algorithm::ForwardChecking, 6));
    const QString p = QStringLiteral("p1");
    work.addPupil(p);
    QVERIFY(!work.seatJson(p).value(QLatin1String("canRefuse")).toBool()); // it never refuses
    QVERIFY(work.act(p, QStringLiteral("place"), QStringLiteral("a6")));
    QVERIFY(verdictOf(work, p).value(QLatin1String("right")).toBool());
    // A refusal is a mistake of its own.
    QVERIFY(work.act(p, QStringLiteral("refuse"), QStringLiteral("a5")));
    QCOMPARE(work.counts(p).mistakesOf(MistakeKind::NeverRefuses), 1u);
    QVERIFY(verdictOf(work, p)
                .value(QLatin1String("text"))
                .toString()
                .contains(QLatin1String("never refuses")));
    // A square pruned from its row's domain: no longer among the squares left.
    const std::optional<nq::Event> next = work.expected(p);
    QVERIFY(next);
    QCOMPARE(next->kind, nq::EventKind::Place);
    const int row = next->square.row;
    // Column c is held by the queen the engine placed on c5 for the pupil.
    QCOMPARE(work.queens(p)[1], 2);
    QVERIFY(work.act(p, QStringLiteral("place"), name(6, { row, 2 })));
    const QJsonObject verdict = verdictOf(work, p);
    QVERIFY(!verdict.value(QLatin1String("right")).toBool());
    QVERIFY2(verdict.value(QLatin1String("text"))
                 .toString()
                 .contains(QLatin1String("no longer among the squares left")),
        qPrintable(verdict.value(QLatin1String("text")).toString()));
    QVERIFY(work.seatJson(p).value(QLatin1String("refused")).toArray().isEmpty());
    QVERIFY(work.counts(p).mistakeTotal() == 2);
}

void TestSeatWork::mrv()
{
    SeatWork work;
    work.start(settingsFor(Algorithm::Mrv, 8));
    const QString p = QStringLiteral("p1");
    work.addPupil(p);
    QVERIFY(!work.seatJson(p).value(QLatin1String("canRefuse")).toBool());
    QVERIFY(stepRight(work, p));
    QVERIFY(stepRight(work, p));
    QCOMPARE(work.counts(p).done, 2u);
    // The search chose a row: a queen elsewhere is outside the chosen line.
    const std::optional<nq::Event> next = work.expected(p);
    QVERIFY(next);
    QCOMPARE(next->kind, nq::EventKind::Place);
    QVERIFY(next->by.row >= 0);
    QVERIFY(work.seatJson(p)
                .value(QLatin1String("instruction"))
                .toString()
                .startsWith(QLatin1String("The search chose row")));
    const int other = next->by.row == 7 ? 6 : 7;
    QVERIFY(work.queens(p)[other] < 0);
    QVERIFY(work.act(p, QStringLiteral("place"), name(8, { other, 0 })));
    QCOMPARE(work.counts(p).mistakesOf(MistakeKind::OutsideChosenLine), 1u);
    QVERIFY(verdictOf(work, p)
                .value(QLatin1String("text"))
                .toString()
                .contains(QLatin1String("The search chose")));
}

void TestSeatWork::followingIsAlwaysRight_data()
{
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<bool>("marked");
    for (const Algorithm algorithm :
        { Algorithm::Permutations, Algorithm::CheckQueens, Algorithm::MarkBoard,
            Algorithm::LockLines, Algorithm::AvailableColumns, Algorithm::Bitmask,
            Algorithm::ForwardChecking, Algorithm::Mrv, Algorithm::DancingLinks }) {
        const std::string cli(nq::algorithmInfo(algorithm).name);
        QTest::addRow("%s", cli.c_str()) << algorithm << false;
        QTest::addRow("%s marked", cli.c_str()) << algorithm << true;
    }
}

void TestSeatWork::followingIsAlwaysRight()
{
    QFETCH(Algorithm, algorithm);
    QFETCH(bool, marked);
    SeatWork work;
    QVERIFY(work.start(settingsFor(algorithm, 5, marked)) > 0);
    const QString p = QStringLiteral("p1");
    work.addPupil(p);
    int steps = 0;
    while (!work.isFinished(p)) {
        QVERIFY(steps < 5000);
        QVERIFY(stepRight(work, p));
        QVERIFY(verdictOf(work, p).value(QLatin1String("right")).toBool());
        ++steps;
    }
    QCOMPARE(work.counts(p).mistakeTotal(), 0u);
    QCOMPARE(work.counts(p).done, std::uint64_t(steps));
    QCOMPARE(work.results().pupil(p)->solutionReached, true);
}

void TestSeatWork::showMe()
{
    SeatWork work;
    work.start(settingsFor(Algorithm::LockLines, 8));
    const QString p = QStringLiteral("p1");
    work.addPupil(p);
    QVERIFY(work.showMe(p));
    QJsonObject verdict = verdictOf(work, p);
    // A step shown is shown, not the pupil's right step (issue 39, item 13):
    // the page praises none and marks no "your step" for it.
    QVERIFY(verdict.value(QLatin1String("shown")).toBool());
    QVERIFY(verdict.value(QLatin1String("right")).toBool());
    QCOMPARE(
        verdict.value(QLatin1String("text")).toString(), QStringLiteral("Shown: a queen on a8."));
    QCOMPARE(verdict.value(QLatin1String("square")).toString(), QStringLiteral("a8"));
    QCOMPARE(verdict.value(QLatin1String("expected")).toString(), QStringLiteral("a8"));
    // "show" through act() (no square) shows the refusal of a7, with its queen.
    QVERIFY(work.act(p, QStringLiteral("show"), QString()));
    verdict = verdictOf(work, p);
    QCOMPARE(verdict.value(QLatin1String("square")).toString(), QStringLiteral("a7"));
    QCOMPARE(names(verdict.value(QLatin1String("by"))), QStringList { QStringLiteral("a8") });
    QCOMPARE(work.counts(p).shown, 2u);
    QCOMPARE(work.counts(p).done, 0u);
    const QJsonObject counts = work.seatJson(p).value(QLatin1String("counts")).toObject();
    QCOMPARE(counts.value(QLatin1String("shown")).toInt(), 2);
}

void TestSeatWork::stepLimit()
{
    SeatWork work;
    work.start(settingsFor(Algorithm::LockLines, 8, false, 3));
    const QString p = QStringLiteral("p1");
    work.addPupil(p);
    QVERIFY(work.act(p, QStringLiteral("place"), QStringLiteral("a8")));
    QVERIFY(work.act(p, QStringLiteral("refuse"), QStringLiteral("a7")));
    QVERIFY(!work.isFinished(p));
    QVERIFY(work.act(p, QStringLiteral("refuse"), QStringLiteral("b7")));
    QVERIFY(work.isFinished(p));
    const QJsonObject seat = work.seatJson(p);
    QVERIFY(seat.value(QLatin1String("finished")).toBool());
    QVERIFY(seat.value(QLatin1String("instruction")).toString().isEmpty());
    QVERIFY(seat.value(QLatin1String("summary"))
                .toString()
                .startsWith(QLatin1String("Summary: the practice is over.")));
    QVERIFY(verdictOf(work, p)
                .value(QLatin1String("text"))
                .toString()
                .endsWith(QLatin1String("The practice is over.")));
    // Finished: nothing more is taken.
    QVERIFY(!work.act(p, QStringLiteral("place"), QStringLiteral("c7")));
    QVERIFY(!work.showMe(p));
    QCOMPARE(work.seatJson(p), seat);
}

void TestSeatWork::firstSolution()
{
    FakeClock time;
    SeatWork work(time.clock());
    work.start(settingsFor(Algorithm::LockLines, 4));
    const QString p = QStringLiteral("p1");
    work.addPupil(p);
    while (!work.isFinished(p)) {
        time.ms += 100;
        QVERIFY(stepRight(work, p));
    }
    const QJsonObject seat = work.seatJson(p);
    QCOMPARE(names(seat.value(QLatin1String("queens"))).size(), 4);
    QVERIFY(seat.value(QLatin1String("summary"))
                .toString()
                .startsWith(QLatin1String("Summary: you reached a solution.")));
    QVERIFY(verdictOf(work, p)
                .value(QLatin1String("text"))
                .toString()
                .endsWith(QLatin1String("Well done!")));
    const qint64 finishedAt = time.ms;
    time.ms += 60000; // the time stops at the finish
    QCOMPARE(work.results().pupil(p)->ms, finishedAt);
    QVERIFY(work.results().pupil(p)->finished);
}

void TestSeatWork::seatObjectFields()
{
    SeatWork work;
    const int id = work.start(settingsFor(Algorithm::LockLines, 8));
    const QString p = QStringLiteral("p1");
    work.addPupil(p);
    work.act(p, QStringLiteral("place"), QStringLiteral("b8"));
    const QJsonObject seat = work.seatJson(p);
    QStringList keys = seat.keys();
    keys.sort();
    QCOMPARE(keys,
        (QStringList { QStringLiteral("canRefuse"), QStringLiteral("counts"),
            QStringLiteral("finished"), QStringLiteral("instruction"), QStringLiteral("n"),
            QStringLiteral("queens"), QStringLiteral("refused"), QStringLiteral("seat"),
            QStringLiteral("summary"), QStringLiteral("verdict") }));
    QCOMPARE(seat.value(QLatin1String("seat")).toInt(), id);
    QCOMPARE(seat.value(QLatin1String("n")).toInt(), 8);
    QVERIFY(seat.value(QLatin1String("canRefuse")).isBool());
    QVERIFY(!seat.value(QLatin1String("finished")).toBool());
    QCOMPARE(seat.value(QLatin1String("summary")).toString(), QString());
    const QJsonObject verdict = seat.value(QLatin1String("verdict")).toObject();
    keys = verdict.keys();
    keys.sort();
    QCOMPARE(keys,
        (QStringList { QStringLiteral("by"), QStringLiteral("expected"), QStringLiteral("right"),
            QStringLiteral("shown"), QStringLiteral("square"), QStringLiteral("text") }));
    QVERIFY(!verdict.value(QLatin1String("right")).toBool());
    QVERIFY(!verdict.value(QLatin1String("shown")).toBool()); // the pupil's own step
    QCOMPARE(verdict.value(QLatin1String("square")).toString(), QStringLiteral("b8"));
    QCOMPARE(verdict.value(QLatin1String("expected")).toString(), QStringLiteral("a8"));
    QVERIFY(verdict.value(QLatin1String("by")).isArray());
    QVERIFY(verdict.value(QLatin1String("text"))
                .toString()
                .startsWith(QLatin1String("Mistake: Not yet")));
    const QJsonObject counts = seat.value(QLatin1String("counts")).toObject();
    keys = counts.keys();
    keys.sort();
    QCOMPARE(keys,
        (QStringList {
            QStringLiteral("done"), QStringLiteral("mistakes"), QStringLiteral("shown") }));
    QCOMPARE(counts.value(QLatin1String("mistakes")).toInt(), 1);
    // The queens as the board labels them; the run went on from a8.
    QCOMPARE(names(seat.value(QLatin1String("queens"))), QStringList { QStringLiteral("a8") });
    // endJson: the summary so far.
    const QJsonObject end = work.endJson(p);
    keys = end.keys();
    keys.sort();
    QCOMPARE(keys,
        (QStringList {
            QStringLiteral("counts"), QStringLiteral("seat"), QStringLiteral("summary") }));
    QVERIFY(end.value(QLatin1String("summary")).toString().contains(QLatin1String("Mistakes: 1.")));
}

void TestSeatWork::textsInTheInstalledLanguage()
{
    SeatWork work;
    work.start(settingsFor(Algorithm::LockLines, 8));
    const QString p = QStringLiteral("p1");
    work.addPupil(p);
    QVERIFY(work.act(p, QStringLiteral("place"), QStringLiteral("a8")));
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/nqueens_de.qm")));
    QCoreApplication::installTranslator(&german);
    const QJsonObject seat = work.seatJson(p);
    QCoreApplication::removeTranslator(&german);
    // The words moved from the window's practice mode kept their translations.
    QCOMPARE(
        seat.value(QLatin1String("verdict")).toObject().value(QLatin1String("text")).toString(),
        QStringLiteral("Richtig: eine Dame auf a8."));
    QVERIFY2(seat.value(QLatin1String("instruction"))
                 .toString()
                 .startsWith(QLatin1String("Reihe 7: gehen Sie")),
        qPrintable(seat.value(QLatin1String("instruction")).toString()));
    QCOMPARE(verdictOf(work, p).value(QLatin1String("text")).toString(),
        QStringLiteral("Right: a queen on a8."));
}

void TestSeatWork::runsApart()
{
    SeatWork work;
    work.start(settingsFor(Algorithm::LockLines, 8));
    const QStringList pupils { QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c") };
    for (const QString &p : pupils) {
        QVERIFY(work.addPupil(p));
    }
    QVERIFY(work.addPupil(QStringLiteral("a"))); // idempotent
    QCOMPARE(work.pupilIds(), pupils);
    // b works; a's and c's runs do not move.
    const QJsonObject a = work.seatJson(QStringLiteral("a"));
    const QJsonObject c = work.seatJson(QStringLiteral("c"));
    for (int i = 0; i < 20; ++i) {
        QVERIFY(stepRight(work, QStringLiteral("b")));
    }
    QVERIFY(work.act(QStringLiteral("b"), QStringLiteral("place"), QStringLiteral("h1")));
    QCOMPARE(work.seatJson(QStringLiteral("a")), a);
    QCOMPARE(work.seatJson(QStringLiteral("c")), c);
    QCOMPARE(work.counts(QStringLiteral("b")).done, 20u);
    // a goes its own way from the start: b's board is not a's.
    QVERIFY(work.act(QStringLiteral("a"), QStringLiteral("place"), QStringLiteral("a8")));
    QCOMPARE(names(work.seatJson(QStringLiteral("a")).value(QLatin1String("queens"))),
        QStringList { QStringLiteral("a8") });
    QVERIFY(work.queens(QStringLiteral("b")) != work.queens(QStringLiteral("a")));
    QCOMPARE(work.seatJson(QStringLiteral("c")), c);
    // A pupil who left keeps their run and gets it back.
    const QJsonObject b = work.seatJson(QStringLiteral("b"));
    work.removePupil(QStringLiteral("b"));
    QVERIFY(work.hasPupil(QStringLiteral("b")));
    QVERIFY(work.addPupil(QStringLiteral("b")));
    QCOMPARE(work.seatJson(QStringLiteral("b")), b);
}

void TestSeatWork::refusedInput_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("square");
    QTest::newRow("file off the board") << QStringLiteral("place") << QStringLiteral("i1");
    QTest::newRow("rank off the board") << QStringLiteral("place") << QStringLiteral("a9");
    QTest::newRow("rank 0") << QStringLiteral("place") << QStringLiteral("a0");
    QTest::newRow("upper case") << QStringLiteral("place") << QStringLiteral("A8");
    QTest::newRow("leading zero") << QStringLiteral("place") << QStringLiteral("a08");
    QTest::newRow("space before") << QStringLiteral("place") << QStringLiteral(" a8");
    QTest::newRow("space after") << QStringLiteral("refuse") << QStringLiteral("a8 ");
    QTest::newRow("no square") << QStringLiteral("place") << QString();
    QTest::newRow("takeback no square") << QStringLiteral("takeback") << QString();
    QTest::newRow("long") << QStringLiteral("place") << QString(5000, QLatin1Char('a'));
    QTest::newRow("not a square") << QStringLiteral("refuse") << QStringLiteral("queen");
    QTest::newRow("non-ASCII") << QStringLiteral("place") << QStringLiteral("\u00e18");
    QTest::newRow("show with a square") << QStringLiteral("show") << QStringLiteral("a8");
    QTest::newRow("unknown action") << QStringLiteral("move") << QStringLiteral("a8");
    QTest::newRow("capitalised action") << QStringLiteral("Place") << QStringLiteral("a8");
    QTest::newRow("empty action") << QString() << QStringLiteral("a8");
    QTest::newRow("empty both") << QString() << QString();
}

void TestSeatWork::refusedInput()
{
    QFETCH(QString, action);
    QFETCH(QString, square);
    SeatWork work;
    work.start(settingsFor(Algorithm::LockLines, 8));
    work.addPupil(QStringLiteral("a"));
    work.addPupil(QStringLiteral("b"));
    QVERIFY(stepRight(work, QStringLiteral("a")));
    const QList<QJsonObject> before = seats(work);
    const auto counts = work.counts(QStringLiteral("a"));
    QVERIFY(!work.act(QStringLiteral("a"), action, square));
    QCOMPARE(seats(work), before);
    QCOMPARE(work.counts(QStringLiteral("a")), counts);
    QVERIFY(!work.commonMistake());
}

void TestSeatWork::unknownPupil()
{
    SeatWork work;
    work.start(settingsFor(Algorithm::LockLines, 8));
    work.addPupil(QStringLiteral("a"));
    const QList<QJsonObject> before = seats(work);
    QVERIFY(!work.act(QStringLiteral("x"), QStringLiteral("place"), QStringLiteral("a8")));
    QVERIFY(!work.act(QString(), QStringLiteral("place"), QStringLiteral("a8")));
    QVERIFY(!work.showMe(QStringLiteral("x")));
    QVERIFY(work.seatJson(QStringLiteral("x")).isEmpty());
    QVERIFY(work.endJson(QStringLiteral("x")).isEmpty());
    QVERIFY(!work.expected(QStringLiteral("x")));
    QCOMPARE(seats(work), before);
    QCOMPARE(work.pupilIds(), QStringList { QStringLiteral("a") });
    QVERIFY(!work.addPupil(QString()));
    QVERIFY(!work.addPupil(QString(SeatResults::MaxIdLength + 1, QLatin1Char('x'))));
}

void TestSeatWork::stopped()
{
    SeatWork work;
    const int id = work.start(settingsFor(Algorithm::LockLines, 8));
    const QString p = QStringLiteral("p1");
    work.addPupil(p);
    QVERIFY(stepRight(work, p));
    work.stop();
    QVERIFY(!work.isOpen());
    QCOMPARE(work.seatId(), id);
    QVERIFY(!stepRight(work, p));
    QVERIFY(!work.showMe(p));
    QVERIFY(!work.addPupil(QStringLiteral("late")));
    const QJsonObject end = work.endJson(p);
    QCOMPARE(end.value(QLatin1String("seat")).toInt(), id);
    QVERIFY(end.value(QLatin1String("summary"))
                .toString()
                .startsWith(QLatin1String("Summary: the practice is over.")));
    QCOMPARE(end.value(QLatin1String("counts")).toObject().value(QLatin1String("done")).toInt(), 1);
    QCOMPARE(work.results().pupils().size(), 1);
}

void TestSeatWork::rowsSorted()
{
    FakeClock time;
    SeatWork work(time.clock());
    work.start(settingsFor(Algorithm::LockLines, 4));
    for (const char *id : { "quick", "slow", "wrong", "done", "gone", "idle" }) {
        QVERIFY(work.addPupil(QString::fromLatin1(id)));
    }
    time.ms = 1000;
    QVERIFY(stepRight(work, QStringLiteral("quick")));
    QVERIFY(stepRight(work, QStringLiteral("wrong")));
    QVERIFY(stepRight(work, QStringLiteral("gone")));
    while (!work.isFinished(QStringLiteral("done"))) {
        QVERIFY(stepRight(work, QStringLiteral("done")));
    }
    time.ms = 5000;
    QVERIFY(stepRight(work, QStringLiteral("quick")));
    // wrong: a mistake is not a right step.
    QVERIFY(work.act(QStringLiteral("wrong"), QStringLiteral("place"), QStringLiteral("a3")));
    QVERIFY(work.act(QStringLiteral("wrong"), QStringLiteral("place"), QStringLiteral("d1")));
    QVERIFY(work.showMe(QStringLiteral("slow"))); // shown is not a right step either
    work.removePupil(QStringLiteral("gone"));
    time.ms = 10000;
    const QList<SeatWork::Row> rows = work.rows();
    QStringList order;
    for (const SeatWork::Row &row : rows) {
        order.append(row.pupilId);
    }
    // idle and slow: 10 s without a right step (slow, then idle by id: no
    // mistakes either); wrong: 9 s, 2 mistakes; quick: 5 s; gone left;
    // done finished.
    QCOMPARE(order,
        (QStringList { QStringLiteral("idle"), QStringLiteral("slow"), QStringLiteral("wrong"),
            QStringLiteral("quick"), QStringLiteral("gone"), QStringLiteral("done") }));
    QCOMPARE(rows[0].msSinceRightStep, 10000);
    QCOMPARE(rows[2].msSinceRightStep, 9000);
    QCOMPARE(rows[2].mistakes, 2u);
    QCOMPARE(rows[3].msSinceRightStep, 5000);
    QCOMPARE(rows[3].done, 2u);
    QVERIFY(!rows[4].present);
    QVERIFY(rows[5].finished);
    QCOMPARE(rows[5].msSinceRightStep, 0);
    QCOMPARE(rows[1].shown, 1u);
    // More mistakes first among equal times.
    time.ms = 20000;
    QVERIFY(work.act(QStringLiteral("slow"), QStringLiteral("takeback"), QStringLiteral("b1")));
    QCOMPARE(work.rows().constFirst().pupilId, QStringLiteral("slow"));
}

void TestSeatWork::commonMistake()
{
    FakeClock time;
    SeatWork work(time.clock());
    work.start(settingsFor(Algorithm::LockLines, 8));
    for (const char *id : { "a", "b", "c" }) {
        work.addPupil(QString::fromLatin1(id));
    }
    QVERIFY(!work.commonMistake());
    for (const char *id : { "a", "b", "c" }) {
        QVERIFY(stepRight(work, QString::fromLatin1(id))); // a8
    }
    time.ms = 1000;
    // a and b place on the attacked b7; c refuses the free c7... later.
    QVERIFY(work.act(QStringLiteral("a"), QStringLiteral("place"), QStringLiteral("b7")));
    time.ms = 2000;
    QVERIFY(work.act(QStringLiteral("c"), QStringLiteral("refuse"), QStringLiteral("d5")));
    time.ms = 3000;
    QVERIFY(work.act(QStringLiteral("b"), QStringLiteral("place"), QStringLiteral("b7")));
    time.ms = 4000;
    std::optional<SeatWork::CommonMistake> common = work.commonMistake();
    QVERIFY(common);
    QCOMPARE(common->kind, MistakeKind::PlacedOnAttacked);
    QCOMPARE(common->text, PracticeText::mistake(MistakeKind::PlacedOnAttacked));
    QCOMPARE(common->count, 2);
    QCOMPARE(common->pupils, 2);
    // The example: b's, the latest, on the board b acted on.
    QCOMPARE(common->pupilId, QStringLiteral("b"));
    QCOMPARE(common->n, 8);
    // As squares: a8 is (0, 0), b7 (1, 1) on 8 x 8.
    QVERIFY(common->queens == std::vector<nq::Square>({ { 0, 0 } }));
    QVERIFY(common->square == (nq::Square { 1, 1 }));
    QVERIFY(common->by == std::vector<nq::Square>({ { 0, 0 } }));
    QVERIFY(common->action == nq::learn::PupilAction::Place);
    // As b's page showed it (issue 39, item 14): no refusal yet in row 7,
    // and the algorithm's step there, refusing a7 (the queen on a8 attacks it).
    QVERIFY(common->refused.empty());
    QCOMPARE(common->expected, std::optional<nq::Square>(nq::Square { 1, 0 }));
    QCOMPARE(common->msAgo, 1000);
    // Three minutes after a's mistake only c's and b's count (one each:
    // the latest kind wins), a little later none.
    time.ms = 1000 + SeatWork::CommonMistakeWindowMs + 1;
    common = work.commonMistake();
    QVERIFY(common);
    QCOMPARE(common->count, 1);
    time.ms = 3000 + SeatWork::CommonMistakeWindowMs + 1;
    QVERIFY(!work.commonMistake());

    // A mistake after a right refusal: the example keeps the refusal, and
    // the algorithm's step is on another square than the one tapped (d
    // places on c7, free, where the search refuses b7 first).
    work.addPupil(QStringLiteral("d"));
    QVERIFY(stepRight(work, QStringLiteral("d"))); // a8
    QVERIFY(work.act(QStringLiteral("d"), QStringLiteral("refuse"), QStringLiteral("a7")));
    QCOMPARE(work.counts(QStringLiteral("d")).mistakeTotal(), std::uint64_t(0));
    QVERIFY(work.act(QStringLiteral("d"), QStringLiteral("place"), QStringLiteral("c7")));
    common = work.commonMistake();
    QVERIFY(common);
    QCOMPARE(common->pupilId, QStringLiteral("d"));
    QVERIFY(common->refused == std::vector<nq::Square>({ { 1, 0 } }));
    QVERIFY(common->square == (nq::Square { 1, 2 }));
    QCOMPARE(common->expected, std::optional<nq::Square>(nq::Square { 1, 1 }));
}

void TestSeatWork::resultsRoundTrip()
{
    FakeClock time;
    SeatWork work(time.clock());
    const int id = work.start(settingsFor(Algorithm::AvailableColumns, 6, true, 40));
    work.addPupil(QStringLiteral("a"));
    work.addPupil(QStringLiteral("b"));
    time.ms = 2500;
    QVERIFY(stepRight(work, QStringLiteral("a")));
    QVERIFY(work.act(QStringLiteral("a"), QStringLiteral("takeback"), QStringLiteral("f1")));
    QVERIFY(work.showMe(QStringLiteral("b")));
    time.ms = 4000;
    SeatResults results = work.results();
    QCOMPARE(results.seatId(), id);
    QCOMPARE(results.settings(), work.settings());
    QCOMPARE(results.pupils().size(), 2);
    const SeatResults::Pupil *a = results.pupil(QStringLiteral("a"));
    QCOMPARE(a->done, 1u);
    QCOMPARE(a->mistakes[std::size_t(MistakeKind::NotAQueen)], 1u);
    QCOMPARE(a->ms, 4000);
    QCOMPARE(results.pupil(QStringLiteral("b"))->shown, 1u);
    QVERIFY(results.setName(QStringLiteral("a"), QStringLiteral("Ada")));
    QVERIFY(!results.setName(QStringLiteral("x"), QStringLiteral("X")));

    QString error;
    const std::optional<SeatResults> back = SeatResults::fromJson(results.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(*back, results);
    QVERIFY(!SeatResults::fromJson("not json", &error));
    QCOMPARE(
        error, QStringLiteral("The file is not seat work's results: it is not a JSON object."));
    QVERIFY(!SeatResults::fromJson(QByteArray(SeatResults::MaxJsonBytes + 1, ' '), &error));
    QCOMPARE(error, QStringLiteral("The file is too large to be seat work's results."));
    const std::optional<SeatResults> fromObject
        = SeatResults::fromJsonObject(results.toJsonObject(), &error);
    QVERIFY2(fromObject, qPrintable(error));
    QCOMPARE(*fromObject, results);

    const QList<QByteArray> lines = results.toCsv().split('\n');
    QCOMPARE(lines.size(), 4); // header, two pupils, the last newline
    QVERIFY(lines[0].startsWith("\"pupil\",\"algorithm\",\"board_size\",\"steps_done\",\"steps_"
                                "shown\",\"mistakes\",\"mistakes_placed_on_attacked\""));
    QVERIFY(lines[0].endsWith("\"seconds\",\"finished\",\"solution_reached\""));
    QCOMPARE(lines[1],
        QByteArray("\"Ada\",\"available-columns\",6,1,0,1,0,0,0,0,0,0,1,0,0,0,0,4.0,false,false"));
    QVERIFY(lines[2].startsWith("\"b\",")); // no name: the id
}

void TestSeatWork::resultsDefused()
{
    SeatWork work;
    work.start(settingsFor(Algorithm::LockLines, 8));
    work.addPupil(QStringLiteral("a"));
    SeatResults results = work.results();
    for (const QString &name : { QStringLiteral("=1+2"), QStringLiteral("+A1"),
             QStringLiteral("-3"), QStringLiteral("@SUM(A1)"), QStringLiteral("  =cmd") }) {
        results.setName(QStringLiteral("a"), name);
        const QByteArray row = results.toCsv().split('\n').at(1);
        QVERIFY2(row.startsWith("\"'" + name.toUtf8() + "\","), row.constData());
    }
    results.setName(QStringLiteral("a"), QStringLiteral("Say \"hi\""));
    QVERIFY(results.toCsv().split('\n').at(1).startsWith("\"Say \"\"hi\"\"\","));
}

void TestSeatWork::resultsFiles()
{
    SeatWork work;
    work.start(settingsFor(Algorithm::LockLines, 8));
    work.addPupil(QStringLiteral("a"));
    QVERIFY(stepRight(work, QStringLiteral("a")));
    const SeatResults results = work.results();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString error;
    QVERIFY2(results.save(dir.filePath(QStringLiteral("seat.json")), &error), qPrintable(error));
    QVERIFY2(results.save(dir.filePath(QStringLiteral("seat.csv")), &error), qPrintable(error));
    QFile json(dir.filePath(QStringLiteral("seat.json")));
    QVERIFY(json.open(QIODevice::ReadOnly));
    const std::optional<SeatResults> back = SeatResults::fromJson(json.readAll(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(*back, results);
    QFile csv(dir.filePath(QStringLiteral("seat.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QCOMPARE(csv.readAll(), results.toCsv());
    // A folder that does not exist: refused with a sentence, nothing written.
    QVERIFY(!results.save(dir.filePath(QStringLiteral("none/seat.csv")), &error));
    QVERIFY(!error.isEmpty());
}

void TestSeatWork::damagedResults_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("value"); // undefined: the field removed
    QTest::addColumn<QString>("named");
    const QJsonValue gone(QJsonValue::Undefined);
    QTest::newRow("mode") << QStringLiteral("mode") << QJsonValue(QStringLiteral("class"))
                          << QString();
    QTest::newRow("version") << QStringLiteral("version") << QJsonValue(2) << QString();
    QTest::newRow("seat 0") << QStringLiteral("seat") << QJsonValue(0) << QStringLiteral("seat");
    QTest::newRow("seat text") << QStringLiteral("seat") << QJsonValue(QStringLiteral("1"))
                               << QStringLiteral("seat");
    QTest::newRow("seat gone") << QStringLiteral("seat") << gone << QStringLiteral("seat");
    QTest::newRow("algorithm local search")
        << QStringLiteral("algorithm") << QJsonValue(QStringLiteral("min-conflicts"))
        << QStringLiteral("algorithm");
    QTest::newRow("algorithm unknown")
        << QStringLiteral("algorithm") << QJsonValue(QStringLiteral("guess"))
        << QStringLiteral("algorithm");
    QTest::newRow("n 3") << QStringLiteral("n") << QJsonValue(3) << QStringLiteral("n");
    QTest::newRow("n 13") << QStringLiteral("n") << QJsonValue(13) << QStringLiteral("n");
    QTest::newRow("n half") << QStringLiteral("n") << QJsonValue(6.5) << QStringLiteral("n");
    QTest::newRow("stepLimit negative")
        << QStringLiteral("stepLimit") << QJsonValue(-1) << QStringLiteral("stepLimit");
    QTest::newRow("refusalsMarked text")
        << QStringLiteral("refusalsMarked") << QJsonValue(QStringLiteral("yes"))
        << QStringLiteral("refusalsMarked");
    QTest::newRow("started") << QStringLiteral("started") << QJsonValue(QStringLiteral("yesterday"))
                             << QStringLiteral("started");
    QTest::newRow("pupils object")
        << QStringLiteral("pupils") << QJsonValue(QJsonObject()) << QStringLiteral("pupils");
    QTest::newRow("extra field") << QStringLiteral("extra") << QJsonValue(1)
                                 << QStringLiteral("extra");
    const auto pupil = [](const QString &field, const QJsonValue &value) {
        QJsonObject p { { QStringLiteral("id"), QStringLiteral("a") },
            { QStringLiteral("name"), QStringLiteral("Ada") }, { QStringLiteral("done"), 1 },
            { QStringLiteral("shown"), 0 }, { QStringLiteral("ms"), 10 },
            { QStringLiteral("finished"), false }, { QStringLiteral("solutionReached"), false } };
        QJsonObject mistakes;
        for (std::size_t kind = 0; kind < nq::learn::MistakeKindCount; ++kind) {
            mistakes.insert(QString::fromLatin1(nq::learn::mistakeKindName(MistakeKind(kind))), 0);
        }
        p.insert(QStringLiteral("mistakes"), mistakes);
        if (field.startsWith(QLatin1String("mistakes."))) {
            mistakes.insert(field.mid(9), value);
            if (value.isUndefined()) {
                mistakes.remove(field.mid(9));
            }
            p.insert(QStringLiteral("mistakes"), mistakes);
        } else if (value.isUndefined()) {
            p.remove(field);
        } else {
            p.insert(field, value);
        }
        return QJsonValue(QJsonArray { p });
    };
    QTest::newRow("pupil id empty")
        << QStringLiteral("pupils") << pupil(QStringLiteral("id"), QString())
        << QStringLiteral("pupils[0].id");
    QTest::newRow("pupil id number") << QStringLiteral("pupils") << pupil(QStringLiteral("id"), 7)
                                     << QStringLiteral("pupils[0].id");
    QTest::newRow("pupil name control")
        << QStringLiteral("pupils") << pupil(QStringLiteral("name"), QStringLiteral("A\u0007"))
        << QStringLiteral("pupils[0].name");
    QTest::newRow("pupil name long")
        << QStringLiteral("pupils") << pupil(QStringLiteral("name"), QString(65, QLatin1Char('x')))
        << QStringLiteral("pupils[0].name");
    QTest::newRow("pupil done negative")
        << QStringLiteral("pupils") << pupil(QStringLiteral("done"), -1)
        << QStringLiteral("pupils[0].done");
    QTest::newRow("pupil done half")
        << QStringLiteral("pupils") << pupil(QStringLiteral("done"), 1.5)
        << QStringLiteral("pupils[0].done");
    QTest::newRow("pupil ms gone") << QStringLiteral("pupils") << pupil(QStringLiteral("ms"), gone)
                                   << QStringLiteral("pupils[0].ms");
    QTest::newRow("pupil finished text")
        << QStringLiteral("pupils") << pupil(QStringLiteral("finished"), QStringLiteral("no"))
        << QStringLiteral("pupils[0].finished");
    QTest::newRow("pupil solution unfinished")
        << QStringLiteral("pupils") << pupil(QStringLiteral("solutionReached"), true)
        << QStringLiteral("pupils[0].solutionReached");
    QTest::newRow("pupil mistake kind gone")
        << QStringLiteral("pupils") << pupil(QStringLiteral("mistakes.not_a_queen"), gone)
        << QStringLiteral("pupils[0].mistakes");
    QTest::newRow("pupil mistake kind unknown")
        << QStringLiteral("pupils") << pupil(QStringLiteral("mistakes.guessed"), 1)
        << QStringLiteral("pupils[0].mistakes");
    QTest::newRow("pupil mistake negative")
        << QStringLiteral("pupils") << pupil(QStringLiteral("mistakes.wrong_queen"), -2)
        << QStringLiteral("pupils[0].mistakes.wrong_queen");
    QTest::newRow("pupil extra") << QStringLiteral("pupils")
                                 << pupil(QStringLiteral("token"), QStringLiteral("s"))
                                 << QStringLiteral("pupils[0].token");
}

void TestSeatWork::damagedResults()
{
    QFETCH(QString, field);
    QFETCH(QJsonValue, value);
    QFETCH(QString, named);
    SeatWork work;
    work.start(settingsFor(Algorithm::LockLines, 8));
    work.addPupil(QStringLiteral("a"));
    QJsonObject root = work.results().toJsonObject();
    QString error;
    QVERIFY(SeatResults::fromJsonObject(root, &error));
    if (value.isUndefined()) {
        root.remove(field);
    } else {
        root.insert(field, value);
    }
    error.clear();
    QVERIFY(!SeatResults::fromJsonObject(root, &error));
    QVERIFY(!error.isEmpty());
    if (!named.isEmpty()) {
        QVERIFY2(error.contains(named), qPrintable(error));
    }
    QVERIFY(!SeatResults::fromJson(QJsonDocument(root).toJson(), &error));
}

QTEST_GUILESS_MAIN(TestSeatWork)
#include "tst_seatwork.moc"
