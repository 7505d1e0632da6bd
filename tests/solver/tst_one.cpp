// SPDX-License-Identifier: MIT
// One solution of big boards: the explicit construction, min-conflicts (the
// fast path and the step API behind the event stream), and the linear
// validity check both are judged by.
#include <QTest>

// moc (Qt 6.4) cannot parse libstdc++'s C++20 headers; it needs none of them.
#ifndef Q_MOC_RUN
#include "solver/construct.h"
#include "solver/minconflicts.h"
#include "solver/solutions.h"
#endif

#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <random>
#include <set>
#include <span>
#include <stop_token>
#include <vector>

using namespace nq;

namespace {

constexpr int Million = 1'000'000;

// The independent oracle: every pair of rows, O(n^2).
bool validPairwise(const std::vector<int> &columns)
{
    const int n = static_cast<int>(columns.size());
    for (int r1 = 0; r1 < n; ++r1) {
        if (columns[r1] < 0 || columns[r1] >= n) {
            return false;
        }
        for (int r2 = r1 + 1; r2 < n; ++r2) {
            const int dc = std::abs(columns[r2] - columns[r1]);
            if (dc == 0 || dc == r2 - r1) {
                return false;
            }
        }
    }
    return true;
}

bool attacks(int r1, int c1, int r2, int c2)
{
    return c1 == c2 || r1 - c1 == r2 - c2 || r1 + c1 == r2 + c2;
}

// Queens of `columns` (-1: empty row) other than row's attacking (row, col).
int attackersByHand(std::span<const int> columns, int row, int col)
{
    int count = 0;
    for (int other = 0; other < static_cast<int>(columns.size()); ++other) {
        if (other != row && columns[other] >= 0 && attacks(row, col, other, columns[other])) {
            ++count;
        }
    }
    return count;
}

std::uint64_t conflictsByHand(std::span<const int> columns)
{
    std::uint64_t pairs = 0;
    for (int r1 = 0; r1 < static_cast<int>(columns.size()); ++r1) {
        for (int r2 = r1 + 1; r2 < static_cast<int>(columns.size()); ++r2) {
            if (columns[r1] >= 0 && columns[r2] >= 0 && attacks(r1, columns[r1], r2, columns[r2])) {
                ++pairs;
            }
        }
    }
    return pairs;
}

// Every square's attackers() and the board's conflicts() against the oracle.
bool agreesWithHand(const MinConflicts &board)
{
    const std::span<const int> columns = board.columns();
    for (int row = 0; row < board.size(); ++row) {
        for (int col = 0; col < board.size(); ++col) {
            if (board.attackers(row, col) != attackersByHand(columns, row, col)) {
                qWarning("attackers(%d, %d) = %d, by hand %d", row, col, board.attackers(row, col),
                    attackersByHand(columns, row, col));
                return false;
            }
        }
    }
    if (board.conflicts() != conflictsByHand(columns)) {
        qWarning("conflicts() = %llu, by hand %llu",
            static_cast<unsigned long long>(board.conflicts()),
            static_cast<unsigned long long>(conflictsByHand(columns)));
        return false;
    }
    return true;
}

std::vector<int> toVector(std::span<const int> columns)
{
    return std::vector<int>(columns.begin(), columns.end());
}

} // namespace

class TestOne : public QObject
{
    Q_OBJECT

private slots:
    void constructSmallBoards()
    {
        QCOMPARE(constructSolution(1), std::vector<int> { 0 });
        QVERIFY(constructSolution(2).empty());
        QVERIFY(constructSolution(3).empty());
        QVERIFY(constructSolution(0).empty());
        QVERIFY(constructSolution(-5).empty());
        // One of each remainder mod 6, against the formulas written out.
        QCOMPARE(constructSolution(4), (std::vector<int> { 1, 3, 0, 2 }));
        QCOMPARE(constructSolution(8), (std::vector<int> { 1, 3, 5, 7, 2, 0, 6, 4 }));
        QCOMPARE(constructSolution(9), (std::vector<int> { 3, 5, 7, 1, 4, 6, 8, 0, 2 }));
    }

