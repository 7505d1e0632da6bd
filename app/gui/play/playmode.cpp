// SPDX-License-Identifier: MIT
#include "play/playmode.h"

#include "play/playcontroller.h"
#include "board/boardscene.h"
#include "common/actiontexts.h"
#include "run/algorithmtext.h"
#include "run/narrator.h"
#include "run/runcontroller.h"
#include "activity/activityhost.h"
#include "play/playlayer.h"
#include "play/playpanel.h"
#include "sessionfile/sessionstate.h"
#include "text/squarenames.h"

#include <QAction>
#include <QUndoStack>
#include <QWidget>

PlayMode::PlayMode(ActivityHost *host, RunController *run, QWidget *window)
    : QObject(window)
    , Activity(Kind::Play)
    , m_run(run)
    , m_window(window)
    , m_controller(new PlayController(this))
    , m_playMode(new QAction(this))
    , m_hint(new QAction(this))
    , m_undo(new QAction(this))
    , m_redo(new QAction(this))
    , m_clear(new QAction(this))
    , m_startFromRun(new QAction(this))
    , m_runFromHere(new QAction(this))
{
    m_playMode->setCheckable(true);
    m_playMode->setShortcut(QKeySequence(Qt::Key_P));
    m_hint->setShortcut(QKeySequence(Qt::Key_H));
    m_undo->setShortcuts(QKeySequence::Undo);
    m_redo->setShortcuts(QKeySequence::Redo);
    m_runFromHere->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
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
    connect(m_startFromRun, &QAction::triggered, this, &PlayMode::boardWanted);
    connect(m_runFromHere, &QAction::triggered, this, &PlayMode::runFromPosition);

    connect(m_controller, &PlayController::positionChanged, this, [this] {
        m_notice.clear(); // it was about the board before this change
        updateActions();
        drawLayer();
        emit changed();
    });
    connect(m_controller, &PlayController::hintChanged, this, [this] {
        drawLayer();
        if (m_controller->hintState() == PlayController::HintState::Found) {
            const QPoint square = m_controller->hintSquare();
            if (m_layer) {
                m_layer->setCursorSquare(square.y(), square.x());
            }
            emit hintFound(square);
        }
        emit changed();
    });
    // The run asked to move means the user wants to see it: play mode
    // leaves before the move, so no one sees a step of the run under it.
    connect(m_run, &RunController::moveRequested, this, [this] {
        if (isActive()) {
            setActive(false);
        }
    });
    connect(m_run, &RunController::runStarted, this, &PlayMode::onRunStarted);
    host->add(this);

    m_controller->setBoardSize(m_run->boardSize());
    retranslate();
    updateActions();
    m_panel = new PlayPanel(this, window);
}

PlayMode::~PlayMode()
{
    m_controller->cancelHint();
}

QWidget *PlayMode::panel() const
{
    return m_panel;
}

QList<QAction *> PlayMode::menuSection() const
{
    return { m_playMode, nullptr, m_hint, m_undo, m_redo, nullptr, m_clear, m_startFromRun, nullptr,
        m_runFromHere };
}

const char *PlayMode::dockTitle() const
{
    return QT_TRANSLATE_NOOP("MainWindow", "Play");
}

BoardLayer *PlayMode::makeBoardLayer(BoardScene *scene)
{
    // A new run rebuilds the scene and the layer with it, and leaving play
    // mode deletes the layer: the presenter's host of the layers keeps the
    // keyboard cursor where the player left it.
    auto *layer = new PlayLayer(scene);
    connect(layer, &PlayLayer::squareActivated, this,
        [this](int row, int col) { activateSquare(row, col); });
    m_layer = layer;
    drawLayer();
    return layer;
}

void PlayMode::drawLayer()
{
    const PlayPosition &position = m_controller->position();
    if (!m_layer || m_layer->position().size() != position.size()) {
        return; // the board is being rebuilt for another size (a new layer follows)
    }
    m_layer->showPosition(position, m_controller->hintSquare());
}

void PlayMode::saveSession(SessionState &state) const
{
    if (isActive()) {
        state.mode = SessionState::Mode::Play;
        state.playQueens = m_controller->position().queens();
    }
}

void PlayMode::restoreSession(const SessionState &state)
{
    if (state.mode != SessionState::Mode::Play) {
        return;
    }
    PlayPosition position(state.n);
    for (const QPoint &queen : state.playQueens) {
        position.setQueen(queen.y(), queen.x(), true);
    }
    setActive(true);
    m_controller->startFrom(position);
}

QList<QAction *> PlayMode::actions() const
{
    return { m_playMode, m_hint, m_undo, m_redo, m_clear, m_startFromRun, m_runFromHere };
}

