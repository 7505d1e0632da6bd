// SPDX-License-Identifier: MIT
// Seat work under load, without a window or a network (README "Figures"):
//
//   nq_bench_seat [PUPILS]      (default 200: a large school year at once)
//
// Every pupil gets their own run of lock-lines on 8 x 8 and acts at random
// until every run is finished, pupils taking turns in a random order (a
// pupil whose run is finished stops): a right step (the engine's
// expected one) 70 % of the time, a wrong action (place, refuse or take
// back on a random square) 20 %, "Show me" 10 %, as SeatWork::act() gets
// them from the class server. Printed:
// - resident memory per pupil: after every run is made, and after all the
//   actions (every run at its end, the recent mistakes kept);
// - the time of one act() and of act() with the seat object made for the
//   pupil (what the window does for each message), p50 and p99;
// - the time of rows() and commonMistake() over the whole class (what the
//   class-at-a-glance panel asks at each refresh), median.
#include "seatwork/seatwork.h"
#include "support/processmemory.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QRandomGenerator>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

double percentile(std::vector<double> values, double p)
{
    if (values.empty()) {
        return -1;
    }
    std::sort(values.begin(), values.end());
    const size_t index = std::min(values.size() - 1, size_t(p * double(values.size() - 1) + 0.5));
    return values[index];
}

QString actionFor(const nq::Event &event)
{
    return event.kind == nq::EventKind::Place ? QStringLiteral("place")
        : event.kind == nq::EventKind::Remove ? QStringLiteral("takeback")
                                              : QStringLiteral("refuse");
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int pupils = args.size() > 1 ? std::max(1, args.at(1).toInt()) : 200;
    constexpr int MaxActionsPerPupil = 5000; // never runs away
    constexpr int N = 8;

    QRandomGenerator random(29); // the same actions on every run
    SeatWork work;
    SeatSettings settings;
    settings.algorithm = nq::Algorithm::LockLines;
    settings.n = N;
    const long before = residentKiB();
    work.start(settings);
    QStringList ids;
    for (int i = 0; i < pupils; ++i) {
        ids.append(QStringLiteral("pupil-%1").arg(i));
        work.addPupil(ids.back());
        work.seatJson(ids.back()); // the first seat object each pupil is sent
    }
    const long made = residentKiB();

    std::vector<double> actUs;
    std::vector<double> actSeatUs;
    std::vector<double> rowsUs;
    std::vector<double> commonUs;
    const QString files = QStringLiteral("abcdefgh");
    const QStringList wrongActions { QStringLiteral("place"), QStringLiteral("refuse"),
        QStringLiteral("takeback") };
    qint64 bytes = 0;
    int handled = 0;
    // Pupils act in a random order until every run is finished (each run of
    // lock-lines on 8x8 takes about a thousand actions to its first solution).
    QStringList working = ids;
    for (qint64 turn = 0; !working.isEmpty() && turn < qint64(pupils) * MaxActionsPerPupil;
         ++turn) {
        const int index = int(random.bounded(working.size()));
        const QString id = working.at(index);
        const int dice = int(random.bounded(10));
        QString action;
        QString square;
        if (dice < 7) {
            const std::optional<nq::Event> next = work.expected(id);
            action = actionFor(*next);
            square
                = QStringLiteral("%1%2").arg(files.at(next->square.col)).arg(N - next->square.row);
        } else if (dice < 9) {
            action = wrongActions.at(int(random.bounded(3)));
            square = QStringLiteral("%1%2")
                         .arg(files.at(int(random.bounded(N))))
                         .arg(1 + random.bounded(N));
        } else {
            action = QStringLiteral("show");
        }
        QElapsedTimer timer;
        timer.start();
        const bool changed = work.act(id, action, square);
        const qint64 acted = timer.nsecsElapsed();
        QJsonObject seat;
        if (changed) {
            seat = work.seatJson(id);
        }
        const qint64 sent = timer.nsecsElapsed();
        // What the server would send: made here so that it is not optimised away.
        bytes += QJsonDocument(seat).toJson(QJsonDocument::Compact).size();
        actUs.push_back(double(acted) / 1e3);
        actSeatUs.push_back(double(sent) / 1e3);
        handled += changed ? 1 : 0;
        if (work.isFinished(id)) {
            working.removeAt(index);
        }
        if (turn % (20 * pupils) == 0) {
            timer.restart();
            const QList<SeatWork::Row> rows = work.rows();
            rowsUs.push_back(double(timer.nsecsElapsed()) / 1e3);
            timer.restart();
            const auto common = work.commonMistake();
            commonUs.push_back(double(timer.nsecsElapsed()) / 1e3);
            Q_UNUSED(rows);
            Q_UNUSED(common);
        }
    }
    const std::size_t actions = actUs.size();
    const double act50 = percentile(actUs, 0.5);
    const double act99 = percentile(actUs, 0.99);
    const double actMax = percentile(actUs, 1.0);
    const double seat50 = percentile(actSeatUs, 0.5);
    const double seat99 = percentile(actSeatUs, 0.99);
    const double seatMax = percentile(actSeatUs, 1.0);
    // The figures' own vectors are not the runs' memory: given back first.
    std::vector<double>().swap(actUs);
    std::vector<double>().swap(actSeatUs);
    const long after = residentKiB();
    const long peak = peakResidentKiB();
    const SeatResults results = work.results();
    std::uint64_t done = 0;
    std::uint64_t mistakes = 0;
    std::uint64_t shown = 0;
    int finished = 0;
    for (const SeatResults::Pupil &pupil : results.pupils()) {
        done += pupil.done;
        mistakes += pupil.mistakeTotal();
        shown += pupil.shown;
        finished += pupil.finished ? 1 : 0;
    }

    std::printf("seat work of %d pupils, lock-lines on %dx%d, %zu random actions (%d handled: %llu "
                "right steps, %llu mistakes, %llu shown; %d of %d runs finished; %.1f KiB of seat "
                "objects):\n",
        pupils, N, N, actions, handled, static_cast<unsigned long long>(done),
        static_cast<unsigned long long>(mistakes), static_cast<unsigned long long>(shown), finished,
        pupils, double(bytes) / 1024.0);
    std::printf(
        "  resident memory: %ld KiB before, %ld KiB with every run made (%.1f KiB a pupil), "
        "%ld KiB after the actions (%.1f KiB a pupil), peak %ld KiB   goal < 1024 KiB a pupil\n",
        before, made, double(made - before) / pupils, after, double(after - before) / pupils, peak);
    std::printf("  act(): p50 %.1f us, p99 %.1f us, max %.1f us\n", act50, act99, actMax);
    std::printf("  act() and the pupil's seat object: p50 %.1f us, p99 %.1f us, max %.1f us   goal "
                "p99 < 8 ms\n",
        seat50, seat99, seatMax);
    std::printf("  rows() of %d pupils: median %.0f us; commonMistake(): median %.0f us\n", pupils,
        percentile(rowsUs, 0.5), percentile(commonUs, 0.5));
    return 0;
}
