// SPDX-License-Identifier: MIT
// Settings survive a restart, and a damaged, unreadable or nonsensical
// settings file gives the defaults and a sentence saying so, never a crash.
#include "window/appsettings.h"
#include "window/presentation.h"
#include "window/windownotices.h"
#include "board/boardscene.h"
#include "render/boardtheme.h"
#include "window/languagemanager.h"
#include "window/mainwindow.h"
#include "run/runactions.h"
#include "run/runcontroller.h"
#include "support/fullfolder.h"
#include "support/processmemory.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSettings>
#include <QStatusBar>
#include <QGraphicsView>
#include <QMainWindow>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>

#include <sys/stat.h>

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        && file.write(bytes) == bytes.size();
}

// `window` at 1000 x 760 in English with the remembered layout `state`,
// shown; false when it was not exposed.
bool showWithLayout(MainWindow &window, const QByteArray &state)
{
    window.fitToSize(QSize(1000, 760));
    AppSettings::Values values;
    values.language = QStringLiteral("en");
    values.windowState = state;
    window.applySettings(values);
    window.show();
    return QTest::qWaitForWindowExposed(&window);
}

} // namespace

class TestSettings : public QObject
{
    Q_OBJECT

private slots:
    void missingFileGivesDefaultsQuietly();
    void valuesRoundTrip();
    void olderFilesKeepTheirSpeed_data();
    void olderFilesKeepTheirSpeed();
    void badFilesGiveDefaultsWithAMessage_data();
    void badFilesGiveDefaultsWithAMessage();
    void outOfRangeValuesAreNamed();
    void folderWhereTheFileShouldBeIsSetAside();
    void fifoOrHugeFileIsNotRead();
    void userPathIsLookedAtBeforeItIsOpened_data();
    void userPathIsLookedAtBeforeItIsOpened();
    void byteOrderMarkIsNoDamage();
    void linkedSettingsStayALink();
    void fullDiskKeepsTheOldSettings();
    void windowRemembersItsState();
    void damagedLayoutGivesTheDefault_data();
    void damagedLayoutGivesTheDefault();
    void messageBeforeTheWindowIsShownIsReadable();
    void hiddenToolBarIsTheUsersLayout();
    void systemThemeFollowsThePalette();

private:
    QTemporaryDir m_dir;
};

void TestSettings::missingFileGivesDefaultsQuietly()
{
    AppSettings settings(m_dir.filePath(QStringLiteral("none.conf")));
    const AppSettings::Values values = settings.load();
    QVERIFY(settings.problem().isEmpty());
    QCOMPARE(values.size, 8);
    QCOMPARE(values.algorithm, nq::Algorithm::LockLines);
    QCOMPARE(values.theme, QStringLiteral("classic"));
    QVERIFY(values.language.isEmpty());
}

void TestSettings::valuesRoundTrip()
{
    const QString path = m_dir.filePath(QStringLiteral("round.conf"));
    AppSettings settings(path);
    AppSettings::Values values;
    values.size = 11;
    values.algorithm = nq::Algorithm::Bitmask;
    values.speedIndex = 3;
    values.theme = QStringLiteral("high-contrast");
    values.language = QStringLiteral("fr");
    values.attacksShown = true;
    values.exportCoordinates = false;
    values.textSize = 140;
    values.geometry = QByteArray("\x01\x02\x00\x03", 4);
    QVERIFY(settings.save(values));
    QVERIFY(settings.problem().isEmpty());

    AppSettings again(path);
    const AppSettings::Values read = again.load();
    QVERIFY2(again.problem().isEmpty(), qPrintable(again.problem()));
    QCOMPARE(read.size, 11);
    QCOMPARE(read.algorithm, nq::Algorithm::Bitmask);
    QCOMPARE(read.speedIndex, 3);
    QCOMPARE(read.theme, QStringLiteral("high-contrast"));
    QCOMPARE(read.language, QStringLiteral("fr"));
    QCOMPARE(read.attacksShown, true);
    QCOMPARE(read.exportCoordinates, false);
    QCOMPARE(read.textSize, 140);
    QCOMPARE(read.geometry, values.geometry);
}

