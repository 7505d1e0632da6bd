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
    const int full = std::max(1, int(m_square * 0.24 * m_textScale));
    for (const qreal shrink : { 1.0, 0.8, 0.6, 0.0 }) {
        const bool last = shrink == 0.0;
        QFont font = m_text->font();
        font.setPixelSize(std::max(1, int(full * (last ? 0.6 : shrink))));
        const QFontMetricsF metrics(font);
        bool fits = true;
        QStringList lines = last ? QStringList { metrics.elidedText(m_words, Qt::ElideRight, room) }
                                 : BoardPainter::wrapLines(m_words, metrics, room, &fits);
        m_text->setFont(font);
        m_text->setText(lines.join(QLatin1Char('\n')));
        const QRectF box = m_text->boundingRect();
        const qreal x = std::clamp(refused.center().x() - box.width() / 2, m_margin + 8,
            std::max(m_margin + 8, m_margin + side - box.width() - 8));
        const auto backOf
            = [&](qreal y) { return QRectF(x - 6, y - 2, box.width() + 12, box.height() + 4); };
        QList<qreal> tops;
        if (row + 1 < n) {
            tops << refused.bottom() + 4;
        }
        if (row > 0) {
            tops << refused.top() - box.height() - 4;
        }
        const qreal band = side + std::max(2.0, (m_margin - box.height()) / 2);
        tops << band;
        // Its bottom on the panel's edge: over the band and the last rows.
        tops << panel.bottom() - box.height() - 3;
        for (int r = 0; r < n; ++r) {
            tops << r * m_square + 4;
        }
        for (const qreal top : std::as_const(tops)) {
            const QRectF back = backOf(top);
            // A word wider than the board (a long compound) is cut at the last.
            if (panel.contains(back) && !coversQueen(back) && !back.intersects(refused) && fits) {
                m_text->setPos(x, top);
                setRect(back);
                return;
            }
        }
        if (last) {
            // Nowhere free (a full board): under the board, as before.
            m_text->setPos(x, band);
            setRect(backOf(band));
        }
    }
}
