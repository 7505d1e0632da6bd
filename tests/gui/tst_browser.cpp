// SPDX-License-Identifier: MIT
#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QListView>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QLocale>
#include <QTest>
#include <QTimer>

#include "solutions/solutiondelegate.h"
#include "solutions/solutionsmodel.h"
#include "solutions/solutionspanel.h"
#include "solutions/solutionstore.h"
#include "support/wait.h"

#include "solver/solutions.h"
#include "solver/symmetry.h"

#include <algorithm>
#include <map>
#include <memory>

namespace {

// Generous: the enumerations here take well under a second on one core.
constexpr int FinishTimeoutMs = 120000;
// Stopping a count of 18x18 (about a minute's work) returns within this.
constexpr int StopBoundMs = 30000;

nqtest::Waited waitForFinished(const SolutionsPanel &panel)
{
    if (panel.store()->isFinished()) {
        return { true, {} };
    }
    QSignalSpy spy(panel.store(), &SolutionStore::finished);
    return nqtest::waitForSignals(spy, 1, "SolutionStore::finished", FinishTimeoutMs);
}

std::vector<int> toVector(std::span<const std::uint8_t> bytes)
{
    return { bytes.begin(), bytes.end() };
}

} // namespace

class TestBrowser : public QObject
{
    Q_OBJECT

private slots:
    void counts_data();
    void counts();
    void orbits();
    void orbitImagesNamed_data();
    void orbitImagesNamed();
    void orbitRowShowsItemsWhole_data();
    void orbitRowShowsItemsWhole();
    void selection();
    void delegatePaintsThumbnail();
    void largeBoardInBackground();
    void budgetExceeded();
    void countInstead();
    void countShowsProgressAndStops();
    void smallBudget();
    void switchWhileRunning();
    void destroyWhileRunning();
};

void TestBrowser::counts_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<bool>("fundamental");
    QTest::addColumn<int>("expected");
    QTest::newRow("1 all") << 1 << false << 1;
    QTest::newRow("3 all") << 3 << false << 0;
    QTest::newRow("6 all") << 6 << false << 4;
    QTest::newRow("8 all") << 8 << false << 92;
    QTest::newRow("8 fundamental") << 8 << true << 12;
    QTest::newRow("10 fundamental") << 10 << true << 92;
    QTest::newRow("12 all") << 12 << false << 14200;
    QTest::newRow("12 fundamental") << 12 << true << 1787;
}

void TestBrowser::counts()
{
    QFETCH(int, n);
    QFETCH(bool, fundamental);
    QFETCH(int, expected);

    SolutionsPanel panel;
    panel.showFundamentalOnly(fundamental);
    panel.setBoardSize(n);
    QCOMPARE(panel.boardSize(), n);
    QCOMPARE(panel.isFundamentalOnly(), fundamental);
    NQ_VERIFY_WAIT(waitForFinished(panel));

    const SolutionsModel *model = panel.model();
    QCOMPARE(model->rowCount(), expected);
    QCOMPARE(panel.store()->size(), quint64(expected));
    std::vector<int> previous;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row);
        const QList<int> columns = index.data(SolutionsModel::ColumnsRole).value<QList<int>>();
        QCOMPARE(columns.size(), n);
        const std::vector<int> board(columns.begin(), columns.end());
        QVERIFY(nq::isValidSolution(board));
        QVERIFY2(previous < board, "rows are in lexicographic order");
        if (fundamental) {
            QVERIFY(nq::isCanonical(board));
        }
        QCOMPARE(index.data(SolutionsModel::NumberRole).toInt(), row + 1);
        if (!fundamental) { // named by its number among all (tst_solutionnames has the rest)
            QVERIFY(index.data(Qt::DisplayRole).toString().startsWith(
                QStringLiteral("Solution %1 of ").arg(QLocale().toString(row + 1))));
        }
        previous = board;
    }
    QVERIFY(!model->index(expected).data(SolutionsModel::ColumnsRole).isValid());
}

