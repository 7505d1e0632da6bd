// SPDX-License-Identifier: MIT
// Predict mode through the real window: the run stops before the step that
// answers, each question kind answered with real clicks on squares and
// buttons (and the keyboard), wrong answers marked on the board, the score,
// step back, a new N or algorithm mid-question, leaving the mode, the
// results file and the remembered settings.
#include "board/answerlayer.h"
#include "activity/activityhost.h"
#include "window/docklayout.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "coach/predictmode.h"
#include "coach/predictpanel.h"
#include "coach/predictresults.h"
#include "display/boardpresenter.h"
#include "explain/pseudocodepanel.h"
#include "learn/stepstream.h"
#include "play/playmode.h"
#include "run/runactions.h"
#include "run/runcontroller.h"
#include "support/predictquestion.h"
#include "support/shownwindow.h"
#include "support/wait.h"
#include "window/appsettings.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QGraphicsView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QApplication>
#include <QListWidget>
#include <QLabel>
#include <QSlider>
#include <QTest>

using nq::learn::NextAction;
using nq::learn::PredictSettings;
using nq::learn::Question;
using nq::learn::QuestionKind;

namespace {

using nqtest::stepToQuestion;

using nqtest::onlyKind;

QGraphicsView *boardView(MainWindow &window)
{
    return qobject_cast<QGraphicsView *>(window.centralWidget());
}

// A real left click on the board's square (row, col).
void clickSquare(MainWindow &window, nq::Square square)
{
    QGraphicsView *view = boardView(window);
    const QPoint at = view->mapFromScene(window.boardScene()->squareRect(square.row, square.col).center());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
}

// A square of the question's row that is not accepted (square kinds), or
// a queen that does not attack (Attacker); invalid when there is none.
nq::Square wrongSquare(const Question &question, int n)
{
    if (question.kind == QuestionKind::Attacker) {
        for (int row = 0; row < n; ++row) {
            const nq::Square queen { row, question.board[row] };
            if (queen.col >= 0 && nq::attackLine(queen, question.square) == nq::Line::None) {
                return queen;
            }
        }
        return {};
    }
    if (question.kind == QuestionKind::ChosenLine || question.kind == QuestionKind::WipedOutRow) {
        if (question.columns) {
            return {}; // dancing links' lines are picked in the panel's list
        }
        // A square of another row without a queen: it names that row.
        for (int row = 0; row < n; ++row) {
            if (row != question.answer.row && question.board[row] < 0) {
                return { row, n - 1 };
            }
        }
        return {};
    }
    for (int col = 0; col < n; ++col) {
        const nq::Square square { question.row, col };
        if (std::find(question.accepted.begin(), question.accepted.end(), square) == question.accepted.end()) {
            return square;
        }
    }
    return {};
}

// The panel's list of lines: the index of `line`, or of another line than
// `line` (-1 when there is none).
int lineIndex(PredictPanel *panel, nq::Square line, bool other)
{
    for (int i = 0; i < panel->lineBox()->count(); ++i) {
        const QPoint item = panel->lineBox()->itemData(i).toPoint();
        if ((nq::Square { item.y(), item.x() } == line) != other) {
            return i;
        }
    }
    return -1;
}

} // namespace

class TestPredict : public QObject
{
    Q_OBJECT

private slots:
    void eachKind_data();
    void eachKind();
    void keyboardAnswers();
    void refusalsAreNoAnswers_data();
    void refusalsAreNoAnswers();
    void stepBackDropsTheQuestion();
    void newSizeOrAlgorithmMidQuestion_data();
    void newSizeOrAlgorithmMidQuestion();
    void leavingRemovesEveryMark();
    void browsedBoardTakesNoAnswers();
    void playingGoesOnPlaying();
    void answersByKeyboard_data();
    void answersByKeyboard();
    void arrowsAnswerWhileAQuestionWaits_data();
    void arrowsAnswerWhileAQuestionWaits();
    void modesExcludeEachOther();
    void savesResults_data();
    void savesResults();
    void remembersSettings();
    void asksOnThePupilsBoard();
    void steppingIntoTheQuestionSaysWhy();
    void classCountsOnTheBoard_data();
    void classCountsOnTheBoard();
};

void TestPredict::eachKind_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("wrongs"); // wrong answers first: 0, 1, or 2 (revealed)
    const struct
    {
        nq::Algorithm algorithm;
        QuestionKind kind;
    } cases[] = {
        { nq::Algorithm::LockLines, QuestionKind::NextSquare },
        { nq::Algorithm::CheckQueens, QuestionKind::Attacker },
        { nq::Algorithm::MarkBoard, QuestionKind::NextEvent },
        { nq::Algorithm::Permutations, QuestionKind::NextEvent },
        { nq::Algorithm::Bitmask, QuestionKind::TriesLeft },
        { nq::Algorithm::LockLines, QuestionKind::PartOfSolution },
        { nq::Algorithm::MinConflicts, QuestionKind::FewestAttackers },
        { nq::Algorithm::Mrv, QuestionKind::ChosenLine },
        { nq::Algorithm::DancingLinks, QuestionKind::ChosenLine },
        { nq::Algorithm::ForwardChecking, QuestionKind::WipedOutRow },
        { nq::Algorithm::Mrv, QuestionKind::WipedOutRow },
        { nq::Algorithm::ForwardChecking, QuestionKind::NextEvent },
        { nq::Algorithm::Mrv, QuestionKind::NextSquare },
        { nq::Algorithm::AvailableColumns, QuestionKind::Attacker },
    };
    for (const auto &c : cases) {
        for (int wrongs : { 0, 1, 2 }) {
            QTest::addRow("%s-%s-%d", nq::algorithmInfo(c.algorithm).name.data(),
                qPrintable(PredictResults::kindId(c.kind)), wrongs)
                << int(c.algorithm) << int(c.kind) << wrongs;
        }
    }
}

