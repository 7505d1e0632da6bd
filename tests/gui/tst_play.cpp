// SPDX-License-Identifier: MIT
// Play mode: conflicts in the chess sense, solved boards and which solution
// they are, hints that lead to solutions (and dead ends that say so), exact
// undo and redo, and the window: clicks, keys, the run's board kept and
// taken over.
#include "text/squarenames.h"
#include "activity/activityhost.h"
#include "board/boarditem.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "board/queenitem.h"
#include "window/languagemanager.h"
#include "window/mainwindow.h"
#include "play/playcontroller.h"
#include "play/playlayer.h"
#include "play/playmode.h"
#include "play/playpanel.h"
#include "play/playposition.h"
#include "display/boardpresenter.h"
#include "run/runactions.h"
#include "run/runcontroller.h"
#include "support/shownwindow.h"
#include "support/wait.h"

#include <QAction>
#include <QGraphicsView>
#include <QPointer>
#include <QRandomGenerator>
#include <QTest>
#include <QUndoStack>

#include "solver/completion.h"
#include "solver/solutions.h"
#include "solver/symmetry.h"

#include <algorithm>
#include <memory>

using Pair = PlayPosition::Pair;

Q_DECLARE_METATYPE(QList<Pair>)

namespace {

PlayPosition position(int n, const QList<QPoint> &queens)
{
    PlayPosition p(n);
    for (const QPoint &q : queens) {
        p.setQueen(q.y(), q.x(), true);
    }
    return p;
}

std::vector<int> toVector(const QList<int> &columns)
{
    return { columns.begin(), columns.end() };
}

// A random conflict-free partial position: queens tried on random squares.
QList<int> randomPartial(QRandomGenerator &random, int n, int tries)
{
    QList<int> columns(n, -1);
    for (int i = 0; i < tries; ++i) {
        const int row = int(random.bounded(n));
        const int col = int(random.bounded(n));
        if (columns[row] >= 0) {
            continue;
        }
        bool safe = true;
        for (int r = 0; r < n && safe; ++r) {
            const int c = columns[r];
            safe = c < 0 || (c != col && std::abs(c - col) != std::abs(r - row));
        }
        if (safe) {
            columns[row] = col;
        }
    }
    return columns;
}

// Asks for a hint and waits for the answer.
PlayController::HintState askHint(PlayController &controller)
{
    controller.requestHint();
    const nqtest::Waited answered = nqtest::waitUntil(
        [&] { return controller.hintState() != PlayController::HintState::Searching; },
        "the hint search to answer", 20000);
    if (!answered) {
        qWarning("%s", answered.message.constData());
    }
    return answered ? controller.hintState() : PlayController::HintState::Searching;
}

} // namespace

class TestPlay : public QObject
{
    Q_OBJECT

private slots:
    void conflicts_data();
    void conflicts();
    void attackersOfSquare();
    void layerHatchesAsTheRunBoard_data();
    void layerHatchesAsTheRunBoard();
    void layerCoversTheOneBoard();
    void solvedDetection();
    void identifiesEverySolutionOf8();
    void identifiesInController_data();
    void identifiesInController();
    void bigSolvedBoardIsNotEnumerated();
    void completionAgreesWithCounting();
    void hintIsFirstRowSmallestColumn();
    void hintsLeadToSolutions_data();
    void hintsLeadToSolutions();
    void hintsFromRandomPositions();
    void deadEndsAndConflicts();
    void hintSearchIsBounded();
    void hintSearchCanBeCancelled();
    void undoRedoRestoreExactly();
    void windowPlaysAndRestoresTheRun();
    void windowClicksAndKeys();
    void windowFollowsBoardSize();
    void bigBoardsSayWhatTheyCannotShow();
    void panelShowsTheCounts();
};

void TestPlay::conflicts_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<QList<QPoint>>("queens"); // QPoint(col, row)
    QTest::addColumn<QList<Pair>>("pairs");
    QTest::addColumn<int>("conflicted");

    const auto p = [](int c, int r) { return QPoint(c, r); };
    QTest::newRow("empty") << 8 << QList<QPoint> {} << QList<Pair> {} << 0;
    QTest::newRow("one") << 8 << QList<QPoint> { p(3, 3) } << QList<Pair> {} << 0;
    QTest::newRow("row") << 8 << QList<QPoint> { p(1, 2), p(6, 2) }
                         << QList<Pair> { { p(1, 2), p(6, 2) } } << 2;
    QTest::newRow("column") << 8 << QList<QPoint> { p(4, 0), p(4, 7) }
                            << QList<Pair> { { p(4, 0), p(4, 7) } } << 2;
    QTest::newRow("diagonal") << 8 << QList<QPoint> { p(1, 0), p(4, 3) }
                              << QList<Pair> { { p(1, 0), p(4, 3) } } << 2;
    QTest::newRow("anti-diagonal")
        << 8 << QList<QPoint> { p(7, 1), p(2, 6) } << QList<Pair> { { p(7, 1), p(2, 6) } } << 2;
    QTest::newRow("knight move") << 8 << QList<QPoint> { p(0, 0), p(1, 2) } << QList<Pair> {} << 0;
    // The middle queen blocks the outer two: two pairs, not three.
    QTest::newRow("row of three") << 8 << QList<QPoint> { p(0, 4), p(3, 4), p(7, 4) }
                                  << QList<Pair> { { p(0, 4), p(3, 4) }, { p(3, 4), p(7, 4) } }
                                  << 3;
    QTest::newRow("diagonal of three")
        << 5 << QList<QPoint> { p(0, 0), p(2, 2), p(4, 4) }
        << QList<Pair> { { p(0, 0), p(2, 2) }, { p(2, 2), p(4, 4) } } << 3;
    // One queen attacked along two lines at once; the others stay apart.
    QTest::newRow("two lines") << 8 << QList<QPoint> { p(0, 0), p(5, 0), p(5, 5) }
                               << QList<Pair> { { p(0, 0), p(5, 0) }, { p(0, 0), p(5, 5) },
                                      { p(5, 0), p(5, 5) } }
                               << 3;
    QTest::newRow("a solution") << 4 << QList<QPoint> { p(1, 0), p(3, 1), p(0, 2), p(2, 3) }
                                << QList<Pair> {} << 0;
    QTest::newRow("full 2x2") << 2 << QList<QPoint> { p(0, 0), p(1, 0), p(0, 1), p(1, 1) }
                              << QList<Pair> { { p(0, 0), p(1, 0) }, { p(0, 0), p(0, 1) },
                                     { p(0, 0), p(1, 1) }, { p(1, 0), p(1, 1) },
                                     { p(1, 0), p(0, 1) }, { p(0, 1), p(1, 1) } }
                              << 4;
}

