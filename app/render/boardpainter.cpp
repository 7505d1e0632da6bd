// SPDX-License-Identifier: MIT
#include "render/boardpainter.h"

#include "solver/notation.h"
#include "text/squarenames.h"

#include <QBrush>
#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QPaintEngine>
#include <QPainterPath>
#include <QPixmap>
#include <QPixmapCache>
#include <QSvgRenderer>

#include <algorithm>
#include <cmath>

namespace {

// Pen widths of the hatching in units of a 100-unit square, times the
// theme's markWidthScale. Its texture repeats every HatchTile units (a stroke
// every 25 units across) and is drawn at HatchPixels pixels a unit, so that
// it stays sharp when the view zooms in.
constexpr qreal HatchPen = 3;
constexpr qreal HatchEdge = 0.8;
constexpr int HatchTile = 36;
constexpr int HatchPixels = 4;
// The queen's picture leaves this much of the square free on each side.
constexpr qreal QueenInset = 0.08;

// The layout is measured with squares of this many pixels, and scaled: the
// caption's lines break at the same words at any size.
constexpr qreal Reference = 1000;
// The caption's type is CaptionShare of the width of the board and its
// labels (or options.captionShare), and shrinks when it would need more than
// CaptionMaxLines lines.
constexpr qreal CaptionShare = 0.045;
constexpr int CaptionMaxLines = 3;
// Pen widths of the marks in squares, times the theme's markWidthScale, as
// on the screen (BoardScene): each outline adds its Edge on both sides.
constexpr qreal RowPen = 0.04;
constexpr qreal RowEdge = 0.015;
constexpr qreal FramePen = 0.10;
constexpr qreal FrameEdge = 0.02;
// Play mode's conflict marks, in squares: the pair's line, the ring, their
// edge, and the ring's inset from the square's sides.
constexpr qreal PairPen = 0.07;
constexpr qreal RingPen = 0.08;
constexpr qreal ConflictEdge = 0.015;
constexpr qreal RingInset = 0.06;

QFont painterFont()
{
    QFont font;
    font.setFamily(QStringLiteral("DejaVu Sans"));
    return font;
}

// The labels' type for squares of `s` pixels.
int labelPixels(int n, qreal s)
{
    const qreal band = BoardPainter::labelBand(n) * s;
    const bool big = n > BoardModel::ItemBoardMax;
    const int step = big ? (n + 15) / 16 : 1;
    return std::max(1, static_cast<int>(big ? std::min(band * 0.4, step * s * 0.3)
                                            : std::min(band, s) * 0.55));
}

/*
 * Where everything goes, in squares, with the board's top-left corner at
 * (0, 0): the ink of the labels and of the caption around the n x n
 * squares, and an even margin of background around all of it.
 */
struct Units
{
    qreal band = 0; // the label band left of and below the board
    QRectF ink; // the board, its labels and its caption
    qreal margin = 0; // around the ink, on all four sides
    // The caption, drawn at Reference pixels a square: its type, its lines,
    // the top of its first line (in squares) and the distance between lines.
    QFont captionFont;
    QStringList lines;
    qreal captionTop = 0;
    qreal lineSpacing = 0;
    qreal centre = 0; // the caption's lines are centred on this x
    qreal captionShare = 0; // the caption's type, a share of the width

