// SPDX-License-Identifier: MIT
#include "classroom/seatstartdialog.h"

#include "algorithms/algorithmdescription.h"
#include "algorithms/algorithmregistry.h"
#include "learn/practiceengine.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace {

// A number of steps a lesson's seat work may ask for: a 12 x 12 first
// solution is a few thousand.
constexpr int MaxSteps = 100000;

} // namespace

SeatStartDialog::SeatStartDialog(const SeatSettings &initial, QWidget *parent)
    : QDialog(parent)
    , m_size(new QSpinBox(this))
    , m_algorithm(new QComboBox(this))
    , m_toSolution(new QRadioButton(this))
    , m_toSteps(new QRadioButton(this))
    , m_steps(new QSpinBox(this))
    , m_marked(new QCheckBox(this))
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

    auto *form = new QFormLayout;
    m_size->setRange(SeatSettings::MinSize, SeatSettings::MaxSize);
    m_size->setValue(initial.n);
    m_size->setObjectName(QStringLiteral("seatSize"));
    m_size->setToolTip(tr("4 to 8 suit a lesson; up to 12"));
    auto *sizeLabel = new QLabel(tr("Board &size (N):"), this);
    sizeLabel->setBuddy(m_size);
    form->addRow(sizeLabel, m_size);

    for (const AlgorithmDescription *description : AlgorithmRegistry::all()) {
        if (nq::learn::availability(description->id(), SeatSettings::MinSize)
            == nq::learn::Availability::Available) {
            m_algorithm->addItem(description->title(), int(description->id()));
        }
    }
    m_algorithm->setCurrentIndex(std::max(0, m_algorithm->findData(int(initial.algorithm))));
    m_algorithm->setObjectName(QStringLiteral("seatAlgorithm"));
    auto *algorithmLabel = new QLabel(tr("&Algorithm:"), this);
    algorithmLabel->setBuddy(m_algorithm);
    form->addRow(algorithmLabel, m_algorithm);

    m_toSolution->setText(tr("To the &first solution"));
    m_toSteps->setText(tr("For a n&umber of steps:"));
    m_toSolution->setObjectName(QStringLiteral("seatToSolution"));
    m_toSteps->setObjectName(QStringLiteral("seatToSteps"));
    auto *group = new QButtonGroup(this);
    group->addButton(m_toSolution);
    group->addButton(m_toSteps);
    m_steps->setRange(1, MaxSteps);
    m_steps->setValue(initial.stepLimit > 0 ? int(std::min<std::uint64_t>(initial.stepLimit, MaxSteps)) : 30);
    m_steps->setObjectName(QStringLiteral("seatSteps"));
    m_steps->setAccessibleName(tr("Number of steps"));
    (initial.stepLimit > 0 ? m_toSteps : m_toSolution)->setChecked(true);
    auto *howFar = new QVBoxLayout;
    howFar->addWidget(m_toSolution);
    auto *steps = new QHBoxLayout;
    steps->addWidget(m_toSteps);
    steps->addWidget(m_steps);
    steps->addStretch(1);
    howFar->addLayout(steps);
    form->addRow(new QLabel(tr("How far:"), this), howFar);
    layout->addLayout(form);

    m_marked->setText(tr("&Refused squares are marked for the pupils"));
    m_marked->setToolTip(tr("The program refuses the attacked squares; the pupils place and take back"));
    m_marked->setChecked(initial.refusalsMarked);
    m_marked->setObjectName(QStringLiteral("seatMarked"));
    layout->addWidget(m_marked);

    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("S&tart"));
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("seatStartButton"));
    m_buttons->button(QDialogButtonBox::Ok)->setDefault(true);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_toSteps, &QRadioButton::toggled, this, &SeatStartDialog::updateControls);
    updateControls();
}

SeatSettings SeatStartDialog::settings() const
{
    SeatSettings settings;
    settings.n = m_size->value();
    settings.algorithm = nq::Algorithm(m_algorithm->currentData().toInt());
    settings.stepLimit = m_toSteps->isChecked() ? std::uint64_t(m_steps->value()) : 0;
    settings.refusalsMarked = m_marked->isChecked();
    return settings;
}

void SeatStartDialog::updateControls()
{
    m_steps->setEnabled(m_toSteps->isChecked());
}
