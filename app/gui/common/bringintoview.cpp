// SPDX-License-Identifier: MIT
#include "common/bringintoview.h"

#include <QCoreApplication>
#include <QPointer>
#include <QScrollArea>
#include <QTimer>

namespace gui {

namespace {

void ensureVisible(QWidget *widget)
{
    for (QWidget *up = widget->parentWidget(); up; up = up->parentWidget()) {
        if (auto *area = qobject_cast<QScrollArea *>(up); area && area->widget()) {
            area->ensureWidgetVisible(widget, 8, 8);
        }
    }
}

} // namespace

void bringIntoView(QWidget *widget)
{
    if (!widget) {
        return;
    }
    ensureVisible(widget);
    // A new text often changes the panel's layout (buttons shown, lines
    // wrapped), which Qt applies later: once more when it has.
    QTimer::singleShot(0, widget, [widget = QPointer<QWidget>(widget)] {
        if (widget) {
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            ensureVisible(widget);
        }
    });
}

} // namespace gui
