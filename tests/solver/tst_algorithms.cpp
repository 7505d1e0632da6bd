// SPDX-License-Identifier: MIT
#include <QTest>

// moc (Qt 6.4) cannot parse libstdc++'s C++20 headers; it needs none of them.
#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#include "solver/solutions.h"
#endif

#include <algorithm>
#include <array>
#include <cstdlib>
#include <iterator>
#include <map>
#include <numeric>
#include <optional>
#include <set>
#include <stdexcept>
#include <tuple>

using namespace nq;

Q_DECLARE_METATYPE(nq::Algorithm)

namespace {

// The board an event stream implies, replayed one event at a time, with a
// check of every promise the event vocabulary makes.
// Attacking pairs on a board with at most one queen per row, pair by pair.
std::uint64_t bruteConflicts(const std::vector<int> &board)
{
    std::uint64_t pairs = 0;
    for (int a = 0; a < int(board.size()); ++a) {
        for (int b = a + 1; b < int(board.size()); ++b) {
            if (board[a] >= 0 && board[b] >= 0
                && attackLine({ a, board[a] }, { b, board[b] }) != Line::None) {
                ++pairs;
            }
        }
    }
    return pairs;
}

class Replay
{
public:
    // `endsEmpty`: the backtrackers' promise; a local search ends on its board.
    explicit Replay(int n, bool endsEmpty = true, bool choosesRows = false)
        : m_board(n, -1)
        , m_pruner(std::size_t(n) * n)
        , m_endsEmpty(endsEmpty)
        , m_choosesRows(choosesRows)
    { }

    // Applies `event`; returns an empty string when it is consistent, else why not.
    QString apply(const Event &event)
    {
        const int n = int(m_board.size());
        const auto onBoard
            = [n](Square s) { return s.row >= 0 && s.row < n && s.col >= 0 && s.col < n; };
        if (const QString problem = checkDefaults(event); !problem.isEmpty()) {
            return problem;
        }
        switch (event.kind) {
        case EventKind::Place:
            if (!onBoard(event.square) || m_board[event.square.row] != -1) {
                return QStringLiteral("place on an occupied row or off the board");
            }
            if (const QString problem = checkChosen(event); !problem.isEmpty()) {
                return problem;
            }
            if (pruner(event.square).isValid()) {
                return QStringLiteral("a queen placed on a pruned square");
            }
            m_board[event.square.row] = event.square.col;
            ++m_stats.placements;
            break;
        case EventKind::Remove:
            if (!onBoard(event.square) || m_board[event.square.row] != event.square.col) {
                return QStringLiteral("remove of a queen that is not there");
            }
            if (const QString problem = checkChosen(event); !problem.isEmpty()) {
                return problem;
            }
            m_board[event.square.row] = -1;
            ++m_stats.removals;
            // Its prunes are given back.
            for (Square &pruner : m_pruner) {
                if (pruner == event.square) {
                    pruner = {};
                }
            }
            break;
        case EventKind::Prune:
            if (!onBoard(event.square) || !onBoard(event.by)
                || m_board[event.by.row] != event.by.col || m_board[event.square.row] != -1) {
                return QStringLiteral("prune in a filled row or by a queen that is not there");
            }
            if (event.line == Line::None || attackLine(event.by, event.square) != event.line) {
                return QStringLiteral("prune along a line the queen does not attack");
            }
            if (pruner(event.square).isValid()) {
                return QStringLiteral("a square pruned twice");
            }
            pruner(event.square) = event.by;
            ++m_stats.prunes;
            break;
        case EventKind::Wipeout:
            if (event.square.row < 0 || event.square.row >= n || event.square.col != -1
                || m_board[event.square.row] != -1 || !onBoard(event.by)
                || m_board[event.by.row] != event.by.col) {
                return QStringLiteral("wipe-out of a filled row or by a queen that is not there");
            }
            for (int col = 0; col < n; ++col) {
                if (!pruner({ event.square.row, col }).isValid()) {
                    return QStringLiteral("wipe-out of a row with a square left");
                }
            }
            ++m_stats.wipeouts;
            break;
        case EventKind::Choose: {
            const bool row = event.square.row >= 0 && event.square.row < n && event.square.col == -1;
            const bool column = event.square.col >= 0 && event.square.col < n && event.square.row == -1;
            if (!m_choosesRows || !(row || column)) {
                return QStringLiteral("a choice that is not a row or column, or not announced");
            }
            if (row ? m_board[event.square.row] != -1
                    : std::count(m_board.begin(), m_board.end(), event.square.col) != 0) {
                return QStringLiteral("a choice of a row or column that holds a queen");
            }
            break;
        }
        case EventKind::Reject:
            if (!onBoard(event.square) || !onBoard(event.by)
                || m_board[event.by.row] != event.by.col) {
                return QStringLiteral("reject by a queen that is not on the board");
            }
            if (event.line == Line::None || attackLine(event.by, event.square) != event.line) {
                return QStringLiteral("reject along a line the queen does not attack");
            }
            ++m_stats.rejections;
            break;
        case EventKind::Solution:
            ++m_stats.solutions;
            if (event.index != m_stats.solutions) {
                return QStringLiteral("solution index out of sequence");
            }
            if (event.columns != m_board || !isValidSolution(event.columns)) {
                return QStringLiteral("solution differs from the board or is not valid");
            }
            m_solutions.push_back(event.columns);
            break;
        case EventKind::Done:
            if (m_done) {
                return QStringLiteral("two done events");
            }
            m_done = true;
            if (m_endsEmpty && std::count(m_board.begin(), m_board.end(), -1) != n) {
                return QStringLiteral("board not empty at the end");
            }
            m_stats.work = event.stats.work;
            m_stats.permutations = event.stats.permutations; // see permutationsTested()
            m_stats.conflicts = m_endsEmpty ? 0 : bruteConflicts(m_board);
            if (!(event.stats == m_stats)) {
                return QStringLiteral("done stats disagree with the stream");
            }
            return {};
        }
        if (m_done) {
            return QStringLiteral("event after done");
        }
        ++m_stats.steps;
        return {};
    }

