// SPDX-License-Identifier: MIT
#include "sessionfile/sessionstate.h"

#include "solver/notation.h"

#include "solver/start.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonValue>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace {

constexpr std::array<const char *, 4> FrequencyNames
    = { "every-step", "each-backtrack", "each-new-row", "one-in-k" };
// One name per QuestionKind, in its order (the results files use the same names).
constexpr std::array<const char *, nq::learn::QuestionKindCount> KindNames = { "next-square",
    "attacker", "next-event", "tries-left", "part-of-solution", "fewest-attackers", "chosen-line",
    "wiped-out-row" };
static_assert(KindNames.back() != nullptr, "a question kind without a name");
constexpr std::array<const char *, 3> ModeNames = { "run", "play", "predict" };

QString spoken(const char *text)
{
    return QCoreApplication::translate("SessionState", text);
}

// A string of decimal digits (nothing else: no sign, no space) as a 64-bit
// number; nullopt when it is not one or does not fit.
std::optional<quint64> digits(const QString &text)
{
    if (text.isEmpty()) {
        return std::nullopt;
    }
    quint64 value = 0;
    for (const QChar c : text) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9')) {
            return std::nullopt;
        }
        const quint64 digit = quint64(c.unicode() - u'0');
        if (value > (SessionState::MaxSeed - digit) / 10) {
            return std::nullopt; // past 2^64 - 1
        }
        value = value * 10 + digit;
    }
    return value;
}

// `value` as JSON that reads back exactly (see the header).
QJsonValue wholeNumber(quint64 value)
{
    return value <= SessionState::MaxJsonNumber ? QJsonValue(qint64(value))
                                                : QJsonValue(QString::number(value));
}

// Reads the members of one JSON object, stopping at the first problem.
class Reader
{
public:
    Reader(const QJsonObject &object, QString prefix)
        : m_object(object)
        , m_prefix(std::move(prefix))
    { }

    bool failed() const { return !m_problem.isEmpty(); }
    QString problem() const { return m_problem; }
    void fail(const QString &problem)
    {
        if (m_problem.isEmpty()) {
            m_problem = problem;
        }
    }
    QString name(const char *key) const { return m_prefix + QLatin1String(key); }
    bool has(const char *key) const { return m_object.contains(QLatin1String(key)); }
    QJsonValue value(const char *key) const { return m_object.value(QLatin1String(key)); }

    // A whole number in min..max; `fallback` when the key is absent. A
    // range beyond SessionState::MaxJsonNumber also takes a string of
    // digits (see the header).
    quint64 number(const char *key, quint64 min, quint64 max, quint64 fallback, bool required = false)
    {
        if (failed()) {
            return fallback;
        }
        if (!has(key)) {
            if (required) {
                fail(spoken(QT_TRANSLATE_NOOP("SessionState", "“%1” is missing")).arg(name(key)));
            }
            return fallback;
        }
        const QJsonValue v = value(key);
        const bool wide = max > SessionState::MaxJsonNumber;
        const auto outOfRange = [&] {
            const QString text = spoken(wide
                    ? QT_TRANSLATE_NOOP("SessionState",
                          "“%1” must be a whole number from %2 to %3 (above %4 as a string of digits)")
                    : QT_TRANSLATE_NOOP("SessionState", "“%1” must be a whole number from %2 to %3"))
                                     .arg(name(key))
                                     .arg(min)
                                     .arg(max);
            fail(wide ? text.arg(SessionState::MaxJsonNumber) : text);
            return fallback;
        };
        if (wide && v.isString()) {
            const std::optional<quint64> read = digits(v.toString());
            if (!read || *read < min || *read > max) {
                return outOfRange();
            }
            return *read;
        }
        const double d = v.toDouble(-1);
        if (!v.isDouble() || d < double(min) || std::floor(d) != d) {
            return outOfRange();
        }
        if (wide && d > double(SessionState::MaxJsonNumber)) {
            // The text may have been another number (2^53 + 1 parses as 2^53).
            fail(spoken(QT_TRANSLATE_NOOP("SessionState",
                     "“%1” is too large to be read exactly as a number: above %2 it must be a string of digits, such as \"%3\""))
                     .arg(name(key))
                     .arg(SessionState::MaxJsonNumber)
                     .arg(SessionState::MaxJsonNumber + 1));
            return fallback;
        }
        if (d > double(max)) {
            return outOfRange();
        }
        return quint64(d);
    }

