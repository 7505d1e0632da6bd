// SPDX-License-Identifier: MIT
#include "explain/callstackpanel.h"
#include "run/stepfeed.h"
#include "run/runcontroller.h"
#include "run/runstate.h"

#include "algorithms/algorithmregistry.h"
#include "board/boardscene.h"
#include "text/squarenames.h"

#include <QEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

#include <bit>

namespace {

using View = AlgorithmDescription::CallStackView;

int columnAt(const QList<int> &board, int row)
{
    return row < board.size() ? board[row] : -1;
}

bool isGiven(const QList<int> &start, int row)
{
    return row >= 0 && row < start.size() && start[row] >= 0;
}

QStringList backtrackerFrames(
    int n, const QList<int> &board, const StepEvent &last, const QList<int> &start)
{
    // The code's 0-based row and column, with the square's name as the board
    // labels it, so that "col = 3" can be found on the board at a glance.
    const auto name = [n](int row, int col) { return text::squareName(n, row, col); };
    QStringList frames;
    int row = 0;
    for (; row < n && columnAt(board, row) >= 0; ++row) {
        const int col = columnAt(board, row);
        if (isGiven(start, row)) {
            // The recursion skips a given row: no call, the queen was there.
            frames << CallStackPanel::givenFrame(n, row, col);
            continue;
        }
        frames << CallStackPanel::tr("solve(row=%1)  col = %2: %3")
                      .arg(row)
                      .arg(col)
                      .arg(name(row, col));
    }
    if (row == n) {
        // Every row holds its queen: the frame of solve(row=n), which only
        // records the solution, is not worth a line of its own.
        return frames;
    }
    // The loop of the row being worked on stands on the column the last
    // event was about; after a Place one row up it has not started yet.
    if (last.kind == nq::EventKind::Reject && last.row == row) {
        frames << CallStackPanel::tr("solve(row=%1)  col = %2: %3 refused")
                      .arg(row)
                      .arg(last.col)
                      .arg(name(row, last.col));
    } else if (last.kind == nq::EventKind::Remove && last.row == row) {
        frames << CallStackPanel::tr("solve(row=%1)  col = %2: %3 taken back")
                      .arg(row)
                      .arg(last.col)
                      .arg(name(row, last.col));
    } else {
        frames << CallStackPanel::tr("solve(row=%1)  no column tried yet").arg(row);
    }
    return frames;
}

// One level of the recursion of forward-checking, mrv or dancing-links: the
// row (or, for dancing links, the column: row -1) it chose, and the square
// of its queen, {-1, -1} while it has none on the board.
struct Level
{
    nq::Square item;
    nq::Square queen;
};

/*
 * The levels of the recursion on `board`, worked out by the searches' own
 * rule of choice (solver/forwardchecking.cpp, solver/dancinglinks.cpp): the
 * choice of a level depends only on the given queens and the queens of the
 * levels above it, which are all on the board (a level goes deeper only
 * after pruning without a wipe-out). So level k chooses what the solver
 * chose, and its queen is the board's queen on that row or column that is
 * neither given nor a level above; the first level without one is the level
 * being worked on, the last entry. No entry for the full board's extra call.
 */
QList<Level> searchLevels(View view, int n, const QList<int> &board, const QList<int> &start)
{
    const auto given = [&](int row) { return row < start.size() && start[row] >= 0; };
    QList<bool> taken(n, false); // rows holding a given queen or a level's queen
    QList<quint64> attacked(n, 0); // per row, the columns the taken queens attack
    QList<bool> coveredCol(n, false);
    QList<bool> coveredDiag(2 * n - 1, false); // row - col + n - 1
    QList<bool> coveredAnti(2 * n - 1, false); // row + col
    const auto take = [&](int row, int col) {
        taken[row] = true;
        coveredCol[col] = true;
        coveredDiag[row - col + n - 1] = true;
        coveredAnti[row + col] = true;
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) {
                if (nq::attackLine({ row, col }, { r, c }) != nq::Line::None) {
                    attacked[r] |= quint64(1) << c;
                }
            }
        }
    };
    for (int row = 0; row < n; ++row) {
        if (given(row)) {
            take(row, start[row]);
        }
    }
    const auto domainSize = [&](int row) { return n - std::popcount(attacked[row]); };
    const auto open = [&](int row, int col) {
        return !taken[row] && !coveredCol[col] && !coveredDiag[row - col + n - 1]
            && !coveredAnti[row + col];
    };
    // The next level's item, {-1, -1} when every row holds a queen.
    const auto choose = [&]() -> nq::Square {
        if (view != View::ChosenItems) {
            int chosen = -1;
            for (int row = 0; row < n; ++row) {
                if (taken[row]) {
                    continue;
                }
                if (view != View::ChosenRows) {
                    return { row, -1 };
                }
                if (chosen < 0 || domainSize(row) < domainSize(chosen)) {
                    chosen = row;
                }
            }
            return { chosen, -1 };
        }
        // The primary items left, rows then columns, the fewest options first.
        nq::Square best;
        int fewest = n + 1;
        for (int row = 0; row < n; ++row) {
            if (taken[row]) {
                continue;
            }
            int options = 0;
            for (int col = 0; col < n; ++col) {
                options += open(row, col) ? 1 : 0;
            }
            if (options < fewest) {
                fewest = options;
                best = { row, -1 };
            }
        }
        for (int col = 0; col < n; ++col) {
            if (coveredCol[col]) {
                continue;
            }
            int options = 0;
            for (int row = 0; row < n; ++row) {
                options += open(row, col) ? 1 : 0;
            }
            if (options < fewest) {
                fewest = options;
                best = { -1, col };
            }
        }
        return best;
    };
    QList<Level> levels;
    while (levels.size() < n) {
        Level level { choose(), {} };
        if (level.item.row < 0 && level.item.col < 0) {
            break;
        }
        if (level.item.row >= 0) {
            if (const int col = columnAt(board, level.item.row); col >= 0) {
                level.queen = { level.item.row, col };
            }
        } else {
            for (int row = 0; row < n; ++row) {
                if (!taken[row] && columnAt(board, row) == level.item.col) {
                    level.queen = { row, level.item.col };
                }
            }
        }
        levels << level;
        if (!level.queen.isValid()) {
            break;
        }
        take(level.queen.row, level.queen.col);
    }
    return levels;
}

