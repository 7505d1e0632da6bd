// SPDX-License-Identifier: MIT
// Practice mode ("be the solver") through the real window: real clicks on
// the board's squares and keys, checked against an engine of the same run
// that a pupil who does right would have (never against hard-coded steps).
#include "text/squarenames.h"
#include "activity/activityhost.h"
#include "board/answerlayer.h"
#include "board/boardscene.h"
#include "coach/practicemode.h"
#include "coach/practicepanel.h"
#include "coach/practiceresults.h"
#include "coach/predictmode.h"
#include "play/playmode.h"
#include "display/boardpresenter.h"
#include "run/runactions.h"
#include "run/runcontroller.h"
#include "support/shownwindow.h"
#include "support/wait.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QFile>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsView>
#include <QJsonDocument>
#include <QHash>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#include "learn/practiceengine.h"
#include "learn/predictengine.h"
#include "learn/stepstream.h"
#include "solver/algorithm.h"

using nq::learn::MistakeKind;
using nq::learn::PracticeEngine;

Q_DECLARE_METATYPE(nq::learn::MistakeKind)

namespace {

QGraphicsView *boardView(MainWindow &window)
{
    return qobject_cast<QGraphicsView *>(window.centralWidget());
}

// A real click at the centre of square (row, col) of the window's board.
void clickSquare(MainWindow &window, int row, int col, Qt::MouseButton button = Qt::LeftButton,
    Qt::KeyboardModifiers modifiers = {})
{
    QGraphicsView *view = boardView(window);
    const QPoint at = view->mapFromScene(window.boardScene()->squareRect(row, col).center());
    QTest::mouseClick(view->viewport(), button, modifiers, at);
}

// The engine of a pupil who does right, on the window's run, from step 0.
PracticeEngine twinOf(MainWindow &window, bool refusalsForPupil)
{
    const RunController *run = window.controller();
    const nq::Algorithm algorithm = run->algorithm();
    const int n = run->boardSize();
    return PracticeEngine(algorithm, [=] { return nq::solve(algorithm, n); },
        std::vector<int>(n, -1), { refusalsForPupil, 0 });
}

// The click a pupil makes for `event`: left on a square to place or take
// back, right (or Shift+left, every other time) to refuse.
void clickFor(MainWindow &window, const nq::Event &event, bool shift)
{
    const int row = event.square.row;
    const int col = event.square.col;
    if (event.kind == nq::EventKind::Reject) {
        if (shift) {
            clickSquare(window, row, col, Qt::LeftButton, Qt::ShiftModifier);
        } else {
            clickSquare(window, row, col, Qt::RightButton);
        }
    } else {
        clickSquare(window, row, col);
    }
}

QList<int> shownQueens(MainWindow &window)
{
    QList<int> columns;
    for (int row = 0; row < window.boardScene()->boardSize(); ++row) {
        columns.append(window.boardScene()->queenColumn(row));
    }
    return columns;
}

QList<int> engineQueens(const PracticeEngine &engine)
{
    return QList<int>(engine.queens().begin(), engine.queens().end());
}

// Waits until the run stands where the practice is.
nqtest::Waited synced(MainWindow &window)
{
    return nqtest::waitUntil(
        [&] {
            const PracticeMode *practice = window.activities()->get<PracticeMode>();
            return practice->engine() && !practice->isDriving()
                && window.controller()->state().step() == practice->engine()->position()
                && window.controller()->mode() != RunController::Mode::Stepping;
        },
        "the run at the practice's position");
}


// The queens of `board` (a column per row, -1: none) attacking `square`
// as the pupil sees them: along its row, column or a diagonal.
QSet<QPoint> attackersOn(const QList<int> &board, QPoint square)
{
    QSet<QPoint> attackers;
    for (int row = 0; row < board.size(); ++row) {
        const int col = board[row];
        if (col < 0 || (row == square.y() && col == square.x())) {
            continue;
        }
        if (row == square.y() || col == square.x()
            || row - col == square.y() - square.x() || row + col == square.y() + square.x()) {
            attackers.insert(QPoint(col, row));
        }
    }
    return attackers;
}

// What is wrong with `text`, the words answering an action on `acted`
// (col, row), on the board the pupil saw; empty when every claim about a
// square is true there: "free" squares hold no queen and none attacks them,
// named attackers are exactly the queens attacking the square, every "queen
// on" square holds one.
QString falseClaim(const QString &text, const QList<int> &board, QPoint acted)
{
    const int n = int(board.size());
    QHash<QString, QPoint> squares;
    for (int row = 0; row < n; ++row) {
        for (int col = 0; col < n; ++col) {
            squares.insert(text::squareName(n, row, col), QPoint(col, row));
        }
    }
    const auto holdsQueen = [&](QPoint square) { return board[square.y()] == square.x(); };
    const QString actedName
        = acted.x() >= 0 ? text::squareName(n, acted.y(), acted.x()) : QString();
    static const QRegularExpression freeWords(QStringLiteral("(\\w+) is free|no queen attacks it"));
    static const QRegularExpression freeSquare(
        QStringLiteral("(\\w+) is free: no queen attacks it"));
    if (text.contains(freeWords)) {
        const QRegularExpressionMatch match = freeSquare.match(text);
        if (!match.hasMatch() || match.captured(1) != actedName) {
            return QStringLiteral("\"free\" not about the square acted on");
        }
        if (holdsQueen(acted)) {
            return QStringLiteral("\"free\", but %1 holds a queen").arg(actedName);
        }
        if (!attackersOn(board, acted).isEmpty()) {
            return QStringLiteral("\"free\", but queens attack %1").arg(actedName);
        }
    }
    static const QRegularExpression attacked(
        QStringLiteral("(\\w+) is attacked by the queens? on (\\w+(?:, \\w+)*)"));
    if (const QRegularExpressionMatch match = attacked.match(text); match.hasMatch()) {
        const QPoint square = squares.value(match.captured(1), QPoint(-1, -1));
        if (square.x() < 0) {
            return QStringLiteral("no square %1").arg(match.captured(1));
        }
        QSet<QPoint> named;
        for (const QString &name : match.captured(2).split(QStringLiteral(", "))) {
            named.insert(squares.value(name, QPoint(-1, -1)));
        }
        if (named != attackersOn(board, square)) {
            return QStringLiteral("the attackers named are not the ones on the board");
        }
    }
    static const QRegularExpression queenOn(QStringLiteral("[Tt]he queen on (\\w+)"));
    for (const QRegularExpressionMatch &match : queenOn.globalMatch(text)) {
        const QPoint square = squares.value(match.captured(1), QPoint(-1, -1));
        if (square.x() < 0 || !holdsQueen(square)) {
            return QStringLiteral("no queen on %1").arg(match.captured(1));
        }
    }
    static const QRegularExpression noOther(QStringLiteral("No other queen attacks the queen on (\\w+)"));
    if (const QRegularExpressionMatch match = noOther.match(text); match.hasMatch()) {
        if (match.captured(1) != actedName || !attackersOn(board, acted).isEmpty()) {
            return QStringLiteral("a queen attacks %1").arg(match.captured(1));
        }
    }
    static const QRegularExpression noQueen(QStringLiteral("There is no queen on (\\w+)"));
    if (const QRegularExpressionMatch match = noQueen.match(text);
        match.hasMatch() && holdsQueen(squares.value(match.captured(1)))) {
        return QStringLiteral("there is a queen on %1").arg(match.captured(1));
    }
    static const QRegularExpression refusal(
        QStringLiteral("refuse (\\w+) \\(the queen on (\\w+) attacks it"));
    for (const QRegularExpressionMatch &match : refusal.globalMatch(text)) {
        const QPoint square = squares.value(match.captured(1), QPoint(-1, -1));
        const QPoint by = squares.value(match.captured(2), QPoint(-1, -1));
        if (square.x() < 0 || !attackersOn(board, square).contains(by)) {
            return QStringLiteral("%1 does not attack %2").arg(match.captured(2), match.captured(1));
        }
    }
    if (text.contains(QLatin1String("Not that queen")) && !holdsQueen(acted)) {
        return QStringLiteral("\"that queen\", but %1 holds none").arg(actedName);
    }
    static const QRegularExpression holdsColumn(QStringLiteral("queen on (\\w+) holds column (\\w+)"));
    if (const QRegularExpressionMatch match = holdsColumn.match(text); match.hasMatch()) {
        if (!match.captured(1).startsWith(match.captured(2))) {
            return QStringLiteral("%1 is not in column %2").arg(match.captured(1), match.captured(2));
        }
    }
    return {};
}

} // namespace

