// SPDX-License-Identifier: MIT
#include "cli/clirunner.h"

#include "algorithms/algorithmregistry.h"
#include "solver/algorithm.h"
#include "cli/commandline.h"
#include "solver/construct.h"
#include "solver/counter.h"
#include "solver/event.h"
#include "cli/interruptwatcher.h"
#include "solver/minconflicts.h"
#include "cli/progressline.h"
#include "cli/record.h"
#include "solver/solutions.h"
#include "solver/start.h"
#include "cli/stepwords.h"
#include "files/outputfile.h"
#include "homework/homeworkfile.h"
#include "render/animationwriter.h"
#include "render/boardpainter.h"
#include "render/runframes.h"
#include "text/squarenames.h"

#include <QByteArray>
#include <QGuiApplication>
#include <QPalette>
#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <span>
#include <stop_token>
#include <string>
#include <vector>

namespace {

std::string_view workMeasureOf(nq::Algorithm algorithm)
{
    return nq::algorithmInfo(algorithm).workMeasure;
}

OutputWriter::Form formOf(const Command &command)
{
    return command.json ? OutputWriter::Form::Json : OutputWriter::Form::Text;
}

// The totals a search ends with, shared by `stats` and trace's `done`
// event. In text the work shows under its measure's name ("lock_lookups=");
// permutations adds the permutations it tested, forward checking and mrv
// their prunes and wipe-outs.
void addStats(Record &record, const nq::Stats &stats, nq::Algorithm algorithm)
{
    const std::string_view workMeasure = workMeasureOf(algorithm);
    record.add("placements", stats.placements);
    record.add("removals", stats.removals);
    record.add("rejections", stats.rejections);
    record.add("solutions", stats.solutions);
    const AlgorithmDescription::Traits &traits = AlgorithmRegistry::of(algorithm).traits();
    if (traits.countsPermutations) {
        // Its placements count queens moved between permutations; what it
        // tests is permutations, N! of them.
        record.add("permutations", stats.permutations);
    }
    if (traits.keepsDomains) {
        record.add("prunes", stats.prunes);
        record.add("wipeouts", stats.wipeouts);
    }
    record.add("work_measure", workMeasure).jsonOnly();
    record.add("work", stats.work).textAs(workMeasure);
}

// One event of `trace` as a JSON line. The keys are a fixed machine format
// (documented in DESIGN.md), never translated.
void writeEvent(
    OutputWriter &out, std::uint64_t step, const nq::Event &event, nq::Algorithm algorithm)
{
    const std::array<int, 2> by { event.by.row, event.by.col };
    Record record;
    record.add("step", step);
    record.add("event", nq::eventKindName(event.kind));
    switch (event.kind) {
    case nq::EventKind::Place:
    case nq::EventKind::Remove:
        record.add("row", event.square.row);
        record.add("col", event.square.col);
        if (!nq::isBacktracker(algorithm) && event.index > 0) {
            record.add("move", event.index); // the repair move this event belongs to
        }
        break;
    case nq::EventKind::Reject:
        record.add("row", event.square.row);
        record.add("col", event.square.col);
        record.add("by", std::span<const int>(by));
        record.add("line", nq::lineName(event.line));
        break;
    case nq::EventKind::Prune:
        record.add("row", event.square.row);
        record.add("col", event.square.col);
        record.add("by", std::span<const int>(by));
        record.add("line", nq::lineName(event.line));
        break;
    case nq::EventKind::Wipeout:
        record.add("row", event.square.row);
        record.add("by", std::span<const int>(by));
        break;
    case nq::EventKind::Choose:
        // A row (mrv, dancing links) or a column (dancing links) and the
        // options it has left.
        if (event.square.row >= 0) {
            record.add("row", event.square.row);
        } else {
            record.add("col", event.square.col);
        }
        record.add("options", event.index);
        break;
    case nq::EventKind::Solution:
        record.add("index", event.index);
        record.add("columns", std::span<const int>(event.columns));
        break;
    case nq::EventKind::Done:
        addStats(record, event.stats, algorithm);
        break;
    }
    if (!nq::isBacktracker(algorithm)) {
        // A local search's board may hold attacking queens: their pairs after the event.
        record.add("conflicts", event.conflicts);
    }
    out.write(record, OutputWriter::Form::Json);
}

// "a8,c7": the given queens of a start as --start names them, top down.
std::string startText(int n, const std::vector<int> &start)
{
    QStringList squares;
    for (int row = 0; row < n; ++row) {
        if (start[row] != nq::FreeRow) {
            squares.append(text::squareName(n, row, start[row]));
        }
    }
    return squares.join(QLatin1Char(',')).toStdString();
}

QString formatSecondsLeft(double seconds)
{
    if (seconds < 0 || !std::isfinite(seconds)) {
        return CliRunner::tr("estimating time left");
    }
    const auto total = static_cast<long long>(std::ceil(seconds));
    if (total < 60) {
        return CliRunner::tr("about %1 s left").arg(total);
    }
    if (total < 3600) {
        return CliRunner::tr("about %1 min %2 s left").arg(total / 60).arg(total % 60);
    }
    return CliRunner::tr("about %1 h %2 min left").arg(total / 3600).arg(total % 3600 / 60);
}

} // namespace

