// SPDX-License-Identifier: MIT
#include "classroom/buttonrow.h"

#include <QAbstractButton>
#include <QEvent>
#include <QHBoxLayout>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

ButtonRow::ButtonRow(QWidget *parent)
    : QWidget(parent)
    , m_lines(new QVBoxLayout(this))
{
    m_lines->setContentsMargins(0, 0, 0, 0);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void ButtonRow::addButton(QAbstractButton *button)
{
    // The buttons ask for no width of their own (else a line of them
    // would widen the dock); their words' widths are the stretch.
    button->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    button->setParent(this);
    button->installEventFilter(this);
    m_buttons << button;
    fitLater();
}

bool ButtonRow::event(QEvent *event)
{
    switch (event->type()) {
    case QEvent::LayoutRequest: // a button's text or size changed
    case QEvent::FontChange:
    case QEvent::StyleChange:
        fitLater();
        break;
    default:
        break;
    }
    return QWidget::event(event);
}

bool ButtonRow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShowToParent || event->type() == QEvent::HideToParent) {
        fitLater();
    }
    return QWidget::eventFilter(watched, event);
}

void ButtonRow::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fit();
}

void ButtonRow::fitLater()
{
    if (!std::exchange(m_queued, true)) {
        QMetaObject::invokeMethod(this, [this] {
            m_queued = false;
            fit();
        }, Qt::QueuedConnection);
    }
}

void ButtonRow::fit()
{
    if (m_fitting) {
        return;
    }
    m_fitting = true;
    QList<QAbstractButton *> shown;
    for (QAbstractButton *button : std::as_const(m_buttons)) {
        if (!button->isHidden()) {
            shown << button;
        }
    }
    const int room = width();
    const int spacing = std::max(0, style()->layoutSpacing(QSizePolicy::PushButton, QSizePolicy::PushButton, Qt::Horizontal));
    const auto fits = [&](qsizetype perLine) {
        for (qsizetype first = 0; first < shown.size(); first += perLine) {
            int need = 0;
            const qsizetype last = std::min(shown.size(), first + perLine);
            for (qsizetype i = first; i < last; ++i) {
                need += shown[i]->sizeHint().width() + (i > first ? spacing : 0);
            }
            if (need > room) {
                return false;
            }
        }
        return true;
    };
    qsizetype perLine = std::max<qsizetype>(1, shown.size());
    while (perLine > 1 && !fits(perLine)) {
        --perLine;
    }
    // The lines made anew: each its buttons, stretched as their words are wide.
    while (QLayoutItem *item = m_lines->takeAt(0)) {
        if (QLayout *line = item->layout()) {
            while (QLayoutItem *inner = line->takeAt(0)) {
                delete inner; // the widget items, not the buttons
            }
        }
        delete item;
    }
    for (qsizetype first = 0; first < shown.size(); first += perLine) {
        auto *line = new QHBoxLayout;
        line->setSpacing(spacing);
        for (qsizetype i = first; i < std::min(shown.size(), first + perLine); ++i) {
            line->addWidget(shown[i], std::max(1, shown[i]->sizeHint().width()));
        }
        m_lines->addLayout(line);
    }
    m_perLine = int(perLine);
    m_fitting = false;
}
