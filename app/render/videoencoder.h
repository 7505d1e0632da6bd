// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QImage>
#include <QProcess>
#include <QSize>
#include <QString>

#include <memory>

/*
 * Encodes video with the `ffmpeg` program, as matplotlib's animation writer
 * does: raw RGB frames go to its standard input through a pipe, and it
 * writes the file. Nothing of ffmpeg is linked (the program is a
 * Recommends of the package); without it, isAvailable() is false and
 * start() fails with installHint().
 *
 * MP4 is H.264 (libx264), WebM is VP9 (libvpx-vp9), both yuv420p so that
 * browsers and standard players show them; the frame size must be even in
 * both directions (yuv420p halves the colour planes).
 *
 * ffmpeg writes the file the caller names (a scratch file, which the
 * caller then copies where it belongs through OutputFile): an MP4 is
 * finished by seeking back, so it cannot go to a pipe. The object blocks
 * while ffmpeg catches up (the pipe holds a few frames), so memory stays
 * flat however long the animation. Destroying an encoder whose finish()
 * did not succeed kills ffmpeg and removes its file.
 */
class VideoEncoder
{
    Q_DECLARE_TR_FUNCTIONS(VideoEncoder)

public:
    enum class Codec { H264, Vp9 };

    VideoEncoder();
    ~VideoEncoder();
    VideoEncoder(const VideoEncoder &) = delete;
    VideoEncoder &operator=(const VideoEncoder &) = delete;

    // The ffmpeg program found in PATH, or empty.
    static QString program();
    static bool isAvailable() { return !program().isEmpty(); }
    // "ffmpeg is not installed; install it with 'apt install ffmpeg' ...", translated.
    static QString installHint();

    // Starts ffmpeg writing `file` (replaced if it exists) for frames of
    // `size` (both even) at `fps` frames a second. False with errorString()
    // when ffmpeg is missing or does not start.
    bool start(Codec codec, const QSize &size, int fps, const QString &file);
    // Sends one frame (size() pixels; alpha ignored). False when ffmpeg
    // has failed (errorString() says why, in ffmpeg's own words).
    bool addFrame(const QImage &image);
    // Ends the stream and waits for ffmpeg. True when the file is complete:
    // it is then the caller's (to copy and remove).
    bool finish();

    QSize size() const { return m_size; }
    QString errorString() const { return m_error; }

private:
    void fail(const QString &reason);
    // ffmpeg's last words on stderr, for the message.
    QString ffmpegSaid();

    std::unique_ptr<QProcess> m_process;
    QString m_file;
    bool m_finished = false;
    QSize m_size;
    QString m_error;
};