class TestPractice : public QObject
{
    Q_OBJECT

private slots:
    void rightClicksFollowTheAlgorithm_data();
    void rightClicksFollowTheAlgorithm();
    void mistakesThroughTheWindow_data();
    void mistakesThroughTheWindow();
    void mistakesAreTrueOfTheBoard_data();
    void mistakesAreTrueOfTheBoard();
    void keyboardAlone();
    void stepBackKeepsTheCounts();
    void changingNOrAlgorithmRestarts();
    void leavingRemovesTheMarks();
    void sharesTheLayerWithPredict_data();
    void sharesTheLayerWithPredict();
    void resultsFiles();
    void rangeEndsThePractice();
    void practisesFromThePupilsBoard();
    void refusalWordsStayOverTheMarks();
};

void TestPractice::rightClicksFollowTheAlgorithm_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("n");
    QTest::addColumn<bool>("refusals");
    QTest::newRow("lock-lines-4") << int(nq::Algorithm::LockLines) << 4 << true;
    QTest::newRow("lock-lines-5-marked") << int(nq::Algorithm::LockLines) << 5 << false;
    QTest::newRow("check-queens-6") << int(nq::Algorithm::CheckQueens) << 6 << true;
    QTest::newRow("permutations-4") << int(nq::Algorithm::Permutations) << 4 << true;
    QTest::newRow("available-columns-5") << int(nq::Algorithm::AvailableColumns) << 5 << true;
    QTest::newRow("forward-checking-6") << int(nq::Algorithm::ForwardChecking) << 6 << true;
    QTest::newRow("mrv-6") << int(nq::Algorithm::Mrv) << 6 << true;
    QTest::newRow("dancing-links-6") << int(nq::Algorithm::DancingLinks) << 6 << true;
}

// A pupil who clicks what the algorithm does is right at every step, the
// board shows the run at the practice's step, and the summary comes at the
// first solution.
void TestPractice::rightClicksFollowTheAlgorithm()
{
    QFETCH(int, algorithm);
    QFETCH(int, n);
    QFETCH(bool, refusals);
    MainWindow window(n, nq::Algorithm(algorithm));
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    window.activateWindow();
    PracticeMode *practice = window.activities()->get<PracticeMode>();
    practice->refusalsMarked()->setChecked(!refusals);
    practice->practiceMode()->trigger(); // Puzzle > Be the solver
    QVERIFY(practice->isActive());
    QVERIFY(window.presenter()->answerLayer());
    NQ_VERIFY_WAIT(synced(window));

    PracticeEngine twin = twinOf(window, refusals);
    quint64 clicks = 0;
    while (const nq::Event *next = twin.expected()) {
        const nq::Event event = *next;
        clickFor(window, event, clicks % 2 == 1);
        twin.act(event.kind == nq::EventKind::Place   ? nq::learn::PupilAction::Place
                : event.kind == nq::EventKind::Remove ? nq::learn::PupilAction::TakeBack
                                                      : nq::learn::PupilAction::Refuse,
            event.square);
        ++clicks;
        NQ_VERIFY_WAIT(synced(window));
        QVERIFY2(practice->feedbackText().startsWith(QLatin1String("Right")),
            qPrintable(practice->feedbackText()));
        QCOMPARE(practice->engine()->position(), twin.position());
        QCOMPARE(window.controller()->state().step(), twin.position());
        QCOMPARE(shownQueens(window), engineQueens(twin));
        QVERIFY(window.presenter()->answerLayer()->marks().isEmpty());
    }
    QVERIFY(practice->isFinished());
    QCOMPARE(practice->counts().done, clicks);
    QCOMPARE(practice->counts().mistakeTotal(), quint64(0));
    QVERIFY(window.boardScene()->isSolutionMarked());
    const QString summary = window.activities()->get<PracticeMode>()->practicePanel()->summaryText();
    QVERIFY2(summary.contains(QStringLiteral("Steps done by you: %1.").arg(clicks)),
        qPrintable(summary));
    QVERIFY(!practice->showMe()->isEnabled());
}

