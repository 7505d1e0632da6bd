// SPDX-License-Identifier: MIT
#include "run/timelinebar.h"

#include "run/runcontroller.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSlider>
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
    m_slider->setRange(0, 0);
    // The keys move the timeline already (Left, Right, Home, End, Shift+arrows):
    // a focused slider would take Left and Right from them.
    m_slider->setFocusPolicy(Qt::NoFocus);
    addWidget(m_title);
    addWidget(m_slider);
    addWidget(m_label);
    // Seek when the user lets go (or clicks a page): rebuilding a far
    // position can take the worker a moment, not something to do per pixel.
    connect(m_slider, &QSlider::sliderReleased, this,
        [this] { m_controller->seek(quint64(m_slider->value())); });
    connect(m_slider, &QSlider::actionTriggered, this, [this](int action) {
        if (action != QAbstractSlider::SliderMove) {
            QTimer::singleShot(0, this, [this] { m_controller->seek(quint64(m_slider->value())); });
        }
    });
    retranslate();
}

void TimelineBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QToolBar::changeEvent(event);
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
    if (!m_slider->isSliderDown()) {
        const QSignalBlocker block(m_slider);
        m_slider->setRange(0, int(std::min(furthest, limit)));
        m_slider->setValue(int(std::min(step, limit)));
    }
    m_label->setText(
        tr("Step %1 of %2").arg(QLocale().toString(step), QLocale().toString(furthest)));
}
