// SPDX-License-Identifier: MIT
#pragma once

// Internal to the solver library: the quarter boards QuadrantSearch joins.

#include <atomic>
#include <cstdint>
#include <span>
#include <vector>

namespace nq {

/*
 * Every placement of non-attacking queens (none to `size` of them) on a
 * size x size square, grouped by the set of rows and the set of columns
 * it uses (bit i = row or column i of the square). All four quarters of a
 * board are such squares, or parts of one, so one table serves them all.
 *
 * A placement is stored as the diagonals its queens occupy, in the square's
 * own coordinates: bit (row - col + size - 1) of the low 32 bits for the
 * diagonals going down to the right, bit (row + col) of the high 32 bits for
 * those going down to the left. A placement of the same square shifted down
 * by k rows occupies the same masks shifted left by k in both halves, which
 * is how QuadrantSearch joins a north quarter to the south one.
 */
class QuadrantTable
{
public:
    static constexpr int MaxSize = 10;

    // Precondition: 1 <= size <= MaxSize (10 x 10 has 7.5 million
    // placements, 60 MB). Reads `stop` while it enumerates; when the stop
    // came first, stopped() is true and the table is empty.
    QuadrantTable(int size, const std::atomic<bool> &stop);

    int size() const { return m_size; }
    bool stopped() const { return m_stopped; }

    // The placements using exactly these rows and columns (bits below
    // size()); empty when their numbers differ or nothing fits.
    std::span<const std::uint64_t> placements(std::uint32_t rows, std::uint32_t cols) const
    {
        const std::size_t key = (std::size_t(rows) << m_size) | cols;
        return { m_placements.data() + m_offsets[key], m_offsets[key + 1] - m_offsets[key] };
    }

    std::size_t placementCount() const { return m_placements.size(); }

private:
    // Calls visit(rows, cols, masks) for every placement of rows `row` and
    // below; false when stopped.
    template<typename Visit>
    bool enumerate(int row, std::uint32_t rows, std::uint32_t cols, std::uint64_t masks,
        const Visit &visit);

    const int m_size;
    const std::atomic<bool> &m_stop;
    bool m_stopped = false;
    std::vector<std::uint32_t> m_offsets; // by (rows << size | cols), one past the last too
    std::vector<std::uint64_t> m_placements;
};

} // namespace nq
