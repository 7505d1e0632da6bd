// SPDX-License-Identifier: MIT
#include "render/boardmodel.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <cstdlib>

Q_DECLARE_METATYPE(BoardModel::Pair)

namespace {

using Squares = QList<QPoint>; // QPoint(col, row)
using Pairs = QList<BoardModel::Pair>;

BoardModel boardWith(int n, const Squares &queens)
{
    BoardModel board(n);
    for (const QPoint &queen : queens) {
        board.addQueen(queen.y(), queen.x());
    }
    return board;
}

bool rowMajor(const QPoint &a, const QPoint &b)
{
    return a.y() != b.y() ? a.y() < b.y() : a.x() < b.x();
}

// The answers worked out square by square from the list of queens alone,
// the slow way, to hold the model's against.
struct ByHand
{
    int n;
    Squares queens; // row-major

    bool has(int row, int col) const { return queens.contains(QPoint(col, row)); }

    int lineAttackers(int row, int col) const
    {
        int count = 0;
        for (const QPoint &q : queens) {
            if (q == QPoint(col, row)) {
                continue;
            }
            const int dr = q.y() - row;
            const int dc = q.x() - col;
            count += dc == 0 || std::abs(dr) == std::abs(dc) ? 1 : 0;
        }
        return count;
    }

    quint64 linePairs() const
    {
        quint64 pairs = 0;
        for (int i = 0; i < queens.size(); ++i) {
            for (int j = i + 1; j < queens.size(); ++j) {
                const int dr = queens[j].y() - queens[i].y();
                const int dc = queens[j].x() - queens[i].x();
                pairs += dc == 0 || std::abs(dr) == std::abs(dc) ? 1 : 0;
            }
        }
        return pairs;
    }

    bool sharesALine(int row, int col) const
    {
        return std::any_of(queens.begin(), queens.end(), [&](const QPoint &q) {
            const int dr = q.y() - row;
            const int dc = q.x() - col;
            return (dr != 0 || dc != 0) && (dr == 0 || dc == 0 || std::abs(dr) == std::abs(dc));
        });
    }

    // Walks each of the 8 directions square by square.
    Squares attackersOf(int row, int col) const
    {
        Squares found;
        for (int dr = -1; dr <= 1; ++dr) {
            for (int dc = -1; dc <= 1; ++dc) {
                if (dr == 0 && dc == 0) {
                    continue;
                }
                for (int r = row + dr, c = col + dc; r >= 0 && r < n && c >= 0 && c < n;
                     r += dr, c += dc) {
                    if (has(r, c)) {
                        found.append(QPoint(c, r));
                        break;
                    }
                }
            }
        }
        std::sort(found.begin(), found.end(), rowMajor);
        return found;
    }

    // Every two queens with nothing between them on a shared line.
    int attackingPairs() const
    {
        int pairs = 0;
        for (int i = 0; i < queens.size(); ++i) {
            const Squares seen = attackersOf(queens[i].y(), queens[i].x());
            pairs += int(std::count_if(
                seen.begin(), seen.end(), [&](const QPoint &q) { return rowMajor(queens[i], q); }));
        }
        return pairs;
    }
};

ByHand byHand(const BoardModel &board)
{
    Squares queens;
    for (int row = 0; row < board.size(); ++row) {
        for (int col = 0; col < board.size(); ++col) {
            if (board.hasQueen(row, col)) {
                queens.append(QPoint(col, row));
            }
        }
    }
    return { board.size(), queens };
}

} // namespace

class TestBoardModel : public QObject
{
    Q_OBJECT

private slots:
    void lines_data();
    void lines();
    void attackers_data();
    void attackers();
    void pairs_data();
    void pairs();
    void twoQueensInARow();
    void setColumn();
    void offBoard_data();
    void offBoard();
    void randomChangesAgreeWithHand();
    void bigBoard();
};

