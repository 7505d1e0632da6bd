// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class ClassServer;

/*
 * A class's results: pupils by questions, each cell what the pupil did with
 * the question: right at the first vote, right at the second ("vote
 * again"), wrong (answered, never right), or no answer. Pupils and
 * questions keep the order in which they were first recorded; a pupil who
 * left stays in the table.
 *
 * Written as CSV (a header row "pupil", then one column per question; a row
 * per pupil; the cells "right-first", "right-second", "wrong", "none") or as
 * JSON (the same, with each vote's answer), through OutputFile (atomically).
 * Names are what the pupils typed, made plain text by the server, so a CSV
 * cell that a spreadsheet would run as a formula (starting with = + - @, a
 * tab or a carriage return, also after leading spaces) is written with a '
 * before it; every text cell is quoted.
 *
 * The JSON file is also what the window keeps after every question, to be
 * read back (fromJson()) after a crash.
 */
class ClassResults
{
    Q_DECLARE_TR_FUNCTIONS(ClassResults)

public:
    // The largest JSON file fromJson() reads, and the most pupils and
    // questions it accepts (a lecture hall's term is far below them).
    static constexpr qsizetype MaxJsonBytes = 32 * 1024 * 1024;
    static constexpr int MaxPupils = 10000;
    static constexpr int MaxQuestions = 10000;

    enum class Outcome { None, RightFirst, RightSecond, Wrong };

    struct Question
    {
        int id = 0;
        QString text;
    };
    struct Pupil
    {
        QString id;
        QString name;
    };

    // Adds a pupil (or renames one already there).
    void addPupil(const QString &id, const QString &name);
    // Adds a question (or retitles one already there).
    void addQuestion(int id, const QString &text);
    // A pupil's answer to vote `vote` (1 or 2) of `question`, revealed as
    // right or wrong; an empty answer is no answer. Adds the pupil and the
    // question if they are new (named by their ids until named).
    void record(const QString &pupilId, int question, int vote, const QString &answer, bool correct);
    // Every pupil of `server` (the ones still in the class) for the vote just
    // revealed: their answerOf(), right when among `right`.
    void recordVote(const ClassServer &server, int question, const QString &text, int vote,
                    const QStringList &right);

    QList<Pupil> pupils() const { return m_pupils; }
    QList<Question> questions() const { return m_questions; }
    Outcome outcome(const QString &pupilId, int question) const;
    // A vote's answer, or empty.
    QString answer(const QString &pupilId, int question, int vote) const;

    static QString outcomeId(Outcome outcome);
    // `text` as one CSV cell: quoted, quotes doubled, a formula defused.
    static QString csvCell(const QString &text);

    // The class's seat works so far, each the object its results wrote
    // (SeatResults::toJsonObject(), app/seatwork): kept in the JSON under
    // "seatWork" as they are, so that the file after every question and
    // step holds them too; read back as objects (the window checks each).
    QJsonArray seatWork() const { return m_seatWork; }
    void setSeatWork(const QJsonArray &seatWork) { m_seatWork = seatWork; }
    // The most seat works one class keeps.
    static constexpr int MaxSeatWorks = 100;

    QByteArray toCsv() const;
    QByteArray toJson() const;
    // Reads back what toJson() wrote, and nothing else: the file is treated
    // as hostile (its size capped, every field's type and range checked,
    // each outcome checked against its votes, names that are not plain
    // text refused). Empty with `error` (translated, one sentence) when the
    // file is not such results.
    static std::optional<ClassResults> fromJson(const QByteArray &json, QString *error);
    // ".json" writes JSON, anything else CSV; false with `error` when the
    // file could not be written (an older file then stays as it was).
    bool save(const QString &path, QString *error) const;

private:
    struct Votes
    {
        QString answer[2];
        bool correct[2] = {false, false};
    };
    static QString key(const QString &pupilId, int question);

    QList<Pupil> m_pupils;
    QList<Question> m_questions;
    QHash<QString, Votes> m_votes; // key() -> the pupil's votes
    QJsonArray m_seatWork;
};
