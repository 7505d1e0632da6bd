// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QString>

#include "classserver/classresults.h"

#include <optional>

/*
 * A class's results as a table: a row per pupil (ClassResults::pupils(), in
 * their order; the vertical header their name, its tool tip too), then the "Right" row (the
 * share right of each question, "2 of 3"; only when there are pupils), a
 * column per question (headers "Q1", "Q2"...; the question's words in the
 * header's tool tip). A pupil's cell is "right", "right at vote 2", "wrong"
 * or "-", which a screen reader reads as "no answer" (Qt::AccessibleTextRole).
 * After the questions, a column per task of each homework handed in
 * (ClassResults::homeworks(); headers "Week 3, task 1", the title cut at
 * 16 characters, whole in the tool tip), a cell the pupil's recomputed
 * counts in words, each count in its own plural form ("12 right, 1 shown,
 * 3 mistakes", ", not finished", "not started"; predict "2 at try 1, 1 at
 * try 2, 1 revealed (5 questions)", "no question answered"; browse "handed
 * in"), or "-" ("not handed in"); the "Right" row leaves them empty.
 *
 * setResults() tells the views what changed since the last results shown:
 * rows of pupils no longer recorded removed, new pupils' rows and new
 * questions' columns inserted, the cells and headers that changed reported;
 * a reset only when the questions shown before are not the first ones of
 * the new results (other results). With hundreds of pupils the view then
 * does work for what changed, not for every cell at every Reveal.
 */
class ClassResultsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit ClassResultsModel(QObject *parent = nullptr);

    void setResults(const ClassResults &results);
    // The words again (the language changed): every cell and header reported changed.
    void retranslate();

    // The pupils' rows (the "Right" row after them).
    int pupilCount() const { return int(m_rows.size()); }
    // The words the cells of `column` show, each once ("right", "wrong",
    // "2 of 3"), for a view to size the column by: a look at each pupil's
    // outcome, no text made or measured per cell (a homework's column: the
    // text of each pupil's counts).
    QStringList wordsIn(int column) const;
    // A homework task's counts in words (a homework column's cells).
    static QString homeworkText(const ClassResults::HomeworkTask &task);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    struct Row
    {
        QString id;
        QString name;
        QList<ClassResults::Outcome> outcomes; // one per question
        QList<std::optional<ClassResults::HomeworkTask>> homework; // one per homework column
    };
    // A homework column: the homework (in m_homeworks) and its task.
    struct HomeworkColumn
    {
        int homework = 0;
        int task = 0;
    };
    // Each pupil's homework cells by pupil id, one per homework column
    // (none for a pupil who handed none in).
    using HomeworkCells = QHash<QString, QList<std::optional<ClassResults::HomeworkTask>>>;
    HomeworkCells homeworkCells(const ClassResults &results) const;
    QList<std::optional<ClassResults::HomeworkTask>> cellsOf(const HomeworkCells &cells, const QString &pupil) const;
    QString homeworkHeader(int column, bool whole) const;
    static bool isRight(ClassResults::Outcome outcome);
    void reset(const ClassResults &results);
    void removeGone(const QList<ClassResults::Pupil> &pupils, qsizetype *kept);
    // `cells`: each row's outcomes for `questions`.
    void insertQuestions(const QList<ClassResults::Question> &questions,
        const QList<QList<ClassResults::Outcome>> &cells);
    void insertPupils(
        const ClassResults &results, const QList<ClassResults::Pupil> &pupils, qsizetype from);
    void countRight();
    QString outcomeText(ClassResults::Outcome outcome) const;
    QString rightText(int column) const;

    QList<Row> m_rows;
    QList<ClassResults::Question> m_questions;
    QList<ClassResults::Homework> m_homeworks; // ClassResults::homeworks(), the columns
    QList<HomeworkColumn> m_homeworkColumns; // after the questions'
    QList<int> m_right; // per question: pupils right
    // The "Right" row is shown: while there are pupils (and while the last
    // rows gone make way for new ones, within setResults()).
    bool m_rightRow = false;
};
