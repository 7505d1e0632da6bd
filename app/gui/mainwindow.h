// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QMainWindow>
#include <QTimer>

#ifndef Q_MOC_RUN
#include <algorithm.h>
#endif

class BoardScene;
class CallStackPanel;
class PseudocodePanel;
class VariablesPanel;
class BoardView;
class CountersPanel;
class QAction;
class QDockWidget;
class QComboBox;
class QLabel;
class QSlider;
class QSpinBox;
class RunController;
class SearchTreeView;
class SolutionsPanel;
class ExportCommands;

// The main window: wires the board, the run controller, the controls and the
// panels together. It draws nothing and runs nothing itself.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    MainWindow(int boardSize, nq::Algorithm algorithm, QWidget *parent = nullptr);
    ~MainWindow() override;

    BoardScene *boardScene() const { return m_scene; }
    RunController *controller() const { return m_controller; }
    CountersPanel *countersPanel() const { return m_counters; }
    PseudocodePanel *pseudocodePanel() const { return m_pseudocode; }
    VariablesPanel *variablesPanel() const { return m_variables; }
    CallStackPanel *callStackPanel() const { return m_callStack; }
    SearchTreeView *searchTreeView() const { return m_tree; }
    SolutionsPanel *solutionsPanel() const { return m_solutions; }
    QString statusText() const;
    // The timeline slider (0 .. furthest step reached), for tests.
    QSlider *timeline() const { return m_timeline; }

private:
    void createActions();
    void createDocks();
    void createTimeline();
    void askForSolution();
    void askForBreakDepth();
    void applyBreakpoints();
    void showPosition(quint64 step);
    void showBrowsedSolution(const QList<int> &columns);
    void exportBoard();
    void exportSheet();
    void exportFrames();
    void copyBoard();
    void printBoard();
    QString exportCaption() const;
    void reportExport(bool ok, const QString &done, const QString &error);
    void syncSolutionsPanel();
    void createToolBar();
    void createMenus();
    void updateActions();
    void schedulePanels();
    void refreshPanels();
    void showSpeed(int index);
    QAction *addRunAction(const QString &text, const QString &toolTip,
        const QList<QKeySequence> &keys, void (RunController::*slot)());

    BoardScene *m_scene;
    BoardView *m_view;
    RunController *m_controller;
    CountersPanel *m_counters;
    PseudocodePanel *m_pseudocode;
    VariablesPanel *m_variables;
    CallStackPanel *m_callStack;
    SearchTreeView *m_tree;
    SolutionsPanel *m_solutions;
    ExportCommands *m_export;
    int m_browsed = 0; // the solution shown from the solutions list, 0 when the run's board
    QLabel *m_status;
    QTimer m_panelRefresh;
    QElapsedTimer m_treeFrame; // since the search tree last painted while running
    QList<QDockWidget *> m_docks;
    static constexpr int PanelRefreshMs = 100;
    QSpinBox *m_sizeBox = nullptr;
    QComboBox *m_algorithmBox = nullptr;
    QSlider *m_speedSlider = nullptr;
    QLabel *m_speedLabel = nullptr;

    QSlider *m_timeline = nullptr;
    QLabel *m_timelineLabel = nullptr;
    QAction *m_resetAction = nullptr;
    QAction *m_backAction = nullptr;
    QAction *m_previousSolutionAction = nullptr;
    QAction *m_goToSolutionAction = nullptr;
    QAction *m_breakSolutionAction = nullptr;
    QAction *m_breakBacktrackAction = nullptr;
    QAction *m_breakDepthAction = nullptr;
    int m_breakDepth = 0;
    QAction *m_stepAction = nullptr;
    QAction *m_playAction = nullptr;
    QAction *m_nextSolutionAction = nullptr;
    QAction *m_toEndAction = nullptr;
    QAction *m_slowerAction = nullptr;
    QAction *m_fasterAction = nullptr;
    QAction *m_attacksAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_coordinatesAction = nullptr;
};