// The frames of forward-checking, mrv and dancing-links (see showPosition()).
QStringList propagationFrames(
    View view, int n, const QList<int> &board, const QList<int> &start, const StepEvent &last)
{
    const auto name = [n](nq::Square square) {
        return text::squareName(n, square.row, square.col);
    };
    QList<Level> levels = searchLevels(view, n, board, start);
    // After a Place, its prunes and a solution the search is still in the
    // level of the queen just placed: the next level has not begun.
    const bool inPlacedLevel = last.kind == nq::EventKind::Place
        || last.kind == nq::EventKind::Prune || last.kind == nq::EventKind::Wipeout
        || last.kind == nq::EventKind::Solution;
    if (inPlacedLevel && !levels.isEmpty() && !levels.constLast().queen.isValid()) {
        levels.removeLast();
    }
    if (levels.isEmpty() && last.kind == nq::EventKind::Wipeout) {
        // Before the first event: the given queens emptied a row.
        return { CallStackPanel::tr("set-up: the given queens leave row %1 no square")
                .arg(last.row) };
    }
    // The given queens stand before the first level: the search never chose
    // them. A search that fills its rows top down meets each given row in its
    // place among the levels; one that chooses its rows has them first.
    QStringList frames;
    int nextGiven = 0; // the given rows above this one are listed
    const auto listGivenAbove = [&](int row) {
        for (; nextGiven < qMin(row, n); ++nextGiven) {
            if (isGiven(start, nextGiven)) {
                frames << CallStackPanel::givenFrame(n, nextGiven, start[nextGiven]);
            }
        }
    };
    for (qsizetype i = 0; i < levels.size(); ++i) {
        const Level &level = levels[i];
        listGivenAbove(view == View::DomainRows ? level.item.row : n);
        const bool innermost = i + 1 == levels.size();
        const nq::Square queen = level.queen;
        QString frame;
        if (view == View::ChosenItems) {
            const QString item = level.item.row >= 0
                ? CallStackPanel::tr("row %1").arg(level.item.row)
                : CallStackPanel::tr("col %1").arg(level.item.col);
            if (queen.isValid()) {
                frame = CallStackPanel::tr("solve()  i = %1, queen on (%2, %3): %4")
                            .arg(item)
                            .arg(queen.row)
                            .arg(queen.col)
                            .arg(name(queen));
            } else if (innermost && last.kind == nq::EventKind::Remove) {
                frame = CallStackPanel::tr("solve()  i = %1, queen on (%2, %3): %4 taken back")
                            .arg(item)
                            .arg(last.row)
                            .arg(last.col)
                            .arg(name({ last.row, last.col }));
            } else if (innermost && last.kind == nq::EventKind::Choose) {
                frame = last.index > 0
                    ? CallStackPanel::tr("solve()  i = %1: %n option(s) left", nullptr,
                        int(last.index))
                          .arg(item)
                    : CallStackPanel::tr("solve()  i = %1: no option left, a dead end").arg(item);
            } else {
                frame = CallStackPanel::tr("solve()  nothing chosen yet");
            }
        } else if (view == View::ChosenRows) {
            const int row = level.item.row;
            if (queen.isValid()) {
                frame = CallStackPanel::tr("solve()  row = %1, col = %2: %3")
                            .arg(row)
                            .arg(queen.col)
                            .arg(name(queen));
            } else if (innermost && last.kind == nq::EventKind::Remove) {
                frame = CallStackPanel::tr("solve()  row = %1, col = %2: %3 taken back")
                            .arg(row)
                            .arg(last.col)
                            .arg(name({ last.row, last.col }));
            } else if (innermost && last.kind == nq::EventKind::Choose) {
                frame = CallStackPanel::tr("solve()  row = %1: %n square(s) left", nullptr,
                    int(last.index))
                            .arg(row);
            } else {
                frame = CallStackPanel::tr("solve()  nothing chosen yet");
            }
        } else {
            const int row = level.item.row;
            if (queen.isValid()) {
                frame = CallStackPanel::tr("solve(row=%1)  col = %2: %3")
                            .arg(row)
                            .arg(queen.col)
                            .arg(name(queen));
            } else if (innermost && last.kind == nq::EventKind::Remove) {
                frame = CallStackPanel::tr("solve(row=%1)  col = %2: %3 taken back")
                            .arg(row)
                            .arg(last.col)
                            .arg(name({ last.row, last.col }));
            } else {
                frame = CallStackPanel::tr("solve(row=%1)  no column tried yet").arg(row);
            }
        }
        // The innermost queen's level is pruning the rows without a queen.
        if (innermost && queen.isValid() && last.kind == nq::EventKind::Prune) {
            frame = CallStackPanel::tr("%1, prunes %2").arg(frame, name({ last.row, last.col }));
        } else if (innermost && queen.isValid() && last.kind == nq::EventKind::Wipeout) {
            frame = CallStackPanel::tr("%1, wipes out row %2").arg(frame).arg(last.row);
        }
        frames << frame;
    }
    if (levels.isEmpty()) {
        listGivenAbove(n); // every row given: the board is the search's one solution
    }
    return frames;
}

