// SPDX-License-Identifier: MIT
#include "run/solverworker.h"
#include "support/algorithmrows.h"
#include "support/wait.h"

#include <QRegularExpression>
#include <QPointer>
#include <QTest>
#include <QThread>

#include <atomic>

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

namespace {

// Records, on the GUI thread, the worker's signals in the order they arrive
// (QSignalSpy is not thread-safe in Qt 6.4, so observe through queued slots).
class Relay : public QObject
{
public:
    struct Record
    {
        nq::EventKind kind;
        int row = -1;
        int col = -1;
        int byRow = -1;
        int byCol = -1;
        int line = 0;
        quint64 index = 0;
        QList<int> columns {};
    };

    explicit Relay(SolverWorker *worker)
    {
        connect(worker, &SolverWorker::stepped, this, [this](const StepEvent &event) {
            QVERIFY(QThread::currentThread() == thread());
            stepped.append(event);
        });
        connect(worker, &SolverWorker::queenPlaced, this, [this](int r, int c) {
            add({ nq::EventKind::Place, r, c });
        });
        connect(worker, &SolverWorker::queenRemoved, this, [this](int r, int c) {
            add({ nq::EventKind::Remove, r, c });
        });
        connect(worker, &SolverWorker::squareRejected, this,
            [this](int r, int c, int br, int bc, int line) {
                add({ nq::EventKind::Reject, r, c, br, bc, line });
            });
        connect(worker, &SolverWorker::solutionFound, this,
            [this](quint64 index, const QList<int> &columns) {
                Record record { nq::EventKind::Solution };
                record.index = index;
                record.columns = columns;
                add(record);
            });
        connect(worker, &SolverWorker::eventsReady, this, [this](const QList<StepEvent> &events) {
            for (const StepEvent &event : events) {
                Record record { event.kind, event.row, event.col, event.byRow, event.byCol,
                    event.line };
                record.index = event.index;
                record.columns = event.columns;
                add(record);
            }
            ++lists;
        });
        connect(worker, &SolverWorker::finished, this, [this](const nq::Stats &stats) {
            add({ nq::EventKind::Done });
            this->stats = stats;
        });
        connect(
            worker, &SolverWorker::batchFinished, this, [this](quint64, int emitted, bool done) {
                ++batches;
                lastBatch = emitted;
                finished = done;
                QVERIFY(QThread::currentThread() == thread());
            });
    }
    void add(const Record &record)
    {
        QVERIFY(QThread::currentThread() == thread());
        records.append(record);
    }

    QList<Record> records;
    QList<StepEvent> stepped; // every event of the batches asked for one by one
    nq::Stats stats;
    int batches = 0;
    int lists = 0;
    int lastBatch = 0;
    bool finished = false;
};

struct WorkerThread
{
    QThread thread;
    // Deleted on its thread when the thread finishes (a test may stop it first).
    QPointer<SolverWorker> worker;
    WorkerThread(nq::Algorithm algorithm, int n)
        : worker(new SolverWorker(algorithm, n))
    {
        worker->moveToThread(&thread);
        QObject::connect(&thread, &QThread::finished, worker, &QObject::deleteLater);
        thread.start();
    }
    ~WorkerThread()
    {
        if (worker) {
            worker->cancel();
        }
        thread.quit();
        thread.wait();
    }
    void advance(int count, bool stopAtSolution = false, bool asList = false)
    {
        SolverWorker *w = worker;
        QMetaObject::invokeMethod(
            w, [w, count, stopAtSolution, asList] { w->advance(count, stopAtSolution, asList); });
    }
};

} // namespace

