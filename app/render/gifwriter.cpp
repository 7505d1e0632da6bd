// SPDX-License-Identifier: MIT
#include "render/gifwriter.h"

#include <gif_lib.h>

#include <algorithm>
#include <array>
#include <limits>

namespace {

constexpr int PaletteSize = 256;
// The last index is no colour: it marks the pixels a frame leaves as they
// were (transparent), which compress to almost nothing.
constexpr int Unchanged = PaletteSize - 1;
constexpr int Colours = PaletteSize - 1;
// Colours of the samples kept exactly: the board's flat areas and marks.
constexpr int ExactColours = 128;

int distance(QRgb a, QRgb b)
{
    const int r = qRed(a) - qRed(b);
    const int g = qGreen(a) - qGreen(b);
    const int bl = qBlue(a) - qBlue(b);
    return r * r + g * g + bl * bl;
}

} // namespace

GifWriter::GifWriter(const QSize &size, const QList<QImage> &samples, Sink sink)
    : m_size(size)
    , m_sink(std::move(sink))
    , m_palette(choosePalette(samples))
{
    int error = 0;
    m_gif = EGifOpen(this, &GifWriter::writeBytes, &error);
    if (!m_gif) {
        fail(error);
        return;
    }
    EGifSetGifVersion(m_gif, true);
    ColorMapObject *map = GifMakeMapObject(PaletteSize, nullptr);
    for (int i = 0; i < PaletteSize; ++i) {
        const QRgb colour = m_palette[i];
        map->Colors[i] = { GifByteType(qRed(colour)), GifByteType(qGreen(colour)),
            GifByteType(qBlue(colour)) };
    }
    const bool described
        = EGifPutScreenDesc(m_gif, size.width(), size.height(), 8, 0, map) == GIF_OK;
    GifFreeMapObject(map); // giflib keeps its own copy
    if (!described) {
        fail(m_gif->Error);
        return;
    }
    // NETSCAPE2.0 with a loop count of 0: play for ever, as slides and web pages expect.
    static constexpr std::array<GifByteType, 11> Netscape { 'N', 'E', 'T', 'S', 'C', 'A', 'P',
        'E', '2', '.', '0' };
    static constexpr std::array<GifByteType, 3> Loop { 1, 0, 0 };
    if (EGifPutExtensionLeader(m_gif, APPLICATION_EXT_FUNC_CODE) != GIF_OK
        || EGifPutExtensionBlock(m_gif, int(Netscape.size()), Netscape.data()) != GIF_OK
        || EGifPutExtensionBlock(m_gif, int(Loop.size()), Loop.data()) != GIF_OK
        || EGifPutExtensionTrailer(m_gif) != GIF_OK) {
        fail(m_gif->Error);
    }
}

GifWriter::~GifWriter()
{
    if (m_gif) {
        EGifCloseFile(m_gif, nullptr);
    }
}

int GifWriter::writeBytes(GifFileType *gif, const unsigned char *data, int length)
{
    auto *self = static_cast<GifWriter *>(gif->UserData);
    self->m_bytes.append(reinterpret_cast<const char *>(data), length);
    constexpr qsizetype Block = qsizetype(1) << 20;
    if (self->m_sink && self->m_bytes.size() >= Block && !self->drain()) {
        return 0; // giflib then fails with a write error
    }
    return length;
}

bool GifWriter::drain()
{
    if (!m_sink || m_bytes.isEmpty()) {
        return true;
    }
    const bool taken = m_sink(m_bytes);
    m_bytes.clear();
    if (!taken) {
        m_sink = {};
        m_error = tr("the output failed");
    }
    return taken;
}

void GifWriter::fail(int giflibError)
{
    if (m_error.isEmpty()) {
        m_error = tr("the GIF encoder failed (%1)")
                      .arg(QString::fromLatin1(GifErrorString(giflibError)));
    }
}

