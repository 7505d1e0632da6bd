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
    // Vote 1's boxes last of all: they sit in a corner the right answer's
    // ring crosses, and must stay readable over it.
    paintFirstCounts(painter);
}

void AnswerLayer::paintCounts(QPainter *painter)
{
    int total = 0;
    for (const ClassCount &chosen : std::as_const(m_marks.counts)) {
        total += std::max(chosen.count, 0);
    }
    const BoardTheme &theme = this->theme();
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setBold(true);
    for (const ClassCount &chosen : std::as_const(m_marks.counts)) {
        const bool twoVotes = chosen.firstCount >= 0;
        if (!isOnBoard(chosen.square) || (chosen.count <= 0 && chosen.firstCount <= 0)) {
            continue;
        }
        const QRectF rect = squareRect(chosen.square);
        if (chosen.count > 0 && total > 0) {
            // The tint says "many" at a glance; the number says how many.
            QColor tint = theme.rowHighlight;
            tint.setAlphaF(0.25 + 0.6 * qreal(chosen.count) / total);
            painter->fillRect(rect, tint);
        }
        font.setPixelSize(int(rect.height() * 0.42));
        QPainterPath number;
        const QString text = QString::number(std::max(chosen.count, 0)); // 0: chosen in vote 1 only
        const QFontMetricsF metrics(font);
        // After a second vote the number sits a little lower, clear of vote 1's box.
        const qreal baseline = rect.center().y() + metrics.capHeight() / 2 + (twoVotes ? rect.height() * 0.12 : 0);
        number.addText(rect.center().x() - metrics.horizontalAdvance(text) / 2, baseline, font, text);
        // Black on a white edge: a count, neither right nor wrong (the
        // marks' red and green say that), readable on any square and tint.
        painter->setPen(QPen(Qt::white, Edge * 4 * theme.markWidthScale));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(number);
        painter->setPen(Qt::NoPen);
        painter->setBrush(Qt::black);
        painter->drawPath(number);
    }
}

void AnswerLayer::paintFirstCounts(QPainter *painter)
{
    const BoardTheme &theme = this->theme();
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setBold(true);
    for (const ClassCount &chosen : std::as_const(m_marks.counts)) {
        if (!isOnBoard(chosen.square) || chosen.firstCount < 0 || (chosen.count <= 0 && chosen.firstCount <= 0)) {
            continue;
        }
        // "2→" before the large number: vote 1's count, then vote 2's.
        const QRectF rect = squareRect(chosen.square);
        const QString text = QString::number(chosen.firstCount) + QChar(0x2192);
        const qreal pad = rect.width() * 0.04;
        // As large as the corner holds above the large number; a count of
        // three digits gets a smaller font, never one that leaves the square.
        font.setPixelSize(int(rect.height() * 0.3));
        const qreal room = rect.width() * 0.9 - 2 * pad;
        const qreal wide = QFontMetricsF(font).horizontalAdvance(text);
        if (wide > room) {
            font.setPixelSize(std::max(1, int(font.pixelSize() * room / wide)));
        }
        const QFontMetricsF metrics(font);
        const QRectF box(rect.left() + rect.width() * 0.04, rect.top() + rect.height() * 0.04,
            metrics.horizontalAdvance(text) + 2 * pad, metrics.capHeight() + 3 * pad);
        painter->setPen(QPen(Qt::black, Edge * theme.markWidthScale));
        painter->setBrush(Qt::white);
        painter->drawRoundedRect(box, pad, pad);
        painter->setFont(font);
        painter->drawText(box, Qt::AlignCenter, text);
    }
}

void AnswerLayer::setMarks(const Marks &marks)
{
    if (marks != m_marks) {
        m_marks = marks;
        update();
    }
}
