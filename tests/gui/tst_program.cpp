// SPDX-License-Identifier: MIT
// The visualizer as a user starts it: its options, and images that are the
// same for the same flags.
#include "support/fifo.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

struct Result
{
    int exitCode = -1;
    QString out;
    QString err;
};

Result runProgram(const QStringList &arguments, const QString &configHome = {})
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    if (!configHome.isEmpty()) {
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), configHome);
    }
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(NQUEENS_VISUALIZER), arguments);
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        QString::fromUtf8(process.readAllStandardOutput()),
        QString::fromUtf8(process.readAllStandardError()) };
}

QByteArray fileHash(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

} // namespace

class TestProgram : public QObject
{
    Q_OBJECT

private slots:
    void sameFlagsSameImage_data()
    {
        QTest::addColumn<QStringList>("flags");
        QTest::newRow("8x8 start") << QStringList {};
        QTest::newRow("8x8 after 40 steps")
            << QStringList { QStringLiteral("--steps"), QStringLiteral("40") };
        QTest::newRow("bitmask 6x6 after 100 steps") << QStringList { QStringLiteral("--size"),
            QStringLiteral("6"), QStringLiteral("--algorithm"), QStringLiteral("bitmask"),
            QStringLiteral("--steps"), QStringLiteral("100") };
        QTest::newRow("min-conflicts 10x10 seed 3 after 20 steps")
            << QStringList { QStringLiteral("--size"), QStringLiteral("10"),
                   QStringLiteral("--algorithm"), QStringLiteral("min-conflicts"),
                   QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--steps"),
                   QStringLiteral("20") };
        QTest::newRow("min-conflicts 300x300 after 320 steps")
            << QStringList { QStringLiteral("--size"), QStringLiteral("300"),
                   QStringLiteral("--algorithm"), QStringLiteral("min-conflicts"),
                   QStringLiteral("--steps"), QStringLiteral("320") };
    }
    void sameFlagsSameImage()
    {
        QFETCH(QStringList, flags);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString first = dir.filePath(QStringLiteral("first.png"));
        const QString second = dir.filePath(QStringLiteral("second.png"));
        const QString shot = dir.filePath(QStringLiteral("shot.png"));
        Result a = runProgram(flags
            + QStringList {
                QStringLiteral("--board-image"), first, QStringLiteral("--screenshot"), shot });
        QCOMPARE(a.exitCode, 0);
        const QString shot2 = dir.filePath(QStringLiteral("shot2.png"));
        Result b = runProgram(flags
            + QStringList {
                QStringLiteral("--board-image"), second, QStringLiteral("--screenshot"), shot2 });
        QCOMPARE(b.exitCode, 0);
        QVERIFY(!fileHash(first).isEmpty());
        QCOMPARE(fileHash(first), fileHash(second));
        QCOMPARE(fileHash(shot), fileHash(shot2));
        const QImage board(first);
        QCOMPARE(board.width(), 800);
        QVERIFY(!QImage(shot).isNull());
    }

    // --geometry gives the screenshot's size; --presentation makes the same
    // window with larger text (so a different picture of the same size).
    void geometryAndPresentation()
    {
        QTemporaryDir dir;
        const QString normal = dir.filePath(QStringLiteral("normal.png"));
        const QString presenting = dir.filePath(QStringLiteral("presenting.png"));
        const QStringList flags { QStringLiteral("--geometry"), QStringLiteral("1280x720"),
            QStringLiteral("--steps"), QStringLiteral("30") };
        QCOMPARE(runProgram(flags + QStringList { QStringLiteral("--screenshot"), normal }).exitCode, 0);
        QCOMPARE(runProgram(flags
                     + QStringList { QStringLiteral("--presentation"), QStringLiteral("--screenshot"),
                         presenting })
                     .exitCode,
            0);
        QCOMPARE(QImage(normal).size(), QSize(1280, 720));
        QCOMPARE(QImage(presenting).size(), QSize(1280, 720));
        QVERIFY(fileHash(normal) != fileHash(presenting));
    }

