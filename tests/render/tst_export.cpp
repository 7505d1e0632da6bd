// SPDX-License-Identifier: MIT
// BoardPainter and BoardExporter: the files they write, read back as a user's
// viewer would.
#include "text/squarenames.h"
#include "render/boardexporter.h"
#include "render/animationwriter.h"
#include "render/boardpainter.h"
#include "support/fifo.h"
#include "support/fullfolder.h"
#include "support/withoutfileprivileges.h"

#include <QBuffer>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

using Format = BoardExporter::Format;

// The first solution of 8 queens, and a board with one empty row.
const QList<int> Eight { 0, 4, 7, 5, 2, 6, 1, 3 };

// The first board of a PNG contact sheet, read back from the file: the
// height of its number's ink, the side of its squares, and the ink left of
// the squares (the rank labels, when there are coordinates).
struct FirstThumbnail
{
    int numberHeight = 0;
    int boardSide = 0;
    int inkLeftOfBoard = 0;
};

FirstThumbnail firstThumbnail(const QImage &image, int columns, const BoardTheme &theme)
{
    const int cellWidth = image.width() / columns;
    const QRgb background = theme.background.rgb();
    const auto isSquare = [&](QRgb pixel) {
        return pixel == theme.lightSquare.rgb() || pixel == theme.darkSquare.rgb();
    };
    // The squares' bounds in the first column of cells (its first board).
    int top = -1, bottom = -1, left = cellWidth, right = -1;
    for (int y = 0; y < image.height(); ++y) {
        bool square = false;
        for (int x = 0; x < cellWidth; ++x) {
            if (isSquare(image.pixel(x, y))) {
                square = true;
                left = std::min(left, x);
                right = std::max(right, x);
            }
        }
        if (square && top < 0) {
            top = y;
        }
        if (square) {
            bottom = y;
        } else if (top >= 0) {
            break; // past the first board
        }
    }
    FirstThumbnail found;
    if (top < 0) {
        return found;
    }
    found.boardSide = right - left + 1;
    // The number: the first run of ink under the squares that is centred
    // under them (the files' labels, when drawn, come first and are spread).
    const int centre = (left + right) / 2;
    int y = bottom + 1;
    int runs = 0;
    while (y < image.height() && runs < 3) {
        while (y < image.height()) {
            bool ink = false;
            for (int x = 0; x < cellWidth && !ink; ++x) {
                ink = image.pixel(x, y) != background;
            }
            if (ink) {
                break;
            }
            ++y;
        }
        const int start = y;
        bool atCentre = false;
        for (; y < image.height(); ++y) {
            bool ink = false;
            for (int x = 0; x < cellWidth; ++x) {
                if (image.pixel(x, y) != background) {
                    ink = true;
                    atCentre = atCentre || std::abs(x - centre) < found.boardSide / 8;
                }
            }
            if (!ink) {
                break;
            }
        }
        ++runs;
        if (atCentre) {
            found.numberHeight = y - start;
            break;
        }
    }
    // (Two columns left of the first whole square are its antialiased edge.)
    for (int row = top; row <= bottom; ++row) {
        for (int x = 0; x < left - 2; ++x) {
            found.inkLeftOfBoard += image.pixel(x, row) != background ? 1 : 0;
        }
    }
    return found;
}

QList<QList<int>> boards(qsizetype count)
{
    QList<QList<int>> result;
    for (qsizetype i = 0; i < count; ++i) {
        QList<int> board = Eight;
        board[i % 8] = -1;
        result.append(board);
    }
    return result;
}

// Pages of a PDF: its page objects ("/Type /Page", not "/Type /Pages").
qsizetype pdfPageCount(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return -1;
    }
    const QString text = QString::fromLatin1(file.readAll());
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    return text.count(page);
}

int colourDistance(QRgb a, QRgb b)
{
    return std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b))
        + std::abs(qBlue(a) - qBlue(b));
}

// The ink of a picture: the smallest rectangle holding every pixel that is
// not the background colour (within antialiasing noise).
QRect inkBox(const QImage &image, QRgb background)
{
    int left = image.width();
    int top = image.height();
    int right = -1;
    int bottom = -1;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            if (colourDistance(image.pixel(x, y), background) > 24) {
                left = std::min(left, x);
                right = std::max(right, x);
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
        }
    }
    return right < 0 ? QRect() : QRect(QPoint(left, top), QPoint(right, bottom));
}

// The background's width left, above, right of and below the ink.
QList<int> marginsOf(const QImage &image, QRgb background)
{
    const QRect ink = inkBox(image, background);
    return { ink.left(), ink.top(), image.width() - 1 - ink.right(),
        image.height() - 1 - ink.bottom() };
}

// The tallest run of rows with ink from row `from` down: a line of text's height.
int tallestInkRun(const QImage &image, int from, QRgb background)
{
    int tallest = 0;
    int run = 0;
    for (int y = std::max(0, from); y < image.height(); ++y) {
        bool ink = false;
        for (int x = 0; x < image.width() && !ink; ++x) {
            ink = colourDistance(image.pixel(x, y), background) > 96;
        }
        run = ink ? run + 1 : 0;
        tallest = std::max(tallest, run);
    }
    return tallest;
}

// A PDF's first page as a poppler reader draws it at `dpi`; a null image
// when pdftoppm is missing or fails.
QImage pdfPage(const QString &pdf, int dpi)
{
    const QString pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
    if (pdftoppm.isEmpty()) {
        return {};
    }
    const QString stem = pdf + QStringLiteral("-page");
    QProcess process;
    process.start(pdftoppm,
        { QStringLiteral("-png"), QStringLiteral("-r"), QString::number(dpi),
            QStringLiteral("-singlefile"), pdf, stem });
    if (!process.waitForFinished(60000) || process.exitCode() != 0) {
        return {};
    }
    return QImage(stem + QStringLiteral(".png"));
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// The 8x8 board, or a sheet of 30 boards, 1200 pixels wide: larger than
// the room the full-disk tests leave.
bool writeBoardOrSheet(const QString &path, Format format, bool sheet, QString *error)
{
    return sheet ? BoardExporter::writeSheet(path, format, boards(30), QStringLiteral("t"), 1200, error)
                 : BoardExporter::writeBoard(path, format, Eight, {}, 1200, error);
}

QStringList entries(const QString &directory)
{
    return QDir(directory).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
}

} // namespace

