// SPDX-License-Identifier: MIT
#pragma once

#include "homework/homeworkspec.h"
#include "homeworkresults/homeworkcounts.h"
#include "homeworkresults/homeworkrefusal.h"
#include "homeworkresults/homeworkresultfile.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

class HomeworkRegistry;

/*
 * A results file checked: its actions replayed, in the file's order,
 * through the native engines (nq::learn::PracticeEngine, PredictEngine)
 * made from the homework's tasks as the registry holds them, exactly as the
 * pupil's page makes them (wasm/engine.cpp's nq_practice_new and
 * nq_predict_new): a practice of the task's algorithm on the empty board
 * to its step limit, the refusals the pupil's or marked; predict on the
 * run of runSeed with the task's settings. Each task's counts are
 * recomputed from what the engines answer, never read from the file, and
 * the file is accepted only when every claimed count equals them.
 *
 * Refused, with the first reason met (HomeworkRefusal): the file's own
 * (HomeworkResultFile), the homework not registered, its tasks not the
 * registered ones, an action of a kind its task has not (a step in a
 * predict task, anything in browse), a square off the task's board, a step
 * or Show me after the practice finished, an answer or a Reveal where no
 * question is open (a position outside 1..lastPosition, none asked there,
 * or one already closed: two tries at most), an answer or Reveal at a
 * position before the one of the task's answer before it (the page goes
 * through the run forward; going back replays the run from its start, so
 * a file going to and fro would cost as many replays as it has actions),
 * and then the first count that
 * differs, task by task. Tasks and actions are counted from 1 in the
 * sentences.
 */
class HomeworkReplay
{
    Q_DECLARE_TR_FUNCTIONS(HomeworkReplay)

public:
    struct Outcome
    {
        QString file; // the path, for importFile()
        HomeworkRefusal refusal; // Reason::None when accepted
        // What the file says, as far as it was read (empty when it was not).
        QString pupil;
        // The registered homework when the file named one, else the file's
        // (empty when the file was not read).
        HomeworkSpec homework;
        // The recomputed counts, one per task; only when accepted.
        QList<HomeworkCounts> counts;

        bool accepted() const { return refusal.reason == HomeworkRefusal::Reason::None; }
    };

    // The counts `actions` make on the engines of `tasks`, or nullopt with
    // `refusal` (an action the engines do not take).
    static std::optional<QList<HomeworkCounts>> replay(const QList<HomeworkTask> &tasks,
        const QList<HomeworkResultFile::Action> &actions, HomeworkRefusal *refusal);
    // `file` checked against `registry` and replayed.
    static Outcome check(const HomeworkResultFile &file, const HomeworkRegistry &registry);
    // The file at `path` read (HomeworkResultFile::read()) and checked.
    static Outcome importFile(const QString &path, const HomeworkRegistry &registry);

private:
    // The sentence for the first count of `claimed` that differs from
    // `made` in task `task` (from 0), or empty when they are equal.
    static QString difference(const HomeworkCounts &claimed, const HomeworkCounts &made, int task);
};
