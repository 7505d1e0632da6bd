// SPDX-License-Identifier: MIT
#pragma once

#include "classserver/classresults.h"
#include "common/backgroundjob.h"
#include "homeworkresults/homeworkimport.h"
#include "homeworkresults/homeworkregistry.h"

#include <QDialog>
#include <QList>
#include <QPointer>
#include <QStringList>

class ClassMode;
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
 * (HomeworkImport::save()), and the summary line then says where. The file
 * dialogs open in the documents folder, or home without one. Nothing a
 * refused file says is in the pupils' table.
 *
 * Add to Class Results joins the accepted files to a class's results
 * (ClassResults::addHomework(): each in the row of the pupil of that name,
 * trimmed and case insensitive, or a new row; a pupil's earlier result of
 * the same homework replaced): while a class is open (setClassMode()),
 * to that class's, so that its file and its Save have them; else to a
 * class's results JSON file saved earlier that the teacher chooses
 * ("Add to Class Results File…"), read as hostile input
 * (ClassResults::fromJson()) and written back atomically (OutputFile),
 * then offered as CSV too. The line under the summary says what was added,
 * or why nothing was (the file refused with its reason, left as it was).
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

    // The class whose results Add to Class Results joins while it is open
    // (none: always a file). Not owned; may go away before this dialog.
    void setClassMode(ClassMode *classMode);
    // The accepted files as a class's results take them.
    QList<ClassResults::HandedIn> handedIn() const;
    // Joins them to the open class's results; how many were not recorded.
    int addToOpenClass();
    // Joins them to the class's results in the JSON file `path` and writes
    // it back; false with `error` (translated) and the file as it was when
    // it is not a class's results or could not be written. `added`: the
    // results joined.
    bool addToClassFile(const QString &path, QString *error, ClassResults *added = nullptr);
    QPushButton *addToClassButton() const { return m_join; }
    // What the last Add to Class Results did (the line under the summary).
    QString classNote() const;

signals:
    // Every file asked for so far is checked and shown.
    void importFinished();

protected:
    void changeEvent(QEvent *event) override;

private:
    void save();
    // The button's action: the open class's results, or a file chosen.
    void addToClass();
    void retranslate();
    void showRefused();
    void startNext();
    void addChecked(const QList<HomeworkReplay::Outcome> &outcomes);

    HomeworkRegistry m_registry;
    HomeworkImport m_results;
    QStringList m_waiting; // asked for, not yet started
    int m_checking = 0; // files in the running check
    int m_checked = 0; // of them, done
    HomeworkResultsModel *m_model;
    QLabel *m_summary;
    QLabel *m_classNote;
    // What the last Add to Class Results did: added and not recorded, to the
    // open class (file null) or to the file of that name.
    struct Note
    {
        int added = 0;
        int notRecorded = 0;
        QString file;
    };
    Note m_note;
    QString m_savedTo; // the file the last Save wrote, said in the summary
    QPointer<ClassMode> m_classMode;
    QTableView *m_pupils;
    QLabel *m_refusedTitle;
    QTableWidget *m_refused;
    QPushButton *m_more;
    QPushButton *m_save;
    QPushButton *m_join;
    QPushButton *m_close;
    // Last: made after the widgets its reports reach (as the constructor
    // lists it), and stopped first.
    BackgroundJob<QList<HomeworkReplay::Outcome>, int> m_job;
};
