// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

#ifndef Q_MOC_RUN
#include "seatwork/seatsettings.h"
#endif

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QRadioButton;
class QSpinBox;

/*
 * What seat work the class does: N (4 to 8 suit a lesson; up to 12), the
 * algorithm (every backtracker practice can check: not min-conflicts), how
 * far (to the first solution, or a number of steps), and whether refused
 * squares are marked for the pupils (as in "Be the solver"). Start is the
 * default button; every control has a mnemonic.
 */
class SeatStartDialog : public QDialog
{
    Q_OBJECT

public:
    SeatStartDialog(const SeatSettings &initial, QWidget *parent = nullptr);

    SeatSettings settings() const;

private:
    void updateControls();

    QSpinBox *m_size;
    QComboBox *m_algorithm;
    QRadioButton *m_toSolution;
    QRadioButton *m_toSteps;
    QSpinBox *m_steps;
    QCheckBox *m_marked;
    QDialogButtonBox *m_buttons;
};
