// SPDX-License-Identifier: MIT
#include "solver/quadranttable.h"

#include <stdexcept>

namespace nq {

QuadrantTable::QuadrantTable(int size, const std::atomic<bool> &stop)
    : m_size(size)
    , m_stop(stop)
{
    if (size < 1 || size > MaxSize) {
        throw std::invalid_argument("QuadrantTable: size out of range");
    }
    const std::size_t keys = std::size_t(1) << (2 * size);
    // Two passes, counting then filling, so that the placements need no
    // second copy while they are sorted into their groups.
    std::vector<std::uint32_t> counts(keys + 1, 0);
    if (!enumerate(0, 0, 0, 0, [&](std::uint32_t rows, std::uint32_t cols, std::uint64_t) {
            ++counts[(std::size_t(rows) << size) | cols];
        })) {
        m_stopped = true;
        return;
    }
    m_offsets.assign(keys + 1, 0);
    std::uint32_t total = 0;
    for (std::size_t key = 0; key < keys; ++key) {
        m_offsets[key] = total;
        total += counts[key];
    }
    m_offsets[keys] = total;
    m_placements.resize(total);
    std::vector<std::uint32_t> &next = counts;
    std::copy(m_offsets.begin(), m_offsets.end(), next.begin());
    if (!enumerate(0, 0, 0, 0, [&](std::uint32_t rows, std::uint32_t cols, std::uint64_t masks) {
            m_placements[next[(std::size_t(rows) << size) | cols]++] = masks;
        })) {
        m_stopped = true;
        m_placements = {};
        m_offsets.assign(keys + 1, 0);
    }
}

template<typename Visit>
bool QuadrantTable::enumerate(
    int row, std::uint32_t rows, std::uint32_t cols, std::uint64_t masks, const Visit &visit)
{
    if (row == m_size) {
        visit(rows, cols, masks);
        return true;
    }
    // The top rows are a few hundred calls: checking there costs nothing
    // and still answers a stop within milliseconds.
    if (row < 3 && m_stop.load(std::memory_order_relaxed)) {
        return false;
    }
    if (!enumerate(row + 1, rows, cols, masks, visit)) { // this row stays empty
        return false;
    }
    for (int col = 0; col < m_size; ++col) {
        const std::uint64_t bits = (std::uint64_t(1) << (row - col + m_size - 1))
            | (std::uint64_t(1) << (32 + row + col));
        if (((cols >> col) & 1u) == 0 && (masks & bits) == 0) {
            if (!enumerate(row + 1, rows | (1u << row), cols | (1u << col), masks | bits, visit)) {
                return false;
            }
        }
    }
    return true;
}

} // namespace nq