void TestSettings::badFilesGiveDefaultsWithAMessage_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QByteArray noise(4096, '\0');
    for (int i = 0; i < noise.size(); ++i) {
        noise[i] = char((i * 7919 + 13) % 256);
    }
    QTest::newRow("binary noise") << noise;
    QTest::newRow("not UTF-8") << QByteArray("[run]\nsize=\xff\xfe\xfd\n");
    QTest::newRow("NUL bytes") << QByteArray("[run]\nsize=8\0\0\0\n", 17);
    // QSettings skips such lines without a word; the next save dropped them.
    QTest::newRow("lines without =")
        << QByteArray("[run]\nsize=9\nthis is not a setting\nalgorithm=bitmask\n");
}

void TestSettings::badFilesGiveDefaultsWithAMessage()
{
    QFETCH(QByteArray, bytes);
    const QString path
        = m_dir.filePath(QStringLiteral("bad %1.conf").arg(QLatin1String(QTest::currentDataTag())));
    QVERIFY(writeFile(path, bytes));
    AppSettings settings(path);
    const AppSettings::Values values = settings.load();
    QVERIFY2(settings.problem().contains(QLatin1String("damaged")), qPrintable(settings.problem()));
    QVERIFY(settings.problem().contains(QDir::toNativeSeparators(path)));
    QCOMPARE(values.size, AppSettings::Values().size);
    QCOMPARE(values.algorithm, AppSettings::Values().algorithm);
    // Saving replaces the damaged file with a good one.
    QVERIFY2(settings.save(values), qPrintable(settings.problem()));
    AppSettings again(path);
    again.load();
    QVERIFY2(again.problem().isEmpty(), qPrintable(again.problem()));
    // ... and keeps the damaged one aside, byte for byte.
    QFile kept(path + QStringLiteral(".damaged"));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), bytes);

    // Damaged again: the earlier copy stays, the new one goes beside it.
    QVERIFY(writeFile(path, bytes + "again"));
    AppSettings later(path);
    later.load();
    QVERIFY2(later.problem().contains(QStringLiteral(".damaged-2")), qPrintable(later.problem()));
    QVERIFY2(later.save(values), qPrintable(later.problem()));
    kept.close();
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), bytes);
    QFile second(path + QStringLiteral(".damaged-2"));
    QVERIFY(second.open(QIODevice::ReadOnly));
    QCOMPARE(second.readAll(), bytes + "again");
}

// A speed saved by an older version is read as the speed it meant: 0.1.0
// saved a position in 1, 2, 3, 5, 8, 12, 20, 30, 60, 120, 250, 500, 1000,
// top; 0.2.0 one in 1, 2, 4, ... 1024, top (and wrote view/textSize and
// export/folder, which 0.1.0 did not); files now keep steps per second.
void TestSettings::olderFilesKeepTheirSpeed_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<int>("stepsPerSecond"); // what the window runs at; 0: top speed
    QTest::newRow("0.1.0, 8 a second") << QByteArray("[run]\nsize=8\nspeed=4\n") << 8;
    QTest::newRow("0.1.0, 1000 a second") << QByteArray("[run]\nspeed=12\n") << 1024;
    QTest::newRow("0.1.0, top speed") << QByteArray("[run]\nspeed=13\n") << 0;
    QTest::newRow("0.1.0, 30 a second") << QByteArray("[run]\nspeed=7\n") << 32;
    QTest::newRow("0.2.0, 16 a second")
        << QByteArray("[export]\nfolder=\n[run]\nspeed=4\n[view]\ntextSize=100\n") << 16;
    QTest::newRow("0.2.0, top speed")
        << QByteArray("[export]\nfolder=/tmp\n[run]\nspeed=11\n") << 0;
    QTest::newRow("now, 64 a second") << QByteArray("[run]\nstepsPerSecond=64\n") << 64;
    QTest::newRow("now, top speed") << QByteArray("[run]\nstepsPerSecond=0\n") << 0;
}

