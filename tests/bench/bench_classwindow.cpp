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
// reference run, in this process; and how long one Reveal holds the
// window's thread (the largest lateness of that timer around it) with the
// class's pupils present and 2,000 names recorded (three times 500 pupils
// answered a question and were removed before these 500 joined: a class
// that came and went, or someone with the code joining and leaving),
// beside a Reveal with 30 pupils. With --seat instead: the window's
// event-loop lateness while every pupil does seat work on their own 8 x 8
// run (lock-lines), acting within a second of each answer (mostly squares
// at random, Show me now and then), for 10 s, against the same window idle
// with the class open; and the window's resident memory per pupil's run.
#include "classroom/classmode.h"
#include "activity/activityhost.h"
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

// How long one Reveal holds the window's thread: triggered from the event
// loop, as the R key would, with the 2 ms probe running; the largest
// lateness is the time the thread spent on Reveal and on the layout and
// painting it caused. Also the time of the action alone (recording, the
// results file, the pupils told, the table and panel updated).
struct Held
{
    double ms = 0;
    double actionMs = 0;
};

Held revealHeld(MainWindow &window)
{
    Lateness probe;
    probe.start();
    runFor(50, [] { return false; });
    Held held;
    QTimer::singleShot(0, window.activities()->get<ClassMode>()->revealAction(), [&window, &held] {
        QElapsedTimer clock;
        clock.start();
        window.activities()->get<ClassMode>()->revealAction()->trigger();
        held.actionMs = double(clock.nsecsElapsed()) / 1e6;
    });
    runFor(500, [] { return false; });
    probe.stop();
    held.ms = probe.percentileMs(1.0);
    return held;
}

double revealHeldMs(MainWindow &window)
{
    return revealHeld(window).ms;
}

// The pupils' process: `count` pupils join the window's class; false (said)
// when they did not all join. The waits here are hang guards of minutes:
// a window that Reveal holds for a minute (as it did) still gets a figure.
bool startPupils(QProcess &process, ClassServer *server, int count)
{
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.start(QStringLiteral(NQ_BENCH_CLASS),
        { QStringLiteral("--pupils"), QString::number(server->port()), server->code(), QString::number(count) });
    if (!runFor(600000, [&] { return server->session()->connectedCount() == count; })) {
        std::fprintf(stderr, "only %d of %d pupils joined\n", server->session()->connectedCount(), count);
        return false;
    }
    return true;
}

// The window's run steps to its next question and every pupil answers it
// (within a second each); false (said) when not.
bool askAndAnswer(MainWindow &window, ClassServer *server, int count, Lateness *probe)
{
    if (!nqtest::stepToQuestion(window)) {
        std::fprintf(stderr, "no question came\n");
        return false;
    }
    if (probe) {
        probe->resume();
    }
    const bool all = runFor(10000, [&] { return server->session()->answeredCount() == count; });
    if (probe) {
        probe->stop();
    }
    if (!all) {
        std::fprintf(stderr, "%d of %d answered\n", server->session()->answeredCount(), count);
    }
    return all;
}

