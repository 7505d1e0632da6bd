// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QKeyEvent;
class QWidget;

/*
 * The keyboard's rules for every window of the program, in one place, so
 * that a panel or dialog added later follows them without anyone
 * remembering to:
 *
 * - Tab and Shift+Tab visit only what can be seen: a control in a dock
 *   tabbed behind another, hidden or of no size is passed over (Qt's own
 *   focus chain counts such docks as visible). A control scrolled out of
 *   its panel is scrolled into view. A table or list is one stop (Tab
 *   leaves it; its arrows move inside it). An editable text that takes
 *   Tab for itself keeps it.
 * - A button reached by the keyboard takes Space and Enter (they press it)
 *   before the window's shortcuts do; outside dialogs, buttons take the
 *   focus by Tab only, so that a click leaves the keys where they were
 *   (Space stays "play" after a click on a panel's button).
 * - Escape in a control of a window with a home (setHome()) hands the
 *   keys back to the home (the board), after the control had its say.
 * - Every stop shows that it has the focus: a list, table or view that
 *   draws none gets a ring round it (FocusRing, installed with these).
 *
 * One filter on the application serves every window; install() is
 * idempotent.
 */
class KeyboardWalk : public QObject
{
    Q_OBJECT

public:
    // Puts the rules in force for the whole application (once).
    static void install();
    // Where Escape sends the keys in `window` (the board's view); the
    // widget must live in `window`.
    static void setHome(QWidget *window, QWidget *home);
    // Gives the keys to the home of `widget`'s window, if it has one.
    static void goHome(QWidget *widget);

    // The control Tab (forward) or Shift+Tab goes to from `from` in its
    // window, by the rules above; null when there is none.
    static QWidget *nextStop(QWidget *from, bool forward);
    // Whether `widget` can be seen: shown, of some size, not in a dock
    // tabbed behind another (scrolled out of its panel still counts).
    static bool isInSight(const QWidget *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit KeyboardWalk(QObject *parent);
    bool tab(QWidget *focus, bool forward);
    static bool pressesButton(const QWidget *focus, const QKeyEvent *key);
};
