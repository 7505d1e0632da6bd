// SPDX-License-Identifier: MIT
#include "solver/quadrantsearch.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <memory>
#include <span>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#endif

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

// Writes t | s for every pair of `top` and `bottom` with t & s == 0, in
// order, to `out` (room for all pairs); returns how many it wrote.
// Branch-free: every pair is stored, and the next overwrites it unless it
// fits (a branch here is mispredicted about as often as not).
std::size_t joinPlain(std::span<const std::uint64_t> top, std::span<const std::uint64_t> bottom,
    std::uint64_t *out)
{
    std::size_t at = 0;
    for (const std::uint64_t t : top) {
        for (const std::uint64_t s : bottom) {
            out[at] = t | s;
            at += (t & s) == 0 ? 1 : 0;
        }
    }
    return at;
}

#if defined(__x86_64__) && defined(__GNUC__)
// The same, eight pairs at a time: a compressing store writes the ones
// that fit side by side.
[[gnu::target("avx512f")]] std::size_t joinAvx512(std::span<const std::uint64_t> top,
    std::span<const std::uint64_t> bottom, std::uint64_t *out)
{
    std::size_t at = 0;
    const std::size_t full = bottom.size() / 8 * 8;
    const __mmask8 tail = __mmask8((1u << (bottom.size() - full)) - 1);
    for (const std::uint64_t t : top) {
        const __m512i tt = _mm512_set1_epi64(static_cast<long long>(t));
        for (std::size_t i = 0; i < full; i += 8) {
            const __m512i b = _mm512_loadu_si512(bottom.data() + i);
            const __mmask8 fits = _mm512_testn_epi64_mask(tt, b);
            _mm512_mask_compressstoreu_epi64(out + at, fits, _mm512_or_si512(tt, b));
            at += std::size_t(std::popcount(unsigned(fits)));
        }
        if (tail != 0) {
            const __m512i b = _mm512_maskz_loadu_epi64(tail, bottom.data() + full);
            const __mmask8 fits = _mm512_mask_testn_epi64_mask(tail, tt, b);
            _mm512_mask_compressstoreu_epi64(out + at, fits, _mm512_or_si512(tt, b));
            at += std::size_t(std::popcount(unsigned(fits)));
        }
    }
    return at;
}
#endif

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
    m_join = joinPlain;
#if defined(__x86_64__) && defined(__GNUC__)
    const PatternSieve::Kernel kernel
        = settings.kernel == PatternSieve::Kernel::Best ? PatternSieve::best() : settings.kernel;
    if (kernel == PatternSieve::Kernel::Avx512) {
        m_join = joinAvx512;
    }
#endif
    // The column sets of each size, for the north quarters.
    m_colSets.resize(std::size_t(table.size()) + 1);
    for (std::uint32_t cols = 0; cols < (std::uint32_t(1) << table.size()); ++cols) {
        m_colSets[std::size_t(std::popcount(cols))].push_back(cols);
    }
}

bool QuadrantSearch::buildHalf(
    bool east, std::uint32_t rows, const std::atomic<bool> &stop, Halves &out)
{
    out.size = 0;
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
    // The long diagonals' bits in the east halves' masks (none for the west).
    const std::uint64_t eastLong = !east || longDiagonals == 0
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
        // Branch-free filters, as in the joins.
        m_shifted.resize(bottom.size());
        std::size_t kept = 0;
        for (const std::uint64_t b : bottom) {
            const std::uint64_t shifted = b << north;
            m_shifted[kept] = shifted;
            kept += (shifted & eastLong) == 0 ? 1 : 0;
        }
        if (kept == 0) {
            continue;
        }
        m_shifted.resize(kept);
        std::span<const std::uint64_t> tops = top;
        if (eastLong != 0) {
            m_top.resize(top.size());
            kept = 0;
            for (const std::uint64_t t : top) {
                m_top[kept] = t;
                kept += (t & eastLong) == 0 ? 1 : 0;
            }
            tops = std::span<const std::uint64_t>(m_top).first(kept);
        }
        // The halves are turned into patterns below, in one pass over
        // those that fit.
        std::uint64_t *dst = out.grow(tops.size() * m_shifted.size());
        out.size += m_join(tops, m_shifted, dst);
    }
    for (std::uint64_t &half : std::span(out.data.get(), out.size)) {
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

std::uint64_t *QuadrantSearch::Halves::grow(std::size_t extra)
{
    if (size + extra > capacity) {
        // Not value-initialised: every element is written before it is read.
        capacity = std::max(size + extra, 2 * capacity);
        auto bigger = std::make_unique_for_overwrite<std::uint64_t[]>(capacity);
        std::copy_n(data.get(), size, bigger.get());
        data = std::move(bigger);
    }
    return data.get() + size;
}

std::uint64_t QuadrantSearch::count(
    std::uint32_t eastRows, const std::atomic<bool> &stop, bool &stopped)
{
    if (!buildHalf(true, eastRows, stop, m_east)) {
        stopped = true;
        return 0;
    }
    if (m_east.size == 0) {
        return 0;
    }
    const std::uint32_t westRows = ~eastRows & ((std::uint32_t(1) << m_n) - 1);
    if (!buildHalf(false, westRows, stop, m_westHalves)) {
        stopped = true;
        return 0;
    }
    const std::size_t buckets = m_sieves.size();
    if (buckets == 1) {
        m_sieves[0].assign(m_east.view(), 2 * m_n - 2);
    } else {
        for (std::size_t v = 0; v < buckets; ++v) {
            m_eastBuckets[v].clear();
            m_westBuckets[v].clear();
        }
        for (const std::uint64_t p : m_east.view()) {
            m_eastBuckets[bucketOf(p)].push_back(p);
        }
        for (const std::uint64_t p : m_westHalves.view()) {
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
            = buckets == 1 ? m_westHalves.view() : m_westBuckets[u];
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
