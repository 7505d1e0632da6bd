// SPDX-License-Identifier: MIT
#include "render/imagewriter.h"

#include "files/outputfile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QImage>

bool ImageWriter::writePng(const QImage &image, const QString &path, QString *error)
{
    // Encoded in memory first: QImage::save() says only that it failed, so
    // a full disk would read as an encoder's fault.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) {
        *error = QCoreApplication::translate("ImageWriter", "Cannot encode the image for %1")
                     .arg(QDir::toNativeSeparators(path));
        return false;
    }
    return OutputFile::writeAll(path, buffer.data(), error);
}
