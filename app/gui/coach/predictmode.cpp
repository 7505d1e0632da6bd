// SPDX-License-Identifier: MIT
#include "coach/predictmode.h"

#include "coach/predictresults.h"
#include "coach/predicttext.h"
#include "display/boardpresenter.h"
#include "common/actiontexts.h"
#include "run/runcontroller.h"
#include "activity/activityhost.h"
#include "coach/predictpanel.h"
#include "sessionfile/sessionstate.h"

#include <QAction>
#include <QStyle>
#include <QWidget>

using nq::learn::Answer;
using nq::learn::Check;
using nq::learn::NextAction;
using nq::learn::Question;
using nq::learn::QuestionKind;
using nq::learn::Verdict;
using nq::learn::Why;

namespace {

QPoint point(nq::Square square)
{
    return { square.col, square.row };
}

// Whether the board answers the question (a click or the cursor on a square).
// Dancing links' chosen line may be a column: a square would be ambiguous,
// so that one is answered in the panel's list only.
bool wantsSquare(const Question &question)
{
    switch (question.kind) {
    case QuestionKind::NextSquare:
    case QuestionKind::Attacker:
    case QuestionKind::FewestAttackers:
    case QuestionKind::WipedOutRow:
        return true;
    case QuestionKind::ChosenLine:
        return !question.columns;
    case QuestionKind::NextEvent:
    case QuestionKind::TriesLeft:
    case QuestionKind::PartOfSolution:
        break;
    }
    return false;
}

// A mark on `square` when it is one (a line's answer has no square to mark).
void markSquare(QPoint &mark, nq::Square square)
{
    if (square.isValid()) {
        mark = point(square);
    }
}

} // namespace

PredictMode::PredictMode(ActivityHost *host, BoardPresenter *presenter, QWidget *window)
    : QObject(window)
    , Activity(Kind::Predict)
    , m_run(presenter->run())
    , m_presenter(presenter)
    , m_action(new QAction(this))
{
    m_action->setCheckable(true);
    m_action->setShortcut(QKeySequence(Qt::Key_Q));
    m_action->setObjectName(QStringLiteral("predictAction"));
    // With an icon the button shrinks with the run's others on a narrow tool bar.
    m_action->setIcon(window->style()->standardIcon(QStyle::SP_MessageBoxQuestion));
    window->addAction(m_action);
    connect(m_action, &QAction::toggled, this, &PredictMode::setActive);
    m_resume.setSingleShot(true);
    connect(&m_resume, &QTimer::timeout, this, &PredictMode::resume);
    connect(m_run, &RunController::gateStopped, this, &PredictMode::onGateStopped);
    connect(m_run, &RunController::positionChanged, this, &PredictMode::onPositionChanged);
    connect(m_run, &RunController::runStarted, this, &PredictMode::onRunStarted);
    host->add(this);
    // The status line says the question while it waits.
    connect(this, &PredictMode::changed, this, [this] { statusWordsChanged(); });
    retranslate();
    m_panel = new PredictPanel(this, window);
}

// The run's gate opens by itself when its owner goes (RunController::takeGate()).
PredictMode::~PredictMode() = default;

QWidget *PredictMode::panel() const
{
    return m_panel;
}

const char *PredictMode::dockTitle() const
{
    return QT_TRANSLATE_NOOP("MainWindow", "Predict");
}

BoardLayer *PredictMode::makeBoardLayer(BoardScene *scene)
{
    auto *layer = new AnswerLayer(scene);
    layer->setMarks(m_layerMarks);
    layer->setInput(m_layerInput);
    // Predict takes squares, no refusals (its input is Input::Squares):
    // answerSquare() leaves out the refuse argument, always false here.
    connect(layer, &AnswerLayer::squareActivated, this, &PredictMode::answerSquare);
    m_layer = layer;
    return layer;
}

void PredictMode::setMarks(const AnswerLayer::Marks &marks)
{
    const QList<AnswerLayer::ClassCount> counts = m_marks.counts;
    m_marks = marks;
    m_marks.counts = counts;
    showMarks();
}

void PredictMode::setClassCounts(const QList<AnswerLayer::ClassCount> &counts)
{
    m_marks.counts = counts;
    showMarks();
}