void TestSettings::olderFilesKeepTheirSpeed()
{
    QFETCH(QByteArray, file);
    QFETCH(int, stepsPerSecond);
    const QString path = m_dir.filePath(QStringLiteral("old-speed.conf"));
    QVERIFY(writeFile(path, file));
    AppSettings settings(path);
    const AppSettings::Values values = settings.load();
    QVERIFY2(settings.problem().isEmpty(), qPrintable(settings.problem()));
    QVERIFY(values.speedIndex >= 0 && values.speedIndex <= RunController::topSpeedIndex());
    QCOMPARE(RunController::speeds().at(values.speedIndex), stepsPerSecond);
    // Saved again, it is the same speed, written as steps per second.
    QVERIFY(settings.save(values));
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray text = saved.readAll();
    QVERIFY2(
        text.contains("stepsPerSecond=" + QByteArray::number(stepsPerSecond)), text.constData());
    QVERIFY2(!text.contains("\nspeed="), text.constData());
    QCOMPARE(AppSettings(path).load().speedIndex, values.speedIndex);
}

void TestSettings::outOfRangeValuesAreNamed()
{
    const QString path = m_dir.filePath(QStringLiteral("range.conf"));
    QVERIFY(writeFile(path,
        "[run]\nsize=999\nalgorithm=quantum\nspeed=999\n"
        "[view]\ntheme=pink\nlanguage=tlh\nattacks=maybe\n"));
    AppSettings settings(path);
    const AppSettings::Values values = settings.load();
    const QString problem = settings.problem();
    for (const char *key : { "run/size", "run/algorithm", "run/speed", "view/theme",
             "view/language", "view/attacks" }) {
        QVERIFY2(problem.contains(QLatin1String(key)), qPrintable(problem));
    }
    QCOMPARE(values.size, 8);
    QCOMPARE(values.algorithm, nq::Algorithm::LockLines);
    QCOMPARE(values.theme, QStringLiteral("classic"));
    QVERIFY(values.language.isEmpty());
    QCOMPARE(values.attacksShown, false);
    // A size the algorithm cannot take (permutations stop at 11).
    QVERIFY(writeFile(path, "[run]\nsize=12\nalgorithm=permutations\n"));
    const AppSettings::Values permutations = settings.load();
    QCOMPARE(permutations.algorithm, nq::Algorithm::Permutations);
    QCOMPARE(permutations.size, 8);
    QVERIFY(settings.problem().contains(QLatin1String("run/size")));
}

void TestSettings::folderWhereTheFileShouldBeIsSetAside()
{
    // A directory where the file should be: not read, not written into;
    // saving moves it aside whole and writes the settings.
    const QString path = m_dir.filePath(QStringLiteral("adirectory.conf"));
    QVERIFY(QDir().mkpath(path + QStringLiteral("/inside")));
    AppSettings settings(path);
    const AppSettings::Values values = settings.load();
    QVERIFY2(settings.problem().contains(QLatin1String("not a regular file")),
        qPrintable(settings.problem()));
    QCOMPARE(values.size, 8);
    QVERIFY2(settings.save(values), qPrintable(settings.problem()));
    QVERIFY(QFileInfo(path).isFile());
    QVERIFY(QFileInfo(path + QStringLiteral(".damaged/inside")).isDir()); // nothing lost
}

