// SPDX-License-Identifier: MIT
// Seat work through the real window: a class opened, pupils joined on
// 127.0.0.1, seat work started, every pupil acting on their own run (right
// steps, mistakes on purpose, Show me), the class at a glance, a pupil's
// board shown, a pupil who comes back, stop with every pupil's summary,
// and the class's results file checked against what the pupils did. Then
// 200 pupils acting at random at once.
#include "classroom/classmode.h"
#include "classroom/pupilboardview.h"
#include "activity/activityhost.h"
#include "classroom/seatmode.h"
#include "classroom/seatglancemodel.h"
#include "classroom/seatpanel.h"
#include "classserver/classresults.h"
#include "classserver/classserver.h"
#include "coach/predictmode.h"
#include "seatwork/seatresults.h"
#include "solver/notation.h"
#include "support/predictquestion.h"
#include "support/pupilclient.h"
#include "support/wait.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QCheckBox>
#include <QDialog>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include <memory>
#include <vector>

using nqtest::PupilClient;

namespace {

QString idOf(const ClassServer &server, const QString &name)
{
    for (const ClassPupil &pupil : server.session()->pupils()) {
        if (pupil.name == name) {
            return pupil.id;
        }
    }
    return {};
}

QJsonObject act(const QString &action, const QString &square, int seat)
{
    QJsonObject message { { QStringLiteral("v"), 1 }, { QStringLiteral("type"), QStringLiteral("act") },
        { QStringLiteral("seat"), seat }, { QStringLiteral("action"), action } };
    if (!square.isEmpty()) {
        message.insert(QStringLiteral("square"), square);
    }
    return message;
}

// The pupil's next right step as an act: ("place", "c6"), ("refuse", ...), ("takeback", ...).
std::pair<QString, QString> rightStep(const SeatWork &seat, const QString &pupilId)
{
    const std::optional<nq::Event> next = seat.expected(pupilId);
    if (!next) {
        return {};
    }
    const QString square = QString::fromStdString(nq::squareName(seat.settings().n, next->square));
    switch (next->kind) {
    case nq::EventKind::Place:
        return { QStringLiteral("place"), square };
    case nq::EventKind::Reject:
        return { QStringLiteral("refuse"), square };
    case nq::EventKind::Remove:
        return { QStringLiteral("takeback"), square };
    default:
        return {};
    }
}

QJsonObject journal(const MainWindow &window)
{
    QFile file(window.activities()->get<ClassMode>()->journalFile());
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QJsonDocument::fromJson(file.readAll()).object();
}

} // namespace

class TestSeatMode : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void everyPupilSolvesTheirOwnRun();
    void twoHundredPupilsActAtRandom();
    void pupilsWhoLeftAreStillNamed();
    void aNewClassStartsWithoutTheLastOnesSeatWork();
};

