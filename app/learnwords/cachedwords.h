// SPDX-License-Identifier: MIT
#pragma once

#include "learn/words.h"

#include <QString>

#include <memory>

/*
 * A table of the learning room's words (nq::learn::Words), filled from tr()
 * by `fill` and kept until the language may have changed: a translator
 * installed or removed (QCoreApplication then sends itself
 * QEvent::LanguageChange, which an application event filter counts) or
 * another default QLocale (the digit groups). Filling a table is some
 * hundred look-ups, and predict's class questions word an answer for every
 * square of the board.
 *
 * Off the application's thread, or with no application, every call fills
 * the table again (nothing shared, nothing watched).
 */
class CachedWords
{
public:
    using Fill = nq::learn::Words (*)();
    explicit CachedWords(Fill fill)
        : m_fill(fill)
    { }

    // The table in the language installed now.
    std::shared_ptr<const nq::learn::Words> words();

private:
    Fill m_fill;
    std::shared_ptr<const nq::learn::Words> m_words;
    unsigned long long m_changes = 0;
    QString m_locale;
};