void TestPlay::conflicts()
{
    QFETCH(int, n);
    QFETCH(QList<QPoint>, queens);
    QFETCH(QList<Pair>, pairs);
    QFETCH(int, conflicted);
    const PlayPosition board = position(n, queens);
    QCOMPARE(board.queenCount(), int(queens.size()));
    QCOMPARE(board.queensLeft(), n - int(queens.size()));
    QCOMPARE(board.attackingPairs(), pairs);
    QCOMPARE(int(board.conflictedQueens().size()), conflicted);
}

void TestPlay::attackersOfSquare()
{
    // The nearest queen on each line counts; f3 (col 6, row 5) is on no line of e4.
    const PlayPosition board
        = position(8, { QPoint(4, 0), QPoint(4, 1), QPoint(0, 4), QPoint(7, 7), QPoint(6, 5) });
    // (row 4, col 4): the column from above (e7 hides e8), the row from the
    // left, the diagonal down to the right.
    const QList<QPoint> attackers = board.attackersOf(4, 4);
    QCOMPARE(attackers, (QList<QPoint> { QPoint(4, 1), QPoint(0, 4), QPoint(7, 7) }));
    QVERIFY(board.attackersOf(-1, 0).isEmpty());
}

void TestPlay::layerHatchesAsTheRunBoard_data()
{
    QTest::addColumn<QList<int>>("columns");
    QTest::newRow("one queen") << QList<int> { -1, -1, 3, -1, -1 };
    QTest::newRow("a column pair") << QList<int> { -1, 1, -1, -1, 1 };
}

// Play mode's hatching and queens are the run board's own: on the same
// queens the squares look the same, pixel for pixel (but for the play
// cursor's square and the squares of the conflict marks).
void TestPlay::layerHatchesAsTheRunBoard()
{
    QFETCH(QList<int>, columns);
    BoardScene run;
    run.setBoardSize(int(columns.size()));
    run.setQueens(columns);
    run.setAttacksShown(true);
    BoardScene below;
    below.setBoardSize(int(columns.size()));
    auto *layer = new PlayLayer(&below);
    const PlayPosition position = PlayPosition::fromColumns(columns);
    layer->showPosition(position);
    layer->setAttacksShown(true);
    const int pixels = 400;
    const QImage expected = run.renderImage(pixels);
    const QImage shown = below.renderImage(pixels);
    const QRectF scene = run.sceneRect();
    const qreal scale = pixels / std::max(scene.width(), scene.height());
    const auto square = [&](int row, int col) {
        const QRectF rect = run.squareRect(row, col).translated(-scene.topLeft());
        // Inside the square: its neighbours' marks may touch its edge pixels.
        return QRectF(rect.topLeft() * scale, rect.size() * scale).toRect().adjusted(2, 2, -2, -2);
    };
    const BoardModel &board = position.model();
    // The cursor's square, and the squares of a conflict's line and rings.
    QList<QPoint> marked { QPoint(0, 0) };
    for (const BoardModel::Pair &pair : board.attackingPairs()) {
        const QPoint step((pair.second.x() > pair.first.x()) - (pair.second.x() < pair.first.x()),
            (pair.second.y() > pair.first.y()) - (pair.second.y() < pair.first.y()));
        for (QPoint at = pair.first; at != pair.second + step; at += step) {
            marked.append(at);
        }
    }
    int hatched = 0;
    for (int row = 0; row < board.size(); ++row) {
        for (int col = 0; col < board.size(); ++col) {
            if (!marked.contains(QPoint(col, row))) {
                QCOMPARE(shown.copy(square(row, col)), expected.copy(square(row, col)));
            }
            hatched += !board.hasQueen(row, col) && board.isAttacked(row, col) ? 1 : 0;
        }
    }
    QVERIFY(hatched > 0);
    // The hatching shows where the model says, and only when asked for.
    layer->setAttacksShown(false);
    const QImage plain = below.renderImage(pixels);
    for (int row = 0; row < board.size(); ++row) {
        for (int col = 0; col < board.size(); ++col) {
            const bool attacked = !board.hasQueen(row, col) && board.isAttacked(row, col);
            QCOMPARE(plain.copy(square(row, col)) != shown.copy(square(row, col)), attacked);
        }
    }
}