void TestSettings::fifoOrHugeFileIsNotRead()
{
    // A FIFO would block the start for ever if it were opened and read.
    const QString fifo = m_dir.filePath(QStringLiteral("fifo.conf"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    AppSettings settings(fifo);
    QElapsedTimer clock;
    clock.start();
    const AppSettings::Values values = settings.load();
    QVERIFY(clock.elapsed() < 10000); // a hang guard, not a speed target
    QVERIFY2(settings.problem().contains(QLatin1String("not a regular file")),
        qPrintable(settings.problem()));
    QCOMPARE(values.size, 8);
    // Saving sets the FIFO aside (it stays a FIFO) and writes a real file:
    // written through, the FIFO would have blocked the exit for ever.
    clock.restart();
    QVERIFY2(settings.save(values), qPrintable(settings.problem()));
    QVERIFY(clock.elapsed() < 10000); // a hang guard, not a speed target
    QVERIFY(QFileInfo(fifo).isFile());
    struct stat aside { };
    QCOMPARE(::lstat(QFile::encodeName(fifo + QStringLiteral(".damaged")).constData(), &aside), 0);
    QVERIFY(S_ISFIFO(aside.st_mode));

    // Megabytes of text are no settings file of ours.
    const QString huge = m_dir.filePath(QStringLiteral("huge.conf"));
    QVERIFY(writeFile(huge, "[run]\nsize=9\n" + QByteArray(2 << 20, 'x')));
    AppSettings big(huge);
    QCOMPARE(big.load().size, 8);
    QVERIFY2(big.problem().contains(QLatin1String("damaged")), qPrintable(big.problem()));
}

void TestSettings::userPathIsLookedAtBeforeItIsOpened_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("problem");
    QTest::newRow("fifo") << QStringLiteral("fifo") << QStringLiteral("not a regular file");
    QTest::newRow("link to /dev/zero") << QStringLiteral("zero") << QStringLiteral("not a regular file");
    QTest::newRow("broken link") << QStringLiteral("broken") << QStringLiteral("not a regular file");
    QTest::newRow("sparse 2 GB") << QStringLiteral("sparse") << QStringLiteral("damaged");
}

// The path the program really uses (the user's file, found as main() finds
// it): a FIFO there hung the program before any window, a sparse file of
// 2 GB took 4 GB of memory, because a QSettings read it to learn its name.
// Now the name is worked out, the file is looked at first, the start takes
// well under a second, and saving sets it aside.
void TestSettings::userPathIsLookedAtBeforeItIsOpened()
{
    QFETCH(QString, kind);
    QFETCH(QString, problem);
    // One home for every row: QSettings works out the user's folder once
    // a process and keeps it.
    const QDir home(m_dir.filePath(QStringLiteral("home")));
    QDir(home.filePath(QStringLiteral("nqueens-visualizer"))).removeRecursively();
    QVERIFY(home.mkpath(QStringLiteral(".")));
    const QByteArray savedHome = qgetenv("XDG_CONFIG_HOME");
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.path()));
    // The names main() gives the program, which the path is made of.
    const QString savedApplication = QCoreApplication::applicationName();
    QCoreApplication::setOrganizationName(QStringLiteral("nqueens-visualizer"));
    QCoreApplication::setApplicationName(QStringLiteral("nqueens-visualizer"));
    const auto restore = qScopeGuard([&] {
        QCoreApplication::setOrganizationName(QString());
        QCoreApplication::setApplicationName(savedApplication);
        if (savedHome.isNull()) {
            qunsetenv("XDG_CONFIG_HOME");
        } else {
            qputenv("XDG_CONFIG_HOME", savedHome);
        }
    });
    const QString expected = QSettings(QSettings::IniFormat, QSettings::UserScope,
        QCoreApplication::organizationName(), QCoreApplication::applicationName())
                                 .fileName();
    QCOMPARE(expected,
        home.filePath(QStringLiteral("nqueens-visualizer/nqueens-visualizer.ini")));
    QVERIFY(QDir().mkpath(QFileInfo(expected).absolutePath()));
    if (kind == u"fifo") {
        QCOMPARE(::mkfifo(QFile::encodeName(expected).constData(), 0600), 0);
    } else if (kind == u"zero") {
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), expected));
    } else if (kind == u"broken") {
        QVERIFY(QFile::link(home.filePath(QStringLiteral("nowhere/at/all")), expected));
    } else {
        QFile file(expected);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.write("[run]\nsize=9\n") > 0);
        QVERIFY(file.resize(qint64(2) << 30)); // sparse: nothing on the disk
    }
    resetPeakResident();
    const long before = peakResidentKiB();
    QElapsedTimer clock;
    clock.start();
    AppSettings settings;
    QCOMPARE(settings.fileName(), expected);
    const AppSettings::Values values = settings.load();
    QVERIFY2(clock.elapsed() < 10000, qPrintable(QString::number(clock.elapsed())));
    QVERIFY2(peakResidentKiB() - before < 64 * 1024,
        qPrintable(QStringLiteral("%1 KiB more").arg(peakResidentKiB() - before)));
    QVERIFY2(settings.problem().contains(problem), qPrintable(settings.problem()));
    QCOMPARE(values.size, 8);
    // The exit saves: the thing that was there is kept aside, not written
    // through (a link is moved, /dev/zero is not touched), and a real file
    // takes its place.
    QVERIFY2(settings.save(values), qPrintable(settings.problem()));
    QVERIFY(clock.elapsed() < 10000); // a hang guard, not a speed target
    QVERIFY(QFileInfo(expected).isFile() && !QFileInfo(expected).isSymLink());
    QVERIFY(QFileInfo(expected).size() < 4096);
    QVERIFY(QFileInfo(expected + QStringLiteral(".damaged")).exists()
        || QFileInfo(expected + QStringLiteral(".damaged")).isSymLink());
    QVERIFY(QFileInfo(QStringLiteral("/dev/zero")).exists());
    AppSettings again;
    again.load();
    QVERIFY2(again.problem().isEmpty(), qPrintable(again.problem()));
}