// One question of the kind, answered through the window: wrong `wrongs`
// times (a real click on a wrong square, or the wrong button), then right;
// the verdict, the marks, the score, and then the step that answers.
void TestPredict::eachKind()
{
    QFETCH(int, algorithm);
    QFETCH(int, kind);
    QFETCH(int, wrongs);
    const auto algo = nq::Algorithm(algorithm);
    const auto qkind = QuestionKind(kind);
    const int n = 6;
    MainWindow window(n, algo);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    window.activateWindow();
    PredictMode *mode = window.activities()->get<PredictMode>();
    PredictPanel *panel = window.activities()->get<PredictMode>()->predictPanel();
    RunController *run = window.controller();
    mode->setSettings(onlyKind(qkind));
    QTest::keyClick(&window, Qt::Key_Q); // the mode's shortcut
    QVERIFY(mode->isActive());
    QVERIFY(window.presenter()->answerLayer());

    // Find a question that has a wrong answer to give.
    Question question;
    nq::Square wrong;
    for (int tries = 0; tries < 50; ++tries) {
        QVERIFY(stepToQuestion(window));
        question = *mode->openQuestion();
        wrong = wrongSquare(question, n);
        const bool squareKind = qkind == QuestionKind::NextSquare || qkind == QuestionKind::Attacker
            || qkind == QuestionKind::FewestAttackers || qkind == QuestionKind::WipedOutRow
            || (qkind == QuestionKind::ChosenLine && !question.columns);
        const bool lineKind = qkind == QuestionKind::ChosenLine && question.columns;
        if ((!squareKind || wrong.isValid() || wrongs == 0)
            && (!lineKind || lineIndex(panel, question.answer, true) >= 0 || wrongs == 0)) {
            break;
        }
        mode->revealAnswer(); // not this one: on to the next
        NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return !mode->isConfirming(); }, "the run going on"));
        mode->setSettings(onlyKind(qkind));
    }
    QCOMPARE(question.kind, qkind);
    // Stopped before the step that answers.
    QCOMPARE(run->state().step(), question.position);
    QCOMPARE(run->mode(), RunController::Mode::Paused);
    QVERIFY(!panel->questionText().isEmpty());
    QCOMPARE(panel->questionText(), mode->questionText());
    const nq::learn::PredictScore before = mode->score();

    const auto answer = [&](bool right) {
        switch (qkind) {
        case QuestionKind::NextSquare:
        case QuestionKind::Attacker:
        case QuestionKind::FewestAttackers:
            clickSquare(window, right ? question.answer : wrong);
            break;
        case QuestionKind::ChosenLine:
        case QuestionKind::WipedOutRow:
            if (question.columns) {
                // Dancing links: the list in the panel (a square would be ambiguous).
                QVERIFY(panel->lineBox()->isVisible());
                QVERIFY(window.presenter()->answerLayer()->input() == AnswerLayer::Input::Off);
                panel->lineBox()->setCurrentIndex(lineIndex(panel, question.answer, !right));
                QTest::mouseClick(panel->lineButton(), Qt::LeftButton);
            } else {
                // Any square of the row names it.
                clickSquare(window, right ? nq::Square { question.answer.row, 0 } : wrong);
            }
            break;
        case QuestionKind::NextEvent: {
            const NextAction action = right ? question.action
                : question.action == NextAction::Place ? NextAction::Backtrack
                                                        : NextAction::Place;
            QPushButton *button = panel->actionButton(int(action));
            QVERIFY(button->isVisible());
            // Refuse is offered only where the algorithm refuses.
            QCOMPARE(panel->actionButton(int(NextAction::Refuse))->isVisible(),
                algo != nq::Algorithm::ForwardChecking && algo != nq::Algorithm::Mrv
                    && algo != nq::Algorithm::DancingLinks);
            QTest::mouseClick(button, Qt::LeftButton);
            break;
        }
        case QuestionKind::TriesLeft:
            QVERIFY(panel->numberBox()->isVisible());
            panel->numberBox()->setValue(right ? question.count
                    : question.count > 0     ? question.count - 1
                                             : question.count + 1);
            QTest::mouseClick(panel->numberButton(), Qt::LeftButton);
            break;
        case QuestionKind::PartOfSolution:
            QTest::mouseClick(right == question.yes ? panel->yesButton() : panel->noButton(),
                Qt::LeftButton);
            break;
        }
    };
    for (int i = 0; i < std::min(wrongs, 2); ++i) {
        answer(false);
        QVERIFY(!panel->verdictText().isEmpty());
        if (i == 0) {
            QVERIFY(mode->openQuestion()); // one more try
            QCOMPARE(run->state().step(), question.position);
            QVERIFY(panel->verdictText().contains(QLatin1String("Try once more")));
            const AnswerLayer::Marks &marks = window.presenter()->answerLayer()->marks();
            if (wrong.isValid() && qkind != QuestionKind::NextEvent && qkind != QuestionKind::TriesLeft
                && qkind != QuestionKind::PartOfSolution) {
                QCOMPARE(marks.wrong, QPoint(wrong.col, wrong.row));
            }
            if (qkind == QuestionKind::NextSquare && question.board.size() > 0) {
                // A wrong square that is attacked shows the attack line.
                bool attacked = false;
                for (int row = 0; row < n; ++row) {
                    attacked = attacked
                        || (question.board[row] >= 0
                            && nq::attackLine({ row, question.board[row] }, wrong) != nq::Line::None);
                }
                QCOMPARE(!marks.lines.isEmpty(), attacked);
            }
            if (qkind == QuestionKind::FewestAttackers) {
                QVERIFY(!marks.lines.isEmpty()); // a wrong square has more attackers
            }
            if (qkind == QuestionKind::WipedOutRow) {
                // The queen whose pruning the question is about stays marked.
                QCOMPARE(marks.question, QPoint(question.square.col, question.square.row));
            }
        }
    }
    if (wrongs < 2) {
        answer(true);
        QVERIFY2(panel->verdictText().startsWith(QLatin1String("Right")),
            qPrintable(panel->verdictText()));
    } else {
        QVERIFY(panel->verdictText().contains(QLatin1String("The answer:")));
    }
    QVERIFY(!mode->openQuestion());
    const auto tally = mode->score().of(qkind);
    QCOMPARE(tally.asked, before.of(qkind).asked + 1);
    QCOMPARE(tally.rightFirst, before.of(qkind).rightFirst + (wrongs == 0));
    QCOMPARE(tally.rightSecond, before.of(qkind).rightSecond + (wrongs == 1));
    QCOMPARE(tally.revealed, before.of(qkind).revealed + (wrongs == 2));
    // The score table shows it.
    QCOMPARE(panel->scoreTable()->item(kind, 0)->text(), QString::number(tally.asked));

    // Then the step is shown as usual: the one the question was about.
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return run->state().step() == question.position + 1; }, "the answering step"));
    const StepEvent &shown = run->state().last();
    switch (qkind) {
    case QuestionKind::NextSquare:
    case QuestionKind::FewestAttackers:
        // The next event may be a refusal first (NextSquare): the row's queen
        // is still to come; it lands on the answer.
        if (shown.kind == nq::EventKind::Place) {
            QCOMPARE(shown.row, question.answer.row);
            QCOMPARE(shown.col, question.answer.col);
        }
        break;
    case QuestionKind::Attacker:
        QCOMPARE(shown.kind, nq::EventKind::Reject);
        QCOMPARE(shown.byRow, question.answer.row);
        QCOMPARE(shown.byCol, question.answer.col);
        break;
    case QuestionKind::NextEvent:
        QCOMPARE(int(shown.kind),
            int(question.action == NextAction::Place ? nq::EventKind::Place
                    : question.action == NextAction::Refuse ? nq::EventKind::Reject
                    : question.action == NextAction::Backtrack ? nq::EventKind::Remove
                                                              : nq::EventKind::Solution));
        break;
    case QuestionKind::ChosenLine:
        QCOMPARE(shown.kind, nq::EventKind::Choose);
        QCOMPARE(shown.row, question.answer.row);
        QCOMPARE(shown.col, question.answer.col);
        break;
    case QuestionKind::WipedOutRow:
        // The first of the queen's prunes; its Wipeout names the row.
        QCOMPARE(shown.kind, nq::EventKind::Prune);
        QCOMPARE(shown.byRow, question.square.row);
        QCOMPARE(shown.byCol, question.square.col);
        break;
    case QuestionKind::TriesLeft:
    case QuestionKind::PartOfSolution:
        break;
    }
    QVERIFY(window.presenter()->answerLayer()->marks() == AnswerLayer::Marks {});
}

