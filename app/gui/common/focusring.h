// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QPointer>

class QAbstractScrollArea;
class QWidget;

/*
 * Where the keyboard's focus is, in sight at every Tab stop. Buttons, tabs
 * and fields draw their own focus; a list, table or view (any
 * QAbstractScrollArea: the class's pupils, a score table with no current
 * cell, the search tree) draws none until it has a current item, and an
 * empty one never does. So while such a panel has the focus from the
 * keyboard (Tab, Shift+Tab, a shortcut), a ring in the style's highlight
 * colour is drawn round it, on top of its frame and scroll bars; a click
 * with the mouse shows none (the pointer says where it is).
 *
 * The ring is one widget, a child of the panel with the focus, that lets
 * the mouse through and follows the panel's size. One filter on the
 * application serves every window; install() is idempotent (KeyboardWalk
 * installs it with the keyboard's other rules).
 */
class FocusRing : public QObject
{
    Q_OBJECT

public:
    static void install();
    // The panel the ring is round now, or null.
    static QWidget *ringed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit FocusRing(QObject *parent);
    void showOn(QAbstractScrollArea *area);
    void hide();

    QPointer<QWidget> m_ring;
    // Held as a QWidget: the area is compared while it is being destroyed
    // (its ~QWidget clears the focus), when it is no scroll area any more.
    QPointer<QWidget> m_area;
};
