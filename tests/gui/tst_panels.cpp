// SPDX-License-Identifier: MIT
#include "explain/callstackpanel.h"
#include "explain/pseudocode.h"
#include "explain/pseudocodepanel.h"
#include "run/runstate.h"
#include "run/stepevent.h"
#include "explain/variablespanel.h"
#include "support/algorithmrows.h"
#include "support/events.h"

#include <QDir>
#include <QFontDatabase>
#include <QImage>
#include <QListWidget>
#include <QMap>
#include <QStyle>
#include <QPixmap>
#include <QRegularExpression>
#include <QTest>

// moc (Qt 6.4) cannot parse libstdc++'s C++20 headers; it needs none of them.
#ifndef Q_MOC_RUN
#include "solver/algorithm.h"

#include <algorithm>
#endif

namespace {

// What the panels are shown: a board and the event that produced it, and
// the run's state there (the variables panel reads the domains and covered
// lines from it).
struct Position
{
    QList<int> board;
    StepEvent last;
    RunState state;
};

// Every position of a full search, the start first (Done, row -1) and then
// one per event; the board is replayed here from the events, not taken from
// the code under test. (The state does not apply Done: it stays the state
// of the last step, as in the window.)
// From given queens when `start` is not empty (start[r]: the column of row
// r's given queen, -1 for a free row).
QList<Position> positions(nq::Algorithm algorithm, int n, const QList<int> &start = {})
{
    QList<Position> result;
    Position position { start.isEmpty() ? QList<int>(n, -1) : start, StepEvent {},
        RunState(n, start, algorithm) };
    result << position;
    const std::vector<int> given(start.cbegin(), start.cend());
    for (const nq::Event &event : nq::solve(algorithm, n, nq::DefaultSeed, given)) {
        position.last = StepEvent::from(event);
        if (event.kind == nq::EventKind::Place) {
            position.board[event.square.row] = event.square.col;
        } else if (event.kind == nq::EventKind::Remove) {
            position.board[event.square.row] = -1;
        }
        if (event.kind == nq::EventKind::Done) {
            position.state.finish(event.work);
        } else {
            position.state.apply(position.last, event.work);
        }
        result << position;
    }
    return result;
}

int rowBeingFilled(const QList<int> &board)
{
    const qsizetype row = board.indexOf(-1);
    return row < 0 ? int(board.size()) : int(row);
}

bool attacks(int queenRow, int queenCol, int row, int col)
{
    return nq::attackLine({ queenRow, queenCol }, { row, col }) != nq::Line::None;
}

QStringList textLines(const QString &text)
{
    return text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

QStringList tokens(const QString &line)
{
    return line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// The "holder" lines of the lock-lines text: columns, positive, negative.
QList<QList<int>> shownLocks(const QString &text)
{
    QList<QList<int>> arrays;
    for (const QString &line : textLines(text)) {
        QStringList cells = tokens(line);
        if (cells.value(0) != QStringLiteral("holder")) {
            continue;
        }
        cells.removeFirst();
        QList<int> holders;
        for (const QString &cell : cells) {
            holders << (cell == QStringLiteral(".") ? -1 : cell.toInt());
        }
        arrays << holders;
    }
    return arrays;
}

// The n x n cells of the mark-board text, row by row ("Q", "x" or ".").
QList<QStringList> shownGrid(const QString &text, int n)
{
    static const QStringList cellKinds { QStringLiteral("Q"), QStringLiteral("x"),
        QStringLiteral(".") };
    QList<QStringList> grid;
    for (const QString &line : textLines(text)) {
        const QStringList cells = tokens(line);
        if (cells.size() < n + 1) {
            continue;
        }
        const QStringList last = cells.mid(cells.size() - n);
        if (std::all_of(
                last.begin(), last.end(), [](const QString &c) { return cellKinds.contains(c); })) {
            grid << last;
        }
    }
    return grid;
}

// The binary digits after `name` ("cols", "diags", "antis", "free").
QString shownMask(const QString &text, const QString &name)
{
    for (const QString &line : textLines(text)) {
        const QStringList cells = tokens(line);
        if (cells.size() == 2 && cells[0] == name) {
            return cells[1];
        }
    }
    return QString();
}

// The label the board prints for a square, worked out here: files a, b, ...
// from the left, ranks n..1 from the top (boards up to 26 wide).
QString boardName(int n, int row, int col)
{
    return QString(QChar(QLatin1Char('a').unicode() + col)) + QString::number(n - row);
}

QList<QPair<int, int>> shownQueens(const QString &text)
{
    static const QRegularExpression queen(
        QStringLiteral("^\\s+\\((\\d+), (\\d+)\\): [a-z]+\\d+(  \u2190 attacks \\((\\d+), "
                       "(\\d+)\\): [a-z]+\\d+)?$"));
    QList<QPair<int, int>> queens;
    for (const QString &line : textLines(text)) {
        if (const QRegularExpressionMatch match = queen.match(line); match.hasMatch()) {
            queens << qMakePair(match.captured(1).toInt(), match.captured(2).toInt());
        }
    }
    return queens;
}

QString permutationText(const QList<int> &board)
{
    QStringList entries;
    for (int col : board) {
        entries << (col >= 0 ? QString::number(col) : QStringLiteral("."));
    }
    return QStringLiteral("p = [") + entries.join(QStringLiteral(", ")) + QLatin1Char(']');
}

QString bitString(const QList<bool> &bits)
{
    QString text;
    for (bool bit : bits) {
        text += bit ? QLatin1Char('1') : QLatin1Char('0');
    }
    return text;
}

// One row of the domains table of forward-checking and mrv.
struct DomainRow
{
    bool current = false; // the arrow
    QStringList cells; // per column: its number, "-", "Q" or ""
    QString size; // empty for a row with a queen
    QString note; // after the arrow at the end: "wiped out", "c3 pruned by a4"
};

// The n rows of the domains table, read at the columns the panel's header
// gives them: a marker of two characters, the row, two spaces, then one
// cell of the row number's width (and a space before it) per column.
QList<DomainRow> shownDomains(const QString &text, int n)
{
    const int width = int(QString::number(n - 1).size());
    const int cellsAt = 2 + width + 2;
    QList<DomainRow> rows;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        bool isRow = false;
        const int row = line.mid(2, width).trimmed().toInt(&isRow);
        if (!isRow || row != rows.size() || line.size() < cellsAt) {
            continue;
        }
        DomainRow shown;
        shown.current = line.startsWith(QChar(0x2192));
        for (int col = 0; col < n; ++col) {
            shown.cells << line.mid(cellsAt + col * (width + 1) + 1, width).trimmed();
        }
        QString rest = line.mid(cellsAt + n * (width + 1)).trimmed();
        const qsizetype arrow = rest.indexOf(QChar(0x2190));
        if (arrow >= 0) {
            shown.note = rest.mid(arrow + 1).trimmed();
            rest = rest.left(arrow).trimmed();
        }
        shown.size = rest;
        rows << shown;
    }
    return rows;
}

// The numbers after each "options" label of dancing links' text: the row
// items' sizes, then the column items' ("-" kept for a covered one).
QList<QStringList> shownItemSizes(const QString &text)
{
    QList<QStringList> sizes;
    for (const QString &line : textLines(text)) {
        const QStringList cells = tokens(line);
        if (cells.value(0) == QStringLiteral("options")) {
            sizes << cells.mid(1);
        }
    }
    return sizes;
}

/*
 * The recursion of forward-checking, mrv and dancing-links replayed from the
 * events alone (not from any rule of choice): a Choose opens a level, a Place
 * gives the open level its queen (forward-checking, which has no Choose,
 * opens the level with its Place), a Remove closes the levels whose options
 * ran out and takes the queen of the level under them back.
 */
struct Levels
{
    struct Level
    {
        int itemRow = -1;
        int itemCol = -1;
        int queenRow = -1;
        int queenCol = -1;
        bool hasQueen() const { return queenRow >= 0; }
    };
    QList<Level> levels;
    bool consistent = true;

    void apply(const StepEvent &event)
    {
        switch (event.kind) {
        case nq::EventKind::Choose:
            levels << Level { event.row, event.col };
            break;
        case nq::EventKind::Place:
            if (!levels.isEmpty() && !levels.constLast().hasQueen()
                && (event.byRow >= 0 || event.byCol >= 0)) {
                Level &open = levels.last();
                consistent = consistent && open.itemRow == event.byRow
                    && open.itemCol == event.byCol;
                open.queenRow = event.row;
                open.queenCol = event.col;
            } else if (!levels.isEmpty() && !levels.constLast().hasQueen()) {
                // forward-checking: the next column of the level's row.
                consistent = consistent && levels.constLast().itemRow == event.row;
                levels.last().queenRow = event.row;
                levels.last().queenCol = event.col;
            } else {
                consistent = consistent && event.byRow < 0 && event.byCol < 0;
                levels << Level { event.row, -1, event.row, event.col };
            }
            break;
        case nq::EventKind::Remove:
            while (!levels.isEmpty() && !levels.constLast().hasQueen()) {
                levels.removeLast();
            }
            consistent = consistent && !levels.isEmpty()
                && levels.constLast().queenRow == event.row
                && levels.constLast().queenCol == event.col;
            if (!levels.isEmpty()) {
                levels.last().queenRow = levels.last().queenCol = -1;
            }
            break;
        case nq::EventKind::Reject:
        case nq::EventKind::Prune:
        case nq::EventKind::Wipeout:
        case nq::EventKind::Solution:
        case nq::EventKind::Done:
            break;
        }
    }

    // What is wrong with `frames` at this position; empty when nothing.
    // `firstFree`: the first row without a given queen.
    QString checkFrames(nq::Algorithm algorithm, int n, int firstFree, const StepEvent &last,
        qsizetype step, const QStringList &frames) const
    {
        const bool dlx = algorithm == nq::Algorithm::DancingLinks;
        if (levels.isEmpty() && last.kind == nq::EventKind::Wipeout) {
            // The given queens left a row empty before the search began.
            return frames
                    == QStringList { QStringLiteral(
                        "set-up: the given queens leave row %1 no square")
                                         .arg(last.row) }
                ? QString()
                : QStringLiteral("the set-up's wipe-out");
        }
        if (step == 0 || last.kind == nq::EventKind::Done) {
            if (frames.size() != 1) {
                return QStringLiteral("one frame at the start and the end");
            }
            const QString expected = algorithm == nq::Algorithm::ForwardChecking
                ? QStringLiteral("solve(row=%1)  no column tried yet").arg(firstFree)
                : QStringLiteral("solve()  nothing chosen yet");
            return frames[0] == expected ? QString() : QStringLiteral("not ") + expected;
        }
        if (frames.size() != levels.size()) {
            return QStringLiteral("%1 frames for %2 levels").arg(frames.size()).arg(levels.size());
        }
        for (qsizetype i = 0; i < levels.size(); ++i) {
            const Level &level = levels[i];
            const QString head = algorithm == nq::Algorithm::ForwardChecking
                ? QStringLiteral("solve(row=%1)  ").arg(level.itemRow)
                : dlx ? (level.itemRow >= 0 ? QStringLiteral("solve()  i = row %1").arg(level.itemRow)
                                            : QStringLiteral("solve()  i = col %1").arg(level.itemCol))
                      : QStringLiteral("solve()  row = %1").arg(level.itemRow);
            if (!frames[i].startsWith(head)) {
                return QStringLiteral("frame %1 does not start with %2").arg(i).arg(head);
            }
            const QString rest = frames[i].mid(head.size());
            if (!rest.isEmpty() && rest[0].isDigit()) {
                return QStringLiteral("frame %1: another row").arg(i);
            }
            if (level.hasQueen()
                && !frames[i].contains(
                    QStringLiteral(": ") + boardName(n, level.queenRow, level.queenCol))) {
                return QStringLiteral("frame %1 does not name its queen").arg(i);
            }
        }
        const QString &inner = frames.constLast();
        switch (last.kind) {
        case nq::EventKind::Remove:
            return inner.endsWith(QStringLiteral("%1 taken back").arg(boardName(n, last.row, last.col)))
                ? QString()
                : QStringLiteral("the queen taken back");
        case nq::EventKind::Choose:
            if (dlx && last.index == 0) {
                return inner.endsWith(QStringLiteral("no option left, a dead end"))
                    ? QString()
                    : QStringLiteral("the dead end");
            }
        {
            // English plural forms come from a translation the test does not load.
            const QRegularExpression left(QStringLiteral(": %1 %2(s|\\(s\\))? left$")
                                              .arg(last.index)
                                              .arg(dlx ? QStringLiteral("option")
                                                       : QStringLiteral("square")));
            return left.match(inner).hasMatch() ? QString()
                                                : QStringLiteral("what the choice has left");
        }
        case nq::EventKind::Prune:
            return inner.endsWith(QStringLiteral(", prunes %1").arg(boardName(n, last.row, last.col)))
                ? QString()
                : QStringLiteral("the pruned square");
        case nq::EventKind::Wipeout:
            return inner.endsWith(QStringLiteral(", wipes out row %1").arg(last.row))
                ? QString()
                : QStringLiteral("the row wiped out");
        case nq::EventKind::Place:
        case nq::EventKind::Solution:
            return levels.constLast().hasQueen() && inner.endsWith(boardName(n, levels.constLast().queenRow, levels.constLast().queenCol))
                ? QString()
                : QStringLiteral("the queen just placed");
        case nq::EventKind::Reject:
        case nq::EventKind::Done:
            break;
        }
        return QString();
    }
};

} // namespace

class TestPanels : public QObject
{
    Q_OBJECT

private slots:
    void pseudocodeLines_data()
    {
        nqtest::addAlgorithmColumn();
        nqtest::addAlgorithmRows();
    }
    void pseudocodeLines()
    {
        QFETCH(nq::Algorithm, algorithm);
        const QStringList lines = Pseudocode::lines(algorithm);
        QVERIFY2(
            lines.size() >= 8 && lines.size() <= 16, qPrintable(QString::number(lines.size())));
        for (const QString &line : lines) {
            QVERIFY(!line.trimmed().isEmpty());
        }
        QCOMPARE(Pseudocode::lineFor(algorithm, StepEvent {}), 0);
        PseudocodePanel panel;
        QCOMPARE(panel.highlightedLine(), -1);
        panel.showPosition(algorithm, 4, QList<int>(4, -1), StepEvent {});
        QCOMPARE(panel.lines(), lines);
        QCOMPARE(panel.highlightedLine(), 0);
    }

