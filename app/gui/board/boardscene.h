// SPDX-License-Identifier: MIT
#pragma once

#include "board/queenanimator.h"
#include "render/boardmodel.h"
#include "render/boardpainter.h"
#include "render/boardtheme.h"

#include <QGraphicsScene>
#include <QList>
#include <QPoint>
#include <QPointer>

#include <span>

class AttackHatchItem;
class BoardItem;
class ConflictOverlay;
class HoverTip;
class PropagationItem;
class QGraphicsLineItem;
class QGraphicsPathItem;
class QGraphicsRectItem;
class QGraphicsView;
class QSvgRenderer;
class QVariantAnimation;
class RefusalCaption;

/*
 * The chessboard: n x n squares with file letters (a, b, ...) along the
 * bottom and rank numbers (n at the top, 1 at the bottom) down the left, the
 * queens, and the marks of a run: the row being worked on, the squares the
 * queens attack (a toggle), a refused square with the line from the queen
 * that refuses it, and a found solution. It only draws: it knows nothing of
 * the solver and is told what to show.
 *
 * Coordinates are the solver's: row 0 is the top row, column 0 the left one.
 * Every square is SquareSize scene units wide; the scene rectangle includes
 * the labels' margins. Methods given off-board coordinates do nothing.
 * `animationMs` 0 means "show at once".
 *
 * Colours come from a BoardTheme (classic until setTheme() is called): the
 * marks differ in shape as well as hue (row outline, hatching, cross and
 * dashed line, frame and haloed queens, dotted lines), each edged in the
 * theme's outline colour, so that they stay apart for colour-blind viewers.
 *
 * There is one board: a layer over it (BoardLayer) draws on these squares
 * and labels and, if it shows a position of its own (play mode), covers the
 * run's queens and marks (setRunCovered()) rather than painting a board.
 *
 * Its helpers, which it owns: QueenAnimator moves the queens in and out,
 * RefusalCaption places the refusal's words, HoverTip draws the pointer's
 * attack lines and words its tool tip, and OrbitTransition glides the
 * queens to their images.
 */
class BoardScene : public QGraphicsScene
{
    Q_OBJECT

public:
    static constexpr qreal SquareSize = 100.0;
    // The margin for the labels, in scene units: it grows with n so that the
    // labels keep a readable size on the screen when the board is big.
    qreal labelMargin() const { return m_margin; }
    static constexpr int MinSize = 1;
    // The largest board: the local search's (nq::MaxLocalSearchSize).
    static constexpr int MaxSize = 1000;
    // Boards up to this size give each queen an item of its own (animated,
    // crisp at any zoom); bigger ones are painted by the board item, as an
    // image of a pixel a square or, zoomed in, as the squares in view
    // (BoardItem's image mode): the scene's item count then no longer
    // grows with n, and squares far too small to draw are never drawn.
    // The hatching of attacked squares is not shown on them.
    static constexpr int ItemBoardMax = BoardModel::ItemBoardMax;

    explicit BoardScene(QObject *parent = nullptr);
    ~BoardScene() override;

    // Clears the board (queens and marks) and resizes it; n is clamped to MinSize..MaxSize.
    void setBoardSize(int n);
    // The labels and the refusal's caption at `scale` times their usual
    // size (the window's text size: presentation mode makes it 1.5), with
    // the margins they need. The board is built again: boardRebuilt()
    // asks its writer to draw it again.
    void setTextScale(qreal scale);
    qreal textScale() const { return m_textScale; }
    // The labels' type size in pixels as `view` shows them now.
    qreal labelPixelSize(const QGraphicsView &view) const;
    int boardSize() const { return m_size; }

    // Puts a queen on (row, col), replacing any queen already in that row;
    // animated, it drops in.
    void placeQueen(int row, int col, int animationMs = 0);
    // Takes the queen off `row` (no-op when the row is empty); animated, it lifts away.
    void removeQueen(int row, int animationMs = 0);
    // Shows exactly these queens: columns[r] is the column of row r's queen,
    // -1 for none. Rows that do not change are left alone; the ones that
    // do are animated as placeQueen() and removeQueen() animate them.
    void setQueens(std::span<const int> columns, int animationMs = 0);
    void setQueens(const QList<int> &columns, int animationMs = 0)
    {
        setQueens(std::span<const int>(columns), animationMs);
    }
    void clearQueens();

    // Column of the queen in `row`, or -1 when the row has none or is off the board.
    int queenColumn(int row) const { return m_model.column(row); }
    int queenCount() const { return m_model.queenCount(); }
    // The queens shown (at most one per row), for the questions about them.
    const BoardModel &model() const { return m_model; }
    // The squares the board paints: n * n.
    int squareCount() const;

    // True when the board is painted as an image (boardSize() > ItemBoardMax).
    bool isImageBoard() const { return m_size > ItemBoardMax; }

