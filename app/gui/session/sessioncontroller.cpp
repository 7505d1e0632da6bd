// SPDX-License-Identifier: MIT
#include "session/sessioncontroller.h"

#include "run/algorithmtext.h"
#include "run/runcontroller.h"
#include "activity/activityhost.h"
#include "session/lessonactivity.h"
#include "session/lessonpanel.h"
#include "sessionfile/sessionfile.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMainWindow>
#include <QProgressDialog>
#include <QSignalBlocker>

#include <vector>

namespace {

// The progress dialog shows when applying takes longer than this.
constexpr int ProgressDelayMs = 400;
constexpr int ProgressScale = 1000;
// The check reports its progress every this many events.
constexpr quint64 CheckReportEvents = quint64(1) << 16;

} // namespace

SessionController::SessionController(Parts parts, QObject *parent)
    : QObject(parent)
    , m_parts(std::move(parts))
    , m_open(new QAction(this))
    , m_save(new QAction(this))
    , m_addScene(new QAction(this))
    , m_forClass(new QAction(this))
    , m_next(new QAction(this))
    , m_previous(new QAction(this))
    , m_panel(new LessonPanel(m_previous, m_next))
    , m_activity(new LessonActivity(m_parts.activities, m_panel, this))
    , m_check(std::make_unique<BackgroundJob<quint64, quint64>>(
          [this](quint64 reached) { onCheckResult(reached); },
          [this](quint64 step) { onCheckProgress(step); }))
{
    m_open->setShortcuts(QKeySequence::Open);
    m_save->setShortcuts(QKeySequence::Save);
    // A clicker sends Page Down and Page Up: they must work whatever has
    // the focus, the board, a list or a panel (window shortcuts go before
    // the focused widget's keys).
    m_next->setShortcut(QKeySequence(Qt::Key_PageDown));
    m_previous->setShortcut(QKeySequence(Qt::Key_PageUp));
    for (QAction *action : { m_open, m_save, m_addScene, m_next, m_previous }) {
        action->setShortcutContext(Qt::WindowShortcut);
        m_parts.window->addAction(action);
    }
    connect(m_open, &QAction::triggered, this, &SessionController::chooseAndOpen);
    connect(m_save, &QAction::triggered, this, &SessionController::chooseAndSave);
    connect(m_addScene, &QAction::triggered, this, &SessionController::askAndAddScene);
    m_forClass->setCheckable(true);
    m_forClass->setObjectName(QStringLiteral("sessionForClassAction"));
    connect(m_forClass, &QAction::toggled, this, [this](bool on) { m_lesson.forClass = on; });
    // A lesson's scene (opened, or the next one) brings its panel to the front.
    const auto showLesson = [this] {
        if (m_lesson.isLesson()) {
            m_activity->showScene();
        }
    };
    connect(this, &SessionController::sceneChanged, this, showLesson);
    connect(this, &SessionController::applied, this, showLesson);
    connect(m_next, &QAction::triggered, this, &SessionController::nextScene);
    connect(m_previous, &QAction::triggered, this, &SessionController::previousScene);
    // Another size or algorithm chosen by hand leaves the scene: the panel
    // says so instead of showing the scene's note beside another board.
    connect(m_parts.run, &RunController::runStarted, this, &SessionController::showWhetherSceneShown);
    retranslate();
    updateActions();
}

SessionController::~SessionController()
{
    // The job's callbacks use this object: it stops and joins first.
    m_check.reset();
    for (const QMetaObject::Connection &connection : std::as_const(m_watch)) {
        disconnect(connection);
    }
    if (m_panel && !m_panel->parent()) {
        delete m_panel.data();
    }
}

LessonPanel *SessionController::lessonPanel() const
{
    return m_panel;
}

QString SessionController::nameFilter()
{
    return tr("N-Queens sessions (*.%1)").arg(SessionFile::suffix());
}

void SessionController::retranslate()
{
    m_open->setText(tr("&Open session…"));
    m_open->setToolTip(tr("Open a saved session or lesson"));
    m_save->setText(tr("&Save session…"));
    m_save->setToolTip(tr("Save N, the algorithm, the step, the modes and the panels"));
    m_addScene->setText(tr("A&dd scene…"));
    m_addScene->setToolTip(tr("Add the board as it is now as a scene of the lesson"));
    m_forClass->setText(tr("For a &Class"));
    m_forClass->setToolTip(tr("Save the session or lesson as meant for a class answering on their phones: "
                              "opening it offers to open a class"));
    m_forClass->setStatusTip(m_forClass->toolTip());
    m_next->setText(tr("&Next scene"));
    m_next->setToolTip(tr("Go to the lesson's next scene"));
    m_previous->setText(tr("P&revious scene"));
    m_previous->setToolTip(tr("Go to the lesson's previous scene"));
    m_panel->showScene(m_lesson, m_scene);
    showWhetherSceneShown();
}

