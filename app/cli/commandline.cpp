// SPDX-License-Identifier: MIT
#include "cli/commandline.h"

#include "homework/homeworkspec.h"
#include "render/boardpainter.h"
#include "solver/counter.h"
#include "solver/notation.h"
#include "solver/solutions.h"
#include "solver/start.h"
#include "text/echo.h"
#include "text/squarenames.h"

#include <algorithm>
#include <array>
#include <limits>
#include <optional>
#include <span>

namespace {

struct Subcommand
{
    QLatin1String name;
    Command::Kind kind;
};

constexpr std::array Subcommands = {
    Subcommand { QLatin1String("count"), Command::Kind::Count },
    Subcommand { QLatin1String("solutions"), Command::Kind::Solutions },
    Subcommand { QLatin1String("trace"), Command::Kind::Trace },
    Subcommand { QLatin1String("stats"), Command::Kind::Stats },
    Subcommand { QLatin1String("export"), Command::Kind::Export },
    Subcommand { QLatin1String("one"), Command::Kind::One },
    Subcommand { QLatin1String("homework"), Command::Kind::Homework },
};

enum class Option : std::uint8_t {
    Threads,
    Json,
    Fundamental,
    Limit,
    Algorithm,
    Solution,
    All,
    Sheet,
    Format,
    Pixels,
    Output,
    Seed,
    Method,
    Start,
    Animate,
    Step,
    From,
    To,
    Fps,
    Hold,
    Theme,
    Coordinates,
    NoCoordinates,
    Caption,
    Names,
    Lang,
    Title,
    Steps,
    PupilRefuses,
    Predict,
    Frequency,
    Browse,
};
constexpr std::size_t OptionCount = 32;
using OptionValues = std::array<std::optional<QString>, OptionCount>; // indexed by Option

struct OptionSpec
{
    Option option;
    QLatin1String name;
    QLatin1String valueName; // empty for flags
};

constexpr OptionSpec ThreadsOption { Option::Threads, QLatin1String("--threads"),
    QLatin1String("T") };
constexpr OptionSpec JsonOption { Option::Json, QLatin1String("--json"), QLatin1String() };
constexpr OptionSpec FundamentalOption { Option::Fundamental, QLatin1String("--fundamental"),
    QLatin1String() };
constexpr OptionSpec LimitOption { Option::Limit, QLatin1String("--limit"), QLatin1String("K") };
constexpr OptionSpec AlgorithmOption { Option::Algorithm, QLatin1String("--algorithm"),
    QLatin1String("NAME") };
constexpr OptionSpec SolutionOption { Option::Solution, QLatin1String("--solution"),
    QLatin1String("K") };
constexpr OptionSpec AllOption { Option::All, QLatin1String("--all"), QLatin1String() };
constexpr OptionSpec SheetOption { Option::Sheet, QLatin1String("--sheet"), QLatin1String() };
constexpr OptionSpec FormatOption { Option::Format, QLatin1String("--format"),
    QLatin1String("F") };
constexpr OptionSpec PixelsOption { Option::Pixels, QLatin1String("--pixels"), QLatin1String("P") };
constexpr OptionSpec OutputOption { Option::Output, QLatin1String("--output"),
    QLatin1String("PATH") };
constexpr OptionSpec SeedOption { Option::Seed, QLatin1String("--seed"), QLatin1String("S") };
constexpr OptionSpec MethodOption { Option::Method, QLatin1String("--method"),
    QLatin1String("METHOD") };
constexpr OptionSpec StartOption { Option::Start, QLatin1String("--start"),
    QLatin1String("SQUARES") };
constexpr OptionSpec AnimateOption { Option::Animate, QLatin1String("--animate"),
    QLatin1String() };
constexpr OptionSpec StepOption { Option::Step, QLatin1String("--step"), QLatin1String("K") };
constexpr OptionSpec FromOption { Option::From, QLatin1String("--from"), QLatin1String("K") };
constexpr OptionSpec ToOption { Option::To, QLatin1String("--to"), QLatin1String("K") };
constexpr OptionSpec FpsOption { Option::Fps, QLatin1String("--fps"), QLatin1String("F") };
constexpr OptionSpec HoldOption { Option::Hold, QLatin1String("--hold"), QLatin1String("S") };
constexpr OptionSpec ThemeOption { Option::Theme, QLatin1String("--theme"),
    QLatin1String("NAME") };
constexpr OptionSpec CoordinatesOption { Option::Coordinates, QLatin1String("--coordinates"),
    QLatin1String() };
constexpr OptionSpec NoCoordinatesOption { Option::NoCoordinates,
    QLatin1String("--no-coordinates"), QLatin1String() };
constexpr OptionSpec CaptionOption { Option::Caption, QLatin1String("--caption"),
    QLatin1String("TEXT|none") };
constexpr OptionSpec NamesOption { Option::Names, QLatin1String("--names"), QLatin1String() };
// homework's: --to takes the one end a practice has besides a step count.
constexpr OptionSpec HomeworkToOption { Option::To, QLatin1String("--to"),
    QLatin1String("first-solution") };
constexpr OptionSpec LangOption { Option::Lang, QLatin1String("--lang"), QLatin1String("CODE") };
constexpr OptionSpec TitleOption { Option::Title, QLatin1String("--title"), QLatin1String("TEXT") };
constexpr OptionSpec StepsOption { Option::Steps, QLatin1String("--steps"), QLatin1String("K") };
constexpr OptionSpec PupilRefusesOption { Option::PupilRefuses, QLatin1String("--pupil-refuses"),
    QLatin1String() };
constexpr OptionSpec PredictOption { Option::Predict, QLatin1String("--predict"), QLatin1String() };
constexpr OptionSpec BrowseOption { Option::Browse, QLatin1String("--browse"), QLatin1String() };
constexpr OptionSpec FrequencyOption { Option::Frequency, QLatin1String("--frequency"),
    QLatin1String("NAME") };

// The methods of `one`, by their command-line names.
struct MethodName
{
    QLatin1String name;
    Command::Method method;
};
constexpr std::array MethodNames = {
    MethodName { QLatin1String("construct"), Command::Method::Construct },
    MethodName { QLatin1String("min-conflicts"), Command::Method::MinConflicts },
};

// The options each subcommand accepts, in the order the usage lists them.
std::span<const OptionSpec> optionsOf(Command::Kind kind)
{
    static constexpr std::array CountOptions { ThreadsOption, JsonOption };
    static constexpr std::array SolutionsOptions { FundamentalOption, LimitOption };
    static constexpr std::array TraceOptions { AlgorithmOption, LimitOption, SeedOption,
        StartOption };
    static constexpr std::array StatsOptions { AlgorithmOption, JsonOption, SeedOption,
        StartOption };
    static constexpr std::array ExportOptions { SolutionOption, AllOption, FundamentalOption,
        SheetOption, StepOption, AnimateOption, AlgorithmOption, SeedOption, FromOption,
        ToOption, FpsOption, HoldOption, FormatOption, PixelsOption, ThemeOption,
        CoordinatesOption, NoCoordinatesOption, CaptionOption, NamesOption, OutputOption };
    static constexpr std::array OneOptions { MethodOption, SeedOption, JsonOption };
    static constexpr std::array HomeworkOptions { AlgorithmOption, HomeworkToOption, StepsOption,
        PupilRefusesOption, PredictOption, FrequencyOption, BrowseOption, LangOption, TitleOption,
        OutputOption };
    switch (kind) {
    case Command::Kind::Count:
        return CountOptions;
    case Command::Kind::Solutions:
        return SolutionsOptions;
    case Command::Kind::Trace:
        return TraceOptions;
    case Command::Kind::Stats:
        return StatsOptions;
    case Command::Kind::Export:
        return ExportOptions;
    case Command::Kind::One:
        return OneOptions;
    case Command::Kind::Homework:
        return HomeworkOptions;
    case Command::Kind::Help:
    case Command::Kind::Version:
        break;
    }
    return {};
}

QString subcommandNames()
{
    QStringList names;
    for (const Subcommand &subcommand : Subcommands) {
        names.append(subcommand.name);
    }
    return names.join(QLatin1String(", "));
}

QString optionNames(Command::Kind kind)
{
    QStringList names;
    for (const OptionSpec &spec : optionsOf(kind)) {
        names.append(spec.valueName.isEmpty() ? QString(spec.name)
                                              : spec.name + QLatin1Char(' ') + spec.valueName);
    }
    names.append(QStringLiteral("--help"));
    return names.join(QLatin1String(", "));
}

QString methodNames()
{
    QStringList names;
    for (const MethodName &method : MethodNames) {
        names.append(method.name);
    }
    return names.join(QLatin1String(", "));
}

QString algorithmNames()
{
    return QString::fromStdString(nq::algorithmNames());
}

int largestAlgorithmN()
{
    int largest = 0;
    for (const nq::AlgorithmInfo &info : nq::algorithms()) {
        largest = std::max(largest, info.maxN);
    }
    return largest;
}

// Strict: one or more ASCII digits, nothing else, and no overflow. A sign,
// spaces, or trailing junk ("8x") make it fail rather than be ignored.
std::optional<std::uint64_t> parseUnsigned(const QString &text)
{
    if (text.isEmpty()) {
        return std::nullopt;
    }
    constexpr std::uint64_t Max = std::numeric_limits<std::uint64_t>::max();
    std::uint64_t value = 0;
    for (const QChar c : text) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9')) {
            return std::nullopt;
        }
        const auto digit = static_cast<std::uint64_t>(c.unicode() - u'0');
        if (value > (Max - digit) / 10) {
            return std::nullopt;
        }
        value = value * 10 + digit;
    }
    return value;
}

