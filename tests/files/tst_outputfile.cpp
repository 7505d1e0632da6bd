// SPDX-License-Identifier: MIT
#include "files/outputfile.h"

#include "support/fifo.h"
#include "support/fullfolder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <csignal>
#include <cstring>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

namespace {

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

QStringList entries(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
}

mode_t typeOf(const QString &path)
{
    struct stat status { };
    if (::lstat(QFile::encodeName(path).constData(), &status) != 0) {
        return 0;
    }
    return status.st_mode & S_IFMT;
}

// Bytes that are not all alike, so that a truncated or shifted copy shows.
QByteArray payload(qsizetype size)
{
    QByteArray bytes(size, Qt::Uninitialized);
    for (qsizetype i = 0; i < size; ++i) {
        bytes[i] = char((i * 7 + i / 251) & 0xff);
    }
    return bytes;
}

} // namespace

class TestOutputFile : public QObject
{
    Q_OBJECT

private slots:
    void newAndReplacedFiles();
    void symbolicLinks();
    void refusedPaths_data();
    void refusedPaths();
    void fullDiskKeepsTheOldFile_data();
    void fullDiskKeepsTheOldFile();
    void fifoWithReader();
    void fifoWithoutReaderIsRefusedAtOnce();
    void readerThatGoesAwayIsAnError();
    void checkLeavesAFifoAlone();
    void deviceNodes();
    void standardOutput();
    void streamingWritesAndCancel();
    void relativeLinkThroughALinkedFolder();
    void openFilesAreWrittenThrough_data();
    void openFilesAreWrittenThrough();
    void replacedFileKeepsItsPermissions();
    void fileSizeLimitIsAnErrorNotASignal();
    void ownFileIsNeverFollowed_data();
    void ownFileIsNeverFollowed();
    void ownFileIsReplaced();
    void newFileNeverReplacesAnything_data();
    void newFileNeverReplacesAnything();
    void newFileThatCannotBeWrittenIsRemoved();
    void renameNewNeverReplaces();
};

void TestOutputFile::newAndReplacedFiles()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a.png"));
    QString error;
    QVERIFY2(OutputFile::writeAll(path, payload(100000), &error), qPrintable(error));
    QCOMPARE(readFile(path), payload(100000));
    QVERIFY2(OutputFile::writeAll(path, "short", &error), qPrintable(error));
    QCOMPARE(readFile(path), QByteArray("short"));
    QCOMPARE(OutputFile(path).kind(), OutputFile::Kind::Replaced);
    QCOMPARE(entries(dir.path()), QStringList { QStringLiteral("a.png") });
}

// A link stays a link; the file it names is replaced, or made when missing.
void TestOutputFile::symbolicLinks()
{
    QTemporaryDir dir;
    const QString real = dir.filePath(QStringLiteral("real.nqueens"));
    const QString link = dir.filePath(QStringLiteral("link.nqueens"));
    writeFile(real, "old");
    QVERIFY(QFile::link(real, link));
    QString error;
    QVERIFY2(OutputFile::writeAll(link, "new", &error), qPrintable(error));
    QCOMPARE(typeOf(link), mode_t(S_IFLNK));
    QCOMPARE(readFile(real), QByteArray("new"));

    // A chain of two links to a file not made yet.
    const QString later = dir.filePath(QStringLiteral("later.png"));
    const QString first = dir.filePath(QStringLiteral("first"));
    const QString second = dir.filePath(QStringLiteral("second"));
    QVERIFY(QFile::link(later, second));
    QVERIFY(QFile::link(second, first));
    QVERIFY2(OutputFile::writeAll(first, "made", &error), qPrintable(error));
    QCOMPARE(typeOf(first), mode_t(S_IFLNK));
    QCOMPARE(typeOf(second), mode_t(S_IFLNK));
    QCOMPARE(readFile(later), QByteArray("made"));
}

void TestOutputFile::refusedPaths_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("reason");
    QTest::newRow("folder") << QStringLiteral("folder") << QStringLiteral("it is a folder");
    QTest::newRow("loop") << QStringLiteral("loop") << QStringLiteral("loop of symbolic links");
    QTest::newRow("missing folder")
        << QStringLiteral("missing") << QStringLiteral("does not exist");
    QTest::newRow("file as folder")
        << QStringLiteral("file-as-folder") << QStringLiteral("not a folder");
    QTest::newRow("socket") << QStringLiteral("socket") << QStringLiteral("socket");
    QTest::newRow("empty") << QString() << QStringLiteral("no file name");
}