QString permutationFrame(int n, const QList<int> &board)
{
    QStringList entries;
    for (int row = 0; row < n; ++row) {
        const int col = columnAt(board, row);
        entries << (col >= 0 ? QString::number(col) : QStringLiteral("."));
    }
    return CallStackPanel::tr("search(n=%1)  p = [%2]")
        .arg(n)
        .arg(entries.join(QStringLiteral(", ")));
}

} // namespace

CallStackPanel::CallStackPanel(QWidget *parent)
    : QWidget(parent)
    , m_caption(new QLabel(this))
    , m_list(new QListWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_caption);
    layout->addWidget(m_list, 1);
    m_caption->setWordWrap(true);
    m_caption->setTextFormat(Qt::PlainText);
    m_list->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_list->setSelectionMode(QAbstractItemView::NoSelection);
    m_list->setFocusPolicy(Qt::NoFocus);
    m_list->setTextElideMode(Qt::ElideNone);
    // A frame longer than the panel is wide (min-conflicts', presenting)
    // wraps, as the pseudocode's lines do: read whole, never scrolled sideways.
    m_list->setWordWrap(true);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setResizeMode(QListView::Adjust);
    retranslate();
}

void CallStackPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    } else if (event->type() == QEvent::FontChange) {
        // The monospace text follows the panel's size (the window's text size).
        QFont code = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        code.setPointSizeF(font().pointSizeF() > 0 ? font().pointSizeF() : code.pointSizeF());
        m_list->setFont(code);
        styleFrames(); // the given and running frames' fonts are the old size
    }
    QWidget::changeEvent(event);
}

void CallStackPanel::retranslate()
{
    m_list->setAccessibleName(tr("Call stack"));
    m_list->setToolTip(tr("The calls of the recursive search, the running one last"));
}