std::optional<int> parseInRange(const QString &text, int min, int max)
{
    const std::optional<std::uint64_t> value = parseUnsigned(text);
    if (!value || *value < static_cast<std::uint64_t>(min)
        || *value > static_cast<std::uint64_t>(max)) {
        return std::nullopt;
    }
    return static_cast<int>(*value);
}

// "-3" is a (bad) number, not an option: let it reach the number checks so
// the message says what numbers are valid. A lone "-" is an argument too.
bool looksLikeOption(const QString &argument)
{
    return argument.size() > 1 && argument.front() == QLatin1Char('-') && !argument[1].isDigit();
}

} // namespace

CommandLine::CommandLine(const QStringList &arguments)
    : m_error(parse(arguments))
{ }

QString CommandLine::parse(const QStringList &arguments)
{
    if (arguments.isEmpty()) {
        return tr("missing subcommand; valid subcommands: %1 (see 'nqueens --help')")
            .arg(subcommandNames());
    }
    const QString &first = arguments.front();
    const bool help = first == QLatin1String("--help") || first == QLatin1String("-h");
    if (help || first == QLatin1String("--version")) {
        if (arguments.size() > 1) {
            return tr("unexpected argument '%1' after %2; it takes none")
                .arg(text::echoed(arguments.at(1)), first);
        }
        m_command.kind = help ? Command::Kind::Help : Command::Kind::Version;
        return {};
    }
    const auto subcommand = std::find_if(Subcommands.begin(), Subcommands.end(),
        [&](const Subcommand &s) { return s.name == first; });
    if (subcommand == Subcommands.end()) {
        if (looksLikeOption(first)) {
            return tr("unknown option '%1' before the subcommand; valid: --help, --version, "
                      "or a subcommand: %2")
                .arg(text::echoed(first), subcommandNames());
        }
        return tr("unknown subcommand '%1'; valid subcommands: %2")
            .arg(text::echoed(first), subcommandNames());
    }
    m_command.kind = subcommand->kind;
    return parseSubcommandArguments(arguments.mid(1));
}

