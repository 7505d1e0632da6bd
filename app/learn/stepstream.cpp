// SPDX-License-Identifier: MIT
#include "learn/stepstream.h"

#include <utility>

namespace nq::learn {

StepStream::StepStream(Source source, std::vector<int> start, Algorithm algorithm)
    : m_source(std::move(source))
    , m_start(std::move(start))
    , m_algorithm(algorithm)
{
    restart();
}

void StepStream::restart()
{
    m_ahead.clear();
    m_it.reset();
    m_generator.reset();
    m_generator.emplace(m_source());
    m_it.emplace(m_generator->begin());
    m_exhausted = *m_it == m_generator->end();
    m_board = Position(boardSize(), m_algorithm, m_start);
    m_position = 0;
}

StepStream::Source StepStream::runSource(
    Algorithm algorithm, int n, std::uint64_t seed, std::vector<int> start)
{
    // solve() copies the start; the lambda keeps its own for every replay.
    return [=, start = std::move(start)] { return solve(algorithm, n, seed, start); };
}

bool StepStream::fill(std::size_t count)
{
    while (m_ahead.size() < count && !m_exhausted) {
        m_ahead.push_back(**m_it);
        ++*m_it;
        m_exhausted = *m_it == m_generator->end();
    }
    return m_ahead.size() >= count;
}

bool StepStream::seek(std::uint64_t position)
{
    if (position < m_position) {
        restart();
    }
    while (m_position < position) {
        if (!fill(1)) {
            return false;
        }
        m_board.apply(m_ahead.front());
        m_ahead.pop_front();
        ++m_position;
    }
    return true;
}

const Event *StepStream::peek(std::size_t offset)
{
    if (offset >= MaxLookahead || !fill(offset + 1)) {
        return nullptr;
    }
    return &m_ahead[offset];
}

} // namespace nq::learn
