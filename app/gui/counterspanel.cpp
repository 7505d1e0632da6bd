// SPDX-License-Identifier: MIT
#include "counterspanel.h"

#include "algorithmtext.h"
#include "runcontroller.h"

#include <QFormLayout>
#include <QLabel>
#include <QLocale>

CountersPanel::CountersPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QFormLayout(this);
    layout->setLabelAlignment(Qt::AlignLeft);
    layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_placements = addRow(
        QStringLiteral("placements"), tr("Placements"), tr("Queens put on the board so far"));
    m_backtracks = addRow(QStringLiteral("backtracks"), tr("Backtracks"),
        tr("Queens taken back because nothing below them worked"));
    m_rejections = addRow(QStringLiteral("rejections"), tr("Rejections"),
        tr("Squares refused because a queen attacks them"));
    m_solutions
        = addRow(QStringLiteral("solutions"), tr("Solutions"), tr("Solutions found so far"));
    m_depth = addRow(QStringLiteral("depth"), tr("Depth"), tr("Queens on the board now"));
    m_steps = addRow(QStringLiteral("steps"), tr("Steps"), tr("Events of the search shown so far"));
    m_work = addRow(QStringLiteral("work"), tr("Work"),
        tr("The algorithm's own measure of effort: what its check really costs"));
    m_workLabel = qobject_cast<QLabel *>(layout->labelForField(m_work));
}

QLabel *CountersPanel::addRow(const QString &name, const QString &label, const QString &toolTip)
{
    auto *value = new QLabel(QStringLiteral("0"), this);
    value->setObjectName(name);
    value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // Room for a 13-digit count, so that growing numbers never get cut off.
    value->setMinimumWidth(
        value->fontMetrics().horizontalAdvance(QLocale().toString(9999999999999LL)));
    value->setToolTip(toolTip);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *caption = new QLabel(label, this);
    caption->setToolTip(toolTip);
    caption->setBuddy(value);
    static_cast<QFormLayout *>(layout())->addRow(caption, value);
    return value;
}

void CountersPanel::showCounters(const RunController &controller)
{
    const RunController::Counters &c = controller.counters();
    const QLocale locale;
    m_placements->setText(locale.toString(c.placements));
    m_backtracks->setText(locale.toString(c.removals));
    m_rejections->setText(locale.toString(c.rejections));
    m_solutions->setText(locale.toString(c.solutions));
    m_depth->setText(locale.toString(c.depth));
    m_steps->setText(locale.toString(c.steps));
    m_work->setText(locale.toString(c.work));
    m_workLabel->setText(AlgorithmText::workMeasure(controller.algorithm()));
}

QString CountersPanel::valueText(const QString &name) const
{
    const auto *value = findChild<QLabel *>(name);
    return value ? value->text() : QString();
}
