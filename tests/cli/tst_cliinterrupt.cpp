// SPDX-License-Identifier: MIT
// Ctrl-C (SIGINT) sent to the `nqueens` binary (NQUEENS_CLI) in the middle
// of its work. Apart from tst_cli, with a time limit of its own: each row
// runs a command that would go on for long, and some finish a file first.
//
// The signal goes when the command says, on stderr, that its handler is
// installed and its work has begun (NQ_TEST_READY_NOTICE=1, see
// InterruptWatcher::announceReady), not after a guessed delay: too short on
// a loaded machine (no handler yet: the signal kills), too long for the
// short phase before a file's writing. A single file is written into a
// FIFO the test reads only after the signal: its write waits for the test.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include "cli/clioutput.h"
#include "support/fifo.h"

#include <csignal>
#include <optional>
#include <signal.h>

#include <sys/stat.h>

namespace {

// What a test waits for before it presses Ctrl-C, after the ready notice.
enum class WaitFor {
    Ready, // nothing more: the work has begun
    Output, // its first output on stdout
    File, // the first PNG file in --output
    // The first bytes in the FIFO given as --output, whose pipe holds a
    // page and which is not read until the signal has gone: the file is
    // larger, so its write waits in the middle until the test reads.
    Fifo,
};

// What an interrupted command has printed on stdout, and what is checked.
enum class Printed {
    Nothing,
    Events, // trace's JSON lines (not read)
    Solutions, // lines, each a whole solution of N
    Paths, // the paths of whole PNG files, every PNG of --output among them
    Fifo, // the FIFO's path; through it came one whole PNG
};

} // namespace

Q_DECLARE_METATYPE(WaitFor)
Q_DECLARE_METATYPE(Printed)

class TestCliInterrupt : public QObject
{
    Q_OBJECT

private slots:
    void interrupted_data();
    void interrupted();
};

