// SPDX-License-Identifier: MIT
#include "window/programoptions.h"

#include "classserver/classserver.h"

#include "solver/notation.h"

#include "board/boardscene.h"
#include "render/boardtheme.h"
#include "text/squarenames.h"
#include "window/languagemanager.h"
#include "play/playposition.h"
#include "text/echo.h"

#include <QCommandLineParser>
#include <QRegularExpression>
#include <QCoreApplication>

#include <algorithm>
#include <limits>
#include <optional>
#include <utility>

namespace {

// A whole number written with digits only ("+8", " 8", "8x" and "-1" are
// refused, as the CLI refuses them), or nullopt.
std::optional<qulonglong> wholeNumber(const QString &text)
{
    const bool digits = !text.isEmpty()
        && std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c.isDigit(); });
    bool ok = false;
    const qulonglong value = digits ? text.toULongLong(&ok) : 0;
    return ok ? std::optional(value) : std::nullopt;
}

// The square named `name` ("a8", "ab3": file letters, then the rank counted
// from the bottom) on the n x n board, or nullopt. x is the column, y the row.
std::optional<QPoint> squareNamed(const QString &name, int n)
{
    if (const std::optional<nq::Square> square = nq::squareNamed(n, name.toStdString())) {
        return QPoint(square->col, square->row);
    }
    return std::nullopt;
}

} // namespace