    // The highlighted line through the start of the 4x4 searches, written
    // out by hand from `nqueens trace 4 --algorithm NAME`, with a piece of
    // the line's text so that the script does not just repeat the numbering.
    void script_data()
    {
        QTest::addColumn<nq::Algorithm>("algorithm");
        QTest::addColumn<int>("step");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("words");
        struct Row
        {
            int step;
            int line;
            const char *words;
        };
        const auto add
            = [](nq::Algorithm algorithm, const char *name, std::initializer_list<Row> rows) {
                  for (const Row &row : rows) {
                      QTest::addRow("%s step %d", name, row.step)
                          << algorithm << row.step << row.line << QString::fromLatin1(row.words);
                  }
              };
        add(nq::Algorithm::LockLines, "lock-lines",
            {
                { 0, 0, "solve(row)" }, // start
                { 1, 7, "place a queen" }, // place (0,0)
                { 2, 4, "columns[col] is locked" }, // reject (1,0) column
                { 3, 6, "negative[row - col + n - 1]" }, // reject (1,1) diagonal
                { 4, 7, "place a queen" }, // place (1,2)
                { 5, 4, "columns[col]" }, // reject (2,0) column
                { 6, 5, "positive[row + col]" }, // reject (2,1) anti-diagonal
                { 7, 4, "columns[col]" }, // reject (2,2) column: row 1 holds column 2
                { 8, 6, "negative[" }, // reject (2,3) diagonal
                { 9, 9, "take the queen back" }, // remove (1,2)
                { 10, 7, "place a queen" }, // place (1,3)
                { 11, 4, "columns[col]" }, // reject (2,0) column
                { 12, 7, "place a queen" }, // place (2,1)
                { 15, 6, "negative[" }, // reject (3,2) diagonal
                { 17, 9, "take the queen back" }, // remove (2,1)
                { 18, 5, "positive[" }, // reject (2,2) anti-diagonal
                { 31, 2, "record the solution" }, // solution 1
                { 32, 9, "take the queen back" }, // remove (3,2)
            });
        add(nq::Algorithm::CheckQueens, "check-queens",
            {
                { 0, 0, "solve(row)" },
                { 1, 7, "place a queen" }, // place (0,0)
                { 2, 5, "c == col" }, // reject (1,0) column
                { 3, 6, "|c - col| == row - r" }, // reject (1,1) diagonal
                { 4, 7, "place a queen" }, // place (1,2)
                { 5, 5, "c == col" }, // reject (2,0) column
                { 6, 6, "|c - col|" }, // reject (2,1) anti-diagonal
                { 7, 6, "|c - col|" }, // reject (2,2): queen (0,0) comes first, diagonal
                { 8, 6, "|c - col|" }, // reject (2,3) diagonal
                { 9, 9, "take the queen back" }, // remove (1,2)
                { 10, 7, "place a queen" }, // place (1,3)
                { 11, 5, "c == col" }, // reject (2,0) column
                { 12, 7, "place a queen" }, // place (2,1)
                { 14, 6, "|c - col|" }, // reject (3,1) anti-diagonal (1,3)
                { 31, 2, "record the solution" },
            });
        add(nq::Algorithm::Permutations, "permutations",
            {
                { 0, 0, "search(n)" }, { 1, 3, "put down a queen" }, // place (0,0)
                { 4, 3, "put down a queen" }, // place (3,3): [0,1,2,3]
                { 5, 6, "refused" }, // reject (1,1) by (0,0)
                { 6, 9, "take back the queens" }, // remove (3,3)
                { 8, 3, "put down a queen" }, // place (2,3)
            });
        add(nq::Algorithm::MarkBoard, "mark-board",
            {
                { 1, 5, "queen on (row, col)" },
                { 2, 4, "is marked" },
                { 9, 7, "drop next" },
            });
        add(nq::Algorithm::Bitmask, "bitmask",
            {
                { 1, 7, "place a queen" },
                { 6, 6, "not free" },
                { 9, 9, "take the queen back" },
            });
        add(nq::Algorithm::AvailableColumns, "available-columns",
            {
                { 0, 0, "solve(row, columns)" },
                { 1, 6, "place a queen" }, // place (0,0)
                { 2, 5, "same diagonal" }, // reject (1,1): column 0 is never tried
                { 6, 8, "take the queen back" }, // remove (1,2)
                { 20, 2, "record the solution" },
            });
        add(nq::Algorithm::ForwardChecking, "forward-checking",
            {
                { 0, 0, "solve(row)" },
                { 1, 4, "place a queen" }, // place (0,0)
                { 2, 6, "prune from domain[r]" }, // prune (1,0)
                { 11, 7, "wipe-out" }, // wipeout row 2
                { 12, 9, "give back the squares" }, // remove (1,2)
                { 35, 2, "record the solution" },
            });
        add(nq::Algorithm::Mrv, "mrv",
            {
                { 0, 0, "solve()" },
                { 1, 3, "the fewest squares left" }, // choose row 0
                { 2, 5, "place a queen" }, // place (0,0)
                { 3, 7, "prune from domain[r]" }, // prune (1,0)
                { 13, 8, "wipe-out" }, // wipeout row 2
                { 14, 10, "give back the squares" }, // remove (1,2)
                { 18, 3, "the fewest squares left" }, // choose row 2
            });
        add(nq::Algorithm::DancingLinks, "dancing-links",
            {
                { 0, 0, "solve()" },
                { 1, 3, "the fewest options left" }, // choose row 0 (4 options)
                { 2, 7, "place a queen on (r, c)" }, // place (0,0)
                { 5, 4, "no option left" }, // choose row 2 (0 options): a dead end
                { 6, 9, "uncover its lines" }, // remove (1,2)
                { 21, 2, "record the solution" },
            });
    }
    void script()
    {
        QFETCH(nq::Algorithm, algorithm);
        QFETCH(int, step);
        QFETCH(int, line);
        QFETCH(QString, words);
        const QList<Position> all = positions(algorithm, 4);
        QVERIFY(step < all.size());
        const Position &position = all[step];
        PseudocodePanel panel;
        // Come from somewhere else first: the panel must not depend on it.
        panel.showPosition(algorithm, 4, all.last().board, all.last().last);
        panel.showPosition(algorithm, 4, position.board, position.last);
        QCOMPARE(panel.highlightedLine(), line);
        QCOMPARE(Pseudocode::lineFor(algorithm, position.last), line);
        QVERIFY2(Pseudocode::lines(algorithm)[line].contains(words),
            qPrintable(Pseudocode::lines(algorithm)[line]));
    }

