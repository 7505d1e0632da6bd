// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <algorithm>
#include <vector>

namespace nqtest {

// How late a 2 ms precise timer fires in the thread that runs it (the GUI
// thread for the benchmarks), while started: the delay an input event
// would wait in that thread's event loop. Header only, for the benchmarks.
class LatencyProbe : public QObject
{
public:
    LatencyProbe()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(IntervalMs);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            if (m_last >= 0) {
                m_lateUs.push_back(std::max<qint64>(0, (now - m_last) / 1000 - IntervalMs * 1000));
            }
            m_last = now;
        });
    }
    // Starts measuring afresh (earlier samples are dropped).
    void start()
    {
        m_lateUs.clear();
        m_last = -1;
        m_clock.start();
        m_timer.start();
    }
    // Measures on, keeping the samples so far (a measure in parts).
    void resume()
    {
        m_last = -1;
        m_clock.start();
        m_timer.start();
    }
    void stop() { m_timer.stop(); }
    // The lateness at `p` (0.5, 0.99) in milliseconds; 0 without samples.
    double percentileMs(double p) const
    {
        if (m_lateUs.empty()) {
            return 0;
        }
        std::vector<qint64> sorted = m_lateUs;
        std::sort(sorted.begin(), sorted.end());
        return sorted[std::min(sorted.size() - 1, std::size_t(p * double(sorted.size())))] / 1000.0;
    }
    std::size_t samples() const { return m_lateUs.size(); }

private:
    static constexpr int IntervalMs = 2;
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = -1;
    std::vector<qint64> m_lateUs;
};

} // namespace nqtest
