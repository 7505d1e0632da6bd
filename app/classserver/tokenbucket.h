// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

/*
 * A token bucket: at most `burst` events at once, refilled at `perSecond`
 * events a second. Times are milliseconds of a monotonic clock, passed in
 * (so that tests need no waiting).
 */
class TokenBucket
{
public:
    TokenBucket(int perSecond = 10, int burst = 20, qint64 nowMs = 0);

    // Takes one token if there is one: whether the event may pass.
    bool take(qint64 nowMs);

private:
    double m_perMs;
    double m_burst;
    double m_tokens;
    qint64 m_last;
};