void SessionController::showWhetherSceneShown()
{
    QString why;
    if (m_scene >= 0 && m_scene < m_lesson.scenes.size() && !m_applying) {
        const SessionState &scene = m_lesson.scenes.at(m_scene).state;
        const RunController *run = m_parts.run;
        if (run->boardSize() != scene.n || run->algorithm() != scene.algorithm) {
            why = tr("The board has left scene %1: it is %2 x %2, %3, now. Next or Previous "
                     "scene (Page Down, Page Up) goes back to the lesson.")
                      .arg(m_scene + 1)
                      .arg(run->boardSize())
                      .arg(AlgorithmText::title(run->algorithm()));
        }
    }
    m_panel->setLeftScene(why);
}

QString SessionController::displayName(const QString &path) const
{
    return QDir::toNativeSeparators(path.startsWith(QLatin1Char(':')) ? QFileInfo(path).fileName()
                                                                      : path);
}

SessionState SessionController::capture() const
{
    const RunController *run = m_parts.run;
    SessionState state;
    state.n = run->boardSize();
    state.algorithm = run->algorithm();
    state.seed = run->seed();
    state.start = run->start();
    state.step = run->state().step();
    state.speedIndex = run->speedIndex();
    const RunController::Breakpoints breakpoints = run->breakpoints();
    state.breakOnSolution = breakpoints.onSolution;
    state.breakOnBacktrack = breakpoints.onBacktrack;
    state.breakAtDepth = breakpoints.atDepth;
    for (const Activity *activity : m_parts.activities->activities()) {
        activity->saveSession(state);
    }
    QStringList shown;
    for (const QString &name : m_parts.dockNames()) {
        const auto *dock = m_parts.window->findChild<QDockWidget *>(name);
        if (dock && dock->toggleViewAction()->isChecked()) {
            shown << name;
        }
    }
    state.panels = shown;
    state.presentation = m_parts.presenting();
    return state;
}

bool SessionController::open(const QString &path, bool keepName)
{
    QString problem;
    const std::optional<Lesson> lesson = SessionFile::read(path, &problem);
    if (!lesson) {
        emit refused(tr("Cannot open “%1”: %2.").arg(displayName(path), problem));
        return false;
    }
    // Any scene out of reach is refused with the file, not when the class gets there.
    QList<SessionState> states { lesson->state };
    for (const Lesson::Scene &scene : lesson->scenes) {
        states << scene.state;
    }
    for (const SessionState &state : std::as_const(states)) {
        if (const QString why = tooFar(state); !why.isEmpty()) {
            emit refused(tr("Cannot open “%1”: %2.").arg(displayName(path), why));
            return false;
        }
    }
    // The lesson is taken once its first state is known to be reachable.
    cancel();
    m_source = path;
    // Saved by the program: the window as it was, at the scene it showed;
    // written by hand: the first scene.
    const bool resumes = lesson->isLesson() && lesson->shownScene >= 0;
    m_target = lesson->isLesson() && !resumes ? lesson->scenes.constFirst().state : lesson->state;
    m_applying = true;
    const auto take = [this, lesson = *lesson, path, keepName] {
        m_lesson = lesson;
        m_fileName = keepName ? path : QString();
        m_scene = lesson.isLesson() ? std::max(0, lesson.shownScene) : -1;
        m_forClass->setChecked(lesson.forClass);
        m_panel->showScene(m_lesson, m_scene);
        showWhetherSceneShown();
        if (lesson.isLesson()) {
            for (Activity *activity : m_parts.activities->activities()) {
                activity->lessonOpened(); // a lesson counts its own answers
            }
        }
        updateActions();
        emit sceneChanged();
        if (lesson.forClass) {
            emit classWanted(displayName(path));
        }
    };
    // Taken when the check passes (see onCheckResult()).
    m_pendingTake = take;
    apply(m_target, path);
    return true;
}

QString SessionController::tooFar(const SessionState &state)
{
    if (state.step <= MaxReachableStep) {
        return {};
    }
    return tr("step %1 is too far to reach: the search is replayed from the start to get "
              "there, and steps beyond %2 would take more than about a minute")
        .arg(state.step)
        .arg(MaxReachableStep);
}