    // Shows the conflicts of a local search: a badge with the attacker
    // count on every attacked queen, and the counts of conflictRow()'s squares.
    void setConflictsShown(bool shown);
    bool conflictsShown() const { return m_conflictsShown; }
    // The row whose squares show how many queens attack each (the row
    // being repaired); -1 for none. Shown only with setConflictsShown(true).
    void setConflictRow(int row);
    int conflictRow() const;
    // Queens (other than the one in `row`) sharing the column or a diagonal
    // of (row, col), in O(1); 0 off the board (BoardModel::lineAttackers()).
    int attackerCount(int row, int col) const { return m_model.lineAttackers(row, col); }
    // Pairs of queens sharing a column or a diagonal (BoardModel::linePairs()).
    quint64 conflictPairs() const { return m_model.linePairs(); }

    // Highlights the row being worked on; -1 for none.
    void setCurrentRow(int row);
    int currentRow() const { return m_currentRow; }
    // Outlines column `col` as the current row is (dancing links' chosen
    // column); -1 for none.
    void setCurrentColumn(int col);
    int currentColumn() const { return m_currentColumn; }

    // Forward checking's pruned squares: prunedBy[row * n + col] is the
    // queen, QPoint(col, row), that pruned square (row, col) out of its
    // row's domain, (-1, -1) for none; an empty list (or one of another
    // size) shows none. Each pruned square gets a translucent cross-hatched
    // tint, and its tool tip names the queen and the line.
    void setPrunedSquares(const QList<QPoint> &prunedBy);
    // The queen that pruned the square as shown, QPoint(col, row); (-1, -1) for none.
    QPoint prunedBy(int row, int col) const;
    int prunedCount() const;
    // A row left with no square (a wipe-out): a red band over it, which
    // flashes for `flashMs` first when it is above 0; -1 for none.
    void setWipedOutRow(int row, int flashMs = 0);
    int wipedOutRow() const { return m_wipedOutRow; }
    // Dancing links' covered items, greyed: rows[r], columns[c],
    // diagonals[row - col + n - 1], antiDiagonals[row + col]. Lists of other
    // sizes (empty ones) show none.
    struct CoveredLines
    {
        QList<bool> rows;
        QList<bool> columns;
        QList<bool> diagonals;
        QList<bool> antiDiagonals;
        friend bool operator==(const CoveredLines &, const CoveredLines &) = default;
    };
    void setCoveredLines(const CoveredLines &lines);
    const CoveredLines &coveredLines() const { return m_covered; }
    // True when a covered line passes through the square.
    bool isSquareCovered(int row, int col) const;
    // Every mark of constraint propagation as the board shows it (pruned
    // squares, covered lines, the wiped-out row, the chosen column), for a
    // picture of the board (BoardPainter::Options::propagation).
    BoardPainter::Propagation propagation() const;

    // Shades every square a queen attacks.
    void setAttacksShown(bool shown);
    bool attacksShown() const { return m_attacksShown; }
    // Marks (row, col) as refused, with a line from the queen on (byRow, byCol)
    // and, when given, a caption in words beside it. The mark stays until the
    // next call or clearRejection().
    void showRejection(int row, int col, int byRow, int byCol, const QString &caption = {});
    void clearRejection();
    bool hasRejection() const;
    // The refused square and its attacker as shown: {row, col, byRow, byCol},
    // all -1 when nothing is refused.
    QList<int> rejection() const;
    QString rejectionCaption() const;
    // Where the caption and its back lie, in scene coordinates; empty when none shows.
    QRectF rejectionCaptionRect() const;
    // The board in words, for screen readers: its size, where the queens
    // stand, and the refused square if one is shown.
    QString boardDescription() const;

    // The queens that attack (row, col) as in chess, the nearest on each
    // line and direction, as QPoint(col, row) in row-major order; a queen
    // on the square itself is not counted (BoardModel::attackersOf()).
    QList<QPoint> attackersOf(int row, int col) const { return m_model.attackersOf(row, col); }
    // Shows lines from every queen attacking (row, col) to it and tells
    // which in the board's tool tip; off the board clears. The pointer over
    // the board calls it, unless an item above the board takes the hover
    // (play mode's layer).
    void setHoveredSquare(int row, int col);
    // Writes the hovered square's tool tip again in the language now
    // installed (a scene gets no QEvent::LanguageChange of its own).
    void retranslate();
    QPoint hoveredSquare() const { return m_hovered; }
    // Marks the squares of given queens (a run from a start position):
    // columns[r] is the column of row r's given queen, -1 for none; an empty
    // list marks nothing. Each gets a frame inside its square, so that a
    // viewer tells them from the queens the search places. Independent of
    // the queens shown; cleared by setBoardSize().
    void setGivenSquares(const QList<int> &columns);
    const QList<int> &givenSquares() const { return m_given; }