namespace {

// The run's state that play mode covers: queens, hatching, the current row,
// given squares, conflicts and a captioned refusal.
void showRunMarks(BoardScene &scene)
{
    scene.setQueens(QList<int> { 1, -1, 4, 0, -1, -1 });
    scene.setAttacksShown(true);
    scene.setCurrentRow(1);
    scene.setGivenSquares({ 1, -1, -1, -1, -1, -1 });
    scene.setConflictsShown(true);
    scene.showRejection(1, 3, 2, 4, QStringLiteral("b5 is attacked by the queen on e4"));
}

int countOf(const BoardScene &scene, int type)
{
    const QList<QGraphicsItem *> items = scene.items();
    return int(std::count_if(items.begin(), items.end(),
        [type](const QGraphicsItem *item) { return item->type() == type; }));
}

} // namespace

// There is one board: play mode's layer draws on the scene's squares with the
// scene's queen picture and covers the run's queens and marks, which go on
// underneath and come back exactly as they stand when the layer goes.
void TestPlay::layerCoversTheOneBoard()
{
    const int n = 6;
    BoardScene scene;
    scene.setBoardSize(n);
    showRunMarks(scene);
    const int pixels = 360;
    const QImage before = scene.renderImage(pixels);
    const QString description = scene.boardDescription();
    QVERIFY(!scene.rejectionCaption().isEmpty());
    QCOMPARE(countOf(scene, BoardItem::Type), 1);

    QPointer<PlayLayer> layer = new PlayLayer(&scene);
    const PlayPosition position = PlayPosition::fromColumns({ -1, 2, -1, -1, 5, 2 });
    layer->showPosition(position, QPoint(0, 0));
    layer->setAttacksShown(true);
    QVERIFY(scene.isRunCovered());
    QCOMPARE(countOf(scene, BoardItem::Type), 1);
    // Only the position's queens show, the hinted one faint among them.
    int shownQueens = 0;
    for (QGraphicsItem *item : scene.items()) {
        if (item->type() == QueenItem::Type && item->isVisible()) {
            QCOMPARE(item->parentItem(), layer.data());
            ++shownQueens;
        }
    }
    QCOMPARE(shownQueens, position.queenCount() + 1);
    // The run's state is still the scene's to tell.
    QCOMPARE(scene.boardDescription(), description);

    // Nothing of the run shows: the picture is that of the same layer over
    // an empty board.
    const QImage covered = scene.renderImage(pixels);
    QVERIFY(covered != before);
    {
        BoardScene empty;
        empty.setBoardSize(n);
        auto *alone = new PlayLayer(&empty);
        alone->showPosition(position, QPoint(0, 0));
        alone->setAttacksShown(true);
        QCOMPARE(empty.renderImage(pixels), covered);
    }

    // The layer takes the hover: no attack lines from the run's queens.
    {
        BoardView view(&scene);
        view.resize(400, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTest::mouseMove(view.viewport(), view.mapFromScene(scene.squareRect(3, 3).center()));
        QTRY_VERIFY_WITH_TIMEOUT(
            !layer->toolTip().isEmpty(), nqtest::HangGuardMs); // the layer names the square
        QCOMPARE(scene.hoveredSquare(), QPoint(-1, -1));
    }

    // Leaving: the run's board exactly as it was.
    delete layer.data();
    QVERIFY(!scene.isRunCovered());
    QCOMPARE(scene.renderImage(pixels), before);
    QCOMPARE(scene.boardDescription(), description);

    // The run moves on under the layer (a queen dropping in, a new refusal)
    // and shows as a board that was never covered.
    layer = new PlayLayer(&scene);
    scene.placeQueen(5, 3, 200);
    scene.showRejection(4, 0, 3, 0, QStringLiteral("a2 is attacked by the queen on a3"));
    BoardScene uncovered;
    uncovered.setBoardSize(n);
    showRunMarks(uncovered);
    uncovered.placeQueen(5, 3);
    uncovered.showRejection(4, 0, 3, 0, QStringLiteral("a2 is attacked by the queen on a3"));
    delete layer.data();
    QCOMPARE(scene.renderImage(pixels), uncovered.renderImage(pixels));

    // A rebuild deletes the layer with the items; the layer takes its cover
    // with it, and a new one covers the new board.
    layer = new PlayLayer(&scene);
    scene.setBoardSize(5);
    QVERIFY(!layer);
    QVERIFY(!scene.isRunCovered());
    scene.setQueens(QList<int> { 0, 2, 4, 1, 3 });
    layer = new PlayLayer(&scene);
    QVERIFY(scene.isRunCovered());
    for (QGraphicsItem *item : scene.items()) {
        QVERIFY(item->type() != QueenItem::Type || !item->isVisible());
    }
    delete layer.data();
    QCOMPARE(countOf(scene, QueenItem::Type), 5);
    for (QGraphicsItem *item : scene.items()) {
        QVERIFY(item->type() != QueenItem::Type || item->isVisible());
    }
}

void TestPlay::solvedDetection()
{
    const std::vector<int> solution = nq::allSolutions(8, 1).front();
    QList<int> columns(solution.begin(), solution.end());
    PlayPosition board = PlayPosition::fromColumns(columns);
    QVERIFY(board.isSolved());
    QCOMPARE(board.queensLeft(), 0);
    QCOMPARE(*board.columns(), columns);
    // One queen short: not solved.
    board.setQueen(3, columns[3], false);
    QVERIFY(!board.isSolved());
    QCOMPARE(board.queensLeft(), 1);
    // Eight queens with a conflict: not solved.
    board.setQueen(3, columns[3] == 0 ? 1 : 0, true);
    QVERIFY(!board.isSolved());
    QVERIFY(!board.attackingPairs().isEmpty());
    // Nine queens: too many.
    board = PlayPosition::fromColumns(columns);
    board.setQueen(0, (columns[0] + 1) % 8, true);
    QCOMPARE(board.queensLeft(), -1);
    QVERIFY(!board.isSolved());
    QVERIFY(!board.columns()); // two queens in row 0
    // 1x1 is solved by its only queen.
    QVERIFY(position(1, { QPoint(0, 0) }).isSolved());
}

void TestPlay::identifiesEverySolutionOf8()
{
    const auto all = nq::allSolutions(8);
    const auto fundamental = nq::fundamentalSolutions(8);
    QCOMPARE(all.size(), std::size_t(92));
    for (std::size_t i = 0; i < all.size(); ++i) {
        const nq::SolutionIdentity id = nq::identify(all[i]);
        QCOMPARE(id.index, i + 1);
        QCOMPARE(id.total, quint64(92));
        QCOMPARE(id.fundamentalTotal, quint64(12));
        const auto canon = nq::canonical(all[i]);
        const auto at = std::find(fundamental.begin(), fundamental.end(), canon);
        QVERIFY(at != fundamental.end());
        QCOMPARE(id.fundamentalIndex, quint64(at - fundamental.begin() + 1));
    }
    // The first solution of 8x8, 0 4 7 5 2 6 1 3, is the first class's canonical board.
    const nq::SolutionIdentity first = nq::identify(std::vector<int> { 0, 4, 7, 5, 2, 6, 1, 3 });
    QCOMPARE(first.index, quint64(1));
    QCOMPARE(first.fundamentalIndex, quint64(1));
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument, nq::identify(std::vector<int> { 0, 1, 2, 3, 4, 5, 6, 7 }));
}

