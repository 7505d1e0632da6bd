// SPDX-License-Identifier: MIT
#include "display/boardpresenter.h"

#include "activity/activityhost.h"
#include "board/boardlayer.h"
#include "display/shownwords.h"

#include "board/boardscene.h"
#include "board/layerhost.h"
#include "play/playcontroller.h"
#include "play/playlayer.h"
#include "play/playmode.h"
#include "play/playposition.h"
#include "run/narrator.h"
#include "run/runcontroller.h"
#include "run/runstate.h"

#include <algorithm>
#include <QGraphicsView>

#include "solver/completion.h"
#include "solver/solutions.h"
#include "solver/symmetry.h"

namespace {

// How long an orbit image takes to glide into place.
constexpr int OrbitAnimationMs = 900;
// A browsed board shows none of the run's marks.
void clearPropagation(BoardScene *scene)
{
    scene->setPrunedSquares({});
    scene->setWipedOutRow(-1);
    scene->setCoveredLines({});
    scene->setCurrentColumn(-1);
}

// The shortest flash of a wiped-out row, when steps are animated.
constexpr int WipeoutFlashMs = 900;

// Where `columns` stands among the solutions of its size, when that is quick
// to find (nq::identify); zeros otherwise.
BoardPresenter::Solution identified(const QList<int> &columns)
{
    BoardPresenter::Solution solution;
    solution.columns = columns;
    const std::span<const int> board(columns.constData(), columns.size());
    if (columns.size() <= nq::MaxIdentifySize && nq::isValidSolution(board)) {
        const nq::SolutionIdentity identity = nq::identify(board);
        solution.number = identity.index;
        solution.fundamentalClass = identity.fundamentalIndex;
    }
    return solution;
}

} // namespace

BoardPresenter::BoardPresenter(
    BoardScene *scene, RunController *run, PlayMode *play, QObject *parent)
    : QObject(parent)
    , m_scene(scene)
    , m_run(run)
    , m_play(play)
    , m_layers(new LayerHost(scene, this))
{
    connect(run, &RunController::runStarted, this, &BoardPresenter::onRunStarted);
    connect(run, &RunController::stepAnimated, this, &BoardPresenter::onStepAnimated);
    connect(run, &RunController::boardDue, this, [this] {
        if (m_shown.isRunBoard()) {
            drawRun();
        }
    });
    connect(run, &RunController::positionChanged, this, &BoardPresenter::onRunMoved);
    connect(scene, &BoardScene::boardRebuilt, this, &BoardPresenter::redrawAll);
    if (play && play->host()) {
        m_activities = play->host();
        connect(
            m_activities, &ActivityHost::activeChanged, this, &BoardPresenter::onActivityChanged);
        connect(m_activities, &ActivityHost::boardLayerChanged, this, [this](Activity::Kind kind) {
            if (m_layerKind == kind) {
                showBoardLayer();
            }
        });
    }
    if (play) {
        // Play mode has drawn its layer: what is shown says something else.
        connect(play, &PlayMode::changed, this, [this] {
            if (m_shown.isPlay()) {
                emit shownChanged();
            }
        });
        connect(play, &PlayMode::boardWanted, this, [this] {
            // What the board shows under any play layer: the run's queens or a
            // browsed solution's.
            QList<int> columns;
            for (int row = 0; row < m_scene->boardSize(); ++row) {
                columns.append(m_scene->queenColumn(row));
            }
            m_play->startFrom(columns);
        });
    }
    // A layer of the run's board only (predict's marks and input): a
    // browsed board hides it (and it takes no answers) until the run's
    // comes back.
    connect(this, &BoardPresenter::shownChanged, this, [this] {
        if (BoardLayer *layer = m_layers->layer()) {
            layer->setVisible(isLayerVisible());
        }
    });
    onRunStarted(); // the run began before anyone listened
}

// The layer host (a child) deletes the layer, if the scene has not.
BoardPresenter::~BoardPresenter() = default;

PlayLayer *BoardPresenter::playLayer() const
{
    return qobject_cast<PlayLayer *>(m_layers->layer());
}