    bool flag(const char *key, bool fallback)
    {
        if (failed() || !has(key)) {
            return fallback;
        }
        if (!value(key).isBool()) {
            fail(spoken(QT_TRANSLATE_NOOP("SessionState", "“%1” must be true or false")).arg(name(key)));
            return fallback;
        }
        return value(key).toBool();
    }

    // One of `names` (its index); `fallback` when absent.
    template<std::size_t Size>
    int choice(const char *key, const std::array<const char *, Size> &names, int fallback,
        bool required = false)
    {
        if (failed()) {
            return fallback;
        }
        if (!has(key)) {
            if (required) {
                fail(spoken(QT_TRANSLATE_NOOP("SessionState", "“%1” is missing")).arg(name(key)));
            }
            return fallback;
        }
        QStringList valid;
        for (const char *n : names) {
            valid << QString::fromLatin1(n);
        }
        const int index = int(valid.indexOf(value(key).toString()));
        if (!value(key).isString() || index < 0) {
            fail(spoken(QT_TRANSLATE_NOOP("SessionState", "“%1” must be one of %2")).arg(name(key), valid.join(QStringLiteral(", "))));
            return fallback;
        }
        return index;
    }

    QJsonArray array(const char *key)
    {
        if (failed() || !has(key)) {
            return {};
        }
        if (!value(key).isArray()) {
            fail(spoken(QT_TRANSLATE_NOOP("SessionState", "“%1” must be a list")).arg(name(key)));
            return {};
        }
        return value(key).toArray();
    }

    QJsonObject object(const char *key)
    {
        if (failed() || !has(key)) {
            return {};
        }
        if (!value(key).isObject()) {
            fail(spoken(QT_TRANSLATE_NOOP("SessionState", "“%1” must be an object")).arg(name(key)));
            return {};
        }
        return value(key).toObject();
    }

private:
    QJsonObject m_object;
    QString m_prefix;
    QString m_problem;
};

} // namespace

QJsonObject SessionState::toJson() const
{
    QJsonObject json;
    json.insert(QStringLiteral("n"), n);
    json.insert(QStringLiteral("algorithm"),
        QString::fromLatin1(nq::algorithmInfo(algorithm).name.data(),
            qsizetype(nq::algorithmInfo(algorithm).name.size())));
    json.insert(QStringLiteral("seed"), wholeNumber(seed));
    if (!start.isEmpty()) {
        QJsonArray columns;
        for (const int column : start) {
            columns.append(column);
        }
        json.insert(QStringLiteral("start"), columns);
    }
    json.insert(QStringLiteral("step"), wholeNumber(step));
    json.insert(QStringLiteral("speed"), speedIndex);
    json.insert(QStringLiteral("breakpoints"),
        QJsonObject { { QStringLiteral("solution"), breakOnSolution },
            { QStringLiteral("backtrack"), breakOnBacktrack },
            { QStringLiteral("depth"), breakAtDepth } });
    json.insert(QStringLiteral("mode"), QString::fromLatin1(ModeNames.at(std::size_t(mode))));
    if (!playQueens.isEmpty()) {
        QJsonArray squares;
        for (const QPoint &queen : playQueens) {
            squares.append(QJsonArray { queen.y(), queen.x() });
        }
        json.insert(QStringLiteral("play"), squares);
    }
    QJsonArray kinds;
    for (int kind = 0; kind < nq::learn::QuestionKindCount; ++kind) {
        if (predict.has(nq::learn::QuestionKind(kind))) {
            kinds.append(QString::fromLatin1(KindNames.at(std::size_t(kind))));
        }
    }
    json.insert(QStringLiteral("predict"),
        QJsonObject { { QStringLiteral("frequency"),
                          QString::fromLatin1(FrequencyNames.at(std::size_t(predict.frequency))) },
            { QStringLiteral("k"), predict.k }, { QStringLiteral("seed"), wholeNumber(predict.seed) },
            { QStringLiteral("kinds"), kinds } });
    json.insert(QStringLiteral("view"),
        QJsonObject { { QStringLiteral("presentation"), presentation } });
    if (panels) {
        QJsonObject shown = json.value(QStringLiteral("view")).toObject();
        shown.insert(QStringLiteral("panels"), QJsonArray::fromStringList(*panels));
        json.insert(QStringLiteral("view"), shown);
    }
    if (!parts.isEmpty()) {
        QJsonObject activities;
        for (auto part = parts.cbegin(); part != parts.cend(); ++part) {
            activities.insert(part.key(), part.value());
        }
        json.insert(QStringLiteral("activities"), activities);
    }
    return json;
}

