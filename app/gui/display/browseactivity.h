// SPDX-License-Identifier: MIT
#pragma once

#include "activity/activity.h"

#include <QList>
#include <QObject>

class BoardPresenter;
class SolutionsPanel;

/*
 * Browsing: the board shows a solution chosen from the list, or an orbit
 * image, while the run keeps its place. Each browsed board enters this
 * activity anew, so the host's rules hold for each: play mode steps aside
 * (its layer would cover the board), predict and practice stay (the
 * presenter hides or keeps their layer). Entering pauses the run; the
 * activity is left once the presenter shows the run's board again.
 */
class BrowseActivity : public QObject, public Activity
{
    Q_OBJECT

public:
    // `presenter` (and its run) is not owned and outlives this object.
    BrowseActivity(ActivityHost *host, BoardPresenter *presenter, QObject *parent = nullptr);

    // Shows what is chosen in `list` (not owned; it outlives this object):
    // a solution, or an orbit image as the transformation it is.
    void follow(const SolutionsPanel *list);

public slots:
    // Shows `columns`, solution `listNumber` of the list (see BoardPresenter::showSolution()).
    void showSolution(const QList<int> &columns, quint64 listNumber, bool fundamentalList);
    // Shows `from` turning into its image under `symmetry` (BoardPresenter::showOrbitImage()).
    void showOrbitImage(const QList<int> &from, int symmetry);

private:
    void begin();
    void entered() override;

    BoardPresenter *m_presenter;
};
