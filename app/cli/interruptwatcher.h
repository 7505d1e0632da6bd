// SPDX-License-Identifier: MIT
#pragma once

#include <csignal>
#include <cstdio>
#include <stop_token>
#include <thread>

/*
 * While alive, Ctrl-C (SIGINT) does not kill the process but requests a stop
 * on the given stop_source, so a long computation can end cleanly and say so.
 * A second Ctrl-C kills the process as usual, in case the computation does not
 * react. The destructor restores the previous SIGINT disposition. When SIGINT
 * is ignored on construction (a background job), it stays ignored. System
 * calls that the signal interrupts are restarted (SA_RESTART): output blocked
 * on a full pipe is not cut short by Ctrl-C.
 *
 * The signal handler only sets a lock-free atomic flag (async-signal-safe);
 * a watcher thread polls the flag and calls request_stop(), which takes locks
 * and so must not run inside the handler.
 *
 * Only one InterruptWatcher may exist at a time (the flag is process-wide).
 */
class InterruptWatcher
{
public:
    explicit InterruptWatcher(std::stop_source source);
    ~InterruptWatcher();
    InterruptWatcher(const InterruptWatcher &) = delete;
    InterruptWatcher &operator=(const InterruptWatcher &) = delete;

    // True once SIGINT was received while this watcher was alive.
    bool interrupted() const;

    // A test seam, not for users: with NQ_TEST_READY_NOTICE=1 in the
    // environment and the handler installed, writes the line
    // "nqueens: ready" to `err` (flushed); otherwise nothing. The runner
    // calls it once, where the work that Ctrl-C is meant to stop begins
    // (the search, the listing, the writing of files), so that a test can
    // send SIGINT at that point instead of after a guessed delay, too short
    // on a loaded machine and too long for a short phase.
    void announceReady(std::FILE *err) const;

private:
    void watch(std::stop_token stop);

    std::stop_source m_source;
    struct sigaction m_previous;
    bool m_installed = false;
    std::jthread m_thread; // last: joined before the other members go
};
