// SPDX-License-Identifier: MIT
#include "explain/searchtreefeed.h"

#include "algorithms/algorithmregistry.h"
#include "explain/searchtree.h"
#include "explain/searchtreeview.h"
#include "run/runcontroller.h"
#include "run/stepfeed.h"

SearchTreeFeed::SearchTreeFeed(SearchTreeView *tree, StepFeed *feed)
    : QObject(tree)
    , m_tree(tree)
    , m_feed(feed)
{
    RunController *run = feed->run();
    connect(run, &RunController::eventsReached, this,
        [this](const QList<StepEvent> &events, quint64 firstStep) {
            m_tree->appendEvents(events, firstStep);
            if (m_feed->run()->isRunning()) {
                m_tree->setUpdatesEnabled(false); // until the panels are due (onDue())
            }
        });
    connect(run, &RunController::runStarted, this, &SearchTreeFeed::onRunStarted);
    connect(tree, &SearchTreeView::nodeActivated, run, &RunController::seek);
    connect(feed, &StepFeed::due, this, &SearchTreeFeed::onDue);
}

void SearchTreeFeed::onRunStarted()
{
    const RunController *run = m_feed->run();
    // The given queens of a run from here fill their rows' levels (the
    // row's when the search goes top down, the first ones when it chooses
    // its rows), as the call stack shows them.
    const AlgorithmDescription::CallStackView stack = AlgorithmRegistry::of(run->algorithm()).traits().callStack;
    const bool choosesRows = stack == AlgorithmDescription::CallStackView::ChosenRows
        || stack == AlgorithmDescription::CallStackView::ChosenItems;
    m_tree->reset(run->boardSize(), !run->isLocalSearch(),
        SearchTree::givenDepths(run->start(), !choosesRows));
}

void SearchTreeFeed::onDue()
{
    if (!m_tree->updatesEnabled()) {
        m_tree->setUpdatesEnabled(true); // repaints what it held back
    }
    m_tree->setCurrentStep(m_feed->run()->state().step());
}
