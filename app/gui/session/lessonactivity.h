// SPDX-License-Identifier: MIT
#pragma once

#include "activity/activity.h"

#include <QObject>

class LessonPanel;

/*
 * Following a lesson: its scenes and notes in the lesson's panel, beside
 * whatever else is going on (a scene may start play mode or predict). The
 * SessionController, which opens lessons and applies their scenes, shows
 * it at every scene; it stays on until the window closes.
 */
class LessonActivity : public QObject, public Activity
{
    Q_OBJECT

public:
    // `panel` is not owned (the window's dock takes it).
    LessonActivity(ActivityHost *host, LessonPanel *panel, QObject *parent = nullptr);

    // A scene of a lesson is shown: the activity is on, its panel in front.
    void showScene();

    // Activity
    QWidget *panel() const override;
    const char *dockTitle() const override;

private:
    LessonPanel *m_panel;
};
