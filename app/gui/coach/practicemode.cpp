// SPDX-License-Identifier: MIT
#include "coach/practicemode.h"

#include "board/boardscene.h"
#include "coach/practiceresults.h"
#include "display/boardpresenter.h"
#include "run/runcontroller.h"
#include "activity/activityhost.h"
#include "coach/practicepanel.h"
#include "learnwords/practicetext.h"

#include <QAction>
#include <QDateTime>
#include <QFileDialog>
#include <QMessageBox>
#include <QWidget>

#include <algorithm>

using nq::learn::Availability;
using nq::learn::PracticeEngine;
using nq::learn::PupilAction;
using nq::learn::StepStream;
using nq::learn::StepVerdict;

PracticeMode::PracticeMode(ActivityHost *host, BoardPresenter *presenter, QWidget *window)
    : QObject(window)
    , Activity(Kind::BeTheSolver)
    , m_run(presenter->run())
    , m_window(window)
    , m_practiceMode(new QAction(this))
    , m_showMe(new QAction(this))
    , m_saveResults(new QAction(this))
    , m_refusalsMarked(new QAction(this))
{
    m_practiceMode->setObjectName(QStringLiteral("practiceModeAction"));
    m_practiceMode->setCheckable(true);
    m_showMe->setObjectName(QStringLiteral("practiceShowMeAction"));
    m_showMe->setShortcut(QKeySequence(Qt::Key_M));
    m_saveResults->setObjectName(QStringLiteral("practiceSaveAction"));
    m_refusalsMarked->setObjectName(QStringLiteral("practiceRefusalsAction"));
    m_refusalsMarked->setCheckable(true);
    for (QAction *action : { m_practiceMode, m_showMe, m_saveResults, m_refusalsMarked }) {
        window->addAction(action);
    }
    connect(m_practiceMode, &QAction::toggled, this, &PracticeMode::setActive);
    connect(m_showMe, &QAction::triggered, this, &PracticeMode::doShowMe);
    connect(m_saveResults, &QAction::triggered, this, &PracticeMode::chooseResultsFile);
    connect(m_refusalsMarked, &QAction::toggled, this, [this](bool marked) {
        if (m_engine) {
            m_engine->setRefusalsForPupil(!marked);
            driveRun(); // refusals ahead are now the program's
        }
        emit changed();
    });
    connect(m_run, &RunController::positionChanged, this, &PracticeMode::onRunMoved);
    connect(m_run, &RunController::runStarted, this, &PracticeMode::onRunStarted);
    connect(m_run, &RunController::modeChanged, this, &PracticeMode::onRunStopped);
    host->add(this);
    connect(this, &PracticeMode::changed, this, [this] { statusWordsChanged(); });
    retranslate();
    m_panel = new PracticePanel(this, window);
}

PracticeMode::~PracticeMode() = default;

Availability PracticeMode::availability() const
{
    return nq::learn::availability(m_run->algorithm(), m_run->boardSize());
}

nq::learn::PracticeCounts PracticeMode::counts() const
{
    return m_engine ? m_engine->counts() : nq::learn::PracticeCounts {};
}

bool PracticeMode::isFinished() const
{
    return m_engine && m_engine->finished();
}

QWidget *PracticeMode::panel() const
{
    return m_panel;
}

const char *PracticeMode::dockTitle() const
{
    return QT_TRANSLATE_NOOP("MainWindow", "Practice");
}

BoardLayer *PracticeMode::makeBoardLayer(BoardScene *scene)
{
    if (!m_engine) {
        return nullptr; // refused (or not started): the board takes no input
    }
    auto *layer = new AnswerLayer(scene);
    layer->setMarks(m_layerMarks);
    layer->setInput(AnswerLayer::Input::SquaresOrRefusals);
    connect(layer, &AnswerLayer::squareActivated, this, &PracticeMode::act);
    m_layer = layer;
    return layer;
}

void PracticeMode::setMarks(const AnswerLayer::Marks &marks)
{
    if (!isActive()) {
        return;
    }
    m_layerMarks = marks;
    if (m_layer) {
        m_layer->setMarks(marks);
    }
}

void PracticeMode::setActive(bool active)
{
    if (active) {
        enterActivity();
    } else {
        leaveActivity();
    }
    const QSignalBlocker block(m_practiceMode);
    m_practiceMode->setChecked(isActive());
}

void PracticeMode::entered()
{
    {
        const QSignalBlocker block(m_practiceMode);
        m_practiceMode->setChecked(true);
    }
    m_run->pause();
    startPractice();
    updateActions();
    emit activeChanged(true);
    emit changed();
}

