// SPDX-License-Identifier: MIT
#pragma once

// A PDF read back by poppler's own programs (poppler-utils: pdfinfo,
// pdftoppm), as a reader would: header only, usable without the GUI.

#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QSizeF>
#include <QStandardPaths>
#include <QString>

namespace nqtest {

// Whether pdfinfo and pdftoppm are installed (scripts/install-deps.sh).
inline bool hasPdfReaders()
{
    return !QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty()
        && !QStandardPaths::findExecutable(QStringLiteral("pdftoppm")).isEmpty();
}

// The first page's size in points as pdfinfo says it ("Page size: 595.276
// x 841.89 pts (A4)"), rounded; an empty size when it cannot be read.
inline QSize pdfPageSize(const QString &pdf, QString *said = nullptr)
{
    QProcess process;
    process.start(QStringLiteral("pdfinfo"), { pdf });
    if (!process.waitForFinished(60000) || process.exitCode() != 0) {
        return {};
    }
    const QString text = QString::fromUtf8(process.readAllStandardOutput());
    static const QRegularExpression size(
        QStringLiteral("Page size:\\s*([0-9.]+) x ([0-9.]+) pts[^\\n]*"));
    const QRegularExpressionMatch match = size.match(text);
    if (!match.hasMatch()) {
        return {};
    }
    if (said) {
        *said = match.captured(0);
    }
    return { qRound(match.captured(1).toDouble()), qRound(match.captured(2).toDouble()) };
}

// The first page drawn by pdftoppm at `dpi`; a null image on failure.
inline QImage pdfPageImage(const QString &pdf, int dpi)
{
    const QString stem = pdf + QStringLiteral("-page");
    QProcess process;
    process.start(QStringLiteral("pdftoppm"),
        { QStringLiteral("-png"), QStringLiteral("-r"), QString::number(dpi),
            QStringLiteral("-singlefile"), pdf, stem });
    if (!process.waitForFinished(60000) || process.exitCode() != 0) {
        return {};
    }
    return QImage(stem + QStringLiteral(".png"));
}

} // namespace nqtest
