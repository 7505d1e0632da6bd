// SPDX-License-Identifier: MIT
// Runs the `nqueens` binary (NQUEENS_CLI) as a user would: arguments in,
// exit code, stdout and stderr out.
#include <QBuffer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QStandardPaths>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <optional>

#include "cli/clioutput.h"
#include "support/fifo.h"
#include "support/fullfolder.h"
#include "support/pdfreader.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

using nqtest::isSolution;
using nqtest::lines;

struct Result
{
    QProcess::ExitStatus status = QProcess::CrashExit;
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Result run(const QStringList &arguments, int timeoutMs = 60000,
    const QString &workingDirectory = QString())
{
    QProcess process;
    process.setWorkingDirectory(workingDirectory);
    process.start(QStringLiteral(NQUEENS_CLI), arguments);
    Result result;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return result;
    }
    result.status = process.exitStatus();
    result.exitCode = process.exitCode();
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

QJsonObject parseObject(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject()) {
        qWarning() << "not a JSON object:" << json << error.errorString();
        return {};
    }
    return document.object();
}

QSet<QString> keysOf(const QJsonObject &object)
{
    const QStringList keys = object.keys();
    return QSet<QString>(keys.begin(), keys.end());
}

QSet<QString> keySet(std::initializer_list<const char *> keys)
{
    QSet<QString> result;
    for (const char *key : keys) {
        result.insert(QString::fromLatin1(key));
    }
    return result;
}

const QStringList BacktrackingAlgorithms = {
    QStringLiteral("check-queens"),
    QStringLiteral("mark-board"),
    QStringLiteral("lock-lines"),
    QStringLiteral("bitmask"),
};

// The constraint propagation family (and available-columns): exhaustive too,
// but with other trees or other events.
const QStringList PropagationAlgorithms = {
    QStringLiteral("available-columns"),
    QStringLiteral("forward-checking"),
    QStringLiteral("mrv"),
    QStringLiteral("dancing-links"),
};

// Those that choose the row (or column) to fill, so queens go into any row.
bool choosesRows(const QString &algorithm)
{
    return algorithm == QLatin1String("mrv") || algorithm == QLatin1String("dancing-links");
}

// Those that prune domains and count prunes and wipe-outs.
bool prunes(const QString &algorithm)
{
    return algorithm == QLatin1String("forward-checking") || algorithm == QLatin1String("mrv");
}

QStringList allAlgorithms()
{
    return QStringList { QStringLiteral("permutations") } + BacktrackingAlgorithms
        + PropagationAlgorithms;
}

// "1 3 0 2\n": the columns of `one`'s text output; empty when malformed.
QList<int> parseColumnsLine(const QByteArray &output)
{
    if (!output.endsWith('\n') || output.count('\n') != 1) {
        return {};
    }
    QList<int> columns;
    for (const QByteArray &word : output.chopped(1).split(' ')) {
        bool ok = false;
        columns.append(word.toInt(&ok));
        if (!ok) {
            return {};
        }
    }
    return columns;
}

QList<int> columnsOf(const QJsonObject &object)
{
    QList<int> columns;
    for (const QJsonValue &value : object.value(QLatin1String("columns")).toArray()) {
        columns.append(value.isDouble() ? value.toInt(-1) : -1);
    }
    return columns;
}

// The path the export printed, read as an image (PNG, or frame `frame` of a GIF).
QImage readFrame(const QString &path, int frame = 0)
{
    QImageReader reader(path);
    QImage image;
    for (int i = 0; i <= frame; ++i) {
        image = reader.read();
    }
    return image.convertToFormat(QImage::Format_RGB32);
}

// The share of pixels of equal images that are exactly equal, and the
// largest difference of a channel: 0 and 255 when the sizes differ.
struct Likeness
{
    double equal = 0;
    double meanDifference = 255;
};

Likeness likeness(const QImage &a, const QImage &b)
{
    if (a.size() != b.size() || a.isNull()) {
        return {};
    }
    qint64 equal = 0;
    qint64 difference = 0;
    for (int y = 0; y < a.height(); ++y) {
        const auto *lineA = reinterpret_cast<const QRgb *>(a.constScanLine(y));
        const auto *lineB = reinterpret_cast<const QRgb *>(b.constScanLine(y));
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = lineA[x];
            const QRgb q = lineB[x];
            equal += (p & 0xffffff) == (q & 0xffffff) ? 1 : 0;
            difference += std::abs(qRed(p) - qRed(q)) + std::abs(qGreen(p) - qGreen(q))
                + std::abs(qBlue(p) - qBlue(q));
        }
    }
    const double pixels = double(a.width()) * a.height();
    return { double(equal) / pixels, double(difference) / (3 * pixels) };
}

// ffprobe's count of frames, width, height and duration of a video, or empty.
QStringList probe(const QString &path)
{
    QProcess ffprobe;
    ffprobe.start(QStringLiteral("ffprobe"),
        { QStringLiteral("-v"), QStringLiteral("error"), QStringLiteral("-count_frames"),
            QStringLiteral("-select_streams"), QStringLiteral("v:0"),
            QStringLiteral("-show_entries"),
            QStringLiteral("stream=nb_read_frames,width,height,codec_name:format=duration"),
            QStringLiteral("-of"), QStringLiteral("default=noprint_wrappers=1"), path });
    if (!ffprobe.waitForFinished(60000) || ffprobe.exitCode() != 0) {
        return {};
    }
    return QString::fromUtf8(ffprobe.readAllStandardOutput()).split(QLatin1Char('\n'),
        Qt::SkipEmptyParts);
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void badInput_data();
    void badInput();

    void countText();
    void countJson();
    void countSmallBoards_data();
    void countSmallBoards();
    void optionsBeforeN();

    void solutionsOf4();
    void solutionsOf8();
    void solutionsFundamental();
    void solutionsLimit();
    void solutionsFast();

    void traceLimit();
    void traceWholeSearch_data();
    void traceWholeSearch();

    void statsJson_data();
    void statsJson();
    void statsText();
    void traceMinConflicts();
    void statsMinConflicts();
    void fromStart_data();
    void fromStart();

    void exportBadInput_data();
    void exportBadInput();
    void exportAll();
    void exportSheetAndSingle();
    void exportWriteError();
    void exportStepOptions_data();
    void exportStepOptions();
    void exportAnimatedGif_data();
    void exportAnimatedGif();
    void exportStepShowsPropagation_data();
    void exportStepShowsPropagation();
    void exportVideo_data();
    void exportVideo();
    void exportVideoWithoutFfmpeg();

    void oneText();
    void oneJson();
    void oneSeeded();
    void oneNoSolution();
    void oneMillion();

    void version();
    void help();
    void homework();

    void recordLayout_data();
    void recordLayout();

    void closedStdout_data();
    void closedStdout();

    void outputsThatAreNotFiles_data();
    void outputsThatAreNotFiles();
    void outputOnAFullDisk();
    void animationBounds_data();
    void animationBounds();
    void handoutOfStepZero();
};

