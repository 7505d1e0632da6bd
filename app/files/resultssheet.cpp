// SPDX-License-Identifier: MIT
#include "files/resultssheet.h"

#include "files/csvtext.h"

namespace {

// Whether `word` may stand in a CSV file as it is: CsvText::cell() would
// only have quoted it.
bool isPlainWord(const QString &word)
{
    return CsvText::cell(word) == QLatin1Char('"') + word + QLatin1Char('"')
        && !word.contains(QLatin1Char(',')) && !word.contains(QLatin1Char('\n'))
        && !word.contains(QLatin1Char('\r'));
}

} // namespace

ResultsSheet &ResultsSheet::text(const QString &text)
{
    return cell(CsvText::cell(text));
}

ResultsSheet &ResultsSheet::texts(const QStringList &texts)
{
    for (const QString &one : texts) {
        text(one);
    }
    return *this;
}

ResultsSheet &ResultsSheet::word(const QString &word)
{
    Q_ASSERT_X(isPlainWord(word), "ResultsSheet::word", "a word that needs quoting");
    return cell(word);
}

ResultsSheet &ResultsSheet::words(const QStringList &words)
{
    for (const QString &one : words) {
        word(one);
    }
    return *this;
}

ResultsSheet &ResultsSheet::decimal(double number, int decimals)
{
    return cell(QString::number(number, 'f', decimals));
}

ResultsSheet &ResultsSheet::flag(bool on)
{
    return cell(on ? QStringLiteral("true") : QStringLiteral("false"));
}

ResultsSheet &ResultsSheet::endRow()
{
    m_csv += QLatin1Char('\n');
    m_rowStarted = false;
    return *this;
}

ResultsSheet &ResultsSheet::cell(const QString &cell)
{
    if (m_rowStarted) {
        m_csv += QLatin1Char(',');
    }
    m_csv += cell;
    m_rowStarted = true;
    return *this;
}