// Refused with a reason, and nothing is made or changed.
void TestOutputFile::refusedPaths()
{
    QFETCH(QString, what);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QString path;
    if (what == u"folder") {
        path = dir.filePath(QStringLiteral("sub"));
        QVERIFY(QDir().mkpath(path));
    } else if (what == u"loop") {
        path = dir.filePath(QStringLiteral("a"));
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("b")), path));
        QVERIFY(QFile::link(path, dir.filePath(QStringLiteral("b"))));
    } else if (what == u"missing") {
        path = dir.filePath(QStringLiteral("no/such/folder/x.png"));
    } else if (what == u"file-as-folder") {
        writeFile(dir.filePath(QStringLiteral("plain")), "x");
        path = dir.filePath(QStringLiteral("plain/x.png"));
    } else if (what == u"socket") {
        path = dir.filePath(QStringLiteral("socket"));
        const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un address {};
        address.sun_family = AF_UNIX;
        const QByteArray name = QFile::encodeName(path);
        QVERIFY(size_t(name.size()) < sizeof address.sun_path);
        std::memcpy(address.sun_path, name.constData(), size_t(name.size()));
        QCOMPARE(::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address), 0);
        ::close(fd);
    }
    const QStringList before = entries(dir.path());
    QString error;
    QVERIFY(!OutputFile::check(path, &error));
    QVERIFY2(error.contains(reason), qPrintable(error));
    error.clear();
    QVERIFY(!OutputFile::writeAll(path, "bytes", &error));
    QVERIFY2(error.contains(reason), qPrintable(error));
    QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
    QCOMPARE(entries(dir.path()), before);
}

void TestOutputFile::fullDiskKeepsTheOldFile_data()
{
    QTest::addColumn<bool>("streamed");
    QTest::newRow("whole") << false;
    QTest::newRow("in blocks") << true;
}

// On a real full file system (or under a file size limit where mounting is
// not allowed) the write fails, says the disk is full, and the old file is
// there byte for byte with nothing left beside it.
void TestOutputFile::fullDiskKeepsTheOldFile()
{
    QFETCH(bool, streamed);
    FullFolder full;
    QVERIFY(full.isValid());
    const QString path = full.filePath(QStringLiteral("s.nqueens"));
    writeFile(path, "the session of last week");
    full.fill();
    const QStringList before = entries(full.path());
    const QByteArray bytes = payload(1 << 20);
    QString error;
    bool written = false;
    if (streamed) {
        OutputFile file(path);
        QVERIFY(file.open());
        for (int i = 0; i < 16; ++i) {
            file.write(QByteArrayView(bytes).sliced(i * 65536, 65536));
        }
        written = file.commit();
        error = file.errorString();
    } else {
        written = OutputFile::writeAll(path, bytes, &error);
    }
    full.unfill();
    QVERIFY(!written);
    QVERIFY2(error.contains(full.expectedReason()), qPrintable(error));
    QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
    QCOMPARE(readFile(path), QByteArray("the session of last week"));
    QStringList after = entries(full.path());
    after.removeAll(QStringLiteral("filler"));
    QStringList expected = before;
    expected.removeAll(QStringLiteral("filler"));
    QCOMPARE(after, expected);
}

// A FIFO with a program reading it gets every byte and stays a FIFO.
void TestOutputFile::fifoWithReader()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    nqtest::FifoReader reader(fifo);
    QVERIFY(reader.isOpen());
    OutputFile file(fifo);
    QCOMPARE(file.kind(), OutputFile::Kind::Stream);
    const QByteArray bytes = payload(3 << 20); // more than a pipe holds
    QVERIFY2(file.open(), qPrintable(file.errorString()));
    QVERIFY2(file.write(bytes), qPrintable(file.errorString()));
    QVERIFY2(file.commit(), qPrintable(file.errorString()));
    QCOMPARE(reader.join(), bytes);
    QVERIFY(reader.reachedEnd());
    QCOMPARE(typeOf(fifo), mode_t(S_IFIFO));
    QCOMPARE(entries(dir.path()), QStringList { QStringLiteral("pipe") });
}

