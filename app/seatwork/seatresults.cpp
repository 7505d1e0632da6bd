// SPDX-License-Identifier: MIT
#include "seatwork/seatresults.h"

#include "files/resultsfile.h"
#include "files/resultssheet.h"
#include "text/echo.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <numeric>

using nq::learn::MistakeKind;
using nq::learn::MistakeKindCount;

namespace {

QString kindName(std::size_t kind)
{
    return QString::fromLatin1(nq::learn::mistakeKindName(MistakeKind(kind)));
}

// JSON numbers are doubles: counts and times are whole and at most 2^53.
constexpr double MaxWhole = 9007199254740992.0;

bool isCount(const QJsonValue &value)
{
    if (!value.isDouble()) {
        return false;
    }
    const double d = value.toDouble();
    return d >= 0 && d <= MaxWhole && d == double(qint64(d));
}

// Plain text: no control or format characters (a name is shown in the
// window's table and written to files), no unpaired surrogates.
bool isPlainText(const QString &text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format) {
            return false;
        }
        if (c.isHighSurrogate()) {
            if (i + 1 >= text.size() || !text.at(i + 1).isLowSurrogate()) {
                return false;
            }
            ++i;
        } else if (c.isLowSurrogate()) {
            return false;
        }
    }
    return text.trimmed() == text;
}

} // namespace

std::uint64_t SeatResults::Pupil::mistakeTotal() const noexcept
{
    return std::accumulate(mistakes.begin(), mistakes.end(), std::uint64_t { 0 });
}

SeatResults::SeatResults(int seatId, const SeatSettings &settings, const QDateTime &started)
    : m_seatId(seatId)
    , m_settings(settings)
    , m_started(started.toUTC())
{ }

const SeatResults::Pupil *SeatResults::pupil(const QString &id) const
{
    for (const Pupil &pupil : m_pupils) {
        if (pupil.id == id) {
            return &pupil;
        }
    }
    return nullptr;
}

void SeatResults::setPupil(const Pupil &pupil)
{
    for (Pupil &known : m_pupils) {
        if (known.id == pupil.id) {
            const QString name = known.name;
            known = pupil;
            if (known.name.isEmpty()) {
                known.name = name;
            }
            return;
        }
    }
    m_pupils.append(pupil);
}

bool SeatResults::setName(const QString &id, const QString &name)
{
    for (Pupil &known : m_pupils) {
        if (known.id == id) {
            known.name = name;
            return true;
        }
    }
    return false;
}

QByteArray SeatResults::toCsv() const
{
    ResultsSheet sheet;
    sheet.texts({ QStringLiteral("pupil"), QStringLiteral("algorithm"),
        QStringLiteral("board_size"), QStringLiteral("steps_done"), QStringLiteral("steps_shown"),
        QStringLiteral("mistakes") });
    for (std::size_t kind = 0; kind < MistakeKindCount; ++kind) {
        sheet.text(QStringLiteral("mistakes_") + kindName(kind));
    }
    sheet
        .texts({ QStringLiteral("seconds"), QStringLiteral("finished"),
            QStringLiteral("solution_reached") })
        .endRow();
    const QString algorithm = QString::fromLatin1(nq::algorithmInfo(m_settings.algorithm).name);
    for (const Pupil &pupil : m_pupils) {
        sheet.text(pupil.name.isEmpty() ? pupil.id : pupil.name)
            .text(algorithm)
            .number(m_settings.n)
            .number(pupil.done)
            .number(pupil.shown)
            .number(pupil.mistakeTotal());
        for (const std::uint64_t count : pupil.mistakes) {
            sheet.number(count);
        }
        sheet.decimal(double(pupil.ms) / 1000.0, 1)
            .flag(pupil.finished)
            .flag(pupil.solutionReached)
            .endRow();
    }
    return sheet.toCsv();
}

