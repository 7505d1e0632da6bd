// SPDX-License-Identifier: MIT
#include "coach/practicetaskform.h"

#include "algorithms/algorithmdescription.h"
#include "algorithms/algorithmregistry.h"
#include "learn/practiceengine.h"
#include "learn/practicetask.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

PracticeTaskForm::PracticeTaskForm(const Choice &initial, const Limits &limits, const QString &namePrefix,
    QWidget *parent)
    : QWidget(parent)
    , m_size(new QSpinBox(this))
    , m_algorithm(new QComboBox(this))
    , m_toSolution(new QRadioButton(this))
    , m_toSteps(new QRadioButton(this))
    , m_steps(new QSpinBox(this))
    , m_marked(new QCheckBox(this))
    , m_task(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *form = new QFormLayout;
    m_size->setRange(limits.minN, limits.maxN);
    m_size->setValue(std::clamp(initial.n, limits.minN, limits.maxN));
    m_size->setObjectName(namePrefix + QStringLiteral("Size"));
    m_size->setToolTip(tr("4 to 8 suit a lesson; up to %1").arg(limits.maxN));
    auto *sizeLabel = new QLabel(tr("Board &size (N):"), this);
    sizeLabel->setBuddy(m_size);
    form->addRow(sizeLabel, m_size);

    for (const AlgorithmDescription *description : AlgorithmRegistry::all()) {
        if (nq::learn::availability(description->id(), limits.minN) == nq::learn::Availability::Available) {
            m_algorithm->addItem(description->title(), int(description->id()));
        }
    }
    m_algorithm->setCurrentIndex(std::max(0, m_algorithm->findData(int(initial.algorithm))));
    m_algorithm->setObjectName(namePrefix + QStringLiteral("Algorithm"));
    auto *algorithmLabel = new QLabel(tr("&Algorithm:"), this);
    algorithmLabel->setBuddy(m_algorithm);
    form->addRow(algorithmLabel, m_algorithm);

    m_toSolution->setText(tr("To the &first solution"));
    m_toSteps->setText(tr("For a n&umber of steps:"));
    m_toSolution->setObjectName(namePrefix + QStringLiteral("ToSolution"));
    m_toSteps->setObjectName(namePrefix + QStringLiteral("ToSteps"));
    auto *group = new QButtonGroup(this);
    group->addButton(m_toSolution);
    group->addButton(m_toSteps);
    m_steps->setRange(1, limits.maxSteps);
    m_steps->setValue(initial.stepLimit > 0
            ? int(std::min<std::uint64_t>(initial.stepLimit, std::uint64_t(limits.maxSteps)))
            : std::min(30, limits.maxSteps));
    m_steps->setObjectName(namePrefix + QStringLiteral("Steps"));
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
    m_marked->setObjectName(namePrefix + QStringLiteral("Marked"));
    layout->addWidget(m_marked);

    m_task->setObjectName(namePrefix + QStringLiteral("Task"));
    m_task->setWordWrap(true);
    m_task->setTextFormat(Qt::PlainText);
    layout->addWidget(m_task);

    connect(m_toSteps, &QRadioButton::toggled, this, &PracticeTaskForm::updateControls);
    connect(m_size, &QSpinBox::valueChanged, this, &PracticeTaskForm::updateControls);
    connect(m_steps, &QSpinBox::valueChanged, this, &PracticeTaskForm::updateControls);
    connect(m_algorithm, &QComboBox::currentIndexChanged, this, &PracticeTaskForm::updateControls);
    connect(m_marked, &QCheckBox::toggled, this, &PracticeTaskForm::updateControls);
    updateControls();
}

PracticeTaskForm::Choice PracticeTaskForm::choice() const
{
    Choice chosen;
    chosen.n = m_size->value();
    chosen.algorithm = nq::Algorithm(m_algorithm->currentData().toInt());
    chosen.stepLimit = m_toSteps->isChecked() ? std::uint64_t(m_steps->value()) : 0;
    chosen.refusalsMarked = m_marked->isChecked();
    return chosen;
}

void PracticeTaskForm::updateControls()
{
    m_steps->setEnabled(m_toSteps->isChecked());
    m_task->setText(taskText());
    emit changed();
}

QString PracticeTaskForm::taskText() const
{
    const Choice chosen = choice();
    if (nq::learn::availability(chosen.algorithm, chosen.n) != nq::learn::Availability::Available) {
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
