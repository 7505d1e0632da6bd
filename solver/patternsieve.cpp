// SPDX-License-Identifier: MIT
#include "solver/patternsieve.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#endif

namespace nq {

namespace {

// The block loop, compiled once per instruction set below: the 512-bit AND
// and popcount are the whole of the work, and each set does them in its
// widest registers (a GCC vector: four SSE2 registers, two AVX2 ones or one
// AVX-512 one). Always inlined so that each copy gets its caller's target.
using Vector = std::uint64_t __attribute__((vector_size(8 * PatternSieve::BlockWords), may_alias));

// Per-lane popcounts, the ways each instruction set does them best. The
// scalar one serves the plain and the POPCNT builds (the compiler emits the
// instruction where the target has it).
struct ScalarPopcount
{
    [[gnu::always_inline]] static void lanes(const Vector &v, Vector &out)
    {
        for (int w = 0; w < PatternSieve::BlockWords; ++w) {
            out[w] = std::uint64_t(std::popcount(v[w]));
        }
    }
};

#if defined(__x86_64__) && defined(__GNUC__)
// AVX2 has no popcount instruction: a nibble table looked up 32 bytes at a
// time (vpshufb), the bytes' counts summed per 64-bit lane (vpsadbw).
struct Avx2Popcount
{
    [[gnu::target("avx2")]] static __m256i half(__m256i v)
    {
        const __m256i table = _mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0,
            1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
        const __m256i low = _mm256_set1_epi8(0x0f);
        const __m256i counts = _mm256_add_epi8(_mm256_shuffle_epi8(table, _mm256_and_si256(v, low)),
            _mm256_shuffle_epi8(table, _mm256_and_si256(_mm256_srli_epi16(v, 4), low)));
        return _mm256_sad_epu8(counts, _mm256_setzero_si256());
    }
    // Not always_inline, like the one below: the compiler checks that
    // attribute before the kernels' own targets reach the template, but
    // inlines these where the targets agree.
    [[gnu::target("avx2")]] static void lanes(const Vector &v, Vector &out)
    {
        const __m256i *in = reinterpret_cast<const __m256i *>(&v);
        __m256i *to = reinterpret_cast<__m256i *>(&out);
        _mm256_store_si256(to, half(_mm256_load_si256(in)));
        _mm256_store_si256(to + 1, half(_mm256_load_si256(in + 1)));
    }
};

struct Avx512Popcount
{
    [[gnu::target("avx512f,avx512vpopcntdq")]] static void lanes(const Vector &v, Vector &out)
    {
        _mm512_store_si512(&out, _mm512_popcnt_epi64(_mm512_load_si512(&v)));
    }
};
#endif

// Chunks > 0: that many chunks, unrolled; 0: `chunks` of them.
template<int Chunks, typename Popcount>
[[gnu::always_inline]] inline std::uint64_t countChunks(const Vector *groups, std::size_t blocks,
    int chunks, int chunkBits, const std::uint64_t *items, std::size_t count)
{
    if (Chunks > 0) {
        chunks = Chunks;
    }
    const std::uint64_t mask = (std::uint64_t(1) << chunkBits) - 1;
    const std::size_t stride = std::size_t(1) << chunkBits;
    // Lane by lane, so that the sum across lanes waits for the end. Two
    // blocks at a time: an item's chunk offsets serve both, and the two
    // chains of ANDs overlap.
    const std::size_t blockGroups = std::size_t(chunks) * stride;
    Vector sums {};
    std::size_t b = 0;
    for (; b + 2 <= blocks; b += 2, groups += 2 * blockGroups) {
        const Vector *other = groups + blockGroups;
        for (std::size_t i = 0; i < count; ++i) {
            const std::uint64_t item = items[i];
            Vector acc = groups[item & mask];
            Vector acc2 = other[item & mask];
            for (int c = 1; c < chunks; ++c) {
                const std::size_t at = std::size_t(c) * stride + ((item >> (c * chunkBits)) & mask);
                acc &= groups[at];
                acc2 &= other[at];
            }
            Vector counts, counts2;
            Popcount::lanes(acc, counts);
            Popcount::lanes(acc2, counts2);
            sums += (counts + counts2) << (item >> PatternSieve::WeightShift);
        }
    }
    for (; b < blocks; ++b, groups += blockGroups) {
        for (std::size_t i = 0; i < count; ++i) {
            const std::uint64_t item = items[i];
            Vector acc = groups[item & mask];
            for (int c = 1; c < chunks; ++c) {
                acc &= groups[std::size_t(c) * stride + ((item >> (c * chunkBits)) & mask)];
            }
            Vector counts;
            Popcount::lanes(acc, counts);
            sums += counts << (item >> PatternSieve::WeightShift);
        }
    }
    std::uint64_t total = 0;
    for (int w = 0; w < PatternSieve::BlockWords; ++w) {
        total += sums[w];
    }
    return total;
}

template<typename Popcount>
[[gnu::always_inline]] inline std::uint64_t countBlocks(const std::uint64_t *tables,
    std::size_t blocks, int chunks, int chunkBits, const std::uint64_t *items, std::size_t count)
{
    const Vector *g = reinterpret_cast<const Vector *>(tables);
    switch (chunks) {
    case 4: return countChunks<4, Popcount>(g, blocks, chunks, chunkBits, items, count);
    case 5: return countChunks<5, Popcount>(g, blocks, chunks, chunkBits, items, count);
    case 6: return countChunks<6, Popcount>(g, blocks, chunks, chunkBits, items, count);
    default: return countChunks<0, Popcount>(g, blocks, chunks, chunkBits, items, count);
    }
}

using KernelFunction = std::uint64_t (*)(const std::uint64_t *, std::size_t, int, int,
    const std::uint64_t *, std::size_t);

std::uint64_t countPlain(const std::uint64_t *tables, std::size_t blocks, int chunks,
    int chunkBits, const std::uint64_t *items, std::size_t count)
{
    return countBlocks<ScalarPopcount>(tables, blocks, chunks, chunkBits, items, count);
}

// The default build targets any x86-64, whose popcount is a dozen
// instructions; these copies run where the CPU has better, chosen once at
// run time.
#if defined(__x86_64__) && defined(__GNUC__)
[[gnu::target("popcnt")]] std::uint64_t countPopcnt(const std::uint64_t *tables,
    std::size_t blocks, int chunks, int chunkBits, const std::uint64_t *items, std::size_t count)
{
    return countBlocks<ScalarPopcount>(tables, blocks, chunks, chunkBits, items, count);
}

[[gnu::target("avx2")]] std::uint64_t countAvx2(const std::uint64_t *tables, std::size_t blocks,
    int chunks, int chunkBits, const std::uint64_t *items, std::size_t count)
{
    return countBlocks<Avx2Popcount>(tables, blocks, chunks, chunkBits, items, count);
}

[[gnu::target("avx512f,avx512vpopcntdq")]] std::uint64_t countAvx512(const std::uint64_t *tables,
    std::size_t blocks, int chunks, int chunkBits, const std::uint64_t *items, std::size_t count)
{
    return countBlocks<Avx512Popcount>(tables, blocks, chunks, chunkBits, items, count);
}
#endif

// Transposes a 64 x 64 bit matrix (row i is word i, column j its bit j)
// in six rounds, each swapping the off-diagonal blocks of half the size.
void transpose(std::array<std::uint64_t, 64> &m)
{
    std::uint64_t mask = 0x00000000FFFFFFFFull;
    for (int width = 32; width > 0; width >>= 1, mask ^= mask << width) {
        for (int base = 0; base < 64; base += 2 * width) {
            for (int i = base; i < base + width; ++i) {
                const std::size_t a = std::size_t(i);
                const std::size_t b = std::size_t(i + width);
                const std::uint64_t t = ((m[a] >> width) ^ m[b]) & mask;
                m[b] ^= t;
                m[a] ^= t << width;
            }
        }
    }
}

KernelFunction kernelOf(PatternSieve::Kernel kernel)
{
    switch (kernel) {
#if defined(__x86_64__) && defined(__GNUC__)
    case PatternSieve::Kernel::Popcnt: return countPopcnt;
    case PatternSieve::Kernel::Avx2: return countAvx2;
    case PatternSieve::Kernel::Avx512: return countAvx512;
#endif
    default: return countPlain;
    }
}

} // namespace

bool PatternSieve::supported(Kernel kernel)
{
#if defined(__x86_64__) && defined(__GNUC__)
    __builtin_cpu_init();
    switch (kernel) {
    case Kernel::Best:
    case Kernel::Plain: return true;
    case Kernel::Popcnt: return __builtin_cpu_supports("popcnt");
    case Kernel::Avx2: return __builtin_cpu_supports("avx2");
    case Kernel::Avx512:
        return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vpopcntdq");
    }
    return false;
#else
    return kernel == Kernel::Best || kernel == Kernel::Plain;
#endif
}

PatternSieve::Kernel PatternSieve::best()
{
    static const Kernel kernel = [] {
        for (const Kernel k : { Kernel::Avx512, Kernel::Avx2, Kernel::Popcnt }) {
            if (supported(k)) {
                return k;
            }
        }
        return Kernel::Plain;
    }();
    return kernel;
}

const char *PatternSieve::name(Kernel kernel)
{
    switch (kernel) {
    case Kernel::Best: return name(best());
    case Kernel::Plain: return "plain";
    case Kernel::Popcnt: return "popcnt";
    case Kernel::Avx2: return "avx2";
    case Kernel::Avx512: return "avx512";
    }
    return "?";
}

PatternSieve::PatternSieve(int chunkBits, int minBlock, Kernel kernel)
    : m_kernel(kernel == Kernel::Best ? best() : kernel)
    , m_chunkBits(chunkBits)
    , m_minBlock(std::size_t(std::clamp(minBlock, 1, BlockPatterns)))
{
    assert(chunkBits >= 1 && chunkBits <= 8);
    assert(supported(m_kernel));
}

void PatternSieve::assign(std::span<const std::uint64_t> patterns, int bits)
{
    m_chunks = std::max(1, (bits + m_chunkBits - 1) / m_chunkBits);
    m_size = patterns.size();
    m_blocks = 0;
    m_tables.clear();
    m_plain.clear();
    const std::size_t full = patterns.size() / BlockPatterns * BlockPatterns;
    const std::size_t rest = patterns.size() - full;
    const std::size_t blocks = full / BlockPatterns + (rest >= m_minBlock && rest > 0 ? 1 : 0);
    m_tables.resize(blocks * std::size_t(m_chunks) * (std::size_t(1) << m_chunkBits));
    for (std::size_t at = 0; at < full; at += BlockPatterns) {
        addBlock(patterns.data() + at, BlockPatterns);
    }
    if (rest >= m_minBlock) {
        addBlock(patterns.data() + full, rest);
    } else {
        m_plain.assign(patterns.begin() + std::ptrdiff_t(full), patterns.end());
    }
}

void PatternSieve::addBlock(const std::uint64_t *patterns, std::size_t count)
{
    // planes[bit] word w: bit j is set when pattern 64 w + j lacks `bit`:
    // each 64 x 64 square of the block's inverted patterns, transposed. A
    // missing pattern of a partial block lacks every bit, so the first
    // chunk's groups also clear it (an item with no bits in that chunk
    // would count it otherwise).
    const int bits = std::min(64, m_chunks * m_chunkBits);
    Vector planes[64];
    Vector present {};
    for (int w = 0; w < BlockWords; ++w) {
        std::array<std::uint64_t, 64> square {};
        const std::size_t first = std::size_t(w) * 64;
        const std::size_t here = first >= count ? 0 : std::min<std::size_t>(64, count - first);
        for (std::size_t i = 0; i < here; ++i) {
            square[i] = ~patterns[first + i];
        }
        present[w] = here == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << here) - 1;
        if (here > 0) {
            transpose(square);
        }
        for (int b = 0; b < bits; ++b) {
            planes[std::size_t(b)][w] = square[std::size_t(b)] & present[w];
        }
    }
    const std::size_t values = std::size_t(1) << m_chunkBits;
    Vector *out = reinterpret_cast<Vector *>(&m_tables[m_blocks * std::size_t(m_chunks) * values]);
    Vector all;
    for (int w = 0; w < BlockWords; ++w) {
        all[w] = ~std::uint64_t(0);
    }
    for (int c = 0; c < m_chunks; ++c) {
        Vector *chunk = out + std::size_t(c) * values;
        chunk[0] = c == 0 ? present : all;
        // Each value's group is its value without the lowest bit, ANDed
        // with the plane of that bit (bits past 64 are in no item).
        for (std::size_t v = 1; v < values; ++v) {
            const int bit = c * m_chunkBits + std::countr_zero(v);
            chunk[v] = bit < bits ? chunk[v & (v - 1)] & planes[std::size_t(bit)] : Vector {};
        }
    }
    ++m_blocks;
}

std::uint64_t PatternSieve::count(std::span<const std::uint64_t> items) const
{
    std::uint64_t total = 0;
    if (m_blocks > 0) {
        total = kernelOf(m_kernel)(
            m_tables.data()->words, m_blocks, m_chunks, m_chunkBits, items.data(), items.size());
    }
    for (const std::uint64_t item : items) {
        std::uint64_t sum = 0;
        for (const std::uint64_t p : m_plain) {
            sum += (p & item) == 0 ? 1 : 0;
        }
        total += sum << (item >> WeightShift);
    }
    return total;
}

} // namespace nq
