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
    ~RefreshThrottle();
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
    // Whether any throttle of the GUI thread has a refresh pending: a view
    // that shows less than it has. The window's pictures for --screenshot
    // wait until none has, so that the same flags give the same picture
    // however loaded the machine is. GUI thread only.
    static bool anyPending();

private:
    std::function<void()> m_refresh;
    QTimer m_timer;
    bool m_counted = false; // made on the GUI thread: in anyPending()
};
