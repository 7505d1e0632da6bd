// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardmodel.h"
#include "render/boardtheme.h"
#include "solver/position.h"

#include <QCoreApplication>
#include <QList>
#include <QPen>
#include <QPoint>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QStringList>

class QFontMetricsF;

class QBrush;
class QPainter;
class QSvgRenderer;

/*
 * Paints a board with its queens into any QPainter (image, SVG, PDF, printer)
 * without widgets or scenes. A board is `columns`: columns[r] is the column of
 * the queen in row r (row 0 at the top, rank n), or -1 for an empty row; the
 * board is columns.size() squares wide. The squares, labels and refusal
 * are in the colours of options.theme (classic by default: light #f0d9b5
 * and dark #b58863), a1 (bottom left) dark, as on a chessboard. The
 * picture's background is not painted: fill it with theme.background.
 */
class BoardPainter
{
    Q_DECLARE_TR_FUNCTIONS(BoardPainter)

public:
    // A square refused by the search and the queen that attacks it, in the
    // same row/column coordinates as `columns`. Drawn as an outlined cross
    // (theme.rejectFill) on the refused square and a dashed line from the attacker.
    struct Rejection
    {
        int row = -1;
        int col = -1;
        int byRow = -1;
        int byCol = -1;
    };

    /*
     * The marks of constraint propagation, as the screen shows them
     * (nq::Position::marks(), through from()); lists of another size than the board's
     * (empty ones) show nothing:
     * - pruned[row * n + col]: forward checking's or mrv's pruned square, a
     *   translucent tint of theme.rejectFill with a fine cross-hatch of
     *   theme.rejectOutline;
     * - covered[row * n + col]: a square on one of dancing links' covered
     *   lines, greyed (theme.label, translucent); diagonals[row - col + n - 1]
     *   and antiDiagonals[row + col]: the covered diagonals, drawn as lines;
     * - wipedOutRow: the row a wipe-out left without a square, a red band
     *   edged in a dashed line (-1: none);
     * - currentColumn: dancing links' chosen column, outlined as the current
     *   row is (-1: none).
     */
    struct Propagation
    {
        QList<bool> pruned;
        QList<bool> covered;
        QList<bool> diagonals;
        QList<bool> antiDiagonals;
        int wipedOutRow = -1;
        int currentColumn = -1;
        // The marks of a run's position as the painter draws them: a
        // square pruned when it has a pruner, covered when a line through
        // it is.
        static Propagation from(const nq::Position::Marks &marks);
        friend bool operator==(const Propagation &, const Propagation &) = default;
    };

    struct Options
    {
        bool coordinates = true; // files a, b, ... under the board, ranks n..1 on its left
        // Under the board, centred; none when empty. Never cut: it wraps at
        // spaces within the width of the board and its labels, and its type
        // (about 4.5% of the picture's width) shrinks when it would need
        // more than three lines. Its band is as tall as its lines at that
        // full size, whatever size its type is set at: neither its length
        // nor its type size moves or scales the board (only whether there
        // is a caption and how many lines it takes).
        QString caption;
        // Lines kept for the caption at least: the pictures of a series
        // whose captions wrap differently are then all the same size.
        int captionLines = 0;
        // The caption's type as a share of the width of the board and its
        // labels; 0: the default (about 4.5%), shrunk until the caption
        // takes at most three lines. The band is measured at the default,
        // or at a larger share given (a contact sheet's numbers, read from
        // across a room). A series gives all its pictures the smallest
        // share any of them needs (captionShare()), so that its type does
        // not change from picture to picture and its boards stay put.
        qreal captionShare = 0;
        Rejection rejection; // drawn only when all four are on the board
        // The row outlined as the screen outlines the row being filled
        // (theme.rowHighlight over theme.rowFill); -1 (or off the board) for none.
        int currentRow = -1;
        Propagation propagation; // drawn under the current row, as on the screen
        // A found solution, as the screen marks it: a frame around the board
        // (theme.solutionFrame) and each queen on a disc (theme.queenHalo).
        bool solutionMarked = false;
        // An even margin of background around the board, its labels and its
        // caption, on all four sides (at least 3% of the picture's width, and
        // room for the solution frame): pictures for slides and paper. Off,
        // the label band and the caption touch the rectangle's edges (the
        // screen's board item, which has its own edge around it).
        bool margins = false;
        BoardTheme theme = BoardTheme::classic(); // the colours, as on the screen
        // Queens besides those of `columns` or the model (x = column, y =
        // row): a position of play mode may hold two queens in one row.
        QList<QPoint> moreQueens;
        // Each square's name ("a1" at the bottom left ... "d4" on 4 x 4)
        // written faintly in the square (theme.label, translucent), under
        // the queens: a handout to write on. Boards up to
        // BoardModel::ItemBoardMax only (bigger squares are too small).
        bool squareNames = false;
        // Play mode's conflicts, as its layer draws them (paintConflicts()):
        // a line between the queens of every attacking pair (moreQueens
        // included) and a ring round every queen in one. Boards up to
        // BoardModel::ItemBoardMax (play mode's largest).
        bool conflictsMarked = false;
    };

