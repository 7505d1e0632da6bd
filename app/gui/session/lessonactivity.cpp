// SPDX-License-Identifier: MIT
#include "session/lessonactivity.h"

#include "activity/activityhost.h"
#include "session/lessonpanel.h"

LessonActivity::LessonActivity(ActivityHost *host, LessonPanel *panel, QObject *parent)
    : QObject(parent)
    , Activity(Kind::Lesson)
    , m_panel(panel)
{
    if (host) {
        host->add(this);
    }
}

void LessonActivity::showScene()
{
    enterActivity();
    showPanel();
}

QWidget *LessonActivity::panel() const
{
    return m_panel;
}

const char *LessonActivity::dockTitle() const
{
    return QT_TRANSLATE_NOOP("MainWindow", "Lesson");
}