void TestCli::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("fragment");

    const auto row = [](const char *name, const QStringList &arguments, const char *fragment) {
        QTest::newRow(name) << arguments << 2 << QString::fromUtf8(fragment);
    };
    const QString subcommands = QStringLiteral("count, solutions, trace, stats, export, one, homework");
    const QByteArray subcommandsText = subcommands.toUtf8();
    const QByteArray algorithmsText = allAlgorithms().join(QStringLiteral(", ")).toUtf8();

    row("no arguments", {}, subcommandsText.constData());
    row("unknown subcommand", { QStringLiteral("frob") },
        QByteArray("unknown subcommand 'frob'; valid subcommands: " + subcommandsText).constData());
    row("N before subcommand", { QStringLiteral("8"), QStringLiteral("count") },
        "unknown subcommand '8'");
    row("unknown global option", { QStringLiteral("--frob") }, "--frob");
    row("version with an argument", { QStringLiteral("--version"), QStringLiteral("foo") },
        "unexpected argument 'foo' after --version");
    row("help with an argument", { QStringLiteral("--help"), QStringLiteral("foo") },
        "unexpected argument 'foo' after --help");

    for (const char *subcommand : { "count", "solutions", "trace", "stats", "one" }) {
        const QString name = QString::fromLatin1(subcommand);
        const QByteArray tag(subcommand);
        row(tag + " without N", { name }, "needs N");
        row(tag + " N=0", { name, QStringLiteral("0") }, "N must be an integer from 1 to");
        row(tag + " N=8x", { name, QStringLiteral("8x") }, "got '8x'");
        row(tag + " N=-1", { name, QStringLiteral("-1") }, "got '-1'");
        row(tag + " N empty", { name, QString() }, "got ''");
        row(tag + " N=+8", { name, QStringLiteral("+8") }, "got '+8'");
        row(tag + " N=' 8'", { name, QStringLiteral(" 8") }, "got ' 8'");
        row(tag + " N=abc", { name, QStringLiteral("abc") }, "got 'abc'");
        row(tag + " N huge", { name, QStringLiteral("99999999999999999999") },
            "got '99999999999999999999'");
        row(tag + " N=2^32+8", { name, QStringLiteral("4294967304") }, "got '4294967304'");
        row(tag + " N twice", { name, QStringLiteral("8"), QStringLiteral("9") },
            "unexpected argument '9'");
        row(tag + " unknown option", { name, QStringLiteral("8"), QStringLiteral("--frob") },
            "unknown option '--frob'");
        row(tag + " unknown short option", { name, QStringLiteral("8"), QStringLiteral("-x") },
            "unknown option '-x'");
    }
    row("count N too big", { QStringLiteral("count"), QStringLiteral("28") },
        "N must be an integer from 1 to 27, got '28'");
    row("solutions N too big", { QStringLiteral("solutions"), QStringLiteral("33") },
        "N must be an integer from 1 to 32, got '33'");
    row("trace N too big", { QStringLiteral("trace"), QStringLiteral("33") },
        "N must be an integer from 1 to 32 for algorithm lock-lines (other algorithms accept up "
        "to 1000), got '33'");
    row("stats N too big", { QStringLiteral("stats"), QStringLiteral("33") },
        "N must be an integer from 1 to 32 for algorithm lock-lines (other algorithms accept up "
        "to 1000), got '33'");
    row("trace min-conflicts N too big",
        { QStringLiteral("trace"), QStringLiteral("1001"), QStringLiteral("--algorithm"),
            QStringLiteral("min-conflicts") },
        "N must be an integer from 1 to 1000, got '1001'");
    row("trace seed not a number",
        { QStringLiteral("trace"), QStringLiteral("8"), QStringLiteral("--algorithm"),
            QStringLiteral("min-conflicts"), QStringLiteral("--seed"), QStringLiteral("one") },
        "--seed must be an integer from 0 to 18446744073709551615, got 'one'");
    row("stats seed too big",
        { QStringLiteral("stats"), QStringLiteral("8"), QStringLiteral("--algorithm=min-conflicts"),
            QStringLiteral("--seed=18446744073709551616") },
        "--seed must be an integer from 0 to 18446744073709551615");
    row("trace seed with a backtracker",
        { QStringLiteral("trace"), QStringLiteral("8"), QStringLiteral("--seed=3") },
        "--seed applies only to --algorithm min-conflicts; lock-lines has no randomness");
    row("trace permutations beyond its max",
        { QStringLiteral("trace"), QStringLiteral("20"), QStringLiteral("--algorithm"),
            QStringLiteral("permutations") },
        "for algorithm permutations");
    row("stats permutations beyond its max",
        { QStringLiteral("stats"), QStringLiteral("--algorithm"), QStringLiteral("permutations"),
            QStringLiteral("20") },
        "for algorithm permutations");
    row("unknown algorithm",
        { QStringLiteral("trace"), QStringLiteral("8"), QStringLiteral("--algorithm"),
            QStringLiteral("foo") },
        QByteArray("unknown algorithm 'foo'; valid algorithms: " + algorithmsText).constData());
    row("unknown algorithm for stats",
        { QStringLiteral("stats"), QStringLiteral("8"), QStringLiteral("--algorithm=Lock-Lines") },
        "unknown algorithm 'Lock-Lines'");
    row("algorithm without value",
        { QStringLiteral("trace"), QStringLiteral("8"), QStringLiteral("--algorithm") },
        "--algorithm needs a value");
    row("threads 0",
        { QStringLiteral("count"), QStringLiteral("8"), QStringLiteral("--threads"),
            QStringLiteral("0") },
        "--threads must be an integer from 1 to 1024, got '0'");
    row("threads abc",
        { QStringLiteral("count"), QStringLiteral("8"), QStringLiteral("--threads"),
            QStringLiteral("abc") },
        "got 'abc'");
    row("threads 1025",
        { QStringLiteral("count"), QStringLiteral("8"), QStringLiteral("--threads=1025") },
        "got '1025'");
    row("threads -1",
        { QStringLiteral("count"), QStringLiteral("8"), QStringLiteral("--threads"),
            QStringLiteral("-1") },
        "got '-1'");
    row("threads without value",
        { QStringLiteral("count"), QStringLiteral("8"), QStringLiteral("--threads") },
        "--threads needs a value");
    row("threads followed by option",
        { QStringLiteral("count"), QStringLiteral("--threads"), QStringLiteral("--json"),
            QStringLiteral("8") },
        "--threads needs a value");
    row("threads twice",
        { QStringLiteral("count"), QStringLiteral("8"), QStringLiteral("--threads=1"),
            QStringLiteral("--threads=2") },
        "more than once");
    row("limit 0",
        { QStringLiteral("solutions"), QStringLiteral("8"), QStringLiteral("--limit"),
            QStringLiteral("0") },
        "--limit must be a positive integer, got '0'");
    row("limit -2",
        { QStringLiteral("solutions"), QStringLiteral("8"), QStringLiteral("--limit"),
            QStringLiteral("-2") },
        "got '-2'");
    row("limit huge",
        { QStringLiteral("trace"), QStringLiteral("8"), QStringLiteral("--limit"),
            QStringLiteral("99999999999999999999") },
        "got '99999999999999999999'");
    row("limit 5x", { QStringLiteral("trace"), QStringLiteral("8"), QStringLiteral("--limit=5x") },
        "got '5x'");
    row("limit without value",
        { QStringLiteral("solutions"), QStringLiteral("8"), QStringLiteral("--limit") },
        "--limit needs a value");
    row("flag with value",
        { QStringLiteral("count"), QStringLiteral("8"), QStringLiteral("--json=yes") },
        "--json takes no value");
    // An option of another subcommand is unknown here, and the message lists the valid ones.
    row("option of another subcommand",
        { QStringLiteral("count"), QStringLiteral("8"), QStringLiteral("--limit"),
            QStringLiteral("3") },
        "valid options: --threads T, --json");
    row("fundamental for trace",
        { QStringLiteral("trace"), QStringLiteral("8"), QStringLiteral("--fundamental") },
        "unknown option '--fundamental'");
    row("json for solutions",
        { QStringLiteral("solutions"), QStringLiteral("8"), QStringLiteral("--json") },
        "unknown option '--json'");
    row("percent in N", { QStringLiteral("count"), QStringLiteral("%1") }, "got '%1'");

    row("one N too big", { QStringLiteral("one"), QStringLiteral("10000001") },
        "N must be an integer from 1 to 10000000, got '10000001'");
    row("one unknown method",
        { QStringLiteral("one"), QStringLiteral("8"), QStringLiteral("--method"),
            QStringLiteral("fast") },
        "unknown method 'fast'; valid methods: construct, min-conflicts");
    row("one method in capitals",
        { QStringLiteral("one"), QStringLiteral("8"), QStringLiteral("--method=Construct") },
        "unknown method 'Construct'");
    row("one method without value",
        { QStringLiteral("one"), QStringLiteral("8"), QStringLiteral("--method") },
        "--method needs a value");
    row("one seed not a number",
        { QStringLiteral("one"), QStringLiteral("8"), QStringLiteral("--method"),
            QStringLiteral("min-conflicts"), QStringLiteral("--seed"), QStringLiteral("x1") },
        "--seed must be an integer from 0 to 18446744073709551615, got 'x1'");
    row("one seed negative",
        { QStringLiteral("one"), QStringLiteral("8"), QStringLiteral("--method=min-conflicts"),
            QStringLiteral("--seed=-1") },
        "got '-1'");
    row("one seed too big",
        { QStringLiteral("one"), QStringLiteral("8"), QStringLiteral("--method=min-conflicts"),
            QStringLiteral("--seed=18446744073709551616") },
        "got '18446744073709551616'");
    // construct has no randomness: a seed there is refused, not ignored.
    row("one seed with construct by default",
        { QStringLiteral("one"), QStringLiteral("8"), QStringLiteral("--seed"),
            QStringLiteral("3") },
        "--seed applies only to --method min-conflicts");
    row("one seed with construct",
        { QStringLiteral("one"), QStringLiteral("--seed=3"), QStringLiteral("--method=construct"),
            QStringLiteral("8") },
        "--seed applies only to --method min-conflicts");
    row("one with an option of another subcommand",
        { QStringLiteral("one"), QStringLiteral("8"), QStringLiteral("--algorithm"),
            QStringLiteral("bitmask") },
        "valid options: --method METHOD, --seed S, --json");

    // --start: every way a list of squares can be wrong, for trace and stats.
    const auto start = [&](const char *name, const char *n, const QString &squares,
                           const char *fragment) {
        for (const char *subcommand : { "trace", "stats" }) {
            row(QByteArray(subcommand) + " --start " + name,
                { QString::fromLatin1(subcommand), QString::fromLatin1(n),
                    QStringLiteral("--start=") + squares },
                fragment);
        }
    };
    start("empty", "8", QString(), "--start needs a list of squares, e.g. --start a8,c7");
    start("unknown square", "8", QStringLiteral("x"),
        "unknown square 'x' in --start; a square is a file and a rank (files a to h, ranks 1 "
        "to 8 on the 8x8 board)");
    start("no rank", "8", QStringLiteral("a8,c"), "unknown square 'c' in --start");
    start("rank 0", "8", QStringLiteral("a0"), "unknown square 'a0' in --start");
    start("upper case", "8", QStringLiteral("A8"), "unknown square 'A8' in --start");
    start("stray comma", "8", QStringLiteral("a8,"), "unknown square '' in --start");
    start("off the board", "8", QStringLiteral("a8,j9"),
        "square j9 is off the board; files a to h, ranks 1 to 8 on the 8x8 board");
    start("rank beyond N", "4", QStringLiteral("a5"),
        "square a5 is off the board; files a to d, ranks 1 to 4 on the 4x4 board");
    start("file beyond N", "4", QStringLiteral("e1"), "square e1 is off the board");
    start("two in a rank", "8", QStringLiteral("a8,c8"),
        "a8 and c8 are both in rank 8; give at most one queen a rank");
    start("twice", "8", QStringLiteral("b3,b3"), "square b3 is given twice in --start");
    start("attack diagonal", "8", QStringLiteral("a8,c6"),
        "a8 and c6 attack each other along the diagonal");
    start("attack column", "8", QStringLiteral("a1,a8"),
        "a8 and a1 attack each other along the column");
    start("attack anti-diagonal", "8", QStringLiteral("g7,h8"),
        "h8 and g7 attack each other along the anti-diagonal");
    start("two-letter file", "28", QStringLiteral("ab1,ac1"),
        "square ac1 is off the board; files a to ab, ranks 1 to 28");
    row("stats --start with min-conflicts",
        { QStringLiteral("stats"), QStringLiteral("8"), QStringLiteral("--start"),
            QStringLiteral("a8"), QStringLiteral("--algorithm"), QStringLiteral("min-conflicts") },
        "--start runs with the backtrackers only (permutations, check-queens, mark-board, "
        "lock-lines, bitmask, available-columns, forward-checking, mrv, dancing-links); "
        "min-conflicts repairs a full board");
    row("trace --start without squares",
        { QStringLiteral("trace"), QStringLiteral("8"), QStringLiteral("--start") },
        "option --start needs a value: --start SQUARES");
    row("count --start", { QStringLiteral("count"), QStringLiteral("8"), QStringLiteral("--start=a8") },
        "unknown option '--start' for count");

    // A value of any length gives one short line (badInput checks its
    // length): it is cut to its first 40 characters and "…". The longest
    // argument Linux passes is 131071 bytes (MAX_ARG_STRLEN, 128 KiB, holds
    // its NUL too); `exes` leaves room for a prefix.
    const QString nines(131071, QLatin1Char('9'));
    const QString exes(131060, QLatin1Char('x'));
    const QString cutNines = QString(40, QLatin1Char('9')) + QChar(0x2026);
    const QString cutExes = QString(40, QLatin1Char('x')) + QChar(0x2026);
    const auto huge = [](const char *name, const QStringList &arguments, const QString &fragment) {
        QTest::newRow(name) << arguments << 2 << fragment;
    };
    const QString count = QStringLiteral("count");
    const QString trace = QStringLiteral("trace");
    const QString exportName = QStringLiteral("export");
    const QString eight = QStringLiteral("8");
    huge("huge N", { count, nines }, QStringLiteral("got '%1'").arg(cutNines));
    huge("huge second N", { count, eight, nines },
        QStringLiteral("unexpected argument '%1'; count takes one N").arg(cutNines));
    huge("huge subcommand", { exes }, QStringLiteral("unknown subcommand '%1'").arg(cutExes));
    huge("huge option before the subcommand", { QStringLiteral("--") + exes },
        QStringLiteral("unknown option '--%1' before").arg(cutExes.mid(2)));
    huge("huge option", { count, eight, QStringLiteral("--") + exes },
        QStringLiteral("unknown option '--%1' for count").arg(cutExes.mid(2)));
    huge("huge argument after --version", { QStringLiteral("--version"), exes },
        QStringLiteral("unexpected argument '%1' after --version").arg(cutExes));
    huge("huge algorithm", { trace, eight, QStringLiteral("--algorithm"), exes },
        QStringLiteral("unknown algorithm '%1'").arg(cutExes));
    huge("huge seed",
        { trace, eight, QStringLiteral("--algorithm=min-conflicts"), QStringLiteral("--seed"),
            nines },
        QStringLiteral("got '%1'").arg(cutNines));
    huge("huge threads", { count, eight, QStringLiteral("--threads"), nines },
        QStringLiteral("got '%1'").arg(cutNines));
    huge("huge limit", { trace, eight, QStringLiteral("--limit"), nines },
        QStringLiteral("got '%1'").arg(cutNines));
    huge("huge start square", { trace, eight, QStringLiteral("--start"), QStringLiteral("a8,") + exes },
        QStringLiteral("unknown square '%1' in --start").arg(cutExes));
    huge("huge method", { QStringLiteral("one"), eight, QStringLiteral("--method"), exes },
        QStringLiteral("unknown method '%1'").arg(cutExes));
    huge("huge pixels", { exportName, eight, QStringLiteral("--pixels"), nines },
        QStringLiteral("got '%1'").arg(cutNines));
    huge("huge solution", { exportName, eight, QStringLiteral("--solution"), exes },
        QStringLiteral("got '%1'").arg(cutExes));
    huge("huge format", { exportName, eight, QStringLiteral("--format"), exes },
        QStringLiteral("unknown format '%1'").arg(cutExes));
    huge("huge theme", { exportName, eight, QStringLiteral("--theme"), exes },
        QStringLiteral("unknown theme '%1'").arg(cutExes));
    huge("huge step", { exportName, eight, QStringLiteral("--step"), nines },
        QStringLiteral("got '%1'").arg(cutNines));
    huge("huge fps", { exportName, eight, QStringLiteral("--animate"), QStringLiteral("--fps"), nines },
        QStringLiteral("got '%1'").arg(cutNines));
    huge("huge hold", { exportName, eight, QStringLiteral("--animate"), QStringLiteral("--hold"), nines },
        QStringLiteral("got '%1'").arg(cutNines));
    // A line break in a value would make two lines of one message.
    huge("N with a line break", { count, QStringLiteral("8\n9") }, QStringLiteral("got '8\\n9'"));

    // homework (issue 40): each bad value named with what is valid.
    const auto homework = [](const char *name, const char *arguments, const char *fragment) {
        QTest::newRow(name) << (QStringLiteral("homework ") + QString::fromUtf8(arguments)).split(QLatin1Char(' '))
                            << 2 << QString::fromUtf8(fragment);
    };
    homework("homework without N", "--algorithm lock-lines", "homework needs N, an integer from 4 to 10");
    homework("homework N 3", "3", "N must be an integer from 4 to 10, got '3'");
    homework("homework N 11", "11", "N must be an integer from 4 to 10, got '11'");
    homework("homework min-conflicts", "6 --algorithm min-conflicts",
        "homework has no practice for algorithm min-conflicts; valid algorithms: permutations,");
    homework("homework unknown algorithm", "6 --algorithm quick", "unknown algorithm 'quick'; valid algorithms:");
    homework("homework --to end", "6 --to end", "unknown --to 'end' for homework; valid: first-solution");
    homework("homework --to and --steps", "6 --to first-solution --steps 5",
        "--to and --steps cannot be combined");
    homework("homework --steps 0", "6 --steps 0", "--steps must be an integer from 1 to 2000, got '0'");
    homework("homework --steps 2001", "6 --steps 2001", "--steps must be an integer from 1 to 2000");
    homework("homework --lang it", "6 --lang it", "unknown language 'it'; valid languages: en, de, es, fr");
    homework("homework --seed", "6 --seed 3", "unknown option '--seed' for homework; valid options: --algorithm NAME, --to first-solution, --steps K, --pupil-refuses, --predict, --frequency NAME, --browse, --lang CODE, --title TEXT, --output PATH");
    homework("homework --pupil-refuses=yes", "6 --pupil-refuses=yes", "option --pupil-refuses takes no value");
    homework("homework --predict --to", "6 --predict --to first-solution",
        "--to applies to practice, not to --predict");
    homework("homework --predict --pupil-refuses", "6 --predict --pupil-refuses",
        "--pupil-refuses applies to practice, not to --predict");
    homework("homework --frequency without --predict", "6 --frequency every-step",
        "--frequency applies only to --predict");
    homework("homework --frequency unknown", "6 --predict --frequency often",
        "unknown frequency 'often'; valid frequencies: every-step, each-backtrack, each-new-row, one-in-k");
    homework("homework --browse N 9", "9 --browse", "N must be an integer from 4 to 8, got '9'");
    homework("homework --browse --algorithm", "6 --browse --algorithm mrv",
        "--algorithm does not apply to --browse");
    homework("homework --browse --predict", "6 --browse --predict", "--predict does not apply to --browse");
    QTest::newRow("homework title of two lines")
        << QStringList { QStringLiteral("homework"), QStringLiteral("6"), QStringLiteral("--title"), QStringLiteral("a\nb") }
        << 2 << QStringLiteral("--title must be plain text of at most 200 characters on one line");
}

