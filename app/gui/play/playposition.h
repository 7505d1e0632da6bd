// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QPoint>

#include <optional>

/*
 * A position of play mode: queens put freely on an n x n board, at most one
 * per square (so two queens may share a row). A plain value: copy it,
 * compare it.
 *
 * Squares are QPoint(col, row) as in BoardScene::attackersOf(): row 0 is the
 * top row, column 0 the left one. Methods given off-board squares do nothing
 * and answer false / empty.
 *
 * Conflicts are counted in the chess sense: two queens attack each other
 * when they stand on one line (row, column, diagonal, anti-diagonal) with no
 * queen between them. Three queens in a row make two attacking pairs (the
 * outer two do not attack each other: the middle one blocks them).
 */
class PlayPosition
{
public:
    static constexpr int MinSize = 1;
    static constexpr int MaxSize = 32;

    // The line two queens share; the names of the solver's events.
    enum class Line { Row, Column, Diagonal, AntiDiagonal };

    struct Pair
    {
        QPoint first; // the earlier queen in row-major order
        QPoint second;
        Line line;
        friend bool operator==(const Pair &, const Pair &) = default;
    };

    // An empty n x n board; n is clamped to MinSize..MaxSize.
    explicit PlayPosition(int n = 8);
    // The board columns.size() wide with a queen on (r, columns[r]) for
    // every columns[r] in 0..n-1 (other entries leave row r empty).
    static PlayPosition fromColumns(const QList<int> &columns);

    int size() const { return m_n; }
    bool isOnBoard(int row, int col) const;
    bool hasQueen(int row, int col) const;
    // Puts a queen on the square or takes it away.
    void setQueen(int row, int col, bool queen);
    void toggleQueen(int row, int col) { setQueen(row, col, !hasQueen(row, col)); }
    void clear();

    // The queens in row-major order (top row first, left to right).
    QList<QPoint> queens() const;
    int queenCount() const { return m_count; }
    // n minus the queens placed: negative when there are too many.
    int queensLeft() const { return m_n - m_count; }

    // Every attacking pair once, ordered by its first queen (row-major), then
    // by line in the order Row, Column, Diagonal, AntiDiagonal.
    QList<Pair> attackingPairs() const;
    // The queens in at least one attacking pair, in row-major order.
    QList<QPoint> conflictedQueens() const;
    // The nearest queen in each of the 8 directions from (row, col): the
    // queens that attack the square (a queen on it is not counted), in
    // row-major order.
    QList<QPoint> attackersOf(int row, int col) const;
    // n queens and no attacking pair.
    bool isSolved() const;
    // columns[r] = the column of row r's queen or -1, when no row holds two
    // queens; nullopt otherwise.
    std::optional<QList<int>> columns() const;

    friend bool operator==(const PlayPosition &, const PlayPosition &) = default;

private:
    // The first queen from (row, col) stepping by (dr, dc), or (-1, -1).
    QPoint nearest(int row, int col, int dr, int dc) const;

    int m_n;
    int m_count = 0;
    QList<bool> m_squares; // row-major, n * n
};
