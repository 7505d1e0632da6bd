// SPDX-License-Identifier: MIT
#include "common/screenfit.h"

#include <QApplication>
#include <QDialog>
#include <QEvent>
#include <QGuiApplication>
#include <QScreen>
#include <QWindow>

#include <algorithm>

namespace {

// The frame a window manager puts around `window`: its own once it has
// been shown, else its parent window's (a dialog about to be shown for the
// first time has no frame yet, and gets the one its parent has).
QMargins frameOf(const QWidget *window)
{
    for (const QWidget *up = window; up; up = up->parentWidget() ? up->parentWidget()->window() : nullptr) {
        if (const QWindow *handle = up->windowHandle()) {
            const QMargins margins = handle->frameMargins();
            if (!margins.isNull()) {
                return margins;
            }
        }
    }
    return {};
}

} // namespace

ScreenFit::ScreenFit(QObject *parent)
    : QObject(parent)
{
}

void ScreenFit::install()
{
    if (!qApp || qApp->findChild<ScreenFit *>(QString(), Qt::FindDirectChildrenOnly)) {
        return;
    }
    qApp->installEventFilter(new ScreenFit(qApp));
}

void ScreenFit::fit(QWidget *window)
{
    // The screen under the dialog's middle (a dialog is placed over its
    // parent before it is shown), else its parent's.
    QScreen *screen = QGuiApplication::screenAt(window->geometry().center());
    if (!screen) {
        screen = window->screen();
    }
    if (!screen) {
        return;
    }
    const QRect area = screen->availableGeometry() - frameOf(window);
    if (area.isEmpty()) {
        return;
    }
    const QSize size = window->size().boundedTo(area.size()).expandedTo(window->minimumSize());
    if (size != window->size()) {
        window->resize(size);
    }
    // Onto the area, the title bar first when it cannot all be there.
    const QPoint at(std::max(area.left(), std::min(window->x(), area.right() + 1 - size.width())),
        std::max(area.top(), std::min(window->y(), area.bottom() + 1 - size.height())));
    if (at != window->pos()) {
        window->move(at);
    }
}

bool ScreenFit::eventFilter(QObject *watched, QEvent *event)
{
    // Show comes before the window is mapped: it appears where it fits.
    if (event->type() == QEvent::Show) {
        if (auto *dialog = qobject_cast<QDialog *>(watched); dialog && dialog->isWindow()) {
            fit(dialog);
        }
    }
    return QObject::eventFilter(watched, event);
}
