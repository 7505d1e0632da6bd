// SPDX-License-Identifier: MIT
#pragma once

#include "activity/activity.h"

#include <QList>
#include <QObject>

#include <optional>

/*
 * The one owner of what the window's user is doing: which activities are
 * active, and what entering one does to the others. The rules are one
 * table (activityhost.cpp, rulesOf()):
 *
 * - the board's activities (play, predict, be the solver) exclude each
 *   other: entering one leaves the one before; with none the run has the
 *   board;
 * - an activity may ride on another (the class's vote rides on predict:
 *   entering it enters predict first);
 * - an activity may suspend others while it is active (seat work suspends
 *   the class's vote: its suspended() hook runs when seat work is entered,
 *   resumed() when it is left);
 * - an activity may leave others when entered (browsing a solution leaves
 *   play, and play leaves browsing).
 *
 * Entering B while A must be left always goes in this order:
 *   1. A's left() hook runs while A is no longer active and B not yet: A
 *      tidies itself away (its gate, timers, question);
 *   2. activeChanged(A, false), then activeChanged(B, true): the presenter
 *      takes A's layer down and puts up B's, panels and docks follow;
 *   3. B's entered() hook runs: B starts, its layer ready for it.
 * Hooks must not enter or leave activities (they would switch inside a
 * switch): enter() and leave() called from one are ignored.
 */
class ActivityHost : public QObject
{
    Q_OBJECT

public:
    using Kind = Activity::Kind;

    explicit ActivityHost(QObject *parent = nullptr);
    ~ActivityHost() override;

    // Registers `activity` (not owned; it unregisters itself when
    // destroyed, and is left first if active). One activity per kind: a
    // second of the same kind replaces the first.
    void add(Activity *activity);
    Activity *find(Kind kind) const;
    // The registered activity of class T, or null.
    template <class T>
    T *get() const
    {
        for (Activity *activity : m_activities) {
            if (auto *found = dynamic_cast<T *>(activity)) {
                return found;
            }
        }
        return nullptr;
    }
    // In the order registered.
    QList<Activity *> activities() const { return m_activities; }

    bool isActive(Kind kind) const;
    // Active, and no active activity suspends it.
    bool isRunning(Kind kind) const;
    // The board's activity active now (play, predict or be the solver),
    // none when the run has the board.
    std::optional<Kind> board() const;
    // The first non-empty status words of the activities, in the order
    // registered (an activity has words only while it has something to
    // say: predict's question, its verdict's moment); empty when none has.
    QString statusWords() const;

public slots:
    // Makes `kind` active by the rules (see above); nothing when it is
    // active already or no activity of that kind is registered.
    void enter(Activity::Kind kind);
    // Makes `kind` inactive; what it suspended resumes. Nothing when it is
    // not active.
    void leave(Activity::Kind kind);
    // The run has the board again: the board's activity, if any, is left.
    void leaveBoard();

signals:
    // `kind` became active or not (see above for the order).
    void activeChanged(Activity::Kind kind, bool active);
    // The activity of `kind` asks for its panel to be shown in front.
    void panelWanted(Activity::Kind kind);
    // An activity's status words changed: the status line says them.
    void statusWordsChanged();
    // The activity of `kind` has a new layer for the board, or none
    // (Activity::makeBoardLayer() asked again).
    void boardLayerChanged(Activity::Kind kind);

private:
    friend class Activity;
    void forget(Activity *activity);
    // Leaves `kind` without the switching guard (see leave()).
    void leaveNow(Kind kind);
    void setSuspended(Kind kind, bool suspended);

    QList<Activity *> m_activities;
    QList<Kind> m_active;
    QList<Kind> m_suspended;
    bool m_switching = false;
};
