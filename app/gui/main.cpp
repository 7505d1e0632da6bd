// SPDX-License-Identifier: MIT
#include "window/appsettings.h"
#include "activity/activityhost.h"
#include "window/presentation.h"
#include "window/windownotices.h"
#include "display/boardpresenter.h"
#include "render/imagewriter.h"
#include "classroom/classmode.h"
#include "common/backgroundjob.h"
#include "common/refreshthrottle.h"
#include "window/mainwindow.h"
#include "play/playcontroller.h"
#include "play/playmode.h"
#include "play/playposition.h"
#include "window/programoptions.h"
#include "run/runcontroller.h"
#include "session/sessioncontroller.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QIcon>
#include <QPainter>
#include <QPixmap>
#include <QSvgRenderer>
#include <QTimer>

#include <cstdio>
#include <functional>
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
            window.presenter()->renderImage(800), options.boardImageFile(), &error)) {
        printLine(stderr, error);
        return 1;
    }
    return 0;
}

// Calls `then` once the window shows all it has: no view waits for its
// throttled refresh, no background job is running, twice in a row a turn of
// the event loop apart (a refresh may start a job, a job's end a refresh),
// then once more after the window has laid itself out and painted. The same
// flags give the same picture however loaded the machine is; a window that
// never settles (a minute) is grabbed as it is, and says so.
void whenSettled(QObject *context, std::function<void()> then)
{
    constexpr int HangGuardMs = 60000;
    auto *poll = new QTimer(context);
    poll->setInterval(10);
    auto quietTurns = std::make_shared<int>(0);
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    QObject::connect(poll, &QTimer::timeout, context, [poll, quietTurns, clock, then = std::move(then)] {
        const bool quiet = !RefreshThrottle::anyPending() && BackgroundJobBase::runningCount() == 0;
        *quietTurns = quiet ? *quietTurns + 1 : 0;
        const bool stuck = clock->elapsed() > HangGuardMs;
        if (*quietTurns < 2 && !stuck) {
            return;
        }
        if (stuck) {
            printLine(stderr, QStringLiteral("nqueens-visualizer: the window did not settle in a minute; "
                                             "its picture is taken as it is"));
        }
        poll->stop();
        poll->deleteLater();
        QTimer::singleShot(0, poll->parent(), then);
    });
    poll->start();
}

