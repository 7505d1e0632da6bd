// SPDX-License-Identifier: MIT
#include "render/boardexporter.h"

#include "files/outputfile.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>

namespace {

// Paints one picture of `size` (in the device's units) with `paint`.
using PaintFunction = std::function<void(QPainter *, const QRectF &)>;

QString cannotWrite(const QString &path, const QString &reason)
{
    return BoardExporter::tr("cannot write '%1': %2").arg(QDir::toNativeSeparators(path), reason);
}

void setError(QString *error, const QString &message)
{
    if (error) {
        *error = message;
    }
}

bool writePng(const QString &path, const QSize &size, const QColor &background,
    const PaintFunction &paint, QString *error)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) {
        setError(error, cannotWrite(path, BoardExporter::tr("not enough memory for the image")));
        return false;
    }
    image.fill(background);
    {
        QPainter painter(&image);
        paint(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    }
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) {
        setError(error, cannotWrite(path, BoardExporter::tr("the PNG encoder failed")));
        return false;
    }
    return OutputFile::writeAll(path, buffer.data(), error);
}

bool writeSvg(const QString &path, const QSize &size, const QString &title,
    const QColor &background, const PaintFunction &paint, QString *error)
{
    // Nothing is created until the picture is complete, and a destination
    // that cannot be written is reported before the work of painting it.
    if (!OutputFile::check(path, error)) {
        return false;
    }
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    // At Qt's default of 72 dpi, text would come out a third too large.
    generator.setResolution(96);
    generator.setTitle(title);
    QPainter painter;
    if (!painter.begin(&generator)) {
        setError(error, cannotWrite(path, BoardExporter::tr("cannot start the SVG generator")));
        return false;
    }
    painter.fillRect(QRectF(QPointF(0, 0), QSizeF(size)), background);
    paint(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    painter.end();
    return OutputFile::writeAll(path, buffer.data(), error);
}

// Paints `pages` pages with paintPage(painter, pageRect, pageIndex).
bool writePdf(const QString &path, const QPageSize &pageSize, const QMarginsF &margins, int pages,
    const QString &title, const QColor &background,
    const std::function<void(QPainter *, const QRectF &, int)> &paintPage, QString *error)
{
    if (!OutputFile::check(path, error)) {
        return false;
    }
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("nqueens"));
        writer.setPageSize(pageSize);
        writer.setPageMargins(margins, QPageLayout::Point);
        QPainter painter;
        if (!painter.begin(&writer)) {
            setError(error, cannotWrite(path, BoardExporter::tr("cannot start the PDF writer")));
            return false;
        }
        const QRectF page(0, 0, writer.width(), writer.height());
        for (int i = 0; i < pages; ++i) {
            if (i > 0) {
                writer.newPage();
            }
            // The paper is white already; another background covers the whole
            // sheet, margins included (the painter's origin is inside them).
            if (background != QColor(Qt::white)) {
                const QPageLayout layout = writer.pageLayout();
                const int dpi = writer.resolution();
                painter.fillRect(QRectF(layout.fullRectPixels(dpi))
                                     .translated(-layout.paintRectPixels(dpi).topLeft()),
                    background);
            }
            paintPage(&painter, page, i);
        }
        painter.end();
    }
    return OutputFile::writeAll(path, buffer.data(), error);
}

int digitsOf(qsizetype value)
{
    int digits = 1;
    for (; value >= 10; value /= 10) {
        ++digits;
    }
    return digits;
}

// A contact sheet's number under each board, as a share of the board's
// width (with its labels): 14% of the thumbnail, read at arm's length on
// paper and from the back on a projected sheet (a slide caption's 4.5% made
// the numbers of 92 boards a few pixels high).
constexpr qreal SheetNumberShare = 0.14;

// Boards in a grid inside `rect`, numbered from firstNumber.
void paintGrid(QPainter *painter, const QRectF &rect, const QList<QList<int>> &boards,
    qsizetype first, qsizetype count, int columns, int rows, const BoardTheme &theme,
    bool coordinates)
{
    const qreal cellWidth = rect.width() / columns;
    const qreal cellHeight = rect.height() / rows;
    for (qsizetype i = 0; i < count; ++i) {
        const auto column = static_cast<int>(i % columns);
        const auto row = static_cast<int>(i / columns);
        const QRectF cell(
            rect.left() + column * cellWidth, rect.top() + row * cellHeight, cellWidth, cellHeight);
        BoardPainter::Options options;
        options.coordinates = coordinates;
        options.caption = QString::number(first + i + 1);
        options.captionShare = SheetNumberShare;
        options.theme = theme;
        options.margins = true;
        const qreal gap = std::min(cellWidth, cellHeight) * 0.06;
        BoardPainter::paint(
            painter, cell.adjusted(gap, gap, -gap, -gap), boards[first + i], options);
    }
}