void TestPlay::identifiesInController_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("index"); // 1-based
    QTest::newRow("1x1") << 1 << 1;
    QTest::newRow("4x4 second") << 4 << 2;
    QTest::newRow("8x8 37") << 8 << 37;
    QTest::newRow("8x8 last") << 8 << 92;
    QTest::newRow("12x12 10000") << 12 << 10000;
}

void TestPlay::identifiesInController()
{
    QFETCH(int, n);
    QFETCH(int, index);
    const auto all = nq::allSolutions(n);
    const std::vector<int> &solution = all.at(index - 1);
    const auto fundamental = nq::fundamentalSolutions(n);
    const quint64 classIndex
        = quint64(std::find(fundamental.begin(), fundamental.end(), nq::canonical(solution))
            - fundamental.begin() + 1);

    PlayController controller;
    controller.setBoardSize(n);
    for (int row = 0; row < n; ++row) {
        QVERIFY(!controller.position().isSolved());
        controller.toggleQueen(row, solution[row]);
    }
    QVERIFY(controller.position().isSolved());
    QVERIFY(controller.identity());
    QCOMPARE(controller.identity()->index, quint64(index));
    QCOMPARE(controller.identity()->total, quint64(all.size()));
    QCOMPARE(controller.identity()->fundamentalIndex, classIndex);
    QCOMPARE(controller.identity()->fundamentalTotal, quint64(fundamental.size()));
    const QString expected
        = QStringLiteral("Solved! Solution %1 of %2, fundamental class %3 of %4.")
              .arg(QLocale().toString(index), QLocale().toString(int(all.size())),
                  QLocale().toString(classIndex), QLocale().toString(quint64(fundamental.size())));
    QVERIFY2(controller.statusText().startsWith(expected), qPrintable(controller.statusText()));
    // Taking a queen away forgets it.
    controller.toggleQueen(0, solution[0]);
    QVERIFY(!controller.identity());
}

void TestPlay::bigSolvedBoardIsNotEnumerated()
{
    const int n = nq::MaxIdentifySize + 8;
    const nq::Completion solution = nq::complete(std::vector<int>(n, -1));
    QCOMPARE(solution.outcome, nq::CompletionOutcome::Found);
    QVERIFY(nq::isValidSolution(solution.columns));
    PlayController controller;
    controller.startFrom(
        PlayPosition::fromColumns(QList<int>(solution.columns.begin(), solution.columns.end())));
    QVERIFY(controller.position().isSolved());
    QVERIFY(!controller.identity());
    QVERIFY2(controller.statusText().startsWith(QLatin1String("Solved!")),
        qPrintable(controller.statusText()));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, nq::identify(solution.columns));
}

void TestPlay::completionAgreesWithCounting()
{
    // complete() against the plain count of completions, on many random
    // partial positions of small boards; the empty board's counts are the
    // known ones.
    QCOMPARE(nq::countCompletions(std::vector<int>(8, -1)), quint64(92));
    QCOMPARE(nq::countCompletions(std::vector<int>(10, -1)), quint64(724));
    QRandomGenerator random(8);
    int deadEnds = 0;
    int found = 0;
    for (int i = 0; i < 600; ++i) {
        const int n = int(random.bounded(1, 11));
        const QList<int> columns = randomPartial(random, n, int(random.bounded(1, n + 2)));
        const std::vector<int> board = toVector(columns);
        const quint64 count = nq::countCompletions(board);
        const nq::Completion completion = nq::complete(board);
        if (count == 0) {
            QCOMPARE(completion.outcome, nq::CompletionOutcome::Impossible);
            ++deadEnds;
            continue;
        }
        ++found;
        QCOMPARE(completion.outcome, nq::CompletionOutcome::Found);
        QVERIFY(nq::isValidSolution(completion.columns));
        for (int r = 0; r < n; ++r) {
            if (columns[r] >= 0) {
                QCOMPARE(completion.columns[r], columns[r]);
            }
        }
    }
    QVERIFY(deadEnds > 20 && found > 20); // both kinds were tried
    // Attacking queens break the precondition.
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument, nq::complete(std::vector<int> { 0, 1, -1, -1 }));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, nq::complete(std::vector<int>(33, -1)));
}

