// SPDX-License-Identifier: MIT
#include <QTest>

// moc (Qt 6.4) cannot parse libstdc++'s C++20 headers; it needs none of them.
#ifndef Q_MOC_RUN
#include "solver/solutions.h"
#include "solver/symmetry.h"
#endif

#include <map>
#include <set>

using namespace nq;

class TestSymmetry : public QObject
{
    Q_OBJECT

private slots:
    void squareMaps_data()
    {
        QTest::addColumn<int>("symmetry");
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("col");
        QTest::addColumn<int>("toRow");
        QTest::addColumn<int>("toCol");
        // A 4x4 board, the square at row 0, column 1 (top row, second from left).
        QTest::newRow("identity") << int(Symmetry::Identity) << 0 << 1 << 0 << 1;
        QTest::newRow("rotate-90 (clockwise)") << int(Symmetry::Rotate90) << 0 << 1 << 1 << 3;
        QTest::newRow("rotate-180") << int(Symmetry::Rotate180) << 0 << 1 << 3 << 2;
        QTest::newRow("rotate-270") << int(Symmetry::Rotate270) << 0 << 1 << 2 << 0;
        QTest::newRow("reflect-vertical") << int(Symmetry::ReflectVertical) << 0 << 1 << 0 << 2;
        QTest::newRow("reflect-horizontal") << int(Symmetry::ReflectHorizontal) << 0 << 1 << 3 << 1;
        QTest::newRow("reflect-diagonal") << int(Symmetry::ReflectDiagonal) << 0 << 1 << 1 << 0;
        QTest::newRow("reflect-anti-diagonal")
            << int(Symmetry::ReflectAntiDiagonal) << 0 << 1 << 2 << 3;
    }
    void squareMaps()
    {
        QFETCH(int, symmetry);
        QFETCH(int, row);
        QFETCH(int, col);
        QFETCH(int, toRow);
        QFETCH(int, toCol);
        const auto mapped = transformSquare(static_cast<Symmetry>(symmetry), 4, row, col);
        QCOMPARE(mapped[0], toRow);
        QCOMPARE(mapped[1], toCol);
    }

    void groupStructure()
    {
        const std::vector<int> board { 0, 4, 7, 5, 2, 6, 1, 3 };
        // Four quarter turns and two reflections give the board back.
        std::vector<int> turned = board;
        for (int i = 0; i < 4; ++i) {
            turned = transform(turned, Symmetry::Rotate90);
            QCOMPARE(turned == board, i == 3);
        }
        for (Symmetry s : { Symmetry::ReflectVertical, Symmetry::ReflectHorizontal,
                 Symmetry::ReflectDiagonal, Symmetry::ReflectAntiDiagonal }) {
            QCOMPARE(transform(transform(board, s), s), board);
        }
        QCOMPARE(transform(transform(board, Symmetry::Rotate90), Symmetry::Rotate270), board);
    }

    void everyTransformMapsSolutionsToSolutions()
    {
        for (int n = 1; n <= 9; ++n) {
            const auto all = allSolutions(n);
            const std::set<std::vector<int>> known(all.begin(), all.end());
            for (const auto &solution : all) {
                for (Symmetry s : AllSymmetries) {
                    QVERIFY(known.count(transform(solution, s)) == 1);
                }
            }
        }
    }

    void orbitsOfEight()
    {
        // 8x8: 12 classes, eleven of 8 boards and one of 4; together the 92.
        const auto fundamentals = fundamentalSolutions(8);
        QCOMPARE(fundamentals.size(), std::size_t(12));
        std::map<int, int> sizes;
        int total = 0;
        std::set<std::vector<int>> covered;
        for (const auto &board : fundamentals) {
            QVERIFY(isCanonical(board));
            QCOMPARE(canonical(board), board);
            const auto images = orbit(board);
            QCOMPARE(int(images.size()), orbitSize(board));
            QCOMPARE(images.front().symmetry, Symmetry::Identity);
            ++sizes[orbitSize(board)];
            total += orbitSize(board);
            for (const Image &image : images) {
                QVERIFY(isValidSolution(image.columns));
                QCOMPARE(transform(board, image.symmetry), image.columns);
                QVERIFY(covered.insert(image.columns).second); // classes do not overlap
            }
        }
        QCOMPARE(total, 92);
        QCOMPARE(sizes[8], 11);
        QCOMPARE(sizes[4], 1);
        QCOMPARE(int(covered.size()), 92);
    }

    void orbitSizes_data()
    {
        QTest::addColumn<std::vector<int>>("board");
        QTest::addColumn<int>("size");
        QTest::newRow("1x1") << std::vector<int> { 0 } << 1;
        QTest::newRow("4x4 symmetric under a quarter turn") << std::vector<int> { 1, 3, 0, 2 } << 2;
        QTest::newRow("8x8 half-turn symmetric")
            << std::vector<int> { 2, 4, 1, 7, 0, 6, 3, 5 } << 4;
        QTest::newRow("8x8 first") << std::vector<int> { 0, 4, 7, 5, 2, 6, 1, 3 } << 8;
    }
    void orbitSizes()
    {
        QFETCH(std::vector<int>, board);
        QFETCH(int, size);
        QVERIFY(isValidSolution(board));
        QCOMPARE(orbitSize(board), size);
    }

    void canonicalIsSmallestImage()
    {
        const std::vector<int> board { 7, 3, 0, 2, 5, 1, 6, 4 };
        const std::vector<int> smallest = canonical(board);
        for (Symmetry s : AllSymmetries) {
            QVERIFY(smallest <= transform(board, s));
        }
        QVERIFY(!isCanonical(board));
    }

    void names()
    {
        QCOMPARE(symmetryName(Symmetry::Rotate90), std::string_view("rotate-90"));
        QCOMPARE(
            symmetryName(Symmetry::ReflectAntiDiagonal), std::string_view("reflect-anti-diagonal"));
    }
};

QTEST_APPLESS_MAIN(TestSymmetry)
#include "tst_symmetry.moc"