    // event.h's promise that the fields not listed for a kind keep their
    // defaults: a stream that reuses its events must clear what it set.
    QString checkDefaults(const Event &event) const
    {
        const bool hasSquare = event.kind != EventKind::Solution && event.kind != EventKind::Done;
        // Who attacks: a Reject, Prune or Wipeout; the level's choice: a Place
        // or Remove of an algorithm that chooses (checkChosen()).
        const bool isReject = event.kind == EventKind::Reject || event.kind == EventKind::Prune
            || event.kind == EventKind::Wipeout
            || (m_choosesRows && (event.kind == EventKind::Place || event.kind == EventKind::Remove));
        // A local search numbers the moves of its Place and Remove events.
        const bool hasIndex = event.kind == EventKind::Solution || event.kind == EventKind::Choose
            || (!m_endsEmpty && event.kind != EventKind::Reject && event.kind != EventKind::Done);
        if (!hasSquare && event.square.isValid()) {
            return QStringLiteral("a square on a solution or done event");
        }
        if (!isReject && (event.by.isValid() || event.by != Square {} || event.line != Line::None)) {
            return QStringLiteral("an attacker on an event that is not a reject");
        }
        if (!hasIndex && event.index != 0) {
            return QStringLiteral("an index left over on an event");
        }
        if (event.kind != EventKind::Reject && event.kind != EventKind::Prune
            && event.line != Line::None) {
            return QStringLiteral("a line on an event that is neither a reject nor a prune");
        }
        if (event.kind != EventKind::Solution && !event.columns.empty()) {
            return QStringLiteral("columns left over on an event that is not a solution");
        }
        if (event.kind != EventKind::Done && !(event.stats == Stats {})) {
            return QStringLiteral("stats on an event that is not done");
        }
        return {};
    }

    // A Place or Remove of an algorithm that chooses names the row or column
    // its level chose, and the queen is in it.
    QString checkChosen(const Event &event) const
    {
        if (!m_choosesRows) {
            return {};
        }
        const Square chosen = event.by;
        const bool inRow = chosen.col == -1 && chosen.row == event.square.row;
        const bool inColumn = chosen.row == -1 && chosen.col == event.square.col;
        return inRow || inColumn ? QString()
                                 : QStringLiteral("a queen outside the row or column chosen");
    }
    Square &pruner(Square square)
    {
        return m_pruner[std::size_t(square.row) * m_board.size() + std::size_t(square.col)];
    }

