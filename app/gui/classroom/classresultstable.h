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
 * (ClassResultsModel); after the questions, a column per task of each
 * homework handed in, each cell the pupil's recomputed counts in words or
 * "-". One Tab stop; it only shows.
 *
 * Sizes come from the words, never from the cells: each word a cell may
 * show is measured once (per language and font), a column is as wide as
 * the widest word its cells show, the rows are of one height, and the
 * pupils' names as wide as the widest name so far (each measured when it
 * comes), or at most a share of the table's width when it is given one
 * (setNamesShare(): a longer name ends in "…", whole in its tool tip), so
 * that a question's words beside it are whole in a narrow dock
 * (presenting, in German). So a Reveal with hundreds of pupils
 * and thousands of names recorded costs what changed, not every cell (as
 * headers that resize to their contents did: minutes).
 *
 * It asks for the height of all its rows (up to MaxShownRows, then it
 * scrolls): in the class's panel the dock scrolls, not the table. A new
 * question comes into view at the table's right.
 */
class ClassResultsTable : public QTableView
{
    Q_OBJECT

public:
    // The table grows to show this many rows, then scrolls.
    static constexpr int MaxShownRows = 41;

    explicit ClassResultsTable(QWidget *parent = nullptr);

    QSize sizeHint() const override;
    // The names take at most `percent` of the table's width (0: as wide as
    // the widest, the default).
    void setNamesShare(int percent);

    // Shows `results`: the table is told what changed since the results
    // shown before (ClassResultsModel::setResults()).
    void showResults(const ClassResults &results);
    ClassResultsModel *resultsModel() const { return m_model; }

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    // Each column as wide as the widest word of its cells and its header.
    void fitColumns();
    // The rows' height for the font now.
    void fitRows();
    // The names' column (the vertical header) wide enough for the names of
    // rows `first` to `last` too (up to the names' share of the width).
    void fitNames(int first, int last);
    // The names' column's width for the widest name measured.
    void applyNamesWidth();
    // Measured again from the start (the language, the font or the style changed).
    void refit();
    int cellWidth(const QString &word);
    QSize headerSize(const QString &text) const;

    ClassResultsModel *m_model;
    QHash<QString, int> m_wordWidths; // a cell's width for each word measured
    int m_namesWidth = 0;
    int m_namesShare = 0; // percent of the width, 0 for no limit
};
