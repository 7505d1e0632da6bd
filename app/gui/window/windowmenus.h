// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class ActivityHost;
class BoardPresenter;
class BoardView;
class CompareWindow;
class DockLayout;
class ExportActions;
class HelpMenu;
class LanguageManager;
class Presentation;
class QAction;
class QMainWindow;
class QMenu;
class RunActions;
class RunController;
class SessionController;
class ThemeMenu;

/*
 * The window's menu bar, built from what the parts supply: File (sessions,
 * lessons, exports, quit), Run (the run's actions, then the menu sections
 * of predict, the class's vote and seat work), Puzzle (play's and be the
 * solver's sections), View (presentation, text size, compare, the board's
 * zoom, every dock, theme, language) and Help. An activity's section goes
 * to the menu of its kind, in the order the activities were registered; a
 * null action in a section is a separator.
 *
 * View > Compare opens algorithms side by side in a window of their own
 * (made on first use, then shown again as it was left), shown as this
 * window shows itself (Presentation::changed()).
 */
class WindowMenus : public QObject
{
    Q_OBJECT

public:
    struct Parts
    {
        QMainWindow *window = nullptr;
        SessionController *sessions = nullptr;
        ExportActions *exports = nullptr;
        RunActions *run = nullptr;
        RunController *controller = nullptr;
        BoardPresenter *presenter = nullptr;
        BoardView *view = nullptr;
        ActivityHost *activities = nullptr;
        Presentation *presentation = nullptr;
        DockLayout *docks = nullptr;
        LanguageManager *languages = nullptr;
    };

    // None of the parts is owned; all outlive this object.
    explicit WindowMenus(const Parts &parts);

    HelpMenu *helpMenu() const { return m_helpMenu; }
    ThemeMenu *themeMenu() const { return m_themeMenu; }
    QAction *compareAction() const { return m_compareAction; }
    CompareWindow *compareWindow() const { return m_compare; }
    void showCompareWindow();
    // Tells the compare window, if any, how the window shows itself.
    void presentCompareWindow();
    void retranslate();

private:
    Parts m_parts;
    QMenu *m_fileMenu;
    QMenu *m_runMenu;
    QMenu *m_breakpointsMenu;
    QMenu *m_playMenu;
    QMenu *m_viewMenu;
    QAction *m_quitAction;
    QAction *m_compareAction;
    ThemeMenu *m_themeMenu;
    HelpMenu *m_helpMenu;
    CompareWindow *m_compare = nullptr;
};