void TestSeatMode::everyPupilSolvesTheirOwnRun()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    window.show();
    QVERIFY(!window.activities()->get<SeatMode>()->startAction()->isEnabled()); // no class, no seat work
    QString error;
    QVERIFY2(window.activities()->get<ClassMode>()->open(0, &error), qPrintable(error));
    QVERIFY(window.activities()->get<SeatMode>()->startAction()->isEnabled());
    ClassServer *server = window.activities()->get<ClassMode>()->server();
    PupilClient ana(server->port()), ben(server->port()), cleo(server->port());
    NQ_VERIFY_WAIT(ana.join(server->code(), QStringLiteral("Ana")));
    NQ_VERIFY_WAIT(ben.join(server->code(), QStringLiteral("Ben")));
    NQ_VERIFY_WAIT(cleo.join(server->code(), QStringLiteral("Cleo")));
    const QString anaId = idOf(*server, QStringLiteral("Ana"));
    const QString benId = idOf(*server, QStringLiteral("Ben"));
    const QString cleoId = idOf(*server, QStringLiteral("Cleo"));

    // A question open before is closed: seat work has the pages.
    QVERIFY(nqtest::stepToQuestion(window));
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("question")));
    SeatSettings settings;
    settings.algorithm = nq::Algorithm::LockLines;
    settings.n = 5;
    QVERIFY(window.activities()->get<SeatMode>()->start(settings));
    QVERIFY(!window.activities()->get<ClassMode>()->hasQuestion());
    QVERIFY(!window.activities()->isRunning(Activity::Kind::ClassVote)); // seat work suspends the class's vote
    QVERIFY(!window.activities()->get<SeatMode>()->startAction()->isEnabled());
    QVERIFY(window.activities()->get<SeatMode>()->stopAction()->isEnabled());
    const int seatId = window.activities()->get<SeatMode>()->seatWork().seatId();
    for (PupilClient *pupil : { &ana, &ben, &cleo }) {
        NQ_VERIFY_WAIT(pupil->waitFor(QStringLiteral("seat")));
        const QJsonObject seat = pupil->last(QStringLiteral("seat"));
        QCOMPARE(seat.value(QStringLiteral("n")).toInt(), 5);
        QCOMPARE(seat.value(QStringLiteral("seat")).toInt(), seatId);
        QVERIFY(seat.value(QStringLiteral("queens")).toArray().isEmpty());
        QVERIFY(seat.value(QStringLiteral("canRefuse")).toBool());
        QVERIFY(!seat.value(QStringLiteral("instruction")).toString().isEmpty());
    }
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("noquestion")));

    // Ana: three right steps. Ben: refuses the free square the first queen
    // goes on (a mistake, named), then asks to be shown a step. Cleo: nothing.
    const SeatWork &seat = window.activities()->get<SeatMode>()->seatWork();
    for (int step = 0; step < 3; ++step) {
        const auto [action, square] = rightStep(seat, anaId);
        QVERIFY(!action.isEmpty());
        const qsizetype before = ana.received();
        ana.send(act(action, square, seatId));
        NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("seat"), before));
        const QJsonObject verdict = ana.last(QStringLiteral("seat")).value(QStringLiteral("verdict")).toObject();
        QVERIFY2(verdict.value(QStringLiteral("right")).toBool(), qPrintable(verdict.value(QStringLiteral("text")).toString()));
    }
    QCOMPARE(ana.last(QStringLiteral("seat")).value(QStringLiteral("counts")).toObject().value(QStringLiteral("done")).toInt(), 3);
    const auto [benAction, benSquare] = rightStep(seat, benId);
    QCOMPARE(benAction, QStringLiteral("place"));
    qsizetype before = ben.received();
    ben.send(act(QStringLiteral("refuse"), benSquare, seatId));
    NQ_VERIFY_WAIT(ben.waitFor(QStringLiteral("seat"), before));
    QJsonObject benSeat = ben.last(QStringLiteral("seat"));
    QJsonObject verdict = benSeat.value(QStringLiteral("verdict")).toObject();
    QVERIFY(!verdict.value(QStringLiteral("right")).toBool(true));
    QCOMPARE(verdict.value(QStringLiteral("square")).toString(), benSquare);
    QVERIFY(!verdict.value(QStringLiteral("text")).toString().isEmpty());
    QCOMPARE(benSeat.value(QStringLiteral("counts")).toObject().value(QStringLiteral("mistakes")).toInt(), 1);
    // The run went on from the right step: the queen is on the square.
    QVERIFY(benSeat.value(QStringLiteral("queens")).toArray().contains(QJsonValue(benSquare)));
    before = ben.received();
    ben.send(act(QStringLiteral("show"), {}, seatId));
    NQ_VERIFY_WAIT(ben.waitFor(QStringLiteral("seat"), before));
    QCOMPARE(ben.last(QStringLiteral("seat")).value(QStringLiteral("counts")).toObject().value(QStringLiteral("shown")).toInt(), 1);
    // Nobody else's run moved: Cleo's board is as it started.
    QCOMPARE(seat.counts(cleoId), nq::learn::PracticeCounts {});
    const std::vector<int> cleoQueens = seat.queens(cleoId);
    QVERIFY(std::all_of(cleoQueens.begin(), cleoQueens.end(), [](int c) { return c < 0; }));
    // An act for another seat work, or off the board: refused, nothing changes.
    const nq::learn::PracticeCounts anaBefore = seat.counts(anaId);
    before = ana.received();
    ana.send(act(QStringLiteral("place"), QStringLiteral("a1"), seatId + 1));
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("error"), before));
    ana.send(act(QStringLiteral("place"), QStringLiteral("f6"), seatId));
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("error"), before + 1));
    QCOMPARE(seat.counts(anaId), anaBefore);

    // The class at a glance: three rows, Ana (a right step just now) last;
    // the most common mistake, with its example.
    SeatPanel *panel = window.activities()->get<SeatMode>()->seatPanel();
    const SeatGlanceModel *model = panel->model();
    const auto cell = [model](int row, int column) { return model->index(row, column).data().toString(); };
    // The panel follows SeatMode::changed, at most every RefreshMs: a refresh
    // can come between Ana's acts, so wait until every row shows its pupil's
    // run as it is now (nobody acts from here on), then check the rows.
    const auto showsEveryRun = [&] {
        if (model->rowCount() != 3) {
            return false;
        }
        for (int row = 0; row < 3; ++row) {
            const nq::learn::PracticeCounts counts = seat.counts(model->pupilAt(row));
            if (cell(row, SeatGlanceModel::Done) != QString::number(counts.done)
                || cell(row, SeatGlanceModel::Mistakes) != QString::number(counts.mistakeTotal())
                || cell(row, SeatGlanceModel::Shown) != QString::number(counts.shown)) {
                return false;
            }
        }
        return true;
    };
    NQ_VERIFY_WAIT(nqtest::waitUntil(showsEveryRun, "three rows, each with its pupil's counts"));
    QCOMPARE(cell(2, SeatGlanceModel::Name), QStringLiteral("Ana"));
    QCOMPARE(cell(2, SeatGlanceModel::Done), QStringLiteral("3"));
    QCOMPARE(cell(2, SeatGlanceModel::Finished), QStringLiteral("no"));
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return panel->mistakeText().contains(QStringLiteral("refused a free square")); },
        "the most common mistake"));
    // Its example board shows the mistake as the pupil's page does (issue
    // 39, item 14): the board before it, the square acted on, the line's
    // refusals as the pupil saw them and the algorithm's step there.
    const std::optional<SeatWork::CommonMistake> common = seat.commonMistake();
    QVERIFY(common);
    QVERIFY(common->expected);
    const auto *example = panel->findChild<const PupilBoardView *>(QStringLiteral("seatExample"));
    QVERIFY(example);
    QVERIFY(example->isVisible());
    QCOMPARE(example->expected(), common->expected);
    QVERIFY(example->refused() == common->refused);
    // Names hidden: nobody is named in the table.
    panel->findChild<QCheckBox *>(QStringLiteral("seatShowNames"))->setChecked(false);
    for (int row = 0; row < 3; ++row) {
        QVERIFY(cell(row, SeatGlanceModel::Name).startsWith(QStringLiteral("Pupil ")));
    }
    panel->findChild<QCheckBox *>(QStringLiteral("seatShowNames"))->setChecked(true);
    // Ben's board on the projector.
    panel->showPupil(benId);
    QVERIFY(panel->pupilBoard());
    QVERIFY(panel->pupilBoard()->isVisible());
    QVERIFY(panel->pupilBoard()->windowTitle().contains(QStringLiteral("Ben")));

    // Ben's page reloads: the same run, at the same step.
    PupilClient benAgain(server->port());
    NQ_VERIFY_WAIT(benAgain.join(server->code(), QString(), ben.token()));
    NQ_VERIFY_WAIT(benAgain.waitFor(QStringLiteral("seat")));
    QCOMPARE(benAgain.last(QStringLiteral("seat")).value(QStringLiteral("counts")).toObject(),
        ben.last(QStringLiteral("seat")).value(QStringLiteral("counts")).toObject());

    // The results file holds the seat work as the pupils did it (written at
    // most SeatMode::JournalMs after their acts).
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] {
            const QJsonArray works = journal(window).value(QStringLiteral("seatWork")).toArray();
            const std::optional<SeatResults> read
                = works.size() == 1 ? SeatResults::fromJsonObject(works.at(0).toObject(), nullptr) : std::nullopt;
            return read && read->pupils().size() == 3 && read->pupil(anaId) && read->pupil(anaId)->done == 3
                && read->pupil(benId) && read->pupil(benId)->shown == 1;
        },
        "the seat work in the results file"));
    QString why;
    const std::optional<SeatResults> written
        = SeatResults::fromJsonObject(journal(window).value(QStringLiteral("seatWork")).toArray().at(0).toObject(), &why);
    QVERIFY2(written, qPrintable(why));
    QCOMPARE(written->pupil(anaId)->done, 3u);
    QCOMPARE(written->pupil(anaId)->name, QStringLiteral("Ana"));
    QCOMPARE(written->pupil(benId)->mistakeTotal(), 1u);
    QCOMPARE(written->pupil(benId)->mistakes[std::size_t(nq::learn::MistakeKind::RefusedFreeSquare)], 1u);
    QCOMPARE(written->pupil(benId)->shown, 1u);
    QCOMPARE(written->pupil(cleoId)->done, 0u);

    // Stop: every pupil gets their summary; acts are refused; questions go on.
    window.activities()->get<SeatMode>()->stopAction()->trigger();
    for (PupilClient *pupil : { &ana, &benAgain, &cleo }) {
        NQ_VERIFY_WAIT(pupil->waitFor(QStringLiteral("seatend")));
        QVERIFY(!pupil->last(QStringLiteral("seatend")).value(QStringLiteral("summary")).toString().isEmpty());
    }
    QVERIFY(window.activities()->isRunning(Activity::Kind::ClassVote));
    QVERIFY(window.activities()->get<SeatMode>()->startAction()->isEnabled());
    // The question the window waited on through seat work is not sent: the
    // pages keep their summaries until the run moves on.
    QVERIFY(window.activities()->get<PredictMode>()->openQuestion());
    // Cleo's act is answered (refused: not-open) after anything the class
    // sent her before it: no question came before that answer.
    const qsizetype afterEnd = cleo.received();
    cleo.send(act(QStringLiteral("place"), QStringLiteral("a5"), seatId));
    NQ_VERIFY_WAIT(cleo.waitFor(QStringLiteral("error"), afterEnd));
    QVERIFY2(
        cleo.indexOf(QStringLiteral("question"), afterEnd) < 0, "a question replaced the summary");
    before = ana.received();
    ana.send(act(QStringLiteral("place"), QStringLiteral("a5"), seatId));
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("error"), before));
    QCOMPARE(ana.last(QStringLiteral("error")).value(QStringLiteral("code")).toString(), QStringLiteral("not-open"));
    window.activities()->get<ClassMode>()->close();
}

