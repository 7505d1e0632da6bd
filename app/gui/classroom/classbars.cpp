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
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
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

QString ClassBars::labelText(const Bar &bar) const
{
    return bar.right ? QStringLiteral("\u2713 ") + bar.label : bar.label;
}

int ClassBars::labelColumn(int width) const
{
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    int widest = 0;
    for (const Bar &bar : m_bars) {
        widest = std::max(widest, metrics.horizontalAdvance(labelText(bar)));
    }
    const int column = widest + metrics.averageCharWidth();
    return column <= width * 2 / 5 ? column : 0;
}

int ClassBars::rowHeight(int width) const
{
    // Two votes: two bars of 0.6 lines each, taller together than one
    // vote's bar, so that each reads from the back of the room.
    const int line = fontMetrics().height();
    const int bars = hasSecondVote() ? line * 6 / 5 + 2 : line;
    const int words = labelColumn(width) > 0 ? 0 : line + 2;
    return words + bars + 8;
}

int ClassBars::heightForWidth(int width) const
{
    return legendHeight() + int(m_bars.size()) * rowHeight(width);
}

QSize ClassBars::sizeHint() const
{
    return { 240, heightForWidth(width() > 0 ? width() : 240) };
}

QSize ClassBars::minimumSizeHint() const
{
    return { 120, heightForWidth(width() > 0 ? width() : 120) };
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
    // The words left of the bars where they fit (labelColumn()), else on a
    // line of their own: long option names never squeeze the bar.
    const int column = labelColumn(width());
    const int barLeft = column;
    const int barSpace = std::max(10, width() - barLeft - countWidth - 8);
    if (hasSecondVote()) {
        paintLegend(&painter);
    }
    const int barsHeight = hasSecondVote() ? line * 6 / 5 + 2 : line;
    int y = legendHeight();
    for (const Bar &bar : std::as_const(m_bars)) {
        QFont font = this->font();
        font.setBold(bar.right);
        painter.setFont(font);
        painter.setPen(palette.color(QPalette::WindowText));
        const QString label = labelText(bar);
        const int barTop = column > 0 ? y + 4 : y + line + 2;
        const QRect words = column > 0 ? QRect(0, barTop + (barsHeight - line) / 2, column, line) : QRect(0, y, width(), line);
        painter.drawText(words, Qt::AlignLeft | Qt::AlignVCenter,
            painter.fontMetrics().elidedText(label, Qt::ElideRight, words.width()));
        const QColor full = bar.right ? palette.color(QPalette::Highlight) : palette.color(QPalette::Mid);
        if (bar.firstCount >= 0) {
            // Vote 1 above (pale, edged), vote 2 below (full), as the legend says.
            const int each = (barsHeight - 2) / 2;
            paintFirstBar(&painter, QRect(barLeft, barTop, barSpace * bar.firstCount / most, each), full);
            painter.fillRect(QRect(barLeft, barTop + each + 2, barSpace * bar.count / most, each), full);
        } else {
            painter.fillRect(QRect(barLeft, barTop, barSpace * bar.count / most, barsHeight), full);
        }
        painter.setFont(this->font());
        painter.setPen(palette.color(QPalette::WindowText));
        const QString count = bar.firstCount >= 0 ? QStringLiteral("%1\u2192%2").arg(bar.firstCount).arg(bar.count)
                                                  : QString::number(bar.count);
        const int countLeft = barLeft + barSpace + 4;
        painter.drawText(QRect(countLeft, barTop, width() - countLeft, barsHeight), Qt::AlignLeft | Qt::AlignVCenter, count);
        y += rowHeight(width());
    }
}