void TestPractice::mistakesThroughTheWindow_data()
{
    QTest::addColumn<MistakeKind>("kind");
    QTest::addColumn<int>("algorithm");
    const int lockLines = int(nq::Algorithm::LockLines);
    QTest::newRow("placed on attacked") << MistakeKind::PlacedOnAttacked << lockLines;
    QTest::newRow("refused free") << MistakeKind::RefusedFreeSquare << lockLines;
    QTest::newRow("skipped") << MistakeKind::SkippedSquare << lockLines;
    QTest::newRow("took back too early") << MistakeKind::TookBackTooEarly << lockLines;
    QTest::newRow("missed take-back") << MistakeKind::MissedTakeBack << lockLines;
    QTest::newRow("wrong queen") << MistakeKind::WrongQueen << lockLines;
    QTest::newRow("refused a queen") << MistakeKind::RefusedQueen << lockLines;
    QTest::newRow("available-columns used column")
        << MistakeKind::UsedColumn << int(nq::Algorithm::AvailableColumns);
    QTest::newRow("forward-checking placed on pruned")
        << MistakeKind::PlacedOnAttacked << int(nq::Algorithm::ForwardChecking);
    QTest::newRow("forward-checking never refuses")
        << MistakeKind::NeverRefuses << int(nq::Algorithm::ForwardChecking);
    QTest::newRow("forward-checking missed take-back")
        << MistakeKind::MissedTakeBack << int(nq::Algorithm::ForwardChecking);
    QTest::newRow("mrv outside chosen row")
        << MistakeKind::OutsideChosenLine << int(nq::Algorithm::Mrv);
    QTest::newRow("dancing-links outside chosen line")
        << MistakeKind::OutsideChosenLine << int(nq::Algorithm::DancingLinks);
}

