// SPDX-License-Identifier: MIT
#include "solver/counter.h"

#include <QTest>

#include <algorithm>
#include <chrono>
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
};

void TestCounter::allSolutions_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<quint64>("expected");
    for (int n = 1; n <= 15; ++n) {
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
    for (int n = 1; n <= 13; ++n) {
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
    {
        std::jthread worker([&](std::stop_token token) {
            nq::CountOptions options;
            options.progress = [&calls](double fraction, double secondsLeft) {
                calls.push_back({ fraction, secondsLeft, std::this_thread::get_id() });
            };
            result = nq::countSolutions(n, options, token);
            returned = Clock::now();
        });
        std::this_thread::sleep_for(300ms);
        const Clock::time_point requested = Clock::now();
        worker.request_stop();
        worker.join();
        const auto latency = std::chrono::duration<double, std::milli>(returned - requested);
        qInfo("cancellation latency: %.3f ms", latency.count());
        QVERIFY2(latency < 100ms, "countSolutions took too long to return after request_stop()");
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
    QVERIFY(std::chrono::steady_clock::now() - start < 1s);
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

QTEST_APPLESS_MAIN(TestCounter)

#include "tst_counter.moc"
