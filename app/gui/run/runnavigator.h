// SPDX-License-Identifier: MIT
#pragma once

#include "run/runstate.h"
#include "run/stepevent.h"

#include <QObject>
#include <QPointer>

// moc (Qt 6.4) cannot parse libstdc++'s C++20 headers; it needs none of them.
#ifndef Q_MOC_RUN
#include <functional>
#include <optional>
#endif

class RunPump;

/*
 * The position a run shows (RunController's navigation) and its moves over
 * the pump's RunHistory: forward one event, back or forward to any step the
 * history holds, and where the run's solutions are. Every move applies or
 * takes back the history's events one by one, so the position after K steps
 * and J steps back is exactly the position after K - J steps.
 *
 * A step the history does not hold is out of its reach: route() says
 * whether the search must run on to it or the worker must rebuild it (the
 * controller asks the pump; the rebuilt position comes back through reset()).
 *
 * It also holds where forward motion stops besides its goal: the user's
 * breakpoints and the gate of a mode that asks before each step (see
 * RunController::takeGate()).
 */
class RunNavigator
{
    Q_GADGET

public:
    // Where a running search stops by itself, besides its end.
    struct Breakpoints
    {
        bool onSolution = false;
        bool onBacktrack = false;
        int atDepth = 0; // stop when a placement reaches this depth; 0 = never
    };

    // Why a running search stopped by itself, for the status line: which of
    // the user's breakpoints it met. None for every other stop (the user's
    // pause, a step, a seek, a goal such as the next solution reached).
    enum class StopReason {
        None,
        SolutionBreakpoint, // Breakpoints::onSolution: a solution was found
        BacktrackBreakpoint, // Breakpoints::onBacktrack: a queen was taken back
        DepthBreakpoint, // Breakpoints::atDepth: a placement reached that depth
    };
    Q_ENUM(StopReason)

    // Reads `pump`'s history and ends (not owned; it must outlive this).
    explicit RunNavigator(const RunPump &pump);

    const RunState &state() const { return m_state; }
    quint64 step() const { return m_state.step(); }
    // Shows `state` (a new run's step 0, or a position the worker rebuilt).
    void reset(const RunState &state) { m_state = state; }

    // Precondition: step() < the history's last(). Applies the next event
    // and returns it as the history holds it (a solution's board, a repair
    // move's number left out: state().last() has them).
    StepEvent forward();

    // How a move to a step is made.
    enum class Route {
        Within, // the history holds it: moveWithin()
        RunOn, // beyond what was reached: the search must run on to it
        Rebuild, // older than the history: the worker runs the search again
    };
    // The route to `steps`, which becomes the step to go to: a step beyond
    // the end of a finished search is its end.
    Route route(quint64 &steps) const;
    // Precondition: route(steps) is Within. Applies or takes back events
    // until the position is after `steps` events.
    void moveWithin(quint64 steps);
    // Whether the search ended at the position shown, which then becomes its
    // end (finished, with the final work count); false when it already was.
    bool finishIfAtEnd();

    // The step of the last solution before the position, of the first after
    // it (among those found so far), and of solution `k` (1-based; nullopt
    // for 0 or one not found yet).
    std::optional<quint64> solutionBefore() const;
    std::optional<quint64> solutionAfter() const;
    std::optional<quint64> solution(quint64 k) const;

    const Breakpoints &breakpoints() const { return m_breakpoints; }
    void setBreakpoints(const Breakpoints &breakpoints) { m_breakpoints = breakpoints; }
    // The breakpoint the event that led to the position meets; None for none.
    StopReason breakpointMet() const;

    // The gate and its owner, as RunController::takeGate() and releaseGate().
    bool takeGate(QObject *owner, std::function<bool(quint64 step)> gate);
    void releaseGate(const QObject *owner);
    const QObject *gateOwner() const { return m_gateOwner.data(); }
    // Whether a gate is held and stops the run before the next step.
    bool gateCloses() const { return m_gateOwner && m_gate(m_state.step()); }

private:
    const RunPump &m_pump;
    RunState m_state;
    Breakpoints m_breakpoints;
    QPointer<QObject> m_gateOwner; // a null owner (none, or gone) means no gate
    std::function<bool(quint64)> m_gate;
};
