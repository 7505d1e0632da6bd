// SPDX-License-Identifier: MIT
#include "common/refreshthrottle.h"

#include <utility>

RefreshThrottle::RefreshThrottle(std::function<void()> refresh, int intervalMs)
    : m_refresh(std::move(refresh))
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(intervalMs);
    QObject::connect(&m_timer, &QTimer::timeout, [this] { m_refresh(); });
}

void RefreshThrottle::request(bool atRest)
{
    if (atRest) {
        refreshNow();
    } else if (!m_timer.isActive()) {
        m_timer.start();
    }
}

void RefreshThrottle::refreshNow()
{
    m_timer.stop();
    m_refresh();
}