void TestCli::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, fragment);

    const Result result = run(arguments);
    QCOMPARE(result.status, QProcess::NormalExit);
    QCOMPARE(result.exitCode, exitCode);
    QVERIFY2(result.out.isEmpty(), result.out.constData());
    const QString err = QString::fromUtf8(result.err);
    QVERIFY2(err.startsWith(QLatin1String("nqueens: ")), qPrintable(err));
    QVERIFY2(err.endsWith(QLatin1Char('\n')), qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
    // Short, whatever the arguments' length: the longest message that
    // names every option of export fits.
    QVERIFY2(err.size() < 300, qPrintable(err.left(300)));
    QVERIFY2(err.contains(fragment), qPrintable(err));
}

void TestCli::countText()
{
    const Result result = run({ QStringLiteral("count"), QStringLiteral("8") });
    QCOMPARE(result.exitCode, 0);
    QVERIFY(result.err.isEmpty());
    static const QRegularExpression format(
        QStringLiteral("^N=8 solutions=92 fundamental=12 seconds=\\d+\\.\\d{3}\\n$"));
    QVERIFY2(format.match(QString::fromUtf8(result.out)).hasMatch(), result.out.constData());
}

void TestCli::countJson()
{
    const Result result = run({ QStringLiteral("count"), QStringLiteral("10"),
        QStringLiteral("--json"), QStringLiteral("--threads"), QStringLiteral("2") });
    QCOMPARE(result.exitCode, 0);
    QVERIFY(result.err.isEmpty());
    QVERIFY(result.out.endsWith('\n'));
    QCOMPARE(lines(result.out).size(), 1);
    const QJsonObject object = parseObject(result.out);
    QCOMPARE(keysOf(object), keySet({ "n", "solutions", "fundamental", "seconds", "threads" }));
    QCOMPARE(object.value(QLatin1String("n")).toInt(), 10);
    QCOMPARE(object.value(QLatin1String("solutions")).toInteger(), 724);
    QCOMPARE(object.value(QLatin1String("fundamental")).toInteger(), 92);
    QVERIFY(object.value(QLatin1String("seconds")).isDouble());
    QVERIFY(object.value(QLatin1String("seconds")).toDouble() >= 0.0);
    // The threads actually used: at most those asked for.
    const int threads = object.value(QLatin1String("threads")).toInt();
    QVERIFY2(threads >= 1 && threads <= 2, qPrintable(QString::number(threads)));

    // Default threads: whatever the machine has, but at least one.
    const Result byDefault
        = run({ QStringLiteral("count"), QStringLiteral("8"), QStringLiteral("--json") });
    QCOMPARE(byDefault.exitCode, 0);
    QVERIFY(parseObject(byDefault.out).value(QLatin1String("threads")).toInt() >= 1);
}

void TestCli::countSmallBoards_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("solutions");
    QTest::addColumn<int>("fundamental");
    QTest::newRow("1") << 1 << 1 << 1;
    QTest::newRow("2") << 2 << 0 << 0;
    QTest::newRow("3") << 3 << 0 << 0;
    QTest::newRow("4") << 4 << 2 << 1;
    QTest::newRow("6") << 6 << 4 << 1;
    QTest::newRow("12") << 12 << 14200 << 1787;
}

void TestCli::countSmallBoards()
{
    QFETCH(int, n);
    QFETCH(int, solutions);
    QFETCH(int, fundamental);
    const Result result
        = run({ QStringLiteral("count"), QString::number(n), QStringLiteral("--json") });
    QCOMPARE(result.exitCode, 0);
    const QJsonObject object = parseObject(result.out);
    QCOMPARE(object.value(QLatin1String("solutions")).toInteger(), solutions);
    QCOMPARE(object.value(QLatin1String("fundamental")).toInteger(), fundamental);
}

void TestCli::optionsBeforeN()
{
    const Result after = run({ QStringLiteral("solutions"), QStringLiteral("8"),
        QStringLiteral("--limit"), QStringLiteral("3") });
    const Result before
        = run({ QStringLiteral("solutions"), QStringLiteral("--limit=3"), QStringLiteral("8") });
    QCOMPARE(after.exitCode, 0);
    QCOMPARE(before.exitCode, 0);
    QCOMPARE(lines(after.out).size(), 3);
    QCOMPARE(before.out, after.out);

    const Result json = run({ QStringLiteral("stats"), QStringLiteral("--json"),
        QStringLiteral("--algorithm"), QStringLiteral("bitmask"), QStringLiteral("6") });
    QCOMPARE(json.exitCode, 0);
    QCOMPARE(parseObject(json.out).value(QLatin1String("algorithm")).toString(),
        QStringLiteral("bitmask"));

    // "--" ends the options.
    const Result dashes
        = run({ QStringLiteral("solutions"), QStringLiteral("--"), QStringLiteral("4") });
    QCOMPARE(dashes.exitCode, 0);
    QCOMPARE(dashes.out, QByteArray("1 3 0 2\n2 0 3 1\n"));
}

void TestCli::solutionsOf4()
{
    const Result result = run({ QStringLiteral("solutions"), QStringLiteral("4") });
    QCOMPARE(result.exitCode, 0);
    QVERIFY(result.err.isEmpty());
    QCOMPARE(result.out, QByteArray("1 3 0 2\n2 0 3 1\n"));

    const Result one = run({ QStringLiteral("solutions"), QStringLiteral("1") });
    QCOMPARE(one.out, QByteArray("0\n"));
    const Result none = run({ QStringLiteral("solutions"), QStringLiteral("3") });
    QCOMPARE(none.exitCode, 0);
    QVERIFY(none.out.isEmpty());
}

void TestCli::solutionsOf8()
{
    const Result result = run({ QStringLiteral("solutions"), QStringLiteral("8") });
    QCOMPARE(result.exitCode, 0);
    QVERIFY(result.err.isEmpty());
    const QList<QByteArray> all = lines(result.out);
    QCOMPARE(all.size(), 92);
    QCOMPARE(all.first(), QByteArray("0 4 7 5 2 6 1 3"));
    QCOMPARE(all.last(), QByteArray("7 3 0 2 5 1 6 4"));
    // Lexicographic order of the column lists (single digits: byte order is the same).
    for (qsizetype i = 1; i < all.size(); ++i) {
        QVERIFY2(all[i - 1] < all[i], all[i].constData());
    }
}

void TestCli::solutionsFundamental()
{
    const Result result = run(
        { QStringLiteral("solutions"), QStringLiteral("8"), QStringLiteral("--fundamental") });
    QCOMPARE(result.exitCode, 0);
    const QList<QByteArray> fundamental = lines(result.out);
    QCOMPARE(fundamental.size(), 12);
    QCOMPARE(fundamental.first(), QByteArray("0 4 7 5 2 6 1 3"));

    // Each is a solution, and they come in lexicographic order.
    const Result all = run({ QStringLiteral("solutions"), QStringLiteral("8") });
    const QList<QByteArray> solutions = lines(all.out);
    for (qsizetype i = 0; i < fundamental.size(); ++i) {
        QVERIFY2(solutions.contains(fundamental[i]), fundamental[i].constData());
        if (i > 0) {
            QVERIFY(fundamental[i - 1] < fundamental[i]);
        }
    }

    const Result limited = run({ QStringLiteral("solutions"), QStringLiteral("10"),
        QStringLiteral("--fundamental"), QStringLiteral("--limit"), QStringLiteral("5") });
    QCOMPARE(lines(limited.out).size(), 5);
}

void TestCli::solutionsLimit()
{
    const Result all = run({ QStringLiteral("solutions"), QStringLiteral("8") });
    const Result limited = run({ QStringLiteral("solutions"), QStringLiteral("8"),
        QStringLiteral("--limit"), QStringLiteral("10") });
    QCOMPARE(limited.exitCode, 0);
    QCOMPARE(lines(limited.out), lines(all.out).mid(0, 10));

    // A limit beyond the count prints them all.
    const Result beyond
        = run({ QStringLiteral("solutions"), QStringLiteral("8"), QStringLiteral("--limit=1000") });
    QCOMPARE(beyond.out, all.out);

    // A limit makes the biggest board usable.
    const Result big = run({ QStringLiteral("solutions"), QStringLiteral("32"),
        QStringLiteral("--limit"), QStringLiteral("2") });
    QCOMPARE(big.exitCode, 0);
    const QList<QByteArray> bigLines = lines(big.out);
    QCOMPARE(bigLines.size(), 2);
    QCOMPARE(bigLines.first().split(' ').size(), 32);
}

void TestCli::solutionsFast()
{
    // Speed is the benchmark's business (these machines are shared and
    // noisy); here: the whole of a large listing arrives, nothing lost.
    const Result result = run({ QStringLiteral("solutions"), QStringLiteral("14") });
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.out.count('\n'), 365596);
    QVERIFY(result.out.startsWith(QLatin1String("0 2 4 6 11 9 12 3 13 8 1 5 7 10\n")));
}

void TestCli::traceLimit()
{
    const Result result = run({ QStringLiteral("trace"), QStringLiteral("4"),
        QStringLiteral("--limit"), QStringLiteral("5") });
    QCOMPARE(result.exitCode, 0);
    QVERIFY(result.err.isEmpty());
    const QList<QByteArray> events = lines(result.out);
    QCOMPARE(events.size(), 5);
    for (qsizetype i = 0; i < events.size(); ++i) {
        const QJsonObject event = parseObject(events[i]);
        QCOMPARE(event.value(QLatin1String("step")).toInteger(), i + 1);
        QVERIFY(event.value(QLatin1String("event")).isString());
    }
    const QJsonObject first = parseObject(events.first());
    QCOMPARE(keysOf(first), keySet({ "step", "event", "row", "col" }));
    QCOMPARE(first.value(QLatin1String("event")).toString(), QStringLiteral("place"));
    QCOMPARE(first.value(QLatin1String("row")).toInt(), 0);
    QCOMPARE(first.value(QLatin1String("col")).toInt(), 0);
}

void TestCli::traceWholeSearch_data()
{
    QTest::addColumn<QString>("algorithm");
    for (const QString &algorithm : allAlgorithms()) {
        QTest::newRow(qPrintable(algorithm)) << algorithm;
    }
}

void TestCli::traceWholeSearch()
{
    QFETCH(QString, algorithm);
    const Result result = run(
        { QStringLiteral("trace"), QStringLiteral("4"), QStringLiteral("--algorithm"), algorithm });
    QCOMPARE(result.exitCode, 0);
    QVERIFY(result.err.isEmpty());
    const QList<QByteArray> events = lines(result.out);
    QVERIFY(events.size() > 1);

    const QSet<QString> lineNames
        = { QStringLiteral("column"), QStringLiteral("diagonal"), QStringLiteral("anti-diagonal") };
    qint64 placements = 0;
    qint64 removals = 0;
    qint64 rejections = 0;
    qint64 pruned = 0;
    qint64 wipeouts = 0;
    QList<QJsonArray> solutions;
    for (qsizetype i = 0; i < events.size(); ++i) {
        const QJsonObject event = parseObject(events[i]);
        QCOMPARE(event.value(QLatin1String("step")).toInteger(), i + 1);
        const QString kind = event.value(QLatin1String("event")).toString();
        QCOMPARE(kind == QLatin1String("done"), i == events.size() - 1);
        if (kind == QLatin1String("place")) {
            ++placements;
        } else if (kind == QLatin1String("remove")) {
            ++removals;
        } else if (kind == QLatin1String("reject")) {
            ++rejections;
            QCOMPARE(keysOf(event), keySet({ "step", "event", "row", "col", "by", "line" }));
            QCOMPARE(event.value(QLatin1String("by")).toArray().size(), 2);
            QVERIFY(lineNames.contains(event.value(QLatin1String("line")).toString()));
        } else if (kind == QLatin1String("prune")) {
            QVERIFY(prunes(algorithm));
            ++pruned;
            QCOMPARE(keysOf(event), keySet({ "step", "event", "row", "col", "by", "line" }));
            QVERIFY(lineNames.contains(event.value(QLatin1String("line")).toString()));
        } else if (kind == QLatin1String("wipeout")) {
            QVERIFY(prunes(algorithm));
            ++wipeouts;
            QCOMPARE(keysOf(event), keySet({ "step", "event", "row", "by" }));
        } else if (kind == QLatin1String("choose")) {
            QVERIFY(choosesRows(algorithm));
            const bool row = keysOf(event) == keySet({ "step", "event", "row", "options" });
            const bool column = keysOf(event) == keySet({ "step", "event", "col", "options" });
            QVERIFY(row || column);
        } else if (kind == QLatin1String("solution")) {
            QCOMPARE(event.value(QLatin1String("index")).toInteger(), solutions.size() + 1);
            solutions.append(event.value(QLatin1String("columns")).toArray());
        } else {
            QCOMPARE(kind, QStringLiteral("done"));
        }
    }
    if (choosesRows(algorithm)) {
        // Found in the order the choices lead to.
        std::sort(solutions.begin(), solutions.end(), [](const QJsonArray &a, const QJsonArray &b) {
            return a.toVariantList().first().toInt() < b.toVariantList().first().toInt();
        });
    }
    QCOMPARE(
        solutions, (QList<QJsonArray> { QJsonArray { 1, 3, 0, 2 }, QJsonArray { 2, 0, 3, 1 } }));

    const QJsonObject done = parseObject(events.last());
    if (algorithm == QLatin1String("permutations")) {
        QCOMPARE(keysOf(done),
            keySet({ "step", "event", "placements", "removals", "rejections", "solutions",
                "permutations", "work_measure", "work" }));
        // 4! permutations tested, each refused or a solution.
        QCOMPARE(done.value(QLatin1String("permutations")).toInteger(), 24);
        QCOMPARE(rejections + solutions.size(), 24);
    } else if (prunes(algorithm)) {
        QCOMPARE(keysOf(done),
            keySet({ "step", "event", "placements", "removals", "rejections", "solutions",
                "prunes", "wipeouts", "work_measure", "work" }));
        QCOMPARE(done.value(QLatin1String("prunes")).toInteger(), pruned);
        QCOMPARE(done.value(QLatin1String("wipeouts")).toInteger(), wipeouts);
        QVERIFY(pruned > 0 && wipeouts > 0);
    } else {
        QCOMPARE(keysOf(done),
            keySet({ "step", "event", "placements", "removals", "rejections", "solutions",
                "work_measure", "work" }));
    }
    QCOMPARE(done.value(QLatin1String("placements")).toInteger(), placements);
    QCOMPARE(done.value(QLatin1String("removals")).toInteger(), removals);
    QCOMPARE(done.value(QLatin1String("rejections")).toInteger(), rejections);
    QCOMPARE(done.value(QLatin1String("solutions")).toInteger(), 2);
    QVERIFY(!done.value(QLatin1String("work_measure")).toString().isEmpty());
    QVERIFY(done.value(QLatin1String("work")).toInteger() >= 0);
}

