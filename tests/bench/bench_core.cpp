// SPDX-License-Identifier: MIT
// Benchmark of the engine, the solutions list, exporting and start-up (not a
// test: it prints figures and asserts nothing). Run through scripts/bench.sh,
// which builds it with -O3 -march=native next to ../shared's baseline.
//   nq_bench [N,N,...-for-counting]   (default 17; scripts/bench.sh --n18: 17,18)
// Prints: the counting time of each N against the plain baseline timed in
// the same run, with the count's peak memory, the cost of the coroutine event stream against a plain recursive
// visitor doing the same lock-lines work, enumerating and listing the
// 365,596 solutions of 14x14, the 92-board PDF contact sheet, the time
// from starting the program to its first painted frame, and one solution of
// 10^6 x 10^6 by construction and by min-conflicts.
#include "render/runframes.h"
#include "run/runstate.h"
#include "render/videoencoder.h"
#include "support/processmemory.h"
#include "render/boardexporter.h"
#include "solutions/solutionstore.h"

#include "solver/algorithm.h"
#include "solver/construct.h"
#include "solver/counter.h"
#include "solver/minconflicts.h"
#include "solver/patternsieve.h"
#include "solver/solutions.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

// The lock-lines search as a plain recursion calling `visit` for every event
// the coroutine yields, with the same checks in the same order, the same
// work count and the same Event objects: what the generator costs is the
// difference.
template<typename Visit> class LockLinesVisitor
{
public:
    LockLinesVisitor(int n, Visit visit)
        : m_n(n)
        , m_visit(visit)
        , m_queens(n, -1)
        , m_columns(n, -1)
        , m_anti(2 * n - 1, -1)
        , m_diagonals(2 * n - 1, -1)
    { }

    void run()
    {
        solve(0);
        nq::Event done;
        done.kind = nq::EventKind::Done;
        done.work = m_work;
        m_visit(done);
    }

private:
    void solve(int row)
    {
        if (row == m_n) {
            nq::Event event;
            event.kind = nq::EventKind::Solution;
            event.index = ++m_solutions;
            event.columns.assign(m_queens.begin(), m_queens.end());
            event.work = m_work;
            m_visit(event);
            return;
        }
        for (int col = 0; col < m_n; ++col) {
            int holder = -1;
            nq::Line line = nq::Line::None;
            ++m_work;
            if (m_columns[col] >= 0) {
                holder = m_columns[col];
                line = nq::Line::Column;
            } else if (++m_work, m_anti[row + col] >= 0) {
                holder = m_anti[row + col];
                line = nq::Line::AntiDiagonal;
            } else if (++m_work, m_diagonals[row - col + m_n - 1] >= 0) {
                holder = m_diagonals[row - col + m_n - 1];
                line = nq::Line::Diagonal;
            }
            nq::Event event;
            event.square = { row, col };
            event.work = m_work;
            if (holder >= 0) {
                event.kind = nq::EventKind::Reject;
                event.by = { holder, m_queens[holder] };
                event.line = line;
                m_visit(event);
                continue;
            }
            event.kind = nq::EventKind::Place;
            m_visit(event);
            lock(row, col, row);
            solve(row + 1);
            lock(row, col, -1);
            nq::Event removed;
            removed.kind = nq::EventKind::Remove;
            removed.square = { row, col };
            removed.work = m_work;
            m_visit(removed);
        }
    }

    void lock(int row, int col, int holder)
    {
        m_queens[row] = holder >= 0 ? col : -1;
        m_columns[col] = holder;
        m_anti[row + col] = holder;
        m_diagonals[row - col + m_n - 1] = holder;
    }

    int m_n;
    Visit m_visit;
    std::vector<int> m_queens;
    std::vector<int> m_columns;
    std::vector<int> m_anti;
    std::vector<int> m_diagonals;
    std::uint64_t m_work = 0;
    std::uint64_t m_solutions = 0;
};

