// SPDX-License-Identifier: MIT
#include "board/propagationitem.h"

#include <QPainter>

#include <algorithm>

PropagationItem::PropagationItem(int n, qreal squareSize, qreal labelMargin, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_n(n)
    , m_square(squareSize)
    , m_margin(labelMargin)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setTheme(BoardTheme::classic());
}

QRectF PropagationItem::boundingRect() const
{
    const qreal side = m_n * m_square;
    return { m_margin, 0, side, side };
}

void PropagationItem::setPruned(const QList<bool> &pruned)
{
    if (pruned == m_pruned) {
        return;
    }
    m_pruned = pruned.size() == qsizetype(m_n) * m_n ? pruned : QList<bool>();
    update();
}

void PropagationItem::setCovered(
    const QList<bool> &covered, const QList<bool> &diagonals, const QList<bool> &antiDiagonals)
{
    const qsizetype lines = 2 * qsizetype(m_n) - 1;
    const bool fits = covered.size() == qsizetype(m_n) * m_n && diagonals.size() == lines
        && antiDiagonals.size() == lines;
    if (fits && covered == m_covered && diagonals == m_diagonals
        && antiDiagonals == m_antiDiagonals) {
        return;
    }
    m_covered = fits ? covered : QList<bool>();
    m_diagonals = fits ? diagonals : QList<bool>();
    m_antiDiagonals = fits ? antiDiagonals : QList<bool>();
    update();
}

void PropagationItem::setTheme(const BoardTheme &theme)
{
    // The refusal's colours, lighter: a pruned square is refused in advance.
    m_pruneTint = theme.rejectFill;
    m_pruneTint.setAlpha(70);
    QColor hatch = theme.rejectOutline;
    hatch.setAlpha(150);
    m_pruneHatch = QBrush(hatch, Qt::DiagCrossPattern);
    // Covered lines in the labels' colour: greyed, out of the game.
    m_coverTint = theme.label;
    m_coverTint.setAlpha(60);
    QColor line = theme.label;
    line.setAlpha(150);
    m_coverLine = QPen(line, m_square * 0.05 * theme.markWidthScale, Qt::SolidLine, Qt::RoundCap);
    update();
}

void PropagationItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_pruned.isEmpty() && m_covered.isEmpty()) {
        return;
    }
    painter->save();
    painter->setPen(Qt::NoPen);
    const auto square = [this](int row, int col) {
        return QRectF(m_margin + col * m_square, row * m_square, m_square, m_square);
    };
    for (int row = 0; row < m_n; ++row) {
        for (int col = 0; col < m_n; ++col) {
            const qsizetype at = qsizetype(row) * m_n + col;
            if (!m_covered.isEmpty() && m_covered[at]) {
                painter->fillRect(square(row, col), m_coverTint);
            }
            if (!m_pruned.isEmpty() && m_pruned[at]) {
                painter->fillRect(square(row, col), m_pruneTint);
                painter->setBrush(m_pruneHatch);
                // The pattern's lines are a few pixels apart at any zoom:
                // drawn in device space, so that they stay fine.
                painter->drawRect(square(row, col));
            }
        }
    }
    if (!m_diagonals.isEmpty()) {
        painter->setPen(m_coverLine);
        painter->setBrush(Qt::NoBrush);
        for (int d = 0; d < 2 * m_n - 1; ++d) {
            // row - col = d - (n - 1): from its top or left end to its other end.
            if (m_diagonals[d]) {
                const int k = d - (m_n - 1);
                const qreal startRow = std::max(0, k);
                const qreal startCol = startRow - k;
                const qreal length = m_n - std::max(startRow, startCol);
                const QPointF from(m_margin + startCol * m_square, startRow * m_square);
                painter->drawLine(from, from + QPointF(length * m_square, length * m_square));
            }
            // row + col = d.
            if (m_antiDiagonals[d]) {
                const qreal startRow = std::max(0, d - (m_n - 1));
                const qreal startCol = d - startRow + 1; // the right edge of the top square
                const qreal length = std::min<qreal>(m_n - startRow, startCol);
                const QPointF from(m_margin + startCol * m_square, startRow * m_square);
                painter->drawLine(from, from + QPointF(-length * m_square, length * m_square));
            }
        }
    }
    painter->restore();
}
