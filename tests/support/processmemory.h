// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QFile>

// Memory figures of this process from Linux's /proc, shared by the memory
// tests and the benchmarks.

// The field `name` ("VmRSS:", "VmHWM:") of /proc/self/status in KiB, or -1.
inline long processStatusKiB(const char *name)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) {
        return -1;
    }
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(name)) {
            return line.mid(int(qstrlen(name))).trimmed().split(' ').constFirst().toLong();
        }
    }
    return -1;
}

// Resident memory now, in KiB, or -1 when unknown.
inline long residentKiB()
{
    return processStatusKiB("VmRSS:");
}

// Peak resident memory (VmHWM) in KiB, or -1 when unknown.
inline long peakResidentKiB()
{
    return processStatusKiB("VmHWM:");
}

// Starts a new peak from the current size (Linux >= 4.0), so that the peak
// of one computation can be told apart from what ran before it.
inline bool resetPeakResident()
{
    QFile clearRefs(QStringLiteral("/proc/self/clear_refs"));
    return clearRefs.open(QIODevice::WriteOnly) && clearRefs.write("5") == 1;
}
