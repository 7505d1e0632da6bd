// SPDX-License-Identifier: MIT
#pragma once

#include "solver/algorithm.h"
#include "solver/event.h"
#include "solver/generator.h"
#include "solver/position.h"

#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <optional>
#include <span>
#include <vector>

namespace nq::learn {

/*
 * A run's event stream seen from one position, with a look ahead: what the
 * predict and practice engines ask ("what is the next event?", "does this
 * row backtrack within the next few hundred steps?") without a window.
 *
 * The stream is deterministic, so the future is simply computed: the
 * StepStream owns its own generator (made by `source`), keeps the board after
 * the events applied so far, and buffers the events it has peeked at. Going
 * back replays the stream from its start (the runs a class steps through are
 * small boards: replaying a few thousand events takes well under a
 * millisecond), so memory stays bounded by MaxLookahead events whatever the
 * run's length.
 *
 * Positions count events applied, as RunController's steps do: position 0 is
 * the start (the board `start`), position k the board after k events. The
 * event peek(0) is the one that takes the run from position() to
 * position() + 1.
 */
class StepStream
{
public:
    using Source = std::function<Generator<Event>()>;

    // The most events peek() looks beyond the position.
    static constexpr std::size_t MaxLookahead = std::size_t { 1 } << 16;

    // `source` makes the run's stream from its beginning, each time it is
    // called, the same events every time. `start` is the board before the
    // first event (start[row] = column, or -1 for an empty row); its size is
    // the board's size n. `algorithm` is the run's (it decides the domains
    // and the row in focus that board() keeps).
    StepStream(Source source, std::vector<int> start, Algorithm algorithm = DefaultAlgorithm);

    // The source of a run's stream: solve(algorithm, n, seed, start), from an
    // empty board when `start` is empty, else from its given queens
    // (start[row] = column, or -1).
    static Source runSource(
        Algorithm algorithm, int n, std::uint64_t seed, std::vector<int> start = {});

    int boardSize() const noexcept { return static_cast<int>(m_start.size()); }
    std::uint64_t position() const noexcept { return m_position; }
    // The board at position(): queens()[row] = column, or -1.
    std::span<const int> queens() const noexcept { return m_board.columns(); }
    // Everything about the board at position() (domains, marks, the row in focus).
    const Position &board() const noexcept { return m_board; }

    /*
     * Moves to `position`, forward by applying events, back by replaying from
     * the start. Returns false (and stops at the stream's last position,
     * after its Done) when the stream has fewer events than that.
     */
    bool seek(std::uint64_t position);
    // seek(position() + 1).
    bool advance() { return seek(m_position + 1); }

    // The event `offset` events after the position (0: the next one), or
    // nullptr when the stream ends first or offset >= MaxLookahead. The
    // pointer is valid until the next call of any non-const method.
    const Event *peek(std::size_t offset = 0);

    // True when no event is left (the position is after Done).
    bool atEnd() { return peek(0) == nullptr; }

private:
    void restart();
    // Fetches events into m_ahead until it holds `count` or the stream ends.
    bool fill(std::size_t count);

    Source m_source;
    std::vector<int> m_start;
    Algorithm m_algorithm;
    Position m_board; // after m_position events
    std::uint64_t m_position = 0;
    std::optional<Generator<Event>> m_generator;
    std::optional<Generator<Event>::Iterator> m_it;
    bool m_exhausted = false;
    std::deque<Event> m_ahead; // fetched, not applied: m_ahead[0] is peek(0)
};

} // namespace nq::learn