void paintTitle(
    QPainter *painter, const QRectF &rect, const QString &title, const BoardTheme &theme)
{
    painter->save();
    QFont font = painter->font();
    font.setFamily(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(std::max(1, static_cast<int>(rect.height() * 0.4)));
    // A long title's type shrinks to fit the width: it is never cut.
    const qreal wide = QFontMetricsF(font).horizontalAdvance(title);
    if (wide > rect.width() * 0.96) {
        font.setPixelSize(std::max(1, static_cast<int>(font.pixelSize() * rect.width() * 0.96 / wide)));
    }
    painter->setFont(font);
    painter->setPen(theme.titleText);
    painter->drawText(rect, Qt::AlignCenter, title);
    painter->restore();
}

} // namespace

int BoardExporter::sheetPageCount(qsizetype boards)
{
    return static_cast<int>(
        std::max<qsizetype>(1, (boards + boardsPerPage() - 1) / boardsPerPage()));
}

int BoardExporter::sheetGridColumns(qsizetype boards)
{
    return std::max(1, static_cast<int>(std::ceil(std::sqrt(static_cast<double>(boards)))));
}

std::optional<BoardExporter::Format> BoardExporter::formatFromName(const QString &name)
{
    for (const Format format : { Format::Png, Format::Svg, Format::Pdf }) {
        if (name == formatName(format)) {
            return format;
        }
    }
    return std::nullopt;
}

QString BoardExporter::formatName(Format format)
{
    switch (format) {
    case Format::Png:
        return QStringLiteral("png");
    case Format::Svg:
        return QStringLiteral("svg");
    case Format::Pdf:
        return QStringLiteral("pdf");
    }
    return {};
}

QString BoardExporter::formatNames()
{
    return QStringLiteral("png, svg, pdf");
}

QPageSize::PageSizeId BoardExporter::paperFor(const QLocale &locale)
{
    return locale.measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter
                                                                   : QPageSize::A4;
}

void BoardExporter::evenCaptions(QList<Picture> &pictures)
{
    qreal share = 0;
    for (const Picture &picture : std::as_const(pictures)) {
        const qreal own = BoardPainter::captionShare(int(picture.columns.size()), picture.options);
        share = share > 0 && own > 0 ? std::min(share, own) : std::max(share, own);
    }
    int lines = 0;
    for (Picture &picture : pictures) {
        picture.options.captionShare = share;
        lines = std::max(
            lines, BoardPainter::captionLines(int(picture.columns.size()), picture.options));
    }
    for (Picture &picture : pictures) {
        picture.options.captionLines = std::max(picture.options.captionLines, lines);
    }
}

bool BoardExporter::writeBoard(const QString &path, Format format, const QList<int> &columns,
    const BoardPainter::Options &given, int pixels, QString *error)
{
    // A file is a picture of its own: an even margin all round.
    BoardPainter::Options options = given;
    options.margins = true;
    const auto n = static_cast<int>(columns.size());
    const QSize size
        = BoardPainter::sizeForWidth(std::clamp(pixels, MinPixels, MaxPixels), n, options);
    const auto paint = [&](QPainter *painter, const QRectF &rect) {
        BoardPainter::paint(painter, rect, columns, options);
    };
    switch (format) {
    case Format::Png:
        return writePng(path, size, options.theme.background, paint, error);
    case Format::Svg:
        return writeSvg(path, size, options.caption, options.theme.background, paint, error);
    case Format::Pdf: {
        // A PDF of one board is printed: the reader's paper, the board at
        // the top, the rest of the page free for notes.
        const QPageSize page(paperFor(QLocale::system()));
        return writePdf(
            path, page, QMarginsF(36, 36, 36, 36), 1, options.caption, options.theme.background,
            [&](QPainter *painter, const QRectF &rect, int) {
                const QSize fit = BoardPainter::sizeForWidth(1000, n, options);
                const qreal height
                    = std::min(rect.height(), rect.width() * fit.height() / fit.width());
                paint(painter, QRectF(rect.topLeft(), QSizeF(rect.width(), height)));
            },
            error);
    }
    }
    return false;
}

