// SPDX-License-Identifier: MIT
// min-conflicts (beyond the seeds): the event stream of a MinConflicts
// search. The class does the search; this coroutine only tells it as events,
// so that the stream and minConflictsSolution() can never disagree on what
// the search does. Work: squares_scored, MinConflicts::work().
#include "solver/minconflicts.h"
#include "solver/recorder.h"
#include "solver/searches.h"

#include "solver/algorithm.h"


namespace nq {

Generator<Event> minConflictsSearch(int n, std::uint64_t seed)
{
    checkSearch(Algorithm::MinConflicts, n);
    MinConflicts search(n, seed);
    Recorder recorder;
    // The Recorder stamps each event with its work counter: bring it up to
    // the search's before each event is made.
    const auto syncWork = [&] { recorder.addWork(search.work() - recorder.stats().work); };
    const auto stamped = [](Event event, std::uint64_t conflicts, std::uint64_t move) {
        event.conflicts = conflicts;
        event.index = move;
        return event;
    };

    // The start: each row on the square the queens above attack least.
    for (int row = 0; row < n; ++row) {
        const int col = search.initialColumn(row);
        search.place(row, col);
        syncWork();
        co_yield stamped(recorder.place(row, col), search.conflicts(), 0);
    }

    const std::uint64_t cap = minConflictsMoveCap(n);
    std::uint64_t moves = 0;
    bool solved = false;
    while (true) {
        const std::optional<int> picked = search.pickConflictedRow();
        if (!picked) {
            solved = true;
            break;
        }
        if (moves == cap) {
            break; // give up; Done says so (no solution, conflicts left)
        }
        ++moves;
        const int row = *picked;
        const int from = search.columns()[std::size_t(row)];
        // The lifted queen's own attacking pairs leave the board with it.
        const std::uint64_t withoutQueen
            = search.conflicts() - std::uint64_t(search.attackers(row, from));
        syncWork();
        co_yield stamped(recorder.remove(row, from), withoutQueen, moves);
        const int to = search.bestColumn(row);
        search.move(row, to);
        syncWork();
        co_yield stamped(recorder.place(row, to), search.conflicts(), moves);
    }
    syncWork();
    if (solved) {
        Event solution = recorder.solution(search.columns());
        solution.conflicts = 0;
        co_yield std::move(solution);
    }
    Event done = recorder.done();
    done.conflicts = search.conflicts();
    done.stats.conflicts = search.conflicts();
    co_yield std::move(done);
}

} // namespace nq
