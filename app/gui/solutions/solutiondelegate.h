// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardtheme.h"

#include <QColor>
#include <QStyledItemDelegate>

/*
 * Paints an item as a small board: the squares, the queens as dots, and the
 * item's Qt::DisplayRole text centred under it (or beside it, see
 * setTextBeside()), on textLines() lines at most (its type shrinks rather
 * than cut it). The board comes from
 * SolutionsModel::ColumnsRole (a QList<int>, columns[r] = column of the
 * queen in row r); an item without one is painted as text only.
 *
 * Every item has the same size (sizeHint() ignores the index), so a view with
 * uniformItemSizes lays out any number of them without asking, and only the
 * visible ones are ever painted.
 */
class SolutionDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit SolutionDelegate(QObject *parent = nullptr);

    // Side of the board thumbnail in pixels (default 72, at least 8).
    int thumbnailSize() const { return m_thumbnailSize; }
    void setThumbnailSize(int pixels);
    // An item's width when its text needs more than the thumbnail's (the
    // board stays centred at thumbnailSize()); 0, the default: the thumbnail's.
    void setItemWidth(int pixels);
    // Lines of text under the thumbnail the item has room for (default 2, at least 1).
    int textLines() const { return m_textLines; }
    void setTextLines(int lines);
    // The text to the right of the thumbnail, left-aligned and centred on it
    // upright, instead of under it (default false): an item as tall as the
    // taller of the two, for a row that must stay short. setItemWidth()
    // then includes the text's column.
    bool isTextBeside() const { return m_textBeside; }
    void setTextBeside(bool beside) { m_textBeside = beside; }

    // The squares (the top-left square is light) and the queens' dots are in
    // the theme's lightSquare, darkSquare and thumbnailQueen (classic until
    // called). The views repaint on their next update.
    void setTheme(const BoardTheme &theme) { m_theme = theme; }
    const BoardTheme &theme() const { return m_theme; }
    // The classic theme's colours of the squares and the queens.
    static QColor lightSquareColor() { return BoardTheme::classic().lightSquare; }
    static QColor darkSquareColor() { return BoardTheme::classic().darkSquare; }
    static QColor queenColor() { return BoardTheme::classic().thumbnailQueen; }

    // Margin around the thumbnail inside the item, in pixels.
    static constexpr int Margin = 4;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    int m_thumbnailSize = 72;
    int m_textLines = 2;
    int m_itemWidth = 0;
    bool m_textBeside = false;
    BoardTheme m_theme = BoardTheme::classic();
};
