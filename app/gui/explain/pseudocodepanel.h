// SPDX-License-Identifier: MIT
#pragma once

#include "run/stepevent.h"

#include <QList>
#include <QWidget>

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

#include <optional>

class QLabel;
class QListWidget;

// The pseudocode of the running algorithm (Pseudocode::lines), read-only and
// monospace, with the line the last event stands for highlighted and
// scrolled into view, and under it the values that line works on: the
// code's row and col with the square's name on the board ("row = 4,
// col = 3: d4"). A pure view of the position: it keeps no history.
// Nothing is ever cut off: a line wider than the panel wraps at a space,
// its continuation indented under the line's code (a hanging indent). The
// monospace text follows the panel's font size.
class StepFeed;

class PseudocodePanel : public QWidget
{
    Q_OBJECT

public:
    explicit PseudocodePanel(QWidget *parent = nullptr);
    // Shows the run's step whenever `feed` says it is due (not owned; it
    // outlives this panel).
    void follow(StepFeed *feed);

    // Shows the position reached by `last` (kind Done with row -1 for the
    // start position): the pseudocode of `algorithm` with line
    // Pseudocode::lineFor(algorithm, last) highlighted, and the square of
    // `last` on an n x n board under it (nothing for an event without a
    // square: the start, a Solution). `board` is not needed by this panel;
    // it keeps the signature of its siblings. The view depends on the
    // arguments only, so stepping back is exact.
    void showPosition(
        nq::Algorithm algorithm, int n, const QList<int> &board, const StepEvent &last);

    // The highlighted line (0-based index into the lines shown), -1 before
    // the first showPosition().
    int highlightedLine() const { return m_highlighted; }
    // The lines shown, without their line numbers.
    QStringList lines() const { return m_lines; }
    // The values under the lines ("row = 4, col = 3: d4"); empty when none.
    QString valuesText() const;
    // Line `line` as displayed: its number, then its text wrapped into
    // rows (separated by '\n') that fit the panel's width.
    QString displayedText(int line) const;
    // Wide enough for the longest line unwrapped, at the current text size.
    QSize sizeHint() const override;

    // The values under the code for `last` (translated): "row = 4, col = 3:
    // d4" for a square tried, put down or taken back ("(r, c) = ..." for
    // dancing links), "r = 5, col = 2: c3 pruned" for a Prune, the row and
    // its rank for a Wipeout, the chosen row (rank) or column (file) with
    // the squares or options it has left for a Choose; empty for the start,
    // a Solution, Done and a square off the n x n board.
    static QString valuesFor(nq::Algorithm algorithm, int n, const StepEvent &last);

    // `text` cut at spaces into rows of at most `columns` characters (a
    // word longer than a row is cut where the row ends); rows after the
    // first start with `indent` spaces. Joined with '\n'. `columns` is
    // taken as at least 4, `indent` as at most half of it.
    static QString wrapped(const QString &text, int columns, int indent);

protected:
    // A new language: the lines are built again at once.
    // A new font size: the monospace text follows it.
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void setHighlighted(int line, bool on);
    // The list holds the lines of `algorithm` in the language in use, none highlighted.
    void rebuild(nq::Algorithm algorithm);
    // The characters a row of the list holds at its current width.
    int columns() const;
    // The width of a character in pixels, the widest of plain and bold.
    qreal advance() const;
    // Writes the items' texts again for columns() (after a resize or a new font).
    void rewrap();

    QListWidget *m_list;
    QLabel *m_values;
    std::optional<nq::Algorithm> m_algorithm; // whose lines the list holds
    QStringList m_lines;
    int m_highlighted = -1;
    int m_columns = 0; // what the items' texts were wrapped for
};
