// SPDX-License-Identifier: MIT
#include "activity/activity.h"

#include "activity/activityhost.h"

Activity::Activity(Kind kind)
    : m_kind(kind)
{
}

Activity::~Activity()
{
    if (m_host) {
        m_host->forget(this);
    }
}

bool Activity::isActivityActive() const
{
    return m_host && m_host->isActive(m_kind);
}

bool Activity::isActivityRunning() const
{
    return m_host && m_host->isRunning(m_kind);
}

void Activity::enterActivity()
{
    if (m_host) {
        m_host->enter(m_kind);
    }
}

void Activity::showPanel()
{
    if (m_host) {
        emit m_host->panelWanted(m_kind);
    }
}

void Activity::statusWordsChanged()
{
    if (m_host) {
        emit m_host->statusWordsChanged();
    }
}

void Activity::boardLayerChanged()
{
    if (m_host) {
        emit m_host->boardLayerChanged(m_kind);
    }
}

void Activity::leaveActivity()
{
    if (m_host) {
        m_host->leave(m_kind);
    }
}
