// SPDX-License-Identifier: MIT
#include "explain/pseudocode.h"

/* TRANSLATOR Pseudocode

   Lines of pseudocode. Translate the words; keep the identifiers (row, col,
   n, p, x1, x2, board, next, columns, positive, negative, cols, diags, antis,
   free, bit, solve, search, domain, r, c, i, cover, uncover) and the
   operators as they are: the variables panel shows the same names.
*/

namespace {

// The line indexes of each algorithm's pseudocode: lines() fills exactly these
// slots and lineFor() answers with them, so the two cannot drift apart.
namespace PermutationsLine {
enum {
    Heading,
    First,
    Repeat,
    PutDown,
    ForPair,
    SameDiagonal,
    Refused,
    IfNoneRefused,
    Record,
    TakeBack,
    Next,
    Count
};
} // namespace PermutationsLine

namespace CheckQueensLine {
enum {
    Heading,
    IfFull,
    Record,
    ForCol,
    ForQueen,
    SameColumn,
    SameDiagonal,
    Place,
    Recurse,
    TakeBack,
    Count
};
} // namespace CheckQueensLine

namespace MarkBoardLine {
enum { Heading, IfFull, Record, ForCol, Marked, Place, Recurse, TakeBack, Count };
} // namespace MarkBoardLine

namespace LockLinesLine {
enum {
    Heading,
    IfFull,
    Record,
    ForCol,
    ColumnLock,
    PositiveLock,
    NegativeLock,
    Place,
    Recurse,
    TakeBack,
    Count
};
} // namespace LockLinesLine

namespace MinConflictsLine {
enum {
    Heading,
    ForRow,
    StartPlace,
    Repeat,
    IfNone,
    Record,
    IfCap,
    GiveUp,
    Pick,
    Score,
    Move,
    Count
};
} // namespace MinConflictsLine

namespace AvailableColumnsLine {
enum { Heading, IfFull, Record, ForCol, ForQueen, SameDiagonal, Place, Recurse, TakeBack, Count };
} // namespace AvailableColumnsLine

namespace ForwardCheckingLine {
enum { Heading, IfFull, Record, ForCol, Place, ForRow, Prune, Wipeout, Recurse, TakeBack, Count };
} // namespace ForwardCheckingLine

// Forward checking's lines with the choice of the row before the loop.
namespace MrvLine {
enum {
    Heading,
    IfFull,
    Record,
    ChooseRow,
    ForCol,
    Place,
    ForRow,
    Prune,
    Wipeout,
    Recurse,
    TakeBack,
    Count
};
} // namespace MrvLine

namespace DancingLinksLine {
enum {
    Heading,
    IfFull,
    Record,
    Choose,
    DeadEnd,
    Cover,
    ForOption,
    Place,
    Recurse,
    TakeBack,
    Uncover,
    Count
};
} // namespace DancingLinksLine

namespace BitmaskLine {
enum { Heading, IfFull, Record, FreeMask, ForCol, Bit, NotFree, Place, Recurse, TakeBack, Count };
} // namespace BitmaskLine

class Code
{
public:
    explicit Code(int count)
        : m_lines(count)
    { }
    // Puts `text` on line `index`, indented `level` blocks deep.
    Code &at(int index, int level, const QString &text)
    {
        m_lines[index] = QString(2 * level, QLatin1Char(' ')) + text;
        return *this;
    }
    QStringList lines() const
    {
        Q_ASSERT(!m_lines.contains(QString()));
        return m_lines;
    }

private:
    QStringList m_lines;
};

} // namespace

