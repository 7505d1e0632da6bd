// SPDX-License-Identifier: MIT
#include "solver/counter.h"
#include "solver/patternsieve.h"
#include "solver/quadrantsearch.h"
#include "solver/quadranttable.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <random>
#include <stdexcept>
#include <stop_token>
#include <thread>
#include <vector>

using namespace std::chrono_literals;

namespace {

// Known counts, from the OEIS: A000170 (all solutions) and A002562
// (fundamental solutions, i.e. classes under the 8 symmetries of the square).
// https://oeis.org/A000170 and https://oeis.org/A002562; index n - 1.
constexpr quint64 AllSolutions[] = { 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712,
    365596, 2279184, 14772512, 95815104, 666090624, 4968057848, 39029188884 };
constexpr quint64 FundamentalSolutions[] = { 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233,
    45752, 285053, 1846955, 11977939, 83263591, 621012754, 4878666808 };

// How long a stopped count may take to return before the test calls it one
// that ignores the stop: loose enough for a sanitizer build on a loaded
// machine (it returns within milliseconds), short of a whole count of
// 20 x 20 (a minute in a release build).
constexpr auto StopGuard = 30s;

using Kernel = nq::PatternSieve::Kernel;
constexpr Kernel Kernels[] = { Kernel::Plain, Kernel::Popcnt, Kernel::Avx2, Kernel::Avx512 };

// The placements of `rows` and `cols` of a size x size square, by plain
// recursion over the squares of the rows: what QuadrantTable lists.
void referencePlacements(int size, std::uint32_t rows, std::uint32_t cols, int row,
    std::uint32_t usedCols, std::uint64_t masks, std::vector<std::uint64_t> &out)
{
    if (row == size) {
        if (usedCols == cols) {
            out.push_back(masks);
        }
        return;
    }
    if (((rows >> row) & 1u) == 0) {
        referencePlacements(size, rows, cols, row + 1, usedCols, masks, out);
        return;
    }
    for (int col = 0; col < size; ++col) {
        if (((cols >> col) & 1u) == 0 || ((usedCols >> col) & 1u) != 0) {
            continue;
        }
        bool attacked = false;
        for (int r = 0; r < row; ++r) {
            for (int c = 0; c < size; ++c) {
                // A queen of an earlier row sits at (r, c) when both its
                // diagonals' bits are set and its column is used: compare
                // squares, not bits, so the test does not share the
                // table's encoding.
                const bool queen = ((rows >> r) & 1u) != 0 && ((usedCols >> c) & 1u) != 0
                    && ((masks >> (r - c + size - 1)) & 1u) != 0
                    && ((masks >> (32 + r + c)) & 1u) != 0;
                if (queen && (r - c == row - col || r + c == row + col)) {
                    attacked = true;
                }
            }
        }
        if (!attacked) {
            referencePlacements(size, rows, cols, row + 1, usedCols | (1u << col),
                masks | (std::uint64_t(1) << (row - col + size - 1))
                    | (std::uint64_t(1) << (32 + row + col)),
                out);
        }
    }
}

// The quadrant method's total over its row sets, on one thread.
quint64 quadrantCount(int n, const nq::QuadrantSettings &settings)
{
    const std::atomic<bool> stop { false };
    const nq::QuadrantTable table(nq::QuadrantSearch::tableSize(n), stop);
    nq::QuadrantSearch search(n, table, settings);
    quint64 total = 0;
    for (const nq::QuadrantSearch::RowSet &rows : nq::QuadrantSearch::rowSets(n)) {
        bool stopped = false;
        total += search.count(rows.east, stop, stopped) * quint64(rows.weight);
        if (stopped) {
            return 0;
        }
    }
    return total;
}

struct ProgressCall
{
    double fraction;
    double secondsLeft;
    std::thread::id thread;
};

} // namespace

class TestCounter : public QObject
{
    Q_OBJECT

private slots:
    void allSolutions_data();
    void allSolutions();
    void fundamentalSolutions_data();
    void fundamentalSolutions();
    void threadCountsAgree_data();
    void threadCountsAgree();
    void usesRequestedThreads();
    void progressOnCallingThread();
    void cancellation_data();
    void cancellation();
    void stopRequestedBeforeStart();
    void invalidSize_data();
    void invalidSize();
    void quadrantTable_data();
    void quadrantTable();
    void rowSets_data();
    void rowSets();
    void patternSieve_data();
    void patternSieve();
    void quadrantSearch_data();
    void quadrantSearch();
    void quadrantSearchStops();
};