void TestBrowser::orbitRowShowsItemsWhole_data()
{
    QTest::addColumn<int>("points");
    QTest::addColumn<int>("n");
    QTest::newRow("9 pt") << 9 << 8;
    QTest::newRow("14 pt (presenting)") << 14 << 8;
    // The longest names: "...: solution 14,200 of 14,200".
    QTest::newRow("14 pt, 12x12") << 14 << 12;
}

// The orbit row shows each thumbnail and its name whole: the row as tall as
// its items, each name in the lines the delegate draws, none cut off.
void TestBrowser::orbitRowShowsItemsWhole()
{
    QFETCH(int, points);
    QFETCH(int, n);
    SolutionsPanel panel;
    QFont font = panel.font();
    font.setPointSize(points);
    panel.setFont(font);
    panel.showFundamentalOnly(true);
    panel.setBoardSize(n);
    NQ_VERIFY_WAIT(waitForFinished(panel));
    panel.resize(900, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto *orbitView = panel.findChild<QListView *>(QStringLiteral("orbitView"));
    QVERIFY(orbitView);
    // A class with all eight images (the first of 8x8's has).
    int full = 0;
    for (int row = 0; row < panel.model()->rowCount() && full == 0; ++row) {
        if (panel.model()->index(row).data(SolutionsModel::OrbitSizeRole).toInt() == 8) {
            full = row + 1;
        }
    }
    QVERIFY(full > 0);
    panel.selectSolution(full);
    QVERIFY(orbitView->isVisible());
    QApplication::processEvents();
    const QAbstractItemModel *orbit = orbitView->model();
    QCOMPARE(orbit->rowCount(), 8);
    const QFontMetrics metrics = orbitView->fontMetrics();
    for (int i = 0; i < orbit->rowCount(); ++i) {
        const QModelIndex image = orbit->index(i, 0);
        orbitView->scrollTo(image);
        QApplication::processEvents();
        const QRect rect = orbitView->visualRect(image);
        QStyleOptionViewItem option;
        option.initFrom(orbitView);
        option.font = orbitView->font();
        option.fontMetrics = metrics;
        const QSize hint = orbitView->itemDelegate()->sizeHint(option, image);
        const QString name = image.data(Qt::DisplayRole).toString();
        QVERIFY2(rect.height() >= hint.height() && rect.top() >= 0
                && rect.bottom() < orbitView->viewport()->height(),
            qPrintable(QStringLiteral("%1: item %2 px tall at %3, needs %4, the row shows %5")
                           .arg(name)
                           .arg(rect.height())
                           .arg(rect.top())
                           .arg(hint.height())
                           .arg(orbitView->viewport()->height())));
        const QRect text = metrics.boundingRect(QRect(0, 0, rect.width() - 4, 10000),
            Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, name);
        const int lines = static_cast<SolutionDelegate *>(orbitView->itemDelegate())->textLines();
        QVERIFY2(text.height() <= lines * metrics.height() && text.width() <= rect.width() - 4,
            qPrintable(QStringLiteral("%1: needs %2 x %3 px, has %4 x %5")
                           .arg(name)
                           .arg(text.width())
                           .arg(text.height())
                           .arg(rect.width() - 4)
                           .arg(lines * metrics.height())));
    }
}

void TestBrowser::orbits()
{
    SolutionsPanel panel;
    panel.showFundamentalOnly(true);
    panel.setBoardSize(8);
    NQ_VERIFY_WAIT(waitForFinished(panel));
    panel.resize(700, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));

    auto *orbitView = panel.findChild<QListView *>(QStringLiteral("orbitView"));
    QVERIFY(orbitView);
    QVERIFY(!orbitView->isVisible());

    const SolutionsModel *model = panel.model();
    QCOMPARE(model->rowCount(), 12);
    std::map<int, int> sizes;
    int total = 0;
    QSignalSpy chosen(&panel, &SolutionsPanel::transformationChosen);
    for (int row = 0; row < model->rowCount(); ++row) {
        const int size = model->index(row).data(SolutionsModel::OrbitSizeRole).toInt();
        ++sizes[size];
        total += size;

        panel.selectSolution(row + 1);
        QVERIFY(orbitView->isVisible());
        const QAbstractItemModel *orbit = orbitView->model();
        QCOMPARE(orbit->rowCount(), size);
        const QList<int> from
            = model->index(row).data(SolutionsModel::ColumnsRole).value<QList<int>>();
        // The line above the orbit names the board by its number among all
        // 92, found here by walking the full list, and by its class.
        const auto all = nq::allSolutions(8);
        const auto number = std::find(all.begin(), all.end(),
                                std::vector<int>(from.begin(), from.end()))
            - all.begin() + 1;
        const auto *orbitLabel = panel.findChild<QLabel *>(QStringLiteral("orbitLabel"));
        QVERIFY(orbitLabel);
        QVERIFY2(orbitLabel->text().startsWith(
                     QStringLiteral("Solution %1 of 92, class %2 of 12 under").arg(number).arg(row + 1)),
            qPrintable(orbitLabel->text()));
        for (int i = 0; i < orbit->rowCount(); ++i) {
            const QModelIndex image = orbit->index(i, 0);
            const QList<int> to = image.data(SolutionsModel::ColumnsRole).value<QList<int>>();
            QVERIFY(nq::isValidSolution(std::vector<int>(to.begin(), to.end())));
            // Find the symmetry through the caption: it must name the one that
            // maps ("rotation by 90 degrees: solution 89 of 92").
            const QString caption = image.data(Qt::DisplayRole).toString();
            bool matched = false;
            for (nq::Symmetry symmetry : nq::AllSymmetries) {
                if (caption.startsWith(
                        SolutionsPanel::transformationText(int(symmetry)) + QStringLiteral(": "))) {
                    const std::vector<int> expected
                        = nq::transform(std::vector<int>(from.begin(), from.end()), symmetry);
                    QCOMPARE(std::vector<int>(to.begin(), to.end()), expected);
                    matched = true;
                }
            }
            QVERIFY2(matched, qPrintable(caption));
            if (i == 0) {
                QVERIFY2(caption.startsWith(QStringLiteral("the solution itself: solution ")),
                    qPrintable(caption));
                QCOMPARE(to, from);
            }
        }
        // Clicking the last image asks for its transformation to be shown.
        const QModelIndex last = orbit->index(orbit->rowCount() - 1, 0);
        orbitView->scrollTo(last);
        chosen.clear();
        QTest::mouseClick(
            orbitView->viewport(), Qt::LeftButton, {}, orbitView->visualRect(last).center());
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.at(0).at(0).value<QList<int>>(), from);
        QCOMPARE(chosen.at(0).at(1).value<QList<int>>(),
            last.data(SolutionsModel::ColumnsRole).value<QList<int>>());
        const int symmetry = chosen.at(0).at(2).toInt();
        QVERIFY(last.data().toString().startsWith(
            SolutionsPanel::transformationText(symmetry) + QStringLiteral(": ")));
    }
    QCOMPARE(total, 92);
    QCOMPARE(sizes.size(), size_t(2));
    QCOMPARE(sizes[8], 11);
    QCOMPARE(sizes[4], 1);

    QCOMPARE(SolutionsPanel::transformationText(int(nq::Symmetry::Rotate90)),
        QStringLiteral("rotation by 90 degrees"));
    QCOMPARE(SolutionsPanel::transformationText(int(nq::Symmetry::ReflectVertical)),
        QStringLiteral("reflection in the vertical axis"));
    QVERIFY(SolutionsPanel::transformationText(99).isEmpty());

    // In "all" mode there is no orbit strip.
    panel.showFundamentalOnly(false);
    NQ_VERIFY_WAIT(waitForFinished(panel));
    QCOMPARE(panel.model()->rowCount(), 92);
    panel.selectSolution(1);
    QVERIFY(!orbitView->isVisible());
}

