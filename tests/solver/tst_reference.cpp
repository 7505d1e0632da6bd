// SPDX-License-Identifier: MIT
#include <QTest>

// moc (Qt 6.4) cannot parse libstdc++'s C++20 headers; it needs none of them.
#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#include "solver/start.h"
#endif

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <tuple>
#include <vector>

using namespace nq;

Q_DECLARE_METATYPE(nq::Algorithm)
Q_DECLARE_METATYPE(std::vector<int>)

namespace {

/*
 * Which queen each backtracker names for a refused square: the lines it asks
 * about, in its order, each answered by the one queen on that line; with no
 * lines, it asks the queens from the top row down and the first that attacks
 * names its own line. (mark-board is top down too: the first queen to mark a
 * square, and queens are placed top down, only unmarked squares are marked.)
 */
const std::map<Algorithm, std::vector<Line>> NamedLines = {
    { Algorithm::CheckQueens, {} },
    { Algorithm::MarkBoard, {} },
    { Algorithm::LockLines, { Line::Column, Line::AntiDiagonal, Line::Diagonal } },
    { Algorithm::Bitmask, { Line::Column, Line::Diagonal, Line::AntiDiagonal } },
};

/*
 * The plain recursive solve(row) of solver/backtracker.h, yielding its events
 * into a vector, from a start position: the given rows are skipped (solve(row)
 * of a given row is solve(row + 1)) and their queens are on the board from the
 * start. The work counter is computed too, from what each approach does (see
 * the algorithms' sources): check-queens pays one per queen it asks (every
 * queen on the board, top down), lock-lines one per lock (line) it asks,
 * bitmask one per free row entered and one per queen placed, mark-board n*n
 * per queen placed (its board copy) plus the squares of the free rows below
 * that the queen attacks and no queen above it nor any given queen did. Costs
 * are added when the algorithm pays them: a check's before its Reject or
 * Place, a placement's after its Place event, so Event::work is compared
 * exactly. Setting up the given queens costs bitmask one per given queen per
 * free row, mark-board the free squares each given queen newly marks (given
 * queens top down), the others nothing; it is paid before the first event.
 *
 * Which queen is named: see NamedLines; mark-board names the first given
 * queen (top down) that attacks the square, else the first placed queen.
 */
class Reference
{
public:
    Reference(Algorithm algorithm, int n, std::vector<int> start = {})
        : m_algorithm(algorithm)
        , m_lines(NamedLines.at(algorithm))
        , m_n(n)
        , m_queens(start.empty() ? std::vector<int>(n, FreeRow) : start)
        , m_given(n, false)
    {
        for (int row = 0; row < n; ++row) {
            m_given[row] = m_queens[row] != FreeRow;
        }
    }

    std::vector<Event> run()
    {
        m_work += setUpCost();
        solve(0);
        Stats stats;
        stats.placements = stats.removals = m_placements;
        stats.solutions = m_solutions;
        stats.steps = m_events.size();
        stats.rejections = stats.steps - 2 * m_placements - m_solutions;
        stats.work = m_work;
        yield(EventKind::Done).stats = stats;
        return m_events;
    }

private:
    void solve(int row)
    {
        while (row < m_n && m_given[row]) {
            ++row; // a given row: its queen is already there
        }
        if (row == m_n) {
            Event &solution = yield(EventKind::Solution);
            solution.index = ++m_solutions;
            solution.columns = m_queens;
            return;
        }
        m_work += m_algorithm == Algorithm::Bitmask ? 1 : 0; // the row's free mask
        for (int col = 0; col < m_n; ++col) {
            if (const auto [by, line] = attacker({ row, col }); line != Line::None) {
                yield(EventKind::Reject, { row, col }, by, line);
                continue;
            }
            m_queens[row] = col;
            ++m_placements;
            yield(EventKind::Place, { row, col });
            m_work += placementCost({ row, col });
            solve(row + 1);
            m_queens[row] = FreeRow;
            yield(EventKind::Remove, { row, col });
        }
    }