// "+52.1 MB" of peak resident memory over `before`, or "(unknown)".
QByteArray peakGrowth(long before)
{
    const long peak = peakResidentKiB();
    if (before < 0 || peak < 0) {
        return QByteArrayLiteral("(unknown)");
    }
    return "+" + QByteArray::number((peak - before) / 1024.0, 'f', 1) + " MB";
}

// What one resume per event would cost: a generator that does nothing but
// yield a small event, read by a consumer that sums its fields. Its time per
// yield is the resume and suspend themselves; set beside the visitor's time
// per event it is the ratio no stream with a resume per event could beat,
// which is why the backtrackers yield their events in blocks.
struct BareEvent
{
    int kind;
    int row;
    int col;
    std::uint64_t work;
};

nq::Generator<BareEvent> bareStream(std::uint64_t count)
{
    BareEvent event {};
    for (std::uint64_t i = 0; i < count; ++i) {
        event.kind = int(i & 3);
        event.row = int(i & 7);
        event.col = int((i >> 3) & 7);
        event.work = i;
        co_yield event;
    }
}

double seconds(const QElapsedTimer &clock)
{
    return clock.nsecsElapsed() / 1e9;
}

// The fastest of `runs` timings of `f`: the least disturbed by a shared machine.
template<typename F> double best(int runs, F f)
{
    double fastest = 1e300;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer clock;
        clock.start();
        f();
        fastest = std::min(fastest, seconds(clock));
    }
    return fastest;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    std::vector<int> countSizes;
    for (const QByteArray &size : QByteArray(argc > 1 ? argv[1] : "17").split(',')) {
        countSizes.push_back(std::clamp(size.toInt(), 8, nq::MaxCountSize));
    }

    // 1. Counting against the plain baseline, timed in the same run. The
    // goals of issue 20: 0.05 of the baseline's time for 17, 0.020 for 18.
    std::printf("counting kernel: %s\n", nq::PatternSieve::name(nq::PatternSieve::Kernel::Best));
    for (const int countN : countSizes) {
        double baseline = -1;
        if (QFileInfo::exists(QStringLiteral(NQ_BASELINE))) {
            baseline = best(1, [&] {
                QProcess process;
                process.start(QStringLiteral(NQ_BASELINE), { QString::number(countN) });
                process.waitForFinished(-1);
            });
        }
        nq::CountResult result;
        const bool canReset = resetPeakResident();
        const long before = residentKiB();
        const double ours = best(1, [&] { result = nq::countSolutions(countN); });
        // The growth understates a count after the first one, which reuses
        // the heap the first one freed: the whole process's peak is shown too.
        const long peak = peakResidentKiB();
        const QByteArray memory = canReset && peak >= 0
            ? peakGrowth(before) + ", process peak " + QByteArray::number(peak / 1024.0, 'f', 1) + " MB"
            : QByteArrayLiteral("(unknown)");
        nq::CountOptions one;
        one.threads = 1;
        const double ours1 = best(1, [&] { nq::countSolutions(countN, one); });
        const char *goal = countN == 17 ? "   goal <= 0.05" : countN == 18 ? "   goal <= 0.020" : "";
        if (baseline > 0) {
            std::printf("count %d (all %llu, fundamental %llu): %.2f s with %d threads (memory %s), "
                        "%.2f s with 1; baseline %.2f s; ratio %.3f%s\n",
                countN, static_cast<unsigned long long>(result.solutions),
                static_cast<unsigned long long>(result.fundamental), ours, result.threads,
                memory.constData(), ours1, baseline, ours / baseline, goal);
        } else {
            std::printf("count %d: %.2f s with %d threads (memory %s), %.2f s with 1 (baseline not "
                        "built: ../shared/bench/baseline.cpp missing)\n",
                countN, ours, result.threads, memory.constData(), ours1);
        }
        std::fflush(stdout);
    }

    // 2. The coroutine event stream against a plain recursive visitor.
    const int streamN = 12;
    // Both consumers read every field a view reads, so that neither search's
    // events can be optimised away; the checksums must agree.
    const auto digest = [](const nq::Event &event) {
        return std::uint64_t(event.kind) * 1000003u + std::uint64_t(event.square.row) * 1009u
            + std::uint64_t(event.square.col) * 31u + std::uint64_t(event.by.row + 1) * 7u
            + std::uint64_t(event.by.col + 1) + std::uint64_t(event.line) * 3u + event.index
            + event.columns.size();
    };
    std::uint64_t events = 0;
    std::uint64_t work = 0;
    std::uint64_t sum = 0;
    const double generator = best(3, [&] {
        events = 0;
        sum = 0;
        for (const nq::Event &event : nq::solve(nq::Algorithm::LockLines, streamN)) {
            ++events;
            work = event.work;
            sum += digest(event);
        }
    });
    std::uint64_t visited = 0;
    std::uint64_t visitedWork = 0;
    std::uint64_t visitedSum = 0;
    const double visitor = best(3, [&] {
        visited = 0;
        visitedSum = 0;
        LockLinesVisitor search(streamN, [&](const nq::Event &event) {
            ++visited;
            visitedWork = event.work;
            visitedSum += digest(event);
        });
        search.run();
    });
    if (sum != visitedSum) {
        std::printf("the visitor's events differ from the generator's (checksums %llu, %llu)\n",
            static_cast<unsigned long long>(sum), static_cast<unsigned long long>(visitedSum));
    }
    std::printf("lock-lines %dx%d, %llu events (visitor %llu, work %llu / %llu): generator %.3f s, "
                "visitor %.3f s; ratio %.2f   goal <= 1.5\n",
        streamN, streamN, static_cast<unsigned long long>(events),
        static_cast<unsigned long long>(visited), static_cast<unsigned long long>(work),
        static_cast<unsigned long long>(visitedWork), generator, visitor, generator / visitor);
    {
        const std::uint64_t yields = events;
        std::uint64_t bareSum = 0;
        const double bare = best(3, [&] {
            bareSum = 0;
            for (const BareEvent &event : bareStream(yields)) {
                bareSum += std::uint64_t(event.kind) * 3u + std::uint64_t(event.row) * 5u
                    + std::uint64_t(event.col) + event.work;
            }
        });
        const double perYield = bare / double(yields) * 1e9;
        const double perVisit = visitor / double(visited) * 1e9;
        std::printf("a bare coroutine yield costs %.1f ns (checksum %llu); the visitor spends %.1f "
                    "ns an event, so one resume per event could not beat a ratio of %.2f here "
                    "(the stream resumes once per block of events)\n",
            perYield, static_cast<unsigned long long>(bareSum), perVisit,
            (perVisit + perYield) / perVisit);
    }

    // 2b. The window's position applying every event of a run and undoing
    // it again (RunState: what stepping, seeking and going back cost).
    for (const nq::Algorithm algorithm : { nq::Algorithm::LockLines, nq::Algorithm::ForwardChecking }) {
        const int positionN = 10;
        std::vector<StepEvent> steps;
        std::vector<quint64> works;
        for (const nq::Event &event : nq::solve(algorithm, positionN)) {
            if (event.kind != nq::EventKind::Done) {
                steps.push_back(StepEvent::from(event));
                works.push_back(event.work);
            }
        }
        quint64 depthSum = 0;
        const double took = best(3, [&] {
            RunState state(positionN, algorithm);
            for (std::size_t i = 0; i < steps.size(); ++i) {
                state.apply(steps[i], works[i]);
                depthSum += quint64(state.counters().depth);
            }
            const StepEvent start;
            for (std::size_t i = steps.size(); i-- > 0;) {
                state.undo(steps[i], works[i] - (i > 0 ? works[i - 1] : 0), i > 0 ? steps[i - 1] : start);
                depthSum += quint64(state.counters().depth);
            }
        });
        std::printf("position %s %dx%d, %zu events applied and undone: %.1f ns per event applied "
                    "and undone (checksum %llu)\n",
            nq::algorithmInfo(algorithm).name.data(), positionN, positionN, steps.size(),
            took / double(steps.size()) * 1e9, static_cast<unsigned long long>(depthSum));
    }

    // 3. Enumerating and listing all solutions of 14x14.
    {
        const long before = residentKiB();
        SolutionStore store;
        QElapsedTimer clock;
        clock.start();
        QEventLoop loop;
        QObject::connect(&store, &SolutionStore::finished, &loop, &QEventLoop::quit);
        QTimer::singleShot(60000, &loop, &QEventLoop::quit);
        store.start(14, SolutionStore::Mode::All);
        loop.exec();
        const double took = seconds(clock);
        const long after = residentKiB();
        std::printf(
            "enumerate and list 14x14: %llu solutions in %.3f s, resident memory +%.1f MB   "
            "goal < 1 s and 32 MB\n",
            static_cast<unsigned long long>(store.size()), took, (after - before) / 1024.0);
    }

    // 4. The 92-board contact sheet as PDF.
    QTemporaryDir dir;
    {
        QList<QList<int>> boards;
        for (const std::vector<int> &s : nq::allSolutions(8)) {
            boards.append(QList<int>(s.begin(), s.end()));
        }
        QString error;
        const QString path = dir.filePath(QStringLiteral("sheet.pdf"));
        const double took = best(3, [&] {
            BoardExporter::writeSheet(path, BoardExporter::Format::Pdf, boards,
                QStringLiteral("8 queens: all 92 solutions"), 2400, &error);
        });
        std::printf("92-board PDF contact sheet (%d pages, %lld KB): %.3f s   goal < 1 s\n",
            BoardExporter::sheetPageCount(boards.size()), QFileInfo(path).size() / 1024, took);
    }

    // 5. Start-up: from starting the program to its first frame saved
    // (--screenshot grabs the window once it has painted, then quits).
    {
        const QString shot = dir.filePath(QStringLiteral("start.png"));
        const double took = best(3, [&] {
            QProcess process;
            process.start(QStringLiteral(NQ_VISUALIZER),
                { QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--screenshot"),
                    shot });
            process.waitForFinished(30000);
        });
        std::printf("start-up to the first painted frame, saved as PNG (process start to exit): "
                    "%.3f s   goal < 0.3 s\n",
            took);
    }

    // 6. One solution of 10^6 x 10^6: the formula, then min-conflicts from
    // seed 1, each judged by the linear validity check. Memory is the growth
    // of the peak resident size during the computation (the result included).
    {
        const int n = 1'000'000;
        const bool canReset = resetPeakResident();
        long before = canReset ? residentKiB() : -1;
        std::vector<int> columns;
        QElapsedTimer clock;
        clock.start();
        columns = nq::constructSolution(n);
        const double constructTook = seconds(clock);
        const QByteArray constructMemory = peakGrowth(before);
        clock.restart();
        bool valid = nq::isValidSolution(columns);
        const double checkTook = seconds(clock);
        std::printf("one %d (construct): %.3f s, peak resident %s; linear check %.3f s: %s   "
                    "goal: faster than min-conflicts\n",
            n, constructTook, constructMemory.constData(), checkTook, valid ? "valid" : "INVALID");
        columns = {};

        resetPeakResident();
        before = canReset ? residentKiB() : -1;
        clock.restart();
        const nq::MinConflictsResult result = nq::minConflictsSolution(n, 1);
        const double searchTook = seconds(clock);
        const QByteArray searchMemory = peakGrowth(before);
        clock.restart();
        valid = nq::isValidSolution(result.columns);
        const double searchCheckTook = seconds(clock);
        std::printf("one %d (min-conflicts, seed 1): %.3f s, %llu moves, %llu restarts, peak "
                    "resident %s; linear check %.3f s: %s   goal: a few seconds at most\n",
            n, searchTook, static_cast<unsigned long long>(result.moves),
            static_cast<unsigned long long>(result.restarts), searchMemory.constData(),
            searchCheckTook, valid ? "valid" : "INVALID");
    }

    // 6. Animations, as a user makes them: the nqueens process, start to exit.
    {
        QTemporaryDir folder;
        const auto exportTime = [&](const QStringList &arguments, const QString &file) {
            double took = -1;
            bool ok = true;
            took = best(3, [&] {
                QProcess process;
                process.start(QStringLiteral(NQ_CLI), arguments + QStringList { QStringLiteral("--output"), folder.filePath(file) });
                ok = process.waitForFinished(-1) && process.exitCode() == 0 && ok;
            });
            return ok ? took : -1.0;
        };
        const double gif = exportTime({ QStringLiteral("export"), QStringLiteral("4"),
                                          QStringLiteral("--animate") },
            QStringLiteral("4x4.gif"));
        std::printf("4x4 lock-lines, all 79 steps to GIF (480 px): %.3f s, %lld KB   goal < 1 s\n",
            gif, QFileInfo(folder.filePath(QStringLiteral("4x4.gif"))).size() / 1024);
        const quint64 first = RunFrames::firstSolutionStep(nq::Algorithm::LockLines, 8, nq::DefaultSeed, {});
        if (VideoEncoder::isAvailable()) {
            const double mp4 = exportTime({ QStringLiteral("export"), QStringLiteral("8"),
                                              QStringLiteral("--animate"), QStringLiteral("--to"),
                                              QString::number(first), QStringLiteral("--format"),
                                              QStringLiteral("mp4"), QStringLiteral("--pixels"),
                                              QStringLiteral("720") },
                QStringLiteral("8x8.mp4"));
            std::printf("8x8 lock-lines, steps 0 to %llu (first solution) to MP4 (720 px): %.2f s, "
                        "%lld KB   goal < 10 s\n",
                static_cast<unsigned long long>(first), mp4,
                QFileInfo(folder.filePath(QStringLiteral("8x8.mp4"))).size() / 1024);
        } else {
            std::printf("8x8 to MP4: not measured (ffmpeg is not installed)\n");
        }

        // A GIF streams into its file as it is encoded: the nqueens process
        // that films 2000 steps peaks at what one filming 200 does, while its
        // file is ten times larger. Each process's own peak, VmHWM read from
        // /proc while it runs (wait4's ru_maxrss would include this
        // process's size, which exec hands on to the child).
        const auto processPeak = [&](int steps, qint64 *bytes) -> long {
            const QString path = folder.filePath(QStringLiteral("steps-%1.gif").arg(steps));
            QProcess process;
            process.start(QStringLiteral(NQ_CLI),
                { QStringLiteral("export"), QStringLiteral("8"), QStringLiteral("--animate"),
                    QStringLiteral("--to"), QString::number(steps), QStringLiteral("--pixels"),
                    QStringLiteral("720"), QStringLiteral("--fps"), QStringLiteral("20"),
                    QStringLiteral("--output"), path });
            const QString status = QStringLiteral("/proc/%1/status").arg(process.processId());
            long peak = -1;
            while (!process.waitForFinished(20)) {
                QFile file(status);
                if (file.open(QIODevice::ReadOnly)) {
                    for (const QByteArray &line : file.readAll().split('\n')) {
                        if (line.startsWith("VmHWM:")) {
                            peak = std::max(peak, line.mid(6).trimmed().split(' ').constFirst().toLong());
                        }
                    }
                }
            }
            *bytes = QFileInfo(path).size();
            return process.exitCode() == 0 ? peak : -1;
        };
        qint64 shortBytes = 0;
        qint64 longBytes = 0;
        const long shortPeak = processPeak(200, &shortBytes);
        const long longPeak = processPeak(2000, &longBytes);
        std::printf("8x8 to GIF at 720 px, process peak: 200 steps %.1f MB (file %.1f MB), 2000 "
                    "steps %.1f MB (file %.1f MB): ratio %.2f   goal < 1.5 (flat: the file is not kept in memory)\n",
            shortPeak / 1024.0, shortBytes / 1048576.0, longPeak / 1024.0, longBytes / 1048576.0,
            shortPeak > 0 ? double(longPeak) / double(shortPeak) : 0.0);
    }
    return 0;
}
