// SPDX-License-Identifier: MIT
#include "board/refusalcaption.h"

#include "render/boardmodel.h"
#include "render/boardpainter.h"

#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <algorithm>

RefusalCaption::RefusalCaption(const BoardModel *model, qreal squareSize, qreal labelMargin,
    qreal textScale, QGraphicsItem *parent)
    : QGraphicsRectItem(parent)
    , m_model(model)
    , m_square(squareSize)
    , m_margin(labelMargin)
    , m_textScale(textScale)
    , m_text(new QGraphicsSimpleTextItem(this))
{
    setPen(Qt::NoPen);
    setVisible(false);
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(int(m_square * 0.24 * m_textScale));
    m_text->setFont(font);
}

QRectF RefusalCaption::squareRect(int row, int col) const
{
    return { m_margin + col * m_square, row * m_square, m_square, m_square };
}

void RefusalCaption::setTheme(const BoardTheme &theme)
{
    setBrush(theme.captionBack);
    m_text->setBrush(theme.captionText);
}

void RefusalCaption::showWords(int row, int col, const QString &words, const QRectF &panel)
{
    m_words = words; // the words shown may be cut to the board's width
    m_text->setText(words);
    const bool captioned = !words.isEmpty();
    setVisible(captioned);
    if (captioned) {
        place(row, col, panel);
    }
}

void RefusalCaption::place(int row, int col, const QRectF &panel)
{
    const int n = m_model->size();
    const qreal side = n * m_square;
    const qreal room = side - 16;
    const QRectF refused = squareRect(row, col);
    const auto coversQueen = [&](const QRectF &back) {
        for (int r = 0; r < n; ++r) {
            const int c = m_model->column(r);
            if (c >= 0 && squareRect(r, c).intersects(back)) {
                return true;
            }
        }
        return false;
    };
    // The file letters under the board name the squares the caption talks
    // about: it covers them only when no square of the board is free for it.
    const QRectF letters(m_margin, side, side, std::max(0.0, panel.bottom() - side));
    const auto free = [&](const QRectF &back) {
        return panel.contains(back) && !coversQueen(back) && !back.intersects(refused);
    };
    const auto show = [&](const QStringList &lines, qreal x, qreal top) {
        m_text->setText(lines.join(QLatin1Char('\n')));
        m_text->setPos(x, top);
        const QRectF box = m_text->boundingRect();
        setRect(QRectF(x - 6, top - 2, box.width() + 12, box.height() + 4));
    };
    // First on the board at each size of type, then over the letters at
    // each; at the last one line, cut.
    const int full = std::max(1, int(m_square * 0.24 * m_textScale));
    struct Try
    {
        qreal shrink;
        bool overLetters;
    };
    for (const Try attempt : { Try { 1.0, false }, Try { 0.8, false }, Try { 0.6, false },
             Try { 1.0, true }, Try { 0.8, true }, Try { 0.6, true }, Try { 0.0, true } }) {
        const qreal shrink = attempt.shrink;
        const bool last = shrink == 0.0;
        QFont font = m_text->font();
        font.setPixelSize(std::max(1, int(full * (last ? 0.6 : shrink))));
        m_text->setFont(font);
        const QFontMetricsF metrics(font);
        bool fits = true;
        const QStringList lines = last ? QStringList { metrics.elidedText(m_words, Qt::ElideRight, room) }
                                       : BoardPainter::wrapLines(m_words, metrics, room, &fits);
        m_text->setText(lines.join(QLatin1Char('\n')));
        const QRectF box = m_text->boundingRect();
        const qreal x = std::clamp(refused.center().x() - box.width() / 2, m_margin + 8,
            std::max(m_margin + 8, m_margin + side - box.width() - 8));
        const auto backOf
            = [&](qreal y) { return QRectF(x - 6, y - 2, box.width() + 12, box.height() + 4); };
        // A word wider than the board (a long compound) is cut at the last.
        const auto tryTop = [&](qreal top, bool overLetters) {
            const QRectF back = backOf(top);
            if (fits && free(back) && (overLetters || !back.intersects(letters))) {
                show(lines, x, top);
                return true;
            }
            return false;
        };
        // Under the refused square, then above it.
        if ((row + 1 < n && tryTop(refused.bottom() + 4, false))
            || (row > 0 && tryTop(refused.top() - box.height() - 4, false))) {
            return;
        }
        // Beside it in its own row, on the wider side: the row being tried,
        // whose other squares are empty (the last row of a board full of
        // queens above has no other room).
        if (!last) {
            const qreal leftRoom = refused.left() - m_margin;
            const qreal rightRoom = m_margin + side - refused.right();
            const bool leftSide = leftRoom >= rightRoom;
            const qreal width = (leftSide ? leftRoom : rightRoom) - 16;
            bool besideFits = width > 0;
            const QStringList beside = besideFits ? BoardPainter::wrapLines(m_words, metrics, width, &besideFits)
                                                  : QStringList {};
            if (besideFits) {
                m_text->setText(beside.join(QLatin1Char('\n')));
                const QRectF near = m_text->boundingRect();
                const qreal bx = leftSide ? refused.left() - 8 - near.width() : refused.right() + 8;
                const qreal by = refused.center().y() - near.height() / 2;
                const QRectF back(bx - 6, by - 2, near.width() + 12, near.height() + 4);
                if (back.top() >= refused.top() && back.bottom() <= refused.bottom() && free(back)) {
                    show(beside, bx, by);
                    return;
                }
                m_text->setText(lines.join(QLatin1Char('\n')));
            }
        }
        // Over rows of the board with no queen under it.
        for (int r = 0; r < n; ++r) {
            if (tryTop(r * m_square + 4, false)) {
                return;
            }
        }
        // In the band of the file letters, then its bottom on the panel's
        // edge (over the band and the last rows).
        if (attempt.overLetters
            && (tryTop(side + std::max(2.0, (m_margin - box.height()) / 2), true)
                || tryTop(panel.bottom() - box.height() - 3, true))) {
            return;
        }
        if (last) {
            // Nowhere free (a full board): under the board, as before.
            show(lines, x, side + std::max(2.0, (m_margin - box.height()) / 2));
        }
    }
}
