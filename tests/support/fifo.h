// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QString>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace nqtest {

/*
 * The reading end of a FIFO, held by the test itself, for tests of what is
 * written into a pipe (by this process or by a program it starts). Header
 * only, so that tests without the GUI use it too.
 *
 * The constructor opens the FIFO at `path` for reading before any writer
 * (not blocking: nobody writes yet), so that a writer's open finds a
 * reader at once (a FIFO opened for writing with no reader is refused with
 * ENXIO, as it should be). Reading then runs on a thread of its own until
 * the end: every writer that opened the FIFO has closed it. No end is
 * seen before the first writer has opened it (Linux reports the hang-up of
 * a FIFO only after a writer has come and gone), so nothing needs to hold
 * a writing end open meanwhile, and a writer that opens and closes the
 * FIFO twice shows as an end after its first close.
 *
 * `stopAfter` >= 0: the reading end is closed once that many bytes (or a
 * few more) have come, as a program that goes away early; a writer then
 * gets EPIPE. Start::Later: nothing is read until start() or join(), so
 * that a writer fills the pipe and waits in write() (see shrink() and
 * waitForBytes()).
 *
 * The destructor stops the reading at once (what is still being written
 * then gets EPIPE) and closes the FIFO. Not thread-safe: one test thread
 * uses it.
 */
class FifoReader
{
public:
    enum class Start { Now, Later };

    explicit FifoReader(const QString &path, qsizetype stopAfter = -1, Start start = Start::Now)
        : m_stopAfter(stopAfter)
    {
        m_fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
        // Woken through this pipe to stop (join's guard, the destructor):
        // the thread waits in poll(), where no flag would reach it.
        if (m_fd >= 0 && ::pipe2(m_wake, O_CLOEXEC) != 0) {
            ::close(m_fd);
            m_fd = -1;
        }
        if (start == Start::Now) {
            this->start();
        }
    }
    ~FifoReader()
    {
        stop();
        if (m_thread.joinable()) {
            m_thread.join();
        }
        for (const int fd : { m_fd.load(), m_wake[0], m_wake[1] }) {
            if (fd >= 0) {
                ::close(fd);
            }
        }
    }
    FifoReader(const FifoReader &) = delete;
    FifoReader &operator=(const FifoReader &) = delete;

    // Whether the FIFO is open for reading (false when it could not be
    // opened, and once `stopAfter` bytes have closed it).
    bool isOpen() const { return m_fd >= 0; }

    // Makes the pipe hold as little as Linux allows (one page, 4096 bytes),
    // so that a writer of more than that waits in write() for the reader.
    // Call before anything is written. False when the size was not set.
    bool shrink() { return isOpen() && ::fcntl(m_fd, F_SETPIPE_SZ, 4096) >= 0; }
    // How many bytes the pipe holds before a writer waits; -1 when unknown.
    int capacity() const { return isOpen() ? ::fcntl(m_fd, F_GETPIPE_SZ) : -1; }

    // Start::Later, before start(): waits at most `timeout` ms until the
    // pipe holds bytes, reading none of them. False when the time ran out,
    // or the writer closed the FIFO without writing.
    bool waitForBytes(int timeout)
    {
        const QDeadlineTimer deadline(timeout);
        while (isOpen()) {
            pollfd fifo { m_fd, POLLIN, 0 };
            const int ready = ::poll(&fifo, 1, int(deadline.remainingTime()));
            if (ready < 0 && errno == EINTR) {
                continue;
            }
            return ready > 0 && (fifo.revents & POLLIN) != 0;
        }
        return false;
    }

    // Starts the reading (Start::Later); does nothing when it has started.
    void start()
    {
        if (m_thread.joinable() || m_joined) {
            return;
        }
        if (!isOpen()) {
            finish(false);
            return;
        }
        m_thread = std::thread([this] { read(); });
    }

    // Waits for the reading to end (started first if it had not) and
    // returns every byte read. A hang guard: when the end has not come
    // `timeout` ms after the call (a writer that never closes), the reading
    // is stopped there and reachedEnd() is false.
    QByteArray join(int timeout = 60000)
    {
        start();
        {
            std::unique_lock lock(m_mutex);
            if (!m_doneChanged.wait_for(
                    lock, std::chrono::milliseconds(timeout), [this] { return m_done; })) {
                lock.unlock();
                stop();
            }
        }
        if (m_thread.joinable()) {
            m_thread.join();
        }
        m_joined = true;
        return m_bytes;
    }

    // After join(): whether the reading ended because every writer had
    // closed the FIFO (not stopAfter, an error, or join's guard).
    bool reachedEnd() const { return m_reachedEnd; }

private:
    // The thread's loop: poll() for bytes or the end, never a timed retry.
    void read()
    {
        char buffer[65536];
        bool end = false;
        for (;;) {
            pollfd fds[2] = { { m_fd, POLLIN, 0 }, { m_wake[0], POLLIN, 0 } };
            if (::poll(fds, 2, -1) < 0) {
                if (errno == EINTR) {
                    continue;
                }
                break;
            }
            if (fds[1].revents != 0) {
                break; // stop(): the test gives up
            }
            const ssize_t got = ::read(m_fd, buffer, sizeof buffer);
            if (got < 0 && (errno == EINTR || errno == EAGAIN)) {
                continue;
            }
            if (got <= 0) {
                end = got == 0; // every writer has closed it
                break;
            }
            m_bytes.append(buffer, got);
            if (m_stopAfter >= 0 && m_bytes.size() >= m_stopAfter) {
                // A reader that goes away early: the writer gets EPIPE.
                ::close(m_fd);
                m_fd = -1;
                break;
            }
        }
        finish(end);
    }
    void finish(bool end)
    {
        const std::lock_guard lock(m_mutex);
        m_reachedEnd = end;
        m_done = true;
        m_doneChanged.notify_all();
    }
    void stop()
    {
        if (m_wake[1] >= 0) {
            const char byte = 0;
            [[maybe_unused]] const ssize_t sent = ::write(m_wake[1], &byte, 1);
        }
    }

    std::atomic<int> m_fd = -1;
    int m_wake[2] = { -1, -1 };
    const qsizetype m_stopAfter;
    QByteArray m_bytes; // the thread's until it has ended
    std::thread m_thread;
    std::mutex m_mutex;
    std::condition_variable m_doneChanged;
    bool m_done = false;
    bool m_reachedEnd = false;
    bool m_joined = false;
};

/*
 * A character device like /dev/null (`name` "null": takes every byte) or
 * /dev/full ("full": every write fails with ENOSPC) for a test to write
 * to. Where the process may make device nodes (root), a new one named
 * `name` in `folder`: it proves that a device anywhere is written through,
 * not replaced by a file. Elsewhere (any other user) the system's own
 * /dev/null or /dev/full, which everyone may write, so that the test still
 * runs. Empty when neither can be had as a character device of that
 * number.
 */
inline QString deviceLike(const QString &folder, const QString &name)
{
    const dev_t number = name == u"full" ? makedev(1, 7) : makedev(1, 3);
    const QString made = QDir(folder).filePath(name);
    if (::mknod(QFile::encodeName(made).constData(), S_IFCHR | 0666, number) == 0) {
        return made;
    }
    const QString system = QStringLiteral("/dev/") + name;
    struct stat status { };
    if (::stat(QFile::encodeName(system).constData(), &status) == 0 && S_ISCHR(status.st_mode)
        && status.st_rdev == number && ::access(QFile::encodeName(system).constData(), W_OK) == 0) {
        return system;
    }
    return {};
}

} // namespace nqtest
