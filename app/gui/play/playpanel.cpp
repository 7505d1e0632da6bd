// SPDX-License-Identifier: MIT
#include "play/playpanel.h"

#include "common/bringintoview.h"

#include "play/playcontroller.h"
#include "play/playmode.h"
#include "play/playposition.h"
#include "run/runcontroller.h"

#include <QAccessible>
#include <QAction>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

PlayPanel::PlayPanel(PlayMode *mode, QWidget *parent)
    : QWidget(parent)
    , m_mode(mode)
    , m_queensLeftCaption(new QLabel(this))
    , m_queensLeft(new QLabel(this))
    , m_conflictsCaption(new QLabel(this))
    , m_conflicts(new QLabel(this))
    , m_status(new QLabel(this))
{
    m_queensLeft->setObjectName(QStringLiteral("queensLeft"));
    m_conflicts->setObjectName(QStringLiteral("conflicts"));
    m_status->setObjectName(QStringLiteral("playStatus"));
    for (QLabel *value : { m_queensLeft, m_conflicts }) {
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_queensLeftCaption->setBuddy(m_queensLeft);
    m_conflictsCaption->setBuddy(m_conflicts);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setMinimumHeight(m_status->fontMetrics().lineSpacing() * 3);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    auto *figures = new QFormLayout;
    m_figures = figures;
    figures->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // A caption too long for its figure beside it: the figure goes below.
    figures->setRowWrapPolicy(QFormLayout::WrapLongRows);
    figures->addRow(m_queensLeftCaption, m_queensLeft);
    figures->addRow(m_conflictsCaption, m_conflicts);

    m_buttonGrid = new QGridLayout;
    const QList<QAction *> actions = mode->actions();
    for (int i = 0; i < int(actions.size()); ++i) {
        auto *button = new QToolButton(this);
        button->setDefaultAction(actions.at(i));
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        m_buttons.append(button);
    }

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_buttonGrid);
    layout->addLayout(figures);
    layout->addWidget(m_status);
    layout->addStretch(1);

    connect(mode, &PlayMode::changed, this, &PlayPanel::refresh);
    // Play mode keeps its position while it is off, even when the run's
    // board changes size; the figures must follow the run's board.
    connect(mode->run(), &RunController::runStarted, this, &PlayPanel::refresh);
    retranslate();
    fitButtons();
}

void PlayPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange) {
        // The buttons' words (from the actions, which may be told after
        // the panel) take another width.
        QMetaObject::invokeMethod(this, &PlayPanel::fitButtons, Qt::QueuedConnection);
    }
    QWidget::changeEvent(event);
}

void PlayPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitButtons();
}

int PlayPanel::widestButton() const
{
    int widest = 0;
    for (const QToolButton *button : m_buttons) {
        widest = std::max(widest, button->sizeHint().width());
    }
    return widest;
}

QSize PlayPanel::minimumSizeHint() const
{
    // The buttons in one column, whatever the grid holds now.
    const QMargins margins = layout()->contentsMargins();
    const int width = std::max({ widestButton(), m_figures->minimumSize().width(),
                          m_status->minimumSizeHint().width() })
        + margins.left() + margins.right();
    return { width, QWidget::minimumSizeHint().height() };
}

void PlayPanel::fitButtons()
{
    const QMargins margins = layout()->contentsMargins();
    const int two = 2 * widestButton() + m_buttonGrid->horizontalSpacing() + margins.left() + margins.right();
    const int columns = width() >= two ? 2 : 1;
    if (columns == m_columns) {
        return;
    }
    m_columns = columns;
    for (QToolButton *button : std::as_const(m_buttons)) {
        m_buttonGrid->removeWidget(button);
    }
    // Play mode across the top; the others in the columns that fit.
    for (int i = 0; i < int(m_buttons.size()); ++i) {
        if (i == 0) {
            m_buttonGrid->addWidget(m_buttons[i], 0, 0, 1, columns);
        } else {
            m_buttonGrid->addWidget(m_buttons[i], 1 + (i - 1) / columns, (i - 1) % columns);
        }
    }
    updateGeometry();
}

void PlayPanel::retranslate()
{
    m_queensLeftCaption->setText(tr("Queens left:"));
    m_conflictsCaption->setText(tr("Attacking pairs:"));
    const QString leftTip = tr("How many queens are still to be placed");
    const QString conflictsTip
        = tr("Pairs of queens on one line with no queen between them: each attacks the other");
    m_queensLeftCaption->setToolTip(leftTip);
    m_queensLeft->setToolTip(leftTip);
    m_conflictsCaption->setToolTip(conflictsTip);
    m_conflicts->setToolTip(conflictsTip);
    m_status->setAccessibleDescription(tr("Where your board stands"));
    // The buttons take their texts from the actions (PlayMode::retranslate).
    refresh();
}

void PlayPanel::refresh()
{
    const PlayController *controller = m_mode->controller();
    const PlayPosition &position = controller->position();
    const int n = m_mode->run()->boardSize();
    const QLocale locale;
    // Off, play mode has no board on the screen: its figures would describe
    // a board nobody sees (the run's board is shown), so they read "–".
    const bool playable = m_mode->isActive() || n <= PlayPosition::MaxSize;
    if (!m_mode->isActive()) {
        const QString none = QStringLiteral("\u2013");
        m_queensLeft->setText(none);
        m_conflicts->setText(none);
    } else {
        const int left = position.queensLeft();
        m_queensLeft->setText(
            left >= 0 ? locale.toString(left) : tr("%n too many", nullptr, -left));
        m_conflicts->setText(locale.toString(int(position.attackingPairs().size())));
    }
    // A QLabel with an accessible name of its own is spoken by that name
    // alone: the name carries the figure with its caption ("Queens left: 8").
    const auto nameFigure = [](QLabel *value, const QString &caption) {
        const QString name = tr("%1: %2", "a figure's caption and the figure, for screen readers")
                                 .arg(caption, value->text());
        if (value->accessibleName() != name) {
            value->setAccessibleName(name);
        }
    };
    nameFigure(m_queensLeft, tr("Queens left"));
    nameFigure(m_conflicts, tr("Attacking pairs"));
    QString status;
    if (m_mode->isActive() && !m_mode->notice().isEmpty()) {
        status = m_mode->notice();
    } else if (m_mode->isActive()) {
        status = controller->statusText();
    } else if (!playable) {
        status = tr("Play mode works on boards up to %1 x %1.").arg(PlayPosition::MaxSize);
    } else {
        status = tr("Choose Play mode to place queens yourself; the run waits where it is.");
    }
    if (status != m_status->text()) {
        // A screen reader hears the new sentence, as it hears the status line;
        // the panel shows it without scrolling (a hint, a conflict).
        m_status->setText(status);
        gui::bringIntoView(m_status);
        QAccessibleEvent announce(m_status, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&announce);
    }
}

QString PlayPanel::queensLeftText() const
{
    return m_queensLeft->text();
}

QString PlayPanel::conflictsText() const
{
    return m_conflicts->text();
}

QString PlayPanel::statusText() const
{
    return m_status->text();
}
