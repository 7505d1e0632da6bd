// SPDX-License-Identifier: MIT
#include "files/csvtext.h"

QString CsvText::cell(const QString &text)
{
    // A spreadsheet runs a cell as a formula when its first character
    // (after spaces, for some) is one of these; a ' before it makes it text.
    qsizetype first = 0;
    while (first < text.size()
        && (text.at(first) == QLatin1Char(' ') || text.at(first) == QLatin1Char('\t')))
        ++first;
    const bool formula = (first < text.size() && QStringLiteral("=+-@").contains(text.at(first)))
        || text.startsWith(QLatin1Char('\t')) || text.startsWith(QLatin1Char('\r'));
    QString cell = formula ? QLatin1Char('\'') + text : text;
    cell.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + cell + QLatin1Char('"');
}
