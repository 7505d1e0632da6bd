// SPDX-License-Identifier: MIT
#include "run/narrator.h"

#include "algorithms/algorithmregistry.h"
#include "board/boardscene.h"
#include "run/algorithmtext.h"
#include "text/squarenames.h"

#include <QLocale>

#include <algorithm>
#include <limits>

namespace {

// Counts pick the plural form, which tr() takes as an int; QLocale writes the
// number itself, which may not fit one.
int pluralForm(quint64 count)
{
    return int(std::min<quint64>(count, std::numeric_limits<int>::max()));
}

} // namespace

Narrator::Narrator(int n, nq::Algorithm algorithm, quint64 seed, const QList<int> &start)
    : m_n(n)
    , m_algorithm(algorithm)
    , m_seed(seed)
    , m_start(start)
{ }

Narrator Narrator::of(const RunController &run)
{
    return Narrator(run.boardSize(), run.algorithm(), run.seed(), run.start());
}

bool Narrator::isGiven(int row, int col) const
{
    return row >= 0 && row < m_start.size() && m_start[row] == col && col >= 0;
}

QString Narrator::givenSquares() const
{
    QStringList squares;
    for (int row = 0; row < m_start.size(); ++row) {
        if (m_start[row] >= 0) {
            squares << square(row, m_start[row]);
        }
    }
    return squares.join(QLatin1String(", "));
}

QString Narrator::lineWords(int line)
{
    switch (nq::Line(line)) {
    case nq::Line::Column:
        return tr("along the column");
    case nq::Line::Diagonal:
        return tr("along the diagonal");
    case nq::Line::AntiDiagonal:
        return tr("along the anti-diagonal");
    case nq::Line::None:
        break;
    }
    return {};
}

QString Narrator::rowName(int row) const
{
    return QString::number(m_n - row); // the rank the board labels it with
}

QString Narrator::wipeoutText(const RunState &state) const
{
    const int row = state.last().row;
    // The queens whose prunes emptied the row, top down.
    QList<nq::Square> queens;
    for (int col = 0; col < m_n; ++col) {
        const nq::Square by = state.prunedBy(row, col);
        if (by.isValid() && !queens.contains(by)) {
            queens.append(by);
        }
    }
    std::sort(
        queens.begin(), queens.end(), [](nq::Square a, nq::Square b) { return a.row < b.row; });
    if (queens.size() <= 1) {
        const nq::Square by = queens.isEmpty()
            ? nq::Square { state.last().byRow, state.last().byCol }
            : queens.constFirst();
        return tr("Row %1 has no square left: the queen on %2 attacks all of them.")
            .arg(rowName(row), square(by.row, by.col));
    }
    QString names = square(queens[0].row, queens[0].col);
    for (qsizetype i = 1; i + 1 < queens.size(); ++i) {
        names = tr("%1, %2", "a list of squares").arg(names, square(queens[i].row, queens[i].col));
    }
    names = tr("%1 and %2", "the last two of a list of squares")
                .arg(names, square(queens.constLast().row, queens.constLast().col));
    return tr("Row %1 has no square left: the queens on %2 attack all of them.")
        .arg(rowName(row), names);
}

QString Narrator::chooseText(const StepEvent &event) const
{
    const QString options = QLocale().toString(event.index);
    // MRV chooses among domains; dancing links among rows and columns.
    if (AlgorithmRegistry::of(m_algorithm).traits().keepsDomains) {
        return tr("MRV chooses row %1: it has the fewest squares left (%2).")
            .arg(rowName(event.row), options);
    }
    if (event.index == 0) {
        return event.row >= 0
            ? tr("Row %1 has no option left: the search backs up.").arg(rowName(event.row))
            : tr("Column %1 has no option left: the search backs up.")
                  .arg(text::fileName(event.col));
    }
    return event.row >= 0
        ? tr("Row %1 chosen: it has the fewest options left (%2).").arg(rowName(event.row), options)
        : tr("Column %1 chosen: it has the fewest options left (%2).")
              .arg(text::fileName(event.col), options);
}

QString Narrator::square(int row, int col) const
{
    // People read the board by its labels (files along the bottom, ranks up
    // the side); the code's 0-based row and column are the panels' business.
    return text::squareName(m_n, row, col);
}

QString Narrator::rejectionCaption(const StepEvent &event) const
{
    if (isGiven(event.byRow, event.byCol)) {
        return tr("Refused: the given queen on %1 attacks it %2.")
            .arg(text::squareName(m_n, event.byRow, event.byCol), lineWords(event.line));
    }
    return tr("Refused: the queen on %1 attacks it %2.")
        .arg(text::squareName(m_n, event.byRow, event.byCol), lineWords(event.line));
}

QString Narrator::stopReasonText(RunController::StopReason reason, int depth)
{
    switch (reason) {
    case RunController::StopReason::SolutionBreakpoint:
        return tr("Breakpoint: paused on a solution.");
    case RunController::StopReason::BacktrackBreakpoint:
        return tr("Breakpoint: paused on a backtrack.");
    case RunController::StopReason::DepthBreakpoint:
        return tr("Breakpoint: paused at depth %1.").arg(depth);
    case RunController::StopReason::None:
        break;
    }
    return {};
}

QString Narrator::statusOf(const RunController &run)
{
    const Narrator narrator = of(run);
    const QString words
        = narrator.describe(run.state(), run.stopReason(), run.breakpoints().atDepth);
    if (run.startDropped() && run.state().step() == 0 && run.clampedFrom() <= 0) {
        return tr("A full run: the given queens are gone.") + QLatin1Char(' ') + words;
    }
    if (run.clampedFrom() <= 0 || run.state().step() > 0) {
        return words;
    }
    return tr("%1 takes boards up to %2 x %2: N went from %3 to %2.")
               .arg(AlgorithmText::title(run.algorithm()))
               .arg(run.maxBoardSize())
               .arg(run.clampedFrom())
        + QLatin1Char(' ') + words;
}

