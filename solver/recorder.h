// SPDX-License-Identifier: MIT
#pragma once

// Internal to the solver library.

#include "event.h"

#include <span>

namespace nq {

// Builds the events of one search and keeps its Stats, so that every
// algorithm counts placements, removals, rejections and steps the same way.
// The algorithm adds its own work measure with addWork().
class Recorder
{
public:
    Event place(int row, int col)
    {
        ++m_stats.placements;
        return make(EventKind::Place, { row, col });
    }
    Event remove(int row, int col)
    {
        ++m_stats.removals;
        return make(EventKind::Remove, { row, col });
    }
    Event reject(Square square, Square by, Line line)
    {
        ++m_stats.rejections;
        Event event = make(EventKind::Reject, square);
        event.by = by;
        event.line = line;
        return event;
    }
    // `columns` must be the full board at this moment.
    Event solution(std::span<const int> columns)
    {
        ++m_stats.solutions;
        Event event = make(EventKind::Solution, {});
        event.index = m_stats.solutions;
        event.columns.assign(columns.begin(), columns.end());
        return event;
    }
    Event done() const
    {
        Event event;
        event.kind = EventKind::Done;
        event.work = m_stats.work;
        event.stats = m_stats;
        return event;
    }

    void addWork(std::uint64_t amount = 1) noexcept { m_stats.work += amount; }
    const Stats &stats() const noexcept { return m_stats; }

private:
    Event make(EventKind kind, Square square)
    {
        ++m_stats.steps;
        Event event;
        event.kind = kind;
        event.square = square;
        event.work = m_stats.work;
        return event;
    }

    Stats m_stats;
};

} // namespace nq