void TestCli::statsJson_data()
{
    QTest::addColumn<QString>("algorithm");
    for (const QString &algorithm : allAlgorithms()) {
        QTest::newRow(qPrintable(algorithm)) << algorithm;
    }
}

void TestCli::statsJson()
{
    QFETCH(QString, algorithm);
    const Result result = run({ QStringLiteral("stats"), QStringLiteral("8"),
        QStringLiteral("--json"), QStringLiteral("--algorithm"), algorithm });
    QCOMPARE(result.exitCode, 0);
    QVERIFY(result.err.isEmpty());
    QCOMPARE(lines(result.out).size(), 1);
    const QJsonObject stats = parseObject(result.out);
    if (algorithm == QLatin1String("permutations")) {
        // Its own measure of what it does: the 8! permutations it tested.
        QCOMPARE(keysOf(stats),
            keySet({ "n", "algorithm", "placements", "removals", "rejections", "solutions",
                "permutations", "work_measure", "work", "steps" }));
        QCOMPARE(stats.value(QLatin1String("permutations")).toInteger(), 40320);
        QCOMPARE(stats.value(QLatin1String("rejections")).toInteger() + 92, 40320);
    } else if (prunes(algorithm)) {
        QCOMPARE(keysOf(stats),
            keySet({ "n", "algorithm", "placements", "removals", "rejections", "solutions",
                "prunes", "wipeouts", "work_measure", "work", "steps" }));
    } else {
        QCOMPARE(keysOf(stats),
            keySet({ "n", "algorithm", "placements", "removals", "rejections", "solutions",
                "work_measure", "work", "steps" }));
    }
    QCOMPARE(stats.value(QLatin1String("n")).toInt(), 8);
    QCOMPARE(stats.value(QLatin1String("algorithm")).toString(), algorithm);
    QCOMPARE(stats.value(QLatin1String("solutions")).toInteger(), 92);
    const qint64 placements = stats.value(QLatin1String("placements")).toInteger();
    QCOMPARE(stats.value(QLatin1String("removals")).toInteger(), placements);
    if (BacktrackingAlgorithms.contains(algorithm) || algorithm == QLatin1String("available-columns")) {
        // Every row-by-row backtracker visits the same tree.
        QCOMPARE(placements, 2056);
    }
    // Steps are the events before done: each placement, removal, rejection,
    // solution, prune and wipe-out, and the choices (not counted in stats).
    const qint64 counted = 2 * placements + stats.value(QLatin1String("rejections")).toInteger()
        + 92 + stats.value(QLatin1String("prunes")).toInteger()
        + stats.value(QLatin1String("wipeouts")).toInteger();
    if (choosesRows(algorithm)) {
        QVERIFY(stats.value(QLatin1String("steps")).toInteger() > counted);
    } else {
        QCOMPARE(stats.value(QLatin1String("steps")).toInteger(), counted);
    }
    QVERIFY(!stats.value(QLatin1String("work_measure")).toString().isEmpty());
}

void TestCli::statsText()
{
    const Result result = run({ QStringLiteral("stats"), QStringLiteral("8") });
    QCOMPARE(result.exitCode, 0);
    static const QRegularExpression format(QStringLiteral(
        "^N=8 algorithm=lock-lines placements=2056 removals=2056 rejections=\\d+ solutions=92 "
        "[a-z_]+=\\d+ steps=\\d+\\n$"));
    QVERIFY2(format.match(QString::fromUtf8(result.out)).hasMatch(), result.out.constData());
}

// The local search's trace: its start, Remove + Place moves with their
// numbers, the attacking pairs after every event, and its one solution.
void TestCli::traceMinConflicts()
{
    const QStringList arguments { QStringLiteral("trace"), QStringLiteral("8"),
        QStringLiteral("--algorithm"), QStringLiteral("min-conflicts"), QStringLiteral("--seed"),
        QStringLiteral("5") };
    const Result result = run(arguments);
    QCOMPARE(result.exitCode, 0);
    QVERIFY(result.err.isEmpty());
    QCOMPARE(run(arguments).out, result.out); // same seed, same trace
    const QList<QByteArray> events = lines(result.out);
    QList<int> board(8, -1);
    qint64 moves = 0;
    QList<QJsonArray> solutions;
    for (qsizetype i = 0; i < events.size(); ++i) {
        const QJsonObject event = parseObject(events[i]);
        const QString kind = event.value(QLatin1String("event")).toString();
        QVERIFY(event.contains(QLatin1String("conflicts")));
        QVERIFY(kind != QLatin1String("reject"));
        if (kind == QLatin1String("place") || kind == QLatin1String("remove")) {
            const int row = event.value(QLatin1String("row")).toInt();
            const int col = event.value(QLatin1String("col")).toInt();
            if (i < 8) {
                QCOMPARE(keysOf(event), keySet({ "step", "event", "row", "col", "conflicts" }));
                QCOMPARE(row, int(i));
            } else {
                QCOMPARE(
                    keysOf(event), keySet({ "step", "event", "row", "col", "move", "conflicts" }));
                moves += kind == QLatin1String("remove") ? 1 : 0;
                QCOMPARE(event.value(QLatin1String("move")).toInteger(), moves);
            }
            board[row] = kind == QLatin1String("place") ? col : -1;
        } else if (kind == QLatin1String("solution")) {
            solutions.append(event.value(QLatin1String("columns")).toArray());
        }
        // The pairs, counted here.
        qint64 pairs = 0;
        for (int a = 0; a < 8; ++a) {
            for (int b = a + 1; b < 8; ++b) {
                pairs += board[a] >= 0 && board[b] >= 0
                        && (board[a] == board[b] || std::abs(board[a] - board[b]) == b - a)
                    ? 1
                    : 0;
            }
        }
        QCOMPARE(event.value(QLatin1String("conflicts")).toInteger(), pairs);
    }
    QCOMPARE(solutions.size(), 1);
    QList<int> solution;
    for (const QJsonValue &value : solutions.first()) {
        solution.append(value.toInt());
    }
    QVERIFY(isSolution(solution));
    QCOMPARE(solution, board); // the stream ends with its solution on the board
    const QJsonObject done = parseObject(events.last());
    QCOMPARE(done.value(QLatin1String("removals")).toInteger(), moves);
    QCOMPARE(done.value(QLatin1String("solutions")).toInteger(), 1);
    QCOMPARE(
        done.value(QLatin1String("work_measure")).toString(), QStringLiteral("squares_scored"));
}

void TestCli::statsMinConflicts()
{
    const Result result
        = run({ QStringLiteral("stats"), QStringLiteral("3"), QStringLiteral("--json"),
            QStringLiteral("--algorithm=min-conflicts"), QStringLiteral("--seed=7") });
    QCOMPARE(result.exitCode, 0);
    const QJsonObject stats = parseObject(result.out);
    QCOMPARE(keysOf(stats),
        keySet({ "n", "algorithm", "placements", "removals", "rejections", "solutions",
            "work_measure", "work", "steps", "conflicts", "seed" }));
    // 3x3 has no solution: the search gives up at its cap and says so.
    QCOMPARE(stats.value(QLatin1String("solutions")).toInteger(), 0);
    QVERIFY(stats.value(QLatin1String("conflicts")).toInteger() > 0);
    QCOMPARE(stats.value(QLatin1String("removals")).toInteger(), 1300);
    QCOMPARE(stats.value(QLatin1String("seed")).toInteger(), 7);
    const Result text = run({ QStringLiteral("stats"), QStringLiteral("8"),
        QStringLiteral("--algorithm"), QStringLiteral("min-conflicts") });
    static const QRegularExpression format(QStringLiteral(
        "^N=8 algorithm=min-conflicts placements=\\d+ removals=\\d+ rejections=0 solutions=1 "
        "squares_scored=\\d+ steps=\\d+ conflicts=0 seed=1\\n$"));
    QVERIFY2(format.match(QString::fromUtf8(text.out)).hasMatch(), text.out.constData());
}

// trace and stats from given queens: the given rows are never touched, the
// solutions are those of `solutions N` that hold the given queens, and a
// start with none says so on stderr but still runs to its end (exit 0).
void TestCli::fromStart_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("squares");
    QTest::addColumn<QList<int>>("start"); // the same, as columns by row (-1: free)
    for (const QString &algorithm : allAlgorithms()) {
        const auto row = [&](int n, const char *squares, const QList<int> &start) {
            QTest::addRow("%s %d %s", qPrintable(algorithm), n, squares)
                << algorithm << n << QString::fromLatin1(squares) << start;
        };
        row(8, "a8", { 0, -1, -1, -1, -1, -1, -1, -1 });
        row(8, "e8,b1", { 4, -1, -1, -1, -1, -1, -1, 1 });
        row(8, "a8,c7", { 0, 2, -1, -1, -1, -1, -1, -1 }); // no solution
        row(6, "b6,d5", { 1, 3, -1, -1, -1, -1 }); // no solution
        row(6, "e5", { -1, 4, -1, -1, -1, -1 });
        row(4, "c1,b4", { 1, -1, -1, 2 });
        row(4, "b4,d3,a2,c1", { 1, 3, 0, 2 }); // every row given: a solution
        row(1, "a1", { 0 });
    }
}

void TestCli::fromStart()
{
    QFETCH(QString, algorithm);
    QFETCH(int, n);
    QFETCH(QString, squares);
    QFETCH(QList<int>, start);
    const QString size = QString::number(n);

    QList<QList<int>> expected;
    const Result all = run({ QStringLiteral("solutions"), size });
    for (const QByteArray &line : lines(all.out)) {
        const QList<int> columns = parseColumnsLine(line + '\n');
        bool holds = true;
        for (int row = 0; row < n; ++row) {
            holds = holds && (start[row] < 0 || start[row] == columns.value(row));
        }
        if (holds) {
            expected.append(columns);
        }
    }
    const QByteArray noSolution = "nqueens: no solution contains the given queens\n";

    const Result trace = run({ QStringLiteral("trace"), size, QStringLiteral("--algorithm"),
        algorithm, QStringLiteral("--start"), squares });
    QCOMPARE(trace.exitCode, 0);
    QCOMPARE(trace.err, expected.isEmpty() ? noSolution : QByteArray());
    const QList<QByteArray> events = lines(trace.out);
    QVERIFY(!events.isEmpty());
    QList<int> board = start;
    QList<QList<int>> found;
    qint64 placements = 0;
    for (const QByteArray &line : events) {
        const QJsonObject event = parseObject(line);
        const QString kind = event.value(QLatin1String("event")).toString();
        const int row = event.value(QLatin1String("row")).toInt(-1);
        const int col = event.value(QLatin1String("col")).toInt(-1);
        if (kind == QLatin1String("place")) {
            if (!choosesRows(algorithm)) {
                QCOMPARE(board.indexOf(-1), row); // the first empty row
            }
            QCOMPARE(board[row], -1);
            board[row] = col;
            ++placements;
        } else if (kind == QLatin1String("remove")) {
            QCOMPARE(start[row], -1);
            QCOMPARE(board[row], col);
            board[row] = -1;
        } else if (kind == QLatin1String("reject")) {
            QCOMPARE(start[row], -1);
        } else if (kind == QLatin1String("solution")) {
            const QList<int> columns = columnsOf(event);
            QVERIFY(isSolution(columns));
            QCOMPARE(columns, board);
            found.append(columns);
        }
    }
    QCOMPARE(board, start);
    if (choosesRows(algorithm)) {
        std::sort(found.begin(), found.end());
    }
    QCOMPARE(found, expected);
    const QJsonObject done = parseObject(events.last());
    QCOMPARE(done.value(QLatin1String("event")).toString(), QStringLiteral("done"));
    QCOMPARE(done.value(QLatin1String("placements")).toInteger(), placements);
    QCOMPARE(done.value(QLatin1String("solutions")).toInteger(), expected.size());

    const Result stats = run({ QStringLiteral("stats"), size, QStringLiteral("--json"),
        QStringLiteral("--algorithm"), algorithm, QStringLiteral("--start"), squares });
    QCOMPARE(stats.exitCode, 0);
    QCOMPARE(stats.err, expected.isEmpty() ? noSolution : QByteArray());
    const QJsonObject totals = parseObject(stats.out);
    QCOMPARE(totals.value(QLatin1String("solutions")).toInteger(), expected.size());
    QCOMPARE(totals.value(QLatin1String("placements")).toInteger(), placements);
    QCOMPARE(totals.value(QLatin1String("work")).toInteger(),
        done.value(QLatin1String("work")).toInteger());
    // The start as the program names it: the given squares, top down.
    QStringList given = squares.split(QLatin1Char(','));
    std::sort(given.begin(), given.end(), [](const QString &a, const QString &b) {
        return a.mid(1).toInt() > b.mid(1).toInt();
    });
    QCOMPARE(totals.value(QLatin1String("start")).toString(), given.join(QLatin1Char(',')));
}