// Each mistake a click can make: found where the run allows it (walking
// with "Show me"), named in the panel, drawn on the board, counted, and the
// run goes on with the algorithm's step.
void TestPractice::mistakesThroughTheWindow()
{
    QFETCH(MistakeKind, kind);
    QFETCH(int, algorithm);
    const int n = 6;
    MainWindow window(n, nq::Algorithm(algorithm));
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    window.activateWindow();
    PracticeMode *practice = window.activities()->get<PracticeMode>();
    practice->refusalsMarked()->setChecked(false);
    practice->setActive(true);
    NQ_VERIFY_WAIT(synced(window));
    // The status line says what to do, not the run's "Press Space to play".
    QTRY_COMPARE_WITH_TIMEOUT(
        window.statusText(), practice->instructionText(), nqtest::HangGuardMs);

    // Where the mistake can be made, and the click that makes it.
    QPoint click(-1, -1); // (col, row)
    bool right = false;
    for (int shown = 0; shown < 400 && click.x() < 0; ++shown) {
        PracticeEngine probe = twinOf(window, true);
        probe.syncTo(practice->engine()->position());
        const nq::Event next = *probe.expected();
        const std::span<const int> queens = probe.queens();
        int queenCount = 0;
        int lastQueenRow = -1;
        for (int row = 0; row < n; ++row) {
            if (queens[row] >= 0) {
                ++queenCount;
                lastQueenRow = row;
            }
        }
        int firstEmpty = 0;
        while (firstEmpty < n && queens[firstEmpty] >= 0) {
            ++firstEmpty;
        }
        switch (kind) {
        case MistakeKind::PlacedOnAttacked:
            if (next.kind == nq::EventKind::Reject) {
                click = QPoint(next.square.col, next.square.row);
            }
            // Without refusals: a pruned square of the row being filled.
            for (int col = 0; next.kind == nq::EventKind::Place && col < n && click.x() < 0; ++col) {
                if (PracticeEngine::firstAttacker(queens, { next.square.row, col })) {
                    click = QPoint(col, next.square.row);
                }
            }
            break;
        case MistakeKind::UsedColumn:
            // A refusal of a square in a column a queen holds.
            if (next.kind == nq::EventKind::Reject && queenCount > 0) {
                click = QPoint(queens[lastQueenRow], next.square.row);
                right = true;
            }
            break;
        case MistakeKind::NeverRefuses:
            if (next.kind == nq::EventKind::Place) {
                click = QPoint(next.square.col, next.square.row);
                right = true;
            }
            break;
        case MistakeKind::OutsideChosenLine:
            // Off the chosen row: an empty row's square; off a chosen
            // column: the square beside the next one.
            if (next.kind == nq::EventKind::Place && next.by.row >= 0) {
                for (int row = 0; row < n && click.x() < 0; ++row) {
                    if (queens[row] < 0 && row != next.by.row) {
                        click = QPoint(0, row);
                    }
                }
            } else if (next.kind == nq::EventKind::Place && next.by.col >= 0) {
                click = QPoint((next.square.col + 1) % n, next.square.row);
            }
            break;
        case MistakeKind::RefusedFreeSquare:
            if (next.kind == nq::EventKind::Place) {
                click = QPoint(next.square.col, next.square.row);
                right = true;
            }
            break;
        case MistakeKind::SkippedSquare:
            if (next.kind == nq::EventKind::Reject) {
                for (int col = next.square.col + 1; col < n && click.x() < 0; ++col) {
                    if (!PracticeEngine::firstAttacker(queens, { next.square.row, col })) {
                        click = QPoint(col, next.square.row);
                    }
                }
            }
            break;
        case MistakeKind::TookBackTooEarly:
            if (next.kind != nq::EventKind::Remove && queenCount > 0) {
                click = QPoint(queens[lastQueenRow], lastQueenRow);
            }
            break;
        case MistakeKind::MissedTakeBack:
            if (next.kind == nq::EventKind::Remove && firstEmpty < n) {
                click = QPoint(0, firstEmpty);
            }
            break;
        case MistakeKind::WrongQueen:
            if (next.kind == nq::EventKind::Remove && queenCount > 1) {
                click = QPoint(queens[0], 0);
            }
            break;
        case MistakeKind::NotAQueen:
            break;
        case MistakeKind::RefusedQueen:
            // A right click on the last queen placed (none attacks it).
            if (next.kind == nq::EventKind::Reject && queenCount > 0) {
                click = QPoint(queens[lastQueenRow], lastQueenRow);
                right = true;
            }
            break;
        }
        if (kind == MistakeKind::OutsideChosenLine && click.x() >= 0
            && queens[click.y()] == click.x()) {
            click = QPoint(-1, -1); // that would take a queen back
        }
        if (click.x() < 0) {
            practice->showMe()->trigger();
            NQ_VERIFY_WAIT(synced(window));
        }
    }
    QVERIFY2(click.x() >= 0, "the run offers no place for this mistake");
    const nq::learn::PracticeCounts before = practice->counts();
    const QList<int> shownBefore = shownQueens(window);
    PracticeEngine twin = twinOf(window, true);
    twin.syncTo(practice->engine()->position());
    const nq::Event expected = *twin.expected();
    twin.showMe();

    if (right) {
        clickSquare(window, click.y(), click.x(), Qt::RightButton);
    } else {
        clickSquare(window, click.y(), click.x());
    }
    NQ_VERIFY_WAIT(synced(window));
    QCOMPARE(practice->counts().mistakesOf(kind), before.mistakesOf(kind) + 1);
    QCOMPARE(practice->counts().mistakeTotal(), before.mistakeTotal() + 1);
    QCOMPARE(practice->counts().done, before.done);
    // The run went on with the algorithm's step.
    QCOMPARE(window.controller()->state().step(), twin.position());
    QCOMPARE(shownQueens(window), engineQueens(twin));
    // Said in the panel, with the right step...
    const QString feedback = window.activities()->get<PracticeMode>()->practicePanel()->feedbackText();
    QVERIFY2(feedback.startsWith(QLatin1String("Mistake")), qPrintable(feedback));
    const QString rightSquare = text::squareName(n, expected.square.row, expected.square.col);
    QVERIFY2(feedback.contains(rightSquare), qPrintable(feedback));
    // ... and in the status line, the newest words.
    QTRY_COMPARE_WITH_TIMEOUT(window.statusText(), feedback, nqtest::HangGuardMs);
    // ... and drawn: the clicked square, the right one, the attacker's line.
    const AnswerLayer::Marks marks = window.presenter()->answerLayer()->marks();
    QCOMPARE(marks.wrong, click);
    QCOMPARE(marks.right, QPoint(expected.square.col, expected.square.row));
    if (kind == MistakeKind::PlacedOnAttacked || kind == MistakeKind::UsedColumn) {
        // The algorithm's own attacker where it refuses the square, else the
        // first queen attacking it (the one holding the column, for a used one).
        std::vector<int> board(n, -1);
        for (int row = 0; row < n; ++row) {
            board[row] = shownBefore[row];
        }
        nq::Square by = expected.kind == nq::EventKind::Reject
            ? expected.by
            : PracticeEngine::firstAttacker(board, { click.y(), click.x() })->first;
        if (kind == MistakeKind::UsedColumn) {
            by = { int(shownBefore.indexOf(click.x())), click.x() };
        }
        const QList<QLine> line { QLine(QPoint(by.col, by.row), click) };
        QCOMPARE(marks.lines, line);
        QVERIFY(feedback.contains(text::squareName(n, by.row, by.col)));
    }
    if (kind == MistakeKind::OutsideChosenLine) {
        QVERIFY2(feedback.contains(QLatin1String("The search chose")), qPrintable(feedback));
    }
    QCOMPARE(window.activities()->get<PracticeMode>()->practicePanel()->countsText(),
        QStringLiteral("%1/%2/%3")
            .arg(before.done)
            .arg(before.mistakeTotal() + 1)
            .arg(practice->counts().shown));
}

void TestPractice::mistakesAreTrueOfTheBoard_data()
{
    QTest::addColumn<int>("algorithm");
    // Ones that refuse, one that refuses only diagonals, ones that prune,
    // one that chooses its line, and the one that refuses queens.
    QTest::newRow("check-queens") << int(nq::Algorithm::CheckQueens);
    QTest::newRow("lock-lines") << int(nq::Algorithm::LockLines);
    QTest::newRow("available-columns") << int(nq::Algorithm::AvailableColumns);
    QTest::newRow("forward-checking") << int(nq::Algorithm::ForwardChecking);
    QTest::newRow("mrv") << int(nq::Algorithm::Mrv);
    QTest::newRow("permutations") << int(nq::Algorithm::Permutations);
}

