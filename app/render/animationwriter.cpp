// SPDX-License-Identifier: MIT
#include "render/animationwriter.h"

#include "files/outputfile.h"

#include "render/gifwriter.h"
#include "render/videoencoder.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPainter>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdint>
#include <optional>

#include <signal.h>
#include <sys/resource.h>
#include <sys/statvfs.h>
#include <unistd.h>

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

QString AnimationWriter::boundProblem(
    const QList<BoardExporter::Picture> &frames, const Settings &settings)
{
    if (frames.isEmpty()) {
        return tr("there are no frames to write");
    }
    if (frames.size() > MaxFrames || settings.fps < MinFps || settings.fps > MaxFps
        || settings.holdOnSolution < 0 || settings.holdOnSolution > MaxHoldSeconds) {
        return tr("choose 1 to %1 frames, %2 to %3 frames a second and a hold of 0 to %4 "
                  "seconds")
            .arg(MaxFrames)
            .arg(MinFps)
            .arg(MaxFps)
            .arg(MaxHoldSeconds);
    }
    qint64 shown = 0; // frames of 1 / fps seconds, holds included
    for (const BoardExporter::Picture &picture : frames) {
        shown += framesShown(picture, settings);
    }
    const qint64 seconds = (shown + settings.fps - 1) / settings.fps;
    if (seconds > MaxSeconds) {
        return tr("the animation would last %1 minutes; at most %2 minutes: choose fewer steps, "
                  "more frames a second or a shorter hold")
            .arg((seconds + 59) / 60)
            .arg(MaxSeconds / 60);
    }
    // A video encodes a hold's frames each; a GIF one frame with a longer delay.
    const qint64 encoded = needsFfmpeg(settings.format) ? shown : qint64(frames.size());
    const QSize size = frameSize(frames, settings);
    const qint64 area = qint64(size.width()) * size.height();
    if (encoded * area > MaxFramePixels) {
        return tr("%1 frames of %2 x %3 pixels are more than one animation may be (at most %4 "
                  "frames of this size): choose fewer steps or fewer pixels")
            .arg(encoded)
            .arg(size.width())
            .arg(size.height())
            .arg(MaxFramePixels / area);
    }
    return {};
}

QString AnimationWriter::scratchFile(const QString &destination, Format format)
{
    const OutputFile output(destination);
    const QFileInfo info(output.target());
    return info.dir().filePath(QStringLiteral("%1.nqueens-part-%2.%3")
                                   .arg(info.completeBaseName())
                                   .arg(QCoreApplication::applicationPid())
                                   .arg(formatName(format)));
}