void TestOutputFile::fifoWithoutReaderIsRefusedAtOnce()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QString error;
    QVERIFY(!OutputFile::writeAll(fifo, "bytes", &error));
    QVERIFY2(error.contains(QStringLiteral("no program is reading")), qPrintable(error));
    QCOMPARE(typeOf(fifo), mode_t(S_IFIFO));
}

// A reader that stops early: EPIPE, reported, and the process lives on
// (SIGPIPE is held back while writing).
void TestOutputFile::readerThatGoesAwayIsAnError()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    nqtest::FifoReader reader(fifo, 1000);
    QVERIFY(reader.isOpen());
    OutputFile file(fifo);
    QVERIFY(file.open());
    bool ok = true;
    for (int i = 0; i < 200 && ok; ++i) {
        ok = file.write(payload(65536));
    }
    QVERIFY(!ok);
    QVERIFY2(file.reason().contains(QStringLiteral("stopped")), qPrintable(file.reason()));
    QVERIFY(!file.commit());
    reader.join();
    QCOMPARE(typeOf(fifo), mode_t(S_IFIFO));
}

// The check before long work must not open a FIFO: its reader would see
// the end of its input before the first byte.
void TestOutputFile::checkLeavesAFifoAlone()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    nqtest::FifoReader reader(fifo);
    QString error;
    QVERIFY2(OutputFile::check(fifo, &error), qPrintable(error));
    QVERIFY2(OutputFile::writeAll(fifo, "whole", &error), qPrintable(error));
    QCOMPARE(reader.join(), QByteArray("whole"));
    QVERIFY(reader.reachedEnd());
}

// Devices: one like /dev/null takes the bytes, one like /dev/full says it
// is full; both stay devices, and nothing is made beside them. Made for
// the test where the process may (root), the system's own otherwise.
void TestOutputFile::deviceNodes()
{
    QTemporaryDir dir;
    const QString null = nqtest::deviceLike(dir.path(), QStringLiteral("null"));
    const QString full = nqtest::deviceLike(dir.path(), QStringLiteral("full"));
    QVERIFY2(!null.isEmpty() && !full.isEmpty(), "no device like /dev/null and /dev/full");
    QStringList made; // the nodes made in `dir` (none for a user who may not)
    for (const QString &device : { null, full }) {
        if (QFileInfo(device).absolutePath() == QFileInfo(dir.path()).absoluteFilePath()) {
            made.append(QFileInfo(device).fileName());
        }
    }
    made.sort();
    QString error;
    QVERIFY2(OutputFile::writeAll(null, payload(200000), &error), qPrintable(error));
    QCOMPARE(typeOf(null), mode_t(S_IFCHR));
    QVERIFY(!OutputFile::writeAll(full, payload(200000), &error));
    QVERIFY2(error.contains(QStringLiteral("the device is full")), qPrintable(error));
    QCOMPARE(typeOf(full), mode_t(S_IFCHR));
    QCOMPARE(entries(dir.path()), made);
}

// "-" and /dev/stdout write to the process's standard output, whatever it is.
void TestOutputFile::standardOutput()
{
    for (const QString &name : { QStringLiteral("-"), QStringLiteral("/dev/stdout") }) {
        int pipeEnds[2];
        QCOMPARE(::pipe(pipeEnds), 0);
        std::fflush(stdout);
        const int saved = ::dup(STDOUT_FILENO);
        ::dup2(pipeEnds[1], STDOUT_FILENO);
        ::close(pipeEnds[1]);
        QString error;
        const bool written = OutputFile::writeAll(name, "to the pipe", &error);
        ::dup2(saved, STDOUT_FILENO);
        ::close(saved);
        char buffer[64] = {};
        const ssize_t got = ::read(pipeEnds[0], buffer, sizeof buffer);
        ::close(pipeEnds[0]);
        QVERIFY2(written, qPrintable(error));
        QCOMPARE(QByteArray(buffer, int(got)), QByteArray("to the pipe"));
    }
}

