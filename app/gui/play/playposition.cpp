// SPDX-License-Identifier: MIT
#include "play/playposition.h"

#include <algorithm>

PlayPosition::PlayPosition(int n)
    : m_n(std::clamp(n, MinSize, MaxSize))
    , m_squares(m_n * m_n, false)
{ }

PlayPosition PlayPosition::fromColumns(const QList<int> &columns)
{
    PlayPosition position(int(columns.size()));
    for (int row = 0; row < position.size() && row < int(columns.size()); ++row) {
        position.setQueen(row, columns.at(row), true);
    }
    return position;
}

bool PlayPosition::isOnBoard(int row, int col) const
{
    return row >= 0 && row < m_n && col >= 0 && col < m_n;
}

bool PlayPosition::hasQueen(int row, int col) const
{
    return isOnBoard(row, col) && m_squares.at(row * m_n + col);
}

void PlayPosition::setQueen(int row, int col, bool queen)
{
    if (!isOnBoard(row, col) || m_squares.at(row * m_n + col) == queen) {
        return;
    }
    m_squares[row * m_n + col] = queen;
    m_count += queen ? 1 : -1;
}

void PlayPosition::clear()
{
    m_squares.fill(false);
    m_count = 0;
}

QList<QPoint> PlayPosition::queens() const
{
    QList<QPoint> found;
    found.reserve(m_count);
    for (int i = 0; i < int(m_squares.size()); ++i) {
        if (m_squares.at(i)) {
            found.append(QPoint(i % m_n, i / m_n));
        }
    }
    return found;
}

QPoint PlayPosition::nearest(int row, int col, int dr, int dc) const
{
    for (int r = row + dr, c = col + dc; isOnBoard(r, c); r += dr, c += dc) {
        if (m_squares.at(r * m_n + c)) {
            return { c, r };
        }
    }
    return { -1, -1 };
}

QList<PlayPosition::Pair> PlayPosition::attackingPairs() const
{
    // Looking only forward (right, down, and down both diagonals) from each
    // queen finds every pair once, from its earlier queen.
    struct Direction
    {
        int dr;
        int dc;
        Line line;
    };
    static constexpr Direction forward[] = {
        { 0, 1, Line::Row },
        { 1, 0, Line::Column },
        { 1, 1, Line::Diagonal },
        { 1, -1, Line::AntiDiagonal },
    };
    QList<Pair> pairs;
    for (const QPoint &queen : queens()) {
        for (const Direction &d : forward) {
            const QPoint other = nearest(queen.y(), queen.x(), d.dr, d.dc);
            if (other.x() >= 0) {
                pairs.append({ queen, other, d.line });
            }
        }
    }
    return pairs;
}

QList<QPoint> PlayPosition::conflictedQueens() const
{
    QList<bool> marked(m_squares.size(), false);
    for (const Pair &pair : attackingPairs()) {
        marked[pair.first.y() * m_n + pair.first.x()] = true;
        marked[pair.second.y() * m_n + pair.second.x()] = true;
    }
    QList<QPoint> found;
    for (int i = 0; i < int(marked.size()); ++i) {
        if (marked.at(i)) {
            found.append(QPoint(i % m_n, i / m_n));
        }
    }
    return found;
}

QList<QPoint> PlayPosition::attackersOf(int row, int col) const
{
    QList<QPoint> found;
    if (!isOnBoard(row, col)) {
        return found;
    }
    for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
            if (dr != 0 || dc != 0) {
                const QPoint queen = nearest(row, col, dr, dc);
                if (queen.x() >= 0) {
                    found.append(queen);
                }
            }
        }
    }
    std::sort(found.begin(), found.end(), [](const QPoint &a, const QPoint &b) {
        return a.y() != b.y() ? a.y() < b.y() : a.x() < b.x();
    });
    return found;
}

bool PlayPosition::isSolved() const
{
    return m_count == m_n && attackingPairs().isEmpty();
}

std::optional<QList<int>> PlayPosition::columns() const
{
    QList<int> columns(m_n, -1);
    for (const QPoint &queen : queens()) {
        if (columns.at(queen.y()) >= 0) {
            return std::nullopt;
        }
        columns[queen.y()] = queen.x();
    }
    return columns;
}
