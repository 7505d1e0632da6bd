// SPDX-License-Identifier: MIT
#include <QTest>

// moc (Qt 6.4) cannot parse libstdc++'s C++20 headers; it needs none of them.
#ifndef Q_MOC_RUN
#include "solver/solutions.h"
#include "solver/symmetry.h"
#endif

#include <algorithm>
#include <numeric>
#include <set>
#include <stdexcept>

using namespace nq;

namespace {

// An independent oracle for small boards: filter every permutation.
std::vector<std::vector<int>> bruteForce(int n)
{
    std::vector<int> p(n);
    std::iota(p.begin(), p.end(), 0);
    std::vector<std::vector<int>> found;
    do {
        if (isValidSolution(p)) {
            found.push_back(p);
        }
    } while (std::next_permutation(p.begin(), p.end()));
    return found;
}

} // namespace

class TestSolutions : public QObject
{
    Q_OBJECT

private slots:
    void validity_data()
    {
        QTest::addColumn<std::vector<int>>("board");
        QTest::addColumn<bool>("valid");
        QTest::newRow("empty") << std::vector<int> {} << true;
        QTest::newRow("4x4 first") << std::vector<int> { 1, 3, 0, 2 } << true;
        QTest::newRow("same column") << std::vector<int> { 1, 1, 0, 2 } << false;
        QTest::newRow("diagonal") << std::vector<int> { 0, 1, 3, 2 } << false;
        QTest::newRow("anti-diagonal") << std::vector<int> { 2, 1, 3, 0 } << false;
        QTest::newRow("column off board") << std::vector<int> { 1, 3, 0, 4 } << false;
        QTest::newRow("negative column") << std::vector<int> { -1 } << false;
    }
    void validity()
    {
        QFETCH(std::vector<int>, board);
        QFETCH(bool, valid);
        QCOMPARE(isValidSolution(board), valid);
    }

    void seedFigures()
    {
        // Seed 000: the two boards of 4x4, in this order.
        QCOMPARE(
            allSolutions(4), (std::vector<std::vector<int>> { { 1, 3, 0, 2 }, { 2, 0, 3, 1 } }));
        // Seed 003: the first 8x8 solution.
        QCOMPARE(allSolutions(8, 1).front(), (std::vector<int> { 0, 4, 7, 5, 2, 6, 1, 3 }));
        // Seed 004: 11x11 has 2680.
        QCOMPARE(allSolutions(11).size(), std::size_t(2680));
    }

    void matchesBruteForce_data()
    {
        QTest::addColumn<int>("n");
        for (int n = 1; n <= 9; ++n) {
            QTest::addRow("n=%d", n) << n;
        }
    }
    void matchesBruteForce()
    {
        QFETCH(int, n);
        // bruteForce lists permutations in lexicographic order, so this also
        // checks that the enumeration is lexicographic.
        QCOMPARE(allSolutions(n), bruteForce(n));
    }

    void listedAreValidDistinctSorted_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("count"); // OEIS A000170
        const int counts[] = { 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200 };
        for (int n = 1; n <= 12; ++n) {
            QTest::addRow("n=%d", n) << n << counts[n - 1];
        }
    }
    void listedAreValidDistinctSorted()
    {
        QFETCH(int, n);
        QFETCH(int, count);
        const auto all = allSolutions(n);
        QCOMPARE(int(all.size()), count);
        for (const auto &board : all) {
            QCOMPARE(int(board.size()), n);
            QVERIFY(isValidSolution(board));
        }
        QVERIFY(std::adjacent_find(all.begin(), all.end(), std::greater_equal<>()) == all.end());
    }

    void fundamentals_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("count"); // OEIS A002562
        const int counts[] = { 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787 };
        for (int n = 1; n <= 12; ++n) {
            QTest::addRow("n=%d", n) << n << counts[n - 1];
        }
    }
    void fundamentals()
    {
        QFETCH(int, n);
        QFETCH(int, count);
        const auto fundamentals = fundamentalSolutions(n);
        QCOMPARE(int(fundamentals.size()), count);
        std::set<std::vector<int>> classes;
        int covered = 0;
        for (const auto &board : fundamentals) {
            QCOMPARE(canonical(board), board);
            QVERIFY(classes.insert(board).second);
            covered += orbitSize(board);
        }
        QVERIFY(std::is_sorted(fundamentals.begin(), fundamentals.end()));
        // The classes' orbits cover every solution exactly once.
        QCOMPARE(std::size_t(covered), allSolutions(n).size());
    }

    void earlyStopAndLimit()
    {
        int visits = 0;
        const std::uint64_t visited
            = forEachSolution(8, [&](std::span<const int>) { return ++visits < 5; });
        QCOMPARE(visits, 5);
        QCOMPARE(visited, std::uint64_t(5));
        QCOMPARE(allSolutions(8, 3).size(), std::size_t(3));
        QCOMPARE(fundamentalSolutions(8, 2).size(), std::size_t(2));
    }

    void largestBoardStarts()
    {
        // The 32-bit masks hold a 32x32 board: its first solution comes quickly and is valid.
        const auto first = allSolutions(32, 1);
        QCOMPARE(first.size(), std::size_t(1));
        QVERIFY(isValidSolution(first.front()));
    }

    void badSizeThrows()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, allSolutions(0));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, allSolutions(33));
    }
};

QTEST_APPLESS_MAIN(TestSolutions)
#include "tst_solutions.moc"
