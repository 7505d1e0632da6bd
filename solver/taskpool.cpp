// SPDX-License-Identifier: MIT
#include "solver/taskpool.h"

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace nq {

TaskPool::TaskPool(std::size_t tasks, int threads)
    : m_tasks(tasks)
{
    const int requested = threads > 0
        ? threads
        : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    m_threads = static_cast<int>(
        std::min<std::size_t>(std::size_t(requested), std::max<std::size_t>(tasks, 1)));
}

bool TaskPool::run(const Task &task, const Progress &progress, std::chrono::milliseconds interval,
    Clock::time_point start, std::stop_token stop)
{
    // Stopped before the start: none of the tasks runs.
    std::atomic<bool> stopFlag { stop.stop_requested() };
    std::atomic<std::size_t> nextTask { 0 };
    std::atomic<std::size_t> doneTasks { 0 };
    std::atomic<int> running { m_threads };
    std::mutex mutex;
    std::condition_variable finished;
    bool allFinished = false; // guarded by mutex

    const auto work = [&](int worker) {
        while (!stopFlag.load(std::memory_order_relaxed)) {
            const std::size_t index = nextTask.fetch_add(1, std::memory_order_relaxed);
            if (index >= m_tasks) {
                break;
            }
            if (task(index, worker, stopFlag)) {
                doneTasks.fetch_add(1, std::memory_order_relaxed);
            }
        }
        if (running.fetch_sub(1, std::memory_order_acq_rel) == 1) {
            const std::lock_guard lock(mutex);
            allFinished = true;
            finished.notify_all();
        }
    };

    const std::stop_callback onStop(stop, [&] { stopFlag.store(true, std::memory_order_relaxed); });
    {
        std::vector<std::jthread> workers;
        workers.reserve(static_cast<std::size_t>(m_threads));
        try {
            for (int i = 0; i < m_threads; ++i) {
                workers.emplace_back(work, i);
            }
            std::unique_lock lock(mutex);
            while (!finished.wait_for(lock, interval, [&] { return allFinished; })) {
                if (progress) {
                    lock.unlock();
                    const double fraction = m_tasks == 0
                        ? 1.0
                        : static_cast<double>(doneTasks.load(std::memory_order_relaxed))
                            / static_cast<double>(m_tasks);
                    const double elapsed
                        = std::chrono::duration<double>(Clock::now() - start).count();
                    progress(fraction, fraction > 0 ? elapsed * (1 - fraction) / fraction : -1.0);
                    lock.lock();
                }
            }
        } catch (...) {
            // A worker could not start or the callback threw: stop the others
            // before the jthreads join them.
            stopFlag.store(true, std::memory_order_relaxed);
            throw;
        }
        // The jthreads join here.
    }
    return doneTasks.load() == m_tasks;
}

} // namespace nq
