// SPDX-License-Identifier: MIT
#include "window/presentation.h"

#include "board/boardscene.h"
#include "board/boardview.h"
#include "window/docklayout.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QSignalBlocker>
#include <QStatusBar>

#include <algorithm>
#include <utility>

Presentation::Presentation(
    QMainWindow *window, BoardView *view, BoardScene *scene, DockLayout *docks, QLabel *status)
    : QObject(window)
    , m_window(window)
    , m_view(view)
    , m_scene(scene)
    , m_docks(docks)
    , m_status(status)
    , m_presentationAction(new QAction(this))
    , m_fullScreenAction(new QAction(this))
    , m_largerTextAction(new QAction(this))
    , m_smallerTextAction(new QAction(this))
{
    // In front of a class: keys that work whatever has the focus.
    m_presentationAction->setCheckable(true);
    m_presentationAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_presentationAction->setShortcutContext(Qt::WindowShortcut);
    connect(m_presentationAction, &QAction::toggled, this, &Presentation::setPresenting);
    m_fullScreenAction->setCheckable(true);
    m_fullScreenAction->setShortcut(QKeySequence(Qt::Key_F11));
    connect(m_fullScreenAction, &QAction::toggled, this, [this](bool on) {
        m_window->setWindowState(on ? (m_window->windowState() | Qt::WindowFullScreen)
                                    : (m_window->windowState() & ~Qt::WindowFullScreen));
    });
    m_largerTextAction->setShortcuts({ QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Plus),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Equal) });
    connect(m_largerTextAction, &QAction::triggered, this,
        [this] { setTextSize(m_textSize + TextSizeStep); });
    m_smallerTextAction->setShortcuts({ QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Minus),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Underscore) });
    connect(m_smallerTextAction, &QAction::triggered, this,
        [this] { setTextSize(m_textSize - TextSizeStep); });
    for (QAction *action : actions()) {
        window->addAction(action); // the keys work with the menu bar hidden in full screen
    }
}

QList<QAction *> Presentation::actions() const
{
    return { m_presentationAction, m_fullScreenAction, m_largerTextAction, m_smallerTextAction };
}

void Presentation::retranslate()
{
    // The words are the window's (their translations are kept under its name).
    m_presentationAction->setText(QCoreApplication::translate("MainWindow", "&Presentation"));
    m_presentationAction->setToolTip(
        QCoreApplication::translate("MainWindow", "Larger text and a layout for a projector: the board and the pseudocode large"));
    m_fullScreenAction->setText(QCoreApplication::translate("MainWindow", "F&ull screen"));
    m_fullScreenAction->setToolTip(QCoreApplication::translate("MainWindow", "Show the window on the whole screen"));
    m_largerTextAction->setText(QCoreApplication::translate("MainWindow", "&Larger text"));
    m_largerTextAction->setToolTip(QCoreApplication::translate("MainWindow", "Larger text in every panel"));
    m_smallerTextAction->setText(QCoreApplication::translate("MainWindow", "&Smaller text"));
    m_smallerTextAction->setToolTip(QCoreApplication::translate("MainWindow", "Smaller text in every panel"));
}

void Presentation::windowStateChanged()
{
    const QSignalBlocker block(m_fullScreenAction); // the window manager may change it
    m_fullScreenAction->setChecked(m_window->isFullScreen());
    emit changed();
}

double Presentation::textScale() const
{
    return m_textSize / 100.0 * (m_presenting ? PresentationScale : 1.0);
}

QByteArray Presentation::layoutToKeep() const
{
    // Presentation mode is for a lesson: the next start has the usual layout.
    return m_presenting && !m_stateBeforePresenting.isEmpty() ? m_stateBeforePresenting
                                                              : m_window->saveState();
}

void Presentation::applyTextSize()
{
    QFont font = QApplication::font();
    const double scale = textScale();
    if (font.pointSizeF() > 0) {
        font.setPointSizeF(font.pointSizeF() * scale);
    } else {
        font.setPixelSize(std::max(1, int(font.pixelSize() * scale)));
    }
    // Every child follows (docks, tool bars, status line, menu bar); the
    // panels with monospace text follow in their FontChange; dialogs that are
    // the window's own follow with Qt::WA_WindowPropagation (the shortcuts).
    m_window->setFont(font);
    m_status->setFixedHeight(2 * m_status->fontMetrics().lineSpacing()
        + m_status->height() - m_status->contentsRect().height() + 2 * m_status->margin());
    // The status bar lays itself out anew when its line's height changed, at
    // its next layout request, adding the line back to its layout: a line
    // it hid under a message would be shown again (QLayout shows a child
    // that was not hidden explicitly). So it is laid out for the new height
    // now, before any message.
    QEvent request(QEvent::LayoutRequest);
    QCoreApplication::sendEvent(m_window->statusBar(), &request);
    // The board's labels and captions grow with the text too.
    m_scene->setTextScale(scale);
    // Menus and Qt's own file dialogs are windows of their own that take the
    // application's font for their class: so the menu bar's menus, context
    // menus and the open and save dialogs are read from the back of the room
    // too. (A desktop's native file dialog keeps the desktop's font.)
    for (const char *kind : { "QMenu", "QFileDialog" }) {
        QApplication::setFont(font, kind);
    }
    // A menu takes its class's font when it is polished (first shown); one
    // shown before keeps the old font (Qt 6.4), so it is told again.
    for (QWidget *widget : QApplication::allWidgets()) {
        if (widget->testAttribute(Qt::WA_WState_Polished)
            && (qobject_cast<QMenu *>(widget) || qobject_cast<QFileDialog *>(widget))) {
            QEvent change(QEvent::ApplicationFontChange);
            QCoreApplication::sendEvent(widget, &change);
        }
    }
    m_largerTextAction->setEnabled(m_textSize < MaxTextSize);
    m_smallerTextAction->setEnabled(m_textSize > MinTextSize);
    emit textResized();
    if (m_presenting) {
        m_docks->layoutLater();
    }
    emit changed();
}

void Presentation::setTextSize(int percent)
{
    percent = std::clamp(percent, MinTextSize, MaxTextSize);
    if (percent == m_textSize && m_window->font().resolveMask() != 0) {
        return;
    }
    m_textSize = percent;
    applyTextSize();
}

void Presentation::setPresenting(bool on)
{
    if (on == m_presenting) {
        return;
    }
    m_docks->forgetRemembered(); // the docks are laid out for the new mode
    if (on) {
        m_stateBeforePresenting = m_window->saveState();
    }
    // What presenting must not make smaller: the board's side on the screen.
    // A window not yet shown (--presentation) has no board on the screen:
    // its view's scale is not the one it will have, and the docks would
    // give way to a board of that size (on a projector, to 254 px with
    // their panels scrolled sideways). It starts with presentation's own
    // layout instead.
    const qreal boardBefore = m_window->isVisible()
        ? m_view->transform().m11() * m_scene->boardSize() * BoardScene::SquareSize
        : 0.0;
    m_docks->setPresenting(on, boardBefore);
    m_presenting = on;
    {
        const QSignalBlocker block(m_presentationAction);
        m_presentationAction->setChecked(on);
    }
    applyTextSize();
    if (on) {
        m_docks->arrangeForPresenting();
    } else if (!m_stateBeforePresenting.isEmpty()) {
        m_window->restoreState(std::exchange(m_stateBeforePresenting, {}));
    }
}
