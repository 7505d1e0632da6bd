// SPDX-License-Identifier: MIT
#include "support/wait.h"

#include "run/runstate.h"

#include <QMetaEnum>

namespace nqtest {

namespace {

QByteArray modeName(RunController::Mode mode)
{
    return QMetaEnum::fromType<RunController::Mode>().valueToKey(int(mode));
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
    if (QTest::qWaitFor([&] { return controller.mode() == mode; }, timeoutMs)) {
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
    if (QTest::qWaitFor(stopped, timeoutMs)) {
        return { true, {} };
    }
    return timedOut(timeoutMs, "the run to stop (Paused or Finished)",
        "it is " + modeName(controller.mode()) + " at step "
            + QByteArray::number(controller.state().step()));
}

Waited waitForSignals(QSignalSpy &spy, qsizetype count, const char *what, int timeoutMs)
{
    if (QTest::qWaitFor([&] { return spy.size() >= count; }, timeoutMs)) {
        return { true, {} };
    }
    return timedOut(timeoutMs, QByteArray::number(count) + " x " + what,
        QByteArray::number(spy.size()) + " seen");
}

Waited waitUntil(const std::function<bool()> &condition, const char *what, int timeoutMs)
{
    if (QTest::qWaitFor(condition, timeoutMs)) {
        return { true, {} };
    }
    return timedOut(timeoutMs, what, "never true");
}

} // namespace nqtest
