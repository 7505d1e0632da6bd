// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

#ifndef Q_MOC_RUN
#include "seatwork/seatsettings.h"
#endif

class PracticeTaskForm;
class QDialogButtonBox;

/*
 * What seat work the class does: the task every pupil does (PracticeTaskForm:
 * N from 4 to 12, the algorithm, how far, refusals marked or not, and how
 * long that takes at a pupil's pace), under a sentence saying what seat
 * work is. Start is the default button.
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
    PracticeTaskForm *m_form;
    QDialogButtonBox *m_buttons;
};
