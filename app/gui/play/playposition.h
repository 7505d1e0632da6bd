// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardmodel.h"

#include <QList>
#include <QPoint>

#include <optional>

/*
 * A position of play mode: queens put freely on an n x n board, at most one
 * per square (so two queens may share a row). A plain value: copy it,
 * compare it. The board and every answer about it are a BoardModel's.
 *
 * Squares are QPoint(col, row) as in BoardModel: row 0 is the top row,
 * column 0 the left one. Methods given off-board squares do nothing and
 * answer false / empty.
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
    static constexpr int MaxSize = BoardModel::ItemBoardMax;

    using Pair = BoardModel::Pair;

    // An empty n x n board; n is clamped to MinSize..MaxSize.
    explicit PlayPosition(int n = 8);
    // The board columns.size() wide (clamped as above) with a queen on
    // (r, columns[r]) for every columns[r] in 0..n-1 (other entries leave
    // row r empty).
    static PlayPosition fromColumns(const QList<int> &columns);

    int size() const { return m_board.size(); }
    bool isOnBoard(int row, int col) const { return m_board.isOnBoard(row, col); }
    bool hasQueen(int row, int col) const { return m_board.hasQueen(row, col); }
    // Puts a queen on the square or takes it away.
    void setQueen(int row, int col, bool queen) { m_board.setQueen(row, col, queen); }
    void toggleQueen(int row, int col) { setQueen(row, col, !hasQueen(row, col)); }
    void clear() { m_board.clear(); }

    // The queens in row-major order (top row first, left to right).
    QList<QPoint> queens() const { return m_board.queens(); }
    int queenCount() const { return m_board.queenCount(); }
    // n minus the queens placed: negative when there are too many.
    int queensLeft() const { return size() - queenCount(); }

    // Every attacking pair once (BoardModel::attackingPairs()).
    QList<Pair> attackingPairs() const { return m_board.attackingPairs(); }
    // The queens in at least one attacking pair, in row-major order.
    QList<QPoint> conflictedQueens() const { return m_board.conflictedQueens(); }
    // The nearest queen in each of the 8 directions from (row, col): the
    // queens that attack the square (a queen on it is not counted), in
    // row-major order.
    QList<QPoint> attackersOf(int row, int col) const { return m_board.attackersOf(row, col); }
    // n queens and no attacking pair.
    bool isSolved() const;
    // columns[r] = the column of row r's queen or -1, when no row holds two
    // queens; nullopt otherwise.
    std::optional<QList<int>> columns() const;

    // The board, for the views that draw it.
    const BoardModel &model() const { return m_board; }

    friend bool operator==(const PlayPosition &, const PlayPosition &) = default;

private:
    BoardModel m_board;
};