void TestCounter::allSolutions_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<quint64>("expected");
    // Up to 11 by edge tasks, from 12 by quadrants: 16 and 17 run the
    // quadrant method's even and odd n on the task pool.
    for (int n = 1; n <= 17; ++n) {
        QTest::addRow("n=%d", n) << n << AllSolutions[n - 1];
    }
}

void TestCounter::allSolutions()
{
    QFETCH(int, n);
    QFETCH(quint64, expected);
    const nq::CountResult result = nq::countSolutions(n);
    QVERIFY(result.complete);
    QCOMPARE(quint64(result.solutions), expected);
    QVERIFY(result.threads >= 1);
    QVERIFY(result.seconds >= 0.0);
}

void TestCounter::fundamentalSolutions_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<quint64>("expected");
    for (int n = 1; n <= 16; ++n) {
        QTest::addRow("n=%d", n) << n << FundamentalSolutions[n - 1];
    }
}

void TestCounter::fundamentalSolutions()
{
    QFETCH(int, n);
    QFETCH(quint64, expected);
    const nq::CountResult result = nq::countSolutions(n);
    QVERIFY(result.complete);
    QCOMPARE(quint64(result.fundamental), expected);
}

void TestCounter::threadCountsAgree_data()
{
    QTest::addColumn<int>("n");
    for (int n = 10; n <= 12; ++n) {
        QTest::addRow("n=%d", n) << n;
    }
}

void TestCounter::threadCountsAgree()
{
    QFETCH(int, n);
    nq::CountOptions one;
    one.threads = 1;
    nq::CountOptions two;
    two.threads = 2;
    const nq::CountResult a = nq::countSolutions(n, one);
    const nq::CountResult b = nq::countSolutions(n, two);
    QVERIFY(a.complete);
    QVERIFY(b.complete);
    QCOMPARE(a.threads, 1);
    QCOMPARE(b.threads, 2);
    QCOMPARE(a.solutions, b.solutions);
    QCOMPARE(a.fundamental, b.fundamental);
    QCOMPARE(quint64(a.solutions), AllSolutions[n - 1]);
    QCOMPARE(quint64(a.fundamental), FundamentalSolutions[n - 1]);
}

void TestCounter::usesRequestedThreads()
{
    // n = 12 has far more tasks than threads, so none is dropped.
    nq::CountOptions three;
    three.threads = 3;
    QCOMPARE(nq::countSolutions(12, three).threads, 3);
    const int hardware = std::max(1, int(std::thread::hardware_concurrency()));
    QCOMPARE(nq::countSolutions(12).threads, hardware);
}

void TestCounter::progressOnCallingThread()
{
    std::vector<ProgressCall> calls;
    nq::CountOptions options;
    options.threads = 2;
    options.progressIntervalMs = 5;
    options.progress = [&calls](double fraction, double secondsLeft) {
        calls.push_back({ fraction, secondsLeft, std::this_thread::get_id() });
    };
    // Long enough for several intervals even on a fast machine.
    const nq::CountResult result = nq::countSolutions(15, options);
    QVERIFY(result.complete);
    QCOMPARE(quint64(result.solutions), AllSolutions[14]);

    QVERIFY2(calls.size() >= 2, "expected progress during the count and once at the end");
    const std::thread::id self = std::this_thread::get_id();
    double previous = 0.0;
    for (const ProgressCall &call : calls) {
        QVERIFY(call.thread == self);
        QVERIFY(call.fraction >= 0.0);
        QVERIFY(call.fraction <= 1.0);
        QVERIFY(call.fraction >= previous);
        if (call.fraction > 0.0) {
            QVERIFY(call.secondsLeft >= 0.0);
        }
        previous = call.fraction;
    }
    QCOMPARE(calls.back().fraction, 1.0);
    QCOMPARE(calls.back().secondsLeft, 0.0);
    // Only the last call reports the end.
    QVERIFY(std::count_if(calls.begin(), calls.end(), [](const ProgressCall &call) {
        return call.fraction == 1.0 && call.secondsLeft == 0.0;
    }) == 1);
}