    // How paintQueen() draws a queen.
    struct QueenStyle
    {
        // On a disc of theme.queenHalo edged in theme.markOutline: a queen
        // of a found solution.
        bool halo = false;
        // Through a picture of the queen at its size in device pixels, kept
        // in QPixmapCache: the screen draws its queens again every frame,
        // and rendering the SVG costs milliseconds. Off, the SVG itself is
        // rendered (files: vector ones stay vector).
        bool cached = false;
    };

    /*
     * Paints the board, labels and caption as large as they fit in `rect`,
     * centred, keeping squares square, with options.margins around them.
     * Leaves the painter's state as it was. Into a raster device (an
     * image, a widget) the queens are drawn through QueenStyle::cached.
     * Nothing is painted for an empty board or an empty rect.
     */
    static void paint(
        QPainter *painter, const QRectF &rect, const QList<int> &columns, const Options &options);
    // The same for any board: every queen of `board` is drawn, and on a
    // board bigger than BoardModel::ItemBoardMax the queens that
    // board.lineAttackers() says are attacked are in theme.rejectFill.
    static void paint(
        QPainter *painter, const QRectF &rect, const BoardModel &board, const Options &options);

    // One queen on `square` (any rectangle, in the painter's coordinates),
    // as every board draws it: `queen`'s picture inset by 8% of the square
    // on each side, in `style`. Leaves the painter's state as it was.
    static void paintQueen(QPainter *painter, const QRectF &square, QSvgRenderer *queen,
        const BoardTheme &theme, QueenStyle style);
    static void paintQueen(
        QPainter *painter, const QRectF &square, QSvgRenderer *queen, const BoardTheme &theme);
    // The hatching of an attacked square for squares `squareSize` units
    // wide, as every board draws it: diagonal strokes in theme.attackMark
    // edged in theme.markOutline, a stroke every quarter square, on a clear
    // ground. A texture aligned on the painter's origin, so that the
    // strokes run on from square to square: fill squares with it.
    static QBrush attackHatch(const BoardTheme &theme, qreal squareSize);

    // The squares' part of the propagation marks (pruned, covered, the
    // diagonal lines) on the n x n squares filling `board`: what the
    // screen's PropagationItem paints and paint() paints under the current
    // row. Squares of `board.width() / n` units; the cross-hatch is in device
    // pixels, as on the screen. Leaves the painter's state as it was.
    static void paintPropagation(QPainter *painter, const QRectF &board, int n,
        const Propagation &marks, const BoardTheme &theme);
    // Play mode's conflicts on the n x n squares filling `board` (squares of
    // board.width() / n units): a solid line (theme.attackerLine, edged in
    // theme.markOutline) between the centres of the queens of every pair of
    // `model` that attack each other in the chess sense, and a ring
    // (theme.rejectFill edged in theme.rejectOutline) round every queen in a
    // pair, so that they read without colour. What PlayLayer paints on the
    // screen and paint() paints with Options::conflictsMarked. Leaves the
    // painter's state as it was.
    static void paintConflicts(
        QPainter *painter, const QRectF &board, const BoardModel &model, const BoardTheme &theme);
    // The wiped-out row's band, as the screen draws it: this fill, and
    // wipeoutPen(theme, width) around it (dashed, theme.rejectOutline).
    static QColor wipeoutFill(const BoardTheme &theme);
    static QPen wipeoutPen(const BoardTheme &theme, qreal width);

    // The size `width` pixels wide whose aspect ratio fits the picture of an
    // n x n board exactly (taller than wide when there is a caption). Needs
    // a QGuiApplication (the caption's lines are measured in its font).
    static QSize sizeForWidth(int width, int n, const Options &options);
    // `text` broken into lines at spaces, none wider than `width` when it
    // can be; *fits (when given) is false when a word alone is wider. For
    // captions, on paper and on the screen's board.
    static QStringList wrapLines(
        const QString &text, const QFontMetricsF &metrics, qreal width, bool *fits = nullptr);
    // The lines options.caption takes under an n x n board (0 without one),
    // the same at any size; captionLines aside.
    static int captionLines(int n, const Options &options);
    // The share of the width options.caption's type is set at under an n x n
    // board (options.captionShare when given and the caption fits in three
    // lines at it); 0 without a caption.
    static qreal captionShare(int n, const Options &options);

    // The width of the label band left of and below an n x n board, in squares.
    static qreal labelBand(int n);

    // The rectangle the n x n squares occupy when paint() is given `rect`.
    static QRectF boardRect(const QRectF &rect, int n, const Options &options);

    // A pen `margin` wider than `pen` on each side, in `outline`, with the
    // same dashes and gaps in absolute lengths: drawn under `pen` along the
    // same line, it outlines every dash. A cosmetic pen gives a cosmetic pen.
    static QPen outlinePen(const QPen &pen, const QColor &outline, qreal margin);

};
