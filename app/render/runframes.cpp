// SPDX-License-Identifier: MIT
#include "render/runframes.h"

#include "solver/position.h"

#include <algorithm>

namespace {

nq::Generator<nq::Event> replay(
    nq::Algorithm algorithm, int n, std::uint64_t seed, const std::vector<int> &start)
{
    return start.empty() ? nq::solve(algorithm, n, seed)
                         : nq::solve(algorithm, n, seed, std::span<const int>(start));
}

} // namespace

QList<RunFrames::Frame> RunFrames::frames(nq::Algorithm algorithm, int n, std::uint64_t seed,
    const std::vector<int> &start, quint64 first, quint64 last, const BoardPainter::Options &base)
{
    nq::Position position(n, algorithm, start);
    quint64 step = 0;
    nq::Event lastEvent; // kind Done: the start
    QList<Frame> frames;
    const auto picture = [&] {
        Frame frame;
        frame.step = step;
        frame.event = lastEvent;
        frame.finished = position.isFinished();
        const std::vector<int> &columns = position.columns();
        frame.picture.columns = QList<int>(columns.begin(), columns.end());
        BoardPainter::Options &options = frame.picture.options;
        options = base;
        const nq::Event &event = lastEvent;
        if (event.kind == nq::EventKind::Reject && !frame.finished) {
            options.rejection = { event.square.row, event.square.col, event.by.row, event.by.col };
        }
        options.currentRow = position.focusRow();
        options.propagation = BoardPainter::Propagation::from(position.marks());
        options.solutionMarked = event.kind == nq::EventKind::Solution;
        return frame;
    };
    if (first == 0) {
        frames.append(picture());
    }
    for (const nq::Event &event : replay(algorithm, n, seed, start)) {
        if (event.kind == nq::EventKind::Done) {
            // The run's last step is shown as its end, as on the screen.
            if (!frames.isEmpty() && frames.constLast().step == step) {
                position.apply(event);
                frames.last() = picture();
            }
            break;
        }
        if (step >= last) {
            break;
        }
        position.apply(event);
        ++step;
        lastEvent = event;
        if (step >= first) {
            frames.append(picture());
        }
    }
    return frames;
}

quint64 RunFrames::firstSolutionStep(
    nq::Algorithm algorithm, int n, std::uint64_t seed, const std::vector<int> &start)
{
    quint64 step = 0;
    for (const nq::Event &event : replay(algorithm, n, seed, start)) {
        if (event.kind == nq::EventKind::Done) {
            break;
        }
        ++step;
        if (event.kind == nq::EventKind::Solution) {
            return step;
        }
    }
    return 0;
}