// Every action on every square, at each step a pupil who does right comes
// to: its words (mistake or not, and "Show me"'s) are true of the board the
// pupil acted on. Squares holding a queen, attacked ones and free ones are
// all met; a left click places or takes back, and the four ways of refusing
// (right click, Shift+click, X, Delete) take turns.
void TestPractice::mistakesAreTrueOfTheBoard()
{
    QFETCH(int, algorithm);
    const int n = 5;
    MainWindow window(n, nq::Algorithm(algorithm));
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    window.activateWindow();
    PracticeMode *practice = window.activities()->get<PracticeMode>();
    practice->refusalsMarked()->setChecked(false);
    practice->setActive(true);
    NQ_VERIFY_WAIT(synced(window));
    QGraphicsView *view = boardView(window);
    AnswerLayer *layer = window.presenter()->answerLayer();

    // The steps a right pupil stands at, up to the first solution.
    QList<quint64> positions { practice->engine()->position() };
    PracticeEngine twin = twinOf(window, true);
    while (const nq::Event *next = twin.expected()) {
        const nq::Event event = *next;
        twin.act(event.kind == nq::EventKind::Place   ? nq::learn::PupilAction::Place
                : event.kind == nq::EventKind::Remove ? nq::learn::PupilAction::TakeBack
                                                      : nq::learn::PupilAction::Refuse,
            event.square);
        if (!twin.finished()) {
            positions.append(twin.position());
        }
    }
    const auto back = [&](quint64 position) {
        window.controller()->seek(position);
        return synced(window);
    };
    int refusals = 0;
    int kinds[3] = {}; // squares met with a queen, attacked, free
    for (const quint64 position : std::as_const(positions)) {
        NQ_VERIFY_WAIT(back(position));
        const QList<int> board = shownQueens(window);
        QCOMPARE(board, engineQueens(*practice->engine()));
        for (int row = 0; row < n; ++row) {
            for (int col = 0; col < n; ++col) {
                const QPoint square(col, row);
                ++kinds[board[row] == col ? 0 : attackersOn(board, square).isEmpty() ? 2 : 1];
                for (const bool refuse : { false, true }) {
                    if (!refuse) {
                        clickSquare(window, row, col);
                    } else {
                        switch (refusals++ % 4) {
                        case 0:
                            clickSquare(window, row, col, Qt::RightButton);
                            break;
                        case 1:
                            clickSquare(window, row, col, Qt::LeftButton, Qt::ShiftModifier);
                            break;
                        default:
                            layer->setCursorSquare(row, col);
                            QTest::keyClick(view, refusals % 4 == 3 ? Qt::Key_X : Qt::Key_Delete);
                            break;
                        }
                    }
                    const QString words = practice->feedbackText();
                    QVERIFY2(!words.isEmpty(),
                        qPrintable(QStringLiteral("step %1, %2 %3 (refusal %4) not answered")
                                .arg(position)
                                .arg(refuse ? QStringLiteral("refused") : QStringLiteral("clicked"))
                                .arg(text::squareName(n, row, col))
                                .arg(refusals)));
                    const QString wrong = falseClaim(words, board, square);
                    QVERIFY2(wrong.isEmpty(),
                        qPrintable(QStringLiteral("step %1, %2 %3: \"%4\": %5")
                                .arg(position)
                                .arg(refuse ? QStringLiteral("refused") : QStringLiteral("clicked"))
                                .arg(text::squareName(n, row, col), words, wrong)));
                    NQ_VERIFY_WAIT(back(position));
                }
            }
        }
        practice->showMe()->trigger();
        const QString shown = practice->feedbackText();
        QVERIFY2(shown.startsWith(QLatin1String("Shown")), qPrintable(shown));
        const QString wrong = falseClaim(shown, board, QPoint(-1, -1));
        QVERIFY2(wrong.isEmpty(), qPrintable(shown + QStringLiteral(": ") + wrong));
        NQ_VERIFY_WAIT(synced(window));
    }
    // Each kind of square was acted on.
    QVERIFY(kinds[0] > 0 && kinds[1] > 0 && kinds[2] > 0);
}

