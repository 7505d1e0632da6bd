// SPDX-License-Identifier: MIT
#pragma once

// Internal to the solver library: the threads countSolutions() runs on.

#include <atomic>
#include <chrono>
#include <cstddef>
#include <functional>
#include <stop_token>

namespace nq {

/*
 * Runs numbered tasks on worker threads that share them out: each worker
 * takes the next task not yet taken when it has finished its last one, so a
 * slow task does not hold the others up. One stop flag, set by a stop
 * request, tells every running task to give up.
 */
class TaskPool
{
public:
    using Clock = std::chrono::steady_clock;
    // Runs task `index` on worker `worker` (0 .. threads() - 1; a worker runs
    // one task at a time, so state kept per worker needs no lock). Reads
    // `stop` now and then; returns false when it gave up because of it.
    using Task = std::function<bool(std::size_t index, int worker, const std::atomic<bool> &stop)>;
    // The fraction of the tasks done (0..1) and the estimated seconds left
    // (negative while unknown).
    using Progress = std::function<void(double fraction, double secondsLeft)>;

    // `tasks` tasks on `threads` workers (0 or less: one per hardware
    // thread), never more workers than tasks.
    TaskPool(std::size_t tasks, int threads);

    int threads() const { return m_threads; }

    /*
     * Runs every task once and blocks until all are done, or until `stop` is
     * requested: then the running tasks are told to stop, no other starts,
     * and run() returns once the workers have ended. No task starts when
     * the stop was requested before run(). Calls `progress` (when not empty)
     * on the calling thread about every `interval`, estimating the time left
     * from the time since `start`. Returns true when every task ran to its
     * end. An exception from `progress` or from starting a thread stops the
     * workers and is rethrown once they have ended; `task` must not throw.
     */
    bool run(const Task &task, const Progress &progress, std::chrono::milliseconds interval,
        Clock::time_point start, std::stop_token stop);

private:
    std::size_t m_tasks;
    int m_threads;
};

} // namespace nq
