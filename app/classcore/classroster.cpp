// SPDX-License-Identifier: MIT
#include "classcore/classroster.h"

#include "classcore/classsession.h"
#include "classcore/pupilnames.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace {

constexpr int Format = 1;
constexpr int TokenLength = 32;

// A whole number in [low, high], or nothing (a fraction, text, too large).
std::optional<int> wholeIn(const QJsonValue &value, int low, int high)
{
    if (!value.isDouble()) {
        return std::nullopt;
    }
    const double d = value.toDouble();
    if (!(d >= low && d <= high) || d != double(qint64(d))) {
        return std::nullopt;
    }
    return int(d);
}

// "p" and a number from 1 to `below` - 1, written as the class writes it.
std::optional<int> pupilNumber(const QString &id, int below)
{
    if (id.size() < 2 || id.size() > 10 || id.front() != QLatin1Char('p') || id.at(1) == QLatin1Char('0')) {
        return std::nullopt;
    }
    int number = 0;
    for (qsizetype i = 1; i < id.size(); ++i) {
        if (id.at(i) < QLatin1Char('0') || id.at(i) > QLatin1Char('9')) {
            return std::nullopt;
        }
        number = number * 10 + (id.at(i).unicode() - '0');
    }
    if (number < 1 || number >= below) {
        return std::nullopt;
    }
    return number;
}

bool isToken(const QString &token)
{
    if (token.size() != TokenLength) {
        return false;
    }
    for (const QChar c : token) {
        if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f')))) {
            return false;
        }
    }
    return true;
}

} // namespace

QByteArray ClassRoster::toJson() const
{
    QJsonArray list;
    for (const Pupil &pupil : pupils) {
        list.append(QJsonObject{
            {QStringLiteral("id"), pupil.id},
            {QStringLiteral("name"), pupil.name},
            {QStringLiteral("token"), QString::fromLatin1(pupil.token)},
        });
    }
    const QJsonObject root{
        {QStringLiteral("format"), Format},
        {QStringLiteral("code"), code},
        {QStringLiteral("port"), int(port)},
        {QStringLiteral("nextPupil"), nextPupil},
        {QStringLiteral("nextQuestion"), nextQuestion},
        {QStringLiteral("pupils"), list},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<ClassRoster> ClassRoster::fromJson(const QByteArray &json, QString *error)
{
    const auto refuse = [error](const QString &why) -> std::optional<ClassRoster> {
        if (error) {
            *error = why;
        }
        return std::nullopt;
    };
    if (json.size() > MaxJsonBytes) {
        return refuse(tr("The class's list of pupils is too large."));
    }
    QJsonParseError parsed;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parsed);
    if (parsed.error != QJsonParseError::NoError || !document.isObject()) {
        return refuse(tr("The class's list of pupils is not readable."));
    }
    const QJsonObject root = document.object();
    const auto damaged = [&](const QString &where) {
        return refuse(tr("The class's list of pupils is damaged at %1.").arg(where));
    };
    if (wholeIn(root.value(QStringLiteral("format")), Format, Format) != Format) {
        return damaged(QStringLiteral("format"));
    }
    ClassRoster roster;
    roster.code = root.value(QStringLiteral("code")).toString();
    if (!ClassSession::isCode(roster.code)) {
        return damaged(QStringLiteral("code"));
    }
    const std::optional<int> port = wholeIn(root.value(QStringLiteral("port")), 1, 65535);
    const std::optional<int> nextPupil = wholeIn(root.value(QStringLiteral("nextPupil")), 1, MaxCounter);
    const std::optional<int> nextQuestion = wholeIn(root.value(QStringLiteral("nextQuestion")), 1, MaxCounter);
    if (!port) {
        return damaged(QStringLiteral("port"));
    }
    if (!nextPupil) {
        return damaged(QStringLiteral("nextPupil"));
    }
    if (!nextQuestion) {
        return damaged(QStringLiteral("nextQuestion"));
    }
    roster.port = quint16(*port);
    roster.nextPupil = *nextPupil;
    roster.nextQuestion = *nextQuestion;
    const QJsonValue list = root.value(QStringLiteral("pupils"));
    if (!list.isArray() || list.toArray().size() > MaxPupils) {
        return damaged(QStringLiteral("pupils"));
    }
    QSet<QString> ids;
    QSet<QString> tokens;
    const QJsonArray pupils = list.toArray();
    for (qsizetype i = 0; i < pupils.size(); ++i) {
        const QString where = QStringLiteral("pupils[%1]").arg(i);
        if (!pupils[i].isObject()) {
            return damaged(where);
        }
        const QJsonObject entry = pupils[i].toObject();
        Pupil pupil;
        pupil.id = entry.value(QStringLiteral("id")).toString();
        pupil.name = entry.value(QStringLiteral("name")).toString();
        const QString token = entry.value(QStringLiteral("token")).toString();
        if (!pupilNumber(pupil.id, roster.nextPupil) || ids.contains(pupil.id)) {
            return damaged(where + QStringLiteral(".id"));
        }
        if (pupil.name.isEmpty() || PupilNames::clean(pupil.name) != pupil.name) {
            return damaged(where + QStringLiteral(".name"));
        }
        if (!isToken(token) || tokens.contains(token)) {
            return damaged(where + QStringLiteral(".token"));
        }
        pupil.token = token.toLatin1();
        ids.insert(pupil.id);
        tokens.insert(token);
        roster.pupils.append(pupil);
    }
    return roster;
}
