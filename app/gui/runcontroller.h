// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QThread>
#include <QTimer>

#include "stepevent.h"

// moc (Qt 6.4) cannot parse libstdc++'s C++20 headers; it needs none of them.
#ifndef Q_MOC_RUN
#include <algorithm.h>
#endif

class BoardScene;
class SolverWorker;

/*
 * Runs a search for the view, on the GUI thread: owns the worker thread and
 * the current SolverWorker, asks it for events at the pace the user chose,
 * keeps the board and the counters those events imply, and applies them to
 * the BoardScene it is given (animated when there is time, coalesced to one
 * update per frame at high speed).
 *
 * Every way a run ends (restart(), a new size or algorithm, destruction)
 * cancels the worker; destruction also quits and joins the thread.
 */
class RunController : public QObject
{
    Q_OBJECT

public:
    enum class Mode {
        Paused, // waiting for the user
        Stepping, // one step asked for, not yet shown
        Playing, // stepping at speed()
        ToSolution, // top speed until the next solution
        ToEnd, // top speed until the search ends
        ToStep, // top speed until step targetStep()
        Finished, // the search is over
    };
    Q_ENUM(Mode)

    struct Counters
    {
        quint64 placements = 0;
        quint64 removals = 0; // backtracks
        quint64 rejections = 0;
        quint64 solutions = 0;
        quint64 steps = 0;
        quint64 work = 0;
        int depth = 0; // queens on the board
    };

    // Speed positions of the slider: steps per second, the last is top speed.
    static const QList<int> &speeds();
    static int topSpeedIndex() { return int(speeds().size()) - 1; }

    // `scene` is not owned and must outlive the controller.
    explicit RunController(BoardScene *scene, QObject *parent = nullptr);
    ~RunController() override;

    int boardSize() const { return m_n; }
    nq::Algorithm algorithm() const { return m_algorithm; }
    Mode mode() const { return m_mode; }
    const Counters &counters() const { return m_counters; }
    const QList<int> &board() const { return m_board; }
    int speedIndex() const { return m_speedIndex; }
    QString statusText() const { return m_status; }
    // The largest board the current algorithm accepts.
    int maxBoardSize() const;

public slots:
    // A fresh run; the size is clamped to 1..maxBoardSize() of the algorithm.
    void setBoardSize(int n);
    void setAlgorithm(nq::Algorithm algorithm);
    void restart();

    void step();
    void play();
    void pause();
    void togglePlay();
    void runToNextSolution();
    void runToEnd();
    // Runs at top speed until `steps` events have been applied (or the end).
    void runToStep(quint64 steps);

    void setSpeedIndex(int index);
    void slower() { setSpeedIndex(m_speedIndex - 1); }
    void faster() { setSpeedIndex(m_speedIndex + 1); }

signals:
    void modeChanged(RunController::Mode mode);
    void countersChanged();
    void statusChanged(const QString &text);
    void speedIndexChanged(int index);
    // A new run started (size or algorithm may have changed).
    void runStarted();

private:
    void startWorker();
    void stopWorker();
    void setMode(Mode mode);
    void requestBatch();
    void onTick();
    void setStatus(const QString &text);

    // Applies one event as it arrives, on the GUI thread.
    void apply(const StepEvent &event);
    void onFinished(const nq::Stats &stats);
    void onBatchFinished(quint64 work, int emitted, bool done);

    // The last applied event in words, built on demand (building the
    // sentence for every event would cost more than the event at top speed).
    QString describe(const StepEvent &event) const;
    void syncView();

    bool isTopSpeed() const;
    bool isAnimated() const;
    int animationMs() const;
    int batchSize() const;

    BoardScene *m_scene;
    QThread m_thread;
    QPointer<SolverWorker> m_worker;
    QObject *m_context = nullptr; // receives the current worker's signals; dies with the run
    QTimer m_tick;

    int m_n = 8;
    nq::Algorithm m_algorithm = nq::Algorithm::LockLines;
    Mode m_mode = Mode::Paused;
    int m_speedIndex = 4;
    quint64 m_targetStep = 0;
    bool m_inFlight = false; // a batch was asked for and has not ended yet
    bool m_animateBatch = false; // the batch in flight is shown step by step
    int m_batchEvents = 0; // the top-speed batch size, adapted to the frame budget
    QList<int> m_board;
    Counters m_counters;
    StepEvent m_last;
    bool m_hasLast = false;
    QElapsedTimer m_applyClock; // since the first event of the batch in flight arrived
    int m_received = 0; // events of the batch in flight received so far
    QElapsedTimer m_frameClock; // since the board was last brought up to date
    QString m_status;
};
