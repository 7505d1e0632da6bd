// SPDX-License-Identifier: MIT
#include "play/playposition.h"

#include <algorithm>

PlayPosition::PlayPosition(int n)
    : m_board(std::clamp(n, MinSize, MaxSize))
{ }

PlayPosition PlayPosition::fromColumns(const QList<int> &columns)
{
    PlayPosition position(int(columns.size()));
    for (int row = 0; row < position.size() && row < int(columns.size()); ++row) {
        position.setQueen(row, columns.at(row), true);
    }
    return position;
}

bool PlayPosition::isSolved() const
{
    // n queens on n rows with no two attacking each other: one per row, so
    // the attacks are all on columns and diagonals, counted in O(1).
    return queenCount() == size() && !m_board.hasCrowdedRow() && m_board.linePairs() == 0;
}

std::optional<QList<int>> PlayPosition::columns() const
{
    if (m_board.hasCrowdedRow()) {
        return std::nullopt;
    }
    return m_board.columns();
}
