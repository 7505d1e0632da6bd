// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QTableView>

class ClassResults;
class ClassResultsModel;

/*
 * A class's results as the teacher reads them: a row per pupil, a column
 * per question (numbered; the question's words in its header's tool tip),
 * each cell "right", "right at vote 2", "wrong" or "-" (no answer), in
 * words a screen reader reads too, with the share right in the last row
 * (ClassResultsModel). One Tab stop; it only shows.
 *
 * Sizes come from the words, never from the cells: each word a cell may
 * show is measured once (per language and font), a column is as wide as
 * the widest word its cells show, the rows are of one height, and the
 * pupils' names as wide as the widest name so far (each measured when it
 * comes). So a Reveal with hundreds of pupils and thousands of names
 * recorded costs what changed, not every cell (as headers that resize to
 * their contents did: minutes).
 */
class ClassResultsTable : public QTableView
{
    Q_OBJECT

public:
    explicit ClassResultsTable(QWidget *parent = nullptr);

    // Shows `results`: the table is told what changed since the results
    // shown before (ClassResultsModel::setResults()).
    void showResults(const ClassResults &results);
    ClassResultsModel *resultsModel() const { return m_model; }

protected:
    void changeEvent(QEvent *event) override;

private:
    // Each column as wide as the widest word of its cells and its header.
    void fitColumns();
    // The rows' height for the font now.
    void fitRows();
    // The names' column (the vertical header) wide enough for the names of
    // rows `first` to `last` too.
    void fitNames(int first, int last);
    // Measured again from the start (the language, the font or the style changed).
    void refit();
    int cellWidth(const QString &word);
    QSize headerSize(const QString &text) const;

    ClassResultsModel *m_model;
    QHash<QString, int> m_wordWidths; // a cell's width for each word measured
    int m_namesWidth = 0;
};