void TestCli::exportBadInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("fragment");
    const auto row = [](const char *name, const char *arguments, const char *fragment) {
        QTest::newRow(name) << QString::fromLatin1(arguments).split(QLatin1Char(' '))
                            << QString::fromUtf8(fragment);
    };
    row("without N", "export", "export needs N, an integer from 1 to 32");
    row("N=0", "export 0", "N must be an integer from 1 to 32, got '0'");
    row("N=33", "export 33", "got '33'");
    row("N=abc", "export abc --all", "got 'abc'");
    row("no solutions", "export 3", "N=3 has no solutions");
    row("K too big", "export 8 --solution 93", "from 1 to 92 (N=8 has 92 solutions), got 93");
    row("K=0", "export 8 --solution 0", "--solution must be a positive integer, got '0'");
    row("K=x", "export 8 --solution=x", "got 'x'");
    row("unknown format", "export 8 --format jpg",
        "unknown format 'jpg'; valid formats: png, svg, pdf");
    row("upper-case format", "export 8 --format PNG", "unknown format 'PNG'");
    row("pixels 15", "export 8 --pixels 15",
        "--pixels must be an integer from 16 to 8192, got '15'");
    row("pixels 8193", "export 8 --pixels=8193", "got '8193'");
    row("pixels without value", "export 8 --pixels", "--pixels needs a value");
    row("solution and all", "export 8 --solution 2 --all",
        "--solution and --all cannot be combined");
    row("solution and sheet", "export 8 --sheet --solution 2", "--solution and --sheet");
    row("solution and fundamental", "export 8 --solution 2 --fundamental",
        "--solution and --fundamental");
    row("all and fundamental", "export 8 --all --fundamental", "--all and --fundamental");
    row("too many boards", "export 14 --all", "more than 100000 boards");
    row("option of another subcommand", "export 8 --json", "unknown option '--json'");
    // Steps and animations of a run, and the image options.
    row("animate and solution", "export 8 --animate --solution 2",
        "--animate and --solution cannot be combined");
    row("step and sheet", "export 8 --step 3 --sheet", "--step and --sheet cannot be combined");
    row("animate and step", "export 8 --animate --step 3", "--animate and --step");
    row("algorithm without a run", "export 8 --algorithm mrv",
        "--algorithm applies to the boards of a run: add --step K or --animate");
    row("fps without animate", "export 8 --step 3 --fps 5", "--fps applies only to --animate");
    row("from without animate", "export 8 --from 3", "--from applies only to --animate");
    row("unknown algorithm", "export 8 --animate --algorithm fast",
        "unknown algorithm 'fast'; valid algorithms: permutations");
    row("video format without animate", "export 8 --format mp4",
        "format mp4 needs --animate; without it valid formats: png, svg, pdf");
    row("still format with animate", "export 8 --animate --format png",
        "unknown format 'png' for --animate; valid formats: gif, mp4, webm");
    row("fps 0", "export 4 --animate --fps 0", "--fps must be an integer from 1 to 50, got '0'");
    row("fps 51", "export 4 --animate --fps=51", "got '51'");
    row("hold 61", "export 4 --animate --hold 61", "--hold must be a whole number of seconds");
    row("from after to", "export 4 --animate --from 9 --to 3", "--from 9 is after --to 3");
    row("range too long", "export 8 --animate --to 20000", "more than 20000 frames");
    row("step x", "export 4 --step x", "--step must be a step number, 0 or more, got 'x'");
    row("step past the end", "export 4 --step 79",
        "the lock-lines run of N=4 has 78 steps; --step must be from 0 to 78, got 79");
    row("from past the end", "export 4 --animate --from 100",
        "--from must be from 0 to 78, got 100");
    row("to past the end", "export 4 --animate --to 100",
        "--to must be from --from to 78, got 100");
    row("whole run too long", "export 9 --animate",
        "the run goes on past step 20000: more than 20000 frames");
    row("N too big for the algorithm", "export 12 --step 3 --algorithm permutations",
        "for algorithm permutations");
    row("seed of a backtracker", "export 8 --step 3 --seed 4",
        "--seed applies only to --algorithm min-conflicts");
    row("unknown theme", "export 8 --theme dark",
        "unknown theme 'dark'; valid themes: classic, high-contrast, system");
    row("coordinates both ways", "export 8 --coordinates --no-coordinates",
        "--coordinates and --no-coordinates cannot be combined");
    row("caption on a sheet", "export 8 --sheet --caption hello", "--caption does not apply to --sheet");
}

void TestCli::exportBadInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, fragment);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Result result = run(arguments, 60000, dir.path());
    QCOMPARE(result.status, QProcess::NormalExit);
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.out.isEmpty(), result.out.constData());
    const QString err = QString::fromUtf8(result.err);
    QVERIFY2(err.startsWith(QLatin1String("nqueens: ")), qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
    QVERIFY2(err.contains(fragment), qPrintable(err));
    // Nothing written.
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
        QStringList());
}

void TestCli::exportStepOptions_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("fileName");
    // Each row differs from the plain step in one option: the picture must differ too.
    const auto row = [](const char *name, const char *arguments, const char *file) {
        QTest::newRow(name) << QString::fromLatin1(arguments).split(QLatin1Char(' '))
                            << QString::fromLatin1(file);
    };
    row("high contrast", "--theme high-contrast", "queens-6-lock-lines-step-40.png");
    row("no coordinates", "--no-coordinates", "queens-6-lock-lines-step-40.png");
    row("no caption", "--caption none", "queens-6-lock-lines-step-40.png");
    row("own caption", "--caption Slide-3", "queens-6-lock-lines-step-40.png");
    row("another algorithm", "--algorithm check-queens", "queens-6-check-queens-step-40.png");
    row("another step", "--step 41", "queens-6-lock-lines-step-41.png");
}

void TestCli::exportStepOptions()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, fileName);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QStringList plain { QStringLiteral("export"), QStringLiteral("6"),
        QStringLiteral("--pixels"), QStringLiteral("300"), QStringLiteral("--output"),
        dir.filePath(QStringLiteral("plain.png")), QStringLiteral("--step"),
        QStringLiteral("40") };
    Result result = run(plain);
    QCOMPARE(result.exitCode, 0);
    // An option given later wins over the plain --step 40 only for --step itself.
    QStringList changed = plain.mid(0, 4);
    if (!arguments.contains(QLatin1String("--step"))) {
        changed << QStringLiteral("--step") << QStringLiteral("40");
    }
    changed << arguments;
    result = run(changed, 60000, dir.path());
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.out.trimmed(), fileName.toUtf8());
    const QImage plainImage = readFrame(dir.filePath(QStringLiteral("plain.png")));
    const QImage changedImage = readFrame(dir.filePath(fileName));
    QVERIFY(!plainImage.isNull());
    QVERIFY(!changedImage.isNull());
    QVERIFY(plainImage != changedImage);
    // Same width; without a caption the picture is shorter.
    QCOMPARE(changedImage.width(), 300);
    if (arguments.contains(QLatin1String("none"))) {
        QVERIFY(changedImage.height() < plainImage.height());
    }
}

void TestCli::exportAnimatedGif_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to"); // -1: the run's end
    QTest::addColumn<int>("frames");
    QTest::addColumn<int>("frame"); // compared with the still of step from + frame
    // The 4x4 lock-lines run has 78 steps (stats): frames 0..78.
    QTest::newRow("4x4 whole run") << 4 << "lock-lines" << 0 << -1 << 79 << 3;
    QTest::newRow("4x4 a solution") << 4 << "lock-lines" << 0 << -1 << 79 << 31;
    QTest::newRow("5x5 range") << 5 << "check-queens" << 10 << 30 << 21 << 7;
    QTest::newRow("6x6 mrv") << 6 << "mrv" << 0 << 40 << 41 << 40;
    // Step 39 is the wipe-out of rank 3, under forward checking's pruned squares.
    QTest::newRow("8x8 forward-checking wipe-out") << 8 << "forward-checking" << 30 << 45 << 16 << 9;
    QTest::newRow("6x6 dancing-links") << 6 << "dancing-links" << 0 << 30 << 31 << 25;
}

void TestCli::exportAnimatedGif()
{
    QFETCH(int, n);
    QFETCH(QString, algorithm);
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(int, frames);
    QFETCH(int, frame);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QStringList arguments { QStringLiteral("export"), QString::number(n),
        QStringLiteral("--animate"), QStringLiteral("--algorithm"), algorithm,
        QStringLiteral("--from"), QString::number(from), QStringLiteral("--pixels"),
        QStringLiteral("320") };
    if (to >= 0) {
        arguments << QStringLiteral("--to") << QString::number(to);
    }
    Result result = run(arguments, 60000, dir.path());
    QCOMPARE(result.exitCode, 0);
    const QString gif = dir.filePath(QString::fromUtf8(result.out.trimmed()));
    QVERIFY2(gif.endsWith(QLatin1String(".gif")), qPrintable(gif));
    QImageReader reader(gif);
    QCOMPARE(reader.format(), QByteArray("gif"));
    QCOMPARE(reader.imageCount(), frames);
    // Looping: slides and web pages play it again.
    QCOMPARE(reader.loopCount(), -1);

    // The frame is the still export of its step, but for colours the
    // palette rounds on anti-aliased edges.
    const int step = from + frame;
    result = run({ QStringLiteral("export"), QString::number(n), QStringLiteral("--step"),
                     QString::number(step), QStringLiteral("--algorithm"), algorithm,
                     QStringLiteral("--pixels"), QStringLiteral("320"), QStringLiteral("--output"),
                     QStringLiteral("still.png") },
        60000, dir.path());
    QCOMPARE(result.exitCode, 0);
    const QImage still = readFrame(dir.filePath(QStringLiteral("still.png")));
    QImage shown = readFrame(gif, frame);
    // Every frame has room for the longest caption of the animation, under
    // the board and the still's own caption: the still is the frame's top.
    QCOMPARE(shown.width(), still.width());
    QVERIFY(shown.height() >= still.height());
    shown = shown.copy(0, 0, still.width(), still.height());
    // The board and its labels: the animation sets every caption in one
    // type size (the smallest any frame needs), the still in its own.
    const int board = std::min(still.height(), still.width() * 9 / 10);
    const Likeness same = likeness(shown.copy(0, 0, still.width(), board),
        still.copy(0, 0, still.width(), board));
    QVERIFY2(same.equal > 0.9 && same.meanDifference < 1.0,
        qPrintable(QStringLiteral("%1 equal, %2 mean").arg(same.equal).arg(same.meanDifference)));
    // And not the step before or after it: their captions differ at least.
    const QImage neighbour = readFrame(gif, frame > 0 ? frame - 1 : frame + 1)
                                 .copy(0, 0, still.width(), still.height());
    const Likeness other = likeness(neighbour, still);
    QVERIFY2(other.equal < same.equal - 0.002,
        qPrintable(QStringLiteral("%1 equal to the neighbour").arg(other.equal)));
}

void TestCli::exportStepShowsPropagation_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("step");
    QTest::newRow("8x8 step 39: a wipe-out") << 8 << 39;
    QTest::newRow("8x8 step 38: the prune before it") << 8 << 38;
    QTest::newRow("8x8 step 40: the queen taken back") << 8 << 40;
    QTest::newRow("6x6 step 20") << 6 << 20;
}

