// SPDX-License-Identifier: MIT
#include "text/squarenames.h"
#include "board/boarditem.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "board/hovertip.h"
#include "board/orbittransition.h"
#include "board/queenitem.h"
#include "board/refusalcaption.h"
#include "render/boardmodel.h"

#include <QAction>
#include <QGraphicsItem>
#include <QScrollBar>
#include <QWheelEvent>

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPoint>
#include <QPointer>
#include <QGraphicsSimpleTextItem>
#include <QTest>

#include <algorithm>
#include <cstdlib>
#include <tuple>

namespace {

// The queens of other rows on the column or a diagonal of (row, col), one by one.
int lineAttackersByHand(const BoardScene &scene, int row, int col)
{
    int count = 0;
    for (int r = 0; r < scene.boardSize(); ++r) {
        const int c = scene.queenColumn(r);
        count += c >= 0 && r != row && (c == col || std::abs(c - col) == std::abs(r - row)) ? 1 : 0;
    }
    return count;
}

} // namespace

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
        scene.setBoardSize(BoardScene::MaxSize + 1);
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
        QCOMPARE(text::squareName(8, 0, 0), QStringLiteral("a8"));
        QCOMPARE(text::squareName(8, 7, 7), QStringLiteral("h1"));
        QCOMPARE(text::squareName(8, 2, 4), QStringLiteral("e6"));
        QCOMPARE(text::fileName(25), QStringLiteral("z"));
        QCOMPARE(text::fileName(26), QStringLiteral("aa"));
        QCOMPARE(text::fileName(31), QStringLiteral("af"));
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

    // Issue 27 (5): the refusal's caption never covers a queen and never
    // leaves the board's width or the scene, at any text scale, on any row
    // (the bottom row with a queen in every row above included), however
    // long its words.
    void captionCoversNoQueen_data()
    {
        QTest::addColumn<QList<int>>("solution");
        QTest::addColumn<qreal>("scale");
        for (const qreal scale : { 1.0, 1.5, 2.0 }) {
            QTest::addRow("4x4 at %.1f", scale) << QList<int> { 1, 3, 0, 2 } << scale;
            QTest::addRow("8x8 at %.1f", scale) << QList<int> { 0, 4, 7, 5, 2, 6, 1, 3 } << scale;
        }
    }
    void captionCoversNoQueen()
    {
        QFETCH(QList<int>, solution);
        QFETCH(qreal, scale);
        const int n = int(solution.size());
        BoardScene scene;
        scene.setBoardSize(n);
        scene.setTextScale(scale);
        const QString words = QStringLiteral(
            "Abgelehnt: Die Dame auf b2 greift dieses Feld entlang der Diagonale an.");
        QStringList wrong;
        for (int row = 0; row < n; ++row) {
            QList<int> board = solution;
            board[row] = -1; // every other row holds its queen
            scene.setQueens(board);
            for (int col = 0; col < n; ++col) {
                const int by = row == 0 ? 1 : 0;
                scene.showRejection(row, col, by, board[by], words);
                const QRectF caption = scene.rejectionCaptionRect();
                if (caption.isEmpty()) {
                    wrong << QStringLiteral("(%1, %2): no caption").arg(row).arg(col);
                    continue;
                }
                for (int r = 0; r < n; ++r) {
                    if (board[r] >= 0 && scene.squareRect(r, board[r]).intersects(caption)) {
                        wrong << QStringLiteral("(%1, %2): covers the queen of row %3").arg(row).arg(col).arg(r);
                    }
                }
                const QRectF first = scene.squareRect(0, 0);
                const qreal left = first.left();
                const qreal right = left + n * BoardScene::SquareSize;
                if (caption.left() < left || caption.right() > right
                    || !scene.sceneRect().contains(caption)) {
                    wrong << QStringLiteral("(%1, %2): leaves the board's panel").arg(row).arg(col);
                }
            }
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
        QCOMPARE(scene.rejectionCaption(), words); // whole, even if shown cut
    }

    // Issue 27 (6): a long refusal caption wraps to lines at its full type
    // (the text scale's), whole, rather than shrinking and being cut.
    void longCaptionWraps_data()
    {
        QTest::addColumn<qreal>("scale");
        QTest::newRow("1.0") << 1.0;
        QTest::newRow("1.5") << 1.5;
    }
    void longCaptionWraps()
    {
        QFETCH(qreal, scale);
        BoardScene scene;
        scene.setBoardSize(8);
        scene.setTextScale(scale);
        // A backtracking search's board: queens above the row worked on.
        scene.setQueens(QList<int> { 0, 4, 7, -1, -1, -1, -1, -1 });
        const QString words = QStringLiteral(
            "Case b5 refusée : la dame en a8 l’attaque le long de la diagonale, donc la ligne 5 "
            "essaie la case suivante.");
        scene.showRejection(3, 1, 0, 0, words);
        const QGraphicsSimpleTextItem *caption = nullptr;
        for (const QGraphicsItem *item : scene.items()) {
            const auto *text = dynamic_cast<const QGraphicsSimpleTextItem *>(item);
            if (text && text->isVisible() && text->text().contains(QStringLiteral("b5"))) {
                caption = text;
            }
        }
        QVERIFY(caption);
        QCOMPARE(caption->text().replace(QLatin1Char('\n'), QLatin1Char(' ')), words);
        QCOMPARE(caption->font().pixelSize(), int(BoardScene::SquareSize * 0.24 * scale));
        QVERIFY(caption->text().contains(QLatin1Char('\n')));
        const QRectF back = scene.rejectionCaptionRect();
        QVERIFY(scene.sceneRect().contains(back));
        for (int row = 0; row < 3; ++row) {
            QVERIFY(!scene.squareRect(row, scene.queenColumn(row)).intersects(back));
        }
    }

    // Issue 39 (19): the caption leaves the file letters under the board
    // clear while any square of the board is free for it. The lesson's
    // scene 4 ("8 x 8: step back and predict", step 62): a queen in every
    // row above, g1 refused by the queen on g5, at the desktop's and
    // presenting's sizes; and 4 x 4's last row.
    void captionLeavesTheFileLettersClear_data()
    {
        QTest::addColumn<QList<int>>("queens");
        QTest::addColumn<int>("col");
        QTest::addColumn<qreal>("scale");
        for (const qreal scale : { 1.0, 1.5, 2.0 }) {
            QTest::addRow("8x8 lesson, g1, at %.1f", scale) << QList<int> { 0, 2, 4, 6, 1, 3, 5, -1 } << 6 << scale;
        }
        // 4 x 4's last row holds the words beside the refused square at the
        // desktop's size; presenting, its one or two free squares are too
        // small for them, and the band is taken.
        for (const int col : { 0, 1, 3 }) { // c1 is free: the solution's square
            QTest::addRow("4x4, last row, column %d, at 1.0", col) << QList<int> { 1, 3, 0, -1 } << col << 1.0;
        }
    }
    void captionLeavesTheFileLettersClear()
    {
        QFETCH(QList<int>, queens);
        QFETCH(int, col);
        QFETCH(qreal, scale);
        const int n = int(queens.size());
        BoardScene scene;
        scene.setBoardSize(n);
        scene.setTextScale(scale);
        scene.setQueens(queens);
        int by = 0;
        while (by < n - 1 && !(queens[by] == col || std::abs(queens[by] - col) == n - 1 - by)) {
            ++by;
        }
        scene.showRejection(n - 1, col, by, queens[by],
            QStringLiteral("Refused: the queen on g5 attacks it along the column."));
        const QRectF caption = scene.rejectionCaptionRect();
        QVERIFY(!caption.isEmpty());
        const qreal boardBottom = scene.squareRect(n - 1, 0).bottom();
        QVERIFY2(caption.bottom() <= boardBottom,
            qPrintable(QStringLiteral("the caption (%1 to %2) covers the file letters under the board (from %3)")
                           .arg(caption.top()).arg(caption.bottom()).arg(boardBottom)));
        QVERIFY(!caption.intersects(scene.squareRect(n - 1, col)));
        for (int r = 0; r < n; ++r) {
            if (queens[r] >= 0) {
                QVERIFY(!caption.intersects(scene.squareRect(r, queens[r])));
            }
        }
    }

    // The caption on its own (RefusalCaption), at each corner square of
    // a board with a queen in every other row: inside the scene's panel and
    // the board's width, clear of the refused square and of every queen,
    // its lines on its back, its words whole.
    void captionAtACorner_data()
    {
        QTest::addColumn<QList<int>>("solution");
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("col");
        const QList<QList<int>> solutions { { 1, 3, 0, 2 }, { 0, 4, 7, 5, 2, 6, 1, 3 } };
        for (const QList<int> &solution : solutions) {
            const int last = int(solution.size()) - 1;
            for (const auto &[row, col] : { std::pair { 0, 0 }, std::pair { 0, last },
                     std::pair { last, 0 }, std::pair { last, last } }) {
                QTest::addRow("%dx%d (%d, %d)", last + 1, last + 1, row, col)
                    << solution << row << col;
            }
        }
    }
    void captionAtACorner()
    {
        QFETCH(QList<int>, solution);
        QFETCH(int, row);
        QFETCH(int, col);
        const int n = int(solution.size());
        BoardScene board; // the margin and panel of a real board of that size
        board.setBoardSize(n);
        BoardModel model(n);
        for (int r = 0; r < n; ++r) {
            model.setColumn(r, r == row ? -1 : solution[r]);
        }
        QGraphicsScene scene;
        auto *caption
            = new RefusalCaption(&model, BoardScene::SquareSize, board.labelMargin(), 1.0);
        scene.addItem(caption);
        QVERIFY(!caption->isVisible());
        const QString words = QStringLiteral(
            "Abgelehnt: Die Dame auf b2 greift dieses Feld entlang der Diagonale an.");
        caption->showWords(row, col, words, board.sceneRect());
        QVERIFY(caption->isVisible());
        const QRectF back = caption->rect();
        QVERIFY(board.sceneRect().contains(back));
        QVERIFY(back.left() >= board.squareRect(0, 0).left());
        QVERIFY(back.right() <= board.squareRect(0, n - 1).right());
        QVERIFY(!back.intersects(board.squareRect(row, col)));
        for (int r = 0; r < n; ++r) {
            if (model.column(r) >= 0) {
                QVERIFY2(!back.intersects(board.squareRect(r, model.column(r))),
                    qPrintable(QStringLiteral("covers the queen of row %1").arg(r)));
            }
        }
        QVERIFY(back.contains(caption->text()->sceneBoundingRect()));
        QCOMPARE(caption->words(), words);
        caption->showWords(row, col, QString(), board.sceneRect()); // no words: hidden
        QVERIFY(!caption->isVisible());
    }

    // The pointer's lines and words on their own (HoverTip): a line from
    // each attacker, and the tool tip that names them or the pruning queen.
    void hoverTipWords_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("col");
        QTest::addColumn<QPoint>("prunedBy");
        QTest::addColumn<int>("lines");
        QTest::addColumn<QString>("tip");
        // Queens on a8 and f5 of an 8 x 8 board.
        QTest::newRow("attacked twice") << 3 << 3 << QPoint(-1, -1) << 2
                                        << QStringLiteral("d5 is attacked by the queen(s) on a8, f5.");
        QTest::newRow("attacked once") << 7 << 0 << QPoint(-1, -1) << 1
                                       << QStringLiteral("a1 is attacked by the queen(s) on a8.");
        QTest::newRow("not attacked")
            << 6 << 1 << QPoint(-1, -1) << 0 << QStringLiteral("b2: no queen attacks this square.");
        QTest::newRow("pruned") << 2 << 0 << QPoint(0, 0) << 1
                                << QStringLiteral("a6: pruned by the queen on a8 (column).");
        QTest::newRow("off the board") << -1 << -1 << QPoint(-1, -1) << 0 << QString();
    }
    void hoverTipWords()
    {
        QFETCH(int, row);
        QFETCH(int, col);
        QFETCH(QPoint, prunedBy);
        QFETCH(int, lines);
        QFETCH(QString, tip);
        BoardModel model(8);
        model.setColumn(0, 0);
        model.setColumn(3, 5);
        QGraphicsScene scene;
        auto *hover = new HoverTip(&model, BoardScene::SquareSize, 40.0);
        scene.addItem(hover);
        QCOMPARE(hover->pointAt(row, col, prunedBy), tip);
        QCOMPARE(hover->isVisible(), lines > 0);
        QCOMPARE(hover->path().elementCount(), 2 * lines); // a move and a line each
        if (lines > 0) {
            // Each line ends in the square's centre.
            const QPointF centre(40.0 + (col + 0.5) * BoardScene::SquareSize,
                (row + 0.5) * BoardScene::SquareSize);
            QCOMPARE(QPointF(hover->path().elementAt(1)), centre);
        }
    }

    // An orbit's stand-in queens end on their image squares and go when it
    // finishes.
    void orbitGlidesAndGoes()
    {
        BoardScene board;
        QGraphicsScene scene;
        QList<QPointer<QueenItem>> queens;
        auto *orbit = new OrbitTransition(300);
        const QList<std::pair<QPointF, QPointF>> glides {
            { QPointF(0, 0), QPointF(300, 100) }, { QPointF(200, 0), QPointF(0, 200) } };
        for (const auto &[from, to] : glides) {
            auto *queen = new QueenItem(board.queenRenderer(), BoardScene::SquareSize);
            scene.addItem(queen);
            orbit->addGlide(queen, from, to);
            QCOMPARE(queen->pos(), from);
            queens.append(queen);
        }
        orbit->start(QAbstractAnimation::DeleteWhenStopped);
        QPointer<OrbitTransition> alive(orbit);
        QCOMPARE(queens.at(0)->pos(), glides.at(0).first);
        orbit->setCurrentTime(orbit->totalDuration()); // finished: as a picture jumps
        for (qsizetype i = 0; i < queens.size(); ++i) {
            QVERIFY(queens.at(i));
            QCOMPARE(queens.at(i)->pos(), glides.at(i).second);
        }
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(!alive);
        QVERIFY(std::none_of(queens.begin(), queens.end(), [](const auto &queen) { return queen; }));
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
        // The nearest queen on each line, as in chess: a queen on the same
        // column further away is hidden behind the nearer one.
        scene.placeQueen(5, 3);
        QCOMPARE(scene.attackersOf(7, 3), (QList<QPoint> { QPoint(3, 5) }));
        QCOMPARE(scene.attackerCount(7, 3), 2); // the line count sees both
        scene.removeQueen(5);
        const QImage plain = scene.renderImage(300);
        scene.setHoveredSquare(3, 3);
        QCOMPARE(scene.hoveredSquare(), QPoint(3, 3));
        QVERIFY(scene.renderImage(300) != plain); // the attack lines are drawn
        scene.setHoveredSquare(-1, -1);
        QCOMPARE(scene.renderImage(300), plain);
    }

    // The scene follows the pointer itself: over a square it shows who
    // attacks it, off the board or under an item that takes hover events
    // (play mode's layer) it shows nothing.
    void hoverFollowsThePointer()
    {
        BoardScene scene;
        scene.setBoardSize(8);
        scene.placeQueen(0, 0);
        scene.placeQueen(3, 5);
        BoardView view(&scene);
        view.resize(400, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const auto pointAt = [&](const QPointF &at) { return view.mapFromScene(at); };
        QTest::mouseMove(view.viewport(), pointAt(scene.squareRect(3, 3).center()));
        QTRY_COMPARE(scene.hoveredSquare(), QPoint(3, 3));
        BoardItem *board = nullptr;
        for (QGraphicsItem *item : scene.items()) {
            board = board ? board : qgraphicsitem_cast<BoardItem *>(item);
        }
        QVERIFY(board);
        QVERIFY2(board->toolTip().contains(QLatin1String("a8")), qPrintable(board->toolTip()));
        QVERIFY2(board->toolTip().contains(QLatin1String("f5")), qPrintable(board->toolTip()));
        QTest::mouseMove(view.viewport(), pointAt(scene.squareRect(6, 1).center()));
        QTRY_COMPARE(scene.hoveredSquare(), QPoint(1, 6));
        // The label margin is off the board.
        QTest::mouseMove(view.viewport(),
            pointAt(scene.squareRect(7, 0).center()
                - QPointF(scene.SquareSize * 0.5 + scene.labelMargin() * 0.5, 0)));
        QTRY_COMPARE(scene.hoveredSquare(), QPoint(-1, -1));
        QVERIFY(board->toolTip().isEmpty());
        // An item above the board that takes the hover keeps it for itself.
        auto *cover = scene.addRect(scene.squareRect(3, 3));
        cover->setZValue(100);
        cover->setAcceptHoverEvents(true);
        QTest::mouseMove(view.viewport(), pointAt(scene.squareRect(3, 3).center()));
        QTest::qWait(50);
        QCOMPARE(scene.hoveredSquare(), QPoint(-1, -1));
        QTest::mouseMove(view.viewport(), pointAt(scene.squareRect(4, 3).center()));
        QTRY_COMPARE(scene.hoveredSquare(), QPoint(3, 4));
    }

    // Forward checking's pruned squares, the wiped-out row and dancing
    // links' covered lines: what is set is what is shown and named.
    void propagationMarks()
    {
        BoardScene scene;
        scene.setBoardSize(6);
        scene.placeQueen(1, 2);
        const QImage plain = scene.renderImage(300);
        QList<QPoint> pruned(36, QPoint(-1, -1));
        pruned[3 * 6 + 2] = QPoint(2, 1); // c3, by c5 along the column
        pruned[3 * 6 + 4] = QPoint(2, 1); // e3, by c5 along the diagonal
        pruned[2 * 6 + 1] = QPoint(2, 1); // b4, by c5 along the anti-diagonal
        scene.setPrunedSquares(pruned);
        QCOMPARE(scene.prunedCount(), 3);
        QCOMPARE(scene.prunedBy(3, 4), QPoint(2, 1));
        QCOMPARE(scene.prunedBy(3, 3), QPoint(-1, -1));
        QCOMPARE(scene.prunedBy(9, 9), QPoint(-1, -1));
        const QImage withPrunes = scene.renderImage(300);
        QVERIFY(withPrunes != plain);
        BoardItem *board = nullptr;
        for (QGraphicsItem *item : scene.items()) {
            board = board ? board : qgraphicsitem_cast<BoardItem *>(item);
        }
        QVERIFY(board);
        const QList<std::tuple<int, int, QString>> tips {
            { 3, 2, QStringLiteral("c3: pruned by the queen on c5 (column).") },
            { 3, 4, QStringLiteral("e3: pruned by the queen on c5 (diagonal).") },
            { 2, 1, QStringLiteral("b4: pruned by the queen on c5 (anti-diagonal).") },
        };
        for (const auto &[row, col, tip] : tips) {
            scene.setHoveredSquare(row, col);
            QCOMPARE(board->toolTip(), tip);
        }
        scene.setHoveredSquare(3, 3); // not pruned: the attack tool tip
        QVERIFY(!board->toolTip().contains(QLatin1String("pruned")));
        // A list of the wrong size clears them.
        scene.setPrunedSquares({ QPoint(0, 0) });
        QCOMPARE(scene.prunedCount(), 0);
        QCOMPARE(scene.renderImage(300), plain);

        // The wipe-out band: its flash ends where the still band is.
        scene.setWipedOutRow(4, 500);
        QCOMPARE(scene.wipedOutRow(), 4);
        const QImage flashed = scene.renderImage(300);
        scene.setWipedOutRow(-1);
        QCOMPARE(scene.renderImage(300), plain);
        scene.setWipedOutRow(4);
        QCOMPARE(scene.renderImage(300), flashed);
        QVERIFY(flashed != plain);
        scene.setWipedOutRow(7); // off the board
        QCOMPARE(scene.wipedOutRow(), -1);

        // Covered lines: row 1, column 2 and both diagonals of c5, and column e.
        BoardScene::CoveredLines lines;
        lines.rows = QList<bool>(6, false);
        lines.columns = QList<bool>(6, false);
        lines.diagonals = QList<bool>(11, false);
        lines.antiDiagonals = QList<bool>(11, false);
        lines.rows[1] = true;
        lines.columns[2] = lines.columns[4] = true;
        lines.diagonals[1 - 2 + 5] = true;
        lines.antiDiagonals[1 + 2] = true;
        scene.setCoveredLines(lines);
        for (int row = 0; row < 6; ++row) {
            for (int col = 0; col < 6; ++col) {
                const bool expected
                    = row == 1 || col == 2 || col == 4 || row - col == -1 || row + col == 3;
                QCOMPARE(scene.isSquareCovered(row, col), expected);
            }
        }
        QVERIFY(scene.renderImage(300) != flashed);
        scene.setCoveredLines({});
        QVERIFY(!scene.isSquareCovered(1, 0));
        scene.setCurrentColumn(3);
        QCOMPARE(scene.currentColumn(), 3);
        scene.setCurrentColumn(6);
        QCOMPARE(scene.currentColumn(), -1);
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
        const QImage hatched = scene.renderImage(200);
        QVERIFY(hatched != plain);
        // Hatched: the queen's row, column and diagonal; not the queen's own
        // square nor a square off its lines.
        const QRectF scene0 = scene.sceneRect();
        const qreal scale = 200 / std::max(scene0.width(), scene0.height());
        const auto inside = [&](int row, int col) {
            const QRectF square = scene.squareRect(row, col).translated(-scene0.topLeft());
            const QRectF pixels(square.topLeft() * scale, square.size() * scale);
            return pixels.adjusted(2, 2, -2, -2).toRect();
        };
        for (const auto &[row, col, attacked] : { std::tuple { 0, 3, true }, { 2, 0, true },
                 { 3, 3, true }, { 0, 0, false }, { 1, 2, false }, { 2, 1, false } }) {
            QCOMPARE(hatched.copy(inside(row, col)) != plain.copy(inside(row, col)), attacked);
        }
        // Moving the queen moves the hatching.
        scene.placeQueen(0, 1);
        QVERIFY(scene.renderImage(200).copy(inside(2, 1)) != plain.copy(inside(2, 1)));
        scene.placeQueen(0, 0);
        scene.setAttacksShown(false);
        QCOMPARE(scene.renderImage(200), plain);
    }

    // Attacker counts in O(1) agree with the pairwise definition, and the
    // conflict badges draw only when asked for.
    void conflictCounts()
    {
        BoardScene scene;
        scene.setBoardSize(8);
        const QList<int> board { 0, 2, 4, 6, 1, 3, 5, 0 }; // rows 0 and 7 share column a
        scene.setQueens(board);
        quint64 pairs = 0;
        for (int row = 0; row < 8; ++row) {
            for (int col = 0; col < 8; ++col) {
                QCOMPARE(scene.attackerCount(row, col), lineAttackersByHand(scene, row, col));
            }
            for (int other = row + 1; other < 8; ++other) {
                const int a = board[row];
                const int b = board[other];
                pairs += a == b || std::abs(a - b) == other - row ? 1 : 0;
            }
        }
        QCOMPARE(scene.conflictPairs(), pairs);
        // Out of order: a row emptied and filled again anywhere.
        scene.removeQueen(4);
        scene.placeQueen(4, 7);
        scene.placeQueen(0, 5); // a move within a full row
        for (int row = 0; row < 8; ++row) {
            for (int col = 0; col < 8; ++col) {
                QCOMPARE(scene.attackerCount(row, col), lineAttackersByHand(scene, row, col));
            }
        }
        const QImage plain = scene.renderImage(400);
        scene.setConflictsShown(true);
        scene.setConflictRow(3);
        QCOMPARE(scene.conflictRow(), 3);
        QVERIFY(scene.renderImage(400) != plain);
        scene.setConflictsShown(false);
        QCOMPARE(scene.renderImage(400), plain);
        scene.setConflictRow(99); // off the board: none
        QCOMPARE(scene.conflictRow(), -1);
    }

    // A big board is one image: no item per square or per queen.
    void bigBoardIsAnImage()
    {
        BoardScene scene;
        scene.setBoardSize(500);
        QVERIFY(scene.isImageBoard());
        const qsizetype empty = scene.items().size();
        QVERIFY2(empty < 40, qPrintable(QString::number(empty)));
        QList<int> board(500);
        for (int row = 0; row < 500; ++row) {
            board[row] = (row * 7) % 500; // some attack each other
        }
        scene.setQueens(board);
        scene.setConflictsShown(true);
        scene.setConflictRow(250);
        scene.setAttacksShown(true); // no hatching items on an image board
        QCOMPARE(scene.items().size(), empty);
        QCOMPARE(scene.queenCount(), 500);
        // The image holds the queens: an attacked one in its own colour.
        BoardItem *item = nullptr;
        for (QGraphicsItem *candidate : scene.items()) {
            if (candidate->type() == BoardItem::Type) {
                item = static_cast<BoardItem *>(candidate);
            }
        }
        QVERIFY(item && item->isImageMode());
        const QImage &image = item->image();
        QCOMPARE(image.size(), QSize(500, 500));
        QVERIFY(image.pixel(board[3], 3) != image.pixel((board[3] + 1) % 500, 3));
        // A move repaints its row's squares.
        const QRgb before = image.pixel(board[3], 3);
        scene.placeQueen(3, (board[3] + 250) % 500);
        QVERIFY(item->image().pixel(board[3], 3) != before);
        const QRgb moved = item->image().pixel((board[3] + 250) % 500, 3);
        QVERIFY(moved == scene.theme().label.rgb() || moved == scene.theme().rejectFill.rgb());
        // An animated arrival moves an item of its own, which goes when it lands.
        scene.placeQueen(4, (board[4] + 100) % 500, 150);
        QCOMPARE(scene.items().size(), empty + 1);
        const QImage landed = scene.renderImage(300); // finishes the animation first
        QTRY_COMPARE(scene.items().size(), empty);
        QCOMPARE(scene.renderImage(300), landed);
        // An animated removal lifts a stand-in away, which goes as it fades;
        // the image no longer has the queen from the start.
        const int leaving = scene.queenColumn(5);
        const QRgb present = item->image().pixel(leaving, 5);
        scene.removeQueen(5, 150);
        QCOMPARE(scene.queenColumn(5), -1);
        QCOMPARE(scene.items().size(), empty + 1);
        QVERIFY(item->image().pixel(leaving, 5) != present);
        const QImage lifted = scene.renderImage(300);
        QTRY_COMPARE(scene.items().size(), empty);
        QCOMPARE(scene.renderImage(300), lifted);
        // A row that changes again while its stand-in is in the air: the
        // stand-in goes at once, and the board draws the row's queen.
        scene.placeQueen(5, leaving, 400); // drops in: the board leaves it out
        QVERIFY(item->isQueenHidden(5));
        scene.removeQueen(5); // at once: nothing may land on the empty row
        QCOMPARE(scene.items().size(), empty);
        QVERIFY(!item->isQueenHidden(5));
        scene.placeQueen(5, leaving);
        scene.removeQueen(5, 400); // lifts away...
        QCOMPARE(scene.items().size(), empty + 1);
        scene.placeQueen(5, leaving); // ...but is put straight back
        QCOMPARE(scene.items().size(), empty);
        QVERIFY(!item->isQueenHidden(5));
        scene.placeQueen(5, (leaving + 1) % 500, 400); // a move that drops in
        scene.placeQueen(5, (leaving + 2) % 500, 400); // and another before it lands
        QCOMPARE(scene.items().size(), empty + 1);
        QVERIFY(item->isQueenHidden(5));
        QTRY_COMPARE(scene.items().size(), empty);
        QVERIFY(!item->isQueenHidden(5));
        // A rebuilt board takes a stand-in still in the air with it, and
        // nothing of it runs later (ASan watches this in CI).
        scene.removeQueen(6, 100);
        scene.placeQueen(7, 1, 100);
        scene.setBoardSize(501);
        QCOMPARE(scene.items().size(), empty);
        QTest::qWait(200);
        QCOMPARE(scene.items().size(), empty);
        scene.setBoardSize(500);
        scene.setQueens(board);
        QElapsedTimer clock;
        clock.start();
        const QImage picture = scene.renderImage(800);
        QVERIFY(!picture.isNull());
        QVERIFY(clock.elapsed() < 10000); // a hang guard, not a speed target
        // Smaller boards keep their items.
        scene.setBoardSize(BoardScene::ItemBoardMax);
        QVERIFY(!scene.isImageBoard());
    }

    // Zoom and pan of the view: the transform follows, fit brings it back.
    void viewZoomsAndPans()
    {
        BoardScene scene;
        scene.setBoardSize(200);
        BoardView view(&scene);
        view.resize(400, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QTransform fitted = view.transform();
        QCOMPARE(view.zoom(), 1.0);
        view.zoomIn();
        QVERIFY(view.zoom() > 1.0);
        QVERIFY(view.transform().m11() > fitted.m11());
        // Ctrl+wheel zooms in further; a plain wheel does not zoom.
        const qreal before = view.zoom();
        QWheelEvent wheel(QPointF(200, 200), view.mapToGlobal(QPointF(200, 200)), QPoint(),
            QPoint(0, 240), Qt::NoButton, Qt::ControlModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view.viewport(), &wheel);
        QVERIFY(view.zoom() > before);
        // Pan: Ctrl+Right and a middle-button drag move the scroll bars.
        const int h = view.horizontalScrollBar()->value();
        QTest::keyClick(&view, Qt::Key_Right, Qt::ControlModifier);
        QVERIFY(view.horizontalScrollBar()->value() > h);
        const int v = view.verticalScrollBar()->value();
        QTest::mousePress(view.viewport(), Qt::MiddleButton, {}, QPoint(200, 200));
        QMouseEvent move(QEvent::MouseMove, QPointF(200, 150),
            view.viewport()->mapToGlobal(QPointF(200, 150)), Qt::NoButton, Qt::MiddleButton,
            Qt::NoModifier);
        QApplication::sendEvent(view.viewport(), &move);
        QTest::mouseRelease(view.viewport(), Qt::MiddleButton, {}, QPoint(200, 150));
        QVERIFY(view.verticalScrollBar()->value() > v);
        // With NQ_BOARD_SNAPSHOTS=dir, the zoomed views are written there to look at.
        const QString snapshots = qEnvironmentVariable("NQ_BOARD_SNAPSHOTS");
        if (!snapshots.isEmpty()) {
            QList<int> board(200);
            for (int row = 0; row < 200; ++row) {
                board[row] = (row * 3) % 200;
            }
            scene.setQueens(board);
            scene.setConflictsShown(true);
            scene.setConflictRow(0);
            view.fitToView();
            QVERIFY(view.grab().save(snapshots + QStringLiteral("/fit.png")));
            view.setZoom(8);
            QVERIFY(view.grab().save(snapshots + QStringLiteral("/zoom8.png")));
            view.setZoom(60);
            view.centerOn(scene.squareRect(1, 1).center());
            QVERIFY(view.grab().save(snapshots + QStringLiteral("/zoom60.png")));
            view.centerOn(scene.squareRect(199, 1).center());
            QVERIFY(view.grab().save(snapshots + QStringLiteral("/corner.png")));
            view.zoomIn();
        }
        // Never beyond a square of MaxSquarePixels.
        view.setZoom(1e9);
        QCOMPARE(view.zoom(), view.maxZoom());
        QVERIFY(view.transform().m11() * 100.0 <= BoardView::MaxSquarePixels + 1);
        view.fitAction()->trigger();
        QCOMPARE(view.zoom(), 1.0);
        QCOMPARE(view.transform(), fitted);
        // A new board is fitted.
        view.zoomIn();
        scene.setBoardSize(300);
        QCOMPARE(view.zoom(), 1.0);
    }
};

QTEST_MAIN(TestBoardScene)
#include "tst_boardscene.moc"
