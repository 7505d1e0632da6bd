// SPDX-License-Identifier: MIT
#include "classresults.h"

#include "classserver/classserver.h"
#include "files/outputfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

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
    // A spreadsheet runs a cell as a formula when its first character
    // (after spaces, for some) is one of these; a ' before it makes it text.
    qsizetype first = 0;
    while (first < text.size() && (text.at(first) == QLatin1Char(' ') || text.at(first) == QLatin1Char('\t')))
        ++first;
    const bool formula = (first < text.size() && QStringLiteral("=+-@").contains(text.at(first)))
                         || text.startsWith(QLatin1Char('\t')) || text.startsWith(QLatin1Char('\r'));
    QString cell = formula ? QLatin1Char('\'') + text : text;
    cell.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + cell + QLatin1Char('"');
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
                                       {QStringLiteral("secondVote"), answerValue(votes.answer[1])}});
        }
        pupils.append(QJsonObject{{QStringLiteral("id"), pupil.id},
                                  {QStringLiteral("name"), pupil.name},
                                  {QStringLiteral("results"), results}});
    }
    const QJsonObject root{{QStringLiteral("mode"), QStringLiteral("class")},
                           {QStringLiteral("questions"), questions},
                           {QStringLiteral("pupils"), pupils}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool ClassResults::save(const QString &path, QString *error) const
{
    const bool json = path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
    return OutputFile::writeAll(path, json ? toJson() : toCsv(), error);
}
