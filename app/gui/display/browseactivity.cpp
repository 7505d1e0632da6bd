// SPDX-License-Identifier: MIT
#include "display/browseactivity.h"

#include "activity/activityhost.h"
#include "display/boardpresenter.h"
#include "run/runcontroller.h"
#include "solutions/solutionspanel.h"

BrowseActivity::BrowseActivity(ActivityHost *host, BoardPresenter *presenter, QObject *parent)
    : QObject(parent)
    , Activity(Kind::Browse)
    , m_presenter(presenter)
{
    host->add(this);
    connect(presenter, &BoardPresenter::shownChanged, this, [this] {
        if (m_presenter->shown() == BoardPresenter::Shown::Run) {
            leaveActivity();
        }
    });
}

void BrowseActivity::follow(const SolutionsPanel *list)
{
    connect(list, &SolutionsPanel::solutionSelected, this, [this, list](const QList<int> &columns) {
        showSolution(columns, quint64(list->selectedNumber()), list->isFundamentalOnly());
    });
    connect(list, &SolutionsPanel::transformationChosen, this,
        [this](const QList<int> &from, const QList<int> &, int symmetry) { showOrbitImage(from, symmetry); });
}

void BrowseActivity::showSolution(const QList<int> &columns, quint64 listNumber, bool fundamentalList)
{
    begin();
    m_presenter->showSolution(columns, listNumber, fundamentalList);
}

void BrowseActivity::showOrbitImage(const QList<int> &from, int symmetry)
{
    begin();
    m_presenter->showOrbitImage(from, symmetry);
}

void BrowseActivity::begin()
{
    leaveActivity();
    enterActivity();
}

void BrowseActivity::entered()
{
    m_presenter->run()->pause(); // the run keeps its place under the browsed board
}
