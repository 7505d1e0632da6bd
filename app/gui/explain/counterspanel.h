// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;
class RunController;

// The run's counters in words and figures: placements, backtracks,
// rejections, solutions, depth, steps, and the algorithm's own work measure.
// For a local search, backtracks and rejections (it has none) give way to
// moves (the queens moved: its removals) and conflicts (attacking pairs on
// the board); the backtrackers show no such rows. Permutations adds the
// permutations tested (its rejections and solutions: one or the other ends
// each test).
// Its words follow the language (QEvent::LanguageChange); the figures are
// written again by the next showCounters(). A screen reader hears each figure
// with its caption: the value label's accessible name is "Placements: 2,056"
// (its description the tool tip), kept current with the figure and the words.
class StepFeed;

class CountersPanel : public QWidget
{
    Q_OBJECT

public:
    explicit CountersPanel(QWidget *parent = nullptr);
    // Shows the run's step whenever `feed` says it is due (not owned; it
    // outlives this panel).
    void follow(StepFeed *feed);

    // Shows the controller's current counters.
    void showCounters(const RunController &controller);
    // The text of the value next to `name` ("placements", "backtracks", ...), for tests.
    QString valueText(const QString &name) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Row
    {
        QLabel *caption;
        QLabel *value;
        const char *label; // untranslated
        const char *toolTip;
    };
    QLabel *addRow(const QString &name, const char *label, const char *toolTip);
    void retranslate();
    // Sets each value label's accessible name from its caption and figure.
    void nameFigures();

    QList<Row> m_rows;

    QLabel *m_placements;
    QLabel *m_backtracks;
    QLabel *m_rejections;
    QLabel *m_prunes;
    QLabel *m_wipeouts;
    QLabel *m_solutions;
    QLabel *m_permutations;
    QLabel *m_depth;
    QLabel *m_steps;
    QLabel *m_workLabel;
    QLabel *m_work;
    QLabel *m_moves;
    QLabel *m_conflicts;
};