    // The queens on the board other than in `row`, in the order the
    // algorithm asks them: top down; for mark-board the given ones first.
    std::vector<Square> askedQueens(int row) const
    {
        std::vector<Square> queens;
        const bool givenFirst = m_algorithm == Algorithm::MarkBoard;
        for (const int pass : { 0, 1 }) {
            for (int r = 0; r < m_n; ++r) {
                const bool inPass = givenFirst ? m_given[r] == (pass == 0) : pass == 0;
                if (r != row && m_queens[r] != FreeRow && inPass) {
                    queens.push_back({ r, m_queens[r] });
                }
            }
        }
        return queens;
    }

    // The queen the algorithm names as attacking `square`, and its line.
    std::tuple<Square, Line> attacker(Square square)
    {
        const bool paysPerQuestion
            = m_algorithm == Algorithm::CheckQueens || m_algorithm == Algorithm::LockLines;
        const std::vector<Square> queens = askedQueens(square.row);
        if (m_lines.empty()) {
            for (const Square queen : queens) {
                m_work += paysPerQuestion ? 1 : 0;
                if (const Line line = attackLine(queen, square); line != Line::None) {
                    return { queen, line };
                }
            }
            return {};
        }
        for (const Line line : m_lines) {
            m_work += paysPerQuestion ? 1 : 0;
            for (const Square queen : queens) {
                if (attackLine(queen, square) == line) {
                    return { queen, line };
                }
            }
        }
        return {};
    }

    std::uint64_t setUpCost() const
    {
        std::uint64_t cost = 0;
        const int freeRows = static_cast<int>(std::count(m_given.begin(), m_given.end(), false));
        for (int g = 0; g < m_n; ++g) {
            if (!m_given[g]) {
                continue;
            }
            if (m_algorithm == Algorithm::Bitmask) {
                cost += std::uint64_t(freeRows);
            }
            if (m_algorithm != Algorithm::MarkBoard) {
                continue;
            }
            for (int r = 0; r < m_n; ++r) {
                for (int c = 0; c < m_n; ++c) {
                    bool earlier = false; // marked by a given queen above g
                    for (int e = 0; e < g; ++e) {
                        earlier = earlier
                            || (m_given[e] && attackLine({ e, m_queens[e] }, { r, c }) != Line::None);
                    }
                    cost += !m_given[r] && !earlier
                            && attackLine({ g, m_queens[g] }, { r, c }) != Line::None
                        ? 1
                        : 0;
                }
            }
        }
        return cost;
    }

    std::uint64_t placementCost(Square queen) const
    {
        if (m_algorithm == Algorithm::Bitmask) {
            return 1; // its masks carried down a row
        }
        if (m_algorithm != Algorithm::MarkBoard) {
            return 0;
        }
        std::uint64_t cells = std::uint64_t(m_n) * m_n;
        for (int r = queen.row + 1; r < m_n; ++r) {
            if (m_given[r]) {
                continue; // never tried: not marked
            }
            for (int c = 0; c < m_n; ++c) {
                bool marked = false; // by a queen above this one or a given queen
                for (int other = 0; other < m_n; ++other) {
                    marked = marked
                        || (m_queens[other] != FreeRow && (other < queen.row || m_given[other])
                            && attackLine({ other, m_queens[other] }, { r, c }) != Line::None);
                }
                cells += !marked && attackLine(queen, { r, c }) != Line::None ? 1 : 0;
            }
        }
        return cells;
    }

    Event &yield(EventKind kind, Square square = {}, Square by = {}, Line line = Line::None)
    {
        Event &event = m_events.emplace_back();
        event.kind = kind;
        event.square = square;
        event.by = by;
        event.line = line;
        event.work = m_work;
        return event;
    }