QString Narrator::describe(const RunState &state, RunController::StopReason reason, int depth) const
{
    const QString why = stopReasonText(reason, depth);
    return why.isEmpty() ? describe(state) : why + QLatin1Char(' ') + describe(state);
}

QString Narrator::describe(const RunState &state) const
{
    if (!nq::isBacktracker(m_algorithm)) {
        return describeLocalSearch(state);
    }
    const StepEvent &event = state.last();
    const bool fromStart = !m_start.isEmpty();
    if (state.isFinished()) {
        const quint64 solutions = state.counters().solutions;
        if (fromStart && solutions == 0) {
            return tr("Finished: no solution contains the given queens; every free square was "
                      "tried.");
        }
        if (fromStart) {
            return tr("Finished: %1 solution(s) contain the given queens.", nullptr,
                pluralForm(solutions))
                .arg(QLocale().toString(solutions));
        }
        if (solutions == 0) {
            return tr("Finished: the %1 x %1 board has no solution; every square was tried.")
                .arg(m_n);
        }
        return tr("Finished: %1 solution(s) found.", nullptr, pluralForm(solutions))
            .arg(QLocale().toString(solutions));
    }
    switch (event.kind) {
    case nq::EventKind::Place:
        return tr("Queen placed on %1.").arg(square(event.row, event.col));
    case nq::EventKind::Remove:
        return tr("Backtrack: queen removed from %1.").arg(square(event.row, event.col));
    case nq::EventKind::Reject:
        if (isGiven(event.byRow, event.byCol)) {
            return tr("Square %1 refused: the given queen on %2 attacks it %3.")
                .arg(square(event.row, event.col), square(event.byRow, event.byCol),
                    lineWords(event.line));
        }
        return tr("Square %1 refused: the queen on %2 attacks it %3.")
            .arg(square(event.row, event.col), square(event.byRow, event.byCol),
                lineWords(event.line));
    case nq::EventKind::Solution:
        return tr("Solution %1 found.").arg(event.index);
    case nq::EventKind::Prune:
        return tr("Square %1 pruned: the queen on %2 attacks it %3.")
            .arg(square(event.row, event.col), square(event.byRow, event.byCol),
                lineWords(event.line));
    case nq::EventKind::Wipeout:
        return wipeoutText(state);
    case nq::EventKind::Choose:
        return chooseText(event);
    case nq::EventKind::Done:
        break;
    }
    if (fromStart) {
        return tr("Ready: %1 from your board, the given queens (%2) fixed. Press Space to play "
                  "or Right to step.")
            .arg(AlgorithmText::title(m_algorithm), givenSquares());
    }
    return tr("Ready: %1 x %1 board, %2. Press Space to play or Right to step.")
        .arg(m_n)
        .arg(AlgorithmText::title(m_algorithm));
}

QString Narrator::caption(const RunState &state) const
{
    if (state.step() > 0 || state.isFinished()) {
        return describe(state);
    }
    if (!nq::isBacktracker(m_algorithm)) {
        return tr("Start: no queen placed yet (seed %1).").arg(m_seed);
    }
    if (!m_start.isEmpty()) {
        return tr("Start: the given queens (%1) fixed.").arg(givenSquares());
    }
    return tr("Start: no queen placed yet.");
}

QString Narrator::describeLocalSearch(const RunState &state) const
{
    const auto attackersText = [](int attackers) {
        return attackers == 0 ? tr("no queen") : tr("%n queen(s)", nullptr, attackers);
    };
    const RunCounters &counters = state.counters();
    const StepEvent &event = state.last();
    if (state.isFinished()) {
        if (counters.solutions > 0) {
            return tr("Finished: solved after %n move(s); no queen is attacked.", nullptr,
                pluralForm(counters.removals));
        }
        // Two sentences: each count chooses its own plural form.
        return tr("Gave up after %n move(s).", nullptr, pluralForm(counters.removals))
            + QLatin1Char(' ')
            + tr("%n attacking pair(s) left (%1 x %1 has no solution, or the search got stuck).",
                nullptr, pluralForm(counters.conflicts))
                  .arg(m_n);
    }
    switch (event.kind) {
    case nq::EventKind::Place:
        if (event.index == 0) {
            return tr("Start: queen placed on %1, where the queens above attack it least "
                      "(%n attacking pair(s) so far).",
                nullptr, pluralForm(counters.conflicts))
                .arg(square(event.row, event.col));
        }
        return tr("Move %1: queen put on %2, attacked by %3; %n attacking pair(s) left.", nullptr,
            pluralForm(counters.conflicts))
            .arg(QLocale().toString(event.index), square(event.row, event.col),
                attackersText(state.attackers(event.row, event.col)));
    case nq::EventKind::Remove:
        return tr("Move %1: the queen on %2 is attacked by %3; it is lifted to find the square "
                  "of its row with the fewest attackers.")
            .arg(QLocale().toString(event.index), square(event.row, event.col),
                attackersText(state.attackers(event.row, event.col)));
    case nq::EventKind::Solution:
        return tr("Solution found: no queen is attacked.");
    case nq::EventKind::Reject:
    case nq::EventKind::Prune:
    case nq::EventKind::Wipeout:
    case nq::EventKind::Choose:
    case nq::EventKind::Done:
        break;
    }
    return tr("Ready: %1 x %1 board, %2 (seed %3). Press Space to play or Right to step.")
        .arg(m_n)
        .arg(AlgorithmText::title(m_algorithm))
        .arg(m_seed);
}