    QSizeF size() const { return ink.size() + QSizeF(2 * margin, 2 * margin); }
};

Units unitsFor(int n, const BoardPainter::Options &options)
{
    Units units;
    units.band = options.coordinates ? BoardPainter::labelBand(n) : 0.0;
    const qreal width = n + units.band; // the board and its label band
    qreal left = 0;
    qreal bottom = n;
    if (options.coordinates) {
        // Labels are centred in their band: the ink reaches half their size past its middle.
        QFont font = painterFont();
        font.setPixelSize(labelPixels(n, Reference));
        const QFontMetricsF metrics(font);
        const qreal widest = metrics.horizontalAdvance(QString::number(n)) / Reference;
        left = std::min(-units.band / 2 - widest / 2, -units.band * 0.1);
        bottom = n + units.band / 2 + metrics.height() / Reference / 2;
        if (!options.margins) {
            left = -units.band; // the band's edge is the picture's
            bottom = n + units.band;
        }
    }
    // The caption wraps within the board and its labels and is centred
    // under them: its length never widens the picture, so the board's place
    // depends on the picture's size and not on what the caption says.
    const qreal wrapWidth = n - left;
    units.centre = (n + left) / 2;
    if (!options.caption.isEmpty()) {
        QFont font = painterFont();
        // The type at the share asked for (the default when none). The band
        // is reserved at the default or at a larger share asked for (a
        // contact sheet's numbers): a smaller share (a series' type made
        // even) leaves the board where the default puts it.
        const qreal share = options.captionShare > 0 ? options.captionShare : CaptionShare;
        qreal pixels = share * width * Reference;
        QStringList lines;
        for (;;) {
            font.setPixelSize(std::max(1, static_cast<int>(pixels)));
            bool fits = true;
            lines = BoardPainter::wrapLines(options.caption, QFontMetricsF(font), wrapWidth * Reference, &fits);
            if ((fits && lines.size() <= CaptionMaxLines) || font.pixelSize() <= 1) {
                break;
            }
            pixels *= 0.92;
        }
        const QFontMetricsF metrics(font);
        units.captionFont = font;
        units.captionShare = font.pixelSize() / (width * Reference);
        units.lines = lines;
        units.lineSpacing = metrics.lineSpacing() / Reference;
        // The caption's band: its lines (at least options.captionLines) at
        // CaptionShare, whatever size its type was set at. A caption that
        // had to shrink, or a series' type made smaller (captionShare), is
        // drawn from the band's top and leaves the board where it was.
        QFont full = painterFont();
        full.setPixelSize(std::max(1, static_cast<int>(std::max(share, CaptionShare) * width * Reference)));
        const QFontMetricsF fullMetrics(full);
        units.captionTop = bottom + (options.margins ? 0.4 * full.pixelSize() / Reference : 0.0);
        const auto reservedLines = std::max<qsizetype>(lines.size(), options.captionLines);
        const qreal used = (lines.size() - 1) * metrics.lineSpacing() + metrics.ascent()
            + metrics.descent();
        const qreal reserved = (reservedLines - 1) * fullMetrics.lineSpacing()
            + fullMetrics.ascent() + fullMetrics.descent();
        bottom = units.captionTop + std::max(used, reserved) / Reference;
    }
    units.ink = QRectF(QPointF(left, 0), QPointF(n, bottom));
    // Room for the solution frame past the board's edge, and at least 3% of
    // the width of the picture.
    const qreal frame = (FramePen / 2 + FrameEdge) * options.theme.markWidthScale;
    units.margin = options.margins ? std::max(0.03 * units.ink.width(), frame + 0.08) : 0.0;
    return units;
}

// The square size and the board's top-left corner inside `rect`.
struct Layout
{
    Units units;
    qreal square = 0;
    QPointF board;
};

Layout layoutFor(const QRectF &rect, int n, const BoardPainter::Options &options)
{
    Layout layout;
    layout.units = unitsFor(n, options);
    const QSizeF units = layout.units.size();
    layout.square = std::min(rect.width() / units.width(), rect.height() / units.height());
    const QSizeF used = units * layout.square;
    const QPointF origin = rect.topLeft()
        + QPointF((rect.width() - used.width()) / 2, (rect.height() - used.height()) / 2);
    layout.board = origin
        + (QPointF(layout.units.margin, layout.units.margin) - layout.units.ink.topLeft())
            * layout.square;
    return layout;
}

bool onBoard(int n, int row, int col)
{
    return row >= 0 && row < n && col >= 0 && col < n;
}

} // namespace

QStringList BoardPainter::wrapLines(
    const QString &text, const QFontMetricsF &metrics, qreal width, bool *fits)
{
    QStringList lines;
    bool whole = true;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (metrics.horizontalAdvance(word) > width) {
            whole = false;
        }
        if (!lines.isEmpty()
            && metrics.horizontalAdvance(lines.constLast() + QLatin1Char(' ') + word) <= width) {
            lines.last() += QLatin1Char(' ') + word;
        } else {
            lines.append(word);
        }
    }
    if (fits) {
        *fits = whole;
    }
    return lines;
}

qreal BoardPainter::labelBand(int n)
{
    // Half a square up to 14x14; then 3.5% of the board's side, so that the
    // labels keep a readable size on a big board (on screen and on paper).
    return std::max(0.5, n * 0.035);
}

