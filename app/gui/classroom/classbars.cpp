// SPDX-License-Identifier: MIT
#include "classroom/classbars.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>

namespace {

// Vote 1's bar: the bar's colour, pale inside a darker edge, so that it
// differs from vote 2's full bar in grey and in black and white too, and
// its edge still reads on a pale projector.
void paintFirstBar(QPainter *painter, const QRect &rect, const QColor &full)
{
    QColor pale = full;
    pale.setAlphaF(0.4);
    painter->fillRect(rect, pale);
    if (rect.width() > 0) {
        painter->setPen(QPen(full.darker(160), 2));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(QRectF(rect).adjusted(1, 1, -1, -1));
    }
}

} // namespace

ClassBars::ClassBars(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void ClassBars::setBars(const QList<Bar> &bars, const QString &description)
{
    m_bars = bars;
    setAccessibleDescription(description);
    updateGeometry();
    update();
}

QStringList ClassBars::legend() const
{
    if (!hasSecondVote()) {
        return {};
    }
    return { tr("Vote 1"), tr("Vote 2") };
}

bool ClassBars::hasSecondVote() const
{
    return std::any_of(m_bars.cbegin(), m_bars.cend(), [](const Bar &bar) { return bar.firstCount >= 0; });
}

int ClassBars::legendHeight() const
{
    return hasSecondVote() ? fontMetrics().height() + 8 : 0;
}

int ClassBars::rowHeight() const
{
    // Two votes: two bars of 0.6 lines each, taller together than one
    // vote's bar, so that each reads from the back of the room.
    const int line = fontMetrics().height();
    return hasSecondVote() ? line + line * 6 / 5 + 10 : line * 2 + 6;
}

QSize ClassBars::sizeHint() const
{
    return { 240, legendHeight() + int(m_bars.size()) * rowHeight() };
}

QSize ClassBars::minimumSizeHint() const
{
    return { 120, legendHeight() + int(m_bars.size()) * rowHeight() };
}

void ClassBars::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange) {
        updateGeometry(); // the legend's words and the line height
        update();
    }
    QWidget::changeEvent(event);
}

void ClassBars::paintLegend(QPainter *painter)
{
    // [pale, edged] Vote 1   [full] Vote 2: the bars' own forms, side by side.
    const QPalette palette = this->palette();
    const QColor full = palette.color(QPalette::Mid);
    const int line = fontMetrics().height();
    const QStringList words = legend();
    int x = 0;
    for (int vote = 0; vote < 2; ++vote) {
        const QRect swatch(x, line / 4, line * 2, line / 2 + 2);
        if (vote == 0) {
            paintFirstBar(painter, swatch, full);
        } else {
            painter->fillRect(swatch, full);
        }
        x = swatch.right() + 6;
        painter->setPen(palette.color(QPalette::WindowText));
        const int width = fontMetrics().horizontalAdvance(words.at(vote));
        painter->drawText(QRect(x, 0, width, line), Qt::AlignLeft | Qt::AlignVCenter, words.at(vote));
        x += width + line;
    }
}

void ClassBars::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    int most = 1;
    for (const Bar &bar : std::as_const(m_bars)) {
        most = std::max({ most, bar.count, bar.firstCount });
    }
    const QPalette palette = this->palette();
    const int line = fontMetrics().height();
    const int countWidth = fontMetrics().horizontalAdvance(QStringLiteral("000\u2192000"));
    const int barSpace = std::max(10, width() - countWidth - 8);
    if (hasSecondVote()) {
        paintLegend(&painter);
    }
    int y = legendHeight();
    for (const Bar &bar : std::as_const(m_bars)) {
        // Words on a line of their own: long option names never squeeze the bar.
        QFont font = this->font();
        font.setBold(bar.right);
        painter.setFont(font);
        painter.setPen(palette.color(QPalette::WindowText));
        const QString label = bar.right ? QStringLiteral("\u2713 ") + bar.label : bar.label;
        painter.drawText(QRect(0, y, width(), line), Qt::AlignLeft | Qt::AlignVCenter,
            painter.fontMetrics().elidedText(label, Qt::ElideRight, width()));
        const int barTop = y + line + 2;
        const QColor full = bar.right ? palette.color(QPalette::Highlight) : palette.color(QPalette::Mid);
        int barsHeight = line;
        if (bar.firstCount >= 0) {
            // Vote 1 above (pale, edged), vote 2 below (full), as the legend says.
            const int each = line * 3 / 5;
            barsHeight = 2 * each + 2;
            paintFirstBar(&painter, QRect(0, barTop, barSpace * bar.firstCount / most, each), full);
            painter.fillRect(QRect(0, barTop + each + 2, barSpace * bar.count / most, each), full);
        } else {
            painter.fillRect(QRect(0, barTop, barSpace * bar.count / most, barsHeight), full);
        }
        painter.setFont(this->font());
        painter.setPen(palette.color(QPalette::WindowText));
        const QString count = bar.firstCount >= 0 ? QStringLiteral("%1\u2192%2").arg(bar.firstCount).arg(bar.count)
                                                  : QString::number(bar.count);
        painter.drawText(QRect(barSpace + 4, barTop, width() - barSpace - 4, barsHeight),
            Qt::AlignLeft | Qt::AlignVCenter, count);
        y += rowHeight();
    }
}
