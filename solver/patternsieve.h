// SPDX-License-Identifier: MIT
#pragma once

// Internal to the solver library: the bulk test at the heart of
// QuadrantSearch.

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace nq {

/*
 * Holds a set of bit patterns and counts, for an item, the patterns that
 * share no bit with it: #{p : (p & item) == 0}.
 *
 * Testing one item against one pattern is one AND, but QuadrantSearch makes
 * billions of such tests. So the patterns are stored in blocks of 512,
 * transposed: for each bit position, a 512-bit plane saying which of the
 * block's patterns lack that bit. The patterns free of all the item's bits
 * are then the AND of the item's planes, and their number a popcount: a
 * few dozen word operations test one item against 512 patterns. The planes
 * are further combined `chunkBits` at a time: for every value of a chunk of
 * the item, the AND of the planes of its bits is precomputed, so an item
 * costs one 512-bit AND per chunk, whatever its bits.
 *
 * Fewer patterns than `minBlock` left over after the full blocks are kept
 * plain and tested one by one (a mostly empty block costs more).
 */
class PatternSieve
{
public:
    static constexpr int BlockWords = 8;
    static constexpr int BlockPatterns = 64 * BlockWords;
    // An item's bits from here on are not tested: they hold the logarithm
    // of its weight (0 .. 3), so that equal items need not be repeated.
    static constexpr int WeightShift = 62;

    // The instruction sets count() can use; Best is the widest this CPU has.
    enum class Kernel { Best, Plain, Popcnt, Avx2, Avx512 };
    static bool supported(Kernel kernel);
    static const char *name(Kernel kernel);

    // Precondition: 1 <= chunkBits <= 8, 1 <= minBlock <= BlockPatterns,
    // supported(kernel).
    PatternSieve(int chunkBits, int minBlock, Kernel kernel = Kernel::Best);

    // Replaces the patterns; each uses bits below `bits` (bits <= WeightShift).
    void assign(std::span<const std::uint64_t> patterns, int bits);

    std::size_t size() const { return m_size; }

    // The sum over `items` of the patterns sharing no bit with the item,
    // times the item's weight, 2 to the power of its bits from WeightShift.
    // Below WeightShift, the items use only the bits below assign()'s `bits`.
    std::uint64_t count(std::span<const std::uint64_t> items) const;

    // The kernel Best stands for on this CPU.
    static Kernel best();

private:
    void addBlock(const std::uint64_t *patterns, std::size_t count);

    Kernel m_kernel;
    int m_chunkBits;
    std::size_t m_minBlock;
    int m_chunks = 0;
    std::size_t m_size = 0;
    // A block's 512 bits, aligned for the widest registers.
    struct alignas(64) Group
    {
        std::uint64_t words[BlockWords];
    };
    // Per block: m_chunks * 2^chunkBits groups.
    std::vector<Group> m_tables;
    std::size_t m_blocks = 0;
    std::vector<std::uint64_t> m_plain; // the left-over patterns
};

} // namespace nq