// Written in blocks, then cancelled: the old file stays, nothing beside it.
void TestOutputFile::streamingWritesAndCancel()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("film.gif"));
    writeFile(path, "old film");
    {
        OutputFile file(path);
        QVERIFY(file.open());
        QVERIFY(file.write(payload(1000)));
        QCOMPARE(file.bytesWritten(), 1000);
        // Destroyed without commit(): cancelled.
    }
    QCOMPARE(readFile(path), QByteArray("old film"));
    QCOMPARE(entries(dir.path()), QStringList { QStringLiteral("film.gif") });
    OutputFile file(path);
    QVERIFY(file.open());
    for (int i = 0; i < 10; ++i) {
        QVERIFY(file.write(payload(1000)));
    }
    QVERIFY(file.commit());
    QCOMPARE(readFile(path).size(), 10000);
}

// A relative link is read from the folder it really lies in: reached
// through a linked folder, "../target.png" is beside that folder, not
// beside the path as typed (which would overwrite an unrelated file).
void TestOutputFile::relativeLinkThroughALinkedFolder()
{
    QTemporaryDir dir;
    const QDir top(dir.path());
    QVERIFY(top.mkpath(QStringLiteral("x/y")));
    QVERIFY(QFile::link(QStringLiteral("x/y"), top.filePath(QStringLiteral("a"))));
    QCOMPARE(::symlink("../target.png", QFile::encodeName(top.filePath(QStringLiteral("x/y/link"))).constData()), 0);
    writeFile(top.filePath(QStringLiteral("target.png")), "precious");
    writeFile(top.filePath(QStringLiteral("x/target.png")), "linked");
    QString error;
    QVERIFY2(OutputFile::writeAll(top.filePath(QStringLiteral("a/link")), "new", &error), qPrintable(error));
    QCOMPARE(readFile(top.filePath(QStringLiteral("target.png"))), QByteArray("precious"));
    QCOMPARE(readFile(top.filePath(QStringLiteral("x/target.png"))), QByteArray("new"));
    QCOMPARE(typeOf(top.filePath(QStringLiteral("x/y/link"))), mode_t(S_IFLNK));

    // The same for a link to a file not made yet.
    QCOMPARE(::symlink("../later.png", QFile::encodeName(top.filePath(QStringLiteral("x/y/later"))).constData()), 0);
    QVERIFY2(OutputFile::writeAll(top.filePath(QStringLiteral("a/later")), "made", &error), qPrintable(error));
    QCOMPARE(readFile(top.filePath(QStringLiteral("x/later.png"))), QByteArray("made"));
    QVERIFY(!QFileInfo::exists(top.filePath(QStringLiteral("later.png"))));
}

void TestOutputFile::openFilesAreWrittenThrough_data()
{
    QTest::addColumn<QString>("name"); // %1: the descriptor
    QTest::newRow("/dev/fd/N") << QStringLiteral("/dev/fd/%1");
    QTest::newRow("/proc/self/fd/N") << QStringLiteral("/proc/self/fd/%1");
    QTest::newRow("a link to /dev/fd/N") << QStringLiteral("link");
}

// One of the process's open files (a log opened for appending, as `2>>log`
// gives) is written through, appended to: reopened by name and replaced,
// the log lost what it held.
void TestOutputFile::openFilesAreWrittenThrough()
{
    QFETCH(QString, name);
    QTemporaryDir dir;
    const QString log = dir.filePath(QStringLiteral("log"));
    writeFile(log, "earlier lines\n");
    const int fd = ::open(QFile::encodeName(log).constData(), O_WRONLY | O_APPEND);
    QVERIFY(fd >= 0);
    QString path = name.arg(fd);
    if (name == u"link") {
        path = dir.filePath(QStringLiteral("out.png"));
        QVERIFY(QFile::link(QStringLiteral("/dev/fd/%1").arg(fd), path));
    }
    struct stat before { };
    QCOMPARE(::stat(QFile::encodeName(log).constData(), &before), 0);
    QString error;
    const bool written = OutputFile::writeAll(path, "appended\n", &error);
    ::close(fd);
    QVERIFY2(written, qPrintable(error));
    QCOMPARE(readFile(log), QByteArray("earlier lines\nappended\n"));
    struct stat after { };
    QCOMPARE(::stat(QFile::encodeName(log).constData(), &after), 0);
    QCOMPARE(after.st_ino, before.st_ino); // the same file, not a new one
    // A descriptor that is not open is refused, not made.
    QVERIFY(!OutputFile::writeAll(QStringLiteral("/dev/fd/%1").arg(fd), "x", &error));
    QVERIFY2(error.contains(QStringLiteral("closed")), qPrintable(error));
}