    void constructValid()
    {
        for (int n = 4; n <= 200; ++n) {
            const std::vector<int> columns = constructSolution(n);
            QCOMPARE(static_cast<int>(columns.size()), n);
            QVERIFY2(validPairwise(columns), qPrintable(QString::number(n)));
            QVERIFY(isValidSolution(columns));
        }
    }

    void constructMillion()
    {
        for (const int n : { Million, Million + 2, Million + 3 }) {
            const std::vector<int> columns = constructSolution(n);
            QCOMPARE(static_cast<int>(columns.size()), n);
            QVERIFY2(isValidSolution(columns), qPrintable(QString::number(n)));
        }
    }

    void linearCheckRejects_data()
    {
        QTest::addColumn<std::vector<int>>("board");
        // Each board has exactly one attacking pair, of the kind named.
        QTest::newRow("column clash") << std::vector<int> { 1, 3, 0, 3 };
        QTest::newRow("diagonal clash") << std::vector<int> { 0, 1, 3, 5, 2, 4 };
        QTest::newRow("diagonal clash, far apart") << std::vector<int> { 0, 2, 4, 1, 3, 5 };
        QTest::newRow("anti-diagonal clash") << std::vector<int> { 1, 3, 5, 2, 4, 0 };
        QTest::newRow("anti-diagonal clash, far apart") << std::vector<int> { 5, 3, 1, 4, 2, 0 };
        QTest::newRow("column n") << std::vector<int> { 1, 3, 0, 4 };
        QTest::newRow("negative column") << std::vector<int> { 1, 3, -1, 2 };
        QTest::newRow("huge column") << std::vector<int> { 2147483647 };
        QTest::newRow("most negative column") << std::vector<int> { -2147483647 - 1 };
    }
    void linearCheckRejects()
    {
        QFETCH(std::vector<int>, board);
        QCOMPARE(validPairwise(board), false);
        QCOMPARE(isValidSolution(board), false);
    }

    void linearCheckRejectsEachClashOnBigBoards()
    {
        std::vector<int> board(static_cast<std::size_t>(Million));
        // One queen a column, anti-diagonals all different, diagonals all the same.
        std::iota(board.begin(), board.end(), 0);
        QVERIFY(!isValidSolution(board));
        // The mirror image: only the anti-diagonals clash.
        std::reverse(board.begin(), board.end());
        QVERIFY(!isValidSolution(board));
        // A solution spoilt in its last row only: a column clash, a queen
        // off the board, a queen on the last-but-one's diagonal.
        const std::vector<int> good = constructSolution(Million);
        QVERIFY(isValidSolution(good));
        const std::size_t last = good.size() - 1;
        board = good;
        board[last] = good[0];
        QVERIFY(!isValidSolution(board));
        board[last] = Million;
        QVERIFY(!isValidSolution(board));
        board[last] = -1;
        QVERIFY(!isValidSolution(board));
        board[last] = good[last - 1] + 1 < Million ? good[last - 1] + 1 : good[last - 1] - 1;
        QVERIFY(!isValidSolution(board));
    }

    void linearCheckAcceptsAll92()
    {
        const std::vector<std::vector<int>> solutions = allSolutions(8);
        QCOMPARE(solutions.size(), std::size_t(92));
        for (const std::vector<int> &solution : solutions) {
            QVERIFY(isValidSolution(solution));
        }
    }

    void linearCheckAgreesWithPairs()
    {
        // Every board of up to 6 columns on up to 6 rows, allowed or not:
        // 6^6 + 5^5 + ... boards, each judged both ways.
        for (int n = 0; n <= 6; ++n) {
            std::vector<int> board(std::size_t(n), 0);
            for (;;) {
                QCOMPARE(isValidSolution(board), validPairwise(board));
                int row = 0;
                while (row < n && ++board[std::size_t(row)] == n) {
                    board[std::size_t(row)] = 0;
                    ++row;
                }
                if (row == n) {
                    break;
                }
            }
        }
        // And random columns, some of them off the board, on bigger ones.
        std::mt19937 random(8);
        for (int i = 0; i < 2000; ++i) {
            const int n = 1 + int(random() % 40);
            std::vector<int> board(static_cast<std::size_t>(n));
            std::iota(board.begin(), board.end(), 0);
            std::shuffle(board.begin(), board.end(), random);
            if (random() % 4 == 0) {
                board[random() % std::size_t(n)] = int(random() % std::uint32_t(n + 2)) - 1;
            }
            QCOMPARE(isValidSolution(board), validPairwise(board));
        }
    }

