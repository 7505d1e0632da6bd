// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

#include <cstdint>
#include <optional>
#include <vector>

/*
 * The steps at which a run found its solutions: an increasing sequence that
 * can grow for hours (a top-speed 14x14 run finds thousands a second), so it
 * is stored compactly rather than as 8 bytes a step.
 *
 * Each step is kept as its distance from the previous one in a variable
 * number of bytes (7 bits a byte; two bytes for gaps under 16,384 steps,
 * which is most of them), and every BlockSize-th step also in full with the
 * byte where its block starts, so that the k-th step or the neighbours of a
 * step are found by a binary search over blocks and a scan of at most one
 * block. Appending is O(1) amortised; at(), before() and after() are
 * O(log(size / BlockSize) + BlockSize).
 */
class SolutionSteps
{
public:
    static constexpr std::size_t BlockSize = 64;

    // Adds `step` when it is past back() (or the sequence is empty);
    // otherwise (a solution seen again after stepping back) does nothing.
    void append(quint64 step);
    void clear();

    std::size_t size() const { return m_count; }
    bool empty() const { return m_count == 0; }
    // Preconditions: !empty(); k < size().
    quint64 front() const { return m_blocks.front().first; }
    quint64 back() const { return m_last; }
    quint64 at(std::size_t k) const;

    // The largest step less than `step`, and the smallest greater than it.
    std::optional<quint64> before(quint64 step) const;
    std::optional<quint64> after(quint64 step) const;

    // Bytes held (capacity included).
    std::size_t memoryBytes() const;

private:
    struct Block
    {
        quint64 first; // the block's first step, in full
        std::uint32_t offset; // where the gaps after it start in m_gaps
    };

    // The index of the last block whose first step is <= step, or -1.
    std::ptrdiff_t blockAtOrBefore(quint64 step) const;
    // Calls visit(step) for the steps of block b in order until it returns false.
    template<typename Visit> void scanBlock(std::size_t b, Visit visit) const;

    std::vector<Block> m_blocks;
    std::vector<std::uint8_t> m_gaps;
    std::size_t m_count = 0;
    quint64 m_last = 0;
};
