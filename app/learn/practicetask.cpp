// SPDX-License-Identifier: MIT
#include "learn/practicetask.h"

#include "learn/stepstream.h"

#include <algorithm>

namespace nq::learn {

PracticeTask PracticeTask::measure(Algorithm algorithm, int n, PracticeEngine::Options options)
{
    PracticeEngine engine(algorithm, StepStream::runSource(algorithm, n, DefaultSeed),
        std::vector<int>(std::size_t(std::max(0, n)), -1), options);
    PracticeTask task;
    // showMe() does exactly the pupil's steps (the others it passes), so
    // its count is the task's; it ends at the practice's end.
    while (const std::optional<Event> step = engine.showMe()) {
        ++task.steps;
        if (step->kind == EventKind::Reject) {
            ++task.refusals;
        }
    }
    task.solutionReached = engine.solutionReached();
    return task;
}

std::uint64_t PracticeTask::minutes() const noexcept
{
    return std::max<std::uint64_t>(1, (steps * PupilSecondsPerStep + 30) / 60);
}

} // namespace nq::learn
