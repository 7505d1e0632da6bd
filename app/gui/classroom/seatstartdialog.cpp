// SPDX-License-Identifier: MIT
#include "classroom/seatstartdialog.h"

#include "coach/practicetaskform.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace {

// A number of steps a lesson's seat work may ask for: a 12 x 12 first
// solution is a few thousand.
constexpr int MaxSteps = 100000;

} // namespace

SeatStartDialog::SeatStartDialog(const SeatSettings &initial, QWidget *parent)
    : QDialog(parent)
    , m_form(new PracticeTaskForm({ initial.algorithm, initial.n, initial.stepLimit, initial.refusalsMarked },
          { SeatSettings::MinSize, SeatSettings::MaxSize, MaxSteps }, QStringLiteral("seat"), this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("seatStartDialog"));
    setWindowTitle(tr("Start Seat Work"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Every pupil is the solver of their own run, on their own device: each "
                                "step is checked, and a mistake is named and drawn on their board."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addWidget(m_form);

    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("S&tart"));
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("seatStartButton"));
    m_buttons->button(QDialogButtonBox::Ok)->setDefault(true);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

SeatSettings SeatStartDialog::settings() const
{
    const PracticeTaskForm::Choice chosen = m_form->choice();
    SeatSettings settings;
    settings.n = chosen.n;
    settings.algorithm = chosen.algorithm;
    settings.stepLimit = chosen.stepLimit;
    settings.refusalsMarked = chosen.refusalsMarked;
    return settings;
}

QString SeatStartDialog::taskText() const
{
    return m_form->taskText();
}
