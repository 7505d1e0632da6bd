// SPDX-License-Identifier: MIT
#include "board/linecounts.h"

#include <algorithm>

LineCounts::LineCounts(int n)
    : m_columns(std::max(n, 0), 0)
    , m_antiDiagonals(std::max(2 * n - 1, 0), 0)
    , m_diagonals(std::max(2 * n - 1, 0), 0)
{ }

bool LineCounts::isOnBoard(int row, int col) const
{
    return row >= 0 && row < size() && col >= 0 && col < size();
}

void LineCounts::add(int row, int col)
{
    if (!isOnBoard(row, col)) {
        return;
    }
    // The new queen makes a pair with each queen already on its lines.
    m_pairs += quint64(onLines(row, col));
    ++m_columns[col];
    ++m_antiDiagonals[row + col];
    ++m_diagonals[row - col + size() - 1];
}

void LineCounts::remove(int row, int col)
{
    if (!isOnBoard(row, col)) {
        return;
    }
    --m_columns[col];
    --m_antiDiagonals[row + col];
    --m_diagonals[row - col + size() - 1];
    m_pairs -= quint64(onLines(row, col));
}

int LineCounts::onLines(int row, int col) const
{
    if (!isOnBoard(row, col)) {
        return 0;
    }
    return m_columns[col] + m_antiDiagonals[row + col] + m_diagonals[row - col + size() - 1];
}