namespace {

// Removes the scratch files of `scratch`'s name (any process id) that an
// export killed before it could clean up left behind: those of processes
// that are gone here and that nobody has written for an hour (a folder on
// a network may hold another machine's export, whose process ids mean
// nothing here, but it writes its file as it goes).
void removeStaleScratch(const QString &scratch)
{
    const QFileInfo info(scratch);
    const QString name = info.fileName();
    const qsizetype part = name.lastIndexOf(QStringLiteral(".nqueens-part-"));
    const qsizetype dot = name.lastIndexOf(QLatin1Char('.'));
    if (part < 0 || dot <= part) {
        return;
    }
    const QRegularExpression pattern(QLatin1Char('^')
        + QRegularExpression::escape(name.left(part) + QStringLiteral(".nqueens-part-"))
        + QStringLiteral("([0-9]{1,10})") + QRegularExpression::escape(name.mid(dot))
        + QLatin1Char('$'));
    const QDir folder = info.dir();
    const QDateTime hourAgo = QDateTime::currentDateTimeUtc().addSecs(-3600);
    for (const QFileInfo &candidate : folder.entryInfoList(QDir::Files | QDir::Hidden)) {
        const QRegularExpressionMatch match = pattern.match(candidate.fileName());
        if (!match.hasMatch() || candidate.ownerId() != ::geteuid()
            || candidate.lastModified().toUTC() > hourAgo) {
            continue;
        }
        const qint64 pid = match.captured(1).toLongLong();
        if (pid != QCoreApplication::applicationPid() && ::kill(pid_t(pid), 0) != 0
            && errno == ESRCH) {
            QFile::remove(candidate.filePath());
        }
    }
}

// Why ffmpeg could not write `file`, when it is the room: its disk is
// (next to) full, or the file reached the file size limit. ffmpeg says so
// in its own words, untranslated, or dies of the limit's signal. Empty
// when there is room.
QString roomProblem(const QString &file)
{
    struct statvfs disk { };
    if (::statvfs(QFile::encodeName(QFileInfo(file).absolutePath()).constData(), &disk) == 0
        && std::uint64_t(disk.f_bavail) * disk.f_frsize < 64 * 1024) {
        return OutputFile::tr("the disk is full");
    }
    rlimit limit {};
    if (::getrlimit(RLIMIT_FSIZE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY
        && QFileInfo(file).size() >= qint64(limit.rlim_cur)) {
        return OutputFile::tr("the file would be larger than this system allows");
    }
    return {};
}

// Copies the file `from` into `to` in blocks (a film may be gigabytes).
bool copyInto(const QString &from, OutputFile &to, QString *reason)
{
    QFile source(from);
    if (!source.open(QIODevice::ReadOnly)) {
        *reason = AnimationWriter::tr("cannot read ffmpeg's output: %1").arg(source.errorString());
        return false;
    }
    constexpr qint64 Block = qint64(1) << 20;
    while (!source.atEnd()) {
        const QByteArray bytes = source.read(Block);
        if (bytes.isEmpty() && source.error() != QFileDevice::NoError) {
            *reason = AnimationWriter::tr("cannot read ffmpeg's output: %1").arg(source.errorString());
            return false;
        }
        if (!to.write(bytes)) {
            *reason = to.reason();
            return false;
        }
    }
    return true;
}

} // namespace

bool AnimationWriter::write(const QString &path, const QList<BoardExporter::Picture> &given,
    const Settings &settings, QString *error, const Progress &progress)
{
    // One type size for the whole film: a caption that shrank to fit would
    // otherwise jump from frame to frame.
    QList<BoardExporter::Picture> frames = given;
    BoardExporter::evenCaptions(frames);
    if (const QString problem = boundProblem(frames, settings); !problem.isEmpty()) {
        setError(error, cannotWrite(path, problem));
        return false;
    }
    if (!isAvailable(settings.format)) {
        setError(error, cannotWrite(path, VideoEncoder::installHint()));
        return false;
    }
    // Opened before the work: a destination that cannot be written fails
    // at once, and a GIF streams into it. Destroyed before commit(), it
    // leaves the old file as it was.
    OutputFile file(path);
    if (!file.open()) {
        setError(error, file.errorString());
        return false;
    }

    const QSize size = frameSize(frames, settings);
    const int pixels = settings.pixels;
    const qsizetype total = frames.size();
    const auto cancelled = [&](qsizetype done) { return progress && !progress(done, total); };
    QString failure;
    if (settings.format == Format::Gif) {
        // The palette's samples at no more than SampleWidth pixels: the
        // board's flat colours are the same at any size, and a dozen
        // 8192-pixel samples would be gigabytes.
        constexpr int SampleWidth = 1024;
        const int samplePixels = std::min(pixels, SampleWidth);
        Settings sampled = settings;
        sampled.pixels = samplePixels;
        const QSize sampleSize = frameSize(frames, sampled);
        QList<QImage> samples;
        for (const qsizetype i : paletteSamples(frames)) {
            samples.append(renderFrame(frames[i], samplePixels, sampleSize));
        }
        GifWriter gif(size, samples, [&file](QByteArrayView bytes) { return file.write(bytes); });
        samples.clear();
        // Delays in hundredths, rounded on the running time so that the
        // whole lasts what the frame rate says (1/3 s: 33, 33, 34, ...).
        // One image painted again for every frame, as for video.
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        double shown = 0;
        int written = 0;
        for (qsizetype i = 0; i < total; ++i) {
            shown += double(framesShown(frames[i], settings)) / settings.fps;
            const int until = int(std::lround(shown * 100));
            paintFrame(&image, frames[i], pixels);
            if (!gif.addFrame(image, std::max(1, until - written))) {
                break;
            }
            written = until;
            if (cancelled(i + 1)) {
                setError(error, tr("Export cancelled."));
                return false;
            }
        }
        gif.finish();
        failure = gif.errorString();
    } else {
        // Beside a file, so that it is found (and the copy stays on its
        // disk); for a stream, in a private folder of its own.
        std::optional<QTemporaryDir> privateFolder;
        QString scratch;
        if (file.kind() == OutputFile::Kind::Replaced) {
            scratch = scratchFile(file.target(), settings.format);
            removeStaleScratch(scratch);
        } else {
            privateFolder.emplace();
            scratch = privateFolder->filePath(QStringLiteral("animation.") + formatName(settings.format));
        }
        VideoEncoder video;
        if (video.start(settings.format == Format::Mp4 ? VideoEncoder::Codec::H264
                                                       : VideoEncoder::Codec::Vp9,
                size, settings.fps, scratch)) {
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
            video.finish();
        }
        failure = video.errorString();
        if (const QString room = failure.isEmpty() ? QString() : roomProblem(scratch);
            !room.isEmpty()) {
            failure = room;
        }
        if (failure.isEmpty()) {
            const bool copied = copyInto(scratch, file, &failure);
            QFile::remove(scratch);
            if (!copied) {
                setError(error, cannotWrite(path, failure));
                return false;
            }
        }
    }
    if (file.bytesWritten() == 0 && failure.isEmpty() && file.reason().isEmpty()) {
        failure = tr("the encoder wrote nothing");
    }
    if (!failure.isEmpty()) {
        // A sink that failed knows the real reason (the disk is full).
        setError(error, cannotWrite(path, file.reason().isEmpty() ? failure : file.reason()));
        return false;
    }
    if (!file.commit()) {
        setError(error, file.errorString());
        return false;
    }
    return true;
}
