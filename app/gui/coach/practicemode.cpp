// SPDX-License-Identifier: MIT
#include "coach/practicemode.h"

#include "algorithms/algorithmregistry.h"
#include "board/boardscene.h"
#include "coach/practiceresults.h"
#include "display/boardpresenter.h"
#include "run/narrator.h"
#include "run/runcontroller.h"
#include "run/windowmode.h"
#include "text/squarenames.h"

#include <QAction>
#include <QDateTime>
#include <QFileDialog>
#include <QLocale>
#include <QMessageBox>
#include <QWidget>

#include <algorithm>

using nq::learn::Availability;
using nq::learn::MistakeKind;
using nq::learn::PracticeEngine;
using nq::learn::PupilAction;
using nq::learn::StepStream;
using nq::learn::StepVerdict;

PracticeMode::PracticeMode(WindowMode *modes, BoardPresenter *presenter, QWidget *window)
    : QObject(window)
    , m_modes(modes)
    , m_run(modes->run())
    , m_presenter(presenter)
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
    connect(presenter, &BoardPresenter::answerSquareActivated, this, &PracticeMode::act);
    connect(m_run, &RunController::positionChanged, this, &PracticeMode::onRunMoved);
    connect(m_run, &RunController::runStarted, this, &PracticeMode::onRunStarted);
    connect(m_run, &RunController::modeChanged, this, &PracticeMode::onRunStopped);
    modes->bind(WindowMode::Mode::Practice, this, [this] { onEntered(); }, [this] { onLeft(); });
    retranslate();
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

bool PracticeMode::isActive() const
{
    return m_modes->isActive(WindowMode::Mode::Practice);
}

void PracticeMode::setMarks(const AnswerLayer::Marks &marks)
{
    if (isActive()) {
        m_presenter->setAnswerMarks(marks);
    }
}

void PracticeMode::setActive(bool active)
{
    if (active) {
        m_modes->enter(WindowMode::Mode::Practice);
    } else {
        m_modes->leave(WindowMode::Mode::Practice);
    }
    const QSignalBlocker block(m_practiceMode);
    m_practiceMode->setChecked(isActive());
}

void PracticeMode::onEntered()
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