void TestCli::exportStepShowsPropagation()
{
    // The still of a forward-checking run shows its domains as the window
    // does: a pruned square of a row still to fill is tinted, the others
    // of those rows are plain, and a wiped-out row is a red band.
    QFETCH(int, n);
    QFETCH(int, step);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // What should be shown, from the events (trace): each Prune takes a
    // square out of a row's domain, each Remove gives back its queen's.
    const Result trace = run({ QStringLiteral("trace"), QString::number(n),
        QStringLiteral("--algorithm"), QStringLiteral("forward-checking"),
        QStringLiteral("--limit"), QString::number(step) });
    QCOMPARE(trace.exitCode, 0);
    QList<int> columns(n, -1);
    QList<int> prunedBy(n * n, -1);
    int wipedOut = -1;
    for (const QByteArray &line : lines(trace.out)) {
        const QJsonObject event = parseObject(line);
        const QString kind = event.value(QLatin1String("event")).toString();
        const int row = event.value(QLatin1String("row")).toInt(-1);
        const int col = event.value(QLatin1String("col")).toInt(-1);
        const int by = event.value(QLatin1String("by")).toArray().at(0).toInt(-1);
        if (kind == QLatin1String("done")) {
            break;
        }
        wipedOut = kind == QLatin1String("wipeout") ? row : -1;
        if (kind == QLatin1String("place")) {
            columns[row] = col;
        } else if (kind == QLatin1String("remove")) {
            columns[row] = -1;
            std::replace(prunedBy.begin(), prunedBy.end(), row, -1);
        } else if (kind == QLatin1String("prune")) {
            prunedBy[row * n + col] = by;
        }
    }
    QCOMPARE(lines(trace.out).size(), step);
    const Result result = run({ QStringLiteral("export"), QString::number(n),
                                  QStringLiteral("--step"), QString::number(step),
                                  QStringLiteral("--algorithm"), QStringLiteral("forward-checking"),
                                  QStringLiteral("--no-coordinates"), QStringLiteral("--caption"),
                                  QStringLiteral("none"), QStringLiteral("--pixels"),
                                  QStringLiteral("400"), QStringLiteral("--output"),
                                  QStringLiteral("still.png") },
        60000, dir.path());
    QCOMPARE(result.exitCode, 0);
    const QImage still = readFrame(dir.filePath(QStringLiteral("still.png")));
    QVERIFY(!still.isNull());
    // The board: its top row holds a queen and is never tinted, so the
    // classic squares' colours give its left, top and width.
    const QColor light(0xf0, 0xd9, 0xb5);
    const QColor dark(0xb5, 0x88, 0x63);
    const auto distance = [](QColor a, QColor b) {
        return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green())
            + std::abs(a.blue() - b.blue());
    };
    QRect box;
    for (int y = 0; y < still.height(); ++y) {
        for (int x = 0; x < still.width(); ++x) {
            const QColor c = still.pixelColor(x, y);
            if (distance(c, light) == 0 || distance(c, dark) == 0) {
                box |= QRect(x, y, 1, 1);
            }
        }
    }
    const double s = double(box.width()) / n;
    // A square's mean colour, inside its edges (away from row outlines).
    const auto mean = [&](int row, int col) {
        double r = 0, g = 0, b = 0;
        int count = 0;
        for (double y = 0.2; y < 0.8; y += 0.05) {
            for (double x = 0.2; x < 0.8; x += 0.05) {
                const QColor c = still.pixelColor(
                    int(box.left() + (col + x) * s), int(box.top() + (row + y) * s));
                r += c.red();
                g += c.green();
                b += c.blue();
                ++count;
            }
        }
        return QColor(int(r / count), int(g / count), int(b / count));
    };
    const int current = int(std::find(columns.begin(), columns.end(), -1) - columns.begin());
    int tinted = 0;
    int plain = 0;
    for (int row = 0; row < n; ++row) {
        if (columns[row] >= 0 || row == current) {
            continue; // a queen's row shows no domain; the current one is outlined
        }
        for (int col = 0; col < n; ++col) {
            const QColor shown = mean(row, col);
            const QColor square = ((n - 1 - row) + col) % 2 == 0 ? dark : light;
            const QString where = QStringLiteral("row %1, column %2: %3")
                                      .arg(row)
                                      .arg(col)
                                      .arg(shown.name());
            if (row == wipedOut) {
                QVERIFY2(shown.red() - shown.green() > 70, qPrintable(where));
            } else if (prunedBy[row * n + col] >= 0) {
                ++tinted;
                QVERIFY2(distance(shown, square) > 25, qPrintable(where));
            } else {
                ++plain;
                QVERIFY2(distance(shown, square) < 8, qPrintable(where));
            }
        }
    }
    QVERIFY(tinted > 0);
    QVERIFY(plain > 0);
    QCOMPARE(wipedOut >= 0, step == 39);
}

void TestCli::exportVideo_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("codec");
    QTest::addColumn<int>("fps");
    QTest::addColumn<int>("hold");
    // The 4x4 run, steps 0..78, finds its two solutions at steps 31 and 48.
    QTest::newRow("mp4") << "mp4" << "h264" << 10 << 0;
    QTest::newRow("webm") << "webm" << "vp9" << 5 << 0;
    QTest::newRow("mp4 held") << "mp4" << "h264" << 4 << 2;
}

void TestCli::exportVideo()
{
    QFETCH(QString, format);
    QFETCH(QString, codec);
    QFETCH(int, fps);
    QFETCH(int, hold);
    if (QStandardPaths::findExecutable(QStringLiteral("ffmpeg")).isEmpty()
        || QStandardPaths::findExecutable(QStringLiteral("ffprobe")).isEmpty()) {
        QSKIP("ffmpeg and ffprobe are not installed (scripts/install-deps.sh installs them)");
    }
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Result result = run({ QStringLiteral("export"), QStringLiteral("4"),
                                  QStringLiteral("--animate"), QStringLiteral("--format"), format,
                                  QStringLiteral("--fps"), QString::number(fps),
                                  QStringLiteral("--hold"), QString::number(hold),
                                  QStringLiteral("--pixels"), QStringLiteral("301") },
        120000, dir.path());
    QCOMPARE(result.exitCode, 0);
    const QString video = dir.filePath(QString::fromUtf8(result.out.trimmed()));
    QVERIFY2(video.endsWith(QLatin1Char('.') + format), qPrintable(video));
    // 79 steps, the two solutions held `hold` seconds more each.
    const int frames = 79 + 2 * hold * fps;
    // The GIF's size at 301 pixels, made even (yuv420p).
    const Result gif = run({ QStringLiteral("export"), QStringLiteral("4"),
                               QStringLiteral("--animate"), QStringLiteral("--pixels"),
                               QStringLiteral("301"), QStringLiteral("--output"),
                               QStringLiteral("frames.gif") },
        60000, dir.path());
    QCOMPARE(gif.exitCode, 0);
    const QSize size = QImageReader(dir.filePath(QStringLiteral("frames.gif"))).size();
    QVERIFY(size.width() == 301);
    const QStringList fields = probe(video);
    QVERIFY2(!fields.isEmpty(), "ffprobe could not read the file");
    QVERIFY2(fields.contains(QStringLiteral("codec_name=") + codec), qPrintable(fields.join(u' ')));
    QVERIFY2(fields.contains(QStringLiteral("width=%1").arg(size.width() + size.width() % 2)),
        qPrintable(fields.join(u' ')));
    QVERIFY2(fields.contains(QStringLiteral("height=%1").arg(size.height() + size.height() % 2)),
        qPrintable(fields.join(u' ')));
    QVERIFY2(fields.contains(QStringLiteral("nb_read_frames=%1").arg(frames)),
        qPrintable(fields.join(u' ')));
    double duration = -1;
    for (const QString &field : fields) {
        if (field.startsWith(QLatin1String("duration="))) {
            duration = field.mid(9).toDouble();
        }
    }
    const double expected = double(frames) / fps;
    QVERIFY2(std::abs(duration - expected) <= 1.0 / fps + 0.05,
        qPrintable(QStringLiteral("duration %1, expected %2").arg(duration).arg(expected)));
}

void TestCli::exportVideoWithoutFfmpeg()
{
    // No ffmpeg in PATH: a clear sentence, exit 1, nothing written.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("PATH"), dir.path());
    process.setProcessEnvironment(environment);
    process.setWorkingDirectory(dir.path());
    process.start(QStringLiteral(NQUEENS_CLI),
        { QStringLiteral("export"), QStringLiteral("4"), QStringLiteral("--animate"),
            QStringLiteral("--format"), QStringLiteral("webm") });
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 1);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(err.contains(QLatin1String("apt install ffmpeg")), qPrintable(err));
    QVERIFY2(err.contains(QLatin1String("export a GIF")), qPrintable(err));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
        QStringList());
}

void TestCli::exportAll()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString output = dir.filePath(QStringLiteral("boards"));
    const Result result = run({ QStringLiteral("export"), QStringLiteral("6"),
        QStringLiteral("--all"), QStringLiteral("--format"), QStringLiteral("png"),
        QStringLiteral("--output"), output });
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(result.err.isEmpty(), result.err.constData());
    const QStringList names = QDir(output).entryList(QDir::Files);
    QCOMPARE(names,
        QStringList({ QStringLiteral("queens-6-1.png"), QStringLiteral("queens-6-2.png"),
            QStringLiteral("queens-6-3.png"), QStringLiteral("queens-6-4.png") }));
    // The paths written, one a line, in order.
    QList<QByteArray> paths;
    for (const QString &name : names) {
        paths.append(QDir(output).filePath(name).toLocal8Bit());
    }
    QCOMPARE(lines(result.out), paths);
    for (const QString &name : names) {
        QFile file(QDir(output).filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.read(8), QByteArray("\x89PNG\r\n\x1a\n"));
    }
}

// Issue 27, item 10: `export 4 --step 0 --format pdf --names` is a handout:
// A4 (Letter where LC_MEASUREMENT is a US one), no row outlined, no step
// named, each square's name in it; --names does not apply to a sheet.
void TestCli::handoutOfStepZero()
{
    if (!nqtest::hasPdfReaders()) {
        QSKIP("pdfinfo and pdftoppm (poppler-utils) are needed to read the PDF back");
    }
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto write = [&](const QString &measurement, const QString &name) {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("LC_ALL"));
        environment.insert(QStringLiteral("LC_MEASUREMENT"), measurement);
        process.setProcessEnvironment(environment);
        process.setWorkingDirectory(dir.path());
        process.start(QStringLiteral(NQUEENS_CLI),
            { QStringLiteral("export"), QStringLiteral("4"), QStringLiteral("--step"),
                QStringLiteral("0"), QStringLiteral("--format"), QStringLiteral("pdf"),
                QStringLiteral("--names"), QStringLiteral("--output"), name });
        return process.waitForFinished(60000) && process.exitCode() == 0;
    };
    QVERIFY(write(QStringLiteral("de_DE.UTF-8"), QStringLiteral("a4.pdf")));
    QVERIFY(write(QStringLiteral("en_US.UTF-8"), QStringLiteral("letter.pdf")));
    QString said;
    QCOMPARE(nqtest::pdfPageSize(dir.filePath(QStringLiteral("a4.pdf")), &said), QSize(595, 842));
    qInfo("pdfinfo a4.pdf: %s", qPrintable(said));
    QCOMPARE(nqtest::pdfPageSize(dir.filePath(QStringLiteral("letter.pdf")), &said),
        QSize(612, 792));
    qInfo("pdfinfo letter.pdf: %s", qPrintable(said));

    // The rows of the page drawn by poppler: the top row's light squares are
    // the third row's colour (no current row outlined at step 0).
    const QImage page = nqtest::pdfPageImage(dir.filePath(QStringLiteral("a4.pdf")), 72);
    QVERIFY(!page.isNull());
    const QColor light(0xf0, 0xd9, 0xb5);
    const QColor dark(0xb5, 0x88, 0x63);
    const auto near = [](QColor a, QColor b) {
        return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green())
            + std::abs(a.blue() - b.blue()) < 8;
    };
    QRect box;
    for (int y = 0; y < page.height(); ++y) {
        for (int x = 0; x < page.width(); ++x) {
            if (near(page.pixelColor(x, y), dark)) {
                box |= QRect(x, y, 1, 1);
            }
        }
    }
    QVERIFY(box.width() > 300);
    const qreal side = box.width() / 4.0;
    QCOMPARE(qRound(box.height() / side), 4); // the top row's dark squares are untinted too
    for (int col = 0; col < 4; ++col) {
        const QPoint top(box.left() + int((col + 0.7) * side), box.top() + int(0.3 * side));
        const QPoint third = top + QPoint(0, int(2 * side));
        QVERIFY2(near(page.pixelColor(top), page.pixelColor(third)),
            qPrintable(QStringLiteral("file %1: %2 against %3")
                           .arg(col)
                           .arg(page.pixelColor(top).name(), page.pixelColor(third).name())));
        QVERIFY(near(page.pixelColor(top), col % 2 == 0 ? light : dark));
    }

    const Result sheet = run({ QStringLiteral("export"), QStringLiteral("4"),
                                 QStringLiteral("--sheet"), QStringLiteral("--names") },
        60000, dir.path());
    QCOMPARE(sheet.exitCode, 2);
    QVERIFY2(sheet.err.contains("--names does not apply to --sheet"), sheet.err.constData());
}

void TestCli::exportSheetAndSingle()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // The issue's example: the 12 fundamental boards of 8 on one PDF sheet.
    const Result sheet
        = run({ QStringLiteral("export"), QStringLiteral("8"), QStringLiteral("--fundamental"),
                  QStringLiteral("--sheet"), QStringLiteral("--format"), QStringLiteral("pdf"),
                  QStringLiteral("--output"), QStringLiteral("twelve.pdf") },
            60000, dir.path());
    QCOMPARE(sheet.exitCode, 0);
    QCOMPARE(sheet.out, QByteArray("twelve.pdf\n"));
    QFile pdf(dir.filePath(QStringLiteral("twelve.pdf")));
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.readAll().startsWith("%PDF-"));

    // A sheet's boards are bare unless --coordinates labels them.
    QImage bareSheet;
    QImage labelledSheet;
    for (const bool coordinates : { false, true }) {
        QStringList arguments { QStringLiteral("export"), QStringLiteral("6"),
            QStringLiteral("--sheet"), QStringLiteral("--output"),
            coordinates ? QStringLiteral("labelled.png") : QStringLiteral("bare.png") };
        if (coordinates) {
            arguments << QStringLiteral("--coordinates");
        }
        const Result written = run(arguments, 60000, dir.path());
        QCOMPARE(written.exitCode, 0);
        QVERIFY((coordinates ? labelledSheet : bareSheet)
                    .load(dir.filePath(coordinates ? QStringLiteral("labelled.png")
                                                   : QStringLiteral("bare.png"))));
    }
    QCOMPARE(labelledSheet.size(), bareSheet.size());
    QVERIFY(labelledSheet != bareSheet);

    // Defaults: solution 1, PNG, 800 pixels wide, a name in the current directory.
    const Result single = run({ QStringLiteral("export"), QStringLiteral("8") }, 60000, dir.path());
    QCOMPARE(single.exitCode, 0);
    QCOMPARE(single.out, QByteArray("queens-8-1.png\n"));
    QFile png(dir.filePath(QStringLiteral("queens-8-1.png")));
    QVERIFY(png.open(QIODevice::ReadOnly));
    QVERIFY(png.read(4) == "\x89PNG");
}