AnswerLayer *BoardPresenter::answerLayer() const
{
    return qobject_cast<AnswerLayer *>(m_layers->layer());
}

Activity *BoardPresenter::layerOwner() const
{
    return m_activities && m_layerKind ? m_activities->find(*m_layerKind) : nullptr;
}

bool BoardPresenter::isLayerVisible() const
{
    const Activity *owner = layerOwner();
    return !owner || !owner->boardLayerOnRunOnly() || m_shown.kind() == Shown::Run;
}

void BoardPresenter::showBoardLayer()
{
    // The last one goes first (play's uncovers the run's board as it goes).
    m_layers->removeLayer();
    Activity *owner = layerOwner();
    BoardLayer *layer = owner ? owner->makeBoardLayer(m_scene) : nullptr;
    if (!layer) {
        return;
    }
    if (auto *play = qobject_cast<PlayLayer *>(layer)) {
        play->setAttacksShown(m_attacksShown); // the window's "Show attacked squares"
    }
    m_layers->setLayer(layer); // with the cursor where the user left it
    layer->setVisible(isLayerVisible());
    if (layer->isTakingInput()) {
        m_layers->focusBoard();
    }
}

void BoardPresenter::ensureBoardLayer()
{
    if (m_layerKind && !m_layers->isCurrent()) {
        showBoardLayer();
    }
}

void BoardPresenter::focusBoard()
{
    m_layers->focusBoard();
}

void BoardPresenter::setCursor(QPoint square)
{
    m_layers->setCursor(square);
}

QPoint BoardPresenter::cursor() const
{
    return m_layers->layer() ? m_layers->layer()->cursorSquare() : m_layers->cursor();
}

void BoardPresenter::onRunStarted()
{
    m_scene->setBoardSize(m_run->boardSize());
    m_scene->setConflictsShown(m_run->isLocalSearch());
    m_shown.showRun();
    ensureBoardLayer(); // a new board took the layer with its items
    drawRun();
    emit shownChanged();
}

void BoardPresenter::redrawAll()
{
    // The scene was built again (another text size): everything shown comes
    // back as it was, the layer included.
    m_scene->setConflictsShown(m_run->isLocalSearch());
    if (m_shown.isRunBoard()) {
        drawRun();
    } else {
        m_scene->setQueens(m_shown.solution().columns);
        m_scene->setSolutionMarked(true);
    }
    ensureBoardLayer();
    emit shownChanged();
}

void BoardPresenter::onStepAnimated(const StepEvent &event, int animationMs)
{
    if (!m_shown.isRunBoard()) {
        // The run moved on while a browsed board was shown: its own board
        // comes back whole (the state is already after `event`).
        onRunMoved();
        return;
    }
    if (m_run->isLocalSearch()) {
        // Rows change in any order; the outline and the attacker counts
        // follow the row being filled or repaired.
        if (event.kind == nq::EventKind::Place || event.kind == nq::EventKind::Remove) {
            m_scene->setSolutionMarked(false);
        } else if (event.kind == nq::EventKind::Solution) {
            m_scene->setSolutionMarked(true);
        }
        m_scene->setQueens(m_run->state().position().columns(), animationMs);
        const int row = m_run->state().position().focusRow();
        m_scene->setCurrentRow(row);
        m_scene->setConflictRow(row);
        return;
    }
    // The event was applied once, to the run's state: the board shows the
    // state's queens (the one row that changed animates), and the event
    // only says what else to draw.
    const RunState &state = m_run->state();
    const nq::Algorithm algorithm = m_run->algorithm();
    m_scene->setQueens(state.position().columns(), animationMs);
    switch (event.kind) {
    case nq::EventKind::Place:
        m_scene->setSolutionMarked(false);
        m_scene->clearRejection();
        m_scene->setCurrentRow(state.position().focusRow()); // given rows are skipped
        break;
    case nq::EventKind::Remove:
        m_scene->setSolutionMarked(false);
        m_scene->clearRejection();
        m_scene->setCurrentRow(
            nq::algorithmInfo(algorithm).choosesRows ? state.position().focusRow() : event.row);
        break;
    case nq::EventKind::Reject:
        m_scene->showRejection(event.row, event.col, event.byRow, event.byCol,
            Narrator::of(*m_run).rejectionCaption(event));
        m_scene->setCurrentRow(event.row);
        break;
    case nq::EventKind::Prune:
    case nq::EventKind::Wipeout:
    case nq::EventKind::Choose:
        m_scene->setCurrentRow(state.position().focusRow());
        break;
    case nq::EventKind::Solution:
        m_scene->setSolutionMarked(true);
        break;
    case nq::EventKind::Done:
        break;
    }
    // A wipe-out flashes when the step is animated (not at top speed).
    drawPropagation(state,
        event.kind == nq::EventKind::Wipeout && animationMs > 0
            ? std::max(3 * animationMs, WipeoutFlashMs)
            : 0);
}

