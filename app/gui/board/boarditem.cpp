// SPDX-License-Identifier: MIT
#include "board/boarditem.h"

#include "render/boardmodel.h"
#include "render/boardpainter.h"
#include "text/squarenames.h"

#include <QFont>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QSvgRenderer>

#include <algorithm>
#include <cmath>

namespace {

constexpr qreal EdgeWidth = 3.0; // in scene units, times the theme's markWidthScale

} // namespace

BoardItem::BoardItem(
    int n, qreal squareSize, qreal labelMargin, QGraphicsItem *parent, qreal labelScale)
    : QGraphicsItem(parent)
    , m_n(n)
    , m_square(squareSize)
    , m_margin(labelMargin)
    , m_labelScale(labelScale)
{
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

QRectF BoardItem::boundingRect() const
{
    const qreal side = m_n * m_square;
    // A thicker edge than the classic one needs room outside the squares.
    const qreal extra = std::max(0.0, (m_theme.markWidthScale - 1) * EdgeWidth / 2);
    return { 0, -extra, m_margin + side + 2 + extra, side + m_margin + 2 * extra };
}

void BoardItem::setTheme(const BoardTheme &theme)
{
    if (theme == m_theme) {
        return;
    }
    prepareGeometryChange();
    m_theme = theme;
    if (isImageMode()) {
        queensReset();
    }
    update(); // drops the cached pixmap
}

void BoardItem::setImageMode(const BoardModel *model, QSvgRenderer *queen)
{
    m_model = model;
    m_queen = queen;
    setCacheMode(QGraphicsItem::NoCache);
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption); // paint the exposed squares only
    // 32 bits a pixel: 4 MB for 1000 x 1000, written a pixel at a time.
    m_image = QImage(m_n, m_n, QImage::Format_RGB32);
    queensReset();
}

QRgb BoardItem::squareColour(int row, int col) const
{
    // As BoardPainter: a1 (row n-1, col 0) is dark.
    const bool dark = ((m_n - 1 - row) + col) % 2 == 0;
    return (dark ? m_theme.darkSquare : m_theme.lightSquare).rgb();
}

void BoardItem::paintPixel(int row, int col)
{
    if (row < 0 || row >= m_n || col < 0 || col >= m_n) {
        return;
    }
    QRgb colour = squareColour(row, col);
    if (m_model->column(row) == col) {
        // An attacked queen in the refusal's colour, a safe one in the labels'.
        colour = (m_model->lineAttackers(row, col) > 0 ? m_theme.rejectFill : m_theme.label).rgb();
    }
    reinterpret_cast<QRgb *>(m_image.scanLine(row))[col] = colour;
}

void BoardItem::queensReset()
{
    if (!isImageMode()) {
        return;
    }
    for (int row = 0; row < m_n; ++row) {
        auto *line = reinterpret_cast<QRgb *>(m_image.scanLine(row));
        for (int col = 0; col < m_n; ++col) {
            line[col] = squareColour(row, col);
        }
        paintPixel(row, m_model->column(row));
    }
    m_overviewDirty = true;
    update();
}

void BoardItem::setQueenHidden(int row, bool hidden)
{
    if (hidden) {
        ++m_hiddenRows[row];
    } else if (auto it = m_hiddenRows.find(row); it != m_hiddenRows.end() && --*it <= 0) {
        m_hiddenRows.erase(it);
    }
    update(squareRect(row, 0).united(squareRect(row, m_n - 1)));
}

void BoardItem::updateOverview(int factor)
{
    if (!m_overviewDirty && factor == m_overviewFactor) {
        return;
    }
    m_overviewDirty = false;
    m_overviewFactor = factor;
    const int side = (m_n + factor - 1) / factor;
    if (m_overview.width() != side) {
        m_overview = QImage(side, side, QImage::Format_RGB32);
    }
    // The squares average out; the queens stay: O(n + side * side).
    const QColor light = m_theme.lightSquare;
    const QColor dark = m_theme.darkSquare;
    m_overview.fill(QColor((light.red() + dark.red()) / 2, (light.green() + dark.green()) / 2,
        (light.blue() + dark.blue()) / 2));
    const QRgb safe = m_theme.label.rgb();
    const QRgb attacked = m_theme.rejectFill.rgb();
    for (int row = 0; row < m_n; ++row) {
        const int col = m_model->column(row);
        if (col < 0) {
            continue;
        }
        QRgb &pixel = reinterpret_cast<QRgb *>(m_overview.scanLine(row / factor))[col / factor];
        if (pixel != attacked) {
            pixel = m_model->lineAttackers(row, col) > 0 ? attacked : safe;
        }
    }
}

void BoardItem::queenMoved(int row, int fromCol, int toCol)
{
    if (!isImageMode()) {
        return;
    }
    paintPixel(row, fromCol);
    paintPixel(row, toCol);
    // A queen's attacked state changes only if it shares a line with one of
    // the two squares: O(n) to find them, O(1) each to repaint.
    for (const int col : { fromCol, toCol }) {
        for (const QPoint &queen : m_model->lineAttackersOf(row, col)) {
            paintPixel(queen.y(), queen.x());
        }
    }
    m_overviewDirty = true;
    update();
}

