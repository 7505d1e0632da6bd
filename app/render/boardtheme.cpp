// SPDX-License-Identifier: MIT
#include "render/boardtheme.h"

#include <QPalette>

#include <algorithm>
#include <cmath>

namespace {

// The Okabe-Ito palette (Okabe and Ito, "Color Universal Design", 2002):
// eight colours chosen to stay apart for the common colour-vision deficiencies.
const QColor OkabeBlue(0x00, 0x72, 0xb2);
const QColor OkabeSkyBlue(0x56, 0xb4, 0xe9);
const QColor OkabeYellow(0xf0, 0xe4, 0x42);
const QColor OkabeVermillion(0xd5, 0x5e, 0x00);
const QColor OkabeReddishPurple(0xcc, 0x79, 0xa7);

QColor withAlpha(QColor colour, int alpha)
{
    colour.setAlpha(alpha);
    return colour;
}

// Whole 8-bit channels: the colours images hold, so a theme compares with pixels.
QColor mixed(const QColor &a, const QColor &b, qreal t)
{
    const auto channel = [t](int x, int y) { return qRound(x * (1 - t) + y * t); };
    return QColor(
        channel(a.red(), b.red()), channel(a.green(), b.green()), channel(a.blue(), b.blue()));
}

// WCAG 2 relative luminance and contrast ratio.
qreal luminance(const QColor &colour)
{
    const auto linear
        = [](qreal c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF())
        + 0.0722 * linear(colour.blueF());
}

qreal contrast(const QColor &a, const QColor &b)
{
    const qreal la = luminance(a);
    const qreal lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// `preferred` when it reads on `back`, else black or white, whichever reads better.
QColor readableOn(const QColor &back, const QColor &preferred, qreal minimum)
{
    if (contrast(preferred, back) >= minimum) {
        return preferred;
    }
    const QColor black(Qt::black);
    const QColor white(Qt::white);
    return contrast(black, back) >= contrast(white, back) ? black : white;
}

// The marks' hues are the same in every theme, so that what a mark means
// does not change with the look of the board: blue for the row, sky-blue
// hatching for attacks, vermillion for a refusal, yellow for a solution,
// reddish purple for the hover lines. Of the Okabe-Ito colours these five
// keep the largest least distance under the three simulated dichromacies.
void setMarks(BoardTheme &theme, const QColor &outline)
{
    theme.markOutline = outline;
    theme.rowHighlight = OkabeBlue;
    theme.rowFill = withAlpha(OkabeBlue, 36);
    theme.attackMark = OkabeSkyBlue;
    theme.rejectFill = OkabeVermillion;
    theme.rejectOutline = outline;
    theme.attackerLine = OkabeVermillion;
    theme.attackerLineOutline = outline;
    theme.solutionFrame = OkabeYellow;
    theme.queenHalo = withAlpha(OkabeYellow, 210);
    theme.hoverLine = OkabeReddishPurple;
}

BoardTheme makeClassic()
{
    BoardTheme theme;
    theme.kind = BoardTheme::Kind::Classic;
    theme.lightSquare = QColor(0xf0, 0xd9, 0xb5);
    theme.darkSquare = QColor(0xb5, 0x88, 0x63);
    theme.label = QColor(0x30, 0x30, 0x30);
    theme.background = QColor(Qt::white);
    theme.titleText = QColor(0x20, 0x20, 0x20);
    theme.edge = QColor(0x5c, 0x40, 0x2a);
    // Black outlines contrast with both wooden squares (14.8:1 and 6.2:1).
    setMarks(theme, QColor(Qt::black));
    // The refusal keeps the red and the plain dashed line it has always had
    // in exported images, so that they stay the same; its black-outlined
    // cross carries it on both squares, and the red stays apart from the
    // other marks under every simulated dichromacy.
    theme.rejectFill = QColor(0xd5, 0x2b, 0x1e);
    theme.attackerLine = theme.rejectFill;
    theme.attackerLineOutline = QColor(Qt::transparent);
    theme.queenHalo = withAlpha(OkabeYellow, 200);
    theme.captionText = QColor(0x20, 0x20, 0x20);
    theme.captionBack = QColor(255, 255, 255, 225);
    theme.thumbnailQueen = QColor(0x20, 0x20, 0x20);
    theme.treePath = QColor(0x1f, 0x5f, 0xd6);
    theme.treeSolution = QColor(0xf2, 0xb2, 0x00);
    theme.treeSolutionEdge = QColor(0xa8, 0x74, 0x00);
    theme.treeReject = QColor(0xd2, 0x1f, 0x3c);
    theme.treeCollapsed = QColor(0xa8, 0xa8, 0xa8);
    theme.treeDeadEnd = QColor(0xd6, 0xd6, 0xd6);
    theme.markWidthScale = 1.0;
    return theme;
}

BoardTheme makeHighContrast()
{
    BoardTheme theme;
    theme.kind = BoardTheme::Kind::HighContrast;
    // White and a grey dark enough for 6.3:1 between the squares, yet light
    // enough that black outlines still stand out on it (3.3:1): a darker
    // square would swallow the outlines of the marks and of the queens.
    theme.lightSquare = QColor(Qt::white);
    theme.darkSquare = QColor(0x60, 0x60, 0x60);
    theme.label = QColor(Qt::black);
    theme.background = QColor(Qt::white);
    theme.titleText = QColor(Qt::black);
    theme.edge = QColor(Qt::black);
    setMarks(theme, QColor(Qt::black));
    theme.captionText = QColor(Qt::black);
    theme.captionBack = QColor(255, 255, 255, 245);
    theme.thumbnailQueen = QColor(Qt::black);
    theme.treePath = OkabeBlue;
    theme.treeSolution = OkabeYellow;
    theme.treeSolutionEdge = QColor(0x8a, 0x6d, 0x00);
    theme.treeReject = OkabeVermillion;
    theme.treeCollapsed = QColor(0x80, 0x80, 0x80);
    theme.treeDeadEnd = QColor(0xc0, 0xc0, 0xc0);
    theme.markWidthScale = 1.75;
    return theme;
}

} // namespace

BoardTheme BoardTheme::classic()
{
    static const BoardTheme theme = makeClassic();
    return theme;
}

BoardTheme BoardTheme::highContrast()
{
    static const BoardTheme theme = makeHighContrast();
    return theme;
}

BoardTheme BoardTheme::fromPalette(const QPalette &palette)
{
    const QColor window = palette.color(QPalette::Window);
    const QColor windowText = palette.color(QPalette::WindowText);
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    const bool dark = luminance(base) < luminance(text);

    BoardTheme theme;
    theme.kind = Kind::System;
    // Squares between Base and Text: in a light palette the light square is
    // the view's own Base, in a dark one the dark square is a shade off Base,
    // so that a1 stays the darker square either way.
    if (dark) {
        theme.lightSquare = mixed(base, text, 0.28);
        theme.darkSquare = mixed(base, text, 0.04);
    } else {
        theme.lightSquare = base;
        theme.darkSquare = mixed(base, text, 0.32);
    }
    theme.background = window;
    theme.label = readableOn(window, windowText, 4.5);
    theme.titleText = theme.label;
    theme.edge = mixed(window, theme.label, 0.65);

    // The outline that stands out more on the lesser-contrasting square.
    const QColor black(Qt::black);
    const QColor white(Qt::white);
    const auto worst = [&](const QColor &outline) {
        return std::min(contrast(outline, theme.lightSquare), contrast(outline, theme.darkSquare));
    };
    setMarks(theme, worst(black) >= worst(white) ? black : white);

    theme.captionText = readableOn(base, text, 4.5);
    theme.captionBack = withAlpha(base, 225);
    theme.thumbnailQueen = theme.captionText;
    // Sky blue and a lighter edge for the solutions read better on a dark Base.
    theme.treePath = dark ? OkabeSkyBlue : OkabeBlue;
    theme.treeSolution = OkabeYellow;
    theme.treeSolutionEdge = mixed(OkabeYellow, dark ? white : black, dark ? 0.3 : 0.45);
    theme.treeReject = OkabeVermillion;
    theme.treeCollapsed = mixed(base, text, 0.4);
    theme.treeDeadEnd = mixed(base, text, 0.18);
    theme.markWidthScale = 1.0;
    return theme;
}

BoardTheme BoardTheme::forKind(Kind kind, const QPalette &palette)
{
    switch (kind) {
    case Kind::Classic:
        return classic();
    case Kind::HighContrast:
        return highContrast();
    case Kind::System:
        return fromPalette(palette);
    }
    return classic();
}

QString BoardTheme::id(Kind kind)
{
    switch (kind) {
    case Kind::Classic:
        return QStringLiteral("classic");
    case Kind::HighContrast:
        return QStringLiteral("high-contrast");
    case Kind::System:
        return QStringLiteral("system");
    }
    return {};
}

std::optional<BoardTheme::Kind> BoardTheme::kindFromId(QStringView id)
{
    for (const Kind kind : { Kind::Classic, Kind::HighContrast, Kind::System }) {
        if (id == BoardTheme::id(kind)) {
            return kind;
        }
    }
    return std::nullopt;
}

QString BoardTheme::displayName(Kind kind)
{
    switch (kind) {
    case Kind::Classic:
        return tr("Classic");
    case Kind::HighContrast:
        return tr("High contrast");
    case Kind::System:
        return tr("System colours");
    }
    return {};
}
