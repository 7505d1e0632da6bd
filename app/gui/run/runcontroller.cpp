// SPDX-License-Identifier: MIT
#include "run/runcontroller.h"

#include <algorithm>
#include <optional>

RunController::RunController(QObject *parent)
    : QObject(parent)
{
    connect(&m_pump, &RunPump::eventsReached, this, &RunController::eventsReached);
    connect(&m_pump, &RunPump::received, this, &RunController::catchUp);
    connect(&m_pump, &RunPump::batchEnded, this, &RunController::catchUp);
    connect(&m_pump, &RunPump::positioned, this, &RunController::onPositioned);
    connect(&m_playback, &RunPlayback::ticked, this, &RunController::onTick);
    connect(&m_playback, &RunPlayback::shareResumed, this, &RunController::catchUp);
    connect(&m_playback, &RunPlayback::boardFrameDue, this, &RunController::showBoard);
    startRun();
}

// The pump (a member) cancels the worker, then quits and joins the thread.
RunController::~RunController() = default;

void RunController::setBoardSize(int n)
{
    m_setup.setBoardSize(n);
    startRun();
}

void RunController::setAlgorithm(nq::Algorithm algorithm)
{
    m_setup.setAlgorithm(algorithm);
    startRun();
}

void RunController::setSeed(quint64 seed)
{
    m_setup.setSeed(seed);
    restart();
}

void RunController::setHistoryCapacity(std::size_t events)
{
    m_pump.setHistoryCapacity(events);
    m_setup.keepSize();
    startRun(); // the same run again, from its start
}

void RunController::restart()
{
    m_setup.restart();
    startRun();
}

bool RunController::runFrom(const QList<int> &start)
{
    if (!m_setup.setStart(start)) {
        return false;
    }
    startRun();
    return true;
}

void RunController::startRun()
{
    m_stopReason = StopReason::None;
    m_playback.setMode(Mode::Paused);
    m_playback.stopWaiting();
    m_pump.start(algorithm(), boardSize(), seed(), start());
    m_navigator.reset(RunState(boardSize(), start(), algorithm()));
    emit modeChanged(Mode::Paused);
    emit runStarted();
    showPosition();
}

void RunController::setMode(Mode mode)
{
    if (mode != Mode::Paused) {
        m_stopReason = StopReason::None; // running on, or done: the stop is over
    }
    if (!m_playback.setMode(mode)) {
        return;
    }
    if (mode == Mode::Paused || mode == Mode::Finished) {
        // Whatever was coalesced, the board shows exactly where the run stopped.
        showBoard();
    }
    emit modeChanged(mode);
}

void RunController::step()
{
    if (!canStepForward() || mode() == Mode::Stepping) {
        return;
    }
    emit moveRequested();
    setMode(Mode::Stepping);
    m_playback.setTargetStep(m_navigator.step() + 1);
    catchUp();
}

void RunController::stepBack()
{
    if (!canStepBack()) {
        return;
    }
    emit moveRequested();
    moveTo(m_navigator.step() - 1);
}

void RunController::play()
{
    if (canStepForward()) {
        emit moveRequested();
        setMode(Mode::Playing);
        onTick(); // the first step now, not one interval later
    }
}

void RunController::pause()
{
    if (isRunning() || mode() == Mode::Stepping) {
        setMode(Mode::Paused);
        showPosition();
    }
}

void RunController::togglePlay()
{
    if (isRunning()) {
        pause();
    } else {
        play();
    }
}

void RunController::runToNextSolution()
{
    if (canStepForward()) {
        emit moveRequested();
        runOnToSolution(state().counters().solutions + 1);
    }
}

void RunController::runToEnd()
{
    if (canStepForward()) {
        emit moveRequested();
        setMode(Mode::ToEnd);
        catchUp();
    }
}

void RunController::runToStep(quint64 steps)
{
    if (!canStepForward() || steps <= m_navigator.step()) {
        return;
    }
    emit moveRequested();
    runOnTo(steps);
}

void RunController::seek(quint64 steps)
{
    if (mode() == Mode::Seeking) {
        return;
    }
    emit moveRequested();
    if (isRunning() || mode() == Mode::Stepping) {
        setMode(Mode::Paused);
    }
    moveTo(steps);
}

void RunController::previousSolution()
{
    if (const std::optional<quint64> step = m_navigator.solutionBefore()) {
        seek(*step);
    }
}

void RunController::nextSolution()
{
    if (const std::optional<quint64> step = m_navigator.solutionAfter()) {
        seek(*step);
    } else {
        runToNextSolution();
    }
}

void RunController::goToSolution(quint64 k)
{
    if (k == 0) {
        return;
    }
    if (const std::optional<quint64> step = m_navigator.solution(k)) {
        seek(*step);
    } else if (canStepForward()) {
        // Not found yet: run on (from the furthest point) until it is.
        emit moveRequested();
        runOnToSolution(k);
    }
}

void RunController::setSpeedIndex(int index)
{
    if (!m_playback.setSpeedIndex(index)) {
        return;
    }
    if (mode() == Mode::Playing) {
        // Playing on at the new pace, from now: announced as a new play.
        emit modeChanged(Mode::Playing);
        onTick();
    }
    emit speedIndexChanged(speedIndex());
}

