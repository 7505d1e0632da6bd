// SPDX-License-Identifier: MIT
#include "classroom/qrview.h"

#include <QPainter>

QrView::QrView(QWidget *parent)
    : QWidget(parent)
    , m_code(QString())
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
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
    return { 240, 240 };
}

QSize QrView::minimumSizeHint() const
{
    // Six pixels a module at least (a join address's code is 220 px wide):
    // a phone reads three from a screen nearby, but the class scans it on a
    // projector from across the room. The class's dock is as wide as its
    // panel's minimum, so this is the size the code gets there.
    const int modules = m_code.isNull() ? 29 : m_code.size() + 2 * QrCode::QuietZone;
    return { 6 * modules, 6 * modules };
}

void QrView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    m_code.paint(&painter, QRectF(rect()));
}
