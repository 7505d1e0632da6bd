// SPDX-License-Identifier: MIT
#include "solutions/solutionstore.h"

#include <QLocale>

#include "solver/solutions.h"

#include <algorithm>
#include <array>
#include <limits>

namespace {

// OEIS A000170 and A002562, index n (0 unused): the only source of the sizes
// the budget is checked against before any memory is taken.
constexpr std::array<quint64, 28> AllCounts = { 0, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200,
    73712, 365596, 2279184, 14772512, 95815104, 666090624, 4968057848ULL, 39029188884ULL,
    314666222712ULL, 2691008701644ULL, 24233937684440ULL, 227514171973736ULL, 2207893435808352ULL,
    22317699616364044ULL, 234907967154122528ULL };
constexpr std::array<quint64, 28> FundamentalCounts
    = { 0, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955, 11977939,
          83263591, 621012754, 4878666808ULL, 39333324973ULL, 336376244042ULL, 3029242658210ULL,
          28439272956934ULL, 275986683743434ULL, 2789712466510289ULL, 29363495934315694ULL };

QString mebibytes(double bytes)
{
    return QLocale().toString(bytes / (1024.0 * 1024.0), 'f', 1);
}

} // namespace

SolutionStore::SolutionStore(QObject *parent)
    : QObject(parent)
    , m_worker([this](quint64 written) { onWorkerDone(written); })
{
    m_timer.setInterval(PollIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &SolutionStore::pull);
}

SolutionStore::~SolutionStore()
{
    stopWorker();
}

std::optional<quint64> SolutionStore::knownCount(int n, Mode mode)
{
    if (n < 1 || n >= int(AllCounts.size())) {
        return std::nullopt;
    }
    return mode == Mode::All ? AllCounts[size_t(n)] : FundamentalCounts[size_t(n)];
}

std::optional<quint64> SolutionStore::bytesNeeded(int n, Mode mode)
{
    const auto count = knownCount(n, mode);
    if (!count || *count > std::numeric_limits<quint64>::max() / quint64(n)) {
        return std::nullopt;
    }
    return *count * quint64(n);
}

void SolutionStore::stopWorker()
{
    // The visitor checks the stop token at every board, so this is quick.
    m_worker.cancel();
    m_timer.stop();
}

void SolutionStore::reset()
{
    emit aboutToClear();
    stopWorker();
    m_boards.reset();
    m_written.store(0);
    m_workerDone.reset();
    m_published = 0;
    m_expected = 0;
    m_finished = false;
    m_refused = Refused::No;
    emit cleared();
}

bool SolutionStore::start(int n, Mode mode)
{
    reset();
    m_n = n;
    m_mode = mode;

    const auto count = knownCount(n, mode);
    const auto bytes = bytesNeeded(n, mode);
    if (!count || !bytes) {
        m_refused = Refused::Uncountable;
        return false;
    }
    if (*bytes > quint64(m_budget)) {
        m_refused = Refused::OverBudget;
        return false;
    }

    m_expected = *count;
    m_boards = std::make_unique<std::uint8_t[]>(std::max<quint64>(*bytes, 1));
    m_timer.start();

    std::uint8_t *boards = m_boards.get();
    const quint64 capacity = *count;
    m_worker.start([this, n, mode, boards, capacity](
                       std::stop_token stop, const auto &) -> std::optional<quint64> {
        quint64 written = 0;
        auto visit = [&](std::span<const int> columns) {
            // Never write past the buffer, even if the table were wrong.
            if (stop.stop_requested() || written == capacity) {
                return false;
            }
            std::uint8_t *out = boards + written * quint64(n);
            for (int column : columns) {
                *out++ = std::uint8_t(column);
            }
            ++written;
            m_written.store(written, std::memory_order_release);
            return true;
        };
        if (mode == Mode::All) {
            nq::forEachSolution(n, visit);
        } else {
            nq::forEachFundamentalSolution(n, visit);
        }
        // When stopped, reset() or start() has cancelled the job, which drops this.
        return written;
    });
    return true;
}

void SolutionStore::onWorkerDone(quint64 written)
{
    m_workerDone = written;
    // The boards are announced by the timer, MaxChunk a tick, the last ones too.
}

void SolutionStore::pull()
{
    // Once the end is delivered, its count is final (the worker's thread is joined).
    const bool done = m_workerDone.has_value();
    const quint64 written = done ? *m_workerDone : m_written.load(std::memory_order_acquire);
    const quint64 count = std::min(written - m_published, MaxChunk);
    if (count > 0) {
        const quint64 first = m_published;
        m_published += count;
        emit boardsAdded(first, count);
        emit progress(m_published, m_expected ? double(m_published) / double(m_expected) : 1.0);
    }
    if (done && m_published == written) {
        m_timer.stop();
        m_finished = true;
        emit finished(m_published);
    }
}

QList<int> SolutionStore::board(quint64 index) const
{
    const auto bytes = boardBytes(index);
    return QList<int>(bytes.begin(), bytes.end());
}

std::span<const std::uint8_t> SolutionStore::boardBytes(quint64 index) const
{
    if (index >= m_published) {
        return {};
    }
    return { m_boards.get() + index * quint64(m_n), size_t(m_n) };
}

QString SolutionStore::refusal() const
{
    // Written when asked, so that it is in the language of the moment.
    switch (m_refused) {
    case Refused::No:
        break;
    case Refused::Uncountable:
        return tr("The solutions of the %1x%1 board are too many to list. "
                  "Only boards up to 27x27 can be counted at all.")
            .arg(m_n);
    case Refused::OverBudget: {
        const QLocale locale;
        const quint64 count = knownCount(m_n, m_mode).value_or(0);
        const quint64 bytes = bytesNeeded(m_n, m_mode).value_or(0);
        const QString what = m_mode == Mode::All
            ? tr("The %1x%1 board has %2 solutions").arg(m_n).arg(locale.toString(count))
            : tr("The %1x%1 board has %2 fundamental solutions")
                  .arg(m_n)
                  .arg(locale.toString(count));
        return tr("%1: at %2 bytes each they would take %3 MiB, more than the %4 MiB "
                  "set aside for browsing. Count them instead.")
            .arg(what, QString::number(m_n), mebibytes(double(bytes)), mebibytes(double(m_budget)));
    }
    }
    return {};
}