    void minConflictsSmallBoards()
    {
        for (int n = 4; n <= 200; ++n) {
            for (const std::uint64_t seed : { 1u, 2u, 3u }) {
                const MinConflictsResult result = minConflictsSolution(n, seed);
                QVERIFY2(
                    static_cast<int>(result.columns.size()) == n && validPairwise(result.columns),
                    qPrintable(QStringLiteral("n=%1 seed=%2").arg(n).arg(seed)));
            }
        }
    }

    void minConflictsNoSolution()
    {
        QCOMPARE(minConflictsSolution(1, 1).columns, std::vector<int> { 0 });
        for (const int n : { 2, 3 }) {
            const MinConflictsResult result = minConflictsSolution(n, 1);
            QVERIFY(result.columns.empty());
            QCOMPARE(result.moves, std::uint64_t(0));
        }
    }

    void minConflictsMillion()
    {
        const MinConflictsResult result = minConflictsSolution(Million, 1);
        QCOMPARE(static_cast<int>(result.columns.size()), Million);
        QVERIFY(isValidSolution(result.columns));
        qInfo("n = 10^6, seed 1: %llu moves, %llu restarts",
            static_cast<unsigned long long>(result.moves),
            static_cast<unsigned long long>(result.restarts));
    }

    void minConflictsSeeds()
    {
        const int n = 50;
        std::set<std::vector<int>> boards;
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            const MinConflictsResult first = minConflictsSolution(n, seed);
            const MinConflictsResult again = minConflictsSolution(n, seed);
            QVERIFY(isValidSolution(first.columns));
            QCOMPARE(again.columns, first.columns);
            QCOMPARE(again.moves, first.moves);
            QCOMPARE(again.restarts, first.restarts);
            boards.insert(first.columns);
        }
        QVERIFY2(boards.size() > 1, "eight seeds all gave the same board");
    }

    void minConflictsLimits()
    {
        // maxMoves: never more moves than allowed; empty when they run out.
        for (const std::uint64_t maxMoves : { 1u, 5u, 50u }) {
            const MinConflictsResult result = minConflictsSolution(2000, 3, maxMoves);
            QVERIFY(result.moves <= maxMoves);
            if (result.columns.empty()) {
                QCOMPARE(result.moves, maxMoves);
            } else {
                QVERIFY(isValidSolution(result.columns));
            }
        }
        // A stop requested before the start: nothing is done.
        std::stop_source stop;
        stop.request_stop();
        const MinConflictsResult stopped = minConflictsSolution(Million, 1, 0, stop.get_token());
        QVERIFY(stopped.columns.empty());
        QCOMPARE(stopped.moves, std::uint64_t(0));
    }

    void restartSeeds()
    {
        std::set<std::uint64_t> seeds { 1 };
        for (std::uint64_t restart = 1; restart <= 100; ++restart) {
            QCOMPARE(MinConflicts::restartSeed(1, restart), MinConflicts::restartSeed(1, restart));
            seeds.insert(MinConflicts::restartSeed(1, restart));
            seeds.insert(MinConflicts::restartSeed(2, restart));
        }
        QCOMPARE(seeds.size(), std::size_t(201));
    }

    void attackersAndConflictsByHand()
    {
        std::mt19937 random(42);
        for (const int n : { 1, 4, 7, 12, 25 }) {
            MinConflicts board(n, 9);
            QVERIFY(agreesWithHand(board)); // empty
            // Random rows filled in a random order, clashes and all.
            std::vector<int> order(static_cast<std::size_t>(n));
            std::iota(order.begin(), order.end(), 0);
            std::shuffle(order.begin(), order.end(), random);
            for (const int row : order) {
                board.place(row, int(random() % std::uint32_t(n)));
                QVERIFY(agreesWithHand(board));
            }
            for (int i = 0; i < 40; ++i) {
                board.move(int(random() % std::uint32_t(n)), int(random() % std::uint32_t(n)));
                QVERIFY(agreesWithHand(board));
            }
            // Everyone on one column: n (n - 1) / 2 pairs.
            for (int row = 0; row < n; ++row) {
                board.move(row, 0);
            }
            QCOMPARE(board.conflicts(), std::uint64_t(n) * std::uint64_t(n - 1) / 2);
            QVERIFY(agreesWithHand(board));
        }
    }

    void initialAndBestColumns()
    {
        const int n = 20;
        MinConflicts board(n, 5);
        for (int row = 0; row < n; ++row) {
            const int col = board.initialColumn(row);
            QVERIFY(col >= 0 && col < n);
            int fewest = n;
            for (int c = 0; c < n; ++c) {
                fewest = std::min(fewest, attackersByHand(board.columns(), row, c));
            }
            QCOMPARE(attackersByHand(board.columns(), row, col), fewest);
            board.place(row, col);
        }
        // One full-row scan per row: n squares each.
        QCOMPARE(board.work(), std::uint64_t(n) * std::uint64_t(n));
        for (int row = 0; row < n; ++row) {
            const int own = board.columns()[std::size_t(row)];
            const int col = board.bestColumn(row);
            int fewest = n;
            int tied = 0;
            for (int c = 0; c < n; ++c) {
                const int count = attackersByHand(board.columns(), row, c);
                tied = count < fewest ? 1 : tied + (count == fewest ? 1 : 0);
                fewest = std::min(fewest, count);
            }
            QCOMPARE(board.attackers(row, col), fewest);
            if (tied > 1) {
                QVERIFY2(col != own, "among equals the queen should move");
            }
        }
    }

    void repairUntilSolved()
    {
        // The event stream's loop: initialColumn() row by row, then repair
        // until pickConflictedRow() finds no attacked queen.
        for (const int n : { 4, 8, 30, 100 }) {
            MinConflicts board(n, 11);
            for (int row = 0; row < n; ++row) {
                board.place(row, board.initialColumn(row));
            }
            std::uint64_t restarts = 0;
            for (std::uint64_t moves = 0; moves < 100000; ++moves) {
                const std::optional<int> row = board.pickConflictedRow();
                if (!row) {
                    break;
                }
                QVERIFY(board.attackers(*row, board.columns()[std::size_t(*row)]) > 0);
                board.move(*row, board.bestColumn(*row));
                if (board.stalled()) {
                    ++restarts;
                    board.reset(MinConflicts::restartSeed(11, restarts));
                    QCOMPARE(board.conflicts(), std::uint64_t(0));
                    QCOMPARE(board.columns()[0], -1);
                    for (int r = 0; r < n; ++r) {
                        board.place(r, board.initialColumn(r));
                    }
                }
            }
            QVERIFY2(!board.pickConflictedRow(), qPrintable(QString::number(n)));
            QVERIFY(isValidSolution(board.columns()));
            QCOMPARE(board.conflicts(), std::uint64_t(0));
        }
    }

    void fillQuicklyIsAPermutation()
    {
        for (const int n : { 1, 2, 3, 5, 64, 5000 }) {
            MinConflicts board(n, 7);
            board.fillQuickly();
            std::vector<int> columns = toVector(board.columns());
            std::sort(columns.begin(), columns.end());
            for (int col = 0; col < n; ++col) {
                QCOMPARE(columns[std::size_t(col)], col);
            }
            // Only the diagonals can clash, and the fill leaves few of them.
            QVERIFY(board.conflicts() <= std::uint64_t(n) / 10 + 2);
            if (n <= 64) {
                QVERIFY(agreesWithHand(board));
            }
        }
        // A stop request leaves the board empty.
        std::stop_source stop;
        stop.request_stop();
        MinConflicts board(100, 1);
        board.fillQuickly(stop.get_token());
        QCOMPARE(board.columns()[0], -1);
        QCOMPARE(board.conflicts(), std::uint64_t(0));
    }
};

QTEST_GUILESS_MAIN(TestOne)

#include "tst_one.moc"
