// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardexporter.h"

#include <QCoreApplication>
#include <QImage>
#include <QList>
#include <QSize>
#include <QString>

#include <functional>
#include <optional>

/*
 * Writes a series of boards (BoardExporter::Picture: queens and overlay,
 * caption) as one animation: a GIF (GifWriter, in-process) or an MP4 or
 * WebM video (VideoEncoder, through the ffmpeg program). Every frame is
 * painted exactly as BoardExporter::writeBoard paints a PNG of the same
 * picture at the same width (margins on), so frame k of an animation is the
 * still export of that picture once the captions are made alike
 * (BoardExporter::evenCaptions(): one type size and one caption height for
 * the whole animation); a video's frame gets a row or column of
 * background at its right or bottom edge when its size is odd.
 *
 * The file is written through OutputFile: a regular file whole or not at
 * all (the old one stays), a device or a pipe straight through. A GIF
 * streams into it as its frames are encoded; a video is encoded by ffmpeg
 * into a scratch file beside the destination, named
 * "<name>.nqueens-part-<process id>.<format>" (in a private temporary
 * folder when the destination is a stream), then copied in blocks and
 * removed. A scratch file left by an export that was killed is removed by
 * the next export to the same destination once its process is gone and
 * nobody has written it for an hour. Memory stays flat
 * however many frames. Errors are one translated sentence naming the file.
 * Needs a QGuiApplication (fonts); the offscreen platform is enough.
 */
class AnimationWriter
{
    Q_DECLARE_TR_FUNCTIONS(AnimationWriter)

public:
    enum class Format { Gif, Mp4, WebM };

    static constexpr int MinFps = 1;
    // GIF delays are in hundredths of a second, and browsers slow anything
    // under 2 down to 10: 50 frames a second is the most a GIF shows.
    static constexpr int MaxFps = 50;
    static constexpr int DefaultFps = 4;
    static constexpr int DefaultPixels = 480;
    static constexpr int MaxHoldSeconds = 60;
    // Frames per animation at most (before holds): 20,000 steps at 720
    // pixels are a few minutes of work and of film.
    static constexpr int MaxFrames = 20000;
    // The work of one animation at most: frames encoded (a video encodes a
    // hold's frames each, a GIF one frame with a longer delay) times the
    // pixels of a frame. 20,000 frames of 720 x 720 pixels, a few minutes
    // here; 8192-pixel frames are then limited to about 150.
    static constexpr qint64 MaxFramePixels = qint64(MaxFrames) * 720 * 720;
    // The running time of one animation at most, holds included: an hour
    // of film is more than any lesson shows.
    static constexpr int MaxSeconds = 3600;

    struct Settings
    {
        Format format = Format::Gif;
        int pixels = DefaultPixels; // the frame's width, BoardExporter::MinPixels..MaxPixels
        int fps = DefaultFps; // MinFps..MaxFps
        // Extra seconds a found solution (Options::solutionMarked) stays on
        // the screen, 0..MaxHoldSeconds.
        int holdOnSolution = 0;
    };

    // Called after each frame with the frames done and the total; return
    // false to stop (the file is then not written).
    using Progress = std::function<bool(qsizetype done, qsizetype total)>;

    // "gif", "mp4", "webm" (exactly, lower case), or nullopt.
    static std::optional<Format> formatFromName(const QString &name);
    static QString formatName(Format format);
    static QString formatNames(); // "gif, mp4, webm"
    // Whether `format` needs the ffmpeg program (VideoEncoder).
    static bool needsFfmpeg(Format format) { return format != Format::Gif; }
    // Whether `format` can be written here (for video: ffmpeg is installed).
    static bool isAvailable(Format format);

    // The size of every frame of `frames` at `settings`: the largest
    // picture (they are usually equal: give them one captionLines), made
    // even for video.
    static QSize frameSize(const QList<BoardExporter::Picture> &frames, const Settings &settings);
    // `picture` as writeBoard paints its PNG `pixels` wide, in the top left
    // corner of an image of `size` filled with the theme's background.
    static QImage renderFrame(const BoardExporter::Picture &picture, int pixels, const QSize &size);
    // How long `picture` is shown, in frames of 1 / fps seconds: 1, plus the
    // hold when it is a solution.
    static int framesShown(const BoardExporter::Picture &picture, const Settings &settings);

    // Why `frames` at `settings` is more than one animation may be (the
    // limits above), with what to change; empty when it is within them.
    static QString boundProblem(const QList<BoardExporter::Picture> &frames, const Settings &settings);
    // The scratch file a video for the file `destination` is encoded into
    // (beside the file a link names).
    static QString scratchFile(const QString &destination, Format format);

    /*
     * Writes `frames` to `path` as `settings` say. False with `error` (if
     * given) on failure: nothing to write, a setting out of range, ffmpeg
     * missing (VideoEncoder::installHint()) or failing, more work than the
     * bounds allow (boundProblem(), found before any frame is painted), the
     * file not writable, or `progress` returned false ("cancelled").
     */
    static bool write(const QString &path, const QList<BoardExporter::Picture> &frames,
        const Settings &settings, QString *error, const Progress &progress = {});
};