// Keyboard alone: the arrows move the answer cursor, Space answers.
void TestPredict::keyboardAnswers()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    window.activateWindow();
    PredictMode *mode = window.activities()->get<PredictMode>();
    RunController *run = window.controller();
    mode->setSettings(onlyKind(QuestionKind::NextSquare));
    QTest::keyClick(&window, Qt::Key_Q);
    QVERIFY(stepToQuestion(window));
    const Question question = *mode->openQuestion();
    QGraphicsView *view = boardView(window);
    QTRY_VERIFY_WITH_TIMEOUT(view->hasFocus(), nqtest::HangGuardMs);
    AnswerLayer *layer = window.presenter()->answerLayer();
    QVERIFY(layer->isTakingInput());
    layer->setCursorSquare(0, 0);
    for (int i = 0; i < question.answer.row; ++i) {
        QTest::keyClick(view, Qt::Key_Down);
    }
    for (int i = 0; i < question.answer.col; ++i) {
        QTest::keyClick(view, Qt::Key_Right);
    }
    QCOMPARE(layer->cursorSquare(), QPoint(question.answer.col, question.answer.row));
    QCOMPARE(run->state().step(), question.position); // the arrows did not step the run
    QTest::keyClick(view, Qt::Key_Space);
    QVERIFY(!mode->openQuestion());
    QCOMPARE(mode->score().of(QuestionKind::NextSquare).rightFirst, 1u);
    QVERIFY(!layer->isTakingInput()); // the run's keys are the window's again
    // Return answers too, on the next question.
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return !mode->isConfirming(); }, "the run going on"));
    QVERIFY(stepToQuestion(window));
    const Question next = *mode->openQuestion();
    layer->setCursorSquare(next.answer.row, next.answer.col);
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(mode->score().of(QuestionKind::NextSquare).rightFirst, 2u);
}