namespace {

// The options of `export`, into `command`: an error message, or empty.
QString parseExportOptions(const OptionValues &values, Command &command)
{
    const auto valueOf = [&values](Option option) -> const std::optional<QString> & {
        return values[static_cast<std::size_t>(option)];
    };
    const auto given = [&](Option option) { return valueOf(option).has_value(); };
    if (command.kind != Command::Kind::Export) {
        return {}; // --algorithm and --seed belong to trace and stats there
    }
    command.exportAll = given(Option::All);
    command.sheet = given(Option::Sheet);
    command.animate = given(Option::Animate);
    command.stepGiven = given(Option::Step);
    // A run's boards (--step K, --animate) or the solutions' (the rest).
    for (const bool animate : { true, false }) {
        if (animate ? !command.animate : !command.stepGiven) {
            continue;
        }
        const QLatin1String mode = animate ? AnimateOption.name : StepOption.name;
        for (const OptionSpec &other : { SolutionOption, AllOption, FundamentalOption,
                 SheetOption, StepOption }) {
            if (given(other.option) && other.name != mode) {
                return CommandLine::tr("%1 and %2 cannot be combined; use --solution K, --all, "
                                       "--fundamental or --sheet for solutions, --step K for "
                                       "one step of a run, --animate for its steps")
                    .arg(mode, other.name);
            }
        }
    }
    const bool runBoards = command.animate || command.stepGiven;
    for (const OptionSpec &spec : { AlgorithmOption, SeedOption }) {
        if (given(spec.option) && !runBoards) {
            return CommandLine::tr("%1 applies to the boards of a run: add --step K or --animate")
                .arg(spec.name);
        }
    }
    for (const OptionSpec &spec : { FromOption, ToOption, FpsOption, HoldOption }) {
        if (given(spec.option) && !command.animate) {
            return CommandLine::tr("%1 applies only to --animate").arg(spec.name);
        }
    }
    const auto count = [&](const OptionSpec &spec, std::uint64_t &into) -> QString {
        if (const auto &text = valueOf(spec.option)) {
            const std::optional<std::uint64_t> parsed = parseUnsigned(*text);
            if (!parsed) {
                return CommandLine::tr("%1 must be a step number, 0 or more, got '%2'")
                    .arg(spec.name, text::echoed(*text));
            }
            into = *parsed;
        }
        return {};
    };
    for (const auto &[spec, into] : { std::pair { StepOption, &command.step },
             std::pair { FromOption, &command.from }, std::pair { ToOption, &command.to } }) {
        if (const QString bad = count(spec, *into); !bad.isEmpty()) {
            return bad;
        }
    }
    if (command.from > command.to) {
        return CommandLine::tr("--from %1 is after --to %2; the range runs from --from to --to")
            .arg(command.from)
            .arg(command.to);
    }
    if (command.to != UINT64_MAX && command.to - command.from >= std::uint64_t(AnimationWriter::MaxFrames)) {
        return CommandLine::tr("--from %1 --to %2 is more than %3 frames; an animation takes "
                               "at most %3 steps")
            .arg(command.from)
            .arg(command.to)
            .arg(AnimationWriter::MaxFrames);
    }
    if (const auto &fps = valueOf(Option::Fps)) {
        const std::optional<int> parsed
            = parseInRange(*fps, AnimationWriter::MinFps, AnimationWriter::MaxFps);
        if (!parsed) {
            return CommandLine::tr("--fps must be an integer from %1 to %2, got '%3'")
                .arg(AnimationWriter::MinFps)
                .arg(AnimationWriter::MaxFps)
                .arg(text::echoed(*fps));
        }
        command.fps = *parsed;
    }
    if (const auto &hold = valueOf(Option::Hold)) {
        const std::optional<int> parsed = parseInRange(*hold, 0, AnimationWriter::MaxHoldSeconds);
        if (!parsed) {
            return CommandLine::tr("--hold must be a whole number of seconds from 0 to %1, got "
                                   "'%2'")
                .arg(AnimationWriter::MaxHoldSeconds)
                .arg(text::echoed(*hold));
        }
        command.hold = *parsed;
    }
    if (const auto &theme = valueOf(Option::Theme)) {
        const std::optional<BoardTheme::Kind> kind = BoardTheme::kindFromId(*theme);
        if (!kind) {
            return CommandLine::tr("unknown theme '%1'; valid themes: %2, %3, %4")
                .arg(text::echoed(*theme), BoardTheme::id(BoardTheme::Kind::Classic),
                    BoardTheme::id(BoardTheme::Kind::HighContrast),
                    BoardTheme::id(BoardTheme::Kind::System));
        }
        command.theme = *kind;
    }
    if (given(Option::Coordinates) && given(Option::NoCoordinates)) {
        return CommandLine::tr("--coordinates and --no-coordinates cannot be combined; give one");
    }
    command.coordinates = !given(Option::NoCoordinates);
    command.squareNames = given(Option::Names);
    if (const auto &caption = valueOf(Option::Caption)) {
        command.captionGiven = true;
        command.caption = *caption == QLatin1String("none") ? QString() : *caption;
    }
    if (command.sheet) {
        // A sheet has a title over numbered boards, not a caption under each.
        for (const OptionSpec &spec : { CaptionOption, NoCoordinatesOption, NamesOption }) {
            if (given(spec.option)) {
                return CommandLine::tr("%1 does not apply to --sheet (its boards are numbered "
                                       "under one title)")
                    .arg(spec.name);
            }
        }
        // Small boards read best bare: a sheet has coordinates when asked.
        command.coordinates = given(Option::Coordinates);
    }
    // One board, or a set of boards: say which two flags clash and what is valid.
    const QString choices
        = CommandLine::tr("use --solution K for one board, or --all or --fundamental "
                          "for every board, each optionally with --sheet");
    if (given(Option::Solution)) {
        for (const Option other : { Option::All, Option::Fundamental, Option::Sheet }) {
            if (given(other)) {
                const QLatin1String name = other == Option::All ? AllOption.name
                    : other == Option::Sheet                    ? SheetOption.name
                                                                : FundamentalOption.name;
                return CommandLine::tr("--solution and %1 cannot be combined; %2")
                    .arg(name, choices);
            }
        }
        const std::optional<std::uint64_t> parsed = parseUnsigned(*valueOf(Option::Solution));
        if (!parsed || *parsed == 0) {
            return CommandLine::tr("--solution must be a positive integer, got '%1'")
                .arg(text::echoed(*valueOf(Option::Solution)));
        }
        command.solution = *parsed;
    }
    if (command.exportAll && given(Option::Fundamental)) {
        return CommandLine::tr("--all and --fundamental cannot be combined; %1").arg(choices);
    }
    if (const auto &format = valueOf(Option::Format)) {
        if (command.animate) {
            const std::optional<AnimationWriter::Format> parsed
                = AnimationWriter::formatFromName(*format);
            if (!parsed) {
                return CommandLine::tr("unknown format '%1' for --animate; valid formats: %2")
                    .arg(text::echoed(*format), AnimationWriter::formatNames());
            }
            command.animationFormat = *parsed;
        } else {
            const std::optional<BoardExporter::Format> parsed
                = BoardExporter::formatFromName(*format);
            if (!parsed && AnimationWriter::formatFromName(*format)) {
                return CommandLine::tr("format %1 needs --animate; without it valid formats: %2")
                    .arg(text::echoed(*format), BoardExporter::formatNames());
            }
            if (!parsed) {
                return CommandLine::tr("unknown format '%1'; valid formats: %2")
                    .arg(text::echoed(*format), BoardExporter::formatNames());
            }
            command.format = *parsed;
        }
    }
    if (command.animate) {
        command.pixels = AnimationWriter::DefaultPixels;
    }
    if (const auto &pixels = valueOf(Option::Pixels)) {
        const std::optional<int> parsed
            = parseInRange(*pixels, BoardExporter::MinPixels, BoardExporter::MaxPixels);
        if (!parsed) {
            return CommandLine::tr("--pixels must be an integer from %1 to %2, got '%3'")
                .arg(BoardExporter::MinPixels)
                .arg(BoardExporter::MaxPixels)
                .arg(text::echoed(*pixels));
        }
        command.pixels = *parsed;
    }
    if (const auto &output = valueOf(Option::Output)) {
        if (output->isEmpty()) {
            return CommandLine::tr("--output needs a file or directory name, got ''");
        }
        command.output = *output;
    }
    return {};
}

// The method of `one`, into `command` (its --seed is parsed with the other
// subcommands'): an error message, or empty.
QString parseOneOptions(const OptionValues &values, Command &command)
{
    if (const std::optional<QString> &method = values[static_cast<std::size_t>(Option::Method)]) {
        const auto known = std::find_if(MethodNames.begin(), MethodNames.end(),
            [&](const MethodName &m) { return m.name == *method; });
        if (known == MethodNames.end()) {
            return CommandLine::tr("unknown method '%1'; valid methods: %2")
                .arg(text::echoed(*method), methodNames());
        }
        command.method = known->method;
    }
    // Refused rather than ignored: construct has no randomness, and a seed
    // that changes nothing would suggest that other seeds give other boards.
    if (command.kind == Command::Kind::One && command.method != Command::Method::MinConflicts
        && values[static_cast<std::size_t>(Option::Seed)]) {
        return CommandLine::tr("--seed applies only to --method min-conflicts; construct always "
                               "gives the same board");
    }
    return {};
}

// The options of `homework`, into `command`: an error message, or empty.
// Its --algorithm is parsed with the others' (and checked against what
// practice takes here); its --output below.
QString parseHomeworkOptions(const OptionValues &values, Command &command)
{
    if (command.kind != Command::Kind::Homework) {
        return {};
    }
    const auto valueOf = [&values](Option option) -> const std::optional<QString> & {
        return values[static_cast<std::size_t>(option)];
    };
    const QString algorithm = QString::fromLatin1(nq::algorithmInfo(command.algorithm).name.data(),
        qsizetype(nq::algorithmInfo(command.algorithm).name.size()));
    command.homeworkPredict = valueOf(Option::Predict).has_value();
    command.homeworkBrowse = valueOf(Option::Browse).has_value();
    if (command.homeworkBrowse) {
        for (const OptionSpec &spec : { AlgorithmOption, HomeworkToOption, StepsOption,
                 PupilRefusesOption, PredictOption, FrequencyOption }) {
            if (valueOf(spec.option)) {
                return CommandLine::tr("%1 does not apply to --browse (the pupil looks through the "
                                       "solutions of N)")
                    .arg(spec.name);
            }
        }
    }
    if (command.homeworkPredict) {
        for (const OptionSpec &spec : { HomeworkToOption, PupilRefusesOption }) {
            if (valueOf(spec.option)) {
                return CommandLine::tr("%1 applies to practice, not to --predict (its questions "
                                       "run to --steps K)")
                    .arg(spec.name);
            }
        }
        if (const auto &frequency = valueOf(Option::Frequency)) {
            if (!HomeworkSpec::frequencies().contains(*frequency)) {
                return CommandLine::tr("unknown frequency '%1'; valid frequencies: %2")
                    .arg(text::echoed(*frequency),
                        HomeworkSpec::frequencies().join(QLatin1String(", ")));
            }
            command.homeworkFrequency = *frequency;
        }
    } else if (valueOf(Option::Frequency)) {
        return CommandLine::tr("--frequency applies only to --predict");
    }
    const QStringList practiced = HomeworkSpec::practiceAlgorithms();
    if (!command.homeworkPredict && !command.homeworkBrowse && !practiced.contains(algorithm)) {
        return CommandLine::tr("homework has no practice for algorithm %1; valid algorithms: %2")
            .arg(algorithm, practiced.join(QLatin1String(", ")));
    }
    if (valueOf(Option::To) && valueOf(Option::Steps)) {
        return CommandLine::tr("--to and --steps cannot be combined; use --to first-solution or "
                               "--steps K");
    }
    if (const auto &to = valueOf(Option::To); to && *to != QLatin1String("first-solution")) {
        return CommandLine::tr("unknown --to '%1' for homework; valid: first-solution (or --steps "
                               "K for K steps)")
            .arg(text::echoed(*to));
    }
    if (const auto &steps = valueOf(Option::Steps)) {
        const std::optional<int> parsed = parseInRange(*steps, 1, HomeworkSpec::MaxStepLimit);
        if (!parsed) {
            return CommandLine::tr("--steps must be an integer from 1 to %1, got '%2'")
                .arg(HomeworkSpec::MaxStepLimit)
                .arg(text::echoed(*steps));
        }
        command.homeworkSteps = *parsed;
    } else if (command.homeworkPredict) {
        command.homeworkSteps = HomeworkTask {}.lastPosition;
    }
    command.pupilRefuses = valueOf(Option::PupilRefuses).has_value();
    if (const auto &lang = valueOf(Option::Lang)) {
        if (!HomeworkSpec::languages().contains(*lang)) {
            return CommandLine::tr("unknown language '%1'; valid languages: %2")
                .arg(text::echoed(*lang), HomeworkSpec::languages().join(QLatin1String(", ")));
        }
        command.homeworkLanguage = *lang;
    }
    if (const auto &title = valueOf(Option::Title)) {
        HomeworkSpec probe;
        probe.id = HomeworkSpec::newId();
        probe.title = *title;
        probe.tasks = { HomeworkTask {} };
        if (!probe.invalidReason().isEmpty()) {
            return CommandLine::tr("--title must be plain text of at most %1 characters on one "
                                   "line")
                .arg(HomeworkSpec::MaxTitleLength);
        }
        command.homeworkTitle = *title;
    }
    if (const auto &output = valueOf(Option::Output)) {
        if (output->isEmpty()) {
            return CommandLine::tr("--output needs a file name, got ''");
        }
        command.output = *output;
    }
    return {};
}

QString backtrackerNames()
{
    QStringList names;
    for (const nq::AlgorithmInfo &info : nq::algorithms()) {
        if (info.kind == nq::AlgorithmKind::Backtracking) {
            names.append(QString::fromLatin1(info.name.data(), qsizetype(info.name.size())));
        }
    }
    return names.join(QLatin1String(", "));
}

/*
 * --start: squares named as the board names them (files a.. from the left,
 * ranks counted from the bottom: row 0 is rank n), comma-separated, into
 * `start` (size n). An error message naming what is valid, or empty.
 */
QString parseStart(const QString &text, int n, std::vector<int> &start)
{
    const QString example = QStringLiteral("e.g. --start %1,%2")
                                .arg(text::squareName(n, 0, 0),
                                    text::squareName(n, std::min(1, n - 1),
                                        std::min(2, n - 1)));
    if (text.isEmpty()) {
        return CommandLine::tr("--start needs a list of squares, %1").arg(example);
    }
    const QString boardText = CommandLine::tr("files %1 to %2, ranks 1 to %3 on the %3x%3 board")
                                  .arg(text::fileName(0), text::fileName(n - 1))
                                  .arg(n);
    start.assign(n, nq::FreeRow);
    for (const QString &square : text.split(QLatin1Char(','))) {
        qsizetype letters = 0;
        while (letters < square.size() && square[letters].isLetter()) {
            ++letters;
        }
        const int col = nq::columnOfFile(square.left(letters).toStdString());
        const std::optional<std::uint64_t> rank = parseUnsigned(square.mid(letters));
        if (col < 0 || !rank || *rank == 0 || square.mid(letters).startsWith(QLatin1Char('0'))) {
            return CommandLine::tr("unknown square '%1' in --start; a square is a file and a "
                                   "rank (%2), %3")
                .arg(text::echoed(square), boardText, example);
        }
        if (col >= n || *rank > std::uint64_t(n)) {
            return CommandLine::tr("square %1 is off the board; %2")
                .arg(text::echoed(square), boardText);
        }
        const int row = n - int(*rank);
        if (start[row] == col) {
            return CommandLine::tr("square %1 is given twice in --start").arg(square);
        }
        if (start[row] != nq::FreeRow) {
            return CommandLine::tr("%1 and %2 are both in rank %3; give at most one queen a rank")
                .arg(text::squareName(n, row, start[row]), square)
                .arg(*rank);
        }
        start[row] = col;
    }
    if (const nq::StartProblem problem = nq::checkStart(n, start);
        problem.kind == nq::StartProblem::Kind::Attack) {
        return CommandLine::tr("%1 and %2 attack each other along the %3")
            .arg(text::squareName(n, problem.first.row, problem.first.col),
                text::squareName(n, problem.second.row, problem.second.col),
                QString::fromLatin1(nq::lineName(problem.line).data(),
                    qsizetype(nq::lineName(problem.line).size())));
    }
    return {};
}

} // namespace

