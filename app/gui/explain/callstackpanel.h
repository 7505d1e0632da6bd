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
class StepFeed;

class CallStackPanel : public QWidget
{
    Q_OBJECT

public:
    explicit CallStackPanel(QWidget *parent = nullptr);
    // Shows the run's step whenever `feed` says it is due (not owned; it
    // outlives this panel).
    void follow(StepFeed *feed);

    // Shows the call stack of `algorithm` on an n x n board at the position
    // reached by `last` (kind Done with row -1 for the start position).
    // board[r] is the column of the queen in row r or -1. For the
    // backtrackers, with d the first empty row:
    // - frames 0 .. d-1: "solve(row=r)  col = board[r]: d4", the code's
    //   0-based values and the square's name as the board labels it
    //   (text::squareName()); a row of `start` (a given queen) is
    //   givenFrame() instead, marked (isGivenFrame());
    // - when d < n, frame d, the row being worked on: after a Reject in that
    //   row "... col = c: d4 refused", after a Remove there "... col = c: d4
    //   taken back", otherwise "solve(row=d)  no column tried yet".
    // So there are d + 1 frames, or n when the board is full (after the Place
    // of the last row and on a Solution). Permutations does not recurse: a
    // single frame "search(n=N)  p = [...]". Nor does min-conflicts: a single
    // frame "min_conflicts(n=N)  ..." naming the move (its number, row and
    // column, and the square's name), the start's placement, "solved" or
    // "not started".
    // forward-checking, mrv and dancing-links: one frame per level of the
    // recursion, the level's choice worked out by the search's own rule from
    // the given queens (`start`, as RunController::start(): empty for a full
    // run) and the queens above it: forward-checking "solve(row=r)  col = c:
    // d4", mrv "solve()  row = r, col = c: d4", dancing-links "solve()  i =
    // row r (or col c), queen on (r, c): d4". The last frame is the level
    // working: after a Place, its Prunes ("..., prunes c3"), a Wipeout
    // ("..., wipes out row r") or a Solution, the level of the queen just
    // placed; after a Choose the chosen row or column with what it has left
    // (a dead end for dancing links' 0); after a Remove the level whose
    // queen was taken back; at the start and the end "no column tried yet"
    // (forward-checking) or "nothing chosen yet". The given queens' frames
    // (givenFrame()) stand among them: forward-checking's each above the
    // first level below its row, mrv's and dancing links' all first.
    void showPosition(nq::Algorithm algorithm, int n, const QList<int> &board,
        const StepEvent &last, const QList<int> &start = {});

    // The frames shown, the top-level call first; empty before the first showPosition().
    QStringList frames() const;
    // Whether frame `index` is a given row's (false off the list).
    bool isGivenFrame(int index) const;
    // The frame of a given queen (run from here) on (row, col): "row=2
    // given, not searched: col = 5: f6". The recursion makes no call for a
    // given row (solve(row) goes on to the next free row), so it is no
    // call, and is shown set apart: in the rows view (and forward-checking's)
    // in its place above the row being worked on, for mrv and dancing links
    // before the first level, as the search tree counts its depth
    // (SearchTree::givenDepths()).
    static QString givenFrame(int n, int row, int col);

protected:
    void changeEvent(QEvent *event) override;

private:
    static constexpr int GivenRole = Qt::UserRole + 1;
    void retranslate();
    // The given frames in italics, the running one (the last) highlighted
    // and bold, in the list's font.
    void styleFrames();

    QLabel *m_caption;
    QListWidget *m_list;
};
