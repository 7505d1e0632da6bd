// SPDX-License-Identifier: MIT
// BoardTheme: the contract of its colours (marks that colour-blind viewers
// tell apart, contrast with the squares and the background), its ids, and
// the scene, painter, exporter and panels painting with it.
//
// NQ_THEME_DUMP=<directory> also writes the boards of every theme there as
// PNG files, to look at.
#include "render/boardexporter.h"
#include "render/boardpainter.h"
#include "board/boardscene.h"
#include "render/boardtheme.h"
#include "explain/searchtreeview.h"
#include "solutions/solutiondelegate.h"
#include "solutions/solutionsmodel.h"
#include "solutions/solutionspanel.h"
#include "solutions/solutionstore.h"

#include <QDir>
#include <QImage>
#include <QListView>
#include <QPainter>
#include <QPalette>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <cmath>

namespace {

using Vec = std::array<double, 3>;
using Matrix = std::array<Vec, 3>;

// Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for
// Simulation of Color Vision Deficiency", at severity 1.0 (dichromacy). The
// matrices act on linear RGB.
const Matrix Identity { { { 1, 0, 0 }, { 0, 1, 0 }, { 0, 0, 1 } } };
const Matrix Protanopia { { { 0.152286, 1.052583, -0.204868 }, { 0.114503, 0.786281, 0.099216 },
    { -0.003882, -0.048116, 1.051998 } } };
const Matrix Deuteranopia { { { 0.367322, 0.860646, -0.227968 }, { 0.280085, 0.672501, 0.047413 },
    { -0.011820, 0.042940, 0.968881 } } };
const Matrix Tritanopia { { { 1.255528, -0.076749, -0.178779 }, { -0.078411, 0.930809, 0.147602 },
    { 0.004733, 0.691367, 0.303900 } } };

// A CIE76 difference of about 2.3 is just noticeable side by side; palettes
// for categories aim for 20 and more, so that a hatch line, a 4-pixel row
// outline and a frame are told apart at a glance, not by comparison.
constexpr double MinMarkDistance = 20.0;
// WCAG 2.1 success criterion 1.4.11: graphical objects need 3:1 against
// what is next to them.
constexpr double MinMarkContrast = 3.0;

double linear(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

Vec linearRgb(const QColor &colour)
{
    return { linear(colour.redF()), linear(colour.greenF()), linear(colour.blueF()) };
}

Vec simulate(const Matrix &m, const Vec &rgb)
{
    Vec out {};
    for (int i = 0; i < 3; ++i) {
        const double v = m[i][0] * rgb[0] + m[i][1] * rgb[1] + m[i][2] * rgb[2];
        out[i] = std::clamp(v, 0.0, 1.0);
    }
    return out;
}

double luminance(const Vec &rgb)
{
    return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
}

double contrast(const Vec &a, const Vec &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

double contrast(const QColor &a, const QColor &b)
{
    return contrast(linearRgb(a), linearRgb(b));
}

// CIE L*a*b* of linear sRGB, D65 white.
Vec lab(const Vec &rgb)
{
    const double x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047;
    const double y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
    const double z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883;
    const auto f = [](double t) {
        return t > 216.0 / 24389.0 ? std::cbrt(t) : (24389.0 / 27.0 * t + 16) / 116;
    };
    return { 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)) };
}

double deltaE76(const Vec &a, const Vec &b)
{
    const Vec la = lab(a);
    const Vec lb = lab(b);
    return std::hypot(la[0] - lb[0], la[1] - lb[1], la[2] - lb[2]);
}

QPalette darkPalette()
{
    QPalette palette(QColor(0x35, 0x35, 0x35), QColor(0x2b, 0x2b, 0x2b));
    palette.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    palette.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
    palette.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
    palette.setColor(QPalette::AlternateBase, QColor(0x2a, 0x2a, 0x2a));
    palette.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    return palette;
}

QPalette lightPalette()
{
    QPalette palette(QColor(0xef, 0xef, 0xef), QColor(0xef, 0xef, 0xef));
    palette.setColor(QPalette::WindowText, Qt::black);
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::Text, Qt::black);
    return palette;
}