void TestCliInterrupt::interrupted_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("message");
    QTest::addColumn<WaitFor>("waitFor");
    QTest::addColumn<Printed>("printed");
    // Ctrl-C must end each of these cleanly: exit 130, one line on stderr,
    // and on stdout only whole lines, naming only whole files.
    // Each of these would run for days.
    QTest::newRow("count 27") << QStringList { QStringLiteral("count"), QStringLiteral("27"),
        QStringLiteral("--threads"), QStringLiteral("1") }
                              << QByteArray("nqueens: count cancelled\n") << WaitFor::Ready
                              << Printed::Nothing;
    QTest::newRow("stats 32") << QStringList { QStringLiteral("stats"), QStringLiteral("32"),
        QStringLiteral("--algorithm"), QStringLiteral("check-queens") }
                              << QByteArray("nqueens: stats cancelled\n") << WaitFor::Ready
                              << Printed::Nothing;
    QTest::newRow("trace 32") << QStringList { QStringLiteral("trace"), QStringLiteral("32") }
                              << QByteArray("nqueens: trace cancelled after ") << WaitFor::Ready
                              << Printed::Events;
    // Min-conflicts for the largest N runs for seconds.
    QTest::newRow("one 10^7") << QStringList { QStringLiteral("one"), QStringLiteral("10000000"),
        QStringLiteral("--method"), QStringLiteral("min-conflicts") }
                              << QByteArray("nqueens: one cancelled\n") << WaitFor::Ready
                              << Printed::Nothing;
    // Interrupted while it writes its line of 6.9 MB, far more than a pipe
    // holds (the test reads once, then not until the end: the command
    // waits mid-line): the line is finished.
    QTest::newRow("one 10^6 construct")
        << QStringList { QStringLiteral("one"), QStringLiteral("1000000") }
        << QByteArray("nqueens: one cancelled\n") << WaitFor::Output << Printed::Solutions;
    // 14.7 million lines: the list stops after a whole one.
    QTest::newRow("solutions 16")
        << QStringList { QStringLiteral("solutions"), QStringLiteral("16") }
        << QByteArray("nqueens: solutions cancelled after ") << WaitFor::Output
        << Printed::Solutions;
    QTest::newRow("solutions 16 fundamental")
        << QStringList { QStringLiteral("solutions"), QStringLiteral("16"),
               QStringLiteral("--fundamental") }
        << QByteArray("nqueens: solutions cancelled after ") << WaitFor::Output
        << Printed::Solutions;
    // Files: those finished stay and are listed. --output DIR is added.
    // Interrupted once the first file is there, with 91 (--all) or 11
    // (--fundamental) still to write.
    QTest::newRow("export --all") << QStringList { QStringLiteral("export"), QStringLiteral("8"),
        QStringLiteral("--all") } << QByteArray("nqueens: export cancelled\n")
                                  << WaitFor::File << Printed::Paths;
    QTest::newRow("export --fundamental")
        << QStringList { QStringLiteral("export"), QStringLiteral("8"),
               QStringLiteral("--fundamental"), QStringLiteral("--pixels"),
               QStringLiteral("2048") }
        << QByteArray("nqueens: export cancelled\n") << WaitFor::File << Printed::Paths;
    // One file that cannot be stopped halfway: it is finished. The notice
    // comes as its writing begins; the signal goes while the write waits
    // on a full FIFO (WaitFor::Fifo), not at a guess within the quarter of
    // a second that 2048 pixels take.
    QTest::newRow("export --sheet")
        << QStringList { QStringLiteral("export"), QStringLiteral("8"), QStringLiteral("--sheet"),
               QStringLiteral("--pixels"), QStringLiteral("2048") }
        << QByteArray("nqueens: export cancelled\n") << WaitFor::Fifo << Printed::Fifo;
    QTest::newRow("export --solution")
        << QStringList { QStringLiteral("export"), QStringLiteral("8"),
               QStringLiteral("--solution"), QStringLiteral("5"), QStringLiteral("--pixels"),
               QStringLiteral("2048") }
        << QByteArray("nqueens: export cancelled\n") << WaitFor::Fifo << Printed::Fifo;
    QTest::newRow("export --step")
        << QStringList { QStringLiteral("export"), QStringLiteral("8"), QStringLiteral("--step"),
               QStringLiteral("100"), QStringLiteral("--pixels"), QStringLiteral("2048") }
        << QByteArray("nqueens: export cancelled\n") << WaitFor::Fifo << Printed::Fifo;
    // An animation of 301 frames stops between frames and is not written.
    QTest::newRow("export --animate")
        << QStringList { QStringLiteral("export"), QStringLiteral("8"),
               QStringLiteral("--animate"), QStringLiteral("--to"), QStringLiteral("300"),
               QStringLiteral("--pixels"), QStringLiteral("200") }
        << QByteArray("nqueens: export cancelled\n") << WaitFor::Ready << Printed::Nothing;
}

