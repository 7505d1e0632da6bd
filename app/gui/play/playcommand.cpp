// SPDX-License-Identifier: MIT
#include "play/playcommand.h"

#include "play/playcontroller.h"

PlayCommand::PlayCommand(PlayController *controller, const QString &text,
    const PlayPosition &before, const PlayPosition &after)
    : QUndoCommand(text)
    , m_controller(controller)
    , m_before(before)
    , m_after(after)
{ }

void PlayCommand::undo()
{
    m_controller->showPosition(m_before);
}

void PlayCommand::redo()
{
    m_controller->showPosition(m_after);
}