// A lecture hall's worth at once on loopback: 200 pupils act at random
// (right steps, mistakes, Show me) for a few rounds; every answer reaches
// its own pupil, and the results file says what each pupil's page said.
void TestSeatMode::twoHundredPupilsActAtRandom()
{
    constexpr int Pupils = 200;
    MainWindow window(8, nq::Algorithm::LockLines);
    window.show();
    ClassServer *server = window.activities()->get<ClassMode>()->server();
    ClassLimits limits; // every pupil comes from 127.0.0.1 here
    limits.maxSocketsPerAddress = 2 * Pupils + limits.maxSocketsMargin;
    server->setLimits(limits);
    QString error;
    QVERIFY2(window.activities()->get<ClassMode>()->open(0, &error), qPrintable(error));
    std::vector<std::unique_ptr<PupilClient>> pupils;
    for (int i = 0; i < Pupils; ++i) {
        pupils.push_back(std::make_unique<PupilClient>(server->port()));
        NQ_VERIFY_WAIT(pupils.back()->join(server->code(), QStringLiteral("P%1").arg(i)));
    }
    SeatSettings settings;
    settings.n = 8;
    QVERIFY(window.activities()->get<SeatMode>()->start(settings));
    const int seatId = window.activities()->get<SeatMode>()->seatWork().seatId();
    const SeatWork &seat = window.activities()->get<SeatMode>()->seatWork();
    QRandomGenerator random(29);
    QStringList ids;
    for (int i = 0; i < Pupils; ++i) {
        ids << idOf(*server, QStringLiteral("P%1").arg(i));
        NQ_VERIFY_WAIT(pupils[i]->waitFor(QStringLiteral("seat")));
    }
    for (int round = 0; round < 5; ++round) {
        std::vector<qsizetype> before;
        for (int i = 0; i < Pupils; ++i) {
            before.push_back(pupils[i]->received());
            const int choice = int(random.bounded(10));
            if (choice < 6) {
                const auto [action, square] = rightStep(seat, ids[i]);
                pupils[i]->send(act(action, square, seatId));
            } else if (choice < 9) {
                const QString square = QString::fromStdString(
                    nq::squareName(8, { int(random.bounded(8)), int(random.bounded(8)) }));
                pupils[i]->send(act(random.bounded(2) ? QStringLiteral("place") : QStringLiteral("refuse"), square, seatId));
            } else {
                pupils[i]->send(act(QStringLiteral("show"), {}, seatId));
            }
        }
        for (int i = 0; i < Pupils; ++i) {
            NQ_VERIFY_WAIT(pupils[i]->waitFor(QStringLiteral("seat"), before[i]));
        }
    }
    // Each page's last counts are its run's, and the results file's.
    window.activities()->get<SeatMode>()->stopAction()->trigger();
    QString why;
    const std::optional<SeatResults> written
        = SeatResults::fromJsonObject(journal(window).value(QStringLiteral("seatWork")).toArray().at(0).toObject(), &why);
    QVERIFY2(written, qPrintable(why));
    QCOMPARE(int(written->pupils().size()), Pupils);
    for (int i = 0; i < Pupils; ++i) {
        const QJsonObject counts = pupils[i]->last(QStringLiteral("seat")).value(QStringLiteral("counts")).toObject();
        const SeatResults::Pupil *pupil = written->pupil(ids[i]);
        QVERIFY(pupil);
        QCOMPARE(qint64(pupil->done), counts.value(QStringLiteral("done")).toInteger());
        QCOMPARE(qint64(pupil->mistakeTotal()), counts.value(QStringLiteral("mistakes")).toInteger());
        QCOMPARE(qint64(pupil->shown), counts.value(QStringLiteral("shown")).toInteger());
        QCOMPARE(qint64(pupil->done + pupil->mistakeTotal() + pupil->shown), qint64(5));
    }
    QCOMPARE(server->refusals().value(QStringLiteral("too-fast")), 0);
    window.activities()->get<ClassMode>()->close();
}

