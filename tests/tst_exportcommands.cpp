// SPDX-License-Identifier: MIT
// The window's exports: the board as shown, contact sheets, frame sequences.
#include "boardscene.h"
#include "exportcommands.h"
#include "runcontroller.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

class TestExportCommands : public QObject
{
    Q_OBJECT

private slots:
    void boardAsShown()
    {
        BoardScene scene;
        RunController controller(&scene);
        controller.setBoardSize(8);
        controller.runToStep(111); // ends on a refusal: g2 by a8
        QTRY_COMPARE_WITH_TIMEOUT(controller.mode(), RunController::Mode::Paused, 5000);
        ExportCommands commands(&scene, &controller);
        QCOMPARE(commands.shownBoard(), controller.board());
        QCOMPARE(commands.caption(), QStringLiteral("8 queens, Lock lines, step 111"));
        QCOMPARE(commands.caption(5), QStringLiteral("8 queens, solution 5"));

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

    void sheetsAndFrames()
    {
        BoardScene scene;
        RunController controller(&scene);
        controller.setBoardSize(6);
        ExportCommands commands(&scene, &controller);
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
