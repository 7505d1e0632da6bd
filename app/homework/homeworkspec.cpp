// SPDX-License-Identifier: MIT
#include "homework/homeworkspec.h"

#include "learn/practiceengine.h"
#include "learn/question.h"
#include "solver/algorithm.h"

#include <QJsonArray>
#include <QRandomGenerator>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace {

const QString Format = QStringLiteral("nqueens-homework");

QString kindName(HomeworkTask::Kind kind)
{
    switch (kind) {
    case HomeworkTask::Kind::Practice:
        return QStringLiteral("practice");
    case HomeworkTask::Kind::Predict:
        return QStringLiteral("predict");
    case HomeworkTask::Kind::Browse:
        break;
    }
    return QStringLiteral("browse");
}

// Reads one object's fields, each once, and remembers the first reason to
// refuse; the keys it was asked for are the only ones the object may hold.
class FieldReader
{
public:
    FieldReader(const QJsonObject &object, QString path)
        : m_object(object)
        , m_path(std::move(path))
    {
    }

    bool failed() const { return !m_reason.isEmpty(); }
    const QString &reason() const { return m_reason; }

    // A whole number in [low, high]; JSON has only doubles, so 6.0 is 6 and 6.5 is refused.
    int number(const QString &key, int low, int high)
    {
        const QJsonValue value = take(key);
        if (failed())
            return low;
        const double d = value.toDouble(std::nan(""));
        if (!value.isDouble() || d != std::floor(d) || d < low || d > high) {
            fail(HomeworkSpec::tr("The homework's %1 must be a whole number from %2 to %3.")
                     .arg(name(key)).arg(low).arg(high));
            return low;
        }
        return static_cast<int>(d);
    }

    bool flag(const QString &key)
    {
        const QJsonValue value = take(key);
        if (failed())
            return false;
        if (!value.isBool()) {
            fail(HomeworkSpec::tr("The homework's %1 must be true or false.").arg(name(key)));
            return false;
        }
        return value.toBool();
    }

    // Plain text of at most `maxLength` characters: no control characters
    // (a line break, a tab, an escape sequence hidden in a title).
    QString text(const QString &key, int maxLength)
    {
        const QJsonValue value = take(key);
        if (failed())
            return {};
        const QString text = value.toString();
        const bool plain = std::none_of(text.cbegin(), text.cend(), [](QChar c) {
            return c.category() == QChar::Other_Control || c.category() == QChar::Other_Format
                || c.category() == QChar::Other_Surrogate || c.category() == QChar::Other_NotAssigned
                || c == QChar::LineSeparator || c == QChar::ParagraphSeparator;
        });
        if (!value.isString() || text.size() > maxLength || !plain) {
            fail(HomeworkSpec::tr("The homework's %1 must be plain text of at most %2 characters.")
                     .arg(name(key)).arg(maxLength));
            return {};
        }
        return text;
    }

    QString oneOf(const QString &key, const QStringList &names)
    {
        const QJsonValue value = take(key);
        if (failed())
            return {};
        if (!value.isString() || !names.contains(value.toString())) {
            fail(HomeworkSpec::tr("The homework's %1 must be one of: %2.")
                     .arg(name(key), names.join(QStringLiteral(", "))));
            return {};
        }
        return value.toString();
    }

    QJsonValue take(const QString &key)
    {
        if (failed())
            return {};
        m_known.append(key);
        if (!m_object.contains(key)) {
            fail(HomeworkSpec::tr("The homework has no %1.").arg(name(key)));
            return {};
        }
        return m_object.value(key);
    }

    // Refuses a key the reader was not asked for (call after reading every field).
    void noOtherKeys()
    {
        if (failed())
            return;
        for (auto it = m_object.constBegin(); it != m_object.constEnd(); ++it) {
            if (!m_known.contains(it.key())) {
                fail(HomeworkSpec::tr("The homework has a field this program does not know: %1.")
                         .arg(name(it.key().left(40))));
                return;
            }
        }
    }

    void fail(const QString &reason)
    {
        if (!failed())
            m_reason = reason;
    }

