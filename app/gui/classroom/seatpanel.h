// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QTimer>
#include <QWidget>

class PupilBoardView;
class QCheckBox;
class QDialog;
class QLabel;
class QPushButton;
class QTableView;
class SeatGlanceModel;
class SeatMode;

/*
 * The class at a glance during seat work, over the class's panel in the
 * Predict dock, shown while a class is open:
 * - Start Seat Work… and Stop Seat Work (SeatMode's actions), and what the
 *   pupils do (N, the algorithm, how far);
 * - a row per pupil (name, steps done, mistakes, steps shown, how long
 *   since their last right step, finished), whoever is stuck on top
 *   (SeatWork::rows()); Show names off puts "Pupil 3" for every name, here
 *   and on the boards shown;
 * - the most common mistake right now, with an example board;
 * - a pupil's row activated (a click, Enter) shows that pupil's board in a
 *   large box over the window: on the projector (pupilBoard(), object name
 *   "pupilBoardDialog");
 * - Save Seat Work Results (CSV or JSON).
 * It follows SeatMode::changed(), and once a second for the times.
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

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void refresh();
    void retranslate();
    void saveResults();
    // The columns as wide as their words, the names getting the rest; when
    // the headers on one line are too wide, each word on a line of its
    // own. The table as tall as its rows, up to VisibleRows (then it
    // scrolls: the stuck are on top).
    void fitTable();
    // The panels stacked in this one's dock, in Tab's order as they stand.
    void orderTabStops();
    // The name shown for `pupilId`: the pupil's, or "Pupil N" with names hidden.
    QString shownName(const QString &pupilId) const;

    SeatMode *m_mode;
    QLabel *m_title;
    QLabel *m_settings;
    QPushButton *m_start;
    QPushButton *m_stop;
    QCheckBox *m_names;
    SeatGlanceModel *m_model;
    QTableView *m_table;
    QLabel *m_mistake;
    PupilBoardView *m_example;
    QPushButton *m_save;
    QPointer<QDialog> m_pupilBoard;
    PupilBoardView *m_pupilBoardView = nullptr;
    QString m_pupilShown; // the pupil whose board the box shows
    bool m_mistakeShown = false; // brought into view once per seat work
    QTimer m_clock;
};
