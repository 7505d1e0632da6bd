// SPDX-License-Identifier: MIT
#pragma once

#include "activity/activityhost.h"
#include "board/boardscene.h"
#include "play/playmode.h"
#include "display/boardpresenter.h"
#include "run/runcontroller.h"

#include <QWidget>

namespace nqtest {

/*
 * A board with everything that draws on it and no main window: a run
 * (8 x 8 lock-lines, paused at step 0), the host of its activities, play mode with
 * its actions on `window`, and the presenter that is the scene's one writer. Members are
 * destroyed in reverse order, the presenter first.
 */
struct PlayableBoard
{
    QWidget window;
    BoardScene scene;
    RunController controller;
    ActivityHost activities;
    PlayMode play { &activities, &controller, &window };
    BoardPresenter presenter { &scene, &controller, &play };
};

} // namespace nqtest
