// SPDX-License-Identifier: MIT
#include "wrongcodeguard.h"

void WrongCodeGuard::setLimits(int allowed, int blockMs)
{
    m_allowed = allowed;
    m_blockMs = blockMs;
}

QString WrongCodeGuard::keyOf(const QString &address) const
{
    if (m_entries.contains(address) || m_entries.size() < MaxAddresses - 1)
        return address;
    return QStringLiteral("*"); // never an address's own key
}

bool WrongCodeGuard::isBlocked(const QString &address, qint64 nowMs)
{
    const auto it = m_entries.find(keyOf(address));
    if (it == m_entries.end() || it->blockedUntil == 0)
        return false;
    if (nowMs < it->blockedUntil)
        return true;
    m_entries.erase(it); // served its time: counts from none again
    return false;
}

void WrongCodeGuard::addWrong(const QString &address, qint64 nowMs)
{
    Entry &entry = m_entries[keyOf(address)];
    entry.lastWrong = nowMs;
    if (++entry.wrong >= m_allowed)
        entry.blockedUntil = nowMs + m_blockMs;
}

void WrongCodeGuard::prune(qint64 nowMs)
{
    for (auto it = m_entries.begin(); it != m_entries.end();) {
        const bool over = it->blockedUntil != 0 ? nowMs >= it->blockedUntil : nowMs - it->lastWrong >= m_blockMs;
        it = over ? m_entries.erase(it) : std::next(it);
    }
}

void WrongCodeGuard::clear()
{
    m_entries.clear();
}
