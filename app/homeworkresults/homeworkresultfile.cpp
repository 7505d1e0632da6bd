// SPDX-License-Identifier: MIT
#include "homeworkresults/homeworkresultfile.h"

#include "homeworkresults/strictjson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <limits>

namespace {

using Action = HomeworkResultFile::Action;

// The largest "ms" taken: JSON's numbers are exact up to 2^53.
constexpr qint64 MaxMs = qint64(1) << 53;
constexpr qint64 IntMin = std::numeric_limits<int>::min();
constexpr qint64 IntMax = std::numeric_limits<int>::max();

const QString Task = QStringLiteral("task");
const QString Ms = QStringLiteral("ms");
const QString Do = QStringLiteral("do");

std::nullopt_t refuse(HomeworkRefusal *refusal, HomeworkRefusal::Reason reason, const QString &text)
{
    if (refusal) {
        *refusal = { reason, text };
    }
    return std::nullopt;
}

std::nullopt_t damaged(HomeworkRefusal *refusal, const QString &field)
{
    return refuse(refusal, HomeworkRefusal::Reason::Damaged,
        HomeworkResultFile::tr("The file is damaged: %1 is missing or not as the format allows.")
            .arg(field));
}

// Plain text as a pupil's name may be (what PupilNames::clean() keeps, and
// what the page sends: white space made one space, trimmed): no control
// characters, line or paragraph separators, bidirectional embeddings,
// overrides, isolates or marks, lone surrogates or non-characters, no
// space but ' ', none at either end; 1..max code points. Joiners stay
// (an emoji family, a Persian name).
bool isPlainName(const QString &name, int max)
{
    if (name.isEmpty() || name.trimmed() != name) {
        return false;
    }
    const QList<uint> points = name.toUcs4();
    if (points.size() > max) {
        return false;
    }
    for (const uint point : points) {
        const bool bidi = (point >= 0x202A && point <= 0x202E)
            || (point >= 0x2066 && point <= 0x2069) || point == 0x200E || point == 0x200F
            || point == 0x061C;
        const QChar::Category category = QChar::category(char32_t(point));
        if (bidi || QChar::isNonCharacter(char32_t(point)) || category == QChar::Other_Control
            || category == QChar::Other_Surrogate || category == QChar::Separator_Line
            || category == QChar::Separator_Paragraph
            || (category == QChar::Separator_Space && point != ' ')) {
            return false;
        }
    }
    return true;
}

// A square [row, column] of two whole numbers.
bool readSquare(const QJsonValue &value, Action *action)
{
    if (!value.isArray() || value.toArray().size() != 2) {
        return false;
    }
    const std::optional<qint64> row = StrictJson::integer(value.toArray().at(0), IntMin, IntMax);
    const std::optional<qint64> column = StrictJson::integer(value.toArray().at(1), IntMin, IntMax);
    if (!row || !column) {
        return false;
    }
    action->row = int(*row);
    action->column = int(*column);
    return true;
}

// The fields of one action after "task", "ms" and "do"; false when they
// are not exactly the kind's.
bool readFields(const QJsonObject &object, const QString &kind, Action *action)
{
    const QStringList common { Task, Ms, Do };
    const QString square = QStringLiteral("square");
    const QString position = QStringLiteral("position");
    if (kind == QLatin1String("place") || kind == QLatin1String("refuse")
        || kind == QLatin1String("takeback")) {
        action->kind = kind == QLatin1String("place") ? Action::Kind::Place
            : kind == QLatin1String("refuse")         ? Action::Kind::Refuse
                                                      : Action::Kind::TakeBack;
        return StrictJson::hasKeys(object, common + QStringList { square })
            && readSquare(object.value(square), action);
    }
    if (kind == QLatin1String("show")) {
        action->kind = Action::Kind::Show;
        return StrictJson::hasKeys(object, common);
    }
    const bool answer = kind == QLatin1String("answer");
    if (!answer && kind != QLatin1String("reveal")) {
        return false;
    }
    action->kind = answer ? Action::Kind::Answer : Action::Kind::Reveal;
    const std::optional<qint64> at = StrictJson::integer(object.value(position), 0, IntMax);
    if (!at) {
        return false;
    }
    action->position = *at;
    if (!answer) {
        return StrictJson::hasKeys(object, common + QStringList { position });
    }
    const QString field = object.value(QStringLiteral("field")).toString();
    const QStringList answerKeys
        = common + QStringList { position, QStringLiteral("field"), QStringLiteral("a") };
    const QStringList bKey { QStringLiteral("b") };
    qint64 min = IntMin;
    qint64 max = IntMax;
    if (field == QLatin1String("square")) {
        action->field = Action::Field::Square;
        if (!StrictJson::hasKeys(object, answerKeys + bKey)) {
            return false;
        }
    } else {
        if (field == QLatin1String("action")) {
            action->field = Action::Field::Action;
            min = 0;
            max = 3;
        } else if (field == QLatin1String("number")) {
            action->field = Action::Field::Number;
        } else if (field == QLatin1String("yes")) {
            action->field = Action::Field::Yes;
            min = 0;
            max = 1;
        } else {
            return false;
        }
        if (!StrictJson::hasKeys(object, answerKeys, bKey)) {
            return false;
        }
    }
    const std::optional<qint64> a
        = StrictJson::integer(object.value(QStringLiteral("a")), min, max);
    const QJsonValue bValue = object.value(QStringLiteral("b"));
    const std::optional<qint64> b = bValue.isUndefined()
        ? std::optional<qint64>(0)
        : StrictJson::integer(bValue, IntMin, IntMax);
    if (!a || !b) {
        return false;
    }
    action->a = int(*a);
    action->b = int(*b);
    return true;
}

// The claimed counts of a task of `kind`: exactly its keys, each a count.
std::optional<HomeworkCounts> readClaim(const QJsonValue &value, int index, HomeworkTask::Kind kind)
{
    if (!value.isObject()) {
        return std::nullopt;
    }
    const QJsonObject object = value.toObject();
    if (StrictJson::integer(object.value(Task), index, index) != index) {
        return std::nullopt;
    }
    const auto count = [&object](const char *key) {
        return StrictJson::integer(object.value(QLatin1String(key)), 0, MaxMs);
    };
    HomeworkCounts counts;
    switch (kind) {
    case HomeworkTask::Kind::Practice: {
        counts.kind = HomeworkCounts::Kind::Practice;
        const QJsonValue finished = object.value(QStringLiteral("finished"));
        const auto done = count("done");
        const auto shown = count("shown");
        const auto mistakes = count("mistakes");
        if (!StrictJson::hasKeys(object,
                { Task, QStringLiteral("done"), QStringLiteral("shown"), QStringLiteral("mistakes"),
                    QStringLiteral("finished") })
            || !done || !shown || !mistakes || !finished.isBool()) {
            return std::nullopt;
        }
        counts.done = std::uint64_t(*done);
        counts.shown = std::uint64_t(*shown);
        counts.mistakes = std::uint64_t(*mistakes);
        counts.finished = finished.toBool();
        return counts;
    }
    case HomeworkTask::Kind::Predict: {
        counts.kind = HomeworkCounts::Kind::Predict;
        const auto asked = count("asked");
        const auto rightFirst = count("rightFirst");
        const auto rightSecond = count("rightSecond");
        const auto revealed = count("revealed");
        if (!StrictJson::hasKeys(object,
                { Task, QStringLiteral("asked"), QStringLiteral("rightFirst"),
                    QStringLiteral("rightSecond"), QStringLiteral("revealed") })
            || !asked || !rightFirst || !rightSecond || !revealed) {
            return std::nullopt;
        }
        counts.asked = std::uint64_t(*asked);
        counts.rightFirst = std::uint64_t(*rightFirst);
        counts.rightSecond = std::uint64_t(*rightSecond);
        counts.revealed = std::uint64_t(*revealed);
        return counts;
    }
    case HomeworkTask::Kind::Browse:
        counts.kind = HomeworkCounts::Kind::Browse;
        if (!StrictJson::hasKeys(object, { Task })) {
            return std::nullopt;
        }
        return counts;
    }
    return std::nullopt;
}

} // namespace