void TestBoardModel::lines_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<Squares>("queens");
    QTest::addColumn<QPoint>("square");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("diagonal");
    QTest::addColumn<int>("antiDiagonal");
    QTest::addColumn<int>("lineAttackers");
    QTest::addColumn<bool>("attacked");

    const auto p = [](int c, int r) { return QPoint(c, r); };
    QTest::newRow("empty") << 8 << Squares {} << p(3, 3) << 0 << 0 << 0 << 0 << false;
    QTest::newRow("own square") << 8 << Squares { p(3, 3) } << p(3, 3) << 1 << 1 << 1 << 0 << false;
    QTest::newRow("column") << 8 << Squares { p(3, 0), p(3, 7) } << p(3, 4) << 2 << 0 << 0 << 2
                            << true;
    QTest::newRow("diagonal") << 8 << Squares { p(0, 0), p(7, 7) } << p(4, 4) << 0 << 2 << 0 << 2
                              << true;
    QTest::newRow("anti-diagonal")
        << 8 << Squares { p(7, 0), p(0, 7) } << p(3, 4) << 0 << 0 << 2 << 2 << true;
    // The row is no line of the algorithms' count, but it is attacked.
    QTest::newRow("row only") << 8 << Squares { p(0, 5) } << p(6, 5) << 0 << 0 << 0 << 0 << true;
    QTest::newRow("knight move") << 8 << Squares { p(1, 2) } << p(0, 0) << 0 << 0 << 0 << 0
                                 << false;
    // A queen on the square counts on its three lines but not as an attacker.
    QTest::newRow("queen on an attacked square")
        << 8 << Squares { p(2, 2), p(2, 6), p(5, 5) } << p(2, 2) << 2 << 2 << 1 << 2 << true;
    // Blocking does not matter to the line count.
    QTest::newRow("three on a column")
        << 8 << Squares { p(4, 0), p(4, 3), p(4, 5) } << p(4, 7) << 3 << 0 << 0 << 3 << true;
    QTest::newRow("corner of 1x1")
        << 1 << Squares { p(0, 0) } << p(0, 0) << 1 << 1 << 1 << 0 << false;
}

void TestBoardModel::lines()
{
    QFETCH(int, n);
    QFETCH(Squares, queens);
    QFETCH(QPoint, square);
    QFETCH(int, column);
    QFETCH(int, diagonal);
    QFETCH(int, antiDiagonal);
    QFETCH(int, lineAttackers);
    QFETCH(bool, attacked);
    const BoardModel board = boardWith(n, queens);
    const int row = square.y();
    const int col = square.x();
    QCOMPARE(board.queensOn(nq::Line::Column, row, col), column);
    QCOMPARE(board.queensOn(nq::Line::Diagonal, row, col), diagonal);
    QCOMPARE(board.queensOn(nq::Line::AntiDiagonal, row, col), antiDiagonal);
    QCOMPARE(board.queensOn(nq::Line::None, row, col), 0);
    QCOMPARE(board.lineAttackers(row, col), lineAttackers);
    QCOMPARE(int(board.lineAttackersOf(row, col).size()), lineAttackers);
    QCOMPARE(board.isAttacked(row, col), attacked);
    QCOMPARE(board.lineAttackers(row, col), byHand(board).lineAttackers(row, col));
}

