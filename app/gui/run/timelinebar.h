// SPDX-License-Identifier: MIT
#pragma once

#include <QStyleOptionSlider>
#include <QToolBar>

class QLabel;
class QSlider;
class RunController;

/*
 * The tool bar under the board: a slider over every step reached so far and
 * "Step k of m". Letting go of the slider, or clicking anywhere on it (the
 * click goes to the step under the pointer, not a page towards it), seeks
 * the controller there. While the controller rebuilds an old position
 * (Mode::Seeking) the bar says so and shows a busy cursor. Retranslates itself.
 */
class StepFeed;

class TimelineBar : public QToolBar
{
    Q_OBJECT

public:
    // `controller` is not owned and outlives the bar.
    explicit TimelineBar(RunController *controller, QWidget *parent = nullptr);

    QSlider *slider() const { return m_slider; }
    // Shows `step` of the furthest step reached (unless the user holds the slider).
    void showPosition(quint64 step, quint64 furthest);
    // Shows the run's step whenever `feed` says it is due (not owned; it outlives this bar).
    void follow(StepFeed *feed);

protected:
    void changeEvent(QEvent *event) override;
    // A left click on the slider's groove jumps there.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    // The slider value under `position` (slider coordinates).
    int valueAt(const QPoint &position) const;
    // The slider's style option, for asking the style where its parts are.
    QStyleOptionSlider sliderOption() const;
    void showSeeking(bool seeking);

    RunController *m_controller;
    QLabel *m_title;
    QSlider *m_slider;
    QLabel *m_label;
    quint64 m_step = 0;
    quint64 m_furthest = 0;
    bool m_seeking = false;
    quint64 m_target = 0; // the step being sought while m_seeking
};