// Arrows move the cursor (not the run), Space places or takes back, X refuses.
void TestPractice::keyboardAlone()
{
    MainWindow window(5, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    window.activateWindow();
    PracticeMode *practice = window.activities()->get<PracticeMode>();
    practice->refusalsMarked()->setChecked(false);
    practice->setActive(true);
    QGraphicsView *view = boardView(window);
    QTRY_VERIFY_WITH_TIMEOUT(view->hasFocus(), nqtest::HangGuardMs);
    AnswerLayer *layer = window.presenter()->answerLayer();
    layer->setCursorSquare(0, 0);
    PracticeEngine twin = twinOf(window, true);
    for (int i = 0; i < 12; ++i) {
        const nq::Event next = *twin.expected();
        // Walk the cursor there with the arrows.
        while (layer->cursorSquare().y() < next.square.row) {
            QTest::keyClick(view, Qt::Key_Down);
        }
        while (layer->cursorSquare().y() > next.square.row) {
            QTest::keyClick(view, Qt::Key_Up);
        }
        while (layer->cursorSquare().x() < next.square.col) {
            QTest::keyClick(view, Qt::Key_Right);
        }
        while (layer->cursorSquare().x() > next.square.col) {
            QTest::keyClick(view, Qt::Key_Left);
        }
        NQ_VERIFY_WAIT(synced(window));
        QCOMPARE(window.controller()->state().step(), twin.position()); // arrows left the run
        QTest::keyClick(view,
            next.kind == nq::EventKind::Reject ? Qt::Key_X
                : i % 2 == 0                   ? Qt::Key_Space
                                               : Qt::Key_Return);
        twin.showMe();
        NQ_VERIFY_WAIT(synced(window));
        QCOMPARE(window.controller()->state().step(), twin.position());
    }
    QCOMPARE(practice->counts().done, quint64(12));
    // M: "Show me".
    QTest::keyClick(view, Qt::Key_M);
    NQ_VERIFY_WAIT(synced(window));
    QCOMPARE(practice->counts().shown, quint64(1));
}

// The run's step back moves the practice back and keeps the counts; acting
// after it is checked against the step there.
void TestPractice::stepBackKeepsTheCounts()
{
    MainWindow window(6, nq::Algorithm::MarkBoard);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    window.activateWindow();
    PracticeMode *practice = window.activities()->get<PracticeMode>();
    practice->refusalsMarked()->setChecked(false);
    practice->setActive(true);
    PracticeEngine twin = twinOf(window, true);
    for (int i = 0; i < 6; ++i) {
        clickFor(window, *twin.expected(), false);
        twin.showMe();
        NQ_VERIFY_WAIT(synced(window));
    }
    // A mistake, so that there are marks to remove.
    const nq::Event next = *twin.expected();
    clickSquare(window, next.square.row, next.square.col,
        next.kind == nq::EventKind::Place ? Qt::RightButton : Qt::LeftButton);
    NQ_VERIFY_WAIT(synced(window));
    QVERIFY(!window.presenter()->answerLayer()->marks().isEmpty());
    const nq::learn::PracticeCounts counts = practice->counts();
    const quint64 at = window.controller()->state().step();

    window.runActions()->back()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(window.controller()->state().step(), at - 1, nqtest::HangGuardMs);
    NQ_VERIFY_WAIT(synced(window));
    QCOMPARE(practice->engine()->position(), at - 1);
    QVERIFY(practice->counts() == counts);
    QVERIFY(window.presenter()->answerLayer()->marks().isEmpty());

    PracticeEngine back = twinOf(window, true);
    back.syncTo(at - 1);
    clickFor(window, *back.expected(), false);
    NQ_VERIFY_WAIT(synced(window));
    QVERIFY(practice->feedbackText().startsWith(QLatin1String("Right")));
    QCOMPARE(practice->counts().done, counts.done + 1);
}

// A new N or algorithm starts again from the first step; min-conflicts is
// refused with its reason, and the board takes no practice input then.
void TestPractice::changingNOrAlgorithmRestarts()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    window.activateWindow();
    PracticeMode *practice = window.activities()->get<PracticeMode>();
    practice->setActive(true);
    for (int i = 0; i < 3; ++i) {
        practice->showMe()->trigger();
        NQ_VERIFY_WAIT(synced(window));
    }
    clickSquare(window, 5, 5); // a mistake (row 1 is not being filled)
    NQ_VERIFY_WAIT(synced(window));
    QVERIFY(practice->counts().mistakeTotal() > 0);

    window.controller()->setBoardSize(5);
    NQ_VERIFY_WAIT(synced(window));
    QVERIFY(practice->isActive());
    QCOMPARE(practice->engine()->boardSize(), 5);
    QCOMPARE(practice->engine()->position(), quint64(0));
    QVERIFY(practice->counts() == nq::learn::PracticeCounts {});
    QCOMPARE(window.presenter()->answerLayer()->boardSize(), 5);
    QVERIFY(window.presenter()->answerLayer()->marks().isEmpty());
    clickSquare(window, 0, 0);
    NQ_VERIFY_WAIT(synced(window));
    QCOMPARE(practice->counts().done, quint64(1));

    window.controller()->setAlgorithm(nq::Algorithm::MinConflicts);
    QTRY_VERIFY_WITH_TIMEOUT(!practice->engine(), nqtest::HangGuardMs);
    QVERIFY(practice->isActive());
    QVERIFY(!window.presenter()->answerLayer());
    QVERIFY(window.activities()->get<PracticeMode>()->practicePanel()->instructionText().startsWith(QLatin1String("Min-conflicts")));
    QVERIFY(!practice->showMe()->isEnabled());

    window.controller()->setAlgorithm(nq::Algorithm::Bitmask);
    NQ_VERIFY_WAIT(synced(window));
    QVERIFY(window.presenter()->answerLayer());
    QVERIFY(window.activities()->get<PracticeMode>()->practicePanel()->instructionText().startsWith(QLatin1String("Row 5")));
}

// Leaving removes the layer and its marks; play mode and practice exclude
// each other; the setting is remembered.
void TestPractice::leavingRemovesTheMarks()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    window.activateWindow();
    PracticeMode *practice = window.activities()->get<PracticeMode>();
    practice->practiceMode()->trigger();
    clickSquare(window, 3, 3);
    NQ_VERIFY_WAIT(synced(window));
    QVERIFY(!window.presenter()->answerLayer()->marks().isEmpty());
    practice->practiceMode()->trigger();
    QVERIFY(!practice->isActive());
    QVERIFY(!window.presenter()->answerLayer());
    QVERIFY(!practice->engine());
    // The run stays where the practice left it; a click no longer acts.
    const quint64 step = window.controller()->state().step();
    clickSquare(window, 0, 0);
    // A move would have started at once (the run's mode) or been queued.
    QVERIFY(nqtest::handlePostedEvents());
    QCOMPARE(window.controller()->mode(), RunController::Mode::Paused);
    QCOMPARE(window.controller()->state().step(), step);

    practice->setActive(true);
    window.activities()->get<PlayMode>()->setActive(true);
    QVERIFY(!practice->isActive());
    QVERIFY(!window.presenter()->answerLayer());
    practice->setActive(true);
    QVERIFY(!window.activities()->get<PlayMode>()->isActive());
    QVERIFY(window.presenter()->answerLayer());

    practice->refusalsMarked()->setChecked(true);
    QVERIFY(window.settings().practiceRefusalsMarked);
    AppSettings::Values values = window.settings();
    values.practiceRefusalsMarked = false;
    window.applySettings(values);
    QVERIFY(!practice->refusalsMarked()->isChecked());
}

void TestPractice::sharesTheLayerWithPredict_data()
{
    QTest::addColumn<bool>("practiceFirst");
    QTest::newRow("predict, then practice") << false;
    QTest::newRow("practice, then predict") << true;
}

