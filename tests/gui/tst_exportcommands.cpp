// SPDX-License-Identifier: MIT
// The window's exports: the board as shown, contact sheets, frame sequences.
#include "render/animationwriter.h"
#include "render/boardpainter.h"
#include "render/runframes.h"
#include "board/boardscene.h"
#include "export/exportactions.h"
#include "export/exportanimationdialog.h"
#include "export/exportcommands.h"
#include "play/playcontroller.h"
#include "play/playmode.h"
#include "play/playposition.h"
#include "display/boardpresenter.h"
#include "run/runcontroller.h"
#include "run/runstate.h"
#include "support/pausedrun.h"
#include "support/pdfreader.h"
#include "support/playableboard.h"
#include "support/wait.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QCheckBox>
#include <QComboBox>
#include <QImageReader>
#include <QLabel>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QImage>
#include <QInputDialog>
#include <QLocale>
#include <QPainter>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QWidget>

#include <functional>

#include "solver/solutions.h"
#include "solver/symmetry.h"

namespace {

int colourDistance(QColor a, QColor b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green())
        + std::abs(a.blue() - b.blue());
}

// The squares of an n x n board in a picture, found by their colours (as a
// viewer sees them), whichever row `tinted` is outlined (-1 for none).
QRectF squaresIn(const QImage &image, int n, const BoardTheme &theme, int tinted)
{
    QRect box;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (colourDistance(c, theme.lightSquare) < 6 || colourDistance(c, theme.darkSquare) < 6) {
                box |= QRect(x, y, 1, 1);
            }
        }
    }
    const qreal side = box.width();
    QRectF board(box.left(), box.top(), side, side);
    if (box.height() < side - side / n / 2 && tinted == 0) {
        board.moveBottom(box.bottom() + 1); // the top row is tinted
    }
    return board;
}

// Answers the modal dialogs that open, one after the other, with `answers`.
void answerDialogs(QList<std::function<void(QWidget *)>> answers)
{
    auto *timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, answers]() mutable {
        QWidget *dialog = QApplication::activeModalWidget();
        if (!dialog || !dialog->isVisible()) {
            return;
        }
        answers.takeFirst()(dialog);
        if (answers.isEmpty()) {
            timer->deleteLater();
        }
    });
    timer->start();
}

} // namespace