QRectF BoardPainter::boardRect(const QRectF &rect, int n, const Options &options)
{
    if (n <= 0 || rect.isEmpty()) {
        return {};
    }
    const Layout layout = layoutFor(rect, n, options);
    return { layout.board, QSizeF(n * layout.square, n * layout.square) };
}

QSize BoardPainter::sizeForWidth(int width, int n, const Options &options)
{
    const QSizeF units = unitsFor(std::max(n, 1), options).size();
    return { width, static_cast<int>(std::lround(width * units.height() / units.width())) };
}

int BoardPainter::captionLines(int n, const Options &options)
{
    return static_cast<int>(unitsFor(std::max(n, 1), options).lines.size());
}

qreal BoardPainter::captionShare(int n, const Options &options)
{
    return unitsFor(std::max(n, 1), options).captionShare;
}

void BoardPainter::paint(
    QPainter *painter, const QRectF &rect, const QList<int> &columns, const Options &options)
{
    paint(painter, rect, BoardModel::fromColumns(columns), options);
}

void BoardPainter::paint(
    QPainter *painter, const QRectF &rect, const BoardModel &model, const Options &options)
{
    if (!options.moreQueens.isEmpty()) {
        BoardModel more = model;
        for (const QPoint &square : options.moreQueens) {
            more.addQueen(square.y(), square.x());
        }
        Options rest = options;
        rest.moreQueens.clear();
        paint(painter, rect, more, rest);
        return;
    }
    const int n = model.size();
    if (n <= 0 || rect.isEmpty()) {
        return;
    }
    const Layout layout = layoutFor(rect, n, options);
    const qreal s = layout.square;
    const QRectF board(layout.board, QSizeF(n * s, n * s));
    const BoardTheme &theme = options.theme;
    const auto squareRect = [&](int row, int col) {
        return QRectF(board.left() + col * s, board.top() + row * s, s, s);
    };

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    // Above ItemBoardMax squares are painted as one image of a pixel a
    // square, queens as blocks and only every few labels: n * n rectangles
    // and n drawn queens would take seconds for a 1000 x 1000 board and give
    // SVG and PDF files of hundreds of MB.
    const bool big = n > BoardModel::ItemBoardMax;
    if (big) {
        QImage squares(n, n, QImage::Format_RGB32);
        for (int row = 0; row < n; ++row) {
            auto *line = reinterpret_cast<QRgb *>(squares.scanLine(row));
            for (int col = 0; col < n; ++col) {
                const bool dark = ((n - 1 - row) + col) % 2 == 0;
                line[col] = (dark ? theme.darkSquare : theme.lightSquare).rgb();
            }
        }
        painter->save();
        painter->setRenderHint(QPainter::SmoothPixmapTransform, s < 1.0);
        painter->drawImage(board, squares);
        painter->restore();
    }
    for (int row = 0; row < (big ? 0 : n); ++row) {
        for (int col = 0; col < n; ++col) {
            // a1 is row n-1, col 0 and dark: dark where (rank + file) is even.
            const bool dark = ((n - 1 - row) + col) % 2 == 0;
            painter->fillRect(squareRect(row, col), dark ? theme.darkSquare : theme.lightSquare);
        }
    }

    if (options.squareNames && !big) {
        // Faint, in the square's lower left corner: the queens and the
        // pupil's pencil go over them.
        QFont names = painterFont();
        names.setPixelSize(std::max(1, static_cast<int>(s * 0.2)));
        painter->save();
        painter->setFont(names);
        QColor ink = theme.label;
        ink.setAlphaF(0.45);
        painter->setPen(ink);
        const qreal inset = s * 0.07;
        for (int row = 0; row < n; ++row) {
            for (int col = 0; col < n; ++col) {
                painter->drawText(squareRect(row, col).adjusted(inset, inset, -inset, -inset),
                    Qt::AlignLeft | Qt::AlignBottom, text::squareName(n, row, col));
            }
        }
        painter->restore();
    }

    const qreal scale = theme.markWidthScale;
    // Image boards (above ItemBoardMax) get marks as wide in pixels as on
    // 8x8, as on the screen: widths in squares would vanish.
    const auto width = [&](qreal squares, qreal pixels) {
        return big ? pixels * scale : squares * s * scale;
    };
    const Propagation &marks = options.propagation;
    paintPropagation(painter, board, n, marks, theme);
    // The current row and dancing links' chosen column, outlined alike.
    const auto outline = [&](const QRectF &line) {
        painter->fillRect(line, theme.rowFill);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(theme.markOutline, width(RowPen + 2 * RowEdge, 4)));
        painter->drawRect(line);
        painter->setPen(QPen(theme.rowHighlight, width(RowPen, 2)));
        painter->drawRect(line);
        painter->setPen(Qt::NoPen);
    };
    const int row = options.currentRow;
    if (row >= 0 && row < n) {
        outline(QRectF(board.left(), board.top() + row * s, board.width(), s));
    }
    if (marks.currentColumn >= 0 && marks.currentColumn < n) {
        outline(QRectF(board.left() + marks.currentColumn * s, board.top(), s, board.height()));
    }
    if (marks.wipedOutRow >= 0 && marks.wipedOutRow < n) {
        painter->setBrush(wipeoutFill(theme));
        painter->setPen(wipeoutPen(theme, width(RowPen, 2)));
        painter->drawRect(QRectF(board.left(), board.top() + marks.wipedOutRow * s, board.width(), s));
        painter->setBrush(Qt::NoBrush);
        painter->setPen(Qt::NoPen);
    }
    if (options.solutionMarked) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(theme.markOutline, width(FramePen + 2 * FrameEdge, 8)));
        painter->drawRect(board);
        painter->setPen(QPen(theme.solutionFrame, width(FramePen, 6)));
        painter->drawRect(board);
        painter->setPen(Qt::NoPen);
    }

    QFont font = painterFont();
    if (options.coordinates) {
        const qreal band = labelBand(n) * s;
        // A big board labels every `step`-th file and rank, about 16 of each.
        const int step = big ? (n + 15) / 16 : 1;
        const qreal cell = step * s;
        font.setPixelSize(labelPixels(n, s));
        painter->setFont(font);
        painter->setPen(theme.label);
        for (int i = 0; i < n; i += step) {
            // A label is centred on its square, and may overhang its neighbours.
            const QPointF centre(board.left() + (i + 0.5) * s, board.top() + (i + 0.5) * s);
            const QRectF rank(board.left() - band, centre.y() - cell / 2, band, cell);
            painter->drawText(rank, Qt::AlignCenter, QString::number(n - i));
            const QRectF file(centre.x() - cell / 2, board.bottom(), cell, band);
            painter->drawText(file, Qt::AlignCenter, text::fileName(i));
        }
    }

    if (options.conflictsMarked && !big) {
        // Under the queens, as play mode's layer draws them.
        paintConflicts(painter, board, model, theme);
    }

    if (big) {
        // A block a square, at least a pixel wide so that no queen is lost;
        // attacked queens in the refusal's colour, as on the screen.
        const qreal side = std::max(s, 1.0);
        for (const QPoint &queen : model.queens()) {
            const QPointF centre = squareRect(queen.y(), queen.x()).center();
            painter->fillRect(QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side),
                model.lineAttackers(queen.y(), queen.x()) > 0 ? theme.rejectFill : theme.label);
        }
    } else {
        // Into an image, through a picture of the queen kept at its size:
        // an animation paints hundreds of boards, and rendering the SVG
        // for every queen was a third of the painting. Files that stay
        // vector (SVG, PDF) get the SVG itself.
        const bool raster = painter->paintEngine()
            && painter->paintEngine()->type() == QPaintEngine::Raster;
        painter->setRenderHint(QPainter::SmoothPixmapTransform, raster);
        QSvgRenderer queen(QStringLiteral(":/queen.svg"));
        for (const QPoint &square : model.queens()) {
            paintQueen(painter, squareRect(square.y(), square.x()), &queen, theme,
                { .halo = options.solutionMarked, .cached = raster });
        }
    }

    const Rejection &r = options.rejection;
    if (onBoard(n, r.row, r.col) && onBoard(n, r.byRow, r.byCol)) {
        const QPointF target = squareRect(r.row, r.col).center();
        const QLineF attack(squareRect(r.byRow, r.byCol).center(), target);
        const QPen line(theme.attackerLine, s * 0.06 * scale, Qt::DashLine, Qt::RoundCap);
        painter->setOpacity(0.85);
        if (theme.attackerLineOutline.alpha() > 0) {
            painter->setPen(outlinePen(line, theme.attackerLineOutline, s * 0.015 * scale));
            painter->drawLine(attack);
        }
        painter->setPen(line);
        painter->drawLine(attack);
        painter->setOpacity(1.0);
        // A thick X of two crossed bars: reads as "no" without colour.
        const qreal arm = s * 0.28;
        QPainterPath bar;
        bar.addRoundedRect(QRectF(-arm, -arm / 4, 2 * arm, arm / 2), arm / 8, arm / 8);
        QPainterPath cross = QTransform().rotate(45).map(bar);
        cross.addPath(QTransform().rotate(-45).map(bar));
        // The bars' union: with the default odd-even rule their crossing
        // would be a hole, and the mark's middle the square's colour.
        cross.setFillRule(Qt::WindingFill);
        cross = QTransform::fromTranslate(target.x(), target.y()).map(cross.simplified());
        painter->setPen(QPen(theme.rejectOutline, s * 0.03 * scale));
        painter->setBrush(theme.rejectFill);
        painter->drawPath(cross);
    }

    if (!options.caption.isEmpty()) {
        // Drawn at the size it was measured at, scaled: the lines break
        // where unitsFor() said, so that none is wider than the picture.
        const Units &units = layout.units;
        const qreal toPixels = s / Reference;
        painter->save();
        painter->translate(board.topLeft());
        painter->scale(toPixels, toPixels);
        painter->setFont(units.captionFont);
        painter->setPen(theme.label);
        const QFontMetricsF metrics(units.captionFont);
        qreal baseline = units.captionTop * Reference + metrics.ascent();
        for (const QString &line : units.lines) {
            const qreal x = units.centre * Reference - metrics.horizontalAdvance(line) / 2;
            painter->drawText(QPointF(x, baseline), line);
            baseline += units.lineSpacing * Reference;
        }
        painter->restore();
    }
    painter->restore();
}

