// SPDX-License-Identifier: MIT
#include "common/refreshthrottle.h"

#include <QCoreApplication>
#include <QThread>

#include <algorithm>
#include <utility>
#include <vector>

namespace {

// The GUI thread's throttles (anyPending()); others are not counted.
std::vector<const RefreshThrottle *> &guiThrottles()
{
    static std::vector<const RefreshThrottle *> throttles;
    return throttles;
}

bool onGuiThread()
{
    return QCoreApplication::instance() && QThread::currentThread() == QCoreApplication::instance()->thread();
}

} // namespace

RefreshThrottle::RefreshThrottle(std::function<void()> refresh, int intervalMs)
    : m_refresh(std::move(refresh))
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(intervalMs);
    QObject::connect(&m_timer, &QTimer::timeout, [this] { m_refresh(); });
    if (onGuiThread()) {
        guiThrottles().push_back(this);
        m_counted = true;
    }
}

RefreshThrottle::~RefreshThrottle()
{
    if (!m_counted) {
        return;
    }
    std::vector<const RefreshThrottle *> &throttles = guiThrottles();
    throttles.erase(std::remove(throttles.begin(), throttles.end(), this), throttles.end());
}

bool RefreshThrottle::anyPending()
{
    const std::vector<const RefreshThrottle *> &throttles = guiThrottles();
    return std::any_of(throttles.begin(), throttles.end(),
        [](const RefreshThrottle *throttle) { return throttle->m_timer.isActive(); });
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
