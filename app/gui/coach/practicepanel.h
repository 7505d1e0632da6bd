// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class PracticeMode;
class QCheckBox;
class QLabel;
class QSpinBox;
class QToolButton;

/*
 * The practice mode's panel: what to do next in words, the answer to the
 * pupil's last action (a mistake with its reason and the right step), the
 * live counts (done by the pupil, mistakes, shown), the summary when the
 * practice ends, the keys and clicks the board takes, and buttons for the
 * mode's actions (Be the solver, Show me, Save results), the setting
 * "Refused squares are marked for me" and the range practised (a number of
 * steps, or to the first solution). It shows the mode's state whenever
 * it changes; its words follow the language. A screen reader hears the
 * instruction, the answer and the summary when they change (as it hears the
 * status line) and each figure with its caption.
 */
class PracticePanel : public QWidget
{
    Q_OBJECT

public:
    // `mode` is not owned and outlives the panel.
    explicit PracticePanel(PracticeMode *mode, QWidget *parent = nullptr);

    // The largest range the panel offers, in steps.
    static constexpr int MaxRange = 100000;

    // The texts shown, for tests.
    QString instructionText() const;
    QString feedbackText() const;
    QString summaryText() const;
    QString countsText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();

    PracticeMode *m_mode;
    QLabel *m_instruction;
    QLabel *m_feedback;
    QLabel *m_doneCaption;
    QLabel *m_done;
    QLabel *m_mistakesCaption;
    QLabel *m_mistakes;
    QLabel *m_shownCaption;
    QLabel *m_shown;
    QLabel *m_summary;
    QLabel *m_keys;
    QCheckBox *m_refusals;
    QLabel *m_rangeCaption;
    QSpinBox *m_range;
};