void RunController::setTopSpeedShare(double share)
{
    m_playback.setTopSpeedShare(share);
    m_pump.setBatchBudget(m_playback.batchBudgetUs());
}

void RunController::onTick()
{
    // Playing below top speed: this tick's share of steps.
    if (mode() == Mode::Playing && !m_playback.isTopSpeed() && !m_pump.isInFlight()) {
        m_playback.aimTick(m_navigator.step());
    }
    catchUp();
}

std::optional<RunController::StopReason> RunController::stopAfter() const
{
    if (const StopReason met = m_navigator.breakpointMet(); met != StopReason::None) {
        return met;
    }
    if (mode() == Mode::ToSolution && state().last().kind == nq::EventKind::Solution
        && state().counters().solutions >= m_playback.targetSolutions()) {
        return StopReason::None; // the goal, no breakpoint
    }
    return std::nullopt;
}

void RunController::catchUp()
{
    if (mode() == Mode::Seeking || mode() == Mode::Paused || mode() == Mode::Finished) {
        return;
    }
    const bool animate = isAnimated();
    if (animate && m_playback.isStale()) {
        // Coming down from top speed: the board may still show a frame-old
        // state; animate from the true one.
        showBoard();
    }
    if (!animate && !m_playback.takeFrameShare()) {
        return; // this frame's share is spent (setTopSpeedShare()): on in the next
    }
    const RunPlayback::Spend spend(m_playback, !animate); // against the frame's share
    const quint64 target = m_playback.goal(m_navigator.step());
    const RunHistory &history = m_pump.history();
    // At top speed, replaying a long stretch of history is spread over
    // several passes of the event loop, like the worker's batches.
    int budget = animate ? 1 : m_pump.batchEvents();
    bool moved = false;
    std::optional<bool> gated; // stopped by the gate: whether it was playing
    while (m_navigator.step() < target && m_navigator.step() < history.last() && budget-- > 0) {
        if ((mode() == Mode::Playing || mode() == Mode::Stepping) && m_navigator.gateCloses()) {
            gated = mode() == Mode::Playing;
            setMode(Mode::Paused);
            break;
        }
        applyForward(animate);
        moved = true;
        if (const auto reason = isRunning() ? stopAfter() : std::nullopt) {
            m_stopReason = *reason;
            setMode(Mode::Paused);
            break;
        }
    }
    finishIfAtEnd();
    if ((mode() == Mode::Stepping || mode() == Mode::ToStep)
        && m_navigator.step() >= m_playback.targetStep()) {
        setMode(Mode::Paused);
    }
    if (mode() == Mode::Paused || mode() == Mode::Finished) {
        showPosition();
        if (gated) {
            emit gateStopped(m_navigator.step(), *gated);
        }
        return;
    }
    if (m_navigator.step() < std::min(target, history.last())) {
        // More history to replay: continue on the next pass of the event loop.
        QMetaObject::invokeMethod(this, &RunController::catchUp, Qt::QueuedConnection);
    } else if (m_navigator.step() == history.last() && m_navigator.step() < target) {
        m_pump.request(m_playback.goal(m_navigator.step()), isAnimated());
    }
    if (moved) {
        if (!animate) {
            // Coalesced: the board catches up with the latest state once a frame.
            m_playback.markStale();
        }
        emit countersChanged();
        emit positionChanged(m_navigator.step());
    }
}

void RunController::applyForward(bool animate)
{
    const StepEvent event = m_navigator.forward();
    if (animate) {
        emit stepAnimated(event, m_playback.animationMs());
    }
}

void RunController::finishIfAtEnd()
{
    if (m_navigator.finishIfAtEnd()) {
        setMode(Mode::Finished);
    }
}

void RunController::runOnTo(quint64 steps)
{
    m_playback.setTargetStep(steps);
    setMode(Mode::ToStep);
    catchUp();
}

void RunController::runOnToSolution(quint64 k)
{
    m_playback.setTargetSolutions(k);
    setMode(Mode::ToSolution);
    catchUp();
}

void RunController::moveTo(quint64 steps)
{
    m_stopReason = StopReason::None; // the position leaves the one the run stopped on
    switch (m_navigator.route(steps)) {
    case RunNavigator::Route::RunOn:
        runOnTo(steps);
        return;
    case RunNavigator::Route::Rebuild:
        setMode(Mode::Seeking);
        m_pump.seek(steps); // onPositioned() goes on
        return;
    case RunNavigator::Route::Within:
        break;
    }
    m_navigator.moveWithin(steps);
    finishIfAtEnd();
    if (mode() == Mode::Finished && !state().isFinished()) {
        setMode(Mode::Paused);
    }
    showBoard();
    showPosition();
}

void RunController::onPositioned(const RunState &state)
{
    m_navigator.reset(state); // the pump's history starts there now
    m_playback.setMode(Mode::Seeking); // so that setMode below always announces the change
    setMode(state.isFinished() ? Mode::Finished : Mode::Paused);
    showPosition();
}

void RunController::showPosition()
{
    if (mode() == Mode::Paused || mode() == Mode::Finished) {
        showBoard();
    }
    emit countersChanged();
    emit positionChanged(m_navigator.step());
}

void RunController::showBoard()
{
    m_playback.boardShown();
    emit boardDue();
}
