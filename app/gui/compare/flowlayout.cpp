// SPDX-License-Identifier: MIT
#include "compare/flowlayout.h"

#include <QStyle>
#include <QWidget>

#include <algorithm>

FlowLayout::FlowLayout(QWidget *parent)
    : QLayout(parent)
{
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem *item = takeAt(0)) {
        delete item;
    }
}

void FlowLayout::addItem(QLayoutItem *item)
{
    m_items.append(item);
}

int FlowLayout::count() const
{
    return int(m_items.size());
}

QLayoutItem *FlowLayout::itemAt(int index) const
{
    return m_items.value(index);
}

QLayoutItem *FlowLayout::takeAt(int index)
{
    return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
}

Qt::Orientations FlowLayout::expandingDirections() const
{
    return {};
}

bool FlowLayout::hasHeightForWidth() const
{
    return true;
}

int FlowLayout::heightForWidth(int width) const
{
    return doLayout(QRect(0, 0, width, 0), true);
}

int FlowLayout::lineCount(int width) const
{
    int lines = 0;
    doLayout(QRect(0, 0, width, 0), true, &lines);
    return lines;
}

QSize FlowLayout::minimumSize() const
{
    // As narrow as the widest item: everything else goes on other lines.
    QSize size;
    for (const QLayoutItem *item : m_items) {
        if (!item->isEmpty()) {
            size = size.expandedTo(item->minimumSize().expandedTo(item->sizeHint()));
        }
    }
    const QMargins margins = contentsMargins();
    return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // Everything on one line.
    int width = 0;
    int height = 0;
    int shown = 0;
    for (const QLayoutItem *item : m_items) {
        if (item->isEmpty()) {
            continue;
        }
        width += item->sizeHint().width();
        height = std::max(height, item->sizeHint().height());
        ++shown;
    }
    width += std::max(0, shown - 1) * spacing(Qt::Horizontal);
    const QMargins margins = contentsMargins();
    return { width + margins.left() + margins.right(), height + margins.top() + margins.bottom() };
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    doLayout(rect, false);
}

int FlowLayout::spacing(Qt::Orientation orientation) const
{
    if (const int set = QLayout::spacing(); set >= 0) {
        return set;
    }
    const QWidget *widget = parentWidget();
    if (!widget) {
        return 6;
    }
    return widget->style()->pixelMetric(orientation == Qt::Horizontal
            ? QStyle::PM_LayoutHorizontalSpacing
            : QStyle::PM_LayoutVerticalSpacing,
        nullptr, widget);
}

int FlowLayout::doLayout(const QRect &rect, bool measureOnly, int *lines) const
{
    const QMargins margins = contentsMargins();
    const QRect area = rect.marginsRemoved(margins);
    const int hSpace = spacing(Qt::Horizontal);
    const int vSpace = spacing(Qt::Vertical);
    // The items of each line first, then placed: each line's items are
    // centred on the line's height.
    struct Line
    {
        QList<QLayoutItem *> items;
        int height = 0;
    };
    QList<Line> laid;
    int x = area.x();
    for (QLayoutItem *item : m_items) {
        if (item->isEmpty()) {
            continue;
        }
        const QSize hint = item->sizeHint();
        if (!laid.isEmpty() && !laid.last().items.isEmpty() && x + hint.width() > area.right() + 1) {
            x = area.x();
            laid.append(Line());
        }
        if (laid.isEmpty()) {
            laid.append(Line());
        }
        laid.last().items.append(item);
        laid.last().height = std::max(laid.last().height, hint.height());
        x += hint.width() + hSpace;
    }
    int y = area.y();
    for (const Line &line : std::as_const(laid)) {
        int left = area.x();
        for (QLayoutItem *item : line.items) {
            const QSize hint = item->sizeHint();
            if (!measureOnly) {
                item->setGeometry(QRect(QPoint(left, y + (line.height - hint.height()) / 2),
                    QSize(std::min(hint.width(), std::max(0, area.right() + 1 - left)), hint.height())));
            }
            left += hint.width() + hSpace;
        }
        y += line.height + vSpace;
    }
    if (lines) {
        *lines = int(laid.size());
    }
    const int used = laid.isEmpty() ? 0 : y - vSpace - area.y();
    return used + margins.top() + margins.bottom();
}
