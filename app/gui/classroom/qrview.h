// SPDX-License-Identifier: MIT
#pragma once

#include "classroom/qrcode.h"

#include <QWidget>

/*
 * A QR code on screen, square, a whole number of pixels a module (see
 * sizeHint()). A screen reader reads it as text: its
 * accessible name says what it is, its description is the text it holds.
 */
class QrView : public QWidget
{
    Q_OBJECT

public:
    explicit QrView(QWidget *parent = nullptr);

    void setText(const QString &text);
    QString text() const { return m_code.text(); }
    const QrCode &code() const { return m_code; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QrCode m_code;
};
