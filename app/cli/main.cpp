// SPDX-License-Identifier: MIT
#include "clirunner.h"
#include "commandline.h"

#include <QCoreApplication>

#include <csignal>
#include <cstdio>
#include <exception>

int main(int argc, char *argv[])
{
    // A closed stdout (`nqueens solutions 20 | head`) must end the run with a
    // write error we can handle, not with a signal mid-fwrite.
    std::signal(SIGPIPE, SIG_IGN);

    // Decodes argv as Qt does everywhere, and is where translators will be installed.
    const QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("nqueens"));
    QCoreApplication::setApplicationVersion(QStringLiteral(NQ_VERSION));

    // Everything is validated before the first byte of output.
    const CommandLine commandLine(QCoreApplication::arguments().mid(1));
    if (!commandLine.isValid()) {
        CliRunner::printError(stderr, commandLine.errorMessage());
        return ExitCode::Usage;
    }

    try {
        CliRunner runner(stdout, stderr);
        return runner.run(commandLine.command());
    } catch (const std::exception &error) {
        // Not expected: the command line was validated against the solver's
        // own limits. Still, end with a message rather than std::terminate.
        CliRunner::printError(stderr,
            QCoreApplication::translate("nqueens", "internal error: %1")
                .arg(QString::fromLocal8Bit(error.what())));
        return ExitCode::Failure;
    }
}
