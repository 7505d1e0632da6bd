// SPDX-License-Identifier: MIT
#include <QTest>

// moc (Qt 6.4) cannot parse libstdc++'s C++20 headers; it needs none of them.
#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

#include <map>
#include <tuple>
#include <vector>

using namespace nq;

Q_DECLARE_METATYPE(nq::Algorithm)

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
 * into a vector. The work counter is computed too, from what each approach
 * does (see the algorithms' sources): check-queens pays one per queen it asks,
 * lock-lines one per lock (line) it asks, bitmask one per row entered and one
 * per queen placed, mark-board n*n per queen placed (its board copy) plus the
 * squares below that the queen attacks and no queen above it did. Costs are
 * added when the algorithm pays them: a check's before its Reject or Place, a
 * placement's after its Place event, so Event::work is compared exactly.
 */
class Reference
{
public:
    Reference(Algorithm algorithm, int n)
        : m_algorithm(algorithm)
        , m_lines(NamedLines.at(algorithm))
        , m_n(n)
        , m_queens(n, -1)
    { }

    std::vector<Event> run()
    {
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
            m_queens[row] = -1;
            yield(EventKind::Remove, { row, col });
        }
    }

    // The queen the algorithm names as attacking `square`, and its line.
    std::tuple<Square, Line> attacker(Square square)
    {
        const bool paysPerQuestion
            = m_algorithm == Algorithm::CheckQueens || m_algorithm == Algorithm::LockLines;
        if (m_lines.empty()) {
            for (int r = 0; r < square.row; ++r) {
                m_work += paysPerQuestion ? 1 : 0;
                if (const Line line = attackLine({ r, m_queens[r] }, square); line != Line::None) {
                    return { { r, m_queens[r] }, line };
                }
            }
            return {};
        }
        for (const Line line : m_lines) {
            m_work += paysPerQuestion ? 1 : 0;
            for (int r = 0; r < square.row; ++r) {
                if (attackLine({ r, m_queens[r] }, square) == line) {
                    return { { r, m_queens[r] }, line };
                }
            }
        }
        return {};
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
            for (int c = 0; c < m_n; ++c) {
                bool marked = false; // by a queen above this one
                for (int above = 0; above < queen.row; ++above) {
                    marked
                        = marked || attackLine({ above, m_queens[above] }, { r, c }) != Line::None;
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
    // Every backtracker that goes row by row, N = 1..9. permutations is
    // exhaustive too (AlgorithmKind::Backtracking) but is not solve(row): it
    // lists whole permutations and tests each one, so it has no row here.
    void sameEventsAsTheRecursion_data()
    {
        QTest::addColumn<Algorithm>("algorithm");
        QTest::addColumn<int>("n");
        for (const AlgorithmInfo &info : algorithms()) {
            if (!isBacktracker(info.id) || info.id == Algorithm::Permutations) {
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
};

QTEST_APPLESS_MAIN(TestReference)
#include "tst_reference.moc"
