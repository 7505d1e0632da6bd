// SPDX-License-Identifier: MIT
// The teacher's window with a whole class, on 127.0.0.1 only (README
// "Figures"):
//
//   nq_bench_classwindow [PUPILS]          (default 500: a lecture hall)
//   nq_bench_classwindow PUPILS --seat     (seat work; the 200)
//
// The real main window (8 x 8, lock-lines, predict mode) opens a class;
// the pupils run in a second process (nq_bench_class --pupils), so that
// their work is not counted as the window's. Printed: the window's
// event-loop lateness (a 2 ms precise timer in the GUI thread, as an input
// event would wait) while
// - every pupil answers a square question at a random moment within one
//   second (5 questions, each revealed by the window's Reveal action), and
// - the run plays 20 steps a second, each board sent to every pupil,
// beside the same window with no class open playing the same steps: the
// reference run, in this process. With --seat instead: the window's
// event-loop lateness while every pupil does seat work on their own 8 x 8
// run (lock-lines), acting within a second of each answer (mostly squares
// at random, Show me now and then), for 10 s, against the same window idle
// with the class open; and the window's resident memory per pupil's run.
#include "classroom/classmode.h"
#include "classroom/seatmode.h"
#include "classserver/classserver.h"
#include "coach/predictmode.h"
#include "seatwork/seatresults.h"
#include "run/runcontroller.h"
#include "support/latencyprobe.h"
#include "support/predictquestion.h"
#include "support/processmemory.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QAction>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QProcess>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

namespace {

using Lateness = nqtest::LatencyProbe;

// Runs the window's event loop (not QTest::qWait's sleeps) for `ms` or until `done`.
bool runFor(int ms, const std::function<bool()> &done)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done()) {
            loop.quit();
        }
    });
    poll.start(5);
    loop.exec();
    return done();
}

