// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class ExportCommands;
class QAction;
class QWidget;
class RunController;

/*
 * The File menu's export actions and their dialogs: export the board (PNG,
 * SVG, PDF), a contact sheet, frames over a range of steps, copy, print, and
 * the "exports show coordinates" toggle. The writing itself is
 * ExportCommands'. Results are reported by done() (a sentence for the status
 * line) or a warning box naming what failed. Retranslated by the window.
 */
class ExportActions : public QObject
{
    Q_OBJECT

public:
    // None is owned; all outlive this object.
    ExportActions(ExportCommands *commands, const RunController *controller, QWidget *window);

    QList<QAction *> actions() const;
    QAction *coordinates() const { return m_coordinates; }
    void retranslate();

signals:
    void done(const QString &message);

private:
    void exportBoard();
    void exportSheet();
    void exportFrames();
    void copyBoard();
    void printBoard();
    void report(bool ok, const QString &done, const QString &error);
    QString caption() const;

    ExportCommands *m_commands;
    const RunController *m_controller;
    QWidget *m_window;
    QAction *m_exportBoard;
    QAction *m_exportSheet;
    QAction *m_exportFrames;
    QAction *m_coordinates;
    QAction *m_copy;
    QAction *m_print;
};
