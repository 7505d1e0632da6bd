// SPDX-License-Identifier: MIT
#pragma once

#include "play/playposition.h"

#include <QUndoCommand>

class PlayController;

/*
 * One edit of play mode as an undo step: the position before and after it
 * (place, remove, clear, start from a position). redo() shows `after`,
 * undo() shows `before`, through PlayController::showPosition(), so that
 * undoing restores a position exactly. `controller` is not owned and
 * outlives the command (its undo stack owns the commands).
 */
class PlayCommand : public QUndoCommand
{
public:
    PlayCommand(PlayController *controller, const QString &text, const PlayPosition &before,
        const PlayPosition &after);

    void undo() override;
    void redo() override;

    const PlayPosition &before() const { return m_before; }
    const PlayPosition &after() const { return m_after; }

private:
    PlayController *m_controller;
    PlayPosition m_before;
    PlayPosition m_after;
};