    const Algorithm m_algorithm;
    const std::vector<Line> m_lines;
    const int m_n;
    std::vector<int> m_queens;
    std::vector<bool> m_given;
    std::vector<Event> m_events;
    std::uint64_t m_work = 0;
    std::uint64_t m_placements = 0;
    std::uint64_t m_solutions = 0;
};

// Every field of an Event. The structured binding names them all: a field
// added to Event stops this from compiling until it is compared here too.
auto fields(const Event &event)
{
    const auto &[kind, square, by, line, index, work, conflicts, columns, stats] = event;
    return std::tie(kind, square, by, line, index, work, conflicts, columns, stats);
}

QString describe(const Event &e)
{
    QString columns;
    for (int c : e.columns) {
        columns += QString::number(c) + QLatin1Char(' ');
    }
    const Stats &s = e.stats;
    return QStringLiteral("%1 square (%2,%3) by (%4,%5) %6 index %7 work %8 conflicts %9 "
                          "columns [%10] stats %11/%12/%13/%14/%15/%16/%17")
        .arg(QLatin1String(eventKindName(e.kind)))
        .arg(e.square.row)
        .arg(e.square.col)
        .arg(e.by.row)
        .arg(e.by.col)
        .arg(QLatin1String(lineName(e.line)))
        .arg(e.index)
        .arg(e.work)
        .arg(e.conflicts)
        .arg(columns.trimmed())
        .arg(s.placements)
        .arg(s.removals)
        .arg(s.rejections)
        .arg(s.solutions)
        .arg(s.work)
        .arg(s.steps)
        .arg(s.conflicts);
}

} // namespace

class TestReference : public QObject
{
    Q_OBJECT

private slots:
    // Every backtracker that is solve(row) with its own check(), N = 1..9.
    // permutations is exhaustive too (AlgorithmKind::Backtracking) but is not
    // solve(row): it lists whole permutations and tests each one, so it has no
    // row here. available-columns, forward-checking, mrv and dancing-links
    // search other trees or emit other events: tst_algorithms compares them
    // with references of their own.
    void sameEventsAsTheRecursion_data()
    {
        QTest::addColumn<Algorithm>("algorithm");
        QTest::addColumn<int>("n");
        for (const AlgorithmInfo &info : algorithms()) {
            if (NamedLines.count(info.id) == 0) {
                continue;
            }
            for (int n = 1; n <= 9; ++n) {
                QTest::addRow("%s n=%d", info.name.data(), n) << info.id << n;
            }
        }
    }
    void sameEventsAsTheRecursion()
    {
        QFETCH(Algorithm, algorithm);
        QFETCH(int, n);
        QVERIFY2(NamedLines.count(algorithm) == 1, "no naming rule for this backtracker");
        const std::vector<Event> expected = Reference(algorithm, n).run();
        std::size_t i = 0;
        for (const Event &event : solve(algorithm, n)) {
            QVERIFY2(i < expected.size(), "more events than the recursion yields");
            QVERIFY2(fields(event) == fields(expected[i]),
                qPrintable(QStringLiteral("event %1: got %2, expected %3")
                               .arg(i)
                               .arg(describe(event), describe(expected[i]))));
            ++i;
        }
        QCOMPARE(i, expected.size());
    }

    // The same from start positions: random valid starts (seeded), N = 1..9,
    // with 0..N given queens, so full boards, solved boards and starts with
    // no solution all come up.
    void sameEventsFromAStart_data()
    {
        QTest::addColumn<Algorithm>("algorithm");
        QTest::addColumn<int>("n");
        QTest::addColumn<std::vector<int>>("start");
        std::mt19937 random(17);
        for (int n = 1; n <= 9; ++n) {
            for (const std::vector<int> &start : randomStarts(random, n, 16)) {
                for (const AlgorithmInfo &info : algorithms()) {
                    if (NamedLines.count(info.id) == 0) {
                        continue;
                    }
                    QTest::addRow("%s n=%d %s", info.name.data(), n, text(start).constData())
                        << info.id << n << start;
                }
            }
        }
    }
    void sameEventsFromAStart()
    {
        QFETCH(Algorithm, algorithm);
        QFETCH(int, n);
        QFETCH(std::vector<int>, start);
        const std::vector<Event> expected = Reference(algorithm, n, start).run();
        std::size_t i = 0;
        for (const Event &event : solve(algorithm, n, DefaultSeed, start)) {
            QVERIFY2(i < expected.size(), "more events than the recursion yields");
            QVERIFY2(fields(event) == fields(expected[i]),
                qPrintable(QStringLiteral("event %1: got %2, expected %3")
                               .arg(i)
                               .arg(describe(event), describe(expected[i]))));
            ++i;
        }
        QCOMPARE(i, expected.size());
    }

