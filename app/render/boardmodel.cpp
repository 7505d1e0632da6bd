// SPDX-License-Identifier: MIT
#include "render/boardmodel.h"

#include <algorithm>

namespace {

bool rowMajor(const QPoint &a, const QPoint &b)
{
    return a.y() != b.y() ? a.y() < b.y() : a.x() < b.x();
}

} // namespace

BoardModel::BoardModel(int n)
    : m_n(std::max(n, 0))
    , m_columns(m_n, -1)
    , m_columnCount(m_n, 0)
    , m_diagonalCount(std::max(2 * m_n - 1, 0), 0)
    , m_antiDiagonalCount(std::max(2 * m_n - 1, 0), 0)
{ }

BoardModel BoardModel::fromColumns(const QList<int> &columns)
{
    BoardModel board(int(columns.size()));
    for (int row = 0; row < board.size(); ++row) {
        board.addQueen(row, columns.at(row));
    }
    return board;
}

bool BoardModel::hasQueen(int row, int col) const
{
    if (!isOnBoard(row, col)) {
        return false;
    }
    const int first = m_columns[row];
    if (first == col) {
        return true;
    }
    // The further queens of a row are right of its first.
    return first >= 0 && first < col && !m_more.isEmpty()
        && std::binary_search(m_more.begin(), m_more.end(), QPoint(col, row), rowMajor);
}

int BoardModel::queensInRow(int row) const
{
    if (row < 0 || row >= m_n || m_columns[row] < 0) {
        return 0;
    }
    const auto more = std::equal_range(m_more.begin(), m_more.end(), QPoint(-1, row),
        [](const QPoint &a, const QPoint &b) { return a.y() < b.y(); });
    return 1 + int(more.second - more.first);
}

QList<QPoint> BoardModel::queens() const
{
    QList<QPoint> found;
    found.reserve(m_queens);
    auto more = m_more.begin();
    for (int row = 0; row < m_n; ++row) {
        if (m_columns[row] >= 0) {
            found.append(QPoint(m_columns[row], row));
        }
        for (; more != m_more.end() && more->y() == row; ++more) {
            found.append(*more);
        }
    }
    return found;
}

void BoardModel::count(int row, int col, int delta)
{
    int &column = m_columnCount[col];
    int &diagonal = m_diagonalCount[row - col + m_n - 1];
    int &anti = m_antiDiagonalCount[row + col];
    if (delta < 0) {
        column -= 1;
        diagonal -= 1;
        anti -= 1;
        m_linePairs -= quint64(column + diagonal + anti);
        --m_queens;
    } else {
        // The new queen makes a pair with each queen already on its lines.
        m_linePairs += quint64(column + diagonal + anti);
        column += 1;
        diagonal += 1;
        anti += 1;
        ++m_queens;
    }
}

void BoardModel::addQueen(int row, int col)
{
    if (!isOnBoard(row, col)) {
        return;
    }
    // The run's case, millions of times a second: an empty row.
    int &first = m_columns[row];
    if (first < 0) {
        first = col;
    } else if (first == col || !addCrowded(row, col)) {
        return;
    }
    count(row, col, +1);
}

bool BoardModel::addCrowded(int row, int col)
{
    int &first = m_columns[row];
    QPoint further(col, row);
    if (col < first) {
        // The new queen becomes the row's first; the old first joins the others.
        further = QPoint(first, row);
        first = col;
    }
    const auto at = std::lower_bound(m_more.begin(), m_more.end(), further, rowMajor);
    if (at != m_more.end() && *at == further) {
        return false;
    }
    m_more.insert(at, further);
    return true;
}

void BoardModel::removeQueen(int row, int col)
{
    if (!isOnBoard(row, col)) {
        return;
    }
    int &first = m_columns[row];
    if (first == col && m_more.isEmpty()) {
        first = -1;
    } else if (first < 0 || !removeCrowded(row, col)) {
        return;
    }
    count(row, col, -1);
}

bool BoardModel::removeCrowded(int row, int col)
{
    int &first = m_columns[row];
    // The row's next queen, if any, follows its first in m_more.
    const auto next = std::lower_bound(m_more.begin(), m_more.end(), QPoint(0, row), rowMajor);
    const bool hasNext = next != m_more.end() && next->y() == row;
    if (first == col) {
        first = hasNext ? next->x() : -1;
        if (hasNext) {
            m_more.erase(next);
        }
        return true;
    }
    const auto at = std::lower_bound(next, m_more.end(), QPoint(col, row), rowMajor);
    if (at == m_more.end() || *at != QPoint(col, row)) {
        return false;
    }
    m_more.erase(at);
    return true;
}