// A read-only file replaced stays read-only (QSaveFile made it 0644).
void TestOutputFile::replacedFileKeepsItsPermissions()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("kept.png"));
    writeFile(path, "old");
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    QString error;
    QVERIFY2(OutputFile::writeAll(path, "new", &error), qPrintable(error));
    QCOMPARE(readFile(path), QByteArray("new"));
    const QFile::Permissions permissions = QFile::permissions(path);
    QVERIFY(permissions & QFile::ReadOwner);
    QVERIFY(!(permissions & (QFile::WriteOwner | QFile::WriteGroup | QFile::WriteOther)));
}

// Under a file size limit with SIGXFSZ as the system leaves it (it kills),
// a write beyond the limit is an error with its reason: the writer holds
// the signal back. (Had it not, this test would die.)
void TestOutputFile::fileSizeLimitIsAnErrorNotASignal()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.png"));
    writeFile(path, "old");
    rlimit saved {};
    QCOMPARE(::getrlimit(RLIMIT_FSIZE, &saved), 0);
    const auto handler = std::signal(SIGXFSZ, SIG_DFL);
    rlimit small = saved;
    small.rlim_cur = 4096;
    QCOMPARE(::setrlimit(RLIMIT_FSIZE, &small), 0);
    QString error;
    const bool written = OutputFile::writeAll(path, payload(100000), &error);
    ::setrlimit(RLIMIT_FSIZE, &saved);
    std::signal(SIGXFSZ, handler);
    QVERIFY(!written);
    QVERIFY2(error.contains(QStringLiteral("larger than this system allows")), qPrintable(error));
    QCOMPARE(readFile(path), QByteArray("old"));
}

// Accepts::OwnFile (a class's results): the path itself must be a regular
// file or nothing. A link there is refused, whatever it names, and what it
// names stays as it was (a read-only file too: root could replace it).
void TestOutputFile::ownFileIsNeverFollowed_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("reason");
    QTest::newRow("link to a file") << QStringLiteral("link") << QStringLiteral("symbolic link");
    QTest::newRow("link to a read-only file") << QStringLiteral("read-only link") << QStringLiteral("symbolic link");
    QTest::newRow("link to nothing yet") << QStringLiteral("dangling link") << QStringLiteral("symbolic link");
    QTest::newRow("FIFO") << QStringLiteral("fifo") << QStringLiteral("not a file");
    QTest::newRow("device") << QStringLiteral("/dev/null") << QStringLiteral("not a file");
    QTest::newRow("standard output") << QStringLiteral("/dev/stdout") << QStringLiteral("symbolic link");
    QTest::newRow("folder") << QStringLiteral("folder") << QStringLiteral("it is a folder");
}

void TestOutputFile::ownFileIsNeverFollowed()
{
    QFETCH(QString, what);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("target.json"));
    QString path = dir.filePath(QStringLiteral("class.open.json"));
    if (what.endsWith(QStringLiteral("link"))) {
        if (what != QLatin1String("dangling link")) {
            writeFile(target, "precious");
        }
        if (what == QLatin1String("read-only link")) {
            QVERIFY(QFile::setPermissions(target, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
        }
        QVERIFY(QFile::link(target, path));
    } else if (what == QLatin1String("fifo")) {
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    } else if (what == QLatin1String("folder")) {
        QVERIFY(QDir().mkpath(path));
    } else {
        path = what;
    }
    const mode_t type = typeOf(path);
    QString error;
    QVERIFY(!OutputFile::writeAll(path, "results", &error, OutputFile::Accepts::OwnFile));
    QVERIFY2(error.contains(reason), qPrintable(error));
    QCOMPARE(OutputFile(path, OutputFile::Accepts::OwnFile).kind(), OutputFile::Kind::Refused);
    QCOMPARE(typeOf(path), type); // a link stays a link
    if (what == QLatin1String("dangling link")) {
        QVERIFY(!QFileInfo::exists(target)); // not made through the link
    } else if (what.endsWith(QStringLiteral("link"))) {
        QCOMPARE(readFile(target), QByteArray("precious"));
    }
    if (path.startsWith(dir.path())) {
        QVERIFY(entries(dir.path()).size() <= 2); // no temporary file left
    }
}

void TestOutputFile::ownFileIsReplaced()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("class.open.json"));
    QString error;
    QVERIFY2(OutputFile::writeAll(path, "first", &error, OutputFile::Accepts::OwnFile), qPrintable(error));
    QVERIFY2(OutputFile::writeAll(path, "second", &error, OutputFile::Accepts::OwnFile), qPrintable(error));
    QCOMPARE(readFile(path), QByteArray("second"));
    QCOMPARE(typeOf(path), mode_t(S_IFREG));
    QCOMPARE(entries(dir.path()), QStringList { QStringLiteral("class.open.json") });
}