void TestBoardModel::attackers_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<Squares>("queens");
    QTest::addColumn<QPoint>("square");
    QTest::addColumn<Squares>("attackers");

    const auto p = [](int c, int r) { return QPoint(c, r); };
    QTest::newRow("none") << 8 << Squares { p(1, 2) } << p(0, 0) << Squares {};
    // e4 (col 4, row 4): e7 hides e8, a4 on the row, h1 down the diagonal;
    // g3 is a knight's move away.
    QTest::newRow("blocked column") << 8 << Squares { p(4, 0), p(4, 1), p(0, 4), p(7, 7), p(6, 5) }
                                    << p(4, 4) << Squares { p(4, 1), p(0, 4), p(7, 7) };
    QTest::newRow("all eight directions")
        << 5 << Squares { p(0, 0), p(2, 0), p(4, 0), p(0, 2), p(4, 2), p(0, 4), p(2, 4), p(4, 4) }
        << p(2, 2)
        << Squares { p(0, 0), p(2, 0), p(4, 0), p(0, 2), p(4, 2), p(0, 4), p(2, 4), p(4, 4) };
    QTest::newRow("nearest of each side of a row")
        << 8 << Squares { p(0, 3), p(2, 3), p(5, 3), p(7, 3) } << p(3, 3)
        << Squares { p(2, 3), p(5, 3) };
    QTest::newRow("a queen on the square is not counted")
        << 8 << Squares { p(3, 3), p(3, 6) } << p(3, 3) << Squares { p(3, 6) };
    QTest::newRow("the nearer hides the farther")
        << 8 << Squares { p(3, 3), p(3, 6) } << p(3, 1) << Squares { p(3, 3) };
    // Up-left finds a nearer row than up: the list is still row-major.
    QTest::newRow("row-major order")
        << 8 << Squares { p(3, 4), p(4, 0) } << p(4, 5) << Squares { p(4, 0), p(3, 4) };
}

void TestBoardModel::attackers()
{
    QFETCH(int, n);
    QFETCH(Squares, queens);
    QFETCH(QPoint, square);
    QFETCH(Squares, attackers);
    const BoardModel board = boardWith(n, queens);
    QCOMPARE(board.attackersOf(square.y(), square.x()), attackers);
    QCOMPARE(byHand(board).attackersOf(square.y(), square.x()), attackers);
}

void TestBoardModel::pairs_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<Squares>("queens");
    QTest::addColumn<quint64>("linePairs");
    QTest::addColumn<Pairs>("attackingPairs");

    const auto p = [](int c, int r) { return QPoint(c, r); };
    QTest::newRow("empty") << 8 << Squares {} << quint64(0) << Pairs {};
    QTest::newRow("a solution") << 4 << Squares { p(1, 0), p(3, 1), p(0, 2), p(2, 3) } << quint64(0)
                                << Pairs {};
    // Three on a column: three pairs on the line, two in chess (the middle blocks).
    QTest::newRow("three on a column") << 8 << Squares { p(2, 0), p(2, 4), p(2, 7) } << quint64(3)
                                       << Pairs { { p(2, 0), p(2, 4) }, { p(2, 4), p(2, 7) } };
    // A row pair is no pair of the algorithms' count.
    QTest::newRow("two in a row") << 8 << Squares { p(1, 2), p(6, 2) } << quint64(0)
                                  << Pairs { { p(1, 2), p(6, 2) } };
    QTest::newRow("column and both diagonals")
        << 8 << Squares { p(3, 3), p(3, 0), p(0, 0), p(7, 7), p(6, 0) } << quint64(5)
        << Pairs { { p(0, 0), p(3, 0) }, { p(0, 0), p(3, 3) }, { p(3, 0), p(6, 0) },
               { p(3, 0), p(3, 3) }, { p(6, 0), p(3, 3) }, { p(3, 3), p(7, 7) } };
}

void TestBoardModel::pairs()
{
    QFETCH(int, n);
    QFETCH(Squares, queens);
    QFETCH(quint64, linePairs);
    QFETCH(Pairs, attackingPairs);
    const BoardModel board = boardWith(n, queens);
    QCOMPARE(board.linePairs(), linePairs);
    QCOMPARE(board.linePairs(), byHand(board).linePairs());
    QCOMPARE(board.attackingPairs(), attackingPairs);
    QCOMPARE(int(board.attackingPairs().size()), byHand(board).attackingPairs());
    Squares conflicted;
    for (const BoardModel::Pair &pair : attackingPairs) {
        conflicted << pair.first << pair.second;
    }
    std::sort(conflicted.begin(), conflicted.end(), rowMajor);
    conflicted.erase(std::unique(conflicted.begin(), conflicted.end()), conflicted.end());
    QCOMPARE(board.conflictedQueens(), conflicted);
    // Taking the queens away in another order leaves nothing behind.
    BoardModel emptied = board;
    for (const QPoint &queen : queens) {
        emptied.removeQueen(queen.y(), queen.x());
    }
    QCOMPARE(emptied, BoardModel(n));
}

