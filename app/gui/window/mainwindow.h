// SPDX-License-Identifier: MIT
#pragma once

#include "common/refreshthrottle.h"
#include "window/appsettings.h"

#include <QElapsedTimer>
#include <QMainWindow>
#include <QTimer>

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

class ActivityHost;
class BoardPresenter;
class BrowseActivity;
class BoardScene;
class BoardView;
class CallStackPanel;
class ClassMode;
class ClassOffers;
class SeatMode;
class SeatPanel;
class ClassPanel;
class CompareWindow;
class CountersPanel;
class ExportActions;
class ExportCommands;
class HelpMenu;
class LanguageManager;
class LayoutMemory;
class LanguageMenu;
class PlayMode;
class PlayPanel;
class PredictMode;
class PredictPanel;
class PracticeMode;
class PracticePanel;
class PseudocodePanel;
class QDockWidget;
class QLabel;
class QSlider;
class RunActions;
class RunController;
class RunToolBar;
class SearchTreeView;
class SessionController;
class SolutionsPanel;
class ThemeMenu;
class TimelineBar;
class VariablesPanel;

// The main window: wires the board, the run controller, the controls and the
// panels together. It draws nothing and runs nothing itself. Everything it
// shows follows the language chosen in its LanguageManager at once.
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
    // What the user is doing (play, predict, be the solver, a lesson,
    // browsing, the class's vote, seat work): the one owner of it.
    ActivityHost *activities() const { return m_activities; }
    CountersPanel *countersPanel() const { return m_counters; }
    PseudocodePanel *pseudocodePanel() const { return m_pseudocode; }
    VariablesPanel *variablesPanel() const { return m_variables; }
    CallStackPanel *callStackPanel() const { return m_callStack; }
    SearchTreeView *searchTreeView() const { return m_tree; }
    SolutionsPanel *solutionsPanel() const { return m_solutions; }
    LanguageManager *languages() const { return m_languages; }
    HelpMenu *helpMenu() const { return m_helpMenu; }
    RunActions *runActions() const { return m_runActions; }
    PlayMode *playMode() const { return m_play; }
    PlayPanel *playPanel() const { return m_playPanel; }
    PredictMode *predictMode() const { return m_predict; }
    PredictPanel *predictPanel() const { return m_predictPanel; }
    PracticeMode *practiceMode() const { return m_practice; }
    PracticePanel *practicePanel() const { return m_practicePanel; }
    // The whole class: pupils answer predict's questions on their own devices.
    ClassMode *classMode() const { return m_class; }
    ClassPanel *classPanel() const { return m_classPanel; }
    SeatMode *seatMode() const { return m_seat; }
    SeatPanel *seatPanel() const { return m_seatPanel; }
    // Sessions and lessons: File > Open / Save session, Add scene, the scenes.
    SessionController *sessions() const { return m_sessions; }
    QString statusText() const;
    // The timeline slider (0 .. furthest step reached), for tests.
    QSlider *timeline() const;

    // The share of a screen's available area a first window takes.
    static constexpr double ScreenShare = 0.9;
    // The most the docks beside the board (in width) and under it (in
    // height) keep of the window when it is made narrower or shorter: the
    // board gets the space first. A dock is never made smaller than its
    // minimum; a larger window leaves the docks as the user made them.
    static constexpr double SideDockShare = 0.3;
    static constexpr double BottomDockShare = 0.28;
    // The default layout: the search tree's share of the window's height
    // (presenting, and not), and the most the docks beside the board take
    // of its width.
    static constexpr double TreeShare = 0.24;
    static constexpr double PresentingTreeShare = 0.2;
    static constexpr double MaxSideShare = 0.45;
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
    // says so in the status bar (showMessage()).
    AppSettings::Values settings() const;
    void applySettings(const AppSettings::Values &values);
    // A sentence shown in the status bar for a while (e.g. the layout was
    // reset). Also when called before the window is shown.
    void showMessage(const QString &message);
    // What went wrong with the settings file (AppSettings::problem()): two
    // sentences naming files, longer than a status line, so a box that does
    // not block the window (object name "settingsProblem").
    void showSettingsProblem(const QString &problem);
    // A class that did not close (its results file is still marked open,
    // ClassMode::unclosedJournals()): a box over the window offers its
    // results (object name "unclosedClass"); nothing when there is none.
    void offerUnclosedClass();

    // The text size of every panel, the status line, the tool bars and the
    // search tree, in percent of the desktop's font (MinTextSize ..
    // MaxTextSize, clamped; TextSizeStep per Ctrl+Shift+Plus / Minus).
    // Presentation mode shows it PresentationScale times larger.
    int textSize() const { return m_textSize; }
    void setTextSize(int percent);
    static constexpr int MinTextSize = 70;
    static constexpr int MaxTextSize = 300;
    static constexpr int TextSizeStep = 10;
    static constexpr double PresentationScale = 1.5;

    // Presentation mode (View > Presentation, F5): larger text and a layout
    // for projectors, the board and the pseudocode large, the counters as
    // tall as their rows. Leaving it gives back the layout it replaced.
    bool isPresenting() const { return m_presenting; }
    void setPresenting(bool on);
    QAction *presentationAction() const { return m_presentationAction; }
    QAction *fullScreenAction() const { return m_fullScreenAction; }
    QAction *largerTextAction() const { return m_largerTextAction; }
    QAction *smallerTextAction() const { return m_smallerTextAction; }
    // View > Compare: algorithms side by side in a window of their own
    // (made on first use, then shown again as it was left). It shows itself
    // as this window does: presentation mode, full screen and the text size
    // are this window's, told to it at every change (and its keys for them
    // work there too).
    QAction *compareAction() const { return m_compareAction; }
    CompareWindow *compareWindow() const { return m_compare; }
    void showCompareWindow();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    // A warning box over the window, named `name`, that does not block it.
    void openWarning(const QString &title, const QString &message, const QString &name);
    void createDocks();
    // Shrinks the docks that take more than their share (see SideDockShare)
    // of the window's width if it got `narrower`, of its height if `shorter`.
    void fitDocks(bool narrower, bool shorter);
    // The default layout for the window's size: the docks beside the board as
    // wide as the pseudocode's longest line (as the board leaves room for),
    // the counters as tall as their rows, the search tree under the board.
    void layoutDocks();
    // Whether the layout just restored from `state` is one a user could
    // have made (see applySettings()); lays the window out to see.
    bool isLayoutSane(const QByteArray &state);
    // The window's font for textSize() and presentation mode.
    void applyTextSize();
    // The text's scale: the text size, and presentation mode's on top.
    double textScale() const;
    // Tells the compare window, if any, how this window shows itself.
    void presentCompareWindow();
    void createMenus();
    void retranslate();
    void schedulePanels();
    // Writes the panels now (a pending throttled refresh is dropped).
    void refreshPanels();
    void writePanels();
    // What the status line says now: predict's question or verdict, else
    // the presenter's words for what is shown.
    QString statusLine() const;
    void showBrowsedSolution(const QList<int> &columns);
    void syncSolutionsPanel();
    // Makes the solutions dock, when in front, at least as tall as its
    // panel's least height (under the board) or as wide as its least width
    // (beside it); presenting, moves it beside the board first.
    void fitSolutionsDock();
    // Presenting, moves the solutions dock from under the board (in front,
    // docked) to the left of it; whether it moved.
    bool moveSolutionsBesideBoard();
    // Presenting, when `shown` (a dock under the board) comes into sight
    // while the solutions are beside the board: tabs them behind it.
    void moveSolutionsUnderBoard(QDockWidget *shown);
    // Hides the window's dock tab bars that have no tabs (left over by Qt).
    void hideEmptyTabBars();
    void applyTheme();

    BoardScene *m_scene;
    BoardView *m_view;
    RunController *m_controller;
    ActivityHost *m_activities; // the one owner of what is active
    PlayMode *m_play; // play mode: its actions and rules (the presenter draws its layer)
    BrowseActivity *m_browse = nullptr;
    BoardPresenter *m_presenter;
    CountersPanel *m_counters;
    PseudocodePanel *m_pseudocode;
    VariablesPanel *m_variables;
    CallStackPanel *m_callStack;
    SearchTreeView *m_tree;
    SolutionsPanel *m_solutions;
    ExportCommands *m_export;
    LanguageManager *m_languages;
    RunActions *m_runActions;
    ExportActions *m_exportActions;
    RunToolBar *m_runBar;
    TimelineBar *m_timelineBar;
    QLabel *m_status;
    RefreshThrottle m_panelRefresh { [this] { writePanels(); } };
    QElapsedTimer m_treeFrame; // since the search tree last painted while running

    struct Dock
    {
        QDockWidget *widget;
        const char *title; // untranslated, for retranslate()
    };
    QList<Dock> m_docks;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_runMenu = nullptr;
    QMenu *m_breakpointsMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_playMenu = nullptr;
    PlayPanel *m_playPanel = nullptr;
    PredictMode *m_predict = nullptr; // predict mode: stops the run to ask (the presenter draws its marks)
    PredictPanel *m_predictPanel = nullptr;
    ClassMode *m_class = nullptr; // the class's server and what goes to it
    ClassPanel *m_classPanel = nullptr;
    ClassOffers *m_classOffers = nullptr;
    SeatMode *m_seat = nullptr;
    SeatPanel *m_seatPanel = nullptr;
    bool m_classShown = false; // the class's panel was shown for the class open now
    PracticeMode *m_practice = nullptr; // be the solver (the presenter draws its layer)
    PracticePanel *m_practicePanel = nullptr;
    SessionController *m_sessions = nullptr;
    LanguageMenu *m_languageMenu = nullptr;
    ThemeMenu *m_themeMenu = nullptr;
    HelpMenu *m_helpMenu = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_presentationAction = nullptr;
    QAction *m_fullScreenAction = nullptr;
    QAction *m_largerTextAction = nullptr;
    QAction *m_smallerTextAction = nullptr;
    QAction *m_compareAction = nullptr;
    CompareWindow *m_compare = nullptr;
    int m_textSize = 100;
    LayoutMemory *m_layoutMemory = nullptr; // the docks before the window shrank
    qreal m_boardBeforePresenting = 0; // the board's side in pixels when F5 was pressed
    bool m_presenting = false;
    bool m_solutionsInFront = false; // the solutions dock's tab is the one shown
    bool m_layoutPending = false; // fitToScreen() lays the docks out once shown
    QByteArray m_stateBeforePresenting; // the layout presentation mode replaced
};
