// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

/*
 * The mouse wheel scrolls panels; it changes a setting only on purpose.
 * A spin box, combo box or slider inside a scrolling panel (a QScrollArea)
 * takes the wheel only while it has the keyboard focus: otherwise the
 * wheel scrolls the panel under the pointer, as it would over a label, so
 * that scrolling down the Predict panel never changes the class's seed on
 * the way. Such controls no longer take the focus from the wheel either.
 *
 * One filter on the application serves every window; install() is
 * idempotent.
 */
class WheelGuard : public QObject
{
    Q_OBJECT

public:
    static void install();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit WheelGuard(QObject *parent);
};
