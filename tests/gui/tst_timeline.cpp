// SPDX-License-Identifier: MIT
// The timeline under the board: a click goes to the step under the pointer
// (not ten steps towards it), and going back beyond the remembered history
// says that it is working until the position is rebuilt.
#include "run/runcontroller.h"
#include "run/timelinebar.h"
#include "support/wait.h"

#include <QApplication>
#include <QLabel>
#include <QMainWindow>
#include <QSlider>
#include <QTest>

namespace {

void runTo(RunController &run, quint64 steps)
{
    run.runToStep(steps);
    QTRY_COMPARE_WITH_TIMEOUT(run.mode(), RunController::Mode::Paused, nqtest::HangGuardMs);
    QCOMPARE(run.state().step(), steps);
}

} // namespace

class TestTimeline : public QObject
{
    Q_OBJECT

private slots:
    void clickGoesToThePointClicked_data();
    void clickGoesToThePointClicked();
    void seekingShowsProgress();
};

void TestTimeline::clickGoesToThePointClicked_data()
{
    QTest::addColumn<int>("furthest");
    QTest::addColumn<double>("fraction"); // of the slider's width, from the left
    QTest::newRow("a quarter of 400") << 400 << 0.25;
    QTest::newRow("three quarters of 400") << 400 << 0.75;
    QTest::newRow("near the start of 1000") << 1000 << 0.1;
    QTest::newRow("near the end of 120") << 120 << 0.9;
}

void TestTimeline::clickGoesToThePointClicked()
{
    QFETCH(int, furthest);
    QFETCH(double, fraction);
    QMainWindow window;
    RunController run;
    auto *bar = new TimelineBar(&run, &window);
    window.addToolBar(Qt::BottomToolBarArea, bar);
    window.resize(900, 200);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    connect(&run, &RunController::positionChanged, bar,
        [&run, bar](quint64 step) { bar->showPosition(step, run.furthestStep()); });
    runTo(run, quint64(furthest));
    bar->showPosition(run.state().step(), run.furthestStep());
    QSlider *slider = bar->slider();
    QCOMPARE(slider->maximum(), furthest);
    const QPoint at(int(slider->width() * fraction), slider->height() / 2);
    QTest::mouseClick(slider, Qt::LeftButton, {}, at);
    // The slider posts its seek (a queued call): handled here, so that the
    // wait below is for that seek, not for the position before it.
    QVERIFY(nqtest::handlePostedEvents());
    QTRY_COMPARE_WITH_TIMEOUT(run.mode(), RunController::Mode::Paused, nqtest::HangGuardMs);
    // Where the click was, give or take the steps one pixel stands for (and
    // the handle's half width at the ends of the groove).
    const double expected = furthest * fraction;
    const double tolerance = furthest * 0.06 + 2;
    const double step = double(run.state().step());
    QVERIFY2(qAbs(step - expected) <= tolerance,
        qPrintable(QStringLiteral("clicked at %1 of %2 steps, went to %3")
                       .arg(expected)
                       .arg(furthest)
                       .arg(step)));
    QCOMPARE(slider->value(), int(run.state().step()));
}

void TestTimeline::seekingShowsProgress()
{
    QMainWindow window;
    RunController run;
    run.setHistoryCapacity(64); // older positions are rebuilt by running again
    auto *bar = new TimelineBar(&run, &window);
    window.addToolBar(Qt::BottomToolBarArea, bar);
    window.resize(900, 200);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    connect(&run, &RunController::positionChanged, bar,
        [&run, bar](quint64 step) { bar->showPosition(step, run.furthestStep()); });
    runTo(run, 3000);
    bar->showPosition(run.state().step(), run.furthestStep());
    auto *label = bar->findChild<QLabel *>(QStringLiteral("timelineStep"));
    QVERIFY(label);
    QSlider *slider = bar->slider();
    bool seen = false;
    QString said;
    connect(&run, &RunController::modeChanged, bar, [&](RunController::Mode mode) {
        if (mode == RunController::Mode::Seeking) {
            seen = true;
        }
    });
    QTest::mouseClick(slider, Qt::LeftButton, {}, QPoint(slider->width() / 10, slider->height() / 2));
    if (run.mode() == RunController::Mode::Seeking) {
        said = label->text();
        QCOMPARE(slider->cursor().shape(), Qt::BusyCursor);
    }
    QTRY_COMPARE_WITH_TIMEOUT(run.mode(), RunController::Mode::Paused, nqtest::HangGuardMs);
    QVERIFY2(seen, "going back beyond the history rebuilds the position");
    const QString target = QLocale().toString(quint64(slider->value()));
    QVERIFY2(said.contains(target) && !said.contains(QLocale().toString(quint64(3000))),
        qPrintable(said));
    QCOMPARE(slider->cursor().shape(), Qt::ArrowCursor);
    QVERIFY(label->text().contains(QLocale().toString(quint64(3000))));
}

QTEST_MAIN(TestTimeline)
#include "tst_timeline.moc"
