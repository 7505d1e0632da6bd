// SPDX-License-Identifier: MIT
#include "cli/interruptwatcher.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <mutex>

namespace {

// Written by the signal handler: must be lock-free to be async-signal-safe.
std::atomic<bool> s_interrupted { false };
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void onInterrupt(int)
{
    s_interrupted.store(true, std::memory_order_relaxed);
}

// Short enough that Ctrl-C feels immediate, long enough to cost nothing.
constexpr auto PollInterval = std::chrono::milliseconds(20);

} // namespace

InterruptWatcher::InterruptWatcher(std::stop_source source)
    : m_source(std::move(source))
{
    s_interrupted.store(false);
    // A process started with SIGINT ignored (a background job of a script)
    // is meant to ignore Ctrl-C: leave it so.
    if (sigaction(SIGINT, nullptr, &m_previous) != 0
        || ((m_previous.sa_flags & SA_SIGINFO) == 0 && m_previous.sa_handler == SIG_IGN)) {
        return;
    }
    struct sigaction action = {};
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    // SA_RESETHAND: the second Ctrl-C finds the default disposition and kills.
    // SA_RESTART: a write blocked on a full pipe (a slow reader) goes on after
    // the handler instead of failing with EINTR, which would cut the line
    // being written and end the run as a write error.
    action.sa_flags = SA_RESETHAND | SA_RESTART;
    m_installed = sigaction(SIGINT, &action, nullptr) == 0;
    m_thread = std::jthread([this](std::stop_token stop) { watch(stop); });
}

InterruptWatcher::~InterruptWatcher()
{
    m_thread.request_stop();
    if (m_thread.joinable()) {
        m_thread.join();
    }
    if (m_installed) {
        sigaction(SIGINT, &m_previous, nullptr);
    }
}

bool InterruptWatcher::interrupted() const
{
    return s_interrupted.load();
}

void InterruptWatcher::announceReady(std::FILE *err) const
{
    const char *notice = std::getenv("NQ_TEST_READY_NOTICE");
    if (m_installed && notice != nullptr && std::strcmp(notice, "1") == 0) {
        std::fputs("nqueens: ready\n", err);
        std::fflush(err);
    }
}

void InterruptWatcher::watch(std::stop_token stop)
{
    std::mutex mutex;
    std::condition_variable_any wakeUp;
    std::unique_lock lock(mutex);
    while (!stop.stop_requested()) {
        if (s_interrupted.load(std::memory_order_relaxed)) {
            m_source.request_stop();
            return;
        }
        // Returns at once when the destructor requests a stop.
        wakeUp.wait_for(lock, stop, PollInterval, [] { return false; });
    }
}
