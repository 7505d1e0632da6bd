// SPDX-License-Identifier: MIT
#include "run/runstate.h"

void RunState::apply(const StepEvent &event, quint64 work)
{
    switch (event.kind) {
    case nq::EventKind::Place:
        m_board[event.row] = event.col;
        count(event.row, event.col, +1);
        ++m_counters.placements;
        ++m_counters.depth;
        break;
    case nq::EventKind::Remove:
        count(event.row, event.col, -1);
        m_board[event.row] = -1;
        ++m_counters.removals;
        --m_counters.depth;
        break;
    case nq::EventKind::Reject:
        ++m_counters.rejections;
        break;
    case nq::EventKind::Solution:
        ++m_counters.solutions;
        break;
    case nq::EventKind::Done:
        return; // not a step: see finish()
    }
    ++m_counters.steps;
    m_counters.work = work;
    m_last = event;
    m_last.work = work;
    completeSolution();
}

void RunState::completeSolution()
{
    // Events replayed from a RunHistory carry no solution index or board,
    // nor a repair move's number: they follow from the position (each move
    // of the local search is one Remove and one Place), so fill them in the
    // same way always.
    if (m_last.kind == nq::EventKind::Solution) {
        m_last.index = m_counters.solutions;
        m_last.columns = m_board;
    } else if ((m_last.kind == nq::EventKind::Place || m_last.kind == nq::EventKind::Remove)
        && m_last.index > 0) {
        m_last.index = m_counters.removals;
    }
}

void RunState::count(int row, int col, int delta)
{
    const int n = boardSize();
    if (row < 0 || row >= n || col < 0 || col >= n) {
        return;
    }
    int &column = m_columnCount[col];
    int &anti = m_antiDiagonalCount[row + col];
    int &diagonal = m_diagonalCount[row - col + n - 1];
    if (delta < 0) {
        column -= 1;
        anti -= 1;
        diagonal -= 1;
        m_counters.conflicts -= quint64(column + anti + diagonal);
    } else {
        // The new queen makes a pair with each queen already on its lines.
        m_counters.conflicts += quint64(column + anti + diagonal);
        column += 1;
        anti += 1;
        diagonal += 1;
    }
}

int RunState::attackers(int row, int col) const
{
    const int n = boardSize();
    if (row < 0 || row >= n || col < 0 || col >= n) {
        return 0;
    }
    int count = m_columnCount[col] + m_antiDiagonalCount[row + col]
        + m_diagonalCount[row - col + n - 1];
    // The row's own queen is on none of the square's lines unless it stands
    // on the square itself, where it is on all three.
    if (m_board[row] == col) {
        count -= 3;
    }
    return count;
}

void RunState::undo(const StepEvent &event, quint64 workDelta, const StepEvent &previous)
{
    m_finished = false;
    switch (event.kind) {
    case nq::EventKind::Place:
        count(event.row, event.col, -1);
        m_board[event.row] = -1;
        --m_counters.placements;
        --m_counters.depth;
        break;
    case nq::EventKind::Remove:
        m_board[event.row] = event.col;
        count(event.row, event.col, +1);
        --m_counters.removals;
        ++m_counters.depth;
        break;
    case nq::EventKind::Reject:
        --m_counters.rejections;
        break;
    case nq::EventKind::Solution:
        --m_counters.solutions;
        break;
    case nq::EventKind::Done:
        return;
    }
    --m_counters.steps;
    m_counters.work -= workDelta;
    m_last = previous;
    m_last.work = m_counters.work;
    completeSolution();
}

void RunState::finish(quint64 work)
{
    m_counters.work = work;
    m_finished = true;
}
