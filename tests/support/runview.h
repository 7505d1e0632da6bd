// SPDX-License-Identifier: MIT
#pragma once

#include "board/boardscene.h"
#include "run/narrator.h"
#include "run/runcontroller.h"

#include <QList>
#include <QString>

namespace nqtest {

// The queens the board scene shows, a column per row (-1: none), to compare
// with RunController::board().
inline QList<int> sceneBoard(const BoardScene &scene)
{
    QList<int> board;
    for (int row = 0; row < scene.boardSize(); ++row) {
        board.append(scene.queenColumn(row));
    }
    return board;
}

// The status line's words for the controller's position.
inline QString statusOf(const RunController &controller)
{
    return Narrator(controller.boardSize(), controller.algorithm(), controller.seed())
        .describe(controller.state());
}

} // namespace nqtest
