// SPDX-License-Identifier: MIT
#include "window/windowmenus.h"

#include "activity/activityhost.h"
#include "board/boardview.h"
#include "classroom/classmode.h"
#include "compare/comparewindow.h"
#include "display/boardpresenter.h"
#include "export/exportactions.h"
#include "homeworkexport/homeworkexportaction.h"
#include "homeworkimport/homeworkimportaction.h"
#include "run/runactions.h"
#include "run/runcontroller.h"
#include "session/sessioncontroller.h"
#include "window/docklayout.h"
#include "window/helpmenu.h"
#include "window/languagemanager.h"
#include "window/languagemenu.h"
#include "window/presentation.h"
#include "window/thememenu.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

namespace {

// The menu an activity's section goes to: the run's, or the puzzle's.
bool inPuzzleMenu(Activity::Kind kind)
{
    return kind == Activity::Kind::Play || kind == Activity::Kind::BeTheSolver;
}

void addSection(QMenu *menu, const QList<QAction *> &section)
{
    for (QAction *action : section) {
        if (action) {
            menu->addAction(action);
        } else {
            menu->addSeparator();
        }
    }
}

} // namespace

WindowMenus::WindowMenus(const Parts &parts)
    : QObject(parts.window)
    , m_parts(parts)
{
    QMenuBar *bar = parts.window->menuBar();
    m_quitAction = new QAction(this);
    m_quitAction->setShortcuts(QKeySequence::Quit);
    connect(m_quitAction, &QAction::triggered, parts.window, &QWidget::close);

    SessionController *sessions = parts.sessions;
    m_fileMenu = bar->addMenu(QString());
    m_fileMenu->addActions({ sessions->openAction(), sessions->saveAction(),
        sessions->addSceneAction(), sessions->forClassAction() });
    m_fileMenu->addActions({ sessions->previousSceneAction(), sessions->nextSceneAction() });
    m_fileMenu->addSeparator();
    const QList<QAction *> exports = parts.exports->actions();
    // board, sheet, frames, animation, coordinates, square names
    m_fileMenu->addActions(exports.mid(0, 6));
    m_fileMenu->addSeparator();
    m_fileMenu->addActions(exports.mid(6)); // copy, print
    m_fileMenu->addSeparator();
    LanguageManager *languages = parts.languages;
    m_fileMenu->addAction(new HomeworkExportAction(
        parts.window, [languages] { return languages ? languages->language() : QStringLiteral("en"); },
        &LanguageManager::nativeName));
    auto *importHomework = new HomeworkImportAction(parts.window);
    // Add to Class Results goes to the window's class while it is open.
    importHomework->setClassMode(parts.activities->get<ClassMode>());
    m_fileMenu->addAction(importHomework);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    const RunActions *run = parts.run;
    m_runMenu = bar->addMenu(QString());
    m_runMenu->addActions({ run->step(), run->back(), run->play(), run->toEnd() });
    m_runMenu->addSeparator();
    m_runMenu->addActions({ run->previousSolution(), run->nextSolution(), run->goToSolution() });
    m_runMenu->addSeparator();
    m_breakpointsMenu = m_runMenu->addMenu(QString());
    m_breakpointsMenu->addActions(
        { run->breakOnSolution(), run->breakOnBacktrack(), run->breakAtDepth() });
    m_runMenu->addSeparator();
    m_runMenu->addActions({ run->slower(), run->faster() });
    m_runMenu->addSeparator();

    m_playMenu = bar->addMenu(QString());
    bool puzzleStarted = false;
    for (Activity *activity : parts.activities->activities()) {
        const QList<QAction *> section = activity->menuSection();
        if (section.isEmpty()) {
            continue;
        }
        if (inPuzzleMenu(activity->kind())) {
            if (std::exchange(puzzleStarted, true)) {
                m_playMenu->addSeparator();
            }
            addSection(m_playMenu, section);
        } else {
            addSection(m_runMenu, section);
        }
    }
    m_runMenu->addSeparator();
    m_runMenu->addAction(run->reset());

    m_viewMenu = bar->addMenu(QString());
    Presentation *presentation = parts.presentation;
    m_viewMenu->addActions({ presentation->presentationAction(), presentation->fullScreenAction() });
    m_viewMenu->addActions({ presentation->largerTextAction(), presentation->smallerTextAction() });
    m_viewMenu->addSeparator();
    m_compareAction = new QAction(this);
    connect(m_compareAction, &QAction::triggered, this, &WindowMenus::showCompareWindow);
    m_viewMenu->addAction(m_compareAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(run->attacks());
    // Zoom and pan of the board, for big boards (their keys work while it has focus).
    m_viewMenu->addAction(parts.view->zoomInAction());
    m_viewMenu->addAction(parts.view->zoomOutAction());
    m_viewMenu->addAction(parts.view->fitAction());
    m_viewMenu->addSeparator();
    for (QDockWidget *dock : parts.docks->docks()) {
        m_viewMenu->addAction(dock->toggleViewAction());
    }
    m_viewMenu->addSeparator();
    m_themeMenu = new ThemeMenu(parts.window);
    m_viewMenu->addMenu(m_themeMenu);
    m_viewMenu->addMenu(new LanguageMenu(parts.languages, parts.window));

    m_helpMenu = new HelpMenu(parts.window);
    bar->addMenu(m_helpMenu);
    connect(m_helpMenu, &HelpMenu::exampleChosen, sessions,
        [sessions](const QString &path) { sessions->open(path, false); });
    connect(presentation, &Presentation::changed, this, &WindowMenus::presentCompareWindow);
}

void WindowMenus::retranslate()
{
    // The words are the window's (their translations are kept under its name).
    m_fileMenu->setTitle(QCoreApplication::translate("MainWindow", "&File"));
    m_runMenu->setTitle(QCoreApplication::translate("MainWindow", "&Run"));
    m_breakpointsMenu->setTitle(QCoreApplication::translate("MainWindow", "Brea&kpoints"));
    m_viewMenu->setTitle(QCoreApplication::translate("MainWindow", "&View"));
    m_playMenu->setTitle(QCoreApplication::translate("MainWindow", "&Puzzle"));
    m_quitAction->setText(QCoreApplication::translate("MainWindow", "&Quit"));
    m_quitAction->setToolTip(QCoreApplication::translate("MainWindow", "Close the program"));
    m_compareAction->setText(QCoreApplication::translate("MainWindow", "Co&mpare algorithms..."));
    m_compareAction->setToolTip(QCoreApplication::translate("MainWindow", "Two to four algorithms side by side on boards of the same size"));
}

void WindowMenus::showCompareWindow()
{
    if (!m_compare) {
        RunController *run = m_parts.controller;
        m_compare = new CompareWindow(
            run->boardSize(), CompareWindow::defaultAlgorithms(run->algorithm()), m_parts.window);
        // F5, F11 and the text size keys act on this window's mode from there too.
        m_compare->addModeActions(m_parts.presentation->actions());
        m_compare->fitToScreen();
        presentCompareWindow(); // presenting, it takes the whole screen
    }
    m_compare->setTheme(m_parts.presenter->theme());
    m_compare->show();
    m_compare->raise();
    m_compare->activateWindow();
}

void WindowMenus::presentCompareWindow()
{
    if (m_compare) {
        const Presentation *presentation = m_parts.presentation;
        m_compare->setPresentation(
            { presentation->textScale(), presentation->isPresenting(), m_parts.window->isFullScreen() });
    }
}
