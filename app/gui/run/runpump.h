// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QThread>

#include "run/runhistory.h"
#include "run/runstate.h"
#include "run/stepevent.h"

// moc (Qt 6.4) cannot parse libstdc++'s C++20 headers; it needs none of them.
#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

class SolverWorker;

/*
 * The run's supply of events (RunController's pump): owns the solver's
 * thread and the current SolverWorker, asks it for a batch of events when
 * asked to (at most one batch in flight: the worker is pulled, never
 * pushes), and takes each batch into the RunHistory. It knows no modes and
 * no position shown: the controller says how far it wants events and
 * whether they are one animated step, and hears when events came in
 * (received()), when a batch ended (batchEnded()) and where the worker put a
 * rebuilt position (positioned()).
 *
 * At top speed a full batch is kept near its budget of this thread's time
 * (setBatchBudget()): grown gently, shrunk at once.
 *
 * start() and the destructor cancel the worker; the destructor also quits
 * and joins the thread. Signals of a worker that is over, still queued, are
 * dropped: they never reach the next run.
 */
class RunPump : public QObject
{
    Q_OBJECT

public:
    // Starts the thread; no worker until start().
    explicit RunPump(QObject *parent = nullptr);
    ~RunPump() override;

    // A new search of `algorithm` on `n` (as SolverWorker takes them): cancels
    // the current worker and empties the history, which starts at step 0.
    void start(nq::Algorithm algorithm, int n, quint64 seed, const QList<int> &start);
    // Empties the history into one of `events` entries (RunHistory's
    // capacity); start() a search after it.
    void setHistoryCapacity(std::size_t events);
    // The GUI thread's time a full top-speed batch aims at (microseconds).
    void setBatchBudget(qint64 us) { m_batchBudgetUs = us; }

    // The events received, steps history().first() to reached().
    const RunHistory &history() const { return m_history; }
    // Where the worker's search is: the last step received.
    quint64 reached() const { return m_reached; }
    // The furthest step this search ever reached (a seek back runs it again).
    quint64 furthest() const { return m_furthest; }
    // The search ended at reached(), with finalWork() as its work count.
    bool isDone() const { return m_done; }
    quint64 finalWork() const { return m_finalWork; }
    bool isInFlight() const { return m_inFlight; }
    // Events of a top-speed batch now (adapted to the budget).
    int batchEvents() const { return m_batchEvents; }

    /*
     * Asks for the events after reached() up to step `upTo`: one when
     * `animated` (it comes as the worker's single typed signal), else at most
     * batchEvents(), and never more than half the history (a batch must not
     * push events the position has not reached out of the window). Does
     * nothing while a batch is in flight, after the end, or when nothing is
     * wanted.
     */
    void request(quint64 upTo, bool animated);
    // Asks the worker to rebuild the position after `steps` events (its
    // answer: positioned()); a batch in flight is forgotten.
    void seek(quint64 steps);

signals:
    // Events reached for the first time, in order; the first is step `firstStep`.
    void eventsReached(const QList<StepEvent> &events, quint64 firstStep);
    // Events were appended to the history (after eventsReached()).
    void received();
    // The batch in flight ended; another may be asked for.
    void batchEnded();
    // The worker rebuilt `state` (seek()); the history now starts there.
    void positioned(const RunState &state);

private:
    void stop();
    void receive(const QList<StepEvent> &events);
    void onBatchFinished(bool done);
    void onPositioned(const RunState &state);

    QThread m_thread;
    QPointer<SolverWorker> m_worker;
    QObject *m_context = nullptr; // receives the current worker's signals; dies with the run
    RunHistory m_history; // events up to m_reached
    quint64 m_reached = 0;
    quint64 m_furthest = 0;
    quint64 m_receivedWork = 0; // the work count after event m_reached
    bool m_done = false;
    quint64 m_finalWork = 0;
    bool m_inFlight = false; // a batch was asked for and has not ended yet
    bool m_animated = false; // the batch in flight is one animated step
    int m_batchEvents = 1000; // the top-speed batch size, adapted to the budget
    qint64 m_batchBudgetUs = 1000;
    QElapsedTimer m_applyClock; // since the first event of the batch in flight arrived
    int m_received = 0; // events of the batch in flight received so far
    QElapsedTimer m_trimClock; // since freed heap was last given back (see onBatchFinished)
};
