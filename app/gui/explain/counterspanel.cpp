// SPDX-License-Identifier: MIT
#include "explain/counterspanel.h"
#include "run/stepfeed.h"
#include "run/runstate.h"

#include "algorithms/algorithmregistry.h"
#include "run/algorithmtext.h"
#include "run/runcontroller.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>

CountersPanel::CountersPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QFormLayout(this);
    layout->setLabelAlignment(Qt::AlignLeft);
    layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_placements = addRow(QStringLiteral("placements"), QT_TR_NOOP("Placements"),
        QT_TR_NOOP("Queens put on the board so far"));
    m_backtracks = addRow(QStringLiteral("backtracks"), QT_TR_NOOP("Backtracks"),
        QT_TR_NOOP("Queens taken back because nothing below them worked"));
    m_rejections = addRow(QStringLiteral("rejections"), QT_TR_NOOP("Rejections"),
        QT_TR_NOOP("Squares refused because a queen attacks them"));
    m_prunes = addRow(QStringLiteral("prunes"), QT_TR_NOOP("Prunes"),
        QT_TR_NOOP("Squares taken out of the domains of the rows below by the queens placed"));
    m_wipeouts = addRow(QStringLiteral("wipeouts"), QT_TR_NOOP("Wipe-outs"),
        QT_TR_NOOP("Rows left with no square, each of which sent the search back at once"));
    m_solutions = addRow(
        QStringLiteral("solutions"), QT_TR_NOOP("Solutions"), QT_TR_NOOP("Solutions found so far"));
    m_permutations = addRow(QStringLiteral("permutations"), QT_TR_NOOP("Permutations tested"),
        QT_TR_NOOP("Boards of one queen per row and column tested so far, each refused or a "
                   "solution: N! in all"));
    m_depth = addRow(
        QStringLiteral("depth"), QT_TR_NOOP("Depth"), QT_TR_NOOP("Queens on the board now"));
    m_steps = addRow(QStringLiteral("steps"), QT_TR_NOOP("Steps"),
        QT_TR_NOOP("Events of the search shown so far"));
    m_work = addRow(QStringLiteral("work"), QT_TR_NOOP("Work"),
        QT_TR_NOOP("The algorithm's own measure of effort: what its check really costs"));
    m_moves = addRow(QStringLiteral("moves"), QT_TR_NOOP("Moves"),
        QT_TR_NOOP("Queens the local search moved within their rows so far"));
    m_conflicts = addRow(QStringLiteral("conflicts"), QT_TR_NOOP("Conflicts"),
        QT_TR_NOOP("Pairs of queens on the board that attack each other now"));
    retranslate();
    m_workLabel = qobject_cast<QLabel *>(layout->labelForField(m_work));
    layout->setRowVisible(m_moves, false);
    layout->setRowVisible(m_conflicts, false);
    layout->setRowVisible(m_permutations, false);
    layout->setRowVisible(m_prunes, false);
    layout->setRowVisible(m_wipeouts, false);
}

QLabel *CountersPanel::addRow(const QString &name, const char *label, const char *toolTip)
{
    // The caption first: a screen reader walks the children in this order.
    auto *caption = new QLabel(this);
    auto *value = new QLabel(QStringLiteral("0"), this);
    value->setObjectName(name);
    value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // Room for a 13-digit count, so that growing numbers never get cut off.
    value->setMinimumWidth(
        value->fontMetrics().horizontalAdvance(QLocale().toString(9999999999999LL)));
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    caption->setBuddy(value);
    static_cast<QFormLayout *>(layout())->addRow(caption, value);
    m_rows.append({ caption, value, label, toolTip });
    return value;
}

void CountersPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    } else if (event->type() == QEvent::FontChange) {
        // Room for a 13-digit count at the new text size.
        for (const Row &row : std::as_const(m_rows)) {
            row.value->setMinimumWidth(
                row.value->fontMetrics().horizontalAdvance(QLocale().toString(9999999999999LL)));
        }
    }
    QWidget::changeEvent(event);
}

void CountersPanel::retranslate()
{
    for (const Row &row : std::as_const(m_rows)) {
        row.caption->setText(tr(row.label));
        row.caption->setToolTip(tr(row.toolTip));
        row.value->setToolTip(tr(row.toolTip));
    }
    nameFigures();
}

void CountersPanel::nameFigures()
{
    for (const Row &row : std::as_const(m_rows)) {
        // A QLabel with an accessible name of its own is spoken by that name
        // alone: its text is neither its value nor, over AT-SPI, a text. So
        // the name carries the figure with its caption ("Placements: 2,056"),
        // and the tool tip stays its description.
        const QString name = tr("%1: %2", "a counter's caption and figure, for screen readers")
                                 .arg(row.caption->text(), row.value->text());
        if (row.value->accessibleName() != name) {
            row.value->setAccessibleName(name);
        }
    }
}

void CountersPanel::showCounters(const RunController &controller)
{
    const RunController::Counters &c = controller.counters();
    const QLocale locale;
    m_placements->setText(locale.toString(c.placements));
    m_backtracks->setText(locale.toString(c.removals));
    m_rejections->setText(locale.toString(c.rejections));
    m_prunes->setText(locale.toString(c.prunes));
    m_wipeouts->setText(locale.toString(c.wipeouts));
    m_solutions->setText(locale.toString(c.solutions));
    m_depth->setText(locale.toString(c.depth));
    m_steps->setText(locale.toString(c.steps));
    m_work->setText(locale.toString(c.work));
    m_workLabel->setText(AlgorithmText::workMeasure(controller.algorithm()));
    m_moves->setText(locale.toString(c.removals));
    m_conflicts->setText(locale.toString(c.conflicts));
    // Every permutation tested ends in one Reject or one Solution event
    // (nq::Stats::permutations at the end of the search).
    m_permutations->setText(locale.toString(c.rejections + c.solutions));
    const bool local = controller.isLocalSearch();
    auto *layout = static_cast<QFormLayout *>(this->layout());
    layout->setRowVisible(m_backtracks, !local);
    // The counters of what the algorithm does: forward checking, mrv and
    // dancing links never refuse a square (the first two prune domains
    // instead), min-conflicts moves queens.
    const AlgorithmDescription::Traits &traits
        = AlgorithmRegistry::of(controller.algorithm()).traits();
    layout->setRowVisible(m_rejections, !local && traits.refuses);
    layout->setRowVisible(m_prunes, traits.keepsDomains);
    layout->setRowVisible(m_wipeouts, traits.keepsDomains);
    layout->setRowVisible(m_moves, local);
    layout->setRowVisible(m_conflicts, local);
    layout->setRowVisible(m_permutations, traits.countsPermutations);
    nameFigures();
}

QString CountersPanel::valueText(const QString &name) const
{
    const auto *value = findChild<QLabel *>(name);
    return value ? value->text() : QString();
}

void CountersPanel::follow(StepFeed *feed)
{
    connect(feed, &StepFeed::due, this, [this, feed] {
        showCounters(*feed->run());
    });
}