    // --play shows the position asked for: queens named by their squares
    // give the same board as the run's board after the steps that put them
    // there, and differ from the run's own board.
    void playStartsFromAPosition()
    {
        QTemporaryDir dir;
        const QString named = dir.filePath(QStringLiteral("named.png"));
        const QString fromRun = dir.filePath(QStringLiteral("run.png"));
        const QString plain = dir.filePath(QStringLiteral("plain.png"));
        // lock-lines 8x8 after 4 steps: queens on a8 and c7.
        QCOMPARE(runProgram({ QStringLiteral("--play"), QStringLiteral("a8,c7"),
                                QStringLiteral("--board-image"), named })
                     .exitCode,
            0);
        QCOMPARE(
            runProgram({ QStringLiteral("--steps"), QStringLiteral("4"), QStringLiteral("--play"),
                           QStringLiteral("run"), QStringLiteral("--board-image"), fromRun })
                .exitCode,
            0);
        QCOMPARE(runProgram({ QStringLiteral("--steps"), QStringLiteral("4"),
                                QStringLiteral("--board-image"), plain })
                     .exitCode,
            0);
        QVERIFY(!fileHash(named).isEmpty());
        QCOMPARE(fileHash(named), fileHash(fromRun));
        QVERIFY(fileHash(named) != fileHash(plain));
    }

