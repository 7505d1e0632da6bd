// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QObject>

/*
 * What the board shows, as one value: the run's position, a solution
 * browsed from the solutions list, or the image of one under a symmetry;
 * play mode may cover any of them and leaves it as it was.
 *
 * The BoardPresenter keeps one and asks it instead of combining flags: "is
 * the run's board drawn" (isRunBoard(), also under play mode) is the
 * question every run signal asks.
 */
class ShownBoard
{
    Q_GADGET

public:
    // What a viewer sees on top: Play whenever play mode covers the board.
    enum class Kind { Run, Solution, Orbit, Play };
    Q_ENUM(Kind)

    // A solution from the list: its board and where it stands among the
    // solutions of n. Numbers are 1-based; 0 means not known (boards too big
    // to place among all their solutions).
    struct Solution
    {
        QList<int> columns;
        quint64 number = 0; // among all solutions, in lexicographic order
        quint64 fundamentalClass = 0; // the class's place among the fundamental solutions
    };

    Kind kind() const { return m_play ? Kind::Play : m_under; }
    // What is under play mode's layer (or shown, without play mode):
    // Run, Solution or Orbit, never Play.
    Kind under() const { return m_under; }
    // Whether the board drawn is the run's, with or without play mode over it.
    bool isRunBoard() const { return m_under == Kind::Run; }
    bool isPlay() const { return m_play; }

    // The browsed solution (Solution and Orbit under any play layer; empty
    // columns with the run's board).
    const Solution &solution() const { return m_solution; }
    // The nq::Symmetry (as int) of the orbit image; -1 unless under() is Orbit.
    int symmetry() const { return m_under == Kind::Orbit ? m_symmetry : -1; }

    // The run's board, under play mode if it is on: the browsed solution is forgotten.
    void showRun()
    {
        m_under = Kind::Run;
        m_solution = {};
        m_symmetry = -1;
    }
    // A browsed solution; an orbit image with a symmetry 0 or more.
    void browse(const Solution &solution, int symmetry = -1)
    {
        m_under = symmetry >= 0 ? Kind::Orbit : Kind::Solution;
        m_solution = solution;
        m_symmetry = symmetry;
    }
    // Play mode covers whatever is under it, or stops covering it.
    void setPlay(bool play) { m_play = play; }

private:
    Kind m_under = Kind::Run;
    bool m_play = false;
    Solution m_solution;
    int m_symmetry = -1;
};
