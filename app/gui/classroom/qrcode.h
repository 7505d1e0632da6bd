// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>
#include <QVector>

class QPainter;
class QRectF;

/*
 * A QR code of a short text (the class's join address), made by libqrencode
 * at error correction level M: a square of dark and light modules. Drawn
 * with the quiet zone the standard asks for (4 modules of light around it),
 * so that a phone reads it from a projected screen.
 */
class QrCode
{
public:
    // Encodes `text` as UTF-8; isNull() when it cannot (too long for a QR
    // code, or libqrencode failed).
    explicit QrCode(const QString &text);

    bool isNull() const { return m_size == 0; }
    QString text() const { return m_text; }
    // Modules on a side, without the quiet zone.
    int size() const { return m_size; }
    bool isDark(int x, int y) const;

    static constexpr int QuietZone = 4;
    // Draws the code with its quiet zone into `target`, square and centred,
    // each module a whole number of device pixels when there is room.
    void paint(QPainter *painter, const QRectF &target) const;
    // The code as an image, `moduleSize` pixels a module, quiet zone included.
    QImage image(int moduleSize) const;

private:
    QString m_text;
    int m_size = 0;
    QVector<bool> m_dark;
};
