// SPDX-License-Identifier: MIT
#pragma once

#include "homeworkresults/homeworkimport.h"
#include "homeworkresults/homeworkregistry.h"

#include <QDialog>

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
 * It fits a 1280 x 720 screen: it asks for less, its tables scroll, and
 * ScreenFit keeps any dialog within its screen.
 */
class HomeworkImportDialog : public QDialog
{
    Q_OBJECT

public:
    explicit HomeworkImportDialog(const HomeworkRegistry &registry, QWidget *parent = nullptr);

    // Replays the files of `paths` and adds them to the tables (what the
    // file dialog's choice does; the tests call it with files of their own).
    void importFiles(const QStringList &paths);
    const HomeworkImport &results() const { return m_results; }

    QTableView *pupilsView() const { return m_pupils; }
    QTableWidget *refusedView() const { return m_refused; }

    // Asks for results files and imports them; false when none was chosen.
    bool chooseFiles();

protected:
    void changeEvent(QEvent *event) override;

private:
    void save();
    void retranslate();
    void showRefused();

    HomeworkRegistry m_registry;
    HomeworkImport m_results;
    HomeworkResultsModel *m_model;
    QLabel *m_summary;
    QTableView *m_pupils;
    QLabel *m_refusedTitle;
    QTableWidget *m_refused;
    QPushButton *m_more;
    QPushButton *m_save;
    QPushButton *m_close;
};
