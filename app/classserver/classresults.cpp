// SPDX-License-Identifier: MIT
#include "classresults.h"

#include "classserver/classserver.h"
#include "classserver/pupilnames.h"
#include "files/csvtext.h"
#include "files/outputfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

QString ClassResults::key(const QString &pupilId, int question)
{
    return pupilId + QLatin1Char('/') + QString::number(question);
}

void ClassResults::addPupil(const QString &id, const QString &name)
{
    for (Pupil &pupil : m_pupils) {
        if (pupil.id == id) {
            pupil.name = name;
            return;
        }
    }
    m_pupils.append({id, name});
}

void ClassResults::addQuestion(int id, const QString &text)
{
    for (Question &question : m_questions) {
        if (question.id == id) {
            question.text = text;
            return;
        }
    }
    m_questions.append({id, text});
}

void ClassResults::record(const QString &pupilId, int question, int vote, const QString &answer, bool correct)
{
    if (vote != 1 && vote != 2)
        return;
    bool knownPupil = false;
    for (const Pupil &pupil : std::as_const(m_pupils))
        knownPupil = knownPupil || pupil.id == pupilId;
    if (!knownPupil)
        m_pupils.append({pupilId, pupilId});
    bool knownQuestion = false;
    for (const Question &q : std::as_const(m_questions))
        knownQuestion = knownQuestion || q.id == question;
    if (!knownQuestion)
        m_questions.append({question, QString::number(question)});
    Votes &votes = m_votes[key(pupilId, question)];
    votes.answer[vote - 1] = answer;
    votes.correct[vote - 1] = !answer.isEmpty() && correct;
}

void ClassResults::recordVote(const ClassServer &server, int question, const QString &text, int vote,
                              const QStringList &right)
{
    addQuestion(question, text);
    const QList<ClassPupil> pupils = server.pupils();
    for (const ClassPupil &pupil : pupils) {
        addPupil(pupil.id, pupil.name);
        const QString answer = server.answerOf(pupil.id, question, vote);
        record(pupil.id, question, vote, answer, right.contains(answer));
    }
}

ClassResults::Outcome ClassResults::outcome(const QString &pupilId, int question) const
{
    const auto it = m_votes.constFind(key(pupilId, question));
    if (it == m_votes.cend())
        return Outcome::None;
    if (it->correct[0])
        return Outcome::RightFirst;
    if (it->correct[1])
        return Outcome::RightSecond;
    if (!it->answer[0].isEmpty() || !it->answer[1].isEmpty())
        return Outcome::Wrong;
    return Outcome::None;
}

QString ClassResults::answer(const QString &pupilId, int question, int vote) const
{
    if (vote != 1 && vote != 2)
        return {};
    return m_votes.value(key(pupilId, question)).answer[vote - 1];
}

QString ClassResults::outcomeId(Outcome outcome)
{
    switch (outcome) {
    case Outcome::RightFirst:
        return QStringLiteral("right-first");
    case Outcome::RightSecond:
        return QStringLiteral("right-second");
    case Outcome::Wrong:
        return QStringLiteral("wrong");
    case Outcome::None:
        break;
    }
    return QStringLiteral("none");
}

QString ClassResults::csvCell(const QString &text)
{
    return CsvText::cell(text); // shared with seat work's results
}

QByteArray ClassResults::toCsv() const
{
    QString csv = csvCell(QStringLiteral("pupil"));
    for (const Question &question : m_questions)
        csv += QLatin1Char(',') + csvCell(question.text);
    csv += QLatin1Char('\n');
    for (const Pupil &pupil : m_pupils) {
        csv += csvCell(pupil.name);
        for (const Question &question : m_questions)
            csv += QLatin1Char(',') + outcomeId(outcome(pupil.id, question.id));
        csv += QLatin1Char('\n');
    }
    return csv.toUtf8();
}

