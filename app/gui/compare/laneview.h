// SPDX-License-Identifier: MIT
#pragma once

#include "compare/comparelane.h"

#include <QFrame>
#include <QList>

class BoardView;
class QBoxLayout;
class QComboBox;
class QGridLayout;
class QLabel;

/*
 * One board of the comparison window: the algorithm (a list to choose
 * another), the lane's board, its counters and its search tree's size.
 * It shows a CompareLane and changes nothing itself: choosing an algorithm
 * is announced (algorithmChosen()) for the window to act on.
 *
 * The counters are written in the same call that drew the board
 * (CompareLane::figuresChanged()), so they always show the step the board
 * shows. Writing them costs no layout: each value has a fixed size, as wide
 * as the widest figure, set again when the font or the language changes.
 *
 * The counters stand beside the board, or under it, one or two to a line
 * (setFiguresPlace()), whichever leaves the board more room: the window
 * chooses (CompareWindow lays out its lanes with chrome()). In presentation
 * mode the lane is compact: the figures the table shows (placements,
 * rejections, prunes, work, solutions) are read there, in large type, and
 * the board keeps their room.
 *
 * A screen reader hears each figure with its caption (the value label's
 * accessible name is "Placements: 2,056"); every word follows the language
 * (QEvent::LanguageChange).
 */
class LaneView : public QFrame
{
    Q_OBJECT

public:
    // Shows `lane` (not owned; it must outlive the view), the `number`th
    // board of the window (1-based, for its name).
    LaneView(CompareLane *lane, int number, QWidget *parent = nullptr);

    CompareLane *lane() const { return m_lane; }
    BoardView *boardView() const { return m_view; }
    QComboBox *algorithmBox() const { return m_algorithmBox; }
    // The figure shown next to `name` ("steps", "placements", "removals",
    // "rejections", "prunes", "work", "solutions", "tree"), for tests.
    QString valueText(const QString &name) const;

    // Where the counters stand: beside the board, under it, or under it
    // two to a line.
    enum class Place { Beside, Below, BelowInPairs };
    static constexpr Place Places[] = { Place::Beside, Place::Below, Place::BelowInPairs };
    Place figuresPlace() const { return m_place; }
    void setFiguresPlace(Place place);
    // Compact (presentation mode): only the figures the comparison table
    // does not show (steps, backtracks, tree nodes) stand by the board.
    bool isCompact() const { return m_compact; }
    void setCompact(bool compact);
    // Whether the figure `name` is shown by the board (see setCompact()).
    bool isFigureShown(const QString &name) const;
    // What the lane takes besides its board with the counters at `place`
    // when it is `width` wide: its title line (two lines, the title over the
    // list, when one does not fit), the counters, margins and spacing.
    QSize chrome(Place place, int width) const;
    // Whether the title stands over the list of algorithms at `width`.
    bool isHeadStacked(int width) const;
    // The counters' block at `place`.
    QSize figuresSize(Place place) const;
    // The least size of the lane with its counters at `place`: the chrome,
    // the counters, and the board's least size.
    QSize minimumFor(Place place) const;

public slots:
    // Writes the lane's figures again, now.
    void showFigures();

signals:
    void algorithmChosen(nq::Algorithm algorithm);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Row
    {
        QString name;
        QLabel *caption;
        QLabel *value;
        QString captionText; // as captionOf(name) says it now
    };
    void retranslate();
    void writeFigures();
    // The values' fixed size: the widest figure a search of the window's
    // sizes reaches, in the locale's form and the font.
    void sizeValues();
    void arrangeFigures();
    // The title and the list on one line.
    int headWidth() const;
    QString captionOf(const QString &name) const;

    CompareLane *m_lane;
    int m_number;
    Place m_place = Place::Beside;
    bool m_compact = false;
    QLabel *m_title;
    QComboBox *m_algorithmBox;
    BoardView *m_view;
    QLabel *m_state;
    QList<Row> m_rows;
    // The rows shown now (all, or the compact ones), in order.
    QList<Row> shownRows() const;
    QBoxLayout *m_head;
    QBoxLayout *m_body;
    QGridLayout *m_figures;
};
