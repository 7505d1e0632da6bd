// SPDX-License-Identifier: MIT
#include "homeworkimport/homeworkresultsmodel.h"

#include "classroom/classresultsmodel.h"

namespace {

// The columns before the tasks'.
enum Column { PupilColumn, HomeworkColumn, FirstTaskColumn };

} // namespace

HomeworkResultsModel::HomeworkResultsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void HomeworkResultsModel::setResults(const HomeworkImport &results)
{
    beginResetModel();
    m_rows = results.accepted();
    m_tasks = results.taskColumns();
    endResetModel();
}

void HomeworkResultsModel::retranslate()
{
    if (!m_rows.isEmpty()) {
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    }
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

ClassResults::HomeworkTask HomeworkResultsModel::classTask(const HomeworkCounts &counts)
{
    ClassResults::HomeworkTask task;
    switch (counts.kind) {
    case HomeworkCounts::Kind::Practice:
        task.kind = ClassResults::HomeworkTask::Kind::Practice;
        break;
    case HomeworkCounts::Kind::Predict:
        task.kind = ClassResults::HomeworkTask::Kind::Predict;
        break;
    case HomeworkCounts::Kind::Browse:
        task.kind = ClassResults::HomeworkTask::Kind::Browse;
        break;
    }
    task.done = counts.done;
    task.shown = counts.shown;
    task.mistakes = counts.mistakes;
    task.finished = counts.finished;
    task.asked = counts.asked;
    task.rightFirst = counts.rightFirst;
    task.rightSecond = counts.rightSecond;
    task.revealed = counts.revealed;
    return task;
}

QString HomeworkResultsModel::countsText(const HomeworkCounts &counts)
{
    // The class's results table says them: the same words in both tables.
    return ClassResultsModel::homeworkText(classTask(counts));
}

QString HomeworkResultsModel::taskText(const HomeworkTask &task)
{
    switch (task.kind) {
    case HomeworkTask::Kind::Practice:
        return tr("Be the solver: %1 on %2 x %2").arg(task.algorithm).arg(task.n);
    case HomeworkTask::Kind::Predict:
        return tr("Predict: %1 on %2 x %2").arg(task.algorithm).arg(task.n);
    case HomeworkTask::Kind::Browse:
        break;
    }
    return tr("Browse the solutions of %1 x %1").arg(task.n);
}

int HomeworkResultsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int HomeworkResultsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstTaskColumn + m_tasks;
}

QVariant HomeworkResultsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size()
        || (role != Qt::DisplayRole && role != Qt::ToolTipRole)) {
        return {};
    }
    const HomeworkReplay::Outcome &row = m_rows.at(index.row());
    switch (index.column()) {
    case PupilColumn:
        return row.pupil;
    case HomeworkColumn:
        return row.homework.title;
    default:
        break;
    }
    const int task = index.column() - FirstTaskColumn;
    if (task >= row.counts.size()) {
        return {};
    }
    return countsText(row.counts.at(task));
}

QVariant HomeworkResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole)) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    if (role == Qt::ToolTipRole) {
        // What the task was, as the first row's homework set it.
        const int task = section - FirstTaskColumn;
        if (task < 0 || m_rows.isEmpty() || task >= m_rows.first().homework.tasks.size()) {
            return {};
        }
        return taskText(m_rows.first().homework.tasks.at(task));
    }
    switch (section) {
    case PupilColumn:
        return tr("Pupil");
    case HomeworkColumn:
        return tr("Homework");
    default:
        break;
    }
    return tr("Task %1").arg(section - FirstTaskColumn + 1);
}