QByteArray ClassResults::toJson() const
{
    QJsonArray questions;
    for (const Question &question : m_questions)
        questions.append(QJsonObject{{QStringLiteral("id"), question.id}, {QStringLiteral("text"), question.text}});
    QJsonArray pupils;
    for (const Pupil &pupil : m_pupils) {
        QJsonArray results;
        for (const Question &question : m_questions) {
            const Votes votes = m_votes.value(key(pupil.id, question.id));
            const auto answerValue = [](const QString &answer) {
                return answer.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(answer);
            };
            results.append(QJsonObject{{QStringLiteral("question"), question.id},
                                       {QStringLiteral("outcome"), outcomeId(outcome(pupil.id, question.id))},
                                       {QStringLiteral("firstVote"), answerValue(votes.answer[0])},
                                       {QStringLiteral("firstRight"), votes.correct[0]},
                                       {QStringLiteral("secondVote"), answerValue(votes.answer[1])},
                                       {QStringLiteral("secondRight"), votes.correct[1]}});
        }
        pupils.append(QJsonObject{{QStringLiteral("id"), pupil.id},
                                  {QStringLiteral("name"), pupil.name},
                                  {QStringLiteral("results"), results}});
    }
    const QJsonObject root{{QStringLiteral("mode"), QStringLiteral("class")},
                           {QStringLiteral("version"), 1},
                           {QStringLiteral("questions"), questions},
                           {QStringLiteral("pupils"), pupils}};
    QJsonObject withSeats = root;
    if (!m_seatWork.isEmpty())
        withSeats.insert(QStringLiteral("seatWork"), m_seatWork);
    return QJsonDocument(withSeats).toJson(QJsonDocument::Indented);
}

bool ClassResults::save(const QString &path, QString *error) const
{
    const bool json = path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
    return OutputFile::writeAll(path, json ? toJson() : toCsv(), error);
}

namespace {

constexpr qsizetype MaxTextLength = 4096; // a question's words
constexpr qsizetype MaxAnswerLength = 64; // a square's name or an option's value

bool isWhole(const QJsonValue &value)
{
    if (!value.isDouble())
        return false;
    const double d = value.toDouble();
    return d >= -2147483648.0 && d <= 2147483647.0 && d == double(qint64(d));
}

} // namespace

