// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

#ifndef Q_MOC_RUN
#include "seatwork/seatsettings.h"
#endif

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QRadioButton;
class QSpinBox;

/*
 * What seat work the class does: N (4 to 8 suit a lesson; up to 12), the
 * algorithm (every backtracker practice can check: not min-conflicts), how
 * far (to the first solution, or a number of steps), and whether refused
 * squares are marked for the pupils (as in "Be the solver"). Start is the
 * default button; every control has a mnemonic.
 *
 * Under the choices it says how much work the task is for each pupil (the
 * steps and about how long they take at a pupil's pace:
 * nq::learn::PracticeTask) and, when most of them are refusals the pupils
 * do, how many steps it is with the refused squares marked, so that the
 * task chosen fits the lesson's time.
 */
class SeatStartDialog : public QDialog
{
    Q_OBJECT

public:
    SeatStartDialog(const SeatSettings &initial, QWidget *parent = nullptr);

    SeatSettings settings() const;

    // What the task line says now.
    QString taskText() const;

private:
    void updateControls();

    QSpinBox *m_size;
    QComboBox *m_algorithm;
    QRadioButton *m_toSolution;
    QRadioButton *m_toSteps;
    QSpinBox *m_steps;
    QCheckBox *m_marked;
    QLabel *m_task;
    QDialogButtonBox *m_buttons;
};
