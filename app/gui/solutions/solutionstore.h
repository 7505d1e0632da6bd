// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>

// moc (Qt 6.4) cannot parse libstdc++'s C++20 headers; it needs none of them.
#ifndef Q_MOC_RUN
#include "common/backgroundjob.h"
#include <span>
#endif

/*
 * The solutions of one n x n board (all of them, or one canonical board per
 * symmetry class), enumerated on a worker thread and stored compactly:
 * n bytes per board, byte r being the column of the queen in row r (so the
 * 365,596 boards of N=14 take 5.1 MB).
 *
 * Before it starts, the store works out the size from the known number of
 * solutions (OEIS A000170 / A002562, known for n <= 27) and refuses, with a
 * reason for the user in refusal(), when it would exceed the memory budget
 * (64 MiB unless setBudget() says otherwise) or when the number is unknown.
 * The whole buffer is allocated up front, so the worker never reallocates and
 * memory never grows past what was announced.
 *
 * Hand-over to the thread the store lives on (the GUI thread) is pulled: the
 * worker (a BackgroundJob) writes boards into the buffer and publishes how
 * many it has written; a timer on the store's thread picks them up, at most
 * MaxChunk boards per tick, and announces them with boardsAdded(). So the
 * receiver never has more than one chunk to digest at a time, and there is
 * no queue to overflow. The job's end (its final count) comes back through
 * the BackgroundJob; the timer announces the last boards after it.
 *
 * Only boards announced by boardsAdded() (indices below size()) are visible;
 * every accessor is for the store's own thread. reset(), start() and the
 * destructor cancel the worker and join it before touching the buffer.
 */
class SolutionStore : public QObject
{
    Q_OBJECT

public:
    enum class Mode { All, Fundamental };

    static constexpr qint64 DefaultBudgetBytes = qint64(64) * 1024 * 1024;
    // Most boards one timer tick announces.
    static constexpr quint64 MaxChunk = 32768;
    // Interval of the hand-over timer.
    static constexpr int PollIntervalMs = 30;

    explicit SolutionStore(QObject *parent = nullptr);
    // Cancels the enumeration and waits for the worker (a few ms at most).
    ~SolutionStore() override;

    // The number of solutions (Mode::All) or symmetry classes of the n x n
    // board, when known (1 <= n <= 27); nullopt otherwise.
    static std::optional<quint64> knownCount(int n, Mode mode);
    // Bytes the boards of n in `mode` take in this store; nullopt when the
    // count is unknown or the product does not fit in 64 bits.
    static std::optional<quint64> bytesNeeded(int n, Mode mode);

    qint64 budget() const { return m_budget; }
    // Takes effect at the next start().
    void setBudget(qint64 bytes) { m_budget = bytes; }

    /*
     * Drops what is stored and starts enumerating the n x n board in `mode`.
     * Returns false without enumerating (the store is then empty) when the
     * boards would not fit the budget or n is out of 1..27; refusal() then says
     * why in a sentence for the user. Emits cleared() first in either case.
     */
    bool start(int n, Mode mode);
    // Cancels, joins, drops every board; emits aboutToClear() and cleared().
    void reset();

    int boardSize() const { return m_n; }
    Mode mode() const { return m_mode; }
    // The number the enumeration will reach (0 when refused or empty).
    quint64 expectedCount() const { return m_expected; }
    // Boards announced so far; indices 0..size()-1 are readable.
    quint64 size() const { return m_published; }
    bool isRunning() const { return m_timer.isActive(); }
    bool isFinished() const { return m_finished; }
    // Empty unless the last start() was refused.
    QString refusal() const;

    // Board `index` (< size()) as columns; an empty list when out of range.
    QList<int> board(quint64 index) const;
    // The same without copying: n bytes, valid until the next reset().
    std::span<const std::uint8_t> boardBytes(quint64 index) const;

signals:
    // Boards first .. first + count - 1 are now readable.
    void boardsAdded(quint64 first, quint64 count);
    // After each chunk: boards readable so far and the fraction of the
    // expected total they make (0..1).
    void progress(quint64 found, double fraction);
    // The enumeration is complete with `count` boards.
    void finished(quint64 count);
    // Around dropping the boards (models reset themselves here).
    void aboutToClear();
    void cleared();

private:
    void stopWorker();
    void pull();
    void onWorkerDone(quint64 written);

    int m_n = 0;
    Mode m_mode = Mode::All;
    qint64 m_budget = DefaultBudgetBytes;
    quint64 m_expected = 0;
    quint64 m_published = 0;
    bool m_finished = false;
    enum class Refused { No, Uncountable, OverBudget };
    Refused m_refused = Refused::No;
    std::unique_ptr<std::uint8_t[]> m_boards;
    // Written by the worker (release), read by the pull timer (acquire).
    std::atomic<quint64> m_written = 0;
    // The worker's final count, once its end has been delivered.
    std::optional<quint64> m_workerDone;
    QTimer m_timer;
    // Declared after the buffer: destroyed (stopped and joined) before it.
    BackgroundJob<quint64> m_worker;
};