class TestExport : public QObject
{
    Q_OBJECT

private slots:
    void formatNames();
    void pngSize_data();
    void pngSize();
    void squareColours();
    void svgRendersLikePng();
    void pdfPages_data();
    void pdfPages();
    void pngSheetHoldsEveryBoard();
    void sheetNumbersGrowWithTheBoards();
    void sheetCoordinatesLabelEachBoard();
    void unwritableDestination_data();
    void unwritableDestination();
    void frames();
    void bigBoardStaysSmall_data();
    void bigBoardStaysSmall();
    void readOnlyFileSystem();
    void directoryInTheWay();
    void fullDiskKeepsTheOldFile_data();
    void fullDiskKeepsTheOldFile();
    void realFullDiskSaysSo_data();
    void realFullDiskSaysSo();
    void animationWorkIsBounded_data();
    void animationWorkIsBounded();
    void gifStreamsIntoAPipe();
    void gifCaptionsKeepOneTypeSize();
    void paperOfTheLocale();
    void animationOnAFullDiskKeepsTheOldFile_data();
    void animationOnAFullDiskKeepsTheOldFile();
    void videoScratchFileLiesBesideTheDestination();
    void marginsAreEven_data();
    void marginsAreEven();
    void captionIsNeverCut_data();
    void captionIsNeverCut();
    void captionDoesNotMoveTheBoard_data();
    void captionDoesNotMoveTheBoard();
};

void TestExport::formatNames()
{
    QCOMPARE(BoardExporter::formatFromName(QStringLiteral("png")), Format::Png);
    QCOMPARE(BoardExporter::formatFromName(QStringLiteral("svg")), Format::Svg);
    QCOMPARE(BoardExporter::formatFromName(QStringLiteral("pdf")), Format::Pdf);
    QVERIFY(!BoardExporter::formatFromName(QStringLiteral("PNG")));
    QVERIFY(!BoardExporter::formatFromName(QStringLiteral("jpg")));
    QCOMPARE(text::squareName(8, 7, 0), QStringLiteral("a1"));
    QCOMPARE(text::squareName(30, 0, 27), QStringLiteral("ab30"));
}

void TestExport::pngSize_data()
{
    QTest::addColumn<int>("pixels");
    QTest::addColumn<bool>("coordinates");
    QTest::addColumn<QString>("caption");
    QTest::addColumn<bool>("square"); // else taller than wide
    // The squares and an even margin: a square picture.
    QTest::newRow("plain 16") << 16 << false << QString() << true;
    QTest::newRow("plain 800") << 800 << false << QString() << true;
    QTest::newRow("coordinates 850") << 850 << true << QString() << false;
    // A caption adds its lines below.
    QTest::newRow("caption 850") << 850 << true << QStringLiteral("8 queens") << false;
    QTest::newRow("caption only 800") << 800 << false << QStringLiteral("x") << false;
}

void TestExport::pngSize()
{
    QFETCH(int, pixels);
    QFETCH(bool, coordinates);
    QFETCH(QString, caption);
    QFETCH(bool, square);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    BoardPainter::Options options;
    options.coordinates = coordinates;
    options.caption = caption;
    options.margins = true; // as every file has them
    const QString path = dir.filePath(QStringLiteral("board.png"));
    QString error;
    QVERIFY2(BoardExporter::writeBoard(path, Format::Png, Eight, options, pixels, &error),
        qPrintable(error));
    const QImage image(path);
    QCOMPARE(image.width(), pixels);
    QCOMPARE(image.size(), BoardPainter::sizeForWidth(pixels, 8, options));
    if (square) {
        QCOMPARE(image.height(), pixels);
    } else {
        QVERIFY(image.height() > pixels);
    }
    // The board fills the picture but for the labels, the caption and the margins.
    const QRectF board = BoardPainter::boardRect(QRectF(image.rect()), 8, options);
    QVERIFY(board.width() > pixels * (coordinates ? 0.8 : 0.85));
    QCOMPARE(entries(dir.path()), QStringList { QStringLiteral("board.png") });
}

void TestExport::squareColours()
{
    // Empty 4x4 board, no labels: a1 (bottom left) dark, b1 light, a2 light.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("empty.png"));
    BoardPainter::Options options;
    options.coordinates = false;
    QString error;
    QVERIFY2(BoardExporter::writeBoard(path, Format::Png, { -1, -1, -1, -1 }, options, 400, &error),
        qPrintable(error));
    const QImage image(path);
    const QRgb dark = qRgb(0xb5, 0x88, 0x63);
    const QRgb light = qRgb(0xf0, 0xd9, 0xb5);
    QCOMPARE(image.pixel(50, 350) & 0xffffff, dark & 0xffffff); // a1
    QCOMPARE(image.pixel(150, 350) & 0xffffff, light & 0xffffff); // b1
    QCOMPARE(image.pixel(50, 250) & 0xffffff, light & 0xffffff); // a2
    QCOMPARE(image.pixel(350, 50) & 0xffffff, dark & 0xffffff); // d4
}

