// SPDX-License-Identifier: MIT
#pragma once

#include <QList>

// moc (Qt 6.4) cannot parse libstdc++'s C++20 headers; it needs none of them.
#ifndef Q_MOC_RUN
#include "solver/algorithm.h"

#include <vector>
#endif

/*
 * Which search a run is (RunController's setup): the board size, the
 * algorithm, the local search's seed and the given queens, with what the
 * status line says of them (a size clamped to what the algorithm takes, a
 * start dropped). A value: changing it starts nothing, the controller
 * starts the new run. See RunController for what each means.
 */
class RunSetup
{
public:
    int boardSize() const { return m_n; }
    nq::Algorithm algorithm() const { return m_algorithm; }
    quint64 seed() const { return m_seed; }
    const QList<int> &start() const { return m_start; }
    std::vector<int> startBoard() const;
    bool startDropped() const { return m_startDropped; }
    int clampedFrom() const { return m_clampedFrom; }
    // The largest board the algorithm accepts (and the board can show).
    int maxBoardSize() const;

    // A full run of `n` clamped to 1..maxBoardSize() (clampedFrom() says so).
    void setBoardSize(int n);
    // A full run of `algorithm`, the size clamped to what it takes.
    void setAlgorithm(nq::Algorithm algorithm);
    void setSeed(quint64 seed) { m_seed = seed; }
    // The same search from its start: the size as it is (no clamp to say).
    void keepSize() { m_clampedFrom = 0; }
    // A full run: the given queens dropped (startDropped() says so if there
    // were any), the size as it is.
    void restart();
    // The given queens `start` (RunController::runFrom()); false, changing
    // nothing, when the current size and algorithm cannot run from them.
    bool setStart(const QList<int> &start);

private:
    void dropStart();

    int m_n = 8;
    int m_clampedFrom = 0;
    nq::Algorithm m_algorithm = nq::DefaultAlgorithm;
    quint64 m_seed = nq::DefaultSeed;
    QList<int> m_start;
    bool m_startDropped = false;
};
