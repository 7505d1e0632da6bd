// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QPointer>

class RunController;

/*
 * Drives the runs of a comparison together: play, pause, step and reset
 * act on all of them, and in lockstep they move in rounds towards a common
 * target that none passes:
 *
 * - Mode::Steps: every run has shown the same number of steps (events);
 * - Mode::Placements: every run has put down the same number of queens
 *   (its placements counter), whatever else it did in between;
 * - Mode::OwnPace: each run plays at the speed on its own.
 *
 * A run that reaches its end stays there; the others go on. Each run paces,
 * animates and draws itself as the main window's run does (RunController's
 * own play, at the driver's speed); the driver only says how far, through
 * the run's gate (RunController::takeGate()), which stops it before the
 * step beyond the target. A round ends when every run stands at the target
 * or at its end; while playing, the next round starts then. Rounds grow with
 * the speed (at top speed they adapt to take two to six frames, and each
 * board is drawn at the end of each), so that four boards at top speed cost
 * the event loop little more than the runs' own batches. The runs share a
 * third of the GUI thread between them at top speed, in short calls
 * (RunController::setTopSpeedShare()), and their boards are drawn at most
 * 30 times a second (RunController::setBoardInterval()): painting, the
 * keys and the mouse never wait long behind them.
 *
 * The driver owns none of the runs; setRuns() takes the gates of the runs
 * it is given (and gives back those of the runs it drops).
 */
class LockstepDriver : public QObject
{
    Q_OBJECT

public:
    enum class Mode { Steps, Placements, OwnPace };
    Q_ENUM(Mode)

    explicit LockstepDriver(QObject *parent = nullptr);
    ~LockstepDriver() override;

    // The runs driven; each must outlive the driver or be dropped by the
    // next setRuns() first. Pauses; the target becomes what the runs have.
    void setRuns(const QList<RunController *> &runs);
    const QList<QPointer<RunController>> &runs() const { return m_runs; }

    Mode mode() const { return m_mode; }
    // An index into RunController::speeds(), the same for every run.
    int speedIndex() const { return m_speedIndex; }
    bool isPlaying() const { return m_playing; }
    // True when every run is at its end (and there is at least one run).
    bool isFinished() const;
    // The value the runs are brought to in lockstep: steps (Mode::Steps) or
    // placements (Mode::Placements); 0 in Mode::OwnPace.
    quint64 target() const { return m_mode == Mode::OwnPace ? 0 : m_target; }
    // A run's value in the current mode (its steps or its placements).
    quint64 valueOf(const RunController *run) const;

public slots:
    // A new mode; the runs pause, and the target becomes the largest value
    // any run has in that mode (the next step or round brings the others to it).
    void setMode(Mode mode);
    void setSpeedIndex(int index);
    void play();
    // Stops every run; in lockstep the runs behind first finish the round
    // (at top speed), so that the paused boards stand level.
    void pause();
    void togglePlay();
    // One step: in lockstep, the target moves on by one step or one
    // placement and every run goes there at once; at its own pace, every
    // run steps once.
    void step();
    // Every run starts again from step 0; the driver pauses.
    void reset();

signals:
    void playingChanged(bool playing);
    // Every run stands at `target` (or at its end): a round, or a step, is
    // done (lockstep modes only).
    void roundReached(quint64 target);
    // Every run reached its end.
    void finished();

private:
    void setPlaying(bool playing);
    bool isIdle(const RunController *run) const;
    bool atTarget(const RunController *run) const;
    bool allAtTarget() const;
    // Queues one check of the round (runs' signals come in bursts, and a
    // gate may stop a run inside the call that started it).
    void scheduleCheck();
    void checkRound();
    void startRound();
    // Starts the next run of the round (m_starting), one per pass of the
    // event loop; checks the round once all have started.
    void startNext();
    // Brings a run that stands before the target to it at top speed
    // (Step, and catching up after a change of mode).
    void advance(RunController *run);
    quint64 roundSize() const;
    bool gate(const RunController *run, quint64 step) const;

    QList<QPointer<RunController>> m_runs;
    Mode m_mode = Mode::Steps;
    int m_speedIndex = 3;
    bool m_playing = false;
    bool m_stepping = false; // a Step is bringing the runs to the target
    bool m_checkQueued = false;
    bool m_finishedSaid = false;
    quint64 m_target = 0;
    quint64 m_topSpeedRound = 0; // at top speed: steps or placements per round
    QElapsedTimer m_roundClock;
    QList<QPointer<RunController>> m_starting; // the round's runs not yet started
};
