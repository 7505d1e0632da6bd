// SPDX-License-Identifier: MIT
// The window's exports: the board as shown, contact sheets, frame sequences.
#include "render/boardpainter.h"
#include "board/boardscene.h"
#include "export/exportcommands.h"
#include "play/playcontroller.h"
#include "play/playmode.h"
#include "play/playposition.h"
#include "present/boardpresenter.h"
#include "run/runcontroller.h"
#include "support/pausedrun.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

#include "solver/solutions.h"
#include "solver/symmetry.h"

class TestExportCommands : public QObject
{
    Q_OBJECT

private slots:
    void boardAsShown()
    {
        // Ends on a refusal: g2 by a8.
        nqtest::PausedRun run(nq::Algorithm::LockLines, 8, 111, 5000);
        NQ_VERIFY_WAIT(run.reached);
        QCOMPARE(run.controller.mode(), RunController::Mode::Paused);
        BoardScene &scene = run.scene;
        RunController &controller = run.controller;
        ExportCommands commands(&run.presenter, &controller);
        QCOMPARE(commands.shownBoard(), controller.board());
        QCOMPARE(commands.caption(), QStringLiteral("8 queens, Lock lines, step 111"));

        QTemporaryDir dir;
        QString error;
        const QString path = dir.filePath(QStringLiteral("board.png"));
        QVERIFY2(commands.exportBoard(
                     path, BoardExporter::Format::Png, 640, true, commands.caption(), &error),
            qPrintable(error));
        const QImage image(path);
        QCOMPARE(image.width(), 640);
        // The overlay shown on screen is in the file: the same board without it differs.
        scene.clearRejection();
        const QString plain = dir.filePath(QStringLiteral("plain.png"));
        QVERIFY(commands.exportBoard(
            plain, BoardExporter::Format::Png, 640, true, commands.caption(), &error));
        QVERIFY(QImage(plain) != image);
        QVERIFY(!commands.boardImage(300, QString()).isNull());
        // An unwritable destination: an error and no file.
        QVERIFY(!commands.exportBoard(dir.filePath(QStringLiteral("missing/board.png")),
            BoardExporter::Format::Png, 640, true, QString(), &error));
        QVERIFY(error.contains(QLatin1String("missing")));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("missing/board.png"))));
    }

    // In play mode the board as shown is the student's position: its queens
    // (two in a row too), without the run's refusal, under its own caption.
    void playModeExportsThePosition()
    {
        // Its own presenter, with play mode: one writer of the scene.
        BoardScene scene;
        RunController controller;
        QWidget window;
        PlayMode play(&controller, &window);
        BoardPresenter presenter(&scene, &controller, &play);
        controller.setBoardSize(8);
        controller.runToStep(111); // a refusal is shown: g2 by a8
        NQ_VERIFY_WAIT(nqtest::waitForMode(controller, RunController::Mode::Paused, 5000));
        ExportCommands commands(&presenter, &controller);
        QCOMPARE(commands.shownBoard(), controller.board()); // not playing yet

        play.setActive(true);
        PlayPosition position(8);
        position.setQueen(0, 0, true); // a8
        position.setQueen(1, 2, true); // c7
        play.controller()->startFrom(position);
        QCOMPARE(commands.shownBoard(), (QList<int> { 0, 2, -1, -1, -1, -1, -1, -1 }));
        QCOMPARE(commands.caption(), QStringLiteral("8 queens, play mode"));
        const QImage exported = commands.boardImage(400, QString());
        BoardPainter::Options plain;
        plain.theme = scene.theme();
        QImage expected(BoardPainter::sizeForWidth(400, 8, plain), exported.format());
        expected.fill(plain.theme.background);
        {
            QPainter painter(&expected);
            BoardPainter::paint(&painter, QRectF(expected.rect()), commands.shownBoard(), plain);
        }
        QCOMPARE(exported, expected); // the position's queens, and no refusal

        // A second queen in a row is drawn too.
        position.setQueen(0, 5, true); // f8
        play.controller()->startFrom(position);
        QCOMPARE(commands.shownBoard(), (QList<int> { 0, 2, -1, -1, -1, -1, -1, -1 }));
        QVERIFY(commands.boardImage(400, QString()) != exported);

        play.setActive(false);
        QCOMPARE(commands.shownBoard(), controller.board());
        QCOMPARE(commands.caption(), QStringLiteral("8 queens, Lock lines, step 111"));
    }

    // A solution browsed from the list is named by its number among all the
    // solutions of n, whichever list it was chosen from, and so is an image
    // of its orbit; any step brings the run's caption back.
    void browsedSolutionsAreNamedByTheirNumber_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("listNumber");
        QTest::addColumn<bool>("fundamental");
        QTest::newRow("8x8 all, 5") << 8 << 5 << false;
        QTest::newRow("8x8 all, 92") << 8 << 92 << false;
        QTest::newRow("8x8 fundamental, 1") << 8 << 1 << true;
        QTest::newRow("8x8 fundamental, 12") << 8 << 12 << true;
        QTest::newRow("6x6 fundamental, 1") << 6 << 1 << true;
    }
    void browsedSolutionsAreNamedByTheirNumber()
    {
        QFETCH(int, n);
        QFETCH(int, listNumber);
        QFETCH(bool, fundamental);
        BoardScene scene;
        RunController controller;
        BoardPresenter presenter(&scene, &controller, nullptr);
        controller.setBoardSize(n);
        ExportCommands commands(&presenter, &controller);
        const auto all = nq::allSolutions(n);
        const auto listed = fundamental ? nq::fundamentalSolutions(n) : all;
        const auto &board = listed.at(listNumber - 1);
        const QList<int> columns(board.begin(), board.end());
        // Its place among all solutions, found by walking the full list.
        const auto number = std::find(all.begin(), all.end(), board) - all.begin() + 1;
        presenter.showSolution(columns, quint64(listNumber), fundamental);
        QCOMPARE(presenter.shown(), BoardPresenter::Shown::Solution);
        QCOMPARE(commands.shownBoard(), columns);
        QCOMPARE(commands.caption(), QStringLiteral("%1 queens, solution %2").arg(n).arg(number));
        QVERIFY2(presenter.statusText().startsWith(
                     QStringLiteral("Solution %1 of the %2 x %2 board").arg(number).arg(n)),
            qPrintable(presenter.statusText()));
        if (fundamental) {
            QCOMPARE(presenter.solution().fundamentalClass, quint64(listNumber));
        }

        // The half turn of it: another solution, with its own number.
        presenter.showOrbitImage(columns, int(nq::Symmetry::Rotate180));
        QCOMPARE(presenter.shown(), BoardPresenter::Shown::Orbit);
        const auto turned = nq::transform(board, nq::Symmetry::Rotate180);
        const auto turnedNumber = std::find(all.begin(), all.end(), turned) - all.begin() + 1;
        QCOMPARE(commands.caption(),
            QStringLiteral("%1 queens, solution %2").arg(n).arg(turnedNumber));
        QTRY_COMPARE_WITH_TIMEOUT(commands.shownBoard(), QList<int>(turned.begin(), turned.end()), 5000);

        controller.step();
        QTRY_COMPARE_WITH_TIMEOUT(controller.mode(), RunController::Mode::Paused, 5000);
        QCOMPARE(presenter.shown(), BoardPresenter::Shown::Run);
        QCOMPARE(commands.shownBoard(), controller.board());
        QCOMPARE(commands.caption(), QStringLiteral("%1 queens, Lock lines, step 1").arg(n));
    }

    void fileLooksLikeTheScreen_data()
    {
        QTest::addColumn<int>("n");
        QTest::newRow("6x6") << 6;
        QTest::newRow("20x20") << 20; // a wider label band
    }
    void fileLooksLikeTheScreen()
    {
        // The screen and the files paint the board with the same painter: the
        // squares sit at the same places with the same colours, labels included.
        QFETCH(int, n);
        BoardScene scene;
        scene.setBoardSize(n);
        scene.placeQueen(0, 1);
        const QImage screen = scene.renderImage(1000);
        const qreal scale = screen.width() / scene.sceneRect().width();
        RunController controller;
        BoardPresenter presenter(&scene, &controller, nullptr);
        controller.setBoardSize(n);
        scene.placeQueen(0, 1);
        ExportCommands commands(&presenter, &controller);
        QTemporaryDir dir;
        QString error;
        const QString path = dir.filePath(QStringLiteral("board.png"));
        QVERIFY(
            commands.exportBoard(path, BoardExporter::Format::Png, 1000, true, QString(), &error));
        const QImage file(path);
        BoardPainter::Options options;
        const QRectF board = BoardPainter::boardRect(QRectF(file.rect()), n, options);
        const qreal square = board.width() / n;
        int compared = 0;
        for (int row = 0; row < n; ++row) {
            for (int col = 0; col < n; ++col) {
                const QPointF inScene = (scene.squareRect(row, col).topLeft()
                                            - scene.sceneRect().topLeft() + QPointF(8, 8))
                    * scale;
                const QPointF inFile = board.topLeft() + QPointF(col * square, row * square)
                    + QPointF(8, 8) * (square / BoardScene::SquareSize);
                const QColor a = screen.pixelColor(inScene.toPoint());
                const QColor b = file.pixelColor(inFile.toPoint());
                QVERIFY2(qAbs(a.red() - b.red()) < 8 && qAbs(a.green() - b.green()) < 8,
                    qPrintable(QStringLiteral("square %1,%2").arg(row).arg(col)));
                ++compared;
            }
        }
        QCOMPARE(compared, n * n);
        // The label band has the same width, relative to a square.
        QCOMPARE(qRound(scene.labelMargin() / BoardScene::SquareSize * 100),
            qRound((board.left() - file.rect().left()) / square * 100));
    }

    void sheetsAndFrames()
    {
        nqtest::PausedRun run(nq::Algorithm::LockLines, 6, 0);
        RunController &controller = run.controller;
        ExportCommands commands(&run.presenter, &controller);
        QTemporaryDir dir;
        QString error;
        const QString sheet = dir.filePath(QStringLiteral("sheet.png"));
        QVERIFY2(commands.exportSheet(sheet, BoardExporter::Format::Png, false, 900, &error),
            qPrintable(error));
        QVERIFY(!QImage(sheet).isNull());

        QStringList written;
        const QString frames = dir.filePath(QStringLiteral("frames"));
        QVERIFY2(commands.exportFrames(frames, 1, 12, 200, &error, &written), qPrintable(error));
        QCOMPARE(written.size(), 12);
        QCOMPARE(QDir(frames).entryList(QDir::Files).size(), 12);
        // Frames are steps: frame 1 has the first queen, and they differ as the search moves.
        QVERIFY(QImage(written.first()) != QImage(written.last()));

        QVERIFY(!commands.exportFrames(frames, 10, 10 + ExportCommands::MaxFrames, 200, &error));
        controller.setBoardSize(3);
        QVERIFY(!commands.exportSheet(sheet, BoardExporter::Format::Png, false, 900, &error));
        QVERIFY(error.contains(QLatin1String("no solution")));
    }
};

QTEST_MAIN(TestExportCommands)
#include "tst_exportcommands.moc"
