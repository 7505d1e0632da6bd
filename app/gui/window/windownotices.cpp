// SPDX-License-Identifier: MIT
#include "window/windownotices.h"

#include "classroom/classmode.h"
#include "classroom/classoffers.h"
#include "export/exportactions.h"
#include "session/sessioncontroller.h"

#include <QAction>
#include <QCoreApplication>
#include <QLabel>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

WindowNotices::WindowNotices(QMainWindow *window, QLabel *status)
    : QObject(window)
    , m_window(window)
    , m_status(status)
{
}

// The titles are the window's words: their translations are kept under its
// name.

void WindowNotices::follow(SessionController *sessions)
{
    // A refused session file: a message that names it, and nothing changes.
    connect(sessions, &SessionController::refused, this, [this](const QString &message) {
        openWarning(QCoreApplication::translate("MainWindow", "Session not opened"), message, QStringLiteral("sessionRefused"));
    });
    connect(sessions, &SessionController::saveFailed, this, [this](const QString &message) {
        openWarning(QCoreApplication::translate("MainWindow", "Session not saved"), message, QStringLiteral("sessionNotSaved"));
    });
    connect(sessions, &SessionController::message, this, &WindowNotices::showMessage);
}

void WindowNotices::follow(ClassMode *classMode, ClassOffers *offers)
{
    connect(offers, &ClassOffers::warning, this, &WindowNotices::openWarning);
    connect(offers, &ClassOffers::message, this, &WindowNotices::showMessage);
    connect(classMode, &ClassMode::problem, this, [this](const QString &message) {
        openWarning(QCoreApplication::translate("MainWindow", "Class not opened"), message, QStringLiteral("classRefused"));
    });
    connect(classMode, &ClassMode::resultsNotWritten, this, &WindowNotices::showMessage);
}

void WindowNotices::follow(ExportActions *exports)
{
    connect(exports, &ExportActions::done, m_status, &QLabel::setText);
    // An export's modal dialog opens while the pointer rests on whatever lay
    // under the menu item (often Reset): that control's status tip would
    // stay, covering the status line, because it never hears the pointer
    // leave. When the action is done (after its dialogs), the tip goes.
    for (QAction *action : exports->actions()) {
        connect(action, &QAction::triggered, m_window->statusBar(), &QStatusBar::clearMessage);
    }
}

void WindowNotices::showMessage(const QString &message)
{
    m_window->statusBar()->showMessage(message, 15000);
}

void WindowNotices::openWarning(const QString &title, const QString &message, const QString &name)
{
    // Not blocking: the window goes on behind it (and tests read the box).
    auto *box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, m_window);
    box->setObjectName(name);
    // In the window's text size (presentation mode's too), as the status line.
    box->setFont(m_window->statusBar()->font());
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}
