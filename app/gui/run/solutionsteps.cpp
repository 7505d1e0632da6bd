// SPDX-License-Identifier: MIT
#include "run/solutionsteps.h"

#include <algorithm>
#include <limits>

void SolutionSteps::append(quint64 step)
{
    if (m_count > 0 && step <= m_last) {
        return;
    }
    if (m_count % BlockSize == 0) {
        // A 32-bit offset covers 4 GiB of gaps: tens of billions of solutions.
        Q_ASSERT(m_gaps.size() < std::numeric_limits<std::uint32_t>::max());
        m_blocks.push_back({ step, std::uint32_t(m_gaps.size()) });
    } else {
        quint64 gap = step - m_last;
        while (gap >= 0x80) {
            m_gaps.push_back(std::uint8_t(0x80 | (gap & 0x7f)));
            gap >>= 7;
        }
        m_gaps.push_back(std::uint8_t(gap));
    }
    m_last = step;
    ++m_count;
}

void SolutionSteps::clear()
{
    m_blocks.clear();
    m_gaps.clear();
    m_count = 0;
    m_last = 0;
}

template<typename Visit> void SolutionSteps::scanBlock(std::size_t b, Visit visit) const
{
    const std::size_t inBlock = std::min(BlockSize, m_count - b * BlockSize);
    quint64 step = m_blocks[b].first;
    std::size_t byte = m_blocks[b].offset;
    if (!visit(step)) {
        return;
    }
    for (std::size_t i = 1; i < inBlock; ++i) {
        quint64 gap = 0;
        int shift = 0;
        std::uint8_t part = 0;
        do {
            part = m_gaps[byte++];
            gap |= quint64(part & 0x7f) << shift;
            shift += 7;
        } while (part & 0x80);
        step += gap;
        if (!visit(step)) {
            return;
        }
    }
}

quint64 SolutionSteps::at(std::size_t k) const
{
    Q_ASSERT(k < m_count);
    std::size_t left = k % BlockSize;
    quint64 result = 0;
    scanBlock(k / BlockSize, [&](quint64 step) {
        result = step;
        return left-- > 0;
    });
    return result;
}

std::ptrdiff_t SolutionSteps::blockAtOrBefore(quint64 step) const
{
    const auto it = std::upper_bound(m_blocks.begin(), m_blocks.end(), step,
        [](quint64 value, const Block &block) { return value < block.first; });
    return std::ptrdiff_t(it - m_blocks.begin()) - 1;
}

std::optional<quint64> SolutionSteps::before(quint64 step) const
{
    if (m_count == 0 || step <= front()) {
        return std::nullopt;
    }
    // step > front(), so some block starts at or before step - 1.
    const std::ptrdiff_t b = blockAtOrBefore(step - 1);
    std::optional<quint64> found;
    scanBlock(std::size_t(b), [&](quint64 s) {
        if (s >= step) {
            return false;
        }
        found = s;
        return true;
    });
    return found;
}

std::optional<quint64> SolutionSteps::after(quint64 step) const
{
    if (m_count == 0 || step >= m_last) {
        return std::nullopt;
    }
    // The answer is in the block holding `step`'s successor: the last block
    // starting at or before step, or the next one when that one ends first.
    const std::ptrdiff_t b = std::max<std::ptrdiff_t>(0, blockAtOrBefore(step));
    std::optional<quint64> found;
    for (std::size_t block = std::size_t(b); !found && block < m_blocks.size(); ++block) {
        scanBlock(block, [&](quint64 s) {
            if (s > step) {
                found = s;
                return false;
            }
            return true;
        });
    }
    return found;
}

std::size_t SolutionSteps::memoryBytes() const
{
    return m_blocks.capacity() * sizeof(Block) + m_gaps.capacity();
}
