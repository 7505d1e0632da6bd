// SPDX-License-Identifier: MIT
#include "render/imagewriter.h"

#include <QCoreApplication>
#include <QImage>
#include <QSaveFile>

bool ImageWriter::writePng(const QImage &image, const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = QCoreApplication::translate("ImageWriter", "Cannot write %1: %2")
                     .arg(path, file.errorString());
        return false;
    }
    if (!image.save(&file, "PNG")) {
        file.cancelWriting();
        *error = QCoreApplication::translate("ImageWriter", "Cannot encode the image for %1")
                     .arg(path);
        return false;
    }
    if (!file.commit()) {
        *error = QCoreApplication::translate("ImageWriter", "Cannot write %1: %2")
                     .arg(path, file.errorString());
        return false;
    }
    return true;
}
