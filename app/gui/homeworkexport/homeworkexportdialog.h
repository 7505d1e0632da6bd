// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

#include <array>
#include <functional>

#ifndef Q_MOC_RUN
#include "homework/homeworkspec.h"
#endif

class PracticeTaskForm;
class QComboBox;
class QSpinBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

/*
 * File > Export Homework…: what the pupils do at home, written as one HTML
 * file that checks every step in their browser, offline (HomeworkFile).
 * The teacher gives a title (plain text, shown on the page and in the
 * results), the page's language (the window's at first) and one or more
 * tasks of three types: be the solver (PracticeTaskForm: N from 4 to 10,
 * the algorithm, how far, refusals marked or not, and how long it takes at
 * a pupil's pace), predict (the algorithm's run on N x N, questions where
 * the frequency stops, up to a step) and browsing the solutions of a small
 * board (N from 4 to 8). Add Task puts the task shown on the list; with
 * none on the list, the task shown is the homework. Export… asks where to
 * save it (the documents folder, or home without one; the title as the
 * file's name) and writes it (atomically, and registered so that the
 * import of results knows it);
 * a failure is said in the dialog, which stays open with every choice.
 * In a build without the WebAssembly module the dialog says why nothing
 * can be exported, and Export… is disabled.
 */
class HomeworkExportDialog : public QDialog
{
    Q_OBJECT

public:
    // A language by its own name ("Deutsch"), as View > Language lists it.
    using LanguageName = std::function<QString(const QString &code)>;

    // `language`: the page's words at first (en, de, es, fr); `languageName`
    // names the choices (the code itself without it).
    explicit HomeworkExportDialog(
        const QString &language, const LanguageName &languageName = {}, QWidget *parent = nullptr);

    // The homework as chosen now, with a new id each call.
    HomeworkSpec spec() const;
    // Writes spec() to `path`; false with the reason shown in the dialog.
    bool exportTo(const QString &path);
    // What the dialog says under its buttons (the last file written, or why not).
    QString message() const;

private:
    void addTask();
    void removeTask();
    void chooseFileAndExport();
    void updateControls();
    // Shows the choices of task type `type` (m_type's index), hides the others.
    void showType(int type);
    // The task the form of the type chosen shows.
    HomeworkTask shownTask() const;
    // The homework as chosen now, with no id: spec() draws one.
    HomeworkSpec chosen() const;
    // "Be the solver: 6 x 6, Lock lines, to the first solution, refusals marked".
    static QString describe(const HomeworkTask &task);

    QLineEdit *m_title;
    QComboBox *m_language;
    QComboBox *m_type; // be the solver, predict, browse: m_pages' order
    std::array<QWidget *, 3> m_pages {};
    PracticeTaskForm *m_form;
    // Predict.
    QComboBox *m_predictAlgorithm;
    QSpinBox *m_predictSize;
    QComboBox *m_frequency;
    QSpinBox *m_k;
    QSpinBox *m_lastStep;
    // Browse.
    QSpinBox *m_browseSize;
    QPushButton *m_add;
    QListWidget *m_tasks;
    QPushButton *m_remove;
    QLabel *m_message;
    QDialogButtonBox *m_buttons;
    QPushButton *m_export;
    QList<HomeworkTask> m_taskList;
};