// Every pupil of the class removed; their process ends when all are told.
bool removeAll(ClassServer *server, QProcess &process)
{
    for (const ClassPupil &pupil : server->session()->pupils()) {
        server->session()->removePupil(pupil.id);
    }
    if (!runFor(600000, [&] { return process.state() == QProcess::NotRunning; })) {
        std::fprintf(stderr, "the pupils' process did not finish\n");
        process.kill();
        return false;
    }
    return true;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? 0 : values[values.size() / 2];
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

    ClassServer *server = window.activities()->get<ClassMode>()->server();
    ClassLimits limits; // every pupil comes from 127.0.0.1 here
    limits.maxSocketsPerAddress = 2 * pupils + limits.maxSocketsMargin;
    limits.joinTimeoutMs = 60000;
    server->setLimits(limits);
    server->session()->setMaxPupils(pupils);
    window.activities()->get<PredictMode>()->setSettings(nqtest::onlyKind(nq::learn::QuestionKind::NextSquare));
    QString error;
    // The reference Reveal: a class of 30, three questions (the median).
    constexpr int ReferencePupils = 30;
    std::vector<double> smallReveals;
    if (!seat) {
        if (!window.activities()->get<ClassMode>()->open(0, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        QProcess small;
        if (!startPupils(small, server, ReferencePupils)) {
            return 1;
        }
        for (int round = 1; round <= 3; ++round) {
            if (!askAndAnswer(window, server, ReferencePupils, nullptr)) {
                return 1;
            }
            smallReveals.push_back(revealHeldMs(window));
        }
        window.activities()->get<ClassMode>()->close();
        if (small.state() != QProcess::NotRunning && !small.waitForFinished(30000)) {
            std::fprintf(stderr, "the pupils' process did not finish\n");
            small.kill();
            return 1;
        }
        window.controller()->restart();
    }
    if (!window.activities()->get<ClassMode>()->open(0, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    const long before = residentKiB();
    QProcess others;
    if (!startPupils(others, server, pupils)) {
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
        if (!window.activities()->get<SeatMode>()->start(settings)) {
            std::fprintf(stderr, "seat work did not start\n");
            return 1;
        }
        Lateness acting;
        runFor(500, [] { return false; }); // every pupil has their board and acts
        acting.start();
        runFor(10000, [] { return false; });
        acting.stop();
        const long afterRuns = residentKiB();
        const SeatResults results = window.activities()->get<SeatMode>()->results();
        std::uint64_t acts = 0;
        for (const SeatResults::Pupil &pupil : results.pupils()) {
            acts += pupil.done + pupil.mistakeTotal() + pupil.shown;
        }
        window.activities()->get<SeatMode>()->stop();
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
        window.activities()->get<ClassMode>()->close();
        others.waitForFinished(30000);
        return 0;
    }

    // 1. Questions: each answered by every pupil within a second, then revealed.
    Lateness answering;
    std::vector<double> reveals;
    for (int round = 1; round <= 5; ++round) {
        if (!askAndAnswer(window, server, pupils, &answering)) { // the five questions' samples together
            std::fprintf(stderr, "round %d\n", round);
            return 1;
        }
        reveals.push_back(revealHeldMs(window));
    }

    // 1b. The class comes and goes: three times, every pupil is removed and
    // as many others join and answer a question (each one's name recorded),
    // until 2,000 names are; then Reveal with the last 500 present.
    std::vector<double> churnReveals;
    std::vector<qsizetype> churnNames;
    constexpr int Recorded = 2000;
    for (int recorded = pupils; recorded < Recorded; recorded += pupils) {
        if (!removeAll(server, others) || !startPupils(others, server, pupils)
            || !askAndAnswer(window, server, pupils, nullptr)) {
            return 1;
        }
        churnReveals.push_back(revealHeldMs(window));
        churnNames.push_back(window.activities()->get<ClassMode>()->results().pupils().size());
        // Said at once too: the old table took minutes here.
        std::fprintf(stderr, "Reveal with %lld names recorded: %.1f ms\n", static_cast<long long>(churnNames.back()),
            churnReveals.back());
    }
    const qsizetype names = window.activities()->get<ClassMode>()->results().pupils().size();
    // The last round's Reveal was the first with 2,000 names; two more.
    std::vector<double> manyNames;
    std::vector<double> manyNamesAction; // the action alone, where measured
    if (!churnReveals.empty()) {
        manyNames.push_back(churnReveals.back());
    }
    for (int round = 1; round <= 2; ++round) {
        // The pupils' process gives up after two minutes: a Reveal that
        // holds the window for minutes leaves one figure, not none.
        if (!askAndAnswer(window, server, pupils, nullptr)) {
            break;
        }
        const Held held = revealHeld(window);
        manyNames.push_back(held.ms);
        manyNamesAction.push_back(held.actionMs);
    }

    // 2. Boards: predict mode off, the run plays; every step goes to every pupil.
    window.activities()->get<PredictMode>()->predictAction()->trigger();
    Lateness playing;
    playMeasured(window, playing, 5);

    window.activities()->get<ClassMode>()->close();
    if (others.state() != QProcess::NotRunning && !others.waitForFinished(30000)) {
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
    const double smallReveal = median(smallReveals);
    const auto ratio = [smallReveal](double ms) { return smallReveal > 0 ? ms / smallReveal : 0.0; };
    std::printf("  Reveal with %d pupils (reference, 3 questions): the window held %.1f ms (median)\n",
        ReferencePupils, smallReveal);
    std::printf("  Reveal with %d pupils (5 questions): held %.1f ms (median), %.1f ms at most (%.2fx the reference)\n",
        pupils, median(reveals), *std::max_element(reveals.begin(), reveals.end()), ratio(median(reveals)));
    for (std::size_t i = 0; i < churnReveals.size(); ++i) {
        std::printf("  Reveal with %d pupils, %lld names recorded (after %zu x %d joins and leaves): held %.1f ms "
                    "(%.2fx)\n",
            pupils, static_cast<long long>(churnNames[i]), i + 1, pupils, churnReveals[i], ratio(churnReveals[i]));
    }
    const double worst = manyNames.empty() ? 0 : *std::max_element(manyNames.begin(), manyNames.end());
    QStringList each;
    for (const double ms : manyNames) {
        each.append(QString::number(ms, 'f', 1));
    }
    QStringList actions;
    for (const double ms : manyNamesAction) {
        actions.append(QString::number(ms, 'f', 1));
    }
    std::printf("  Reveal with %d pupils and %lld recorded names (%zu questions: %s ms; the action alone %s ms): "
                "held %.1f ms (median, %.2fx the reference), %.1f ms at most   goal < 50 ms\n",
        pupils, static_cast<long long>(names), manyNames.size(), qPrintable(each.join(QStringLiteral(", "))),
        qPrintable(actions.join(QStringLiteral(", "))), median(manyNames), ratio(median(manyNames)), worst);
    return 0;
}
