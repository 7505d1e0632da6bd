// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

#include <functional>
#include <mutex>
#include <optional>
#include <stop_token>
#include <thread>
#include <utility>

/*
 * The thread machinery BackgroundJob<Result, Progress> shares whatever its
 * types: one std::jthread, the "a delivery is queued" flag and the queued
 * call that carries a delivery to the owner's thread. Not used on its own.
 *
 * Everything but wake() is for the thread that constructed the job (the
 * owner's thread, the GUI thread in the program).
 */
class BackgroundJobBase
{
public:
    BackgroundJobBase(const BackgroundJobBase &) = delete;
    BackgroundJobBase &operator=(const BackgroundJobBase &) = delete;

    // True from start() until the job's end has been delivered (or cancel()).
    bool isRunning() const { return m_running; }
    // How many jobs are running now, of every owner: the window's pictures
    // for --screenshot wait until none is, so that a panel a job fills
    // shows the same whatever the machine's load.
    static int runningCount();

protected:
    BackgroundJobBase();
    // The derived class stops and joins first (its slots die before this runs).
    ~BackgroundJobBase();

    // Stops and joins the running job, if any; returns once its thread is gone.
    void stopAndJoin();
    // Runs `body` on a new thread (after stopAndJoin()); counts a new run.
    void startThread(std::function<void(std::stop_token)> body);
    // A run ends without its thread: counts a new run, nothing is running.
    void endRun();
    // Joins the thread that has just delivered its end (it returns right after).
    void joinFinished();
    // Counts start() and cancel(): a delivery compares it before and after a callback.
    quint64 run() const { return m_run; }

    // Worker side, with m_mutex held and a value just stored: queues one call
    // to deliver() unless one is queued already (so deliveries coalesce).
    void wake();
    // Owner's thread, from the queued call: hands over what the worker left
    // in the slots (m_posted is already cleared, so a newer report queues
    // another call).
    virtual void deliver() = 0;

    // Guards the slots of the derived class and m_posted.
    std::mutex m_mutex;

private:
    // The queued calls go to this object: it lives on the constructing thread,
    // and a call still queued when the job is destroyed dies with it.
    QObject m_receiver;
    bool m_posted = false; // guarded by m_mutex
    bool m_running = false;
    quint64 m_run = 0;
    std::jthread m_thread;
};

// The Progress type of a job that reports none.
struct NoProgress
{
};

/*
 * Runs one job at a time on a thread of its own and hands what it finds to
 * the thread that constructed this object (the owner's thread), through the
 * callbacks given to the constructor. Short background work of the window
 * (play-mode hints, counting, listing solutions) goes through here.
 *
 * - start(job) runs job(stop, report) on a new thread. The job checks `stop`
 *   often (every check is a chance to be cancelled), may call report(p) from
 *   its thread any number of times, and returns its Result, or std::nullopt
 *   for nothing to deliver (it was stopped, say).
 * - A start() while a job runs stops that job and joins its thread first; its
 *   result and any progress it still had queued are dropped, never
 *   delivered. cancel() does the same without a new job. So a callback only
 *   ever sees the job started last.
 * - onProgress(p) and onResult(r) run on the owner's thread, in the order
 *   reported, the result last. Progress coalesces: while one delivery is
 *   queued, a newer report replaces the older value instead of queueing
 *   another, so a fast job never floods the owner's event queue.
 * - The destructor stops and joins like cancel(); nothing is delivered after
 *   it (the queued call dies with the job), so a callback that uses the
 *   owner never runs on a destroyed owner when the job is the owner's member.
 *
 * start(), cancel() and the destructor wait for the job to notice its stop
 * token: jobs must check it often (the users check within milliseconds).
 * Callbacks may call start() or cancel(); they must not destroy the job
 * (use deleteLater() on its owner).
 *
 * Data crosses threads only through the slots below, under a std::mutex that
 * ThreadSanitizer sees; the queued call carries no data.
 */
template<typename Result, typename Progress = NoProgress>
class BackgroundJob : public BackgroundJobBase
{
public:
    using Report = std::function<void(Progress)>;
    using Job = std::function<std::optional<Result>(std::stop_token, const Report &)>;
    using ResultHandler = std::function<void(Result)>;
    using ProgressHandler = std::function<void(Progress)>;

    explicit BackgroundJob(ResultHandler onResult, ProgressHandler onProgress = {})
        : m_onResult(std::move(onResult))
        , m_onProgress(std::move(onProgress))
    { }
    // Stops and joins; nothing is delivered afterwards.
    ~BackgroundJob() { stopAndJoin(); }

    // Stops the running job (dropping what it would deliver) and starts `job`.
    void start(Job job)
    {
        stopAndJoin();
        clearSlots();
        startThread([this, job = std::move(job)](std::stop_token stop) {
            const Report report = [this](Progress progress) {
                const std::lock_guard lock(m_mutex);
                m_progress = std::move(progress);
                wake();
            };
            std::optional<Result> result = job(stop, report);
            const std::lock_guard lock(m_mutex);
            m_result = std::move(result);
            m_ended = true;
            wake();
        });
    }

    // Stops the running job and joins its thread; it delivers nothing more.
    void cancel()
    {
        stopAndJoin();
        clearSlots();
        endRun();
    }

private:
    void clearSlots()
    {
        const std::lock_guard lock(m_mutex);
        m_progress.reset();
        m_result.reset();
        m_ended = false;
    }

    void deliver() override
    {
        const quint64 before = run();
        std::optional<Progress> progress;
        {
            const std::lock_guard lock(m_mutex);
            progress = std::exchange(m_progress, std::nullopt);
        }
        if (progress && m_onProgress) {
            m_onProgress(std::move(*progress));
            if (run() != before) {
                return; // the callback started or cancelled a job: the rest is stale
            }
        }
        std::optional<Result> result;
        {
            const std::lock_guard lock(m_mutex);
            // A report that came in meanwhile queued a call of its own: the
            // end waits for that call, so that it is delivered last.
            if (m_progress || !m_ended) {
                return;
            }
            m_ended = false;
            result = std::exchange(m_result, std::nullopt);
        }
        joinFinished();
        endRun();
        if (result && m_onResult) {
            m_onResult(std::move(*result));
        }
    }

    ResultHandler m_onResult;
    ProgressHandler m_onProgress;
    // Written by the job's thread, taken by deliver(); guarded by m_mutex.
    std::optional<Progress> m_progress;
    std::optional<Result> m_result;
    bool m_ended = false;
};
