// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QObject>
#include <QSize>

class QMainWindow;

/*
 * Remembers a main window's docks as they were before the window was made
 * smaller, and gives them back when it is as large again: shrinking and
 * restoring a window leaves the layout it had (Qt squeezes the docks when
 * the board reaches its least size and never gives the room back, so tabs
 * read "Cou..." and the pseudocode wraps a word a line).
 *
 * It must see the resize before the window's layout does: Qt lays a widget
 * out before the widget's own event filters and resizeEvent() run, after
 * the application's filters, so it filters the application's events and
 * keeps to one window's resizes.
 */
class LayoutMemory : public QObject
{
    Q_OBJECT

public:
    // `window` (the parent) must outlive nothing here: the memory is its child.
    explicit LayoutMemory(QMainWindow *window);
    ~LayoutMemory() override;

    // Forgets the layout kept (a layout laid out again on purpose, such as
    // presentation mode's, is the one to keep from now on).
    void forget();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QMainWindow *m_window;
    QByteArray m_layout; // saveState() before the first shrink, or empty
    QSize m_size; // the window's size then
};