void TestPlay::hintIsFirstRowSmallestColumn()
{
    QRandomGenerator random(37);
    for (int i = 0; i < 300; ++i) {
        const int n = int(random.bounded(1, 10));
        const QList<int> columns = randomPartial(random, n, int(random.bounded(0, n)));
        std::vector<int> board = toVector(columns);
        const nq::Hint hint = nq::findHint(board);
        const auto empty = std::find(board.begin(), board.end(), -1);
        if (empty == board.end()) {
            QCOMPARE(hint.outcome, nq::CompletionOutcome::Found);
            QCOMPARE(hint.row, -1);
            continue;
        }
        const int row = int(empty - board.begin());
        int expected = -1;
        for (int col = 0; col < n && expected < 0; ++col) {
            board[row] = col;
            bool safe = true;
            for (int r = 0; r < n && safe; ++r) {
                safe = r == row || board[r] < 0
                    || (board[r] != col && std::abs(board[r] - col) != std::abs(r - row));
            }
            if (safe && nq::countCompletions(board) > 0) {
                expected = col;
            }
        }
        if (expected < 0) {
            QCOMPARE(hint.outcome, nq::CompletionOutcome::Impossible);
        } else {
            QCOMPARE(hint.outcome, nq::CompletionOutcome::Found);
            QCOMPARE(hint.row, row);
            QCOMPARE(hint.col, expected);
        }
    }
}

void TestPlay::hintsLeadToSolutions_data()
{
    QTest::addColumn<int>("n");
    for (const int n : { 1, 4, 5, 6, 8, 9, 12, 16, 20, 25 }) {
        QTest::addRow("%dx%d", n, n) << n;
    }
}

void TestPlay::hintsLeadToSolutions()
{
    QFETCH(int, n);
    PlayController controller;
    controller.setBoardSize(n);
    for (int placed = 0; placed < n; ++placed) {
        QCOMPARE(askHint(controller), PlayController::HintState::Found);
        const QPoint hint = controller.hintSquare();
        // The first empty row, from the top.
        QCOMPARE(hint.y(), placed);
        QVERIFY(controller.statusText().contains(text::squareName(n, hint.y(), hint.x())));
        controller.toggleQueen(hint.y(), hint.x());
        QCOMPARE(controller.hintState(), PlayController::HintState::None); // a move forgets it
    }
    QVERIFY(controller.position().isSolved());
    QCOMPARE(askHint(controller), PlayController::HintState::Solved);
    if (n == 8) {
        // Hints from the empty board give the first solution in lexicographic order.
        QCOMPARE(controller.identity()->index, quint64(1));
    }
}

void TestPlay::hintsFromRandomPositions()
{
    // From a random part of a random solution (solvable by construction)
    // the hints always end in a solution keeping those queens.
    QRandomGenerator random(2026);
    for (int round = 0; round < 12; ++round) {
        const int n = int(random.bounded(4, 15));
        const auto all = nq::allSolutions(n, 50);
        const std::vector<int> &solution = all.at(random.bounded(int(all.size())));
        PlayController controller;
        controller.setBoardSize(n);
        QList<QPoint> kept;
        for (int row = 0; row < n; ++row) {
            if (random.bounded(3) == 0) {
                controller.toggleQueen(row, solution[row]);
                kept << QPoint(solution[row], row);
            }
        }
        while (!controller.position().isSolved()) {
            QCOMPARE(askHint(controller), PlayController::HintState::Found);
            const QPoint hint = controller.hintSquare();
            controller.toggleQueen(hint.y(), hint.x());
            QVERIFY(controller.position().queenCount() <= n);
        }
        for (const QPoint &queen : std::as_const(kept)) {
            QVERIFY(controller.position().hasQueen(queen.y(), queen.x()));
        }
    }
}

void TestPlay::deadEndsAndConflicts()
{
    PlayController controller;
    // 4x4 with a queen in a corner: no solution from here.
    controller.setBoardSize(4);
    controller.toggleQueen(0, 0);
    QCOMPARE(askHint(controller), PlayController::HintState::DeadEnd);
    QVERIFY2(controller.statusText().contains(QLatin1String("No solution from here")),
        qPrintable(controller.statusText()));
    // 8x8: a1 and b3 leave no solution? Checked against counting.
    controller.setBoardSize(8);
    const std::vector<int> deadEnd { 0, 2, 4, 1, 3, -1, -1, -1 };
    QCOMPARE(nq::countCompletions(deadEnd), quint64(0));
    for (int row = 0; row < 5; ++row) {
        controller.toggleQueen(row, deadEnd[row]);
    }
    QCOMPARE(askHint(controller), PlayController::HintState::DeadEnd);
    // 2x2 and 3x3 have no solution at all.
    for (const int n : { 2, 3 }) {
        controller.setBoardSize(n);
        QCOMPARE(askHint(controller), PlayController::HintState::DeadEnd);
    }
    // Conflicts first.
    controller.setBoardSize(8);
    controller.toggleQueen(2, 1);
    controller.toggleQueen(2, 6);
    QCOMPARE(askHint(controller), PlayController::HintState::Conflicts);
    QVERIFY(controller.statusText().contains(QLatin1String("Remove the conflicting queens first")));
    QVERIFY(controller.statusText().startsWith(QLatin1String("1 pair")));
}