std::optional<HomeworkResultFile> HomeworkResultFile::read(
    const QString &path, HomeworkRefusal *refusal)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return refuse(refusal, HomeworkRefusal::Reason::Unreadable,
            tr("The file cannot be read: %1.").arg(file.errorString()));
    }
    // The size first (a regular file says it), and never more read than
    // one byte over the cap (a pipe or a file growing says nothing true).
    if (file.size() > MaxBytes) {
        return refuse(refusal, HomeworkRefusal::Reason::TooLarge,
            tr("The file is larger than %1 MB: it is not a results file.").arg(MaxBytes >> 20));
    }
    const QByteArray bytes = file.read(MaxBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        return refuse(refusal, HomeworkRefusal::Reason::Unreadable,
            tr("The file cannot be read: %1.").arg(file.errorString()));
    }
    return fromJson(bytes, refusal);
}

std::optional<HomeworkResultFile> HomeworkResultFile::fromJson(
    const QByteArray &json, HomeworkRefusal *refusal)
{
    using Reason = HomeworkRefusal::Reason;
    if (json.size() > MaxBytes) {
        return refuse(refusal, Reason::TooLarge,
            tr("The file is larger than %1 MB: it is not a results file.").arg(MaxBytes >> 20));
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject()) {
        return refuse(refusal, Reason::NotJson,
            tr("The file is not a homework results file: its text is not JSON."));
    }
    const QJsonObject object = document.object();
    if (object.value(QStringLiteral("format")) != QLatin1String("nqueens-homework-result")) {
        return refuse(refusal, Reason::WrongFormat, tr("The file is not a homework results file."));
    }
    const QJsonValue version = object.value(QStringLiteral("version"));
    if (StrictJson::integer(version, Version, Version) != Version) {
        return refuse(refusal, Reason::WrongVersion,
            tr("The file is of another version of the results format; this program reads version "
               "%1.")
                .arg(Version));
    }
    const QString actionsKey = QStringLiteral("actions");
    if (!StrictJson::hasKeys(object,
            { QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("homework"),
                QStringLiteral("pupil"), actionsKey, QStringLiteral("claimed") })) {
        return refuse(refusal, Reason::Damaged,
            tr("The file is damaged: its fields are not those of the format."));
    }

    HomeworkResultFile file;
    const QJsonValue homework = object.value(QStringLiteral("homework"));
    if (!homework.isObject()) {
        return damaged(refusal, QStringLiteral("homework"));
    }
    QString why;
    std::optional<HomeworkSpec> spec = HomeworkSpec::fromJson(homework.toObject(), &why);
    if (!spec) {
        return refuse(refusal, Reason::Damaged, tr("The file is damaged: %1").arg(why));
    }
    file.homework = std::move(*spec);
    const int taskCount = int(file.homework.tasks.size());

    const QJsonValue pupil = object.value(QStringLiteral("pupil"));
    if (!pupil.isString() || !isPlainName(pupil.toString(), MaxPupilLength)) {
        return damaged(refusal, QStringLiteral("pupil"));
    }
    file.pupil = pupil.toString();

    const QJsonValue actions = object.value(actionsKey);
    if (!actions.isArray()) {
        return damaged(refusal, actionsKey);
    }
    const QJsonArray list = actions.toArray();
    if (list.size() > MaxActions) {
        return refuse(refusal, Reason::TooManyActions,
            tr("The file holds %1 actions; a homework has at most %2.")
                .arg(list.size())
                .arg(MaxActions));
    }
    file.actions.reserve(list.size());
    qint64 lastMs = 0;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString field = QStringLiteral("actions[%1]").arg(i);
        if (!list.at(i).isObject()) {
            return damaged(refusal, field);
        }
        const QJsonObject entry = list.at(i).toObject();
        Action action;
        const std::optional<qint64> task = StrictJson::integer(entry.value(Task), 0, taskCount - 1);
        const std::optional<qint64> ms = StrictJson::integer(entry.value(Ms), 0, MaxMs);
        const QJsonValue kind = entry.value(Do);
        if (!task || !ms || !kind.isString() || !readFields(entry, kind.toString(), &action)) {
            return damaged(refusal, field);
        }
        action.task = int(*task);
        action.ms = *ms;
        if (action.ms < lastMs) {
            return refuse(refusal, Reason::TimeGoesBack,
                tr("The times go back at action %1: %2 ms after %3 ms.")
                    .arg(i + 1)
                    .arg(action.ms)
                    .arg(lastMs));
        }
        lastMs = action.ms;
        file.actions.append(action);
    }

    const QJsonValue claimed = object.value(QStringLiteral("claimed"));
    if (!claimed.isArray() || claimed.toArray().size() != taskCount) {
        return damaged(refusal, QStringLiteral("claimed"));
    }
    for (int i = 0; i < taskCount; ++i) {
        const std::optional<HomeworkCounts> counts
            = readClaim(claimed.toArray().at(i), i, file.homework.tasks.at(i).kind);
        if (!counts) {
            return damaged(refusal, QStringLiteral("claimed[%1]").arg(i));
        }
        file.claimed.append(*counts);
    }
    if (refusal) {
        *refusal = {};
    }
    return file;
}
