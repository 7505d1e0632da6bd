// SPDX-License-Identifier: MIT
#include "common/keyboardwalk.h"

#include "common/bringintoview.h"
#include "common/focusring.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QDockWidget>
#include <QKeyEvent>
#include <QPlainTextEdit>
#include <QPointer>
#include <QScrollArea>
#include <QTextEdit>

namespace {

constexpr char HomeProperty[] = "nqKeyboardHome";

// A text that takes Tab as a character keeps it.
bool takesTab(const QWidget *widget)
{
    if (const auto *edit = qobject_cast<const QPlainTextEdit *>(widget)) {
        return !edit->isReadOnly() && !edit->tabChangesFocus();
    }
    if (const auto *edit = qobject_cast<const QTextEdit *>(widget)) {
        return !edit->isReadOnly() && !edit->tabChangesFocus();
    }
    return false;
}

bool isTabStop(const QWidget *widget, const QWidget *window)
{
    return widget->window() == window && (widget->focusPolicy() & Qt::TabFocus) == Qt::TabFocus
        && widget->isEnabled() && !widget->focusProxy() && KeyboardWalk::isInSight(widget);
}

// Outside dialogs a button takes the focus by Tab only.
bool isWindowButton(const QWidget *widget)
{
    return qobject_cast<const QAbstractButton *>(widget)
        && !qobject_cast<const QDialog *>(widget->window());
}

} // namespace

KeyboardWalk::KeyboardWalk(QObject *parent)
    : QObject(parent)
{
}

void KeyboardWalk::install()
{
    if (!qApp || qApp->findChild<KeyboardWalk *>(QString(), Qt::FindDirectChildrenOnly)) {
        return;
    }
    qApp->installEventFilter(new KeyboardWalk(qApp));
    FocusRing::install();
}

void KeyboardWalk::setHome(QWidget *window, QWidget *home)
{
    window->setProperty(HomeProperty, QVariant::fromValue(QPointer<QWidget>(home)));
}

void KeyboardWalk::goHome(QWidget *widget)
{
    const auto home = widget->window()->property(HomeProperty).value<QPointer<QWidget>>();
    if (home) {
        home->setFocus(Qt::OtherFocusReason);
    }
}

bool KeyboardWalk::isInSight(const QWidget *widget)
{
    if (!widget->isVisible() || widget->width() <= 0 || widget->height() <= 0) {
        return false;
    }
    // Qt counts a dock tabbed behind another (and the tab bar of docks
    // hidden) as visible: what is in sight at a few of its points is
    // something else. A control scrolled out of its panel counts as in
    // sight when its panel is (Tab scrolls it in).
    const QWidget *window = widget->window();
    const QWidget *probe = widget;
    for (const QWidget *up = widget->parentWidget(); up && up != window; up = up->parentWidget()) {
        if (qobject_cast<const QScrollArea *>(up)) {
            probe = up;
            break;
        }
    }
    const QRect inside = probe->rect().adjusted(1, 1, -1, -1);
    for (const QPoint point : { inside.center(), inside.topLeft(), inside.topRight(),
             inside.bottomLeft(), inside.bottomRight() }) {
        const QWidget *hit = window->childAt(probe->mapTo(window, point));
        if (hit && (hit == probe || probe->isAncestorOf(hit))) {
            return true;
        }
    }
    return false;
}

QWidget *KeyboardWalk::nextStop(QWidget *from, bool forward)
{
    const QWidget *window = from->window();
    QWidget *at = from;
    // The focus chain is a ring over every widget of the window.
    for (int guard = 0; guard < 100000; ++guard) {
        at = forward ? at->nextInFocusChain() : at->previousInFocusChain();
        if (!at || at == from) {
            return isTabStop(from, window) ? from : nullptr;
        }
        if (isTabStop(at, window)) {
            return at;
        }
    }
    return nullptr;
}

bool KeyboardWalk::tab(QWidget *focus, bool forward)
{
    QWidget *next = nextStop(focus, forward);
    if (!next) {
        return false;
    }
    next->setFocus(forward ? Qt::TabFocusReason : Qt::BacktabFocusReason);
    gui::bringIntoView(next); // through every panel that scrolls around it
    return true;
}

bool KeyboardWalk::pressesButton(const QWidget *focus, const QKeyEvent *key)
{
    if (!qobject_cast<const QAbstractButton *>(focus)
        || (key->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier) {
        return false;
    }
    switch (key->key()) {
    case Qt::Key_Space:
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        // In a dialog Enter is the default button's, as everywhere.
        return !qobject_cast<const QDialog *>(focus->window());
    default:
        return false;
    }
}

bool KeyboardWalk::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::Polish:
        if (auto *widget = qobject_cast<QWidget *>(watched);
            widget && isWindowButton(widget) && (widget->focusPolicy() & Qt::ClickFocus)) {
            widget->setFocusPolicy(Qt::TabFocus);
        }
        break;
    case QEvent::ShortcutOverride:
        // Space and Enter press the button that has the keys, not the
        // window's shortcut (Space: play).
        if (watched == QApplication::focusWidget()
            && pressesButton(QApplication::focusWidget(), static_cast<QKeyEvent *>(event))) {
            event->accept();
            return true;
        }
        break;
    case QEvent::KeyPress: {
        auto *focus = QApplication::focusWidget();
        if (watched != focus || !focus) {
            break;
        }
        const auto *key = static_cast<QKeyEvent *>(event);
        const Qt::KeyboardModifiers modifiers = key->modifiers() & ~Qt::KeypadModifier;
        if ((key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab)
            && !(modifiers & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
            && !takesTab(focus) && !QApplication::activePopupWidget()) {
            const bool forward = key->key() == Qt::Key_Tab && !(modifiers & Qt::ShiftModifier);
            if (tab(focus, forward)) {
                return true;
            }
            break;
        }
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter)
            && pressesButton(focus, key)) {
            static_cast<QAbstractButton *>(focus)->click(); // at once, as Space on release
            return true;
        }
        if (key->key() == Qt::Key_Escape && modifiers == Qt::NoModifier) {
            const auto home = focus->window()->property(HomeProperty).value<QPointer<QWidget>>();
            if (home && home != focus) {
                // After the control had its say (a field drops what was typed).
                QMetaObject::invokeMethod(
                    home,
                    [home, focus = QPointer<QWidget>(focus)] {
                        if (home && focus && QApplication::focusWidget() == focus) {
                            home->setFocus(Qt::OtherFocusReason);
                        }
                    },
                    Qt::QueuedConnection);
            }
        }
        break;
    }
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}
