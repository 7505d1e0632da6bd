// SPDX-License-Identifier: MIT
#include "play/playmode.h"

#include "run/actiontexts.h"
#include "board/boardscene.h"
#include "play/playcontroller.h"
#include "play/playlayer.h"
#include "run/runcontroller.h"

#include <QAction>
#include <QGraphicsView>
#include <QUndoStack>
#include <QWidget>

PlayMode::PlayMode(BoardScene *scene, RunController *run, QWidget *window)
    : QObject(window)
    , m_scene(scene)
    , m_run(run)
    , m_window(window)
    , m_controller(new PlayController(this))
    , m_playMode(new QAction(this))
    , m_hint(new QAction(this))
    , m_undo(new QAction(this))
    , m_redo(new QAction(this))
    , m_clear(new QAction(this))
    , m_startFromRun(new QAction(this))
{
    m_playMode->setCheckable(true);
    m_playMode->setShortcut(QKeySequence(Qt::Key_P));
    m_hint->setShortcut(QKeySequence(Qt::Key_H));
    m_undo->setShortcuts(QKeySequence::Undo);
    m_redo->setShortcuts(QKeySequence::Redo);
    for (QAction *action : actions()) {
        action->setShortcutContext(Qt::WindowShortcut);
        window->addAction(action);
    }
    connect(m_playMode, &QAction::toggled, this, &PlayMode::setActive);
    connect(m_hint, &QAction::triggered, m_controller, &PlayController::requestHint);
    QUndoStack *stack = m_controller->undoStack();
    connect(m_undo, &QAction::triggered, stack, &QUndoStack::undo);
    connect(m_redo, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canUndoChanged, this, &PlayMode::updateActions);
    connect(stack, &QUndoStack::canRedoChanged, this, &PlayMode::updateActions);
    connect(m_clear, &QAction::triggered, m_controller, &PlayController::clear);
    connect(m_startFromRun, &QAction::triggered, this, &PlayMode::takeRunBoard);

    connect(m_controller, &PlayController::positionChanged, this, [this] {
        showOnLayer();
        updateActions();
        emit changed();
    });
    connect(m_controller, &PlayController::hintChanged, this, [this] {
        showOnLayer();
        if (m_layer && m_controller->hintState() == PlayController::HintState::Found) {
            const QPoint hint = m_controller->hintSquare();
            m_layer->setCursorSquare(hint.y(), hint.x());
        }
        emit changed();
    });
    // The run moving on means the user wants to see it.
    connect(run, &RunController::positionChanged, this, [this](quint64 step) {
        if (m_active && step != m_enteredStep) {
            setActive(false);
        }
    });
    connect(run, &RunController::runStarted, this, &PlayMode::onRunStarted);

    m_controller->setBoardSize(run->boardSize());
    retranslate();
    updateActions();
}

PlayMode::~PlayMode()
{
    // The scene may already be gone (it deletes the layer with its items).
    m_controller->cancelHint();
}

PlayLayer *PlayMode::layer() const
{
    return m_layer.data();
}

QList<QAction *> PlayMode::actions() const
{
    return { m_playMode, m_hint, m_undo, m_redo, m_clear, m_startFromRun };
}

void PlayMode::retranslate()
{
    updatePlayModeText(); // play mode and "Start from the run's board"
    ActionTexts::set(
        m_hint, tr("&Hint"), tr("Show the next safe square that still leads to a solution"));
    ActionTexts::set(m_undo, tr("&Undo"), tr("Take back the last change of your board"));
    ActionTexts::set(m_redo, tr("&Redo"), tr("Make the change taken back again"));
    ActionTexts::set(m_clear, tr("&Clear board"), tr("Take every queen off your board"));
}

void PlayMode::updatePlayModeText()
{
    // A greyed-out action says why it is greyed out.
    const bool playable = m_run->boardSize() <= PlayPosition::MaxSize;
    const QString tooBig = tr("Play mode works on boards up to %1 x %1").arg(PlayPosition::MaxSize);
    ActionTexts::set(m_playMode, tr("&Play mode"),
        playable || m_active
            ? tr("Place and remove queens yourself (the run pauses; its board comes back when "
                 "you leave)")
            : tooBig);
    ActionTexts::set(m_startFromRun, tr("&Start from the run's board"),
        playable ? tr("Play on from the queens the board shows now") : tooBig);
}