void TestExport::svgRendersLikePng()
{
    QTemporaryDir dir;
    BoardPainter::Options options;
    options.caption = QStringLiteral("8 queens, solution 1");
    options.rejection = { 2, 1, 1, 4 };
    options.margins = true; // as every file has them
    const QString png = dir.filePath(QStringLiteral("board.png"));
    const QString svg = dir.filePath(QStringLiteral("board.svg"));
    QString error;
    QVERIFY2(BoardExporter::writeBoard(png, Format::Png, Eight, options, 680, &error),
        qPrintable(error));
    QVERIFY2(BoardExporter::writeBoard(svg, Format::Svg, Eight, options, 680, &error),
        qPrintable(error));

    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    const QImage reference(png);
    // The view box is in pixels; width and height are in mm at 96 dpi.
    QCOMPARE(renderer.viewBoxF(), QRectF(QPointF(0, 0), QSizeF(reference.size())));
    QImage rendered(reference.size(), QImage::Format_ARGB32_Premultiplied);
    rendered.fill(Qt::white);
    {
        QPainter painter(&rendered);
        renderer.render(&painter, QRectF(QPointF(0, 0), QSizeF(reference.size())));
    }

    // Every square's centre and a point near its corner (the colour of the
    // square, or of the queen or overlay on it) agree, within antialiasing.
    const QRectF board
        = BoardPainter::boardRect(QRectF(QPointF(0, 0), QSizeF(reference.size())), 8, options);
    const qreal s = board.width() / 8;
    int differing = 0;
    for (int row = 0; row < 8; ++row) {
        for (int col = 0; col < 8; ++col) {
            for (const QPointF offset : { QPointF(0.5, 0.5), QPointF(0.15, 0.15) }) {
                const QPoint p
                    = (board.topLeft() + QPointF(col + offset.x(), row + offset.y()) * s).toPoint();
                if (colourDistance(reference.pixel(p), rendered.pixel(p)) > 30) {
                    ++differing;
                }
            }
        }
    }
    QVERIFY2(differing == 0, qPrintable(QString::number(differing)));

    // The text keeps its size at 96 dpi: the caption's ink spans about the
    // same rows in both pictures.
    const auto inkRows = [&](const QImage &image) {
        int rows = 0;
        for (int y = int(board.bottom() + s * 0.5); y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                if (qGray(image.pixel(x, y)) < 128) {
                    ++rows;
                    break;
                }
            }
        }
        return rows;
    };
    const int referenceRows = inkRows(reference);
    QVERIFY(referenceRows > 5);
    QVERIFY2(std::abs(inkRows(rendered) - referenceRows) <= 3,
        qPrintable(QStringLiteral("%1 vs %2").arg(inkRows(rendered)).arg(referenceRows)));
}

void TestExport::pdfPages_data()
{
    QTest::addColumn<int>("boards");
    QTest::addColumn<int>("pages");
    QTest::newRow("single board") << 0 << 1;
    QTest::newRow("sheet of 1") << 1 << 1;
    QTest::newRow("sheet of 12") << 12 << 1;
    QTest::newRow("sheet of 13") << 13 << 2;
    QTest::newRow("sheet of 92") << 92 << 8;
}

void TestExport::pdfPages()
{
    QFETCH(int, boards);
    QFETCH(int, pages);

    QCOMPARE(BoardExporter::boardsPerPage(), 12);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.pdf"));
    QString error;
    if (boards == 0) {
        QVERIFY2(BoardExporter::writeBoard(path, Format::Pdf, Eight, {}, 800, &error),
            qPrintable(error));
    } else {
        QCOMPARE(BoardExporter::sheetPageCount(boards), pages);
        QVERIFY2(BoardExporter::writeSheet(
                     path, Format::Pdf, ::boards(boards), QStringLiteral("Sheet"), 800, &error),
            qPrintable(error));
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(5) == "%PDF-");
    QCOMPARE(pdfPageCount(path), pages);
    QCOMPARE(entries(dir.path()), QStringList { QStringLiteral("out.pdf") });
}

void TestExport::sheetNumbersGrowWithTheBoards()
{
    // Decoded from the PNG written: each number is at least about 12% of its
    // board's side in type (its digits' ink about 8%), and grows with it.
    QTemporaryDir dir;
    QString error;
    const BoardTheme theme = BoardTheme::classic();
    int previous = 0;
    for (const int pixels : { 900, 1800 }) {
        const QString path = dir.filePath(QStringLiteral("sheet-%1.png").arg(pixels));
        QVERIFY2(BoardExporter::writeSheet(
                     path, Format::Png, boards(9), QStringLiteral("Nine"), pixels, &error, theme),
            qPrintable(error));
        QImage image;
        QVERIFY(image.load(path));
        const FirstThumbnail first = firstThumbnail(image, 3, theme);
        QVERIFY(first.boardSide > 0);
        QVERIFY2(first.numberHeight >= 0.08 * first.boardSide,
            qPrintable(QStringLiteral("%1 px: the number is %2 px high under a %3 px board")
                           .arg(pixels)
                           .arg(first.numberHeight)
                           .arg(first.boardSide)));
        QVERIFY(first.numberHeight > previous * 1.5);
        previous = first.numberHeight;
        QCOMPARE(first.inkLeftOfBoard, 0); // no coordinates unless asked
    }
}

void TestExport::sheetCoordinatesLabelEachBoard()
{
    QTemporaryDir dir;
    QString error;
    const BoardTheme theme = BoardTheme::classic();
    const QString bare = dir.filePath(QStringLiteral("bare.png"));
    const QString labelled = dir.filePath(QStringLiteral("labelled.png"));
    QVERIFY2(BoardExporter::writeSheet(
                 bare, Format::Png, boards(4), QStringLiteral("Four"), 1200, &error, theme, false),
        qPrintable(error));
    QVERIFY2(BoardExporter::writeSheet(labelled, Format::Png, boards(4), QStringLiteral("Four"),
                 1200, &error, theme, true),
        qPrintable(error));
    QImage without;
    QImage with;
    QVERIFY(without.load(bare));
    QVERIFY(with.load(labelled));
    const FirstThumbnail plain = firstThumbnail(without, 2, theme);
    const FirstThumbnail ranks = firstThumbnail(with, 2, theme);
    QCOMPARE(plain.inkLeftOfBoard, 0);
    QVERIFY2(ranks.inkLeftOfBoard > 30, qPrintable(QString::number(ranks.inkLeftOfBoard)));
    // The number stays readable beside the labels.
    QVERIFY(ranks.numberHeight >= 0.08 * ranks.boardSide);
}

