// SPDX-License-Identifier: MIT
// The window on a projector: a first window fits the screen it opens on
// (a 1280 x 720 projector as well as a full HD one), its smallest size fits
// small screens, the board gets the space before the panels, and the size the
// user gave it is remembered.
//
// The offscreen platform is given two screens side by side (its configfile
// option), so that real windows are placed on screens of known sizes.
#include "board/boardview.h"
#include "window/presentation.h"
#include "window/appsettings.h"
#include "window/languagemanager.h"
#include "board/boardscene.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QScreen>
#include <QSlider>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QGraphicsView>
#include <QTest>

#include "support/offscreenscreens.h"

namespace {

using nqtest::ScreenSpec;
constexpr auto &Screens = nqtest::ClassroomScreens;

using nqtest::screenNamed;

// The rectangle `widget` covers on the screen.
QRect globalRect(const QWidget *widget)
{
    return QRect(widget->mapToGlobal(QPoint(0, 0)), widget->size());
}

// A first window on `screen`, as the program opens it when nothing is remembered.
void openFirstWindow(MainWindow &window, QScreen *screen)
{
    window.setScreen(screen);
    window.move(screen->availableGeometry().topLeft());
    window.fitToScreen();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
}

} // namespace

class TestWindowSize : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void firstGeometryIsAShareOfTheScreen_data();
    void firstGeometryIsAShareOfTheScreen();
    void firstWindowFitsTheScreen_data();
    void firstWindowFitsTheScreen();
    void smallestWindowFitsSmallScreens_data();
    void smallestWindowFitsSmallScreens();
    void boardGetsTheSpaceFirst_data();
    void boardGetsTheSpaceFirst();
    void sizeIsRemembered();
    void resizeAndBackKeepsTheLayout_data();
    void resizeAndBackKeepsTheLayout();
    void presentationEnlargesTheBoard_data();
    void presentationEnlargesTheBoard();

private:
    QTemporaryDir m_dir;
};

void TestWindowSize::initTestCase()
{
    for (const ScreenSpec &spec : Screens) {
        QScreen *screen = screenNamed(QString::fromLatin1(spec.name));
        QVERIFY2(screen, spec.name);
        QCOMPARE(screen->geometry(), spec.geometry);
    }
}

void TestWindowSize::firstGeometryIsAShareOfTheScreen_data()
{
    QTest::addColumn<QRect>("available");
    QTest::newRow("1280x720") << QRect(0, 0, 1280, 720);
    QTest::newRow("1920x1080 with a panel") << QRect(0, 32, 1920, 1048);
    QTest::newRow("1024x600") << QRect(0, 0, 1024, 600);
    QTest::newRow("second screen") << QRect(1280, 0, 1920, 1080);
    QTest::newRow("3840x2160") << QRect(0, 0, 3840, 2160);
}

void TestWindowSize::firstGeometryIsAShareOfTheScreen()
{
    QFETCH(QRect, available);
    const QRect first = MainWindow::firstGeometry(available);
    QVERIFY(available.contains(first));
    // At most the share, and not much less.
    QVERIFY(first.width() <= available.width() * MainWindow::ScreenShare);
    QVERIFY(first.height() <= available.height() * MainWindow::ScreenShare);
    QVERIFY(first.width() >= available.width() * MainWindow::ScreenShare - 1);
    QVERIFY(first.height() >= available.height() * MainWindow::ScreenShare - 1);
    // Centred: the frame's title bar has room above it.
    QVERIFY(qAbs(first.center().x() - available.center().x()) <= 1);
    QVERIFY(qAbs(first.center().y() - available.center().y()) <= 1);
    QVERIFY(first.top() - available.top() >= 30);
}

void TestWindowSize::firstWindowFitsTheScreen_data()
{
    QTest::addColumn<QString>("screenName");
    QTest::addColumn<QString>("language");
    for (const ScreenSpec &spec : Screens) {
        for (const char *language : { "en", "de" }) {
            QTest::addRow("%s, %s", spec.name, language)
                << QString::fromLatin1(spec.name) << QString::fromLatin1(language);
        }
    }
}