// The run plays at 20 steps a second for `seconds`, measured; predict mode off.
void playMeasured(MainWindow &window, Lateness &probe, int seconds)
{
    RunController *run = window.controller();
    run->setSpeedIndex(RunController::speedIndexFor(20));
    run->play();
    runFor(300, [] { return false; }); // the first steps' animations under way
    probe.start();
    runFor(seconds * 1000, [] { return false; });
    probe.stop();
    run->pause();
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const int pupils = argc > 1 ? std::max(1, atoi(argv[1])) : 500;
    const bool seat = argc > 2 && QByteArray(argv[2]) == "--seat";

    MainWindow window(8, nq::Algorithm::LockLines);
    window.resize(1280, 720);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) {
        std::fprintf(stderr, "the window was not shown\n");
        return 1;
    }

    // The reference: the same window, no class, playing the same steps.
    Lateness reference;
    playMeasured(window, reference, 5);
    window.controller()->restart();

    ClassServer *server = window.classMode()->server();
    ClassLimits limits; // every pupil comes from 127.0.0.1 here
    limits.maxSocketsPerAddress = 2 * pupils + limits.maxSocketsMargin;
    limits.joinTimeoutMs = 60000;
    server->setLimits(limits);
    server->setMaxPupils(pupils);
    window.predictMode()->setSettings(nqtest::onlyKind(nq::learn::QuestionKind::NextSquare));
    QString error;
    if (!window.classMode()->open(0, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    const long before = residentKiB();
    QProcess others;
    others.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    others.start(QStringLiteral(NQ_BENCH_CLASS),
        { QStringLiteral("--pupils"), QString::number(server->port()), server->code(), QString::number(pupils) });
    if (!runFor(60000, [&] { return server->connectedCount() == pupils; })) {
        std::fprintf(stderr, "only %d of %d pupils joined\n", server->connectedCount(), pupils);
        return 1;
    }
    const long after = residentKiB();

    if (seat) {
        // The reference: the same window, the class open, nobody acting.
        Lateness idle;
        idle.start();
        runFor(5000, [] { return false; });
        idle.stop();
        SeatSettings settings;
        settings.n = 8;
        settings.algorithm = nq::Algorithm::LockLines;
        const long beforeRuns = residentKiB();
        if (!window.seatMode()->start(settings)) {
            std::fprintf(stderr, "seat work did not start\n");
            return 1;
        }
        Lateness acting;
        runFor(500, [] { return false; }); // every pupil has their board and acts
        acting.start();
        runFor(10000, [] { return false; });
        acting.stop();
        const long afterRuns = residentKiB();
        const SeatResults results = window.seatMode()->results();
        std::uint64_t acts = 0;
        for (const SeatResults::Pupil &pupil : results.pupils()) {
            acts += pupil.done + pupil.mistakeTotal() + pupil.shown;
        }
        window.seatMode()->stop();
        runFor(500, [] { return false; });
        std::printf("teacher's window (1280x720) with %d pupils doing seat work (8x8 lock-lines, a run each) on "
                    "127.0.0.1 (pupils in their own process):\n",
            pupils);
        std::printf("  GUI event loop, class open, nobody acting (reference, %zu samples): p50 %.2f ms, p99 %.2f ms\n",
            idle.samples(), idle.percentileMs(0.5), idle.percentileMs(0.99));
        std::printf("  GUI event loop while every pupil acts within a second of each answer, 10 s (%zu samples, "
                    "%llu acts in all): p50 %.2f ms, p99 %.2f ms   goal p99 < 8 ms\n",
            acting.samples(), static_cast<unsigned long long>(acts), acting.percentileMs(0.5),
            acting.percentileMs(0.99));
        std::printf("  resident memory of the window's process: %ld KiB before the runs, %ld KiB after 10 s: "
                    "%.1f KiB a pupil's run   goal < 1 MB\n",
            beforeRuns, afterRuns, double(afterRuns - beforeRuns) / pupils);
        window.classMode()->close();
        others.waitForFinished(30000);
        return 0;
    }

    // 1. Questions: each answered by every pupil within a second, then revealed.
    Lateness answering;
    for (int round = 1; round <= 5; ++round) {
        if (!nqtest::stepToQuestion(window)) {
            std::fprintf(stderr, "round %d: no question came\n", round);
            return 1;
        }
        answering.resume(); // the five questions' samples together
        const bool all = runFor(10000, [&] { return server->answeredCount() == pupils; });
        answering.stop();
        if (!all) {
            std::fprintf(stderr, "round %d: %d of %d answered\n", round, server->answeredCount(), pupils);
            return 1;
        }
        window.classMode()->revealAction()->trigger();
        runFor(200, [] { return false; });
    }

    // 2. Boards: predict mode off, the run plays; every step goes to every pupil.
    window.predictMode()->predictAction()->trigger();
    Lateness playing;
    playMeasured(window, playing, 5);

    window.classMode()->close();
    if (!others.waitForFinished(30000)) {
        std::fprintf(stderr, "the pupils' process did not finish\n");
        others.kill();
        return 1;
    }
    std::printf("teacher's window (1280x720, 8x8 lock-lines) with a class of %d pupils on 127.0.0.1 "
                "(pupils in their own process):\n",
        pupils);
    std::printf("  GUI event loop, no class, playing 20 steps/s (reference, %zu samples): p50 %.2f ms, p99 %.2f ms\n",
        reference.samples(), reference.percentileMs(0.5), reference.percentileMs(0.99));
    std::printf("  GUI event loop while all answer within 1 s (5 questions, %zu samples): p50 %.2f ms, p99 %.2f ms   "
                "goal p99 < 8 ms\n",
        answering.samples(), answering.percentileMs(0.5), answering.percentileMs(0.99));
    std::printf("  GUI event loop playing 20 steps/s, each board to every pupil (%zu samples): p50 %.2f ms, p99 %.2f ms "
                "(%.2fx the reference p99)   goal p99 < 8 ms\n",
        playing.samples(), playing.percentileMs(0.5), playing.percentileMs(0.99),
        reference.percentileMs(0.99) > 0 ? playing.percentileMs(0.99) / reference.percentileMs(0.99) : 0.0);
    std::printf("  resident memory of the window's process: %ld KiB before the pupils joined, %ld KiB after: "
                "%.1f KiB a pupil\n",
        before, after, double(after - before) / pupils);
    return 0;
}