// Predict and practice mode share the presenter's one answer layer. The
// window makes the mode left leave after the other entered: the layer is
// then the new mode's, with none of the old mode's marks and the new
// mode's own input.
void TestPractice::sharesTheLayerWithPredict()
{
    QFETCH(bool, practiceFirst);
    MainWindow window(6, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    window.activateWindow();
    PracticeMode *practice = window.activities()->get<PracticeMode>();
    PredictMode *predict = window.activities()->get<PredictMode>();
    nq::learn::PredictSettings settings;
    settings.frequency = nq::learn::Frequency::EveryStep;
    settings.kinds = 0;
    settings.set(nq::learn::QuestionKind::NextSquare, true);
    predict->setSettings(settings);
    const BoardPresenter *presenter = window.presenter();

    // The first mode leaves a wrong square marked.
    if (practiceFirst) {
        practice->setActive(true);
        NQ_VERIFY_WAIT(synced(window));
        clickSquare(window, 5, 5); // row 0 is being filled: a mistake
        NQ_VERIFY_WAIT(synced(window));
    } else {
        predict->setActive(true);
        QVERIFY(predict->openQuestion()); // asked at once: where does row 0's queen go?
        const nq::learn::Question question = *predict->openQuestion();
        int col = 0;
        while (std::find(question.accepted.begin(), question.accepted.end(),
                   nq::Square { question.row, col })
            != question.accepted.end()) {
            ++col;
        }
        clickSquare(window, question.row, col);
        QVERIFY(predict->openQuestion()); // one more try
    }
    QVERIFY(presenter->answerLayer());
    QVERIFY(presenter->answerLayer()->marks().wrong.x() >= 0);

    // The other mode enters; the first leaves.
    if (practiceFirst) {
        predict->setActive(true);
    } else {
        practice->setActive(true);
        NQ_VERIFY_WAIT(synced(window));
    }
    QCOMPARE(practice->isActive(), !practiceFirst);
    QCOMPARE(predict->isActive(), practiceFirst);
    const AnswerLayer *layer = presenter->answerLayer();
    QVERIFY(layer);
    QVERIFY(layer->isVisible());
    QVERIFY(layer->marks().isEmpty()); // a NextSquare question has no marks of its own
    if (practiceFirst) {
        QVERIFY(layer->input()
            == (predict->openQuestion() ? AnswerLayer::Input::Squares : AnswerLayer::Input::Off));
    } else {
        QVERIFY(layer->input() == AnswerLayer::Input::SquaresOrRefusals);
        // The board's clicks are the practice's now.
        PracticeEngine twin = twinOf(window, !practice->refusalsMarked()->isChecked());
        twin.syncTo(practice->engine()->position());
        clickFor(window, *twin.expected(), false);
        NQ_VERIFY_WAIT(synced(window));
        QCOMPARE(practice->counts().done, quint64(1));
        QVERIFY(practice->feedbackText().startsWith(QLatin1String("Right")));
    }

    // Leaving the second mode removes the layer.
    if (practiceFirst) {
        predict->setActive(false);
    } else {
        practice->setActive(false);
    }
    QVERIFY(!presenter->answerLayer());
}

void TestPractice::resultsFiles()
{
    MainWindow window(5, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    PracticeMode *practice = window.activities()->get<PracticeMode>();
    practice->setActive(true);
    practice->showMe()->trigger();
    NQ_VERIFY_WAIT(synced(window));
    clickSquare(window, 4, 4);
    NQ_VERIFY_WAIT(synced(window));
    const nq::learn::PracticeCounts counts = practice->counts();
    QTemporaryDir dir;
    QString error;
    const QString json = dir.filePath(QStringLiteral("results.json"));
    QVERIFY2(practice->writeResults(json, &error), qPrintable(error));
    QFile jsonFile(json);
    QVERIFY(jsonFile.open(QIODevice::ReadOnly));
    const QJsonObject object = QJsonDocument::fromJson(jsonFile.readAll()).object();
    QCOMPARE(object.value(QLatin1String("board_size")).toInt(), 5);
    QCOMPARE(object.value(QLatin1String("algorithm")).toString(), QStringLiteral("lock-lines"));
    QCOMPARE(quint64(object.value(QLatin1String("steps_shown")).toInteger()), counts.shown);
    QCOMPARE(quint64(object.value(QLatin1String("mistakes")).toInteger()), counts.mistakeTotal());
    QVERIFY(!object.value(QLatin1String("date")).toString().isEmpty());
    qint64 byKind = 0;
    const QJsonObject kinds = object.value(QLatin1String("mistakes_by_kind")).toObject();
    for (auto it = kinds.begin(); it != kinds.end(); ++it) {
        byKind += it.value().toInteger();
    }
    QCOMPARE(quint64(byKind), counts.mistakeTotal());

    const QString csv = dir.filePath(QStringLiteral("results.csv"));
    QVERIFY2(practice->writeResults(csv, &error), qPrintable(error));
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csvFile.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), qsizetype(2));
    const QList<QByteArray> names = lines.at(0).split(',');
    const QList<QByteArray> cells = lines.at(1).split(',');
    QCOMPARE(names.size(), cells.size());
    QCOMPARE(cells.at(names.indexOf("steps_shown")).toULongLong(), counts.shown);
    QCOMPARE(cells.at(names.indexOf("mistakes")).toULongLong(), counts.mistakeTotal());
    // Not written where it cannot be: a sentence, not a half file.
    QVERIFY(!practice->writeResults(dir.filePath(QStringLiteral("no/such/dir/r.csv")), &error));
    QVERIFY(!error.isEmpty());
}

