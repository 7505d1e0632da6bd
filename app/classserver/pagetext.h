// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QJsonObject>

/*
 * The words of the pupils' page (resources/class), in the language
 * installed, for ClassServer::setPageStrings(): the page shows no word of
 * its own after joining, so that the .ts files are the one source of its
 * translations. Keys are the ones class.js asks for with t('key') and
 * index.html names with data-key; tests/class/tst_classpage checks that
 * every one is here. %1 and %2 are filled in by the page (a name, a square,
 * an answer's words).
 */
class PageText
{
    Q_DECLARE_TR_FUNCTIONS(PageText)

public:
    // Key -> translated words, every value a non-empty string.
    static QJsonObject strings();
};
