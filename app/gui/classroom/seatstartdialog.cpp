// SPDX-License-Identifier: MIT
#include "classroom/seatstartdialog.h"

#include "algorithms/algorithmdescription.h"
#include "algorithms/algorithmregistry.h"
#include "learn/practiceengine.h"
#include "learn/practicetask.h"

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
    , m_task(new QLabel(this))
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

    m_task->setObjectName(QStringLiteral("seatTask"));
    m_task->setWordWrap(true);
    m_task->setTextFormat(Qt::PlainText);
    layout->addWidget(m_task);

    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("S&tart"));
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("seatStartButton"));
    m_buttons->button(QDialogButtonBox::Ok)->setDefault(true);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_toSteps, &QRadioButton::toggled, this, &SeatStartDialog::updateControls);
    connect(m_size, &QSpinBox::valueChanged, this, &SeatStartDialog::updateControls);
    connect(m_steps, &QSpinBox::valueChanged, this, &SeatStartDialog::updateControls);
    connect(m_algorithm, &QComboBox::currentIndexChanged, this, &SeatStartDialog::updateControls);
    connect(m_marked, &QCheckBox::toggled, this, &SeatStartDialog::updateControls);
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
    m_task->setText(taskText());
}

QString SeatStartDialog::taskText() const
{
    const SeatSettings chosen = settings();
    if (!chosen.isValid()) {
        return {};
    }
    const auto measure = [&](bool refusalsForPupil) {
        return nq::learn::PracticeTask::measure(chosen.algorithm, chosen.n, { refusalsForPupil, chosen.stepLimit });
    };
    const nq::learn::PracticeTask task = measure(!chosen.refusalsMarked);
    QString text = tr("Each pupil's task: %n step(s), about %1 at a pupil's pace.", "", int(task.steps))
                       .arg(tr("%n minute(s)", "", int(task.minutes())));
    // Most of a long task refusing squares: marking them keeps the placing
    // and taking back, in a fraction of the time.
    if (!chosen.refusalsMarked && task.refusals * 2 > task.steps && task.minutes() > 5) {
        const nq::learn::PracticeTask marked = measure(false);
        text += QLatin1Char(' ')
            + tr("%n of them are refusals: with the refused squares marked, it is %1.", "", int(task.refusals))
                  .arg(tr("%n step(s)", "", int(marked.steps)));
    }
    return text;
}