void TestCounter::cancellation_data()
{
    QTest::addColumn<int>("n");
    // n = 27: a single task of the full count takes hours, so only the checks
    // inside the search can stop it in time.
    QTest::newRow("n=20") << 20;
    QTest::newRow("n=27") << 27;
}

void TestCounter::cancellation()
{
    QFETCH(int, n);
    using Clock = std::chrono::steady_clock;
    nq::CountResult result;
    Clock::time_point returned;
    std::vector<ProgressCall> calls;
    std::atomic<bool> underWay = false;
    {
        std::jthread worker([&](std::stop_token token) {
            nq::CountOptions options;
            options.progress = [&calls, &underWay](double fraction, double secondsLeft) {
                calls.push_back({ fraction, secondsLeft, std::this_thread::get_id() });
                underWay = true;
            };
            result = nq::countSolutions(n, options, token);
            returned = Clock::now();
        });
        // Stopped mid-count: once the first progress report says that its
        // workers are under way (reports come from inside the pool's run),
        // however long a loaded machine takes to get there.
        const Clock::time_point giveUp = Clock::now() + StopGuard;
        while (!underWay && Clock::now() < giveUp) {
            std::this_thread::sleep_for(1ms);
        }
        QVERIFY2(underWay, "no progress report from the count");
        const Clock::time_point requested = Clock::now();
        worker.request_stop();
        worker.join();
        const auto latency = std::chrono::duration<double, std::milli>(returned - requested);
        qInfo("cancellation latency: %.3f ms", latency.count());
        // A guard against a count that ignores the stop, not a speed target:
        // a sanitizer build on a loaded machine has taken 205 ms for what
        // takes 2 ms in a release build.
        QVERIFY2(latency < StopGuard, "countSolutions did not return after request_stop()");
    }
    QVERIFY(!result.complete);
    QVERIFY(result.threads >= 1);
    if (n == 20) {
        QVERIFY(result.solutions < AllSolutions[19]);
    }
    // A stopped count never reports the end.
    for (const ProgressCall &call : calls) {
        QVERIFY(call.fraction < 1.0);
    }
}

void TestCounter::stopRequestedBeforeStart()
{
    std::stop_source source;
    source.request_stop();
    const auto start = std::chrono::steady_clock::now();
    const nq::CountResult result = nq::countSolutions(20, {}, source.get_token());
    // Returns at once; the guard only tells that from a whole count.
    QVERIFY(std::chrono::steady_clock::now() - start < StopGuard);
    QVERIFY(!result.complete);
}

void TestCounter::invalidSize_data()
{
    QTest::addColumn<int>("n");
    QTest::newRow("0") << 0;
    QTest::newRow("-1") << -1;
    QTest::newRow("28") << 28;
    QTest::newRow("32") << 32;
}

void TestCounter::invalidSize()
{
    QFETCH(int, n);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, nq::countSolutions(n));
}

void TestCounter::quadrantTable_data()
{
    QTest::addColumn<int>("size");
    for (int size = 1; size <= 6; ++size) {
        QTest::addRow("%dx%d", size, size) << size;
    }
}

void TestCounter::quadrantTable()
{
    QFETCH(int, size);
    const std::atomic<bool> stop { false };
    const nq::QuadrantTable table(size, stop);
    QVERIFY(!table.stopped());
    std::size_t total = 0;
    for (std::uint32_t rows = 0; rows < (1u << size); ++rows) {
        for (std::uint32_t cols = 0; cols < (1u << size); ++cols) {
            std::vector<std::uint64_t> expected;
            if (std::popcount(rows) == std::popcount(cols)) {
                referencePlacements(size, rows, cols, 0, 0, 0, expected);
            }
            const auto span = table.placements(rows, cols);
            std::vector<std::uint64_t> actual(span.begin(), span.end());
            std::sort(expected.begin(), expected.end());
            std::sort(actual.begin(), actual.end());
            QCOMPARE(actual, expected);
            total += actual.size();
        }
    }
    QCOMPARE(table.placementCount(), total);
}

