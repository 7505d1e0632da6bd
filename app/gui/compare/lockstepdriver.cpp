// SPDX-License-Identifier: MIT
#include "compare/lockstepdriver.h"

#include "run/runcontroller.h"

#include <QTimer>

#include <algorithm>

namespace {

// Below top speed a round moves the runs this many times a second at most
// (more rounds would only cost stops and redraws, which nobody sees).
constexpr int StepRoundsPerSecond = 16;
constexpr int PlacementRoundsPerSecond = 128;
// At top speed a round should take about this long: long enough that the
// runs' own batches do the work, short enough that the boards keep together.
constexpr qint64 RoundFastMs = 33;
constexpr qint64 RoundSlowMs = 100;
constexpr quint64 FirstTopSpeedSteps = 256;
constexpr quint64 FirstTopSpeedPlacements = 16;
constexpr quint64 MaxTopSpeedRound = quint64(1) << 22;
// The runs' share of the GUI thread at top speed, between them: the rest of
// every frame is the event loop's (painting four boards, the keys, the mouse).
constexpr double RunsShare = 0.3;
// Each board is drawn at most this often while its run plays at speed (and
// at every stop: at the end of each round).
constexpr int BoardIntervalMs = 33;

} // namespace

LockstepDriver::LockstepDriver(QObject *parent)
    : QObject(parent)
{
}

// The runs' gates open when the driver goes (RunController::takeGate()).
LockstepDriver::~LockstepDriver() = default;

void LockstepDriver::setRuns(const QList<RunController *> &runs)
{
    pause();
    for (const QPointer<RunController> &run : std::as_const(m_runs)) {
        if (run && !runs.contains(run.data())) {
            run->releaseGate(this);
            run->setTopSpeedShare(1.0);
            run->setBoardInterval(0);
            run->disconnect(this);
        }
    }
    m_runs.clear();
    for (RunController *run : runs) {
        m_runs.append(run);
        run->disconnect(this);
        // The compare window's runs are the driver's alone: nothing else
        // takes their gates.
        run->takeGate(this, [this, run](quint64 step) { return gate(run, step); });
        run->setSpeedIndex(m_speedIndex);
        run->setTopSpeedShare(RunsShare / double(runs.size()));
        run->setBoardInterval(BoardIntervalMs);
        connect(run, &RunController::modeChanged, this, &LockstepDriver::scheduleCheck);
        connect(run, &RunController::runStarted, this, [this] { m_finishedSaid = false; });
    }
    setMode(m_mode);
}

bool LockstepDriver::isFinished() const
{
    if (m_runs.isEmpty()) {
        return false;
    }
    return std::all_of(m_runs.cbegin(), m_runs.cend(), [](const QPointer<RunController> &run) {
        return !run || run->state().isFinished();
    });
}

quint64 LockstepDriver::valueOf(const RunController *run) const
{
    return m_mode == Mode::Placements ? run->counters().placements : run->state().step();
}

bool LockstepDriver::gate(const RunController *run, quint64 step) const
{
    // Called by the run before each step it plays: true stops it there.
    switch (m_mode) {
    case Mode::Steps:
        return step >= m_target;
    case Mode::Placements:
        return run->counters().placements >= m_target;
    case Mode::OwnPace:
        break;
    }
    return false;
}

bool LockstepDriver::isIdle(const RunController *run) const
{
    const RunController::Mode mode = run->mode();
    return mode == RunController::Mode::Paused || mode == RunController::Mode::Finished;
}

bool LockstepDriver::atTarget(const RunController *run) const
{
    return run->state().isFinished() || valueOf(run) >= m_target;
}

bool LockstepDriver::allAtTarget() const
{
    return std::all_of(m_runs.cbegin(), m_runs.cend(),
        [this](const QPointer<RunController> &run) { return !run || atTarget(run); });
}

void LockstepDriver::setMode(Mode mode)
{
    pause();
    m_mode = mode;
    m_target = 0;
    for (const QPointer<RunController> &run : std::as_const(m_runs)) {
        if (run) {
            m_target = std::max(m_target, valueOf(run));
        }
    }
    m_topSpeedRound = m_mode == Mode::Placements ? FirstTopSpeedPlacements : FirstTopSpeedSteps;
}

void LockstepDriver::setSpeedIndex(int index)
{
    m_speedIndex = std::clamp(index, 0, RunController::topSpeedIndex());
    for (const QPointer<RunController> &run : std::as_const(m_runs)) {
        if (run) {
            run->setSpeedIndex(m_speedIndex);
        }
    }
}

void LockstepDriver::setPlaying(bool playing)
{
    if (std::exchange(m_playing, playing) != playing) {
        emit playingChanged(playing);
    }
}

void LockstepDriver::play()
{
    if (m_playing || isFinished()) {
        return;
    }
    m_stepping = false;
    setPlaying(true);
    if (m_mode == Mode::OwnPace) {
        for (const QPointer<RunController> &run : std::as_const(m_runs)) {
            if (run) {
                run->play();
            }
        }
        return;
    }
    startRound();
}