void PredictMode::showMarks()
{
    if (!isActive()) {
        return;
    }
    m_layerMarks = m_marks;
    if (m_layer) {
        m_layer->setMarks(m_layerMarks);
    }
}

void PredictMode::setInput(AnswerLayer::Input input)
{
    if (!isActive()) {
        return;
    }
    m_layerInput = input;
    if (m_layer) {
        m_layer->setInput(input);
        if (input != AnswerLayer::Input::Off) {
            m_presenter->focusBoard();
        }
    }
}

void PredictMode::retranslate()
{
    ActionTexts::set(m_action, tr("P&redict"),
        tr("Predict mode: the run stops to ask what the search does next"));
    if (const Question *question = openQuestion()) {
        m_questionText = PredictText::question(*question, m_run->boardSize(), refuses());
    }
    if (m_last && m_lastCheck) {
        m_verdictText = PredictText::verdict(*m_lastCheck, *m_last, m_run->boardSize());
    } else if (m_reminded) {
        m_verdictText = reminderText();
    }
    emit changed();
}

QString PredictMode::keysText() const
{
    const Question *open = openQuestion();
    if (!open || !wantsSquare(*open)) {
        return {};
    }
    return tr("Arrow keys move the dashed square on the board; Space or Enter answers with it.");
}

QString PredictMode::statusText() const
{
    if (!isActive()) {
        return {};
    }
    if (openQuestion()) {
        return m_questionText; // the keys are said under it in the panel
    }
    return isConfirming() ? m_verdictText : QString();
}

QString PredictMode::reminderText()
{
    return tr("The step waits for your answer (or Show answer).");
}

void PredictMode::setSettings(const nq::learn::PredictSettings &settings)
{
    if (settings == m_settings) {
        return;
    }
    m_settings = settings;
    if (m_engine) {
        m_engine->setSettings(settings);
    }
    emit settingsChanged();
}

void PredictMode::saveSession(SessionState &state) const
{
    state.predict = m_settings;
    if (isActive()) {
        state.mode = SessionState::Mode::Predict;
    }
}

void PredictMode::restoreSettings(const SessionState &state)
{
    setSettings(state.predict);
}

void PredictMode::restoreSession(const SessionState &state)
{
    if (state.mode == SessionState::Mode::Predict) {
        setActive(true);
    }
}

const Question *PredictMode::openQuestion() const
{
    return m_engine ? m_engine->openQuestion() : nullptr;
}

nq::learn::PredictScore PredictMode::score() const
{
    return m_engine ? m_engine->score() : nq::learn::PredictScore {};
}

bool PredictMode::kindFits(QuestionKind kind) const
{
    return nq::learn::PredictEngine::fits(m_run->algorithm(), kind);
}

bool PredictMode::refuses() const
{
    return nq::learn::PredictEngine::fits(m_run->algorithm(), NextAction::Refuse);
}

void PredictMode::setActive(bool active)
{
    if (active) {
        enterActivity();
    } else {
        leaveActivity();
    }
    m_action->setChecked(isActive());
}

void PredictMode::entered()
{
    m_action->setChecked(true);
    ensureEngine();
    // The main window's run has no other gate keeper (the compare window's
    // lockstep gates its own runs only).
    m_run->takeGate(this, [this](quint64 step) {
        if (!m_engine) {
            return false;
        }
        if (const Question *open = m_engine->openQuestion()) {
            return open->position == step; // answer first
        }
        return m_engine->wantsStop(step);
    });
    m_run->pause();
    // Paused already on a question point: ask at once.
    if (m_engine->wantsStop(m_run->state().step())) {
        onGateStopped(m_run->state().step(), false);
    }
    emit activeChanged(true);
}

void PredictMode::left()
{
    // The presenter takes the layer down; a layer made when the mode is
    // entered again starts without marks and input.
    m_action->setChecked(false);
    m_run->releaseGate(this);
    m_resume.stop();
    dropQuestion();
    m_verdictText.clear();
    m_reminded = false;
    m_last.reset();
    m_lastCheck.reset();
    m_layerMarks = {};
    m_layerInput = AnswerLayer::Input::Off;
    emit changed();
    emit activeChanged(false);
}

