// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QKeyCombination>
#include <QKeySequence>
#include <QString>

/*
 * Keys named as Qt names them in the language in use ("Rechts",
 * "Leertaste", "Strg+Z"), from Qt's own translations: the words the menus
 * show for their shortcuts. Every text that names a key (the shortcuts
 * dialog, tool tips) takes its names here, so that a key is written alike
 * everywhere and follows the keys really bound.
 */
class KeyNames
{
    Q_DECLARE_TR_FUNCTIONS(KeyNames)

public:
    // A key with its modifiers, e.g. "Ctrl++" ("Strg++" in German).
    static QString key(QKeyCombination key);
    // A shortcut as the menus write it (native text); empty for none.
    static QString sequence(const QKeySequence &keys);
    // A modifier alone ("Strg" for Ctrl in German): Qt names it only before
    // a key. Several modifiers are joined as Qt joins them ("Ctrl+Shift").
    static QString modifier(Qt::KeyboardModifiers modifiers);
    // Turning the mouse wheel with `modifiers` held: "Ctrl+wheel", translated.
    static QString wheel(Qt::KeyboardModifiers modifiers);
};
