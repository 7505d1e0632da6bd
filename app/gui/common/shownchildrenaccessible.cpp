// SPDX-License-Identifier: MIT
#include "common/shownchildrenaccessible.h"

#include <QFocusFrame>
#include <QMenu>

namespace {

QAccessibleInterface *shownChildrenFactory(const QString &key, QObject *object)
{
    Q_UNUSED(key)
    if (!object || !object->isWidgetType()) {
        return nullptr;
    }
    // A class of the program's (Qt's start with Q) whose nearest Qt class is
    // QWidget itself: a panel, whose children are its controls. Anything
    // built on a richer Qt widget keeps Qt's richer interface.
    const QMetaObject *meta = object->metaObject();
    if (QByteArray(meta->className()).startsWith('Q')) {
        return nullptr;
    }
    while (meta && !QByteArray(meta->className()).startsWith('Q')) {
        meta = meta->superClass();
    }
    if (meta != &QWidget::staticMetaObject) {
        return nullptr;
    }
    return new ShownChildrenAccessible(static_cast<QWidget *>(object));
}

} // namespace

ShownChildrenAccessible::ShownChildrenAccessible(QWidget *widget)
    : QAccessibleWidget(widget, QAccessible::Client)
{ }

void ShownChildrenAccessible::install()
{
    static const bool installed = [] {
        QAccessible::installFactory(shownChildrenFactory);
        return true;
    }();
    Q_UNUSED(installed)
}

QList<QWidget *> ShownChildrenAccessible::shownChildren() const
{
    // As QAccessibleWidget lists them (no windows, focus frames or menus),
    // without the hidden ones.
    QList<QWidget *> shown;
    for (QObject *object : widget()->children()) {
        auto *child = qobject_cast<QWidget *>(object);
        if (child && !child->isWindow() && !child->isHidden() && !qobject_cast<QFocusFrame *>(child)
            && !qobject_cast<QMenu *>(child)) {
            shown << child;
        }
    }
    return shown;
}

int ShownChildrenAccessible::childCount() const
{
    return int(shownChildren().size());
}

QAccessibleInterface *ShownChildrenAccessible::child(int index) const
{
    const QList<QWidget *> shown = shownChildren();
    return index >= 0 && index < shown.size() ? QAccessible::queryAccessibleInterface(shown[index])
                                              : nullptr;
}

int ShownChildrenAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    if (!child || !child->object() || !child->object()->isWidgetType()) {
        return -1;
    }
    return int(shownChildren().indexOf(static_cast<QWidget *>(child->object())));
}

QAccessibleInterface *ShownChildrenAccessible::childAt(int x, int y) const
{
    for (QWidget *shown : shownChildren()) {
        QAccessibleInterface *face = QAccessible::queryAccessibleInterface(shown);
        if (face && face->rect().contains(x, y)) {
            return face;
        }
    }
    return nullptr;
}
