// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <concepts>

/*
 * The CSV table of a results file (predict's, practice's, seat work's, a
 * class's): rows of cells, each kind of cell written one way, so that the
 * four files agree and none quotes or defuses on its own.
 *
 * - text(): words that may hold anything (a pupil's name, a question, or a
 *   column's name in a file that quotes its header): through
 *   CsvText::cell(), quoted, quotes doubled, a formula defused.
 * - word(): a name of the program's own that needs no quoting (a column, a
 *   kind, an outcome, the algorithm's CLI name, an ISO 8601 date): written
 *   as it is. It holds no comma, quote or line break and does not start as
 *   a formula would (asserted).
 * - number(): a whole number in decimal digits, a minus before a negative.
 * - decimal(): a number with `decimals` digits after a point, rounded half
 *   away from zero (61.25 with one decimal is "61.3").
 * - flag(): "true" or "false".
 *
 * Cells are separated by commas; endRow() ends every row, the header too,
 * with "\n". toCsv() is the rows ended so far in UTF-8 (a lone surrogate
 * replaced, as QString::toUtf8() does). The sheet has no idea of
 * columns: a row may have any number of cells.
 *
 * Usage: sheet.words({...}).endRow(); then per row sheet.text(name)
 * .number(count).flag(done).endRow(); then ResultsFile::write() with
 * toCsv().
 */
class ResultsSheet
{
public:
    ResultsSheet &text(const QString &text);
    ResultsSheet &texts(const QStringList &texts);
    ResultsSheet &word(const QString &word);
    ResultsSheet &words(const QStringList &words);
    template<std::integral Number> ResultsSheet &number(Number number)
    {
        static_assert(!std::same_as<Number, bool>, "a bool is a flag()");
        return cell(QString::number(number));
    }
    ResultsSheet &decimal(double number, int decimals);
    ResultsSheet &flag(bool on);
    ResultsSheet &endRow();

    QByteArray toCsv() const { return m_csv.toUtf8(); }

private:
    ResultsSheet &cell(const QString &cell);

    QString m_csv;
    bool m_rowStarted = false;
};