void TestPredict::refusalsAreNoAnswers_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<bool>("answers");
    QTest::newRow("left click") << QStringLiteral("left") << true;
    QTest::newRow("shift+click") << QStringLiteral("shift") << true;
    QTest::newRow("right click") << QStringLiteral("right") << false;
    QTest::newRow("X") << QStringLiteral("x") << false;
    QTest::newRow("Delete") << QStringLiteral("delete") << false;
}

// The answer layer is practice mode's too, but predict takes no refusals:
// a right click, X or Delete on the right square answers nothing, a left
// click (also with Shift) answers.
void TestPredict::refusalsAreNoAnswers()
{
    QFETCH(QString, how);
    QFETCH(bool, answers);
    MainWindow window(6, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    window.activateWindow();
    PredictMode *mode = window.activities()->get<PredictMode>();
    mode->setSettings(onlyKind(QuestionKind::NextSquare));
    mode->setActive(true);
    QVERIFY(stepToQuestion(window));
    const Question question = *mode->openQuestion();
    AnswerLayer *layer = window.presenter()->answerLayer();
    QVERIFY(layer->input() == AnswerLayer::Input::Squares);
    QGraphicsView *view = boardView(window);
    const QPoint at = view->mapFromScene(
        window.boardScene()->squareRect(question.answer.row, question.answer.col).center());
    if (how == u"left" || how == u"shift" || how == u"right") {
        QTest::mouseClick(view->viewport(), how == u"right" ? Qt::RightButton : Qt::LeftButton,
            how == u"shift" ? Qt::ShiftModifier : Qt::KeyboardModifiers {}, at);
    } else {
        QTRY_VERIFY_WITH_TIMEOUT(view->hasFocus(), nqtest::HangGuardMs);
        layer->setCursorSquare(question.answer.row, question.answer.col);
        QTest::keyClick(view, how == u"x" ? Qt::Key_X : Qt::Key_Delete);
    }
    QCOMPARE(mode->openQuestion() == nullptr, answers);
    QCOMPARE(mode->score().of(QuestionKind::NextSquare).rightFirst, answers ? 1u : 0u);
    QCOMPARE(layer->marks().right.x() >= 0, answers);
}

// Step back undoes the run, not the answers: an open question is dropped
// unscored and asked again when the run comes back; a closed one is not
// asked again.
void TestPredict::stepBackDropsTheQuestion()
{
    MainWindow window(6, nq::Algorithm::CheckQueens);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    PredictMode *mode = window.activities()->get<PredictMode>();
    RunController *run = window.controller();
    mode->setSettings(onlyKind(QuestionKind::NextEvent));
    mode->setActive(true);
    QVERIFY(stepToQuestion(window));
    // Answer the first, then stop at the next.
    const Question first = *mode->openQuestion();
    QTest::mouseClick(window.activities()->get<PredictMode>()->predictPanel()->actionButton(int(first.action)), Qt::LeftButton);
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return !mode->isConfirming(); }, "the run going on"));
    QVERIFY(stepToQuestion(window));
    const Question open = *mode->openQuestion();
    QVERIFY(open.position > first.position);
    window.runActions()->back()->trigger();
    QCOMPARE(run->state().step(), open.position - 1);
    QVERIFY(!mode->openQuestion());
    QVERIFY(mode->questionText().isEmpty());
    QCOMPARE(mode->score().total().asked, 1u);
    // Back over the answered one and forward again: not asked again there.
    run->seek(first.position);
    QVERIFY(!mode->openQuestion());
    QVERIFY(stepToQuestion(window));
    QCOMPARE(mode->openQuestion()->position, open.position);
    QCOMPARE(mode->score().total().asked, 1u);
}

void TestPredict::newSizeOrAlgorithmMidQuestion_data()
{
    QTest::addColumn<QString>("change");
    QTest::newRow("size") << QStringLiteral("size");
    QTest::newRow("algorithm") << QStringLiteral("algorithm");
    QTest::newRow("restart") << QStringLiteral("restart");
}

// A new N, algorithm or restart mid-question drops the question cleanly
// (not scored); a new N or algorithm starts a new score; the mode stays on
// and asks on the new run.
void TestPredict::newSizeOrAlgorithmMidQuestion()
{
    QFETCH(QString, change);
    MainWindow window(6, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    PredictMode *mode = window.activities()->get<PredictMode>();
    RunController *run = window.controller();
    mode->setSettings(onlyKind(QuestionKind::Attacker));
    mode->setActive(true);
    QVERIFY(stepToQuestion(window));
    const Question first = *mode->openQuestion();
    clickSquare(window, first.answer);
    QCOMPARE(mode->score().total().asked, 1u);
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return !mode->isConfirming(); }, "the run going on"));
    QVERIFY(stepToQuestion(window));
    QVERIFY(mode->openQuestion());
    // A wrong click first: marks on the board.
    if (const nq::Square wrong = wrongSquare(*mode->openQuestion(), 6); wrong.isValid()) {
        clickSquare(window, wrong);
    }
    if (change == u"size") {
        run->setBoardSize(5);
    } else if (change == u"algorithm") {
        run->setAlgorithm(nq::Algorithm::Bitmask);
    } else {
        window.runActions()->reset()->trigger();
    }
    QVERIFY(!mode->openQuestion());
    QVERIFY(mode->questionText().isEmpty());
    QVERIFY(mode->isActive());
    QVERIFY(window.presenter()->answerLayer());
    QVERIFY(window.presenter()->answerLayer()->marks() == AnswerLayer::Marks {});
    QCOMPARE(mode->score().total().asked, change == u"restart" ? 1u : 0u);
    QCOMPARE(mode->score().total().revealed, 0u);
    // The new run asks, on its own board.
    QVERIFY(stepToQuestion(window));
    QCOMPARE(mode->openQuestion()->board.size(), std::size_t(run->boardSize()));
    if (change == u"restart") {
        // The first question was closed in this run: not asked again.
        QVERIFY(mode->openQuestion()->position != first.position);
    }
}