QString CommandLine::parseSubcommandArguments(const QStringList &arguments)
{
    const Command::Kind kind = m_command.kind;
    const QString subcommand
        = std::find_if(Subcommands.begin(), Subcommands.end(), [&](const auto &s) {
              return s.kind == kind;
          })->name;

    // Syntax first, keeping the first error but reading on: --help anywhere wins.
    QString error;
    const auto fail = [&error](const QString &message) {
        if (error.isEmpty()) {
            error = message;
        }
    };
    std::optional<QString> nText;
    OptionValues values;
    bool optionsEnded = false;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments[i];
        if (optionsEnded || !looksLikeOption(argument)) {
            if (nText) {
                fail(tr("unexpected argument '%1'; %2 takes one N (already got '%3')")
                         .arg(text::echoed(argument), subcommand, text::echoed(*nText)));
            } else {
                nText = argument;
            }
            continue;
        }
        if (argument == QLatin1String("--")) {
            optionsEnded = true;
            continue;
        }
        if (argument == QLatin1String("--help") || argument == QLatin1String("-h")) {
            m_command = Command {};
            m_command.kind = Command::Kind::Help;
            return {};
        }
        const qsizetype equals
            = argument.startsWith(QLatin1String("--")) ? argument.indexOf(QLatin1Char('=')) : -1;
        const QString name = equals < 0 ? argument : argument.left(equals);
        const auto options = optionsOf(kind);
        const auto spec = std::find_if(
            options.begin(), options.end(), [&](const OptionSpec &s) { return s.name == name; });
        if (spec == options.end()) {
            fail(tr("unknown option '%1' for %2; valid options: %3")
                     .arg(text::echoed(name), subcommand, optionNames(kind)));
            continue;
        }
        QString value;
        if (spec->valueName.isEmpty()) {
            if (equals >= 0) {
                fail(tr("option %1 takes no value").arg(name));
                continue;
            }
        } else if (equals >= 0) {
            value = argument.mid(equals + 1);
        } else if (i + 1 < arguments.size() && !arguments[i + 1].startsWith(QLatin1String("--"))) {
            value = arguments[++i];
        } else {
            fail(tr("option %1 needs a value: %1 %2").arg(name, spec->valueName));
            continue;
        }
        auto &slot = values[static_cast<std::size_t>(spec->option)];
        if (slot) {
            fail(tr("option %1 given more than once").arg(name));
            continue;
        }
        slot = value;
    }
    if (!error.isEmpty()) {
        return error;
    }

    // Then the values. The algorithm comes before N: it decides N's range.
    const auto valueOf = [&values](Option option) -> const std::optional<QString> & {
        return values[static_cast<std::size_t>(option)];
    };
    m_command.json = valueOf(Option::Json).has_value();
    m_command.fundamental = valueOf(Option::Fundamental).has_value();
    if (const auto &name = valueOf(Option::Algorithm)) {
        const std::optional<nq::Algorithm> algorithm = nq::algorithmFromName(name->toStdString());
        if (!algorithm) {
            return tr("unknown algorithm '%1'; valid algorithms: %2")
                .arg(text::echoed(*name), algorithmNames());
        }
        m_command.algorithm = *algorithm;
    }
    if (const auto &threads = valueOf(Option::Threads)) {
        const std::optional<int> parsed = parseInRange(*threads, 1, Command::MaxThreads);
        if (!parsed) {
            return tr("--threads must be an integer from 1 to %1, got '%2'")
                .arg(Command::MaxThreads)
                .arg(text::echoed(*threads));
        }
        m_command.threads = *parsed;
    }
    if (const auto &seed = valueOf(Option::Seed)) {
        const std::optional<std::uint64_t> parsed = parseUnsigned(*seed);
        if (!parsed) {
            return tr("--seed must be an integer from 0 to %1, got '%2'")
                .arg(std::numeric_limits<std::uint64_t>::max())
                .arg(text::echoed(*seed));
        }
        m_command.seed = *parsed;
        // Refused rather than ignored, as for `one`: a backtracker has no
        // randomness, and a seed that changes nothing would suggest otherwise.
        if ((kind == Command::Kind::Trace || kind == Command::Kind::Stats
                || kind == Command::Kind::Export)
            && nq::isBacktracker(m_command.algorithm)) {
            return tr("--seed applies only to --algorithm min-conflicts; %1 has no randomness")
                .arg(QString::fromLatin1(nq::algorithmInfo(m_command.algorithm).name.data(),
                    qsizetype(nq::algorithmInfo(m_command.algorithm).name.size())));
        }
    }
    if (const auto &limit = valueOf(Option::Limit)) {
        const std::optional<std::uint64_t> parsed = parseUnsigned(*limit);
        if (!parsed || *parsed == 0) {
            return tr("--limit must be a positive integer, got '%1'").arg(text::echoed(*limit));
        }
        m_command.limit = *parsed;
    }
    if (const QString conflict = parseExportOptions(values, m_command); !conflict.isEmpty()) {
        return conflict;
    }
    if (const QString bad = parseOneOptions(values, m_command); !bad.isEmpty()) {
        return bad;
    }
    if (const QString bad = parseHomeworkOptions(values, m_command); !bad.isEmpty()) {
        return bad;
    }

    int minN = nq::MinBoardSize;
    int maxN = nq::MaxBoardSize;
    // Set when the range is narrower than other algorithms': the message says why.
    QString limitingAlgorithm;
    switch (kind) {
    case Command::Kind::Count:
        maxN = nq::MaxCountSize;
        break;
    case Command::Kind::Solutions:
        maxN = nq::MaxEnumerationSize;
        break;
    case Command::Kind::Export:
        maxN = nq::MaxEnumerationSize;
        if (m_command.animate || m_command.stepGiven) {
            // A run's boards: as far as the algorithm goes, as for trace.
            const nq::AlgorithmInfo &info = nq::algorithmInfo(m_command.algorithm);
            maxN = info.maxN;
            if (maxN < largestAlgorithmN()) {
                limitingAlgorithm
                    = QString::fromUtf8(info.name.data(), qsizetype(info.name.size()));
            }
        }
        break;
    case Command::Kind::One:
        maxN = Command::MaxOneSize;
        break;
    case Command::Kind::Homework:
        // A pupil's board: from the first with a solution past the trivial
        // one to what a phone shows whole.
        minN = HomeworkSpec::MinN;
        maxN = m_command.homeworkBrowse ? HomeworkSpec::MaxBrowseN : HomeworkSpec::MaxN;
        break;
    case Command::Kind::Trace:
    case Command::Kind::Stats: {
        const nq::AlgorithmInfo &info = nq::algorithmInfo(m_command.algorithm);
        maxN = info.maxN;
        if (maxN < largestAlgorithmN()) {
            limitingAlgorithm = QString::fromUtf8(info.name.data(), qsizetype(info.name.size()));
        }
        break;
    }
    case Command::Kind::Help:
    case Command::Kind::Version:
        break;
    }
    if (!nText) {
        if (!limitingAlgorithm.isEmpty()) {
            return tr("%1 needs N, an integer from %2 to %3 for algorithm %4 (other algorithms "
                      "accept up to %5)")
                .arg(subcommand)
                .arg(nq::MinBoardSize)
                .arg(maxN)
                .arg(limitingAlgorithm)
                .arg(largestAlgorithmN());
        }
        return tr("%1 needs N, an integer from %2 to %3")
            .arg(subcommand)
            .arg(minN)
            .arg(maxN);
    }
    const std::optional<int> n = parseInRange(*nText, minN, maxN);
    if (!n) {
        // The user's text goes in last, so a '%' in it is never taken for a placeholder.
        if (!limitingAlgorithm.isEmpty()) {
            return tr("N must be an integer from %1 to %2 for algorithm %3 (other algorithms "
                      "accept up to %4), got '%5'")
                .arg(nq::MinBoardSize)
                .arg(maxN)
                .arg(limitingAlgorithm)
                .arg(largestAlgorithmN())
                .arg(text::echoed(*nText));
        }
        return tr("N must be an integer from %1 to %2, got '%3'")
            .arg(minN)
            .arg(maxN)
            .arg(text::echoed(*nText));
    }
    m_command.n = *n;
    if (const auto &start = valueOf(Option::Start)) {
        if (!nq::isBacktracker(m_command.algorithm)) {
            return tr("--start runs with the backtrackers only (%1); %2 repairs a full board")
                .arg(backtrackerNames(),
                    QString::fromLatin1(nq::algorithmInfo(m_command.algorithm).name.data(),
                        qsizetype(nq::algorithmInfo(m_command.algorithm).name.size())));
        }
        if (const QString bad = parseStart(*start, m_command.n, m_command.start); !bad.isEmpty()) {
            return bad;
        }
    }
    return {};
}

