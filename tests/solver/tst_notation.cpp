// SPDX-License-Identifier: MIT
// Square names as the board labels them: every square of boards up to
// 1000 x 1000 named and read back, and names that are no square refused.
#include "solver/notation.h"

#include <QTest>

#include <set>
#include <string>

class TestNotation : public QObject
{
    Q_OBJECT

private slots:
    void knownNames_data();
    void knownNames();
    void everyFileRoundTrips();
    void squaresRoundTrip_data();
    void squaresRoundTrip();
    void notSquares_data();
    void notSquares();
};

void TestNotation::knownNames_data()
{
    QTest::addColumn<int>("col");
    QTest::addColumn<QString>("name");
    QTest::newRow("first") << 0 << "a";
    QTest::newRow("last single") << 25 << "z";
    QTest::newRow("first double") << 26 << "aa";
    QTest::newRow("after az") << 52 << "ba";
    QTest::newRow("last double") << 701 << "zz";
    // Past zz the letters go on as a spreadsheet's columns do (they went
    // past 'z' into '{' for the 1000-column boards of min-conflicts).
    QTest::newRow("first triple") << 702 << "aaa";
    QTest::newRow("column 999") << 999 << "all";
}

void TestNotation::knownNames()
{
    QFETCH(int, col);
    QFETCH(QString, name);
    QCOMPARE(QString::fromStdString(nq::fileName(col)), name);
    QCOMPARE(nq::columnOfFile(name.toStdString()), col);
}

// Every file of the largest board: letters only, all different, read back.
void TestNotation::everyFileRoundTrips()
{
    std::set<std::string> seen;
    for (int col = 0; col < 20000; ++col) {
        const std::string name = nq::fileName(col);
        for (const char c : name) {
            QVERIFY2(c >= 'a' && c <= 'z', name.c_str());
        }
        QVERIFY2(seen.insert(name).second, name.c_str());
        QCOMPARE(nq::columnOfFile(name), col);
    }
}

void TestNotation::squaresRoundTrip_data()
{
    QTest::addColumn<int>("n");
    for (const int n : { 1, 4, 8, 26, 27, 32, 1000 }) {
        QTest::addRow("%dx%d", n, n) << n;
    }
}

void TestNotation::squaresRoundTrip()
{
    QFETCH(int, n);
    const int step = n > 100 ? 37 : 1;
    for (int row = 0; row < n; row += step) {
        for (int col = 0; col < n; col += step) {
            const std::string name = nq::squareName(n, { row, col });
            const std::optional<nq::Square> back = nq::squareNamed(n, name);
            QVERIFY2(back && *back == (nq::Square { row, col }), name.c_str());
        }
    }
    QCOMPARE(nq::squareName(8, { 0, 0 }), std::string("a8"));
    QCOMPARE(nq::squareName(8, { 7, 7 }), std::string("h1"));
}

void TestNotation::notSquares_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("name");
    QTest::newRow("empty") << 8 << "";
    QTest::newRow("no rank") << 8 << "a";
    QTest::newRow("no file") << 8 << "8";
    QTest::newRow("rank 0") << 8 << "a0";
    QTest::newRow("leading zero") << 8 << "a08";
    QTest::newRow("rank past n") << 8 << "a9";
    QTest::newRow("file past n") << 8 << "i1";
    QTest::newRow("upper case") << 8 << "A1";
    QTest::newRow("sign") << 8 << "a+1";
    QTest::newRow("space") << 8 << "a 1";
    QTest::newRow("letters after") << 8 << "a1b";
    QTest::newRow("huge rank") << 8 << "a99999999999999999999";
    QTest::newRow("seven letters") << 1000 << "aaaaaaa1";
}

void TestNotation::notSquares()
{
    QFETCH(int, n);
    QFETCH(QString, name);
    QVERIFY(!nq::squareNamed(n, name.toStdString()));
}

QTEST_GUILESS_MAIN(TestNotation)
#include "tst_notation.moc"
