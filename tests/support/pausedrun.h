// SPDX-License-Identifier: MIT
#pragma once

#include "board/boardscene.h"
#include "display/boardpresenter.h"
#include "run/runcontroller.h"
#include "support/wait.h"

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

namespace nqtest {

/*
 * A run of `algorithm` on an n x n board taken at top speed to step k and
 * stopped there (Paused; Finished when the search has fewer steps), with
 * the scene its presenter draws on (no play mode). k = 0 leaves the fresh run untouched. Check
 * `reached` before relying on the step:
 *     nqtest::PausedRun run(nq::Algorithm::LockLines, 8, 111);
 *     NQ_VERIFY_WAIT(run.reached);
 */
struct PausedRun
{
    PausedRun(nq::Algorithm algorithm, int n, quint64 k, int timeoutMs = 30000);

    BoardScene scene;
    RunController controller;
    BoardPresenter presenter { &scene, &controller, nullptr };
    Waited reached; // how the wait for the stop ended
};

} // namespace nqtest