void TestPlay::hintSearchIsBounded()
{
    // A bound on the placements, or a stop request, ends a search undecided.
    nq::CompletionLimits limits;
    limits.maxNodes = 1;
    const nq::Hint bounded = nq::findHint(std::vector<int>(32, -1), limits);
    QCOMPARE(bounded.outcome, nq::CompletionOutcome::GaveUp);
    QCOMPARE(bounded.row, -1);
    limits.maxNodes = 31; // fewer than the 32 queens to place
    QCOMPARE(nq::complete(std::vector<int>(32, -1), limits).outcome, nq::CompletionOutcome::GaveUp);
    std::stop_source stop;
    stop.request_stop();
    limits.maxNodes = 0;
    limits.stop = stop.get_token();
    const nq::Completion stopped = nq::complete(std::vector<int>(32, -1), limits);
    QCOMPARE(stopped.outcome, nq::CompletionOutcome::Stopped);
    QVERIFY(stopped.columns.empty());
}

void TestPlay::hintSearchCanBeCancelled()
{
    // A position of 32x32 whose hint takes a long search: moves, a new size
    // and destruction stop it at once (the thread is joined each time).
    auto controller = std::make_unique<PlayController>();
    controller->setBoardSize(32);
    const std::vector<int> first = nq::complete(std::vector<int>(32, -1)).columns;
    for (int row = 0; row < 20; ++row) {
        controller->toggleQueen(row, first[row]);
    }
    controller->toggleQueen(0, first[0]); // row 0 empty, 19 queens below
    for (int i = 0; i < 5; ++i) {
        controller->requestHint();
        QVERIFY(controller->hintState() == PlayController::HintState::Searching
            || controller->hintState() == PlayController::HintState::Found);
        controller->toggleQueen(31, i); // cancels
        QCOMPARE(controller->hintState(), PlayController::HintState::None);
        controller->toggleQueen(31, i);
    }
    controller->requestHint();
    controller->setBoardSize(32);
    QCOMPARE(controller->hintState(), PlayController::HintState::None);
    controller->toggleQueen(5, 5);
    controller->requestHint();
    controller.reset(); // joins
    QCoreApplication::processEvents(); // a queued answer, if any, is dropped
}

void TestPlay::undoRedoRestoreExactly()
{
    PlayController controller;
    controller.setBoardSize(6);
    QList<PlayPosition> history { controller.position() };
    QRandomGenerator random(6);
    for (int i = 0; i < 40; ++i) {
        const int what = int(random.bounded(10));
        if (what == 0) {
            controller.clear();
        } else if (what == 1) {
            controller.startFrom(PlayPosition::fromColumns({ 1, 3, 5, 0, 2, 4 }));
        } else {
            controller.toggleQueen(int(random.bounded(6)), int(random.bounded(6)));
        }
        if (!(controller.position() == history.last())) {
            history << controller.position();
        }
    }
    QUndoStack *stack = controller.undoStack();
    QCOMPARE(stack->count(), int(history.size()) - 1); // no-op edits push nothing
    for (int i = int(history.size()) - 1; i > 0; --i) {
        QVERIFY(controller.position() == history.at(i));
        stack->undo();
    }
    QVERIFY(controller.position() == history.first());
    QVERIFY(!stack->canUndo());
    for (int i = 1; i < int(history.size()); ++i) {
        stack->redo();
        QVERIFY(controller.position() == history.at(i));
    }
    QVERIFY(!stack->canRedo());
    // A new edit after undo drops the redo branch.
    stack->undo();
    controller.toggleQueen(0, 0);
    controller.toggleQueen(0, 0);
    QVERIFY(!stack->canRedo());
    // A new size starts afresh.
    controller.setBoardSize(7);
    QCOMPARE(controller.position(), PlayPosition(7));
    QCOMPARE(stack->count(), 0);
}