// A range of steps set in the panel: the summary comes after that many
// steps of the run from where the practice started, not at a solution.
void TestPractice::rangeEndsThePractice()
{
    MainWindow window(8, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    window.controller()->seek(3);
    QTRY_COMPARE_WITH_TIMEOUT(window.controller()->state().step(), quint64(3), nqtest::HangGuardMs);
    PracticeMode *practice = window.activities()->get<PracticeMode>();
    auto *range = window.activities()->get<PracticeMode>()->practicePanel()->findChild<QSpinBox *>(QStringLiteral("practiceRange"));
    QVERIFY(range);
    range->setValue(6);
    QCOMPARE(practice->stepLimit(), 6);
    practice->setActive(true);
    NQ_VERIFY_WAIT(synced(window));
    QCOMPARE(practice->engine()->startPosition(), quint64(3));
    PracticeEngine twin = twinOf(window, true);
    twin.syncTo(3);
    int steps = 0;
    while (!practice->isFinished()) {
        QVERIFY(steps < 6);
        clickFor(window, *twin.expected(), false);
        twin.showMe();
        NQ_VERIFY_WAIT(synced(window));
        ++steps;
    }
    QCOMPARE(window.controller()->state().step(), quint64(3 + 6));
    QCOMPARE(practice->counts().done, quint64(steps));
    QVERIFY(!practice->engine()->solutionReached());
    QVERIFY(window.activities()->get<PracticeMode>()->practicePanel()->summaryText().startsWith(
        QLatin1String("Summary: the practice is over.")));
    // A longer range opens it again.
    range->setValue(8);
    QVERIFY(!practice->isFinished());
    QVERIFY(window.activities()->get<PracticeMode>()->practicePanel()->summaryText().isEmpty());
}

// After Run from here the pupil practises the search from their own
// queens: the given rows are never the pupil's to fill, the right clicks are
// those of the search from the given queens, and the solution reached keeps
// them.
void TestPractice::practisesFromThePupilsBoard()
{
    const int n = 6;
    MainWindow window(n, nq::Algorithm::CheckQueens);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    window.activateWindow();
    QTest::keyClick(&window, Qt::Key_P);
    QVERIFY(window.activities()->get<PlayMode>()->isActive());
    // c6 and e3: two queens of the solution c6 f5 b4 e3 a2 d1.
    clickSquare(window, 0, 2);
    clickSquare(window, 3, 4);
    window.activities()->get<PlayMode>()->runFromHere()->trigger();
    const std::vector<int> start { 2, -1, -1, 4, -1, -1 };
    QCOMPARE(window.controller()->startBoard(), start);

    PracticeMode *practice = window.activities()->get<PracticeMode>();
    practice->refusalsMarked()->setChecked(false);
    practice->practiceMode()->trigger();
    QVERIFY(practice->isActive());
    NQ_VERIFY_WAIT(synced(window));
    QCOMPARE(engineQueens(*practice->engine()), QList<int>(start.begin(), start.end()));

    PracticeEngine twin(nq::Algorithm::CheckQueens,
        nq::learn::StepStream::runSource(nq::Algorithm::CheckQueens, n,
                            window.controller()->seed(), start),
        start, { true, 0 });
    quint64 clicks = 0;
    while (const nq::Event *next = twin.expected()) {
        const nq::Event event = *next;
        QVERIFY(event.square.row != 0 && event.square.row != 3);
        clickFor(window, event, false);
        twin.act(event.kind == nq::EventKind::Place   ? nq::learn::PupilAction::Place
                : event.kind == nq::EventKind::Remove ? nq::learn::PupilAction::TakeBack
                                                      : nq::learn::PupilAction::Refuse,
            event.square);
        ++clicks;
        NQ_VERIFY_WAIT(synced(window));
        QVERIFY2(practice->feedbackText().startsWith(QLatin1String("Right")),
            qPrintable(practice->feedbackText()));
        QCOMPARE(shownQueens(window), engineQueens(twin));
    }
    QVERIFY(clicks > 0);
    QVERIFY(practice->isFinished());
    QCOMPARE(practice->counts().mistakeTotal(), quint64(0));
    const QList<int> solved = shownQueens(window);
    QCOMPARE(solved.at(0), 2);
    QCOMPARE(solved.at(3), 4);
    QVERIFY(window.boardScene()->isSolutionMarked());
}

// A mistake's cross under the refusal's caption does not cover its words:
// a6 placed, then a4 (a mistake: the algorithm refuses a5, and the caption
// of that refusal runs over a4).
void TestPractice::refusalWordsStayOverTheMarks()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    window.activateWindow();
    PracticeMode *practice = window.activities()->get<PracticeMode>();
    practice->refusalsMarked()->setChecked(false);
    practice->practiceMode()->trigger();
    NQ_VERIFY_WAIT(synced(window));
    clickSquare(window, 0, 0); // a6: right
    NQ_VERIFY_WAIT(synced(window));
    clickSquare(window, 2, 0); // a4: a mistake
    NQ_VERIFY_WAIT(synced(window));
    QCOMPARE(window.presenter()->answerLayer()->marks().wrong, QPoint(0, 2));
    const BoardScene *scene = window.boardScene();
    QVERIFY(!scene->rejectionCaption().isEmpty());
    const QGraphicsSimpleTextItem *caption = nullptr;
    for (QGraphicsItem *item : scene->items()) {
        auto *text = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(item);
        // (Its words wrapped in lines on the board.)
        if (text && text->isVisible()
            && QString(text->text()).replace(QLatin1Char('\n'), QLatin1Char(' '))
                == scene->rejectionCaption()) {
            caption = text;
        }
    }
    QVERIFY(caption);
    // Where the words cross the square a4, they are the topmost item.
    const QRectF a4 = scene->squareRect(2, 0);
    const QRectF words = caption->sceneBoundingRect().intersected(a4);
    QVERIFY(!words.isEmpty());
    const QList<QGraphicsItem *> stack = scene->items(words.center());
    QVERIFY(!stack.isEmpty());
    QCOMPARE(stack.first(), caption);
}

QTEST_MAIN(TestPractice)
#include "tst_practice.moc"