void TestBrowser::orbitImagesNamed_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("fundamentalClass");
    QTest::addColumn<int>("symmetry");
    QTest::addColumn<bool>("numbered");
    QTest::newRow("8, class 1, rotation by 90") << 8 << 1 << int(nq::Symmetry::Rotate90) << true;
    QTest::newRow("8, class 5, anti-diagonal")
        << 8 << 5 << int(nq::Symmetry::ReflectAntiDiagonal) << true;
    QTest::newRow("12, class 1, rotation by 270")
        << 12 << 1 << int(nq::Symmetry::Rotate270) << true;
    // Past nq::MaxIdentifySize the images keep their transformation alone.
    QTest::newRow("13, class 1, rotation by 180")
        << 13 << 1 << int(nq::Symmetry::Rotate180) << false;
}

// An orbit image is named by its own number among all solutions of n, in its
// label, tool tip and accessible text; the number is found here by walking
// the list of all solutions.
void TestBrowser::orbitImagesNamed()
{
    QFETCH(int, n);
    QFETCH(int, fundamentalClass);
    QFETCH(int, symmetry);
    QFETCH(bool, numbered);

    SolutionsPanel panel;
    panel.showFundamentalOnly(true);
    panel.setBoardSize(n);
    NQ_VERIFY_WAIT(waitForFinished(panel));
    panel.selectSolution(fundamentalClass);
    // Eight distinct images: the one sought is named by its own transformation.
    QCOMPARE(
        panel.model()->index(fundamentalClass - 1).data(SolutionsModel::OrbitSizeRole).toInt(), 8);
    const QList<int> from = panel.model()
                                ->index(fundamentalClass - 1)
                                .data(SolutionsModel::ColumnsRole)
                                .value<QList<int>>();
    const std::vector<int> image
        = nq::transform(std::vector<int>(from.begin(), from.end()), nq::Symmetry(symmetry));

    auto *orbitView = panel.findChild<QListView *>(QStringLiteral("orbitView"));
    QVERIFY(orbitView);
    const QAbstractItemModel *orbit = orbitView->model();
    QModelIndex found;
    for (int i = 0; i < orbit->rowCount(); ++i) {
        const QList<int> to
            = orbit->index(i, 0).data(SolutionsModel::ColumnsRole).value<QList<int>>();
        if (std::vector<int>(to.begin(), to.end()) == image) {
            found = orbit->index(i, 0);
        }
    }
    QVERIFY2(found.isValid(), "the image is in the orbit row");

    QString expected = SolutionsPanel::transformationText(symmetry);
    if (numbered) {
        const std::vector<std::vector<int>> all = nq::allSolutions(n);
        const auto place = std::find(all.begin(), all.end(), image);
        QVERIFY(place != all.end());
        expected += QStringLiteral(": solution %1 of %2")
                        .arg(QLocale().toString(qlonglong(place - all.begin()) + 1),
                            QLocale().toString(qlonglong(all.size())));
    }
    QCOMPARE(found.data(Qt::DisplayRole).toString(), expected);
    QCOMPARE(found.data(Qt::ToolTipRole).toString(), expected);
    QCOMPARE(found.data(Qt::AccessibleTextRole).toString(), expected);
}

