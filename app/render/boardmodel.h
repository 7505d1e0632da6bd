// SPDX-License-Identifier: MIT
#pragma once

#include "solver/event.h"

#include <QList>
#include <QPoint>
#include <QtGlobal>

/*
 * The queens of an n x n board and what follows from them: the queens on
 * each line, the attackers of a square, the attacking pairs. A plain value:
 * copy it, compare it. Every view of a board asks it (the run's state, the
 * scene and its items, the exported pictures, play mode), so that "attacked"
 * means the same everywhere.
 *
 * Coordinates are the solver's: row 0 is the top row, column 0 the left one.
 * A square given as a point is QPoint(col, row). Methods given off-board
 * squares change nothing and answer 0, false, -1 or an empty list.
 *
 * Most boards hold at most one queen per row (every algorithm's board), up
 * to 1000 x 1000: the model keeps one column per row, and the rare further
 * queens of a row (a pupil's free placement in play mode) in a short list
 * of their own, so that it costs O(n) memory, never O(n^2). The queens on
 * each column and diagonal are counted as they come and go, so the line
 * questions cost O(1) and a change costs O(1) (plus the further queens of
 * the row, if any).
 *
 * Two questions of "attack" have two answers:
 * - lines (the algorithms' sense, min-conflicts' scores): the queens that
 *   share the square's column or one of its diagonals, however many stand
 *   between; a queen on the square itself and queens in its row are not
 *   counted (the algorithms put one queen per row by construction).
 *   lineAttackers(), lineAttackersOf(), linePairs().
 * - chess (play mode, the hover's tool tip): the nearest queen in each of
 *   the 8 directions; a queen between blocks the ones behind it.
 *   attackersOf(), attackingPairs(), conflictedQueens().
 */
class BoardModel
{
public:
    // The largest board drawn square by square, a queen picture (and a
    // graphics item, on the screen) each: bigger boards are painted as
    // images of a pixel a square, get no hatching of attacked squares, and
    // play mode stops here.
    static constexpr int ItemBoardMax = 32;

    // Two queens that attack each other in the chess sense.
    struct Pair
    {
        QPoint first; // the earlier queen in row-major order
        QPoint second;
        friend bool operator==(const Pair &, const Pair &) = default;
    };

    // An empty n x n board (n < 0 gives 0 x 0).
    explicit BoardModel(int n = 0);
    // The board columns.size() wide with a queen on (r, columns[r]) for
    // every columns[r] in 0..n-1 (other entries leave row r empty).
    static BoardModel fromColumns(const QList<int> &columns);

    int size() const { return m_n; }
    bool isOnBoard(int row, int col) const
    {
        return row >= 0 && row < m_n && col >= 0 && col < m_n;
    }

    bool hasQueen(int row, int col) const;
    // The column of the row's queen (its leftmost, if it holds several), -1
    // when the row is empty or off the board.
    int column(int row) const { return row >= 0 && row < m_n ? m_columns[row] : -1; }
    // column(r) for every row r: the board as the algorithms keep it.
    const QList<int> &columns() const { return m_columns; }
    int queenCount() const { return m_queens; }
    int queensInRow(int row) const;
    // Whether some row holds two queens or more.
    bool hasCrowdedRow() const { return !m_more.isEmpty(); }
    // The queens in row-major order (top row first, left to right).
    QList<QPoint> queens() const;

    // Puts a queen on the square (nothing when one is there already).
    void addQueen(int row, int col);
    // Takes the queen off the square (nothing when there is none).
    void removeQueen(int row, int col);
    void setQueen(int row, int col, bool queen);
    // Makes (row, col) the row's only queen; col -1 empties the row.
    void setColumn(int row, int col);
    void clear();

    // Lines, O(1): the queens on `line` (Column, Diagonal where row - col is
    // equal, AntiDiagonal where row + col is equal) through the square,
    // counting a queen on the square itself; 0 for Line::None.
    int queensOn(nq::Line line, int row, int col) const;
    // The queens that share the square's column or a diagonal, a queen on
    // the square not counted.
    int lineAttackers(int row, int col) const;
    // The same queens, in row-major order; O(n).
    QList<QPoint> lineAttackersOf(int row, int col) const;
    // The pairs of queens that share a column or a diagonal: the
    // min-conflicts score of the board (nq::Event::conflicts).
    quint64 linePairs() const { return m_linePairs; }
    // Whether a queen other than one on the square stands on any of its
    // four lines (row, column, both diagonals); O(1), plus the further
    // queens of the row if any. These are the squares shown hatched.
    bool isAttacked(int row, int col) const;

    // Chess: the nearest queen in each of the 8 directions from the square
    // (a queen on it is not counted), in row-major order; O(n).
    QList<QPoint> attackersOf(int row, int col) const;
    // Every attacking pair once, ordered by its first queen (row-major),
    // then by the direction of the second from it: right, down, down-right,
    // down-left. O(queens * n).
    QList<Pair> attackingPairs() const;
    // The queens in at least one attacking pair, in row-major order.
    QList<QPoint> conflictedQueens() const;

    friend bool operator==(const BoardModel &, const BoardModel &) = default;

private:
    // The first queen from (row, col) stepping by (dRow, dCol), or (-1, -1).
    QPoint nearest(int row, int col, int dRow, int dCol) const;
    // Counts the queen on (row, col) in (+1) or out (-1) of its lines.
    void count(int row, int col, int delta);
    // The rare paths of a row with several queens; false when nothing changed.
    bool addCrowded(int row, int col);
    bool removeCrowded(int row, int col);

    int m_n = 0;
    int m_queens = 0;
    QList<int> m_columns; // the leftmost queen of each row, -1 for none
    QList<QPoint> m_more; // the other queens, (col, row), in row-major order
    QList<int> m_columnCount;
    QList<int> m_diagonalCount; // by row - col + n - 1
    QList<int> m_antiDiagonalCount; // by row + col
    quint64 m_linePairs = 0;
};