// A byte-order mark, as Windows editors write, is no damage: the values
// are read, and saving says nothing false.
void TestSettings::byteOrderMarkIsNoDamage()
{
    const QString path = m_dir.filePath(QStringLiteral("bom.conf"));
    QVERIFY(writeFile(path, "\xEF\xBB\xBF[run]\nsize=9\nalgorithm=bitmask\n"));
    AppSettings settings(path);
    const AppSettings::Values values = settings.load();
    QVERIFY2(settings.problem().isEmpty(), qPrintable(settings.problem()));
    QCOMPARE(values.size, 9);
    QCOMPARE(values.algorithm, nq::Algorithm::Bitmask);
    QVERIFY2(settings.save(values), qPrintable(settings.problem()));
    QVERIFY(settings.problem().isEmpty());
    QVERIFY(!QFileInfo::exists(path + QStringLiteral(".damaged")));
    QCOMPARE(AppSettings(path).load().size, 9);
}

// Settings kept elsewhere (a dotfiles folder) behind a link: read through
// it, and saved into the file it names; the link stays a link.
void TestSettings::linkedSettingsStayALink()
{
    const QString real = m_dir.filePath(QStringLiteral("dotfiles.ini"));
    const QString link = m_dir.filePath(QStringLiteral("linked.ini"));
    QVERIFY(writeFile(real, "[run]\nsize=10\n"));
    QVERIFY(QFile::link(real, link));
    AppSettings settings(link);
    AppSettings::Values values = settings.load();
    QVERIFY2(settings.problem().isEmpty(), qPrintable(settings.problem()));
    QCOMPARE(values.size, 10);
    values.size = 11;
    QVERIFY2(settings.save(values), qPrintable(settings.problem()));
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(AppSettings(real).load().size, 11);
}

// On a full disk the settings are not saved, the message says why, and the
// file that was there is kept byte for byte.
void TestSettings::fullDiskKeepsTheOldSettings()
{
    FullFolder full;
    QVERIFY(full.isValid());
    const QString path = full.filePath(QStringLiteral("nqueens-visualizer.conf"));
    const QByteArray old = "[run]\nsize=9\n";
    QVERIFY(writeFile(path, old));
    AppSettings settings(path);
    AppSettings::Values values = settings.load();
    values.windowState = QByteArray(8192, 'w'); // more than the room left
    full.fill();
    const bool saved = settings.save(values);
    full.unfill();
    QVERIFY(!saved);
    QVERIFY2(settings.problem().contains(full.expectedReason()), qPrintable(settings.problem()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), old);
}