void TestCli::exportWriteError()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("missing/board.svg"));
    const Result result = run({ QStringLiteral("export"), QStringLiteral("8"),
        QStringLiteral("--format=svg"), QStringLiteral("--output"), path });
    QCOMPARE(result.exitCode, 1);
    QVERIFY(result.out.isEmpty());
    QVERIFY2(result.err.startsWith("nqueens: cannot write '" + path.toLocal8Bit() + "': "),
        result.err.constData());
    QCOMPARE(result.err.count('\n'), 1);
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("missing"))));
}

void TestCli::oneText()
{
    for (const int n : { 1, 4, 5, 8, 9, 14, 15, 100, 1001 }) {
        for (const char *method : { "construct", "min-conflicts" }) {
            const Result result = run({ QStringLiteral("one"), QString::number(n),
                QStringLiteral("--method"), QString::fromLatin1(method) });
            const QByteArray tag = QByteArray::number(n) + ' ' + method;
            QVERIFY2(result.exitCode == 0, tag.constData());
            QVERIFY2(result.err.isEmpty(), result.err.constData());
            const QList<int> columns = parseColumnsLine(result.out);
            QVERIFY2(columns.size() == n, tag.constData());
            QVERIFY2(isSolution(columns), tag.constData());
        }
    }
    // construct is the default, and a formula: the same board every time.
    const Result byDefault = run({ QStringLiteral("one"), QStringLiteral("8") });
    QCOMPARE(byDefault.exitCode, 0);
    QCOMPARE(byDefault.out, QByteArray("1 3 5 7 2 0 6 4\n"));
}

void TestCli::oneJson()
{
    const Result construct
        = run({ QStringLiteral("one"), QStringLiteral("--json"), QStringLiteral("10") });
    QCOMPARE(construct.exitCode, 0);
    QVERIFY(construct.err.isEmpty());
    QCOMPARE(lines(construct.out).size(), 1);
    QJsonObject object = parseObject(construct.out);
    QCOMPARE(keysOf(object), keySet({ "n", "method", "seed", "seconds", "columns" }));
    QCOMPARE(object.value(QLatin1String("n")).toInt(), 10);
    QCOMPARE(object.value(QLatin1String("method")).toString(), QStringLiteral("construct"));
    QVERIFY(object.value(QLatin1String("seed")).isNull()); // construct uses no seed
    QVERIFY(object.value(QLatin1String("seconds")).toDouble(-1) >= 0.0);
    QList<int> columns = columnsOf(object);
    QCOMPARE(columns.size(), 10);
    QVERIFY(isSolution(columns));

    const Result search = run(
        { QStringLiteral("one"), QStringLiteral("300"), QStringLiteral("--method=min-conflicts"),
            QStringLiteral("--seed=42"), QStringLiteral("--json") });
    QCOMPARE(search.exitCode, 0);
    QVERIFY(search.err.isEmpty());
    QCOMPARE(lines(search.out).size(), 1);
    object = parseObject(search.out);
    QCOMPARE(keysOf(object),
        keySet({ "n", "method", "seed", "seconds", "moves", "restarts", "columns" }));
    QCOMPARE(object.value(QLatin1String("method")).toString(), QStringLiteral("min-conflicts"));
    QCOMPARE(object.value(QLatin1String("seed")).toInteger(), 42);
    QVERIFY(object.value(QLatin1String("moves")).toInteger(-1) >= 0);
    QVERIFY(object.value(QLatin1String("restarts")).toInteger(-1) >= 0);
    columns = columnsOf(object);
    QCOMPARE(columns.size(), 300);
    QVERIFY(isSolution(columns));

    // The JSON board is the text board.
    const Result text = run({ QStringLiteral("one"), QStringLiteral("300"),
        QStringLiteral("--method=min-conflicts"), QStringLiteral("--seed=42") });
    QCOMPARE(parseColumnsLine(text.out), columns);
}

void TestCli::oneSeeded()
{
    // The same seed gives the same board, run after run; different seeds
    // (almost always) different boards: among eight, at least two differ.
    QSet<QByteArray> boards;
    for (int seed = 0; seed < 8; ++seed) {
        const QStringList arguments { QStringLiteral("one"), QStringLiteral("50"),
            QStringLiteral("--method"), QStringLiteral("min-conflicts"), QStringLiteral("--seed"),
            QString::number(seed) };
        const Result first = run(arguments);
        const Result again = run(arguments);
        QCOMPARE(first.exitCode, 0);
        QVERIFY(isSolution(parseColumnsLine(first.out)));
        QCOMPARE(again.out, first.out);
        boards.insert(first.out);
    }
    QVERIFY2(boards.size() > 1, "eight seeds gave one board");
    // The default seed is 1.
    const Result byDefault = run({ QStringLiteral("one"), QStringLiteral("50"),
        QStringLiteral("--method"), QStringLiteral("min-conflicts") });
    const Result seedOne = run({ QStringLiteral("one"), QStringLiteral("50"),
        QStringLiteral("--method"), QStringLiteral("min-conflicts"), QStringLiteral("--seed=1") });
    QCOMPARE(byDefault.out, seedOne.out);
}

void TestCli::oneNoSolution()
{
    // A fair question whose answer is "none": exit 1, not a usage error.
    for (const char *n : { "2", "3" }) {
        for (const QStringList &options :
            { QStringList {}, QStringList { QStringLiteral("--json") },
                QStringList { QStringLiteral("--method=min-conflicts") } }) {
            const Result result
                = run(QStringList { QStringLiteral("one"), QString::fromLatin1(n) } + options);
            QCOMPARE(result.status, QProcess::NormalExit);
            QCOMPARE(result.exitCode, 1);
            QVERIFY(result.out.isEmpty());
            QCOMPARE(result.err, QByteArray("nqueens: no solution exists for N=") + n + '\n');
        }
    }
}

void TestCli::oneMillion()
{
    // A million columns on one line, checked here in linear time.
    QElapsedTimer clock;
    clock.start();
    const Result result = run({ QStringLiteral("one"), QStringLiteral("1000000") });
    const qint64 took = clock.elapsed();
    QCOMPARE(result.exitCode, 0);
    QVERIFY(result.err.isEmpty());
    const QList<int> columns = parseColumnsLine(result.out);
    QCOMPARE(columns.size(), 1000000);
    QVERIFY(isSolution(columns));
    qInfo("one 1000000 (construct), text: %lld ms, %lld bytes", took,
        static_cast<long long>(result.out.size()));
}

void TestCli::version()
{
    const Result result = run({ QStringLiteral("--version") });
    QCOMPARE(result.exitCode, 0);
    QVERIFY(result.err.isEmpty());
#ifdef NQ_VERSION
    QCOMPARE(result.out, QByteArray("nqueens " NQ_VERSION "\n"));
#else
    QVERIFY(QRegularExpression(QStringLiteral("^nqueens \\d+\\.\\d+\\.\\d+\\n$"))
                .match(QString::fromUtf8(result.out))
                .hasMatch());
#endif
}

void TestCli::help()
{
    const Result result = run({ QStringLiteral("--help") });
    QCOMPARE(result.exitCode, 0);
    QVERIFY(result.err.isEmpty());
    for (const char *word : { "count", "solutions", "trace", "stats", "--threads", "--json",
             "--fundamental", "--limit", "--algorithm", "--version", "lock-lines", "export",
             "--sheet", "--pixels", "one", "--method", "construct", "min-conflicts", "--seed",
             "homework", "--to first-solution", "--steps K", "--pupil-refuses", "--lang CODE",
             "--title TEXT", "--predict", "--frequency NAME", "--browse" }) {
        QVERIFY2(result.out.contains(word), word);
    }
    QCOMPARE(run({ QStringLiteral("-h") }).out, result.out);
    // Help after a subcommand wins over anything else on the line.
    const Result afterSubcommand
        = run({ QStringLiteral("count"), QStringLiteral("abc"), QStringLiteral("--help") });
    QCOMPARE(afterSubcommand.exitCode, 0);
    QCOMPARE(afterSubcommand.out, result.out);
    QVERIFY(afterSubcommand.err.isEmpty());
}

// homework (issue 40): one HTML file with the pupil's page, its path
// printed; the page's own tests are tests/homework's.
void TestCli::homework()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString path = folder.filePath(QStringLiteral("week3.html"));
    const Result result = run({ QStringLiteral("homework"), QStringLiteral("6"), QStringLiteral("--algorithm"),
        QStringLiteral("lock-lines"), QStringLiteral("--to"), QStringLiteral("first-solution"),
        QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--title"), QStringLiteral("Woche 3"),
        QStringLiteral("--output"), path });
    if (result.exitCode == 1) {
        // A build without Emscripten: it says so, and writes nothing.
        QVERIFY2(result.err.contains("Export Homework is unavailable"), result.err.constData());
        QVERIFY(!QFile::exists(path));
        return;
    }
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(result.err.isEmpty(), result.err.constData());
    QCOMPARE(QString::fromLocal8Bit(result.out), path + QLatin1Char('\n'));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray html = file.readAll();
    QVERIFY(html.startsWith("<!DOCTYPE html>"));
    QVERIFY(html.size() < 1000 * 1000);
    QVERIFY(html.contains("<html lang=\"de\">"));
    QVERIFY(html.contains("<title>Woche 3</title>"));
    QVERIFY(html.contains("\"kind\":\"practice\""));
    QVERIFY(html.contains("\"stepLimit\":0"));
    QVERIFY(html.contains("\"pupilRefuses\":false"));
    // --steps and --pupil-refuses, into the default name.
    const Result steps = run({ QStringLiteral("homework"), QStringLiteral("5"), QStringLiteral("--steps"),
                                 QStringLiteral("30"), QStringLiteral("--pupil-refuses") },
        60000, folder.path());
    QCOMPARE(steps.exitCode, 0);
    QCOMPARE(steps.out, QByteArray("homework-5-lock-lines.html\n"));
    QFile second(folder.filePath(QStringLiteral("homework-5-lock-lines.html")));
    QVERIFY(second.open(QIODevice::ReadOnly));
    const QByteArray secondHtml = second.readAll();
    QVERIFY(secondHtml.contains("\"stepLimit\":30"));
    QVERIFY(secondHtml.contains("\"pupilRefuses\":true"));
    // --predict: a predict task, on min-conflicts too, its questions up to step K.
    const Result predict = run({ QStringLiteral("homework"), QStringLiteral("8"), QStringLiteral("--predict"),
                                   QStringLiteral("--algorithm"), QStringLiteral("min-conflicts"),
                                   QStringLiteral("--steps"), QStringLiteral("40"), QStringLiteral("--frequency"),
                                   QStringLiteral("every-step"), QStringLiteral("--output"), QStringLiteral("p.html") },
        60000, folder.path());
    QCOMPARE(predict.exitCode, 0);
    QFile third(folder.filePath(QStringLiteral("p.html")));
    QVERIFY(third.open(QIODevice::ReadOnly));
    const QByteArray thirdHtml = third.readAll();
    QVERIFY(thirdHtml.contains("{\"algorithm\":\"min-conflicts\",\"frequency\":\"every-step\",\"k\":1,"
                               "\"kind\":\"predict\",\"kinds\":255,\"lastPosition\":40,\"n\":8,"
                               "\"runSeed\":1,\"seed\":1}"));
    // --browse: the solutions of N, into homework-N-solutions.html.
    const Result browse = run({ QStringLiteral("homework"), QStringLiteral("5"), QStringLiteral("--browse") }, 60000,
        folder.path());
    QCOMPARE(browse.exitCode, 0);
    QCOMPARE(browse.out, QByteArray("homework-5-solutions.html\n"));
    QFile fourth(folder.filePath(QStringLiteral("homework-5-solutions.html")));
    QVERIFY(fourth.open(QIODevice::ReadOnly));
    const QByteArray fourthHtml = fourth.readAll();
    QVERIFY(fourthHtml.contains("\"tasks\":[{\"kind\":\"browse\",\"n\":5}]"));
    QVERIFY(fourthHtml.contains("id=\"nq-solutions\">{\"5\":[[0,2,4,1,3],"));
    // A folder that does not exist: exit 1, nothing written.
    const Result missing = run({ QStringLiteral("homework"), QStringLiteral("6"), QStringLiteral("--output"),
        folder.filePath(QStringLiteral("no/such/folder.html")) });
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.err.startsWith("nqueens: Cannot write"), missing.err.constData());
}