void TestBrowser::selection()
{
    SolutionsPanel panel;
    panel.setBoardSize(8);
    NQ_VERIFY_WAIT(waitForFinished(panel));
    panel.resize(500, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy selected(&panel, &SolutionsPanel::solutionSelected);

    QCOMPARE(panel.selectedNumber(), 0);
    panel.selectSolution(5);
    QCOMPARE(panel.selectedNumber(), 5);
    QCOMPARE(selected.size(), 1);
    QCOMPARE(selected.at(0).at(0).value<QList<int>>(), panel.store()->board(4));
    QCOMPARE(selected.at(0).at(0).value<QList<int>>(), QList<int>({ 1, 3, 5, 7, 2, 0, 6, 4 }));

    panel.selectNext();
    QCOMPARE(panel.selectedNumber(), 6);
    panel.selectPrevious();
    panel.selectPrevious();
    QCOMPARE(panel.selectedNumber(), 4);
    QCOMPARE(selected.size(), 4);
    QCOMPARE(selected.last().at(0).value<QList<int>>(), panel.store()->board(3));

    // Out of range: nothing happens.
    panel.selectSolution(93);
    panel.selectSolution(0);
    QCOMPARE(panel.selectedNumber(), 4);
    panel.selectSolution(1);
    panel.selectPrevious();
    QCOMPARE(panel.selectedNumber(), 1);
    panel.selectSolution(92);
    panel.selectNext();
    QCOMPARE(panel.selectedNumber(), 92);

    // The spin box goes to a number.
    auto *goTo = panel.findChild<QSpinBox *>(QStringLiteral("goToBox"));
    QVERIFY(goTo);
    QCOMPARE(goTo->maximum(), 92);
    QCOMPARE(goTo->value(), 92);
    goTo->setValue(17);
    QCOMPARE(panel.selectedNumber(), 17);
    QCOMPARE(selected.last().at(0).value<QList<int>>(), panel.store()->board(16));

    // A click on a thumbnail selects it.
    auto *view = panel.findChild<QListView *>(QStringLiteral("solutionsView"));
    QVERIFY(view);
    const QModelIndex second = panel.model()->index(1);
    view->scrollTo(second);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(second).center());
    QCOMPARE(panel.selectedNumber(), 2);
    QCOMPARE(selected.last().at(0).value<QList<int>>(), panel.store()->board(1));
}

