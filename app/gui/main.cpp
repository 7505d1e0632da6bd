// SPDX-License-Identifier: MIT
#include "boardscene.h"
#include "imagewriter.h"
#include "mainwindow.h"
#include "programoptions.h"
#include "runcontroller.h"

#include <QApplication>
#include <QTimer>

#include <cstdio>
#include <memory>
#include <utility>

namespace {

void printLine(FILE *stream, const QString &text)
{
    std::fprintf(stream, "%s\n", qUtf8Printable(text));
}

// Saves what --screenshot and --board-image ask for; returns the exit code.
int saveImages(MainWindow &window, const ProgramOptions &options)
{
    QString error;
    if (!options.screenshotFile().isEmpty()
        && !ImageWriter::writePng(window.grab().toImage(), options.screenshotFile(), &error)) {
        printLine(stderr, error);
        return 1;
    }
    if (!options.boardImageFile().isEmpty()
        && !ImageWriter::writePng(
            window.boardScene()->renderImage(800), options.boardImageFile(), &error)) {
        printLine(stderr, error);
        return 1;
    }
    return 0;
}

void describeApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral("nqueens-visualizer"));
    QCoreApplication::setApplicationVersion(QStringLiteral(NQ_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("nqueens-visualizer"));
}

// Options are read before the GUI starts, so that --help, --version and a
// bad option answer on a terminal without a display.
ProgramOptions::Status readOptions(int argc, char *argv[], ProgramOptions &options)
{
    QCoreApplication core(argc, argv);
    describeApplication();
    return options.parse(QCoreApplication::arguments());
}

} // namespace

int main(int argc, char *argv[])
{
    ProgramOptions options;
    switch (readOptions(argc, argv, options)) {
    case ProgramOptions::Status::ShowHelp:
        printLine(stdout, options.helpText());
        return 0;
    case ProgramOptions::Status::ShowVersion:
        printLine(stdout, ProgramOptions::versionText());
        return 0;
    case ProgramOptions::Status::Error:
        printLine(stderr, QStringLiteral("nqueens-visualizer: ") + options.errorText());
        return 2;
    case ProgramOptions::Status::Run:
        break;
    }

    QApplication app(argc, argv);
    describeApplication();
    QApplication::setApplicationDisplayName(QApplication::translate("main", "N-Queens Visualizer"));

    MainWindow window(options.size(), options.algorithm());
    // A fixed first size, so that the same flags give the same screenshot.
    window.resize(1000, 760);
    window.show();

    const bool saving = !options.screenshotFile().isEmpty() || !options.boardImageFile().isEmpty();
    RunController *controller = window.controller();
    const auto saved = std::make_shared<bool>(false);
    const auto ready = [&window, &options, saving, saved] {
        if (saving && !std::exchange(*saved, true)) {
            // Let the window lay itself out and paint once before it is grabbed.
            QTimer::singleShot(0, &window,
                [&window, &options] { QApplication::exit(saveImages(window, options)); });
        }
    };
    if (options.steps() > 0) {
        // --steps K [--back J]: run K steps, step back J, then show (and save).
        const quint64 back = options.back();
        const quint64 target = options.steps() - back;
        QObject::connect(controller, &RunController::modeChanged, &window,
            [controller, ready, back, target](RunController::Mode mode) {
                if (mode != RunController::Mode::Paused && mode != RunController::Mode::Finished) {
                    return;
                }
                if (back > 0 && controller->state().step() > target) {
                    // Step back one step at a time, as a user pressing Left would.
                    while (controller->state().step() > target
                        && controller->mode() != RunController::Mode::Seeking) {
                        controller->stepBack();
                    }
                    if (controller->mode() == RunController::Mode::Seeking) {
                        return; // ready once the position is rebuilt
                    }
                }
                ready();
            });
        controller->runToStep(options.steps());
    } else {
        ready();
    }
    return QApplication::exec();
}
