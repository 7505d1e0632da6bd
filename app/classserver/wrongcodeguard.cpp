// SPDX-License-Identifier: MIT
#include "wrongcodeguard.h"

void WrongCodeGuard::setLimits(int allowed, int blockMs)
{
    m_allowed = allowed;
    m_blockMs = blockMs;
}

bool WrongCodeGuard::isBlocked(const QString &address, qint64 nowMs)
{
    const auto it = m_entries.find(address);
    if (it == m_entries.end() || it->blockedUntil == 0)
        return false;
    if (nowMs < it->blockedUntil)
        return true;
    m_entries.erase(it); // served its time: counts from none again
    return false;
}

void WrongCodeGuard::addWrong(const QString &address, qint64 nowMs)
{
    Entry &entry = m_entries[address];
    if (++entry.wrong >= m_allowed)
        entry.blockedUntil = nowMs + m_blockMs;
}

void WrongCodeGuard::clear()
{
    m_entries.clear();
}