void TestExport::pngSheetHoldsEveryBoard()
{
    // An SVG sheet carries its numbers as text: 1..k, each once, and no more.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sheet.svg"));
    QString error;
    QVERIFY2(BoardExporter::writeSheet(
                 path, Format::Svg, boards(14), QStringLiteral("Fourteen"), 600, &error),
        qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(file.readAll());
    static const QRegularExpression number(QStringLiteral(">\\s*(\\d+)\\s*</text>"));
    QList<int> numbers;
    for (const QRegularExpressionMatch &match : number.globalMatch(svg)) {
        numbers.append(match.captured(1).toInt());
    }
    QList<int> expected;
    for (int i = 1; i <= 14; ++i) {
        expected.append(i);
    }
    QCOMPARE(numbers, expected);
    QVERIFY(svg.contains(QLatin1String("Fourteen")));

    // And the PNG sheet is one image of the asked width, a 4-column grid.
    QCOMPARE(BoardExporter::sheetGridColumns(14), 4);
    QCOMPARE(BoardExporter::sheetGridColumns(92), 10);
    const QString png = dir.filePath(QStringLiteral("sheet.png"));
    QVERIFY2(BoardExporter::writeSheet(
                 png, Format::Png, boards(14), QStringLiteral("Fourteen"), 600, &error),
        qPrintable(error));
    const QImage image(png);
    QCOMPARE(image.width(), 600);
    QVERIFY(image.height() > 600);
}

void TestExport::unwritableDestination_data()
{
    QTest::addColumn<QString>("where"); // read-only, missing, file
    QTest::addColumn<int>("format");
    QTest::addColumn<bool>("sheet");
    for (const char *where : { "read-only", "missing", "under-a-file" }) {
        for (const Format format : { Format::Png, Format::Svg, Format::Pdf }) {
            for (const bool sheet : { false, true }) {
                const QByteArray name = QByteArray(where) + ' '
                    + BoardExporter::formatName(format).toLatin1() + (sheet ? " sheet" : "");
                QTest::newRow(name.constData())
                    << QString::fromLatin1(where) << int(format) << sheet;
            }
        }
    }
}

void TestExport::unwritableDestination()
{
    QFETCH(QString, where);
    QFETCH(int, format);
    QFETCH(bool, sheet);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString parent;
    if (where == QLatin1String("read-only")) {
        parent = dir.filePath(QStringLiteral("locked"));
        QVERIFY(QDir().mkdir(parent));
        QVERIFY(QFile::setPermissions(parent,
            QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup
                | QFile::ReadOther | QFile::ExeOther));
    } else if (where == QLatin1String("missing")) {
        parent = dir.filePath(QStringLiteral("missing"));
    } else {
        parent = dir.filePath(QStringLiteral("plain-file"));
        QFile file(parent);
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    const QString path
        = parent + QStringLiteral("/out.") + BoardExporter::formatName(Format(format));
    QString error;
    bool written = false;
    {
        // As root too (CI's user): the folder's permissions hold for this thread.
        const WithoutFilePrivileges asAnyUser;
        QVERIFY(asAnyUser.isValid());
        if (where == QLatin1String("read-only")) {
            QFile probe(parent + QStringLiteral("/probe"));
            QVERIFY2(!probe.open(QIODevice::WriteOnly), "the read-only folder could be written");
        }
        written = sheet
            ? BoardExporter::writeSheet(
                path, Format(format), boards(3), QStringLiteral("t"), 200, &error)
            : BoardExporter::writeBoard(path, Format(format), Eight, {}, 200, &error);
    }
    QVERIFY(!written);
    QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
    QVERIFY2(error.startsWith(QLatin1String("cannot write")), qPrintable(error));
    QVERIFY(!QFileInfo::exists(path));
    if (where == QLatin1String("read-only")) {
        QVERIFY(entries(parent).isEmpty());
        QFile::setPermissions(parent, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    // No temporary file left next to it either.
    const QStringList left = entries(dir.path());
    QVERIFY2(left.size() <= 1, qPrintable(left.join(QLatin1Char(' '))));
}

void TestExport::frames()
{
    QTemporaryDir dir;
    const QString directory = dir.filePath(QStringLiteral("new/frames"));
    QString error;
    QStringList written;
    BoardPainter::Options options;
    options.caption = QStringLiteral("step %1");
    QVERIFY2(BoardExporter::writeFrames(directory, boards(3), options, 120, &error, &written),
        qPrintable(error));
    const QStringList names { QStringLiteral("frame-0001.png"), QStringLiteral("frame-0002.png"),
        QStringLiteral("frame-0003.png") };
    QCOMPARE(entries(directory), names);
    QCOMPARE(written.size(), 3);
    for (qsizetype i = 0; i < names.size(); ++i) {
        QCOMPARE(written[i], QDir(directory).filePath(names[i]));
        QCOMPARE(QImage(written[i]).width(), 120);
    }
    QCOMPARE(BoardExporter::seriesFileName(QStringLiteral("q"), Format::Svg, 7, 92, 1),
        QStringLiteral("q-07.svg"));

    // A directory that cannot be made: the error names it, nothing is written.
    QFile file(dir.filePath(QStringLiteral("blocker")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    const QString blocked = dir.filePath(QStringLiteral("blocker/frames"));
    QVERIFY(!BoardExporter::writeFrames(blocked, boards(2), {}, 100, &error));
    QVERIFY2(error.contains(blocked), qPrintable(error));
}

// /proc refuses new files even to root: a read-only place every machine has.
void TestExport::readOnlyFileSystem()
{
    for (const Format format : { Format::Png, Format::Svg, Format::Pdf }) {
        const QString path
            = QStringLiteral("/proc/nqueens-board.") + BoardExporter::formatName(format);
        QString error;
        QVERIFY(!BoardExporter::writeBoard(path, format, Eight, {}, 200, &error));
        QVERIFY2(error.startsWith(QLatin1String("cannot write")), qPrintable(error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY(!QFileInfo::exists(path));
    }
}

void TestExport::directoryInTheWay()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("board.png"));
    QVERIFY(QDir().mkdir(path));
    QString error;
    QVERIFY(!BoardExporter::writeBoard(path, Format::Png, Eight, {}, 200, &error));
    QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
    QVERIFY(QFileInfo(path).isDir()); // untouched
}

void TestExport::fullDiskKeepsTheOldFile_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<bool>("sheet");
    for (const Format format : { Format::Png, Format::Svg, Format::Pdf }) {
        for (const bool sheet : { false, true }) {
            QTest::addRow(
                "%s%s", qPrintable(BoardExporter::formatName(format)), sheet ? " sheet" : "")
                << int(format) << sheet;
        }
    }
}

// A full disk, simulated with a file size limit: the write fails part way
// (EFBIG instead of ENOSPC, the same path through QSaveFile), the error says
// so, and the file that was there before is still there, byte for byte.
void TestExport::fullDiskKeepsTheOldFile()
{
    QFETCH(int, format);
    QFETCH(bool, sheet);
    QTemporaryDir dir;
    const QString path
        = dir.filePath(QStringLiteral("board.") + BoardExporter::formatName(Format(format)));
    const QByteArray old = "the export of last week";
    QVERIFY(writeBytes(path, old));
    rlimit saved {};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &saved), 0);
    const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
    rlimit small = saved;
    small.rlim_cur = 2048; // bytes: every picture here is larger
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
    QString error;
    const bool written = writeBoardOrSheet(path, Format(format), sheet, &error);
    setrlimit(RLIMIT_FSIZE, &saved);
    std::signal(SIGXFSZ, previousHandler);
    QVERIFY(!written);
    QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), old);
    // No temporary file left beside it.
    QCOMPARE(entries(dir.path()), QStringList { QFileInfo(path).fileName() });
}

void TestExport::realFullDiskSaysSo_data()
{
    fullDiskKeepsTheOldFile_data();
}

// The same on a real full file system where the machine lets the test
// mount one: the reason is the disk, never the encoder.
void TestExport::realFullDiskSaysSo()
{
    QFETCH(int, format);
    QFETCH(bool, sheet);
    FullFolder full;
    QVERIFY(full.isValid());
    const QString path
        = full.filePath(QStringLiteral("board.") + BoardExporter::formatName(Format(format)));
    const QByteArray old = "the export of last week";
    QVERIFY(writeBytes(path, old));
    full.fill();
    QString error;
    const bool written = writeBoardOrSheet(path, Format(format), sheet, &error);
    full.unfill();
    QVERIFY(!written);
    QVERIFY2(error.contains(full.expectedReason()), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), old);
    QStringList left = entries(full.path());
    left.removeAll(QStringLiteral("filler"));
    QCOMPARE(left, QStringList { QFileInfo(path).fileName() });
}

