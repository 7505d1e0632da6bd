// SPDX-License-Identifier: MIT
#pragma once

#include "run/solutionsteps.h"
#include "run/stepevent.h"

#include <QList>

#include <cstdint>
#include <vector>

/*
 * The recent events of a run, packed into 8 bytes each (the event in 32
 * bits, its work delta in 32), so that stepping back and forth over them is
 * instant and exact without keeping a board per step.
 *
 * It holds the events of steps first()..last() (a contiguous window; first()
 * may be 0, the start position, whose "event" is the empty Done). When full,
 * it drops its oldest events: memory never exceeds capacity() entries.
 * Positions before first() must be rebuilt by running the search again.
 *
 * Every event kind packs and unpacks to exactly the StepEvent appended
 * (a Place's or Remove's repair-move number as a 0/1 mark, which RunState
 * rewrites; a solution's index and board are left out, RunState fills them
 * in), given what the solver guarantees: the coordinates of a Reject, Prune,
 * Wipeout and Choose lie in 0..31 (a Choose's options in 0..63), and the
 * chosen item of a Place or Remove (`by`) is its own row {row, -1} or its
 * own column {-1, col}.
 *
 * It also keeps the step of every solution ever appended, so that the run's
 * solutions can be listed and jumped to however long the run.
 */
class RunHistory
{
public:
    // `capacity` entries, at least 2 (8 bytes each).
    explicit RunHistory(std::size_t capacity = DefaultCapacity);

    static constexpr std::size_t DefaultCapacity = std::size_t(1) << 20; // 8 MiB

    // Empties the window and starts it at position `step`, whose event is `event`.
    void restart(quint64 step, const StepEvent &event);
    // Appends the event of step last() + 1 and its work delta.
    void append(const StepEvent &event, quint64 workDelta);

    quint64 first() const { return m_first; }
    quint64 last() const { return m_first + m_count - 1; }
    bool contains(quint64 step) const { return step >= m_first && step <= last(); }
    // Precondition: contains(step).
    StepEvent event(quint64 step) const;
    quint64 workDelta(quint64 step) const;

    // Solutions: the steps of every Solution event appended, in order.
    void recordSolution(quint64 step);
    const SolutionSteps &solutionSteps() const { return m_solutions; }
    void clearSolutions() { m_solutions.clear(); }

    std::size_t capacity() const { return m_ring.size(); }
    // Bytes held by the window and the solution list.
    std::size_t memoryBytes() const;

private:
    static std::uint32_t pack(const StepEvent &event);
    static StepEvent unpack(std::uint32_t packed);

    std::vector<std::uint64_t> m_ring; // (packed event << 32) | work delta
    std::size_t m_head = 0; // ring index of step m_first
    std::size_t m_count = 0;
    quint64 m_first = 0;
    SolutionSteps m_solutions;
};