void PracticeMode::left()
{
    {
        const QSignalBlocker block(m_practiceMode);
        m_practiceMode->setChecked(false);
    }
    // The presenter takes the layer down with every mark.
    m_engine.reset();
    m_layerMarks = {};
    m_driving = false;
    m_lastVerdict.reset();
    m_lastShown.reset();
    m_feedback.clear();
    updateActions();
    emit activeChanged(false);
    emit changed();
}

void PracticeMode::startPractice()
{
    m_engine.reset();
    m_driving = false;
    m_lastVerdict.reset();
    m_lastShown.reset();
    m_feedback.clear();
    m_layerMarks = {};
    if (availability() != Availability::Available) {
        boardLayerChanged(); // none
        return;
    }
    const nq::Algorithm algorithm = m_run->algorithm();
    const int n = m_run->boardSize();
    const quint64 seed = m_run->seed();
    PracticeEngine::Options options;
    options.refusalsForPupil = !m_refusalsMarked->isChecked();
    options.stepLimit = quint64(m_stepLimit);
    // The run's own stream from its start: the pupil's queens after Run
    // from here, else an empty board.
    m_engine = std::make_unique<PracticeEngine>(algorithm,
        StepStream::runSource(algorithm, n, seed, m_run->startBoard()), m_run->startBoard(),
        options);
    m_engine->restartAt(m_run->state().step());
    // A fresh layer: no marks, the pupil's clicks and keys.
    boardLayerChanged();
    driveRun(); // past what is not the pupil's (a refusal marked for them)
}

void PracticeMode::driveRun()
{
    if (!m_engine) {
        return;
    }
    const quint64 target = m_engine->position();
    const quint64 step = m_run->state().step();
    if (target == step) {
        m_driving = false;
        return;
    }
    m_driving = true;
    if (target == step + 1 && m_run->mode() == RunController::Mode::Paused) {
        m_run->step(); // animated, as a step of the run
    } else {
        m_run->seek(target);
    }
}

void PracticeMode::onRunMoved(quint64 step)
{
    if (!m_engine) {
        return;
    }
    if (m_driving) {
        const RunController::Mode mode = m_run->mode();
        const bool stopped
            = mode == RunController::Mode::Paused || mode == RunController::Mode::Finished;
        if (step == m_engine->position()) {
            m_driving = false;
            return;
        }
        if (!stopped) {
            return; // on its way to the engine's position
        }
        m_driving = false; // stopped elsewhere: the user moved the run
    }
    // The run moved without the pupil: step back, a seek, a step of its own.
    m_engine->syncTo(step);
    m_lastVerdict.reset();
    m_lastShown.reset();
    m_feedback.clear();
    setMarks({});
    updateActions();
    emit changed();
}

void PracticeMode::onRunStopped()
{
    const RunController::Mode mode = m_run->mode();
    if (m_driving && m_engine
        && (mode == RunController::Mode::Paused || mode == RunController::Mode::Finished)
        && m_run->state().step() != m_engine->position()) {
        m_driving = false;
        onRunMoved(m_run->state().step());
    }
}

void PracticeMode::onRunStarted()
{
    if (isActive()) {
        startPractice(); // a new size, algorithm or restart: from the first step
        updateActions();
        emit changed();
    }
}

void PracticeMode::act(int row, int col, bool refuse)
{
    if (!m_engine) {
        return;
    }
    const std::span<const int> queens = m_engine->queens();
    const bool hasQueen = row >= 0 && row < int(queens.size()) && queens[row] == col;
    const PupilAction action
        = refuse ? PupilAction::Refuse : (hasQueen ? PupilAction::TakeBack : PupilAction::Place);
    const std::optional<StepVerdict> verdict = m_engine->act(action, { row, col });
    if (!verdict) {
        // Finished, or off the board. The engine may still have passed the
        // program's own steps (a solution, refusals marked for the pupil)
        // before it found nothing left to judge: the run follows it.
        driveRun();
        updateActions();
        emit changed();
        return;
    }
    m_lastVerdict = verdict;
    m_lastShown.reset();
    AnswerLayer::Marks marks;
    if (!verdict->right) {
        marks.wrong = QPoint(col, row);
        marks.right = QPoint(verdict->expected.square.col, verdict->expected.square.row);
        if (verdict->attacker.isValid()) {
            // The attack that explains the mistake.
            marks.lines
                = { QLine(QPoint(verdict->attacker.col, verdict->attacker.row), marks.wrong) };
        }
    }
    setMarks(marks);
    setFeedback(PracticeText::verdict(m_run->algorithm(), m_run->boardSize(), *verdict));
    driveRun();
    updateActions();
    emit changed();
    emit answered();
}

