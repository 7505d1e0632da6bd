// SPDX-License-Identifier: MIT
#include "tokenbucket.h"

#include <algorithm>

TokenBucket::TokenBucket(int perSecond, int burst, qint64 nowMs)
    : m_perMs(perSecond / 1000.0)
    , m_burst(burst)
    , m_tokens(burst)
    , m_last(nowMs)
{
}

bool TokenBucket::take(qint64 nowMs)
{
    if (nowMs > m_last) {
        m_tokens = std::min(m_burst, m_tokens + (nowMs - m_last) * m_perMs);
        m_last = nowMs;
    }
    if (m_tokens < 1.0)
        return false;
    m_tokens -= 1.0;
    return true;
}