    const std::vector<int> &board() const { return m_board; }
    const std::vector<std::vector<int>> &solutions() const { return m_solutions; }
    const Stats &stats() const { return m_stats; }
    bool isDone() const { return m_done; }

private:
    std::vector<int> m_board;
    std::vector<Square> m_pruner; // per square: the queen that pruned it, if any
    std::vector<std::vector<int>> m_solutions;
    Stats m_stats;
    bool m_done = false;
    bool m_endsEmpty = true;
    bool m_choosesRows = false;
};

const Algorithm Backtrackers[]
    = { Algorithm::CheckQueens, Algorithm::MarkBoard, Algorithm::LockLines, Algorithm::Bitmask };

// A Reject or Place as a comparable record (who attacks and why is each algorithm's own).
struct Visit
{
    EventKind kind;
    Square square;
    friend bool operator==(const Visit &, const Visit &) = default;
};

std::vector<Visit> tree(Algorithm algorithm, int n)
{
    std::vector<Visit> visits;
    for (const Event &event : solve(algorithm, n)) {
        if (event.kind != EventKind::Solution && event.kind != EventKind::Done) {
            visits.push_back({ event.kind, event.square });
        }
    }
    return visits;
}

/*
 * Independent references of the four searches, written from their
 * definitions as plainly as possible (recursion, std::set domains, options
 * as lists), to count what each must do; the solver's versions are
 * iterative, with bit masks and dancing links.
 */
struct ReferenceCount
{
    Stats stats; // placements, rejections, solutions, prunes, wipeouts, work
    std::uint64_t chooses = 0;
};

bool sharesDiagonal(int r1, int c1, int r2, int c2)
{
    return std::abs(r1 - r2) == std::abs(c1 - c2);
}

// Each row tries the columns no queen holds, compares the queens above for a
// shared diagonal (work: one per queen compared) and refuses at the first.
void availableColumnsFrom(int row, std::vector<int> &queens, std::vector<int> columns,
    ReferenceCount &count)
{
    const int n = int(queens.size());
    if (row == n) {
        ++count.stats.solutions;
        return;
    }
    for (const int col : columns) {
        bool attacked = false;
        for (int r = 0; r < row && !attacked; ++r) {
            ++count.stats.work;
            attacked = sharesDiagonal(r, queens[r], row, col);
        }
        if (attacked) {
            ++count.stats.rejections;
            continue;
        }
        ++count.stats.placements;
        queens[row] = col;
        std::vector<int> rest;
        std::copy_if(columns.begin(), columns.end(), std::back_inserter(rest),
            [col](int c) { return c != col; });
        availableColumnsFrom(row + 1, queens, rest, count);
        queens[row] = -1;
    }
}

ReferenceCount availableColumnsReference(int n)
{
    ReferenceCount count;
    std::vector<int> queens(n, -1);
    std::vector<int> columns(n);
    std::iota(columns.begin(), columns.end(), 0);
    availableColumnsFrom(0, queens, columns, count);
    return count;
}

// Forward checking on std::set domains: the next row is the next one down,
// or (mrv) the row without a queen with the smallest domain, topmost on a
// tie. Work: every value of an empty row's domain checked against the new queen.
void forwardCheckingFrom(std::vector<int> &queens, std::vector<std::set<int>> &domains, bool mrv,
    ReferenceCount &count)
{
    const int n = int(queens.size());
    int row = -1;
    for (int r = 0; r < n; ++r) {
        if (queens[r] < 0 && (row < 0 || (mrv && domains[r].size() < domains[row].size()))) {
            row = r;
        }
        if (row >= 0 && !mrv) {
            break;
        }
    }
    if (row < 0) {
        ++count.stats.solutions;
        return;
    }
    if (mrv) {
        ++count.chooses;
    }
    const std::set<int> choices = domains[row];
    for (const int col : choices) {
        ++count.stats.placements;
        queens[row] = col;
        const std::vector<std::set<int>> saved = domains;
        bool wipedOut = false;
        for (int r = 0; r < n && !wipedOut; ++r) {
            if (queens[r] >= 0) {
                continue;
            }
            std::set<int> kept;
            for (const int c : domains[r]) {
                ++count.stats.work;
                if (c == col || sharesDiagonal(r, c, row, col)) {
                    ++count.stats.prunes;
                } else {
                    kept.insert(c);
                }
            }
            domains[r] = kept;
            if (kept.empty()) {
                ++count.stats.wipeouts;
                wipedOut = true;
            }
        }
        if (!wipedOut) {
            forwardCheckingFrom(queens, domains, mrv, count);
        }
        domains = saved;
        queens[row] = -1;
    }
}

ReferenceCount forwardCheckingReference(int n, bool mrv)
{
    ReferenceCount count;
    std::vector<int> queens(n, -1);
    std::set<int> all;
    for (int col = 0; col < n; ++col) {
        all.insert(col);
    }
    std::vector<std::set<int>> domains(n, all);
    forwardCheckingFrom(queens, domains, mrv, count);
    return count;
}

// Algorithm X on the exact cover with plain flags instead of links. Items:
// rows 0..n-1, columns n..2n-1 (primary), then the diagonals and
// anti-diagonals (secondary). An option (r, c) is live while none of its
// items is covered. Work: what covering an item changes in dancing links,
// three links for each live option holding it (its other items' lists) and
// one for a primary item leaving the list of items left.
struct ExactCoverReference
{
    int n;
    std::vector<bool> covered;
    std::vector<int> queens;
    ReferenceCount count;

    explicit ExactCoverReference(int size)
        : n(size)
        , covered(std::size_t(2 * size + 2 * (2 * size - 1)), false)
        , queens(size, -1)
    { }