CliRunner::CliRunner(std::FILE *out, std::FILE *err)
    : m_out(out)
    , m_err(err)
{ }

void CliRunner::printError(std::FILE *err, const QString &message)
{
    const QByteArray line = "nqueens: " + message.toLocal8Bit() + '\n';
    std::fwrite(line.constData(), 1, std::size_t(line.size()), err);
    std::fflush(err);
}

int CliRunner::run(const Command &command)
{
    switch (command.kind) {
    case Command::Kind::Help:
        return printText(CommandLine::usage());
    case Command::Kind::Version:
        return printText(QStringLiteral("nqueens %1\n").arg(QLatin1String(NQ_VERSION)));
    case Command::Kind::Count:
        return runCount(command);
    case Command::Kind::Solutions:
        return runSolutions(command);
    case Command::Kind::Trace:
        return runTrace(command);
    case Command::Kind::Stats:
        return runStats(command);
    case Command::Kind::Export:
        return runExport(command);
    case Command::Kind::One:
        return runOne(command);
    case Command::Kind::Homework:
        return runHomework(command);
    }
    return ExitCode::Failure;
}

int CliRunner::printText(const QString &text)
{
    const QByteArray bytes = text.toLocal8Bit();
    m_out.append(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    return finish();
}

int CliRunner::finish()
{
    return m_out.flush() ? ExitCode::Success : ExitCode::Failure;
}

int CliRunner::runCount(const Command &command)
{
    std::stop_source stop;
    ProgressLine progressLine(m_err);
    nq::CountOptions options;
    options.threads = command.threads;
    if (progressLine.isEnabled()) {
        options.progress = [&progressLine, n = command.n](double fraction, double secondsLeft) {
            const int percent = std::clamp(static_cast<int>(fraction * 100.0), 0, 100);
            progressLine.show(QStringLiteral("nqueens: ")
                + tr("counting N=%1: %2% done, %3")
                      .arg(n)
                      .arg(percent)
                      .arg(formatSecondsLeft(secondsLeft)));
        };
    }

    nq::CountResult result;
    bool interrupted = false;
    {
        const InterruptWatcher watcher(stop);
        watcher.announceReady(m_err);
        result = nq::countSolutions(command.n, options, stop.get_token());
        interrupted = watcher.interrupted();
    }
    progressLine.clear();
    if (!result.complete) {
        // Partial counts are wrong counts: print none of them.
        printError(m_err, interrupted ? tr("count cancelled") : tr("count stopped early"));
        return ExitCode::Cancelled;
    }

    Record record;
    record.add("n", command.n).textAs("N");
    record.add("solutions", result.solutions);
    record.add("fundamental", result.fundamental);
    record.add("seconds", Record::Fixed { result.seconds, 3 });
    record.add("threads", result.threads).jsonOnly();
    m_out.write(record, formOf(command));
    return finish();
}

int CliRunner::runSolutions(const Command &command)
{
    std::uint64_t printed = 0;
    // N=16 has 14.7 million lines: Ctrl-C ends the list after a whole line,
    // where the signal would cut one in the middle.
    std::stop_source stop;
    const InterruptWatcher watcher(stop);
    const std::stop_token token = stop.get_token();
    const auto visit = [&](std::span<const int> columns) {
        Record line;
        line.add("columns", columns).bare();
        m_out.write(line, OutputWriter::Form::Text);
        ++printed;
        // Stop the enumeration, not just the printing, on a limit, a closed
        // pipe or Ctrl-C.
        return !m_out.failed() && !token.stop_requested()
            && (command.limit == 0 || printed < command.limit);
    };
    watcher.announceReady(m_err);
    if (command.fundamental) {
        nq::forEachFundamentalSolution(command.n, visit);
    } else {
        nq::forEachSolution(command.n, visit);
    }
    if (watcher.interrupted()) {
        m_out.flush();
        printError(m_err,
            printed == 1 ? tr("solutions cancelled after 1 solution")
                         : tr("solutions cancelled after %1 solutions").arg(printed));
        return ExitCode::Cancelled;
    }
    return finish();
}

int CliRunner::runTrace(const Command &command)
{
    // Destroying the generator at the end of this scope abandons the search
    // when --limit stops early.
    nq::Generator<nq::Event> events
        = nq::solve(command.algorithm, command.n, command.seed, command.start);
    std::uint64_t step = 0;
    std::uint64_t solutions = 0;
    bool done = false;
    // A whole trace of a big board runs for hours: Ctrl-C ends it cleanly.
    std::stop_source stop;
    const InterruptWatcher watcher(stop);
    const std::stop_token token = stop.get_token();
    watcher.announceReady(m_err);
    for (const nq::Event &event : events) {
        if (token.stop_requested()) {
            break;
        }
        ++step;
        solutions += event.kind == nq::EventKind::Solution ? 1 : 0;
        done = event.kind == nq::EventKind::Done;
        writeEvent(m_out, step, event, command.algorithm);
        if (m_out.failed() || step == command.limit) {
            break;
        }
    }
    if (watcher.interrupted()) {
        m_out.flush();
        printError(m_err, tr("trace cancelled after %1 events").arg(step));
        return ExitCode::Cancelled;
    }
    if (done && solutions == 0 && !command.start.empty()) {
        noSolutionFromStart();
    }
    return finish();
}

int CliRunner::runStats(const Command &command)
{
    nq::Stats stats;
    {
        // A full search of a big board runs for hours: Ctrl-C ends it, and
        // partial totals are not printed (they would look like answers).
        std::stop_source stop;
        const InterruptWatcher watcher(stop);
        const std::stop_token token = stop.get_token();
        watcher.announceReady(m_err);
        for (const nq::Event &event :
            nq::solve(command.algorithm, command.n, command.seed, command.start)) {
            if (event.kind == nq::EventKind::Done) {
                stats = event.stats;
            } else if (token.stop_requested()) {
                break;
            }
        }
        if (watcher.interrupted()) {
            printError(m_err, tr("stats cancelled"));
            return ExitCode::Cancelled;
        }
    }
    Record record;
    record.add("n", command.n).textAs("N");
    record.add("algorithm", nq::algorithmInfo(command.algorithm).name);
    std::string start;
    if (!command.start.empty()) {
        start = startText(command.n, command.start);
        record.add("start", std::string_view(start));
    }
    addStats(record, stats, command.algorithm);
    record.add("steps", stats.steps);
    if (!nq::isBacktracker(command.algorithm)) {
        record.add("conflicts", stats.conflicts);
        record.add("seed", command.seed);
    }
    m_out.write(record, formOf(command));
    if (stats.solutions == 0 && !command.start.empty()) {
        noSolutionFromStart();
    }
    return finish();
}

void CliRunner::noSolutionFromStart()
{
    m_out.flush();
    printError(m_err, tr("no solution contains the given queens"));
}

namespace {

// The image options every export shares: theme, coordinates, caption, square names.
BoardPainter::Options imageOptions(const Command &command, const QString &defaultCaption)
{
    BoardPainter::Options options;
    options.theme = BoardTheme::forKind(command.theme, QGuiApplication::palette());
    options.coordinates = command.coordinates;
    options.caption = command.captionGiven ? command.caption : defaultCaption;
    options.squareNames = command.squareNames;
    return options;
}

// A file name: --output, or inside it when it is a directory, or the default.
QString outputPath(const Command &command, const QString &defaultName)
{
    const QString &output = command.output;
    if (output.isEmpty()) {
        return defaultName;
    }
    if (output.endsWith(QLatin1Char('/')) || QFileInfo(output).isDir()) {
        return QDir(output).filePath(defaultName);
    }
    return output;
}

} // namespace

int CliRunner::runExport(const Command &command)
{
    if (command.stepGiven || command.animate) {
        return runRunExport(command);
    }
    // Ctrl-C stops between boards: the files written stay (each is whole)
    // and are listed. A sheet is one file that cannot be stopped halfway: it
    // is finished first.
    std::stop_source stop;
    const InterruptWatcher watcher(stop);
    const std::stop_token token = stop.get_token();
    // More boards than this are refused before anything is written: N=13 has
    // 73,712 solutions, N=14 has 365,596.
    constexpr qsizetype MaxBoards = 100000;
    const bool single = !(command.exportAll || command.fundamental || command.sheet);

    // The boards, found before anything is written so that a bad --solution
    // writes nothing.
    QList<QList<int>> boards;
    std::uint64_t found = 0;
    bool tooMany = false;
    const auto visit = [&](std::span<const int> columns) {
        if (token.stop_requested()) {
            return false;
        }
        ++found;
        if (single) {
            if (found == command.solution) {
                boards.append(QList<int>(columns.begin(), columns.end()));
                return false;
            }
            return true;
        }
        if (boards.size() == MaxBoards) {
            tooMany = true;
            return false;
        }
        boards.append(QList<int>(columns.begin(), columns.end()));
        return true;
    };
    if (command.fundamental) {
        nq::forEachFundamentalSolution(command.n, visit);
    } else {
        nq::forEachSolution(command.n, visit);
    }
    if (watcher.interrupted()) {
        printError(m_err, tr("export cancelled"));
        return ExitCode::Cancelled;
    }
    if (single && boards.isEmpty()) {
        printError(m_err,
            found == 0 ? tr("N=%1 has no solutions; nothing to export").arg(command.n)
                       : tr("--solution must be from 1 to %1 (N=%2 has %1 solutions), got %3")
                             .arg(found)
                             .arg(command.n)
                             .arg(command.solution));
        return ExitCode::Usage;
    }
    if (boards.isEmpty()) {
        printError(m_err, tr("N=%1 has no solutions; nothing to export").arg(command.n));
        return ExitCode::Usage;
    }
    if (tooMany) {
        printError(m_err,
            tr("N=%1 has more than %2 boards to export; choose one with --solution K or a "
               "smaller N")
                .arg(command.n)
                .arg(MaxBoards));
        return ExitCode::Usage;
    }

    if (!single && !command.sheet && OutputFile::isStandardOutput(command.output)) {
        printError(m_err,
            tr("--all and --fundamental write one file a board into a directory; standard "
               "output ('%1') takes one file: --solution K or --sheet")
                .arg(command.output));
        return ExitCode::Usage;
    }

    const QString extension = BoardExporter::formatName(command.format);
    const QString base = command.fundamental
        ? QStringLiteral("queens-%1-fundamental").arg(command.n)
        : QStringLiteral("queens-%1").arg(command.n);
    const auto filePath = [&](const QString &defaultName) {
        return outputPath(command, defaultName);
    };

    // The boards are known: from here on the work is the writing.
    watcher.announceReady(m_err);
    QString error;
    QStringList written;
    bool ok = false;
    if (single) {
        const BoardPainter::Options options = imageOptions(
            command, tr("%1 queens, solution %2").arg(command.n).arg(command.solution));
        const QString path = filePath(
            QStringLiteral("queens-%1-%2.%3").arg(command.n).arg(command.solution).arg(extension));
        ok = BoardExporter::writeBoard(
            path, command.format, boards.constFirst(), options, command.pixels, &error);
        if (ok) {
            written.append(path);
        }
    } else if (command.sheet) {
        const QString title = command.fundamental
            ? tr("The %1 fundamental solutions of %2 queens").arg(boards.size()).arg(command.n)
            : tr("All %1 solutions of %2 queens").arg(boards.size()).arg(command.n);
        const QString path = filePath(base + QStringLiteral("-sheet.") + extension);
        ok = BoardExporter::writeSheet(path, command.format, boards, title, command.pixels, &error,
            BoardTheme::forKind(command.theme, QGuiApplication::palette()), command.coordinates);
        if (ok) {
            written.append(path);
        }
    } else {
        // "%1" becomes each board's number.
        const BoardPainter::Options options = imageOptions(command,
            command.fundamental
                ? tr("%1 queens, fundamental solution %2").arg(command.n).arg(QLatin1String("%1"))
                : tr("%1 queens, solution %2").arg(command.n).arg(QLatin1String("%1")));
        const QString directory = command.output.isEmpty() ? base : command.output;
        // Ctrl-C stops between two files.
        ok = BoardExporter::writeSeries(directory, base, command.format, boards, options,
            command.pixels, 1, &error, &written, [&token] { return !token.stop_requested(); });
    }
    return reportWritten(written, ok, error, watcher.interrupted());
}

int CliRunner::reportWritten(
    const QStringList &written, bool ok, const QString &error, bool interrupted)
{
    for (const QString &path : written) {
        if (OutputFile::isStandardOutput(path)) {
            continue; // standard output carries the file itself: no line after it
        }
        const QByteArray bytes = QDir::toNativeSeparators(path).toLocal8Bit();
        Record line;
        line.add("path", std::string_view(bytes.constData(), std::size_t(bytes.size()))).bare();
        m_out.write(line, OutputWriter::Form::Text);
    }
    const int result = finish();
    if (!ok) {
        printError(m_err, error);
        return ExitCode::Failure;
    }
    if (interrupted) {
        printError(m_err, tr("export cancelled"));
        return ExitCode::Cancelled;
    }
    return result;
}

int CliRunner::runRunExport(const Command &command)
{
    const std::string_view algorithmName = nq::algorithmInfo(command.algorithm).name;
    const QString algorithm
        = QString::fromLatin1(algorithmName.data(), qsizetype(algorithmName.size()));
    const quint64 first = command.animate ? command.from : command.step;
    const quint64 last = command.animate ? command.to : command.step;
    // Replayed at most one frame past the longest animation, so that a run
    // too long for one (a whole 8x8 search) is refused before it is drawn.
    const quint64 replayTo = std::min<quint64>(last, first + quint64(AnimationWriter::MaxFrames));
    const QList<RunFrames::Frame> frames = RunFrames::frames(command.algorithm, command.n,
        command.seed, {}, first, replayTo, imageOptions(command, QString()));
    // From here Ctrl-C ends the export cleanly. RunFrames::frames() above
    // takes no stop: a replay to a far step of a big board ends by the
    // signal, before anything is written.
    std::stop_source stop;
    const InterruptWatcher watcher(stop);
    const std::stop_token token = stop.get_token();
    const auto runLength = [&] {
        quint64 steps = 0;
        for (const nq::Event &event : nq::solve(command.algorithm, command.n, command.seed)) {
            if (token.stop_requested()) {
                break;
            }
            steps += event.kind == nq::EventKind::Done ? 0 : 1;
        }
        return steps;
    };
    if (frames.isEmpty()) {
        const quint64 steps = runLength();
        if (watcher.interrupted()) {
            printError(m_err, tr("export cancelled"));
            return ExitCode::Cancelled;
        }
        printError(m_err,
            tr("the %1 run of N=%2 has %3 steps; %4 must be from 0 to %3, got %5")
                .arg(algorithm)
                .arg(command.n)
                .arg(steps)
                .arg(command.animate ? QStringLiteral("--from") : QStringLiteral("--step"))
                .arg(first));
        return ExitCode::Usage;
    }
    if (command.animate && command.to != UINT64_MAX && frames.constLast().step < command.to) {
        printError(m_err,
            tr("the %1 run of N=%2 has %3 steps; --to must be from --from to %3, got %4")
                .arg(algorithm)
                .arg(command.n)
                .arg(frames.constLast().step)
                .arg(command.to));
        return ExitCode::Usage;
    }
    if (frames.size() > AnimationWriter::MaxFrames) {
        printError(m_err,
            tr("the run goes on past step %1: more than %2 frames from step %3; choose a "
               "range with --from and --to")
                .arg(frames.constLast().step)
                .arg(AnimationWriter::MaxFrames)
                .arg(first));
        return ExitCode::Usage;
    }
    // Every frame's caption, with room for as many lines as the longest takes.
    const StepWords words(command.n, command.algorithm);
    QList<BoardExporter::Picture> pictures;
    int lines = 0;
    for (const RunFrames::Frame &frame : std::as_const(frames)) {
        BoardExporter::Picture picture = frame.picture;
        if (!command.captionGiven) {
            picture.options.caption = words.caption(frame);
        }
        lines = std::max(lines, BoardPainter::captionLines(command.n, picture.options));
        pictures.append(picture);
    }
    for (BoardExporter::Picture &picture : pictures) {
        picture.options.captionLines = lines;
    }

    QString error;
    QString path;
    bool ok = false;
    const QString stem = QStringLiteral("queens-%1-%2").arg(command.n).arg(algorithm);
    if (command.stepGiven) {
        path = outputPath(command,
            QStringLiteral("%1-step-%2.%3")
                .arg(stem)
                .arg(command.step)
                .arg(BoardExporter::formatName(command.format)));
        BoardExporter::Picture picture = pictures.constFirst();
        if (command.step == 0) {
            // Nothing tried yet: a clean board for a handout, as the
            // window's export of step 0 (no row outlined, no step named).
            picture.options.currentRow = -1;
            picture.options.propagation.currentColumn = -1;
            if (!command.captionGiven) {
                picture.options.caption = QStringLiteral("%1 queens").arg(command.n);
            }
        }
        watcher.announceReady(m_err);
        ok = BoardExporter::writeBoard(
            path, command.format, picture.columns, picture.options, command.pixels, &error);
    } else {
        path = outputPath(command,
            QStringLiteral("%1-steps-%2-%3.%4")
                .arg(stem)
                .arg(first)
                .arg(frames.constLast().step)
                .arg(AnimationWriter::formatName(command.animationFormat)));
        AnimationWriter::Settings settings;
        settings.format = command.animationFormat;
        settings.pixels = command.pixels;
        settings.fps = command.fps;
        settings.holdOnSolution = command.hold;
        // More than one animation may be is known before any frame is
        // painted (the run's length was not known when the options were read).
        if (const QString problem = AnimationWriter::boundProblem(pictures, settings);
            !problem.isEmpty()) {
            printError(m_err, problem);
            return ExitCode::Usage;
        }
        watcher.announceReady(m_err);
        ProgressLine progressLine(m_err);
        ok = AnimationWriter::write(path, pictures, settings, &error,
            [&](qsizetype done, qsizetype total) {
                if (progressLine.isEnabled() && (done % 10 == 0 || done == total)) {
                    progressLine.show(QStringLiteral("nqueens: ")
                        + tr("writing %1: frame %2 of %3").arg(path).arg(done).arg(total));
                }
                return !stop.stop_requested();
            });
        progressLine.clear();
    }
    if (!ok && watcher.interrupted()) {
        // The animation stopped unfinished: its error only says so.
        printError(m_err, tr("export cancelled"));
        return ExitCode::Cancelled;
    }
    return reportWritten(
        ok ? QStringList { path } : QStringList(), ok, error, watcher.interrupted());
}

int CliRunner::runOne(const Command &command)
{
    if (command.n == 2 || command.n == 3) {
        // A valid question with the answer "none": not a usage error.
        printError(m_err, tr("no solution exists for N=%1").arg(command.n));
        return ExitCode::Failure;
    }
    const bool minConflicts = command.method == Command::Method::MinConflicts;
    nq::MinConflictsResult search;
    // The search (seconds for N = 10^6, longer near 10^7) stops on Ctrl-C;
    // the line of up to 78 MB, once begun, is finished first, so that what
    // was printed is a whole board.
    std::stop_source stop;
    const InterruptWatcher watcher(stop);
    watcher.announceReady(m_err);
    const auto start = std::chrono::steady_clock::now();
    if (minConflicts) {
        search = nq::minConflictsSolution(command.n, command.seed, 0, stop.get_token());
    } else {
        search.columns = nq::constructSolution(command.n);
    }
    // No limit on moves: only a stop leaves the solution empty.
    if (watcher.interrupted() || search.columns.empty()) {
        printError(m_err, tr("one cancelled"));
        return ExitCode::Cancelled;
    }
    const double seconds
        = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    // In text the board alone; in JSON the short fields first and the long
    // columns array last, so that `head -c` shows them.
    Record record;
    record.add("n", command.n).jsonOnly();
    record.add("method", minConflicts ? "min-conflicts" : "construct").jsonOnly();
    if (minConflicts) {
        record.add("seed", command.seed).jsonOnly();
    } else {
        record.add("seed", Record::Null {}).jsonOnly(); // construct uses none
    }
    record.add("seconds", Record::Fixed { seconds, 3 }).jsonOnly();
    if (minConflicts) {
        record.add("moves", search.moves).jsonOnly();
        record.add("restarts", search.restarts).jsonOnly();
    }
    record.add("columns", std::span<const int>(search.columns)).bare();
    m_out.write(record, formOf(command));
    if (watcher.interrupted()) {
        m_out.flush();
        printError(m_err, tr("one cancelled"));
        return ExitCode::Cancelled;
    }
    return finish();
}

int CliRunner::runHomework(const Command &command)
{
    if (!HomeworkFile::available()) {
        printError(m_err, HomeworkFile::unavailableReason());
        return ExitCode::Failure;
    }
    const nq::AlgorithmInfo &info = nq::algorithmInfo(command.algorithm);
    HomeworkTask task;
    task.algorithm = QString::fromLatin1(info.name.data(), qsizetype(info.name.size()));
    task.n = command.n;
    if (command.homeworkBrowse) {
        task.kind = HomeworkTask::Kind::Browse;
    } else if (command.homeworkPredict) {
        task.kind = HomeworkTask::Kind::Predict;
        task.frequency = command.homeworkFrequency;
        task.lastPosition = command.homeworkSteps;
    } else {
        task.kind = HomeworkTask::Kind::Practice;
        task.stepLimit = command.homeworkSteps;
        task.pupilRefuses = command.pupilRefuses;
    }
    HomeworkSpec spec;
    spec.id = HomeworkSpec::newId();
    spec.title = command.homeworkTitle;
    spec.language = command.homeworkLanguage;
    spec.tasks = { task };
    const QString path = !command.output.isEmpty() ? command.output
        : command.homeworkBrowse ? QStringLiteral("homework-%1-solutions.html").arg(command.n)
                                 : QStringLiteral("homework-%1-%2.html").arg(command.n).arg(task.algorithm);
    QString reason;
    if (!HomeworkFile::write(spec, path, &reason)) {
        printError(m_err, reason);
        return ExitCode::Failure;
    }
    return printText(path + QLatin1Char('\n'));
}
