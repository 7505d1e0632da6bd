// SPDX-License-Identifier: MIT
#include "board/conflictoverlay.h"

#include "render/boardmodel.h"

#include <QFont>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

ConflictOverlay::ConflictOverlay(
    const BoardModel *model, qreal squareSize, qreal labelMargin, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_model(model)
    , m_square(squareSize)
    , m_margin(labelMargin)
{
    // Only the exposed squares are painted: a 1000 x 1000 board zoomed in
    // shows a few dozen of them.
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF ConflictOverlay::squareRect(int row, int col) const
{
    return { m_margin + col * m_square, row * m_square, m_square, m_square };
}

QRectF ConflictOverlay::boundingRect() const
{
    const int n = m_model->size();
    return squareRect(0, 0).united(squareRect(n - 1, n - 1));
}

void ConflictOverlay::setRow(int row)
{
    if (row != m_row) {
        m_row = row;
        update();
    }
}

void ConflictOverlay::setTheme(const BoardTheme &theme)
{
    m_theme = theme;
    update();
}

void ConflictOverlay::boardChanged()
{
    prepareGeometryChange();
    update();
}

void ConflictOverlay::paintBadge(QPainter *painter, const QRectF &square, int count) const
{
    // A disc in the square's top right corner, in the refusal's colours: an
    // attacked queen is what a refused square is to the backtrackers.
    const qreal side = square.width();
    const QRectF disc(square.right() - side * 0.42, square.top() + side * 0.02, side * 0.4,
        side * 0.4);
    painter->setPen(QPen(m_theme.rejectOutline, side * 0.03 * m_theme.markWidthScale));
    painter->setBrush(m_theme.rejectFill);
    painter->drawEllipse(disc);
    painter->setPen(m_theme.captionText.lightness() < 128 ? QColor(Qt::white) : m_theme.captionText);
    painter->drawText(disc, Qt::AlignCenter, QString::number(count));
}

void ConflictOverlay::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const int n = m_model->size();
    const qreal side = m_square;
    const qreal pixels = option->levelOfDetailFromTransform(painter->worldTransform()) * side;
    if (pixels < MinSquarePixels || n <= 0) {
        return;
    }
    const QRectF origin = squareRect(0, 0);
    const QRectF exposed = option->exposedRect.intersected(boundingRect());
    if (exposed.isEmpty()) {
        return;
    }
    const int firstRow = std::clamp(int(std::floor((exposed.top() - origin.top()) / side)), 0, n - 1);
    const int lastRow = std::clamp(int(std::floor((exposed.bottom() - origin.top()) / side)), 0, n - 1);
    const int firstCol = std::clamp(int(std::floor((exposed.left() - origin.left()) / side)), 0, n - 1);
    const int lastCol = std::clamp(int(std::floor((exposed.right() - origin.left()) / side)), 0, n - 1);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(int(side * 0.26));
    font.setBold(true);
    painter->setFont(font);
    for (int row = firstRow; row <= lastRow; ++row) {
        const int col = m_model->column(row);
        if (col < firstCol || col > lastCol) {
            continue;
        }
        if (const int count = m_model->lineAttackers(row, col); count > 0) {
            paintBadge(painter, squareRect(row, col), count);
        }
    }
    if (m_row >= firstRow && m_row <= lastRow) {
        // The counts the local search compares; the fewest are framed (the
        // queen goes to one of them, ties broken at random).
        int fewest = n;
        for (int col = 0; col < n; ++col) {
            fewest = std::min(fewest, m_model->lineAttackers(m_row, col));
        }
        font.setPixelSize(int(side * 0.3));
        painter->setFont(font);
        for (int col = firstCol; col <= lastCol; ++col) {
            if (m_model->column(m_row) == col) {
                continue; // its badge says it
            }
            const QRectF square = squareRect(m_row, col);
            const int count = m_model->lineAttackers(m_row, col);
            const QRectF label(square.left() + side * 0.3, square.bottom() - side * 0.42,
                side * 0.4, side * 0.38);
            painter->setPen(QPen(m_theme.markOutline, side * 0.02));
            painter->setBrush(m_theme.captionBack);
            painter->drawRoundedRect(label, side * 0.06, side * 0.06);
            if (count == fewest) {
                painter->setPen(QPen(m_theme.rowHighlight, side * 0.05 * m_theme.markWidthScale));
                painter->setBrush(Qt::NoBrush);
                painter->drawRoundedRect(label.adjusted(-side * 0.03, -side * 0.03, side * 0.03,
                                             side * 0.03),
                    side * 0.08, side * 0.08);
            }
            painter->setPen(m_theme.captionText);
            painter->drawText(label, Qt::AlignCenter, QString::number(count));
        }
    }
    painter->restore();
}
