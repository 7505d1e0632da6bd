// SPDX-License-Identifier: MIT
#pragma once

#include "classserver/classresults.h"
#include "homeworkresults/homeworkimport.h"

#include <QAbstractTableModel>

/*
 * The pupils whose homework was accepted, as a table: a row per accepted
 * file (in the order imported), the columns "Pupil", "Homework" (its
 * title) and one per task ("Task 1", ...), up to the most tasks of the
 * homeworks imported. A task's cell says the recomputed counts in words,
 * as the class's results table says them (ClassResultsModel::homeworkText():
 * "40 right, 2 shown, 3 mistakes"); empty where a homework has fewer tasks. A task column's tool tip says what
 * the task is (of the first row's homework). Read only.
 */
class HomeworkResultsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit HomeworkResultsModel(QObject *parent = nullptr);

    // Shows `results`' accepted rows (a reset: an import adds files at once).
    void setResults(const HomeworkImport &results);
    // The words again (the language changed).
    void retranslate();

    // The words of a task's counts (the cells' text): the class's results
    // table's (ClassResultsModel::homeworkText()).
    static QString countsText(const HomeworkCounts &counts);
    // A task's recomputed counts as the class's results keep them.
    static ClassResults::HomeworkTask classTask(const HomeworkCounts &counts);
    // What a task asks (a task column's tool tip, from the first row's homework).
    static QString taskText(const HomeworkTask &task);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<HomeworkReplay::Outcome> m_rows;
    int m_tasks = 0;
};
