// SPDX-License-Identifier: MIT
#pragma once

#include "common/refreshthrottle.h"

#include <QObject>

class RunController;

/*
 * Tells whoever shows the run's step (the counters, the pseudocode, the
 * variables, the call stack, the search tree, the timeline, the status
 * line) when to write it: each follows this feed itself and reads the run.
 *
 * While each step is animated (stepping, and playing up to the fastest
 * animated speed) they are written with the step. Faster, the figures
 * change hundreds of times a second: due() comes at most every interval
 * (nobody reads faster), and at once whenever the run stops (its mode
 * changed). The board's painter calls stepShown() once the board shows the
 * run's move, and shownChanged() for anything else it shows differently.
 */
class StepFeed : public QObject
{
    Q_OBJECT

public:
    // `run` is not owned and outlives this object.
    explicit StepFeed(RunController *run, QObject *parent = nullptr);

    RunController *run() const { return m_run; }
    int intervalMs() const { return m_throttle.intervalMs(); }

public slots:
    // The board shows the run's new step.
    void stepShown();
    // Something shown changed: due() at once when the run is at rest.
    void shownChanged();
    // due() now; one pending is dropped.
    void now();

signals:
    // Write what you show of the run's step now.
    void due();

private:
    RunController *m_run;
    RefreshThrottle m_throttle;
};
