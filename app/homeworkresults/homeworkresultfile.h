// SPDX-License-Identifier: MIT
#pragma once

#include "homework/homeworkspec.h"
#include "homeworkresults/homeworkcounts.h"
#include "homeworkresults/homeworkrefusal.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

/*
 * A pupil's results file as the homework page offers it
 * (homework-NAME.nqueens-result; issue 40's format, section 2), read as
 * hostile input: it came by e-mail or a USB stick and may have been edited
 * by hand. Only what the format allows is taken:
 * - at most MaxBytes, checked before reading (a larger file is never read);
 * - JSON, "format" "nqueens-homework-result", "version" 1;
 * - "homework": a homework object as HomeworkSpec::fromJson() takes it;
 * - "pupil": plain text, 1..MaxPupilLength characters (code points): no
 *   control, line separator or bidirectional control characters, no space
 *   but ' ' and none at either end (the page sends its name so);
 * - "actions": at most MaxActions, each an object of exactly its kind's
 *   keys: "task" (an index of the homework's tasks), "ms" (0..2^53, never
 *   less than the action before it), "do" and its fields (a square is two
 *   whole numbers; "answer"'s "field" and "a", "b" for a square, "b"
 *   allowed and unused otherwise; "action" 0..3, "yes" 0..1);
 * - "claimed": one object per task in task order, "task" its index and
 *   exactly the counts of its kind (HomeworkCounts).
 * No other key anywhere. Whether the actions make sense (on the board,
 * before the end, to an open question) and the counts are true is
 * HomeworkReplay's to find: this class reads, it does not judge.
 */
class HomeworkResultFile
{
    Q_DECLARE_TR_FUNCTIONS(HomeworkResultFile)

public:
    static constexpr qint64 MaxBytes = 8 * 1024 * 1024;
    static constexpr int MaxActions = 100000;
    static constexpr int MaxPupilLength = 40;
    static constexpr int Version = 1;

    struct Action
    {
        enum class Kind { Place, Refuse, TakeBack, Show, Answer, Reveal };
        // What an answer gives: a square (a row, b column; a line as
        // [row, -1] or [-1, column]), NextEvent's action (a: 0 place, 1
        // refuse, 2 backtrack, 3 solution), a number (a), yes or no (a).
        enum class Field { Square, Action, Number, Yes };

        int task = 0; // index into the homework's tasks
        qint64 ms = 0;
        Kind kind = Kind::Place;
        int row = -1; // place, refuse, takeback
        int column = -1;
        qint64 position = 0; // answer, reveal
        Field field = Field::Square; // answer
        int a = 0;
        int b = 0;
    };

    HomeworkSpec homework;
    QString pupil;
    QList<Action> actions;
    QList<HomeworkCounts> claimed; // one per task, of its task's kind

    // Reads the file at `path` (never more than MaxBytes + 1 bytes of it):
    // the results, or nullopt with `refusal` (Unreadable, TooLarge and what
    // fromJson() refuses).
    static std::optional<HomeworkResultFile> read(const QString &path, HomeworkRefusal *refusal);
    // The results in `json`, or nullopt with `refusal`: TooLarge, NotJson,
    // WrongFormat, WrongVersion, Damaged (naming the field: "actions[12].square"),
    // TooManyActions or TimeGoesBack.
    static std::optional<HomeworkResultFile> fromJson(
        const QByteArray &json, HomeworkRefusal *refusal);
};
