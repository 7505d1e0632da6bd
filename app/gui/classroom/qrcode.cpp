// SPDX-License-Identifier: MIT
#include "classroom/qrcode.h"

#include <QPainter>
#include <QRectF>

#include <qrencode.h>

#include <cmath>
#include <memory>

QrCode::QrCode(const QString &text)
    : m_text(text)
{
    const QByteArray utf8 = text.toUtf8();
    // Version 0: the smallest that holds the text; 8-bit mode, case kept.
    const std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
        QRcode_encodeString8bit(utf8.constData(), 0, QR_ECLEVEL_M), &QRcode_free);
    if (!code || code->width <= 0) {
        return;
    }
    m_size = code->width;
    m_dark.resize(m_size * m_size);
    for (int i = 0; i < m_size * m_size; ++i) {
        m_dark[i] = (code->data[i] & 1) != 0; // bit 0: dark module; the others are libqrencode's own
    }
}

bool QrCode::isDark(int x, int y) const
{
    return x >= 0 && y >= 0 && x < m_size && y < m_size && m_dark[y * m_size + x];
}

void QrCode::paint(QPainter *painter, const QRectF &target) const
{
    if (isNull()) {
        return;
    }
    const int modules = m_size + 2 * QuietZone;
    const qreal side = std::min(target.width(), target.height());
    // Whole pixels a module when there is room: blurred edges read worse.
    qreal module = side / modules;
    if (module >= 2) {
        module = std::floor(module);
    }
    const qreal drawn = module * modules;
    const QPointF origin(target.center().x() - drawn / 2, target.center().y() - drawn / 2);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->fillRect(QRectF(origin, QSizeF(drawn, drawn)), Qt::white);
    for (int y = 0; y < m_size; ++y) {
        for (int x = 0; x < m_size; ++x) {
            if (isDark(x, y)) {
                painter->fillRect(QRectF(origin.x() + (x + QuietZone) * module,
                                      origin.y() + (y + QuietZone) * module, module, module),
                    Qt::black);
            }
        }
    }
    painter->restore();
}

QImage QrCode::image(int moduleSize) const
{
    if (isNull() || moduleSize < 1) {
        return {};
    }
    const int side = (m_size + 2 * QuietZone) * moduleSize;
    QImage image(side, side, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    paint(&painter, QRectF(0, 0, side, side));
    return image;
}
