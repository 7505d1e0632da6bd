// SPDX-License-Identifier: MIT
#pragma once

#include "common/backgroundjob.h"

#include <QObject>

#include <optional>

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

class BoardPresenter;
class BoardScene;
class RunController;

/*
 * One algorithm of the comparison: a run of its own (RunController: the
 * same worker, history and pacing as the main window's run), its own board
 * scene, written only through its own BoardPresenter, and the figures the
 * comparison shows. It draws nothing itself; LaneView shows it.
 *
 * The figures are those of the position the board shows: they are taken
 * when the presenter draws the board (a step animated, the board brought up
 * to date, a new run, the board built again), not when the run moves. At
 * top speed the run is ahead of its board by up to a frame; the board, the
 * lane's counters and the table all show the same step, because they all
 * read figures(), and figuresChanged() comes right after the drawing.
 *
 * The time is the search's own: once the run has reached its end, the same
 * search (algorithm, size, seed) is run again without any drawing on a
 * background thread and timed; it is unknown (std::nullopt) until then.
 */
class CompareLane : public QObject
{
    Q_OBJECT

public:
    struct Figures
    {
        nq::Algorithm algorithm = nq::DefaultAlgorithm;
        quint64 steps = 0;
        quint64 placements = 0;
        quint64 removals = 0;
        quint64 rejections = 0;
        quint64 prunes = 0; // Prune events (forward-checking, mrv)
        quint64 work = 0; // in the algorithm's measure (AlgorithmInfo::workMeasure)
        quint64 solutions = 0;
        // Nodes of the search tree grown so far: the root and one node per
        // placement, as SearchTree::nodeCount() counts them.
        quint64 treeNodes = 1;
        bool finished = false;
        std::optional<double> searchMs; // the search alone, in milliseconds
        friend bool operator==(const Figures &, const Figures &) = default;
    };

    // A paused run of `algorithm` on an n x n board (n clamped as
    // RunController::setBoardSize() does).
    CompareLane(nq::Algorithm algorithm, int n, QObject *parent = nullptr);
    ~CompareLane() override;

    nq::Algorithm algorithm() const;
    int boardSize() const;
    RunController *controller() const { return m_controller; }
    BoardScene *scene() const { return m_scene; }
    BoardPresenter *presenter() const { return m_presenter; }
    // The figures of the position the board shows (see above).
    Figures figures() const { return m_shown; }

    // A fresh run of another algorithm, or of another size (each a new run).
    void setAlgorithm(nq::Algorithm algorithm);
    void setBoardSize(int n);

signals:
    // figures() says something else now: the board shows another step (or
    // the same step finished), or the search's time was measured. Emitted
    // right after the board was drawn, in the same call.
    void figuresChanged();

private:
    void onRunStarted();
    void onModeChanged();
    // The board was drawn: figures() becomes the run's position now.
    void takeFigures();
    // The figures of the run's position now.
    Figures runFigures() const;

    BoardScene *m_scene;
    RunController *m_controller;
    BoardPresenter *m_presenter;
    Figures m_shown;
    std::optional<double> m_searchMs;
    BackgroundJob<double> m_timing;
};