// A pupil who left (by Leave, or removed by the teacher) keeps their row,
// their results and their name: the class's session names them.
void TestSeatMode::pupilsWhoLeftAreStillNamed()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    window.show();
    ClassMode *mode = window.activities()->get<ClassMode>();
    SeatMode *seatMode = window.activities()->get<SeatMode>();
    QString error;
    QVERIFY2(mode->open(0, &error), qPrintable(error));
    ClassServer *server = mode->server();
    PupilClient ana(server->port()), ben(server->port()), cleo(server->port());
    NQ_VERIFY_WAIT(ana.join(server->code(), QStringLiteral("Ana")));
    NQ_VERIFY_WAIT(ben.join(server->code(), QStringLiteral("Ben")));
    NQ_VERIFY_WAIT(cleo.join(server->code(), QStringLiteral("Cleo")));
    const QString anaId = idOf(*server, QStringLiteral("Ana"));
    const QString benId = idOf(*server, QStringLiteral("Ben"));
    SeatSettings settings;
    settings.n = 5;
    QVERIFY(seatMode->start(settings));
    const int seatId = seatMode->seatWork().seatId();
    NQ_VERIFY_WAIT(ben.waitFor(QStringLiteral("seat")));
    const auto [action, square] = rightStep(seatMode->seatWork(), benId);
    const qsizetype before = ben.received();
    ben.send(act(action, square, seatId));
    NQ_VERIFY_WAIT(ben.waitFor(QStringLiteral("seat"), before));
    ben.send(QJsonObject { { QStringLiteral("v"), 1 }, { QStringLiteral("type"), QStringLiteral("leave") } });
    mode->session()->removePupil(anaId);
    const auto gone = [&](const QString &id) {
        for (const SeatWork::Row &row : seatMode->seatWork().rows()) {
            if (row.pupilId == id) {
                return !row.present;
            }
        }
        return false;
    };
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return gone(anaId) && gone(benId); }, "Ana and Ben to leave"));
    QVERIFY(!mode->session()->hasPupil(benId));
    QCOMPARE(seatMode->nameOf(anaId), QStringLiteral("Ana"));
    QCOMPARE(seatMode->nameOf(benId), QStringLiteral("Ben"));
    // In the class at a glance ...
    const SeatGlanceModel *model = seatMode->seatPanel()->model();
    const auto rowNamed = [model](const QString &id) {
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->pupilAt(row) == id) {
                return model->index(row, SeatGlanceModel::Name).data().toString();
            }
        }
        return QString();
    };
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return model->rowCount() == 3; }, "three rows"));
    QVERIFY2(rowNamed(benId).contains(QStringLiteral("Ben")), qPrintable(rowNamed(benId)));
    QVERIFY2(rowNamed(anaId).contains(QStringLiteral("Ana")), qPrintable(rowNamed(anaId)));
    // ... and in the results written when it stops.
    seatMode->stopAction()->trigger();
    QString why;
    const std::optional<SeatResults> written
        = SeatResults::fromJsonObject(journal(window).value(QStringLiteral("seatWork")).toArray().at(0).toObject(), &why);
    QVERIFY2(written, qPrintable(why));
    QVERIFY(written->pupil(benId));
    QCOMPARE(written->pupil(benId)->name, QStringLiteral("Ben"));
    QCOMPARE(written->pupil(benId)->done, 1u);
    QVERIFY(written->pupil(anaId));
    QCOMPARE(written->pupil(anaId)->name, QStringLiteral("Ana"));
    mode->close();
}

