// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace text {

// The most characters of a user's value that an error message repeats.
inline constexpr qsizetype MaxEchoedLength = 40;

/*
 * A value the user gave (an argument, a part of one) as an error line
 * repeats it: whole when it has at most MaxEchoedLength characters, else its
 * first MaxEchoedLength characters and "…", so that a bad argument of any
 * length gives one short line. Control characters are written as escapes
 * ("\n", "\t", "\x1b"), so that the message stays one line; a surrogate pair
 * is never cut in half. No words are added: the result fits any language.
 */
QString echoed(const QString &value);

} // namespace text
