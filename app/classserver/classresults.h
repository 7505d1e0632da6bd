// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

class ClassSession;

/*
 * A class's results: pupils by questions, each cell what the pupil did with
 * the question, by the class's one rule (countedVote(), README "Whole
 * class"): their answer is their latest, vote 2's when they gave one, else
 * vote 1's; right at the first vote (that answer right, and vote 1's too),
 * right at the second ("vote again": right now, not at vote 1), wrong, or
 * no answer. The same as the pupil's page says after Reveal. Pupils and
 * questions keep the order in which they were first recorded; a pupil who
 * left stays in the table if they answered anything or handed in homework
 * (recordVote() forgets those who left without either, so that joining and
 * leaving over and over does not fill the table with names).
 *
 * Written as CSV (a header row "pupil", then one column per question; a row
 * per pupil; the cells "right-first", "right-second", "wrong", "none") or as
 * JSON (the same, with each vote's answer), by ResultsFile (atomically).
 * Names are what the pupils typed, made plain text by the server, so a CSV
 * cell that a spreadsheet would run as a formula (starting with = + - @, a
 * tab or a carriage return, also after leading spaces) is written with a '
 * before it; every text cell (the header, names, questions) is quoted
 * (ResultsSheet::text()), the outcomes are not.
 *
 * Homework handed in (issue 40) joins the same rows: addHomework() takes a
 * pupil's counts for one homework, recomputed by the import (app/
 * homeworkresults' HomeworkReplay, never read from a pupil's file), and
 * puts them in the row of the pupil of that name (trimmed, case
 * insensitive: "ada lovelace " is Ada Lovelace's row; the first such row
 * when two pupils share a name), or in a new row when no pupil has it. A
 * pupil hands in one result per homework: added again, it replaces the
 * one before. In the CSV each homework (in the order first added) has its
 * task's columns after the question columns, named "<title>: task<i>_<
 * field>": practice done, shown, mistakes, finished; predict asked,
 * right_first, right_second, revealed; browse handed_in; a pupil without
 * that homework has them empty. In the JSON they are under "homework": a
 * list of {"pupil" (the row's id), "id", "title", "tasks": [{"kind" and
 * the kind's counts as the results file names them}]}.
 *
 * The JSON file is also what the window keeps after every question, to be
 * read back (fromJson()) after a crash. So nothing is recorded that
 * fromJson() would refuse: at most MaxPupils pupils, MaxQuestions questions,
 * MaxSeatWorks seat works and a JSON file of MaxJsonBytes; past these the
 * results are full (isFull()), and a new pupil, question or answer is not
 * recorded (counted in pupilsNotRecorded(), questionsNotRecorded()). Ids,
 * names, words and answers are kept as the file may hold them (a name made
 * plain text, a question's words cut to 4,096 characters, an answer over
 * 64 characters not recorded).
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

    // Adds a pupil (or renames one already there). False when not recorded:
    // the results are full, or `id` is empty or over 64 characters. The name
    // is made plain text (PupilNames::clean()); empty, the id stands for it.
    // A pupil new to the class whose name is that of a row the homework
    // import made (addHomework(), no answers yet) takes that row, under
    // their own id: one row per pupil, whichever came first.
    bool addPupil(const QString &id, const QString &name);
    // Adds a question (or retitles one already there); false when the
    // results are full.
    bool addQuestion(int id, const QString &text);
    // A pupil's answer to vote `vote` (1 or 2) of `question`, revealed as
    // right or wrong; an empty answer is no answer. Adds the pupil and the
    // question if they are new (named by their ids until named). False when
    // not recorded (a vote other than 1 or 2, the results full, an answer
    // over 64 characters).
    bool record(const QString &pupilId, int question, int vote, const QString &answer, bool correct);
    // Every pupil of `session` (the ones still in the class) for the vote
    // just revealed: their typed answer (ClassSession::answerOf()), kept by
    // its name, right when among `right`. First forgets the pupils who are
    // no longer in the class and never answered.
    void recordVote(const ClassSession &session, int question, const QString &text, int vote,
                    const QStringList &right);

    QList<Pupil> pupils() const { return m_pupils; }
    QList<Question> questions() const { return m_questions; }
    Outcome outcome(const QString &pupilId, int question) const;
    // The pupil's outcome for each question, in questions()'s order.
    QList<Outcome> outcomes(const QString &pupilId) const;
    // A vote's answer, or empty.
    QString answer(const QString &pupilId, int question, int vote) const;

    // Whether something was not recorded because the results hold as much
    // as fromJson() reads back (see the class's comment). Reading a file
    // back starts not full.
    bool isFull() const { return m_full; }
    // The pupils of the last vote recorded (recordVote()) whose answers were
    // not recorded because the results are full; 0 when all were.
    int pupilsNotRecorded() const { return m_pupilsNotRecorded; }
    // The questions not recorded at all because the results are full.
    int questionsNotRecorded() const { return m_questionsNotRecorded; }
    // What the teacher is told while the results are full (translated, one
    // or two sentences), or empty.
    QString fullText() const;
    // At least the size of toJson() in bytes, kept as things are recorded:
    // nothing is recorded that would take it over MaxJsonBytes.
    qint64 jsonBytesBound() const;

    static QString outcomeId(Outcome outcome);

    // The class's seat works so far, each the object its results wrote
    // (SeatResults::toJsonObject(), app/seatwork): kept in the JSON under
    // "seatWork" as they are, so that the file after every question and
    // step holds them too; read back as objects (the window checks each).
    QJsonArray seatWork() const { return m_seatWork; }
    // Keeps the first MaxSeatWorks of `seatWork`, fewer when they would take
    // the file over MaxJsonBytes (the results are then full).
    void setSeatWork(const QJsonArray &seatWork);
    // The most seat works one class keeps.
    static constexpr int MaxSeatWorks = 100;

    // A homework's task: its kind and its recomputed counts (app/
    // homeworkresults' HomeworkCounts as plain data, so that this room needs
    // none of the homework's engines): practice the right steps, the steps
    // shown, the mistakes, finished; predict the questions closed, right at
    // the first try, at the second, revealed; browse none. The fields of
    // the other kinds stay 0.
    struct HomeworkTask
    {
        enum class Kind { Practice, Predict, Browse };
        Kind kind = Kind::Browse;
        quint64 done = 0;
        quint64 shown = 0;
        quint64 mistakes = 0;
        bool finished = false;
        quint64 asked = 0;
        quint64 rightFirst = 0;
        quint64 rightSecond = 0;
        quint64 revealed = 0;

        friend bool operator==(const HomeworkTask &, const HomeworkTask &) = default;
    };
    struct Homework
    {
        QString id; // the homework's id (HomeworkSpec::id)
        QString title;
        QList<HomeworkTask> tasks;

        friend bool operator==(const Homework &, const Homework &) = default;
    };
    // One pupil's homework, named as the pupil typed it in the results file.
    struct HandedIn
    {
        QString pupil;
        Homework homework;
    };
    // The most homeworks one class keeps, tasks one homework has (HomeworkSpec's
    // MaxTasks and more), the most a count may be (a results file holds
    // 100,000 actions at most), and a title's longest.
    static constexpr int MaxHomeworks = 100;
    static constexpr int MaxHomeworkTasks = 20;
    static constexpr quint64 MaxHomeworkCount = 1000000;
    static constexpr int MaxHomeworkTitleLength = 200;
    // The most pupils' results of homework one class keeps (a lecture hall's
    // term is far below it).
    static constexpr int MaxHomeworkEntries = 100000;

    // Puts `handedIn` into the row of the pupil of its name, or a new row
    // (see the class's comment), replacing that pupil's result of the same
    // homework. False when not recorded: the results full (isFull()), an
    // empty or over-long id, more than MaxHomeworkTasks tasks or a count
    // over MaxHomeworkCount, or its tasks' kinds not those of the same
    // homework added before. A title over MaxHomeworkTitleLength is cut.
    bool addHomework(const HandedIn &handedIn);
    // addHomework() for each; how many were not recorded.
    int addHomework(const QList<HandedIn> &handedIn);
    // The homeworks joined, each once in the order first added, with the
    // title last added and their tasks' kinds (the counts 0): the columns.
    QList<Homework> homeworks() const;
    // The pupil's result of homework `id`, or none.
    std::optional<Homework> homeworkOf(const QString &pupilId, const QString &id) const;
    // Every pupil's results, in the order added (a replaced one keeps its place).
    struct PupilHomework
    {
        QString pupil; // the row's id
        Homework homework;
    };
    const QList<PupilHomework> &handedIn() const { return m_homework; }

    QByteArray toCsv() const;
    // The same bytes as QJsonDocument's indented JSON of these results,
    // written directly (2,000 pupils by 10 questions, 5.7 MB, in about 5 ms
    // instead of 200). toJson(), toCsv() and save() only read: a copy (cheap,
    // its containers are shared until changed) may be written on another
    // thread while this one records on.
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
    // A pupil's votes by question, how many of them hold an answer, and
    // the pupil's place in m_pupils.
    struct Sheet
    {
        QHash<int, Votes> votes;
        int answers = 0;
        qsizetype row = 0;
    };
    static Outcome outcomeOf(const Votes &votes);
    // The outcome as versions before the one rule wrote it (vote 1 right
    // whatever vote 2 said): fromJson() reads their files too.
    static Outcome earlierOutcomeOf(const Votes &votes);
    static const char *outcomeName(Outcome outcome);
    // Whether `bytes` more still leave toJson() within MaxJsonBytes, with
    // room for the answers to come when `headroom`.
    bool fits(qint64 bytes, bool headroom) const;
    void forgetAbsent(const QSet<QString> &present);

    // The row whose name is `name` (trimmed, case insensitive), or empty.
    QString pupilNamed(const QString &name) const;
    // addPupil() for a new `id` named `shown`: gives it the homework-made
    // row of that name without answers, if there is one (true).
    bool adoptHomeworkRow(const QString &id, const QString &shown);
    // addHomework() without writing m_homeworkJson.
    bool addOneHomework(const HandedIn &handedIn);
    // m_homeworkJson for m_homework.
    void writeHomework();
    // Whether a homework of `homework`'s id was added with other kinds of tasks.
    bool clashes(const Homework &homework) const;

    QList<Pupil> m_pupils;
    QHash<QString, Sheet> m_sheets; // by pupil id
    QList<Question> m_questions;
    QSet<int> m_questionIds;
    QJsonArray m_seatWork;
    QByteArray m_seatJson; // m_seatWork as toJson() writes it
    QList<PupilHomework> m_homework; // in the order added (a replaced one keeps its place)
    QByteArray m_homeworkJson; // m_homework as toJson() writes it
    // jsonBytesBound() in parts: the pupils' and questions' own bytes with
    // their answers', the seat works' and the homework's. Every pupil has a cell for every
    // question, counted apart.
    qint64 m_textBytes = 0;
    qint64 m_seatBytes = 0;
    qint64 m_homeworkBytes = 0;
    bool m_full = false;
    int m_pupilsNotRecorded = 0;
    int m_questionsNotRecorded = 0;
};