void TestCounter::rowSets_data()
{
    QTest::addColumn<int>("n");
    for (int n = 1; n <= 20; ++n) {
        QTest::addRow("n=%d", n) << n;
    }
}

void TestCounter::rowSets()
{
    // Every set of n / 2 (rounded down) east rows is counted exactly once:
    // by itself or by its upside-down image, weight 2.
    QFETCH(int, n);
    const int east = n / 2;
    std::vector<int> seen(std::size_t(1) << n, 0);
    const auto reversed = [n](std::uint32_t rows) {
        std::uint32_t out = 0;
        for (int r = 0; r < n; ++r) {
            out |= ((rows >> r) & 1u) << (n - 1 - r);
        }
        return out;
    };
    for (const nq::QuadrantSearch::RowSet &set : nq::QuadrantSearch::rowSets(n)) {
        QCOMPARE(std::popcount(set.east), east);
        const std::uint32_t mirror = reversed(set.east);
        QCOMPARE(set.weight, mirror == set.east ? 1 : 2);
        ++seen[set.east];
        if (mirror != set.east) {
            ++seen[mirror];
        }
    }
    for (std::uint32_t rows = 0; rows < (1u << n); ++rows) {
        QCOMPARE(seen[rows], std::popcount(rows) == east ? 1 : 0);
    }
}

void TestCounter::patternSieve_data()
{
    QTest::addColumn<int>("kernel");
    QTest::addColumn<int>("bits");
    QTest::addColumn<int>("patterns");
    QTest::addColumn<int>("chunkBits");
    QTest::addColumn<int>("minBlock");
    for (const Kernel kernel : Kernels) {
        if (!nq::PatternSieve::supported(kernel)) {
            qInfo("kernel %s: not on this CPU", nq::PatternSieve::name(kernel));
            continue;
        }
        const char *name = nq::PatternSieve::name(kernel);
        // Full blocks, a partial one, a left-over kept plain, none at all;
        // unrolled chunk counts (4, 5, 6) and others (1, 2, 7, 12).
        QTest::addRow("%s 34 bits, 1300, chunk 7", name) << int(kernel) << 34 << 1300 << 7 << 16;
        QTest::addRow("%s 34 bits, 1300, chunk 6", name) << int(kernel) << 34 << 1300 << 6 << 16;
        QTest::addRow("%s 38 bits, 1030, chunk 8", name) << int(kernel) << 38 << 1030 << 8 << 16;
        QTest::addRow("%s 30 bits, 700, chunk 5", name) << int(kernel) << 30 << 700 << 5 << 512;
        QTest::addRow("%s 24 bits, 512, chunk 3", name) << int(kernel) << 24 << 512 << 3 << 1;
        QTest::addRow("%s 8 bits, 200, chunk 8", name) << int(kernel) << 8 << 200 << 8 << 1;
        QTest::addRow("%s 10 bits, 3, chunk 5", name) << int(kernel) << 10 << 3 << 5 << 1;
        QTest::addRow("%s 34 bits, 0", name) << int(kernel) << 34 << 0 << 7 << 16;
        QTest::addRow("%s 60 bits, 600, chunk 5", name) << int(kernel) << 60 << 600 << 5 << 16;
    }
}

