// SPDX-License-Identifier: MIT
#include "board/cursorkeys.h"

#include <QKeyEvent>

#include <algorithm>

namespace CursorKeys {

Role roleOf(const QKeyEvent *event)
{
    if (event->modifiers() & ~Qt::KeypadModifier) {
        return Role::None;
    }
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
        return Role::Move;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        return Role::Activate;
    default:
        return Role::None;
    }
}

QPoint moved(QPoint cursor, int key, int n)
{
    QPoint step;
    switch (key) {
    case Qt::Key_Left:
        step = QPoint(-1, 0);
        break;
    case Qt::Key_Right:
        step = QPoint(1, 0);
        break;
    case Qt::Key_Up:
        step = QPoint(0, -1);
        break;
    case Qt::Key_Down:
        step = QPoint(0, 1);
        break;
    default:
        return cursor;
    }
    const QPoint to = cursor + step;
    return QPoint(std::clamp(to.x(), 0, n - 1), std::clamp(to.y(), 0, n - 1));
}

} // namespace CursorKeys