// Leaving the mode removes the layer with every mark and the gate.
void TestPredict::leavingRemovesEveryMark()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    window.activateWindow();
    PredictMode *mode = window.activities()->get<PredictMode>();
    RunController *run = window.controller();
    mode->setSettings(onlyKind(QuestionKind::NextSquare));
    mode->setActive(true);
    QVERIFY(stepToQuestion(window));
    const Question question = *mode->openQuestion();
    const nq::Square wrong = wrongSquare(question, 6);
    QVERIFY(wrong.isValid());
    clickSquare(window, wrong);
    QVERIFY(window.presenter()->answerLayer()->marks().wrong.x() >= 0);
    const int layers = int(window.boardScene()->items().size());
    QTest::keyClick(&window, Qt::Key_Q);
    QVERIFY(!mode->isActive());
    QVERIFY(!window.presenter()->answerLayer());
    QCOMPARE(int(window.boardScene()->items().size()), layers - 1);
    QVERIFY(!mode->openQuestion());
    QCOMPARE(mode->score().total().asked, 0u); // dropped, not revealed
    // No gate: the run steps over the question point.
    window.runActions()->step()->trigger();
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return run->state().step() == question.position + 1; }, "a step past the question"));
}

// A solution browsed from the list covers the question: no marks, and a
// click on its board is no answer; back on the run's board it is.
void TestPredict::browsedBoardTakesNoAnswers()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    PredictMode *mode = window.activities()->get<PredictMode>();
    mode->setSettings(onlyKind(QuestionKind::NextSquare));
    mode->setActive(true);
    QVERIFY(stepToQuestion(window));
    const Question question = *mode->openQuestion();
    window.presenter()->showSolution({ 1, 3, 5, 0, 2, 4 }, 1, false);
    QVERIFY(!window.presenter()->answerLayer()->isVisible());
    clickSquare(window, question.answer);
    QVERIFY(mode->openQuestion());
    QCOMPARE(mode->score().total().asked, 0u);
}

// A playing run stops at a question and plays on after the answer.
void TestPredict::playingGoesOnPlaying()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    PredictMode *mode = window.activities()->get<PredictMode>();
    RunController *run = window.controller();
    PredictSettings settings = onlyKind(QuestionKind::NextEvent);
    settings.frequency = nq::learn::Frequency::EachBacktrack;
    mode->setSettings(settings);
    mode->setActive(true);
    run->setSpeedIndex(RunController::topSpeedIndex() - 1);
    run->play();
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return mode->openQuestion() != nullptr; }, "a question"));
    const Question question = *mode->openQuestion();
    QCOMPARE(run->mode(), RunController::Mode::Paused);
    QCOMPARE(run->state().step(), question.position);
    QCOMPARE(run->state().last().kind, nq::EventKind::Remove); // each backtrack
    QTest::mouseClick(window.activities()->get<PredictMode>()->predictPanel()->actionButton(int(question.action)), Qt::LeftButton);
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return run->state().step() > question.position + 1 || mode->openQuestion(); },
        "playing on"));
    run->pause();
}

void TestPredict::answersByKeyboard_data()
{
    QTest::addColumn<int>("key");
    QTest::newRow("Space") << int(Qt::Key_Space);
    QTest::newRow("Enter") << int(Qt::Key_Return);
    QTest::newRow("keypad Enter") << int(Qt::Key_Enter);
}

// Place / Refuse / Backtrack / Solution reached with Tab and pressed with
// Space or Enter: the answer is given (Space does not play the run), and a
// run that was stepped into the question takes that one step afterwards,
// never playing on.
void TestPredict::answersByKeyboard()
{
    QFETCH(int, key);
    MainWindow window(6, nq::Algorithm::CheckQueens);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    PredictMode *mode = window.activities()->get<PredictMode>();
    RunController *run = window.controller();
    mode->setSettings(onlyKind(QuestionKind::NextEvent));
    mode->setActive(true);
    QVERIFY(stepToQuestion(window));
    const Question question = *mode->openQuestion();
    const quint64 at = run->state().step();
    // From the board, Tab to the answer that is right.
    QPushButton *answer = window.activities()->get<PredictMode>()->predictPanel()->actionButton(int(question.action));
    QVERIFY(answer);
    window.activateWindow();
    window.boardView()->setFocus(Qt::OtherFocusReason);
    QWidget *firstInPanel = nullptr;
    for (int press = 0; press < 60 && QApplication::focusWidget() != answer; ++press) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        if (!firstInPanel && window.activities()->get<PredictMode>()->predictPanel()->isAncestorOf(QApplication::focusWidget())) {
            firstInPanel = QApplication::focusWidget();
        }
    }
    QCOMPARE(QApplication::focusWidget(), answer);
    // The panel reads top down: Tab comes to the question's answers first.
    bool anAnswer = false;
    for (int action = 0; action < 4; ++action) {
        anAnswer = anAnswer || window.activities()->get<PredictMode>()->predictPanel()->actionButton(action) == firstInPanel;
    }
    QVERIFY2(anAnswer,
        firstInPanel ? qPrintable(firstInPanel->objectName() + QLatin1Char(' ')
                           + QString::fromLatin1(firstInPanel->metaObject()->className()))
                     : "nothing");
    QTest::keyClick(answer, Qt::Key(key));
    QVERIFY(!mode->openQuestion());
    QCOMPARE(mode->score().total().asked, 1u);
    QCOMPARE(mode->score().total().rightFirst, 1u);
    QCOMPARE(run->mode(), RunController::Mode::Paused); // Space did not play
    // The question closed: its answers stay in sight but take no click or
    // key, and the keys went back to the board.
    for (int action = 0; action < 4; ++action) {
        if (QPushButton *button = window.activities()->get<PredictMode>()->predictPanel()->actionButton(action)) {
            QVERIFY2(!button->isEnabled(), qPrintable(button->text()));
        }
    }
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(window.boardView()));
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return !mode->isConfirming(); }, "the answer's moment"));
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return run->mode() == RunController::Mode::Paused && run->state().step() > at; },
        "the step asked about"));
    // And no further: no answer's moment is left to resume the run, and
    // anything queued is handled here.
    QVERIFY(nqtest::handlePostedEvents());
    QVERIFY(!mode->isConfirming());
    QCOMPARE(run->state().step(), at + 1);
    QCOMPARE(run->mode(), RunController::Mode::Paused);
}