void CallStackPanel::showPosition(nq::Algorithm algorithm, int n, const QList<int> &board,
    const StepEvent &last, const QList<int> &start)
{
    n = qBound(nq::MinBoardSize, n, nq::algorithmInfo(algorithm).maxN);
    QStringList frames;
    const AlgorithmDescription &description = AlgorithmRegistry::of(algorithm);
    const View view = description.traits().callStack;
    m_caption->setText(description.callStackCaption());
    switch (view) {
    case View::Repair: {
        const QString square = last.row >= 0 && last.col >= 0
            ? text::squareName(n, last.row, last.col)
            : QString();
        if (last.index > 0
            && (last.kind == nq::EventKind::Place || last.kind == nq::EventKind::Remove)) {
            frames << (last.kind == nq::EventKind::Remove
                    ? tr("min_conflicts(n=%1)  move %2: row %3 lifted from col %4: %5")
                    : tr("min_conflicts(n=%1)  move %2: row %3 put on col %4: %5"))
                          .arg(n)
                          .arg(last.index)
                          .arg(last.row)
                          .arg(last.col)
                          .arg(square);
        } else if (last.kind == nq::EventKind::Place) {
            frames << tr("min_conflicts(n=%1)  start: row %2 on col %3: %4")
                          .arg(n)
                          .arg(last.row)
                          .arg(last.col)
                          .arg(square);
        } else if (last.kind == nq::EventKind::Solution) {
            frames << tr("min_conflicts(n=%1)  solved").arg(n);
        } else {
            frames << tr("min_conflicts(n=%1)  not started").arg(n);
        }
        break;
    }
    case View::Permutation:
        frames << permutationFrame(n, board);
        break;
    case View::DomainRows:
    case View::ChosenRows:
    case View::ChosenItems:
        frames = propagationFrames(view, n, board, start, last);
        break;
    case View::Rows:
        frames = backtrackerFrames(n, board, last, start);
    }
    // The given rows' frames (run from here), so that they can be marked.
    QList<bool> given(frames.size(), false);
    for (int row = 0; row < start.size(); ++row) {
        if (isGiven(start, row)) {
            const qsizetype at = frames.indexOf(givenFrame(n, row, start[row]));
            if (at >= 0) {
                given[at] = true;
            }
        }
    }
    if (frames == this->frames()) {
        return;
    }
    m_list->clear();
    m_list->addItems(frames);
    for (int i = 0; i < m_list->count(); ++i) {
        m_list->item(i)->setData(GivenRole, given[i]);
    }
    styleFrames();
    if (m_list->count() > 0) {
        m_list->scrollToItem(m_list->item(m_list->count() - 1));
    }
}

void CallStackPanel::styleFrames()
{
    // A given queen is no call of the search: its frame is set apart, in
    // italics and the placeholder colour (its words say "given" too, for a
    // screen reader and in black and white).
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem *item = m_list->item(i);
        if (item->data(GivenRole).toBool()) {
            QFont font = m_list->font();
            font.setItalic(true);
            item->setFont(font);
            item->setForeground(palette().placeholderText());
        }
    }
    // The innermost call is the one running: make it stand out and keep it in view.
    QListWidgetItem *current = m_list->item(m_list->count() - 1);
    if (!current) {
        return;
    }
    QFont font = m_list->font();
    font.setBold(true);
    current->setFont(font);
    current->setBackground(palette().highlight());
    current->setForeground(palette().highlightedText());
}

QString CallStackPanel::givenFrame(int n, int row, int col)
{
    return tr("row=%1  given, not searched: col = %2: %3", "a row whose queen the user set up")
        .arg(row)
        .arg(col)
        .arg(text::squareName(n, row, col));
}

bool CallStackPanel::isGivenFrame(int index) const
{
    const QListWidgetItem *item = m_list->item(index);
    return item && item->data(GivenRole).toBool();
}

QStringList CallStackPanel::frames() const
{
    QStringList frames;
    frames.reserve(m_list->count());
    for (int i = 0; i < m_list->count(); ++i) {
        frames << m_list->item(i)->text();
    }
    return frames;
}

void CallStackPanel::follow(StepFeed *feed)
{
    connect(feed, &StepFeed::due, this, [this, feed] {
        const RunController &run = *feed->run();
        showPosition(run.algorithm(), run.boardSize(), run.state().board(), run.state().last(), run.start());
    });
}
