// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardpainter.h"

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QPageSize>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

/*
 * Writes boards to files as PNG, SVG or PDF. Every file is written through
 * OutputFile: a regular file appears whole or not at all (the old one stays
 * on any failure), a device or a pipe is written straight through. On failure a function returns
 * false and sets *error (when not null) to one translated sentence naming the
 * path and the reason. Needs a QGuiApplication (fonts); the offscreen platform
 * is enough.
 *
 * Sizes: `pixels` is the width of a PNG and the width of an SVG's view box.
 * A single-board PDF is a sheet of paper (a handout): paperFor(QLocale::system())
 * with margins of half an inch, the board as wide as they allow at the top
 * of the page (`pixels` does not apply). Boards are given as in
 * BoardPainter (columns[r] = column of the queen in row r, or -1).
 */
class BoardExporter
{
    Q_DECLARE_TR_FUNCTIONS(BoardExporter)

public:
    enum class Format { Png, Svg, Pdf };

    // One picture of a series: a board and how to paint it.
    struct Picture
    {
        QList<int> columns;
        BoardPainter::Options options;
    };

    static constexpr int MinPixels = 16;
    static constexpr int MaxPixels = 8192;
    // A PDF contact sheet: this many columns and rows of boards per A4 page.
    static constexpr int SheetColumns = 3;
    static constexpr int SheetRows = 4;
    static constexpr int boardsPerPage() { return SheetColumns * SheetRows; }
    // Pages of a PDF contact sheet with `boards` boards (at least one page).
    static int sheetPageCount(qsizetype boards);
    // Columns of the single-image (PNG, SVG) contact sheet of `boards` boards.
    static int sheetGridColumns(qsizetype boards);

    // "png", "svg", "pdf" (exactly, lower case), or nullopt.
    static std::optional<Format> formatFromName(const QString &name);
    static QString formatName(Format format); // "png", ...
    static QString formatNames(); // "png, svg, pdf"

    // The paper of `locale`: Letter where it measures in the US system
    // (en_US and the few others: QLocale::ImperialUSSystem), A4 everywhere
    // else. Qt reads the measurement from LC_MEASUREMENT (or LC_ALL, LANG)
    // and has no LC_PAPER: the measurement system is the nearest it knows.
    static QPageSize::PageSizeId paperFor(const QLocale &locale);

    // Makes the captions of a series alike: every picture's type at the
    // smallest size any of them needs (BoardPainter::captionShare()) and
    // room for as many lines as the longest takes (captionLines), so that
    // neither the type nor the picture's size changes from one to the next.
    static void evenCaptions(QList<Picture> &pictures);

    // One board with labels, overlay and caption as `options` say, on
    // options.theme's background, with margins (options.margins is taken as on).
    static bool writeBoard(const QString &path, Format format, const QList<int> &columns,
        const BoardPainter::Options &options, int pixels, QString *error);

    /*
     * A contact sheet: the boards numbered 1..k under a title. PDF: A4 pages
     * of SheetColumns x SheetRows boards, each page titled "title (page i of p)".
     * PNG or SVG: one grid of sheetGridColumns(k) columns, `pixels` wide.
     * The boards, title and background are in `theme`'s colours. Each
     * number's type is 14% of its board's width; with `coordinates` each
     * board has its files and ranks (a..h, 1..8) around it, as writeBoard's.
     * An empty list gives an error.
     */
    static bool writeSheet(const QString &path, Format format, const QList<QList<int>> &boards,
        const QString &title, int pixels, QString *error,
        const BoardTheme &theme = BoardTheme::classic(), bool coordinates = false);

    /*
     * One file per board in `directory` (created if missing), named
     * "<baseName>-<i>.<format>" with i = 1..k zero-padded to
     * max(minDigits, digits of k). A "%1" in options.caption is replaced by
     * the board's number i. Stops at the first failure (files already
     * written stay: each is whole). `written` receives the paths written.
     * `keepGoing`, when given, is asked before each file: false ends the
     * series there (a stop, not a failure: true is returned).
     */
    using KeepGoing = std::function<bool()>;
    static bool writeSeries(const QString &directory, const QString &baseName, Format format,
        const QList<QList<int>> &boards, const BoardPainter::Options &options, int pixels,
        int minDigits, QString *error, QStringList *written = nullptr,
        const KeepGoing &keepGoing = {});

    // A frame sequence for slides: writeSeries as PNG, named frame-0001.png, ...
    static bool writeFrames(const QString &directory, const QList<QList<int>> &frames,
        const BoardPainter::Options &options, int pixels, QString *error,
        QStringList *written = nullptr);

    // A frame sequence whose frames differ in more than their queens (the
    // rejection, the current row, the solution mark, the caption): one PNG
    // per picture, named by its step: frame i is "frame-<firstStep + i>.png",
    // at least four digits (step 0 is frame-0000.png, step 12
    // frame-0012.png); captions made alike (evenCaptions()); the rest as
    // writeSeries.
    static bool writeFrames(const QString &directory, QList<Picture> frames, quint64 firstStep,
        int pixels, QString *error, QStringList *written = nullptr);

    // The name of file `index` (1-based) of a series of `count`.
    static QString seriesFileName(
        const QString &baseName, Format format, qsizetype index, qsizetype count, int minDigits);
};
