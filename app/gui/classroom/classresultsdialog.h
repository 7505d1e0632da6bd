// SPDX-License-Identifier: MIT
#pragma once

#include "classserver/classresults.h"

#include <QDialog>

class ClassResultsTable;

/*
 * The results of a class that did not close (the program or the machine
 * stopped while it was open), read back from its file in the user's data
 * folder: the table as the class's panel showed it, and Save to keep them
 * as CSV or JSON. Closing the dialog marks the file as seen (it is renamed
 * without ".open", see ClassMode), so it is offered once.
 */
class ClassResultsDialog : public QDialog
{
    Q_OBJECT

public:
    // Reads `journal`; on failure null with `error` (the file is left as it was).
    static ClassResultsDialog *fromFile(const QString &journal, QWidget *parent, QString *error);

    const ClassResults &results() const { return m_results; }
    // Asks where (CSV or JSON) and saves `results` there, saying why when
    // it fails: the class's panel and this dialog save through it.
    static void saveAs(const ClassResults &results, QWidget *parent);

private:
    ClassResultsDialog(const QString &journal, ClassResults results, QWidget *parent);
    void save();

    QString m_journal;
    ClassResults m_results;
    ClassResultsTable *m_table;
};