void BoardPresenter::onRunMoved()
{
    if (!m_shown.isRunBoard()) {
        // Any step or seek brings the run's own board back (under play mode too).
        m_shown.showRun();
        drawRun();
        if (!m_shown.isPlay()) {
            emit shownChanged();
        }
    }
    // The move's last signal: what it asked the board to show is drawn.
    emit stepShown();
}

void BoardPresenter::drawRun()
{
    const RunState &state = m_run->state();
    const StepEvent &last = state.last();
    const bool local = m_run->isLocalSearch();
    m_scene->setQueens(state.position().columns());
    m_scene->setGivenSquares(m_run->start());
    m_scene->setSolutionMarked(last.kind == nq::EventKind::Solution);
    m_scene->clearRejection();
    if (last.kind == nq::EventKind::Reject) {
        m_scene->showRejection(last.row, last.col, last.byRow, last.byCol,
            Narrator::of(*m_run).rejectionCaption(last));
    }
    const int row = state.position().focusRow();
    m_scene->setCurrentRow(row);
    m_scene->setConflictRow(local ? row : -1);
    drawPropagation(state, 0);
}

void BoardPresenter::drawPropagation(const RunState &state, int flashMs)
{
    const bool shown = !state.isFinished() && state.boardSize() == m_scene->boardSize();
    const nq::Position::Marks marks = shown ? state.position().marks() : nq::Position::Marks {};
    QList<QPoint> pruned;
    pruned.reserve(qsizetype(marks.prunedBy.size()));
    for (const nq::Square &by : marks.prunedBy) {
        pruned.append(by.isValid() ? QPoint(by.col, by.row) : QPoint(-1, -1));
    }
    m_scene->setPrunedSquares(pruned);
    if (!shown || marks.wipedOutRow != m_scene->wipedOutRow() || flashMs > 0) {
        m_scene->setWipedOutRow(marks.wipedOutRow, flashMs);
    }
    BoardScene::CoveredLines covered;
    if (!marks.rows.empty()) {
        covered.rows = QList<bool>(marks.rows.begin(), marks.rows.end());
        covered.columns = QList<bool>(marks.columns.begin(), marks.columns.end());
        covered.diagonals = QList<bool>(marks.diagonals.begin(), marks.diagonals.end());
        covered.antiDiagonals = QList<bool>(marks.antiDiagonals.begin(), marks.antiDiagonals.end());
    }
    m_scene->setCoveredLines(covered);
    m_scene->setCurrentColumn(marks.currentColumn);
}

void BoardPresenter::showSolution(
    const QList<int> &columns, quint64 listNumber, bool fundamentalList)
{
    // The run keeps its place: stepping or seeking brings its board back.
    Solution solution = identified(columns);
    // A list's own number is right for its kind whatever the size.
    (fundamentalList ? solution.fundamentalClass : solution.number) = listNumber;
    m_shown.browse(solution);
    m_scene->clearRejection();
    m_scene->setCurrentRow(-1);
    clearPropagation(m_scene);
    m_scene->setConflictRow(-1);
    m_scene->setGivenSquares({});
    m_scene->setQueens(columns);
    m_scene->setSolutionMarked(true);
    emit shownChanged();
}

