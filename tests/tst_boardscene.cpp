// SPDX-License-Identifier: MIT
#include "boardscene.h"

#include <QImage>
#include <QPoint>
#include <QTest>

class TestBoardScene : public QObject
{
    Q_OBJECT

private slots:
    void squares_data()
    {
        QTest::addColumn<int>("n");
        for (int n : { 1, 4, 8, 13, 32 }) {
            QTest::addRow("%dx%d", n, n) << n;
        }
    }
    void squares()
    {
        QFETCH(int, n);
        BoardScene scene;
        scene.setBoardSize(n);
        QCOMPARE(scene.boardSize(), n);
        QCOMPARE(scene.squareCount(), n * n);
        QCOMPARE(scene.queenCount(), 0);
        // The scene holds the whole board and its labels.
        QVERIFY(scene.sceneRect().contains(scene.squareRect(0, 0)));
        QVERIFY(scene.sceneRect().contains(scene.squareRect(n - 1, n - 1)));
    }

    void sizeIsClamped()
    {
        BoardScene scene;
        scene.setBoardSize(0);
        QCOMPARE(scene.boardSize(), BoardScene::MinSize);
        scene.setBoardSize(1000);
        QCOMPARE(scene.boardSize(), BoardScene::MaxSize);
    }

    void placeAndRemove()
    {
        BoardScene scene;
        scene.setBoardSize(8);
        scene.placeQueen(0, 0);
        scene.placeQueen(1, 4, 200); // animated: counted at once
        QCOMPARE(scene.queenCount(), 2);
        QCOMPARE(scene.queenColumn(1), 4);
        scene.placeQueen(1, 6); // replaces the row's queen
        QCOMPARE(scene.queenCount(), 2);
        QCOMPARE(scene.queenColumn(1), 6);
        scene.removeQueen(0, 200);
        QCOMPARE(scene.queenCount(), 1);
        QCOMPARE(scene.queenColumn(0), -1);
        scene.placeQueen(9, 0); // off the board: ignored
        scene.placeQueen(2, -1);
        scene.removeQueen(7);
        QCOMPARE(scene.queenCount(), 1);
    }

    void setQueensShowsExactly()
    {
        BoardScene scene;
        scene.setBoardSize(8);
        const QList<int> solution { 0, 4, 7, 5, 2, 6, 1, 3 };
        scene.setQueens(solution);
        QCOMPARE(scene.queenCount(), 8);
        for (int row = 0; row < 8; ++row) {
            QCOMPARE(scene.queenColumn(row), solution[row]);
        }
        scene.setQueens(QList<int> { 0, -1, 7 });
        QCOMPARE(scene.queenCount(), 2);
        QCOMPARE(scene.queenColumn(2), 7);
        scene.setBoardSize(5); // a new size clears the board
        QCOMPARE(scene.queenCount(), 0);
    }

    void names()
    {
        QCOMPARE(BoardScene::squareName(8, 0, 0), QStringLiteral("a8"));
        QCOMPARE(BoardScene::squareName(8, 7, 7), QStringLiteral("h1"));
        QCOMPARE(BoardScene::squareName(8, 2, 4), QStringLiteral("e6"));
        QCOMPARE(BoardScene::fileName(25), QStringLiteral("z"));
        QCOMPARE(BoardScene::fileName(26), QStringLiteral("aa"));
        QCOMPARE(BoardScene::fileName(31), QStringLiteral("af"));
    }

    void marks()
    {
        BoardScene scene;
        scene.setBoardSize(4);
        scene.setCurrentRow(2);
        QCOMPARE(scene.currentRow(), 2);
        scene.setCurrentRow(4);
        QCOMPARE(scene.currentRow(), -1);
        scene.placeQueen(0, 1);
        scene.showRejection(1, 1, 0, 1);
        QVERIFY(scene.hasRejection());
        scene.setSolutionMarked(true); // a solution clears a refusal
        QVERIFY(scene.isSolutionMarked());
        QVERIFY(!scene.hasRejection());
        scene.showRejection(1, 9, 0, 1); // off the board: nothing shown
        QVERIFY(!scene.hasRejection());
    }

    void rejectionAndCaption()
    {
        BoardScene scene;
        scene.setBoardSize(6);
        scene.placeQueen(0, 2);
        scene.showRejection(
            3, 5, 0, 2, QStringLiteral("Refused: the queen on c6 attacks it along the diagonal."));
        QCOMPARE(scene.rejection(), (QList<int> { 3, 5, 0, 2 }));
        QVERIFY(scene.rejectionCaption().contains(QLatin1String("c6")));
        scene.clearRejection();
        QCOMPARE(scene.rejection(), (QList<int> { -1, -1, -1, -1 }));
        QVERIFY(scene.rejectionCaption().isEmpty());
    }

    void attackersOfASquare()
    {
        BoardScene scene;
        scene.setBoardSize(8);
        scene.placeQueen(0, 0); // diagonal to (3, 3)
        scene.placeQueen(1, 3); // column of (3, 3)
        scene.placeQueen(2, 7); // no line to (3, 3)
        scene.placeQueen(3, 6); // same row
        QCOMPARE(
            scene.attackersOf(3, 3), (QList<QPoint> { QPoint(0, 0), QPoint(3, 1), QPoint(6, 3) }));
        QCOMPARE(scene.attackersOf(2, 7),
            (QList<QPoint> { QPoint(6, 3) })); // its own queen does not count
        QVERIFY(scene.attackersOf(9, 9).isEmpty());
        const QImage plain = scene.renderImage(300);
        scene.setHoveredSquare(3, 3);
        QCOMPARE(scene.hoveredSquare(), QPoint(3, 3));
        QVERIFY(scene.renderImage(300) != plain); // the attack lines are drawn
        scene.setHoveredSquare(-1, -1);
        QCOMPARE(scene.renderImage(300), plain);
    }

    void imagesAreRepeatable()
    {
        BoardScene scene;
        scene.setBoardSize(6);
        scene.placeQueen(0, 1, 300); // a running animation is finished before rendering
        const QImage first = scene.renderImage(400);
        QCOMPARE(first.width(), 400);
        BoardScene other;
        other.setBoardSize(6);
        other.placeQueen(0, 1);
        QCOMPARE(other.renderImage(400), first);
        other.placeQueen(1, 3);
        QVERIFY(other.renderImage(400) != first);
    }

    void attacksToggle()
    {
        BoardScene scene;
        scene.setBoardSize(4);
        scene.placeQueen(0, 0);
        const QImage plain = scene.renderImage(200);
        scene.setAttacksShown(true);
        QVERIFY(scene.attacksShown());
        QVERIFY(scene.renderImage(200) != plain);
        scene.setAttacksShown(false);
        QCOMPARE(scene.renderImage(200), plain);
    }
};

QTEST_MAIN(TestBoardScene)
#include "tst_boardscene.moc"