    // Marks the board as a found solution (a gold frame and glowing queens).
    void setSolutionMarked(bool marked);
    bool isSolutionMarked() const { return m_queens.isHighlighted(); }

    // Shows `from` turning into its image under the nq::Symmetry `symmetry`
    // (as int): every queen glides to its image square, then the board holds
    // the image. With animationMs 0 it shows the image at once.
    void showTransformation(const QList<int> &from, int symmetry, int animationMs);

    // The square's rectangle in scene coordinates.
    QRectF squareRect(int row, int col) const;

    // The board alone as an image `pixels` on its longer side, on the
    // theme's background; the same state always gives the same image
    // (running animations are finished first).
    QImage renderImage(int pixels);

    // Hides the run: its queens and every mark (attack hatching, conflicts,
    // propagation, current row and column, wipe-out, given squares, solution
    // frame, refusal and its caption, the pointer's attack lines and any
    // queen in flight), leaving the squares and labels for a layer that
    // draws a position of its own (PlayLayer, which covers while it lives).
    // Everything goes on as usual underneath and shows again exactly as it
    // stands when uncovered; questions about the run (rejectionCaption(),
    // boardDescription()) answer as uncovered. A rebuild (setBoardSize())
    // keeps the cover, but it deletes the layers with the items, and a
    // PlayLayer uncovers as it goes: its successor covers again. An image
    // board (boardSize() > ItemBoardMax) paints its queens in the board item,
    // which stays: only its marks are covered; play mode stops at
    // PlayPosition::MaxSize (= ItemBoardMax), so it never covers one.
    void setRunCovered(bool covered);
    bool isRunCovered() const { return m_runCovered; }
    // The one queen picture of the board, for a layer's queens (owned by
    // the scene; it lives as long as the scene).
    QSvgRenderer *queenRenderer() const { return m_queenRenderer; }

    // Repaints everything in `theme`'s colours and mark widths: squares,
    // labels, edge, background, queens' halos and every mark. Keeps the
    // board's state (queens, marks, hover).
    void setTheme(const BoardTheme &theme);
    const BoardTheme &theme() const { return m_theme; }

signals:
    // setTextScale() built the board again, empty: draw it again.
    void boardRebuilt();

protected:
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    bool event(QEvent *event) override;

private:
    void rebuild();
    void updateAttacks();
    void updateHover();
    bool isOnBoard(int row, int col) const;
    // Gives every item its colours and pen widths from m_theme.
    void applyTheme();

    int m_size = 8;
    qreal m_textScale = 1.0;
    int m_generation = 0; // counts rebuilds, so late animations know their board
    qreal m_margin = 44.0;
    QSvgRenderer *m_queenRenderer;
    // The queens shown, one per row; the items below read it.
    BoardModel m_model;
    // The queens' items and their moves; whether they glow is the
    // solution's mark (isSolutionMarked()).
    QueenAnimator m_queens;
    BoardItem *m_board = nullptr;
    // The holders of the run's items (setRunCovered()): the caption's stays
    // over predict's and practice's layer, the rest under it. Null while the
    // items are being deleted.
    QGraphicsRectItem *m_runMarks = nullptr;
    QGraphicsRectItem *m_runCaption = nullptr;
    bool m_runCovered = false;
    ConflictOverlay *m_conflicts = nullptr;
    AttackHatchItem *m_attacks = nullptr; // item boards only
    bool m_conflictsShown = false;
    QGraphicsRectItem *m_rowHighlight = nullptr;
    QGraphicsRectItem *m_columnHighlight = nullptr;
    QGraphicsRectItem *m_columnOutline = nullptr;
    int m_currentColumn = -1;
    PropagationItem *m_propagation = nullptr;
    QList<QPoint> m_prunedBy; // n * n, or empty
    CoveredLines m_covered;
    QGraphicsRectItem *m_wipeoutBand = nullptr;
    QPointer<QVariantAnimation> m_wipeoutFlash;
    int m_wipedOutRow = -1;
    QGraphicsRectItem *m_solutionFrame = nullptr;
    QGraphicsPathItem *m_rejectCross = nullptr;
    QGraphicsLineItem *m_rejectLine = nullptr;
    RefusalCaption *m_caption = nullptr;
    QList<int> m_rejection { -1, -1, -1, -1 };
    HoverTip *m_hoverTip = nullptr;
    QGraphicsPathItem *m_givenMarks = nullptr;
    QGraphicsPathItem *m_givenOutline = nullptr;
    QList<int> m_given;
    QPoint m_hovered { -1, -1 }; // (col, row) of the hovered square
    int m_currentRow = -1;
    bool m_attacksShown = false;
    BoardTheme m_theme = BoardTheme::classic();
    // Outlines drawn under the marks (children of them, so they follow).
    QGraphicsRectItem *m_rowOutline = nullptr;
    QGraphicsRectItem *m_solutionOutline = nullptr;
    QGraphicsLineItem *m_rejectLineOutline = nullptr;
};
