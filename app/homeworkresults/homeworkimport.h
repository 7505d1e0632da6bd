// SPDX-License-Identifier: MIT
#pragma once

#include "homeworkresults/homeworkreplay.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

class HomeworkRegistry;

/*
 * The results files of one import (File > Import Homework Results…): each
 * checked by HomeworkReplay, the accepted ones a row per pupil (in the
 * order imported) with their recomputed counts, the refused ones listed
 * with their reason. Nothing a refused file says enters a pupil's row.
 *
 * Written as CSV or JSON (save(): ".json" writes JSON, anything else CSV)
 * through ResultsFile, as the class's results are. Field names are the same
 * in every language.
 *
 * CSV: a header row, then a row per accepted file and one per refused
 * file: pupil, homework (its title), homework_id, file (its name), refused
 * (the reason, empty when accepted), then for each task i from 1 to the
 * most tasks of the homeworks imported: task<i>_kind (practice, predict,
 * browse), task<i>_done, task<i>_shown, task<i>_mistakes, task<i>_finished,
 * task<i>_asked, task<i>_right_first, task<i>_right_second,
 * task<i>_revealed; the cells a kind has not, and a refused file's, empty.
 * Names, titles, files and reasons are text cells (quoted, formulas
 * defused).
 *
 * JSON: {"format": "nqueens-homework-import", "version": 1, "pupils":
 * [{"pupil", "homework", "title", "file", "tasks": [{"task", "kind", and
 * the kind's counts as the results file names them}]}], "refused":
 * [{"file", "pupil", "homework", "reason" (HomeworkRefusal::reasonName()),
 * "why" (the sentence)}]}.
 */
class HomeworkImport
{
public:
    // Checks each file of `paths` against `registry` and adds it.
    void importFiles(const QStringList &paths, const HomeworkRegistry &registry);
    void add(const HomeworkReplay::Outcome &outcome);

    const QList<HomeworkReplay::Outcome> &accepted() const { return m_accepted; }
    const QList<HomeworkReplay::Outcome> &refused() const { return m_refused; }
    // The most tasks of an accepted file's homework (the table's task columns).
    int taskColumns() const;

    // "practice", "predict", "browse".
    static QString kindName(HomeworkCounts::Kind kind);

    QByteArray toCsv() const;
    QByteArray toJson() const;
    // ".json" writes JSON, anything else CSV; false with `error` when the
    // file could not be written (an older file then stays as it was).
    bool save(const QString &path, QString *error) const;

private:
    QList<HomeworkReplay::Outcome> m_accepted;
    QList<HomeworkReplay::Outcome> m_refused;
};
