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
 * The one throttle of every view that follows a run: the window's panels
 * (StepFeed), the run's board while steps are coalesced, the compare
 * window's table and each lane's figures, the class's board, pupils and
 * tally sent and shown, the seat-work glance. Lives in the owner's thread;
 * the refresh runs there.
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
    // A pending refresh is dropped: its change was shown by other means.
    void drop() { m_timer.stop(); }
    int intervalMs() const { return m_timer.interval(); }
    // From the next request on.
    void setIntervalMs(int ms) { m_timer.setInterval(ms); }

private:
    std::function<void()> m_refresh;
    QTimer m_timer;
};
