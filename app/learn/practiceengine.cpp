// SPDX-License-Identifier: MIT
#include "learn/practiceengine.h"

#include <numeric>
#include <utility>

namespace nq::learn {

Availability availability(Algorithm algorithm, int n) noexcept
{
    if (!isBacktracker(algorithm)) {
        return Availability::LocalSearch;
    }
    return n > MaxPracticeSize ? Availability::TooLarge : Availability::Available;
}

std::string_view mistakeKindName(MistakeKind kind) noexcept
{
    switch (kind) {
    case MistakeKind::PlacedOnAttacked:
        return "placed_on_attacked";
    case MistakeKind::RefusedFreeSquare:
        return "refused_free_square";
    case MistakeKind::SkippedSquare:
        return "skipped_square";
    case MistakeKind::TookBackTooEarly:
        return "took_back_too_early";
    case MistakeKind::MissedTakeBack:
        return "missed_take_back";
    case MistakeKind::WrongQueen:
        return "wrong_queen";
    case MistakeKind::NotAQueen:
        return "not_a_queen";
    case MistakeKind::UsedColumn:
        return "used_column";
    case MistakeKind::NeverRefuses:
        return "never_refuses";
    case MistakeKind::OutsideChosenLine:
        return "outside_chosen_line";
    case MistakeKind::RefusedQueen:
        return "refused_queen";
    }
    return "unknown";
}

std::uint64_t PracticeCounts::mistakeTotal() const noexcept
{
    return std::accumulate(mistakes.begin(), mistakes.end(), std::uint64_t { 0 });
}

PracticeEngine::PracticeEngine(
    Algorithm algorithm, StepStream::Source source, std::vector<int> start, Options options)
    : m_algorithm(algorithm)
    , m_stream(std::move(source), std::move(start), algorithm)
    , m_options(options)
{
    restartAt(0);
}

bool PracticeEngine::refuses(Algorithm algorithm) noexcept
{
    return algorithmInfo(algorithm).refuses;
}

void PracticeEngine::setRefusalsForPupil(bool forPupil)
{
    m_options.refusalsForPupil = forPupil;
    passAutomatic();
}

void PracticeEngine::restartAt(std::uint64_t position)
{
    m_stream.seek(position);
    m_startPosition = m_stream.position();
    m_solutionAfter = 0;
    m_counts = {};
    passAutomatic();
}

bool PracticeEngine::isPupils(const Event &event) const
{
    switch (event.kind) {
    case EventKind::Place:
    case EventKind::Remove:
        return true;
    case EventKind::Reject:
        return m_options.refusalsForPupil;
    case EventKind::Solution:
    case EventKind::Done:
    case EventKind::Prune: // the propagation is the program's
    case EventKind::Wipeout:
    case EventKind::Choose:
        break;
    }
    return false;
}

bool PracticeEngine::solutionReached() const noexcept
{
    return m_solutionAfter > 0 && m_stream.position() >= m_solutionAfter;
}

bool PracticeEngine::finished()
{
    if (m_options.stepLimit > 0) {
        if (m_stream.position() >= m_startPosition + m_options.stepLimit) {
            return true;
        }
    } else if (solutionReached()) {
        return true;
    }
    return m_stream.atEnd();
}

const Event *PracticeEngine::expected()
{
    if (finished()) {
        return nullptr;
    }
    // Normally position() stands before the pupil's step (passAutomatic);
    // after a step back it may stand before an automatic event: look past it.
    for (std::size_t offset = 0;; ++offset) {
        const Event *event = m_stream.peek(offset);
        if (!event || isPupils(*event)) {
            return event;
        }
    }
}

void PracticeEngine::applyOne()
{
    const Event *event = m_stream.peek(0);
    if (!event) {
        return;
    }
    const bool solution = event->kind == EventKind::Solution;
    const std::uint64_t before = m_stream.position();
    // advance() invalidates `event`: the observer gets a copy.
    std::optional<Event> applied;
    if (m_observer) {
        applied = *event;
    }
    m_stream.advance();
    if (solution && m_solutionAfter == 0 && before >= m_startPosition) {
        m_solutionAfter = m_stream.position();
    }
    if (applied) {
        m_observer(*applied);
    }
}

void PracticeEngine::passAutomatic()
{
    while (!finished()) {
        const Event *event = m_stream.peek(0);
        if (!event || isPupils(*event)) {
            return;
        }
        applyOne();
        ++m_counts.automatic;
    }
}

bool PracticeEngine::applyStep()
{
    // The automatic events before the pupil's step (after a step back), the
    // step itself, then the automatic ones after it.
    passAutomatic();
    if (finished()) {
        return false;
    }
    applyOne();
    passAutomatic();
    return true;
}

std::optional<std::pair<Square, Line>> PracticeEngine::firstAttacker(
    std::span<const int> queens, Square square)
{
    const int n = static_cast<int>(queens.size());
    for (int row = 0; row < n; ++row) {
        if (row == square.row || queens[row] < 0) {
            continue;
        }
        const Square queen { row, queens[row] };
        if (const Line line = attackLine(queen, square); line != Line::None) {
            return std::make_pair(queen, line);
        }
    }
    return std::nullopt;
}

std::vector<Square> PracticeEngine::attackersOf(std::span<const int> queens, Square square)
{
    std::vector<Square> attackers;
    for (int row = 0; row < int(queens.size()); ++row) {
        if (queens[row] < 0) {
            continue;
        }
        const Square queen { row, queens[row] };
        if (queen == square) {
            continue;
        }
        if (row == square.row || attackLine(queen, square) != Line::None) {
            attackers.push_back(queen);
        }
    }
    return attackers;
}

StepVerdict PracticeEngine::judge(PupilAction action, Square square, const Event &expected) const
{
    StepVerdict verdict;
    verdict.action = action;
    verdict.square = square;
    verdict.expected = expected;
    const std::span<const int> board = m_stream.queens();
    const bool hasQueen = board[square.row] == square.col;
    const auto attack = firstAttacker(board, square);
    verdict.onQueen = hasQueen;
    verdict.attackers = attackersOf(board, square);
    // Attacked as the board shows it: by a queen of its own row too (a
    // square beside a queen placed earlier), not only by the ones a check finds.
    const bool attacked = !verdict.attackers.empty();
    // The algorithm's own attacker where it refuses this very square.
    const bool algorithmRefuses = expected.kind == EventKind::Reject && expected.square == square;
    if (algorithmRefuses) {
        verdict.attacker = expected.by;
        verdict.line = expected.line;
    } else if (attack) {
        verdict.attacker = attack->first;
        verdict.line = attack->second;
    }
    // available-columns never looks at a column a queen holds.
    std::optional<Square> columnHolder;
    if (algorithmInfo(m_algorithm).triesFreeColumnsOnly) {
        for (int row = 0; row < int(board.size()); ++row) {
            if (row != square.row && board[row] == square.col) {
                columnHolder = Square { row, square.col };
            }
        }
    }
    // mrv and dancing links name the level's row or column in a Place's `by`.
    const Square chosen = expected.kind == EventKind::Place ? expected.by : Square {};
    const bool outsideChosen = (chosen.row >= 0 && chosen.col < 0 && square.row != chosen.row)
        || (chosen.row < 0 && chosen.col >= 0 && square.col != chosen.col);
    const auto holderIsReason = [&] {
        verdict.attacker = *columnHolder;
        verdict.line = Line::Column;
        return MistakeKind::UsedColumn;
    };
    switch (action) {
    case PupilAction::Place:
        verdict.right = expected.kind == EventKind::Place && expected.square == square;
        if (!verdict.right) {
            verdict.mistake = expected.kind == EventKind::Remove ? MistakeKind::MissedTakeBack
                : outsideChosen                                  ? MistakeKind::OutsideChosenLine
                : columnHolder                                   ? holderIsReason()
                : (algorithmRefuses || attacked)                 ? MistakeKind::PlacedOnAttacked
                                                                 : MistakeKind::SkippedSquare;
        }
        break;
    case PupilAction::Refuse:
        verdict.right = algorithmRefuses;
        if (!verdict.right) {
            verdict.mistake = !refuses(m_algorithm)              ? MistakeKind::NeverRefuses
                : expected.kind == EventKind::Remove ? MistakeKind::MissedTakeBack
                : columnHolder                       ? holderIsReason()
                : (hasQueen && !attacked)            ? MistakeKind::RefusedQueen
                : attacked                           ? MistakeKind::SkippedSquare
                                                     : MistakeKind::RefusedFreeSquare;
        }
        break;
    case PupilAction::TakeBack:
        verdict.right = expected.kind == EventKind::Remove && expected.square == square;
        if (!verdict.right) {
            verdict.mistake = !hasQueen              ? MistakeKind::NotAQueen
                : expected.kind == EventKind::Remove ? MistakeKind::WrongQueen
                                                     : MistakeKind::TookBackTooEarly;
        }
        break;
    }
    if (verdict.right && action != PupilAction::Refuse) {
        verdict.attacker = {};
        verdict.line = Line::None;
    }
    return verdict;
}

std::optional<StepVerdict> PracticeEngine::act(PupilAction action, Square square)
{
    const int n = boardSize();
    if (square.row < 0 || square.row >= n || square.col < 0 || square.col >= n) {
        return std::nullopt;
    }
    passAutomatic();
    const Event *next = expected();
    if (!next) {
        return std::nullopt;
    }
    StepVerdict verdict = judge(action, square, *next);
    if (verdict.right) {
        ++m_counts.done;
    } else {
        ++m_counts.mistakes[static_cast<std::size_t>(*verdict.mistake)];
    }
    const bool before = solutionReached();
    applyStep();
    verdict.solutionReached = !before && solutionReached();
    return verdict;
}

std::optional<Event> PracticeEngine::showMe()
{
    passAutomatic();
    const Event *next = expected();
    if (!next) {
        return std::nullopt;
    }
    Event event = *next;
    ++m_counts.shown;
    applyStep();
    return event;
}

bool PracticeEngine::syncTo(std::uint64_t position)
{
    const std::uint64_t from = m_stream.position();
    if (position == from) {
        return true;
    }
    const bool reached = m_stream.seek(position);
    if (m_stream.position() > from) {
        m_counts.shown += m_stream.position() - from;
    }
    // Going back leaves position() where the run is, even before an
    // automatic event (expected() looks past it): the window keeps the run
    // at position(), and a step back that jumped forward again would do nothing.
    return reached;
}

} // namespace nq::learn