std::optional<SessionState> SessionState::fromJson(const QJsonObject &json, QString *problem)
{
    SessionState state;
    Reader top(json, QString());
    const auto report = [problem](const QString &text) {
        if (problem) {
            *problem = text;
        }
        return std::nullopt;
    };

    if (!top.has("algorithm")) {
        return report(spoken(QT_TRANSLATE_NOOP("SessionState", "“algorithm” is missing")));
    }
    const QString algorithmName = top.value("algorithm").toString();
    const auto algorithm = nq::algorithmFromName(algorithmName.toStdString());
    if (!top.value("algorithm").isString() || !algorithm) {
        return report(spoken(QT_TRANSLATE_NOOP("SessionState", "unknown algorithm “%1”; valid algorithms: %2"))
                          .arg(top.value("algorithm").isString() ? algorithmName
                                                                 : spoken(QT_TRANSLATE_NOOP("SessionState", "(not a name)")),
                              QString::fromStdString(nq::algorithmNames())));
    }
    state.algorithm = *algorithm;
    const int maxN = nq::algorithmInfo(state.algorithm).maxN;
    state.n = int(top.number("n", nq::MinBoardSize, quint64(maxN), 8, true));
    state.seed = top.number("seed", 0, MaxSeed, nq::DefaultSeed);
    state.step = top.number("step", 0, MaxStep, 0);
    state.speedIndex = int(top.number("speed", 0, MaxSpeedIndex, 3));
    const QJsonArray start = top.array("start");
    if (top.failed()) {
        return report(top.problem());
    }
    if (!start.isEmpty()) {
        if (start.size() != state.n) {
            return report(spoken(QT_TRANSLATE_NOOP("SessionState", "“start” must list %1 columns, one per row, not %2"))
                              .arg(state.n)
                              .arg(start.size()));
        }
        std::vector<int> columns;
        for (const QJsonValue &v : start) {
            const double d = v.toDouble(-2);
            if (!v.isDouble() || std::floor(d) != d || d < -1 || d >= state.n) {
                return report(spoken(QT_TRANSLATE_NOOP("SessionState", "“start” must hold columns from -1 (a free row) to %1"))
                                  .arg(state.n - 1));
            }
            columns.push_back(int(d));
            state.start.append(int(d));
        }
        if (nq::givenQueenCount(columns) > 0 && !nq::isBacktracker(state.algorithm)) {
            return report(spoken(QT_TRANSLATE_NOOP("SessionState", "“start” gives queens, which %1 cannot take"))
                              .arg(algorithmName));
        }
        if (const nq::StartProblem bad = nq::checkStart(state.n, columns)) {
            if (bad.kind == nq::StartProblem::Kind::Attack) {
                // Named as the board labels the squares, in the reader's language.
                static constexpr std::array<const char *, 3> Lines {
                    QT_TRANSLATE_NOOP("SessionState", "along the column"),
                    QT_TRANSLATE_NOOP("SessionState", "along the diagonal"),
                    QT_TRANSLATE_NOOP("SessionState", "along the anti-diagonal") };
                const auto line = std::size_t(bad.line == nq::Line::Column ? 0
                        : bad.line == nq::Line::Diagonal                   ? 1
                                                                           : 2);
                return report(spoken(QT_TRANSLATE_NOOP("SessionState",
                                  "“start”: the queens on %1 and %2 attack each other %3"))
                                  .arg(QString::fromStdString(nq::squareName(state.n, bad.first)),
                                      QString::fromStdString(nq::squareName(state.n, bad.second)),
                                      spoken(Lines.at(line))));
            }
            return report(spoken(QT_TRANSLATE_NOOP("SessionState", "“start”: %1")).arg(QString::fromStdString(bad.message)));
        }
        if (nq::givenQueenCount(columns) == 0) {
            state.start.clear(); // a full run
        }
    }

    const QJsonObject breakpoints = top.object("breakpoints");
    Reader breaks(breakpoints, QStringLiteral("breakpoints."));
    state.breakOnSolution = breaks.flag("solution", false);
    state.breakOnBacktrack = breaks.flag("backtrack", false);
    state.breakAtDepth = int(breaks.number("depth", 0, quint64(state.n), 0));
    if (breaks.failed()) {
        return report(breaks.problem());
    }

    state.mode = Mode(top.choice("mode", ModeNames, 0));
    const QJsonArray play = top.array("play");
    if (top.failed()) {
        return report(top.problem());
    }
    if ((state.mode == Mode::Play || !play.isEmpty()) && state.n > MaxPlaySize) {
        return report(spoken(QT_TRANSLATE_NOOP("SessionState", "play mode takes boards up to %1 x %1, not %2 x %2"))
                          .arg(MaxPlaySize)
                          .arg(state.n));
    }
    for (const QJsonValue &v : play) {
        const QJsonArray square = v.toArray();
        const auto inRange = [&state](const QJsonValue &c) {
            return c.isDouble() && std::floor(c.toDouble()) == c.toDouble() && c.toDouble() >= 0
                && c.toDouble() < state.n;
        };
        if (!v.isArray() || square.size() != 2 || !inRange(square.at(0)) || !inRange(square.at(1))) {
            return report(spoken(QT_TRANSLATE_NOOP("SessionState", "“play” must list squares [row, column], each from 0 to %1"))
                              .arg(state.n - 1));
        }
        const QPoint queen(square.at(1).toInt(), square.at(0).toInt());
        if (state.playQueens.contains(queen)) {
            return report(spoken(QT_TRANSLATE_NOOP("SessionState", "“play” names the square [%1, %2] twice"))
                              .arg(queen.y())
                              .arg(queen.x()));
        }
        state.playQueens.append(queen);
    }

    const QJsonObject predict = top.object("predict");
    Reader ask(predict, QStringLiteral("predict."));
    state.predict.frequency = nq::learn::Frequency(
        ask.choice("frequency", FrequencyNames, int(state.predict.frequency)));
    state.predict.k = int(ask.number("k", 1, MaxPredictK, quint64(state.predict.k)));
    state.predict.seed = ask.number("seed", 0, MaxPredictSeed, state.predict.seed);
    if (ask.has("kinds") && !ask.failed()) {
        const QJsonArray kinds = ask.array("kinds");
        state.predict.kinds = 0;
        for (const QJsonValue &v : kinds) {
            std::size_t kind = 0;
            while (kind < KindNames.size() && v.toString() != QLatin1String(KindNames.at(kind))) {
                ++kind;
            }
            if (!v.isString() || kind == KindNames.size()) {
                QStringList valid;
                for (const char *n : KindNames) {
                    valid << QString::fromLatin1(n);
                }
                ask.fail(spoken(QT_TRANSLATE_NOOP("SessionState", "“predict.kinds” must list names from %1"))
                             .arg(valid.join(QStringLiteral(", "))));
                break;
            }
            state.predict.set(nq::learn::QuestionKind(kind), true);
        }
    }
    if (ask.failed()) {
        return report(ask.problem());
    }

    const QJsonObject view = top.object("view");
    Reader shown(view, QStringLiteral("view."));
    const QJsonArray panels = shown.array("panels");
    if (shown.has("panels") && !shown.failed()) {
        state.panels = QStringList();
    }
    for (const QJsonValue &v : panels) {
        if (!v.isString()) {
            shown.fail(spoken(QT_TRANSLATE_NOOP("SessionState", "“view.panels” must list panel names")));
            break;
        }
        state.panels->append(v.toString());
    }
    state.presentation = shown.flag("presentation", false);
    if (top.failed() || shown.failed()) {
        return report(top.failed() ? top.problem() : shown.problem());
    }

    // The activities' own parts: only their names and that each is an
    // object are checked here; each activity checks what its part holds.
    const QJsonObject activities = top.object("activities");
    if (top.failed()) {
        return report(top.problem());
    }
    if (activities.size() > MaxParts) {
        return report(spoken(QT_TRANSLATE_NOOP("SessionState", "“activities” holds %1 parts; at most %2"))
                          .arg(activities.size())
                          .arg(MaxParts));
    }
    for (auto part = activities.constBegin(); part != activities.constEnd(); ++part) {
        const QString name = part.key();
        const bool plain = !name.isEmpty() && name.size() <= MaxPartName
            && std::all_of(name.cbegin(), name.cend(), [](QChar c) {
                   return (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'-';
               });
        if (!plain) {
            // The name is not repeated: it may be anything, control
            // characters included.
            return report(spoken(QT_TRANSLATE_NOOP("SessionState",
                              "“activities” names a part wrongly; a name is 1 to %1 lower-case letters, digits or -"))
                              .arg(MaxPartName));
        }
        if (!part.value().isObject()) {
            return report(spoken(QT_TRANSLATE_NOOP("SessionState", "“activities.%1” must be an object")).arg(name));
        }
        state.parts.insert(name, part.value().toObject());
    }
    return state;
}
