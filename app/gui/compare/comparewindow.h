// SPDX-License-Identifier: MIT
#pragma once

#include <QFont>
#include <QList>
#include <QWidget>

#include "compare/laneview.h"

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

class BoardTheme;
class CompareLane;
class CompareTable;
class LockstepDriver;
class QAction;
class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QToolButton;
class QSlider;
class QSpinBox;

/*
 * Algorithms side by side (View > Compare): two to four boards of the same
 * size, each with its own run (CompareLane) and figures (LaneView), driven
 * together by a LockstepDriver (by steps, by placements, or each at its own
 * pace) from one set of controls: Play/Pause (Space), Step (Right), Reset
 * (Home) and the speed (+ and -). Under the boards the CompareTable
 * compares them, and can be copied or exported as CSV and as a PNG image.
 *
 * A new size, another number of boards or another algorithm on a board
 * starts every board again, so that they always run the same race. Every
 * control is named for a screen reader and every word follows the language.
 *
 * The table and each board's counters show the step its board shows: all
 * are written in the call that drew the board (CompareLane::figuresChanged()).
 *
 * The window shows itself as the window it was opened from does: that
 * window owns presentation mode, full screen and the text size, and tells
 * this one (setPresentation()); its keys for them work here too
 * (addModeActions()). The boards are laid out in the rows and columns, with
 * their counters beside or under them, that give them the most room.
 */
class CompareWindow : public QWidget
{
    Q_OBJECT

public:
    static constexpr int MinBoards = 2;
    static constexpr int MaxBoards = 4;

    // Boards for `algorithms` (MinBoards..MaxBoards of them are used; fewer
    // are filled up with the first algorithms not yet chosen) on an n x n
    // board. A top-level window even with a parent (which it closes with).
    CompareWindow(int n, const QList<nq::Algorithm> &algorithms, QWidget *parent = nullptr);
    ~CompareWindow() override;

    // The algorithms the window starts with when opened from a window
    // running `current`: it, then forward-checking, mrv, dancing-links and
    // check-queens, four different ones.
    static QList<nq::Algorithm> defaultAlgorithms(nq::Algorithm current);

    // How the window opened from shows itself, for this one to follow.
    struct Presentation
    {
        // The text, and the boards' labels, at this times the desktop's font.
        double textScale = 1.0;
        bool presenting = false;
        bool fullScreen = false;
        friend bool operator==(const Presentation &, const Presentation &) = default;
    };
    void setPresentation(const Presentation &presentation);
    const Presentation &presentation() const { return m_presentation; }
    // The actions of the window that owns the presentation (presentation
    // mode, full screen, larger and smaller text): their keys work in this
    // window too, and act on that window, which then calls setPresentation().
    void addModeActions(const QList<QAction *> &actions);

    // How the boards are laid out now: in boardColumns() columns, with
    // their counters at figuresPlace().
    int boardColumns() const { return m_columns; }
    LaneView::Place figuresPlace() const { return m_place; }

    LockstepDriver *driver() const { return m_driver; }
    // The boards shown (boardCount() of them), in order.
    QList<CompareLane *> lanes() const;
    QList<LaneView *> laneViews() const;
    CompareTable *table() const { return m_table; }
    int boardCount() const { return m_count; }
    int boardSize() const;
    QList<nq::Algorithm> algorithms() const;

    // The window at most `share` of the screen's available area, centred.
    void fitToScreen(double share = 0.9);

    // Exports the table to `path` (no dialog); false with `error` set on failure.
    bool exportCsv(const QString &path, QString *error) const;
    bool exportImage(const QString &path, QString *error) const;

public slots:
    void setBoardSize(int n);
    void setBoardCount(int count);
    void setAlgorithm(int board, nq::Algorithm algorithm); // board 0-based
    void setAlgorithms(const QList<nq::Algorithm> &algorithms);
    void setTheme(const BoardTheme &theme);
    void copyTable();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // Focus back to the window after Copy or an export (see the source).
    void giveKeysBack();
    QToolButton *addButton(QAction *action);
    void retranslate();
    void layoutBoards();
    // Chooses the columns and the place of the counters that give the
    // boards the most room in the boards' area, and lays them out so.
    void arrangeBoards();
    void applyFont();
    // The driver takes the boards shown and every board starts again.
    void restartAll();
    void refreshTable();
    void showPlaying(bool playing);
    void showSpeed(int index);
    void fitSpeedLabel();
    void exportWithDialog(bool image);

    QList<CompareLane *> m_allLanes; // MaxBoards; the first m_count are shown
    QList<LaneView *> m_allViews;
    int m_count = MaxBoards;
    int m_columns = 2;
    LaneView::Place m_place = LaneView::Place::Beside;
    Presentation m_presentation;
    QFont m_font; // the window's font at the presentation's text scale
    QRect m_geometryBeforePresenting;
    QWidget *m_boards;
    LockstepDriver *m_driver;
    CompareTable *m_table;
    QGridLayout *m_grid;
    QLabel *m_sizeLabel;
    QSpinBox *m_sizeBox;
    QLabel *m_countLabel;
    QSpinBox *m_countBox;
    QLabel *m_modeLabel;
    QComboBox *m_modeBox;
    QLabel *m_speedCaption;
    QSlider *m_speedSlider;
    QLabel *m_speedLabel;
    QAction *m_playAction;
    QAction *m_stepAction;
    QAction *m_resetAction;
    QAction *m_fasterAction;
    QAction *m_slowerAction;
    QPushButton *m_copyButton;
    QPushButton *m_csvButton;
    QPushButton *m_imageButton;
    QLabel *m_message;
};
