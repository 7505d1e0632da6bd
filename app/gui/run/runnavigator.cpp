// SPDX-License-Identifier: MIT
#include "run/runnavigator.h"

#include "run/runpump.h"

RunNavigator::RunNavigator(const RunPump &pump)
    : m_pump(pump)
{ }

StepEvent RunNavigator::forward()
{
    const RunHistory &history = m_pump.history();
    const quint64 next = m_state.step() + 1;
    const StepEvent event = history.event(next);
    m_state.apply(event, m_state.counters().work + history.workDelta(next));
    return event;
}

RunNavigator::Route RunNavigator::route(quint64 &steps) const
{
    const RunHistory &history = m_pump.history();
    if (steps > m_state.step() && steps > history.last()) {
        // Beyond what the history holds: let the search run there.
        if (steps > m_pump.furthest() && m_pump.isDone()) {
            steps = m_pump.furthest();
        } else if (!m_pump.isDone() || m_pump.reached() < steps) {
            return Route::RunOn;
        }
    }
    return steps < history.first() ? Route::Rebuild : Route::Within;
}

void RunNavigator::moveWithin(quint64 steps)
{
    while (m_state.step() < steps) {
        forward();
    }
    const RunHistory &history = m_pump.history();
    while (m_state.step() > steps) {
        const quint64 at = m_state.step();
        m_state.undo(history.event(at), history.workDelta(at), history.event(at - 1));
    }
}

bool RunNavigator::finishIfAtEnd()
{
    if (m_pump.isDone() && m_state.step() == m_pump.reached() && !m_state.isFinished()) {
        m_state.finish(m_pump.finalWork());
        return true;
    }
    return false;
}

std::optional<quint64> RunNavigator::solutionBefore() const
{
    return m_pump.history().solutionSteps().before(m_state.step());
}

std::optional<quint64> RunNavigator::solutionAfter() const
{
    return m_pump.history().solutionSteps().after(m_state.step());
}

std::optional<quint64> RunNavigator::solution(quint64 k) const
{
    const SolutionSteps &steps = m_pump.history().solutionSteps();
    if (k == 0 || k > steps.size()) {
        return std::nullopt;
    }
    return steps.at(std::size_t(k - 1));
}

RunNavigator::StopReason RunNavigator::breakpointMet() const
{
    switch (m_state.last().kind) {
    case nq::EventKind::Solution:
        return m_breakpoints.onSolution ? StopReason::SolutionBreakpoint : StopReason::None;
    case nq::EventKind::Remove:
        return m_breakpoints.onBacktrack ? StopReason::BacktrackBreakpoint : StopReason::None;
    case nq::EventKind::Place:
        return m_breakpoints.atDepth > 0 && m_state.counters().depth == m_breakpoints.atDepth
            ? StopReason::DepthBreakpoint
            : StopReason::None;
    case nq::EventKind::Reject:
    case nq::EventKind::Prune:
    case nq::EventKind::Wipeout:
    case nq::EventKind::Choose:
    case nq::EventKind::Done:
        break;
    }
    return StopReason::None;
}

bool RunNavigator::takeGate(QObject *owner, std::function<bool(quint64 step)> gate)
{
    if (m_gateOwner && m_gateOwner != owner) {
        return false; // one owner at a time
    }
    m_gateOwner = gate ? owner : nullptr;
    m_gate = std::move(gate);
    return true;
}

void RunNavigator::releaseGate(const QObject *owner)
{
    if (owner && m_gateOwner == owner) {
        m_gateOwner = nullptr;
        m_gate = {};
    }
}
