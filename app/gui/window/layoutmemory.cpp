// SPDX-License-Identifier: MIT
#include "window/layoutmemory.h"

#include <QApplication>
#include <QMainWindow>
#include <QResizeEvent>

LayoutMemory::LayoutMemory(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{
    qApp->installEventFilter(this);
}

LayoutMemory::~LayoutMemory() = default;

void LayoutMemory::forget()
{
    m_layout.clear();
}

bool LayoutMemory::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_window || event->type() != QEvent::Resize || !m_window->isVisible()) {
        return QObject::eventFilter(watched, event);
    }
    const auto *resize = static_cast<const QResizeEvent *>(event);
    const QSize now = resize->size();
    const QSize old = resize->oldSize();
    if (!old.isValid()) {
        return QObject::eventFilter(watched, event);
    }
    if ((now.width() < old.width() || now.height() < old.height()) && m_layout.isEmpty()) {
        // The docks still have the sizes they had at `old`.
        m_layout = m_window->saveState();
        m_size = old;
    } else if (!m_layout.isEmpty() && now.width() >= m_size.width()
        && now.height() >= m_size.height()) {
        // As large as it was: the layout it had, once Qt laid the new size out.
        const QByteArray layout = std::exchange(m_layout, {});
        QMetaObject::invokeMethod(
            m_window, [window = m_window, layout] { window->restoreState(layout); },
            Qt::QueuedConnection);
    }
    return QObject::eventFilter(watched, event);
}
