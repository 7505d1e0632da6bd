// SPDX-License-Identifier: MIT
#pragma once

#include "window/appsettings.h"

#include <QMainWindow>

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

class ActivityHost;
class BoardPresenter;
class BoardScene;
class BoardView;
class ClassOffers;
class DockLayout;
class ExportActions;
class ExportCommands;
class LanguageManager;
class Presentation;
class QLabel;
class QSlider;
class RunActions;
class RunController;
class RunToolBar;
class SessionController;
class StepFeed;
class TimelineBar;
class WindowMenus;
class WindowNotices;

/*
 * The main window: the board's view in the middle, the run's tool bars, the
 * status line, and what its parts supply around them. It draws nothing and
 * runs nothing itself:
 * - activities() (play, predict, be the solver, browsing, the class's vote,
 *   seat work, a lesson) say what the user is doing and bring their panels
 *   and menu sections;
 * - docks() makes and lays out the docks (the run's panels, each following
 *   the step shown itself through a StepFeed, and the activities' panels);
 * - presentation() holds the text size, presentation mode and full screen;
 * - menus() builds the menu bar from the parts;
 * - notices() says what the parts have to say (boxes, status messages).
 * Everything it shows follows the language chosen in its LanguageManager at once.
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    MainWindow(int boardSize, nq::Algorithm algorithm, QWidget *parent = nullptr);
    ~MainWindow() override;

    const BoardScene *boardScene() const { return m_scene; }
    // The board's view: where the keyboard's walk starts and Escape returns.
    BoardView *boardView() const { return m_view; }
    // What the board shows, and the one writer of its scene.
    BoardPresenter *presenter() const { return m_presenter; }
    RunController *controller() const { return m_controller; }
    // What the user is doing: the one owner of it, and of the activities.
    ActivityHost *activities() const { return m_activities; }
    DockLayout *docks() const { return m_docks; }
    Presentation *presentation() const { return m_presentation; }
    WindowMenus *menus() const { return m_menus; }
    WindowNotices *notices() const { return m_notices; }
    LanguageManager *languages() const { return m_languages; }
    RunActions *runActions() const { return m_runActions; }
    // Sessions and lessons: File > Open / Save session, Add scene, the scenes.
    SessionController *sessions() const { return m_sessions; }
    QString statusText() const;
    // The timeline slider (0 .. furthest step reached), for tests.
    QSlider *timeline() const;

    // The share of a screen's available area a first window takes.
    static constexpr double ScreenShare = 0.9;
    // Where a first window (nothing remembered) goes on a screen whose
    // available area is `available`: ScreenShare of it in each direction,
    // centred. The window's frame fits in the margin left.
    static QRect firstGeometry(const QRect &available);
    // Places the window at firstGeometry() of the screen it is on, the
    // counters dock tall enough for all its rows. Call it before
    // applySettings(): a remembered geometry and layout replace these.
    void fitToScreen();
    // The same at `size` (a window size asked for on the command line).
    void fitToSize(const QSize &size);

    // What the window would remember now, and applying remembered values
    // (size and algorithm are the constructor's). Values out of range are
    // ignored. A window state that does not restore, or restores to a
    // layout without the run's tool bar, the timeline or room for the board
    // (damaged data, another window's state), leaves the default layout and
    // says so in the status bar.
    AppSettings::Values settings() const;
    void applySettings(const AppSettings::Values &values);
    // What went wrong with the settings file (AppSettings::problem()): two
    // sentences naming files, longer than a status line, so a box that does
    // not block the window (object name "settingsProblem").
    void showSettingsProblem(const QString &problem);
    // A class that did not close (its results file is still marked open,
    // ClassMode::unclosedJournals()): a box over the window offers its
    // results (object name "unclosedClass"); nothing when there is none.
    void offerUnclosedClass();

protected:
    // Quitting (Ctrl+Q, the window's close button) with a class open
    // closes the class first, as Close the Class does: its results file is
    // finalised, so the next start does not take a normal quit for a crash.
    // When its results could not be written, it asks first.
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslate();
    // The status line and the board's description for screen readers:
    // an activity's words (predict's question or verdict), else the
    // presenter's for what is shown.
    void writeStatus();
    void applyTheme();

    BoardScene *m_scene;
    BoardView *m_view;
    RunController *m_controller;
    ActivityHost *m_activities;
    BoardPresenter *m_presenter;
    StepFeed *m_feed;
    ExportCommands *m_export;
    LanguageManager *m_languages;
    RunActions *m_runActions;
    ExportActions *m_exportActions;
    RunToolBar *m_runBar;
    TimelineBar *m_timelineBar;
    QLabel *m_status;
    WindowNotices *m_notices;
    SessionController *m_sessions = nullptr;
    ClassOffers *m_classOffers = nullptr;
    DockLayout *m_docks = nullptr;
    Presentation *m_presentation = nullptr;
    WindowMenus *m_menus = nullptr;
    bool m_layoutPending = false; // fitToScreen() lays the docks out once shown
};