void TestBoardModel::twoQueensInARow()
{
    BoardModel board(8);
    board.addQueen(2, 5);
    QCOMPARE(board.column(2), 5);
    QVERIFY(!board.hasCrowdedRow());
    board.addQueen(2, 1); // left of the first: becomes the row's column
    board.addQueen(2, 7);
    board.addQueen(2, 7); // already there
    QCOMPARE(board.queenCount(), 3);
    QCOMPARE(board.queensInRow(2), 3);
    QCOMPARE(board.column(2), 1);
    QCOMPARE(board.columns().at(2), 1);
    QVERIFY(board.hasCrowdedRow());
    for (const int col : { 1, 5, 7 }) {
        QVERIFY(board.hasQueen(2, col));
    }
    QVERIFY(!board.hasQueen(2, 3));
    board.addQueen(0, 4);
    board.addQueen(6, 0);
    QCOMPARE(board.queens(), (Squares { { 4, 0 }, { 1, 2 }, { 5, 2 }, { 7, 2 }, { 0, 6 } }));
    // The same queens put down in another order make an equal board.
    QCOMPARE(board, boardWith(8, { { 0, 6 }, { 7, 2 }, { 4, 0 }, { 5, 2 }, { 1, 2 } }));
    // The chess sense sees the row; the line count does not.
    QCOMPARE(board.attackersOf(2, 3), (Squares { { 1, 2 }, { 5, 2 } }));
    QVERIFY(board.isAttacked(2, 3));
    QCOMPARE(board.linePairs(), byHand(board).linePairs());
    // Removing the row's first queen hands the row to the next.
    board.removeQueen(2, 1);
    QCOMPARE(board.column(2), 5);
    QCOMPARE(board.queensInRow(2), 2);
    board.removeQueen(2, 3); // no queen there
    QCOMPARE(board.queenCount(), 4);
    board.removeQueen(2, 7);
    QVERIFY(!board.hasCrowdedRow());
    QCOMPARE(board, boardWith(8, { { 4, 0 }, { 5, 2 }, { 0, 6 } }));
}

void TestBoardModel::setColumn()
{
    BoardModel board(6);
    board.setColumn(1, 3);
    QCOMPARE(board.column(1), 3);
    board.setColumn(1, 4); // a move within the row
    QCOMPARE(board.queens(), (Squares { { 4, 1 } }));
    board.addQueen(1, 0);
    board.addQueen(1, 5);
    board.setColumn(1, 0); // the row's only queen from now on
    QCOMPARE(board.queens(), (Squares { { 0, 1 } }));
    QVERIFY(!board.hasCrowdedRow());
    board.setColumn(1, -1);
    QCOMPARE(board, BoardModel(6));
}

void TestBoardModel::offBoard_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("col");
    QTest::newRow("above") << -1 << 2;
    QTest::newRow("left") << 2 << -1;
    QTest::newRow("below") << 5 << 2;
    QTest::newRow("right") << 2 << 5;
    QTest::newRow("far") << 1000 << -1000;
}

void TestBoardModel::offBoard()
{
    QFETCH(int, row);
    QFETCH(int, col);
    BoardModel board = boardWith(5, { { 2, 0 }, { 2, 2 }, { 0, 4 } });
    const BoardModel before = board;
    board.addQueen(row, col);
    board.removeQueen(row, col);
    board.setQueen(row, col, true);
    QCOMPARE(board, before);
    QVERIFY(!board.isOnBoard(row, col));
    QVERIFY(!board.hasQueen(row, col));
    QCOMPARE(board.lineAttackers(row, col), 0);
    QVERIFY(board.lineAttackersOf(row, col).isEmpty());
    QVERIFY(!board.isAttacked(row, col));
    QVERIFY(board.attackersOf(row, col).isEmpty());
    for (const nq::Line line : { nq::Line::Column, nq::Line::Diagonal, nq::Line::AntiDiagonal }) {
        QCOMPARE(board.queensOn(line, row, col), 0);
    }
    QCOMPARE(board.column(row), board.isOnBoard(row, 0) ? board.columns().at(row) : -1);
    QCOMPARE(BoardModel(-3).size(), 0);
}