void BoardPainter::paintQueen(QPainter *painter, const QRectF &square, QSvgRenderer *queen,
    const BoardTheme &theme, QueenStyle style)
{
    const qreal inset = square.width() * QueenInset;
    painter->save();
    if (style.halo) {
        // A thin ring parts the disc from a square of the same lightness.
        QColor ring = theme.markOutline;
        ring.setAlpha(theme.queenHalo.alpha());
        painter->setPen(QPen(ring, square.width() * 0.02 * theme.markWidthScale));
        painter->setBrush(theme.queenHalo);
        painter->drawEllipse(square.adjusted(inset / 2, inset / 2, -inset / 2, -inset / 2));
    }
    const QRectF target = square.adjusted(inset, inset, -inset, -inset);
    // Device pixels, so that the queen stays crisp on high-DPI screens.
    const qreal ratio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QSize pixels = (painter->worldTransform().mapRect(target).size() * ratio).toSize();
    if (!style.cached || pixels.isEmpty() || pixels.width() > 2048) {
        queen->render(painter, target);
        painter->restore();
        return;
    }
    const QString key = QStringLiteral("nq-queen-%1x%2").arg(pixels.width()).arg(pixels.height());
    QPixmap pixmap;
    if (!QPixmapCache::find(key, &pixmap)) {
        QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter imagePainter(&image);
        imagePainter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
        queen->render(&imagePainter, QRectF(QPointF(0, 0), QSizeF(pixels)));
        imagePainter.end();
        pixmap = QPixmap::fromImage(image);
        QPixmapCache::insert(key, pixmap);
    }
    pixmap.setDevicePixelRatio(ratio);
    painter->drawPixmap(target, pixmap, QRectF(pixmap.rect()));
    painter->restore();
}