void TestSettings::windowRemembersItsState()
{
    AppSettings::Values saved;
    {
        MainWindow window(7, nq::Algorithm::CheckQueens);
        window.resize(900, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.controller()->setSpeedIndex(2);
        window.runActions()->attacks()->setChecked(true);
        window.findChild<QDockWidget *>(QStringLiteral("countersDock"))->hide();
        QVERIFY(window.languages()->setLanguage(QStringLiteral("es")));
        // The folder the export dialogs last saved in.
        AppSettings::Values folder = window.settings();
        folder.exportFolder = m_dir.path();
        window.applySettings(folder);
        // Two steps larger with the keys, whatever has the focus.
        const qreal before = window.statusBar()->font().pointSizeF();
        QTest::keyClick(&window, Qt::Key_Plus, Qt::ControlModifier | Qt::ShiftModifier);
        QTest::keyClick(&window, Qt::Key_Plus, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY2(window.statusBar()->font().pointSizeF() > before * 1.15,
            qPrintable(QString::number(window.statusBar()->font().pointSizeF())));
        // Presentation mode is not remembered: its text size and layout are the lesson's.
        QTest::keyClick(&window, Qt::Key_F5);
        QVERIFY(window.statusBar()->font().pointSizeF() > before * 1.5);
        saved = window.settings();
    }
    QCOMPARE(saved.exportFolder, m_dir.path());
    QVERIFY2(saved.textSize > 100 && saved.textSize <= 130, qPrintable(QString::number(saved.textSize)));
    QCOMPARE(saved.size, 7);
    QCOMPARE(saved.algorithm, nq::Algorithm::CheckQueens);
    QCOMPARE(saved.speedIndex, 2);
    QCOMPARE(saved.language, QStringLiteral("es"));
    QVERIFY(saved.attacksShown);

    const QString path = m_dir.filePath(QStringLiteral("window.conf"));
    AppSettings settings(path);
    QVERIFY(settings.save(saved));
    const AppSettings::Values read = settings.load();
    MainWindow window(read.size, read.algorithm);
    window.applySettings(read);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.controller()->boardSize(), 7);
    QCOMPARE(window.controller()->algorithm(), nq::Algorithm::CheckQueens);
    QCOMPARE(window.controller()->speedIndex(), 2);
    QVERIFY(window.runActions()->attacks()->isChecked());
    QVERIFY(window.boardScene()->attacksShown());
    QCOMPARE(window.languages()->requestedLanguage(), QStringLiteral("es"));
    QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("countersDock"))->isHidden());
    QCOMPARE(window.settings().exportFolder, m_dir.path());
    QCOMPARE(window.presentation()->textSize(), saved.textSize);
    QVERIFY(!window.presentation()->isPresenting());
    QVERIFY(window.statusBar()->font().pointSizeF() > QApplication::font().pointSizeF() * 1.15);

    // Garbage where the window state should be leaves the default layout.
    AppSettings::Values garbage = read;
    garbage.geometry = QByteArray(64, 'x');
    garbage.windowState = QByteArray(64, 'y');
    MainWindow other(8, nq::Algorithm::LockLines);
    other.applySettings(garbage);
    other.show();
    QVERIFY(QTest::qWaitForWindowExposed(&other));
    QVERIFY(other.findChild<QDockWidget *>(QStringLiteral("countersDock"))->isVisible());
    // Translators are the application's: leave it in English for the next test.
    QVERIFY(window.languages()->setLanguage(QStringLiteral("en")));
}

void TestSettings::damagedLayoutGivesTheDefault_data()
{
    QTest::addColumn<QByteArray>("state");
    QTest::addColumn<bool>("damaged");
    // A real layout: the counters hidden.
    QByteArray good;
    {
        MainWindow window(8, nq::Algorithm::LockLines);
        window.resize(1000, 760);
        window.show();
        if (QTest::qWaitForWindowExposed(&window)) {
            window.findChild<QDockWidget *>(QStringLiteral("countersDock"))->hide();
            good = window.saveState();
        }
    }
    QTest::newRow("a real layout") << good << false;
    QByteArray noise(600, '\0');
    QRandomGenerator random(25);
    for (char &byte : noise) {
        byte = char(random.bounded(256));
    }
    QTest::newRow("random bytes") << noise << true;
    for (const qsizetype keep : { good.size() / 2, good.size() / 4, good.size() - 9 }) {
        QTest::addRow("cut after %lld of %lld bytes", qlonglong(keep), qlonglong(good.size()))
            << good.left(keep) << true;
    }
    // Bytes flipped here and there, past the header (a header flipped is
    // refused by Qt already).
    for (const quint32 seed : { 1u, 2u, 3u, 4u }) {
        QByteArray flipped = good;
        QRandomGenerator where(seed);
        for (int i = 0; i < 12; ++i) {
            const auto at = qsizetype(where.bounded(16, int(flipped.size())));
            flipped[at] = char(flipped.at(at) ^ 0xff);
        }
        QTest::addRow("bytes flipped (%u)", seed) << flipped << true;
    }
    // A good state of another main window (other tool bars and docks).
    QByteArray other;
    {
        QMainWindow window;
        window.resize(1000, 760);
        auto *bar = window.addToolBar(QStringLiteral("Other"));
        bar->setObjectName(QStringLiteral("otherBar"));
        window.addToolBar(Qt::LeftToolBarArea, bar);
        auto *dock = new QDockWidget(&window);
        dock->setObjectName(QStringLiteral("otherDock"));
        window.addDockWidget(Qt::LeftDockWidgetArea, dock);
        other = window.saveState();
    }
    QTest::newRow("another window's layout") << other << true;
}