    // Lines highlighted once and left follow the text size afterwards: F5
    // on and off left them at the presentation size, cut off.
    void pseudocodeFollowsTheTextSize()
    {
        const QList<Position> all = positions(nq::Algorithm::LockLines, 4);
        PseudocodePanel panel;
        QFont font = panel.font();
        font.setPointSizeF(10);
        panel.setFont(font);
        for (int step = 1; step < 12 && step < all.size(); ++step) {
            panel.showPosition(nq::Algorithm::LockLines, 4, all[step].board, all[step].last);
        }
        font.setPointSizeF(20); // presentation mode
        panel.setFont(font);
        font.setPointSizeF(10); // and back
        panel.setFont(font);
        const auto *list = panel.findChild<QListWidget *>();
        QVERIFY(list);
        for (int row = 0; row < list->count(); ++row) {
            // A font of its own (the highlighted line's bold one) has the
            // list's size; the others have none and so follow the list.
            const QVariant own = list->item(row)->data(Qt::FontRole);
            QCOMPARE(own.isValid(), row == panel.highlightedLine());
            if (own.isValid()) {
                QCOMPARE(own.value<QFont>().pointSizeF(), list->font().pointSizeF());
                QVERIFY(own.value<QFont>().bold());
            }
        }
    }

    // The line a lesson is about is read whole: at any width of the panel
    // and any text size, every row of every line fits the list (lines wrap,
    // their continuation indented under their code), and no word is lost.
    void pseudocodeNeverClipped_data()
    {
        QTest::addColumn<nq::Algorithm>("algorithm");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("points");
        for (const nq::AlgorithmInfo &info : nq::algorithms()) {
            for (const int width : { 220, 300, 420 }) {
                for (const int points : { 10, 18 }) {
                    QTest::addRow("%s, %d px, %d pt", info.name.data(), width, points)
                        << info.id << width << points;
                }
            }
        }
    }
    void pseudocodeNeverClipped()
    {
        QFETCH(nq::Algorithm, algorithm);
        QFETCH(int, width);
        QFETCH(int, points);
        PseudocodePanel panel;
        QFont font = panel.font();
        font.setPointSize(points);
        panel.setFont(font);
        panel.resize(width, 400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.showPosition(algorithm, 8, QList<int>(8, -1), StepEvent {});
        auto *list = panel.findChild<QListWidget *>();
        QVERIFY(list);
        // The code follows the panel's text size, in its monospace face.
        QCOMPARE(list->font().pointSize(), points);
        QCOMPARE(list->font().family(),
            QFontDatabase::systemFont(QFontDatabase::FixedFont).family());
        QFont bold = list->font();
        bold.setBold(true); // the highlighted line
        const QFontMetrics metrics(bold);
        const int margins = 2 * (list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1);
        const int room = list->viewport()->width() - margins;
        const QStringList lines = Pseudocode::lines(algorithm);
        QCOMPARE(list->count(), lines.size());
        for (int i = 0; i < list->count(); ++i) {
            const QString shown = list->item(i)->text();
            for (const QString &row : shown.split(QLatin1Char('\n'))) {
                QVERIFY2(metrics.horizontalAdvance(row) <= room,
                    qPrintable(QStringLiteral("\"%1\" is %2 px, the list has %3")
                                   .arg(row)
                                   .arg(metrics.horizontalAdvance(row))
                                   .arg(room)));
            }
            // The same characters, in order, after the line number (a word
            // longer than a row may be cut).
            static const QRegularExpression space(QStringLiteral("\\s+"));
            QCOMPARE(QString(shown).remove(space),
                QStringLiteral("%1 %2").arg(i + 1).arg(lines[i]).remove(space));
        }
        // Unwrapped, the panel asks for the width of its longest line.
        const QFontMetrics plain(list->font());
        int widest = 0;
        for (int i = 0; i < lines.size(); ++i) {
            widest = std::max(widest, plain.horizontalAdvance(QStringLiteral("%1  %2").arg(i + 1).arg(lines[i])));
        }
        QVERIFY2(panel.sizeHint().width() >= widest + margins,
            qPrintable(QStringLiteral("%1 < %2").arg(panel.sizeHint().width()).arg(widest)));
    }

    // The variables and the call stack at one position worked out by hand:
    // 4x4 after step 12, queens on (0,0), (1,3), (2,1), row 3 to fill.
    void knownPosition()
    {
        const QList<int> board { 0, 3, 1, -1 };
        const StepEvent place = nqtest::placeStep(2, 1);
        RunState state(4);
        for (const StepEvent &event :
            { nqtest::placeStep(0, 0), nqtest::placeStep(1, 3), nqtest::placeStep(2, 1) }) {
            state.apply(event, 0);
        }
        QCOMPARE(state.board(), board);
        VariablesPanel variables;
        variables.showPosition(nq::Algorithm::LockLines, state);
        const QList<QList<int>> locks = shownLocks(variables.text());
        QCOMPARE(locks.size(), 3);
        QCOMPARE(locks[0], (QList<int> { 0, 2, -1, 1 }));
        QCOMPARE(locks[1], (QList<int> { 0, -1, -1, 2, 1, -1, -1 }));
        QCOMPARE(locks[2], (QList<int> { -1, 1, -1, 0, 2, -1, -1 }));

        variables.showPosition(nq::Algorithm::Bitmask, state);
        QCOMPARE(shownMask(variables.text(), QStringLiteral("cols")), QStringLiteral("1101"));
        QCOMPARE(shownMask(variables.text(), QStringLiteral("diags")), QStringLiteral("0011"));
        QCOMPARE(shownMask(variables.text(), QStringLiteral("antis")), QStringLiteral("1100"));
        QCOMPARE(shownMask(variables.text(), QStringLiteral("free")), QStringLiteral("0000"));
        QVERIFY(variables.caption().contains(QStringLiteral("LEFT")));

        variables.showPosition(nq::Algorithm::MarkBoard, state);
        const QList<QStringList> grid = shownGrid(variables.text(), 4);
        QCOMPARE(grid.size(), 4);
        QCOMPARE(grid[0].join(QString()), QStringLiteral("Q..."));
        QCOMPARE(grid[1].join(QString()), QStringLiteral("xx.Q"));
        QCOMPARE(grid[2].join(QString()), QStringLiteral("xQxx"));
        QCOMPARE(grid[3].join(QString()), QStringLiteral("xxxx"));

        variables.showPosition(nq::Algorithm::CheckQueens, state);
        QCOMPARE(shownQueens(variables.text()),
            (QList<QPair<int, int>> { { 0, 0 }, { 1, 3 }, { 2, 1 } }));

        CallStackPanel stack;
        stack.showPosition(nq::Algorithm::LockLines, 4, board, place);
        QCOMPARE(stack.frames(),
            (QStringList { QStringLiteral("solve(row=0)  col = 0: a4"),
                QStringLiteral("solve(row=1)  col = 3: d3"),
                QStringLiteral("solve(row=2)  col = 1: b2"),
                QStringLiteral("solve(row=3)  no column tried yet") }));
        const StepEvent reject = nqtest::rejectStep(3, 0, 0, 0, nq::Line::Column);
        stack.showPosition(nq::Algorithm::LockLines, 4, board, reject);
        QCOMPARE(stack.frames().size(), 4);
        QCOMPARE(stack.frames().last(), QStringLiteral("solve(row=3)  col = 0: a1 refused"));
    }

    void invariants_data()
    {
        QTest::addColumn<nq::Algorithm>("algorithm");
        QTest::addColumn<int>("n");
        QTest::addColumn<QList<int>>("start"); // given queens; empty: a full run
        for (const nq::AlgorithmInfo &info : nq::algorithms()) {
            if (!nq::isBacktracker(info.id)) {
                continue; // see localSearchInvariants()
            }
            for (int n = 4; n <= 6; ++n) {
                QTest::addRow("%s %d", info.name.data(), n) << info.id << n << QList<int>();
            }
        }
        // The searches that choose or prune from given queens: their choices
        // and domains start from the given queens' silent set-up (the last
        // start leaves row 2 no square: a Wipeout and Done).
        for (const nq::Algorithm algorithm : { nq::Algorithm::ForwardChecking,
                 nq::Algorithm::Mrv, nq::Algorithm::DancingLinks }) {
            const char *name = nq::algorithmInfo(algorithm).name.data();
            QTest::addRow("%s 6 from d5", name) << algorithm << 6 << QList<int> { -1, 3, -1, -1, -1, -1 };
            QTest::addRow("%s 7 from a6, e1", name)
                << algorithm << 7 << QList<int> { -1, 0, -1, -1, -1, -1, 4 };
            QTest::addRow("%s 4 from a4, c3", name) << algorithm << 4 << QList<int> { 0, 2, -1, -1 };
        }
    }
    // Walks the whole real event stream and checks every panel at every step
    // against what the board (replayed here) says.
    void invariants()
    {
        QFETCH(nq::Algorithm, algorithm);
        QFETCH(int, n);
        QFETCH(QList<int>, start);
        const QStringList lines = Pseudocode::lines(algorithm);
        PseudocodePanel pseudocode;
        VariablesPanel variables;
        CallStackPanel stack;
        const QList<Position> all = positions(algorithm, n, start);
        const int firstFree = start.isEmpty() ? 0 : int(start.indexOf(-1));
        QString previousFree;
        const bool propagates = algorithm == nq::Algorithm::ForwardChecking
            || algorithm == nq::Algorithm::Mrv || algorithm == nq::Algorithm::DancingLinks;
        Levels levels;
        // Replayed here from the events: each pruned square's queen, and the
        // item the search is at (cp-contract: a Choose's square; a Place's
        // or Remove's chosen item, else its row; a Prune's or Wipeout's
        // queen's row; a Solution keeps it; forward-checking starts at row 0).
        QMap<QPair<int, int>, QPair<int, int>> pruned;
        nq::Square current = algorithm == nq::Algorithm::ForwardChecking
            ? nq::Square { firstFree, -1 }
            : nq::Square {};
        // The given queens prune silently first: given queens top down, free
        // rows top down, a square owned by the first that prunes it, until a
        // row is left empty.
        bool emptied = false;
        for (int given = 0; given < start.size() && !emptied; ++given) {
            if (start[given] < 0 || algorithm == nq::Algorithm::DancingLinks) {
                continue;
            }
            for (int row = 0; row < n && !emptied; ++row) {
                if (start[row] >= 0) {
                    continue;
                }
                int left = n;
                for (int col = 0; col < n; ++col) {
                    if (attacks(given, start[given], row, col) && !pruned.contains({ row, col })) {
                        pruned.insert({ row, col }, { given, start[given] });
                    }
                    left -= pruned.contains({ row, col }) ? 1 : 0;
                }
                emptied = left == 0;
            }
        }
        for (qsizetype step = 0; step < all.size(); ++step) {
            const QList<int> &board = all[step].board;
            const StepEvent &last = all[step].last;
            switch (last.kind) {
            case nq::EventKind::Choose:
                current = { last.row, last.col };
                break;
            case nq::EventKind::Place:
            case nq::EventKind::Remove:
                current = last.byRow >= 0 || last.byCol >= 0 ? nq::Square { last.byRow, last.byCol }
                                                             : nq::Square { last.row, -1 };
                if (last.kind == nq::EventKind::Remove) {
                    pruned.removeIf([&](const auto &entry) {
                        return entry.value() == qMakePair(int(last.row), int(last.col));
                    });
                }
                break;
            case nq::EventKind::Prune:
                pruned.insert({ last.row, last.col }, { last.byRow, last.byCol });
                current = { last.byRow, -1 };
                break;
            case nq::EventKind::Wipeout:
                current = { last.byRow, -1 };
                break;
            case nq::EventKind::Reject:
                current = { last.row, -1 };
                break;
            case nq::EventKind::Solution:
            case nq::EventKind::Done:
                break;
            }
            const QByteArray where = "step " + QByteArray::number(step);
            pseudocode.showPosition(algorithm, n, board, last);
            variables.showPosition(algorithm, all[step].state);
            stack.showPosition(algorithm, n, board, last, start);

            // Pseudocode: in range, and a line that says what happened.
            const int line = Pseudocode::lineFor(algorithm, last);
            QVERIFY2(line >= 0 && line < lines.size(), where);
            QCOMPARE(pseudocode.highlightedLine(), line);
            const QString &code = lines[line];
            switch (last.kind) {
            case nq::EventKind::Place:
                QVERIFY2(code.contains(QStringLiteral("queen on")), where);
                break;
            case nq::EventKind::Reject:
                QVERIFY2(code.contains(QStringLiteral("refused")), where);
                break;
            case nq::EventKind::Remove:
                QVERIFY2(code.contains(QStringLiteral("take")), where);
                break;
            case nq::EventKind::Solution:
                QVERIFY2(code.contains(QStringLiteral("record the solution")), where);
                break;
            case nq::EventKind::Prune:
                QVERIFY2(code.contains(QStringLiteral("prune from domain[r]")), where);
                break;
            case nq::EventKind::Wipeout:
                QVERIFY2(code.contains(QStringLiteral("is empty: wipe-out")), where);
                break;
            case nq::EventKind::Choose:
                QVERIFY2(code.contains(last.index > 0 ? QStringLiteral("the fewest")
                                                      : QStringLiteral("no option left")),
                    where);
                break;
            case nq::EventKind::Done:
                QCOMPARE(line, 0);
                break;
            }
            if (last.kind == nq::EventKind::Reject && algorithm == nq::Algorithm::AvailableColumns) {
                // Used columns are never tried: only a diagonal refuses.
                QVERIFY(static_cast<nq::Line>(last.line) != nq::Line::Column);
                QVERIFY2(code.contains(QStringLiteral("same diagonal")), where);
            }
            if (last.kind == nq::EventKind::Reject && algorithm == nq::Algorithm::LockLines) {
                const auto held = static_cast<nq::Line>(last.line);
                const QString lock = held == nq::Line::Column ? QStringLiteral("columns[")
                    : held == nq::Line::AntiDiagonal          ? QStringLiteral("positive[")
                                                              : QStringLiteral("negative[");
                QVERIFY2(code.contains(lock), where);
            }
            if (last.kind == nq::EventKind::Reject && algorithm == nq::Algorithm::CheckQueens) {
                const bool column = static_cast<nq::Line>(last.line) == nq::Line::Column;
                QVERIFY2(code.contains(
                             column ? QStringLiteral("c == col") : QStringLiteral("|c - col|")),
                    where);
            }

            // Call stack.
            const int depth = rowBeingFilled(board);
            const QStringList frames = stack.frames();
            if (propagates) {
                levels.apply(last);
                QVERIFY2(levels.consistent, where);
                // The given queens' frames (run from here) are set apart and
                // marked: mrv's and dancing links' all first, forward-checking's
                // each above the level working on a row below it.
                QStringList searched;
                QList<int> givenShown;
                for (int i = 0; i < frames.size(); ++i) {
                    int given = -1;
                    for (int row = 0; row < start.size(); ++row) {
                        if (start[row] >= 0
                            && frames[i] == CallStackPanel::givenFrame(n, row, start[row])) {
                            given = row;
                        }
                    }
                    QCOMPARE(stack.isGivenFrame(i), given >= 0);
                    if (given >= 0) {
                        QVERIFY2(searched.isEmpty() || algorithm == nq::Algorithm::ForwardChecking,
                            where);
                        givenShown << given;
                    } else {
                        searched << frames[i];
                    }
                }
                const bool setUpWipeout
                    = levels.levels.isEmpty() && last.kind == nq::EventKind::Wipeout;
                // The rows above the innermost frame's (forward-checking), or all.
                int above = n;
                if (algorithm == nq::Algorithm::ForwardChecking && !searched.isEmpty()) {
                    above = searched.constLast()
                                .section(QLatin1Char(')'), 0, 0)
                                .section(QLatin1Char('='), 1)
                                .toInt();
                }
                QList<int> expectedGiven;
                for (int row = 0; row < qMin(above, int(start.size())) && !setUpWipeout; ++row) {
                    if (start[row] >= 0) {
                        expectedGiven << row;
                    }
                }
                QVERIFY2(givenShown == expectedGiven, where);
                const QString problem
                    = levels.checkFrames(algorithm, n, firstFree, last, step, searched);
                QVERIFY2(problem.isEmpty(), qPrintable(QString::fromLatin1(where) + QStringLiteral(": ") + problem
                                               + QLatin1Char('\n') + frames.join(QLatin1Char('\n'))));
            } else if (algorithm == nq::Algorithm::Permutations) {
                QCOMPARE(frames.size(), 1);
                QVERIFY2(frames[0].contains(permutationText(board)), qPrintable(frames[0]));
            } else {
                QCOMPARE(frames.size(), depth < n ? depth + 1 : n);
                for (int row = 0; row < frames.size(); ++row) {
                    QVERIFY2(
                        frames[row].startsWith(QStringLiteral("solve(row=%1)").arg(row)), where);
                    if (row < depth) {
                        QVERIFY2(frames[row].endsWith(QStringLiteral("col = %1: %2")
                                                          .arg(board[row])
                                                          .arg(boardName(n, row, board[row]))),
                            where);
                    }
                }
                if (last.kind == nq::EventKind::Reject) {
                    QCOMPARE(last.row, depth);
                    QCOMPARE(frames.last(),
                        QStringLiteral("solve(row=%1)  col = %2: %3 refused")
                            .arg(depth)
                            .arg(last.col)
                            .arg(boardName(n, depth, last.col)));
                }
            }

            // Variables.
            const QString text = variables.text();
            switch (algorithm) {
            case nq::Algorithm::MinConflicts:
                break; // see localSearchInvariants()
            case nq::Algorithm::AvailableColumns: {
                QStringList columns;
                for (int col = 0; col < n; ++col) {
                    if (!board.contains(col)) {
                        columns << QString::number(col);
                    }
                }
                QVERIFY2(text.contains(QStringLiteral("\ncolumns = [%1]\n")
                                           .arg(columns.join(QStringLiteral(", ")))),
                    qPrintable(text));
                QList<QPair<int, int>> queens;
                for (int row = 0; row < depth; ++row) {
                    queens << qMakePair(row, board[row]);
                }
                QCOMPARE(shownQueens(text), queens);
                QCOMPARE(text.count(QChar(0x2190)), last.kind == nq::EventKind::Reject ? 1 : 0);
                break;
            }
            case nq::Algorithm::ForwardChecking:
            case nq::Algorithm::Mrv: {
                const QList<DomainRow> rows = shownDomains(text, n);
                QCOMPARE(rows.size(), n);
                for (int row = 0; row < n; ++row) {
                    const DomainRow &shown = rows[row];
                    const QByteArray at = where + " row " + QByteArray::number(row) + '\n'
                        + text.toUtf8();
                    QVERIFY2(shown.current == (row == current.row), at.constData());
                    int left = 0;
                    for (int col = 0; col < n; ++col) {
                        QString expected;
                        if (board[row] >= 0) {
                            expected = board[row] == col ? QStringLiteral("Q") : QString();
                        } else if (pruned.contains({ row, col })) {
                            expected = QStringLiteral("-");
                        } else {
                            expected = QString::number(col);
                            ++left;
                        }
                        QVERIFY2(shown.cells[col] == expected, at.constData());
                    }
                    QVERIFY2(shown.size == (board[row] >= 0 ? QString() : QString::number(left)),
                        at.constData());
                    // The run's state keeps its last step's event at the end (Done is no step).
                    const StepEvent &stepEvent = all[step].state.last();
                    QString note;
                    if (stepEvent.kind == nq::EventKind::Wipeout && stepEvent.row == row) {
                        note = QStringLiteral("wiped out");
                        QVERIFY2(left == 0, at.constData());
                    } else if (stepEvent.kind == nq::EventKind::Prune && stepEvent.row == row) {
                        note = QStringLiteral("%1 pruned by %2")
                                   .arg(boardName(n, last.row, last.col),
                                       boardName(n, last.byRow, last.byCol));
                    }
                    QVERIFY2(shown.note == note, at.constData());
                }
                break;
            }
            case nq::Algorithm::DancingLinks: {
                // Covered: the lines of the queens and the current item.
                const auto covered = [&](int row, int col) {
                    for (int r = 0; r < n; ++r) {
                        if (board[r] >= 0 && (r == row || board[r] == col || attacks(r, board[r], row, col))) {
                            return true;
                        }
                    }
                    return (current.col < 0 && current.row == row)
                        || (current.row < 0 && current.col == col);
                };
                const auto rowCovered = [&](int row) {
                    return board[row] >= 0 || (current.col < 0 && current.row == row);
                };
                const auto colCovered = [&](int col) {
                    return board.contains(col) || (current.row < 0 && current.col == col);
                };
                QStringList rowSizes;
                QStringList colSizes;
                for (int i = 0; i < n; ++i) {
                    int inRow = 0;
                    int inCol = 0;
                    for (int j = 0; j < n; ++j) {
                        inRow += covered(i, j) ? 0 : 1;
                        inCol += covered(j, i) ? 0 : 1;
                    }
                    rowSizes << (rowCovered(i) ? QStringLiteral("-") : QString::number(inRow));
                    colSizes << (colCovered(i) ? QStringLiteral("-") : QString::number(inCol));
                }
                QCOMPARE(shownItemSizes(text), (QList<QStringList> { rowSizes, colSizes }));
                if (last.kind == nq::EventKind::Choose) {
                    // The item chosen had the fewest options of those left.
                    QVERIFY2(text.startsWith(last.row >= 0
                                     ? QStringLiteral("current row: %1 (rank %2)").arg(last.row).arg(n - last.row)
                                     : QStringLiteral("current column: %1 (file %2)")
                                           .arg(last.col)
                                           .arg(QChar(QLatin1Char('a').unicode() + last.col))),
                        qPrintable(text));
                }
                break;
            }
            case nq::Algorithm::Permutations:
                QVERIFY2(text.startsWith(permutationText(board)), qPrintable(text));
                if (last.kind == nq::EventKind::Reject) {
                    QVERIFY2(
                        text.contains(
                            QStringLiteral("(x1, x2) = (%1, %2)").arg(last.byRow).arg(last.row)),
                        qPrintable(text));
                }
                break;
            case nq::Algorithm::CheckQueens: {
                QList<QPair<int, int>> queens;
                for (int row = 0; row < depth; ++row) {
                    queens << qMakePair(row, board[row]);
                }
                QCOMPARE(shownQueens(text), queens);
                // The queen the scan stopped at is the one the event names.
                const bool rejected = last.kind == nq::EventKind::Reject;
                QCOMPARE(text.count(QChar(0x2190)), rejected ? 1 : 0);
                if (rejected) {
                    QVERIFY2(
                        text.contains(QStringLiteral("(%1, %2): %3  \u2190 attacks (%4, %5): %6")
                                          .arg(last.byRow)
                                          .arg(last.byCol)
                                          .arg(boardName(n, last.byRow, last.byCol))
                                          .arg(last.row)
                                          .arg(last.col)
                                          .arg(boardName(n, last.row, last.col))),
                        qPrintable(text));
                }
                break;
            }
            case nq::Algorithm::LockLines: {
                QList<int> columns(n, -1);
                QList<int> positive(2 * n - 1, -1);
                QList<int> negative(2 * n - 1, -1);
                for (int row = 0; row < depth; ++row) {
                    columns[board[row]] = row;
                    positive[row + board[row]] = row;
                    negative[row - board[row] + n - 1] = row;
                }
                const QList<QList<int>> locks = shownLocks(text);
                QCOMPARE(locks.size(), 3);
                QCOMPARE(locks[0], columns);
                QCOMPARE(locks[1], positive);
                QCOMPARE(locks[2], negative);
                if (last.kind == nq::EventKind::Reject) {
                    // The lock the solver found held is shown held by the same queen.
                    const auto held = static_cast<nq::Line>(last.line);
                    const int holder = held == nq::Line::Column ? locks[0][last.col]
                        : held == nq::Line::AntiDiagonal        ? locks[1][last.row + last.col]
                                                         : locks[2][last.row - last.col + n - 1];
                    QCOMPARE(holder, int(last.byRow));
                }
                break;
            }
            case nq::Algorithm::MarkBoard: {
                const QList<QStringList> grid = shownGrid(text, n);
                QCOMPARE(grid.size(), n);
                for (int row = 0; row < n; ++row) {
                    for (int col = 0; col < n; ++col) {
                        bool marked = false;
                        for (int above = 0; above < row && above < depth; ++above) {
                            marked = marked || attacks(above, board[above], row, col);
                        }
                        const QString expected = board[row] == col ? QStringLiteral("Q")
                            : marked                               ? QStringLiteral("x")
                                                                   : QStringLiteral(".");
                        QVERIFY2(grid[row][col] == expected,
                            qPrintable(QStringLiteral("%1: (%2, %3)\n%4")
                                           .arg(QString::fromLatin1(where))
                                           .arg(row)
                                           .arg(col)
                                           .arg(text)));
                    }
                }
                if (last.kind == nq::EventKind::Reject) {
                    QCOMPARE(grid[last.row][last.col], QStringLiteral("x"));
                }
                break;
            }
            case nq::Algorithm::Bitmask: {
                QList<bool> cols(n, false);
                QList<bool> free(n, true);
                for (int row = 0; row < depth; ++row) {
                    cols[board[row]] = true;
                }
                for (int col = 0; col < n; ++col) {
                    // A full board has no row left to fill: every column is taken.
                    free[col] = depth < n;
                    for (int row = 0; row < depth && free[col]; ++row) {
                        free[col] = !attacks(row, board[row], depth, col);
                    }
                }
                QCOMPARE(shownMask(text, QStringLiteral("cols")), bitString(cols));
                const QString shownFree = shownMask(text, QStringLiteral("free"));
                QCOMPARE(shownFree, bitString(free));
                if (last.kind == nq::EventKind::Reject) {
                    QCOMPARE(shownFree[last.col], QLatin1Char('0'));
                }
                if (last.kind == nq::EventKind::Place) {
                    // The square taken was free one step before.
                    QCOMPARE(previousFree[last.col], QLatin1Char('1'));
                }
                previousFree = shownFree;
                break;
            }
            }
        }
    }

    // Pure views: stepping back (or seeking anywhere) shows exactly what the
    // forward walk showed at that step.
    void backAndForth_data()
    {
        nqtest::addAlgorithmColumn();
        nqtest::addAlgorithmRows();
    }
    void backAndForth()
    {
        QFETCH(nq::Algorithm, algorithm);
        // Min-conflicts solves 5x5 in a few steps: 8x8 takes 67 (seed 1).
        const int n = nq::isBacktracker(algorithm) ? 5 : 8;
        const QList<Position> all = positions(algorithm, n);
        PseudocodePanel pseudocode;
        VariablesPanel variables;
        CallStackPanel stack;
        const auto show = [&](const Position &position) {
            pseudocode.showPosition(algorithm, n, position.board, position.last);
            variables.showPosition(algorithm, position.state);
            stack.showPosition(algorithm, n, position.board, position.last);
            return QStringList { QString::number(pseudocode.highlightedLine()), variables.text(),
                stack.frames().join(QLatin1Char('\n')) };
        };
        QList<QStringList> forward;
        for (const Position &position : all) {
            forward << show(position);
        }
        for (qsizetype step = all.size() - 1; step >= 0; --step) {
            QCOMPARE(show(all[step]), forward[step]);
        }
        for (qsizetype step = 0; step < all.size(); step += 7) {
            QCOMPARE(show(all[(step * 31) % all.size()]), forward[(step * 31) % all.size()]);
        }
        // Another algorithm in between changes the view, coming back restores it.
        const nq::Algorithm other = algorithm == nq::Algorithm::Bitmask ? nq::Algorithm::LockLines
                                                                        : nq::Algorithm::Bitmask;
        pseudocode.showPosition(other, n, all[10].board, all[10].last);
        variables.showPosition(other, all[10].state);
        QCOMPARE(pseudocode.lines(), Pseudocode::lines(other));
        QCOMPARE(show(all[10]), forward[10]);
    }

    // Each panel at a mid-search 6x6 position renders; with
    // NQ_PANEL_SNAPSHOTS=dir the images are written there to look at.
    void snapshots_data()
    {
        nqtest::addAlgorithmColumn();
        nqtest::addAlgorithmRows(nq::isBacktracker); // a refusal or a prune is what they snapshot
    }
    void snapshots()
    {
        QFETCH(nq::Algorithm, algorithm);
        const int n = 6;
        const QList<Position> all = positions(algorithm, n);
        // The first refusal (a prune, a choice for the searches that refuse
        // nothing) past a quarter of the search with at least three queens
        // down: mid-search, with something to show.
        const auto worthShowing = [](const Position &position) {
            const nq::EventKind kind = position.last.kind;
            return (kind == nq::EventKind::Reject || kind == nq::EventKind::Prune
                       || kind == nq::EventKind::Choose)
                && position.board.size() - position.board.count(-1) >= 3;
        };
        qsizetype step = all.size() / 4;
        while (step < all.size() && !worthShowing(all[step])) {
            ++step;
        }
        QVERIFY(step < all.size());
        const Position &position = all[step];
        PseudocodePanel pseudocode;
        VariablesPanel variables;
        CallStackPanel stack;
        const QList<QPair<QWidget *, const char *>> panels { { &pseudocode, "pseudocode" },
            { &variables, "variables" }, { &stack, "callstack" } };
        pseudocode.showPosition(algorithm, n, position.board, position.last);
        variables.showPosition(algorithm, position.state);
        stack.showPosition(algorithm, n, position.board, position.last);
        const QString dir = qEnvironmentVariable("NQ_PANEL_SNAPSHOTS");
        for (const auto &[panel, name] : panels) {
            panel->resize(520, 340);
            const QImage image = panel->grab().toImage();
            QVERIFY(!image.isNull());
            QVERIFY(image.width() >= 520);
            if (!dir.isEmpty()) {
                const QString file = QDir(dir).filePath(
                    QStringLiteral("%1-%2.png")
                        .arg(QString::fromLatin1(nq::algorithmInfo(algorithm).name.data(),
                                 nq::algorithmInfo(algorithm).name.size()),
                            QString::fromLatin1(name)));
                QVERIFY(image.save(file));
            }
        }
    }

    // The panels through whole min-conflicts runs, against the board
    // replayed here: one frame, the pseudocode line of each event, and the
    // variables (conflicts, the row worked on, its scores, the best columns).
    void localSearchInvariants_data()
    {
        QTest::addColumn<int>("n");
        for (const int n : { 1, 4, 6, 8, 10, 40 }) {
            QTest::addRow("%d", n) << n;
        }
    }
    void localSearchInvariants()
    {
        QFETCH(int, n);
        const nq::Algorithm algorithm = nq::Algorithm::MinConflicts;
        const QStringList lines = Pseudocode::lines(algorithm);
        PseudocodePanel pseudocode;
        VariablesPanel variables;
        CallStackPanel stack;
        const QList<Position> all = positions(algorithm, n);
        QVERIFY(all.last().last.kind == nq::EventKind::Done);
        for (qsizetype step = 0; step < all.size(); ++step) {
            const QList<int> &board = all[step].board;
            const StepEvent &last = all[step].last;
            const QByteArray where = "step " + QByteArray::number(step);
            pseudocode.showPosition(algorithm, n, board, last);
            variables.showPosition(algorithm, all[step].state);
            stack.showPosition(algorithm, n, board, last);
            const int line = Pseudocode::lineFor(algorithm, last);
            QCOMPARE(pseudocode.highlightedLine(), line);
            const QString &code = lines[line];
            switch (last.kind) {
            case nq::EventKind::Place:
                QVERIFY2(code.contains(last.index > 0 ? QStringLiteral("put it on")
                                                      : QStringLiteral("place a queen")),
                    where);
                break;
            case nq::EventKind::Remove:
                QVERIFY2(code.contains(QStringLiteral("lift")), where);
                break;
            case nq::EventKind::Solution:
                QVERIFY2(code.contains(QStringLiteral("record the solution")), where);
                break;
            case nq::EventKind::Reject:
            case nq::EventKind::Prune:
            case nq::EventKind::Wipeout:
            case nq::EventKind::Choose:
                QFAIL("min-conflicts refuses, prunes and chooses nothing");
                break;
            case nq::EventKind::Done:
                QCOMPARE(line, 0);
                break;
            }
            // No recursion: one frame.
            QCOMPARE(stack.frames().size(), 1);
            QVERIFY2(stack.frames()[0].startsWith(QStringLiteral("min_conflicts(n=%1)").arg(n)),
                where);
            // Variables, against brute force.
            const auto attackers = [&](int row, int col) {
                int count = 0;
                for (int r = 0; r < n; ++r) {
                    count += r != row && board[r] >= 0 && attacks(r, board[r], row, col) ? 1 : 0;
                }
                return count;
            };
            int pairs = 0;
            for (int r = 0; r < n; ++r) {
                if (board[r] >= 0) {
                    pairs += attackers(r, board[r]);
                }
            }
            const QStringList text = textLines(variables.text());
            QCOMPARE(text.value(0),
                QStringLiteral("conflicts (attacking pairs): %1").arg(pairs / 2));
            int row = -1;
            if (last.kind == nq::EventKind::Remove
                || (last.kind == nq::EventKind::Place && last.index > 0)) {
                row = last.row;
                QVERIFY2(
                    text.contains(
                        QStringLiteral("row being repaired: %1 (rank %2)").arg(row).arg(n - row)),
                    where);
                QVERIFY2(text.contains(QStringLiteral("moves: %1").arg(last.index)), where);
            } else if (last.kind != nq::EventKind::Solution && rowBeingFilled(board) < n) {
                row = rowBeingFilled(board);
                QVERIFY2(
                    text.contains(
                        QStringLiteral("row being filled: %1 (rank %2)").arg(row).arg(n - row)),
                    where);
            }
            if (row < 0) {
                continue;
            }
            QStringList scores;
            for (const QString &textLine : text) {
                if (textLine.startsWith(QStringLiteral("attackers "))) {
                    scores = tokens(textLine).mid(1);
                }
            }
            QCOMPARE(scores.size(), qsizetype(n));
            int fewest = n;
            for (int col = 0; col < n; ++col) {
                QCOMPARE(scores[col].toInt(), attackers(row, col));
                fewest = std::min(fewest, attackers(row, col));
            }
            if (last.kind == nq::EventKind::Place && last.index > 0) {
                // The queen went to one of the fewest.
                QCOMPARE(attackers(row, last.col), fewest);
            }
        }
    }
};

QTEST_MAIN(TestPanels)
#include "tst_panels.moc"