void TestBrowser::delegatePaintsThumbnail()
{
    SolutionsPanel panel;
    panel.setBoardSize(8);
    NQ_VERIFY_WAIT(waitForFinished(panel));
    panel.resize(500, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));

    auto *view = panel.findChild<QListView *>(QStringLiteral("solutionsView"));
    QVERIFY(view);
    auto *delegate = qobject_cast<SolutionDelegate *>(view->itemDelegate());
    QVERIFY(delegate);
    QVERIFY(view->uniformItemSizes());

    const QModelIndex first = panel.model()->index(0);
    const QRect item = view->visualRect(first);
    QVERIFY(item.isValid());
    const QImage image = view->viewport()->grab().toImage();
    const int cell = delegate->thumbnailSize() / 8;
    const int side = cell * 8;
    const QPoint board(
        item.left() + (item.width() - side) / 2, item.top() + SolutionDelegate::Margin);
    auto pixel = [&](int row, int col, int dx, int dy) {
        return QColor(image.pixel(board.x() + col * cell + dx, board.y() + row * cell + dy));
    };
    // Solution 1 of 8x8 is 0 4 7 5 2 6 1 3: a queen in the top-left corner.
    const int mid = cell / 2;
    QCOMPARE(pixel(0, 0, mid, mid), SolutionDelegate::queenColor());
    QCOMPARE(pixel(1, 1, mid, mid), SolutionDelegate::lightSquareColor());
    QCOMPARE(pixel(1, 0, mid, mid), SolutionDelegate::darkSquareColor());
    QCOMPARE(pixel(1, 4, mid, mid), SolutionDelegate::queenColor());
    QCOMPARE(pixel(2, 2, mid, mid), SolutionDelegate::lightSquareColor());
    QCOMPARE(pixel(2, 7, mid, mid), SolutionDelegate::queenColor());
}