void TestCliInterrupt::interrupted()
{
#ifdef Q_OS_UNIX
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, message);
    QFETCH(WaitFor, waitFor);
    QFETCH(Printed, printed);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fifoPath = dir.filePath(QStringLiteral("board.png"));
    std::optional<nqtest::FifoReader> fifo;
    if (waitFor == WaitFor::Fifo) {
        QCOMPARE(::mkfifo(QFile::encodeName(fifoPath).constData(), 0600), 0);
        fifo.emplace(fifoPath, -1, nqtest::FifoReader::Start::Later);
        QVERIFY(fifo->isOpen());
        QVERIFY(fifo->shrink());
        arguments << QStringLiteral("--output") << fifoPath;
    } else if (arguments.constFirst() == QLatin1String("export")) {
        arguments << QStringLiteral("--output") << dir.path() + QLatin1Char('/');
    }
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("NQ_TEST_READY_NOTICE"), QStringLiteral("1"));
    process.setProcessEnvironment(environment);
    // A test run as a background job inherits SIGINT ignored; Ctrl-C must work in the child.
    process.setChildProcessModifier([] { ::signal(SIGINT, SIG_DFL); });
    if (printed == Printed::Events) {
        process.setStandardOutputFile(QProcess::nullDevice());
    }
    process.start(QStringLiteral(NQUEENS_CLI), arguments);
    QVERIFY(process.waitForStarted());
    const auto pngs = [&dir] {
        return QDir(dir.path()).entryList({ QStringLiteral("*.png") }, QDir::Files);
    };
    // The handler is installed and the work has begun.
    process.setReadChannel(QProcess::StandardError);
    while (!process.canReadLine()) {
        QVERIFY2(process.waitForReadyRead(60000), "no ready notice on stderr");
    }
    QCOMPARE(process.readLine(), QByteArray("nqueens: ready\n"));
    switch (waitFor) {
    case WaitFor::Ready:
        break;
    case WaitFor::Output:
        // Read once, then not until it has ended: the pipe fills and the
        // command is stopped mid-write, the case that could cut a line.
        process.setReadChannel(QProcess::StandardOutput);
        if (process.bytesAvailable() == 0) {
            QVERIFY(process.waitForReadyRead(60000));
        }
        break;
    case WaitFor::File:
        QTRY_VERIFY_WITH_TIMEOUT(!pngs().isEmpty(), 60000);
        break;
    case WaitFor::Fifo:
        // Its write has begun, and cannot end before the test reads.
        QVERIFY2(fifo->waitForBytes(60000), "nothing written into the FIFO");
        break;
    }
    QCOMPARE(process.state(), QProcess::Running);
    QVERIFY(::kill(static_cast<pid_t>(process.processId()), SIGINT) == 0);
    // Read only now: the command finishes the file, then ends.
    QByteArray piped;
    if (fifo) {
        piped = fifo->join();
        QVERIFY2(fifo->reachedEnd(), "the FIFO was not closed");
    }
    const bool finished = process.waitForFinished(60000);
    if (!finished) {
        process.kill();
        process.waitForFinished();
    }
    QVERIFY(finished);
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 130);
    const QByteArray out = process.readAllStandardOutput();
    switch (printed) {
    case Printed::Nothing:
        QVERIFY2(out.isEmpty(), out.left(200).constData());
        break;
    case Printed::Events:
        break;
    case Printed::Solutions: {
        const QString wrong = nqtest::wholeSolutionLines(out, arguments.at(1).toInt());
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        break;
    }
    case Printed::Paths: {
        QVERIFY(out.endsWith('\n'));
        QStringList listed;
        for (const QByteArray &line : nqtest::lines(out)) {
            listed.append(QFileInfo(QString::fromLocal8Bit(line)).fileName());
            // Whole: the PNG decodes.
            QVERIFY2(!QImage(QString::fromLocal8Bit(line)).isNull(), line.constData());
        }
        // Nothing written goes unnamed.
        QCOMPARE(listed, pngs());
        break;
    }
    case Printed::Fifo: {
        // Named as a file written, and nothing else made beside it.
        QCOMPARE(out, QFile::encodeName(QDir::toNativeSeparators(fifoPath)) + '\n');
        QCOMPARE(
            QDir(dir.path())
                .entryList(QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot),
            QStringList { QStringLiteral("board.png") });
        // More than the pipe holds: the write was waiting when the signal came.
        QVERIFY2(piped.size() > fifo->capacity(), QByteArray::number(piped.size()).constData());
        // Whole: the PNG ends with its IEND chunk, and decodes.
        QVERIFY(piped.endsWith(QByteArray::fromHex("0000000049454e44ae426082")));
        QVERIFY(!QImage::fromData(piped, "PNG").isNull());
        break;
    }
    }
    // After the notice: the one line that says the command was cancelled.
    const QByteArray err = process.readAllStandardError();
    QVERIFY2(err.startsWith(message), err.constData());
    QCOMPARE(err.count('\n'), 1);
#else
    QSKIP("SIGINT is a POSIX signal");
#endif
}

QTEST_GUILESS_MAIN(TestCliInterrupt)

#include "tst_cliinterrupt.moc"
