// SPDX-License-Identifier: MIT
#include "common/bringintoview.h"

#include <QScrollArea>

namespace gui {

void bringIntoView(QWidget *widget)
{
    if (!widget) {
        return;
    }
    for (QWidget *up = widget->parentWidget(); up; up = up->parentWidget()) {
        if (auto *area = qobject_cast<QScrollArea *>(up); area && area->widget()) {
            area->ensureWidgetVisible(widget, 8, 8);
        }
    }
}

} // namespace gui
