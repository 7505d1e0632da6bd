// SPDX-License-Identifier: MIT
#include "common/backgroundjob.h"

#include "common/threadhandoff.h"

#include <atomic>
#include <utility>

namespace {

std::atomic<int> running { 0 };

} // namespace

BackgroundJobBase::BackgroundJobBase() = default;

BackgroundJobBase::~BackgroundJobBase()
{
    stopAndJoin(); // already done by the derived class; kept for safety
    if (m_running) {
        --running;
    }
}

int BackgroundJobBase::runningCount()
{
    return running.load();
}

void BackgroundJobBase::stopAndJoin()
{
    if (m_thread.joinable()) {
        m_thread.request_stop();
        m_thread.join();
    }
}

void BackgroundJobBase::startThread(std::function<void(std::stop_token)> body)
{
    stopAndJoin();
    ++m_run;
    if (!std::exchange(m_running, true)) {
        ++running;
    }
    m_thread = std::jthread(std::move(body));
}

void BackgroundJobBase::endRun()
{
    ++m_run;
    if (std::exchange(m_running, false)) {
        --running;
    }
}

void BackgroundJobBase::joinFinished()
{
    if (m_thread.joinable()) {
        m_thread.join(); // it stored its end last and returns right after
    }
}

void BackgroundJobBase::wake()
{
    if (m_posted) {
        return; // the queued call will take the newer value too
    }
    m_posted = true;
    // The slots are guarded by m_mutex; this declares the queued call itself
    // (see threadhandoff.h).
    ThreadHandoff::release(this);
    QMetaObject::invokeMethod(
        &m_receiver,
        [this] {
            ThreadHandoff::acquire(this);
            {
                const std::lock_guard lock(m_mutex);
                m_posted = false;
            }
            deliver();
        },
        Qt::QueuedConnection);
}