class TestSolverWorker : public QObject
{
    Q_OBJECT

private slots:
    void signalsFollowTheGenerator_data()
    {
        nqtest::addAlgorithmColumn();
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("asList");
        for (const nq::AlgorithmInfo &info : nq::algorithms()) {
            nqtest::newAlgorithmRow(info.id, ", a signal each") << 6 << false;
            nqtest::newAlgorithmRow(info.id, ", as lists") << 6 << true;
        }
    }
    void signalsFollowTheGenerator()
    {
        QFETCH(nq::Algorithm, algorithm);
        QFETCH(int, n);
        QFETCH(bool, asList);
        WorkerThread run(algorithm, n);
        Relay relay(run.worker);
        // Pull in uneven batches until the end.
        int asked = 0;
        while (!relay.finished) {
            const int before = relay.batches;
            run.advance(1 + asked % 97, false, asList);
            ++asked;
            QVERIFY(QTest::qWaitFor([&] { return relay.batches > before; }, nqtest::HangGuardMs));
        }
        // The same events, in the same order, as the generator yields: every
        // one whole in a list or in `stepped`, and one by one the kinds that
        // have a signal of their own.
        int i = 0;
        int whole = 0;
        for (const nq::Event &event : nq::solve(algorithm, n)) {
            if (!asList && event.kind != nq::EventKind::Done) {
                QVERIFY(whole < relay.stepped.size());
                QCOMPARE(relay.stepped.at(whole++), StepEvent::from(event));
            }
            const bool ownSignal = event.kind != nq::EventKind::Prune
                && event.kind != nq::EventKind::Wipeout && event.kind != nq::EventKind::Choose;
            if (!asList && !ownSignal) {
                continue;
            }
            QVERIFY(i < relay.records.size());
            const Relay::Record &record = relay.records.at(i++);
            QCOMPARE(record.kind, event.kind);
            if (event.kind == nq::EventKind::Solution) {
                QCOMPARE(record.index, event.index);
                QCOMPARE(record.columns, QList<int>(event.columns.begin(), event.columns.end()));
            } else if (event.kind != nq::EventKind::Done) {
                QCOMPARE(record.row, event.square.row);
                QCOMPARE(record.col, event.square.col);
            }
            if (event.kind == nq::EventKind::Reject || asList) {
                QCOMPARE(record.byRow, event.by.row);
                QCOMPARE(record.byCol, event.by.col);
                QCOMPARE(record.line, int(event.line));
            }
            if (event.kind == nq::EventKind::Choose) {
                QCOMPARE(record.index, event.index); // the options left
            }
            if (event.kind == nq::EventKind::Done) {
                QCOMPARE(relay.stats, event.stats);
            }
        }
        QCOMPARE(relay.records.size(), i);
        QCOMPARE(relay.stepped.size(), whole);
        QCOMPARE(relay.lists > 0, asList);
    }

    void neverMoreThanAsked()
    {
        WorkerThread run(nq::Algorithm::LockLines, 8);
        Relay relay(run.worker);
        run.advance(5);
        QVERIFY(QTest::qWaitFor([&] { return relay.batches == 1; }, nqtest::HangGuardMs));
        QCOMPARE(relay.records.size(), 5);
        QCOMPARE(relay.lastBatch, 5);
        // Nothing more arrives unasked: the worker answers in order, so
        // anything it sent after the first batch comes before the second.
        run.advance(1);
        QVERIFY(QTest::qWaitFor([&] { return relay.batches == 2; }, nqtest::HangGuardMs));
        QCOMPARE(relay.records.size(), 6);
        QCOMPARE(relay.lastBatch, 1);
    }

    void stopsAtSolution_data()
    {
        QTest::addColumn<bool>("asList");
        QTest::newRow("a signal each") << false;
        QTest::newRow("as a list") << true;
    }
    void stopsAtSolution()
    {
        QFETCH(bool, asList);
        WorkerThread run(nq::Algorithm::Bitmask, 8);
        Relay relay(run.worker);
        run.advance(100000, true, asList);
        QVERIFY(QTest::qWaitFor([&] { return relay.batches == 1; }, nqtest::HangGuardMs));
        QCOMPARE(relay.records.last().kind, nq::EventKind::Solution);
        QCOMPARE(relay.records.last().index, quint64(1));
    }

    void cancelStopsTheBatch()
    {
        WorkerThread run(nq::Algorithm::CheckQueens, 12);
        Relay relay(run.worker);
        run.worker->cancel();
        run.advance(1000);
        QVERIFY(QTest::qWaitFor([&] { return relay.batches == 1; }, nqtest::HangGuardMs));
        QCOMPARE(relay.records.size(), 0);
    }

    void shutdownMidRun()
    {
        // Neither a hang nor a warning (such as a thread destroyed while running).
        QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
        // Destroying the thread while the worker is busy must neither hang nor leak.
        for (int i = 0; i < 5; ++i) {
            WorkerThread run(nq::Algorithm::MarkBoard, 14);
            // Told on the worker's thread, so that the GUI thread's queue
            // does not fill with the batch's events while it waits.
            std::atomic<bool> busy = false;
            QObject::connect(
                run.worker, &SolverWorker::stepped, run.worker, [&busy] { busy = true; },
                Qt::DirectConnection);
            run.advance(1 << 30);
            // Mid-run: the batch is under way (a loaded machine may start it late).
            QVERIFY(QTest::qWaitFor([&] { return busy.load(); }, nqtest::HangGuardMs));
            QVERIFY(run.thread.isRunning());
            run.worker->cancel();
            run.thread.quit();
            // A cancelled batch ends at once; the guard only bounds a hang.
            QVERIFY(run.thread.wait(nqtest::HangGuardMs));
        }
    }
};

QTEST_GUILESS_MAIN(TestSolverWorker)
#include "tst_solverworker.moc"
