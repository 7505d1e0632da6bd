// SPDX-License-Identifier: MIT
#include "render/animationwriter.h"

#include "render/gifwriter.h"
#include "render/videoencoder.h"

#include <QDir>
#include <QPainter>
#include <QSaveFile>

#include <algorithm>
#include <cmath>

namespace {

QString cannotWrite(const QString &path, const QString &reason)
{
    return AnimationWriter::tr("cannot write '%1': %2")
        .arg(QDir::toNativeSeparators(path), reason);
}

void setError(QString *error, const QString &message)
{
    if (error) {
        *error = message;
    }
}

BoardPainter::Options fileOptions(const BoardExporter::Picture &picture)
{
    BoardPainter::Options options = picture.options;
    options.margins = true; // as writeBoard: a picture of its own
    return options;
}

// renderFrame() into `image` (ARGB32 premultiplied, of the frames' size),
// whatever it held: a film's frames reuse one image.
void paintFrame(QImage *image, const BoardExporter::Picture &picture, int pixels)
{
    const BoardPainter::Options options = fileOptions(picture);
    const auto n = int(picture.columns.size());
    const QSize own = BoardPainter::sizeForWidth(
        std::clamp(pixels, BoardExporter::MinPixels, BoardExporter::MaxPixels), n, options);
    // The same format, fill and painter as BoardExporter's PNG: the same pixels.
    image->fill(options.theme.background);
    QPainter painter(image);
    BoardPainter::paint(&painter, QRectF(QPointF(0, 0), QSizeF(own)), picture.columns, options);
}

// The pictures the GIF palette is chosen from: the first and the last, the
// first of each kind of mark, and a few between.
QList<qsizetype> paletteSamples(const QList<BoardExporter::Picture> &frames)
{
    QList<qsizetype> chosen { 0, frames.size() - 1 };
    const auto firstWhere = [&](auto predicate) {
        const auto it = std::find_if(frames.begin(), frames.end(), predicate);
        if (it != frames.end()) {
            chosen.append(it - frames.begin());
        }
    };
    firstWhere([](const auto &p) { return p.options.rejection.row >= 0; });
    firstWhere([](const auto &p) { return p.options.solutionMarked; });
    firstWhere([](const auto &p) { return p.options.currentRow >= 0; });
    firstWhere([](const auto &p) { return !p.options.propagation.pruned.isEmpty(); });
    firstWhere([](const auto &p) { return p.options.propagation.wipedOutRow >= 0; });
    firstWhere([](const auto &p) { return !p.options.propagation.covered.isEmpty(); });
    for (int i = 1; i <= 3; ++i) {
        chosen.append(frames.size() * i / 4);
    }
    std::sort(chosen.begin(), chosen.end());
    chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());
    return chosen;
}

} // namespace

std::optional<AnimationWriter::Format> AnimationWriter::formatFromName(const QString &name)
{
    for (const Format format : { Format::Gif, Format::Mp4, Format::WebM }) {
        if (name == formatName(format)) {
            return format;
        }
    }
    return std::nullopt;
}

QString AnimationWriter::formatName(Format format)
{
    switch (format) {
    case Format::Gif:
        return QStringLiteral("gif");
    case Format::Mp4:
        return QStringLiteral("mp4");
    case Format::WebM:
        return QStringLiteral("webm");
    }
    return {};
}

QString AnimationWriter::formatNames()
{
    return QStringLiteral("gif, mp4, webm");
}

bool AnimationWriter::isAvailable(Format format)
{
    return !needsFfmpeg(format) || VideoEncoder::isAvailable();
}

QSize AnimationWriter::frameSize(
    const QList<BoardExporter::Picture> &frames, const Settings &settings)
{
    const int pixels = std::clamp(settings.pixels, BoardExporter::MinPixels, BoardExporter::MaxPixels);
    QSize size;
    for (const BoardExporter::Picture &picture : frames) {
        const QSize own = BoardPainter::sizeForWidth(
            pixels, int(picture.columns.size()), fileOptions(picture));
        size = size.expandedTo(own);
    }
    if (needsFfmpeg(settings.format)) {
        size = QSize(size.width() + size.width() % 2, size.height() + size.height() % 2);
    }
    return size;
}