    // The solutions from a start are the full board's solutions that hold
    // every given queen, in the same (lexicographic) order, for every
    // backtracker, permutations included; the board ends holding the given
    // queens alone and every Place goes into the first empty row.
    void solutionsFromAStart_data()
    {
        QTest::addColumn<Algorithm>("algorithm");
        QTest::addColumn<int>("n");
        QTest::addColumn<std::vector<int>>("start");
        std::mt19937 random(4711);
        for (int n = 1; n <= 8; ++n) {
            for (const std::vector<int> &start : randomStarts(random, n, 8)) {
                for (const AlgorithmInfo &info : algorithms()) {
                    if (isBacktracker(info.id)) {
                        QTest::addRow("%s n=%d %s", info.name.data(), n, text(start).constData())
                            << info.id << n << start;
                    }
                }
            }
        }
    }
    void solutionsFromAStart()
    {
        QFETCH(Algorithm, algorithm);
        QFETCH(int, n);
        QFETCH(std::vector<int>, start);
        std::vector<std::vector<int>> expected;
        for (const Event &event : solve(Algorithm::LockLines, n)) {
            if (event.kind != EventKind::Solution) {
                continue;
            }
            bool holdsGiven = true;
            for (int row = 0; row < n; ++row) {
                holdsGiven = holdsGiven && (start[row] == FreeRow || start[row] == event.columns[row]);
            }
            if (holdsGiven) {
                expected.push_back(event.columns);
            }
        }
        std::vector<std::vector<int>> found;
        std::vector<int> board = start;
        std::uint64_t placements = 0;
        Stats stats;
        for (const Event &event : solve(algorithm, n, DefaultSeed, start)) {
            switch (event.kind) {
            case EventKind::Place: {
                if (!algorithmInfo(algorithm).choosesRows) {
                    const auto firstEmpty = std::find(board.begin(), board.end(), FreeRow);
                    QCOMPARE(event.square.row, int(firstEmpty - board.begin()));
                }
                QCOMPARE(board[event.square.row], FreeRow);
                board[event.square.row] = event.square.col;
                ++placements;
                break;
            }
            case EventKind::Remove:
                QVERIFY(start[event.square.row] == FreeRow);
                QCOMPARE(board[event.square.row], event.square.col);
                board[event.square.row] = FreeRow;
                break;
            case EventKind::Reject:
                QVERIFY2(start[event.square.row] == FreeRow, "a given queen's square was refused");
                QCOMPARE(board[event.by.row], event.by.col);
                QCOMPARE(attackLine(event.by, event.square), event.line);
                break;
            case EventKind::Prune:
                QVERIFY2(board[event.square.row] == FreeRow, "a square of a filled row was pruned");
                QCOMPARE(board[event.by.row], event.by.col);
                QCOMPARE(attackLine(event.by, event.square), event.line);
                break;
            case EventKind::Wipeout:
            case EventKind::Choose:
                QVERIFY(event.square.row < 0 || board[event.square.row] == FreeRow);
                break;
            case EventKind::Solution:
                QCOMPARE(event.columns, board);
                found.push_back(event.columns);
                break;
            case EventKind::Done:
                stats = event.stats;
                break;
            }
        }
        QCOMPARE(board, start);
        if (algorithmInfo(algorithm).choosesRows) {
            std::sort(found.begin(), found.end()); // found in the order the choices lead to
        }
        QCOMPARE(found, expected);
        QCOMPARE(stats.solutions, std::uint64_t(expected.size()));
        QCOMPARE(stats.placements, placements);
    }

