// SPDX-License-Identifier: MIT
#include "support/wait.h"

#include "run/runstate.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QMetaEnum>
#include <QTimer>

namespace nqtest {

namespace {

QByteArray modeName(RunController::Mode mode)
{
    return QMetaEnum::fromType<RunController::Mode>().valueToKey(int(mode));
}

// Runs the event loop until `condition()` holds (true) or `timeoutMs` has
// passed (false). QTest::qWaitFor sleeps 10 ms whenever a pass of the event
// loop leaves the condition false, so a wait on a round trip of several
// passes (a pupil's message to the class and its answer) cost tens of
// milliseconds, and 200 pupils' waits seconds. Here the loop sleeps only
// until its next event (a socket's bytes, a queued signal, a timer); a short
// timer wakes it to look again at what other threads change without one.
bool loopUntil(const std::function<bool()> &condition, int timeoutMs)
{
    if (condition()) {
        return true;
    }
    const QDeadlineTimer deadline(timeoutMs, Qt::PreciseTimer);
    QTimer look;
    look.start(2);
    do {
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        if (condition()) {
            return true;
        }
    } while (!deadline.hasExpired());
    return condition();
}

Waited timedOut(int timeoutMs, const QByteArray &what, const QByteArray &seen)
{
    return { false,
        "Timed out after " + QByteArray::number(timeoutMs) + " ms waiting for " + what + " (" + seen
            + ")" };
}

} // namespace

Waited waitForMode(const RunController &controller, RunController::Mode mode, int timeoutMs)
{
    if (loopUntil([&] { return controller.mode() == mode; }, timeoutMs)) {
        return { true, {} };
    }
    return timedOut(timeoutMs, "the run's mode " + modeName(mode),
        "it is " + modeName(controller.mode()) + " at step "
            + QByteArray::number(controller.state().step()));
}

Waited waitUntilStopped(const RunController &controller, int timeoutMs)
{
    using Mode = RunController::Mode;
    const auto stopped
        = [&] { return controller.mode() == Mode::Paused || controller.mode() == Mode::Finished; };
    if (loopUntil(stopped, timeoutMs)) {
        return { true, {} };
    }
    return timedOut(timeoutMs, "the run to stop (Paused or Finished)",
        "it is " + modeName(controller.mode()) + " at step "
            + QByteArray::number(controller.state().step()));
}

Waited waitForSignals(QSignalSpy &spy, qsizetype count, const char *what, int timeoutMs)
{
    if (loopUntil([&] { return spy.size() >= count; }, timeoutMs)) {
        return { true, {} };
    }
    return timedOut(timeoutMs, QByteArray::number(count) + " x " + what,
        QByteArray::number(spy.size()) + " seen");
}

Waited waitUntil(const std::function<bool()> &condition, const char *what, int timeoutMs)
{
    if (loopUntil(condition, timeoutMs)) {
        return { true, {} };
    }
    return timedOut(timeoutMs, what, "never true");
}

} // namespace nqtest
