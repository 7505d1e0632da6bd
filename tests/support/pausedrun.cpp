// SPDX-License-Identifier: MIT
#include "support/pausedrun.h"

namespace nqtest {

PausedRun::PausedRun(nq::Algorithm algorithm, int n, quint64 k, int timeoutMs)
{
    controller.setAlgorithm(algorithm);
    controller.setBoardSize(n);
    if (k > 0) {
        controller.runToStep(k);
        reached = waitUntilStopped(controller, timeoutMs);
    } else {
        reached = { true, {} };
    }
}

} // namespace nqtest
