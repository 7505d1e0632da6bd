// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QtGlobal>

/*
 * The queens on each column and diagonal of an n x n board with at most one
 * queen per row, so that "how many queens attack this square" and "how many
 * attacking pairs are there" cost O(1) however big the board. The caller
 * keeps which square each row's queen is on and reports every change.
 * Rows and columns are 0-based; off-board squares are ignored (count 0).
 */
class LineCounts
{
public:
    explicit LineCounts(int n = 0);

    int size() const { return int(m_columns.size()); }
    // A queen arrives on / leaves (row, col).
    void add(int row, int col);
    void remove(int row, int col);

    // Queens on the column and both diagonals through (row, col), counting
    // a queen on the square itself three times (once per line): subtract 3
    // when the square is occupied to get its attackers.
    int onLines(int row, int col) const;
    // Attacking pairs of queens on the board.
    quint64 pairs() const { return m_pairs; }

private:
    bool isOnBoard(int row, int col) const;

    QList<int> m_columns;
    QList<int> m_antiDiagonals; // row + col
    QList<int> m_diagonals; // row - col + n - 1
    quint64 m_pairs = 0;
};
