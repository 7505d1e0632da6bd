// SPDX-License-Identifier: MIT
#pragma once

#include "run/stepevent.h"

#include <QList>
#include <QWidget>

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

class QLabel;
class QPlainTextEdit;
class RunState;

// The state the running algorithm really keeps at a position, derived from
// the board: a caption saying how to read it, and the variables as
// monospace text. A pure view of the position: it keeps no history.
//
// The algorithm's description (algorithms/) gives the caption and which of
// the layouts below its data takes (AlgorithmDescription::VariablesView,
// named after the algorithm that uses it first).
//
// The text, line by line (words in English before translation; variable
// names are the pseudocode's and are never translated). Rows and columns
// are the code's, 0-based from the top left; beside them stands what the
// board labels them (text::squareName(): "d4", or the rank of a row).
// The backtrackers start with "row being filled: d (rank n-d)" (d = the
// first empty row) or "all n rows are filled", then:
// - check-queens: "placed queens (row, col):" then one "  (r, c): d4" line
//   per queen, top row first ("placed queens (row, col): none" when empty);
//   after a Reject the attacker's line goes on "  ← attacks (row, col): a1";
// - lock-lines: for each of "columns[col]", "positive[row + col]" and
//   "negative[row - col + n-1]" (n-1 written out) a title line, an
//   "  index ..." line and an "  holder ..." line: the row of the queen
//   holding each entry, or '.';
// - mark-board: "board (...)", a line of column numbers, then n lines
//   "[→] r  c c c ..." where each cell is Q (queen), x (marked by a queen
//   in a row above) or . (free); the arrow marks the row being filled;
// - bitmask: "col" ruler (column numbers mod 10), then "cols", "diags",
//   "antis" and "free" followed by n binary digits, column 0 FIRST (at the
//   left, as on the board), for the row being filled;
// - permutations: "p = [c0, c1, ...]" ('.' for rows not put down yet), then
//   after a Reject the refused pair, after a Solution its number;
// - min-conflicts (no "row being filled" line first): "conflicts (attacking
//   pairs): P", "moves: k" during a repair, "attacked queens: a of q", then
//   for the row it works on ("row being filled: r (rank n-r)" at the start,
//   "row being repaired: r (rank n-r)" for a move; none after the Solution) a "col" ruler, an
//   "attackers" line with the attackers of each square of the row, and
//   "best column(s): c, ... (k attackers)".
// - available-columns: as check-queens, with "columns = [c, ...]" (the
//   columns no queen holds, the recursion's argument) after the first line;
// - forward-checking and mrv (no "row being filled" line): "current row: r
//   (rank n-r)" (RunState::currentItem(); forward-checking's first empty row
//   at the start), a title, a ruler "r  0 1 2 ... size", then one line per
//   row: "→" on the current row, the row, and for an empty row each column
//   of its domain by number, '-' for a pruned square (RunState::prunedBy),
//   then its size (RunState::domainSize); a row with a queen shows only 'Q'
//   on its column. The row a Wipeout names ends "← wiped out", the row of a
//   Prune "← c3 pruned by a1";
// - dancing-links: "current row: r (rank n-r)" or "current column: c (file
//   x)" or "nothing chosen yet", a title, then "row" and "options" lines for
//   the row items and "col" and "options" lines for the column items: the
//   options left in each (squares whose four lines are not covered), '-'
//   for a covered item (RunState::isRowCovered/isColumnCovered).
class StepFeed;

class VariablesPanel : public QWidget
{
    Q_OBJECT

public:
    explicit VariablesPanel(QWidget *parent = nullptr);
    // Shows the run's step whenever `feed` says it is due (not owned; it
    // outlives this panel).
    void follow(StepFeed *feed);

    // Shows the state of `algorithm` at the run's position `state` (its
    // board, the event that led there, and for the searches that propagate
    // their domains or covered lines). The state is that of the moment
    // after the step's own bookkeeping (locks set, squares marked, masks
    // shifted, squares pruned), when the algorithm is about to go on.
    void showPosition(nq::Algorithm algorithm, const RunState &state);

    // The variables as shown (format above); empty before the first showPosition().
    QString text() const;
    // The caption above them.
    QString caption() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    // The variables' least height, so that the caption above is whole.
    void fitCaption();
    void retranslate();

    QLabel *m_caption;
    QPlainTextEdit *m_text;
};
