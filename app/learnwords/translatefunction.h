// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

#include <functional>

class QTranslator;

/*
 * One text looked up as QCoreApplication::translate() looks it up: the
 * `context`, the English `source`, the `disambiguation` (or null) and a
 * count `n` (-1: none) give the text in some language, with %n replaced by
 * n. The tables of words (PracticeText::table(), PredictWords::table(),
 * and the algorithms' titles, AlgorithmDescription::titleSource()) fill
 * from one: by default from the translators installed
 * (the window's language); for a homework in another language, from that
 * language's own translators, never installed. Installing one would send
 * the application, and so every open window, QEvent::LanguageChange twice
 * (in and out), and whatever the GUI thread translated meanwhile would come
 * out in the homework's language.
 */
using TranslateFunction = std::function<QString(
    const char *context, const char *source, const char *disambiguation, int n)>;

// The text of the first of `translators` that has it, not empty
// (QTranslator::translate(), which picks the plural form of `n` by its own
// language's rules), else the English source; then %n (and %Ln) replaced
// as QCoreApplication::translate() replaces them. Nothing is installed.
// The translators are not owned: they must outlive the function.
TranslateFunction translateFrom(const QList<const QTranslator *> &translators);
