// SPDX-License-Identifier: MIT
#include "run/stepfeed.h"

#include "run/runcontroller.h"

StepFeed::StepFeed(RunController *run, QObject *parent)
    : QObject(parent)
    , m_run(run)
    , m_throttle([this] { emit due(); })
{
    connect(run, &RunController::modeChanged, this, &StepFeed::now);
}

void StepFeed::stepShown()
{
    if (m_run->isAnimated()) {
        now();
    } else {
        shownChanged();
    }
}

void StepFeed::shownChanged()
{
    const RunController::Mode mode = m_run->mode();
    m_throttle.request(mode == RunController::Mode::Paused || mode == RunController::Mode::Stepping
        || mode == RunController::Mode::Finished);
}

void StepFeed::now()
{
    m_throttle.refreshNow();
}
