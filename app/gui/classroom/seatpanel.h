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
class QTableWidget;
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
 */
class SeatPanel : public QWidget
{
    Q_OBJECT

public:
    // `mode` is not owned and outlives this panel.
    explicit SeatPanel(SeatMode *mode, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QString mistakeText() const;
    QString settingsText() const;
    // The pupil's board box, once one was shown and while it is open.
    QDialog *pupilBoard() const { return m_pupilBoard; }
    // Shows the pupil's board over the window (see the class comment).
    void showPupil(const QString &pupilId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslate();
    void saveResults();
    // The name shown for `pupilId`: the pupil's, or "Pupil N" with names hidden.
    QString shownName(const QString &pupilId) const;

    SeatMode *m_mode;
    QLabel *m_title;
    QLabel *m_settings;
    QPushButton *m_start;
    QPushButton *m_stop;
    QCheckBox *m_names;
    QTableWidget *m_table;
    QLabel *m_mistake;
    PupilBoardView *m_example;
    QPushButton *m_save;
    QPointer<QDialog> m_pupilBoard;
    PupilBoardView *m_pupilBoardView = nullptr;
    QString m_pupilShown; // the pupil whose board the box shows
    QTimer m_clock;
};