void TestExport::animationWorkIsBounded_data()
{
    QTest::addColumn<int>("frames");
    QTest::addColumn<int>("pixels");
    QTest::addColumn<int>("fps");
    QTest::addColumn<int>("hold");
    QTest::addColumn<bool>("solutions");
    QTest::addColumn<QString>("problem"); // empty: within the bounds
    QTest::newRow("20000 frames at 8192 pixels")
        << 19999 << 8192 << 50 << 0 << false << QStringLiteral("choose fewer steps or fewer pixels");
    QTest::newRow("a minute's hold on 92 solutions at 50 fps")
        << 92 << 480 << 50 << 60 << true << QStringLiteral("would last");
    QTest::newRow("20000 frames at 4 fps")
        << 19999 << 480 << 4 << 0 << false << QStringLiteral("would last 84 minutes");
    QTest::newRow("2000 frames at 720 pixels") << 2000 << 720 << 4 << 0 << false << QString();
    QTest::newRow("100 frames at 8192 pixels") << 100 << 8192 << 25 << 0 << false << QString();
}

// The work of an animation (frames encoded times pixels, and its running
// time) has a bound, stated before any frame is painted: 20,000 frames of
// 8192 pixels grew to gigabytes with no file after minutes.
void TestExport::animationWorkIsBounded()
{
    QFETCH(int, frames);
    QFETCH(int, pixels);
    QFETCH(int, fps);
    QFETCH(int, hold);
    QFETCH(bool, solutions);
    QFETCH(QString, problem);
    QList<BoardExporter::Picture> pictures(frames);
    for (BoardExporter::Picture &picture : pictures) {
        picture.columns = Eight;
        picture.options.solutionMarked = solutions;
    }
    AnimationWriter::Settings settings;
    settings.pixels = pixels;
    settings.fps = fps;
    settings.holdOnSolution = hold;
    settings.format = AnimationWriter::Format::Mp4;
    const QString found = AnimationWriter::boundProblem(pictures, settings);
    if (problem.isEmpty()) {
        QVERIFY2(found.isEmpty(), qPrintable(found));
        return;
    }
    QVERIFY2(found.contains(problem), qPrintable(found));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("film.mp4"));
    QString error;
    qsizetype painted = 0; // frames reported done: none, refused before the work
    QVERIFY(!AnimationWriter::write(path, pictures, settings, &error, [&](qsizetype done, qsizetype) {
        painted = done;
        return true;
    }));
    QVERIFY2(error.contains(problem), qPrintable(error));
    QCOMPARE(painted, qsizetype(0));
    QVERIFY(entries(dir.path()).isEmpty());
}

// Issue 27, item 11: a GIF's captions are set in one type size, the
// largest that fits every frame: a short caption is not larger than a long
// one that had to shrink (read back by Qt's GIF decoder).
void TestExport::gifCaptionsKeepOneTypeSize()
{
    QList<BoardExporter::Picture> pictures;
    for (const int words : { 2, 80, 2 }) {
        BoardExporter::Picture picture;
        picture.columns = Eight;
        picture.options.coordinates = false;
        QStringList caption;
        for (int i = 0; i < words; ++i) {
            caption << QStringLiteral("Hh");
        }
        picture.options.caption = caption.join(QLatin1Char(' '));
        pictures.append(picture);
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("captions.gif"));
    QString error;
    AnimationWriter::Settings settings;
    settings.pixels = 400;
    QVERIFY2(AnimationWriter::write(path, pictures, settings, &error), qPrintable(error));
    QImageReader reader(path, "gif");
    QCOMPARE(reader.imageCount(), 3);
    QList<int> heights;
    for (int i = 0; i < 3; ++i) {
        const QImage frame = reader.read().convertToFormat(QImage::Format_RGB32);
        QVERIFY(!frame.isNull());
        // Below the board (about as tall as the picture is wide): the caption's lines.
        heights.append(tallestInkRun(frame, frame.width() - 8,
            pictures[i].options.theme.background.rgb()));
    }
    QVERIFY2(heights[0] <= heights[1] + 1 && heights[2] <= heights[1] + 1,
        qPrintable(QStringLiteral("caption heights %1, %2, %3")
                       .arg(heights[0])
                       .arg(heights[1])
                       .arg(heights[2])));
    QVERIFY(heights[1] > 2);
}

