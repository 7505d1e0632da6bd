// SPDX-License-Identifier: MIT
#pragma once

#include "run/runcontroller.h"

#include <QByteArray>
#include <QSignalSpy>
#include <QTest>

#include <functional>

// Waiting in tests, with a message that names what was awaited when the time
// runs out. Use them through NQ_VERIFY_WAIT so that a failure says why:
//     NQ_VERIFY_WAIT(nqtest::waitForMode(controller, RunController::Mode::Paused));

namespace nqtest {

// Whether a wait ended in time, and if not, what it waited for and what it saw.
struct Waited
{
    bool ok = false;
    QByteArray message; // empty when ok
    explicit operator bool() const { return ok; }
};

// Runs the event loop until `controller.mode()` is `mode` (at once if it is).
Waited waitForMode(
    const RunController &controller, RunController::Mode mode, int timeoutMs = 10000);
// Until the run stops: Paused or Finished.
Waited waitUntilStopped(const RunController &controller, int timeoutMs = 30000);
// Until `spy` has recorded at least `count` signals; `what` names them in
// the message ("SolutionStore::finished").
Waited waitForSignals(QSignalSpy &spy, qsizetype count, const char *what, int timeoutMs = 10000);
// Until `condition()` holds; `what` names it in the message.
Waited waitUntil(const std::function<bool()> &condition, const char *what, int timeoutMs = 10000);

} // namespace nqtest

// QVERIFY2 on a wait: fails the test (returning from it) with the wait's message.
#define NQ_VERIFY_WAIT(wait)                                                                       \
    do {                                                                                           \
        const nqtest::Waited nqWaited_ = (wait);                                                   \
        QVERIFY2(nqWaited_.ok, nqWaited_.message.constData());                                     \
    } while (false)
