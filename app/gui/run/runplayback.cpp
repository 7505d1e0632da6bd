// SPDX-License-Identifier: MIT
#include "run/runplayback.h"

#include <algorithm>
#include <cmath>

namespace {

// At top speed a batch should take about this long on the GUI thread, so
// that the event loop stays responsive (goal: under 8 ms at the 99th
// percentile); less when the run takes a share of the thread.
constexpr qint64 BatchBudgetUs = 1000;
constexpr qint64 MinBatchBudgetUs = 100;

} // namespace

const QList<int> &RunPlayback::speeds()
{
    // Steps per second, each twice the one before, so that + and - always
    // mean "twice as fast" and "half as fast" (a lesson plan can say "2 or
    // 4 steps per second"); 0 stands for top speed.
    static const QList<int> table { 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 0 };
    return table;
}

int RunPlayback::speedIndexFor(int stepsPerSecond)
{
    if (stepsPerSecond <= 0) {
        return topSpeedIndex();
    }
    // Compared by ratio: each position is twice the one before.
    const auto distance = [stepsPerSecond](int speed) {
        return std::abs(std::log(double(stepsPerSecond) / speed));
    };
    int best = 0;
    for (int index = 1; index < topSpeedIndex(); ++index) {
        if (distance(speeds().at(index)) < distance(speeds().at(best))) {
            best = index;
        }
    }
    // Beyond the fastest timed speed as far again as a position's step: top speed.
    const int fastest = speeds().at(topSpeedIndex() - 1);
    return stepsPerSecond >= 2 * fastest ? topSpeedIndex() : best;
}

RunPlayback::RunPlayback(QObject *parent)
    : QObject(parent)
{
    connect(&m_tick, &QTimer::timeout, this, &RunPlayback::ticked);
    m_shareWait.setSingleShot(true);
    connect(&m_shareWait, &QTimer::timeout, this, &RunPlayback::shareResumed);
}

bool RunPlayback::setMode(Mode mode)
{
    if (mode == m_mode) {
        return false;
    }
    m_mode = mode;
    if (mode == Mode::Playing) {
        startTicking();
    } else {
        m_tick.stop();
    }
    return true;
}

bool RunPlayback::isRunning() const
{
    switch (m_mode) {
    case Mode::Playing:
    case Mode::ToSolution:
    case Mode::ToEnd:
    case Mode::ToStep:
        return true;
    case Mode::Paused:
    case Mode::Stepping:
    case Mode::Seeking:
    case Mode::Finished:
        break;
    }
    return false;
}

bool RunPlayback::isAnimated() const
{
    if (m_mode == Mode::Stepping) {
        return true;
    }
    return m_mode == Mode::Playing && speed() != 0 && speed() <= AnimatedUpTo;
}

bool RunPlayback::isTopSpeed() const
{
    return isRunning() && (m_mode != Mode::Playing || speed() == 0);
}

int RunPlayback::animationMs() const
{
    if (m_mode == Mode::Stepping) {
        // A single step always moves visibly, a little quicker at high speeds.
        return speed() == 0 || speed() > AnimatedUpTo ? 120 : std::clamp(700 / speed(), 120, 400);
    }
    return speed() == 0 ? 0 : std::min(400, 700 / speed());
}

quint64 RunPlayback::goal(quint64 step) const
{
    switch (m_mode) {
    case Mode::Stepping:
    case Mode::ToStep:
        return m_targetStep;
    case Mode::Playing:
        return isTopSpeed() ? Unbounded : m_targetStep;
    case Mode::ToSolution:
    case Mode::ToEnd:
        return Unbounded;
    case Mode::Paused:
    case Mode::Seeking:
    case Mode::Finished:
        break;
    }
    return step;
}

bool RunPlayback::setSpeedIndex(int index)
{
    index = std::clamp(index, 0, topSpeedIndex());
    if (index == m_speedIndex) {
        return false;
    }
    m_speedIndex = index;
    if (m_mode == Mode::Playing) {
        startTicking(); // at the new pace
    }
    return true;
}

void RunPlayback::startTicking()
{
    if (speed() == 0) {
        m_tick.stop(); // top speed: each batch asks for the next
        return;
    }
    // One step a tick up to a frame's rate; above it, a frame's share.
    m_tick.start(std::max(FrameMs, 1000 / speed()));
    m_stepCredit = 0.0;
}

void RunPlayback::aimTick(quint64 step)
{
    const int interval = std::max(FrameMs, 1000 / speed());
    m_stepCredit += speed() * interval / 1000.0;
    const int steps = std::max(1, int(m_stepCredit));
    m_stepCredit = std::max(0.0, m_stepCredit - steps);
    m_targetStep = step + quint64(steps);
}

void RunPlayback::setTopSpeedShare(double share)
{
    m_topSpeedShare = std::clamp(share, 0.01, 1.0);
    if (m_topSpeedShare >= 1.0) {
        m_batchBudgetUs = BatchBudgetUs;
        m_frameBudgetUs = 0;
    } else {
        m_frameBudgetUs = qint64(m_topSpeedShare * FrameMs * 1000);
        m_batchBudgetUs = std::clamp<qint64>(m_frameBudgetUs / 4, MinBatchBudgetUs, BatchBudgetUs);
    }
    m_frameSpentUs = 0;
    m_shareFrame.invalidate();
}

bool RunPlayback::takeFrameShare()
{
    if (m_frameBudgetUs <= 0) {
        return true;
    }
    if (!m_shareFrame.isValid() || m_shareFrame.elapsed() >= FrameMs) {
        m_shareFrame.start();
        m_frameSpentUs = 0;
    }
    if (m_frameSpentUs < m_frameBudgetUs) {
        return true;
    }
    if (!m_shareWait.isActive()) {
        m_shareWait.start(int(std::max<qint64>(1, FrameMs - m_shareFrame.elapsed())));
    }
    return false;
}

RunPlayback::Spend::Spend(RunPlayback &playback, bool counted)
    : m_playback(playback)
    , m_counted(counted && playback.m_frameBudgetUs > 0)
{
    if (m_counted) {
        m_clock.start();
    }
}

RunPlayback::Spend::~Spend()
{
    if (m_counted) {
        m_playback.m_frameSpentUs += m_clock.nsecsElapsed() / 1000;
    }
}

void RunPlayback::setBoardInterval(int ms)
{
    m_boardFrame.setIntervalMs(std::max(FrameMs, ms));
}

void RunPlayback::boardShown()
{
    m_boardFrame.drop();
    m_viewStale = false;
}

void RunPlayback::markStale()
{
    m_viewStale = true;
    m_boardFrame.request(false);
}
