// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QObject>

class QAction;
class QKeyEvent;
class QWidget;
class RunController;

/*
 * The actions that drive a run: step, back, play, solutions, breakpoints,
 * speed, reset, and the board's attack hatching. They are added to `window`
 * so that their shortcuts work wherever the focus is in it, even in a text
 * field that would take the key for itself (the N box, the solutions list's
 * "Go to" box), unless the user is typing into it: a field whose text was
 * edited and not yet committed keeps its keys (see eventFilter()). Menus and
 * tool bars show them. Enabled states follow the controller's mode. Their
 * texts are written again by retranslate() (the window calls it on
 * QEvent::LanguageChange: actions get no such event themselves).
 */
class RunActions : public QObject
{
    Q_OBJECT

public:
    // `controller` and `window` are not owned and outlive this object.
    RunActions(RunController *controller, QWidget *window);

    QAction *reset() const { return m_reset; }
    QAction *back() const { return m_back; }
    QAction *step() const { return m_step; }
    QAction *play() const { return m_play; }
    QAction *previousSolution() const { return m_previousSolution; }
    QAction *nextSolution() const { return m_nextSolution; }
    QAction *toEnd() const { return m_toEnd; }
    QAction *goToSolution() const { return m_goToSolution; }
    QAction *slower() const { return m_slower; }
    QAction *faster() const { return m_faster; }
    QAction *attacks() const { return m_attacks; }
    QAction *breakOnSolution() const { return m_breakSolution; }
    QAction *breakOnBacktrack() const { return m_breakBacktrack; }
    QAction *breakAtDepth() const { return m_breakDepth; }

    void retranslate();

    // True when `widget` is a text field (a line edit, a spin box, an
    // editable combo box) whose text the user has changed and not committed
    // with Enter yet: it keeps the keys that would otherwise drive the run.
    static bool isBeingEdited(const QWidget *widget);

protected:
    // Watches the window's focus widget: a text field that is not being
    // edited does not keep the run's keys (QEvent::ShortcutOverride).
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QAction *addAction(void (RunController::*slot)(), const QList<QKeySequence> &keys);
    void update();
    // Enables "Show attacked squares" on the boards that can show them.
    void updateAttacks();
    void updateSpeed(int index);
    void askForSolution();
    void askForBreakDepth();
    void applyBreakpoints();
    void watchFocus(QWidget *old, QWidget *now);
    bool isRunKey(const QKeyEvent *event) const;

    RunController *m_controller;
    QWidget *m_window;
    int m_breakDepthValue = 0; // 0: no depth breakpoint
    bool m_playing = false; // the play action shows "Pause"

    QAction *m_reset;
    QAction *m_back;
    QAction *m_step;
    QAction *m_previousSolution;
    QAction *m_play;
    QAction *m_nextSolution;
    QAction *m_toEnd;
    QAction *m_slower;
    QAction *m_faster;
    QAction *m_goToSolution;
    QAction *m_breakSolution;
    QAction *m_breakBacktrack;
    QAction *m_breakDepth;
    QAction *m_attacks;
    QList<QAction *> m_keyed; // the actions with shortcuts, for eventFilter()
};