QString CommandLine::usage()
{
    return tr("Usage: nqueens SUBCOMMAND N [OPTIONS]\n"
              "Solve, count and trace the N-Queens problem.\n"
              "\n"
              "Subcommands:\n"
              "  count N [--threads T] [--json]\n"
              "      Count all and fundamental solutions (N from 1 to %1).\n"
              "  solutions N [--fundamental] [--limit K]\n"
              "      Print solutions, one a line: the column of the queen in each row,\n"
              "      0-based, in lexicographic order (N from 1 to %2).\n"
              "  trace N [--algorithm NAME] [--limit K] [--seed S] [--start SQUARES]\n"
              "      Print the events of a search as JSON Lines.\n"
              "  stats N [--algorithm NAME] [--json] [--seed S] [--start SQUARES]\n"
              "      Run a whole search and print its counters.\n"
              "  export N [--solution K | --all | --fundamental | --sheet] [--format F]\n"
              "           [--pixels P] [--theme NAME] [--[no-]coordinates]\n"
              "           [--caption TEXT|none] [--names] [--output PATH]\n"
              "      Write board images (N from 1 to %2): solution K (default 1) to one\n"
              "      file; --all or --fundamental: one file per board into the directory\n"
              "      PATH; --sheet: all (or with --fundamental, the fundamental) boards\n"
              "      numbered on one contact sheet (PDF: %5 boards a page). Prints the\n"
              "      paths written.\n"
              "  export N --step K [--algorithm NAME] [--seed S] [image options]\n"
              "      The board of a run after K steps as the window shows it: the\n"
              "      refused square and its attacker, the row being filled, a solution\n"
              "      framed; captioned with the step and what happened. Step 0 is a\n"
              "      clean board captioned \"N queens\" (a handout).\n"
              "  export N --animate [--algorithm NAME] [--seed S] [--from K] [--to K]\n"
              "           [--fps F] [--hold S] [--format gif|mp4|webm] [image options]\n"
              "      Steps K to K of a run (default: all of it, at most %9 frames) as one\n"
              "      animation, a frame a step (default: GIF, 480 pixels wide, %10 frames\n"
              "      a second). MP4 and WebM need the ffmpeg program.\n"
              "  one N [--method construct|min-conflicts] [--seed S] [--json]\n"
              "      Print one solution on one line: the column of the queen in each row,\n"
              "      0-based (N from 1 to %8; none exists for N = 2 and 3). construct\n"
              "      (the default) uses a formula; min-conflicts a seeded local search.\n"
              "  homework N [--algorithm NAME] [--to first-solution | --steps K]\n"
              "           [--pupil-refuses] [--lang CODE] [--title TEXT] [--output PATH]\n"
              "      Write a homework for pupils: one HTML file that works offline, in\n"
              "      which the pupil does the algorithm's steps on an N x N board (N from\n"
              "      %14 to %15), each checked by the program's engine, and saves a results\n"
              "      file to hand in. Prints the path written.\n"
              "  homework N --predict [--algorithm NAME] [--steps K] [--frequency NAME]\n"
              "           [--lang CODE] [--title TEXT] [--output PATH]\n"
              "      The same with predict questions at steps 1 to K of the run (default:\n"
              "      120) where the frequency stops (default: each-new-row).\n"
              "  homework N --browse [--lang CODE] [--title TEXT] [--output PATH]\n"
              "      The solutions of N (4 to %19) to look through, with no score.\n"
              "\n"
              "Options:\n"
              "  --threads T       worker threads, 1 to %3 (default: all hardware threads)\n"
              "  --json            print JSON instead of key=value text\n"
              "  --fundamental     print only the canonical board of each symmetry class\n"
              "  --limit K         stop after K lines\n"
              "  --algorithm NAME  %4 (default: lock-lines)\n"
              "  --seed S          the random seed of min-conflicts, 0 to 2^64 - 1\n"
              "                    (default: 1; trace, stats, export: min-conflicts only)\n"
              "  --start SQUARES   search from these given queens, e.g. a8,c7 (files from\n"
              "                    a, ranks from the bottom; one queen a rank): their rows\n"
              "                    stay fixed, the others are searched (backtrackers only)\n"
              "  --method METHOD   construct or min-conflicts (default: construct)\n"
              "  --format F        png, svg or pdf (default: png); with --animate gif,\n"
              "                    mp4 or webm (default: gif)\n"
              "  --pixels P        image width, %6 to %7 (default: 800); a PDF is one\n"
              "                    page of A4, or Letter where LC_MEASUREMENT is a US one\n"
              "  --theme NAME      classic, high-contrast or system (default: classic)\n"
              "  --coordinates     label files and ranks (the default, but for --sheet);\n"
              "  --no-coordinates  leave them out\n"
              "  --caption TEXT    the text under the board, or none for no caption\n"
              "  --names           write each square's name (a1, b1, ...) faintly in it\n"
              "  --step K          the board after K steps of the run (0: the start)\n"
              "  --from K, --to K  the first and last step of an animation\n"
              "  --fps F           frames a second, %11 to %12 (default: %10)\n"
              "  --hold S          extra seconds on each solution, 0 to %13 (default: 0)\n"
              "  --to first-solution  homework: the pupil works to the first solution\n"
              "                    (the default)\n"
              "  --steps K         homework: the pupil does K steps, 1 to %16 (--predict:\n"
              "                    questions up to step K)\n"
              "  --predict         homework: predict questions instead of practice\n"
              "  --frequency NAME  homework --predict: %18\n"
              "  --browse          homework: the solutions of N to look through\n"
              "  --pupil-refuses   homework: the pupil refuses the attacked squares too\n"
              "                    (default: the program marks them)\n"
              "  --lang CODE       homework: the page's words, %17 (default: en)\n"
              "  --title TEXT      homework: the page's title\n"
              "  --output PATH     file or directory (default: queens-N-... or\n"
              "                    homework-N-ALGORITHM.html in the current directory)\n"
              "  -h, --help        show this help and exit\n"
              "  --version         show the version and exit\n"
              "\n"
              "Exit status: 0 on success, 2 on bad arguments, 130 when interrupted\n"
              "(Ctrl-C), 1 when the output or a file cannot be written or when N has no\n"
              "solution for one (N = 2, 3), or when this build cannot write homework.\n")
        .arg(nq::MaxCountSize)
        .arg(nq::MaxEnumerationSize)
        .arg(Command::MaxThreads)
        .arg(algorithmNames())
        .arg(BoardExporter::boardsPerPage())
        .arg(BoardExporter::MinPixels)
        .arg(BoardExporter::MaxPixels)
        .arg(Command::MaxOneSize)
        .arg(AnimationWriter::MaxFrames)
        .arg(AnimationWriter::DefaultFps)
        .arg(AnimationWriter::MinFps)
        .arg(AnimationWriter::MaxFps)
        .arg(AnimationWriter::MaxHoldSeconds)
        .arg(HomeworkSpec::MinN)
        .arg(HomeworkSpec::MaxN)
        .arg(HomeworkSpec::MaxStepLimit)
        .arg(HomeworkSpec::languages().join(QLatin1String(", ")))
        .arg(HomeworkSpec::frequencies().join(QLatin1String(", ")))
        .arg(HomeworkSpec::MaxBrowseN);
}
