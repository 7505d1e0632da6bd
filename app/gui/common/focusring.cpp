// SPDX-License-Identifier: MIT
#include "common/focusring.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QFocusEvent>
#include <QPainter>
#include <QPalette>

namespace {

// The ring itself: a border in the highlight colour, nothing else.
class Ring : public QWidget
{
public:
    explicit Ring(QWidget *parent)
        : QWidget(parent)
    {
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAttribute(Qt::WA_NoSystemBackground);
        setFocusPolicy(Qt::NoFocus);
        setObjectName(QStringLiteral("focusRing"));
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        QPen pen(palette().color(QPalette::Active, QPalette::Highlight), 2);
        pen.setJoinStyle(Qt::MiterJoin);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    }
};

FocusRing *theRing()
{
    return qApp ? qApp->findChild<FocusRing *>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
}

} // namespace

FocusRing::FocusRing(QObject *parent)
    : QObject(parent)
{
}

void FocusRing::install()
{
    if (!qApp || theRing()) {
        return;
    }
    qApp->installEventFilter(new FocusRing(qApp));
}

QWidget *FocusRing::ringed()
{
    const FocusRing *ring = theRing();
    return ring && ring->m_ring && ring->m_ring->isVisible() ? ring->m_area.data() : nullptr;
}

bool FocusRing::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::FocusIn:
        if (auto *area = qobject_cast<QAbstractScrollArea *>(watched)) {
            const Qt::FocusReason reason = static_cast<QFocusEvent *>(event)->reason();
            if (reason == Qt::MouseFocusReason || reason == Qt::PopupFocusReason) {
                hide();
            } else {
                showOn(area);
            }
        }
        break;
    case QEvent::FocusOut:
        if (watched == m_area) {
            hide();
        }
        break;
    case QEvent::Resize:
        if (watched == m_area && m_ring) {
            m_ring->setGeometry(m_area->rect());
        }
        break;
    case QEvent::ChildAdded:
        // A child added later (a corner widget) would lie over the ring.
        if (watched == m_area && m_ring) {
            m_ring->raise();
        }
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

void FocusRing::showOn(QAbstractScrollArea *area)
{
    if (m_area != area) {
        hide();
        delete m_ring;
        m_ring = new Ring(area);
        m_area = area;
    }
    m_ring->setGeometry(area->rect());
    m_ring->raise();
    m_ring->show();
}

void FocusRing::hide()
{
    if (m_ring) {
        m_ring->hide();
    }
}
