// SPDX-License-Identifier: MIT
#pragma once

#include "common/backgroundjob.h"
#include "homeworkresults/homeworkimport.h"
#include "homeworkresults/homeworkregistry.h"

#include <QDialog>
#include <QList>
#include <QStringList>

class HomeworkResultsModel;
class QLabel;
class QPushButton;
class QTableView;
class QTableWidget;

/*
 * File > Import Homework Results…: the pupils' results files replayed
 * (HomeworkImport, each file through HomeworkReplay against the homeworks
 * this program gave, `registry`), shown as a table with a row per pupil
 * and the recomputed counts per task (HomeworkResultsModel), the refused
 * files below it, each with its reason in full (wrapped). Import More adds
 * files to the same table; Save writes it as CSV or JSON
 * (HomeworkImport::save()). Nothing a refused file says is in the pupils'
 * table.
 *
 * The files are checked on a thread of their own (BackgroundJob), one
 * after the other, the summary line counting them ("Checking file 3 of
 * 200…"): a file at the format's limits takes most of a second, so
 * hundreds of them would stop the window. Files asked for while a check
 * runs wait their turn; closing the dialog stops the check within a file.
 *
 * It fits a 1280 x 720 screen: it asks for less, its tables scroll, and
 * ScreenFit keeps any dialog within its screen.
 */
class HomeworkImportDialog : public QDialog
{
    Q_OBJECT

public:
    explicit HomeworkImportDialog(const HomeworkRegistry &registry, QWidget *parent = nullptr);

    // Checks the files of `paths` (in the background, after those already
    // waiting) and adds them to the tables; importFinished() when none is
    // left to check (what the file dialog's choice does; the tests call it
    // with files of their own).
    void importFiles(const QStringList &paths);
    bool isImporting() const { return m_job.isRunning(); }
    const HomeworkImport &results() const { return m_results; }

    QTableView *pupilsView() const { return m_pupils; }
    QTableWidget *refusedView() const { return m_refused; }

    // Asks for results files and imports them; false when none was chosen.
    bool chooseFiles();

signals:
    // Every file asked for so far is checked and shown.
    void importFinished();

protected:
    void changeEvent(QEvent *event) override;

private:
    void save();
    void retranslate();
    void showRefused();
    void startNext();
    void addChecked(const QList<HomeworkReplay::Outcome> &outcomes);

    HomeworkRegistry m_registry;
    HomeworkImport m_results;
    QStringList m_waiting; // asked for, not yet started
    int m_checking = 0; // files in the running check
    int m_checked = 0; // of them, done
    BackgroundJob<QList<HomeworkReplay::Outcome>, int> m_job;
    HomeworkResultsModel *m_model;
    QLabel *m_summary;
    QTableView *m_pupils;
    QLabel *m_refusedTitle;
    QTableWidget *m_refused;
    QPushButton *m_more;
    QPushButton *m_save;
    QPushButton *m_close;
};
