// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QString>

/*
 * Wrong class codes by address: after `allowed` wrong codes, the address is
 * blocked for `blockMs`, then starts again from none. Times are
 * milliseconds of a monotonic clock, passed in. Bounded: an address whose
 * wrong codes are older than `blockMs`, or whose block ended, is forgotten
 * (prune()), and beyond MaxAddresses remembered at once, every further
 * address shares one count, so that guessing from many addresses is slowed
 * down all together.
 */
class WrongCodeGuard
{
public:
    void setLimits(int allowed, int blockMs);
    // Whether joins from `address` are refused now.
    bool isBlocked(const QString &address, qint64 nowMs);
    // One more wrong code from `address`.
    void addWrong(const QString &address, qint64 nowMs);
    // Forgets what no longer counts (the server calls it on its sweep).
    void prune(qint64 nowMs);
    void clear();
    int size() const { return int(m_entries.size()); }

    static constexpr int MaxAddresses = 4096;

private:
    struct Entry
    {
        int wrong = 0;
        qint64 lastWrong = 0;
        qint64 blockedUntil = 0;
    };
    // The key of the count that addresses beyond MaxAddresses share.
    QString keyOf(const QString &address) const;

    QHash<QString, Entry> m_entries;
    int m_allowed = 5;
    int m_blockMs = 30000;
};
