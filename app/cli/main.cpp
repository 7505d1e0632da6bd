// SPDX-License-Identifier: MIT
#include "cli/clirunner.h"
#include "cli/commandline.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <csignal>
#include <cstdio>
#include <cstring>
#include <exception>
#include <memory>

namespace {

// The GUI platform's start-up chatter ("XDG_RUNTIME_DIR not set", font
// notes) is not the CLI's to show: stderr keeps one line per problem.
// Critical and fatal messages still get through.
void quietMessages(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtCriticalMsg || type == QtFatalMsg) {
        const QByteArray line = "nqueens: " + message.toLocal8Bit() + '\n';
        std::fwrite(line.constData(), 1, std::size_t(line.size()), stderr);
    }
}

} // namespace

int main(int argc, char *argv[])
{
    // A closed stdout (`nqueens solutions 20 | head`) must end the run with a
    // write error we can handle, not with a signal mid-fwrite.
    std::signal(SIGPIPE, SIG_IGN);

    // Decodes argv as Qt does everywhere, and is where translators will be installed.
    // Only `export` paints (fonts, SVG): it alone gets a QGuiApplication, on
    // the offscreen platform unless the user chose one; the others stay QtCore.
    std::unique_ptr<QCoreApplication> app;
    if (argc > 1 && std::strcmp(argv[1], "export") == 0) {
        qInstallMessageHandler(quietMessages);
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
        }
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
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
