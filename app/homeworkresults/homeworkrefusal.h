// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

/*
 * Why a results file is refused: the reason as data (what the tests check)
 * and the sentence the teacher reads (translated, one or two plain
 * sentences naming the action, the task or the field, tasks and actions
 * counted from 1).
 */
struct HomeworkRefusal
{
    enum class Reason {
        None, // not refused
        Unreadable, // the file could not be opened or read
        TooLarge, // over HomeworkResultFile::MaxBytes
        NotJson,
        WrongFormat, // not "nqueens-homework-result"
        WrongVersion,
        Damaged, // a field missing, of the wrong type, out of its range, or unknown
        TooManyActions, // over HomeworkResultFile::MaxActions
        TimeGoesBack, // an action's "ms" before the one before it
        UnknownHomework, // its id is not in the registry
        TasksDiffer, // the tasks are not the registered homework's
        WrongTask, // an action its task's kind does not have (a step in predict, anything in
                   // browse)
        OffBoard, // a square off the task's board
        AfterEnd, // a step after the practice finished
        QuestionNotOpen, // an answer or reveal with no question at that position
        QuestionOutOfOrder, // an answer or reveal at a position before an earlier one of its task
        CountsDiffer, // the claimed counts are not the replay's
    };

    Reason reason = Reason::None;
    QString text;

    // The name of `reason` for tests and logs ("counts-differ").
    static QString reasonName(Reason reason);
};
