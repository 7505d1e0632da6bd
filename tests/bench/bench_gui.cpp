// SPDX-License-Identifier: MIT
// Benchmark of the GUI pipeline (not a test: it prints figures, it asserts
// nothing). Run: build/tests/bench/nq_bench_gui [seconds-for-soak [compare]]
// with QT_QPA_PLATFORM=offscreen or under xvfb-run; `compare` runs the
// comparison window's part alone (to profile it).
#include "support/latencyprobe.h"
#include "window/docklayout.h"
#include "support/processmemory.h"
#include "board/boardscene.h"
#include "compare/comparelane.h"
#include "compare/comparewindow.h"
#include "compare/lockstepdriver.h"
#include "window/mainwindow.h"
#include "run/runcontroller.h"
#include "explain/searchtree.h"
#include "explain/searchtreeview.h"
#include "solutions/solutionsmodel.h"
#include "solutions/solutionspanel.h"
#include "solutions/solutionstore.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QListView>
#include <QScrollBar>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <malloc.h>
#include <string_view>
#include <vector>

namespace {

using nqtest::LatencyProbe;

// Runs the event loop for `ms`, or until `done` returns true (checked on
// every change of the run's mode). Unlike QTest::qWait, which sleeps 10 ms
// between rounds of events, this is the loop a user's program runs.
template<typename Predicate> bool runEventLoop(int ms, RunController *controller, Predicate done)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    const auto check = [&] {
        if (done()) {
            loop.quit();
        }
    };
    QObject::connect(controller, &RunController::modeChanged, &loop, check);
    QTimer poll; // for conditions no signal announces
    QObject::connect(&poll, &QTimer::timeout, &loop, check);
    poll.start(50);
    loop.exec();
    return done();
}

