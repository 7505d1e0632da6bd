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
    // Three pixels a module at least: a phone reads that from a screen.
    const int modules = m_code.isNull() ? 29 : m_code.size() + 2 * QrCode::QuietZone;
    return { 3 * modules, 3 * modules };
}

void QrView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    m_code.paint(&painter, QRectF(rect()));
}
