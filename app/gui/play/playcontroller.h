// SPDX-License-Identifier: MIT
#pragma once

#include "play/playposition.h"

#include <QObject>
#include <QPoint>

#include <optional>

// moc (Qt 6.4) cannot parse libstdc++'s C++20 headers; it needs none of them.
#ifndef Q_MOC_RUN
#include "common/backgroundjob.h"
#include "solver/completion.h"
#endif

class QUndoStack;

/*
 * The logic of play mode, without any view: the position the student
 * builds (PlayPosition), its undo history, the hints, and the sentence that
 * says where the position stands. Views follow positionChanged() and
 * hintChanged().
 *
 * Every edit that changes the position is one undo step on undoStack()
 * (Ctrl+Z / Ctrl+Shift+Z in the window); edits that change nothing push
 * nothing. setBoardSize() starts afresh and forgets the history. The last
 * UndoLimit steps are kept (a step holds two positions: 2 KiB on 32 x 32).
 *
 * Hints are searched on a thread of their own (a BackgroundJob running
 * nq::findHint with a bound of HintNodeBudget placements, a few seconds at
 * most on 32 x 32); the GUI thread never waits for one. Any change of
 * position, a new size, cancelHint() and destruction stop the search and
 * join its thread; the answer of a stopped search is dropped.
 */
class PlayController : public QObject
{
    Q_OBJECT

public:
    enum class HintState {
        None, // no hint asked for this position
        Searching, // the search runs
        Found, // hintSquare() keeps the position solvable
        DeadEnd, // no solution keeps every queen placed
        Conflicts, // queens attack each other: remove them first
        Solved, // nothing left to place
        GaveUp, // the search passed HintNodeBudget placements without deciding
    };
    Q_ENUM(HintState)

    static constexpr quint64 HintNodeBudget = 20'000'000;
    static constexpr int UndoLimit = 5000;

    explicit PlayController(QObject *parent = nullptr);
    ~PlayController() override;

    const PlayPosition &position() const { return m_position; }
    int boardSize() const { return m_position.size(); }
    QUndoStack *undoStack() const { return m_undo; }
    // The positions of the moves made so far, oldest first: the position
    // before the oldest move the undo history keeps, then the one after
    // each move up to the current position (undone moves are not
    // included). Just the current position when there is no move.
    QList<PlayPosition> history() const;

    // Undoable edits; off-board squares and edits that change nothing are ignored.
    void toggleQueen(int row, int col);
    void setQueen(int row, int col, bool queen);
    void clear();
    // Makes `position` the current one (of its own size; a size other than
    // boardSize() is undoable too).
    void startFrom(const PlayPosition &position);
    // An empty board of size n (clamped to 1..32); forgets the undo history.
    void setBoardSize(int n);

    // Shows `position` without an undo step (the undo commands call it).
    void showPosition(const PlayPosition &position);

    // Starts looking for a hint for the current position (a search already
    // running for it goes on). Conflicts and solved positions answer at once.
    void requestHint();
    void cancelHint();
    HintState hintState() const { return m_hintState; }
    // The hinted square as QPoint(col, row) while hintState() is Found, else (-1, -1).
    QPoint hintSquare() const { return m_hintSquare; }

    // Where the position of a solved board stands among the solutions of n:
    // set while the position is solved and n <= nq::MaxIdentifySize.
    std::optional<nq::SolutionIdentity> identity() const { return m_identity; }

    // The position in one or two sentences, in the language installed now:
    // solved (and which solution), the conflicts, too many queens, the hint.
    QString statusText() const;
    // "3 queens left", "1 queen too many", "All 8 queens placed".
    QString queensLeftText() const;
    // The board in words for screen readers: size, queens, conflicts.
    QString boardDescription() const;

signals:
    void positionChanged();
    void hintChanged();

private:
    void edit(const QString &text, const PlayPosition &after);
    void onHint(const nq::Hint &hint);

    PlayPosition m_position;
    QUndoStack *m_undo;
    std::optional<nq::SolutionIdentity> m_identity;
    HintState m_hintState = HintState::None;
    QPoint m_hintSquare { -1, -1 };
    quint64 m_hintNodes = 0;
    BackgroundJob<nq::Hint> m_hintJob; // only the last position's answer arrives
};