// The themes under test, by name: the three kinds, System with both palettes.
BoardTheme themeNamed(const QString &name)
{
    if (name == u"high-contrast") {
        return BoardTheme::highContrast();
    }
    if (name == u"system-dark") {
        return BoardTheme::fromPalette(darkPalette());
    }
    if (name == u"system-light") {
        return BoardTheme::fromPalette(lightPalette());
    }
    return BoardTheme::classic();
}

void addThemeRows()
{
    QTest::addColumn<QString>("name");
    for (const char *name : { "classic", "high-contrast", "system-light", "system-dark" }) {
        QTest::newRow(name) << QString::fromLatin1(name);
    }
}

struct Mark
{
    const char *name;
    QColor fill;
    QColor outline;
};

QList<Mark> boardMarks(const BoardTheme &theme)
{
    return {
        { "attackMark", theme.attackMark, theme.markOutline },
        { "rejectFill", theme.rejectFill, theme.rejectOutline },
        { "solutionFrame", theme.solutionFrame, theme.markOutline },
        { "rowHighlight", theme.rowHighlight, theme.markOutline },
        { "hoverLine", theme.hoverLine, theme.markOutline },
    };
}

// A board with every mark at once: queens, the current row, attacks, a
// refusal with its caption and the hover lines.
void showEverything(BoardScene &scene)
{
    scene.setBoardSize(8);
    scene.setQueens(QList<int> { 0, 4, 7, -1, -1, -1, -1, -1 });
    scene.setCurrentRow(3);
    scene.setAttacksShown(true);
    scene.showRejection(3, 1, 1, 4, QStringLiteral("b5: attacked by e7"));
    scene.setHoveredSquare(5, 5);
}

QColor pixelAt(const QImage &image, const QPointF &point)
{
    return image.pixelColor(point.toPoint());
}

} // namespace

class TestTheme : public QObject
{
    Q_OBJECT

private slots:
    void ids()
    {
        using Kind = BoardTheme::Kind;
        QStringList names;
        for (const Kind kind : { Kind::Classic, Kind::HighContrast, Kind::System }) {
            QCOMPARE(BoardTheme::kindFromId(BoardTheme::id(kind)), std::optional<Kind>(kind));
            QCOMPARE(BoardTheme::forKind(kind, lightPalette()).kind, kind);
            QVERIFY(!BoardTheme::displayName(kind).isEmpty());
            names.append(BoardTheme::displayName(kind));
        }
        QCOMPARE(BoardTheme::id(Kind::Classic), QStringLiteral("classic"));
        QCOMPARE(BoardTheme::id(Kind::HighContrast), QStringLiteral("high-contrast"));
        QCOMPARE(BoardTheme::id(Kind::System), QStringLiteral("system"));
        names.removeDuplicates();
        QCOMPARE(names.size(), 3);
        for (const char *bad :
            { "", "Classic", "high contrast", "highcontrast", " system", "dark" }) {
            QVERIFY2(!BoardTheme::kindFromId(QString::fromLatin1(bad)), bad);
        }
        QCOMPARE(
            BoardTheme::forKind(Kind::HighContrast, darkPalette()), BoardTheme::highContrast());
        QCOMPARE(BoardTheme::forKind(Kind::System, darkPalette()),
            BoardTheme::fromPalette(darkPalette()));
    }

