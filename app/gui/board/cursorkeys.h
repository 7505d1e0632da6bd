// SPDX-License-Identifier: MIT
#pragma once

#include <QPoint>

class QKeyEvent;

/*
 * The keys of a board's keyboard cursor, shared by the layers that have one
 * (play mode's, and the answer layer of predict and practice), so that the
 * cursor answers the same keys wherever it is drawn.
 */
namespace CursorKeys {

// What a key does to the cursor.
enum class Role {
    None, // not the cursor's: the window's shortcuts keep it
    Move, // an arrow: moves the cursor one square
    Activate, // Space, Return or Enter: acts on the cursor's square
};

// The role of `event`'s key. Any modifier but the keypad's makes it None:
// Shift+Left and the like stay the window's.
Role roleOf(const QKeyEvent *event);

// The cursor after arrow `key` (QPoint(col, row)), clamped to an n x n board;
// `cursor` itself for any other key.
QPoint moved(QPoint cursor, int key, int n);

} // namespace CursorKeys