    // A session file given with --board-image is applied in full (its step,
    // its mode, a lesson's first scene) before the picture: the same
    // picture every run, not the default board.
    void sessionFileGivesItsImage_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QStringList>("same"); // flags that give the same board, if any
        QTest::newRow("8x8 lesson: step 23") << QStringLiteral("8x8-step-back-and-predict.nqueens")
                                            << QStringList { QStringLiteral("--steps"), QStringLiteral("23") };
        QTest::newRow("4x4 lesson: play mode") << QStringLiteral("4x4-by-hand.nqueens") << QStringList();
    }
    void sessionFileGivesItsImage()
    {
        QFETCH(QString, lesson);
        QFETCH(QStringList, same);
        QTemporaryDir dir;
        const QString file = QStringLiteral(NQ_LESSONS_DIR "/") + lesson;
        QVERIFY(QFile::exists(file));
        QList<QByteArray> hashes;
        QImage first;
        for (int run = 0; run < 3; ++run) {
            const QString image = dir.filePath(QStringLiteral("lesson%1.png").arg(run));
            const Result result = runProgram({ file, QStringLiteral("--board-image"), image });
            QVERIFY2(result.exitCode == 0, qPrintable(result.err));
            hashes << fileHash(image);
            if (run == 0) {
                first = QImage(image);
            } else {
                QCOMPARE(QImage(image), first);
            }
        }
        QVERIFY(!hashes.constFirst().isEmpty());
        QCOMPARE(hashes.at(1), hashes.constFirst());
        QCOMPARE(hashes.at(2), hashes.constFirst());
        const QString plain = dir.filePath(QStringLiteral("plain.png"));
        QCOMPARE(runProgram({ QStringLiteral("--board-image"), plain }).exitCode, 0);
        QVERIFY(QImage(plain) != first);
        if (!same.isEmpty()) {
            const QString stepped = dir.filePath(QStringLiteral("stepped.png"));
            QCOMPARE(runProgram(same + QStringList { QStringLiteral("--board-image"), stepped }).exitCode, 0);
            QCOMPARE(QImage(stepped), first);
        }
    }

    void stepsWithASessionFile_data()
    {
        QTest::addColumn<QStringList>("flags"); // with the 8x8 lesson (at step 23)
        QTest::addColumn<QStringList>("same"); // without it
        const auto steps = [](int k, int back) {
            return QStringList { QStringLiteral("--steps"), QString::number(k), QStringLiteral("--back"),
                QString::number(back) };
        };
        QTest::newRow("before the file's step") << steps(5, 0) << steps(5, 0);
        QTest::newRow("the file's step, back 3") << steps(23, 3) << steps(20, 0);
        QTest::newRow("the file's step") << steps(23, 0) << steps(23, 0);
    }
    // --steps K with a session file goes to step K of its run; at or before
    // the file's own step nothing runs, and the picture was never taken:
    // the program waited for ever.
    void stepsWithASessionFile()
    {
        QFETCH(QStringList, flags);
        QFETCH(QStringList, same);
        QTemporaryDir dir;
        const QString file = QStringLiteral(NQ_LESSONS_DIR "/8x8-step-back-and-predict.nqueens");
        const QString withFile = dir.filePath(QStringLiteral("file.png"));
        const QString without = dir.filePath(QStringLiteral("plain.png"));
        const Result result = runProgram(QStringList { file } + flags
            + QStringList { QStringLiteral("--board-image"), withFile });
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        QCOMPARE(runProgram(same + QStringList { QStringLiteral("--board-image"), without }).exitCode, 0);
        QCOMPARE(QImage(withFile), QImage(without));
    }

    // A file that cannot be opened: its problem on stderr, exit code 2, no picture.
    void refusedSessionFileMakesNoImage_data()
    {
        QTest::addColumn<QByteArray>("bytes"); // empty: a folder
        QTest::addColumn<QString>("problem");
        QTest::newRow("a folder") << QByteArray() << QStringLiteral("folder");
        QTest::newRow("bad JSON") << QByteArray("{ \"format\": \"nqueens-session\", ] \"version\": 1 }")
                                  << QStringLiteral("no valid JSON");
        // Refused later, once the search is found to end before the step.
        QTest::newRow("a step past the end")
            << QByteArray(R"({ "format": "nqueens-session", "version": 1,
                             "state": { "n": 4, "algorithm": "lock-lines", "step": 1000 } })")
            << QStringLiteral("before step 1000");
    }
    void refusedSessionFileMakesNoImage()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("bad.nqueens"));
        if (bytes.isEmpty()) {
            QVERIFY(QDir().mkpath(file));
        } else {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(bytes);
        }
        for (const QString &option : { QStringLiteral("--board-image"), QStringLiteral("--screenshot") }) {
            const QString image = dir.filePath(QStringLiteral("image.png"));
            const Result result = runProgram({ file, option, image });
            QCOMPARE(result.exitCode, 2);
            QVERIFY2(result.err.contains(problem) && result.err.contains(file), qPrintable(result.err));
            QVERIFY(!QFile::exists(image));
        }
    }

    void stepsChangeTheImage()
    {
        QTemporaryDir dir;
        const QString start = dir.filePath(QStringLiteral("start.png"));
        const QString later = dir.filePath(QStringLiteral("later.png"));
        QCOMPARE(runProgram({ QStringLiteral("--board-image"), start }).exitCode, 0);
        QCOMPARE(runProgram({ QStringLiteral("--steps"), QStringLiteral("5"),
                                QStringLiteral("--board-image"), later })
                     .exitCode,
            0);
        QVERIFY(fileHash(start) != fileHash(later));
    }

    void backEqualsFewerSteps_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("j");
        QTest::newRow("lock-lines 40 back 15") << QStringLiteral("lock-lines") << 40 << 15;
        QTest::newRow("bitmask 1000 back 999") << QStringLiteral("bitmask") << 1000 << 999;
        QTest::newRow("permutations 300 back 7") << QStringLiteral("permutations") << 300 << 7;
        // 6x6 takes 187 steps with the default seed.
        QTest::newRow("min-conflicts 150 back 40") << QStringLiteral("min-conflicts") << 150 << 40;
    }
    void backEqualsFewerSteps()
    {
        // The board after K steps and J back is the board after K - J steps, pixel for pixel.
        QFETCH(QString, algorithm);
        QFETCH(int, k);
        QFETCH(int, j);
        QTemporaryDir dir;
        const QString back = dir.filePath(QStringLiteral("back.png"));
        const QString direct = dir.filePath(QStringLiteral("direct.png"));
        const QStringList common { QStringLiteral("--size"), QStringLiteral("6"),
            QStringLiteral("--algorithm"), algorithm };
        QCOMPARE(runProgram(common
                     + QStringList { QStringLiteral("--steps"), QString::number(k),
                         QStringLiteral("--back"), QString::number(j),
                         QStringLiteral("--board-image"), back })
                     .exitCode,
            0);
        QCOMPARE(runProgram(common
                     + QStringList { QStringLiteral("--steps"), QString::number(k - j),
                         QStringLiteral("--board-image"), direct })
                     .exitCode,
            0);
        QCOMPARE(fileHash(back), fileHash(direct));
    }

    void badOptions_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("size too big") << QStringList { QStringLiteral("--size"),
            QStringLiteral("33") } << QStringLiteral("--size must be an integer from 1 to 32");
        QTest::newRow("min-conflicts size too big")
            << QStringList { QStringLiteral("--algorithm"), QStringLiteral("min-conflicts"),
                   QStringLiteral("--size"), QStringLiteral("1001") }
            << QStringLiteral("--size must be an integer from 1 to 1000 for min-conflicts");
        QTest::newRow("seed not a number")
            << QStringList { QStringLiteral("--seed"), QStringLiteral("lucky") }
            << QStringLiteral("--seed must be a whole number from 0 to 18446744073709551615, "
                              "got 'lucky'");
        QTest::newRow("seed too big")
            << QStringList { QStringLiteral("--seed"), QStringLiteral("18446744073709551616") }
            << QStringLiteral("--seed must be a whole number");
        QTest::newRow("size not a number") << QStringList { QStringLiteral("--size"),
            QStringLiteral("x") } << QStringLiteral("--size must be an integer");
        QTest::newRow("permutations too big") << QStringList { QStringLiteral("--algorithm"),
            QStringLiteral("permutations"), QStringLiteral("--size"), QStringLiteral("12") }
                                              << QStringLiteral("from 1 to 11 for permutations");
        QTest::newRow("unknown algorithm") << QStringList { QStringLiteral("--algorithm"),
            QStringLiteral("magic") } << QStringLiteral("valid algorithms: permutations");
        QTest::newRow("negative steps") << QStringList { QStringLiteral("--steps"),
            QStringLiteral("-4") } << QStringLiteral("--steps must be");
        QTest::newRow("back beyond steps") << QStringList { QStringLiteral("--steps"),
            QStringLiteral("3"), QStringLiteral("--back"),
            QStringLiteral("4") } << QStringLiteral("--back must be a whole number from 0 to 3");
        QTest::newRow("unknown option") << QStringList { QStringLiteral("--frobnicate") }
                                        << QStringLiteral("valid options: --size N");
        QTest::newRow("size with a sign") << QStringList { QStringLiteral("--size"),
            QStringLiteral("+8") } << QStringLiteral("got '+8'");
        QTest::newRow("screenshot without a name") << QStringList { QStringLiteral("--screenshot"),
            QString() } << QStringLiteral("--screenshot needs a file name");
        QTest::newRow("unknown language") << QStringList { QStringLiteral("--lang"),
            QStringLiteral("tlh") } << QStringLiteral("valid languages: en, de, es, fr");
        QTest::newRow("play square off the board")
            << QStringList { QStringLiteral("--play"), QStringLiteral("a8,z9") }
            << QStringLiteral("--play takes empty, run, or squares of the 8 x 8 board from a1 to "
                              "h8 separated by commas, got 'z9'");
        QTest::newRow("play square of a bigger board") << QStringList { QStringLiteral("--size"),
            QStringLiteral("5"), QStringLiteral("--play"),
            QStringLiteral("a6") } << QStringLiteral("squares of the 5 x 5 board from a1 to e5");
        QTest::newRow("play square twice") << QStringList { QStringLiteral("--play"),
            QStringLiteral("c3,b2,c3") } << QStringLiteral("--play names the square c3 twice");
        QTest::newRow("play on a board too big")
            << QStringList { QStringLiteral("--algorithm"), QStringLiteral("min-conflicts"),
                   QStringLiteral("--size"), QStringLiteral("40"), QStringLiteral("--play"),
                   QStringLiteral("empty") }
            << QStringLiteral("--play needs a board of 32 x 32 or smaller, got --size 40");
        QTest::newRow("geometry not a size")
            << QStringList { QStringLiteral("--geometry"), QStringLiteral("big") }
            << QStringLiteral("--geometry needs a size like 1280x720 (at least 320x240), not 'big'");
        QTest::newRow("geometry too small")
            << QStringList { QStringLiteral("--geometry"), QStringLiteral("200x100") }
            << QStringLiteral("not '200x100'");
        QTest::newRow("unknown theme")
            << QStringList { QStringLiteral("--theme"), QStringLiteral("pink") }
            << QStringLiteral("valid themes: classic, high-contrast, system");

        // A value of any length gives one short line (badOptions checks its
        // length): it is cut to its first 40 characters and "…". The longest
        // argument Linux passes is 131071 bytes (MAX_ARG_STRLEN, 128 KiB,
        // holds its NUL too); `exes` leaves room for a prefix.
        const QString nines(131071, QLatin1Char('9'));
        const QString exes(131060, QLatin1Char('x'));
        const QString cutNines = QString(40, QLatin1Char('9')) + QChar(0x2026);
        const QString cutExes = QString(40, QLatin1Char('x')) + QChar(0x2026);
        const QString got = QStringLiteral("got '%1'");
        QTest::newRow("huge size") << QStringList { QStringLiteral("--size"), nines }
                                   << got.arg(cutNines);
        QTest::newRow("huge seed") << QStringList { QStringLiteral("--seed"), nines }
                                   << got.arg(cutNines);
        QTest::newRow("huge steps") << QStringList { QStringLiteral("--steps"), exes }
                                    << got.arg(cutExes);
        QTest::newRow("huge back") << QStringList { QStringLiteral("--steps"), QStringLiteral("3"),
            QStringLiteral("--back"), nines } << got.arg(cutNines);
        QTest::newRow("huge algorithm") << QStringList { QStringLiteral("--algorithm"), exes }
                                        << QStringLiteral("unknown algorithm '%1'").arg(cutExes);
        QTest::newRow("huge play square")
            << QStringList { QStringLiteral("--play"), QStringLiteral("a8,") + exes }
            << got.arg(cutExes);
        QTest::newRow("huge language") << QStringList { QStringLiteral("--lang"), exes }
                                       << QStringLiteral("unknown language '%1'").arg(cutExes);
        QTest::newRow("huge theme") << QStringList { QStringLiteral("--theme"), exes }
                                    << QStringLiteral("unknown theme '%1'").arg(cutExes);
        QTest::newRow("huge geometry") << QStringList { QStringLiteral("--geometry"), exes }
                                       << QStringLiteral("not '%1'").arg(cutExes);
        QTest::newRow("huge second file")
            << QStringList { QStringLiteral("lesson.nqueens"), exes }
            << QStringLiteral("unexpected argument '%1'").arg(cutExes);
        // Qt's parser names unknown options itself: cut there too.
        QTest::newRow("huge unknown option") << QStringList { QStringLiteral("--") + exes }
                                             << cutExes;
        // "-xxx…" is as many unknown one-letter options, listed by Qt.
        QTest::newRow("huge unknown short options") << QStringList { QStringLiteral("-") + exes }
                                                    << QStringLiteral("x, x, x");
    }
    void badOptions()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Result result = runProgram(arguments);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(message), qPrintable(result.err.left(300)));
        QVERIFY(result.out.isEmpty());
        // One short line, whatever the arguments' length.
        QCOMPARE(result.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(result.err.size() < 360, qPrintable(result.err.left(360)));
    }

    void classOptionRefusesBadPorts_data()
    {
        QTest::addColumn<QString>("port");
        QTest::newRow("too large") << QStringLiteral("--class=70000");
        QTest::newRow("not a number") << QStringLiteral("--class=eighty");
        QTest::newRow("negative") << QStringLiteral("--class=-1");
    }
    void classOptionRefusesBadPorts()
    {
        QFETCH(QString, port);
        const Result result = runProgram({ port });
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(QStringLiteral("--class takes a port from 1 to 65535")), qPrintable(result.err));
        QVERIFY(result.out.isEmpty());
    }

    // --class PORT prints "class: URL", and the QR code in the window's
    // picture reads back (zbarimg) as exactly that URL.
    void classOptionPrintsTheAddressTheQrCodeHolds()
    {
        const QString zbarimg = QStandardPaths::findExecutable(QStringLiteral("zbarimg"));
        if (zbarimg.isEmpty()) {
            QSKIP("zbarimg (Debian zbar-tools) is not installed: scripts/install-deps.sh installs it");
        }
        quint16 port = 0;
        {
            QTcpServer probe; // a port free now (tests run side by side: never a fixed one)
            QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
            port = probe.serverPort();
        }
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("window.png"));
        const Result result = runProgram({ QStringLiteral("--class"), QString::number(port),
            QStringLiteral("--geometry"), QStringLiteral("1280x720"), QStringLiteral("--screenshot"), png });
        QCOMPARE(result.exitCode, 0);
        const QStringList lines = result.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().startsWith(QStringLiteral("class: http://")), qPrintable(result.out));
        const QString url = lines.first().mid(7);
        QVERIFY2(url.contains(QStringLiteral(":%1/?code=").arg(port)), qPrintable(url));
        QProcess reader;
        reader.start(zbarimg, { QStringLiteral("--raw"), QStringLiteral("-q"), png });
        QVERIFY(reader.waitForFinished(60000));
        QCOMPARE(reader.exitCode(), 0);
        QCOMPARE(QString::fromUtf8(reader.readAllStandardOutput()).trimmed(), url);
    }

    void unwritableImageIsAnError()
    {
        const Result result = runProgram(
            { QStringLiteral("--board-image"), QStringLiteral("/nonexistent-dir/board.png") });
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(QLatin1String("/nonexistent-dir/board.png")),
            qPrintable(result.err));
    }

    void languageAndThemeShowInTheImages()
    {
        QTemporaryDir dir;
        const auto shot = [&dir](const QString &name, QStringList flags) {
            const QString path = dir.filePath(name);
            flags << QStringLiteral("--screenshot") << path;
            return runProgram(flags).exitCode == 0 ? fileHash(path) : QByteArray();
        };
        const QByteArray english
            = shot(QStringLiteral("en.png"), { QStringLiteral("--lang"), QStringLiteral("en") });
        const QByteArray german
            = shot(QStringLiteral("de.png"), { QStringLiteral("--lang"), QStringLiteral("de") });
        const QByteArray german2
            = shot(QStringLiteral("de2.png"), { QStringLiteral("--lang"), QStringLiteral("de") });
        const QByteArray contrast = shot(QStringLiteral("hc.png"),
            { QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--theme"),
                QStringLiteral("high-contrast") });
        QVERIFY(!english.isEmpty() && !german.isEmpty() && !contrast.isEmpty());
        QVERIFY(english != german);
        QCOMPARE(german, german2); // still the same flags, the same image
        QVERIFY(english != contrast);
    }

    void imagesIgnoreRememberedSettings()
    {
        // A user's settings (another size, another theme, a damaged window
        // state) must not change what --screenshot gives, nor be rewritten.
        QTemporaryDir config;
        QVERIFY(QDir().mkpath(config.filePath(QStringLiteral("nqueens-visualizer"))));
        const QString file
            = config.filePath(QStringLiteral("nqueens-visualizer/nqueens-visualizer.conf"));
        const QByteArray remembered
            = "[run]\nsize=5\n[view]\ntheme=high-contrast\n[window]\nstate=garbage\n";
        {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(remembered);
        }
        QTemporaryDir dir;
        const QString plain = dir.filePath(QStringLiteral("plain.png"));
        const QString withSettings = dir.filePath(QStringLiteral("settings.png"));
        QCOMPARE(runProgram({ QStringLiteral("--board-image"), plain }).exitCode, 0);
        const Result result
            = runProgram({ QStringLiteral("--board-image"), withSettings }, config.path());
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(fileHash(withSettings), fileHash(plain));
        QFile in(file);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QCOMPARE(in.readAll(), remembered);
    }

    void helpListsTheOptions()
    {
        const Result result = runProgram({ QStringLiteral("--help") });
        QCOMPARE(result.exitCode, 0);
        for (const char *option : { "--size", "--algorithm", "--seed", "--steps", "--back",
                 "--lang", "--theme", "--play", "--screenshot", "--board-image" }) {
            QVERIFY2(result.out.contains(QLatin1String(option)), option);
        }
    }

    void imagesIntoPipesAndDevices_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("option");
        for (const QString &option :
            { QStringLiteral("--board-image"), QStringLiteral("--screenshot") }) {
            for (const QString &kind : { QStringLiteral("-"), QStringLiteral("fifo"),
                     QStringLiteral("device"), QStringLiteral("settings fifo") }) {
                QTest::addRow("%s %s", qPrintable(option), qPrintable(kind)) << kind << option;
            }
        }
    }
    // --board-image and --screenshot into standard output, a FIFO with a
    // reader, or a device like /dev/null (made for the test when root, the
    // system's own otherwise): the bytes go through and
    // the thing stays what it was (a FIFO became a file, the reader got
    // nothing). And a settings file that is a FIFO no longer hangs the
    // start before any window (a QSettings read it to learn its name).
    void imagesIntoPipesAndDevices()
    {
        QFETCH(QString, kind);
        QFETCH(QString, option);
        QTemporaryDir dir;
        QString output = kind;
        QString config;
        std::optional<nqtest::FifoReader> reader;
        const QString received = dir.filePath(QStringLiteral("received.png"));
        if (kind == u"fifo") {
            output = dir.filePath(QStringLiteral("pipe"));
            QCOMPARE(::mkfifo(QFile::encodeName(output).constData(), 0600), 0);
            // Open before the program (a FIFO nobody reads is refused with
            // ENXIO, which it reports); it reads to the program's close.
            reader.emplace(output);
            QVERIFY(reader->isOpen());
        } else if (kind == u"device") {
            output = nqtest::deviceLike(dir.path(), QStringLiteral("null"));
            QVERIFY2(!output.isEmpty(), "no device like /dev/null");
        } else if (kind == u"settings fifo") {
            output = received;
            config = dir.filePath(QStringLiteral("config"));
            QVERIFY(QDir().mkpath(config + QStringLiteral("/nqueens-visualizer")));
            QCOMPARE(::mkfifo(QFile::encodeName(
                                  config + QStringLiteral("/nqueens-visualizer/nqueens-visualizer.ini"))
                                  .constData(),
                         0600),
                0);
        }
        QProcess program;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"),
            config.isEmpty() ? dir.filePath(QStringLiteral("empty")) : config);
        program.setProcessEnvironment(env);
        program.start(QStringLiteral(NQUEENS_VISUALIZER), { option, output });
        const bool finished = program.waitForFinished(60000);
        if (!finished) {
            program.kill();
            program.waitForFinished();
        }
        QVERIFY2(finished, "the program did not finish");
        QCOMPARE(program.exitStatus(), QProcess::NormalExit);
        QVERIFY2(program.exitCode() == 0, program.readAllStandardError().constData());
        QByteArray bytes;
        if (kind == u"-") {
            bytes = program.readAllStandardOutput();
        } else if (kind == u"device") {
            struct stat status { };
            QCOMPARE(::lstat(QFile::encodeName(output).constData(), &status), 0);
            QVERIFY(S_ISCHR(status.st_mode));
            return;
        } else if (kind == u"fifo") {
            bytes = reader->join(); // the program has ended: so has its writing
            QVERIFY(reader->reachedEnd());
        } else {
            QFile file(received);
            QVERIFY(file.open(QIODevice::ReadOnly));
            bytes = file.readAll();
        }
        if (kind == u"fifo") {
            struct stat status { };
            QCOMPARE(::lstat(QFile::encodeName(output).constData(), &status), 0);
            QVERIFY(S_ISFIFO(status.st_mode));
        }
        QImage image;
        QVERIFY2(image.loadFromData(bytes, "PNG"), qPrintable(QStringLiteral("%1 bytes").arg(bytes.size())));
        QVERIFY(image.width() >= 400);
    }
};

QTEST_GUILESS_MAIN(TestProgram)
#include "tst_program.moc"
