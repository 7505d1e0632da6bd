// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardtheme.h"

#include <QGraphicsItem>
#include <QHash>
#include <QImage>

class BoardModel;
class QSvgRenderer;

/*
 * The board itself: n x n squares, the frame, file letters along the bottom
 * and rank numbers down the left, painted by BoardPainter (as the exported
 * images are) as one item and cached as one
 * pixmap in device coordinates, so that a frame at top speed blits it rather
 * than drawing hundreds of squares and labels. Item coordinates: square
 * (row, col) is squareRect(row, col); the labels lie in the margins around.
 *
 * Image mode (setImageMode(), for boards too big for an item per queen):
 * the item also paints the queens, which it reads from the board model it
 * is handed (one queen per row). It keeps
 * an n x n image, one pixel a square (a queen is a pixel of its own colour,
 * red when attacked), updated only on the squares a move changes
 * (queenMoved()), and draws it scaled while a square is smaller than
 * DetailPixels on the screen (below one pixel a square, from an overview
 * image a block of squares a pixel, in which a queen wins over the squares,
 * so that no queen disappears in the scaling); above that it draws real squares, queens and
 * labels, for the exposed region only. Nothing is cached in device
 * coordinates then: the device pixmap of a zoomed-in 1000 x 1000 board
 * would be enormous.
 */
class BoardItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 2 };

    // `labelScale` times the labels' usual size (the window's text size in
    // presentation mode); `labelMargin` must leave room for them.
    BoardItem(int n, qreal squareSize, qreal labelMargin, QGraphicsItem *parent = nullptr,
        qreal labelScale = 1.0);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
        QWidget *widget = nullptr) override;

    int size() const { return m_n; }
    QRectF squareRect(int row, int col) const;

    // Repaints the squares, labels and edge in `theme`'s colours (classic
    // until called); the edge is 3 * theme.markWidthScale units wide.
    void setTheme(const BoardTheme &theme);
    const BoardTheme &theme() const { return m_theme; }

    // From this many pixels a square up, image mode draws real squares.
    static constexpr qreal DetailPixels = 10.0;
    // Switches to image mode: queens come from `model` (column() and, for
    // the attacked ones, lineAttackers()) and are drawn with `queen` (both
    // must outlive the item).
    void setImageMode(const BoardModel *model, QSvgRenderer *queen);
    bool isImageMode() const { return m_model != nullptr; }
    // Image mode: the queen of `row` moved from `fromCol` to `toCol` (-1: none),
    // and the model already says so. Repaints the squares that change:
    // the two, and the queens whose attacked state may change (on their lines).
    void queenMoved(int row, int fromCol, int toCol);
    // Image mode: every queen may have changed.
    void queensReset();
    // Image mode: leaves the queen of `row` out of the drawn squares (not
    // the image) while an item of its own animates it there. Counted: a row
    // hidden twice (two animations) shows again after two calls with false.
    void setQueenHidden(int row, bool hidden);
    bool isQueenHidden(int row) const { return m_hiddenRows.contains(row); }
    // The board image of image mode (null otherwise): pixel (col, row) is square (row, col).
    const QImage &image() const { return m_image; }

private:
    void paintDetail(QPainter *painter, const QRectF &exposed);
    // The files and ranks of the rows and columns given, in the margin.
    void paintLabels(QPainter *painter, int firstRow, int lastRow, int firstCol, int lastCol);
    void paintPixel(int row, int col);
    QRgb squareColour(int row, int col) const;

    int m_n;
    const BoardModel *m_model = nullptr; // image mode
    QSvgRenderer *m_queen = nullptr;
    QImage m_image;
    QHash<int, int> m_hiddenRows; // row -> animations running on it
    // Image mode below a pixel a square: m_overviewFactor squares a side per pixel.
    void updateOverview(int factor);
    QImage m_overview;
    int m_overviewFactor = 0;
    bool m_overviewDirty = true;
    qreal m_square;
    qreal m_margin;
    qreal m_labelScale;
    BoardTheme m_theme = BoardTheme::classic();
};
