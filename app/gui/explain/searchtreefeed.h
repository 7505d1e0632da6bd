// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class SearchTreeView;
class StepFeed;

/*
 * Feeds a SearchTreeView from the run a StepFeed follows: the tree grows
 * with every event the run reaches, starts afresh with every run (the given
 * queens of a run from a position fill their levels, as the call stack
 * shows them), marks the step shown when the feed says it is due, and a
 * click on a node seeks the run there.
 *
 * While the run plays the tree repaints with the panels (when the feed says
 * they are due: about ten times a second at speed), not at every batch:
 * painting it costs more than growing it.
 */
class SearchTreeFeed : public QObject
{
    Q_OBJECT

public:
    // Neither is owned; both outlive this object (a child of `tree`).
    SearchTreeFeed(SearchTreeView *tree, StepFeed *feed);

private:
    void onRunStarted();
    void onDue();

    SearchTreeView *m_tree;
    StepFeed *m_feed;
};
