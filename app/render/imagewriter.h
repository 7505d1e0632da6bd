// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QImage;

// Writes images to disk through OutputFile: a regular file appears whole or
// not at all, a device or a pipe is written straight through.
class ImageWriter
{
public:
    // Saves `image` as PNG at `path`. On failure returns false and sets
    // `error` to a sentence naming the file and the reason (what failed:
    // the encoder, or the disk).
    static bool writePng(const QImage &image, const QString &path, QString *error);
};