void BoardPresenter::showOrbitImage(const QList<int> &from, int symmetry)
{
    const std::vector<int> image = nq::transform(
        std::span<const int>(from.constData(), from.size()), nq::Symmetry(symmetry));
    Solution solution = identified(QList<int>(image.begin(), image.end()));
    if (solution.fundamentalClass == 0) {
        solution.fundamentalClass = m_shown.solution().fundamentalClass; // an orbit keeps its class
    }
    m_shown.browse(solution, symmetry);
    m_scene->setGivenSquares({});
    m_scene->setCurrentRow(-1);
    clearPropagation(m_scene);
    m_scene->setConflictRow(-1);
    m_scene->setSolutionMarked(true);
    m_scene->showTransformation(from, symmetry, OrbitAnimationMs);
    emit shownChanged();
}

void BoardPresenter::onActivityChanged(Activity::Kind kind, bool active)
{
    // Play mode covers whatever is shown, and leaves it as it was.
    const bool play = kind == Activity::Kind::Play;
    if (play) {
        m_shown.setPlay(active);
    }
    // The board's activity has the layer. The one left has been left
    // already (ActivityHost), so its layer goes before the next one's comes.
    if (const std::optional<Activity::Kind> board = m_activities->board(); board != m_layerKind) {
        m_layerKind = board;
        showBoardLayer();
    }
    if (play) {
        emit shownChanged();
    }
}

QList<int> BoardPresenter::shownBoard() const
{
    if (m_shown.isPlay()) {
        const PlayPosition &position = m_play->controller()->position();
        QList<int> board(position.size(), -1);
        for (const QPoint &queen : position.queens()) {
            if (board[queen.y()] < 0) {
                board[queen.y()] = queen.x();
            }
        }
        return board;
    }
    QList<int> board;
    for (int row = 0; row < m_scene->boardSize(); ++row) {
        board.append(m_scene->queenColumn(row));
    }
    return board;
}

QList<QPoint> BoardPresenter::extraQueens() const
{
    QList<QPoint> extra;
    if (!m_shown.isPlay()) {
        return extra;
    }
    const QList<int> first = shownBoard();
    for (const QPoint &queen : m_play->controller()->position().queens()) {
        if (first[queen.y()] != queen.x()) {
            extra.append(queen);
        }
    }
    return extra;
}

QList<int> BoardPresenter::rejection() const
{
    return m_shown.kind() == Shown::Run ? m_scene->rejection() : QList<int> { -1, -1, -1, -1 };
}

int BoardPresenter::workedRow() const
{
    return m_shown.kind() == Shown::Run ? m_scene->currentRow() : -1;
}

ShownWords BoardPresenter::words() const
{
    return ShownWords(m_shown, *m_run, m_play, *m_scene);
}

QString BoardPresenter::statusText() const
{
    return words().status();
}

QString BoardPresenter::caption() const
{
    return words().caption();
}

QString BoardPresenter::fileStem() const
{
    return words().fileStem();
}

QString BoardPresenter::boardDescription() const
{
    return words().boardDescription();
}

const BoardTheme &BoardPresenter::theme() const
{
    return m_scene->theme();
}

QImage BoardPresenter::renderImage(int pixels)
{
    return m_scene->renderImage(pixels);
}

void BoardPresenter::setTheme(const BoardTheme &theme)
{
    m_scene->setTheme(theme);
    m_layers->setTheme(theme);
}

void BoardPresenter::setAttacksShown(bool shown)
{
    m_attacksShown = shown;
    m_scene->setAttacksShown(shown);
    if (PlayLayer *layer = playLayer()) {
        layer->setAttacksShown(shown);
    }
}

void BoardPresenter::retranslate()
{
    m_scene->retranslate();
    if (m_shown.isRunBoard()) {
        const StepEvent &last = m_run->state().last();
        if (last.kind == nq::EventKind::Reject && !m_scene->rejectionCaption().isEmpty()) {
            m_scene->showRejection(last.row, last.col, last.byRow, last.byCol,
                Narrator::of(*m_run).rejectionCaption(last));
        }
    }
    emit shownChanged();
}