void TestWindowSize::firstWindowFitsTheScreen()
{
    QFETCH(QString, screenName);
    QFETCH(QString, language);
    QScreen *screen = screenNamed(screenName);
    QVERIFY(screen);
    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(language));
    openFirstWindow(window, screen);
    const QRect available = screen->availableGeometry();
    QCOMPARE(window.screen(), screen);
    QVERIFY2(available.contains(window.frameGeometry()),
        qPrintable(QStringLiteral("frame %1,%2 %3x%4")
                       .arg(window.frameGeometry().x())
                       .arg(window.frameGeometry().y())
                       .arg(window.frameGeometry().width())
                       .arg(window.frameGeometry().height())));
    // The status line and the timeline are on the screen, where the class sees them.
    const auto *status = window.findChild<QLabel *>(QStringLiteral("statusLine"));
    QVERIFY(status && status->isVisible());
    QVERIFY(available.contains(globalRect(status)));
    QVERIFY(window.timeline()->isVisible());
    QVERIFY(available.contains(globalRect(window.timeline())));
    // It uses the screen: most of it, not a corner.
    QVERIFY(window.width() >= available.width() * 0.8);
    QVERIFY(window.height() >= available.height() * 0.8);
    QVERIFY(QLocale().name().startsWith(language));
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
}

void TestWindowSize::smallestWindowFitsSmallScreens_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("de") << QStringLiteral("de");
}

void TestWindowSize::smallestWindowFitsSmallScreens()
{
    // The user can make the window fit a 1280 x 720 projector (and a 1024 x
    // 600 netbook) with room for its frame and a desktop panel.
    QFETCH(QString, language);
    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(language));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QSize minimum = window.minimumSizeHint().expandedTo(window.minimumSize());
    QVERIFY2(minimum.width() <= 1024 * MainWindow::ScreenShare
            && minimum.height() <= 600 * MainWindow::ScreenShare,
        qPrintable(QStringLiteral("%1x%2").arg(minimum.width()).arg(minimum.height())));
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
}

void TestWindowSize::boardGetsTheSpaceFirst_data()
{
    QTest::addColumn<QSize>("size"); // empty: the window's smallest
    QTest::newRow("smallest") << QSize();
    QTest::newRow("449x711") << QSize(449, 711);
    QTest::newRow("640x648, half a projector") << QSize(640, 648);
    QTest::newRow("800x600") << QSize(800, 600);
    QTest::newRow("1152x560, wide and low") << QSize(1152, 560);
}

void TestWindowSize::boardGetsTheSpaceFirst()
{
    // When space is short, the panels give way: the board stays the largest
    // thing in the window, not a stamp beside the counters.
    QFETCH(QSize, size);
    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
    openFirstWindow(window, screenNamed(QStringLiteral("full-hd")));
    window.resize(size.isEmpty() ? window.minimumSizeHint() : size);
    QTRY_COMPARE(window.size(), size.isEmpty() ? window.minimumSizeHint() : size);
    QTest::qWait(50); // the docks lay themselves out
    const QWidget *board = window.centralWidget();
    const int boardSide = qMin(board->width(), board->height());
    QStringList larger;
    for (const QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        if (!dock->isVisible() || dock->visibleRegion().isEmpty()) {
            continue; // a tab behind another
        }
        if (dock->width() * dock->height() > board->width() * board->height()) {
            larger << QStringLiteral("%1 %2x%3")
                          .arg(dock->objectName())
                          .arg(dock->width())
                          .arg(dock->height());
        }
    }
    QVERIFY2(larger.isEmpty(),
        qPrintable(QStringLiteral("board %1x%2, larger: %3")
                       .arg(board->width())
                       .arg(board->height())
                       .arg(larger.join(QStringLiteral(", ")))));
    // The board's square takes a good part of the window's narrower side.
    const int windowSide = qMin(window.width(), window.height());
    QVERIFY2(boardSide >= windowSide * 0.45,
        qPrintable(QStringLiteral("board %1x%2 in a window %3x%4")
                       .arg(board->width())
                       .arg(board->height())
                       .arg(window.width())
                       .arg(window.height())));
}

void TestWindowSize::resizeAndBackKeepsTheLayout_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("presenting");
    QTest::addColumn<QSize>("small");
    for (const char *language : { "en", "de", "fr" }) {
        for (const bool presenting : { false, true }) {
            QTest::addRow("%s%s, 900x560", language, presenting ? ", presenting" : "")
                << QString::fromLatin1(language) << presenting << QSize(900, 560);
        }
        QTest::addRow("%s, smallest", language) << QString::fromLatin1(language) << false << QSize();
    }
}

