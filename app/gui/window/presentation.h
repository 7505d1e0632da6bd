// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QObject>

class BoardScene;
class BoardView;
class DockLayout;
class QAction;
class QLabel;
class QMainWindow;

/*
 * How the window shows itself in front of a class: the text size of every
 * panel, the status line, the tool bars, the menus and the board's labels
 * (in percent of the desktop's font, MinTextSize .. MaxTextSize, clamped;
 * TextSizeStep per Ctrl+Shift+Plus / Minus), presentation mode (View >
 * Presentation, F5: the text PresentationScale times larger and a layout
 * for projectors, the board and the pseudocode large; leaving it gives back
 * the layout it replaced) and full screen (F11). Its actions are the
 * window's, so their keys work with the menu bar hidden in full screen.
 */
class Presentation : public QObject
{
    Q_OBJECT

public:
    static constexpr int MinTextSize = 70;
    static constexpr int MaxTextSize = 300;
    static constexpr int TextSizeStep = 10;
    static constexpr double PresentationScale = 1.5;

    // None is owned; all outlive this object (a child of `window`).
    Presentation(QMainWindow *window, BoardView *view, BoardScene *scene, DockLayout *docks,
        QLabel *status);

    int textSize() const { return m_textSize; }
    void setTextSize(int percent);
    bool isPresenting() const { return m_presenting; }
    void setPresenting(bool on);
    // The text's scale: the text size, and presentation mode's on top.
    double textScale() const;
    // The layout to remember: the one presenting replaced, while presenting.
    QByteArray layoutToKeep() const;

    QAction *presentationAction() const { return m_presentationAction; }
    QAction *fullScreenAction() const { return m_fullScreenAction; }
    QAction *largerTextAction() const { return m_largerTextAction; }
    QAction *smallerTextAction() const { return m_smallerTextAction; }
    QList<QAction *> actions() const;

    // Gives the window the font of textSize() and presentation mode.
    void applyTextSize();
    // The window's state changed (full screen by the window manager).
    void windowStateChanged();
    void retranslate();

signals:
    // The text size, presentation mode or full screen changed: whatever
    // shows itself as the window does (the compare window) follows.
    void changed();
    // The text has its new size: the panels write their contents again
    // (highlighted lines take their bold font at it).
    void textResized();

private:

    QMainWindow *m_window;
    BoardView *m_view;
    BoardScene *m_scene;
    DockLayout *m_docks;
    QLabel *m_status;
    QAction *m_presentationAction;
    QAction *m_fullScreenAction;
    QAction *m_largerTextAction;
    QAction *m_smallerTextAction;
    int m_textSize = 100;
    bool m_presenting = false;
    QByteArray m_stateBeforePresenting; // the layout presentation mode replaced
};