void TestCounter::patternSieve()
{
    QFETCH(int, kernel);
    QFETCH(int, bits);
    QFETCH(int, patterns);
    QFETCH(int, chunkBits);
    QFETCH(int, minBlock);
    // Sparse and dense patterns both, so that the counts are neither all
    // nor nothing; items with weights 1 to 8.
    std::mt19937_64 random(std::uint64_t(bits * 1000 + patterns));
    const std::uint64_t mask = bits == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << bits) - 1;
    const auto draw = [&] {
        const std::uint64_t a = random(), b = random();
        return (random() % 2 == 0 ? a & b : a & b & random()) & mask;
    };
    std::vector<std::uint64_t> set(static_cast<std::size_t>(patterns));
    for (std::uint64_t &p : set) {
        p = draw();
    }
    std::vector<std::uint64_t> items(300);
    for (std::uint64_t &item : items) {
        item = draw() | (random() % 4) << nq::PatternSieve::WeightShift;
    }
    nq::PatternSieve sieve(chunkBits, minBlock, Kernel(kernel));
    sieve.assign(set, bits);
    QCOMPARE(sieve.size(), set.size());
    quint64 expected = 0;
    for (const std::uint64_t item : items) {
        quint64 hits = 0;
        for (const std::uint64_t p : set) {
            hits += (p & item & mask) == 0 ? 1 : 0;
        }
        expected += hits << (item >> nq::PatternSieve::WeightShift);
    }
    QVERIFY(patterns == 0 || expected > 0);
    QCOMPARE(quint64(sieve.count(items)), expected);
    // Counting in parts adds up to the same.
    const std::span<const std::uint64_t> all(items);
    QCOMPARE(quint64(sieve.count(all.first(100)) + sieve.count(all.subspan(100))), expected);
}

void TestCounter::quadrantSearch_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("kernel");
    QTest::addColumn<int>("chunkBits");
    QTest::addColumn<int>("minBlock");
    QTest::addColumn<int>("cutBits");
    QTest::addColumn<int>("itemSlice");
    const nq::QuadrantSettings defaults;
    // Every board up to 13 with the settings countSolutions() uses; then
    // each other setting on boards of both parities.
    for (int n = 1; n <= 13; ++n) {
        QTest::addRow("n=%d", n) << n << int(Kernel::Best) << defaults.chunkBits
                                 << defaults.minBlock << defaults.cutBits << defaults.itemSlice;
    }
    for (const int n : { 12, 13 }) {
        for (const Kernel kernel : Kernels) {
            if (nq::PatternSieve::supported(kernel)) {
                QTest::addRow("n=%d %s", n, nq::PatternSieve::name(kernel))
                    << n << int(kernel) << defaults.chunkBits << defaults.minBlock
                    << defaults.cutBits << defaults.itemSlice;
            }
        }
        for (int cuts = 1; cuts <= nq::QuadrantSearch::MaxCuts; ++cuts) {
            QTest::addRow("n=%d cuts %d", n, cuts) << n << int(Kernel::Best) << defaults.chunkBits
                                                   << defaults.minBlock << cuts << defaults.itemSlice;
        }
        QTest::addRow("n=%d chunk 2, slices of 7", n)
            << n << int(Kernel::Best) << 2 << defaults.minBlock << defaults.cutBits << 7;
        QTest::addRow("n=%d all plain", n)
            << n << int(Kernel::Best) << defaults.chunkBits << 512 << defaults.cutBits << 1000;
        QTest::addRow("n=%d all blocks", n)
            << n << int(Kernel::Best) << defaults.chunkBits << 1 << 2 << defaults.itemSlice;
    }
}

void TestCounter::quadrantSearch()
{
    QFETCH(int, n);
    QFETCH(int, kernel);
    QFETCH(int, chunkBits);
    QFETCH(int, minBlock);
    QFETCH(int, cutBits);
    QFETCH(int, itemSlice);
    nq::QuadrantSettings settings;
    settings.kernel = Kernel(kernel);
    settings.chunkBits = chunkBits;
    settings.minBlock = minBlock;
    settings.cutBits = cutBits;
    settings.itemSlice = itemSlice;
    QCOMPARE(quadrantCount(n, settings), AllSolutions[n - 1]);
}

void TestCounter::quadrantSearchStops()
{
    // A stop flag already set: the table stops, and so does a search on a
    // table that was complete.
    const std::atomic<bool> stopped { true };
    const nq::QuadrantTable empty(8, stopped);
    QVERIFY(empty.stopped());
    const std::atomic<bool> go { false };
    const nq::QuadrantTable table(8, go);
    QVERIFY(!table.stopped());
    nq::QuadrantSearch search(16, table);
    const auto sets = nq::QuadrantSearch::rowSets(16);
    bool wasStopped = false;
    QCOMPARE(search.count(sets[sets.size() / 2].east, stopped, wasStopped), std::uint64_t(0));
    QVERIFY(wasStopped);
}

QTEST_APPLESS_MAIN(TestCounter)

#include "tst_counter.moc"
