// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>

class ActivityHost;
class BoardScene;
class CallStackPanel;
class CountersPanel;
class LayoutMemory;
class PseudocodePanel;
class QDockWidget;
class QMainWindow;
class QToolBar;
class QWidget;
class SearchTreeView;
class SolutionsPanel;
class VariablesPanel;

/*
 * The window's docks: made once, laid out for the window's size, for
 * presentation mode, and again when the window shrinks.
 *
 * - The run's panels: the counters on top of the side beside the board,
 *   the pseudocode, variables and call stack tabbed under them; the search
 *   tree and the solutions tabbed under the board.
 * - Each activity with a panel gets a dock of its own, named after its
 *   dock title ("Predict" -> "predictDock"); activities with the same title
 *   share it, stacked, the one registered last on top (the class's panel
 *   over predict's). A lesson's dock is tabbed with the pseudocode, the
 *   others with the counters. An activity entered, or one asking for its
 *   panel, brings its dock to the front.
 * - The default layout (layout()): the docks beside the board as wide as
 *   the pseudocode's longest line (as the board leaves room for), the
 *   counters as tall as their rows, the tree under the board. Presenting,
 *   the board keeps at least the size it had, and the solutions go beside
 *   it (a strip of width the board does not use).
 */
class DockLayout : public QObject
{
    Q_OBJECT

public:
    struct Panels
    {
        CountersPanel *counters = nullptr;
        PseudocodePanel *pseudocode = nullptr;
        VariablesPanel *variables = nullptr;
        CallStackPanel *callStack = nullptr;
        SearchTreeView *tree = nullptr;
        SolutionsPanel *solutions = nullptr;
    };

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

    // Makes the docks of `window` for `panels` and for the activities of
    // `activities` registered now. None is owned; all outlive this object.
    // `scene` tells the board's size presenting.
    DockLayout(QMainWindow *window, const Panels &panels, ActivityHost *activities,
        const BoardScene *scene);

    const Panels &panels() const { return m_panels; }
    // Every dock, in the order made.
    QList<QDockWidget *> docks() const;
    // The docks a session shows and hides (the lesson's is its own).
    QStringList sessionDockNames() const;

    // The titles, in the language installed now.
    void retranslate();
    // Forgets the docks kept from before the window shrank (LayoutMemory):
    // a layout laid out again on purpose is the one to keep from now on.
    void forgetRemembered();

    // Lays the docks out for the window's size now (see above), or once
    // the events posted now are handled.
    void layout();
    void layoutLater();
    // Shrinks the docks that take more than their share (see SideDockShare)
    // of the window's width if it got `narrower`, of its height if `shorter`.
    void fit(bool narrower, bool shorter);
    // Presentation mode on or off; `boardSide` the board's side in pixels
    // when it was turned on, which presenting must not make smaller.
    void setPresenting(bool on, double boardSide);
    bool isPresenting() const { return m_presenting; }
    // Presenting, once the text has its new size: the solutions move beside
    // the board, no dock floats, and the docks are laid out again.
    void arrangeForPresenting();
    // Whether the layout just restored from `state` is one a user could
    // have made, with `bars` placed; lays the window out to see.
    bool isSane(const QByteArray &state, const QList<QToolBar *> &bars) const;

private:
    QDockWidget *addDock(QWidget *panel, const char *title, const QString &name, int area);
    void addActivityDocks(QDockWidget *counters, QDockWidget *pseudocode);
    // Makes the solutions dock, when in front, at least as tall as its
    // panel's least height (under the board) or as wide as its least width
    // (beside it); presenting, moves it beside the board first.
    void fitSolutionsDock();
    void fitSolutionsLater();
    // Presenting, moves the solutions dock from under the board (in front,
    // docked) to the left of it; whether it moved.
    bool moveSolutionsBesideBoard();
    // Presenting, when `shown` (a dock under the board) comes into sight
    // while the solutions are beside the board: tabs them behind it.
    void moveSolutionsUnderBoard(QDockWidget *shown);
    // Hides the window's dock tab bars that have no tabs (left over by Qt).
    void hideEmptyTabBars();
    QDockWidget *dockNamed(const QString &name) const;

    struct Dock
    {
        QDockWidget *widget;
        const char *title; // untranslated, for retranslate()
    };

    QMainWindow *m_window;
    Panels m_panels;
    ActivityHost *m_activities;
    const BoardScene *m_scene;
    QList<Dock> m_docks;
    LayoutMemory *m_memory; // the docks before the window shrank
    double m_boardBeforePresenting = 0; // the board's side in pixels when F5 was pressed
    bool m_presenting = false;
    bool m_solutionsInFront = false; // the solutions dock's tab is the one shown
};