void TestPlay::windowPlaysAndRestoresTheRun()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    RunController *run = window.controller();
    const BoardScene *scene = window.boardScene();
    PlayMode *play = window.activities()->get<PlayMode>();
    run->runToStep(9);
    QTRY_COMPARE_WITH_TIMEOUT(run->state().step(), quint64(9), nqtest::HangGuardMs);
    NQ_VERIFY_WAIT(nqtest::waitForMode(*run, RunController::Mode::Paused));
    QList<int> runBoard;
    for (int row = 0; row < 6; ++row) {
        runBoard << scene->queenColumn(row);
    }
    QCOMPARE(runBoard, run->board());
    const QImage before = window.presenter()->renderImage(300);

    // Start from the run's board: play mode with its queens, an undo step.
    play->startFromRun()->trigger();
    QVERIFY(play->isActive());
    QVERIFY(play->playMode()->isChecked());
    QVERIFY(window.presenter()->playLayer());
    QCOMPARE(play->controller()->position(), PlayPosition::fromColumns(runBoard));
    QCOMPARE(window.presenter()->playLayer()->position(), PlayPosition::fromColumns(runBoard));
    QVERIFY(window.presenter()->renderImage(300) != before); // the layer covers the run's board
    QVERIFY(scene->isRunCovered());
    const QList<QGraphicsItem *> items = scene->items();
    QCOMPARE(std::count_if(items.begin(), items.end(),
                 [](const QGraphicsItem *item) { return item->type() == BoardItem::Type; }),
        1); // one board
    play->controller()->toggleQueen(5, 5);
    play->undo()->trigger();
    play->undo()->trigger();
    QCOMPARE(play->controller()->position(), PlayPosition(6)); // before "start from"
    play->redo()->trigger();
    QCOMPARE(play->controller()->position(), PlayPosition::fromColumns(runBoard));
    QVERIFY(window.activities()->get<PlayMode>()->playPanel()->statusText().length() > 0);

    // Leaving shows the run's board exactly as it was, at the same step.
    play->playMode()->trigger();
    QVERIFY(!play->isActive());
    QVERIFY(!window.presenter()->playLayer());
    QVERIFY(!scene->isRunCovered());
    QCOMPARE(run->state().step(), quint64(9));
    QCOMPARE(window.presenter()->renderImage(300), before);
    QVERIFY(!play->hint()->isEnabled());
    QVERIFY(!play->undo()->isEnabled());

    // Entering while the run plays pauses it, and play mode stays on.
    run->play();
    QTRY_VERIFY_WITH_TIMEOUT(run->state().step() > 9, nqtest::HangGuardMs);
    play->playMode()->trigger();
    QVERIFY(play->isActive());
    QVERIFY(!run->isRunning());
    const quint64 paused = run->state().step();
    // Nothing on its way moves it on: the run's ticks and batches do nothing
    // while it is paused, and anything queued is handled here.
    QVERIFY(nqtest::handlePostedEvents());
    QVERIFY(play->isActive());
    QCOMPARE(run->mode(), RunController::Mode::Paused);
    QCOMPARE(run->state().step(), paused);
    play->playMode()->trigger();
    run->seek(9);
    QTRY_COMPARE_WITH_TIMEOUT(run->state().step(), quint64(9), nqtest::HangGuardMs);
    QCOMPARE(window.presenter()->renderImage(300), before);

    // The position is kept for the next time; a step of the run leaves play mode.
    play->playMode()->trigger();
    QVERIFY(play->isActive());
    QCOMPARE(play->controller()->position(), PlayPosition::fromColumns(runBoard));
    run->step();
    QTRY_VERIFY_WITH_TIMEOUT(!play->isActive(), nqtest::HangGuardMs);
    QTRY_COMPARE_WITH_TIMEOUT(run->state().step(), quint64(10), nqtest::HangGuardMs);
}

void TestPlay::windowClicksAndKeys()
{
    MainWindow window(5, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    window.activateWindow();
    PlayMode *play = window.activities()->get<PlayMode>();
    RunController *run = window.controller();
    const BoardScene *scene = window.boardScene();
    auto *view = qobject_cast<QGraphicsView *>(window.centralWidget());
    QVERIFY(view);

    QTest::keyClick(&window, Qt::Key_P); // the play mode's shortcut
    QVERIFY(play->isActive());
    QTRY_VERIFY_WITH_TIMEOUT(view->hasFocus(), nqtest::HangGuardMs);
    const PlayController *controller = play->controller();

    // A left click toggles a queen on the square.
    const QPoint at = view->mapFromScene(scene->squareRect(2, 3).center());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QVERIFY(controller->position().hasQueen(2, 3));
    QCOMPARE(window.presenter()->playLayer()->cursorSquare(), QPoint(3, 2));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QVERIFY(!controller->position().hasQueen(2, 3));

    // Arrows move the cursor (not the run), Space and Enter toggle.
    window.presenter()->playLayer()->setCursorSquare(0, 0);
    QTest::keyClick(view, Qt::Key_Right);
    QTest::keyClick(view, Qt::Key_Right);
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(window.presenter()->playLayer()->cursorSquare(), QPoint(2, 1));
    QTest::keyClick(view, Qt::Key_Space);
    QVERIFY(controller->position().hasQueen(1, 2));
    QTest::keyClick(view, Qt::Key_Left);
    QTest::keyClick(view, Qt::Key_Return);
    QVERIFY(controller->position().hasQueen(1, 1));
    QCOMPARE(controller->position().attackingPairs().size(), qsizetype(1));
    QCOMPARE(run->state().step(), quint64(0)); // the run did not move
    QVERIFY(play->isActive());

    // Ctrl+Z and Ctrl+Shift+Z.
    QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(!controller->position().hasQueen(1, 1));
    QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(controller->position().hasQueen(1, 1));

    // H asks for a hint: conflicts first.
    QTest::keyClick(view, Qt::Key_H);
    QCOMPARE(controller->hintState(), PlayController::HintState::Conflicts);
    QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier);
    QTest::keyClick(view, Qt::Key_H);
    QTRY_COMPARE_WITH_TIMEOUT(
        controller->hintState(), PlayController::HintState::Found, nqtest::HangGuardMs);
    // The cursor goes to the hinted square: Space plays it.
    QCOMPARE(window.presenter()->playLayer()->cursorSquare(), controller->hintSquare());
    const QPoint hint = controller->hintSquare();
    QTest::keyClick(view, Qt::Key_Space);
    QVERIFY(controller->position().hasQueen(hint.y(), hint.x()));

    // A shows the squares the play position's queens attack.
    QVERIFY(!window.presenter()->playLayer()->attacksShown());
    QTest::keyClick(view, Qt::Key_A);
    QVERIFY(window.presenter()->playLayer()->attacksShown());
    QTest::keyClick(view, Qt::Key_A);
    QVERIFY(!window.presenter()->playLayer()->attacksShown());

    // The board describes the play position.
    QVERIFY2(view->accessibleDescription().startsWith(QLatin1String("Play mode, 5 x 5 board")),
        qPrintable(view->accessibleDescription()));

    // P again leaves; the arrows step the run again.
    QTest::keyClick(&window, Qt::Key_P);
    QVERIFY(!play->isActive());
    QTest::keyClick(view, Qt::Key_Right);
    QTRY_COMPARE_WITH_TIMEOUT(run->state().step(), quint64(1), nqtest::HangGuardMs);
}