    // What checkStart() refuses, and the pair it names.
    void startProblems_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<std::vector<int>>("start");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("firstRow");
        QTest::addColumn<int>("secondRow");
        QTest::addColumn<int>("line");
        using K = StartProblem::Kind;
        const auto row = [](QTestData &data, std::vector<int> start, K kind, int first, int second,
                             Line line) {
            data << start << int(kind) << first << second << int(line);
        };
        row(QTest::newRow("empty") << 8, {}, K::None, -1, -1, Line::None);
        row(QTest::newRow("all free") << 4, { -1, -1, -1, -1 }, K::None, -1, -1, Line::None);
        row(QTest::newRow("a solution") << 4, { 1, 3, 0, 2 }, K::None, -1, -1, Line::None);
        row(QTest::newRow("too short") << 4, { 1, 3 }, K::WrongSize, -1, -1, Line::None);
        row(QTest::newRow("too long") << 2, { -1, -1, -1 }, K::WrongSize, -1, -1, Line::None);
        row(QTest::newRow("column n") << 4, { -1, 4, -1, -1 }, K::ColumnOutOfRange, 1, -1,
            Line::None);
        row(QTest::newRow("column -2") << 4, { -2, -1, -1, -1 }, K::ColumnOutOfRange, 0, -1,
            Line::None);
        row(QTest::newRow("column") << 8, { 0, -1, -1, -1, -1, 0, -1, -1 }, K::Attack, 0, 5,
            Line::Column);
        row(QTest::newRow("diagonal") << 8, { 0, -1, 2, -1, -1, -1, -1, -1 }, K::Attack, 0, 2,
            Line::Diagonal);
        row(QTest::newRow("anti-diagonal") << 8, { -1, -1, -1, 4, -1, 2, -1, -1 }, K::Attack, 3,
            5, Line::AntiDiagonal);
        // The first pair top down: (1, 3) attack, (0, 2) too, (0, 2) wins.
        row(QTest::newRow("first pair") << 6, { 0, 5, 2, 5, -1, -1 }, K::Attack, 0, 2,
            Line::Diagonal);
    }
    void startProblems()
    {
        QFETCH(int, n);
        QFETCH(std::vector<int>, start);
        QFETCH(int, kind);
        QFETCH(int, firstRow);
        QFETCH(int, secondRow);
        QFETCH(int, line);
        const StartProblem problem = checkStart(n, start);
        QCOMPARE(int(problem.kind), kind);
        QCOMPARE(problem.message.empty(), kind == int(StartProblem::Kind::None));
        QCOMPARE(problem.first.row, firstRow);
        QCOMPARE(problem.second.row, secondRow);
        QCOMPARE(int(problem.line), line);
        if (problem) {
            // Every algorithm refuses it, from begin(), with the same message.
            for (const AlgorithmInfo &info : algorithms()) {
                if (!isBacktracker(info.id)) {
                    continue;
                }
                Generator<Event> events = solve(info.id, n, DefaultSeed, start);
                try {
                    events.begin();
                    QFAIL("no exception");
                } catch (const std::invalid_argument &error) {
                    QCOMPARE(QString::fromStdString(error.what()),
                        QString::fromStdString(problem.message));
                }
            }
        }
    }

    // min-conflicts takes no given queens (an all-free start is a full run).
    void minConflictsRefusesAStart()
    {
        const std::vector<int> start { -1, 3, -1, -1, -1, -1, -1, -1 };
        Generator<Event> refused = solve(Algorithm::MinConflicts, 8, DefaultSeed, start);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, refused.begin());
        const std::vector<int> free(8, FreeRow);
        std::uint64_t solutions = 0;
        for (const Event &event : solve(Algorithm::MinConflicts, 8, DefaultSeed, free)) {
            solutions += event.kind == EventKind::Solution ? 1 : 0;
        }
        QCOMPARE(solutions, std::uint64_t(1));
    }

private:
    // Up to `count` different random starts (fewer on the smallest boards).
    static std::set<std::vector<int>> randomStarts(std::mt19937 &random, int n, int count)
    {
        std::set<std::vector<int>> starts;
        for (int tries = 0; tries < 10 * count && int(starts.size()) < count; ++tries) {
            starts.insert(randomStart(random, n));
        }
        return starts;
    }
    // A start with 0..n given queens that do not attack each other, one a row.
    static std::vector<int> randomStart(std::mt19937 &random, int n)
    {
        std::vector<int> start(n, FreeRow);
        const int wanted = std::uniform_int_distribution<int>(0, n)(random);
        for (int tries = 0; tries < 50 && givenQueenCount(start) < wanted; ++tries) {
            const int row = std::uniform_int_distribution<int>(0, n - 1)(random);
            const int col = std::uniform_int_distribution<int>(0, n - 1)(random);
            const int before = start[row];
            start[row] = col;
            if (checkStart(n, start)) {
                start[row] = before;
            }
        }
        return start;
    }
    static QByteArray text(const std::vector<int> &start)
    {
        QByteArray out = "start";
        for (int col : start) {
            out += ' ' + (col == FreeRow ? QByteArray("-") : QByteArray::number(col));
        }
        return out;
    }
};

QTEST_APPLESS_MAIN(TestReference)
#include "tst_reference.moc"
