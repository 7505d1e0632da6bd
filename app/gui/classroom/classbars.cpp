// SPDX-License-Identifier: MIT
#include "classroom/classbars.h"

#include <QPainter>

#include <algorithm>

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

int ClassBars::rowHeight() const
{
    return fontMetrics().height() * 2 + 6;
}

QSize ClassBars::sizeHint() const
{
    return { 240, int(m_bars.size()) * rowHeight() };
}

QSize ClassBars::minimumSizeHint() const
{
    return { 120, int(m_bars.size()) * rowHeight() };
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
    int y = 0;
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
        const int barHeight = line;
        const QColor full = bar.right ? palette.color(QPalette::Highlight) : palette.color(QPalette::Mid);
        if (bar.firstCount >= 0) {
            // Vote 1 above, vote 2 below, each half the height.
            QColor pale = full;
            pale.setAlphaF(0.45);
            painter.fillRect(QRect(0, barTop, barSpace * bar.firstCount / most, barHeight / 2 - 1), pale);
            painter.fillRect(QRect(0, barTop + barHeight / 2, barSpace * bar.count / most, barHeight / 2), full);
        } else {
            painter.fillRect(QRect(0, barTop, barSpace * bar.count / most, barHeight), full);
        }
        painter.setPen(palette.color(QPalette::WindowText));
        const QString count = bar.firstCount >= 0 ? QStringLiteral("%1\u2192%2").arg(bar.firstCount).arg(bar.count)
                                                  : QString::number(bar.count);
        painter.drawText(QRect(barSpace + 4, barTop, width() - barSpace - 4, barHeight),
            Qt::AlignLeft | Qt::AlignVCenter, count);
        y += rowHeight();
    }
}
