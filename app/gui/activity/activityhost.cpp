// SPDX-License-Identifier: MIT
#include "activity/activityhost.h"

#include <algorithm>
#include <array>
#include <utility>

namespace {

using Kind = Activity::Kind;

// How one kind relates to the others: the host's whole rule book.
struct Rule
{
    Kind kind;
    bool board; // one of the board's activities, which exclude each other
    std::optional<Kind> ridesOn; // entered first, when this one is
    QList<Kind> suspends; // while this one is active
    QList<Kind> leaves; // when this one is entered
};

const std::array<Rule, 7> Rules { {
    { Kind::Play, true, {}, {}, { Kind::Browse } },
    { Kind::Predict, true, {}, {}, {} },
    { Kind::BeTheSolver, true, {}, {}, {} },
    { Kind::Lesson, false, {}, {}, {} },
    { Kind::Browse, false, {}, {}, { Kind::Play } },
    { Kind::ClassVote, false, Kind::Predict, {}, {} },
    { Kind::SeatWork, false, {}, { Kind::ClassVote }, {} },
} };

const Rule &ruleOf(Kind kind)
{
    return *std::find_if(Rules.begin(), Rules.end(), [kind](const Rule &rule) { return rule.kind == kind; });
}

} // namespace

ActivityHost::ActivityHost(QObject *parent)
    : QObject(parent)
{
}

ActivityHost::~ActivityHost()
{
    for (Activity *activity : std::as_const(m_activities)) {
        activity->m_host = nullptr;
    }
}

void ActivityHost::add(Activity *activity)
{
    if (Activity *before = find(activity->kind())) {
        forget(before);
    }
    activity->m_host = this;
    m_activities.append(activity);
}

void ActivityHost::forget(Activity *activity)
{
    if (!m_activities.contains(activity)) {
        return;
    }
    // Going away while active: left without its hook (its object is half
    // destroyed), so the others hear of it.
    const Kind kind = activity->kind();
    m_activities.removeOne(activity);
    activity->m_host = nullptr;
    if (m_active.removeOne(kind)) {
        m_suspended.removeOne(kind);
        emit activeChanged(kind, false);
    }
}

Activity *ActivityHost::find(Kind kind) const
{
    for (Activity *activity : m_activities) {
        if (activity->kind() == kind) {
            return activity;
        }
    }
    return nullptr;
}

bool ActivityHost::isActive(Kind kind) const
{
    return m_active.contains(kind);
}

bool ActivityHost::isRunning(Kind kind) const
{
    return isActive(kind) && !m_suspended.contains(kind);
}

std::optional<Activity::Kind> ActivityHost::board() const
{
    for (Kind kind : m_active) {
        if (ruleOf(kind).board) {
            return kind;
        }
    }
    return std::nullopt;
}

QString ActivityHost::statusWords() const
{
    for (Activity *activity : m_activities) {
        if (QString words = activity->statusWords(); !words.isEmpty()) {
            return words;
        }
    }
    return {};
}

void ActivityHost::enter(Kind kind)
{
    Activity *activity = find(kind);
    if (!activity || isActive(kind) || m_switching) {
        return;
    }
    const Rule &rule = ruleOf(kind);
    if (rule.ridesOn && !isActive(*rule.ridesOn)) {
        enter(*rule.ridesOn);
    }
    m_switching = true;
    // What this one excludes goes first, each tidying itself away before
    // anybody hears of the change.
    QList<Kind> leaving = rule.leaves;
    if (rule.board) {
        if (const std::optional<Kind> before = board()) {
            leaving.append(*before);
        }
    }
    for (Kind other : std::as_const(leaving)) {
        if (isActive(other)) {
            leaveNow(other);
        }
    }
    m_active.append(kind);
    if (std::any_of(m_activities.begin(), m_activities.end(), [&](Activity *other) {
            return isActive(other->kind()) && ruleOf(other->kind()).suspends.contains(kind);
        })) {
        m_suspended.append(kind); // entered under an activity that suspends it
    }
    emit activeChanged(kind, true);
    activity->entered();
    for (Kind other : rule.suspends) {
        setSuspended(other, true);
    }
    m_switching = false;
}

void ActivityHost::leave(Kind kind)
{
    if (!isActive(kind) || m_switching) {
        return;
    }
    m_switching = true;
    leaveNow(kind);
    m_switching = false;
}

void ActivityHost::leaveBoard()
{
    if (const std::optional<Kind> kind = board()) {
        leave(*kind);
    }
}

void ActivityHost::leaveNow(Kind kind)
{
    Activity *activity = find(kind);
    m_active.removeOne(kind);
    m_suspended.removeOne(kind);
    if (activity) {
        activity->left();
    }
    emit activeChanged(kind, false);
    for (Kind other : ruleOf(kind).suspends) {
        setSuspended(other, false);
    }
}

void ActivityHost::setSuspended(Kind kind, bool suspended)
{
    if (!isActive(kind) || m_suspended.contains(kind) == suspended) {
        return;
    }
    if (!suspended
        && std::any_of(m_active.begin(), m_active.end(),
            [kind](Kind other) { return ruleOf(other).suspends.contains(kind); })) {
        return; // another suspender is still active
    }
    Activity *activity = find(kind);
    if (suspended) {
        m_suspended.append(kind);
        if (activity) {
            activity->suspended();
        }
    } else {
        m_suspended.removeOne(kind);
        if (activity) {
            activity->resumed();
        }
    }
}