    std::array<int, 4> items(int r, int c) const
    {
        return { r, n + c, 2 * n + (r - c + n - 1), 2 * n + (2 * n - 1) + r + c };
    }
    bool live(int r, int c) const
    {
        for (const int item : items(r, c)) {
            if (covered[item]) {
                return false;
            }
        }
        return true;
    }
    std::vector<Square> options(int item) const
    {
        std::vector<Square> found;
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) {
                const std::array<int, 4> its = items(r, c);
                if (std::find(its.begin(), its.end(), item) != its.end() && live(r, c)) {
                    found.push_back({ r, c });
                }
            }
        }
        return found;
    }
    void cover(int item)
    {
        count.stats.work += 3 * options(item).size() + (item < 2 * n ? 1 : 0);
        covered[item] = true;
    }
    void solve()
    {
        int chosen = -1;
        std::size_t fewest = 0;
        for (int item = 0; item < 2 * n; ++item) {
            if (!covered[item] && (chosen < 0 || options(item).size() < fewest)) {
                chosen = item;
                fewest = options(item).size();
            }
        }
        if (chosen < 0) {
            ++count.stats.solutions;
            return;
        }
        ++count.chooses;
        const std::vector<Square> tries = options(chosen);
        cover(chosen);
        for (const Square option : tries) {
            ++count.stats.placements;
            const std::vector<bool> saved = covered;
            for (const int item : items(option.row, option.col)) {
                if (item != chosen) {
                    cover(item);
                }
            }
            solve();
            covered = saved;
        }
        covered[chosen] = false;
    }
};

ReferenceCount exactCoverReference(int n)
{
    ExactCoverReference search(n);
    search.solve();
    return search.count;
}

} // namespace

class TestAlgorithms : public QObject
{
    Q_OBJECT

private slots:
    void names()
    {
        QCOMPARE(algorithms().size(), std::size_t(10));
        for (const AlgorithmInfo &info : algorithms()) {
            QCOMPARE(algorithmFromName(info.name), info.id);
            QCOMPARE(algorithmInfo(info.id).name, info.name);
        }
        QVERIFY(!algorithmFromName("quantum").has_value());
        QCOMPARE(algorithmNames(),
            std::string(
                "permutations, check-queens, mark-board, lock-lines, bitmask, available-columns, "
                "forward-checking, mrv, dancing-links, min-conflicts"));
        for (const AlgorithmInfo &info : algorithms()) {
            QCOMPARE(info.choosesRows,
                info.id == Algorithm::Mrv || info.id == Algorithm::DancingLinks);
        }
        for (const AlgorithmInfo &info : algorithms()) {
            QCOMPARE(isBacktracker(info.id), info.id != Algorithm::MinConflicts);
        }
        QCOMPARE(algorithmInfo(Algorithm::MinConflicts).kind, AlgorithmKind::LocalSearch);
    }

    void replaysConsistently_data()
    {
        QTest::addColumn<Algorithm>("algorithm");
        QTest::addColumn<int>("n");
        for (const AlgorithmInfo &info : algorithms()) {
            if (!isBacktracker(info.id)) {
                continue; // all solutions, an empty board at the end: backtrackers only
            }
            // The constraint propagation family, also 10 (the range).
            const int largest = info.id >= Algorithm::AvailableColumns ? 10 : 9;
            for (int n = 1; n <= largest; ++n) {
                QTest::addRow("%s n=%d", info.name.data(), n) << info.id << n;
            }
        }
    }
    void replaysConsistently()
    {
        QFETCH(Algorithm, algorithm);
        QFETCH(int, n);
        const bool chooses = algorithmInfo(algorithm).choosesRows;
        Replay replay(n, true, chooses);
        std::uint64_t lastWork = 0;
        for (const Event &event : solve(algorithm, n)) {
            const QString problem = replay.apply(event);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            QVERIFY(event.work >= lastWork); // the work counter never runs backwards
            lastWork = event.work;
        }
        QVERIFY(replay.isDone());
        QCOMPARE(replay.stats().placements, replay.stats().removals);
        // Every algorithm finds exactly the solutions, in lexicographic order
        // unless it chooses the rows (then in the order its choices lead to).
        std::vector<std::vector<int>> found = replay.solutions();
        if (chooses) {
            std::sort(found.begin(), found.end());
        }
        QCOMPARE(found, allSolutions(n));
    }

    void permutationsTested_data()
    {
        QTest::addColumn<Algorithm>("algorithm");
        QTest::addColumn<int>("n");
        for (const AlgorithmInfo &info : algorithms()) {
            for (int n = 1; n <= 8; ++n) {
                QTest::addRow("%s n=%d", info.name.data(), n) << info.id << n;
            }
        }
    }
    // The permutations search tests every one of the n! permutations, each
    // ending in one Reject or one Solution, and says how many in its stats;
    // no other algorithm tests permutations.
    void permutationsTested()
    {
        QFETCH(Algorithm, algorithm);
        QFETCH(int, n);
        std::uint64_t factorial = 1;
        for (int k = 2; k <= n; ++k) {
            factorial *= std::uint64_t(k);
        }
        Stats stats;
        for (const Event &event : solve(algorithm, n)) {
            if (event.kind == EventKind::Done) {
                stats = event.stats;
            }
        }
        if (algorithm == Algorithm::Permutations) {
            QCOMPARE(stats.permutations, factorial);
            QCOMPARE(stats.rejections + stats.solutions, factorial);
        } else {
            QCOMPARE(stats.permutations, std::uint64_t(0));
        }
    }