void TestBrowser::largeBoardInBackground()
{
    SolutionsPanel panel;
    int ticks = 0;
    QTimer timer;
    timer.setInterval(1);
    connect(&timer, &QTimer::timeout, this, [&ticks] { ++ticks; });
    QSignalSpy progress(panel.store(), &SolutionStore::progress);
    QSignalSpy finished(panel.store(), &SolutionStore::finished);
    timer.start();

    panel.setBoardSize(14);
    // setBoardSize returns at once: the boards come later, in chunks.
    QVERIFY(panel.store()->isRunning());
    QVERIFY(panel.model()->rowCount() < 365596);
    auto *bar = panel.findChild<QProgressBar *>(QStringLiteral("progressBar"));
    QVERIFY(bar);
    QVERIFY(!bar->isHidden());

    NQ_VERIFY_WAIT(nqtest::waitForSignals(finished, 1, "SolutionStore::finished", FinishTimeoutMs));
    timer.stop();
    QVERIFY2(ticks > 0, "the event loop kept turning");
    QVERIFY(progress.size() >= int(365596 / SolutionStore::MaxChunk));
    QCOMPARE(progress.last().at(0).value<quint64>(), quint64(365596));
    QCOMPARE(progress.last().at(1).toDouble(), 1.0);
    QCOMPARE(finished.at(0).at(0).value<quint64>(), quint64(365596));
    QCOMPARE(panel.model()->rowCount(), 365596);
    QVERIFY(bar->isHidden());

    // Every board valid and in order, checked on the compact bytes.
    const SolutionStore *store = panel.store();
    std::vector<int> previous;
    for (quint64 i = 0; i < store->size(); ++i) {
        std::vector<int> board = toVector(store->boardBytes(i));
        if (!nq::isValidSolution(board) || !(previous < board)) {
            QFAIL(qPrintable(QStringLiteral("board %1 is wrong").arg(i)));
        }
        previous = std::move(board);
    }
    panel.selectSolution(365596);
    QCOMPARE(panel.selectedNumber(), 365596);
    QCOMPARE(panel.model()->index(365595).data(SolutionsModel::ColumnsRole).value<QList<int>>(),
        store->board(365595));
}

void TestBrowser::countInstead()
{
    // A budget too small for 10x10's list: the count comes instead.
    SolutionsPanel panel;
    panel.setBudget(1000);
    panel.setBoardSize(10);
    QVERIFY(!panel.store()->refusal().isEmpty());
    auto *count = panel.findChild<QPushButton *>(QStringLiteral("countButton"));
    QVERIFY(count && !count->isHidden());
    count->click();
    auto *label = panel.findChild<QLabel *>(QStringLiteral("statusLabel"));
    QTRY_VERIFY_WITH_TIMEOUT(
        label->text().contains(QLatin1String("724 solutions")), nqtest::HangGuardMs);
    QVERIFY(label->text().contains(QLatin1String("92 of them fundamental")));
    QVERIFY(count->isEnabled());
    // A size that fits lists again, without the offer.
    panel.setBudget(qint64(64) << 20);
    panel.setBoardSize(6);
    QVERIFY(count->isHidden());
}

void TestBrowser::countShowsProgressAndStops()
{
    // 18x18 takes about a minute: long enough to watch and to stop.
    SolutionsPanel panel;
    panel.setBoardSize(18);
    auto *count = panel.findChild<QPushButton *>(QStringLiteral("countButton"));
    auto *label = panel.findChild<QLabel *>(QStringLiteral("statusLabel"));
    auto *bar = panel.findChild<QProgressBar *>(QStringLiteral("progressBar"));
    QVERIFY(count && label && bar);
    const QString refusal = label->text();
    const QString offer = count->text();
    count->click();
    QVERIFY(!bar->isHidden());
    QVERIFY(count->text() != offer); // "Stop counting"
    QTRY_VERIFY_WITH_TIMEOUT(
        label->text().contains(QLatin1String("% done, about")), nqtest::HangGuardMs);
    QVERIFY2(label->text().contains(QLatin1String("s left")), qPrintable(label->text()));
    QTRY_VERIFY_WITH_TIMEOUT(bar->value() > 0, nqtest::HangGuardMs);
    QElapsedTimer clock;
    clock.start();
    count->click(); // stop
    // A stop that waited for the count would take the rest of it (about a
    // minute here, far longer under sanitizers); the counter answers within
    // milliseconds. The bound is loose enough for any machine, and shorter
    // than the count.
    QVERIFY2(clock.elapsed() < StopBoundMs, "stopping the count waited for it");
    QCOMPARE(count->text(), offer);
    QVERIFY(bar->isHidden());
    QCOMPARE(label->text(), refusal);
    // Nothing queued by the stopped count comes back: its thread is joined,
    // so anything it queued was posted before this.
    QVERIFY(nqtest::handlePostedEvents());
    QCOMPARE(label->text(), refusal);
}

