// SPDX-License-Identifier: MIT
#include "solutions/solutiondelegate.h"

#include "solutions/solutionsmodel.h"

#include <QApplication>
#include <QFontMetrics>
#include <QPainter>

#include <algorithm>

SolutionDelegate::SolutionDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{ }

void SolutionDelegate::setThumbnailSize(int pixels)
{
    m_thumbnailSize = std::max(pixels, 8);
}

void SolutionDelegate::setItemWidth(int pixels)
{
    m_itemWidth = pixels;
}

void SolutionDelegate::setTextLines(int lines)
{
    m_textLines = std::max(lines, 1);
}

QSize SolutionDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const
{
    // Lines of text: names ("Solution 5 of 92, class 3 of 12") and orbit
    // captions wrap, and one size for all keeps the layout index-free.
    const int textHeight = m_textLines * option.fontMetrics.height();
    if (m_textBeside) {
        return { std::max(m_itemWidth, m_thumbnailSize + 3 * Margin + 24),
            std::max(m_thumbnailSize, textHeight) + 2 * Margin };
    }
    return { std::max(m_itemWidth, m_thumbnailSize + 2 * Margin + 24),
        m_thumbnailSize + 3 * Margin + textHeight };
}

void SolutionDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    // The style paints the selection / hover background only; text and board
    // are ours.
    opt.text.clear();
    opt.features &= ~QStyleOptionViewItem::HasDecoration;
    const QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

    painter->save();
    const QRect item = option.rect;
    const QList<int> columns = index.data(SolutionsModel::ColumnsRole).value<QList<int>>();
    const int n = int(columns.size());
    int boardBottom = item.top() + Margin;
    int boardRight = item.left() + Margin;
    if (n > 0) {
        // Whole-pixel squares so the grid stays crisp; centre what is left.
        const int cell = std::max(1, m_thumbnailSize / n);
        const int side = cell * n;
        const QRect board = m_textBeside
            ? QRect(item.left() + Margin + (m_thumbnailSize - side) / 2,
                  item.top() + (item.height() - side) / 2, side, side)
            : QRect(item.left() + (item.width() - side) / 2,
                  item.top() + Margin + (m_thumbnailSize - side) / 2, side, side);
        painter->setPen(Qt::NoPen);
        painter->fillRect(board, m_theme.lightSquare);
        for (int r = 0; r < n; ++r) {
            for (int c = (r + 1) % 2; c < n; c += 2) {
                painter->fillRect(board.left() + c * cell, board.top() + r * cell, cell, cell,
                    m_theme.darkSquare);
            }
        }
        painter->setRenderHint(QPainter::Antialiasing, true);
        painter->setBrush(m_theme.thumbnailQueen);
        const qreal radius = std::max(1.0, cell * 0.32);
        for (int r = 0; r < n; ++r) {
            const QPointF centre(
                board.left() + (columns[r] + 0.5) * cell, board.top() + (r + 0.5) * cell);
            painter->drawEllipse(centre, radius, radius);
        }
        painter->setRenderHint(QPainter::Antialiasing, false);
        painter->setPen(opt.palette.color(QPalette::Mid));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(board.adjusted(0, 0, -1, -1));
        boardBottom = item.top() + Margin + m_thumbnailSize;
        boardRight = item.left() + Margin + m_thumbnailSize;
    }

    const QRect textRect = m_textBeside
        ? QRect(boardRight + Margin, item.top() + Margin, item.right() - boardRight - 2 * Margin,
              item.height() - 2 * Margin)
        : QRect(item.left() + 2, boardBottom + Margin, item.width() - 4,
              item.bottom() - boardBottom - Margin);
    const bool selected = option.state & QStyle::State_Selected;
    painter->setPen(opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    // A name ("Solution 5 of 92, class 3 of 12") is never cut: its type
    // shrinks until it fits the lines under the board.
    const QString text = index.data(Qt::DisplayRole).toString();
    const int flags = m_textBeside ? Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap
                                   : Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap;
    QFont font = opt.font;
    for (int i = 0; i < 8; ++i) {
        const QRect needed = QFontMetrics(font).boundingRect(textRect, flags, text);
        if (needed.width() <= textRect.width() && needed.height() <= textRect.height()) {
            break;
        }
        font.setPointSizeF(font.pointSizeF() > 0 ? font.pointSizeF() * 0.9 : 7.0);
    }
    painter->setFont(font);
    painter->drawText(textRect, flags, text);
    painter->restore();
}
