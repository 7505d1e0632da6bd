// SPDX-License-Identifier: MIT
#include "common/keynames.h"

QString KeyNames::key(QKeyCombination key)
{
    return QKeySequence(key).toString(QKeySequence::NativeText);
}

QString KeyNames::sequence(const QKeySequence &keys)
{
    return keys.toString(QKeySequence::NativeText);
}

QString KeyNames::modifier(Qt::KeyboardModifiers modifiers)
{
    // Named before a key, and the key's name cut off again.
    QString name = key(QKeyCombination(modifiers, Qt::Key_A));
    name.chop(key(QKeyCombination(Qt::Key_A)).size());
    if (name.endsWith(QLatin1Char('+'))) {
        name.chop(1);
    }
    return name;
}

QString KeyNames::wheel(Qt::KeyboardModifiers modifiers)
{
    return tr("%1+wheel", "%1: a key held while turning the mouse wheel, such as Ctrl")
        .arg(modifier(modifiers));
}