void TestBrowser::budgetExceeded()
{
    SolutionsPanel panel;
    panel.setBoardSize(17);
    const SolutionStore *store = panel.store();
    QVERIFY(!store->isRunning());
    QVERIFY(!store->refusal().isEmpty());
    QVERIFY(store->refusal().contains(QStringLiteral("17x17")));
    QVERIFY(store->refusal().contains(QStringLiteral("Count them instead")));
    auto *label = panel.findChild<QLabel *>(QStringLiteral("statusLabel"));
    QVERIFY(label);
    QCOMPARE(label->text(), store->refusal());
    QCOMPARE(panel.model()->rowCount(), 0);
    auto *bar = panel.findChild<QProgressBar *>(QStringLiteral("progressBar"));
    QVERIFY(bar->isHidden());
    // Nothing polls (not running) and nothing was on its way.
    QVERIFY(nqtest::handlePostedEvents());
    QVERIFY(!store->isRunning());
    QCOMPARE(panel.model()->rowCount(), 0);

    // Counting is offered instead; leaving mid-count stops it (setBoardSize).
    auto *count = panel.findChild<QPushButton *>(QStringLiteral("countButton"));
    QVERIFY(count);
    QVERIFY(!count->isHidden());
    count->click();
    QVERIFY(label->text().contains(QLatin1String("Counting")));

    // Beyond the known counts as well.
    panel.setBoardSize(30);
    QVERIFY(!store->refusal().isEmpty());
    QVERIFY(!store->isRunning());

    // And back to a size that fits.
    panel.setBoardSize(6);
    QVERIFY(store->refusal().isEmpty());
    NQ_VERIFY_WAIT(waitForFinished(panel));
    QCOMPARE(panel.model()->rowCount(), 4);
}

void TestBrowser::smallBudget()
{
    QCOMPARE(
        SolutionStore::bytesNeeded(14, SolutionStore::Mode::All).value(), quint64(365596 * 14));
    QCOMPARE(SolutionStore::bytesNeeded(8, SolutionStore::Mode::Fundamental).value(), quint64(96));
    QVERIFY(!SolutionStore::knownCount(28, SolutionStore::Mode::All));
    QVERIFY(!SolutionStore::knownCount(0, SolutionStore::Mode::All));

    SolutionStore store;
    store.setBudget(8 * 91);
    QVERIFY(!store.start(8, SolutionStore::Mode::All));
    QVERIFY(store.refusal().contains(QStringLiteral("92")));
    QVERIFY(store.start(8, SolutionStore::Mode::Fundamental));
    QSignalSpy finished(&store, &SolutionStore::finished);
    NQ_VERIFY_WAIT(nqtest::waitForSignals(finished, 1, "SolutionStore::finished", FinishTimeoutMs));
    QCOMPARE(store.size(), quint64(12));
    QVERIFY(store.board(12).isEmpty());
    QCOMPARE(store.board(0).size(), 8);
}

void TestBrowser::switchWhileRunning()
{
    SolutionsPanel panel;
    panel.setBoardSize(14);
    // Switched once the list is under way (or, on a fast machine, done).
    NQ_VERIFY_WAIT(
        nqtest::waitUntil([&] { return panel.store()->size() > 0 || panel.store()->isFinished(); },
            "the first solutions of 14x14"));
    panel.setBoardSize(8);
    NQ_VERIFY_WAIT(waitForFinished(panel));
    QCOMPARE(panel.model()->rowCount(), 92);
    panel.setBoardSize(14);
    panel.showFundamentalOnly(true);
    NQ_VERIFY_WAIT(waitForFinished(panel));
    QCOMPARE(panel.model()->rowCount(), 45752);
}

void TestBrowser::destroyWhileRunning()
{
    for (int wait : { 0, 1, SolutionStore::PollIntervalMs * 2 }) {
        auto panel = std::make_unique<SolutionsPanel>();
        panel->show();
        panel->setBoardSize(14);
        if (wait > 0) {
            QTest::qWait(wait);
        }
        panel.reset();
    }
    // A store alone, destroyed right after starting.
    auto store = std::make_unique<SolutionStore>();
    QVERIFY(store->start(15, SolutionStore::Mode::All));
    store.reset();
}

QTEST_MAIN(TestBrowser)
#include "tst_browser.moc"