void TestExport::paperOfTheLocale()
{
    QCOMPARE(BoardExporter::paperFor(QLocale(QLocale::English, QLocale::UnitedStates)),
        QPageSize::Letter);
    QCOMPARE(BoardExporter::paperFor(QLocale(QLocale::German, QLocale::Germany)), QPageSize::A4);
    QCOMPARE(BoardExporter::paperFor(QLocale(QLocale::English, QLocale::UnitedKingdom)),
        QPageSize::A4);
    QCOMPARE(BoardExporter::paperFor(QLocale::c()), QPageSize::A4);
    // A single board's PDF is that paper: pdfinfo reads its page size.
    if (QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty()) {
        QSKIP("pdfinfo (poppler-utils) is needed to read the PDF back");
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("board.pdf"));
    QString error;
    BoardPainter::Options options;
    options.caption = QStringLiteral("4 queens");
    QVERIFY2(BoardExporter::writeBoard(path, Format::Pdf, QList<int>(4, -1), options, 800, &error),
        qPrintable(error));
    QProcess pdfinfo;
    pdfinfo.start(QStringLiteral("pdfinfo"), { path });
    QVERIFY(pdfinfo.waitForFinished(60000));
    const QString info = QString::fromUtf8(pdfinfo.readAllStandardOutput());
    const bool letter = BoardExporter::paperFor(QLocale::system()) == QPageSize::Letter;
    QVERIFY2(info.contains(letter ? QLatin1String("612 x 792 pts")
                                  : QLatin1String("595 x 842 pts (A4)")),
        qPrintable(info));
}

// A GIF goes to a FIFO as it is made, whole: a reader waiting at the other
// end gets a GIF of every frame, and the FIFO stays a FIFO.
void TestExport::gifStreamsIntoAPipe()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    // Open before the writer (else ENXIO: "no program is reading"); it
    // reads as the GIF is made, to the writer's close.
    nqtest::FifoReader reader(fifo);
    QVERIFY(reader.isOpen());
    QList<BoardExporter::Picture> pictures;
    for (int i = 0; i < 40; ++i) {
        BoardExporter::Picture picture;
        picture.columns = Eight.mid(0, i % 8 + 1);
        picture.columns.resize(8, -1);
        pictures.append(picture);
    }
    AnimationWriter::Settings settings;
    settings.pixels = 240;
    QString error;
    QVERIFY2(AnimationWriter::write(fifo, pictures, settings, &error), qPrintable(error));
    QByteArray bytes = reader.join();
    QVERIFY(reader.reachedEnd());
    QBuffer buffer(&bytes);
    QImageReader gif(&buffer, "gif");
    QCOMPARE(gif.imageCount(), 40);
    QVERIFY(!gif.read().isNull());
    struct stat status { };
    QCOMPARE(::lstat(QFile::encodeName(fifo).constData(), &status), 0);
    QVERIFY(S_ISFIFO(status.st_mode));
}

void TestExport::animationOnAFullDiskKeepsTheOldFile_data()
{
    QTest::addColumn<int>("format");
    QTest::newRow("gif") << int(AnimationWriter::Format::Gif);
    QTest::newRow("mp4") << int(AnimationWriter::Format::Mp4);
}

// An animation that does not fit on the disk keeps the old file and says
// so (for video too, where ffmpeg says it in its own words).
void TestExport::animationOnAFullDiskKeepsTheOldFile()
{
    QFETCH(int, format);
    const auto kind = AnimationWriter::Format(format);
    if (!AnimationWriter::isAvailable(kind)) {
        QSKIP("ffmpeg is not installed");
    }
    FullFolder full;
    QVERIFY(full.isValid());
    const QString name = QStringLiteral("film.") + AnimationWriter::formatName(kind);
    const QString path = full.filePath(name);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("last week's film");
    }
    QList<BoardExporter::Picture> pictures(400);
    for (qsizetype i = 0; i < pictures.size(); ++i) {
        pictures[i].columns = QList<int>(8, -1);
        pictures[i].columns[i % 8] = int(i / 8) % 8;
        pictures[i].options.caption = QStringLiteral("step %1").arg(i);
    }
    AnimationWriter::Settings settings;
    settings.format = kind;
    settings.pixels = 1200;
    full.fill();
    QString error;
    const bool written = AnimationWriter::write(path, pictures, settings, &error);
    full.unfill();
    QVERIFY(!written);
    QVERIFY2(error.contains(full.expectedReason()), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("last week's film"));
    QStringList left = entries(full.path());
    left.removeAll(QStringLiteral("filler"));
    QCOMPARE(left, QStringList { name });
}

