// SPDX-License-Identifier: MIT
#include "common/actiontexts.h"

#include <QAction>
#include <QKeySequence>

void ActionTexts::set(QAction *action, const QString &text, const QString &toolTip)
{
    action->setText(text);
    const QKeySequence key = action->shortcut();
    action->setToolTip(key.isEmpty() ? toolTip
                                     : tr("%1 (%2)", "tool tip and its shortcut")
                                           .arg(toolTip, key.toString(QKeySequence::NativeText)));
    action->setStatusTip(toolTip);
}