void TestPlay::windowFollowsBoardSize()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    PlayMode *play = window.activities()->get<PlayMode>();
    play->setActive(true);
    play->controller()->toggleQueen(0, 0);
    window.presenter()->playLayer()->setCursorSquare(5, 4);
    window.controller()->setBoardSize(9);
    QVERIFY(play->isActive()); // a new size keeps play mode on
    QCOMPARE(play->controller()->position(), PlayPosition(9));
    QVERIFY(window.presenter()->playLayer());
    QCOMPARE(window.presenter()->playLayer()->position().size(), 9);
    QCOMPARE(window.presenter()->playLayer()->cursorSquare(), QPoint(4, 5)); // the cursor stays
    // Another algorithm keeps the position when the size stays.
    play->controller()->toggleQueen(4, 4);
    window.presenter()->playLayer()->setCursorSquare(8, 7);
    window.controller()->setAlgorithm(nq::Algorithm::Bitmask);
    QVERIFY(play->isActive());
    QVERIFY(play->controller()->position().hasQueen(4, 4));
    QVERIFY(window.presenter()->playLayer() && window.presenter()->playLayer()->position().hasQueen(4, 4));
    QCOMPARE(window.presenter()->playLayer()->cursorSquare(), QPoint(7, 8));
    // Leaving play mode and coming back finds the cursor where it was.
    play->setActive(false);
    QVERIFY(!window.presenter()->playLayer());
    play->setActive(true);
    QVERIFY(window.presenter()->playLayer());
    QCOMPARE(window.presenter()->playLayer()->cursorSquare(), QPoint(7, 8));
    // On a smaller board the cursor is brought inside it.
    window.controller()->setBoardSize(5);
    QVERIFY(window.presenter()->playLayer());
    QCOMPARE(window.presenter()->playLayer()->cursorSquare(), QPoint(4, 4));
}

// Play mode and attack hatching stop at 32 x 32: above it their actions are
// greyed out and their tooltips say why, and they come back on smaller boards.
void TestPlay::bigBoardsSayWhatTheyCannotShow()
{
    MainWindow window(8, nq::Algorithm::MinConflicts);
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
    QAction *play = window.activities()->get<PlayMode>()->playMode();
    QAction *attacks = window.runActions()->attacks();
    const QString playTip = play->toolTip();
    const QString attacksTip = attacks->toolTip();
    QVERIFY(play->isEnabled());
    QVERIFY(attacks->isEnabled());

    window.controller()->setBoardSize(40);
    QVERIFY(!play->isEnabled());
    QVERIFY(!attacks->isEnabled());
    QAction *startFromRun = window.activities()->get<PlayMode>()->startFromRun();
    QVERIFY(!startFromRun->isEnabled());
    QVERIFY(startFromRun->toolTip().contains(QStringLiteral("up to 32 x 32")));
    QVERIFY2(
        play->toolTip().contains(QStringLiteral("up to 32 x 32")), qPrintable(play->toolTip()));
    QVERIFY2(attacks->toolTip().contains(QStringLiteral("up to 32 x 32")),
        qPrintable(attacks->toolTip()));
    // A language change keeps the reason, translated.
    const QString englishReason = attacks->toolTip();
    QVERIFY(window.languages()->setLanguage(QStringLiteral("de")));
    const QString englishPlayReason = play->toolTip();
    QTRY_VERIFY_WITH_TIMEOUT(
        !attacks->toolTip().isEmpty() && attacks->toolTip() != englishReason, nqtest::HangGuardMs);
    QVERIFY(attacks->toolTip().contains(QStringLiteral("32")));
    QVERIFY(play->toolTip() != englishPlayReason && play->toolTip().contains(QStringLiteral("32")));
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
    QTRY_COMPARE_WITH_TIMEOUT(attacks->toolTip(), englishReason, nqtest::HangGuardMs);

    window.controller()->setBoardSize(32);
    QVERIFY(play->isEnabled());
    QVERIFY(attacks->isEnabled());
    QCOMPARE(play->toolTip(), playTip);
    QCOMPARE(attacks->toolTip(), attacksTip);
}

void TestPlay::panelShowsTheCounts()
{
    MainWindow window(4, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    PlayMode *play = window.activities()->get<PlayMode>();
    PlayPanel *panel = window.activities()->get<PlayMode>()->playPanel();
    play->setActive(true);
    QCOMPARE(panel->queensLeftText(), QStringLiteral("4"));
    QCOMPARE(panel->conflictsText(), QStringLiteral("0"));
    for (const QPoint &q : { QPoint(1, 0), QPoint(3, 1), QPoint(0, 2), QPoint(2, 3) }) {
        play->activateSquare(q.y(), q.x());
    }
    QCOMPARE(panel->queensLeftText(), QStringLiteral("0"));
    QCOMPARE(
        panel->statusText(), QStringLiteral("Solved! Solution 1 of 2, fundamental class 1 of 1."));
    play->activateSquare(0, 0);
    QCOMPARE(panel->queensLeftText(), QStringLiteral("1 too many"));
    QCOMPARE(panel->conflictsText(), QStringLiteral("2"));
    QVERIFY(panel->statusText().startsWith(QLatin1String("2 pair")));
    // The words follow the language.
    QVERIFY(window.languages()->setLanguage(QStringLiteral("de")));
    QCoreApplication::processEvents();
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
    QVERIFY(panel->statusText().startsWith(QLatin1String("2 pair")));
}

QTEST_MAIN(TestPlay)
#include "tst_play.moc"