// A message given before the window is shown (the layout was reset, at
// start) hides the status line under it, as one given later does: both
// were painted over each other, unreadable.
void TestSettings::messageBeforeTheWindowIsShownIsReadable()
{
    MainWindow window(8, nq::Algorithm::LockLines);
    window.notices()->showMessage(QStringLiteral("The layout was reset."));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("The layout was reset."));
    auto *line = window.findChild<QLabel *>(QStringLiteral("statusLine"));
    QVERIFY(line);
    QVERIFY(!line->isVisible());
}

void TestSettings::damagedLayoutGivesTheDefault()
{
    // restoreState() takes some damaged data as good: the tool bars, the
    // timeline and the status bar went, the panels squeezed to the left.
    QFETCH(QByteArray, state);
    QFETCH(bool, damaged);
    QVERIFY(!state.isEmpty());
    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(showWithLayout(window, state));
    QTest::qWait(50);
    for (const char *name : { "runToolBar", "timelineToolBar" }) {
        auto *bar = window.findChild<QToolBar *>(QLatin1String(name));
        QVERIFY2(bar && bar->isVisible() && window.rect().contains(bar->geometry()), name);
        QVERIFY2(bar->width() > window.width() / 2, name);
    }
    QVERIFY(window.statusBar()->isVisible());
    const QWidget *board = window.centralWidget();
    QVERIFY2(board->width() >= window.width() / 3 && board->height() >= window.height() / 3,
        qPrintable(QStringLiteral("board %1 x %2").arg(board->width()).arg(board->height())));
    const QString message = window.statusBar()->currentMessage();
    if (damaged) {
        QVERIFY2(message.contains(QLatin1String("layout")), qPrintable(message));
        QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("countersDock"))->isVisible());
    } else {
        QVERIFY2(message.isEmpty(), qPrintable(message));
        QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("countersDock"))->isHidden());
    }
}

// A tool bar hidden with its context menu is the user's layout, kept
// without a word at the next start, not taken for damage.
void TestSettings::hiddenToolBarIsTheUsersLayout()
{
    QByteArray state;
    {
        MainWindow window(8, nq::Algorithm::LockLines);
        window.fitToSize(QSize(1000, 760));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.findChild<QToolBar *>(QStringLiteral("timelineToolBar"))->hide();
        state = window.settings().windowState;
    }
    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(showWithLayout(window, state));
    QVERIFY2(window.statusBar()->currentMessage().isEmpty(),
        qPrintable(window.statusBar()->currentMessage()));
    QVERIFY(window.findChild<QToolBar *>(QStringLiteral("timelineToolBar"))->isHidden());
    QVERIFY(window.findChild<QToolBar *>(QStringLiteral("runToolBar"))->isVisible());
}

void TestSettings::systemThemeFollowsThePalette()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    AppSettings::Values values;
    values.theme = QStringLiteral("system");
    window.applySettings(values);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QPalette light = QApplication::palette();
    QCOMPARE(window.boardScene()->theme().kind, BoardTheme::Kind::System);
    QVERIFY(window.boardScene()->theme().background.lightnessF() > 0.5);

    // The desktop switches to dark mode: the board follows without a word.
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x30, 0x30, 0x30));
    dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
    dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    QApplication::setPalette(dark);
    QTRY_VERIFY(window.boardScene()->theme().background.lightnessF() < 0.5);
    QVERIFY(window.boardScene()->theme().lightSquare.lightnessF() < 0.5);
    QCOMPARE(window.settings().theme, QStringLiteral("system"));
    QApplication::setPalette(light);

    // A chosen theme stays put when the palette changes.
    values.theme = QStringLiteral("classic");
    window.applySettings(values);
    QCOMPARE(window.boardScene()->theme(), BoardTheme::classic());
    QApplication::setPalette(dark);
    QCoreApplication::processEvents();
    QCOMPARE(window.boardScene()->theme(), BoardTheme::classic());
    QApplication::setPalette(light);
}

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
