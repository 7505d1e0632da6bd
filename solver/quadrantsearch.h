// SPDX-License-Identifier: MIT
#pragma once

// Internal to the solver library: counting by joining quarter boards.

#include "solver/patternsieve.h"
#include "solver/quadranttable.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace nq {

// Tuning of QuadrantSearch; parameters so that the tests can drive every
// code path on boards small enough to check.
struct QuadrantSettings
{
    int chunkBits = 7; // PatternSieve's chunk
    int minBlock = 16; // PatternSieve's smallest block
    // Patterns and items are sorted into 2^cutBits buckets by these many
    // bits of theirs (cutBit()); a bucket of items meets only the buckets
    // of patterns with none of its cut bits.
    int cutBits = 0;
    int itemSlice = 4096; // west halves matched between two looks at the stop flag
    PatternSieve::Kernel kernel = PatternSieve::Kernel::Best;
};

/*
 * Counts the solutions of the n x n board without searching it row by row.
 *
 * The board is cut into quarters: north rows 0 .. h - 1 and south rows
 * h .. n - 1, west columns 0 .. h - 1 and east columns h .. n - 1, with
 * h = ceil(n / 2) (for odd n the north and west parts are one wider).
 * In a solution each row has its queen in the east or in the west half;
 * call E the rows with an east queen. For one E (one call of count()):
 *  - the east half's queens are a north-east placement on the rows of E in
 *    the north and a south-east one on those in the south, using
 *    complementary sets of east columns, with no diagonal in common. Every
 *    such pair is one east half; the same for the west half and the rows
 *    not in E. The quarter placements come from the QuadrantTable.
 *  - an east half and a west half make a solution exactly when they share
 *    no diagonal (rows and columns are disjoint by construction). Only
 *    the n - 1 diagonals of each direction that cross both halves matter:
 *    each half becomes a 2n - 2 bit pattern of those it occupies, and the
 *    count for E is the number of east/west pairs of disjoint patterns,
 *    done in bulk by a PatternSieve of the east patterns.
 *
 * Symmetries: turning the board upside down maps the solutions with east
 * rows E onto those with east rows reversed(E), so only one of each pair
 * is counted, twice (rowSets()). For even n, two more: the transpose and the
 * anti-transpose each fix one long diagonal square by square and swap the
 * ends of the other, so (summed over all E) the solutions whose main
 * diagonal queen is in the south-east quarter are as many as those with it
 * in the north-west, and those whose anti-diagonal queen is in the
 * north-east as many as those with it in the south-west. So the east halves
 * with a queen on either long diagonal are dropped, and a west half counts
 * twice for each long diagonal it occupies: about a quarter of the east
 * halves remain. (Turning upside down swaps the two long diagonals, so the
 * two reductions combine.)
 */
class QuadrantSearch
{
public:
    // The largest board the method serves: its quarters must fit a
    // QuadrantTable.
    static constexpr int MaxSize = 2 * QuadrantTable::MaxSize;

    struct RowSet
    {
        std::uint32_t east; // bit r: row r has its queen in the east half
        int weight; // 2 when reversed(east) stands for it too, else 1
    };

    // The row sets count() needs for the n x n board, each once.
    // Precondition: 1 <= n <= MaxSize.
    static std::vector<RowSet> rowSets(int n);
    // The size of the QuadrantTable count() needs.
    static int tableSize(int n) { return (n + 1) / 2; }

    // Precondition: 1 <= n <= MaxSize, table.size() == tableSize(n). Keeps
    // a reference to the table; one search per worker thread (count()
    // reuses its buffers).
    QuadrantSearch(int n, const QuadrantTable &table, const QuadrantSettings &settings = {});

    // The solutions whose east-half queens are on exactly the rows of
    // `eastRows` (under the even-n weighting described above, which sums
    // to the right total over all row sets). Reads `stop` now and then;
    // when it interrupted, sets `stopped` and the count is partial.
    std::uint64_t count(std::uint32_t eastRows, const std::atomic<bool> &stop, bool &stopped);

    // The largest cutBits setting.
    static constexpr int MaxCuts = 4;

private:
    // Fills `out` with the pattern of every half on `rows` (east or west):
    // for the east, those free of the long diagonals (even n); for the west,
    // each with its weight (PatternSieve::WeightShift). False when stopped.
    struct Halves
    {
        std::unique_ptr<std::uint64_t[]> data;
        std::size_t size = 0, capacity = 0;
        // Room for `extra` more; returns where they go.
        std::uint64_t *grow(std::size_t extra);
        std::span<const std::uint64_t> view() const { return { data.get(), size }; }
    };
    bool buildHalf(bool east, std::uint32_t rows, const std::atomic<bool> &stop, Halves &out);

    const int m_n;
    const int m_north; // rows in the north half
    const int m_westCols; // columns in the west half
    const QuadrantTable &m_table;
    const QuadrantSettings m_settings;
    const std::uint64_t m_patternMask; // n - 1 low bits
    std::uint64_t m_longDiagonals = 0; // even n: the two long diagonals' pattern bits
    Halves m_east;
    Halves m_westHalves;
    std::vector<std::uint64_t> m_shifted; // a south quarter's placements, moved down
    std::vector<std::uint64_t> m_top; // a north quarter's placements that are kept
    // Joins north and south quarter placements (a plain and an AVX-512 way).
    std::size_t (*m_join)(std::span<const std::uint64_t>, std::span<const std::uint64_t>,
        std::uint64_t *) = nullptr;
    std::vector<std::vector<std::uint32_t>> m_colSets; // by their number of columns
    // The pattern bit the i-th cut looks at.
    int cutBit(int i) const;
    std::uint32_t bucketOf(std::uint64_t pattern) const;

    std::vector<int> m_cuts;
    std::vector<std::vector<std::uint64_t>> m_eastBuckets, m_westBuckets;
    std::vector<PatternSieve> m_sieves; // one per bucket
};

} // namespace nq
