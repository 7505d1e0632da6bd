// SPDX-License-Identifier: MIT
#include "common/wheelguard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QWheelEvent>

namespace {

// A setting changed by the wheel, or null.
QWidget *settingOf(QObject *object)
{
    auto *widget = qobject_cast<QWidget *>(object);
    // A scroll bar is a slider too, and the one that scrolls the panel.
    if (qobject_cast<QAbstractSpinBox *>(widget) || qobject_cast<QComboBox *>(widget)
        || (qobject_cast<QAbstractSlider *>(widget) && !qobject_cast<QScrollBar *>(widget))) {
        return widget;
    }
    return nullptr;
}

// The scrolling panel around `widget`, or null.
QScrollArea *panelOf(const QWidget *widget)
{
    for (QWidget *up = widget->parentWidget(); up; up = up->parentWidget()) {
        if (auto *area = qobject_cast<QScrollArea *>(up)) {
            return area;
        }
    }
    return nullptr;
}

} // namespace

WheelGuard::WheelGuard(QObject *parent)
    : QObject(parent)
{
}

void WheelGuard::install()
{
    if (!qApp || qApp->findChild<WheelGuard *>(QString(), Qt::FindDirectChildrenOnly)) {
        return;
    }
    qApp->installEventFilter(new WheelGuard(qApp));
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Polish) {
        if (QWidget *setting = settingOf(watched);
            setting && setting->focusPolicy() == Qt::WheelFocus && panelOf(setting)) {
            setting->setFocusPolicy(Qt::StrongFocus);
        }
    } else if (event->type() == QEvent::Wheel) {
        QWidget *setting = settingOf(watched);
        if (setting && !setting->hasFocus()) {
            if (QScrollArea *panel = panelOf(setting)) {
                // The panel scrolls instead (its viewport takes the wheel).
                QCoreApplication::sendEvent(panel->viewport(), event);
                return true;
            }
        }
    }
    return QObject::eventFilter(watched, event);
}
