// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QHash>
#include <QImage>
#include <QList>
#include <QRgb>
#include <QSize>
#include <QString>

#include <cstdint>
#include <functional>
#include <vector>

struct GifFileType;

/*
 * Writes an animated GIF into memory with giflib: frames of one size, each
 * shown for its own delay, looping for ever. One palette for the whole
 * animation (the GIF's global colour table), chosen before the first frame
 * from sample pictures, so that a colour never changes its index between
 * frames and nothing flickers. The colours of the samples' large areas
 * (squares, background, labels, marks: the 128 most frequent) are kept
 * exactly; giflib's median-cut quantiser chooses the rest for the
 * anti-aliased edges, and every pixel is drawn in its nearest palette colour
 * (no dithering: flat board colours stay flat).
 *
 * Each frame after the first stores only the rectangle that changed since
 * the previous one (disposal "do not dispose"), and inside it the pixels
 * that stayed are transparent (palette index 255, never a colour): a step
 * changes a few squares and the caption. A frame equal to the previous one
 * still counts as a frame (a one-pixel rectangle), so that the frame count
 * is the count asked for.
 *
 * Usage: construct, addFrame() for each frame, then finish(). Without a
 * sink the file is kept in memory (bytes()); with one, its bytes go to the
 * sink in blocks of about a megabyte as they are made, so memory stays flat
 * however long the animation. After a failure (errorString() not empty)
 * further calls do nothing.
 */
class GifWriter
{
    Q_DECLARE_TR_FUNCTIONS(GifWriter)

public:
    // Frames are `size` pixels; `samples` (any size, any format; at least
    // one) are the pictures the palette is chosen from: give frames that
    // show every kind of mark the animation has.
    // Takes the next bytes of the file; false when they could not be
    // written (the writer then fails with "the output failed": the sink's
    // owner knows why).
    using Sink = std::function<bool(QByteArrayView bytes)>;

    GifWriter(const QSize &size, const QList<QImage> &samples, Sink sink = {});
    ~GifWriter();
    GifWriter(const GifWriter &) = delete;
    GifWriter &operator=(const GifWriter &) = delete;

    // Appends `image` (size() pixels; alpha ignored), shown for
    // `centiseconds` (1..65535; browsers show anything under 2 as 10).
    // False on failure (a wrong size, giflib's error).
    bool addFrame(const QImage &image, int centiseconds);
    // Ends the file (and hands the sink its last bytes). False on failure.
    bool finish();
    // Without a sink, after finish(): the whole file.
    const QByteArray &bytes() const { return m_bytes; }

    QSize size() const { return m_size; }
    int frameCount() const { return m_frames; }
    // The global colour table, 256 entries; the last is not used as a colour.
    const QList<QRgb> &palette() const { return m_palette; }
    // The failure, translated; empty while all is well.
    QString errorString() const { return m_error; }

    // The palette chosen from `samples` as described above (256 entries).
    static QList<QRgb> choosePalette(const QList<QImage> &samples);

private:
    static int writeBytes(GifFileType *gif, const unsigned char *data, int length);
    // Hands what is buffered to the sink (if any); false when it failed.
    bool drain();
    void fail(int giflibError);
    std::uint8_t indexOf(QRgb rgb);

    QSize m_size;
    GifFileType *m_gif = nullptr;
    Sink m_sink;
    QByteArray m_bytes; // the file, or with a sink the bytes not handed on yet
    QList<QRgb> m_palette;
    QHash<QRgb, std::uint8_t> m_indices; // colour -> nearest palette index, as met
    std::vector<std::uint8_t> m_previous; // the last frame's indices, row by row
    int m_frames = 0;
    QString m_error;
};
