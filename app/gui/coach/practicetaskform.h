// SPDX-License-Identifier: MIT
#pragma once

#include "solver/algorithm.h"

#include <QWidget>

#include <cstdint>

class QCheckBox;
class QComboBox;
class QLabel;
class QRadioButton;
class QSpinBox;

/*
 * A "be the solver" task as a teacher chooses it, for seat work and for
 * homework alike: N, the algorithm (every backtracker practice can check:
 * not min-conflicts), how far (to the first solution, or a number of steps)
 * and whether refused squares are marked for the pupils. Under the choices
 * it says how much work the task is for each pupil (the steps and about how
 * long they take at a pupil's pace: nq::learn::PracticeTask) and, when most
 * of them are refusals the pupils do, how many steps it is with the refused
 * squares marked, so that the task chosen fits its time. Every control has
 * a mnemonic; changed() follows every choice.
 *
 * The controls' object names start with the caller's prefix ("seat":
 * "seatSize", "seatAlgorithm", "seatToSolution", "seatToSteps",
 * "seatSteps", "seatMarked", "seatTask").
 */
class PracticeTaskForm : public QWidget
{
    Q_OBJECT

public:
    struct Choice
    {
        nq::Algorithm algorithm = nq::Algorithm::LockLines;
        int n = 6;
        std::uint64_t stepLimit = 0; // 0: to the first solution
        bool refusalsMarked = false;
    };
    struct Limits
    {
        int minN = 4;
        int maxN = 12;
        int maxSteps = 100000;
    };

    PracticeTaskForm(const Choice &initial, const Limits &limits, const QString &namePrefix,
        QWidget *parent = nullptr);

    Choice choice() const;
    // What the task line says now: "Each pupil's task: 56 steps, about 4
    // minutes at a pupil's pace." (empty for a task practice does not take).
    QString taskText() const;

signals:
    void changed();

private:
    void updateControls();

    QSpinBox *m_size;
    QComboBox *m_algorithm;
    QRadioButton *m_toSolution;
    QRadioButton *m_toSteps;
    QSpinBox *m_steps;
    QCheckBox *m_marked;
    QLabel *m_task;
};
