// SPDX-License-Identifier: MIT
#pragma once

// Internal to the solver library.

#include "solver/event.h"

#include <span>

namespace nq {

// Builds the events of a search that yields them one at a time (permutations
// and min-conflicts; the row-by-row backtrackers write blocks of events, see
// backtracker.h) and keeps its Stats, counting placements, removals,
// rejections and steps as Event's contract says. The algorithm adds its own
// work measure with addWork().
//
// The recorder keeps one Event and rewrites it for each step: its methods
// return a reference to it, valid (and unchanged) until the next call, which
// is what `co_yield` needs (the generator hands out a reference without a
// copy). Building a fresh Event per step meant clearing all of it, Stats
// and all, for every square tried: most of what the event stream cost.
class Recorder
{
public:
    // `chosen`: the row or column the search chose for this level (see
    // Event), for the algorithms that choose; none otherwise.
    Event &place(int row, int col, Square chosen = {})
    {
        ++m_stats.placements;
        Event &event = make(EventKind::Place, { row, col });
        event.by = chosen;
        return event;
    }
    Event &remove(int row, int col, Square chosen = {})
    {
        ++m_stats.removals;
        Event &event = make(EventKind::Remove, { row, col });
        event.by = chosen;
        return event;
    }
    Event &reject(Square square, Square by, Line line)
    {
        ++m_stats.rejections;
        Event &event = make(EventKind::Reject, square);
        event.by = by;
        event.line = line;
        return event;
    }
    // `columns` must be the full board at this moment.
    Event &solution(std::span<const int> columns)
    {
        ++m_stats.solutions;
        Event &event = make(EventKind::Solution, {});
        event.index = m_stats.solutions;
        event.columns.assign(columns.begin(), columns.end());
        return event;
    }
    Event &prune(Square square, Square by, Line line)
    {
        ++m_stats.prunes;
        Event &event = make(EventKind::Prune, square);
        event.by = by;
        event.line = line;
        return event;
    }
    Event &wipeout(int row, Square by)
    {
        ++m_stats.wipeouts;
        Event &event = make(EventKind::Wipeout, { row, -1 });
        event.by = by;
        return event;
    }
    // `square`: the row chosen (col -1) or the column chosen (row -1);
    // `options`: what it has left.
    Event &choose(Square square, std::uint64_t options)
    {
        Event &event = make(EventKind::Choose, square);
        event.index = options;
        return event;
    }
    Event &done()
    {
        Event &event = reset(EventKind::Done, {}); // `done` is not a step
        event.stats = m_stats;
        return event;
    }

    // The event of the last call above.
    Event &event() noexcept { return m_event; }

    void addWork(std::uint64_t amount = 1) noexcept { m_stats.work += amount; }
    const Stats &stats() const noexcept { return m_stats; }

private:
    // Resets only what the previous kind may have set: every field not
    // listed for `kind` keeps its default (event.h's contract).
    Event &make(EventKind kind, Square square)
    {
        ++m_stats.steps;
        return reset(kind, square);
    }
    Event &reset(EventKind kind, Square square)
    {
        switch (m_event.kind) {
        case EventKind::Place:
        case EventKind::Remove:
        case EventKind::Reject:
        case EventKind::Prune:
        case EventKind::Wipeout:
            m_event.by = {};
            m_event.line = Line::None;
            break;
        case EventKind::Choose:
            m_event.index = 0;
            break;
        case EventKind::Solution:
            m_event.index = 0;
            m_event.columns.clear();
            break;
        default:
            break;
        }
        m_event.kind = kind;
        m_event.square = square;
        m_event.work = m_stats.work;
        return m_event;
    }

    Stats m_stats;
    Event m_event;
};

} // namespace nq