void BoardPainter::paintQueen(
    QPainter *painter, const QRectF &square, QSvgRenderer *queen, const BoardTheme &theme)
{
    paintQueen(painter, square, queen, theme, QueenStyle());
}

BoardPainter::Propagation BoardPainter::Propagation::from(const nq::Position::Marks &marks)
{
    Propagation propagation;
    const int n = marks.n;
    const qsizetype squares = qsizetype(n) * n;
    if (!marks.prunedBy.empty()) {
        propagation.pruned.resize(squares);
        for (qsizetype i = 0; i < squares; ++i) {
            propagation.pruned[i] = marks.prunedBy[std::size_t(i)].isValid();
        }
    }
    propagation.wipedOutRow = marks.wipedOutRow;
    if (!marks.rows.empty()) {
        propagation.covered.resize(squares);
        for (int row = 0; row < n; ++row) {
            for (int col = 0; col < n; ++col) {
                propagation.covered[qsizetype(row) * n + col] = marks.isSquareCovered(row, col);
            }
        }
        propagation.diagonals = QList<bool>(marks.diagonals.begin(), marks.diagonals.end());
        propagation.antiDiagonals
            = QList<bool>(marks.antiDiagonals.begin(), marks.antiDiagonals.end());
    }
    propagation.currentColumn = marks.currentColumn;
    return propagation;
}

