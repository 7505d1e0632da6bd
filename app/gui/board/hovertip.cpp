// SPDX-License-Identifier: MIT
#include "board/hovertip.h"

#include "render/boardmodel.h"
#include "render/boardpainter.h"
#include "solver/event.h"
#include "text/squarenames.h"

#include <QCoreApplication>
#include <QPainterPath>
#include <QPen>

namespace {

// The lines' pen width in scene units, times the theme's markWidthScale;
// the outline adds HoverEdge on both sides.
constexpr qreal HoverPen = 5;
constexpr qreal HoverEdge = 1.5;

} // namespace

HoverTip::HoverTip(
    const BoardModel *model, qreal squareSize, qreal labelMargin, QGraphicsItem *parent)
    : QGraphicsPathItem(parent)
    , m_model(model)
    , m_square(squareSize)
    , m_margin(labelMargin)
    , m_outline(new QGraphicsPathItem(this))
{
    m_outline->setFlag(QGraphicsItem::ItemStacksBehindParent);
    setVisible(false);
}

QPointF HoverTip::squareCentre(int row, int col) const
{
    return QRectF(m_margin + col * m_square, row * m_square, m_square, m_square).center();
}

void HoverTip::setTheme(const BoardTheme &theme)
{
    const qreal scale = theme.markWidthScale;
    const QPen pen(theme.hoverLine, HoverPen * scale, Qt::DotLine, Qt::RoundCap);
    setPen(pen);
    m_outline->setPen(BoardPainter::outlinePen(pen, theme.markOutline, HoverEdge * scale));
}

QString HoverTip::pointAt(int row, int col, QPoint prunedBy)
{
    const int n = m_model->size();
    const QList<QPoint> attackers = m_model->attackersOf(row, col);
    QPainterPath lines;
    QStringList names;
    for (const QPoint &queen : attackers) {
        lines.moveTo(squareCentre(queen.y(), queen.x()));
        lines.lineTo(squareCentre(row, col));
        names.append(text::squareName(n, queen.y(), queen.x()));
    }
    setPath(lines);
    m_outline->setPath(lines);
    setVisible(!attackers.isEmpty());
    if (row < 0) {
        return {};
    }
    const QString square = text::squareName(n, row, col);
    // The words keep the translations' context they were written in
    // (BoardScene), spelt out so that lupdate finds it without the header.
    if (prunedBy.x() >= 0) {
        // The queen that took the square out of its row's domain, and how.
        const QString queen = text::squareName(n, prunedBy.y(), prunedBy.x());
        QString why;
        switch (nq::attackLine({ prunedBy.y(), prunedBy.x() }, { row, col })) {
        case nq::Line::Column:
            why = QCoreApplication::translate(
                "BoardScene", "%1: pruned by the queen on %2 (column).");
            break;
        case nq::Line::Diagonal:
            why = QCoreApplication::translate(
                "BoardScene", "%1: pruned by the queen on %2 (diagonal).");
            break;
        case nq::Line::AntiDiagonal:
            why = QCoreApplication::translate(
                "BoardScene", "%1: pruned by the queen on %2 (anti-diagonal).");
            break;
        case nq::Line::None:
            why = QCoreApplication::translate("BoardScene", "%1: pruned by the queen on %2.");
            break;
        }
        return why.arg(square, queen);
    }
    if (attackers.isEmpty()) {
        return QCoreApplication::translate("BoardScene", "%1: no queen attacks this square.")
            .arg(square);
    }
    return QCoreApplication::translate(
        "BoardScene", "%1 is attacked by the queen(s) on %2.", nullptr, int(attackers.size()))
        .arg(square, names.join(QStringLiteral(", ")));
}