// Random queens come and go, several to a row at times; after each change
// every answer agrees with the slow way.
void TestBoardModel::randomChangesAgreeWithHand()
{
    QRandomGenerator random(14);
    for (const int n : { 1, 2, 5, 9 }) {
        BoardModel board(n);
        for (int change = 0; change < 300; ++change) {
            const int row = int(random.bounded(n));
            const int col = int(random.bounded(n));
            board.setQueen(row, col, random.bounded(3) != 0);
            const ByHand hand = byHand(board);
            QCOMPARE(board.queens(), hand.queens);
            QCOMPARE(board.queenCount(), int(hand.queens.size()));
            QCOMPARE(board.linePairs(), hand.linePairs());
            QCOMPARE(int(board.attackingPairs().size()), hand.attackingPairs());
            for (int r = 0; r < n; ++r) {
                int inRow = 0;
                int first = -1;
                for (int c = n - 1; c >= 0; --c) {
                    if (hand.has(r, c)) {
                        ++inRow;
                        first = c;
                    }
                }
                QCOMPARE(board.queensInRow(r), inRow);
                QCOMPARE(board.column(r), first);
                for (int c = 0; c < n; ++c) {
                    QCOMPARE(board.lineAttackers(r, c), hand.lineAttackers(r, c));
                    QCOMPARE(board.isAttacked(r, c), hand.sharesALine(r, c));
                    QCOMPARE(board.attackersOf(r, c), hand.attackersOf(r, c));
                }
            }
            // A copy rebuilt from scratch is equal (the counts included).
            QCOMPARE(board, boardWith(n, hand.queens));
        }
    }
}

// The run's biggest board, a queen a row: the counts stay exact through many
// moves, and the lists agree with the slow way.
void TestBoardModel::bigBoard()
{
    const int n = 1000;
    QRandomGenerator random(1000);
    QList<int> columns(n);
    for (int row = 0; row < n; ++row) {
        columns[row] = int(random.bounded(n));
    }
    BoardModel board = BoardModel::fromColumns(columns);
    QCOMPARE(board.queenCount(), n);
    QCOMPARE(board.columns(), columns);
    for (int move = 0; move < 20000; ++move) {
        const int row = int(random.bounded(n));
        columns[row] = int(random.bounded(n));
        board.setColumn(row, columns[row]);
    }
    QCOMPARE(board.columns(), columns);
    QVERIFY(!board.hasCrowdedRow());
    const ByHand hand = byHand(board);
    QCOMPARE(board.linePairs(), hand.linePairs());
    for (int probe = 0; probe < 20; ++probe) {
        const int row = int(random.bounded(n));
        const int col = probe % 2 == 0 ? columns[row] : int(random.bounded(n));
        QCOMPARE(board.lineAttackers(row, col), hand.lineAttackers(row, col));
        QCOMPARE(board.attackersOf(row, col), hand.attackersOf(row, col));
        Squares sharing = board.lineAttackersOf(row, col);
        QCOMPARE(int(sharing.size()), hand.lineAttackers(row, col));
        QVERIFY(std::is_sorted(sharing.begin(), sharing.end(), rowMajor));
    }
    // Emptying it leaves the empty board, counts and all.
    for (int row = 0; row < n; ++row) {
        board.removeQueen(row, columns[row]);
    }
    QCOMPARE(board, BoardModel(n));
}

QTEST_APPLESS_MAIN(TestBoardModel)
#include "tst_boardmodel.moc"