// ffmpeg writes beside the destination, not in /tmp: a film killed half way
// leaves "<name>.nqueens-part-<pid>.mp4" there, and the next export to it
// removes such files of processes that are gone and that nobody wrote for
// an hour; not those of a process still running, not a recent one (another
// machine's export on a shared folder), not a file of the user's own.
void TestExport::videoScratchFileLiesBesideTheDestination()
{
    if (!AnimationWriter::isAvailable(AnimationWriter::Format::Mp4)) {
        QSKIP("ffmpeg is not installed");
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("film.mp4"));
    const QString scratch = AnimationWriter::scratchFile(path, AnimationWriter::Format::Mp4);
    QCOMPARE(QFileInfo(scratch).absolutePath(), QFileInfo(path).absolutePath());
    QVERIFY2(QFileInfo(scratch).fileName().startsWith(QStringLiteral("film.nqueens-part-")),
        qPrintable(scratch));
    // A process that has ended, and one still running (this test's parent).
    QProcess ended;
    ended.start(QStringLiteral("true"), {});
    QVERIFY(ended.waitForFinished());
    const qint64 gone = ended.processId() > 0 ? ended.processId() : 999999;
    const QString stale = dir.filePath(QStringLiteral("film.nqueens-part-%1.mp4").arg(gone));
    const QString recent = dir.filePath(QStringLiteral("film.nqueens-part-%1.mp4").arg(gone + 1));
    const QString alive = dir.filePath(QStringLiteral("film.nqueens-part-%1.mp4").arg(::getppid()));
    const QString mine = dir.filePath(QStringLiteral("film.part-%1.mp4").arg(gone));
    const QString other = dir.filePath(QStringLiteral("filmx.nqueens-part-%1.mp4").arg(gone));
    for (const QString &name : { stale, recent, alive, mine, other }) {
        QFile file(name);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("half a film");
        QVERIFY(file.flush()); // else closing writes, and the time is now again
        if (name != recent) {
            QVERIFY(file.setFileTime(QDateTime::currentDateTime().addSecs(-7200),
                QFileDevice::FileModificationTime));
        }
    }
    QList<BoardExporter::Picture> pictures(6);
    for (qsizetype i = 0; i < pictures.size(); ++i) {
        pictures[i].columns = Eight.mid(0, i + 1);
        pictures[i].columns.resize(8, -1);
    }
    AnimationWriter::Settings settings;
    settings.format = AnimationWriter::Format::Mp4;
    settings.pixels = 200;
    QString error;
    QVERIFY2(AnimationWriter::write(path, pictures, settings, &error), qPrintable(error));
    QVERIFY(!QFileInfo::exists(stale));
    for (const QString &kept : { recent, alive, mine, other }) {
        QVERIFY2(QFileInfo::exists(kept), qPrintable(kept));
    }
    QVERIFY(!QFileInfo::exists(scratch));
    QProcess probe;
    probe.start(QStringLiteral("ffprobe"),
        { QStringLiteral("-v"), QStringLiteral("error"), QStringLiteral("-count_frames"),
            QStringLiteral("-select_streams"), QStringLiteral("v:0"), QStringLiteral("-show_entries"),
            QStringLiteral("stream=nb_read_frames"), QStringLiteral("-of"),
            QStringLiteral("csv=p=0"), path });
    QVERIFY(probe.waitForFinished(30000));
    QCOMPARE(probe.readAllStandardOutput().trimmed(), QByteArray("6"));
}

void TestExport::bigBoardStaysSmall_data()
{
    QTest::addColumn<int>("format");
    QTest::newRow("png") << int(Format::Png);
    QTest::newRow("svg") << int(Format::Svg);
    QTest::newRow("pdf") << int(Format::Pdf);
}

// A min-conflicts board of 1000 x 1000: painted as an image, with queens as
// blocks, in a few MB, every queen visible.
void TestExport::bigBoardStaysSmall()
{
    QFETCH(int, format);
    const int n = 1000;
    QList<int> columns(n);
    for (int row = 0; row < n; ++row) {
        columns[row] = (2 * row + (row >= n / 2 ? 1 : 0)) % n; // a spread of queens
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big"));
    QString error;
    QElapsedTimer clock;
    clock.start();
    BoardPainter::Options options;
    options.caption = QStringLiteral("1000 x 1000");
    QVERIFY2(BoardExporter::writeBoard(path, Format(format), columns, options, 1200, &error),
        qPrintable(error));
    // How long it took is for the reader: speed is the benchmark's business,
    // and a check after the call cannot catch a hang (ctest's limit does).
    qInfo("1000 x 1000 board written in %lld ms", static_cast<long long>(clock.elapsed()));
    QVERIFY(QFileInfo(path).size() < 8 * 1024 * 1024);
    if (Format(format) == Format::Png) {
        const QImage image(path);
        QVERIFY(!image.isNull());
        QCOMPARE(image.width(), 1200);
    }
}

void TestExport::marginsAreEven_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("pixels");
    QTest::addColumn<bool>("coordinates");
    QTest::addColumn<int>("format");
    for (const int n : { 4, 8, 20 }) {
        for (const int pixels : { 240, 800, 1600 }) {
            for (const bool coordinates : { true, false }) {
                QTest::addRow("%dx%d %d px%s", n, n, pixels, coordinates ? "" : " no labels")
                    << n << pixels << coordinates << int(Format::Png);
            }
        }
        // A PDF is a page of paper with the board at its top: handoutPdf.
    }
}

void TestExport::marginsAreEven()
{
    // A picture for a slide or a handout: the board, its labels and its
    // caption in the middle of an even border of background, on all four
    // sides, whatever the size (read back by a PNG decoder, or poppler).
    QFETCH(int, n);
    QFETCH(int, pixels);
    QFETCH(bool, coordinates);
    QFETCH(int, format);
    BoardPainter::Options options;
    options.coordinates = coordinates;
    options.caption = QStringLiteral("%1 queens, Lock lines, step 0").arg(n);
    QList<int> columns(n, -1);
    columns[0] = n / 2; // a queen in the top row
    QTemporaryDir dir;
    const QString path = dir.filePath(
        QStringLiteral("board.") + BoardExporter::formatName(Format(format)));
    QString error;
    QVERIFY2(BoardExporter::writeBoard(path, Format(format), columns, options, pixels, &error),
        qPrintable(error));
    QImage image;
    if (Format(format) == Format::Pdf) {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftoppm")).isEmpty()) {
            QSKIP("pdftoppm (poppler-utils) is needed to read the PDF back");
        }
        image = pdfPage(path, 96); // the page is the picture at 96 dpi
        QVERIFY2(!image.isNull(), "pdftoppm could not read the PDF");
    } else {
        image = QImage(path);
    }
    QVERIFY(!image.isNull());
    const QList<int> margins = marginsOf(image, options.theme.background.rgb());
    const int least = *std::min_element(margins.begin(), margins.end());
    const int most = *std::max_element(margins.begin(), margins.end());
    const QString said = QStringLiteral("left %1, top %2, right %3, bottom %4 of %5 x %6")
                             .arg(margins[0])
                             .arg(margins[1])
                             .arg(margins[2])
                             .arg(margins[3])
                             .arg(image.width())
                             .arg(image.height());
    // Never flush with an edge: at least 1.5% of the width...
    QVERIFY2(least >= std::max(2.0, image.width() * 0.015), qPrintable(said));
    // ...and the same on every side, within a pixel's rounding and a
    // percent of the width (the ink of letters differs from their boxes).
    QVERIFY2(most - least <= std::max(4.0, image.width() * 0.01), qPrintable(said));
}

