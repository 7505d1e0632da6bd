// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QString>

class ClassMode;
class QWidget;

/*
 * What the window offers about a class, each in a box that does not block
 * the window (tests and a teacher's other windows go on behind it), in the
 * window's text size:
 * - offerUnclosed(): a class that did not close (its results file is still
 *   marked open and the program that had it is gone,
 *   ClassMode::unclosedJournals(); a class open now in another program is
 *   never offered): to go on with the class when its roster was kept
 *   (ClassMode::resume(): the same code and port, the pages come back as
 *   the same pupils; button "resumeClassButton"), or to show its results
 *   ("showUnclosedButton"); object name "unclosedClass". Nothing when
 *   there is none.
 * - offerForLesson(): a session or lesson meant for a class was opened
 *   while no class is open: Open the Class or Not Now (object name
 *   "lessonForClass"); with a class open, warning() is not needed and the
 *   status line says where the questions go (message()).
 */
class ClassOffers : public QObject
{
    Q_OBJECT

public:
    // Neither owned; both outlive this object.
    ClassOffers(ClassMode *classMode, QWidget *window);

    void offerUnclosed();
    // `name`: the file as messages name it.
    void offerForLesson(const QString &name);

signals:
    // A box the window shows as its other warnings (title, text, object name).
    void warning(const QString &title, const QString &text, const QString &objectName);
    // A sentence for the status line.
    void message(const QString &text);

private:
    // The window's text size (presentation mode's too), as its status line.
    void fitToWindow(QWidget *box) const;

    ClassMode *m_class;
    QWidget *m_window;
};