ProgramOptions::Status ProgramOptions::parse(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("ProgramOptions", "N-Queens backtracking visualizer"));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    const QCommandLineOption size(QStringLiteral("size"),
        QCoreApplication::translate("ProgramOptions",
            "Board size, %1 to %2 (default 8); backtrackers up to %3, permutations up to %4.")
            .arg(BoardScene::MinSize)
            .arg(BoardScene::MaxSize)
            .arg(nq::MaxBoardSize)
            .arg(nq::MaxPermutationsSize),
        QStringLiteral("N"));
    const QCommandLineOption seed(QStringLiteral("seed"),
        QCoreApplication::translate("ProgramOptions",
            "Random seed of min-conflicts, 0 to %1 (default %2); same seed, same run.")
            .arg(std::numeric_limits<quint64>::max())
            .arg(nq::DefaultSeed),
        QStringLiteral("S"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
        QCoreApplication::translate(
            "ProgramOptions", "Save the main window as a PNG image, then quit."),
        QStringLiteral("FILE"));
    const QCommandLineOption boardImage(QStringLiteral("board-image"),
        QCoreApplication::translate(
            "ProgramOptions", "Save the board alone as a PNG image, then quit."),
        QStringLiteral("FILE"));
    const QCommandLineOption algorithm(QStringLiteral("algorithm"),
        QCoreApplication::translate("ProgramOptions", "Search algorithm: %1 (default %2).")
            .arg(QString::fromStdString(nq::algorithmNames()), QStringLiteral("lock-lines")),
        QStringLiteral("NAME"));
    const QCommandLineOption steps(QStringLiteral("steps"),
        QCoreApplication::translate(
            "ProgramOptions", "Run K steps of the search before showing the board."),
        QStringLiteral("K"));
    const QCommandLineOption back(QStringLiteral("back"),
        QCoreApplication::translate(
            "ProgramOptions", "Then step back J steps (J at most the K given to --steps)."),
        QStringLiteral("J"));
    const QString languages = LanguageManager::availableLanguages().join(QStringLiteral(", "));
    const QCommandLineOption lang(QStringLiteral("lang"),
        QCoreApplication::translate("ProgramOptions", "Language: %1 (default: the system's).")
            .arg(languages),
        QStringLiteral("CODE"));
    QStringList themeIds;
    for (const auto kind :
        { BoardTheme::Kind::Classic, BoardTheme::Kind::HighContrast, BoardTheme::Kind::System }) {
        themeIds << BoardTheme::id(kind);
    }
    const QCommandLineOption theme(QStringLiteral("theme"),
        QCoreApplication::translate("ProgramOptions", "Board colours: %1 (default classic).")
            .arg(themeIds.join(QStringLiteral(", "))),
        QStringLiteral("NAME"));
    const QCommandLineOption play(QStringLiteral("play"),
        QCoreApplication::translate("ProgramOptions",
            "Start in play mode: with queens on SQUARES (e.g. a8,c7), on an empty board "
            "(empty), or on the run's board after --steps (run). Boards up to %1 x %1.")
            .arg(PlayPosition::MaxSize),
        QStringLiteral("SQUARES"));
    const QCommandLineOption presentation(QStringLiteral("presentation"),
        QCoreApplication::translate("ProgramOptions",
            "Start in presentation mode: larger text and a layout for a projector."));
    const QCommandLineOption geometry(QStringLiteral("geometry"),
        QCoreApplication::translate(
            "ProgramOptions", "The window's size in pixels, e.g. 1280x720 (images: 1000x760)."),
        QStringLiteral("WxH"));
    const QCommandLineOption classOption(QStringLiteral("class"),
        QCoreApplication::translate("ProgramOptions",
            "Open a class at start: pupils answer on their own devices. On PORT, or the next "
            "free port above it (default: the one used last, first %1); prints the join "
            "address as \"class: URL\".")
            .arg(ClassServer::DefaultPort),
        QStringLiteral("PORT"));
    parser.addOptions({ size, algorithm, seed, steps, back, play, lang, theme, presentation,
        geometry, classOption, screenshot, boardImage });
    parser.addPositionalArgument(QStringLiteral("FILE"),
        QCoreApplication::translate(
            "ProgramOptions", "A session or lesson to open (.nqueens), e.g. from a file manager."),
        QStringLiteral("[FILE]"));
    m_helpText = parser.helpText();

    // --class takes its port only when one follows (--class 8642 or
    // --class=8642): alone, it opens on the remembered port.
    QStringList given = arguments;
    for (qsizetype i = 1; i < given.size(); ++i) {
        if (given.at(i) == QLatin1String("--")) {
            break;
        }
        if (given.at(i) == QLatin1String("--class")) {
            static const QRegularExpression digits(QStringLiteral("^\\d+$"));
            if (i + 1 < given.size() && digits.match(given.at(i + 1)).hasMatch()) {
                given[i] = QStringLiteral("--class=") + given.takeAt(i + 1);
            } else {
                given[i] = QStringLiteral("--class=0");
            }
        }
    }
    if (!parser.parse(given)) {
        QString reason = parser.errorText();
        // Qt's sentence repeats the unknown options whole ("-abc" is three of
        // them, joined by ", "): cut them as ours cut values.
        const QString unknown = parser.unknownOptionNames().join(QStringLiteral(", "));
        if (!unknown.isEmpty()) {
            reason.replace(unknown, text::echoed(unknown));
        }
        if (reason.endsWith(QLatin1Char('.'))) {
            reason.chop(1);
        }
        m_errorText
            = QCoreApplication::translate("ProgramOptions", "%1; valid options: %2 (see --help)")
                  .arg(reason,
                      QStringLiteral(
                          "--size N, --algorithm NAME, --seed S, --steps K, --back J, "
                          "--play SQUARES, --lang CODE, --theme NAME, --presentation, "
                          "--geometry WxH, --class [PORT], --screenshot FILE, "
                          "--board-image FILE, --help, --version"));
        return Status::Error;
    }
    if (parser.isSet(help)) {
        return Status::ShowHelp;
    }
    if (parser.isSet(version)) {
        return Status::ShowVersion;
    }
    // One file at most: a file manager hands over one per %f.
    if (parser.positionalArguments().size() > 1) {
        m_errorText
            = QCoreApplication::translate("ProgramOptions", "unexpected argument '%1'; see --help")
                  .arg(text::echoed(parser.positionalArguments().at(1)));
        return Status::Error;
    }
    if (!parser.positionalArguments().isEmpty()) {
        m_sessionFile = parser.positionalArguments().constFirst();
    }
    if (parser.isSet(algorithm)) {
        const QString name = parser.value(algorithm);
        const auto found = nq::algorithmFromName(name.toStdString());
        if (!found) {
            m_errorText = QCoreApplication::translate(
                "ProgramOptions", "unknown algorithm '%1'; valid algorithms: %2")
                              .arg(text::echoed(name),
                                  QString::fromStdString(nq::algorithmNames()));
            return Status::Error;
        }
        m_algorithm = *found;
        m_algorithmGiven = true;
    }
    if (parser.isSet(size)) {
        const QString text = parser.value(size);
        const std::optional<qulonglong> n = wholeNumber(text);
        const int largest = std::min(int(BoardScene::MaxSize), nq::algorithmInfo(m_algorithm).maxN);
        if (!n || *n < qulonglong(BoardScene::MinSize) || *n > qulonglong(largest)) {
            m_errorText = QCoreApplication::translate(
                "ProgramOptions", "--size must be an integer from %1 to %2 for %3, got '%4'")
                              .arg(BoardScene::MinSize)
                              .arg(largest)
                              .arg(QString::fromLatin1(nq::algorithmInfo(m_algorithm).name),
                                  text::echoed(text));
            return Status::Error;
        }
        m_size = int(*n);
        m_sizeGiven = true;
    }
    if (parser.isSet(seed)) {
        const QString text = parser.value(seed);
        const std::optional<qulonglong> value = wholeNumber(text);
        if (!value) {
            m_errorText = QCoreApplication::translate(
                "ProgramOptions", "--seed must be a whole number from 0 to %1, got '%2'")
                              .arg(std::numeric_limits<quint64>::max())
                              .arg(text::echoed(text));
            return Status::Error;
        }
        m_seed = *value;
        m_seedGiven = true;
    }
    if (parser.isSet(steps)) {
        const QString text = parser.value(steps);
        const std::optional<qulonglong> k = wholeNumber(text);
        if (!k) {
            m_errorText = QCoreApplication::translate(
                "ProgramOptions", "--steps must be a whole number 0 or more, got '%1'")
                              .arg(text::echoed(text));
            return Status::Error;
        }
        m_steps = *k;
    }
    if (parser.isSet(back)) {
        const QString text = parser.value(back);
        const std::optional<qulonglong> j = wholeNumber(text);
        if (!j || *j > m_steps) {
            m_errorText = QCoreApplication::translate("ProgramOptions",
                "--back must be a whole number from 0 to %1 (the --steps value), got '%2'")
                              .arg(m_steps)
                              .arg(text::echoed(text));
            return Status::Error;
        }
        m_back = *j;
    }
    if (parser.isSet(play)) {
        if (m_size > PlayPosition::MaxSize) {
            m_errorText = QCoreApplication::translate(
                "ProgramOptions", "--play needs a board of %1 x %1 or smaller, got --size %2")
                              .arg(PlayPosition::MaxSize)
                              .arg(m_size);
            return Status::Error;
        }
        m_playGiven = true;
        const QString value = parser.value(play).trimmed();
        if (value == QLatin1String("run")) {
            m_playFromRun = true;
        } else if (value != QLatin1String("empty")) {
            for (const QString &part : value.split(QLatin1Char(','))) {
                const QString name = part.trimmed().toLower();
                const std::optional<QPoint> square = squareNamed(name, m_size);
                if (!square) {
                    m_errorText = QCoreApplication::translate("ProgramOptions",
                        "--play takes empty, run, or squares of the %1 x %1 board from %2 to %3 "
                        "separated by commas, got '%4'")
                                      .arg(m_size)
                                      .arg(text::squareName(m_size, m_size - 1, 0),
                                          text::squareName(m_size, 0, m_size - 1),
                                          text::echoed(part));
                    return Status::Error;
                }
                if (m_playSquares.contains(*square)) {
                    m_errorText = QCoreApplication::translate(
                        "ProgramOptions", "--play names the square %1 twice")
                                      .arg(name);
                    return Status::Error;
                }
                m_playSquares.append(*square);
            }
        }
    }
    if (parser.isSet(lang)) {
        m_language = parser.value(lang);
        if (!LanguageManager::availableLanguages().contains(m_language)) {
            m_errorText = QCoreApplication::translate(
                "ProgramOptions", "unknown language '%1'; valid languages: %2")
                              .arg(text::echoed(m_language), languages);
            return Status::Error;
        }
    }
    if (parser.isSet(theme)) {
        m_theme = parser.value(theme);
        if (!BoardTheme::kindFromId(m_theme)) {
            m_errorText = QCoreApplication::translate(
                "ProgramOptions", "unknown theme '%1'; valid themes: %2")
                              .arg(text::echoed(m_theme), themeIds.join(QStringLiteral(", ")));
            return Status::Error;
        }
    }
    m_presentation = parser.isSet(presentation);
    if (parser.isSet(geometry)) {
        static const QRegularExpression form(QStringLiteral("^(\\d{3,5})x(\\d{3,5})$"));
        const QRegularExpressionMatch match = form.match(parser.value(geometry));
        const QSize given = match.hasMatch()
            ? QSize(match.captured(1).toInt(), match.captured(2).toInt())
            : QSize();
        if (!given.isValid() || given.width() < 320 || given.height() < 240) {
            m_errorText = QCoreApplication::translate("ProgramOptions",
                "--geometry needs a size like 1280x720 (at least 320x240), not '%1'")
                              .arg(text::echoed(parser.value(geometry)));
            return Status::Error;
        }
        m_geometry = given;
    }
    if (parser.isSet(classOption)) {
        const QString text = parser.value(classOption);
        const std::optional<qulonglong> port = wholeNumber(text);
        if (!port || *port > 65535) {
            m_errorText = QCoreApplication::translate(
                "ProgramOptions", "--class takes a port from 1 to 65535 (or none), not '%1'")
                              .arg(text::echoed(text));
            return Status::Error;
        }
        m_classGiven = true;
        m_classPort = quint16(*port);
    }
    m_screenshotFile = parser.value(screenshot);
    m_boardImageFile = parser.value(boardImage);
    for (const auto &[option, file] : { std::pair { &screenshot, m_screenshotFile },
             std::pair { &boardImage, m_boardImageFile } }) {
        if (parser.isSet(*option) && file.isEmpty()) {
            m_errorText = QCoreApplication::translate("ProgramOptions", "--%1 needs a file name")
                              .arg(option->names().constFirst());
            return Status::Error;
        }
    }
    return Status::Run;
}

QString ProgramOptions::versionText()
{
    return QCoreApplication::applicationName() + QLatin1Char(' ')
        + QCoreApplication::applicationVersion();
}