QJsonObject SeatResults::toJsonObject() const
{
    QJsonArray pupils;
    for (const Pupil &pupil : m_pupils) {
        QJsonObject mistakes;
        for (std::size_t kind = 0; kind < MistakeKindCount; ++kind) {
            mistakes.insert(kindName(kind), double(pupil.mistakes[kind]));
        }
        pupils.append(QJsonObject { { QStringLiteral("id"), pupil.id },
            { QStringLiteral("name"), pupil.name }, { QStringLiteral("done"), double(pupil.done) },
            { QStringLiteral("shown"), double(pupil.shown) },
            { QStringLiteral("mistakes"), mistakes }, { QStringLiteral("ms"), double(pupil.ms) },
            { QStringLiteral("finished"), pupil.finished },
            { QStringLiteral("solutionReached"), pupil.solutionReached } });
    }
    return QJsonObject { { QStringLiteral("mode"), QStringLiteral("seatwork") },
        { QStringLiteral("version"), 1 }, { QStringLiteral("seat"), m_seatId },
        { QStringLiteral("algorithm"),
            QString::fromLatin1(nq::algorithmInfo(m_settings.algorithm).name) },
        { QStringLiteral("n"), m_settings.n },
        { QStringLiteral("stepLimit"), double(m_settings.stepLimit) },
        { QStringLiteral("refusalsMarked"), m_settings.refusalsMarked },
        { QStringLiteral("started"), m_started.toString(Qt::ISODateWithMs) },
        { QStringLiteral("pupils"), pupils } };
}

QByteArray SeatResults::toJson() const
{
    return ResultsFile::json(toJsonObject());
}

bool SeatResults::save(const QString &path, QString *error) const
{
    return ResultsFile::write(
        path, [this] { return toCsv(); }, [this] { return toJson(); }, error);
}

std::optional<SeatResults> SeatResults::fromJson(const QByteArray &json, QString *error)
{
    if (json.size() > MaxJsonBytes) {
        if (error) {
            *error = tr("The file is too large to be seat work's results.");
        }
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        if (error) {
            *error = tr("The file is not seat work's results: it is not a JSON object.");
        }
        return std::nullopt;
    }
    return fromJsonObject(document.object(), error);
}