QStringList Pseudocode::lines(nq::Algorithm algorithm)
{
    switch (algorithm) {
    case nq::Algorithm::Permutations: {
        // Seed 003, "brute force search using permutations".
        using namespace PermutationsLine;
        return Code(Count)
            .at(Heading, 0, tr("search(n):"))
            .at(First, 1, tr("p = 0, 1, ..., n - 1 (the first permutation)"))
            .at(Repeat, 1, tr("repeat:"))
            .at(PutDown, 2, tr("put down a queen on column p[r] of each new row r"))
            .at(ForPair, 2, tr("for each pair of rows x1 < x2:"))
            .at(SameDiagonal, 3, tr("if x2 - x1 == |p[x2] - p[x1]|:"))
            .at(Refused, 4, tr("refused: a shared diagonal; stop testing"))
            .at(IfNoneRefused, 2, tr("if no pair was refused:"))
            .at(Record, 3, tr("record the solution"))
            .at(TakeBack, 2, tr("take back the queens of the rows the next permutation changes"))
            .at(Next, 2, tr("p = the next permutation; stop after the last"))
            .lines();
    }
    case nq::Algorithm::CheckQueens: {
        // Seeds 000 and 004: test the square against every queen placed.
        using namespace CheckQueensLine;
        return Code(Count)
            .at(Heading, 0, tr("solve(row):"))
            .at(IfFull, 1, tr("if row == n:"))
            .at(Record, 2, tr("record the solution; return"))
            .at(ForCol, 1, tr("for col = 0 to n - 1:"))
            .at(ForQueen, 2, tr("for each queen (r, c) placed in the rows above:"))
            .at(SameColumn, 3, tr("if c == col: refused (same column)"))
            .at(SameDiagonal, 3, tr("if |c - col| == row - r: refused (same diagonal)"))
            .at(Place, 2, tr("place a queen on (row, col)"))
            .at(Recurse, 2, tr("solve(row + 1)"))
            .at(TakeBack, 2, tr("take the queen back from (row, col)"))
            .lines();
    }
    case nq::Algorithm::MarkBoard: {
        // Seed 003, "search with backtracking": a board copy per placement.
        using namespace MarkBoardLine;
        return Code(Count)
            .at(Heading, 0, tr("solve(board, row):"))
            .at(IfFull, 1, tr("if row == n:"))
            .at(Record, 2, tr("record the solution; return"))
            .at(ForCol, 1, tr("for col = 0 to n - 1:"))
            .at(Marked, 2, tr("if board[row][col] is marked: refused, a queen above attacks it"))
            .at(Place, 2,
                tr("next = copy of board; queen on (row, col); mark what it attacks below"))
            .at(Recurse, 2, tr("solve(next, row + 1)"))
            .at(TakeBack, 2, tr("drop next: the queen is taken back"))
            .lines();
    }
    case nq::Algorithm::LockLines: {
        // Seeds 001, 002 and 004; array names and index formulas of seed 002.
        using namespace LockLinesLine;
        return Code(Count)
            .at(Heading, 0, tr("solve(row):"))
            .at(IfFull, 1, tr("if row == n:"))
            .at(Record, 2, tr("record the solution; return"))
            .at(ForCol, 1, tr("for col = 0 to n - 1:"))
            .at(ColumnLock, 2, tr("if columns[col] is locked: refused (column)"))
            .at(PositiveLock, 2, tr("if positive[row + col] is locked: refused (anti-diagonal)"))
            .at(NegativeLock, 2, tr("if negative[row - col + n - 1] is locked: refused (diagonal)"))
            .at(Place, 2, tr("place a queen on (row, col); lock the three entries with row"))
            .at(Recurse, 2, tr("solve(row + 1)"))
            .at(TakeBack, 2, tr("unlock the three entries; take the queen back"))
            .lines();
    }
    case nq::Algorithm::MinConflicts: {
        // Beyond the seeds: Minton et al.'s min-conflicts heuristic.
        using namespace MinConflictsLine;
        return Code(Count)
            .at(Heading, 0, tr("min_conflicts(n, seed):"))
            .at(ForRow, 1, tr("for row = 0 to n - 1:"))
            .at(StartPlace, 2,
                tr("place a queen on the column of row the queens above attack least"))
            .at(Repeat, 1, tr("repeat:"))
            .at(IfNone, 2, tr("if no queen is attacked:"))
            .at(Record, 3, tr("record the solution; stop"))
            .at(IfCap, 2, tr("if moves == the move cap:"))
            .at(GiveUp, 3, tr("give up; stop"))
            .at(Pick, 2, tr("row = the row of a random attacked queen; lift it"))
            .at(Score, 2, tr("count the attackers of each square of row"))
            .at(Move, 2, tr("put it on a square with the fewest (ties: at random); moves += 1"))
            .lines();
    }
    case nq::Algorithm::AvailableColumns: {
        // Seeds 004 and 003: the columns no queen holds are passed down.
        using namespace AvailableColumnsLine;
        return Code(Count)
            .at(Heading, 0, tr("solve(row, columns):"))
            .at(IfFull, 1, tr("if row == n:"))
            .at(Record, 2, tr("record the solution; return"))
            .at(ForCol, 1, tr("for col in columns (the columns no queen holds):"))
            .at(ForQueen, 2, tr("for each queen (r, c) on the board:"))
            .at(SameDiagonal, 3, tr("if |c - col| == |row - r|: refused (same diagonal)"))
            .at(Place, 2, tr("place a queen on (row, col)"))
            .at(Recurse, 2, tr("solve(row + 1, columns without col)"))
            .at(TakeBack, 2, tr("take the queen back from (row, col)"))
            .lines();
    }
    case nq::Algorithm::ForwardChecking: {
        // CSP courses: each empty row keeps its domain, the columns still allowed.
        using namespace ForwardCheckingLine;
        return Code(Count)
            .at(Heading, 0, tr("solve(row):"))
            .at(IfFull, 1, tr("if row == n:"))
            .at(Record, 2, tr("record the solution; return"))
            .at(ForCol, 1, tr("for col in domain[row], ascending:"))
            .at(Place, 2, tr("place a queen on (row, col)"))
            .at(ForRow, 2, tr("for each empty row r, top down:"))
            .at(Prune, 3, tr("prune from domain[r] the squares the queen attacks"))
            .at(Wipeout, 3, tr("if domain[r] is empty: wipe-out; stop pruning"))
            .at(Recurse, 2, tr("if no wipe-out: solve(the next empty row)"))
            .at(TakeBack, 2, tr("take the queen back; give back the squares it pruned"))
            .lines();
    }
    case nq::Algorithm::Mrv: {
        // Forward checking with the minimum-remaining-values heuristic.
        using namespace MrvLine;
        return Code(Count)
            .at(Heading, 0, tr("solve():"))
            .at(IfFull, 1, tr("if every row holds a queen:"))
            .at(Record, 2, tr("record the solution; return"))
            .at(ChooseRow, 1, tr("row = the empty row with the fewest squares left (topmost on a tie)"))
            .at(ForCol, 1, tr("for col in domain[row], ascending:"))
            .at(Place, 2, tr("place a queen on (row, col)"))
            .at(ForRow, 2, tr("for each empty row r, top down:"))
            .at(Prune, 3, tr("prune from domain[r] the squares the queen attacks"))
            .at(Wipeout, 3, tr("if domain[r] is empty: wipe-out; stop pruning"))
            .at(Recurse, 2, tr("if no wipe-out: solve()"))
            .at(TakeBack, 2, tr("take the queen back; give back the squares it pruned"))
            .lines();
    }
    case nq::Algorithm::DancingLinks: {
        // Knuth's Algorithm X: rows and columns are covered exactly once.
        using namespace DancingLinksLine;
        return Code(Count)
            .at(Heading, 0, tr("solve():"))
            .at(IfFull, 1, tr("if no row or column is left to cover:"))
            .at(Record, 2, tr("record the solution; return"))
            .at(Choose, 1, tr("i = the row or column with the fewest options left (rows first on a tie)"))
            .at(DeadEnd, 1, tr("if i has no option left: a dead end; return"))
            .at(Cover, 1, tr("cover(i): hide its options from the other lines"))
            .at(ForOption, 1, tr("for each option (r, c) of i, in order:"))
            .at(Place, 2, tr("place a queen on (r, c); cover its other lines"))
            .at(Recurse, 2, tr("solve()"))
            .at(TakeBack, 2, tr("take the queen back; uncover its lines in reverse"))
            .at(Uncover, 1, tr("uncover(i)"))
            .lines();
    }
    case nq::Algorithm::Bitmask:
        break;
    }
    // Bitmask: beyond the seeds; the masks of the row being filled are arguments.
    using namespace BitmaskLine;
    return Code(Count)
        .at(Heading, 0, tr("solve(row, cols, diags, antis):"))
        .at(IfFull, 1, tr("if row == n:"))
        .at(Record, 2, tr("record the solution; return"))
        .at(FreeMask, 1, tr("free = all n bits & ~(cols | diags | antis)"))
        .at(ForCol, 1, tr("for col = 0 to n - 1:"))
        .at(Bit, 2, tr("bit = 1 << col"))
        .at(NotFree, 2, tr("if free & bit == 0: refused, the bit is not free"))
        .at(Place, 2, tr("place a queen on (row, col)"))
        .at(Recurse, 2, tr("solve(row + 1, cols | bit, (diags | bit) << 1, (antis | bit) >> 1)"))
        .at(TakeBack, 2, tr("take the queen back"))
        .lines();
}

