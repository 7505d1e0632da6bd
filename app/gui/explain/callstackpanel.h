// SPDX-License-Identifier: MIT
#pragma once

#include "run/stepevent.h"

#include <QList>
#include <QWidget>

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

class QLabel;
class QListWidget;

// The recursion of the backtrackers at a position: one frame per call of
// solve(row), the top-level call first, each with the column it is trying.
// A pure view of the position: it keeps no history.
class CallStackPanel : public QWidget
{
    Q_OBJECT

public:
    explicit CallStackPanel(QWidget *parent = nullptr);

    // Shows the call stack of `algorithm` on an n x n board at the position
    // reached by `last` (kind Done with row -1 for the start position).
    // board[r] is the column of the queen in row r or -1. For the
    // backtrackers, with d the first empty row:
    // - frames 0 .. d-1: "solve(row=r)  col = board[r]: d4", the code's
    //   0-based values and the square's name as the board labels it
    //   (BoardScene::squareName);
    // - when d < n, frame d, the row being worked on: after a Reject in that
    //   row "... col = c: d4 refused", after a Remove there "... col = c: d4
    //   taken back", otherwise "solve(row=d)  no column tried yet".
    // So there are d + 1 frames, or n when the board is full (after the Place
    // of the last row and on a Solution). Permutations does not recurse: a
    // single frame "search(n=N)  p = [...]". Nor does min-conflicts: a single
    // frame "min_conflicts(n=N)  ..." naming the move (its number, row and
    // column, and the square's name), the start's placement, "solved" or
    // "not started".
    void showPosition(
        nq::Algorithm algorithm, int n, const QList<int> &board, const StepEvent &last);

    // The frames shown, the top-level call first; empty before the first showPosition().
    QStringList frames() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_caption;
    QListWidget *m_list;
};
