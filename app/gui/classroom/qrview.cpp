// SPDX-License-Identifier: MIT
#include "classroom/qrview.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>

QrView::QrView(QWidget *parent)
    : QWidget(parent)
    , m_code(QString())
{
    // Its own size, not the panel's width: as wide as the panel it would be
    // taller than the place the panel shares, and cut.
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

void QrView::setText(const QString &text)
{
    if (text == m_code.text()) {
        return;
    }
    m_code = QrCode(text);
    setAccessibleDescription(text);
    setToolTip(text);
    updateGeometry();
    update();
}

QSize QrView::sizeHint() const
{
    // Six pixels a module at least (a join address's code is about 220 px
    // wide): a phone reads three from a screen nearby, but the class scans
    // it on a projector from across the room. Not larger while presenting:
    // it would not fit the panel beside the board on a 1280x720 projector.
    const int modules = m_code.isNull() ? 29 : m_code.size() + 2 * QrCode::QuietZone;
    return { 6 * modules, 6 * modules };
}

QSize QrView::minimumSizeHint() const
{
    return sizeHint();
}

void QrView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
}

void QrView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    m_code.paint(&painter, QRectF(rect()));
}
