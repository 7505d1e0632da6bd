// SPDX-License-Identifier: MIT
#pragma once

#include <QTimer>

#include <functional>

/*
 * Keeps a view that shows a running search from being redrawn hundreds of
 * times a second: while changes stream in, the refresh runs at most once
 * every interval (nobody reads faster, and each refresh costs the event
 * loop); when the search is at rest (paused, stepping, finished) every
 * change is shown at once, so a step by step reader never waits.
 *
 * The one throttle of the window's panels, the compare window's table and
 * each lane's figures. Lives in the owner's thread; the refresh runs there.
 */
class RefreshThrottle
{
public:
    static constexpr int DefaultIntervalMs = 100;

    explicit RefreshThrottle(std::function<void()> refresh, int intervalMs = DefaultIntervalMs);
    RefreshThrottle(const RefreshThrottle &) = delete;
    RefreshThrottle &operator=(const RefreshThrottle &) = delete;

    // Something shown changed: refresh now when `atRest`, else within the
    // interval (a refresh already pending is not pushed back).
    void request(bool atRest);
    // Refresh now; a pending refresh is dropped, its change being shown.
    void refreshNow();
    int intervalMs() const { return m_timer.interval(); }

private:
    std::function<void()> m_refresh;
    QTimer m_timer;
};