std::optional<ClassResults> ClassResults::fromJson(const QByteArray &json, QString *error)
{
    // `where` names the field in the file's own words (not translated: it
    // is the file's), for the teacher who asks someone to look at it.
    const auto damaged = [error](const QString &where) -> std::optional<ClassResults> {
        if (error)
            *error = tr("The class's results are damaged at %1.").arg(where);
        return std::nullopt;
    };
    if (json.size() > MaxJsonBytes) {
        if (error)
            *error = tr("The file is too large to be a class's results.");
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        if (error)
            *error = tr("The file is not a class's results: it is not a JSON object.");
        return std::nullopt;
    }
    const QJsonObject root = document.object();
    if (root.value(QLatin1String("mode")) != QJsonValue(QStringLiteral("class"))
        || root.value(QLatin1String("version")) != QJsonValue(1)) {
        if (error)
            *error = tr("The file is not a class's results of this program's version.");
        return std::nullopt;
    }

    ClassResults results;
    const QJsonValue seatWork = root.value(QLatin1String("seatWork"));
    if (!seatWork.isUndefined()) {
        if (!seatWork.isArray() || seatWork.toArray().size() > MaxSeatWorks)
            return damaged(QStringLiteral("seatWork"));
        for (const QJsonValue &one : seatWork.toArray())
            if (!one.isObject())
                return damaged(QStringLiteral("seatWork"));
        results.m_seatWork = seatWork.toArray();
    }
    const QJsonValue questionsValue = root.value(QLatin1String("questions"));
    const QJsonValue pupilsValue = root.value(QLatin1String("pupils"));
    if (!questionsValue.isArray() || questionsValue.toArray().size() > MaxQuestions)
        return damaged(QStringLiteral("questions"));
    if (!pupilsValue.isArray() || pupilsValue.toArray().size() > MaxPupils)
        return damaged(QStringLiteral("pupils"));

    const QJsonArray questions = questionsValue.toArray();
    for (qsizetype i = 0; i < questions.size(); ++i) {
        const QString where = QStringLiteral("questions[%1]").arg(i);
        const QJsonObject q = questions[i].toObject();
        const QJsonValue id = q.value(QLatin1String("id"));
        const QJsonValue text = q.value(QLatin1String("text"));
        if (!questions[i].isObject() || !isWhole(id) || !text.isString() || text.toString().size() > MaxTextLength)
            return damaged(where);
        for (const Question &known : std::as_const(results.m_questions))
            if (known.id == id.toInt())
                return damaged(where + QStringLiteral(".id"));
        results.m_questions.append({id.toInt(), text.toString()});
    }

    const QJsonArray pupils = pupilsValue.toArray();
    QSet<QString> pupilIds;
    for (qsizetype i = 0; i < pupils.size(); ++i) {
        const QString where = QStringLiteral("pupils[%1]").arg(i);
        const QJsonObject p = pupils[i].toObject();
        const QJsonValue id = p.value(QLatin1String("id"));
        const QJsonValue name = p.value(QLatin1String("name"));
        const QJsonValue resultsValue = p.value(QLatin1String("results"));
        if (!pupils[i].isObject() || !id.isString() || id.toString().isEmpty() || id.toString().size() > MaxAnswerLength
            || pupilIds.contains(id.toString()))
            return damaged(where + QStringLiteral(".id"));
        // A name as the server makes them, or refused: nothing else reaches
        // the window's table from a file.
        if (!name.isString() || PupilNames::clean(name.toString()) != name.toString() || name.toString().isEmpty())
            return damaged(where + QStringLiteral(".name"));
        if (!resultsValue.isArray() || resultsValue.toArray().size() > results.m_questions.size())
            return damaged(where + QStringLiteral(".results"));
        pupilIds.insert(id.toString());
        results.m_pupils.append({id.toString(), name.toString()});

        const QJsonArray cells = resultsValue.toArray();
        QSet<int> seen;
        for (qsizetype j = 0; j < cells.size(); ++j) {
            const QString cellWhere = where + QStringLiteral(".results[%1]").arg(j);
            const QJsonObject cell = cells[j].toObject();
            const QJsonValue question = cell.value(QLatin1String("question"));
            bool known = false;
            for (const Question &q : std::as_const(results.m_questions))
                known = known || (isWhole(question) && q.id == question.toInt());
            if (!cells[j].isObject() || !known || seen.contains(question.toInt()))
                return damaged(cellWhere + QStringLiteral(".question"));
            seen.insert(question.toInt());
            Votes votes;
            const char *const voteFields[2] = {"firstVote", "secondVote"};
            const char *const rightFields[2] = {"firstRight", "secondRight"};
            for (int v = 0; v < 2; ++v) {
                const QJsonValue answer = cell.value(QLatin1String(voteFields[v]));
                const QJsonValue right = cell.value(QLatin1String(rightFields[v]));
                if (!(answer.isNull() || (answer.isString() && !answer.toString().isEmpty()
                                          && answer.toString().size() <= MaxAnswerLength))
                    || !right.isBool() || (right.toBool() && answer.isNull()))
                    return damaged(cellWhere + QLatin1Char('.') + QLatin1String(voteFields[v]));
                votes.answer[v] = answer.toString();
                votes.correct[v] = right.toBool();
            }
            results.m_votes.insert(key(id.toString(), question.toInt()), votes);
            if (cell.value(QLatin1String("outcome")) != QJsonValue(outcomeId(results.outcome(id.toString(), question.toInt()))))
                return damaged(cellWhere + QStringLiteral(".outcome"));
        }
        if (cells.size() != results.m_questions.size())
            return damaged(where + QStringLiteral(".results"));
    }
    return results;
}