void PredictMode::startAfresh()
{
    m_resume.stop();
    dropQuestion();
    m_engine.reset();
    if (isActive()) {
        ensureEngine();
    }
    emit changed();
}

void PredictMode::ensureEngine()
{
    const int n = m_run->boardSize();
    const int algorithm = int(m_run->algorithm());
    const quint64 seed = m_run->seed();
    const std::vector<int> start = m_run->startBoard();
    if (m_engine && n == m_n && algorithm == m_algorithm && seed == m_seed && start == m_start) {
        return;
    }
    m_n = n;
    m_algorithm = algorithm;
    m_seed = seed;
    m_start = start; // a run from the pupil's queens (Run from here) is another run
    const auto algo = m_run->algorithm();
    m_engine = std::make_unique<nq::learn::PredictEngine>(algo,
        nq::learn::StepStream::runSource(algo, n, seed, start), start, m_settings);
    m_last.reset();
    m_lastCheck.reset();
    m_verdictText.clear();
    m_reminded = false;
}

void PredictMode::onRunStarted()
{
    m_resume.stop();
    dropQuestion();
    if (isActive()) {
        ensureEngine();
    }
    emit changed();
}

void PredictMode::onGateStopped(quint64 step, bool playing)
{
    if (!isActive() || !m_engine) {
        return;
    }
    const bool again = openQuestion() && openQuestion()->position == step;
    const Question *question = m_engine->ask(step);
    if (!question) {
        return;
    }
    m_wasPlaying = playing;
    if (again) {
        // Played or stepped into the open question: it stays as it was, and
        // says why the run does not move (unless a verdict already shows).
        if (!m_lastCheck && !m_reminded) {
            m_reminded = true;
            m_verdictText = reminderText();
            emit changed();
            emit announced(m_verdictText);
        }
        return;
    }
    m_last = *question;
    m_lastCheck.reset();
    m_verdictText.clear();
    m_reminded = false;
    m_questionText = PredictText::question(*question, m_run->boardSize(), refuses());
    showQuestionMarks(*question);
    if (wantsSquare(*question) && question->row >= 0 && isActive()) {
        // The cursor starts on the row asked about, at its left end.
        m_presenter->setCursor(QPoint(0, question->row));
    }
    setInput(wantsSquare(*question) ? AnswerLayer::Input::Squares : AnswerLayer::Input::Off);
    emit changed();
    emit asked();
    emit announced(m_questionText);
}

void PredictMode::showQuestionMarks(const Question &question)
{
    AnswerLayer::Marks marks;
    if (question.kind == QuestionKind::Attacker || question.kind == QuestionKind::PartOfSolution
        || question.kind == QuestionKind::WipedOutRow) {
        marks.question = point(question.square);
    }
    setMarks(marks);
}

void PredictMode::onPositionChanged(quint64 step)
{
    const Question *open = openQuestion();
    if (open && open->position != step) {
        // Stepped back or sought away: the question is gone, unscored; it is
        // asked again when the run comes back.
        dropQuestion();
        m_verdictText.clear();
        m_reminded = false;
        emit changed();
    } else if (m_resume.isActive() && m_last && m_last->position != step) {
        // The pupil moved on before the answer's moment ended: their move counts.
        m_resume.stop();
        setMarks({});
    } else if (!open && !m_resume.isActive() && isActive()) {
        setMarks({}); // a closed question's marks go with its step
    }
}

void PredictMode::dropQuestion()
{
    if (m_engine) {
        m_engine->drop();
    }
    m_questionText.clear();
    setInput(AnswerLayer::Input::Off);
    if (isActive()) {
        setMarks({});
    }
}

void PredictMode::answerSquare(int row, int col)
{
    const Question *open = openQuestion();
    if (open && wantsSquare(*open)) {
        take(Answer::ofSquare({ row, col }));
    }
}

void PredictMode::answerLine(int row, int col)
{
    const Question *open = openQuestion();
    if (open && (open->kind == QuestionKind::ChosenLine || open->kind == QuestionKind::WipedOutRow)) {
        take(Answer::ofSquare({ row, col }));
    }
}

void PredictMode::answerAction(NextAction action)
{
    const Question *open = openQuestion();
    if (open && open->kind == QuestionKind::NextEvent) {
        take(Answer::ofAction(action));
    }
}

