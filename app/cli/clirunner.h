// SPDX-License-Identifier: MIT
#pragma once

#include "cli/command.h"
#include "cli/outputwriter.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <cstdio>

/*
 * Runs one validated Command: machine output (fixed formats, never
 * translated) goes to `out`, messages and progress (translated) to `err`.
 * Returns the process exit code (see ExitCode).
 *
 * The caller should ignore SIGPIPE first: a closed `out` then shows up as a
 * write error, which ends the run quietly with ExitCode::Failure.
 */
class CliRunner
{
    Q_DECLARE_TR_FUNCTIONS(CliRunner)

public:
    // Neither FILE is owned; both must outlive the runner.
    CliRunner(std::FILE *out, std::FILE *err);

    int run(const Command &command);

    // Writes "nqueens: <message>\n" to `err`.
    static void printError(std::FILE *err, const QString &message);

private:
    int runCount(const Command &command);
    int runSolutions(const Command &command);
    int runTrace(const Command &command);
    int runStats(const Command &command);
    int runExport(const Command &command);
    // export --step K and --animate: the boards of a run.
    int runRunExport(const Command &command);
    // Prints the paths written, then `error` unless `ok`, else that the
    // export was cancelled when `interrupted` (by Ctrl-C); the exit code.
    int reportWritten(
        const QStringList &written, bool ok, const QString &error, bool interrupted = false);
    int runOne(const Command &command);
    // homework: the page as one HTML file (HomeworkFile), its path printed.
    int runHomework(const Command &command);
    int printText(const QString &text);
    // Says on `err` that a search from --start found no solution.
    void noSolutionFromStart();
    // Flushes the output and maps a write error to the exit code.
    int finish();

    OutputWriter m_out;
    std::FILE *m_err;
};
