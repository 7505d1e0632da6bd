// SPDX-License-Identifier: MIT
#include "render/runframes.h"

#include <algorithm>

namespace {

nq::Generator<nq::Event> replay(
    nq::Algorithm algorithm, int n, std::uint64_t seed, const std::vector<int> &start)
{
    return start.empty() ? nq::solve(algorithm, n, seed)
                         : nq::solve(algorithm, n, seed, std::span<const int>(start));
}

} // namespace

int RunFrames::focusRow(const BoardModel &board, const nq::Event &event, bool finished,
    nq::Algorithm algorithm, const PropagationState &propagation)
{
    // As BoardPresenter::focusRow(): what the screen outlines.
    if (nq::algorithmInfo(algorithm).choosesRows) {
        return propagation.chosenRow(finished);
    }
    const int n = board.size();
    if (nq::isBacktracker(algorithm)) {
        const QList<int> &columns = board.columns();
        const auto empty = std::find(columns.begin(), columns.end(), -1);
        return finished || empty == columns.end() ? -1 : int(empty - columns.begin());
    }
    if (finished || event.kind == nq::EventKind::Solution) {
        return -1;
    }
    if (event.kind == nq::EventKind::Remove) {
        return event.square.row; // lifted: its row's squares are being scored
    }
    if (event.kind == nq::EventKind::Place && event.index > 0) {
        return event.square.row; // just moved
    }
    const int depth = board.queenCount();
    return depth < n ? depth : -1;
}

QList<RunFrames::Frame> RunFrames::frames(nq::Algorithm algorithm, int n, std::uint64_t seed,
    const std::vector<int> &start, quint64 first, quint64 last, const BoardPainter::Options &base)
{
    BoardModel board(n);
    for (int row = 0; row < std::min<int>(n, int(start.size())); ++row) {
        if (start[row] >= 0 && start[row] < n) {
            board.addQueen(row, start[row]);
        }
    }
    PropagationState propagation(board, algorithm);
    quint64 step = 0;
    nq::Event lastEvent; // kind Done: the start
    QList<Frame> frames;
    const auto picture = [&](bool finished) {
        Frame frame;
        frame.step = step;
        frame.event = lastEvent;
        frame.finished = finished;
        frame.picture.columns = board.columns();
        BoardPainter::Options &options = frame.picture.options;
        options = base;
        const nq::Event &event = lastEvent;
        if (event.kind == nq::EventKind::Reject && !finished) {
            options.rejection
                = { event.square.row, event.square.col, event.by.row, event.by.col };
        }
        options.currentRow = focusRow(board, event, finished, algorithm, propagation);
        options.propagation = propagation.marks(board, algorithm, finished);
        options.solutionMarked = event.kind == nq::EventKind::Solution;
        return frame;
    };
    if (first == 0) {
        frames.append(picture(false));
    }
    for (const nq::Event &event : replay(algorithm, n, seed, start)) {
        if (event.kind == nq::EventKind::Done) {
            // The run's last step is shown as its end, as on the screen.
            if (!frames.isEmpty() && frames.constLast().step == step) {
                frames.last() = picture(true);
            }
            break;
        }
        if (step >= last) {
            break;
        }
        if (event.kind == nq::EventKind::Place) {
            board.addQueen(event.square.row, event.square.col);
        } else if (event.kind == nq::EventKind::Remove) {
            board.removeQueen(event.square.row, event.square.col);
        }
        propagation.apply({ event.kind, event.square, event.by }, board);
        ++step;
        lastEvent = event;
        if (step >= first) {
            frames.append(picture(false));
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
