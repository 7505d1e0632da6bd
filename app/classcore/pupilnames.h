// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

/*
 * Pupils' names: what a pupil typed made plain text, and the generated
 * names of anonymous pupils.
 */
class PupilNames
{
public:
    static constexpr int MaxLength = 24;

    // `typed` as plain text: control characters, line and paragraph
    // separators, bidirectional embeddings, overrides, isolates and marks
    // (U+202A-202E, U+2066-2069, U+200E, U+200F, U+061C), lone surrogates
    // and non-characters removed; runs of white space made one space;
    // trimmed; cut to at most MaxLength UTF-16 units at a grapheme boundary
    // (an emoji or an accented letter is never split). Markup is not
    // touched: "<b>" stays "<b>", shown as text wherever a name is shown.
    static QString clean(const QString &typed);

    // An animal and a number ("Otter 17"; the animal in the program's
    // language now, "Loutre 17" in French), `index` picking which: different
    // indexes below animalCount() * 99 give different names.
    static QString generated(int index);
    static int animalCount();
};