    QString name(const QString &key) const
    {
        return m_path.isEmpty() ? key : m_path + QLatin1Char('.') + key;
    }

private:
    QJsonObject m_object;
    QString m_path;
    QStringList m_known;
    QString m_reason;
};

std::optional<HomeworkTask> readTask(const QJsonValue &value, int index, QString *reason)
{
    const QString path = QStringLiteral("tasks[%1]").arg(index);
    if (!value.isObject()) {
        *reason = HomeworkSpec::tr("The homework's %1 must be an object.").arg(path);
        return std::nullopt;
    }
    FieldReader fields(value.toObject(), path);
    HomeworkTask task;
    const QString kind = fields.oneOf(QStringLiteral("kind"),
        {QStringLiteral("practice"), QStringLiteral("predict"), QStringLiteral("browse")});
    if (kind == QLatin1String("practice")) {
        task.kind = HomeworkTask::Kind::Practice;
        task.algorithm = fields.oneOf(QStringLiteral("algorithm"), HomeworkSpec::practiceAlgorithms());
        task.n = fields.number(QStringLiteral("n"), HomeworkSpec::MinN, HomeworkSpec::MaxN);
        task.stepLimit = fields.number(QStringLiteral("stepLimit"), 0, HomeworkSpec::MaxStepLimit);
        task.pupilRefuses = fields.flag(QStringLiteral("pupilRefuses"));
    } else if (kind == QLatin1String("predict")) {
        task.kind = HomeworkTask::Kind::Predict;
        task.algorithm = fields.oneOf(QStringLiteral("algorithm"), HomeworkSpec::predictAlgorithms());
        task.n = fields.number(QStringLiteral("n"), HomeworkSpec::MinN, HomeworkSpec::MaxN);
        task.runSeed = fields.number(QStringLiteral("runSeed"), 0, HomeworkSpec::MaxSeed);
        task.frequency = fields.oneOf(QStringLiteral("frequency"), HomeworkSpec::frequencies());
        task.k = fields.number(QStringLiteral("k"), 1, HomeworkSpec::MaxK);
        task.seed = fields.number(QStringLiteral("seed"), 0, HomeworkSpec::MaxSeed);
        task.kinds = fields.number(QStringLiteral("kinds"), 1, (1 << nq::learn::QuestionKindCount) - 1);
        task.lastPosition = fields.number(QStringLiteral("lastPosition"), 1, HomeworkSpec::MaxLastPosition);
    } else if (kind == QLatin1String("browse")) {
        task.kind = HomeworkTask::Kind::Browse;
        task.n = fields.number(QStringLiteral("n"), HomeworkSpec::MinN, HomeworkSpec::MaxBrowseN);
    }
    fields.noOtherKeys();
    if (fields.failed()) {
        *reason = fields.reason();
        return std::nullopt;
    }
    return task;
}

} // namespace

QString HomeworkSpec::newId()
{
    const quint64 value = QRandomGenerator::system()->generate64();
    return QStringLiteral("%1").arg(value, 16, 16, QLatin1Char('0'));
}

QStringList HomeworkSpec::languages()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("es"), QStringLiteral("fr")};
}

QStringList HomeworkSpec::practiceAlgorithms()
{
    QStringList names;
    for (const nq::AlgorithmInfo &info : nq::algorithms()) {
        // Availability on the smallest board: only min-conflicts is refused at any size.
        if (nq::learn::availability(info.id, MinN) == nq::learn::Availability::Available)
            names.append(QString::fromUtf8(info.name.data(), static_cast<qsizetype>(info.name.size())));
    }
    return names;
}

QStringList HomeworkSpec::predictAlgorithms()
{
    QStringList names;
    for (const nq::AlgorithmInfo &info : nq::algorithms())
        names.append(QString::fromUtf8(info.name.data(), static_cast<qsizetype>(info.name.size())));
    return names;
}

QStringList HomeworkSpec::frequencies()
{
    // In nq::learn::Frequency's order, as wasm/engine.cpp names them.
    return {QStringLiteral("every-step"), QStringLiteral("each-backtrack"),
        QStringLiteral("each-new-row"), QStringLiteral("one-in-k")};
}