void SessionController::apply(const SessionState &state, const QString &source)
{
    if (const QString why = tooFar(state); !why.isEmpty()) {
        // Nothing changes: whatever was being applied goes on.
        emit refused(source.isEmpty() ? tr("Cannot go there: %1.").arg(why)
                                      : tr("Cannot open “%1”: %2.").arg(displayName(source), why));
        return;
    }
    if (m_pendingTake && source != m_source) {
        m_pendingTake = nullptr;
    }
    m_check->cancel();
    stopWatchingAndPause();
    m_target = state;
    m_source = source;
    m_applying = true;
    m_progressClock.start();
    // Does the search reach the step? Counted on a thread: a step past the
    // search's end is refused before anything changes.
    const nq::Algorithm algorithm = state.algorithm;
    const int n = state.n;
    const quint64 seed = state.seed;
    const std::vector<int> start(state.start.cbegin(), state.start.cend());
    const quint64 target = state.step;
    m_check->start([=](std::stop_token stop,
                       const BackgroundJob<quint64, quint64>::Report &report) -> std::optional<quint64> {
        if (target == 0) {
            return quint64(0);
        }
        quint64 reached = 0;
        auto events = start.empty() ? nq::solve(algorithm, n, seed) : nq::solve(algorithm, n, seed, start);
        for ([[maybe_unused]] const nq::Event &event : events) {
            if (++reached >= target) {
                break;
            }
            if (reached % CheckReportEvents == 0) {
                if (stop.stop_requested()) {
                    return std::nullopt;
                }
                report(reached);
            }
        }
        return reached;
    });
}

void SessionController::onCheckProgress(quint64 step)
{
    showProgress(step / 2); // the check is half the way, the run the other half
}

void SessionController::onCheckResult(quint64 reached)
{
    if (reached < m_target.step) {
        m_applying = false;
        m_pendingTake = nullptr;
        closeProgress();
        const QString what = tr("the search of %1 x %1 ends at step %2, before step %3")
                                 .arg(m_target.n)
                                 .arg(reached)
                                 .arg(m_target.step);
        emit refused(m_source.isEmpty() ? tr("Cannot go there: %1.").arg(what)
                                        : tr("Cannot open “%1”: %2.").arg(displayName(m_source), what));
        return;
    }
    if (m_pendingTake) {
        std::exchange(m_pendingTake, nullptr)();
    }
    startRun();
}

void SessionController::startRun()
{
    RunController *run = m_parts.run;
    const SessionState &state = m_target;
    // The board's activity leaves first: each step or a new run would leave it anyway.
    m_parts.activities->leaveBoard();
    // Breakpoints would stop the way to the step: they are set once there.
    run->setBreakpoints({});
    run->setAlgorithm(state.algorithm);
    run->setBoardSize(state.n);
    run->setSeed(state.seed);
    if (!state.start.isEmpty()) {
        run->runFrom(state.start);
    }
    run->setSpeedIndex(state.speedIndex);
    // Settings the way to the step depends on (predict's questions).
    for (Activity *activity : m_parts.activities->activities()) {
        activity->restoreSettings(state);
    }
    if (state.panels) {
        for (const QString &name : m_parts.dockNames()) {
            if (auto *dock = m_parts.window->findChild<QDockWidget *>(name)) {
                dock->setVisible(state.panels->contains(name));
            }
        }
    }
    // A state saved in presentation mode turns it on; one saved without it
    // leaves the window as the teacher has it: opening a lesson or going to
    // the next scene in front of a class must not leave presentation mode.
    if (state.presentation && !m_parts.presenting()) {
        m_parts.setPresenting(true);
    }
    if (state.step == 0) {
        finish();
        return;
    }
    m_running = true;
    m_watch << connect(run, &RunController::modeChanged, this, &SessionController::onRunMoved)
            << connect(run, &RunController::positionChanged, this, &SessionController::onRunMoved);
    run->seek(state.step);
    onRunMoved();
}

void SessionController::onRunMoved()
{
    if (!m_running) {
        return;
    }
    const RunController *run = m_parts.run;
    const RunController::Mode mode = run->mode();
    // Paused at the step; or short of it, which the check rules out (a
    // pause from elsewhere ends the way there too).
    if (mode == RunController::Mode::Paused || mode == RunController::Mode::Finished) {
        finish();
        return;
    }
    showProgress(m_target.step / 2 + run->furthestStep() / 2);
}

void SessionController::stopWatching()
{
    m_running = false;
    for (const QMetaObject::Connection &connection : std::as_const(m_watch)) {
        disconnect(connection);
    }
    m_watch.clear();
}

void SessionController::stopWatchingAndPause()
{
    if (m_running) {
        stopWatching();
        m_parts.run->pause(); // it was still on its way to the step
    }
}

void SessionController::finish()
{
    if (!m_applying) {
        return;
    }
    stopWatching(); // paused at the step already
    closeProgress();
    const SessionState &state = m_target;
    m_parts.run->setBreakpoints(
        { state.breakOnSolution, state.breakOnBacktrack, state.breakAtDepth });
    if (state.mode != SessionState::Mode::Run) {
        // A scene's note speaks of the top row ("click a square of the top
        // row"): the keys start there, not where the last scene left them.
        // (Predict moves the cursor to the row a question asks about.)
        m_parts.setCursor(QPoint(0, 0));
    }
    // The activity the state names enters itself.
    for (Activity *activity : m_parts.activities->activities()) {
        activity->restoreSession(state);
    }
    m_applying = false;
    showWhetherSceneShown();
    emit applied();
}