QRectF BoardItem::squareRect(int row, int col) const
{
    return { m_margin + col * m_square, row * m_square, m_square, m_square };
}

void BoardItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (isImageMode()) {
        const qreal side = m_n * m_square;
        const qreal pixels = option->levelOfDetailFromTransform(painter->worldTransform()) * m_square;
        if (pixels < 1.0) {
            updateOverview(int(std::ceil(1.0 / pixels)));
            painter->save();
            painter->setRenderHint(QPainter::SmoothPixmapTransform);
            // The last block may hold fewer squares: map whole blocks.
            const qreal blocks = qreal(m_overview.width()) * m_overviewFactor * m_square;
            painter->setClipRect(QRectF(m_margin, 0, side, side), Qt::IntersectClip);
            painter->drawImage(QRectF(m_margin, 0, blocks, blocks), m_overview);
            painter->restore();
        } else if (pixels < DetailPixels) {
            painter->save();
            // Squares of a pixel or more stay crisp.
            painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
            painter->drawImage(QRectF(m_margin, 0, side, side), m_image);
            painter->restore();
        } else {
            paintDetail(painter, option->exposedRect);
        }
        painter->setPen(QPen(m_theme.edge, EdgeWidth * m_theme.markWidthScale));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(QRectF(m_margin, 0, side, side));
        return;
    }
    if (!qFuzzyCompare(m_labelScale, 1.0)) {
        // Labels at another size than the exported images' (presentation
        // mode): the squares where the scene puts its items, and the labels
        // in the wider margin.
        const qreal side = m_n * m_square;
        painter->save();
        painter->setPen(Qt::NoPen);
        for (int row = 0; row < m_n; ++row) {
            for (int col = 0; col < m_n; ++col) {
                painter->fillRect(squareRect(row, col), QColor(squareColour(row, col)));
            }
        }
        paintLabels(painter, 0, m_n - 1, 0, m_n - 1);
        painter->restore();
        painter->setPen(QPen(m_theme.edge, EdgeWidth * m_theme.markWidthScale));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(QRectF(m_margin, 0, side, side));
        return;
    }
    // The same painter as the exported images, so that a file looks like the
    // screen; the queens and marks are items of their own above it.
    BoardPainter::Options options;
    options.coordinates = true;
    options.theme = m_theme;
    const qreal side = m_n * m_square;
    BoardPainter::paint(
        painter, QRectF(0, 0, m_margin + side, m_margin + side), BoardModel(m_n), options);
    painter->setPen(QPen(m_theme.edge, EdgeWidth * m_theme.markWidthScale));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(QRectF(m_margin, 0, side, side));
}

void BoardItem::paintDetail(QPainter *painter, const QRectF &exposed)
{
    const QRectF area = exposed.isEmpty() ? boundingRect() : exposed;
    const auto clampIndex = [this](qreal at) { return std::clamp(int(std::floor(at)), 0, m_n - 1); };
    const int firstRow = clampIndex(area.top() / m_square);
    const int lastRow = clampIndex(area.bottom() / m_square);
    const int firstCol = clampIndex((area.left() - m_margin) / m_square);
    const int lastCol = clampIndex((area.right() - m_margin) / m_square);
    painter->save();
    painter->setPen(Qt::NoPen);
    for (int row = firstRow; row <= lastRow; ++row) {
        for (int col = firstCol; col <= lastCol; ++col) {
            painter->fillRect(squareRect(row, col), QColor(squareColour(row, col)));
        }
    }
    for (int row = firstRow; row <= lastRow; ++row) {
        const int col = m_model->column(row);
        if (col >= firstCol && col <= lastCol && m_queen && !m_hiddenRows.contains(row)) {
            BoardPainter::paintQueen(painter, squareRect(row, col), m_queen, m_theme);
        }
    }
    paintLabels(painter, firstRow, lastRow, firstCol, lastCol);
    painter->restore();
}

void BoardItem::paintLabels(QPainter *painter, int firstRow, int lastRow, int firstCol, int lastCol)
{
    // The labels of the squares in view, just outside the board's edges.
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(std::max(1, int(m_square * 0.3 * m_labelScale)));
    painter->setFont(font);
    painter->setPen(m_theme.label);
    const qreal side = m_n * m_square;
    for (int col = firstCol; col <= lastCol; ++col) {
        const QRectF file(m_margin + col * m_square, side, m_square, m_square * 0.5 * m_labelScale);
        painter->drawText(file, Qt::AlignCenter, text::fileName(col));
    }
    for (int row = firstRow; row <= lastRow; ++row) {
        // Right-aligned just left of the board, whatever the margin's width.
        const QRectF rank(0, row * m_square, m_margin - m_square * 0.05, m_square);
        painter->drawText(rank, Qt::AlignRight | Qt::AlignVCenter, QString::number(m_n - row));
    }
}