QJsonObject HomeworkSpec::toJson() const
{
    QJsonArray taskArray;
    for (const HomeworkTask &task : tasks) {
        QJsonObject object{{QStringLiteral("kind"), kindName(task.kind)}};
        switch (task.kind) {
        case HomeworkTask::Kind::Practice:
            object.insert(QStringLiteral("algorithm"), task.algorithm);
            object.insert(QStringLiteral("n"), task.n);
            object.insert(QStringLiteral("stepLimit"), task.stepLimit);
            object.insert(QStringLiteral("pupilRefuses"), task.pupilRefuses);
            break;
        case HomeworkTask::Kind::Predict:
            object.insert(QStringLiteral("algorithm"), task.algorithm);
            object.insert(QStringLiteral("n"), task.n);
            object.insert(QStringLiteral("runSeed"), task.runSeed);
            object.insert(QStringLiteral("frequency"), task.frequency);
            object.insert(QStringLiteral("k"), task.k);
            object.insert(QStringLiteral("seed"), task.seed);
            object.insert(QStringLiteral("kinds"), task.kinds);
            object.insert(QStringLiteral("lastPosition"), task.lastPosition);
            break;
        case HomeworkTask::Kind::Browse:
            object.insert(QStringLiteral("n"), task.n);
            break;
        }
        taskArray.append(object);
    }
    return QJsonObject{
        {QStringLiteral("format"), Format},
        {QStringLiteral("version"), Version},
        {QStringLiteral("id"), id},
        {QStringLiteral("title"), title},
        {QStringLiteral("language"), language},
        {QStringLiteral("tasks"), taskArray},
    };
}

std::optional<HomeworkSpec> HomeworkSpec::fromJson(const QJsonObject &object, QString *reason)
{
    QString why;
    const auto refuse = [&](const QString &text) {
        if (reason)
            *reason = text;
        return std::nullopt;
    };
    if (object.value(QStringLiteral("format")) != Format
        || object.value(QStringLiteral("version")) != QJsonValue(Version))
        return refuse(tr("This is not a homework of this program (format \"%1\", version %2).")
                          .arg(Format).arg(Version));

    FieldReader fields(object, QString());
    fields.take(QStringLiteral("format"));
    fields.take(QStringLiteral("version"));
    HomeworkSpec spec;
    const QJsonValue id = fields.take(QStringLiteral("id"));
    static const QRegularExpression hex(QStringLiteral("^[0-9a-f]{16}$"));
    if (!fields.failed() && (!id.isString() || !hex.match(id.toString()).hasMatch()))
        fields.fail(tr("The homework's id must be 16 lower-case hexadecimal digits."));
    spec.id = id.toString();
    spec.title = fields.text(QStringLiteral("title"), MaxTitleLength);
    spec.language = fields.oneOf(QStringLiteral("language"), languages());
    const QJsonValue tasks = fields.take(QStringLiteral("tasks"));
    if (!fields.failed() && (!tasks.isArray() || tasks.toArray().isEmpty() || tasks.toArray().size() > MaxTasks))
        fields.fail(tr("The homework must have a list of 1 to %1 tasks.").arg(MaxTasks));
    fields.noOtherKeys();
    if (fields.failed())
        return refuse(fields.reason());
    const QJsonArray taskArray = tasks.toArray();
    for (qsizetype i = 0; i < taskArray.size(); ++i) {
        const std::optional<HomeworkTask> task = readTask(taskArray.at(i), static_cast<int>(i), &why);
        if (!task)
            return refuse(why);
        spec.tasks.append(*task);
    }
    return spec;
}

QString HomeworkSpec::invalidReason() const
{
    QString why;
    return fromJson(toJson(), &why) ? QString() : why;
}

QString HomeworkSpec::invalidReasonWithoutId() const
{
    HomeworkSpec withId = *this;
    withId.id = QStringLiteral("0000000000000000"); // a valid id, never drawn
    return withId.invalidReason();
}
