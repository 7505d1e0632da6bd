// SPDX-License-Identifier: MIT
#pragma once

#include "export/exportanimationdialog.h"

#include <QObject>

#include <optional>

class ExportCommands;
class QAction;
class QWidget;
class RunController;

/*
 * The File menu's export actions and their dialogs: export the board (PNG,
 * SVG, PDF), a contact sheet, frames over a range of steps, an animation
 * (GIF, MP4, WebM: ExportAnimationDialog, with a progress dialog that can
 * cancel), copy, print, and
 * the "exports show coordinates" and "exports show square names" toggles
 * (the names apply to the board's export, copy and print: a handout).
 * The animation dialog opens with the choices of the last animation
 * exported in this window (range, format, size, captions, counters).
 * The writing itself is
 * ExportCommands'. The dialogs open in the folder last saved in, with a
 * name saying what is shown. Results are reported by done() (a sentence for the status
 * line) or a warning box naming what failed. Retranslated by the window.
 */
class ExportActions : public QObject
{
    Q_OBJECT

public:
    // None is owned; all outlive this object.
    ExportActions(ExportCommands *commands, const RunController *controller, QWidget *window);

    // Board, sheet, frames, animation, coordinates, square names, copy, print.
    QList<QAction *> actions() const;
    QAction *coordinates() const { return m_coordinates; }
    QAction *squareNames() const { return m_squareNames; }
    void retranslate();

    // The folder the file dialogs open in: the last one a file was saved
    // in (kept in the settings by the window); empty: the working folder.
    QString folder() const { return m_folder; }
    void setFolder(const QString &folder) { m_folder = folder; }
    // What the dialogs propose, in folder(): the board as shown named by
    // what it is ("queens-8-solution-5.png", "queens-8-step-111.png",
    // "queens-8-play.png"), a contact sheet of n ("queens-8-sheet.pdf",
    // "queens-8-fundamental-sheet.pdf"), and the folder for frames.
    QString proposedBoardPath() const;
    QString proposedSheetPath(bool fundamental) const;
    QString proposedFramesFolder() const;
    // "queens-8-steps-0-111.gif", "queens-8-symmetries.gif", in folder().
    QString proposedAnimationPath(bool orbit, quint64 first, quint64 last, const QString &format) const;
    // "queens-8-play.gif": play mode's moves, in folder().
    QString proposedPlayAnimationPath(const QString &format) const;

signals:
    void done(const QString &message);

private:
    void exportBoard();
    void exportSheet();
    void exportFrames();
    void exportAnimation();
    void copyBoard();
    void printBoard();
    void report(bool ok, const QString &done, const QString &error);
    // Remembers the folder of `path` when `ok`, and reports.
    void saved(bool ok, const QString &path, const QString &done, const QString &error);
    QString caption() const;

    ExportCommands *m_commands;
    const RunController *m_controller;
    QWidget *m_window;
    QAction *m_exportBoard;
    QAction *m_exportSheet;
    QAction *m_exportFrames;
    QAction *m_exportAnimation;
    QAction *m_coordinates;
    QAction *m_squareNames;
    QAction *m_copy;
    QAction *m_print;
    QString m_folder;
    // The last animation's choices, proposed again by the next dialog.
    std::optional<ExportAnimationDialog::Choice> m_lastAnimation;
};