namespace {

// The line of the plain backtrackers (Place, Reject, Remove, Solution; the
// start and Done at the heading); the constraint-propagation kinds never
// come from them and fall back on the heading too.
struct Lines
{
    int place;
    int remove;
    int record;
    int reject = 0;
    int prune = 0;
    int wipeout = 0;
    int choose = 0;
};

int lineOf(const Lines &lines, nq::EventKind kind)
{
    switch (kind) {
    case nq::EventKind::Place:
        return lines.place;
    case nq::EventKind::Remove:
        return lines.remove;
    case nq::EventKind::Solution:
        return lines.record;
    case nq::EventKind::Reject:
        return lines.reject;
    case nq::EventKind::Prune:
        return lines.prune;
    case nq::EventKind::Wipeout:
        return lines.wipeout;
    case nq::EventKind::Choose:
        return lines.choose;
    case nq::EventKind::Done:
        break;
    }
    return 0; // the heading
}

} // namespace

int Pseudocode::lineFor(nq::Algorithm algorithm, const StepEvent &last)
{
    const auto line = static_cast<nq::Line>(last.line);
    switch (algorithm) {
    case nq::Algorithm::Permutations: {
        using namespace PermutationsLine;
        return lineOf({ .place = PutDown, .remove = TakeBack, .record = Record, .reject = Refused },
            last.kind);
    }
    case nq::Algorithm::CheckQueens: {
        using namespace CheckQueensLine;
        return lineOf({ .place = Place,
                          .remove = TakeBack,
                          .record = Record,
                          .reject = line == nq::Line::Column ? SameColumn : SameDiagonal },
            last.kind);
    }
    case nq::Algorithm::MarkBoard: {
        using namespace MarkBoardLine;
        return lineOf(
            { .place = Place, .remove = TakeBack, .record = Record, .reject = Marked }, last.kind);
    }
    case nq::Algorithm::LockLines: {
        using namespace LockLinesLine;
        // The locks are read in this order; the event names the one that was held.
        const int held = line == nq::Line::Column ? ColumnLock
            : line == nq::Line::AntiDiagonal      ? PositiveLock
                                                  : NegativeLock;
        return lineOf(
            { .place = Place, .remove = TakeBack, .record = Record, .reject = held }, last.kind);
    }
    case nq::Algorithm::MinConflicts: {
        using namespace MinConflictsLine;
        // A move's number marks the repair; the start has none.
        return lineOf({ .place = last.index > 0 ? Move : StartPlace, .remove = Pick, .record = Record },
            last.kind);
    }
    case nq::Algorithm::AvailableColumns: {
        using namespace AvailableColumnsLine;
        return lineOf({ .place = Place, .remove = TakeBack, .record = Record, .reject = SameDiagonal },
            last.kind);
    }
    case nq::Algorithm::ForwardChecking: {
        using namespace ForwardCheckingLine;
        return lineOf({ .place = Place,
                          .remove = TakeBack,
                          .record = Record,
                          .prune = Prune,
                          .wipeout = Wipeout },
            last.kind);
    }
    case nq::Algorithm::Mrv: {
        using namespace MrvLine;
        return lineOf({ .place = Place,
                          .remove = TakeBack,
                          .record = Record,
                          .prune = Prune,
                          .wipeout = Wipeout,
                          .choose = ChooseRow },
            last.kind);
    }
    case nq::Algorithm::DancingLinks: {
        using namespace DancingLinksLine;
        // A chosen item without options ends the call at once.
        return lineOf({ .place = Place,
                          .remove = TakeBack,
                          .record = Record,
                          .choose = last.index > 0 ? Choose : DeadEnd },
            last.kind);
    }
    case nq::Algorithm::Bitmask:
        break;
    }
    using namespace BitmaskLine;
    return lineOf(
        { .place = Place, .remove = TakeBack, .record = Record, .reject = NotFree }, last.kind);
}