void TestExport::captionIsNeverCut_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("pixels");
    QTest::addColumn<QString>("caption");
    const QString shortCaption = QStringLiteral("%1 queens, Lock lines, step 0");
    const QString longCaption = QStringLiteral(
        "%1 queens, Lock lines, step 21 (frame 21 of 21): square g2 refused, the queen on "
        "a8 attacks it along the diagonal.");
    for (const int n : { 4, 8, 20 }) {
        for (const int pixels : { 240, 800, 1600 }) {
            QTest::addRow("%dx%d %d px", n, n, pixels) << n << pixels << shortCaption.arg(n);
            QTest::addRow("%dx%d %d px long", n, n, pixels) << n << pixels << longCaption.arg(n);
        }
    }
}

void TestExport::captionIsNeverCut()
{
    // A caption says all it has to say: its last character is in the
    // picture (a changed last character changes the picture), and its type
    // is a caption's, not a headline's, on a small board too.
    QFETCH(int, n);
    QFETCH(int, pixels);
    QFETCH(QString, caption);
    BoardPainter::Options options;
    options.caption = caption;
    options.margins = true; // as every file has them
    const QList<int> columns(n, -1);
    QTemporaryDir dir;
    QString error;
    const QString path = dir.filePath(QStringLiteral("caption.png"));
    QVERIFY2(BoardExporter::writeBoard(path, Format::Png, columns, options, pixels, &error),
        qPrintable(error));
    BoardPainter::Options changed = options;
    changed.caption.back() = QLatin1Char('#');
    const QString otherPath = dir.filePath(QStringLiteral("changed.png"));
    QVERIFY2(BoardExporter::writeBoard(otherPath, Format::Png, columns, changed, pixels, &error),
        qPrintable(error));
    const QImage image(path);
    const QImage other(otherPath);
    QVERIFY(!image.isNull());
    QCOMPARE(other.size(), image.size());
    QVERIFY2(image != other, "the caption's end is not in the picture");

    // Below the board and its file labels there is only the caption.
    const QRectF board = BoardPainter::boardRect(QRectF(image.rect()), n, options);
    const int below = int(std::ceil(board.bottom() + BoardPainter::labelBand(n) * board.width() / n));
    const int line = tallestInkRun(image, below, options.theme.background.rgb());
    QVERIFY2(line > 0, "no caption under the board");
    QVERIFY2(line <= image.width() * 0.06,
        qPrintable(QStringLiteral("a line of the caption is %1 px high in a picture %2 px wide")
                       .arg(line)
                       .arg(image.width())));
}

void TestExport::captionDoesNotMoveTheBoard_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<bool>("coordinates");
    QTest::addColumn<bool>("margins");
    for (const int n : { 4, 8, 20 }) {
        QTest::addRow("%dx%d", n, n) << n << true << true;
        QTest::addRow("%dx%d no labels", n, n) << n << false << true;
        QTest::addRow("%dx%d no margins", n, n) << n << true << false;
    }
}

void TestExport::captionDoesNotMoveTheBoard()
{
    // The board's place and size in a picture depend on the picture's
    // size, n, the labels and whether there is a caption, not on the
    // caption's length or type size: a GIF's frame (its captions in one
    // type size) has the board of the still of its step.
    QFETCH(int, n);
    QFETCH(bool, coordinates);
    QFETCH(bool, margins);
    BoardPainter::Options options;
    options.coordinates = coordinates;
    options.margins = margins;
    options.caption = QStringLiteral("x");
    // Each in a picture of its own size, as a file is: the board keeps its
    // place from the top left corner and its size (but for the half pixel
    // the picture's height is rounded to).
    const auto boardOf = [&](const BoardPainter::Options &given) {
        return BoardPainter::boardRect(
            QRectF(QPointF(0, 0), QSizeF(BoardPainter::sizeForWidth(400, n, given))), n, given);
    };
    const QRectF board = boardOf(options);
    const QString longCaption = QStringLiteral(
        "%1 queens, Lock lines, step 21 (frame 21 of 21): square g2 refused, the queen on "
        "a8 attacks it along the diagonal, and a few more words to make it shrink.")
                                    .arg(n);
    for (const QString &caption : { QStringLiteral("%1 queens").arg(n), longCaption }) {
        for (const qreal share : { 0.0, 0.03, 0.01 }) {
            BoardPainter::Options other = options;
            other.caption = caption;
            other.captionShare = share;
            const QRectF moved = boardOf(other);
            const qreal off = std::max({ std::abs(moved.x() - board.x()),
                std::abs(moved.y() - board.y()), std::abs(moved.width() - board.width()) });
            QVERIFY2(off < 0.5,
                qPrintable(QStringLiteral("%1 at share %2: board at %3, %4, %5 wide, not %6, %7, %8")
                               .arg(caption)
                               .arg(share)
                               .arg(moved.x())
                               .arg(moved.y())
                               .arg(moved.width())
                               .arg(board.x())
                               .arg(board.y())
                               .arg(board.width())));
        }
    }
    // A picture's height depends on the caption's lines, not on its type:
    // one line is as tall in any type size.
    BoardPainter::Options small = options;
    small.captionShare = 0.01;
    QCOMPARE(BoardPainter::sizeForWidth(400, n, small), BoardPainter::sizeForWidth(400, n, options));
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
