// SPDX-License-Identifier: MIT
#pragma once

#include "learn/words.h"
#include "learnwords/translatefunction.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <functional>
#include <memory>

/*
 * The templates of predict mode's sentences (nq::learn::PredictSentences) in
 * the language installed, filled from QCoreApplication::translate() (or,
 * for table(), from any TranslateFunction) in predict's context
 * ("PredictText", whose sentences they were: lupdate reads the context from
 * each call, in whatever order it reads the files), for the window's
 * PredictText, the class's pages and the homework file alike. Qt Core only,
 * so that the homework's export (and the CLI) fill it without the window.
 */
class PredictWords
{
public:
    // Every key of PredictSentences::keys(): a sentence with a count in
    // three forms (for 0, 1 and many, with %n where the translation has the
    // count).
    static nq::learn::Words words();
    // The same table as a flat JSON object, {"predict.row": "Reihe %1", ...}:
    // with PracticeText::table() (their keys do not meet) what the homework
    // file carries for the WebAssembly module (nq_words_set), the templates
    // from `translate` (the homework's language: translateFrom() its
    // translators, which are not installed).
    static QJsonObject table(const TranslateFunction &translate = &QCoreApplication::translate);
    // The table for the language installed, filled again only when it
    // changed (CachedWords): what PredictText composes on.
    static std::shared_ptr<const nq::learn::Words> cached();

private:
    // The table filled from `translate` now.
    static nq::learn::Words fill(const TranslateFunction &translate);
    // Sets key#0, key#1 and key#other from `sentence` (one tr() with a count).
    static void putCounted(nq::learn::Words &words, const char *key,
        const std::function<QString(int count)> &sentence);
};