void LockstepDriver::pause()
{
    m_stepping = false;
    m_starting.clear();
    setPlaying(false);
    for (const QPointer<RunController> &run : std::as_const(m_runs)) {
        if (run) {
            run->pause();
        }
    }
    // A pause in the middle of a round leaves the boards apart: the ones
    // behind finish the round, so that paused boards are always level.
    if (m_mode != Mode::OwnPace && !allAtTarget()) {
        m_stepping = true;
        scheduleCheck();
    }
}

void LockstepDriver::togglePlay()
{
    if (m_playing) {
        pause();
    } else {
        play();
    }
}

void LockstepDriver::step()
{
    if (m_playing) {
        pause();
    }
    if (isFinished()) {
        return;
    }
    if (m_mode == Mode::OwnPace) {
        for (const QPointer<RunController> &run : std::as_const(m_runs)) {
            if (run) {
                run->step();
            }
        }
        return;
    }
    // A step goes one further than the runs all are; runs left behind (by a
    // pause in the middle of a round) come to the same place.
    const bool allThere = allAtTarget();
    if (allThere) {
        ++m_target;
    }
    m_stepping = true;
    for (const QPointer<RunController> &run : std::as_const(m_runs)) {
        if (!run || atTarget(run)) {
            continue;
        }
        if (m_mode == Mode::Steps && valueOf(run) + 1 == m_target) {
            run->step(); // animated, as a step of the main window's run
        } else {
            advance(run);
        }
    }
    scheduleCheck();
}

void LockstepDriver::reset()
{
    pause();
    m_target = 0;
    m_finishedSaid = false;
    m_topSpeedRound = m_mode == Mode::Placements ? FirstTopSpeedPlacements : FirstTopSpeedSteps;
    for (const QPointer<RunController> &run : std::as_const(m_runs)) {
        if (run) {
            run->restart();
        }
    }
}

void LockstepDriver::advance(RunController *run)
{
    if (atTarget(run) || !isIdle(run)) {
        return;
    }
    const quint64 step = run->state().step();
    if (m_mode == Mode::Steps) {
        run->runToStep(m_target);
    } else {
        // Each step puts down at most one queen: running as many steps as
        // queens are missing never passes the target (checkRound() sends the
        // run on again while it has not reached it).
        run->runToStep(step + (m_target - run->counters().placements));
    }
}

quint64 LockstepDriver::roundSize() const
{
    const int speed = RunController::speeds().at(m_speedIndex);
    if (speed == 0) {
        return m_topSpeedRound;
    }
    const int perRound = m_mode == Mode::Placements ? PlacementRoundsPerSecond : StepRoundsPerSecond;
    return quint64(std::max(1, speed / perRound));
}

void LockstepDriver::startRound()
{
    const bool allThere = allAtTarget();
    if (allThere) {
        m_target += roundSize();
    }
    m_roundClock.start();
    m_starting.clear();
    for (const QPointer<RunController> &run : std::as_const(m_runs)) {
        if (run && !atTarget(run)) {
            m_starting.append(run);
        }
    }
    startNext();
}

void LockstepDriver::startNext()
{
    // One run a pass of the event loop: a run that starts to play catches
    // up at once with what its worker has sent ahead (a batch's worth), and
    // four such batches in one call kept input and painting waiting.
    while (!m_starting.isEmpty()) {
        const QPointer<RunController> run = m_starting.takeFirst();
        if (run && m_playing && !atTarget(run)) {
            run->play();
            break;
        }
    }
    if (m_starting.isEmpty()) {
        scheduleCheck();
    } else {
        QMetaObject::invokeMethod(this, &LockstepDriver::startNext, Qt::QueuedConnection);
    }
}

void LockstepDriver::scheduleCheck()
{
    if (!std::exchange(m_checkQueued, true)) {
        QTimer::singleShot(0, this, &LockstepDriver::checkRound);
    }
}

void LockstepDriver::checkRound()
{
    m_checkQueued = false;
    if (isFinished()) {
        m_stepping = false;
        setPlaying(false);
        if (!std::exchange(m_finishedSaid, true)) {
            emit finished();
        }
        return;
    }
    if (m_mode == Mode::OwnPace) {
        return;
    }
    if (m_stepping) {
        bool allThere = true;
        for (const QPointer<RunController> &run : std::as_const(m_runs)) {
            if (run && !atTarget(run)) {
                allThere = false;
                advance(run);
            }
        }
        m_stepping = !allThere;
        if (allThere) {
            emit roundReached(m_target);
        }
        return;
    }
    if (!m_playing || !m_starting.isEmpty()) {
        return; // (runs still to start in this round come back here)
    }
    const bool allIdle = std::all_of(m_runs.cbegin(), m_runs.cend(),
        [this](const QPointer<RunController> &run) { return !run || isIdle(run); });
    if (!allIdle) {
        return;
    }
    const bool allThere = allAtTarget();
    if (allThere) {
        emit roundReached(m_target);
        if (!m_playing) {
            return; // a slot paused
        }
    }
    if (RunController::speeds().at(m_speedIndex) == 0 && m_roundClock.isValid()) {
        const qint64 ms = m_roundClock.elapsed();
        if (ms < RoundFastMs) {
            m_topSpeedRound = std::min(m_topSpeedRound * 2, MaxTopSpeedRound);
        } else if (ms > RoundSlowMs) {
            m_topSpeedRound = std::max<quint64>(1, m_topSpeedRound / 2);
        }
    }
    startRound();
}