// Accepts::NewFile: created exclusively, or not at all; nothing there is
// ever replaced or followed.
void TestOutputFile::newFileNeverReplacesAnything_data()
{
    QTest::addColumn<QString>("what");
    QTest::newRow("nothing") << QString();
    QTest::newRow("a file") << QStringLiteral("file");
    QTest::newRow("a link to a file") << QStringLiteral("link");
    QTest::newRow("a link to nothing yet") << QStringLiteral("dangling link");
}

void TestOutputFile::newFileNeverReplacesAnything()
{
    QFETCH(QString, what);
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("target.json"));
    const QString path = dir.filePath(QStringLiteral("class.open.json"));
    if (what == QLatin1String("file")) {
        writeFile(path, "another class");
    } else if (what == QLatin1String("link")) {
        writeFile(target, "precious");
        QVERIFY(QFile::link(target, path));
    } else if (what == QLatin1String("dangling link")) {
        QVERIFY(QFile::link(target, path));
    }
    QString error;
    const bool written = OutputFile::writeAll(path, "results", &error, OutputFile::Accepts::NewFile);
    if (what.isEmpty()) {
        QVERIFY2(written, qPrintable(error));
        QCOMPARE(readFile(path), QByteArray("results"));
        QCOMPARE(typeOf(path), mode_t(S_IFREG));
        return;
    }
    QVERIFY(!written);
    QVERIFY2(error.contains(QStringLiteral("already exists")), qPrintable(error));
    if (what == QLatin1String("file")) {
        QCOMPARE(readFile(path), QByteArray("another class"));
    } else {
        QCOMPARE(typeOf(path), mode_t(S_IFLNK));
        if (what == QLatin1String("link")) {
            QCOMPARE(readFile(target), QByteArray("precious"));
        } else {
            QVERIFY(!QFileInfo::exists(target));
        }
    }
}

// A new file the disk had no room for is not left behind half written.
void TestOutputFile::newFileThatCannotBeWrittenIsRemoved()
{
    FullFolder full;
    QVERIFY(full.isValid());
    full.fill();
    const QString path = full.filePath(QStringLiteral("class.open.json"));
    QString error;
    QVERIFY(!OutputFile::writeAll(path, payload(100000), &error, OutputFile::Accepts::NewFile));
    full.unfill();
    QVERIFY2(error.contains(full.expectedReason()), qPrintable(error));
    QCOMPARE(typeOf(path), mode_t(0));
}

// A file kept under a working name is renamed only where nothing is.
void TestOutputFile::renameNewNeverReplaces()
{
    QTemporaryDir dir;
    const QString open = dir.filePath(QStringLiteral("class.open.json"));
    const QString closed = dir.filePath(QStringLiteral("class.json"));
    const QString target = dir.filePath(QStringLiteral("target.json"));
    writeFile(open, "ours");
    writeFile(closed, "another class");
    QVERIFY(!OutputFile::renameNew(open, closed));
    QCOMPARE(readFile(open), QByteArray("ours"));
    QCOMPARE(readFile(closed), QByteArray("another class"));
    QVERIFY(QFile::remove(closed));
    QVERIFY(QFile::link(target, closed)); // to nothing
    QVERIFY(!OutputFile::renameNew(open, closed));
    QCOMPARE(typeOf(closed), mode_t(S_IFLNK));
    QVERIFY(!QFileInfo::exists(target));
    QVERIFY(QFile::remove(closed));
    QVERIFY(OutputFile::renameNew(open, closed));
    QCOMPARE(readFile(closed), QByteArray("ours"));
    QCOMPARE(typeOf(open), mode_t(0));
}

QTEST_GUILESS_MAIN(TestOutputFile)
#include "tst_outputfile.moc"