// The exact layout of every kind of record, in each form it is printed in:
// keys, their order, separators, which fields each form shows. The values
// are checked by the tests above; here only what they must look like.
void TestCli::recordLayout_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("pick"); // the lines to check (a regex); empty for all
    QTest::addColumn<QString>("layout"); // what each of them must match, whole

    const auto row
        = [](const char *name, const char *arguments, const char *pick, const char *layout) {
              QTest::newRow(name) << QString::fromLatin1(arguments).split(QLatin1Char(' '))
                                  << QString::fromLatin1(pick) << QString::fromLatin1(layout);
          };
    row("count text", "count 6", "", R"x(N=6 solutions=4 fundamental=1 seconds=\d+\.\d{3})x");
    row("count json", "count 6 --json --threads 1", "",
        R"x(\{"n":6,"solutions":4,"fundamental":1,"seconds":\d+\.\d{3},"threads":1\})x");
    row("solutions", "solutions 12 --limit 100", "", R"x((\d{1,2} ){11}\d{1,2})x");
    row("stats text", "stats 6", "",
        R"x(N=6 algorithm=lock-lines placements=\d+ removals=\d+ rejections=\d+ solutions=4 )x"
        R"x(lock_lookups=\d+ steps=\d+)x");
    row("stats json", "stats 6 --json", "",
        R"x(\{"n":6,"algorithm":"lock-lines","placements":\d+,"removals":\d+,"rejections":\d+,)x"
        R"x("solutions":4,"work_measure":"lock_lookups","work":\d+,"steps":\d+\})x");
    row("stats text min-conflicts", "stats 8 --algorithm min-conflicts --seed 9", "",
        R"x(N=8 algorithm=min-conflicts placements=\d+ removals=\d+ rejections=0 solutions=1 )x"
        R"x(squares_scored=\d+ steps=\d+ conflicts=0 seed=9)x");
    row("stats json min-conflicts", "stats 8 --json --algorithm min-conflicts --seed 9", "",
        R"x(\{"n":8,"algorithm":"min-conflicts","placements":\d+,"removals":\d+,"rejections":0,)x"
        R"x("solutions":1,"work_measure":"squares_scored","work":\d+,"steps":\d+,)x"
        R"x("conflicts":0,"seed":9\})x");
    row("trace place", "trace 4", R"x("event":"place")x",
        R"x(\{"step":\d+,"event":"place","row":\d,"col":\d\})x");
    row("trace remove", "trace 4", R"x("event":"remove")x",
        R"x(\{"step":\d+,"event":"remove","row":\d,"col":\d\})x");
    row("trace reject", "trace 4", R"x("event":"reject")x",
        R"x(\{"step":\d+,"event":"reject","row":\d,"col":\d,"by":\[\d,\d\],)x"
        R"x("line":"(column|diagonal|anti-diagonal)"\})x");
    row("trace solution", "trace 4", R"x("event":"solution")x",
        R"x(\{"step":\d+,"event":"solution","index":[12],"columns":\[\d,\d,\d,\d\]\})x");
    row("trace done", "trace 4", R"x("event":"done")x",
        R"x(\{"step":\d+,"event":"done","placements":\d+,"removals":\d+,"rejections":\d+,)x"
        R"x("solutions":2,"work_measure":"lock_lookups","work":\d+\})x");
    row("trace start min-conflicts", "trace 8 --algorithm min-conflicts --seed 5",
        R"x("step":[1-8],)x",
        R"x(\{"step":\d,"event":"place","row":\d,"col":\d,"conflicts":\d+\})x");
    row("trace move min-conflicts", "trace 8 --algorithm min-conflicts --seed 5", R"x("move")x",
        R"x(\{"step":\d+,"event":"(place|remove)","row":\d,"col":\d,"move":\d+,"conflicts":\d+\})x");
    row("trace solution min-conflicts", "trace 8 --algorithm min-conflicts --seed 5",
        R"x("event":"solution")x",
        R"x(\{"step":\d+,"event":"solution","index":1,"columns":\[(\d,){7}\d\],"conflicts":0\})x");
    row("trace done min-conflicts", "trace 8 --algorithm min-conflicts --seed 5",
        R"x("event":"done")x",
        R"x(\{"step":\d+,"event":"done","placements":\d+,"removals":\d+,"rejections":0,)x"
        R"x("solutions":1,"work_measure":"squares_scored","work":\d+,"conflicts":0\})x");
    row("one text", "one 12", "", R"x((\d{1,2} ){11}\d{1,2})x");
    row("one json construct", "one 12 --json", "",
        R"x(\{"n":12,"method":"construct","seed":null,"seconds":\d+\.\d{3},)x"
        R"x("columns":\[(\d{1,2},){11}\d{1,2}\]\})x");
    row("one json min-conflicts", "one 12 --json --method min-conflicts --seed 4", "",
        R"x(\{"n":12,"method":"min-conflicts","seed":4,"seconds":\d+\.\d{3},"moves":\d+,)x"
        R"x("restarts":\d+,"columns":\[(\d{1,2},){11}\d{1,2}\]\})x");
}

void TestCli::recordLayout()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, pick);
    QFETCH(QString, layout);

    const Result result = run(arguments);
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(result.err.isEmpty(), result.err.constData());
    QVERIFY(result.out.endsWith('\n'));
    const QRegularExpression picked(pick);
    const QRegularExpression whole(QRegularExpression::anchoredPattern(layout));
    QVERIFY(picked.isValid());
    QVERIFY(whole.isValid());
    qsizetype checked = 0;
    for (const QByteArray &line : lines(result.out)) {
        const QString text = QString::fromUtf8(line);
        if (!picked.match(text).hasMatch()) {
            continue;
        }
        QVERIFY2(whole.match(text).hasMatch(), line.constData());
        ++checked;
    }
    QVERIFY2(checked > 0, "no line to check");
}

void TestCli::closedStdout_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("solutions") << QStringList { QStringLiteral("solutions"), QStringLiteral("18") };
    QTest::newRow("trace") << QStringList { QStringLiteral("trace"), QStringLiteral("32") };
    // One line of 78 MB: the writer must notice the reader gone mid-line.
    QTest::newRow("one") << QStringList { QStringLiteral("one"), QStringLiteral("10000000") };
}

void TestCli::closedStdout()
{
    // The reader goes away (`nqueens ... | head -c 100`): end quietly, non-zero, no crash,
    // no hang.
    QFETCH(QStringList, arguments);
    QProcess reader;
    QProcess process;
    process.setStandardOutputProcess(&reader);
    reader.start(QStringLiteral("head"), { QStringLiteral("-c"), QStringLiteral("100") });
    process.start(QStringLiteral(NQUEENS_CLI), arguments);
    QVERIFY(reader.waitForStarted());
    QVERIFY(process.waitForStarted());
    QVERIFY(reader.waitForFinished(60000));
    QCOMPARE(reader.readAllStandardOutput().size(), 100);
    const bool finished = process.waitForFinished(60000);
    if (!finished) {
        process.kill();
        process.waitForFinished();
    }
    QVERIFY(finished);
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QVERIFY(process.exitCode() != 0);
    QVERIFY2(process.readAllStandardError().isEmpty(), "expected a quiet end");
}

void TestCli::outputsThatAreNotFiles_data()
{
    QTest::addColumn<QString>("kind"); // what --output names
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message"); // a part of stderr, or empty
    const QStringList png { QStringLiteral("export"), QStringLiteral("8") };
    const QStringList gif { QStringLiteral("export"), QStringLiteral("6"),
        QStringLiteral("--animate"), QStringLiteral("--to"), QStringLiteral("30"),
        QStringLiteral("--pixels"), QStringLiteral("200") };
    QTest::newRow("- for standard output") << "-" << png << 0 << QString();
    QTest::newRow("/dev/stdout") << "/dev/stdout" << png << 0 << QString();
    QTest::newRow("animation to standard output") << "-" << gif << 0 << QString();
    QTest::newRow("FIFO with a reader") << "fifo" << png << 0 << QString();
    QTest::newRow("animation into a FIFO") << "fifo" << gif << 0 << QString();
    QTest::newRow("FIFO nobody reads") << "lonely fifo" << png << 1 << "no program is reading";
    QTest::newRow("a device like /dev/null") << "null" << png << 0 << QString();
    QTest::newRow("a device like /dev/full") << "full" << png << 1 << "the device is full";
    QTest::newRow("a link to a file") << "link" << png << 0 << QString();
    QTest::newRow("a loop of links") << "loop" << png << 1 << "loop of symbolic links";
    QTest::newRow("--all to standard output")
        << "-" << QStringList { QStringLiteral("export"), QStringLiteral("6"), QStringLiteral("--all") }
        << 2 << "--sheet";
}

// An output that is a device or a pipe stays what it is and gets the bytes
// (as root, `--output /dev/null` replaced /dev/null with a PNG, and a
// FIFO's reader got nothing while the FIFO became a file); a link stays a
// link; what cannot take a file is refused with exit 1 and the reason.
void TestCli::outputsThatAreNotFiles()
{
    QFETCH(QString, kind);
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const bool animation = arguments.contains(QStringLiteral("--animate"));
    QString output = kind;
    std::optional<nqtest::FifoReader> reader;
    if (kind.endsWith(u"fifo")) {
        output = dir.filePath(QStringLiteral("pipe"));
        QCOMPARE(::mkfifo(QFile::encodeName(output).constData(), 0600), 0);
        if (kind == u"fifo") {
            // Open before `nqueens` (a FIFO nobody reads is refused: "no
            // program is reading"); it reads to the export's close.
            reader.emplace(output);
            QVERIFY(reader->isOpen());
        }
    } else if (kind == u"null" || kind == u"full") {
        output = nqtest::deviceLike(dir.path(), kind);
        QVERIFY2(!output.isEmpty(), "no device like /dev/null and /dev/full");
    } else if (kind == u"link") {
        output = dir.filePath(QStringLiteral("link.png"));
        QFile old(dir.filePath(QStringLiteral("real.png")));
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old");
        old.close();
        QVERIFY(QFile::link(old.fileName(), output));
    } else if (kind == u"loop") {
        output = dir.filePath(QStringLiteral("a.png"));
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("b.png")), output));
        QVERIFY(QFile::link(output, dir.filePath(QStringLiteral("b.png"))));
    }
    const mode_t typeBefore = [&] {
        struct stat status { };
        return ::lstat(QFile::encodeName(output).constData(), &status) == 0
            ? (status.st_mode & S_IFMT)
            : mode_t(0);
    }();
    // A FIFO nobody reads is refused, not waited on: a wait would end in
    // run()'s kill after 60 s, not in a normal exit with the reason.
    const Result result = run(arguments + QStringList { QStringLiteral("--output"), output }, 60000, dir.path());
    QCOMPARE(result.status, QProcess::NormalExit);
    QVERIFY2(result.exitCode == exitCode, result.err.constData());
    if (!message.isEmpty()) {
        QVERIFY2(QString::fromUtf8(result.err).contains(message), result.err.constData());
    }
    // Whatever was there is still that kind of thing.
    struct stat after { };
    if (typeBefore != 0) {
        QCOMPARE(::lstat(QFile::encodeName(output).constData(), &after), 0);
        QCOMPARE(after.st_mode & S_IFMT, typeBefore);
    }
    if (exitCode != 0) {
        return;
    }
    QByteArray bytes;
    if (kind == u"-" || kind == u"/dev/stdout") {
        bytes = result.out; // the file alone: no "path" line after it
    } else if (kind == u"fifo") {
        bytes = reader->join(); // the export has ended: so has its writing
        QVERIFY(reader->reachedEnd());
    } else if (kind == u"link") {
        QFile file(dir.filePath(QStringLiteral("real.png")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        bytes = file.readAll();
    } else {
        return; // a device took the bytes
    }
    QBuffer buffer(&bytes);
    QImageReader image(&buffer, animation ? "gif" : "png");
    QVERIFY2(image.canRead(), qPrintable(QStringLiteral("%1 bytes").arg(bytes.size())));
    if (animation) {
        QCOMPARE(image.imageCount(), 31);
    }
    QVERIFY(!image.read().isNull());
}

// A full disk (a small tmpfs where the machine lets the test mount one, a
// file size limit otherwise): exit 1, the reason, the old file byte for byte.
void TestCli::outputOnAFullDisk()
{
    FullFolder full;
    QVERIFY(full.isValid());
    const QString path = full.filePath(QStringLiteral("board.png"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("last week's board");
    }
    full.fill();
    const Result result = run({ QStringLiteral("export"), QStringLiteral("8"),
        QStringLiteral("--pixels"), QStringLiteral("2000"), QStringLiteral("--output"), path });
    full.unfill();
    QCOMPARE(result.status, QProcess::NormalExit);
    QCOMPARE(result.exitCode, 1);
    QVERIFY2(QString::fromUtf8(result.err).contains(full.expectedReason()), result.err.constData());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("last week's board"));
}

void TestCli::animationBounds_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("message");
    QTest::newRow("17000 frames of 8192 pixels")
        << QStringList { QStringLiteral("--to"), QStringLiteral("17000"), QStringLiteral("--pixels"),
               QStringLiteral("8192"), QStringLiteral("--fps"), QStringLiteral("50") }
        << "fewer pixels";
    QTest::newRow("a minute's hold at 50 fps")
        << QStringList { QStringLiteral("--hold"), QStringLiteral("60"), QStringLiteral("--fps"),
               QStringLiteral("50"), QStringLiteral("--format"), QStringLiteral("mp4") }
        << "would last";
}

// Work beyond the bounds is refused at once, with exit 2 and what to
// change, before any frame is painted (the first grew to 2.7 GB with no
// file after 150 s; the second made a 98-minute video).
void TestCli::animationBounds()
{
    QFETCH(QStringList, options);
    QFETCH(QString, message);
    QTemporaryDir dir;
    // At once: painting them would outlast run()'s 60 s and end in its kill.
    const Result result = run(QStringList { QStringLiteral("export"), QStringLiteral("8"),
                                  QStringLiteral("--animate") }
            + options,
        60000, dir.path());
    QCOMPARE(result.status, QProcess::NormalExit);
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(QString::fromUtf8(result.err).contains(message), result.err.constData());
    QCOMPARE(lines(result.err).size(), 1);
    QVERIFY(QDir(dir.path()).isEmpty());
}

QTEST_GUILESS_MAIN(TestCli)

#include "tst_cli.moc"
