// SPDX-License-Identifier: MIT
#include "coach/practicepanel.h"

#include "common/bringintoview.h"

#include "coach/practicemode.h"

#include <QAccessible>
#include <QAction>
#include <QCheckBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace {

// Sets a sentence and, with `spoken`, lets a screen reader hear it, as the
// status line does; true when it changed to something.
bool showText(QLabel *label, const QString &text, bool spoken = true)
{
    if (label->text() == text) {
        return false;
    }
    label->setText(text);
    label->setVisible(!text.isEmpty());
    if (spoken) {
        QAccessibleEvent event(label, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&event);
    }
    return !text.isEmpty();
}

} // namespace

PracticePanel::PracticePanel(PracticeMode *mode, QWidget *parent)
    : QWidget(parent)
    , m_mode(mode)
    , m_instruction(new QLabel(this))
    , m_feedback(new QLabel(this))
    , m_doneCaption(new QLabel(this))
    , m_done(new QLabel(this))
    , m_mistakesCaption(new QLabel(this))
    , m_mistakes(new QLabel(this))
    , m_shownCaption(new QLabel(this))
    , m_shown(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_keys(new QLabel(this))
    , m_refusals(new QCheckBox(this))
    , m_rangeCaption(new QLabel(this))
    , m_range(new QSpinBox(this))
{
    m_instruction->setObjectName(QStringLiteral("practiceInstruction"));
    m_feedback->setObjectName(QStringLiteral("practiceFeedback"));
    m_summary->setObjectName(QStringLiteral("practiceSummary"));
    m_done->setObjectName(QStringLiteral("practiceDone"));
    m_mistakes->setObjectName(QStringLiteral("practiceMistakes"));
    m_shown->setObjectName(QStringLiteral("practiceShown"));
    m_refusals->setObjectName(QStringLiteral("practiceRefusals"));
    m_range->setObjectName(QStringLiteral("practiceRange"));
    m_range->setRange(0, MaxRange);
    m_range->setValue(mode->stepLimit());
    m_rangeCaption->setBuddy(m_range);
    connect(m_range, &QSpinBox::valueChanged, mode, &PracticeMode::setStepLimit);
    for (QLabel *text : { m_instruction, m_feedback, m_summary, m_keys }) {
        text->setWordWrap(true);
        text->setTextInteractionFlags(Qt::TextSelectableByMouse);
        text->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    }
    m_feedback->setVisible(false);
    m_summary->setVisible(false);
    for (QLabel *value : { m_done, m_mistakes, m_shown }) {
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_doneCaption->setBuddy(m_done);
    m_mistakesCaption->setBuddy(m_mistakes);
    m_shownCaption->setBuddy(m_shown);

    auto *buttons = new QGridLayout;
    const QList<QAction *> actions { mode->practiceMode(), mode->showMe(), mode->saveResults() };
    for (int i = 0; i < int(actions.size()); ++i) {
        auto *button = new QToolButton(this);
        button->setDefaultAction(actions.at(i));
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        if (i == 0) {
            buttons->addWidget(button, 0, 0, 1, 2);
        } else {
            buttons->addWidget(button, 1, i - 1);
        }
    }
    // The setting is the action's; a check box reads as a setting.
    connect(m_refusals, &QCheckBox::toggled, mode->refusalsMarked(), &QAction::setChecked);
    connect(mode->refusalsMarked(), &QAction::toggled, m_refusals, &QCheckBox::setChecked);
    m_refusals->setChecked(mode->refusalsMarked()->isChecked());

    auto *range = new QFormLayout;
    range->addRow(m_rangeCaption, m_range);

    auto *figures = new QFormLayout;
    figures->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    figures->addRow(m_doneCaption, m_done);
    figures->addRow(m_mistakesCaption, m_mistakes);
    figures->addRow(m_shownCaption, m_shown);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(m_refusals);
    layout->addLayout(range);
    layout->addWidget(m_instruction);
    layout->addWidget(m_feedback);
    layout->addWidget(m_summary); // right under the answer: it comes with the last one
    layout->addLayout(figures);
    layout->addWidget(m_keys);
    layout->addStretch(1);

    connect(mode, &PracticeMode::changed, this, &PracticePanel::refresh);
    // The same mistake twice has the same words: a screen reader hears it again.
    connect(mode, &PracticeMode::answered, this, [this] {
        QAccessibleEvent event(m_feedback, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&event);
    });
    retranslate();
}

void PracticePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QWidget::changeEvent(event);
}

void PracticePanel::retranslate()
{
    m_doneCaption->setText(tr("Done by you:"));
    m_mistakesCaption->setText(tr("Mistakes:"));
    m_shownCaption->setText(tr("Shown:"));
    m_refusals->setText(m_mode->refusalsMarked()->text());
    m_refusals->setToolTip(m_mode->refusalsMarked()->toolTip());
    m_refusals->setAccessibleName(m_mode->refusalsMarked()->text());
    m_rangeCaption->setText(tr("Steps to practise:"));
    m_range->setSpecialValueText(tr("to the first solution"));
    m_range->setAccessibleName(tr("Steps to practise"));
    const QString rangeTip = tr("How many steps of the run the practice takes before its summary");
    m_rangeCaption->setToolTip(rangeTip);
    m_range->setToolTip(rangeTip);
    m_instruction->setAccessibleDescription(tr("What to do next"));
    m_feedback->setAccessibleDescription(tr("The answer to your last step"));
    m_summary->setAccessibleDescription(tr("The summary of the practice"));
    m_keys->setText(tr("On the board: click an empty square to place a queen, click a queen to "
                       "take it back; right click or Shift+click to refuse a square. Keys: "
                       "arrows move the cursor, Space or Enter place or take back, X or Delete "
                       "refuse, M shows the next step."));
    refresh();
}

void PracticePanel::refresh()
{
    if (m_range->value() != m_mode->stepLimit()) {
        const QSignalBlocker block(m_range);
        m_range->setValue(m_mode->stepLimit());
    }
    const QLocale locale;
    const nq::learn::PracticeCounts counts = m_mode->counts();
    m_done->setText(locale.toString(qulonglong(counts.done)));
    m_mistakes->setText(locale.toString(qulonglong(counts.mistakeTotal())));
    m_shown->setText(locale.toString(qulonglong(counts.shown)));
    const auto nameFigure = [](QLabel *value, const QString &caption) {
        const QString name = tr("%1: %2", "a figure's caption and the figure, for screen readers")
                                 .arg(caption, value->text());
        if (value->accessibleName() != name) {
            value->setAccessibleName(name);
        }
    };
    nameFigure(m_done, tr("Done by you"));
    nameFigure(m_mistakes, tr("Mistakes"));
    nameFigure(m_shown, tr("Shown"));
    const bool instructed = showText(m_instruction, m_mode->instructionText());
    // The answer is spoken when it comes (PracticeMode::answered), once.
    const bool answered = showText(m_feedback, m_mode->feedbackText(), false);
    const bool summed = showText(m_summary, m_mode->summaryText());
    // The newest words are in view without scrolling: the summary at the
    // end, a mistake's reason, the next instruction.
    if (summed) {
        gui::bringIntoView(m_summary);
    } else if (answered) {
        gui::bringIntoView(m_feedback);
    } else if (instructed) {
        gui::bringIntoView(m_instruction);
    }
}

QString PracticePanel::instructionText() const
{
    return m_instruction->text();
}

QString PracticePanel::feedbackText() const
{
    return m_feedback->text();
}

QString PracticePanel::summaryText() const
{
    return m_summary->text();
}

QString PracticePanel::countsText() const
{
    return QStringLiteral("%1/%2/%3").arg(m_done->text(), m_mistakes->text(), m_shown->text());
}