void BoardPainter::paintPropagation(QPainter *painter, const QRectF &board, int n,
    const Propagation &marks, const BoardTheme &theme)
{
    const qsizetype squares = qsizetype(n) * n;
    const qsizetype lines = 2 * qsizetype(n) - 1;
    const bool pruned = n > 0 && marks.pruned.size() == squares;
    const bool covered = n > 0 && marks.covered.size() == squares
        && marks.diagonals.size() == lines && marks.antiDiagonals.size() == lines;
    if (!pruned && !covered) {
        return;
    }
    const qreal s = board.width() / n;
    // The refusal's colours, lighter: a pruned square is refused in advance.
    QColor pruneTint = theme.rejectFill;
    pruneTint.setAlpha(70);
    QColor hatch = theme.rejectOutline;
    hatch.setAlpha(150);
    // Covered lines in the labels' colour: greyed, out of the game.
    QColor coverTint = theme.label;
    coverTint.setAlpha(60);
    QColor coverLine = theme.label;
    coverLine.setAlpha(150);
    painter->save();
    painter->setPen(Qt::NoPen);
    // The squares of a row that are marked alike side by side as one
    // rectangle: a 13 x 13 board has a hundred pruned squares, and the
    // boards of the compare window are painted many times a second.
    const auto runs = [&](int row, const QList<bool> &marked, const auto &paint) {
        for (int col = 0; col < n;) {
            if (!marked[qsizetype(row) * n + col]) {
                ++col;
                continue;
            }
            int end = col + 1;
            while (end < n && marked[qsizetype(row) * n + end]) {
                ++end;
            }
            paint(QRectF(board.left() + col * s, board.top() + row * s, (end - col) * s, s));
            col = end;
        }
    };
    // The pattern's lines are a few pixels apart at any zoom: drawn in
    // device space, so that they stay fine.
    const QBrush hatching(hatch, Qt::DiagCrossPattern);
    for (int row = 0; row < n; ++row) {
        if (covered) {
            runs(row, marks.covered, [&](const QRectF &run) { painter->fillRect(run, coverTint); });
        }
        if (pruned) {
            runs(row, marks.pruned, [&](const QRectF &run) {
                painter->fillRect(run, pruneTint);
                painter->setBrush(hatching);
                painter->drawRect(run);
            });
        }
    }
    if (covered) {
        QList<QLineF> drawn;
        for (int d = 0; d < lines; ++d) {
            // row - col = d - (n - 1): from its top or left end to its other end.
            if (marks.diagonals[d]) {
                const int k = d - (n - 1);
                const qreal startRow = std::max(0, k);
                const qreal startCol = startRow - k;
                const qreal length = n - std::max(startRow, startCol);
                const QPointF from(board.left() + startCol * s, board.top() + startRow * s);
                drawn.append(QLineF(from, from + QPointF(length * s, length * s)));
            }
            // row + col = d.
            if (marks.antiDiagonals[d]) {
                const qreal startRow = std::max(0, d - (n - 1));
                const qreal startCol = d - startRow + 1; // the right edge of the top square
                const qreal length = std::min<qreal>(n - startRow, startCol);
                const QPointF from(board.left() + startCol * s, board.top() + startRow * s);
                drawn.append(QLineF(from, from + QPointF(-length * s, length * s)));
            }
        }
        // Each line a stroke a square long: the raster engine hands a fill
        // taller than about a hundred pixel rows to its helper threads and
        // waits for them, and with four boards at top speed (and the search
        // threads busy) those waits kept the window from answering. Short
        // strokes end to end look the same and never wait.
        painter->setPen(QPen(coverLine, s * 0.05 * theme.markWidthScale, Qt::SolidLine, Qt::FlatCap));
        painter->setBrush(Qt::NoBrush);
        for (const QLineF &line : std::as_const(drawn)) {
            const int squares = std::max(1, int(std::lround(std::abs(line.dy()) / s)));
            for (int i = 0; i < squares; ++i) {
                painter->drawLine(line.pointAt(qreal(i) / squares), line.pointAt(qreal(i + 1) / squares));
            }
        }
    }
    painter->restore();
}