// The icon of the windows and the task bar, drawn from the SVG at the sizes a
// desktop asks for (no icon-engine plugin needed).
QIcon applicationIcon()
{
    QIcon icon;
    QSvgRenderer renderer(QStringLiteral(":/icons/io.github.nqueens.visualizer.svg"));
    if (!renderer.isValid()) {
        return icon;
    }
    for (const int size : { 16, 24, 32, 48, 64, 128, 256 }) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        renderer.render(&painter);
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
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
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.nqueens.visualizer"));
    QApplication::setWindowIcon(applicationIcon());

    // Settings are remembered between sessions, except when the program only
    // makes images: the same flags must give the same picture on any machine.
    AppSettings settings;
    AppSettings::Values values;
    if (!options.makesImages()) {
        values = settings.load();
    } else {
        // Nor the desktop's language: the picture depends on the flags alone.
        values.language = QStringLiteral("en");
    }
    if (options.algorithmGiven()) {
        values.algorithm = options.algorithm();
    }
    if (options.sizeGiven() || options.playGiven()) {
        // --play names squares of the board --size gives (8 by default).
        values.size = options.size();
    }
    if (!options.language().isEmpty()) {
        values.language = options.language();
    }
    if (!options.theme().isEmpty()) {
        values.theme = options.theme();
    }

    MainWindow window(values.size, values.algorithm);
    if (options.seedGiven()) {
        window.controller()->setSeed(options.seed()); // restarts the run with it
    }
    // A first window fits the screen it opens on (a 1280 x 720 projector
    // too); images are made at a fixed size, so that the same flags give the
    // same picture on any machine. A remembered geometry replaces the first size.
    if (options.geometry().isValid()) {
        window.fitToSize(options.geometry());
    } else if (options.makesImages()) {
        window.fitToSize(QSize(1000, 760));
    } else {
        window.fitToScreen();
    }
    window.applySettings(values);
    if (options.presentation()) {
        window.presentation()->setPresenting(true);
    }
    if (!settings.problem().isEmpty()) {
        // After applySettings(): in the language just chosen.
        printLine(stderr, QStringLiteral("nqueens-visualizer: ") + settings.problem());
    }
    window.show();
    if (!settings.problem().isEmpty()) {
        // Over the window, once it is there; the window goes on behind it.
        window.showSettingsProblem(settings.problem());
    }
    if (!options.makesImages()) {
        window.offerUnclosedClass(); // a class the program or the machine stopped
    }

    const bool saving = options.makesImages();
    RunController *controller = window.controller();
    const auto saved = std::make_shared<bool>(false);
    const auto playStarted = std::make_shared<bool>(false);
    const auto classOpened = std::make_shared<bool>(false);
    const auto ready = [&window, &options, saving, saved, playStarted, classOpened] {
        // --class [PORT]: the class opens on the board the options gave,
        // and says where pupils join (the QR code holds exactly this URL).
        if (options.classGiven() && !std::exchange(*classOpened, true)) {
            ClassMode *classMode = window.activities()->get<ClassMode>();
            QString error;
            if (classMode->open(options.classPort(), &error)) {
                printLine(stdout, QStringLiteral("class: ") + classMode->joinUrl().toString());
                std::fflush(stdout);
            } else {
                printLine(stderr, QStringLiteral("nqueens-visualizer: ") + error);
                window.notices()->showMessage(error);
            }
        }
        // Once only: the run may pause again later, after the user left play mode.
        if (options.playGiven() && !std::exchange(*playStarted, true)) {
            PlayMode *play = window.activities()->get<PlayMode>();
            if (options.playFromRun()) {
                play->startFromRun()->trigger(); // the presenter hands it the board
            } else {
                PlayPosition position(options.size());
                for (const QPoint &square : options.playSquares()) {
                    position.setQueen(square.y(), square.x(), true);
                }
                play->setActive(true);
                play->controller()->startFrom(position);
            }
        }
        if (saving && !std::exchange(*saved, true)) {
            whenSettled(&window, [&window, &options] { QApplication::exit(saveImages(window, options)); });
        }
    };
    // --steps K [--back J]: go to step K of the run (a session file's run
    // too), step back J, then show (and save).
    const auto runSteps = [controller, &window, &options, ready] {
        if (options.steps() == 0) {
            ready();
            return;
        }
        const quint64 back = options.back();
        const quint64 target = options.steps() - back;
        if (!controller->canStepForward() || options.steps() <= controller->state().step()) {
            // At step K or past it already (a session file's own step), or
            // at the end: nothing to run, which would never say it stopped.
            if (target < controller->state().step()) {
                controller->seek(target);
            }
            if (controller->mode() != RunController::Mode::Seeking) {
                ready();
                return;
            }
            // Ready once the position is rebuilt.
            QObject::connect(controller, &RunController::modeChanged, &window,
                [ready](RunController::Mode mode) {
                    if (mode == RunController::Mode::Paused || mode == RunController::Mode::Finished) {
                        ready();
                    }
                });
            return;
        }
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
    };
    if (options.sessionFile().isEmpty()) {
        runSteps();
    } else {
        // The file is applied in full (checked, its step reached, its mode
        // entered) before anything else happens: the picture shows it, the
        // same every time. A refused file says why, in the window, or when
        // only making images on stderr with exit code 2 and no picture.
        SessionController *sessions = window.sessions();
        const auto watch = std::make_shared<QList<QMetaObject::Connection>>();
        const auto settled = [watch] {
            for (const QMetaObject::Connection &connection : std::as_const(*watch)) {
                QObject::disconnect(connection);
            }
        };
        *watch << QObject::connect(sessions, &SessionController::applied, &window,
            [settled, runSteps] {
                settled();
                runSteps();
            });
        *watch << QObject::connect(sessions, &SessionController::refused, &window,
            [settled, runSteps, saving](const QString &message) {
                settled();
                if (saving) {
                    printLine(stderr, QStringLiteral("nqueens-visualizer: ") + message);
                    QApplication::exit(2);
                } else {
                    runSteps();
                }
            });
        if (!sessions->open(options.sessionFile()) && saving) {
            return 2; // refused at once (and said so)
        }
    }
    const int code = QApplication::exec();
    if (!options.makesImages() && !settings.save(window.settings())) {
        printLine(stderr, QStringLiteral("nqueens-visualizer: ") + settings.problem());
    }
    return code;
}