QImage AnimationWriter::renderFrame(
    const BoardExporter::Picture &picture, int pixels, const QSize &size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    paintFrame(&image, picture, pixels);
    return image;
}

int AnimationWriter::framesShown(const BoardExporter::Picture &picture, const Settings &settings)
{
    return 1 + (picture.options.solutionMarked ? settings.holdOnSolution * settings.fps : 0);
}

bool AnimationWriter::write(const QString &path, const QList<BoardExporter::Picture> &frames,
    const Settings &settings, QString *error, const Progress &progress)
{
    if (frames.isEmpty()) {
        setError(error, cannotWrite(path, tr("there are no frames to write")));
        return false;
    }
    if (frames.size() > MaxFrames || settings.fps < MinFps || settings.fps > MaxFps
        || settings.holdOnSolution < 0 || settings.holdOnSolution > MaxHoldSeconds) {
        setError(error,
            cannotWrite(path,
                tr("choose 1 to %1 frames, %2 to %3 frames a second and a hold of 0 to %4 "
                   "seconds")
                    .arg(MaxFrames)
                    .arg(MinFps)
                    .arg(MaxFps)
                    .arg(MaxHoldSeconds)));
        return false;
    }
    if (!isAvailable(settings.format)) {
        setError(error, cannotWrite(path, VideoEncoder::installHint()));
        return false;
    }
    {
        // A destination that cannot be written fails before the work.
        QSaveFile probe(path);
        if (!probe.open(QIODevice::WriteOnly)) {
            setError(error, cannotWrite(path, probe.errorString()));
            return false;
        }
        probe.cancelWriting();
    }

    const QSize size = frameSize(frames, settings);
    const int pixels = settings.pixels;
    const qsizetype total = frames.size();
    const auto cancelled = [&](qsizetype done) { return progress && !progress(done, total); };
    QByteArray bytes;
    QString failure;
    if (settings.format == Format::Gif) {
        QList<QImage> samples;
        for (const qsizetype i : paletteSamples(frames)) {
            samples.append(renderFrame(frames[i], pixels, size));
        }
        GifWriter gif(size, samples);
        // Delays in hundredths, rounded on the running time so that the
        // whole lasts what the frame rate says (1/3 s: 33, 33, 34, ...).
        double shown = 0;
        int written = 0;
        for (qsizetype i = 0; i < total; ++i) {
            shown += double(framesShown(frames[i], settings)) / settings.fps;
            const int until = int(std::lround(shown * 100));
            if (!gif.addFrame(renderFrame(frames[i], pixels, size), std::max(1, until - written))) {
                break;
            }
            written = until;
            if (cancelled(i + 1)) {
                setError(error, tr("Export cancelled."));
                return false;
            }
        }
        bytes = gif.finish();
        failure = gif.errorString();
    } else {
        VideoEncoder video;
        if (video.start(settings.format == Format::Mp4 ? VideoEncoder::Codec::H264
                                                       : VideoEncoder::Codec::Vp9,
                size, settings.fps)) {
            // One image painted again for every frame: a new one would be
            // megabytes of fresh memory a frame.
            QImage image(size, QImage::Format_ARGB32_Premultiplied);
            for (qsizetype i = 0; i < total; ++i) {
                paintFrame(&image, frames[i], pixels);
                bool sent = true;
                for (int k = framesShown(frames[i], settings); k > 0 && sent; --k) {
                    sent = video.addFrame(image);
                }
                if (!sent) {
                    break;
                }
                if (cancelled(i + 1)) {
                    setError(error, tr("Export cancelled."));
                    return false;
                }
            }
            bytes = video.finish();
        }
        failure = video.errorString();
    }
    if (!failure.isEmpty() || bytes.isEmpty()) {
        setError(error, cannotWrite(path, failure.isEmpty() ? tr("the encoder wrote nothing") : failure));
        return false;
    }
    return BoardExporter::writeFile(path, bytes, error);
}