void PlayMode::retranslate()
{
    updatePlayModeText(); // play mode and "Start from the run's board"
    ActionTexts::set(
        m_hint, tr("&Hint"), tr("Show the next safe square that still leads to a solution"));
    ActionTexts::set(m_undo, tr("&Undo"), tr("Take back the last change of your board"));
    ActionTexts::set(m_redo, tr("&Redo"), tr("Make the change taken back again"));
    ActionTexts::set(m_clear, tr("&Clear board"), tr("Take every queen off your board"));
    ActionTexts::set(m_runFromHere, tr("&Run from here"),
        tr("Run the chosen backtracker from your queens: their rows stay fixed"));
}

void PlayMode::updatePlayModeText()
{
    // A greyed-out action says why it is greyed out.
    const bool playable = m_run->boardSize() <= PlayPosition::MaxSize;
    const QString tooBig = tr("Play mode works on boards up to %1 x %1").arg(PlayPosition::MaxSize);
    ActionTexts::set(m_playMode, tr("&Play mode"),
        playable || isActive()
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
    m_playMode->setEnabled(playable || isActive());
    updatePlayModeText();
    m_startFromRun->setEnabled(playable);
    m_hint->setEnabled(isActive());
    m_undo->setEnabled(isActive() && stack->canUndo());
    m_redo->setEnabled(isActive() && stack->canRedo());
    m_clear->setEnabled(isActive() && m_controller->position().queenCount() > 0);
    m_runFromHere->setEnabled(isActive());
}

void PlayMode::setNotice(const QString &notice)
{
    m_notice = notice;
    emit changed();
}

bool PlayMode::runFromPosition()
{
    if (!isActive()) {
        return false;
    }
    if (!nq::isBacktracker(m_run->algorithm())) {
        // Said rather than switched: the pupil chose the algorithm.
        setNotice(tr("Your board runs with the backtrackers only; %1 repairs a full board. "
                     "Choose a backtracker in the Algorithm menu.")
                      .arg(AlgorithmText::title(m_run->algorithm())));
        return false;
    }
    const PlayPosition &position = m_controller->position();
    const QList<PlayPosition::Pair> pairs = position.attackingPairs();
    if (!pairs.isEmpty()) {
        const PlayPosition::Pair &pair = pairs.first();
        const int n = position.size();
        const QPoint a = pair.first;
        const QPoint b = pair.second;
        const QString line = a.y() == b.y()
            ? tr("along the rank")
            : Narrator::lineWords(int(nq::attackLine({ a.y(), a.x() }, { b.y(), b.x() })));
        setNotice(tr("The queens on %1 and %2 attack each other %3: the run needs a board "
                     "where no queen is attacked.")
                      .arg(text::squareName(n, a.y(), a.x()),
                          text::squareName(n, b.y(), b.x()), line));
        return false;
    }
    const std::optional<QList<int>> columns = position.columns();
    if (!columns || columns->size() != m_run->boardSize()) {
        return false; // the position follows the run's size while active
    }
    m_notice.clear();
    setActive(false); // the run's board comes back, then starts afresh
    return m_run->runFrom(*columns);
}

void PlayMode::setActive(bool active)
{
    m_notice.clear();
    if (active && m_run->boardSize() > PlayPosition::MaxSize) {
        active = false;
    }
    if (active == isActive()) {
        m_playMode->setChecked(active);
        return;
    }
    if (active) {
        enterActivity();
    } else {
        leaveActivity();
    }
}

void PlayMode::entered()
{
    m_notice.clear();
    m_run->pause();
    if (m_controller->boardSize() != m_run->boardSize()) {
        m_controller->setBoardSize(m_run->boardSize());
    }
    m_playMode->setChecked(true);
    updateActions();
    emit activeChanged(true);
    emit changed();
}

void PlayMode::left()
{
    m_notice.clear();
    m_controller->cancelHint();
    m_playMode->setChecked(false);
    updateActions();
    emit activeChanged(false);
    emit changed();
}

void PlayMode::onRunStarted()
{
    if (isActive() && m_run->boardSize() > PlayPosition::MaxSize) {
        setActive(false); // play mode stops at 32 x 32 (hints use 32-bit bitboards)
    }
    updateActions();
    if (!isActive()) {
        return;
    }
    if (m_controller->boardSize() != m_run->boardSize()) {
        m_controller->setBoardSize(m_run->boardSize());
    }
    emit changed();
}

void PlayMode::activateSquare(int row, int col)
{
    if (isActive()) {
        m_controller->toggleQueen(row, col);
    }
}

void PlayMode::startFrom(const QList<int> &columns)
{
    if (m_run->boardSize() > PlayPosition::MaxSize) {
        return;
    }
    setActive(true);
    m_controller->startFrom(PlayPosition::fromColumns(columns));
}

QString PlayMode::boardDescription() const
{
    return m_controller->boardDescription();
}
