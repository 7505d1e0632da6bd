// SPDX-License-Identifier: MIT
#include "run/timelinebar.h"
#include "run/stepfeed.h"

#include "run/runcontroller.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QTimer>

#include <algorithm>
#include <limits>

TimelineBar::TimelineBar(RunController *controller, QWidget *parent)
    : QToolBar(parent)
    , m_controller(controller)
    , m_title(new QLabel(this))
    , m_slider(new QSlider(Qt::Horizontal, this))
    , m_label(new QLabel(this))
{
    setObjectName(QStringLiteral("timelineToolBar"));
    m_slider->setObjectName(QStringLiteral("timeline"));
    m_label->setObjectName(QStringLiteral("timelineStep"));
    m_slider->setRange(0, 0);
    // The keys move the timeline already (Left, Right, Home, End, Shift+arrows):
    // a focused slider would take Left and Right from them.
    m_slider->setFocusPolicy(Qt::NoFocus);
    addWidget(m_title);
    addWidget(m_slider);
    addWidget(m_label);
    // Seek when the user lets go: rebuilding a far position can take the
    // worker a moment, not something to do per pixel.
    connect(m_slider, &QSlider::sliderReleased, this,
        [this] { m_controller->seek(quint64(m_slider->value())); });
    connect(m_slider, &QSlider::actionTriggered, this, [this](int action) {
        if (action != QAbstractSlider::SliderMove) {
            QTimer::singleShot(0, this, [this] { m_controller->seek(quint64(m_slider->value())); });
        }
    });
    // A teacher clicks where the lesson should go on; paging ten steps
    // towards it, as QSlider does, would need a dozen clicks.
    m_slider->installEventFilter(this);
    connect(m_controller, &RunController::modeChanged, this,
        [this](RunController::Mode mode) { showSeeking(mode == RunController::Mode::Seeking); });
    retranslate();
}

void TimelineBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QToolBar::changeEvent(event);
}

QStyleOptionSlider TimelineBar::sliderOption() const
{
    // What QSlider::initStyleOption() fills in (it is protected).
    QStyleOptionSlider option;
    option.initFrom(m_slider);
    option.orientation = m_slider->orientation();
    option.minimum = m_slider->minimum();
    option.maximum = m_slider->maximum();
    option.sliderPosition = m_slider->sliderPosition();
    option.sliderValue = m_slider->value();
    option.upsideDown = m_slider->invertedAppearance();
    return option;
}

bool TimelineBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_slider && event->type() == QEvent::MouseButtonPress) {
        const auto *press = static_cast<QMouseEvent *>(event);
        const QStyleOptionSlider option = sliderOption();
        const QRect handle = m_slider->style()->subControlRect(
            QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, m_slider);
        // On the handle the slider drags as usual.
        if (press->button() == Qt::LeftButton && !handle.contains(press->position().toPoint())) {
            const int value = valueAt(press->position().toPoint());
            {
                const QSignalBlocker block(m_slider);
                m_slider->setValue(value);
            }
            m_controller->seek(quint64(value));
            return true;
        }
    }
    return QToolBar::eventFilter(watched, event);
}

int TimelineBar::valueAt(const QPoint &position) const
{
    const QStyleOptionSlider option = sliderOption();
    QStyle *style = m_slider->style();
    const QRect groove
        = style->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderGroove, m_slider);
    const QRect handle
        = style->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, m_slider);
    // The handle's centre travels from half a handle inside each end.
    const int start = groove.left() + handle.width() / 2;
    const int span = std::max(1, groove.width() - handle.width());
    return QStyle::sliderValueFromPosition(m_slider->minimum(), m_slider->maximum(),
        std::clamp(position.x() - start, 0, span), span, option.upsideDown);
}

void TimelineBar::showSeeking(bool seeking)
{
    if (seeking == m_seeking) {
        return;
    }
    m_seeking = seeking;
    m_target = quint64(m_slider->value()); // where the click or the drag went
    // Rebuilding an old position runs the search again from the start: the
    // bar says it is working, so nobody clicks again and again.
    if (seeking) {
        m_slider->setCursor(Qt::BusyCursor);
    } else {
        m_slider->unsetCursor();
    }
    showPosition(m_step, m_furthest);
}

void TimelineBar::retranslate()
{
    setWindowTitle(tr("Timeline"));
    m_title->setText(tr("Timeline:"));
    m_slider->setToolTip(tr("Every step reached so far: drag to go back or forward"));
    m_slider->setAccessibleName(tr("Timeline"));
    m_label->setMinimumWidth(m_label->fontMetrics().horizontalAdvance(
        tr("Step %1 of %2").arg(QLocale().toString(99999999), QLocale().toString(99999999))));
    showPosition(m_step, m_furthest);
}

void TimelineBar::showPosition(quint64 step, quint64 furthest)
{
    m_step = step;
    m_furthest = furthest;
    const quint64 limit = quint64(std::numeric_limits<int>::max());
    // While seeking the handle stays where it was sent.
    if (!m_slider->isSliderDown() && !m_seeking) {
        const QSignalBlocker block(m_slider);
        m_slider->setRange(0, int(std::min(furthest, limit)));
        m_slider->setValue(int(std::min(step, limit)));
    }
    if (m_seeking) {
        m_label->setText(tr("Going to step %1...").arg(QLocale().toString(m_target)));
    } else {
        m_label->setText(
            tr("Step %1 of %2").arg(QLocale().toString(step), QLocale().toString(furthest)));
    }
}

void TimelineBar::follow(StepFeed *feed)
{
    connect(feed, &StepFeed::due, this, [this, feed] {
        showPosition(feed->run()->state().step(), feed->run()->furthestStep());
    });
}