    void backtrackersShareOneTree_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("placements");
        QTest::newRow("4x4") << 4 << 16;
        QTest::newRow("6x6") << 6 << 152;
        QTest::newRow("8x8") << 8 << 2056;
    }
    void backtrackersShareOneTree()
    {
        QFETCH(int, n);
        QFETCH(int, placements);
        const std::vector<Visit> reference = tree(Algorithm::CheckQueens, n);
        QCOMPARE(int(std::count_if(reference.begin(), reference.end(),
                     [](const Visit &v) { return v.kind == EventKind::Place; })),
            placements);
        for (Algorithm algorithm : Backtrackers) {
            QVERIFY(tree(algorithm, n) == reference);
        }
    }

    // The 4x4 search begins the same for the backtrackers, refusals and all.
    void fourByFourScript()
    {
        struct Expected
        {
            EventKind kind;
            Square square;
            Square by;
            Line line;
        };
        const Expected script[] = {
            { EventKind::Place, { 0, 0 }, {}, Line::None },
            { EventKind::Reject, { 1, 0 }, { 0, 0 }, Line::Column },
            { EventKind::Reject, { 1, 1 }, { 0, 0 }, Line::Diagonal },
            { EventKind::Place, { 1, 2 }, {}, Line::None },
            { EventKind::Reject, { 2, 0 }, { 0, 0 }, Line::Column },
            { EventKind::Reject, { 2, 1 }, { 1, 2 }, Line::AntiDiagonal },
            { EventKind::Reject, { 2, 2 }, { 0, 0 }, Line::Diagonal },
            { EventKind::Reject, { 2, 3 }, { 1, 2 }, Line::Diagonal },
            { EventKind::Remove, { 1, 2 }, {}, Line::None },
            { EventKind::Place, { 1, 3 }, {}, Line::None },
        };
        for (Algorithm algorithm : { Algorithm::CheckQueens, Algorithm::LockLines }) {
            Generator<Event> events = solve(algorithm, 4);
            auto it = events.begin();
            for (const Expected &step : script) {
                QCOMPARE(it->kind, step.kind);
                QCOMPARE(it->square, step.square);
                if (step.kind == EventKind::Reject) {
                    // (2,2) is attacked by (0,0) on the diagonal and by (1,2) on the
                    // column: check-queens scans rows in order, lock-lines checks
                    // the column lock first.
                    if (algorithm == Algorithm::LockLines && step.square == Square { 2, 2 }) {
                        QCOMPARE(it->by, (Square { 1, 2 }));
                        QCOMPARE(it->line, Line::Column);
                    } else {
                        QCOMPARE(it->by, step.by);
                        QCOMPARE(it->line, step.line);
                    }
                }
                ++it;
            }
        }
    }

    // The work counters count what each approach really does, step by step.
    void workPerStep_data()
    {
        QTest::addColumn<Algorithm>("algorithm");
        for (const AlgorithmInfo &info : algorithms()) {
            if (isBacktracker(info.id)) {
                QTest::newRow(info.name.data()) << info.id;
            }
        }
    }
    void workPerStep()
    {
        QFETCH(Algorithm, algorithm);
        const int n = 7;
        std::vector<int> board(n, -1);
        std::uint64_t previous = 0;
        std::uint64_t permutationChecks = 0;
        std::optional<Square> previousPlace;
        bool first = true;
        for (const Event &event : solve(algorithm, n)) {
            const std::uint64_t delta = event.work - previous;
            previous = event.work;
            const int depth
                = int(std::count_if(board.begin(), board.end(), [](int c) { return c >= 0; }));
            switch (algorithm) {
            case Algorithm::CheckQueens:
                // A refusal scanned the queens above until the first attacker;
                // a placement scanned them all. No other step works.
                if (event.kind == EventKind::Reject) {
                    QCOMPARE(delta, std::uint64_t(event.by.row + 1));
                    for (int r = 0; r < event.by.row; ++r) {
                        QCOMPARE(attackLine({ r, board[r] }, event.square), Line::None);
                    }
                } else if (event.kind == EventKind::Place) {
                    QCOMPARE(delta, std::uint64_t(event.square.row));
                } else if (event.kind != EventKind::Done) {
                    QCOMPARE(delta, std::uint64_t(0));
                }
                break;
            case Algorithm::LockLines: {
                // One lookup per lock read: column, then anti-diagonal, then diagonal.
                std::uint64_t expected = 0;
                if (event.kind == EventKind::Reject) {
                    expected = event.line == Line::Column  ? 1
                        : event.line == Line::AntiDiagonal ? 2
                                                           : 3;
                } else if (event.kind == EventKind::Place) {
                    expected = 3;
                }
                if (event.kind != EventKind::Done) {
                    QCOMPARE(delta, expected);
                }
                break;
            }
            case Algorithm::Bitmask:
                // One free mask per row entered and one mask push per queen,
                // counted after a Place; a blocked square costs nothing.
                QCOMPARE(delta,
                    first               ? 1u
                        : previousPlace ? 1u + (previousPlace->row + 1 < n ? 1u : 0u)
                                        : 0u);
                break;
            case Algorithm::MarkBoard:
                // Each placement copies the board (n*n cells) and marks what its
                // queen attacks below; the work shows on the step after it.
                if (previousPlace) {
                    QVERIFY(delta >= std::uint64_t(n * n));
                } else {
                    QCOMPARE(delta, std::uint64_t(0));
                }
                break;
            case Algorithm::AvailableColumns:
                // A refusal compared the queens above until the first on its
                // diagonals; a placement compared them all.
                if (event.kind == EventKind::Reject) {
                    QCOMPARE(delta, std::uint64_t(event.by.row + 1));
                    QVERIFY(event.line != Line::Column); // a used column is never tried
                } else if (event.kind == EventKind::Place) {
                    QCOMPARE(delta, std::uint64_t(depth));
                } else if (event.kind != EventKind::Done) {
                    QCOMPARE(delta, std::uint64_t(0));
                }
                break;
            case Algorithm::ForwardChecking:
            case Algorithm::Mrv:
            case Algorithm::DancingLinks:
                // Their work is counted against references of their own in
                // propagationMatchesReference().
                QVERIFY(event.kind != EventKind::Reject);
                break;
            case Algorithm::MinConflicts:
                break; // see minConflictsWork()
            case Algorithm::Permutations:
                if (event.kind == EventKind::Reject || event.kind == EventKind::Solution) {
                    permutationChecks += delta;
                    QVERIFY(delta >= 1);
                    QCOMPARE(depth, n); // the whole permutation is on the board
                }
                break;
            }
            first = false;
            previousPlace.reset();
            if (event.kind == EventKind::Place) {
                previousPlace = event.square;
                board[event.square.row] = event.square.col;
            } else if (event.kind == EventKind::Remove) {
                board[event.square.row] = -1;
            }
        }
        if (algorithm == Algorithm::Permutations) {
            QCOMPARE(permutationChecks, previous);
        }
    }

    void countersShowTheDifference()
    {
        // 8x8: one tree, very different effort.
        std::map<Algorithm, Stats> stats;
        for (const AlgorithmInfo &info : algorithms()) {
            for (const Event &event : solve(info.id, 8)) {
                if (event.kind == EventKind::Done) {
                    stats[info.id] = event.stats;
                }
            }
        }
        QCOMPARE(stats[Algorithm::Permutations].solutions, std::uint64_t(92));
        QCOMPARE(stats[Algorithm::Permutations].rejections + 92, std::uint64_t(40320)); // 8!
        for (Algorithm algorithm : Backtrackers) {
            QCOMPARE(stats[algorithm].placements, std::uint64_t(2056));
            QCOMPARE(stats[algorithm].solutions, std::uint64_t(92));
            QCOMPARE(stats[algorithm].rejections, stats[Algorithm::CheckQueens].rejections);
        }
        QVERIFY(stats[Algorithm::Bitmask].work < stats[Algorithm::LockLines].work);
        QVERIFY(stats[Algorithm::LockLines].work < stats[Algorithm::CheckQueens].work);
        QVERIFY(
            stats[Algorithm::Permutations].placements > 50 * stats[Algorithm::Bitmask].placements);
        // available-columns: the same tree, and no refusal by column.
        QCOMPARE(stats[Algorithm::AvailableColumns].placements, std::uint64_t(2056));
        QVERIFY(stats[Algorithm::AvailableColumns].rejections
            < stats[Algorithm::CheckQueens].rejections / 2);
        // Propagation prunes the tree: each step of the family puts fewer queens down.
        QVERIFY(stats[Algorithm::ForwardChecking].placements < 2056);
        QVERIFY(stats[Algorithm::Mrv].placements < stats[Algorithm::ForwardChecking].placements);
        QVERIFY(stats[Algorithm::DancingLinks].placements < stats[Algorithm::Mrv].placements);
        for (Algorithm algorithm :
            { Algorithm::ForwardChecking, Algorithm::Mrv, Algorithm::DancingLinks }) {
            QCOMPARE(stats[algorithm].solutions, std::uint64_t(92));
            QCOMPARE(stats[algorithm].rejections, std::uint64_t(0));
        }
        QVERIFY(stats[Algorithm::ForwardChecking].prunes > 0);
        QVERIFY(stats[Algorithm::Mrv].wipeouts > 0);
        QCOMPARE(stats[Algorithm::DancingLinks].prunes, std::uint64_t(0));
    }

    // available-columns puts down exactly the other backtrackers' queens.
    void availableColumnsSameTree()
    {
        for (int n = 1; n <= 8; ++n) {
            const auto places = [](const std::vector<Visit> &visits) {
                std::vector<Square> squares;
                for (const Visit &visit : visits) {
                    if (visit.kind != EventKind::Reject) {
                        squares.push_back(visit.square);
                    }
                }
                return squares;
            };
            QVERIFY(places(tree(Algorithm::AvailableColumns, n))
                == places(tree(Algorithm::CheckQueens, n)));
        }
    }

    // forward-checking, mrv and dancing-links against the references above:
    // every counter of Stats, n = 1..10, and the number of Choose events.
    void propagationMatchesReference_data()
    {
        QTest::addColumn<Algorithm>("algorithm");
        QTest::addColumn<int>("n");
        for (Algorithm algorithm : { Algorithm::AvailableColumns, Algorithm::ForwardChecking,
                 Algorithm::Mrv, Algorithm::DancingLinks }) {
            for (int n = 1; n <= 10; ++n) {
                QTest::addRow("%s n=%d", algorithmInfo(algorithm).name.data(), n) << algorithm << n;
            }
        }
    }
    void propagationMatchesReference()
    {
        QFETCH(Algorithm, algorithm);
        QFETCH(int, n);
        Stats stats;
        std::uint64_t chooses = 0;
        for (const Event &event : solve(algorithm, n)) {
            chooses += event.kind == EventKind::Choose ? 1 : 0;
            if (event.kind == EventKind::Done) {
                stats = event.stats;
            }
        }
        const ReferenceCount expected = algorithm == Algorithm::AvailableColumns
            ? availableColumnsReference(n)
            : algorithm == Algorithm::DancingLinks
            ? exactCoverReference(n)
            : forwardCheckingReference(n, algorithm == Algorithm::Mrv);
        QCOMPARE(stats.placements, expected.stats.placements);
        QCOMPARE(stats.removals, expected.stats.placements);
        QCOMPARE(stats.rejections, expected.stats.rejections);
        QCOMPARE(stats.solutions, expected.stats.solutions);
        QCOMPARE(stats.prunes, expected.stats.prunes);
        QCOMPARE(stats.wipeouts, expected.stats.wipeouts);
        QCOMPARE(stats.work, expected.stats.work);
        QCOMPARE(chooses, expected.chooses);
        QCOMPARE(stats.steps,
            2 * expected.stats.placements + expected.stats.rejections + expected.stats.solutions
                + expected.stats.prunes + expected.stats.wipeouts + expected.chooses);
    }

    void abandonedHalfWay()
    {
        // Destroying a generator mid-search frees its frame (ASan checks the rest).
        for (const AlgorithmInfo &info : algorithms()) {
            // Min-conflicts solves 8x8 in fewer than 100 events: a bigger board.
            const int n = isBacktracker(info.id) ? 8 : 200;
            Generator<Event> events = solve(info.id, n);
            int seen = 0;
            for (auto it = events.begin(); it != events.end() && seen < 100; ++it) {
                ++seen;
            }
            QCOMPARE(seen, 100);
            events = solve(info.id, 5); // move-assign over a live search
            QVERIFY(events.begin() != events.end());
        }
    }

    void badSizeThrows_data()
    {
        QTest::addColumn<Algorithm>("algorithm");
        QTest::addColumn<int>("n");
        for (const AlgorithmInfo &info : algorithms()) {
            QTest::addRow("%s 0", info.name.data()) << info.id << 0;
            QTest::addRow("%s max+1", info.name.data()) << info.id << info.maxN + 1;
            // Refused before any state is sized by n: mark-board's boards alone
            // would be 10^18 cells (bad_alloc, not invalid_argument).
            QTest::addRow("%s -1", info.name.data()) << info.id << -1;
            QTest::addRow("%s 10^6", info.name.data()) << info.id << 1'000'000;
        }
    }
    void badSizeThrows()
    {
        QFETCH(Algorithm, algorithm);
        QFETCH(int, n);
        Generator<Event> events = solve(algorithm, n);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, events.begin());
    }

    // The local search's stream: the start, then Remove + Place pairs, then
    // its one solution, left on the board; every promise of solve()'s contract.
    void minConflictsStream_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<quint64>("seed");
        for (const int n : { 1, 4, 5, 6, 8, 10, 16, 30, 100 }) {
            for (const quint64 seed : { 0ull, 1ull, 2ull, 42ull, 18446744073709551615ull }) {
                QTest::addRow("n=%d seed=%llu", n, seed) << n << seed;
            }
        }
    }
    void minConflictsStream()
    {
        QFETCH(int, n);
        QFETCH(quint64, seed);
        Replay replay(n, false);
        std::vector<int> board(n, -1);
        std::uint64_t step = 0;
        std::uint64_t moves = 0;
        std::uint64_t lastWork = 0;
        std::optional<Square> lifted; // the Remove waiting for its Place
        bool solved = false;
        for (const Event &event : solve(Algorithm::MinConflicts, n, seed)) {
            const QString problem = replay.apply(event);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            QVERIFY(event.work >= lastWork);
            lastWork = event.work;
            QVERIFY(event.kind != EventKind::Reject);
            QVERIFY(!solved || event.kind == EventKind::Done); // nothing after the solution
            if (step < std::uint64_t(n)) {
                // The start: rows top down, no move number.
                QCOMPARE(event.kind, EventKind::Place);
                QCOMPARE(event.square.row, int(step));
                QCOMPARE(event.index, std::uint64_t(0));
            } else if (event.kind == EventKind::Remove) {
                QVERIFY(!lifted);
                QCOMPARE(event.index, ++moves);
                lifted = event.square;
                // Only an attacked queen is moved.
                QVERIFY(bruteConflicts(board) > 0);
            } else if (event.kind == EventKind::Place) {
                QVERIFY(lifted);
                QCOMPARE(event.square.row, lifted->row); // moved within its row
                QCOMPARE(event.index, moves);
                lifted.reset();
            } else if (event.kind == EventKind::Solution) {
                QVERIFY(!lifted);
                solved = true;
            }
            if (event.kind == EventKind::Place) {
                board[event.square.row] = event.square.col;
            } else if (event.kind == EventKind::Remove) {
                board[event.square.row] = -1;
            }
            if (event.kind != EventKind::Done) {
                QCOMPARE(event.conflicts, bruteConflicts(board));
            } else {
                QCOMPARE(event.stats.conflicts, bruteConflicts(board));
                QCOMPARE(event.stats.removals, moves);
                QCOMPARE(event.stats.placements, std::uint64_t(n) + moves);
            }
            ++step;
        }
        QVERIFY(replay.isDone());
        // Every board here but 2 and 3 has a solution, and these seeds find it.
        QVERIFY(solved);
        QCOMPARE(replay.solutions().size(), std::size_t(1));
        QCOMPARE(replay.board(), replay.solutions().front()); // left on the board
        QVERIFY(isValidSolution(replay.board()));
        QVERIFY(moves <= minConflictsMoveCap(n));
    }

    void minConflictsSameSeedSameEvents()
    {
        const auto record = [](int n, std::uint64_t seed) {
            std::vector<
                std::tuple<EventKind, int, int, std::uint64_t, std::uint64_t, std::uint64_t>>
                events;
            for (const Event &event : solve(Algorithm::MinConflicts, n, seed)) {
                events.emplace_back(event.kind, event.square.row, event.square.col, event.index,
                    event.conflicts, event.work);
            }
            return events;
        };
        for (const int n : { 8, 25, 60 }) {
            QVERIFY(record(n, 7) == record(n, 7));
            QVERIFY(record(n, 0) == record(n, 0));
        }
        // The seed matters: some of ten seeds give another run of 25x25.
        const auto first = record(25, 1);
        bool differs = false;
        for (std::uint64_t seed = 2; seed <= 10 && !differs; ++seed) {
            differs = record(25, seed) != first;
        }
        QVERIFY(differs);
        // The default seed is DefaultSeed.
        QVERIFY(record(8, DefaultSeed).size() > 0);
        std::size_t defaults = 0;
        for (const Event &event : solve(Algorithm::MinConflicts, 8)) {
            Q_UNUSED(event);
            ++defaults;
        }
        QCOMPARE(defaults, record(8, DefaultSeed).size());
    }

    // 2x2 and 3x3 have no solution: the stream stops at its cap and says so.
    void minConflictsStepCap_data()
    {
        QTest::addColumn<int>("n");
        QTest::newRow("2x2") << 2;
        QTest::newRow("3x3") << 3;
    }
    void minConflictsStepCap()
    {
        QFETCH(int, n);
        Replay replay(n, false);
        Stats stats;
        std::uint64_t events = 0;
        for (const Event &event : solve(Algorithm::MinConflicts, n, 5)) {
            const QString problem = replay.apply(event);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            QVERIFY(event.kind != EventKind::Solution);
            if (event.kind == EventKind::Done) {
                stats = event.stats;
            }
            ++events;
        }
        QVERIFY(replay.isDone());
        QCOMPARE(stats.solutions, std::uint64_t(0));
        QCOMPARE(stats.removals, minConflictsMoveCap(n));
        QVERIFY(stats.conflicts > 0);
        QCOMPARE(stats.conflicts, bruteConflicts(replay.board()));
        QCOMPARE(events, std::uint64_t(n) + 2 * minConflictsMoveCap(n) + 1);
    }

    // Work: squares scored, one per square of a row looked at.
    void minConflictsWork()
    {
        const int n = 12;
        std::uint64_t previous = 0;
        for (const Event &event : solve(Algorithm::MinConflicts, n, 3)) {
            const std::uint64_t delta = event.work - previous;
            previous = event.work;
            if (event.kind == EventKind::Place && event.index == 0) {
                QVERIFY(delta <= std::uint64_t(n)); // the start scores at most its row
            } else if (event.kind == EventKind::Place) {
                QCOMPARE(delta, std::uint64_t(n)); // a move scores the whole row
            }
            if (event.kind == EventKind::Done) {
                QCOMPARE(event.stats.work, previous);
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestAlgorithms)
#include "tst_algorithms.moc"