void PlayMode::updateActions()
{
    const QUndoStack *stack = m_controller->undoStack();
    const bool playable = m_run->boardSize() <= PlayPosition::MaxSize;
    m_playMode->setEnabled(playable || m_active);
    updatePlayModeText();
    m_startFromRun->setEnabled(playable);
    m_hint->setEnabled(m_active);
    m_undo->setEnabled(m_active && stack->canUndo());
    m_redo->setEnabled(m_active && stack->canRedo());
    m_clear->setEnabled(m_active && m_controller->position().queenCount() > 0);
}

void PlayMode::setActive(bool active)
{
    if (active && m_run->boardSize() > PlayPosition::MaxSize) {
        active = false;
    }
    if (active == m_active) {
        m_playMode->setChecked(active);
        return;
    }
    m_active = active;
    if (active) {
        m_enteredStep = m_run->state().step();
        m_run->pause();
        if (m_controller->boardSize() != m_run->boardSize()) {
            m_controller->setBoardSize(m_run->boardSize());
        }
        ensureLayer();
    } else {
        m_controller->cancelHint();
        delete m_layer.data(); // leaves the run's board as it was
    }
    m_playMode->setChecked(active);
    updateActions();
    emit activeChanged(active);
    emit changed();
}

void PlayMode::onRunStarted()
{
    if (m_active && m_run->boardSize() > PlayPosition::MaxSize) {
        setActive(false); // play mode stops at 32 x 32 (hints use 32-bit bitboards)
    }
    updateActions();
    if (!m_active) {
        return;
    }
    // A new run rebuilt the scene (and deleted the layer with its items).
    m_enteredStep = 0;
    if (m_controller->boardSize() != m_run->boardSize()) {
        m_controller->setBoardSize(m_run->boardSize());
    }
    ensureLayer();
    emit changed();
}

void PlayMode::ensureLayer()
{
    if (m_layer && m_layer->position().size() == m_scene->boardSize()
        && m_layer->scene() == m_scene) {
        return;
    }
    delete m_layer.data();
    m_layer = new PlayLayer(m_scene);
    m_layer->setAttacksShown(m_attacksShown);
    // A new run rebuilds the scene and the layer with it, and leaving play
    // mode deletes the layer: the keyboard cursor stays where the player
    // left it (clamped to a smaller board).
    m_layer->setCursorSquare(m_cursor.y(), m_cursor.x());
    m_cursor = m_layer->cursorSquare();
    connect(m_layer, &PlayLayer::squareActivated, this, &PlayMode::activateSquare);
    connect(m_layer, &PlayLayer::cursorMoved, this, [this](QPoint square) { m_cursor = square; });
    showOnLayer();
    m_layer->setFocus();
    const QList<QGraphicsView *> views = m_scene->views();
    if (!views.isEmpty()) {
        views.constFirst()->setFocus();
    }
}

void PlayMode::showOnLayer()
{
    if (m_layer) {
        m_layer->showPosition(m_controller->position(), m_controller->hintSquare());
    }
}

void PlayMode::activateSquare(int row, int col)
{
    if (m_active) {
        m_controller->toggleQueen(row, col);
    }
}

void PlayMode::takeRunBoard()
{
    // What the board shows: the paused run's queens, or a browsed solution.
    QList<int> columns;
    for (int row = 0; row < m_scene->boardSize(); ++row) {
        columns.append(m_scene->queenColumn(row));
    }
    setActive(true);
    m_controller->startFrom(PlayPosition::fromColumns(columns));
}

void PlayMode::setAttacksShown(bool shown)
{
    m_attacksShown = shown;
    if (m_layer) {
        m_layer->setAttacksShown(shown);
    }
}

void PlayMode::setTheme(const BoardTheme &theme)
{
    if (m_layer) {
        m_layer->setTheme(theme);
    }
}

QString PlayMode::boardDescription() const
{
    return m_controller->boardDescription();
}
