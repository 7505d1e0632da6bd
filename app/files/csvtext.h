// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

/*
 * Text written into a CSV file the user opens in a spreadsheet (a class's
 * results, seat work's results): every text cell goes through cell(), so
 * that what a pupil typed is never run as a formula.
 */
class CsvText
{
public:
    // `text` as one CSV cell: quoted, quotes doubled, and a formula defused:
    // a cell that a spreadsheet would run as a formula (starting with = + -
    // @, also after leading spaces or tabs, or starting with a tab or a
    // carriage return) gets a ' before it.
    static QString cell(const QString &text);
};
