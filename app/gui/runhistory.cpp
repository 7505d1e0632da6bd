// SPDX-License-Identifier: MIT
#include "runhistory.h"

#include <algorithm>

namespace {

// Field widths of a packed event: boards are at most 32 wide, so a row or
// column fits 6 bits with 63 standing for "none" (-1).
constexpr int CoordBits = 6;
constexpr std::uint32_t CoordMask = (1u << CoordBits) - 1;
constexpr std::uint32_t None = CoordMask;

std::uint32_t coord(int value)
{
    return value < 0 ? None : std::uint32_t(value) & CoordMask;
}

int uncoord(std::uint32_t bits)
{
    return bits == None ? -1 : int(bits);
}

} // namespace

RunHistory::RunHistory(std::size_t capacity)
    : m_ring(std::max<std::size_t>(capacity, 2))
{
    restart(0, StepEvent());
}

void RunHistory::restart(quint64 step, const StepEvent &event)
{
    m_head = 0;
    m_count = 1;
    m_first = step;
    m_ring[0] = std::uint64_t(pack(event)) << 32;
}

void RunHistory::append(const StepEvent &event, quint64 workDelta)
{
    if (m_count == m_ring.size()) {
        // Full: forget the oldest step.
        m_head = (m_head + 1) % m_ring.size();
        --m_count;
        ++m_first;
    }
    const std::size_t slot = (m_head + m_count) % m_ring.size();
    m_ring[slot] = (std::uint64_t(pack(event)) << 32) | std::min<quint64>(workDelta, 0xffffffffu);
    ++m_count;
}

StepEvent RunHistory::event(quint64 step) const
{
    const std::uint64_t entry = m_ring[(m_head + (step - m_first)) % m_ring.size()];
    return unpack(std::uint32_t(entry >> 32));
}

quint64 RunHistory::workDelta(quint64 step) const
{
    return m_ring[(m_head + (step - m_first)) % m_ring.size()] & 0xffffffffu;
}

void RunHistory::recordSolution(quint64 step)
{
    if (m_solutions.empty() || m_solutions.back() < step) {
        m_solutions.push_back(step);
    }
}

std::size_t RunHistory::memoryBytes() const
{
    return m_ring.capacity() * sizeof(std::uint64_t) + m_solutions.capacity() * sizeof(quint64);
}

std::uint32_t RunHistory::pack(const StepEvent &event)
{
    // kind 3 bits | line 2 | row 6 | col 6 | byRow 6 | byCol 6 = 29 bits. A
    // solution's index and board are not stored: the board holds it, and its
    // index is the solution count.
    std::uint32_t bits = std::uint32_t(event.kind) & 7u;
    bits = (bits << 2) | (std::uint32_t(event.line) & 3u);
    bits = (bits << CoordBits) | coord(event.row);
    bits = (bits << CoordBits) | coord(event.col);
    bits = (bits << CoordBits) | coord(event.byRow);
    bits = (bits << CoordBits) | coord(event.byCol);
    return bits;
}

StepEvent RunHistory::unpack(std::uint32_t bits)
{
    StepEvent event;
    event.byCol = qint16(uncoord(bits & CoordMask));
    bits >>= CoordBits;
    event.byRow = qint16(uncoord(bits & CoordMask));
    bits >>= CoordBits;
    event.col = qint16(uncoord(bits & CoordMask));
    bits >>= CoordBits;
    event.row = qint16(uncoord(bits & CoordMask));
    bits >>= CoordBits;
    event.line = qint8(bits & 3u);
    bits >>= 2;
    event.kind = nq::EventKind(bits & 7u);
    return event;
}