class TestExportCommands : public QObject
{
    Q_OBJECT

private slots:
    void boardAsShown()
    {
        // Ends on a refusal: g2 by a8.
        nqtest::PausedRun run(nq::Algorithm::LockLines, 8, 111);
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

    // Issue 27, item 10: the PDF of an empty 4 x 4 board at step 0 is a
    // handout: the locale's paper (A4 here unless LC_MEASUREMENT is a US
    // one), no row outlined, no "step 0", optionally the squares' names.
    void handoutOfAnEmptyBoard()
    {
        if (!nqtest::hasPdfReaders()) {
            QSKIP("pdfinfo and pdftoppm (poppler-utils) are needed to read the PDF back");
        }
        nqtest::PausedRun run(nq::Algorithm::LockLines, 4, 0);
        ExportCommands commands(&run.presenter, &run.controller);
        QCOMPARE(run.controller.state().step(), quint64(0));
        QCOMPARE(commands.caption(), QStringLiteral("4 queens"));
        QTemporaryDir dir;
        QString error;
        const QString path = dir.filePath(QStringLiteral("handout.pdf"));
        QVERIFY2(commands.exportBoard(path, BoardExporter::Format::Pdf, 800, true,
                     commands.caption(), &error, true),
            qPrintable(error));
        QString said;
        const QSize page = nqtest::pdfPageSize(path, &said);
        const bool letter
            = BoardExporter::paperFor(QLocale::system()) == QPageSize::Letter;
        QCOMPARE(page, letter ? QSize(612, 792) : QSize(595, 842));
        qInfo("pdfinfo: %s", qPrintable(said));
        const QImage image = nqtest::pdfPageImage(path, 72);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), page);
        const BoardTheme theme = run.presenter.theme();
        const QRectF board = squaresIn(image, 4, theme, -1);
        const qreal s = board.width() / 4;
        QVERIFY2(s > 100, qPrintable(QStringLiteral("squares of %1 pt").arg(s)));
        // The top row looks like the third (the same colours, nothing over
        // them): sampled away from the square's name in its lower left.
        for (int col = 0; col < 4; ++col) {
            for (const QPointF at : { QPointF(0.7, 0.3), QPointF(0.5, 0.5), QPointF(0.9, 0.1) }) {
                const QPoint top = (board.topLeft() + QPointF(col + at.x(), at.y()) * s).toPoint();
                const QPoint third
                    = (board.topLeft() + QPointF(col + at.x(), 2 + at.y()) * s).toPoint();
                QVERIFY2(colourDistance(image.pixelColor(top), image.pixelColor(third)) < 12,
                    qPrintable(QStringLiteral("file %1: top row %2, third row %3")
                                   .arg(col)
                                   .arg(image.pixelColor(top).name(),
                                       image.pixelColor(third).name())));
            }
        }
        // Each square's name is written in its lower left corner: ink there.
        for (int row = 0; row < 4; ++row) {
            for (int col = 0; col < 4; ++col) {
                const QColor square = image.pixelColor(
                    (board.topLeft() + QPointF(col + 0.7, row + 0.3) * s).toPoint());
                int ink = 0;
                for (int y = int(s * 0.7); y < int(s * 0.93); ++y) {
                    for (int x = int(s * 0.07); x < int(s * 0.4); ++x) {
                        const QPoint p = (board.topLeft() + QPointF(col, row) * s).toPoint()
                            + QPoint(x, y);
                        ink += colourDistance(image.pixelColor(p), square) > 40 ? 1 : 0;
                    }
                }
                QVERIFY2(ink > 10, qPrintable(QStringLiteral("no name in row %1, file %2")
                                                  .arg(row)
                                                  .arg(col)));
            }
        }
    }

    // In play mode the board as shown is the student's position: its queens
    // (two in a row too), without the run's refusal, under its own caption.
    void playModeExportsThePosition()
    {
        // Its own presenter, with play mode: one writer of the scene.
        nqtest::PlayableBoard board;
        BoardScene &scene = board.scene;
        RunController &controller = board.controller;
        PlayMode &play = board.play;
        BoardPresenter &presenter = board.presenter;
        controller.setBoardSize(8);
        controller.runToStep(111); // a refusal is shown: g2 by a8
        NQ_VERIFY_WAIT(nqtest::waitForMode(controller, RunController::Mode::Paused));
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
        plain.margins = true;
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

    // Play mode's conflicts are in what is exported as on the screen: the
    // line between the queens of each attacking pair and the ring round each
    // (BoardPainter::paintConflicts(), which play mode's layer paints too),
    // in stills and in play mode's frames; a position without conflicts has none.
    void playModeExportsItsConflicts()
    {
        nqtest::PlayableBoard board;
        RunController &controller = board.controller;
        PlayMode &play = board.play;
        controller.setBoardSize(8);
        ExportCommands commands(&board.presenter, &controller);
        play.setActive(true);
        PlayPosition position(8);
        position.setQueen(0, 0, true); // a8
        position.setQueen(1, 1, true); // b7: a8 and b7 attack each other
        position.setQueen(5, 7, true); // h3
        play.controller()->startFrom(position);
        QVERIFY(!position.attackingPairs().isEmpty());

        const QImage exported = commands.boardImage(400, QString());
        BoardPainter::Options shown;
        shown.theme = board.scene.theme();
        shown.margins = true;
        const auto painted = [&](bool conflicts) {
            BoardPainter::Options options = shown;
            options.conflictsMarked = conflicts;
            QImage image(BoardPainter::sizeForWidth(400, 8, options), exported.format());
            image.fill(options.theme.background);
            QPainter painter(&image);
            BoardPainter::paint(&painter, QRectF(image.rect()), commands.shownBoard(), options);
            return image;
        };
        QVERIFY(painted(true) != painted(false)); // the marks are drawn at all
        QCOMPARE(exported, painted(true));
        // The ring round a8, in the refusal's colour, left of its queen.
        const QRectF squares = BoardPainter::boardRect(QRectF(exported.rect()), 8, shown);
        const qreal side = squares.width() / 8;
        const QPoint ring
            = QPointF(squares.left() + side * 0.075, squares.top() + side / 2).toPoint();
        const QColor seen = exported.pixelColor(ring);
        const QColor fill = shown.theme.rejectFill;
        QVERIFY2(qAbs(seen.red() - fill.red()) + qAbs(seen.green() - fill.green())
                    + qAbs(seen.blue() - fill.blue())
                < 60,
            qPrintable(QStringLiteral("%1 at the ring, not %2").arg(seen.name(), fill.name())));
        // Play mode's frames mark them too.
        const QList<BoardExporter::Picture> frames = commands.playFrames(true, false);
        QVERIFY(!frames.isEmpty());
        QVERIFY(frames.constLast().options.conflictsMarked);

        // Without conflicts nothing is marked.
        position.setQueen(1, 1, false);
        position.setQueen(1, 2, true); // c7
        play.controller()->startFrom(position);
        QVERIFY(position.attackingPairs().isEmpty());
        QCOMPARE(commands.boardImage(400, QString()), painted(false));
    }

    // A solution browsed from the list is named by its number among all the
    // solutions of n, whichever list it was chosen from, and so is an image
    // of its orbit; any step brings the run's caption back.
    // A solution browsed from the list is named by its number among all the
    // solutions of n and its fundamental class, whichever list it was chosen
    // from, and so is an image of its orbit; any step brings the run's
    // caption back.
    void browsedSolutionsAreNamedByTheirNumber_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("listNumber");
        QTest::addColumn<bool>("fundamental");
        QTest::newRow("8x8 all, 5") << 8 << 5 << false;
        QTest::newRow("8x8 all, 92") << 8 << 92 << false;
        QTest::newRow("8x8 fundamental, 1") << 8 << 1 << true;
        QTest::newRow("8x8 fundamental, 3") << 8 << 3 << true;
        QTest::newRow("8x8 fundamental, 12") << 8 << 12 << true;
        QTest::newRow("6x6 fundamental, 1") << 6 << 1 << true;
        // Too big to place among all solutions quickly: its class only.
        QTest::newRow("13x13 fundamental, 3") << 13 << 3 << true;
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
        const auto classes = nq::fundamentalSolutions(n);
        const auto &listed = fundamental ? classes : all;
        const auto &board = listed.at(listNumber - 1);
        const QList<int> columns(board.begin(), board.end());
        // Its place among all solutions and its class, found by walking the lists.
        const auto placeOf = [&](const std::vector<int> &solution) {
            return std::find(all.begin(), all.end(), solution) - all.begin() + 1;
        };
        const auto classOf = [&](const std::vector<int> &solution) {
            return std::find(classes.begin(), classes.end(), nq::canonical(solution))
                - classes.begin() + 1;
        };
        const QLocale locale;
        const auto name = [&](const std::vector<int> &solution) {
            const QString place = QStringLiteral("class %1 of %2")
                                      .arg(locale.toString(qlonglong(classOf(solution))),
                                          locale.toString(qlonglong(classes.size())));
            if (n > 12) {
                return place;
            }
            return QStringLiteral("solution %1 of %2, ")
                       .arg(locale.toString(qlonglong(placeOf(solution))),
                           locale.toString(qlonglong(all.size())))
                + place;
        };
        presenter.showSolution(columns, quint64(listNumber), fundamental);
        QCOMPARE(presenter.shown(), BoardPresenter::Shown::Solution);
        QCOMPARE(commands.shownBoard(), columns);
        QCOMPARE(commands.caption(), QStringLiteral("%1 queens, %2").arg(n).arg(name(board)));
        QVERIFY2(presenter.statusText().contains(name(board)), qPrintable(presenter.statusText()));
        if (fundamental) {
            QCOMPARE(presenter.solution().fundamentalClass, quint64(listNumber));
        }

        // A quarter turn of it: another solution, with its own number, in
        // the same class.
        presenter.showOrbitImage(columns, int(nq::Symmetry::Rotate90));
        QCOMPARE(presenter.shown(), BoardPresenter::Shown::Orbit);
        const auto turned = nq::transform(board, nq::Symmetry::Rotate90);
        QCOMPARE(commands.caption(), QStringLiteral("%1 queens, %2").arg(n).arg(name(turned)));
        QVERIFY2(
            presenter.statusText().contains(name(turned)), qPrintable(presenter.statusText()));
        QTRY_COMPARE_WITH_TIMEOUT(
            commands.shownBoard(), QList<int>(turned.begin(), turned.end()), nqtest::HangGuardMs);

        controller.step();
        QTRY_COMPARE_WITH_TIMEOUT(
            controller.mode(), RunController::Mode::Paused, nqtest::HangGuardMs);
        QCOMPARE(presenter.shown(), BoardPresenter::Shown::Run);
        QCOMPARE(commands.shownBoard(), controller.board());
        QCOMPARE(commands.caption(), QStringLiteral("%1 queens, Lock lines, step 1").arg(n));
    }

    // Each exported frame is the board as the screen shows its step: the
    // refusal, the outline of the current row, the solution's frame.
    void framesAreTheScreensBoard_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("last");
        QTest::newRow("8x8 steps 1 to 21") << 8 << 1 << 21;
        // From the start to the end (step 78): two solutions, and the finished board.
        QTest::newRow("4x4 whole run") << 4 << 0 << 78;
    }
    void framesAreTheScreensBoard()
    {
        QFETCH(int, n);
        QFETCH(int, first);
        QFETCH(int, last);
        BoardScene scene;
        RunController controller;
        BoardPresenter presenter(&scene, &controller, nullptr);
        controller.setBoardSize(n);
        ExportCommands commands(&presenter, &controller);
        QTemporaryDir dir;
        QString error;
        QStringList written;
        QVERIFY2(commands.exportFrames(dir.path(), quint64(first), quint64(last), 400, &error,
                     &written),
            qPrintable(error));
        QCOMPARE(written.size(), last - first + 1);
        const BoardTheme &theme = scene.theme();
        bool sawRefusal = false;
        bool sawRow = false;
        bool sawSolution = false;
        QImage previous;
        for (int k = first; k <= last; ++k) {
            const QImage frame(written.at(k - first));
            QVERIFY(!frame.isNull());
            QCOMPARE(frame.width(), 400);
            if (!previous.isNull()) {
                QCOMPARE(frame.size(), previous.size()); // slides do not jump
                QVERIFY2(frame != previous, qPrintable(QStringLiteral("frame of step %1").arg(k)));
            }
            previous = frame;
            // The screen at step k; at the run's last step, its end.
            if (k == 78) {
                controller.runToEnd();
                QTRY_VERIFY_WITH_TIMEOUT(controller.state().isFinished(), nqtest::HangGuardMs);
            }
            controller.seek(quint64(k));
            QTRY_COMPARE_WITH_TIMEOUT(controller.state().step(), quint64(k), nqtest::HangGuardMs);
            QTRY_VERIFY_WITH_TIMEOUT(controller.mode() == RunController::Mode::Paused
                    || controller.mode() == RunController::Mode::Finished,
                nqtest::HangGuardMs);
            const QString step = QStringLiteral("step %1").arg(k);
            const int row = scene.currentRow();
            const QRectF board = squaresIn(frame, n, theme, row);
            const qreal s = board.width() / n;
            const auto at = [&](int r, int c, qreal dx = 0.5, qreal dy = 0.5) {
                return frame.pixelColor(
                    (board.topLeft() + QPointF((c + dx) * s, (r + dy) * s)).toPoint());
            };
            const auto plain = [&](int r, int c) {
                return ((n - 1 - r) + c) % 2 == 0 ? theme.darkSquare : theme.lightSquare;
            };
            const QList<int> refused = scene.rejection();
            if (refused[0] >= 0) {
                sawRefusal = true;
                QVERIFY2(colourDistance(at(refused[0], refused[1]), theme.rejectFill) < 40,
                    qPrintable(step + QStringLiteral(": %1 at %2,%3 on a board at %4,%5, %6 wide")
                                          .arg(at(refused[0], refused[1]).name())
                                          .arg(refused[0])
                                          .arg(refused[1])
                                          .arg(board.left())
                                          .arg(board.top())
                                          .arg(board.width())));
            }
            // An empty square of the current row is tinted; one of another row is not.
            for (int r = 0; r < n; ++r) {
                for (int c = 0; c < n; ++c) {
                    if (controller.board()[r] >= 0 || (r == refused[0] && c == refused[1])) {
                        continue;
                    }
                    const int distance = colourDistance(at(r, c, 0.2, 0.5), plain(r, c));
                    if (r == row) {
                        sawRow = true;
                        QVERIFY2(distance > 12, qPrintable(step + QStringLiteral(" row")));
                    } else {
                        QVERIFY2(distance <= 12, qPrintable(step + QStringLiteral(" other row")));
                    }
                }
            }
            // The solution's frame along the board's top edge (it covers the
            // squares' edge too: look from the first square-coloured row up).
            const auto frameAbove = [&] {
                for (int dy = 1; dy < s * 0.2; ++dy) {
                    const QColor c = frame.pixelColor(
                        QPointF(board.center().x(), board.top() - dy).toPoint());
                    if (colourDistance(c, theme.solutionFrame) < 60) {
                        return true;
                    }
                }
                return false;
            };
            if (scene.isSolutionMarked()) {
                sawSolution = true;
                QVERIFY2(frameAbove(), qPrintable(step));
            } else {
                QVERIFY2(!frameAbove(), qPrintable(step));
            }
        }
        QVERIFY(sawRefusal);
        QVERIFY(sawRow);
        QCOMPARE(sawSolution, n == 4);
    }

    // File > Export frames, through its dialogs: the status line counts the
    // frames written.
    void exportFramesReportsItsCount()
    {
        BoardScene scene;
        RunController controller;
        BoardPresenter presenter(&scene, &controller, nullptr);
        controller.setBoardSize(8);
        ExportCommands commands(&presenter, &controller);
        QWidget window;
        ExportActions actions(&commands, &controller, &window);
        QSignalSpy done(&actions, &ExportActions::done);
        QTemporaryDir dir;
        const QString folder = dir.path();
        answerDialogs({
            [](QWidget *w) {
                auto *input = qobject_cast<QInputDialog *>(w);
                input->setIntValue(1);
                input->accept();
            },
            [](QWidget *w) {
                auto *input = qobject_cast<QInputDialog *>(w);
                input->setIntValue(21);
                input->accept();
            },
            [folder](QWidget *w) {
                auto *files = qobject_cast<QFileDialog *>(w);
                files->setDirectory(folder);
                QMetaObject::invokeMethod(files, "accept");
            },
        });
        actions.actions().at(2)->trigger();
        QCOMPARE(done.size(), 1);
        QCOMPARE(QDir(folder).entryList(QDir::Files).size(), 21);
        QCOMPARE(QDir(actions.folder()), QDir(folder)); // the next dialog opens there
        const QString message = done.at(0).at(0).toString();
        // "21 frame(s)": no translation is loaded to choose the plural form.
        QVERIFY2(message.startsWith(QLatin1String("21 frame")), qPrintable(message));
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
        scene.setCurrentRow(-1); // as on the screen above: squares only
        ExportCommands commands(&presenter, &controller);
        QTemporaryDir dir;
        QString error;
        const QString path = dir.filePath(QStringLiteral("board.png"));
        QVERIFY(
            commands.exportBoard(path, BoardExporter::Format::Png, 1000, true, QString(), &error));
        const QImage file(path);
        BoardPainter::Options options;
        options.margins = true;
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
                    qPrintable(QStringLiteral("square %1,%2: %3 on the screen, %4 in the file")
                                   .arg(row)
                                   .arg(col)
                                   .arg(a.name(), b.name())));
                ++compared;
            }
        }
        QCOMPARE(compared, n * n);
        // The label band has the same width, relative to a square.
        QCOMPARE(qRound(scene.labelMargin() / BoardScene::SquareSize * 100),
            qRound(BoardPainter::labelBand(n) * 100));
    }

    // The file dialogs propose a name saying what is shown, in the folder
    // last saved in.
    void proposedNames()
    {
        nqtest::PlayableBoard board;
        RunController &controller = board.controller;
        PlayMode &play = board.play;
        BoardPresenter &presenter = board.presenter;
        controller.setBoardSize(8);
        ExportCommands commands(&presenter, &controller);
        ExportActions actions(&commands, &controller, &board.window);
        const QString name = QFileInfo(actions.proposedBoardPath()).fileName();
        QCOMPARE(name, QStringLiteral("queens-8-step-0.png"));
        QCOMPARE(QFileInfo(actions.proposedBoardPath()).absolutePath(), QDir::currentPath());

        controller.runToStep(111);
        QTRY_COMPARE_WITH_TIMEOUT(
            controller.mode(), RunController::Mode::Paused, nqtest::HangGuardMs);
        QCOMPARE(QFileInfo(actions.proposedBoardPath()).fileName(),
            QStringLiteral("queens-8-step-111.png"));

        // Class 3 is solution 5 of 92 (found by walking the lists).
        const auto all = nq::allSolutions(8);
        const auto classThree = nq::fundamentalSolutions(8).at(2);
        const auto number = std::find(all.begin(), all.end(), classThree) - all.begin() + 1;
        presenter.showSolution(QList<int>(classThree.begin(), classThree.end()), 3, true);
        QCOMPARE(QFileInfo(actions.proposedBoardPath()).fileName(),
            QStringLiteral("queens-8-solution-%1.png").arg(number));

        play.setActive(true);
        QCOMPARE(QFileInfo(actions.proposedBoardPath()).fileName(),
            QStringLiteral("queens-8-play.png"));
        play.setActive(false);

        QTemporaryDir dir;
        actions.setFolder(dir.path());
        QCOMPARE(QFileInfo(actions.proposedBoardPath()).absolutePath(), dir.path());
        QCOMPARE(actions.proposedSheetPath(true),
            QDir(dir.path()).filePath(QStringLiteral("queens-8-fundamental-sheet.pdf")));
        QCOMPARE(actions.proposedSheetPath(false),
            QDir(dir.path()).filePath(QStringLiteral("queens-8-sheet.pdf")));
    }

    // The window's frames (RunState, the presenter's rules) and the command
    // line's (RunFrames) show the same boards: queens, refusal, current
    // row, solution frame, step by step.
    void framesAreTheCommandLines_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("last");
        for (const nq::AlgorithmInfo &info : nq::algorithms()) {
            const int n = std::min(info.maxN, 6);
            QTest::newRow(info.name.data()) << int(info.id) << n << 150;
        }
    }
    void framesAreTheCommandLines()
    {
        QFETCH(int, algorithm);
        QFETCH(int, n);
        QFETCH(int, last);
        BoardScene scene;
        RunController controller;
        BoardPresenter presenter(&scene, &controller, nullptr);
        controller.setAlgorithm(nq::Algorithm(algorithm));
        controller.setBoardSize(n);
        ExportCommands commands(&presenter, &controller);
        const QList<BoardExporter::Picture> window = commands.frames(0, quint64(last));
        const QList<RunFrames::Frame> cli = RunFrames::frames(nq::Algorithm(algorithm), n,
            controller.seed(), {}, 0, quint64(last), BoardPainter::Options());
        QVERIFY(window.size() > 10);
        QCOMPARE(cli.size(), window.size());
        for (qsizetype k = 0; k < window.size(); ++k) {
            const BoardPainter::Options &a = window[k].options;
            const BoardPainter::Options &b = cli[k].picture.options;
            const QString step = QStringLiteral("step %1").arg(k);
            QVERIFY2(window[k].columns == cli[k].picture.columns, qPrintable(step));
            QVERIFY2(a.rejection.row == b.rejection.row && a.rejection.col == b.rejection.col
                    && a.rejection.byRow == b.rejection.byRow
                    && a.rejection.byCol == b.rejection.byCol,
                qPrintable(step));
            QVERIFY2(a.currentRow == b.currentRow, qPrintable(step));
            QVERIFY2(a.propagation == b.propagation, qPrintable(step));
            QVERIFY2(a.solutionMarked == b.solutionMarked, qPrintable(step));
        }
    }

    // The board as the window shows a step of forward-checking, mrv or
    // dancing links, exported (File > Export board), is the animation's
    // frame of that step, pixel for pixel: the pruned squares, the
    // wiped-out row, the chosen row or column, the covered lines.
    void screenIsTheFrame_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("n");
        for (const nq::Algorithm algorithm : { nq::Algorithm::ForwardChecking,
                 nq::Algorithm::Mrv, nq::Algorithm::DancingLinks }) {
            const nq::AlgorithmInfo &info = nq::algorithmInfo(algorithm);
            QTest::newRow(info.name.data()) << int(algorithm) << std::min(info.maxN, 8);
        }
    }
    void screenIsTheFrame()
    {
        QFETCH(int, algorithm);
        QFETCH(int, n);
        BoardScene scene;
        RunController controller;
        BoardPresenter presenter(&scene, &controller, nullptr);
        controller.setAlgorithm(nq::Algorithm(algorithm));
        controller.setBoardSize(n);
        ExportCommands commands(&presenter, &controller);
        bool sawMarks = false;
        bool sawWipeout = false;
        bool sawChosen = false; // a chosen row that is not the first empty one
        for (const int k : { 3, 12, 30, 38, 39, 41, 75, 120 }) {
            controller.seek(quint64(k));
            QTRY_COMPARE_WITH_TIMEOUT(controller.state().step(), quint64(k), nqtest::HangGuardMs);
            QTRY_VERIFY_WITH_TIMEOUT(
                controller.mode() == RunController::Mode::Paused, nqtest::HangGuardMs);
            const QString step = QStringLiteral("step %1").arg(k);
            const QList<BoardExporter::Picture> frames = commands.frames(quint64(k), quint64(k),
                true, false);
            QCOMPARE(frames.size(), 1);
            const BoardPainter::Propagation &marks = frames.first().options.propagation;
            sawMarks = sawMarks || !marks.pruned.isEmpty() || !marks.covered.isEmpty();
            sawWipeout = sawWipeout || marks.wipedOutRow >= 0;
            const QList<int> &board = controller.board();
            const int firstEmpty = int(std::find(board.begin(), board.end(), -1) - board.begin());
            const int row = frames.first().options.currentRow;
            sawChosen = sawChosen || (row >= 0 && row != firstEmpty);
            QCOMPARE(row, scene.currentRow());
            AnimationWriter::Settings settings;
            settings.pixels = 360;
            const QImage frame = AnimationWriter::renderFrame(
                frames.first(), 360, AnimationWriter::frameSize(frames, settings));
            const QImage shown = commands.boardImage(360, QString());
            QCOMPARE(shown.size(), frame.size());
            QVERIFY2(shown == frame, qPrintable(step));
        }
        QVERIFY(sawMarks);
        if (algorithm == int(nq::Algorithm::ForwardChecking)) {
            QVERIFY(sawWipeout); // step 39
        }
        QCOMPARE(sawChosen, nq::algorithmInfo(nq::Algorithm(algorithm)).choosesRows);
    }

    // File > Export animation, through its dialogs: a GIF of the range
    // chosen, its frames counted in the status line.
    void exportAnimationThroughItsDialog()
    {
        nqtest::PausedRun run(nq::Algorithm::LockLines, 5, 0);
        ExportCommands commands(&run.presenter, &run.controller);
        QWidget window;
        ExportActions actions(&commands, &run.controller, &window);
        QSignalSpy done(&actions, &ExportActions::done);
        QTemporaryDir dir;
        actions.setFolder(dir.path());
        // The name proposed says what the file holds.
        const QString path = dir.filePath(QStringLiteral("queens-5-steps-6-25.gif"));
        QCOMPARE(actions.proposedAnimationPath(false, 6, 25, QStringLiteral("gif")), path);
        bool hinted = false;
        answerDialogs({
            [&hinted](QWidget *w) {
                auto *dialog = qobject_cast<ExportAnimationDialog *>(w);
                QVERIFY(dialog);
                // The hint says how to get ffmpeg exactly when it is missing.
                const auto *hint = dialog->findChild<QLabel *>(QStringLiteral("ffmpegHint"));
                hinted = !hint->isHidden();
                QCOMPARE(hinted, !dialog->videoAvailable());
                dialog->findChild<QSpinBox *>(QStringLiteral("last"))->setValue(25);
                dialog->findChild<QSpinBox *>(QStringLiteral("first"))->setValue(6);
                dialog->findChild<QSpinBox *>(QStringLiteral("pixels"))->setValue(240);
                dialog->findChild<QCheckBox *>(QStringLiteral("counters"))->setChecked(true);
                dialog->accept();
            },
            [](QWidget *w) {
                auto *files = qobject_cast<QFileDialog *>(w);
                QMetaObject::invokeMethod(files, "accept");
            },
        });
        actions.actions().at(3)->trigger();
        QCOMPARE(done.size(), 1);
        QImageReader reader(path);
        QCOMPARE(reader.imageCount(), 20); // steps 6 to 25
        // The next export proposes this one's choices (issue 27, item 11).
        bool remembered = false;
        answerDialogs({
            [&remembered](QWidget *w) {
                auto *dialog = qobject_cast<ExportAnimationDialog *>(w);
                QVERIFY(dialog);
                QCOMPARE(dialog->findChild<QSpinBox *>(QStringLiteral("last"))->value(), 25);
                QCOMPARE(dialog->findChild<QSpinBox *>(QStringLiteral("first"))->value(), 6);
                QCOMPARE(dialog->findChild<QSpinBox *>(QStringLiteral("pixels"))->value(), 240);
                QVERIFY(dialog->findChild<QCheckBox *>(QStringLiteral("counters"))->isChecked());
                QVERIFY(dialog->choice().counters);
                remembered = true;
                dialog->reject();
            },
        });
        actions.actions().at(3)->trigger();
        QVERIFY(remembered);
        QCOMPARE(done.size(), 1);
        QCOMPARE(reader.size().width(), 240);
        const QString message = done.at(0).at(0).toString();
        QVERIFY2(message.contains(QLatin1String("20 frame")), qPrintable(message));
    }

    // Without ffmpeg the dialog offers GIF only and says how to install it.
    void animationDialogWithoutFfmpeg()
    {
        const QByteArray path = qgetenv("PATH");
        QTemporaryDir empty;
        qputenv("PATH", empty.path().toLocal8Bit());
        ExportAnimationDialog dialog(10, 10, false, false);
        qputenv("PATH", path);
        QVERIFY(!dialog.videoAvailable());
        const auto *hint = dialog.findChild<QLabel *>(QStringLiteral("ffmpegHint"));
        QVERIFY(!hint->isHidden());
        QVERIFY(hint->text().contains(QLatin1String("apt install ffmpeg")));
        auto *format = dialog.findChild<QComboBox *>(QStringLiteral("format"));
        const auto *model = qobject_cast<QStandardItemModel *>(format->model());
        QVERIFY(model->item(0)->isEnabled());
        QVERIFY(!model->item(1)->isEnabled());
        QVERIFY(!model->item(2)->isEnabled());
        QCOMPARE(dialog.choice().settings.format, AnimationWriter::Format::Gif);
        // No solution shown: the symmetries cannot be chosen; no moves of play mode either.
        const auto *sources = qobject_cast<QStandardItemModel *>(
            dialog.findChild<QComboBox *>(QStringLiteral("source"))->model());
        QVERIFY(!sources->item(1)->isEnabled());
        QVERIFY(!sources->item(2)->isEnabled());
        dialog.setSource(ExportAnimationDialog::Source::Play);
        QCOMPARE(dialog.choice().source, ExportAnimationDialog::Source::Steps);
    }

    // Play mode's history: the position before the first move, then the
    // one after each move up to the current one; an undone move is not in
    // it, and a new board size starts it afresh.
    void playHistory_data()
    {
        QTest::addColumn<QList<QPoint>>("moves"); // toggled squares, (col, row)
        QTest::addColumn<int>("undone");
        QTest::newRow("none") << QList<QPoint>() << 0;
        QTest::newRow("three") << QList<QPoint> { { 0, 0 }, { 2, 1 }, { 4, 2 } } << 0;
        QTest::newRow("three, one undone") << QList<QPoint> { { 0, 0 }, { 2, 1 }, { 4, 2 } } << 1;
        QTest::newRow("a queen taken back") << QList<QPoint> { { 3, 3 }, { 3, 3 }, { 5, 3 } } << 0;
        QTest::newRow("two in a row, all undone") << QList<QPoint> { { 1, 0 }, { 6, 0 } } << 2;
    }
    void playHistory()
    {
        QFETCH(QList<QPoint>, moves);
        QFETCH(int, undone);
        nqtest::PlayableBoard board;
        board.controller.setBoardSize(6);
        board.play.setActive(true);
        PlayController *play = board.play.controller();
        QCOMPARE(play->boardSize(), 6);
        QList<PlayPosition> expected { play->position() };
        for (const QPoint &move : moves) {
            play->toggleQueen(move.y(), move.x());
            expected.append(play->position());
        }
        for (int i = 0; i < undone; ++i) {
            play->undoStack()->undo();
            expected.removeLast();
        }
        QCOMPARE(play->history(), expected);
        QCOMPARE(play->history().constLast(), play->position());

        ExportCommands commands(&board.presenter, &board.controller);
        QCOMPARE(commands.hasPlayMoves(), expected.size() > 1);
        const QList<BoardExporter::Picture> frames = commands.playFrames(true, true);
        QCOMPARE(frames.size(), expected.size());
        for (qsizetype i = 0; i < frames.size(); ++i) {
            // Every queen of the position is drawn, two in a row too.
            QList<QPoint> queens = frames[i].options.moreQueens;
            for (int row = 0; row < frames[i].columns.size(); ++row) {
                if (frames[i].columns[row] >= 0) {
                    queens.append(QPoint(frames[i].columns[row], row));
                }
            }
            std::sort(queens.begin(), queens.end(),
                [](QPoint a, QPoint b) { return std::pair(a.y(), a.x()) < std::pair(b.y(), b.x()); });
            QCOMPARE(queens, expected[i].queens());
            QCOMPARE(frames[i].options.caption,
                QStringLiteral("6 queens, play mode, move %1 of %2").arg(i).arg(frames.size() - 1));
        }

        // Another size forgets the moves.
        board.controller.setBoardSize(5);
        QTRY_COMPARE_WITH_TIMEOUT(play->boardSize(), 5, nqtest::HangGuardMs);
        QCOMPARE(play->history(), QList<PlayPosition> { play->position() });
        QVERIFY(!commands.hasPlayMoves());
    }

    // File > Export animation, the moves of play mode: one frame a position,
    // the solved one framed; chosen at once while play mode is shown.
    void exportPlayMovesThroughTheDialog()
    {
        nqtest::PlayableBoard board;
        board.controller.setBoardSize(4);
        board.play.setActive(true);
        PlayController *play = board.play.controller();
        // 4x4's first solution, b4 d3 a2 c1, after a wrong queen taken back.
        const QList<QPoint> moves { { 0, 0 }, { 0, 0 }, { 1, 0 }, { 3, 1 }, { 0, 2 }, { 2, 3 } };
        for (const QPoint &move : moves) {
            play->toggleQueen(move.y(), move.x());
        }
        QVERIFY(play->position().isSolved());
        ExportCommands commands(&board.presenter, &board.controller);
        ExportActions actions(&commands, &board.controller, &board.window);
        QSignalSpy done(&actions, &ExportActions::done);
        QTemporaryDir dir;
        actions.setFolder(dir.path());
        const QString path = dir.filePath(QStringLiteral("queens-4-play.gif"));
        QCOMPARE(actions.proposedPlayAnimationPath(QStringLiteral("gif")), path);
        answerDialogs({
            [](QWidget *w) {
                auto *dialog = qobject_cast<ExportAnimationDialog *>(w);
                QVERIFY(dialog);
                const auto *source = dialog->findChild<QComboBox *>(QStringLiteral("source"));
                QCOMPARE(source->currentIndex(), int(ExportAnimationDialog::Source::Play));
                QVERIFY(!dialog->findChild<QSpinBox *>(QStringLiteral("first"))->isEnabled());
                dialog->findChild<QSpinBox *>(QStringLiteral("pixels"))->setValue(160);
                dialog->findChild<QSpinBox *>(QStringLiteral("hold"))->setValue(0);
                dialog->accept();
            },
            [](QWidget *w) {
                QMetaObject::invokeMethod(qobject_cast<QFileDialog *>(w), "accept");
            },
        });
        actions.actions().at(3)->trigger();
        QCOMPARE(done.size(), 1);
        QImageReader reader(path);
        QCOMPARE(reader.imageCount(), int(moves.size()) + 1);
        // The last frame is the solved board: framed, unlike the one before it.
        const QList<BoardExporter::Picture> frames = commands.playFrames(true, true);
        QVERIFY(frames.constLast().options.solutionMarked);
        QVERIFY(!frames.at(frames.size() - 2).options.solutionMarked);
    }

    void orbitFrames()
    {
        nqtest::PausedRun run(nq::Algorithm::LockLines, 8, 0);
        ExportCommands commands(&run.presenter, &run.controller);
        QVERIFY(commands.orbitFrames(true, true).isEmpty()); // no solution shown
        // Class 10 of 8x8 is the symmetric one: 4 images; the others have 8.
        const auto fundamental = nq::fundamentalSolutions(8);
        int fours = 0;
        for (const auto &solution : fundamental) {
            run.presenter.showSolution(QList<int>(solution.begin(), solution.end()), 1, true);
            const QList<BoardExporter::Picture> frames = commands.orbitFrames(true, true);
            QVERIFY(frames.size() == 8 || frames.size() == 4);
            fours += frames.size() == 4 ? 1 : 0;
            QCOMPARE(frames.first().columns, QList<int>(solution.begin(), solution.end()));
            QVERIFY(frames.last().options.solutionMarked);
        }
        QCOMPARE(fours, 1);
    }

    // Captions on slides name no keys, and count with the counters
    // panel's word (issue 27, item 11).
    void captionsForSlides()
    {
        nqtest::PausedRun run(nq::Algorithm::LockLines, 6, 0);
        ExportCommands commands(&run.presenter, &run.controller);
        const QList<BoardExporter::Picture> frames = commands.frames(0, 40, true, true, true);
        QCOMPARE(frames.size(), 41);
        QCOMPARE(frames.first().options.caption.section(QLatin1Char(':'), 0, 0),
            QStringLiteral("6 queens, Lock lines, step 0"));
        for (const BoardExporter::Picture &frame : frames) {
            const QString &caption = frame.options.caption;
            for (const QString &key :
                { QStringLiteral("Press"), QStringLiteral("Space"), QStringLiteral("Right") }) {
                QVERIFY2(!caption.contains(key), qPrintable(caption));
            }
            QVERIFY2(caption.contains(QLatin1String("rejections")), qPrintable(caption));
            QVERIFY2(!caption.contains(QLatin1String("refusal")), qPrintable(caption));
        }
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
        // Named by their steps (issue 27, item 11): step 12 is frame-0012.png.
        QCOMPARE(QFileInfo(written.first()).fileName(), QStringLiteral("frame-0001.png"));
        QCOMPARE(QFileInfo(written.last()).fileName(), QStringLiteral("frame-0012.png"));
        written.clear();
        const QString fromStart = dir.filePath(QStringLiteral("fromStart"));
        QVERIFY2(commands.exportFrames(fromStart, 0, 3, 200, &error, &written), qPrintable(error));
        QCOMPARE(QDir(fromStart).entryList(QDir::Files),
            QStringList({ QStringLiteral("frame-0000.png"), QStringLiteral("frame-0001.png"),
                QStringLiteral("frame-0002.png"), QStringLiteral("frame-0003.png") }));

        QVERIFY(!commands.exportFrames(frames, 10, 10 + ExportCommands::MaxFrames, 200, &error));
        controller.setBoardSize(3);
        QVERIFY(!commands.exportSheet(sheet, BoardExporter::Format::Png, false, 900, &error));
        QVERIFY(error.contains(QLatin1String("no solution")));
    }
};

QTEST_MAIN(TestExportCommands)
#include "tst_exportcommands.moc"