    void marksApartForColourBlindViewers_data() { addThemeRows(); }
    void marksApartForColourBlindViewers()
    {
        QFETCH(QString, name);
        const BoardTheme theme = themeNamed(name);
        const QList<Mark> marks = boardMarks(theme);
        const QList<QPair<const char *, QList<QColor>>> groups {
            { "board",
                { theme.attackMark, theme.rejectFill, theme.solutionFrame, theme.rowHighlight,
                    theme.hoverLine } },
            { "tree", { theme.treePath, theme.treeSolution, theme.treeReject } },
        };
        const QList<QPair<const char *, Matrix>> visions { { "normal", Identity },
            { "protanopia", Protanopia }, { "deuteranopia", Deuteranopia },
            { "tritanopia", Tritanopia } };
        for (const auto &[vision, matrix] : visions) {
            for (const auto &[group, colours] : groups) {
                for (qsizetype i = 0; i < colours.size(); ++i) {
                    QCOMPARE(colours[i].alpha(), 255);
                    for (qsizetype j = i + 1; j < colours.size(); ++j) {
                        const double distance = deltaE76(simulate(matrix, linearRgb(colours[i])),
                            simulate(matrix, linearRgb(colours[j])));
                        QVERIFY2(distance >= MinMarkDistance,
                            qPrintable(QStringLiteral("%1, %2: %3 and %4 only %5 apart")
                                           .arg(QLatin1String(vision), QLatin1String(group),
                                               colours[i].name(), colours[j].name())
                                           .arg(distance, 0, 'f', 1)));
                    }
                }
            }
            // Each mark, or its outline, stands out on both squares.
            for (const Mark &mark : marks) {
                for (const QColor &square : { theme.lightSquare, theme.darkSquare }) {
                    const Vec back = simulate(matrix, linearRgb(square));
                    const double best
                        = std::max(contrast(simulate(matrix, linearRgb(mark.fill)), back),
                            contrast(simulate(matrix, linearRgb(mark.outline)), back));
                    QVERIFY2(best >= MinMarkContrast,
                        qPrintable(
                            QStringLiteral("%1: %2 on %3: %4")
                                .arg(QLatin1String(vision), QLatin1String(mark.name), square.name())
                                .arg(best, 0, 'f', 2)));
                }
            }
        }
    }

    void textReadable_data() { addThemeRows(); }
    void textReadable()
    {
        QFETCH(QString, name);
        const BoardTheme theme = themeNamed(name);
        QVERIFY(contrast(theme.label, theme.background) >= 4.5);
        QVERIFY(contrast(theme.titleText, theme.background) >= 4.5);
        QColor captionBack = theme.captionBack;
        captionBack.setAlpha(255); // over the squares it is nearly opaque
        QVERIFY(contrast(theme.captionText, captionBack) >= 4.5);
        // a1 is the darker square in every theme, dark ones included.
        QVERIFY(luminance(linearRgb(theme.darkSquare)) < luminance(linearRgb(theme.lightSquare)));
        QVERIFY(contrast(theme.lightSquare, theme.darkSquare) >= 2.0);
    }

    void highContrast()
    {
        const BoardTheme theme = BoardTheme::highContrast();
        QCOMPARE(theme.kind, BoardTheme::Kind::HighContrast);
        QVERIFY(contrast(theme.lightSquare, theme.darkSquare) >= 3.0);
        QVERIFY(contrast(theme.label, theme.background) >= 7.0);
        QVERIFY(contrast(theme.edge, theme.background) >= 7.0);
        QVERIFY(theme.markWidthScale > 1.0);
    }

    void systemFollowsPalette()
    {
        const BoardTheme dark = BoardTheme::fromPalette(darkPalette());
        QCOMPARE(dark.kind, BoardTheme::Kind::System);
        for (const QColor &colour : { dark.lightSquare, dark.darkSquare, dark.background }) {
            QVERIFY2(colour.lightnessF() < 0.5, qPrintable(colour.name()));
        }
        QVERIFY(contrast(dark.label, dark.background) >= 4.5);
        QVERIFY(contrast(dark.thumbnailQueen, dark.lightSquare) >= 3.0);
        QVERIFY(contrast(dark.thumbnailQueen, dark.darkSquare) >= 3.0);

        const BoardTheme light = BoardTheme::fromPalette(lightPalette());
        QCOMPARE(light.lightSquare, QColor(Qt::white)); // the palette's Base
        QVERIFY(light.lightSquare.lightnessF() > 0.5);
        QVERIFY(light.background.lightnessF() > 0.5);
        QVERIFY(contrast(light.label, light.background) >= 4.5);
        QVERIFY(light != dark);

        // A palette whose WindowText does not read on its Window still gets readable labels.
        QPalette clash = lightPalette();
        clash.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
        QVERIFY(
            contrast(BoardTheme::fromPalette(clash).label, clash.color(QPalette::Window)) >= 4.5);
    }

