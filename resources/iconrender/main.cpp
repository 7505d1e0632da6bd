// SPDX-License-Identifier: MIT
// nq_iconrender: renders an SVG into a square PNG of the given size, for the
// hicolor icon theme. Runs at build time so that no binary PNG is committed.
//
// Usage: nq_iconrender INPUT.svg SIZE OUTPUT.png
// Exit code 0 on success, 1 when the SVG cannot be read or the PNG written,
// 2 on bad arguments.

#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QStringList>
#include <QSvgRenderer>

#include <cstdio>

namespace {

int fail(int code, const QString &message)
{
    std::fprintf(stderr, "nq_iconrender: %s\n", qPrintable(message));
    return code;
}

} // namespace

int main(int argc, char *argv[])
{
    // Only a core application: raster painting of paths needs no platform
    // plugin, so the build never depends on a display or on QPA plugins.
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 4) {
        return fail(2, QStringLiteral("usage: nq_iconrender INPUT.svg SIZE OUTPUT.png"));
    }
    const QString input = args.at(1);
    bool ok = false;
    const int size = args.at(2).toInt(&ok);
    if (!ok || size < 1 || size > 4096) {
        return fail(2,
            QStringLiteral("SIZE must be a whole number from 1 to 4096, not '%1'").arg(args.at(2)));
    }
    const QString output = args.at(3);

    QSvgRenderer renderer(input);
    if (!renderer.isValid()) {
        return fail(1, QStringLiteral("cannot read SVG '%1'").arg(input));
    }

    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        // The icon is square; keep its aspect ratio should it ever not be.
        renderer.setAspectRatioMode(Qt::KeepAspectRatio);
        renderer.render(&painter, QRectF(0, 0, size, size));
    }

    // QSaveFile writes to a temporary file and renames it on commit, so an
    // interrupted build never leaves a truncated PNG that looks up to date.
    QSaveFile file(output);
    if (!file.open(QIODevice::WriteOnly)) {
        return fail(1, QStringLiteral("cannot open '%1': %2").arg(output, file.errorString()));
    }
    if (!image.convertToFormat(QImage::Format_ARGB32).save(&file, "PNG") || !file.commit()) {
        return fail(1, QStringLiteral("cannot write '%1': %2").arg(output, file.errorString()));
    }
    return 0;
}
