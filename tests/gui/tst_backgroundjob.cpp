// SPDX-License-Identifier: MIT
// BackgroundJob: results arrive on the owner's thread, only the job started
// last delivers, cancel() and destruction stop and join without delivering,
// and progress coalesces into one pending delivery.
#include "common/backgroundjob.h"
#include "support/wait.h"

#include <QElapsedTimer>
#include <QList>
#include <QThread>
#include <QtTest>

#include <atomic>
#include <chrono>
#include <memory>
#include <thread>

namespace {

using IntJob = BackgroundJob<int, int>;

// Waits, without running the event loop, until `flag` is set by a job's
// thread; false only after the hang guard (a loaded machine may start the
// thread late).
bool spinUntil(const std::atomic<bool> &flag)
{
    QElapsedTimer clock;
    clock.start();
    while (!flag.load()) {
        if (clock.elapsed() > nqtest::HangGuardMs) {
            return false;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return true;
}

// Runs until stopped; says that it started (once its first report is
// stored, so that a progress delivery is queued by then), and that it saw
// the stop.
IntJob::Job untilStopped(std::atomic<bool> &started, std::atomic<bool> &stopped)
{
    return [&started, &stopped](std::stop_token stop, const IntJob::Report &report) {
        int i = 0;
        report(++i);
        started = true;
        while (!stop.stop_requested()) {
            report(++i);
            std::this_thread::sleep_for(std::chrono::microseconds(200));
        }
        stopped = true;
        return std::optional<int>(-1);
    };
}

// What a job's callbacks saw, on which thread.
struct Recorder
{
    QList<int> results;
    QList<int> progress;
    QList<bool> onOwnerThread;
    QList<char> order; // 'p' for progress, 'r' for a result

    IntJob::ResultHandler onResult()
    {
        return [this](int result) {
            results << result;
            order << 'r';
            onOwnerThread << (QThread::currentThread() == qApp->thread());
        };
    }
    IntJob::ProgressHandler onProgress()
    {
        return [this](int value) {
            progress << value;
            order << 'p';
            onOwnerThread << (QThread::currentThread() == qApp->thread());
        };
    }
};

// An owner whose callbacks write into itself, as the window's classes do.
class Owner : public QObject
{
public:
    explicit Owner(std::atomic<int> &calls)
        : m_calls(calls)
        , m_job([this](int) { touch(); }, [this](int) { touch(); })
    { }
    IntJob &job() { return m_job; }

private:
    void touch()
    {
        ++m_touched; // a use after free here is what ASan would report
        ++m_calls;
    }

    std::atomic<int> &m_calls;
    int m_touched = 0;
    IntJob m_job;
};

// Counts the queued calls the event loop delivers, to any object.
class QueuedCallCounter : public QObject
{
public:
    QueuedCallCounter() { qApp->installEventFilter(this); }
    ~QueuedCallCounter() override { qApp->removeEventFilter(this); }
    int calls = 0;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        calls += event->type() == QEvent::MetaCall ? 1 : 0;
        return false;
    }
};

} // namespace

class TestBackgroundJob : public QObject
{
    Q_OBJECT

private slots:
    void resultArrivesOnOwnersThread();
    void staleResultsAreDropped_data();
    void staleResultsAreDropped();
    void nothingToDeliverEndsTheRun();
    void cancelStopsJoinsAndDropsTheResult_data();
    void cancelStopsJoinsAndDropsTheResult();
    void destructionJoinsWithoutDelivering_data();
    void destructionJoinsWithoutDelivering();
    void progressCoalesces_data();
    void progressCoalesces();
    void callbackMayStartTheNextJob();
};

void TestBackgroundJob::resultArrivesOnOwnersThread()
{
    Recorder recorder;
    IntJob job(recorder.onResult(), recorder.onProgress());
    std::atomic<bool> jobOnOwnerThread = true;
    job.start([&](std::stop_token, const IntJob::Report &report) {
        jobOnOwnerThread = QThread::currentThread() == qApp->thread();
        report(7);
        return std::optional<int>(42);
    });
    QVERIFY(job.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!job.isRunning(), nqtest::HangGuardMs);
    QVERIFY(!jobOnOwnerThread.load());
    QCOMPARE(recorder.results, QList<int>({ 42 }));
    QCOMPARE(recorder.progress, QList<int>({ 7 }));
    QCOMPARE(recorder.order, QList<char>({ 'p', 'r' }));
    QVERIFY(!recorder.onOwnerThread.contains(false));
}

void TestBackgroundJob::staleResultsAreDropped_data()
{
    QTest::addColumn<int>("starts");
    QTest::addColumn<bool>("finishBeforeNext"); // the older result is stored when superseded

    QTest::newRow("two, superseded while running") << 2 << false;
    QTest::newRow("five, superseded while running") << 5 << false;
    QTest::newRow("two, superseded when finished") << 2 << true;
    QTest::newRow("five, superseded when finished") << 5 << true;
}

void TestBackgroundJob::staleResultsAreDropped()
{
    QFETCH(int, starts);
    QFETCH(bool, finishBeforeNext);

    Recorder recorder;
    IntJob job(recorder.onResult(), recorder.onProgress());
    const auto finished = std::make_unique<std::atomic<bool>[]>(size_t(starts + 1));
    for (int i = 1; i <= starts; ++i) {
        std::atomic<bool> &done = finished[size_t(i)];
        const bool last = i == starts;
        job.start(
            [i, last, finishBeforeNext, &done](std::stop_token stop, const IntJob::Report &report) {
                report(i * 10);
                while (!last && !finishBeforeNext && !stop.stop_requested()) {
                    std::this_thread::sleep_for(std::chrono::microseconds(100));
                }
                done = true;
                // Even a superseded job returns a result: it must be dropped.
                return std::optional<int>(i);
            });
        // No event is processed before the last job has finished, so every
        // older result was stored (or about to be) when the next start() came.
        if (finishBeforeNext || last) {
            QVERIFY(spinUntil(done));
        }
    }
    for (int i = 1; i <= starts; ++i) {
        QVERIFY(finished[size_t(i)].load()); // every older job was joined
    }
    QTRY_VERIFY_WITH_TIMEOUT(!job.isRunning(), nqtest::HangGuardMs);
    // Every older job was joined: anything it queued was posted before this.
    QVERIFY(nqtest::handlePostedEvents());
    QCOMPARE(recorder.results, QList<int>({ starts }));
    QCOMPARE(recorder.progress, QList<int>({ starts * 10 }));
}

void TestBackgroundJob::nothingToDeliverEndsTheRun()
{
    Recorder recorder;
    IntJob job(recorder.onResult(), recorder.onProgress());
    job.start([](std::stop_token, const IntJob::Report &) { return std::optional<int>(); });
    QTRY_VERIFY_WITH_TIMEOUT(!job.isRunning(), nqtest::HangGuardMs);
    QVERIFY(recorder.results.isEmpty());
}

void TestBackgroundJob::cancelStopsJoinsAndDropsTheResult_data()
{
    QTest::addColumn<bool>("waitForProgress"); // a progress delivery is queued when cancelled

    QTest::newRow("while it starts") << false;
    QTest::newRow("with progress queued") << true;
}

void TestBackgroundJob::cancelStopsJoinsAndDropsTheResult()
{
    QFETCH(bool, waitForProgress);

    Recorder recorder;
    IntJob job(recorder.onResult(), recorder.onProgress());
    std::atomic<bool> started = false;
    std::atomic<bool> stopped = false;
    job.start(untilStopped(started, stopped));
    if (waitForProgress) {
        QVERIFY(spinUntil(started)); // its first report is queued for delivery
    }
    job.cancel();
    QVERIFY(!job.isRunning());
    // Joined: the job saw the stop (if it started at all) before cancel() returned.
    QCOMPARE(stopped.load(), started.load());
    // Anything the joined job queued was posted before this.
    QVERIFY(nqtest::handlePostedEvents());
    QVERIFY(recorder.results.isEmpty());
    QVERIFY(recorder.progress.isEmpty());
    job.cancel(); // nothing running: harmless
    QVERIFY(!job.isRunning());
}

void TestBackgroundJob::destructionJoinsWithoutDelivering_data()
{
    QTest::addColumn<bool>("finished"); // the job has stored its result already

    QTest::newRow("job running") << false;
    QTest::newRow("result queued") << true;
}

void TestBackgroundJob::destructionJoinsWithoutDelivering()
{
    QFETCH(bool, finished);

    std::atomic<int> calls = 0;
    std::atomic<bool> started = false;
    std::atomic<bool> stopped = false;
    auto owner = std::make_unique<Owner>(calls);
    if (finished) {
        owner->job().start([&](std::stop_token, const IntJob::Report &report) {
            report(1);
            stopped = true;
            return std::optional<int>(2);
        });
        QVERIFY(spinUntil(stopped)); // its progress and result are stored, not delivered
    } else {
        owner->job().start(untilStopped(started, stopped));
        QVERIFY(spinUntil(started));
    }
    owner.reset(); // stops and joins: `stopped` is set once this returns
    QVERIFY(stopped.load());
    // A delivery still queued would run here, on a freed owner.
    QVERIFY(nqtest::handlePostedEvents());
    QCOMPARE(calls.load(), 0);
}

void TestBackgroundJob::progressCoalesces_data()
{
    QTest::addColumn<int>("reports");

    QTest::newRow("1") << 1;
    QTest::newRow("1000") << 1000;
    QTest::newRow("100000") << 100000;
}

void TestBackgroundJob::progressCoalesces()
{
    QFETCH(int, reports);

    Recorder recorder;
    IntJob job(recorder.onResult(), recorder.onProgress());
    std::atomic<bool> finished = false;
    job.start([&finished, reports](std::stop_token, const IntJob::Report &report) {
        for (int i = 1; i <= reports; ++i) {
            report(i);
        }
        finished = true;
        return std::optional<int>(reports);
    });
    // The owner's thread is busy while the job reports: one delivery is
    // queued however many reports there were, carrying the latest value.
    QVERIFY(spinUntil(finished));
    QueuedCallCounter queued;
    QTRY_VERIFY_WITH_TIMEOUT(!job.isRunning(), nqtest::HangGuardMs);
    QCOMPARE(queued.calls, 1); // progress and result together, in one queued call
    QCOMPARE(recorder.progress, QList<int>({ reports }));
    QCOMPARE(recorder.results, QList<int>({ reports }));
    QCOMPARE(recorder.order, QList<char>({ 'p', 'r' }));

    // With the owner's thread free, deliveries keep up as they can: in order,
    // never more than the reports, the last value last, the result after it.
    Recorder live;
    IntJob liveJob(live.onResult(), live.onProgress());
    liveJob.start([reports](std::stop_token, const IntJob::Report &report) {
        for (int i = 1; i <= reports; ++i) {
            report(i);
            if (i % 100 == 0) {
                std::this_thread::yield();
            }
        }
        return std::optional<int>(reports);
    });
    // 100,000 reports, each a chance for a delivery: a bound for a loaded
    // machine (it took 5.1 s there with four builds running), not a timing.
    QTRY_VERIFY_WITH_TIMEOUT(!liveJob.isRunning(), nqtest::HangGuardMs);
    QVERIFY(!live.progress.isEmpty());
    QVERIFY(live.progress.size() <= reports);
    QCOMPARE(live.progress.last(), reports);
    QVERIFY(std::is_sorted(live.progress.cbegin(), live.progress.cend()));
    QCOMPARE(live.order.last(), 'r');
    QCOMPARE(live.results, QList<int>({ reports }));
}

void TestBackgroundJob::callbackMayStartTheNextJob()
{
    QList<int> results;
    std::unique_ptr<IntJob> job;
    const auto step = [](int value) {
        return
            [value](std::stop_token, const IntJob::Report &) { return std::optional<int>(value); };
    };
    job = std::make_unique<IntJob>([&](int result) {
        results << result;
        if (result < 3) {
            job->start(step(result + 1));
        }
    });
    job->start(step(1));
    QTRY_COMPARE_WITH_TIMEOUT(results, QList<int>({ 1, 2, 3 }), nqtest::HangGuardMs);
    QTRY_VERIFY_WITH_TIMEOUT(!job->isRunning(), nqtest::HangGuardMs);
}

QTEST_MAIN(TestBackgroundJob)
#include "tst_backgroundjob.moc"
