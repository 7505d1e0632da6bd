// SPDX-License-Identifier: MIT
#pragma once

#include "common/refreshthrottle.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QTimer>

/*
 * How a run moves forward (RunController's playback): its mode (paused,
 * stepping, playing, running to a goal, seeking, finished), the goal the
 * mode sets, the speed chosen and the tick that plays at it, how long a
 * step is animated, the frame clock that keeps the GUI thread answering at
 * speed, and the board's frames (a RefreshThrottle). It moves no position
 * itself: the controller asks it how far the position should go (goal())
 * and whether this frame's share of the thread has time left; ticked() and
 * shareResumed() say when to go on, boardFrameDue() when to draw.
 *
 * Speeds are positions in speeds(): steps per second, each twice the one
 * before, and 0 for top speed. Up to AnimatedUpTo steps per second each step
 * is animated; above, steps are coalesced and the board is drawn at most once
 * per board interval (at least a frame, FrameMs).
 */
class RunPlayback : public QObject
{
    Q_OBJECT

public:
    enum class Mode {
        Paused, // waiting for the user
        Stepping, // one step asked for, not yet shown
        Playing, // stepping at speed()
        ToSolution, // top speed until the next solution (or a breakpoint)
        ToEnd, // top speed until the search ends (or a breakpoint)
        ToStep, // top speed until step targetStep()
        Seeking, // waiting for the worker to rebuild an old position
        Finished, // at the end of the search
    };
    Q_ENUM(Mode)

    static constexpr int FrameMs = 16;
    // Below this many steps per second each step is animated.
    static constexpr int AnimatedUpTo = 20;
    static constexpr quint64 Unbounded = ~quint64(0);

    // See RunController::speeds(), topSpeedIndex(), speedIndexFor().
    static const QList<int> &speeds();
    static int topSpeedIndex() { return int(speeds().size()) - 1; }
    static int speedIndexFor(int stepsPerSecond);

    explicit RunPlayback(QObject *parent = nullptr);

    Mode mode() const { return m_mode; }
    // Sets the mode, playing ticks (below top speed) and nothing else does;
    // false, changing nothing, when it is the mode already.
    bool setMode(Mode mode);
    // Playing, or running to a goal (see RunController::isRunning()).
    bool isRunning() const;
    // Whether each step is animated now: stepping, or playing at an animated speed.
    bool isAnimated() const;
    // Running at top speed: playing at it, or running to a goal.
    bool isTopSpeed() const;
    // How long the next animated step takes: a single step (stepping) always
    // moves visibly; playing, it fits the pace.
    int animationMs() const;

    // The goals: the step to reach (Stepping, ToStep, and each tick of
    // Playing below top speed) and the solutions to find (ToSolution).
    void setTargetStep(quint64 step) { m_targetStep = step; }
    quint64 targetStep() const { return m_targetStep; }
    void setTargetSolutions(quint64 count) { m_targetSolutions = count; }
    quint64 targetSolutions() const { return m_targetSolutions; }
    // How far the position at `step` should go in this mode (Unbounded at
    // top speed, `step` itself when it should not move).
    quint64 goal(quint64 step) const;

    int speedIndex() const { return m_speedIndex; }
    // Clamped to 0..topSpeedIndex(); false when that is the speed already.
    // Playing, the tick restarts at the new pace.
    bool setSpeedIndex(int index);
    // Playing below top speed, with no batch in flight: the target of this
    // tick, `step` plus its share of steps (at least 1; fractions carry
    // over, so that 250 steps per second is 250, not 16 ticks of 16).
    void aimTick(quint64 step);

    // See RunController::setTopSpeedShare(). Also sets batchBudgetUs().
    void setTopSpeedShare(double share);
    double topSpeedShare() const { return m_topSpeedShare; }
    // The GUI thread's time a batch should take at this share (microseconds).
    qint64 batchBudgetUs() const { return m_batchBudgetUs; }
    // Whether this frame's share has time left (a new frame's share starts
    // when the last one's frame is over); if not, shareResumed() follows
    // when the next one starts (once, however often asked).
    bool takeFrameShare();
    void stopWaiting() { m_shareWait.stop(); }

    // Counts the time from its making to its end against the frame's share,
    // if `counted` and the run takes a share (setTopSpeedShare() below 1).
    class Spend
    {
    public:
        Spend(RunPlayback &playback, bool counted);
        ~Spend();
        Q_DISABLE_COPY_MOVE(Spend)

    private:
        RunPlayback &m_playback;
        bool m_counted;
        QElapsedTimer m_clock;
    };

    // See RunController::setBoardInterval().
    void setBoardInterval(int ms);
    // The board was brought up to date now (a frame pending is dropped).
    void boardShown();
    // The position moved on since the board was drawn (coalesced steps):
    // boardFrameDue() follows within the board interval.
    void markStale();
    bool isStale() const { return m_viewStale; }

signals:
    void ticked();
    void shareResumed();
    // The board should be brought up to date now (see markStale()).
    void boardFrameDue();

private:
    int speed() const { return speeds().at(m_speedIndex); }
    // Playing below top speed: ticks at the pace, the first one interval from now.
    void startTicking();

    Mode m_mode = Mode::Paused;
    quint64 m_targetStep = 0;
    quint64 m_targetSolutions = 0;
    int m_speedIndex = 3; // 8 steps per second
    QTimer m_tick;
    double m_stepCredit = 0.0; // steps owed by past ticks
    double m_topSpeedShare = 1.0;
    qint64 m_batchBudgetUs = 1000;
    qint64 m_frameBudgetUs = 0; // at most this much a frame (0: no bound)
    qint64 m_frameSpentUs = 0; // of it, spent in the current frame
    QElapsedTimer m_shareFrame; // since the current frame's share began
    QTimer m_shareWait; // the next frame's share
    // The board's frames while steps are coalesced: at most one a board interval.
    RefreshThrottle m_boardFrame { [this] { emit boardFrameDue(); }, FrameMs };
    bool m_viewStale = false;
};