void BoardModel::setQueen(int row, int col, bool queen)
{
    if (queen) {
        addQueen(row, col);
    } else {
        removeQueen(row, col);
    }
}

void BoardModel::setColumn(int row, int col)
{
    if (row < 0 || row >= m_n || (m_columns[row] == col && queensInRow(row) <= 1)) {
        return;
    }
    while (m_columns[row] >= 0) {
        removeQueen(row, m_columns[row]);
    }
    addQueen(row, col);
}

void BoardModel::clear()
{
    *this = BoardModel(m_n);
}

int BoardModel::queensOn(nq::Line line, int row, int col) const
{
    if (!isOnBoard(row, col)) {
        return 0;
    }
    switch (line) {
    case nq::Line::Column:
        return m_columnCount[col];
    case nq::Line::Diagonal:
        return m_diagonalCount[row - col + m_n - 1];
    case nq::Line::AntiDiagonal:
        return m_antiDiagonalCount[row + col];
    case nq::Line::None:
        break;
    }
    return 0;
}

int BoardModel::lineAttackers(int row, int col) const
{
    if (!isOnBoard(row, col)) {
        return 0;
    }
    const int onLines = m_columnCount[col] + m_diagonalCount[row - col + m_n - 1]
        + m_antiDiagonalCount[row + col];
    // A queen on the square stands on all three of its lines.
    return onLines - (hasQueen(row, col) ? 3 : 0);
}

QList<QPoint> BoardModel::lineAttackersOf(int row, int col) const
{
    QList<QPoint> found;
    if (lineAttackers(row, col) == 0) {
        return found;
    }
    // Each other row crosses the square's three lines in at most three squares.
    for (int r = 0; r < m_n; ++r) {
        const int distance = r - row;
        if (distance == 0) {
            continue;
        }
        int candidates[] = { col - std::abs(distance), col, col + std::abs(distance) };
        for (const int c : candidates) {
            if (hasQueen(r, c)) {
                found.append(QPoint(c, r));
            }
        }
    }
    return found;
}

bool BoardModel::isAttacked(int row, int col) const
{
    if (!isOnBoard(row, col)) {
        return false;
    }
    const int own = hasQueen(row, col) ? 1 : 0;
    return lineAttackers(row, col) > 0 || queensInRow(row) > own;
}

QPoint BoardModel::nearest(int row, int col, int dRow, int dCol) const
{
    for (int r = row + dRow, c = col + dCol; isOnBoard(r, c); r += dRow, c += dCol) {
        if (hasQueen(r, c)) {
            return { c, r };
        }
    }
    return { -1, -1 };
}

QList<QPoint> BoardModel::attackersOf(int row, int col) const
{
    QList<QPoint> found;
    if (!isOnBoard(row, col)) {
        return found;
    }
    // Directions in row-major order of what they find: up (left, straight,
    // right), then left and right along the row, then down.
    for (int dRow = -1; dRow <= 1; ++dRow) {
        for (int dCol = -1; dCol <= 1; ++dCol) {
            if (dRow != 0 || dCol != 0) {
                const QPoint queen = nearest(row, col, dRow, dCol);
                if (queen.x() >= 0) {
                    found.append(queen);
                }
            }
        }
    }
    // Up-right can come before up-straight (a nearer row): sort.
    std::sort(found.begin(), found.end(), rowMajor);
    return found;
}

QList<BoardModel::Pair> BoardModel::attackingPairs() const
{
    // Looking only forward (right, down, and down both diagonals) from each
    // queen finds every pair once, from its earlier queen.
    static constexpr int forward[][2] = { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } };
    QList<Pair> pairs;
    for (const QPoint &queen : queens()) {
        for (const auto &direction : forward) {
            const QPoint other = nearest(queen.y(), queen.x(), direction[0], direction[1]);
            if (other.x() >= 0) {
                pairs.append({ queen, other });
            }
        }
    }
    return pairs;
}

QList<QPoint> BoardModel::conflictedQueens() const
{
    QList<QPoint> found;
    for (const Pair &pair : attackingPairs()) {
        found << pair.first << pair.second;
    }
    std::sort(found.begin(), found.end(), rowMajor);
    found.erase(std::unique(found.begin(), found.end()), found.end());
    return found;
}