void PracticeMode::onLeft()
{
    {
        const QSignalBlocker block(m_practiceMode);
        m_practiceMode->setChecked(false);
    }
    // The presenter takes the answer layer down with every mark.
    m_engine.reset();
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
    if (availability() != Availability::Available) {
        m_presenter->removeAnswerLayer();
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
    // The layer stays over a browsed board: the pupil's clicks and keys act
    // on the run's position, and the run's step brings its board back.
    m_presenter->showAnswerLayer(false);
    m_presenter->setAnswerInput(AnswerLayer::Input::SquaresOrRefusals);
    m_presenter->setAnswerMarks({});
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
    setFeedback(verdictText(*verdict));
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
    setFeedback(tr("Shown: %1.").arg(stepText(*shown)));
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
    QString feedback = text;
    if (m_engine && m_engine->solutionReached() && m_engine->finished()) {
        feedback += QLatin1Char(' ') + tr("A solution: every row holds a queen. Well done!");
    } else if (m_engine && m_engine->finished()) {
        feedback += QLatin1Char(' ') + tr("The practice is over.");
    }
    m_feedback = feedback;
}

void PracticeMode::updateActions()
{
    const bool practising = isActive() && m_engine;
    m_showMe->setEnabled(practising && !m_engine->finished());
    m_saveResults->setEnabled(practising);
}

QString PracticeMode::square(nq::Square square) const
{
    return text::squareName(m_run->boardSize(), square.row, square.col);
}

QString PracticeMode::stepText(const nq::Event &event) const
{
    switch (event.kind) {
    case nq::EventKind::Place:
        return tr("a queen on %1").arg(square(event.square));
    case nq::EventKind::Remove:
        return tr("take back the queen on %1").arg(square(event.square));
    case nq::EventKind::Reject:
        return tr("refuse %1 (the queen on %2 attacks it %3)")
            .arg(square(event.square), square(event.by), Narrator::lineWords(int(event.line)));
    case nq::EventKind::Solution:
    case nq::EventKind::Done:
    case nq::EventKind::Prune: // the program's, never a step to show or expect
    case nq::EventKind::Wipeout:
    case nq::EventKind::Choose:
        break;
    }
    return {};
}

QString PracticeMode::lineText(nq::Square line) const
{
    if (line.col < 0) {
        return tr("row %1").arg(m_run->boardSize() - line.row);
    }
    return tr("column %1").arg(text::fileName(line.col));
}

QString PracticeMode::attackersText(const StepVerdict &verdict) const
{
    if (verdict.attackers.size() == 1) {
        const nq::Square queen = verdict.attackers.front();
        const nq::Line line = nq::attackLine(queen, verdict.square);
        return tr("the queen on %1 %2")
            .arg(square(queen),
                line == nq::Line::None ? tr("along the row") : Narrator::lineWords(int(line)));
    }
    QStringList names;
    for (const nq::Square queen : verdict.attackers) {
        names.append(square(queen));
    }
    return tr("the queens on %1").arg(names.join(QStringLiteral(", ")));
}

QString PracticeMode::verdictText(const StepVerdict &verdict) const
{
    if (verdict.right) {
        return tr("Right: %1.").arg(stepText(verdict.expected));
    }
    const QString at = square(verdict.square);
    const QString right = stepText(verdict.expected);
    const nq::Event &expected = verdict.expected;
    QString why;
    const bool refuses = PracticeEngine::refuses(m_run->algorithm());
    const bool permutation = AlgorithmRegistry::of(m_run->algorithm()).traits().practice
        == AlgorithmDescription::PracticeHint::Permutation;
    // The line the algorithm works along: the chosen row or column (mrv,
    // dancing links) or the row of its next square. A reason that speaks of
    // "the algorithm refuses it" or "comes to it" holds only there: a square
    // of another row is not being looked at at all.
    const bool chosenColumn
        = expected.kind == nq::EventKind::Place && expected.by.row < 0 && expected.by.col >= 0;
    const bool chosenLine = expected.kind == nq::EventKind::Place
        && (expected.by.row >= 0) != (expected.by.col >= 0);
    const nq::Square workLine = chosenLine ? expected.by : nq::Square { expected.square.row, -1 };
    const bool lookingAtLine = !permutation
        && (expected.kind == nq::EventKind::Place || expected.kind == nq::EventKind::Reject);
    const bool inWorkLine = lookingAtLine
        && (chosenColumn ? verdict.square.col == expected.by.col
                         : verdict.square.row == expected.square.row);
    const bool afterStep = inWorkLine
        && (chosenColumn ? verdict.square.row > expected.square.row
                         : verdict.square.col > expected.square.col);
    switch (*verdict.mistake) {
    case MistakeKind::PlacedOnAttacked:
        if (verdict.attackers.empty()) {
            // Not met (the algorithm refuses only attacked squares), kept honest.
            why = tr("Not this square: the algorithm works on %1.").arg(square(expected.square));
        } else if (!inWorkLine) {
            why = tr("%1 is attacked by %2.").arg(at, attackersText(verdict));
        } else {
            why = refuses ? tr("%1 is attacked by %2: the algorithm refuses it.")
                                .arg(at, attackersText(verdict))
                          : tr("%1 is attacked by %2: it is no longer among the squares left.")
                                .arg(at, attackersText(verdict));
        }
        break;
    case MistakeKind::RefusedFreeSquare:
        why = tr("%1 is free: no queen attacks it.").arg(at);
        break;
    case MistakeKind::RefusedQueen:
        why = tr("No other queen attacks the queen on %1: the algorithm does not refuse it.")
                  .arg(at);
        break;
    case MistakeKind::SkippedSquare:
        why = afterStep
            ? tr("Not yet: the algorithm comes to %1 first.").arg(square(expected.square))
            : tr("Not this square: the algorithm works on %1.").arg(square(expected.square));
        break;
    case MistakeKind::TookBackTooEarly:
        why = lookingAtLine ? tr("Too early: %1 still has squares to try.").arg(lineText(workLine))
                            : tr("Too early: the algorithm does not take back a queen now.");
        break;
    case MistakeKind::MissedTakeBack:
        why = permutation ? tr("This permutation is done: the algorithm takes back a queen.")
            : refuses
            ? tr("No square of this row is left: the algorithm takes back a queen.")
            : tr("No square is left to try, or a row was wiped out: the algorithm takes back a "
                 "queen.");
        break;
    case MistakeKind::WrongQueen:
        why = tr("Not that queen: the algorithm takes back the queen on %1.")
                  .arg(square(expected.square));
        break;
    case MistakeKind::NotAQueen:
        why = tr("There is no queen on %1.").arg(at);
        break;
    case MistakeKind::UsedColumn:
        why = tr("The queen on %1 holds column %2: the algorithm never looks at its squares.")
                  .arg(square(verdict.attacker), text::fileName(verdict.square.col));
        break;
    case MistakeKind::NeverRefuses:
        why = tr("This algorithm never refuses a square: the attacked ones are already out of "
                 "its choices.");
        break;
    case MistakeKind::OutsideChosenLine:
        why = tr("The search chose %1 (the fewest squares left): the queen goes there.")
                  .arg(lineText(expected.by));
        break;
    }
    return tr("Mistake: %1 The algorithm's step: %2.").arg(why, right);
}

QString PracticeMode::mistakeText(MistakeKind kind)
{
    switch (kind) {
    case MistakeKind::PlacedOnAttacked:
        return tr("placed on an attacked square");
    case MistakeKind::RefusedFreeSquare:
        return tr("refused a free square");
    case MistakeKind::SkippedSquare:
        return tr("skipped a square");
    case MistakeKind::TookBackTooEarly:
        return tr("took back too early");
    case MistakeKind::MissedTakeBack:
        return tr("missed a take-back");
    case MistakeKind::WrongQueen:
        return tr("took back the wrong queen");
    case MistakeKind::NotAQueen:
        return tr("no queen to take back");
    case MistakeKind::UsedColumn:
        return tr("looked at a used column");
    case MistakeKind::NeverRefuses:
        return tr("refused (the algorithm never does)");
    case MistakeKind::OutsideChosenLine:
        return tr("left the chosen row or column");
    case MistakeKind::RefusedQueen:
        return tr("refused a queen no other queen attacks");
    }
    return {};
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
    switch (availability()) {
    case Availability::LocalSearch:
        return tr("Min-conflicts makes random choices (which queen, which of the tied squares): "
                  "there is no right move to check. Choose a backtracking algorithm to be the "
                  "solver.");
    case Availability::TooLarge:
        return tr("Be the solver works on boards up to %1 x %1.").arg(nq::learn::MaxPracticeSize);
    case Availability::Available:
        break;
    }
    if (!isActive() || !m_engine) {
        return tr("Choose Be the solver to do the algorithm's steps yourself: the program checks "
                  "each one.");
    }
    if (m_engine->finished()) {
        return tr("Done: the summary is below. Step back or restart to practise again.");
    }
    const auto hint = AlgorithmRegistry::of(m_run->algorithm()).traits().practice;
    using Hint = AlgorithmDescription::PracticeHint;
    if (hint == Hint::Permutation) {
        return m_refusalsMarked->isChecked()
            ? tr("Go to the next permutation: take back the queens from the bottom, then place "
                 "the new ones from the top.")
            : tr("Test the permutation: refuse the first queen attacked by one above it. Then go "
                 "to the next permutation: take back from the bottom, place from the top.");
    }
    const std::span<const int> queens = m_engine->queens();
    int row = 0;
    while (row < int(queens.size()) && queens[row] >= 0) {
        ++row;
    }
    if (row == int(queens.size())) {
        return tr("Every row holds a queen: take back the last one.");
    }
    const int rank = int(queens.size()) - row;
    switch (hint) {
    case Hint::DomainRows:
        return tr("Row %1: place the queen on its first square left, from the left (the program "
                  "prunes the other rows after each queen). If none is left, or a row is wiped "
                  "out, take back the last queen.")
            .arg(rank);
    case Hint::ChosenLine: {
        // The Choose is on the board already: naming its line gives nothing away.
        const nq::Event *next = m_engine->expected();
        if (next && next->kind == nq::EventKind::Place && (next->by.row >= 0 || next->by.col >= 0)) {
            return tr("The search chose %1, the one with the fewest squares left: place the queen "
                      "on its first square left. If none is left, or a row is wiped out, take "
                      "back the last queen.")
                .arg(lineText(next->by));
        }
        return tr("Place the queen on the first square left of the row or column the search "
                  "chose. If none is left, or a row is wiped out, take back the last queen.");
    }
    case Hint::FreeColumns:
        return m_refusalsMarked->isChecked()
            ? tr("Row %1: place the queen on the first free square from the left, in a column no "
                 "queen holds (the refused squares are marked for you). If none is left, take "
                 "back the queen above.")
                  .arg(rank)
            : tr("Row %1: look only at the columns no queen holds, from the left. Refuse each "
                 "square attacked along a diagonal, place the queen on the first free one. If "
                 "none is left, take back the queen above.")
                  .arg(rank);
    default:
        break;
    }
    return m_refusalsMarked->isChecked()
        ? tr("Row %1: place the queen on the first free square from the left (the refused "
             "squares are marked for you). If none is left, take back the queen above.")
              .arg(rank)
        : tr("Row %1: look at its squares from the left. Refuse each attacked one, place the "
             "queen on the first free one. If none is left, take back the queen above.")
              .arg(rank);
}

QString PracticeMode::summaryText() const
{
    if (!isFinished()) {
        return {};
    }
    const nq::learn::PracticeCounts c = counts();
    const QLocale locale;
    QString text = m_engine->solutionReached() ? tr("Summary: you reached a solution.")
                                               : tr("Summary: the practice is over.");
    text += QLatin1Char('\n')
        + tr("Steps done by you: %1. Steps shown: %2. Mistakes: %3.")
              .arg(locale.toString(qulonglong(c.done)), locale.toString(qulonglong(c.shown)),
                  locale.toString(qulonglong(c.mistakeTotal())));
    for (std::size_t i = 0; i < nq::learn::MistakeKindCount; ++i) {
        if (c.mistakes[i] > 0) {
            text += QLatin1Char('\n')
                + tr("%1: %2", "a mistake's kind and how often")
                      .arg(mistakeText(MistakeKind(i)), locale.toString(qulonglong(c.mistakes[i])));
        }
    }
    return text;
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
        setFeedback(verdictText(*m_lastVerdict));
    } else if (m_lastShown) {
        setFeedback(tr("Shown: %1.").arg(stepText(*m_lastShown)));
    }
    updateActions();
    emit changed();
}
