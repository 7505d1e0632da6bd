// SPDX-License-Identifier: MIT
#include "board/answerlayer.h"

#include "board/boardscene.h"
#include "render/boardpainter.h"

#include <QPainter>
#include <QPainterPath>

namespace {

// Pen widths in scene units (a square is 100), times the theme's markWidthScale.
constexpr qreal LinePen = 8;
constexpr qreal FramePen = 6;
constexpr qreal RingPen = 9;
constexpr qreal CrossPen = 10;
constexpr qreal Edge = 1.5;

// Each mark is drawn on a wider stroke of the theme's outline colour, so that
// it reads on light and dark squares alike.
template<typename Draw>
void stroke(QPainter *painter, const QPen &pen, const QColor &outline, qreal margin, Draw draw)
{
    painter->setBrush(Qt::NoBrush);
    painter->setPen(BoardPainter::outlinePen(pen, outline, margin));
    draw();
    painter->setPen(pen);
    draw();
}

} // namespace

AnswerLayer::AnswerLayer(BoardScene *scene)
    : BoardLayer(scene, Z)
{
}

void AnswerLayer::paintLayer(QPainter *painter)
{
    const BoardTheme &theme = this->theme();
    const qreal scale = theme.markWidthScale;
    const QColor outline = theme.markOutline;
    const qreal inset = squareRect({ 0, 0 }).width() * 0.12;
    paintCounts(painter);
    for (const QLine &line : std::as_const(m_marks.lines)) {
        if (!isOnBoard(line.p1()) || !isOnBoard(line.p2())) {
            continue;
        }
        QPen pen(theme.attackerLine, LinePen * scale, Qt::DashLine, Qt::RoundCap);
        stroke(painter, pen, outline, Edge * scale, [&] {
            painter->drawLine(squareRect(line.p1()).center(), squareRect(line.p2()).center());
        });
    }
    if (isOnBoard(m_marks.question)) {
        // The square asked about: a solid ring with a question mark, so that
        // it never reads as the keyboard's dashed cursor square.
        QPen pen(theme.rowHighlight, FramePen * scale, Qt::SolidLine);
        const QRectF square = squareRect(m_marks.question);
        const QRectF rect = square.adjusted(inset / 2, inset / 2, -inset / 2, -inset / 2);
        stroke(painter, pen, outline, Edge * scale, [&] { painter->drawEllipse(rect); });
        QFont font(QStringLiteral("DejaVu Sans"));
        font.setBold(true);
        font.setPixelSize(int(square.height() * 0.34));
        painter->setFont(font);
        const QRectF corner(square.right() - square.width() * 0.36, square.top(),
            square.width() * 0.36, square.height() * 0.4);
        painter->setPen(QPen(outline, Edge * 2 * scale));
        painter->setBrush(theme.rowHighlight);
        QPainterPath mark;
        mark.addText(corner.left() + corner.width() * 0.2, corner.bottom() - corner.height() * 0.1,
            font, QStringLiteral("?"));
        painter->drawPath(mark);
    }
    if (isOnBoard(m_marks.wrong)) {
        QPen pen(theme.rejectFill, CrossPen * scale, Qt::SolidLine, Qt::RoundCap);
        const QRectF rect = squareRect(m_marks.wrong).adjusted(inset, inset, -inset, -inset);
        stroke(painter, pen, outline, Edge * scale, [&] {
            painter->drawLine(rect.topLeft(), rect.bottomRight());
            painter->drawLine(rect.topRight(), rect.bottomLeft());
        });
    }
    if (isOnBoard(m_marks.right)) {
        QPen pen(theme.solutionFrame, RingPen * scale);
        const QRectF rect = squareRect(m_marks.right).adjusted(inset / 2, inset / 2, -inset / 2, -inset / 2);
        stroke(painter, pen, outline, Edge * scale, [&] { painter->drawEllipse(rect); });
    }
}

void AnswerLayer::paintCounts(QPainter *painter)
{
    int total = 0;
    for (const auto &[square, count] : std::as_const(m_marks.counts)) {
        total += std::max(count, 0);
    }
    if (total == 0) {
        return;
    }
    const BoardTheme &theme = this->theme();
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setBold(true);
    for (const auto &[square, count] : std::as_const(m_marks.counts)) {
        if (!isOnBoard(square) || count <= 0) {
            continue;
        }
        const QRectF rect = squareRect(square);
        // The tint says "many" at a glance; the number says how many.
        QColor tint = theme.rowHighlight;
        tint.setAlphaF(0.25 + 0.6 * qreal(count) / total);
        painter->fillRect(rect, tint);
        font.setPixelSize(int(rect.height() * 0.42));
        QPainterPath number;
        const QString text = QString::number(count);
        const QFontMetricsF metrics(font);
        number.addText(rect.center().x() - metrics.horizontalAdvance(text) / 2,
            rect.center().y() + metrics.capHeight() / 2, font, text);
        painter->setPen(QPen(theme.markOutline, Edge * 3 * theme.markWidthScale));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(number);
        painter->setPen(Qt::NoPen);
        painter->setBrush(theme.attackerLine);
        painter->drawPath(number);
    }
}

void AnswerLayer::setMarks(const Marks &marks)
{
    if (marks != m_marks) {
        m_marks = marks;
        update();
    }
}
