// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QFile>

// Resident memory of this process in KiB (Linux /proc), or -1 when unknown.
// Shared by the memory tests and the GUI benchmark.
inline long residentKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) {
        return -1;
    }
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:")) {
            return line.mid(6).trimmed().split(' ').constFirst().toLong();
        }
    }
    return -1;
}
