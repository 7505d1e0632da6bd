// SPDX-License-Identifier: MIT
#include "learn/predictengine.h"

#include <algorithm>
#include <climits>
#include <utility>

namespace nq::learn {

namespace {

// splitmix64's finaliser: the same on every platform, so a class sharing a
// seed shares its question points.
std::uint64_t mix(std::uint64_t seed, std::uint64_t position)
{
    std::uint64_t z = seed * 0x9E3779B97F4A7C15ull + position + 0x632BE59BD9B4E019ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// The first queen (in row order) attacking `square`, with its line.
std::pair<Square, Line> firstAttacker(const std::vector<int> &board, Square square)
{
    for (int row = 0; row < int(board.size()); ++row) {
        if (board[row] < 0 || row == square.row) {
            continue;
        }
        const Square queen { row, board[row] };
        if (const Line line = attackLine(queen, square); line != Line::None) {
            return { queen, line };
        }
    }
    return { {}, Line::None };
}

std::vector<Square> attackersOf(const std::vector<int> &board, Square square)
{
    std::vector<Square> found;
    for (int row = 0; row < int(board.size()); ++row) {
        const Square queen { row, board[row] };
        if (board[row] >= 0 && row != square.row && attackLine(queen, square) != Line::None) {
            found.push_back(queen);
        }
    }
    return found;
}

// NextEvent's answer for the next event, or nullopt for the kinds it does
// not ask about (the propagation's own events and the end).
std::optional<NextAction> actionOf(EventKind kind)
{
    switch (kind) {
    case EventKind::Place:
        return NextAction::Place;
    case EventKind::Reject:
        return NextAction::Refuse;
    case EventKind::Remove:
        return NextAction::Backtrack;
    case EventKind::Solution:
        return NextAction::Solution;
    case EventKind::Done:
    case EventKind::Prune:
    case EventKind::Wipeout:
    case EventKind::Choose:
        break;
    }
    return std::nullopt;
}

// The squares the row ({row, -1}) or column ({-1, col}) `line` has left: its
// squares in rows without a queen that no queen attacks, in (row, column)
// order (see the header: forward checking's domain, an exact cover's options).
std::vector<Square> squaresLeft(const std::vector<int> &board, Square line)
{
    const int n = int(board.size());
    std::vector<Square> left;
    for (int row = 0; row < n; ++row) {
        for (int col = 0; col < n; ++col) {
            const bool onLine = line.col < 0 ? row == line.row : col == line.col;
            if (onLine && board[row] < 0 && attackersOf(board, { row, col }).empty()) {
                left.push_back({ row, col });
            }
        }
    }
    return left;
}

bool lineHasQueen(const std::vector<int> &board, Square line)
{
    if (line.col < 0) {
        return board[line.row] >= 0;
    }
    return std::find(board.begin(), board.end(), line.col) != board.end();
}

} // namespace

void PredictSettings::set(QuestionKind kind, bool on)
{
    const unsigned bit = 1u << static_cast<int>(kind);
    kinds = on ? (kinds | bit) : (kinds & ~bit);
}

PredictEngine::PredictEngine(Algorithm algorithm, StepStream::Source source,
    std::vector<int> start, const PredictSettings &settings)
    : m_algorithm(algorithm)
    , m_stream(std::move(source), std::move(start), algorithm)
    , m_settings(settings)
{
}

bool PredictEngine::fits(Algorithm algorithm, QuestionKind kind)
{
    return (questionKinds(algorithm) >> static_cast<int>(kind)) & 1u;
}

bool PredictEngine::fits(Algorithm algorithm, NextAction action)
{
    if (!fits(algorithm, QuestionKind::NextEvent)) {
        return false;
    }
    if (action != NextAction::Refuse) {
        return true;
    }
    // The propagating algorithms never refuse a square.
    return algorithmInfo(algorithm).refuses;
}

void PredictEngine::setSettings(const PredictSettings &settings)
{
    m_settings = settings;
    m_cachedAt.reset();
}

std::optional<Question> PredictEngine::questionAt(std::uint64_t position)
{
    if (m_cachedAt != position) {
        m_cached = compute(position);
        m_cachedAt = position;
    }
    return m_cached;
}

bool PredictEngine::wantsStop(std::uint64_t position)
{
    return !isClosed(position) && questionAt(position).has_value();
}

const Question *PredictEngine::ask(std::uint64_t position)
{
    if (m_open && m_open->position == position) {
        return &*m_open;
    }
    drop();
    if (!wantsStop(position)) {
        return nullptr;
    }
    m_open = questionAt(position);
    return &*m_open;
}

bool PredictEngine::frequencyAsks(std::uint64_t position, const Event *previous) const
{
    switch (m_settings.frequency) {
    case Frequency::EveryStep:
        return true;
    case Frequency::EachBacktrack:
        return previous && previous->kind == EventKind::Remove;
    case Frequency::EachNewRow:
        if (!isBacktracker(m_algorithm)) {
            // A local search: its new row is the one a repair move lifts.
            return previous && previous->kind == EventKind::Remove;
        }
        // A new row's questions come after its Place and the events that
        // the Place brings before the next decision (Prunes, a Choose).
        return !previous || previous->kind == EventKind::Place
            || previous->kind == EventKind::Prune || previous->kind == EventKind::Choose;
    case Frequency::OneInK:
        return mix(m_settings.seed, position) % std::uint64_t(std::max(1, m_settings.k)) == 0;
    }
    return false;
}

std::optional<Question> PredictEngine::compute(std::uint64_t position)
{
    std::optional<Event> previous;
    if (position > 0) {
        if (!m_stream.seek(position - 1)) {
            return std::nullopt;
        }
        if (const Event *event = m_stream.peek(0)) {
            previous = *event;
        }
    }
    if (!m_stream.seek(position)) {
        return std::nullopt;
    }
    const Event *next = m_stream.peek(0);
    if (!next || next->kind == EventKind::Done
        || !frequencyAsks(position, previous ? &*previous : nullptr)) {
        return std::nullopt;
    }
    std::vector<Question> fitting;
    for (int k = 0; k < QuestionKindCount; ++k) {
        const auto kind = static_cast<QuestionKind>(k);
        if (m_settings.has(kind) && fits(m_algorithm, kind)) {
            if (std::optional<Question> question
                = make(kind, position, previous ? &*previous : nullptr)) {
                fitting.push_back(std::move(*question));
            }
        }
    }
    if (fitting.empty()) {
        return std::nullopt;
    }
    // A different stream of the hash from frequencyAsks()'s, so that OneInK
    // does not always pick the first kind.
    return fitting[mix(~m_settings.seed, position) % fitting.size()];
}

std::optional<Question> PredictEngine::make(
    QuestionKind kind, std::uint64_t position, const Event *previous)
{
    // The stream is at `position`; peeks do not move it.
    const Event next = *m_stream.peek(0);
    Question question;
    question.kind = kind;
    question.position = position;
    question.board.assign(m_stream.queens().begin(), m_stream.queens().end());
    const int row = next.square.row;
    const bool inRow = next.kind == EventKind::Reject || next.kind == EventKind::Place;

    switch (kind) {
    case QuestionKind::NextSquare: {
        if (!inRow) {
            return std::nullopt;
        }
        if (next.kind == EventKind::Place && next.by.row < 0 && next.by.col >= 0) {
            return std::nullopt; // dancing links chose a column: no row is being searched
        }
        // Refusals in the row, then its Place: anything else first means
        // the row is left without a queen from here.
        for (std::size_t i = 0;; ++i) {
            const Event *event = m_stream.peek(i);
            if (!event || event->square.row != row
                || (event->kind != EventKind::Reject && event->kind != EventKind::Place)) {
                return std::nullopt;
            }
            if (event->kind == EventKind::Place) {
                question.row = row;
                question.answer = event->square;
                question.accepted = { event->square };
                question.square = next.square; // where the row goes on
                return question;
            }
        }
    }
    case QuestionKind::Attacker:
        if (next.kind != EventKind::Reject) {
            return std::nullopt;
        }
        question.row = row;
        question.square = next.square;
        question.answer = next.by;
        question.line = next.line;
        question.accepted = attackersOf(question.board, next.square);
        return question;
    case QuestionKind::NextEvent:
        if (const std::optional<NextAction> action = actionOf(next.kind)) {
            question.action = *action;
        } else {
            return std::nullopt;
        }
        question.square = next.square;
        question.answer = next.by; // a refusal's queen and line, for the why
        question.line = next.line;
        return question;
    case QuestionKind::TriesLeft: {
        if (!inRow) {
            return std::nullopt;
        }
        // The row is left when a queen standing now is taken back (the row
        // above backtracks) or the search ends; the rows below come and go
        // in between.
        int places = 0;
        for (std::size_t i = 0;; ++i) {
            const Event *event = m_stream.peek(i);
            if (!event) {
                return std::nullopt; // beyond the look-ahead
            }
            if (event->kind == EventKind::Done
                || (event->kind == EventKind::Remove && event->square.row != row
                    && question.board[event->square.row] == event->square.col)) {
                break;
            }
            if (event->kind == EventKind::Place && event->square.row == row) {
                ++places;
            }
        }
        question.row = row;
        question.count = places;
        return question;
    }
    case QuestionKind::PartOfSolution:
        if (next.kind != EventKind::Place) {
            return std::nullopt;
        }
        question.row = row;
        question.square = next.square;
        for (std::size_t i = 1;; ++i) {
            const Event *event = m_stream.peek(i);
            if (!event) {
                return std::nullopt;
            }
            if (event->kind == EventKind::Solution) {
                question.yes = true;
                question.solution = event->index;
                return question;
            }
            if (event->kind == EventKind::Done
                || (event->kind == EventKind::Remove && event->square == next.square)) {
                question.yes = false;
                return question;
            }
        }
    case QuestionKind::FewestAttackers: {
        if (next.kind != EventKind::Place || next.index == 0) {
            return std::nullopt; // the start fills rows; only repair moves ask
        }
        // Counted as MinConflicts::attackers() does: the queens of the other
        // rows sharing the square's column or a diagonal (the row's own
        // queen is lifted at this position).
        const int n = boardSize();
        int fewest = INT_MAX;
        std::vector<int> counts(n);
        for (int col = 0; col < n; ++col) {
            counts[col] = int(attackersOf(question.board, { row, col }).size());
            fewest = std::min(fewest, counts[col]);
        }
        for (int col = 0; col < n; ++col) {
            if (counts[col] == fewest) {
                question.accepted.push_back({ row, col });
            }
        }
        question.row = row;
        question.count = fewest;
        question.answer = next.square;
        return question;
    }
    case QuestionKind::ChosenLine:
        if (next.kind != EventKind::Choose) {
            return std::nullopt;
        }
        question.answer = next.square;
        question.row = next.square.row;
        question.count = int(next.index);
        question.accepted = { next.square };
        question.columns = algorithmInfo(m_algorithm).choosesColumns;
        return question;
    case QuestionKind::WipedOutRow:
        if (!previous || previous->kind != EventKind::Place) {
            return std::nullopt;
        }
        // The Place's Prunes, then a Wipeout: anything else first means this
        // queen leaves every row a square.
        for (std::size_t i = 0;; ++i) {
            const Event *event = m_stream.peek(i);
            if (!event || (event->kind != EventKind::Prune && event->kind != EventKind::Wipeout)) {
                return std::nullopt;
            }
            if (event->kind == EventKind::Wipeout) {
                question.square = previous->square;
                question.row = event->square.row;
                question.answer = { event->square.row, -1 };
                question.accepted = { question.answer };
                return question;
            }
        }
    }
    return std::nullopt;
}

Check PredictEngine::check(const Question &question, const Answer &answer) const
{
    Check result;
    const std::vector<int> &board = question.board;
    const Square given = answer.square;
    const auto accepted = [&] {
        return std::find(question.accepted.begin(), question.accepted.end(), given)
            != question.accepted.end();
    };
    const bool onBoard = given.row >= 0 && given.row < int(board.size()) && given.col >= 0
        && given.col < int(board.size());
    result.square = given;

    switch (question.kind) {
    case QuestionKind::NextSquare:
        if (given.row != question.row || !onBoard) {
            result.why = Why::NotInRow;
            return result;
        }
        if (accepted()) {
            result.verdict = Verdict::Right;
            return result;
        }
        if (auto [by, line] = firstAttacker(board, given); line != Line::None) {
            result.why = Why::Attacked;
            result.by = by;
            result.line = line;
        } else if (given.col < question.square.col) {
            result.why = Why::AlreadyTried;
        } else {
            result.why = Why::FirstFreeComesFirst;
        }
        break;
    case QuestionKind::Attacker:
        if (!onBoard || board[given.row] != given.col) {
            result.why = Why::NoQueenThere;
            return result;
        }
        result.by = given;
        result.line = attackLine(given, question.square);
        result.square = question.square;
        if (accepted()) {
            result.verdict = Verdict::Right;
            result.algorithmsOwn = given == question.answer;
            return result;
        }
        result.why = Why::NotAttacking;
        break;
    case QuestionKind::NextEvent:
        if (answer.action == question.action) {
            result.verdict = Verdict::Right;
            return result;
        }
        result.square = question.square;
        switch (question.action) {
        case NextAction::Refuse:
            result.why = Why::Attacked; // by the queen the algorithm's check found
            result.by = question.answer;
            result.line = question.line;
            break;
        case NextAction::Place:
            result.why = Why::Free;
            break;
        case NextAction::Backtrack:
            result.why = Why::RowExhausted;
            break;
        case NextAction::Solution:
            result.why = Why::BoardFull;
            break;
        }
        break;
    case QuestionKind::TriesLeft:
        if (answer.number < 0) {
            return result;
        }
        if (answer.number == question.count) {
            result.verdict = Verdict::Right;
            return result;
        }
        result.why = answer.number > question.count ? Why::TooMany : Why::TooFew;
        break;
    case QuestionKind::PartOfSolution:
        if (answer.yes == question.yes) {
            result.verdict = Verdict::Right;
            return result;
        }
        result.square = question.square;
        result.why = question.yes ? Why::SolutionBelow : Why::NoSolutionBelow;
        break;
    case QuestionKind::FewestAttackers:
        if (given.row != question.row || !onBoard) {
            result.why = Why::NotInRow;
            return result;
        }
        if (accepted()) {
            result.verdict = Verdict::Right;
            return result;
        }
        result.why = Why::MoreAttackers;
        result.attackerSquares = attackersOf(board, given);
        result.attackers = int(result.attackerSquares.size());
        break;
    case QuestionKind::ChosenLine:
    case QuestionKind::WipedOutRow: {
        const int n = int(board.size());
        const bool isRow = given.row >= 0 && given.row < n && given.col < 0;
        const bool isColumn = given.row < 0 && given.col >= 0 && given.col < n;
        // A click on the board names its row where only rows are answers.
        const bool rowsOnly = question.kind == QuestionKind::WipedOutRow || !question.columns;
        Square line;
        if (isRow || (onBoard && rowsOnly)) {
            line = { given.row, -1 };
        } else if (isColumn && !rowsOnly) {
            line = given;
        } else {
            result.why = Why::NotALine;
            return result;
        }
        result.square = line;
        if (line == question.answer) {
            result.verdict = Verdict::Right;
            return result;
        }
        if (lineHasQueen(board, line)) {
            result.why = Why::LineHasQueen;
            break;
        }
        result.leftSquares = squaresLeft(board, line);
        result.squaresLeft = int(result.leftSquares.size());
        if (question.kind == QuestionKind::WipedOutRow) {
            // Pruning goes top down and stops at the first row emptied.
            result.why = result.squaresLeft == 0 ? Why::WipedOutLater : Why::SquaresLeft;
        } else {
            result.why = result.squaresLeft > question.count ? Why::MoreSquaresLeft : Why::TieGoesFirst;
        }
        break;
    }
    }
    result.verdict = Verdict::TryAgain;
    return result;
}

Check PredictEngine::answer(const Answer &answer)
{
    if (!m_open) {
        return {};
    }
    Check result = check(*m_open, answer);
    if (result.verdict == Verdict::Ignored) {
        result.tries = m_tries;
        return result;
    }
    result.tries = ++m_tries;
    if (result.verdict == Verdict::Right) {
        close(true);
    } else if (m_tries >= 2) {
        result.verdict = Verdict::Revealed;
        close(false);
    }
    return result;
}

void PredictEngine::reveal()
{
    if (m_open) {
        ++m_tries;
        close(false);
    }
}

void PredictEngine::close(bool right)
{
    m_score.record(m_open->kind, right, m_tries);
    m_closed.insert(m_open->position);
    drop();
}

} // namespace nq::learn
