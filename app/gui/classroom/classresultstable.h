// SPDX-License-Identifier: MIT
#pragma once

#include <QTableWidget>

class ClassResults;

/*
 * A class's results as the teacher reads them: a row per pupil, a column
 * per question (numbered; the question's words in its header's tool tip),
 * each cell "right", "right at vote 2", "wrong" or "-" (no answer), in
 * words a screen reader reads too, with the share right in the last row.
 * One Tab stop; it only shows.
 */
class ClassResultsTable : public QTableWidget
{
    Q_OBJECT

public:
    explicit ClassResultsTable(QWidget *parent = nullptr);

    void showResults(const ClassResults &results);
};