bool BoardExporter::writeSheet(const QString &path, Format format, const QList<QList<int>> &boards,
    const QString &title, int pixels, QString *error, const BoardTheme &theme, bool coordinates)
{
    if (boards.isEmpty()) {
        setError(error, cannotWrite(path, tr("there are no boards to put on the sheet")));
        return false;
    }
    if (format == Format::Pdf) {
        const int pages = sheetPageCount(boards.size());
        return writePdf(
            path, QPageSize(QPageSize::A4), QMarginsF(36, 36, 36, 36), pages, title,
            theme.background,
            [&](QPainter *painter, const QRectF &page, int index) {
                const qreal titleHeight = page.height() * 0.04;
                paintTitle(painter, QRectF(page.topLeft(), QSizeF(page.width(), titleHeight)),
                    tr("%1 (page %2 of %3)").arg(title).arg(index + 1).arg(pages), theme);
                const qsizetype first = qsizetype(index) * boardsPerPage();
                const qsizetype count = std::min<qsizetype>(boardsPerPage(), boards.size() - first);
                paintGrid(painter, page.adjusted(0, titleHeight, 0, 0), boards, first, count,
                    SheetColumns, SheetRows, theme, coordinates);
            },
            error);
    }
    const int columns = sheetGridColumns(boards.size());
    const auto rows = static_cast<int>((boards.size() + columns - 1) / columns);
    const int width = std::clamp(pixels, MinPixels, MaxPixels);
    // A cell is a board and its number: 1 wide, 1 + the number's line
    // (about 0.2) + margins high.
    const qreal cellWidth = qreal(width) / columns;
    const qreal cellHeight = cellWidth * 1.3;
    const qreal titleHeight = std::clamp(cellWidth * 0.4, width * 0.05, width * 0.1);
    const QSize size(width, static_cast<int>(std::ceil(titleHeight + rows * cellHeight)));
    const auto paint = [&](QPainter *painter, const QRectF &rect) {
        paintTitle(
            painter, QRectF(rect.topLeft(), QSizeF(rect.width(), titleHeight)), title, theme);
        paintGrid(painter, rect.adjusted(0, titleHeight, 0, 0), boards, 0, boards.size(), columns,
            rows, theme, coordinates);
    };
    if (format == Format::Svg) {
        return writeSvg(path, size, title, theme.background, paint, error);
    }
    return writePng(path, size, theme.background, paint, error);
}

QString BoardExporter::seriesFileName(
    const QString &baseName, Format format, qsizetype index, qsizetype count, int minDigits)
{
    const int digits = std::max(minDigits, digitsOf(count));
    return QStringLiteral("%1-%2.%3")
        .arg(baseName)
        .arg(index, digits, 10, QLatin1Char('0'))
        .arg(formatName(format));
}

namespace {

bool writePictures(const QString &directory, const QString &baseName,
    BoardExporter::Format format, const QList<BoardExporter::Picture> &pictures, int pixels,
    int minDigits, QString *error, QStringList *written,
    const BoardExporter::KeepGoing &keepGoing = {}, qsizetype firstNumber = 1)
{
    QDir dir(directory);
    std::error_code failure;
    if (!dir.exists()
        && !std::filesystem::create_directories(QFile::encodeName(directory).toStdString(), failure)
        && failure) {
        setError(error,
            BoardExporter::tr("cannot create the directory '%1': %2")
                .arg(QDir::toNativeSeparators(directory),
                    QString::fromLocal8Bit(failure.message().c_str())));
        return false;
    }
    if (!QFileInfo(directory).isDir()) {
        setError(error,
            BoardExporter::tr("cannot write into '%1': it is not a directory")
                .arg(QDir::toNativeSeparators(directory)));
        return false;
    }
    for (qsizetype i = 0; i < pictures.size() && (!keepGoing || keepGoing()); ++i) {
        const QString path = dir.filePath(BoardExporter::seriesFileName(
            baseName, format, firstNumber + i, firstNumber + pictures.size() - 1, minDigits));
        if (!BoardExporter::writeBoard(
                path, format, pictures[i].columns, pictures[i].options, pixels, error)) {
            return false;
        }
        if (written) {
            written->append(path);
        }
    }
    return true;
}

} // namespace

bool BoardExporter::writeSeries(const QString &directory, const QString &baseName, Format format,
    const QList<QList<int>> &boards, const BoardPainter::Options &options, int pixels,
    int minDigits, QString *error, QStringList *written, const KeepGoing &keepGoing)
{
    QList<Picture> pictures;
    for (qsizetype i = 0; i < boards.size(); ++i) {
        Picture picture { boards[i], options };
        if (options.caption.contains(QLatin1String("%1"))) {
            picture.options.caption = options.caption.arg(i + 1);
        }
        pictures.append(picture);
    }
    return writePictures(
        directory, baseName, format, pictures, pixels, minDigits, error, written, keepGoing);
}

bool BoardExporter::writeFrames(const QString &directory, const QList<QList<int>> &frames,
    const BoardPainter::Options &options, int pixels, QString *error, QStringList *written)
{
    return writeSeries(directory, QStringLiteral("frame"), Format::Png, frames, options, pixels, 4,
        error, written);
}

bool BoardExporter::writeFrames(const QString &directory, QList<Picture> frames,
    quint64 firstStep, int pixels, QString *error, QStringList *written)
{
    evenCaptions(frames);
    return writePictures(directory, QStringLiteral("frame"), Format::Png, frames, pixels, 4,
        error, written, {}, qsizetype(firstStep));
}
