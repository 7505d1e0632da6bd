// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QImage;

// Writes images to disk atomically: the file appears whole or not at all
// (QSaveFile), never half-written.
class ImageWriter
{
public:
    // Saves `image` as PNG at `path`. On failure returns false and sets
    // `error` to a sentence naming the file and the reason.
    static bool writePng(const QImage &image, const QString &path, QString *error);
};
