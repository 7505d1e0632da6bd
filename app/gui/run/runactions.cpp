// SPDX-License-Identifier: MIT
#include "run/runactions.h"

#include "common/actiontexts.h"
#include "board/boardscene.h"
#include "run/runcontroller.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLineEdit>
#include <QStyle>
#include <QWidget>

#include <limits>

namespace {

// The line edit a text field types into; null for anything else.
QLineEdit *textField(const QWidget *widget)
{
    if (const auto *box = qobject_cast<const QAbstractSpinBox *>(widget)) {
        return box->findChild<QLineEdit *>(QString(), Qt::FindDirectChildrenOnly);
    }
    if (const auto *combo = qobject_cast<const QComboBox *>(widget)) {
        return combo->lineEdit();
    }
    return qobject_cast<QLineEdit *>(const_cast<QWidget *>(widget));
}

} // namespace

RunActions::RunActions(RunController *controller, QWidget *window)
    : QObject(window)
    , m_controller(controller)
    , m_window(window)
{
    using RC = RunController;
    m_reset = addAction(&RC::restart, { QKeySequence(Qt::Key_Home) });
    m_back = addAction(&RC::stepBack, { QKeySequence(Qt::Key_Left) });
    m_step = addAction(&RC::step, { QKeySequence(Qt::Key_Right) });
    m_previousSolution
        = addAction(&RC::previousSolution, { QKeySequence(Qt::SHIFT | Qt::Key_Left) });
    m_play = addAction(&RC::togglePlay, { QKeySequence(Qt::Key_Space) });
    m_nextSolution = addAction(&RC::nextSolution, { QKeySequence(Qt::SHIFT | Qt::Key_Right) });
    m_toEnd = addAction(&RC::runToEnd, { QKeySequence(Qt::Key_End) });
    m_slower = addAction(&RC::slower, { QKeySequence(Qt::Key_Minus) });
    m_faster = addAction(&RC::faster, { QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal) });

    QStyle *style = window->style();
    m_reset->setIcon(style->standardIcon(QStyle::SP_MediaSkipBackward));
    m_back->setIcon(style->standardIcon(QStyle::SP_MediaSeekBackward));
    m_step->setIcon(style->standardIcon(QStyle::SP_MediaSeekForward));
    m_play->setIcon(style->standardIcon(QStyle::SP_MediaPlay));
    m_nextSolution->setIcon(style->standardIcon(QStyle::SP_MediaSkipForward));
    m_toEnd->setIcon(style->standardIcon(QStyle::SP_ArrowDown));

    m_goToSolution = new QAction(this);
    m_goToSolution->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    connect(m_goToSolution, &QAction::triggered, this, &RunActions::askForSolution);
    window->addAction(m_goToSolution);

    m_breakSolution = new QAction(this);
    m_breakSolution->setCheckable(true);
    m_breakBacktrack = new QAction(this);
    m_breakBacktrack->setCheckable(true);
    m_breakDepth = new QAction(this);
    m_breakDepth->setCheckable(true);
    connect(m_breakSolution, &QAction::toggled, this, &RunActions::applyBreakpoints);
    connect(m_breakBacktrack, &QAction::toggled, this, &RunActions::applyBreakpoints);
    connect(m_breakDepth, &QAction::triggered, this, &RunActions::askForBreakDepth);

    m_attacks = new QAction(this);
    m_attacks->setCheckable(true);
    m_attacks->setShortcut(QKeySequence(Qt::Key_A));
    window->addAction(m_attacks);

    connect(controller, &RunController::runStarted, this, &RunActions::updateAttacks);
    connect(controller, &RunController::modeChanged, this, &RunActions::update);
    connect(controller, &RunController::positionChanged, this, &RunActions::update);
    connect(controller, &RunController::countersChanged, this, [this] {
        m_reset->setEnabled(m_controller->counters().steps > 0
            || m_controller->mode() != RunController::Mode::Paused);
    });
    connect(controller, &RunController::speedIndexChanged, this, &RunActions::updateSpeed);
    retranslate();
    updateSpeed(controller->speedIndex());

    m_keyed = { m_reset, m_back, m_step, m_previousSolution, m_play, m_nextSolution, m_toEnd,
        m_slower, m_faster, m_goToSolution, m_attacks };
    connect(qApp, &QApplication::focusChanged, this, &RunActions::watchFocus);
}

bool RunActions::isBeingEdited(const QWidget *widget)
{
    const QLineEdit *field = textField(widget);
    return field && !field->isReadOnly() && field->isModified();
}

void RunActions::watchFocus(QWidget *old, QWidget *now)
{
    if (old) {
        old->removeEventFilter(this);
    }
    if (now && now->window() == m_window && textField(now)) {
        // Nothing is typed into a field that just got the focus (a spin box
        // that lost it with an edit pending commits it but stays "modified").
        textField(now)->setModified(false);
        now->installEventFilter(this);
    }
}

bool RunActions::isRunKey(const QKeyEvent *event) const
{
    const Qt::KeyboardModifiers modifiers = event->modifiers() & ~Qt::KeypadModifier;
    const auto key = Qt::Key(event->key());
    // "+" is Shift+= on many keyboards: its shortcut matches with or without Shift,
    // as Qt's own shortcut map does.
    const QKeySequence typed(QKeyCombination(modifiers, key));
    const QKeySequence unshifted(QKeyCombination(modifiers & ~Qt::ShiftModifier, key));
    for (const QAction *action : m_keyed) {
        for (const QKeySequence &shortcut : action->shortcuts()) {
            if (shortcut == typed || shortcut == unshifted) {
                return true;
            }
        }
    }
    return false;
}