void TestPredict::arrowsAnswerWhileAQuestionWaits_data()
{
    QTest::addColumn<QString>("focus");
    QTest::newRow("board") << QStringLiteral("board");
    QTest::newRow("pseudocode clicked") << QStringLiteral("pseudocode");
    QTest::newRow("timeline clicked") << QStringLiteral("timeline");
    QTest::newRow("answer button clicked") << QStringLiteral("button");
}

// One rule while a square question waits, wherever the focus is: the
// arrows move the dashed cursor, which starts on the row asked about; they
// never step the run. The question and the rule are in the panel, in view,
// and in the status line.
void TestPredict::arrowsAnswerWhileAQuestionWaits()
{
    QFETCH(QString, focus);
    MainWindow window(8, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window, QSize(1280, 720)));
    PredictMode *mode = window.activities()->get<PredictMode>();
    RunController *run = window.controller();
    mode->setSettings(onlyKind(QuestionKind::NextSquare));
    mode->setActive(true);
    QVERIFY(stepToQuestion(window));
    const Question question = *mode->openQuestion();
    QVERIFY(question.row >= 0);
    const quint64 at = run->state().step();
    AnswerLayer *answers = window.presenter()->answerLayer();
    QVERIFY(answers);
    QCOMPARE(answers->cursorSquare(), QPoint(0, question.row));
    window.activateWindow();
    if (focus == QLatin1String("pseudocode")) {
        auto *text = window.docks()->panels().pseudocode->findChild<QListWidget *>();
        QVERIFY(text);
        QTest::mouseClick(text->viewport(), Qt::LeftButton, {}, QPoint(10, 10));
    } else if (focus == QLatin1String("timeline")) {
        QTest::mouseClick(window.timeline(), Qt::LeftButton, {}, QPoint(5, window.timeline()->height() / 2));
        QCOMPARE(run->state().step(), at);
    } else if (focus == QLatin1String("button")) {
        QTest::mouseClick(window.activities()->get<PredictMode>()->predictPanel()->revealButton(), Qt::NoButton);
    }
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left);
    QCOMPARE(run->state().step(), at);
    QVERIFY(mode->openQuestion());
    QCOMPARE(answers->cursorSquare(), QPoint(1, question.row));
    // Said where it is seen.
    QVERIFY(window.statusText().contains(mode->questionText()));
    QVERIFY(!mode->keysText().isEmpty());
    auto *label = window.activities()->get<PredictMode>()->predictPanel()->findChild<QLabel *>(QStringLiteral("predictQuestion"));
    QVERIFY(label);
    QCOMPARE(label->text(), mode->questionText());
    QVERIFY(!label->visibleRegion().isEmpty());
    auto *keys = window.activities()->get<PredictMode>()->predictPanel()->findChild<QLabel *>(QStringLiteral("predictKeys"));
    QVERIFY(keys && keys->isVisible());
    // Space answers with the cursor's square, from wherever the focus went.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QVERIFY(!mode->openQuestion() || mode->score().total().asked == 0);
    QCOMPARE(run->mode(), RunController::Mode::Paused);
}

// Entering predict leaves play mode, and the other way round.
void TestPredict::modesExcludeEachOther()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    window.activateWindow();
    QTest::keyClick(&window, Qt::Key_P);
    QVERIFY(window.activities()->get<PlayMode>()->isActive());
    QTest::keyClick(&window, Qt::Key_Q);
    QVERIFY(window.activities()->get<PredictMode>()->isActive());
    QVERIFY(!window.activities()->get<PlayMode>()->isActive());
    window.activities()->get<PlayMode>()->playMode()->trigger();
    QVERIFY(window.activities()->get<PlayMode>()->isActive());
    QVERIFY(!window.activities()->get<PredictMode>()->isActive());
    QVERIFY(!window.presenter()->answerLayer());
}

void TestPredict::savesResults_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("csv") << QStringLiteral("results.csv");
    QTest::newRow("json") << QStringLiteral("results.json");
}

