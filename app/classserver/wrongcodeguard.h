// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QString>

/*
 * Wrong class codes by address: after `allowed` wrong codes, the address is
 * blocked for `blockMs`, then starts again from none. Times are
 * milliseconds of a monotonic clock, passed in.
 */
class WrongCodeGuard
{
public:
    void setLimits(int allowed, int blockMs);
    // Whether joins from `address` are refused now.
    bool isBlocked(const QString &address, qint64 nowMs);
    // One more wrong code from `address`.
    void addWrong(const QString &address, qint64 nowMs);
    void clear();

private:
    struct Entry
    {
        int wrong = 0;
        qint64 blockedUntil = 0;
    };
    QHash<QString, Entry> m_entries;
    int m_allowed = 5;
    int m_blockMs = 30000;
};