// Parts 1 and 2: the main window's run at top speed, its latency and memory.
int benchMainWindow(MainWindow &window, int soakSeconds)
{
    RunController *controller = window.controller();
    QElapsedTimer clock;
    // 1. A full top-speed 8x8 run through the whole pipeline (goal: under 0.5 s).
    clock.start();
    controller->runToEnd();
    if (!runEventLoop(60000, controller,
            [&] { return controller->mode() == RunController::Mode::Finished; })) {
        std::fprintf(stderr, "the 8x8 run did not finish in 60 s\n");
        return 1;
    }
    const double fullRun = clock.nsecsElapsed() / 1e9;
    std::printf("full 8x8 run at top speed (lock-lines, %llu events): %.3f s   goal < 0.5 s\n",
        static_cast<unsigned long long>(controller->counters().steps), fullRun);

    // 2. Event-loop latency and memory while a long search plays at top speed.
    // 15x15 (2.6 billion events) so that the search is still running when the
    // soak ends: 14x14's 405 million take about a minute, and a finished run
    // grows no more.
    const int soakN = 15;
    controller->setBoardSize(soakN);
    controller->play();
    // Warm up: caches and batch size, and the solutions list of the new N,
    // which fills in the background (2,279,184 boards of 15x15, about 34 MB,
    // its budget allows 64 MiB): a bounded one-off, not the run's growth.
    const SolutionStore *list = window.docks()->panels().solutions->store();
    runEventLoop(30000, controller, [list] { return list->isFinished(); });
    runEventLoop(1000, controller, [] { return false; });
    LatencyProbe probe;
    const SearchTree &tree = window.docks()->panels().tree->tree();
    const std::size_t treeBefore = tree.memoryUsage();
    const struct mallinfo2 heapBefore = mallinfo2();
    const long before = residentKiB();
    probe.start();
    runEventLoop(soakSeconds * 1000, controller, [] { return false; });
    probe.stop();
    const long after = residentKiB();
    const unsigned long long steps = controller->counters().steps;
    std::printf("GUI event-loop latency during a top-speed %dx%d run (%zu samples): p50 %.2f ms, "
                "p99 %.2f ms   goal p99 < 8 ms\n",
        soakN, soakN, probe.samples(), probe.percentileMs(0.50), probe.percentileMs(0.99));
    std::printf("events shown in %d s: %llu (%.0f per second), %llu solutions found; the run %s\n",
        soakSeconds + 1, steps, steps / double(soakSeconds + 1),
        static_cast<unsigned long long>(controller->counters().solutions),
        controller->mode() == RunController::Mode::Finished ? "had finished (figures too low)"
                                                            : "was still going");
    std::printf(
        "resident memory: %ld KiB before, %ld KiB after %d s: growth %ld KiB   goal < 2048 KiB\n",
        before, after, soakSeconds, after - before);
    const struct mallinfo2 heapAfter = mallinfo2();
    std::printf("  heap in use: %zu KiB before, %zu KiB after; heap held from the system: %zu KiB "
                "before, %zu KiB after (all threads' arenas, mmapped blocks included)\n",
        (heapBefore.uordblks + heapBefore.hblkhd) / 1024,
        (heapAfter.uordblks + heapAfter.hblkhd) / 1024,
        (heapBefore.arena + heapBefore.hblkhd) / 1024, (heapAfter.arena + heapAfter.hblkhd) / 1024);
    std::printf("  of which the search tree's nodes: %zu KiB before, %zu KiB after (%d nodes, cap "
                "%d)\n",
        treeBefore / 1024, tree.memoryUsage() / 1024, tree.storedNodeCount(), tree.nodeCap());
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const int soakSeconds = argc > 1 ? std::max(1, atoi(argv[1])) : 10;
    const bool compareOnly = argc > 2 && std::string_view(argv[2]) == "compare";

    MainWindow window(8, nq::Algorithm::LockLines);
    window.resize(1000, 760);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) {
        std::fprintf(stderr, "the window was not shown\n");
        return 1;
    }
    RunController *controller = window.controller();
    controller->setSpeedIndex(RunController::topSpeedIndex());

    QElapsedTimer clock;
    if (!compareOnly) {
        if (const int failed = benchMainWindow(window, soakSeconds)) {
            return failed;
        }
    }

    // 3. Event-loop latency with four boards at top speed in the comparison
    // window, in each lockstep mode: four runs, four workers, four boards
    // drawn. 13x13 so that every search is still running when the soak ends.
    controller->pause();
    {
        const int compareN = 13;
        const int compareSeconds = std::min(soakSeconds, 5);
        CompareWindow compare(compareN,
            { nq::Algorithm::ForwardChecking, nq::Algorithm::Mrv, nq::Algorithm::DancingLinks,
                nq::Algorithm::CheckQueens });
        compare.resize(1280, 720);
        compare.show();
        if (!QTest::qWaitForWindowExposed(&compare)) {
            std::fprintf(stderr, "the comparison window was not shown\n");
            return 1;
        }
        LockstepDriver *driver = compare.driver();
        RunController *first = compare.lanes().constFirst()->controller();
        driver->setSpeedIndex(RunController::topSpeedIndex());
        const std::pair<LockstepDriver::Mode, const char *> modes[] = {
            { LockstepDriver::Mode::Steps, "by steps" },
            { LockstepDriver::Mode::Placements, "by placements" },
            { LockstepDriver::Mode::OwnPace, "each at its own pace" },
        };
        for (const auto &[mode, name] : modes) {
            driver->setMode(mode);
            driver->reset();
            driver->play();
            runEventLoop(1000, first, [] { return false; }); // warm up
            quint64 stepsBefore = 0;
            for (const CompareLane *lane : compare.lanes()) {
                stepsBefore += lane->figures().steps;
            }
            LatencyProbe compareProbe;
            compareProbe.start();
            runEventLoop(compareSeconds * 1000, first, [] { return false; });
            compareProbe.stop();
            quint64 stepsAfter = 0;
            for (const CompareLane *lane : compare.lanes()) {
                stepsAfter += lane->figures().steps;
            }
            driver->pause();
            std::printf("GUI event-loop latency, four %dx%d boards at top speed %s (%zu samples): "
                        "p50 %.2f ms, p99 %.2f ms   goal p99 < 4 ms; %.0f events shown per second "
                        "on the four boards%s\n",
                compareN, compareN, name, compareProbe.samples(), compareProbe.percentileMs(0.50),
                compareProbe.percentileMs(0.99), (stepsAfter - stepsBefore) / double(compareSeconds),
                driver->isFinished() ? " (finished: figures too low)" : "");
        }
    }

    if (compareOnly) {
        return 0;
    }
    // 4. Scrolling the 14,200 thumbnails of 12x12 in the solutions list.
    SolutionsPanel panel;
    panel.resize(1000, 300);
    panel.show();
    panel.setBoardSize(12);
    runEventLoop(20000, controller, [&] { return panel.model()->rowCount() == 14200; });
    QEventLoop settle;
    QTimer::singleShot(1000, &settle, &QEventLoop::quit); // the list lays itself out in batches
    settle.exec();
    auto *view = panel.findChild<QListView *>(QStringLiteral("solutionsView"));
    QScrollBar *bar = view->verticalScrollBar();
    qint64 worst = 0;
    qint64 total = 0;
    int positions = 0;
    for (int value = 0; value <= bar->maximum(); value += std::max(1, bar->maximum() / 200)) {
        bar->setValue(value);
        clock.start();
        view->viewport()->repaint();
        const qint64 us = clock.nsecsElapsed() / 1000;
        worst = std::max(worst, us);
        total += us;
        ++positions;
    }
    std::printf("solutions list of 12x12 (%d rows), repaint per scroll position over %d positions: "
                "average %.2f ms, worst %.2f ms   goal < 16 ms (one frame)\n",
        panel.model()->rowCount(), positions, total / 1000.0 / std::max(1, positions),
        worst / 1000.0);
    return 0;
}