// The results file: board size, algorithm, date, the counts by kind.
void TestPredict::savesResults()
{
    QFETCH(QString, name);
    MainWindow window(6, nq::Algorithm::CheckQueens);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    PredictMode *mode = window.activities()->get<PredictMode>();
    mode->setSettings(onlyKind(QuestionKind::Attacker));
    mode->setActive(true);
    QVERIFY(stepToQuestion(window));
    clickSquare(window, mode->openQuestion()->answer);
    QCOMPARE(mode->score().of(QuestionKind::Attacker).rightFirst, 1u);
    QVERIFY(window.activities()->get<PredictMode>()->predictPanel()->saveButton()->isEnabled());
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    QString error;
    QVERIFY2(mode->saveResults(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    if (name.endsWith(QLatin1String(".json"))) {
        const QJsonObject root = QJsonDocument::fromJson(bytes).object();
        QCOMPARE(root.value(QStringLiteral("boardSize")).toInt(), 6);
        QCOMPARE(root.value(QStringLiteral("algorithm")).toString(), QStringLiteral("check-queens"));
        QVERIFY(!root.value(QStringLiteral("date")).toString().isEmpty());
        const QJsonObject attacker
            = root.value(QStringLiteral("kinds")).toObject().value(QStringLiteral("attacker")).toObject();
        QCOMPARE(attacker.value(QStringLiteral("asked")).toInt(), 1);
        QCOMPARE(attacker.value(QStringLiteral("rightFirstTry")).toInt(), 1);
    } else {
        const QList<QByteArray> lines = bytes.trimmed().split('\n');
        QCOMPARE(lines.size(), qsizetype(nq::learn::QuestionKindCount + 2));
        QVERIFY(lines[0].startsWith("mode,board_size,algorithm,date,kind,asked"));
        bool found = false;
        for (const QByteArray &line : lines) {
            const QList<QByteArray> cells = line.split(',');
            if (cells.value(4) == "attacker") {
                QCOMPARE(cells.value(1), QByteArray("6"));
                QCOMPARE(cells.value(2), QByteArray("check-queens"));
                QCOMPARE(cells.value(5), QByteArray("1"));
                QCOMPARE(cells.value(6), QByteArray("1"));
                found = true;
            }
        }
        QVERIFY(found);
    }
    // A file that cannot be written says so and leaves nothing.
    QVERIFY(!mode->saveResults(dir.filePath(QStringLiteral("no/such/folder/") + name), &error));
    QVERIFY(!error.isEmpty());
}

// How often, k, seed and kinds are remembered.
void TestPredict::remembersSettings()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("settings.conf"));
    PredictSettings settings;
    settings.frequency = nq::learn::Frequency::OneInK;
    settings.k = 7;
    settings.seed = 4242;
    settings.set(QuestionKind::TriesLeft, false);
    {
        MainWindow window(6, nq::Algorithm::LockLines);
        window.activities()->get<PredictMode>()->setSettings(settings);
        QCOMPARE(window.activities()->get<PredictMode>()->predictPanel()->kBox()->value(), 7);
        QVERIFY(!window.activities()->get<PredictMode>()->predictPanel()->kindBox(int(QuestionKind::TriesLeft))->isChecked());
        AppSettings store(file);
        QVERIFY(store.save(window.settings()));
    }
    MainWindow window(6, nq::Algorithm::LockLines);
    AppSettings store(file);
    window.applySettings(store.load());
    QVERIFY(store.problem().isEmpty());
    QVERIFY(window.activities()->get<PredictMode>()->settings() == settings);
    QCOMPARE(window.activities()->get<PredictMode>()->predictPanel()->seedBox()->value(), 4242);
    // The panel's controls change them.
    window.activities()->get<PredictMode>()->predictPanel()->frequencyBox()->setCurrentIndex(int(nq::learn::Frequency::EveryStep));
    QCOMPARE(window.activities()->get<PredictMode>()->settings().frequency, nq::learn::Frequency::EveryStep);
}

// After Run from here, the questions are about the pupil's position: the
// given queens are on the question's board, and the answer is what the
// search from them does next (a stream made here from the same start).
void TestPredict::asksOnThePupilsBoard()
{
    const int n = 6;
    MainWindow window(n, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    window.activateWindow();
    RunController *run = window.controller();
    QTest::keyClick(&window, Qt::Key_P);
    QVERIFY(window.activities()->get<PlayMode>()->isActive());
    // Two queens of the solution b6 d5 f4 a3 c2 e1: b6 and a3.
    const std::vector<int> start { 1, -1, -1, 0, -1, -1 };
    clickSquare(window, { 0, 1 });
    clickSquare(window, { 3, 0 });
    window.activities()->get<PlayMode>()->runFromHere()->trigger();
    QVERIFY(!window.activities()->get<PlayMode>()->isActive());
    QCOMPARE(run->startBoard(), start);

    PredictMode *mode = window.activities()->get<PredictMode>();
    mode->setSettings(onlyKind(QuestionKind::NextSquare));
    mode->setActive(true);
    nq::learn::StepStream stream(
        nq::learn::StepStream::runSource(nq::Algorithm::LockLines, n, run->seed(), start), start);
    for (int asked = 0; asked < 3; ++asked) {
        QVERIFY(stepToQuestion(window));
        const Question question = *mode->openQuestion();
        QCOMPARE(question.board[0], 1);
        QCOMPARE(question.board[3], 0);
        QVERIFY(stream.seek(question.position));
        QCOMPARE(question.board,
            std::vector<int>(stream.queens().begin(), stream.queens().end()));
        // The next Place of the search from the given queens.
        nq::Square next;
        for (std::size_t k = 0; const nq::Event *event = stream.peek(k); ++k) {
            if (event->kind == nq::EventKind::Place) {
                next = event->square;
                break;
            }
        }
        QVERIFY(next.isValid());
        QVERIFY(next.row != 0 && next.row != 3); // never a given row
        QCOMPARE(question.answer, next);
        clickSquare(window, next);
        QVERIFY2(window.activities()->get<PredictMode>()->predictPanel()->verdictText().startsWith(QLatin1String("Right")),
            qPrintable(window.activities()->get<PredictMode>()->predictPanel()->verdictText()));
        NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return !mode->isConfirming(); }, "the run going on"));
    }
    QCOMPARE(mode->score().total().rightFirst, 3u);
}

