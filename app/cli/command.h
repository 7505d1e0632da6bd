// SPDX-License-Identifier: MIT
#pragma once

#include "solver/algorithm.h"
#include "render/animationwriter.h"
#include "render/boardexporter.h"
#include "render/boardtheme.h"

#include <QString>

#include <cstdint>
#include <vector>

// Exit codes of `nqueens`, documented in its --help text.
namespace ExitCode {
inline constexpr int Success = 0;
inline constexpr int Failure = 1; // output or a file could not be written (e.g. closed pipe),
                                  // or `one` was asked for N = 2 or 3 (no solution exists)
inline constexpr int Usage = 2; // bad command line: nothing was run
// Stopped by Ctrl-C (128 + SIGINT): every subcommand but --help and --version;
// what it printed before (lines, paths of files) is whole.
inline constexpr int Cancelled = 130;
} // namespace ExitCode

/*
 * One invocation of `nqueens`, fully validated by CommandLine: every field is
 * in range for `kind`, so a CliRunner runs it without checking again.
 * Fields that do not apply to `kind` keep their defaults.
 */
struct Command
{
    enum class Kind : std::uint8_t {
        Help, // print the usage on stdout
        Version, // print "nqueens <version>" on stdout
        Count, // n, threads, json
        Solutions, // n, fundamental, limit
        Trace, // n, algorithm, limit, seed, start
        Stats, // n, algorithm, json, seed, start
        Export, // n, fundamental, exportAll, sheet, solution, format, pixels, output, theme,
                // coordinates, caption, squareNames; or step (stepGiven) or animate: algorithm, seed,
                // from, to, fps, hold, animationFormat
        One, // n, method, seed, json
        Homework, // n, algorithm, output, homeworkLanguage, homeworkTitle, homeworkSteps,
                  // pupilRefuses, homeworkPredict, homeworkFrequency: a homework as one
                  // HTML file (issue 40)
    };

    // How `one` finds its solution.
    enum class Method : std::uint8_t {
        Construct, // the explicit formula (nq::constructSolution): instant, no seed
        MinConflicts, // seeded local search (nq::minConflictsSolution)
    };

    // Largest --threads value accepted.
    static constexpr int MaxThreads = 1024;
    // Largest N of `one`: min-conflicts needs about 50 bytes a row, so half
    // a gigabyte there; the output line is about 8 bytes a row.
    static constexpr int MaxOneSize = 10'000'000;

    Kind kind = Kind::Help;
    int n = 0; // board size; in range for the subcommand (and algorithm)
    int threads = 0; // 1..MaxThreads, or 0 for one per hardware thread
    bool json = false;
    bool fundamental = false;
    std::uint64_t limit = 0; // lines (solutions) or events (trace) to print; 0 = all
    nq::Algorithm algorithm = nq::DefaultAlgorithm;
    Method method = Method::Construct; // one
    // trace, stats, one: min-conflicts' random choices (one refuses --seed
    // with construct, which has no randomness)
    std::uint64_t seed = nq::DefaultSeed;
    // trace, stats: --start, the given queens (nq::checkStart() passed, a
    // backtracker chosen): start[row] = column, or nq::FreeRow. Empty without
    // --start: the full search.
    std::vector<int> start;

    // export: solution K alone (neither exportAll nor fundamental nor sheet),
    // or every solution (exportAll) or every fundamental one (fundamental),
    // one file each or all on one contact sheet (sheet; all solutions unless
    // fundamental). `solution` is >= 1 but not yet checked against the
    // number of solutions: that needs the search.
    bool exportAll = false;
    bool sheet = false;
    std::uint64_t solution = 1;
    BoardExporter::Format format = BoardExporter::Format::Png;
    int pixels = 800; // BoardExporter::MinPixels..MaxPixels (an animation's default: 480)
    QString output; // empty for the default name in the current directory
    BoardTheme::Kind theme = BoardTheme::Kind::Classic;
    bool coordinates = true; // for a sheet: only when --coordinates is given
    bool captionGiven = false; // --caption: `caption` replaces the default one
    QString caption; // empty with captionGiven: no caption (--caption none)
    bool squareNames = false; // --names: each square's name written faintly in it (not --sheet)

    // export --step K: the board of the run (algorithm, seed) after K steps,
    // with its overlay, in `format`. Not yet checked against the run's length.
    bool stepGiven = false;
    std::uint64_t step = 0;
    // export --animate: steps `from` to `to` (inclusive; `to` = the run's end
    // when not given) as one animation in `animationFormat`.
    bool animate = false;
    std::uint64_t from = 0;
    std::uint64_t to = UINT64_MAX;
    int fps = AnimationWriter::DefaultFps; // AnimationWriter::MinFps..MaxFps
    int hold = 0; // extra seconds on a solution, 0..AnimationWriter::MaxHoldSeconds
    AnimationWriter::Format animationFormat = AnimationWriter::Format::Gif;

    // homework: one practice task ("be the solver") on n (4..10) with
    // `algorithm` (one practice takes), to the first solution (homeworkSteps
    // 0, --to first-solution) or for homeworkSteps steps (--steps K), the
    // refusals marked for the pupil unless pupilRefuses; the page's words in
    // homeworkLanguage (en, de, es, fr), its title homeworkTitle. `output`
    // is the .html file (default: homework-N-ALGORITHM.html).
    QString homeworkLanguage = QStringLiteral("en");
    QString homeworkTitle;
    int homeworkSteps = 0;
    bool pupilRefuses = false;
    // homework --predict: a predict task instead, its questions at the
    // positions up to homeworkSteps (--steps K; default 120) where
    // homeworkFrequency (--frequency) stops; every algorithm.
    bool homeworkPredict = false;
    QString homeworkFrequency = QStringLiteral("each-new-row");
    // homework --browse: the solutions of N (4..8) to look through, no score.
    bool homeworkBrowse = false;
};
