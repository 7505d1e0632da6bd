// SPDX-License-Identifier: MIT
#include "explain/searchtreegutter.h"

#include "explain/searchtree.h"
#include "explain/searchtreepainter.h"
#include "explain/searchtreetext.h"

#include <QEvent>
#include <QGraphicsView>
#include <QPainter>

#include <algorithm>

SearchTreeGutter::SearchTreeGutter(const SearchTree &tree, QGraphicsView *view)
    : QWidget(view)
    , m_tree(tree)
    , m_view(view)
{
    setObjectName(QStringLiteral("depthGutter"));
    setToolTip(SearchTreeText::depthToolTip());
}

void SearchTreeGutter::setBarColor(const QColor &color)
{
    if (color != m_barColor) {
        m_barColor = color;
        update();
    }
}

int SearchTreeGutter::widthNeeded() const
{
    // The view's own size: the depth column is read from the back of a classroom.
    const QFontMetrics metrics(m_view->font());
    const SearchTreeText text(m_tree);
    const int levels = qMax(m_tree.boardSize(), int(m_tree.countsPerDepth().size()));
    int width = metrics.horizontalAdvance(SearchTreeText::depthTitle());
    for (int d = 1; d <= levels; ++d) {
        width = qMax(width, metrics.horizontalAdvance(text.depthLabel(d)));
    }
    return width + BarWidth + 14;
}

void SearchTreeGutter::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        setToolTip(SearchTreeText::depthToolTip());
        update();
    }
    QWidget::changeEvent(event);
}

void SearchTreeGutter::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QPalette palette = m_view->palette();
    const QColor window = palette.color(QPalette::Window);
    const QColor text = palette.color(QPalette::WindowText);
    painter.fillRect(rect(), window);
    painter.setPen(SearchTreePainter::mixed(window, text, 0.25));
    painter.drawLine(rect().topRight(), rect().bottomRight());
    const QList<quint64> counts = m_tree.countsPerDepth();
    if (counts.isEmpty() && m_tree.boardSize() == 0) {
        return;
    }
    painter.setFont(m_view->font());
    const QFontMetrics metrics(painter.font());
    const int lineHeight = metrics.height();
    const QTransform t = m_view->viewportTransform();
    // Level by level when the levels are far enough apart, else a list at the top.
    const bool aligned = SearchTreePainter::LevelHeight * t.m22() >= lineHeight + 2;
    const auto levelY = [&](qsizetype depth) {
        return aligned ? t.map(QPointF(0, depth * SearchTreePainter::LevelHeight)).y()
                       : 6 + lineHeight * (depth + 0.5);
    };
    const int labelWidth = width() - BarWidth - 12;
    const quint64 most = counts.isEmpty() ? 0 : *std::max_element(counts.cbegin(), counts.cend());
    painter.setPen(text);
    painter.drawText(QRectF(4, levelY(0) - lineHeight / 2.0, labelWidth + BarWidth, lineHeight),
        Qt::AlignLeft | Qt::AlignVCenter, SearchTreeText::depthTitle());
    const SearchTreeText words(m_tree);
    const int levels = qMax(m_tree.boardSize(), int(counts.size()));
    for (int d = 1; d <= levels; ++d) {
        const qreal y = levelY(d);
        if (y < -lineHeight || y > height() + lineHeight) {
            continue;
        }
        painter.setPen(text);
        painter.drawText(QRectF(4, y - lineHeight / 2.0, labelWidth, lineHeight),
            Qt::AlignLeft | Qt::AlignVCenter, words.depthLabel(d));
        const quint64 count = d <= counts.size() ? counts[d - 1] : 0;
        const qreal bar = most ? BarWidth * qreal(count) / qreal(most) : 0;
        painter.fillRect(QRectF(labelWidth + 8, y - 3, qMax(bar, 1.0), 6),
            SearchTreePainter::mixed(window, m_barColor, 0.6));
    }
}