// Each class's results hold its own seat works only: a class opened after
// another closed does not carry the last one's seat work into its file
// (it did: start() kept the previous seat work, whichever class it was).
void TestSeatMode::aNewClassStartsWithoutTheLastOnesSeatWork()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    window.show();
    ClassMode *mode = window.activities()->get<ClassMode>();
    SeatMode *seatMode = window.activities()->get<SeatMode>();
    SeatSettings settings;
    settings.n = 5;
    QString error;
    QVERIFY2(mode->open(0, &error), qPrintable(error));
    QVERIFY(seatMode->start(settings));
    seatMode->stopAction()->trigger();
    QCOMPARE(journal(window).value(QStringLiteral("seatWork")).toArray().size(), 1);
    mode->close();

    QVERIFY2(mode->open(0, &error), qPrintable(error));
    QCOMPARE(mode->results().seatWork().size(), 0);
    QVERIFY(seatMode->start(settings));
    seatMode->stopAction()->trigger();
    QCOMPARE(mode->results().seatWork().size(), 1);
    QCOMPARE(journal(window).value(QStringLiteral("seatWork")).toArray().size(), 1);
    // Two in this class: both kept.
    QVERIFY(seatMode->start(settings));
    seatMode->stopAction()->trigger();
    QCOMPARE(journal(window).value(QStringLiteral("seatWork")).toArray().size(), 2);
    mode->close();
}

QTEST_MAIN(TestSeatMode)
#include "tst_seatmode.moc"
