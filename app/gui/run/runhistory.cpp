// SPDX-License-Identifier: MIT
#include "run/runhistory.h"

#include "solver/algorithm.h"

#include <algorithm>

namespace {

// Field widths of a packed event. A Reject, Prune, Wipeout or Choose (only
// backtrackers make them, and their boards are at most 32 wide) packs its
// coordinates in 6 bits each, with 63 standing for "none" (-1); a Place or Remove (any board,
// the local search's up to nq::MaxLocalSearchSize) packs two in 13 bits.
constexpr int CoordBits = 6;
constexpr std::uint32_t CoordMask = (1u << CoordBits) - 1;
constexpr std::uint32_t None = CoordMask;
constexpr int WideBits = 13;
constexpr std::uint32_t WideMask = (1u << WideBits) - 1;
constexpr int MoveFlagShift = 2 * WideBits;
// The level's chosen item of mrv's and dancing links' Place and Remove: a row
// item is always the queen's own row and a column item its own column, so
// two bits say which (nothing, the row, the column).
constexpr int ChosenFlagShift = MoveFlagShift + 1;
constexpr int ChosenColumnShift = MoveFlagShift + 2;
constexpr int KindShift = 29;
static_assert(ChosenColumnShift < KindShift, "the chosen item's bits lie below the kind");
static_assert(nq::MaxLocalSearchSize < int(WideMask), "a Place's row must fit its field");

std::uint32_t coord(int value)
{
    return value < 0 ? None : std::uint32_t(value) & CoordMask;
}

int uncoord(std::uint32_t bits)
{
    return bits == None ? -1 : int(bits);
}

std::uint32_t wide(int value)
{
    return value < 0 ? WideMask : std::uint32_t(value) & WideMask;
}

int unwide(std::uint32_t bits)
{
    return bits == WideMask ? -1 : int(bits);
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
    m_solutions.append(step);
}

std::size_t RunHistory::memoryBytes() const
{
    return m_ring.capacity() * sizeof(std::uint64_t) + m_solutions.memoryBytes();
}

std::uint32_t RunHistory::pack(const StepEvent &event)
{
    // kind in the top 3 bits (29..31), then by kind:
    // - Place, Remove: chosen-is-column (bit 28) | has-chosen (bit 27) |
    //   repair-move flag (bit 26) | row 13 | col 13 (the move's number is not
    //   stored: it is the removal count, see RunState; the chosen item is the
    //   queen's row {row, -1} or column {-1, col}, see nq::Event);
    // - Reject, Prune: line 2 (bits 24, 25) | row 6 | col 6 | byRow 6 | byCol 6;
    // - Wipeout: row 6 | byRow 6 | byCol 6;
    // - Choose: row 6 | col 6 | index 6 (the item's options left, 0..32);
    // - Solution, Done: nothing else. A solution's index and board are not
    //   stored: the board holds it, and its index is the solution count.
    const std::uint32_t kind = (std::uint32_t(event.kind) & 7u) << KindShift;
    switch (event.kind) {
    case nq::EventKind::Place:
    case nq::EventKind::Remove: {
        std::uint32_t bits = kind | (event.index > 0 ? 1u << MoveFlagShift : 0u)
            | (wide(event.row) << WideBits) | wide(event.col);
        if (event.byRow >= 0 || event.byCol >= 0) {
            bits |= 1u << ChosenFlagShift;
            if (event.byRow < 0) {
                bits |= 1u << ChosenColumnShift;
            }
        }
        return bits;
    }
    case nq::EventKind::Reject:
    case nq::EventKind::Prune: {
        std::uint32_t bits = std::uint32_t(event.line) & 3u;
        bits = (bits << CoordBits) | coord(event.row);
        bits = (bits << CoordBits) | coord(event.col);
        bits = (bits << CoordBits) | coord(event.byRow);
        bits = (bits << CoordBits) | coord(event.byCol);
        return kind | bits;
    }
    case nq::EventKind::Wipeout: {
        std::uint32_t bits = coord(event.row);
        bits = (bits << CoordBits) | coord(event.byRow);
        bits = (bits << CoordBits) | coord(event.byCol);
        return kind | bits;
    }
    case nq::EventKind::Choose: {
        std::uint32_t bits = coord(event.row);
        bits = (bits << CoordBits) | coord(event.col);
        bits = (bits << CoordBits) | std::uint32_t(std::min<quint64>(event.index, CoordMask));
        return kind | bits;
    }
    case nq::EventKind::Solution:
    case nq::EventKind::Done:
        break;
    }
    return kind;
}

StepEvent RunHistory::unpack(std::uint32_t bits)
{
    StepEvent event;
    event.kind = nq::EventKind(bits >> KindShift);
    switch (event.kind) {
    case nq::EventKind::Place:
    case nq::EventKind::Remove:
        event.col = qint16(unwide(bits & WideMask));
        event.row = qint16(unwide((bits >> WideBits) & WideMask));
        // A marker only: RunState::apply() writes the move's number.
        event.index = (bits >> MoveFlagShift) & 1u;
        if ((bits >> ChosenFlagShift) & 1u) {
            if ((bits >> ChosenColumnShift) & 1u) {
                event.byCol = event.col;
            } else {
                event.byRow = event.row;
            }
        }
        break;
    case nq::EventKind::Reject:
    case nq::EventKind::Prune:
        event.byCol = qint16(uncoord(bits & CoordMask));
        bits >>= CoordBits;
        event.byRow = qint16(uncoord(bits & CoordMask));
        bits >>= CoordBits;
        event.col = qint16(uncoord(bits & CoordMask));
        bits >>= CoordBits;
        event.row = qint16(uncoord(bits & CoordMask));
        bits >>= CoordBits;
        event.line = qint8(bits & 3u);
        break;
    case nq::EventKind::Wipeout:
        event.byCol = qint16(uncoord(bits & CoordMask));
        bits >>= CoordBits;
        event.byRow = qint16(uncoord(bits & CoordMask));
        bits >>= CoordBits;
        event.row = qint16(uncoord(bits & CoordMask));
        break;
    case nq::EventKind::Choose:
        event.index = bits & CoordMask;
        bits >>= CoordBits;
        event.col = qint16(uncoord(bits & CoordMask));
        bits >>= CoordBits;
        event.row = qint16(uncoord(bits & CoordMask));
        break;
    case nq::EventKind::Solution:
    case nq::EventKind::Done:
        break;
    }
    return event;
}