// Issue 27 (8): shrink and restore: every dock, the board and the panels are
// where and as large as they were (counters not behind a scroll bar, tabs
// not cut, the pseudocode not wrapped a word a line).
void TestWindowSize::resizeAndBackKeepsTheLayout()
{
    QFETCH(QString, language);
    QFETCH(bool, presenting);
    QFETCH(QSize, small);
    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(language));
    openFirstWindow(window, screenNamed(QStringLiteral("projector")));
    if (presenting) {
        window.presentation()->presentationAction()->trigger();
    }
    QTest::qWait(100);
    QApplication::processEvents();
    const auto layout = [&] {
        QStringList places;
        places << QStringLiteral("board %1").arg(
            QStringLiteral("%1,%2 %3x%4")
                .arg(window.centralWidget()->x())
                .arg(window.centralWidget()->y())
                .arg(window.centralWidget()->width())
                .arg(window.centralWidget()->height()));
        for (const QDockWidget *dock : window.findChildren<QDockWidget *>()) {
            if (dock->isVisible()) {
                const QRect g = dock->geometry();
                places << QStringLiteral("%1 %2,%3 %4x%5")
                              .arg(dock->objectName())
                              .arg(g.x())
                              .arg(g.y())
                              .arg(g.width())
                              .arg(g.height());
            }
        }
        places.sort();
        return places;
    };
    const QSize size = window.size();
    const QStringList before = layout();
    window.resize(small.isEmpty() ? window.minimumSizeHint() : small);
    QTest::qWait(100);
    QApplication::processEvents();
    window.resize(size);
    QTRY_COMPARE(window.size(), size);
    QTest::qWait(100);
    QApplication::processEvents();
    const QStringList after = layout();
    QVERIFY2(after == before,
        qPrintable(QStringLiteral("before:\n%1\nafter:\n%2")
                       .arg(before.join(QLatin1Char('\n')), after.join(QLatin1Char('\n')))));
}

void TestWindowSize::presentationEnlargesTheBoard_data()
{
    nqtest::addScreenLanguageRows();
}

// Issue 27 (5): F5 makes the board at least as large as it was, and its
// labels grow with the text (at least 1.4 times their size).
void TestWindowSize::presentationEnlargesTheBoard()
{
    QFETCH(QString, screenName);
    QFETCH(QString, language);
    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(language));
    openFirstWindow(window, screenNamed(screenName));
    QTest::qWait(50);
    QApplication::processEvents();
    const auto boardSide = [&] {
        const BoardScene *scene = window.boardScene();
        const QRectF first = scene->squareRect(0, 0);
        const QRectF last = scene->squareRect(scene->boardSize() - 1, scene->boardSize() - 1);
        const QGraphicsView *view = window.boardView();
        const QPolygon mapped = view->mapFromScene(first.united(last));
        return mapped.boundingRect().width();
    };
    const int before = boardSide();
    const qreal labelsBefore = window.boardScene()->labelPixelSize(*window.boardView());
    window.presentation()->presentationAction()->trigger();
    QTest::qWait(100);
    QApplication::processEvents();
    const int after = boardSide();
    const qreal labelsAfter = window.boardScene()->labelPixelSize(*window.boardView());
    QVERIFY2(after >= before,
        qPrintable(QStringLiteral("board %1 px, %2 px presenting").arg(before).arg(after)));
    QVERIFY2(labelsAfter >= 1.4 * labelsBefore,
        qPrintable(QStringLiteral("labels %1 px, %2 px presenting").arg(labelsBefore).arg(labelsAfter)));
}

void TestWindowSize::sizeIsRemembered()
{
    const QString path = m_dir.filePath(QStringLiteral("window.conf"));
    QScreen *screen = screenNamed(QStringLiteral("full-hd"));
    QRect given;
    {
        MainWindow window(8, nq::Algorithm::LockLines);
        openFirstWindow(window, screen);
        window.setGeometry(QRect(screen->geometry().topLeft() + QPoint(100, 80), QSize(900, 640)));
        QTRY_COMPARE(window.size(), QSize(900, 640));
        given = window.geometry();
        AppSettings settings(path);
        QVERIFY(settings.save(window.settings()));
    }
    // The next start: a first size, then what was remembered replaces it.
    AppSettings settings(path);
    const AppSettings::Values values = settings.load();
    QVERIFY(settings.problem().isEmpty());
    MainWindow window(values.size, values.algorithm);
    window.setScreen(screen);
    window.fitToScreen();
    window.applySettings(values);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.size(), given.size());
    QCOMPARE(window.geometry(), given);
    QCOMPARE(window.screen(), screen);
}

int main(int argc, char *argv[])
{
    // Two screens side by side; the window frame as a desktop would draw it.
    QTemporaryDir dir;
    if (!nqtest::useOffscreenScreens(Screens, dir.path())) {
        return 1;
    }
    QApplication app(argc, argv);
    TestWindowSize test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_windowsize.moc"