    void sceneRendersTheme()
    {
        // The top-left square (row 0, column 0) of an even board is light.
        BoardScene scene;
        scene.setBoardSize(8);
        QCOMPARE(scene.theme(), BoardTheme::classic());
        const auto lightSquareOf = [&scene](const QImage &image) {
            const qreal scale = image.width() / scene.sceneRect().width();
            return pixelAt(
                image, (scene.squareRect(0, 0).center() - scene.sceneRect().topLeft()) * scale);
        };
        QList<QColor> seen;
        for (const BoardTheme &theme : { BoardTheme::classic(), BoardTheme::highContrast(),
                 BoardTheme::fromPalette(darkPalette()) }) {
            scene.setTheme(theme);
            QCOMPARE(scene.theme(), theme);
            const QImage image = scene.renderImage(400);
            QCOMPARE(lightSquareOf(image), theme.lightSquare);
            QCOMPARE(image.pixelColor(1, 1), theme.background);
            QVERIFY(!seen.contains(lightSquareOf(image)));
            seen.append(lightSquareOf(image));
        }
    }

    void classicUnchanged()
    {
        // The default is classic, and a round trip through another theme
        // gives back the same picture, every mark included.
        BoardScene scene;
        showEverything(scene);
        const QImage before = scene.renderImage(600);
        scene.setTheme(BoardTheme::classic());
        QCOMPARE(scene.renderImage(600), before);
        scene.setTheme(BoardTheme::highContrast());
        const QImage contrasted = scene.renderImage(600);
        QVERIFY(contrasted != before);
        scene.setTheme(BoardTheme::classic());
        QCOMPARE(scene.renderImage(600), before);

        // The squares on the screen are BoardPainter's classic squares.
        BoardScene empty;
        empty.setBoardSize(8);
        const QImage screen = empty.renderImage(800);
        const qreal scale = screen.width() / empty.sceneRect().width();
        QImage painted(400, 400, QImage::Format_ARGB32_Premultiplied);
        painted.fill(Qt::white);
        BoardPainter::Options options;
        options.coordinates = false;
        {
            QPainter painter(&painted);
            BoardPainter::paint(&painter, QRectF(painted.rect()), QList<int>(8, -1), options);
        }
        for (int row = 0; row < 8; ++row) {
            for (int col = 0; col < 8; ++col) {
                const QPointF centre
                    = (empty.squareRect(row, col).center() - empty.sceneRect().topLeft()) * scale;
                QCOMPARE(
                    pixelAt(screen, centre), pixelAt(painted, QPointF(col + 0.5, row + 0.5) * 50));
            }
        }
        QCOMPARE(painted.pixelColor(25, 25), QColor(0xf0, 0xd9, 0xb5));
        QCOMPARE(painted.pixelColor(25, 375), QColor(0xb5, 0x88, 0x63));
    }

    void exportsUseTheme()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const BoardTheme dark = BoardTheme::fromPalette(darkPalette());
        BoardPainter::Options options;
        options.theme = dark;
        QString error;
        const QString board = dir.filePath(QStringLiteral("board.png"));
        QVERIFY2(BoardExporter::writeBoard(
                     board, BoardExporter::Format::Png, QList<int>(4, -1), options, 400, &error),
            qPrintable(error));
        const QImage image(board);
        const QRectF squares = BoardPainter::boardRect(QRectF(image.rect()), 4, options);
        const qreal s = squares.width() / 4;
        QCOMPARE(image.pixelColor(0, 0), dark.background); // in the label band
        QCOMPARE(pixelAt(image, squares.topLeft() + QPointF(0.5, 3.5) * s), dark.darkSquare); // a1
        QCOMPARE(pixelAt(image, squares.topLeft() + QPointF(1.5, 3.5) * s), dark.lightSquare);