void SessionController::cancel()
{
    const bool wasApplying = m_applying;
    m_check->cancel();
    m_pendingTake = nullptr;
    stopWatchingAndPause();
    m_applying = false;
    closeProgress();
    if (wasApplying) {
        emit message(tr("Stopped at step %1 of %2.")
                         .arg(m_parts.run->state().step())
                         .arg(m_target.step));
    }
}

void SessionController::showProgress(quint64 step)
{
    if (!m_applying || m_target.step == 0) {
        return;
    }
    if (!m_progress) {
        if (m_progressClock.elapsed() < ProgressDelayMs) {
            return;
        }
        m_progress = new QProgressDialog(m_parts.window);
        m_progress->setAttribute(Qt::WA_DeleteOnClose);
        m_progress->setWindowModality(Qt::WindowModal);
        m_progress->setRange(0, ProgressScale);
        m_progress->setMinimumDuration(0);
        m_progress->setWindowTitle(tr("Opening session"));
        m_progress->setLabelText(tr("Going to step %1…").arg(m_target.step));
        connect(m_progress, &QProgressDialog::canceled, this, &SessionController::cancel);
        m_progress->show();
    }
    m_progress->setValue(int(double(std::min(step, m_target.step)) / double(m_target.step) * ProgressScale));
}

void SessionController::closeProgress()
{
    if (m_progress) {
        const QSignalBlocker block(m_progress);
        m_progress->close();
    }
}

bool SessionController::save(const QString &path, QString *error)
{
    Lesson lesson = m_lesson;
    lesson.state = capture();
    lesson.shownScene = lesson.isLesson() ? m_scene : -1;
    if (!SessionFile::write(path, lesson, error)) {
        return false;
    }
    m_lesson = lesson;
    m_fileName = path;
    // Saying what was saved: a session is the window; a lesson is the
    // window and every scene, and opens again at the scene shown.
    if (lesson.isLesson()) {
        emit message(tr("Saved “%1”: the window as it is and the lesson's %n scene(s); it opens "
                        "again at scene %2.",
            nullptr, int(lesson.scenes.size()))
                .arg(displayName(path))
                .arg(m_scene + 1));
    } else {
        emit message(tr("Saved “%1”: the window as it is.").arg(displayName(path)));
    }
    return true;
}

void SessionController::addScene(const QString &note)
{
    Lesson::Scene scene;
    if (!note.trimmed().isEmpty()) {
        scene.note.insert(QString(), note.trimmed());
    }
    scene.state = capture();
    m_lesson.scenes.append(scene);
    m_scene = int(m_lesson.scenes.size()) - 1;
    m_panel->showScene(m_lesson, m_scene);
    showWhetherSceneShown();
    updateActions();
    emit sceneChanged();
}

void SessionController::goToScene(int index)
{
    if (index < 0 || index >= m_lesson.scenes.size() || index == m_scene) {
        return;
    }
    m_scene = index;
    m_panel->showScene(m_lesson, m_scene);
    showWhetherSceneShown();
    updateActions();
    emit sceneChanged();
    apply(m_lesson.scenes.at(index).state, m_fileName);
}

void SessionController::updateActions()
{
    m_next->setEnabled(m_scene >= 0 && m_scene + 1 < m_lesson.scenes.size());
    m_previous->setEnabled(m_scene > 0);
}

void SessionController::chooseAndOpen()
{
    const QString path = QFileDialog::getOpenFileName(m_parts.window, tr("Open session"),
        QFileInfo(m_fileName).path(), nameFilter());
    if (!path.isEmpty()) {
        open(path);
    }
}

void SessionController::chooseAndSave()
{
    QString path = QFileDialog::getSaveFileName(m_parts.window, tr("Save session"),
        m_fileName.isEmpty() ? tr("lesson") + QLatin1Char('.') + SessionFile::suffix() : m_fileName,
        nameFilter());
    if (path.isEmpty()) {
        return;
    }
    if (QFileInfo(path).suffix().isEmpty()) {
        path += QLatin1Char('.') + SessionFile::suffix();
    }
    QString error;
    if (!save(path, &error)) {
        emit saveFailed(error);
    }
}

void SessionController::askAndAddScene()
{
    bool ok = false;
    const QString note = QInputDialog::getMultiLineText(m_parts.window, tr("Add scene"),
        tr("A short note shown beside the board in this scene:"), QString(), &ok);
    if (ok) {
        addScene(note);
    }
}
