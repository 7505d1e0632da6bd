// SPDX-License-Identifier: MIT
#include "solver/symmetricsearch.h"

#include "solver/symmetry.h"

#include <algorithm>
#include <bit>

namespace nq {

SymmetricSearch::SymmetricSearch(int n, bool quarterTurn, const std::atomic<bool> &stop)
    : m_n(n)
    , m_quarter(quarterTurn)
    , m_stop(stop)
{ }

std::uint64_t SymmetricSearch::count()
{
    m_stopped = false;
    return search(0, 0, 0, 0, 0);
}

std::uint64_t SymmetricSearch::search(std::uint64_t rowsUsed, std::uint64_t colsUsed,
    std::uint64_t diag, std::uint64_t anti, int placed)
{
    if (placed == m_n) {
        return 1;
    }
    if (placed < m_n - 8 && m_stop.load(std::memory_order_relaxed)) {
        m_stopped = true;
        return 0;
    }
    const int row = std::countr_one(rowsUsed);
    std::uint64_t count = 0;
    for (int col = 0; col < m_n && !m_stopped; ++col) {
        if ((colsUsed >> col) & 1u) {
            continue;
        }
        Square orbit[4];
        const int size = makeOrbit(row, col, orbit);
        std::uint64_t r = rowsUsed, c = colsUsed, d = diag, a = anti;
        bool ok = true;
        for (int i = 0; i < size && ok; ++i) {
            const std::uint64_t rb = std::uint64_t { 1 } << orbit[i].row;
            const std::uint64_t cb = std::uint64_t { 1 } << orbit[i].col;
            const std::uint64_t db = std::uint64_t { 1 } << (orbit[i].row - orbit[i].col + m_n - 1);
            const std::uint64_t ab = std::uint64_t { 1 } << (orbit[i].row + orbit[i].col);
            ok = ((r & rb) | (c & cb) | (d & db) | (a & ab)) == 0;
            r |= rb;
            c |= cb;
            d |= db;
            a |= ab;
        }
        if (ok) {
            count += search(r, c, d, a, placed + size);
        }
    }
    return count;
}

// The distinct squares of the orbit of (row, col) under the rotation group.
int SymmetricSearch::makeOrbit(int row, int col, Square (&orbit)[4]) const
{
    const Symmetry turn = m_quarter ? Symmetry::Rotate90 : Symmetry::Rotate180;
    const int steps = m_quarter ? 4 : 2;
    int size = 0;
    Square s { row, col };
    for (int i = 0; i < steps; ++i) {
        if (std::find(orbit, orbit + size, s) == orbit + size) {
            orbit[size++] = s;
        }
        const auto [r, c] = transformSquare(turn, m_n, s.row, s.col);
        s = { r, c };
    }
    return size;
}

} // namespace nq