QList<QRgb> GifWriter::choosePalette(const QList<QImage> &samples)
{
    QHash<QRgb, quint64> counts;
    for (const QImage &sample : samples) {
        const QImage image = sample.convertToFormat(QImage::Format_RGB32);
        for (int y = 0; y < image.height(); ++y) {
            const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
            for (int x = 0; x < image.width(); ++x) {
                ++counts[line[x] | 0xff000000u];
            }
        }
    }
    QList<std::pair<quint64, QRgb>> byCount;
    byCount.reserve(counts.size());
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        byCount.append({ it.value(), it.key() });
    }
    // Most frequent first; equal counts by colour, so that the palette does
    // not depend on the hash's order.
    std::sort(byCount.begin(), byCount.end(), [](const auto &a, const auto &b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    QList<QRgb> palette;
    if (byCount.size() <= Colours) {
        for (const auto &entry : std::as_const(byCount)) {
            palette.append(entry.second);
        }
    } else {
        for (int i = 0; i < ExactColours; ++i) {
            palette.append(byCount[i].second);
        }
        // The rest, weighted by how often each colour occurs, to the median cut.
        std::vector<GifByteType> red;
        std::vector<GifByteType> green;
        std::vector<GifByteType> blue;
        for (qsizetype i = ExactColours; i < byCount.size(); ++i) {
            const quint64 weight = std::min<quint64>(byCount[i].first, 64);
            for (quint64 k = 0; k < weight; ++k) {
                red.push_back(GifByteType(qRed(byCount[i].second)));
                green.push_back(GifByteType(qGreen(byCount[i].second)));
                blue.push_back(GifByteType(qBlue(byCount[i].second)));
            }
        }
        int mapSize = 128; // a power of two for the median cut: 128 + 128 > Colours
        std::vector<GifColorType> map(std::size_t(mapSize), GifColorType {});
        std::vector<GifByteType> output(red.size());
        if (GifQuantizeBuffer(unsigned(red.size()), 1, &mapSize, red.data(), green.data(),
                blue.data(), output.data(), map.data())
            == GIF_OK) {
            for (int i = 0; i < mapSize && palette.size() < Colours; ++i) {
                palette.append(qRgb(map[i].Red, map[i].Green, map[i].Blue));
            }
        }
    }
    while (palette.size() < PaletteSize) {
        palette.append(palette.isEmpty() ? qRgb(0, 0, 0) : palette.constLast());
    }
    return palette;
}

std::uint8_t GifWriter::indexOf(QRgb rgb)
{
    const auto known = m_indices.constFind(rgb);
    if (known != m_indices.cend()) {
        return *known;
    }
    int best = 0;
    int bestDistance = std::numeric_limits<int>::max();
    for (int i = 0; i < Colours && bestDistance > 0; ++i) {
        const int d = distance(rgb, m_palette[i]);
        if (d < bestDistance) {
            best = i;
            bestDistance = d;
        }
    }
    m_indices.insert(rgb, std::uint8_t(best));
    return std::uint8_t(best);
}

bool GifWriter::addFrame(const QImage &frame, int centiseconds)
{
    if (!m_error.isEmpty()) {
        return false;
    }
    if (frame.size() != m_size) {
        m_error = tr("a frame of %1 x %2 pixels in an animation of %3 x %4")
                      .arg(frame.width())
                      .arg(frame.height())
                      .arg(m_size.width())
                      .arg(m_size.height());
        return false;
    }
    const QImage image = frame.convertToFormat(QImage::Format_RGB32);
    const int width = m_size.width();
    const int height = m_size.height();
    std::vector<std::uint8_t> indices(std::size_t(width) * std::size_t(height));
    // Runs of one colour are the rule on a board: remember the last one.
    QRgb lastRgb = 0xff000000u;
    std::uint8_t lastIndex = indexOf(lastRgb);
    for (int y = 0; y < height; ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        std::uint8_t *out = indices.data() + std::size_t(y) * std::size_t(width);
        for (int x = 0; x < width; ++x) {
            const QRgb rgb = line[x] | 0xff000000u;
            if (rgb != lastRgb) {
                lastRgb = rgb;
                lastIndex = indexOf(rgb);
            }
            out[x] = lastIndex;
        }
    }

    // The rectangle that changed since the previous frame (all of the first).
    const bool first = m_previous.empty();
    int left = 0;
    int top = 0;
    int right = width - 1;
    int bottom = height - 1;
    if (!first) {
        left = width;
        top = height;
        right = -1;
        bottom = -1;
        for (int y = 0; y < height; ++y) {
            const std::size_t row = std::size_t(y) * std::size_t(width);
            if (std::equal(indices.begin() + qsizetype(row),
                    indices.begin() + qsizetype(row + width), m_previous.begin() + qsizetype(row))) {
                continue;
            }
            top = std::min(top, y);
            bottom = y;
            for (int x = 0; x < width; ++x) {
                if (indices[row + x] != m_previous[row + x]) {
                    left = std::min(left, x);
                    right = std::max(right, x);
                }
            }
        }
        if (right < 0) {
            left = top = right = bottom = 0; // unchanged: one pixel, left as it was
        }
    }

    GraphicsControlBlock control {};
    control.DisposalMode = DISPOSE_DO_NOT;
    control.UserInputFlag = false;
    control.DelayTime = std::clamp(centiseconds, 1, 65535);
    control.TransparentColor = first ? NO_TRANSPARENT_COLOR : Unchanged;
    GifByteType extension[4];
    EGifGCBToExtension(&control, extension);
    if (EGifPutExtension(m_gif, GRAPHICS_EXT_FUNC_CODE, 4, extension) != GIF_OK
        || EGifPutImageDesc(m_gif, left, top, right - left + 1, bottom - top + 1, false, nullptr)
            != GIF_OK) {
        fail(m_gif->Error);
        return false;
    }
    std::vector<GifPixelType> line(std::size_t(right - left + 1));
    for (int y = top; y <= bottom; ++y) {
        const std::size_t row = std::size_t(y) * std::size_t(width) + std::size_t(left);
        for (std::size_t x = 0; x < line.size(); ++x) {
            const std::uint8_t index = indices[row + x];
            line[x] = !first && index == m_previous[row + x] ? Unchanged : index;
        }
        if (EGifPutLine(m_gif, line.data(), int(line.size())) != GIF_OK) {
            fail(m_gif->Error);
            return false;
        }
    }
    m_previous = std::move(indices);
    ++m_frames;
    return true;
}

bool GifWriter::finish()
{
    if (!m_gif) {
        return false;
    }
    int error = 0;
    const bool closed = EGifCloseFile(m_gif, &error) == GIF_OK;
    m_gif = nullptr; // freed by EGifCloseFile, even on failure
    if (!closed && m_error.isEmpty()) {
        fail(error);
    }
    return m_error.isEmpty() && drain();
}