        const QString sheet = dir.filePath(QStringLiteral("sheet.png"));
        QVERIFY2(BoardExporter::writeSheet(sheet, BoardExporter::Format::Png,
                     { { 1, 3, 0, 2 }, { 2, 0, 3, 1 } }, QStringLiteral("4 queens"), 400, &error,
                     BoardTheme::highContrast()),
            qPrintable(error));
        QCOMPARE(QImage(sheet).pixelColor(0, 0), BoardTheme::highContrast().background);
        const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
        QVERIFY2(BoardExporter::writeSheet(pdf, BoardExporter::Format::Pdf, { { 1, 3, 0, 2 } },
                     QStringLiteral("4 queens"), 400, &error, dark),
            qPrintable(error));
    }

    void panelsTakeTheme()
    {
        const BoardTheme dark = BoardTheme::fromPalette(darkPalette());
        SolutionsPanel panel;
        auto *view = panel.findChild<QListView *>(QStringLiteral("solutionsView"));
        QVERIFY(view);
        auto *delegate = qobject_cast<SolutionDelegate *>(view->itemDelegate());
        QVERIFY(delegate);
        QCOMPARE(delegate->theme(), BoardTheme::classic());
        panel.setTheme(dark);
        QCOMPARE(delegate->theme(), dark);

        // The thumbnails are painted in it: solution 1 of 4 queens is 1 3 0 2,
        // its top-left square light and empty, the one right of it a queen's.
        panel.setBoardSize(4);
        if (!panel.store()->isFinished()) {
            QSignalSpy finished(panel.store(), &SolutionStore::finished);
            QVERIFY(finished.wait(10000));
        }
        panel.resize(500, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const QRect item = view->visualRect(panel.model()->index(0));
        QVERIFY(item.isValid());
        const QImage image = view->viewport()->grab().toImage();
        const int cell = delegate->thumbnailSize() / 4;
        const QPoint board(item.left() + (item.width() - cell * 4) / 2,
            item.top() + SolutionDelegate::Margin + (delegate->thumbnailSize() - cell * 4) / 2);
        const auto centre = [&](int row, int col) {
            return image.pixelColor(board + QPoint(col * cell + cell / 2, row * cell + cell / 2));
        };
        QCOMPARE(centre(0, 0), dark.lightSquare);
        QCOMPARE(centre(1, 0), dark.darkSquare);
        QCOMPARE(centre(0, 1), dark.thumbnailQueen);

        SearchTreeView tree;
        QCOMPARE(tree.theme(), BoardTheme::classic());
        tree.setTheme(BoardTheme::highContrast());
        QCOMPARE(tree.theme(), BoardTheme::highContrast());
    }

    void dumpImages()
    {
        // NQ_THEME_DUMP names a folder to keep the pictures in, to look at
        // them; without it they are drawn and written all the same, and read
        // back, into a folder that goes away.
        QTemporaryDir scratch;
        QString directory = qEnvironmentVariable("NQ_THEME_DUMP");
        if (directory.isEmpty()) {
            QVERIFY(scratch.isValid());
            directory = scratch.path();
        }
        QVERIFY(QDir().mkpath(directory));
        for (const char *name : { "classic", "high-contrast", "system-light", "system-dark" }) {
            const BoardTheme theme = themeNamed(QString::fromLatin1(name));
            BoardScene scene;
            scene.setTheme(theme);
            showEverything(scene);
            const QString base = QDir(directory).filePath(QString::fromLatin1(name));
            QVERIFY(scene.renderImage(800).save(base + QStringLiteral("-marks.png")));
            scene.clearRejection();
            scene.setHoveredSquare(-1, -1);
            scene.setAttacksShown(false);
            scene.setCurrentRow(-1);
            scene.setQueens(QList<int> { 0, 4, 7, 5, 2, 6, 1, 3 });
            scene.setSolutionMarked(true);
            QVERIFY(scene.renderImage(800).save(base + QStringLiteral("-solution.png")));

            BoardPainter::Options options;
            options.theme = theme;
            options.caption = QStringLiteral("8 queens, refused b5");
            options.rejection = { 3, 1, 1, 4 };
            QString error;
            QVERIFY2(BoardExporter::writeBoard(base + QStringLiteral("-export.png"),
                         BoardExporter::Format::Png, QList<int> { 0, 4, 7, -1, -1, -1, -1, -1 },
                         options, 600, &error),
                qPrintable(error));
            for (const char *kind : { "-marks.png", "-solution.png", "-export.png" }) {
                const QImage written(base + QString::fromLatin1(kind));
                QVERIFY2(!written.isNull(), kind);
                QVERIFY2(written.width() >= 600, kind);
            }
        }
    }
};

QTEST_MAIN(TestTheme)
#include "tst_theme.moc"