// Right (step) or Space (play) with a question open does not move the run:
// the panel says the step waits for the answer, and a screen reader hears it.
void TestPredict::steppingIntoTheQuestionSaysWhy()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    window.activateWindow();
    PredictMode *mode = window.activities()->get<PredictMode>();
    RunController *run = window.controller();
    mode->setSettings(onlyKind(QuestionKind::NextEvent));
    mode->setActive(true);
    QVERIFY(stepToQuestion(window));
    const quint64 at = run->state().step();
    QVERIFY(window.activities()->get<PredictMode>()->predictPanel()->verdictText().isEmpty());
    QSignalSpy heard(mode, &PredictMode::announced);
    window.runActions()->step()->trigger();
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return run->mode() == RunController::Mode::Paused; }, "the run stopped again"));
    QCOMPARE(run->state().step(), at);
    QVERIFY(mode->openQuestion());
    QCOMPARE(window.activities()->get<PredictMode>()->predictPanel()->verdictText(), PredictMode::reminderText());
    QCOMPARE(heard.count(), 1);
    // Answering replaces the reminder with the verdict.
    QTest::mouseClick(
        window.activities()->get<PredictMode>()->predictPanel()->actionButton(int(mode->openQuestion()->action)), Qt::LeftButton);
    QVERIFY(window.activities()->get<PredictMode>()->predictPanel()->verdictText().startsWith(QLatin1String("Right")));
}

using ClassCounts = QList<AnswerLayer::ClassCount>;

void TestPredict::classCountsOnTheBoard_data()
{
    // The class's counts predict mode hands its layer (squares as
    // QPoint(col, row) on 6 x 6, row 5 the bottom one), and the squares
    // that are drawn on: after a second vote, every square chosen in
    // either vote, one chosen in vote 1 only too (issue 39, item 6).
    QTest::addColumn<ClassCounts>("counts");
    QTest::addColumn<QList<QPoint>>("drawn");
    QTest::newRow("one vote") << ClassCounts{ { QPoint(1, 5), 3, -1 }, { QPoint(4, 5), 1, -1 } }
                              << QList<QPoint>{ QPoint(1, 5), QPoint(4, 5) };
    QTest::newRow("two votes") << ClassCounts{ { QPoint(1, 5), 2, 1 }, { QPoint(3, 5), 1, 0 } }
                               << QList<QPoint>{ QPoint(1, 5), QPoint(3, 5) };
    QTest::newRow("chosen in vote 1 only") << ClassCounts{ { QPoint(0, 5), 0, 2 }, { QPoint(2, 5), 3, 1 } }
                                           << QList<QPoint>{ QPoint(0, 5), QPoint(2, 5) };
    QTest::newRow("chosen in neither vote") << ClassCounts{ { QPoint(5, 5), 0, 0 }, { QPoint(2, 5), 0, -1 } }
                                            << QList<QPoint>{};
    QTest::newRow("off the board") << ClassCounts{ { QPoint(6, 5), 2, 1 }, { QPoint(-1, 0), 0, 2 } }
                                   << QList<QPoint>{};
}

void TestPredict::classCountsOnTheBoard()
{
    QFETCH(ClassCounts, counts);
    QFETCH(QList<QPoint>, drawn);
    MainWindow window(6, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    PredictMode *mode = window.activities()->get<PredictMode>();
    mode->setSettings(onlyKind(QuestionKind::NextSquare));
    mode->setActive(true);
    QVERIFY(stepToQuestion(window));
    QGraphicsView *view = boardView(window);
    const QImage plain = view->viewport()->grab().toImage();
    mode->setClassCounts(counts);
    QCOMPARE(window.presenter()->answerLayer()->marks().counts, counts);
    const QImage shown = view->viewport()->grab().toImage();
    for (int row = 0; row < 6; ++row) {
        for (int col = 0; col < 6; ++col) {
            // Inside the square: its neighbours' antialiased edges stay out.
            const QRect square = view->mapFromScene(window.boardScene()->squareRect(row, col)).boundingRect().adjusted(4, 4, -4, -4);
            QVERIFY2((shown.copy(square) != plain.copy(square)) == drawn.contains(QPoint(col, row)),
                qPrintable(QStringLiteral("square (%1, %2)").arg(col).arg(row)));
        }
    }
    // The question's own marks change (its answer shown): the counts stay.
    mode->revealAnswer();
    QCOMPARE(window.presenter()->answerLayer()->marks().counts, counts);
    mode->setClassCounts({});
    QVERIFY(window.presenter()->answerLayer()->marks().counts.isEmpty());
}

QTEST_MAIN(TestPredict)
#include "tst_predict.moc"