std::optional<SeatResults> SeatResults::fromJsonObject(const QJsonObject &root, QString *error)
{
    // `where` names the field in the file's own words (not translated: it
    // is the file's), for the teacher who asks someone to look at it.
    const auto damaged = [error](const QString &where) -> std::optional<SeatResults> {
        if (error) {
            *error = tr("The seat work's results are damaged at %1.").arg(where);
        }
        return std::nullopt;
    };
    if (root.value(QLatin1String("mode")) != QJsonValue(QStringLiteral("seatwork"))
        || root.value(QLatin1String("version")) != QJsonValue(1)) {
        if (error) {
            *error = tr("The file is not seat work's results of this program's version.");
        }
        return std::nullopt;
    }
    const QStringList fields { QStringLiteral("mode"), QStringLiteral("version"),
        QStringLiteral("seat"), QStringLiteral("algorithm"), QStringLiteral("n"),
        QStringLiteral("stepLimit"), QStringLiteral("refusalsMarked"), QStringLiteral("started"),
        QStringLiteral("pupils") };
    for (const QString &key : root.keys()) {
        if (!fields.contains(key)) {
            return damaged(text::echoed(key));
        }
    }

    const QJsonValue seat = root.value(QLatin1String("seat"));
    if (!isCount(seat) || seat.toDouble() < 1 || seat.toDouble() > 2147483647.0) {
        return damaged(QStringLiteral("seat"));
    }
    SeatSettings settings;
    const QJsonValue algorithm = root.value(QLatin1String("algorithm"));
    const auto named = algorithm.isString() && algorithm.toString().size() <= MaxIdLength
        ? nq::algorithmFromName(algorithm.toString().toStdString())
        : std::nullopt;
    if (!named) {
        return damaged(QStringLiteral("algorithm"));
    }
    settings.algorithm = *named;
    const QJsonValue n = root.value(QLatin1String("n"));
    if (!isCount(n) || n.toDouble() > SeatSettings::MaxSize) {
        return damaged(QStringLiteral("n"));
    }
    settings.n = n.toInt();
    if (!settings.isValid()) {
        // A size out of range, or an algorithm practice does not take.
        return damaged(
            isBacktracker(settings.algorithm) ? QStringLiteral("n") : QStringLiteral("algorithm"));
    }
    const QJsonValue stepLimit = root.value(QLatin1String("stepLimit"));
    if (!isCount(stepLimit)) {
        return damaged(QStringLiteral("stepLimit"));
    }
    settings.stepLimit = std::uint64_t(stepLimit.toDouble());
    const QJsonValue refusalsMarked = root.value(QLatin1String("refusalsMarked"));
    if (!refusalsMarked.isBool()) {
        return damaged(QStringLiteral("refusalsMarked"));
    }
    settings.refusalsMarked = refusalsMarked.toBool();
    const QJsonValue startedValue = root.value(QLatin1String("started"));
    const QDateTime started = startedValue.isString() && startedValue.toString().size() <= 64
        ? QDateTime::fromString(startedValue.toString(), Qt::ISODateWithMs)
        : QDateTime();
    if (!started.isValid()) {
        return damaged(QStringLiteral("started"));
    }
    SeatResults results(seat.toInt(), settings, started);

    const QJsonValue pupilsValue = root.value(QLatin1String("pupils"));
    if (!pupilsValue.isArray() || pupilsValue.toArray().size() > MaxPupils) {
        return damaged(QStringLiteral("pupils"));
    }
    const QJsonArray pupils = pupilsValue.toArray();
    const QStringList pupilFields { QStringLiteral("id"), QStringLiteral("name"),
        QStringLiteral("done"), QStringLiteral("shown"), QStringLiteral("mistakes"),
        QStringLiteral("ms"), QStringLiteral("finished"), QStringLiteral("solutionReached") };
    QSet<QString> ids;
    for (qsizetype i = 0; i < pupils.size(); ++i) {
        const QString where = QStringLiteral("pupils[%1]").arg(i);
        if (!pupils[i].isObject()) {
            return damaged(where);
        }
        const QJsonObject p = pupils[i].toObject();
        for (const QString &key : p.keys()) {
            if (!pupilFields.contains(key)) {
                return damaged(where + QLatin1Char('.') + text::echoed(key));
            }
        }
        Pupil pupil;
        const QJsonValue id = p.value(QLatin1String("id"));
        if (!id.isString() || id.toString().isEmpty() || id.toString().size() > MaxIdLength
            || !isPlainText(id.toString()) || ids.contains(id.toString())) {
            return damaged(where + QStringLiteral(".id"));
        }
        pupil.id = id.toString();
        const QJsonValue name = p.value(QLatin1String("name"));
        if (!name.isString() || name.toString().size() > MaxNameLength
            || !isPlainText(name.toString())) {
            return damaged(where + QStringLiteral(".name"));
        }
        pupil.name = name.toString();
        const QJsonValue done = p.value(QLatin1String("done"));
        const QJsonValue shown = p.value(QLatin1String("shown"));
        const QJsonValue ms = p.value(QLatin1String("ms"));
        if (!isCount(done)) {
            return damaged(where + QStringLiteral(".done"));
        }
        if (!isCount(shown)) {
            return damaged(where + QStringLiteral(".shown"));
        }
        if (!isCount(ms)) {
            return damaged(where + QStringLiteral(".ms"));
        }
        pupil.done = std::uint64_t(done.toDouble());
        pupil.shown = std::uint64_t(shown.toDouble());
        pupil.ms = qint64(ms.toDouble());
        const QJsonValue mistakesValue = p.value(QLatin1String("mistakes"));
        const QJsonObject mistakes = mistakesValue.toObject();
        if (!mistakesValue.isObject() || mistakes.size() != qsizetype(MistakeKindCount)) {
            return damaged(where + QStringLiteral(".mistakes"));
        }
        for (std::size_t kind = 0; kind < MistakeKindCount; ++kind) {
            const QJsonValue count = mistakes.value(kindName(kind));
            if (!isCount(count)) {
                return damaged(where + QStringLiteral(".mistakes.") + kindName(kind));
            }
            pupil.mistakes[kind] = std::uint64_t(count.toDouble());
        }
        const QJsonValue finished = p.value(QLatin1String("finished"));
        const QJsonValue solution = p.value(QLatin1String("solutionReached"));
        if (!finished.isBool()) {
            return damaged(where + QStringLiteral(".finished"));
        }
        // A solution reached ends the practice when it runs to the first one.
        if (!solution.isBool()
            || (solution.toBool() && settings.stepLimit == 0 && !finished.toBool())) {
            return damaged(where + QStringLiteral(".solutionReached"));
        }
        pupil.finished = finished.toBool();
        pupil.solutionReached = solution.toBool();
        ids.insert(pupil.id);
        results.m_pupils.append(pupil);
    }
    return results;
}
