// SPDX-License-Identifier: MIT
#pragma once

// What `nqueens` prints, read back by the CLI's tests (tst_cli,
// tst_cliinterrupt): its lines, and whether they are solutions. Header only.

#include <QByteArray>
#include <QLatin1Char>
#include <QList>
#include <QString>

namespace nqtest {

// The lines of `output`, without their newlines; a final newline does not
// start a line.
inline QList<QByteArray> lines(const QByteArray &output)
{
    QList<QByteArray> result = output.split('\n');
    if (!result.isEmpty() && result.last().isEmpty()) {
        result.removeLast();
    }
    return result;
}

// A queen per row, on the board, none attacking another: the linear check,
// written again here so the test does not trust the program it tests.
inline bool isSolution(const QList<int> &columns)
{
    const qsizetype n = columns.size();
    QList<bool> column(n, false);
    QList<bool> diagonal(2 * n, false);
    QList<bool> antiDiagonal(2 * n, false);
    for (qsizetype row = 0; row < n; ++row) {
        const int col = columns[row];
        if (col < 0 || col >= n || column[col] || diagonal[row - col + n]
            || antiDiagonal[row + col]) {
            return false;
        }
        column[col] = diagonal[row - col + n] = antiDiagonal[row + col] = true;
    }
    return true;
}

// Empty when `output` is whole lines ("0 4 7 5 2 6 1 3\n" ...), each a
// solution of the n x n board; else what is wrong. Reads the numbers in
// place: one line may hold a million of them.
inline QString wholeSolutionLines(const QByteArray &output, int n)
{
    if (!output.endsWith('\n')) {
        return QStringLiteral("the output does not end with a newline");
    }
    qsizetype lineNumber = 0;
    QList<int> columns;
    int number = -1;
    for (const char c : output) {
        if (c >= '0' && c <= '9') {
            number = (number < 0 ? 0 : number * 10) + (c - '0');
            continue;
        }
        if (c != ' ' && c != '\n') {
            return QStringLiteral("line %1 holds a '%2'").arg(lineNumber + 1).arg(QLatin1Char(c));
        }
        if (number >= 0) {
            columns.append(number);
            number = -1;
        }
        if (c == '\n') {
            ++lineNumber;
            if (columns.size() != n || !isSolution(columns)) {
                return QStringLiteral("line %1 is not a solution of N=%2 (%3 numbers)")
                    .arg(lineNumber)
                    .arg(n)
                    .arg(columns.size());
            }
            columns.clear();
        }
    }
    return {};
}

} // namespace nqtest
