// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QString>

class QAction;

// The words of an action, set the same way everywhere: its text, a tool tip
// that names its shortcut ("Play or pause the search (Space)"), and the same
// description as status tip, which screen readers read as the button's.
class ActionTexts
{
    Q_DECLARE_TR_FUNCTIONS(ActionTexts)

public:
    static void set(QAction *action, const QString &text, const QString &toolTip);
};
