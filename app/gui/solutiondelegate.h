// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QStyledItemDelegate>

/*
 * Paints an item as a small board: the squares, the queens as dots, and the
 * item's Qt::DisplayRole text centred under it. The board comes from
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

    // Colours of the squares (the top-left square is light) and the queens.
    static QColor lightSquareColor() { return QColor(0xf0, 0xd9, 0xb5); }
    static QColor darkSquareColor() { return QColor(0xb5, 0x88, 0x63); }
    static QColor queenColor() { return QColor(0x20, 0x20, 0x20); }

    // Margin around the thumbnail inside the item, in pixels.
    static constexpr int Margin = 4;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    int m_thumbnailSize = 72;
};