QColor BoardPainter::wipeoutFill(const BoardTheme &theme)
{
    QColor fill = theme.rejectFill;
    fill.setAlpha(110);
    return fill;
}

QPen BoardPainter::wipeoutPen(const BoardTheme &theme, qreal width)
{
    return QPen(theme.rejectOutline, width, Qt::DashLine);
}

void BoardPainter::paintConflicts(
    QPainter *painter, const QRectF &board, const BoardModel &model, const BoardTheme &theme)
{
    const int n = model.size();
    if (n <= 0 || board.isEmpty()) {
        return;
    }
    const qreal s = board.width() / n;
    const qreal scale = theme.markWidthScale * s;
    const auto centre = [&](QPoint queen) {
        return QPointF(board.left() + (queen.x() + 0.5) * s, board.top() + (queen.y() + 0.5) * s);
    };
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    // Attacking pairs: a solid line between the two queens' centres.
    const QList<BoardModel::Pair> pairs = model.attackingPairs();
    if (!pairs.isEmpty()) {
        QPainterPath lines;
        for (const BoardModel::Pair &pair : pairs) {
            lines.moveTo(centre(pair.first));
            lines.lineTo(centre(pair.second));
        }
        const QPen pen(theme.attackerLine, PairPen * scale, Qt::SolidLine, Qt::RoundCap);
        painter->setPen(outlinePen(pen, theme.markOutline, ConflictEdge * scale));
        painter->drawPath(lines);
        painter->setPen(pen);
        painter->drawPath(lines);
    }
    // Queens in conflict: a ring around each.
    const qreal radius = s / 2 - RingInset * s;
    for (const QPoint &queen : model.conflictedQueens()) {
        painter->setPen(QPen(theme.rejectOutline, (RingPen + 2 * ConflictEdge) * scale));
        painter->drawEllipse(centre(queen), radius, radius);
        painter->setPen(QPen(theme.rejectFill, RingPen * scale));
        painter->drawEllipse(centre(queen), radius, radius);
    }
    painter->restore();
}

QBrush BoardPainter::attackHatch(const BoardTheme &theme, qreal squareSize)
{
    // Hatching, unlike a fill, leaves the square's colour visible and reads
    // as "attacked" without its hue.
    const int side = HatchTile * HatchPixels;
    QImage tile(side, side, QImage::Format_ARGB32_Premultiplied);
    tile.fill(Qt::transparent);
    QPainter painter(&tile);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(HatchPixels, HatchPixels);
    const qreal width = HatchPen * theme.markWidthScale;
    const qreal edge = HatchEdge * theme.markWidthScale;
    const qreal t = HatchTile;
    // The lines x + y = 0, t and 2t: the two corner ones complete the
    // middle one's neighbours across the tile's edges.
    for (const QPen &pen :
        { QPen(theme.markOutline, width + 2 * edge), QPen(theme.attackMark, width) }) {
        painter.setPen(pen);
        for (const qreal c : { 0.0, t, 2 * t }) {
            painter.drawLine(QPointF(-t, c + t), QPointF(c + t, -t));
        }
    }
    painter.end();
    QBrush brush(tile);
    const qreal scale = squareSize / 100.0 / HatchPixels;
    brush.setTransform(QTransform::fromScale(scale, scale));
    return brush;
}

QPen BoardPainter::outlinePen(const QPen &pen, const QColor &outline, qreal margin)
{
    QPen wide = pen;
    wide.setColor(outline);
    const qreal width = std::max(pen.widthF(), 1.0); // a 0 width draws one pixel
    const qreal wider = width + 2 * margin;
    wide.setWidthF(wider);
    if (pen.style() != Qt::SolidLine && pen.style() != Qt::NoPen) {
        // Dash lengths count in pen widths: shrink them by the growth.
        QList<qreal> pattern = pen.dashPattern();
        for (qreal &length : pattern) {
            length *= width / wider;
        }
        wide.setDashPattern(pattern);
        wide.setDashOffset(pen.dashOffset() * width / wider);
    }
    return wide;
}