bool RunActions::eventFilter(QObject *watched, QEvent *event)
{
    // A text field asks to keep Right, End, Space, + ... for its cursor and
    // its text. Unless the user is typing into it, they are the run's: the
    // field does not see the request, and the shortcut fires.
    if (event->type() == QEvent::ShortcutOverride && watched->isWidgetType()
        && !isBeingEdited(static_cast<QWidget *>(watched))
        && isRunKey(static_cast<QKeyEvent *>(event))) {
        event->ignore();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

QAction *RunActions::addAction(void (RunController::*slot)(), const QList<QKeySequence> &keys)
{
    auto *action = new QAction(this);
    action->setShortcuts(keys);
    // The window's shortcuts work wherever the focus is inside it.
    action->setShortcutContext(Qt::WindowShortcut);
    connect(action, &QAction::triggered, m_controller, slot);
    m_window->addAction(action);
    return action;
}

void RunActions::retranslate()
{
    ActionTexts::set(m_reset, tr("&Reset"), tr("Start the search again from an empty board"));
    ActionTexts::set(m_back, tr("Step &back"), tr("Take the last step back"));
    ActionTexts::set(m_step, tr("&Step"), tr("Show the next step of the search"));
    ActionTexts::set(
        m_previousSolution, tr("Pre&vious solution"), tr("Go back to the previous solution"));
    ActionTexts::set(m_nextSolution, tr("Next s&olution"),
        tr("Go to the next solution, running the search to it"));
    ActionTexts::set(m_toEnd, tr("Run to &end"), tr("Run the whole search to its end"));
    ActionTexts::set(m_slower, tr("S&lower"), tr("Fewer steps per second"));
    ActionTexts::set(m_faster, tr("&Faster"), tr("More steps per second"));
    ActionTexts::set(m_goToSolution, tr("&Go to solution..."), tr("Jump to solution number k"));
    ActionTexts::set(m_breakSolution, tr("Pause on each &solution"),
        tr("Stop playing whenever a solution is found"));
    ActionTexts::set(m_breakBacktrack, tr("Pause on each &backtrack"),
        tr("Stop playing whenever a queen is taken back"));
    ActionTexts::set(m_breakDepth,
        m_breakDepthValue > 0 ? tr("Pause at &depth %1").arg(m_breakDepthValue)
                              : tr("Pause at &depth..."),
        tr("Stop playing when a given number of queens is on the board"));
    ActionTexts::set(
        m_play, m_playing ? tr("&Pause") : tr("&Play"), tr("Play or pause the search"));
    updateAttacks();
}

void RunActions::updateAttacks()
{
    // Above ItemBoardMax the board is an image and, with a queen in every
    // row, every square would be hatched: the action says so rather than
    // doing nothing.
    const bool hatchable = m_controller->boardSize() <= BoardScene::ItemBoardMax;
    m_attacks->setEnabled(hatchable);
    ActionTexts::set(m_attacks, tr("Show &attacked squares"),
        hatchable ? tr("Hatch every square a queen attacks")
                  : tr("Attacked squares are hatched on boards up to %1 x %1")
                        .arg(BoardScene::ItemBoardMax));
}

void RunActions::update()
{
    using Mode = RunController::Mode;
    const Mode mode = m_controller->mode();
    const bool finished = mode == Mode::Finished;
    const auto &solutions = m_controller->solutionSteps();
    const quint64 step = m_controller->state().step();
    m_step->setEnabled(mode == Mode::Paused && m_controller->canStepForward());
    m_back->setEnabled(m_controller->canStepBack());
    m_previousSolution->setEnabled(
        mode != Mode::Seeking && !solutions.empty() && solutions.front() < step);
    m_goToSolution->setEnabled(mode != Mode::Seeking);
    m_play->setEnabled(!finished);
    const bool playing = m_controller->isRunning();
    if (playing != m_playing) {
        m_playing = playing;
        ActionTexts::set(
            m_play, m_playing ? tr("&Pause") : tr("&Play"), tr("Play or pause the search"));
        m_play->setIcon(m_window->style()->standardIcon(
            playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    }
    m_nextSolution->setEnabled(mode != Mode::Seeking && mode != Mode::ToSolution
        && (!finished || (!solutions.empty() && solutions.back() > step)));
    m_toEnd->setEnabled(!finished && mode != Mode::ToEnd);
    m_reset->setEnabled(m_controller->counters().steps > 0 || mode != Mode::Paused);
}

void RunActions::updateSpeed(int index)
{
    m_slower->setEnabled(index > 0);
    m_faster->setEnabled(index < RunController::topSpeedIndex());
}

void RunActions::askForSolution()
{
    const quint64 found = m_controller->solutionSteps().size();
    bool ok = false;
    const int k = QInputDialog::getInt(m_window, tr("Go to solution"),
        tr("Solution number (%1 found so far; a larger number runs the search on):").arg(found),
        int(std::max<quint64>(1, found)), 1, std::numeric_limits<int>::max(), 1, &ok);
    if (ok) {
        m_controller->goToSolution(quint64(k));
    }
}

void RunActions::askForBreakDepth()
{
    if (!m_breakDepth->isChecked()) {
        m_breakDepthValue = 0;
    } else {
        bool ok = false;
        const int depth = QInputDialog::getInt(m_window, tr("Pause at depth"),
            tr("Pause when this many queens are on the board:"), std::max(1, m_breakDepthValue), 1,
            m_controller->boardSize(), 1, &ok);
        m_breakDepthValue = ok ? depth : 0;
        m_breakDepth->setChecked(ok);
    }
    retranslate();
    applyBreakpoints();
}

void RunActions::applyBreakpoints()
{
    m_controller->setBreakpoints(
        { m_breakSolution->isChecked(), m_breakBacktrack->isChecked(), m_breakDepthValue });
}
