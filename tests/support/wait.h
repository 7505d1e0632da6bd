// SPDX-License-Identifier: MIT
#pragma once

#include "run/runcontroller.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QSignalSpy>
#include <QTest>

#include <functional>
#include <memory>

// Waiting in tests, with a message that names what was awaited when the time
// runs out. Use them through NQ_VERIFY_WAIT so that a failure says why:
//     NQ_VERIFY_WAIT(nqtest::waitForMode(controller, RunController::Mode::Paused));

namespace nqtest {

// How long a test waits for what a thread, a process, a socket or a browser
// does before it calls the wait a hang. The waits return as soon as their
// condition holds, so a long guard costs nothing when the test passes and
// keeps it passing on a slow, loaded machine (sanitizers, two busy cores).
inline constexpr int HangGuardMs = 60000;

// Whether a wait ended in time, and if not, what it waited for and what it saw.
struct Waited
{
    bool ok = false;
    QByteArray message; // empty when ok
    explicit operator bool() const { return ok; }
};

// Runs the event loop until `controller.mode()` is `mode` (at once if it is).
Waited waitForMode(
    const RunController &controller, RunController::Mode mode, int timeoutMs = HangGuardMs);
// Until the run stops: Paused or Finished.
Waited waitUntilStopped(const RunController &controller, int timeoutMs = HangGuardMs);
// Until `spy` has recorded at least `count` signals; `what` names them in
// the message ("SolutionStore::finished").
Waited waitForSignals(
    QSignalSpy &spy, qsizetype count, const char *what, int timeoutMs = HangGuardMs);
// Until `condition()` holds; `what` names it in the message.
Waited waitUntil(
    const std::function<bool()> &condition, const char *what, int timeoutMs = HangGuardMs);

/*
 * A barrier for "nothing else was on its way": handles every event posted to
 * this thread before the call (queued signals and calls, zero-time timers),
 * in the order they were posted; false only if that took HangGuardMs. Work
 * on another thread is not covered: wait for its answer instead. Inline, so
 * that tests that do not link the support library can use it.
 */
inline bool handlePostedEvents()
{
    const auto handled = std::make_shared<bool>(false);
    QMetaObject::invokeMethod(
        QCoreApplication::instance(), [handled] { *handled = true; }, Qt::QueuedConnection);
    return QTest::qWaitFor([&handled] { return *handled; }, HangGuardMs);
}

} // namespace nqtest

// QVERIFY2 on a wait: fails the test (returning from it) with the wait's message.
#define NQ_VERIFY_WAIT(wait)                                                                       \
    do {                                                                                           \
        const nqtest::Waited nqWaited_ = (wait);                                                   \
        QVERIFY2(nqWaited_.ok, nqWaited_.message.constData());                                     \
    } while (false)
