// SPDX-License-Identifier: MIT
#include "support/predictquestion.h"
#include "activity/activityhost.h"

#include "coach/predictmode.h"
#include "run/runactions.h"
#include "run/runcontroller.h"
#include "window/mainwindow.h"

#include <QAction>

namespace nqtest {

bool stepToQuestion(MainWindow &window)
{
    PredictMode *mode = window.activities()->get<PredictMode>();
    RunController *run = window.controller();
    for (int i = 0; i < 400 && !mode->openQuestion(); ++i) {
        const quint64 before = run->state().step();
        window.runActions()->step()->trigger();
        // A step is done when the run stands still again on another step;
        // a question stops it before the step it asks about.
        const bool stopped = bool(waitUntil(
            [&] {
                return mode->openQuestion()
                    || (run->mode() == RunController::Mode::Paused && run->state().step() != before)
                    || run->mode() == RunController::Mode::Finished;
            },
            "a question or a step"));
        if (!stopped || (run->mode() == RunController::Mode::Finished && !mode->openQuestion())) {
            return false;
        }
    }
    return mode->openQuestion() != nullptr;
}

nq::learn::PredictSettings onlyKind(nq::learn::QuestionKind kind)
{
    nq::learn::PredictSettings settings;
    settings.frequency = nq::learn::Frequency::EveryStep;
    settings.kinds = 0;
    settings.set(kind, true);
    return settings;
}

} // namespace nqtest
