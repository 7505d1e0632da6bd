// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QObject>

#include "run/runstate.h"
#include "run/stepevent.h"

#include <atomic>
#include <memory>

// moc (Qt 6.4) cannot parse libstdc++'s C++20 headers; it needs none of them.
#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

/*
 * Runs one search on the thread it lives on (move it to a QThread) and turns
 * its events into signals, in the order the generator yields them.
 *
 * Pacing is pulled: the worker does nothing until advance(k) asks for up to
 * k events; it emits them, then batchFinished(), then waits for the next
 * request. So the receiver never has more than the k events it asked for in
 * flight, and memory stays flat however long the run.
 *
 * Each event is emitted as its own signal (stepped, then queenPlaced, ...), or, when the
 * batch is asked for as one list, all of them at once in eventsReady(): at
 * top speed a signal per event would cost more than the event itself.
 *
 * cancel() may be called from any thread: the current batch stops before its
 * next event, and advance() does nothing from then on. The generator (and the
 * search's coroutine frame) is destroyed with the worker, on its thread.
 */
class SolverWorker : public QObject
{
    Q_OBJECT

public:
    // Precondition: 1 <= n <= nq::algorithmInfo(algorithm).maxN. `seed` is
    // handed to nq::solve() (a local search's random choices), and so is
    // `start`, the given queens (start[r] = column or -1; empty: a full
    // search), which must then pass nq::checkStart() with a backtracker. The
    // positions (seek(), positioned()) start from the board holding them.
    SolverWorker(nq::Algorithm algorithm, int n, quint64 seed = nq::DefaultSeed,
        const QList<int> &start = {}, QObject *parent = nullptr);
    ~SolverWorker() override;

    nq::Algorithm algorithm() const { return m_algorithm; }
    int boardSize() const { return m_n; }
    quint64 seed() const { return m_seed; }
    const QList<int> &start() const { return m_start; }

    // Thread-safe: stop as soon as possible.
    void cancel() noexcept { m_cancelled.store(true, std::memory_order_relaxed); }
    bool isCancelled() const noexcept { return m_cancelled.load(std::memory_order_relaxed); }

public slots:
    // Emits up to `maxEvents` further events (at least 1 when maxEvents < 1),
    // then batchFinished(). With `stopAtSolution` the batch also ends right
    // after a solution. With `asList` the events come in one eventsReady()
    // instead of one signal each (finished() is emitted either way). After
    // finished() it only emits batchFinished().
    void advance(int maxEvents, bool stopAtSolution = false, bool asList = false);
    // Moves the search to just after `step` events (or its end, if sooner)
    // without emitting them, then emits positioned() with the position there.
    // Further advance() calls continue from that step. The worker keeps no
    // position while it advances (the receiver applies the events it emits),
    // so a seek after advance() runs the search again from the start, as
    // does one behind the search.
    void seek(quint64 step);

signals:
    // Every event of a batch not asked for as a list, whole (mrv's and
    // dancing links' chosen item on a Place, a Prune, Wipeout or Choose),
    // just before the signal of its own kind below (which Prune, Wipeout and
    // Choose do not have).
    void stepped(const StepEvent &event);
    void queenPlaced(int row, int col);
    void queenRemoved(int row, int col);
    // `line` is an nq::Line as int.
    void squareRejected(int row, int col, int byRow, int byCol, int line);
    void solutionFound(quint64 index, const QList<int> &columns);
    void finished(const nq::Stats &stats);
    // A batch asked for as a list, in the generator's order.
    void eventsReady(const QList<StepEvent> &events);
    // The answer to seek(): the position the search is now at.
    void positioned(const RunState &state);
    // Ends every advance(): `work` is the algorithm's work counter so far,
    // `emitted` the events of this batch, `done` true once finished() was emitted.
    void batchFinished(quint64 work, int emitted, bool done);

private:
    struct Run;

    // The next event of the search (starting it if needed), or nullptr at its end.
    const nq::Event *next();

    nq::Algorithm m_algorithm;
    int m_n;
    quint64 m_seed;
    QList<int> m_start;
    std::unique_ptr<Run> m_run; // created on the first advance(), on the worker's thread
    std::atomic<bool> m_cancelled { false };
    bool m_done = false;
    quint64 m_work = 0;
    nq::Stats m_stats;
    quint64 m_step = 0; // events emitted or passed so far (Done is none)
    // The position after m_step events when seek() put the search there;
    // advance() moves m_step on and leaves it behind.
    RunState m_state;
};
