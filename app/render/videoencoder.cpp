// SPDX-License-Identifier: MIT
#include "render/videoencoder.h"

#include <QFile>
#include <QStandardPaths>

#include <cstring>

#include <fcntl.h>
#include <unistd.h>

namespace {

// How far ahead of ffmpeg the frames may run: a few frames in the pipe.
constexpr qint64 MaxPending = 8 * 1024 * 1024;
// The pipe to ffmpeg, if the system lets it be this big (Linux' default
// /proc/sys/fs/pipe-max-size).
constexpr int PipeBytes = 1024 * 1024;
constexpr int StartMs = 10000;
constexpr int WriteMs = 60000;
constexpr int FinishMs = 300000;

} // namespace

VideoEncoder::VideoEncoder() = default;

VideoEncoder::~VideoEncoder()
{
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_process->kill();
        m_process->waitForFinished(StartMs);
    }
    if (!m_finished && !m_file.isEmpty()) {
        QFile::remove(m_file);
    }
}

QString VideoEncoder::program()
{
    return QStandardPaths::findExecutable(QStringLiteral("ffmpeg"));
}

QString VideoEncoder::installHint()
{
    return tr("MP4 and WebM need the ffmpeg program, which is not installed. Install it with "
              "'apt install ffmpeg' (Debian, Ubuntu), or export a GIF.");
}

void VideoEncoder::fail(const QString &reason)
{
    if (m_error.isEmpty()) {
        m_error = reason;
    }
}

QString VideoEncoder::ffmpegSaid()
{
    if (m_process->state() == QProcess::NotRunning && m_process->exitStatus() == QProcess::CrashExit) {
        return tr("ffmpeg was stopped by a signal");
    }
    const QString said = QString::fromLocal8Bit(m_process->readAllStandardError()).trimmed();
    const QString last = said.section(QLatin1Char('\n'), -1).trimmed();
    return last.isEmpty() ? tr("ffmpeg stopped (exit code %1)").arg(m_process->exitCode())
                          : tr("ffmpeg: %1").arg(last);
}

bool VideoEncoder::start(Codec codec, const QSize &size, int fps, const QString &file)
{
    const QString ffmpeg = program();
    if (ffmpeg.isEmpty()) {
        fail(installHint());
        return false;
    }
    if (size.isEmpty() || size.width() % 2 != 0 || size.height() % 2 != 0) {
        fail(tr("a video needs an even width and height, got %1 x %2")
                 .arg(size.width())
                 .arg(size.height()));
        return false;
    }
    m_size = size;
    const bool h264 = codec == Codec::H264;
    m_file = file;
    QStringList arguments { QStringLiteral("-hide_banner"), QStringLiteral("-loglevel"),
        QStringLiteral("error"), QStringLiteral("-f"), QStringLiteral("rawvideo"),
        QStringLiteral("-pix_fmt"), QStringLiteral("rgb24"), QStringLiteral("-video_size"),
        QStringLiteral("%1x%2").arg(size.width()).arg(size.height()), QStringLiteral("-framerate"),
        QString::number(fps), QStringLiteral("-i"), QStringLiteral("pipe:0") };
    if (h264) {
        // A low CRF keeps the lines and letters sharp; boards are simple
        // pictures, and the slower presets cost time for little; faststart
        // lets a browser play the file at once.
        arguments << QStringLiteral("-c:v") << QStringLiteral("libx264") << QStringLiteral("-preset")
                  << QStringLiteral("veryfast") << QStringLiteral("-crf") << QStringLiteral("20")
                  << QStringLiteral("-movflags") << QStringLiteral("+faststart")
                  << QStringLiteral("-f") << QStringLiteral("mp4");
    } else {
        // VP9 at its real-time settings: libvpx's default is minutes a film.
        arguments << QStringLiteral("-c:v") << QStringLiteral("libvpx-vp9")
                  << QStringLiteral("-deadline") << QStringLiteral("realtime")
                  << QStringLiteral("-cpu-used") << QStringLiteral("8")
                  << QStringLiteral("-row-mt") << QStringLiteral("1") << QStringLiteral("-crf")
                  << QStringLiteral("30") << QStringLiteral("-b:v") << QStringLiteral("0")
                  << QStringLiteral("-f") << QStringLiteral("webm");
    }
    arguments << QStringLiteral("-pix_fmt") << QStringLiteral("yuv420p") << QStringLiteral("-y")
              << m_file;
    m_process = std::make_unique<QProcess>();
    m_process->setStandardOutputFile(QProcess::nullDevice());
#ifdef F_SETPIPE_SZ
    // A frame is megabytes and a pipe holds 64 KB: both processes would
    // switch in and out dozens of times a frame (a third of the export's
    // time, measured). A bigger pipe (the unprivileged limit is 1 MB)
    // takes a frame in a few writes. Set in the child on its standard
    // input, the pipe's read end: a pipe's size is the pipe's, either end.
    m_process->setChildProcessModifier([] { ::fcntl(STDIN_FILENO, F_SETPIPE_SZ, PipeBytes); });
#endif
    m_process->start(ffmpeg, arguments);
    if (!m_process->waitForStarted(StartMs)) {
        fail(tr("cannot start %1: %2").arg(ffmpeg, m_process->errorString()));
        return false;
    }
    return true;
}

bool VideoEncoder::addFrame(const QImage &frame)
{
    if (!m_error.isEmpty() || !m_process) {
        return false;
    }
    if (frame.size() != m_size) {
        fail(tr("a frame of %1 x %2 pixels in a video of %3 x %4")
                 .arg(frame.width())
                 .arg(frame.height())
                 .arg(m_size.width())
                 .arg(m_size.height()));
        return false;
    }
    const QImage image = frame.convertToFormat(QImage::Format_RGB888);
    // One write a frame: QProcess hands each write to the pipe as a write
    // of its own, and a row at a time was 800 system calls a frame.
    const qsizetype rowBytes = qsizetype(m_size.width()) * 3;
    QByteArray bytes;
    if (image.bytesPerLine() == rowBytes) {
        bytes = QByteArray(reinterpret_cast<const char *>(image.constBits()),
            rowBytes * m_size.height());
    } else {
        // Rows of a QImage are padded to 4 bytes; ffmpeg's are not.
        bytes.resize(rowBytes * m_size.height());
        for (int y = 0; y < m_size.height(); ++y) {
            std::memcpy(bytes.data() + y * rowBytes, image.constScanLine(y), std::size_t(rowBytes));
        }
    }
    if (m_process->write(bytes) != bytes.size()) {
        fail(ffmpegSaid());
        return false;
    }
    while (m_process->bytesToWrite() > MaxPending) {
        if (m_process->state() == QProcess::NotRunning || !m_process->waitForBytesWritten(WriteMs)) {
            fail(ffmpegSaid());
            return false;
        }
    }
    return true;
}

bool VideoEncoder::finish()
{
    if (!m_process) {
        return false;
    }
    if (m_error.isEmpty()) {
        while (m_process->bytesToWrite() > 0 && m_process->state() == QProcess::Running) {
            if (!m_process->waitForBytesWritten(WriteMs)) {
                break;
            }
        }
        m_process->closeWriteChannel();
        if (!m_process->waitForFinished(FinishMs)) {
            m_process->kill();
            m_process->waitForFinished(StartMs);
            fail(tr("ffmpeg did not finish within %1 minutes").arg(FinishMs / 60000));
        } else if (m_process->exitStatus() != QProcess::NormalExit || m_process->exitCode() != 0) {
            fail(ffmpegSaid());
        }
    }
    m_finished = m_error.isEmpty();
    return m_finished;
}