void PracticeMode::doShowMe()
{
    if (!m_engine) {
        return;
    }
    const std::optional<nq::Event> shown = m_engine->showMe();
    if (!shown) {
        driveRun(); // as in act(): the program's own steps may have been passed
        updateActions();
        emit changed();
        return;
    }
    m_lastVerdict.reset();
    m_lastShown = shown;
    AnswerLayer::Marks marks;
    marks.right = QPoint(shown->square.col, shown->square.row);
    setMarks(marks);
    setFeedback(PracticeText::shown(m_run->boardSize(), *shown));
    driveRun();
    updateActions();
    emit changed();
    emit answered();
}

void PracticeMode::setStepLimit(int steps)
{
    steps = std::max(steps, 0);
    if (steps == m_stepLimit) {
        return;
    }
    m_stepLimit = steps;
    if (m_engine) {
        m_engine->setStepLimit(quint64(steps));
    }
    updateActions();
    emit changed();
}

void PracticeMode::setFeedback(const QString &text)
{
    m_feedback = m_engine
        ? PracticeText::withEnd(text, m_engine->finished(), m_engine->solutionReached())
        : text;
}

void PracticeMode::updateActions()
{
    const bool practising = isActive() && m_engine;
    m_showMe->setEnabled(practising && !m_engine->finished());
    m_saveResults->setEnabled(practising);
}

QString PracticeMode::statusText() const
{
    if (!isActive()) {
        return {};
    }
    return m_feedback.isEmpty() ? instructionText() : m_feedback;
}

QString PracticeMode::instructionText() const
{
    if (const QString why = PracticeText::unavailable(availability()); !why.isEmpty()) {
        return why;
    }
    if (!isActive() || !m_engine) {
        return tr("Choose Be the solver to do the algorithm's steps yourself: the program checks "
                  "each one.");
    }
    if (m_engine->finished()) {
        return tr("Done: the summary is below. Step back or restart to practise again.");
    }
    return PracticeText::instruction(*m_engine, m_refusalsMarked->isChecked());
}

QString PracticeMode::summaryText() const
{
    if (!isFinished()) {
        return {};
    }
    return PracticeText::summary(counts(), m_engine->solutionReached());
}

bool PracticeMode::writeResults(const QString &path, QString *error) const
{
    PracticeResults::Record record;
    record.boardSize = m_run->boardSize();
    record.algorithm = QString::fromLatin1(nq::algorithmInfo(m_run->algorithm()).name);
    record.when = QDateTime::currentDateTimeUtc();
    record.refusalsMarked = m_refusalsMarked->isChecked();
    record.finished = isFinished();
    record.solutionReached = m_engine && m_engine->solutionReached();
    record.firstStep = m_engine ? m_engine->startPosition() : 0;
    record.lastStep = m_engine ? m_engine->position() : 0;
    record.counts = counts();
    return PracticeResults::write(path, record, error);
}

void PracticeMode::chooseResultsFile()
{
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Save practice results"),
        QStringLiteral("practice-%1.csv").arg(m_run->boardSize()),
        tr("CSV table (*.csv);;JSON (*.json)"));
    if (path.isEmpty()) {
        return;
    }
    QString error;
    if (!writeResults(path, &error)) {
        QMessageBox::warning(m_window, tr("Save practice results"), error);
    }
}

void PracticeMode::retranslate()
{
    m_practiceMode->setText(tr("&Be the solver"));
    m_practiceMode->setToolTip(
        tr("Do the algorithm's steps yourself on the board; each one is checked"));
    m_showMe->setText(tr("Show &me"));
    m_showMe->setToolTip(tr("Do the next step for me (counted as shown)"));
    m_saveResults->setText(tr("Save resul&ts..."));
    m_saveResults->setToolTip(tr("Save the counts of this practice as CSV or JSON"));
    m_refusalsMarked->setText(tr("Refused squares are marked for me"));
    m_refusalsMarked->setToolTip(
        tr("The program refuses the attacked squares: you only place and take back"));
    if (m_lastVerdict) {
        setFeedback(PracticeText::verdict(m_run->algorithm(), m_run->boardSize(), *m_lastVerdict));
    } else if (m_lastShown) {
        setFeedback(PracticeText::shown(m_run->boardSize(), *m_lastShown));
    }
    updateActions();
    emit changed();
}