void PredictMode::answerNumber(int number)
{
    const Question *open = openQuestion();
    if (open && open->kind == QuestionKind::TriesLeft) {
        take(Answer::ofNumber(number));
    }
}

void PredictMode::answerYes(bool yes)
{
    const Question *open = openQuestion();
    if (open && open->kind == QuestionKind::PartOfSolution) {
        take(Answer::ofYes(yes));
    }
}

void PredictMode::revealAnswer()
{
    if (!openQuestion()) {
        return;
    }
    const Question question = *openQuestion();
    m_engine->reveal();
    Check check;
    check.verdict = Verdict::Revealed;
    m_lastCheck = check;
    m_verdictText = PredictText::revealed(question, m_run->boardSize());
    AnswerLayer::Marks marks;
    if (wantsSquare(question)) {
        markSquare(marks.right, question.answer);
    }
    if (question.kind == QuestionKind::WipedOutRow) {
        marks.question = point(question.square);
    }
    if (question.kind == QuestionKind::Attacker) {
        marks.question = point(question.square);
        marks.lines = { QLine(point(question.answer), point(question.square)) };
    }
    setMarks(marks);
    setInput(AnswerLayer::Input::Off);
    m_questionText.clear();
    if (!m_held) {
        m_resume.start(RevealMs);
    }
    emit changed();
    emit announced(m_verdictText);
}

void PredictMode::take(const Answer &answer)
{
    const Question question = *openQuestion();
    const Check check = m_engine->answer(answer);
    const int n = m_run->boardSize();
    m_lastCheck = check;
    m_verdictText = PredictText::verdict(check, question, n);
    AnswerLayer::Marks marks;
    if (question.kind == QuestionKind::Attacker || question.kind == QuestionKind::PartOfSolution
        || question.kind == QuestionKind::WipedOutRow) {
        marks.question = point(question.square);
    }
    switch (check.verdict) {
    case Verdict::Ignored:
        emit changed();
        emit announced(m_verdictText);
        return;
    case Verdict::TryAgain:
        if (wantsSquare(question)) {
            markSquare(marks.wrong, answer.square);
        }
        if (check.why == Why::Attacked || check.why == Why::NotAttacking) {
            if (check.line != nq::Line::None) {
                marks.lines = { QLine(point(check.by), point(check.square)) };
            }
            if (question.kind == QuestionKind::NextEvent) {
                marks.question = point(check.square);
            }
        }
        for (const nq::Square &attacker : check.attackerSquares) {
            marks.lines.append(QLine(point(attacker), point(check.square)));
        }
        setMarks(marks);
        emit changed();
        emit announced(m_verdictText);
        return;
    case Verdict::Right:
        if (wantsSquare(question)) {
            markSquare(marks.right, answer.square);
        }
        if (question.kind == QuestionKind::Attacker) {
            marks.lines = { QLine(point(answer.square), point(question.square)) };
        }
        break;
    case Verdict::Revealed:
        if (wantsSquare(question)) {
            markSquare(marks.wrong, answer.square);
            markSquare(marks.right, question.answer);
        }
        if (question.kind == QuestionKind::Attacker) {
            marks.lines = { QLine(point(question.answer), point(question.square)) };
        }
        break;
    }
    setMarks(marks);
    setInput(AnswerLayer::Input::Off);
    m_questionText.clear();
    if (!m_held) {
        m_resume.start(check.verdict == Verdict::Right ? ConfirmMs : RevealMs);
    }
    emit changed();
    emit announced(m_verdictText);
}

void PredictMode::resume()
{
    if (!isActive()) {
        return;
    }
    setMarks({});
    if (m_wasPlaying) {
        m_run->play();
    } else {
        m_run->step();
    }
    emit changed(); // the answer's moment is over
}

bool PredictMode::saveResults(const QString &fileName, QString *error) const
{
    PredictResults results;
    results.boardSize = m_run->boardSize();
    results.algorithm = QString::fromLatin1(nq::algorithmInfo(m_run->algorithm()).name);
    results.when = QDateTime::currentDateTime();
    results.score = score();
    return results.save(fileName, error);
}
