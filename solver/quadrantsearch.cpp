// SPDX-License-Identifier: MIT
#include "solver/quadrantsearch.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <span>

namespace nq {

namespace {

std::uint32_t reversed(std::uint32_t rows, int n)
{
    std::uint32_t out = 0;
    for (int r = 0; r < n; ++r) {
        out |= ((rows >> r) & 1u) << (n - 1 - r);
    }
    return out;
}

} // namespace

std::vector<QuadrantSearch::RowSet> QuadrantSearch::rowSets(int n)
{
    assert(n >= 1 && n <= MaxSize);
    const int east = n - (n + 1) / 2;
    std::vector<RowSet> sets;
    for (std::uint32_t rows = 0; rows < (std::uint32_t(1) << n); ++rows) {
        if (std::popcount(rows) != east) {
            continue;
        }
        const std::uint32_t mirror = reversed(rows, n);
        if (rows <= mirror) {
            sets.push_back({ rows, rows == mirror ? 1 : 2 });
        }
    }
    return sets;
}

QuadrantSearch::QuadrantSearch(int n, const QuadrantTable &table, const QuadrantSettings &settings)
    : m_n(n)
    , m_north((n + 1) / 2)
    , m_westCols((n + 1) / 2)
    , m_table(table)
    , m_settings(settings)
    , m_patternMask((std::uint64_t(1) << (n - 1)) - 1)
{
    assert(table.size() == tableSize(n));
    if (n % 2 == 0) {
        // Pattern bit i stands for the diagonal (or, from bit n - 1, the
        // anti-diagonal) n - west + i of the board (or west + i): the long
        // ones, n - 1, are bit west - 1 of each.
        m_longDiagonals = (std::uint64_t(1) << (m_westCols - 1)) | (std::uint64_t(1) << (n - 1 + m_westCols - 1));
    }
    const int cuts = std::clamp(settings.cutBits, 0, MaxCuts);
    for (int i = 0; i < cuts; ++i) {
        m_cuts.push_back(cutBit(i));
    }
    const std::size_t buckets = std::size_t(1) << cuts;
    m_eastBuckets.resize(buckets);
    m_westBuckets.resize(buckets);
    m_sieves.assign(buckets, PatternSieve(settings.chunkBits, settings.minBlock, settings.kernel));
    // The column sets of each size, for the north quarters.
    m_colSets.resize(std::size_t(table.size()) + 1);
    for (std::uint32_t cols = 0; cols < (std::uint32_t(1) << table.size()); ++cols) {
        m_colSets[std::size_t(std::popcount(cols))].push_back(cols);
    }
}

bool QuadrantSearch::buildHalf(
    bool east, std::uint32_t rows, const std::atomic<bool> &stop, std::vector<std::uint64_t> &out)
{
    out.clear();
    const int q = m_table.size();
    const int width = east ? m_n - m_westCols : m_westCols;
    const std::uint32_t northRows = rows & ((std::uint32_t(1) << m_north) - 1);
    const std::uint32_t southRows = rows >> m_north;
    const std::uint32_t allCols = (std::uint32_t(1) << width) - 1;
    // The placements' masks are in their quarter's coordinates (see
    // QuadrantTable), the north quarter's being the half's. Board diagonal
    // D = row - col + n - 1 of a square of the east half is its mask bit
    // D - (east width - q), the anti-diagonal A = row + col its bit
    // A - west; the west half's are bits D - n + q and A. The diagonals
    // both halves can reach are D in [n - west, 2n - 2 - west] and A in
    // [west, n + west - 2]: n - 1 of each, which the pattern keeps.
    const int diagonalShift = east ? q : q - m_westCols;
    const int antiShift = 32 + (east ? 0 : m_westCols);
    const std::uint64_t mask = m_patternMask;
    const int n1 = m_n - 1;
    const int north = m_north;
    const std::uint64_t longDiagonals = m_longDiagonals;
    const int longLow = std::countr_zero(longDiagonals | (std::uint64_t(1) << 63));
    const int longHigh = 63 - std::countl_zero(longDiagonals | 1u);
    const std::uint64_t hasLong = longDiagonals != 0 ? 1 : 0;
    // The long diagonals' bits in the halves' masks.
    const std::uint64_t eastLong = longDiagonals == 0
        ? 0
        : (std::uint64_t(1) << (diagonalShift + longLow)) | (std::uint64_t(1) << (antiShift + longHigh - n1));
    for (const std::uint32_t cols : m_colSets[std::size_t(std::popcount(northRows))]) {
        if ((cols & ~allCols) != 0) {
            continue;
        }
        if (stop.load(std::memory_order_relaxed)) {
            return false;
        }
        const auto top = m_table.placements(northRows, cols);
        const auto bottom = m_table.placements(southRows, allCols & ~cols);
        if (top.empty() || bottom.empty()) {
            continue;
        }
        // The east halves on a long diagonal are dropped (even n): the
        // quarters holding one are dropped before they are paired.
        m_shifted.clear();
        for (const std::uint64_t b : bottom) {
            const std::uint64_t shifted = b << north;
            if (!east || (shifted & eastLong) == 0) {
                m_shifted.push_back(shifted);
            }
        }
        // Written branch-free: every pair is stored, and the next pair
        // overwrites it unless it fits (a branch here is mispredicted about
        // as often as not). The halves are turned into patterns below, in
        // one pass over those that fit.
        std::size_t at = out.size();
        out.resize(at + top.size() * m_shifted.size());
        std::uint64_t *dst = out.data();
        for (const std::uint64_t t : top) {
            if (east && (t & eastLong) != 0) {
                continue;
            }
            for (const std::uint64_t s : m_shifted) {
                dst[at] = t | s;
                at += (t & s) == 0 ? 1 : 0;
            }
        }
        out.resize(at);
    }
    for (std::uint64_t &half : out) {
        const std::uint64_t pattern
            = ((half >> diagonalShift) & mask) | (((half >> antiShift) & mask) << n1);
        // The weight's logarithm (west): one per long diagonal occupied.
        const std::uint64_t weight = east
            ? 0
            : ((pattern >> longLow) & hasLong) + ((pattern >> longHigh) & hasLong);
        half = pattern | (weight << PatternSieve::WeightShift);
    }
    return true;
}

std::uint64_t QuadrantSearch::count(
    std::uint32_t eastRows, const std::atomic<bool> &stop, bool &stopped)
{
    if (!buildHalf(true, eastRows, stop, m_east)) {
        stopped = true;
        return 0;
    }
    if (m_east.empty()) {
        return 0;
    }
    const std::uint32_t westRows = ~eastRows & ((std::uint32_t(1) << m_n) - 1);
    if (!buildHalf(false, westRows, stop, m_westHalves)) {
        stopped = true;
        return 0;
    }
    const std::size_t buckets = m_sieves.size();
    if (buckets == 1) {
        m_sieves[0].assign(m_east, 2 * m_n - 2);
    } else {
        for (std::size_t v = 0; v < buckets; ++v) {
            m_eastBuckets[v].clear();
            m_westBuckets[v].clear();
        }
        for (const std::uint64_t p : m_east) {
            m_eastBuckets[bucketOf(p)].push_back(p);
        }
        for (const std::uint64_t p : m_westHalves) {
            m_westBuckets[bucketOf(p)].push_back(p);
        }
        for (std::size_t v = 0; v < buckets; ++v) {
            m_sieves[v].assign(m_eastBuckets[v], 2 * m_n - 2);
        }
    }
    std::uint64_t total = 0;
    const std::size_t slice = std::size_t(std::max(1, m_settings.itemSlice));
    for (std::size_t u = 0; u < buckets; ++u) {
        const std::span<const std::uint64_t> items
            = buckets == 1 ? std::span<const std::uint64_t>(m_westHalves) : m_westBuckets[u];
        for (std::size_t at = 0; at < items.size(); at += slice) {
            if (stop.load(std::memory_order_relaxed)) {
                stopped = true;
                return total;
            }
            const auto part = items.subspan(at, std::min(slice, items.size() - at));
            for (std::size_t v = 0; v < buckets; ++v) {
                if ((u & v) == 0 && m_sieves[v].size() > 0) {
                    total += m_sieves[v].count(part);
                }
            }
        }
    }
    return total;
}

int QuadrantSearch::cutBit(int i) const
{
    // The diagonals next to the long ones cross the most squares of both
    // halves, so most halves occupy them: a bucket of halves that do meets
    // no item that does. (The long ones themselves are empty in every
    // east half for even n.) Alternating diagonals and anti-diagonals,
    // moving out from the middle.
    const int offsets[MaxCuts] = { -1, -1, 1, 1 };
    const int middle = m_westCols - 1;
    const int anti = i % 2 == 1 ? m_n - 1 : 0;
    return anti + std::clamp(middle + offsets[i], 0, m_n - 2);
}

std::uint32_t QuadrantSearch::bucketOf(std::uint64_t pattern) const
{
    std::uint32_t bucket = 0;
    for (std::size_t i = 0; i < m_cuts.size(); ++i) {
        bucket |= std::uint32_t((pattern >> m_cuts[i]) & 1u) << i;
    }
    return bucket;
}

} // namespace nq
