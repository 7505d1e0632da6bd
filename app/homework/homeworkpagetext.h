// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

class QTranslator;

/*
 * The words of the pupil's homework page (resources/homework), in one
 * language, for the words table the export writes into the file (the
 * "nq-words" script): the page has no word of its own, so the .ts files
 * (context "HomeworkPage") are the one source of its translations. Keys are
 * the ones homework.js asks for with t('key'); %1, %2 are filled in by the
 * page. The structure's sentences ("mistake.placed_on_attacked", ...) stand
 * here until the learning room's own table (learn/words.h) reaches the
 * module.
 */
class HomeworkPageText
{
public:
    // Key -> words, from `translator` (context "HomeworkPage"); English
    // where it is null or lacks an entry. Every value is a non-empty string.
    static QJsonObject strings(const QTranslator *translator);
};
