// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QTimer>
#include <QWidget>

class ButtonRow;
class PupilBoardView;
class QCheckBox;
class SeatGlanceView;
class QDialog;
class QLabel;
class QPushButton;
class QTableView;
class SeatGlanceModel;
class SeatMode;

/*
 * The class at a glance during seat work, over the class's panel in the
 * Predict dock, shown while a class is open:
 * - its title with its buttons beside it, as many on a line as fit:
 *   Start… or Stop (SeatMode's actions), and once started Save… (Save
 *   Seat Work Results: CSV or JSON), Whole Class and Show names; under
 *   them what the pupils do (N, the algorithm, how far);
 * - the most common mistake right now (its example board under the rows);
 * - a row per pupil (name, steps done, mistakes, steps shown, how long
 *   since their last right step, finished), whoever is stuck on top
 *   (SeatWork::rows()); Show names off puts "Pupil 3" for every name, here
 *   and on the boards shown. A name wraps at its spaces; where the dock is
 *   too narrow for a name's words beside the numbers (presenting, in
 *   German), the steps shown and then "done" give way;
 * - Whole Class shows every row at once in a large box over the window
 *   (SeatGlanceView), thirty of them on a 1280 x 720 projector: the dock
 *   shows VisibleRows;
 * - a pupil's row activated (a click, Enter), here or in the large box,
 *   shows that pupil's board in a large box over the window: on the
 *   projector (pupilBoard(), object name "pupilBoardDialog");
 * Once stopped, the panel keeps its buttons, what the pupils did (the
 * settings) and Whole Class; the rows and the mistake give the dock back
 * to the class. It follows SeatMode::changed(), and once a second for the
 * times.
 *
 * The dock stacks it over the class's panel and predict's, which were made
 * before it: Tab visits the three in the order they stand.
 */
class SeatPanel : public QWidget
{
    Q_OBJECT

public:
    static constexpr int VisibleRows = 8;
    // The example board's largest side, in pixels.
    static constexpr int ExampleSide = 220;

    // `mode` is not owned and outlives this panel.
    explicit SeatPanel(SeatMode *mode, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    SeatGlanceModel *model() const { return m_model; }
    QString mistakeText() const;
    QString settingsText() const;
    // The pupil's board box, once one was shown and while it is open.
    QDialog *pupilBoard() const { return m_pupilBoard; }
    // Shows the pupil's board over the window (see the class comment).
    void showPupil(const QString &pupilId);
    // The large box with every pupil's row, while it is open.
    SeatGlanceView *wholeClass() const;
    // Opens the large box (or closes it).
    void showWholeClass(bool shown);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void refresh();
    void retranslate();
    void saveResults();
    // The columns as wide as their words, the names getting the rest (a
    // name wraps at its spaces); when the headers on one line are too
    // wide, each word on a line of its own; when the names still lack the
    // room of their widest word, the columns Shown, then Done, give way.
    // The table as tall as its rows, up to VisibleRows (then it scrolls:
    // the stuck are on top).
    void fitTable();
    // The rows' heights for their names at the name column's width, and
    // the table's height (fitHeight()).
    void fitRows();
    // The table as tall as its first VisibleRows rows.
    void fitHeight();
    // The panels stacked in this one's dock, in Tab's order as they stand.
    void orderTabStops();
    // The name shown for `pupilId`: the pupil's, or "Pupil N" with names hidden.
    QString shownName(const QString &pupilId) const;

    SeatMode *m_mode;
    // In the order they stand (and Tab visits them).
    QLabel *m_title;
    ButtonRow *m_buttons;
    QPushButton *m_start;
    QPushButton *m_stop;
    QPushButton *m_save;
    QPushButton *m_wholeClass;
    QCheckBox *m_names;
    QLabel *m_settings;
    QLabel *m_mistake;
    SeatGlanceModel *m_model;
    QTableView *m_table;
    PupilBoardView *m_example;
    QPointer<SeatGlanceView> m_glance;
    QPointer<QDialog> m_pupilBoard;
    PupilBoardView *m_pupilBoardView = nullptr;
    QString m_pupilShown; // the pupil whose board the box shows
    bool m_mistakeShown = false; // brought into view once per seat work
    QTimer m_clock;
};
