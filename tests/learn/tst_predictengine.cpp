// SPDX-License-Identifier: MIT
// Predict mode's engine against one straight pass through the run's stream:
// every question it asks is answered by what the stream really does next.
#include "learn/predictengine.h"
#include "solver/algorithm.h"
#include "support/straightpass.h"

#include <QTest>

#include <cstdlib>
#include <set>
#include <vector>

using namespace nq;
using namespace nq::learn;

namespace {

using Pass = nqtest::StraightPass;
using nqtest::straightPass;

// Queens of other rows sharing a column or a diagonal with `square`, counted
// the plain way.
int plainAttackers(const std::vector<int> &board, Square square)
{
    int count = 0;
    for (int row = 0; row < int(board.size()); ++row) {
        const int col = board[row];
        if (col >= 0 && row != square.row
            && (col == square.col || std::abs(row - square.row) == std::abs(col - square.col))) {
            ++count;
        }
    }
    return count;
}

// The squares of a row ({row, -1}) or column ({-1, col}) in rows without a
// queen that no queen attacks: counted the plain way.
int plainLeft(const std::vector<int> &board, Square line)
{
    int left = 0;
    for (int row = 0; row < int(board.size()); ++row) {
        for (int col = 0; col < int(board.size()); ++col) {
            const bool onLine = line.col < 0 ? row == line.row : col == line.col;
            left += onLine && board[row] < 0 && plainAttackers(board, { row, col }) == 0;
        }
    }
    return left;
}

// The lines no queen stands on: rows top down, then (with columns) the
// columns from the left: the order in which the searches break ties.
std::vector<Square> openLines(const std::vector<int> &board, bool columns)
{
    const int n = int(board.size());
    std::vector<Square> lines;
    for (int row = 0; row < n; ++row) {
        if (board[row] < 0) {
            lines.push_back({ row, -1 });
        }
    }
    for (int col = 0; columns && col < n; ++col) {
        if (std::find(board.begin(), board.end(), col) == board.end()) {
            lines.push_back({ -1, col });
        }
    }
    return lines;
}

PredictSettings only(QuestionKind kind, Frequency frequency = Frequency::EveryStep)
{
    PredictSettings settings;
    settings.frequency = frequency;
    settings.kinds = 0;
    settings.set(kind, true);
    return settings;
}

// A wrong answer to `question` that is still an answer (never Ignored):
// none when every square of the row is accepted.
std::optional<Answer> wrongAnswer(const Question &question, int n)
{
    switch (question.kind) {
    case QuestionKind::NextSquare:
    case QuestionKind::FewestAttackers:
        for (int col = 0; col < n; ++col) {
            const Square square { question.row, col };
            if (std::find(question.accepted.begin(), question.accepted.end(), square)
                == question.accepted.end()) {
                return Answer::ofSquare(square);
            }
        }
        return std::nullopt;
    case QuestionKind::Attacker:
        for (int row = 0; row < n; ++row) {
            const Square queen { row, question.board[row] };
            if (queen.col >= 0 && attackLine(queen, question.square) == Line::None) {
                return Answer::ofSquare(queen);
            }
        }
        return std::nullopt;
    case QuestionKind::NextEvent:
        return Answer::ofAction(question.action == NextAction::Place ? NextAction::Backtrack
                                                                      : NextAction::Place);
    case QuestionKind::TriesLeft:
        return Answer::ofNumber(question.count + 1);
    case QuestionKind::PartOfSolution:
        return Answer::ofYes(!question.yes);
    case QuestionKind::ChosenLine:
    case QuestionKind::WipedOutRow:
        for (const Square &line : openLines(question.board, question.columns)) {
            if (line != question.answer) {
                return Answer::ofSquare(line);
            }
        }
        return std::nullopt;
    }
    return std::nullopt;
}

Answer rightAnswer(const Question &question)
{
    switch (question.kind) {
    case QuestionKind::NextSquare:
    case QuestionKind::Attacker:
    case QuestionKind::FewestAttackers:
    case QuestionKind::ChosenLine:
    case QuestionKind::WipedOutRow:
        return Answer::ofSquare(question.answer);
    case QuestionKind::NextEvent:
        return Answer::ofAction(question.action);
    case QuestionKind::TriesLeft:
        return Answer::ofNumber(question.count);
    case QuestionKind::PartOfSolution:
        break;
    }
    return Answer::ofYes(question.yes);
}

} // namespace

class TestPredictEngine : public QObject
{
    Q_OBJECT

private slots:
    void questionsMatchTheStream_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("kind");
        for (const AlgorithmInfo &info : algorithms()) {
            for (int n : { 4, 5, 6 }) {
                for (int kind = 0; kind < QuestionKindCount; ++kind) {
                    QTest::addRow("%s-%d-kind%d", info.name.data(), n, kind)
                        << static_cast<int>(info.id) << n << kind;
                }
            }
        }
    }

    // With one kind on and a question at every step: each question asked is
    // answered by the pass, and the kind is asked wherever it must fit.
    void questionsMatchTheStream()
    {
        QFETCH(int, algorithm);
        QFETCH(int, n);
        QFETCH(int, kind);
        const auto algo = static_cast<Algorithm>(algorithm);
        const auto qkind = static_cast<QuestionKind>(kind);
        const Pass pass = straightPass(algo, n, 3);
        PredictEngine engine(algo, StepStream::runSource(algo, n, 3),
            std::vector<int>(n, -1), only(qkind));
        std::uint64_t asked = 0;
        for (std::uint64_t p = 0; p < pass.events.size(); ++p) {
            const std::optional<Question> question = engine.questionAt(p);
            const Event &next = pass.events[p];
            const std::vector<int> &board = pass.boards[p];
            if (!PredictEngine::fits(algo, qkind)) {
                QVERIFY2(!question, "asked a kind that does not fit the algorithm");
                continue;
            }
            // Where the kind must be asked (answers close by).
            if (qkind == QuestionKind::Attacker || qkind == QuestionKind::NextEvent) {
                const bool must = qkind == QuestionKind::NextEvent
                    ? (next.kind == EventKind::Place || next.kind == EventKind::Reject
                        || next.kind == EventKind::Remove || next.kind == EventKind::Solution)
                    : next.kind == EventKind::Reject;
                QCOMPARE(question.has_value(), must);
            }
            if (qkind == QuestionKind::ChosenLine) {
                QCOMPARE(question.has_value(), next.kind == EventKind::Choose);
            }
            if (qkind == QuestionKind::WipedOutRow) {
                // Right after a Place whose Prunes end in a Wipeout.
                std::uint64_t i = p;
                while (i < pass.events.size() && pass.events[i].kind == EventKind::Prune) {
                    ++i;
                }
                const bool must = p > 0 && pass.events[p - 1].kind == EventKind::Place
                    && i < pass.events.size() && pass.events[i].kind == EventKind::Wipeout;
                QCOMPARE(question.has_value(), must);
            }
            if (qkind == QuestionKind::FewestAttackers) {
                QCOMPARE(question.has_value(), next.kind == EventKind::Place && next.index > 0);
            }
            if (!question) {
                continue;
            }
            ++asked;
            QCOMPARE(question->kind, qkind);
            QCOMPARE(question->position, p);
            QVERIFY(question->board == board);
            switch (qkind) {
            case QuestionKind::NextSquare: {
                std::uint64_t i = p;
                while (pass.events[i].kind == EventKind::Reject) {
                    QCOMPARE(pass.events[i].square.row, question->row);
                    ++i;
                }
                QCOMPARE(pass.events[i].kind, EventKind::Place);
                QCOMPARE(pass.events[i].square, question->answer);
                QCOMPARE(board[question->row], -1);
                // A search that chooses its lines chose this row (never a
                // column: then no row is searched).
                const Square by = pass.events[i].by;
                QVERIFY2(by.col < 0, "asked for a row's square where a column was chosen");
                if (by.row >= 0) {
                    QCOMPARE(by, (Square { question->row, -1 }));
                }
                break;
            }
            case QuestionKind::Attacker: {
                QCOMPARE(question->square, next.square);
                QCOMPARE(question->answer, next.by);
                QCOMPARE(question->line, next.line);
                int attackers = 0;
                for (int row = 0; row < n; ++row) {
                    const Square queen { row, board[row] };
                    if (queen.col >= 0 && attackLine(queen, next.square) != Line::None) {
                        ++attackers;
                        QVERIFY(std::find(question->accepted.begin(), question->accepted.end(), queen)
                            != question->accepted.end());
                    }
                }
                QCOMPARE(int(question->accepted.size()), attackers);
                QVERIFY(std::find(question->accepted.begin(), question->accepted.end(), next.by)
                    != question->accepted.end());
                break;
            }
            case QuestionKind::NextEvent: {
                const NextAction expected = next.kind == EventKind::Place ? NextAction::Place
                    : next.kind == EventKind::Reject                      ? NextAction::Refuse
                    : next.kind == EventKind::Remove                      ? NextAction::Backtrack
                                                                          : NextAction::Solution;
                QCOMPARE(question->action, expected);
                QVERIFY(PredictEngine::fits(algo, expected));
                break;
            }
            case QuestionKind::ChosenLine: {
                QCOMPARE(question->answer, next.square);
                QCOMPARE(question->count, int(next.index));
                QCOMPARE(question->columns, algo == Algorithm::DancingLinks);
                // The count is the line's squares left, no other open line has
                // fewer, and those with as few come after it in the tie order.
                QCOMPARE(plainLeft(board, next.square), question->count);
                bool before = true;
                for (const Square &line : openLines(board, question->columns)) {
                    if (line == next.square) {
                        before = false;
                        continue;
                    }
                    const int left = plainLeft(board, line);
                    QVERIFY(left >= question->count);
                    QVERIFY(!before || left > question->count);
                }
                QVERIFY(!before);
                break;
            }
            case QuestionKind::WipedOutRow: {
                const Event &placed = pass.events[p - 1];
                QCOMPARE(question->square, placed.square);
                QCOMPARE(board[placed.square.row], placed.square.col);
                std::uint64_t i = p;
                while (pass.events[i].kind == EventKind::Prune) {
                    QCOMPARE(pass.events[i].by, placed.square);
                    ++i;
                }
                QCOMPARE(question->row, pass.events[i].square.row);
                QCOMPARE(question->answer, (Square { question->row, -1 }));
                // The row has nothing left; every empty row above it has.
                QCOMPARE(plainLeft(board, question->answer), 0);
                for (int row = 0; row < question->row; ++row) {
                    if (board[row] < 0) {
                        QVERIFY(plainLeft(board, { row, -1 }) > 0);
                    }
                }
                break;
            }
            case QuestionKind::TriesLeft: {
                // The row is done when a queen of another row standing now
                // has gone, or the run ends; count its Places until then.
                const int row = question->row;
                int places = 0;
                for (std::uint64_t i = p; i < pass.events.size(); ++i) {
                    bool left = false;
                    for (int r = 0; r < n; ++r) {
                        left = left || (r != row && board[r] >= 0 && pass.boards[i][r] != board[r]);
                    }
                    if (left) {
                        break;
                    }
                    places += pass.events[i].kind == EventKind::Place
                        && pass.events[i].square.row == row;
                }
                QCOMPARE(question->count, places);
                break;
            }
            case QuestionKind::PartOfSolution: {
                QCOMPARE(next.kind, EventKind::Place);
                // Yes exactly when a solution comes while this queen stands.
                bool inSolution = false;
                for (std::uint64_t i = p + 1; i < pass.events.size(); ++i) {
                    const Event &event = pass.events[i];
                    if (event.kind == EventKind::Remove && event.square == next.square) {
                        break;
                    }
                    if (event.kind == EventKind::Solution) {
                        QCOMPARE(event.columns[next.square.row], next.square.col);
                        inSolution = true;
                        QCOMPARE(question->solution, event.index);
                        break;
                    }
                }
                QCOMPARE(question->yes, inSolution);
                break;
            }
            case QuestionKind::FewestAttackers: {
                QCOMPARE(board[question->row], -1);
                int fewest = n;
                for (int col = 0; col < n; ++col) {
                    fewest = std::min(fewest, plainAttackers(board, { question->row, col }));
                }
                QCOMPARE(question->count, fewest);
                QCOMPARE(plainAttackers(board, next.square), fewest);
                QVERIFY(std::find(question->accepted.begin(), question->accepted.end(), next.square)
                    != question->accepted.end());
                for (const Square &square : question->accepted) {
                    QCOMPARE(plainAttackers(board, square), fewest);
                }
                break;
            }
            }
        }
        // A kind that fits is asked somewhere on every board of this test
        // (min-conflicts on 4 x 4 and up repairs at least once with seed 3,
        // or has nothing to ask: then its start is a solution).
        if (PredictEngine::fits(algo, qkind) && algo != Algorithm::MinConflicts) {
            QVERIFY(asked > 0);
        }
    }

    void frequencies_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("frequency");
        for (const Algorithm algo : { Algorithm::LockLines, Algorithm::Permutations,
                 Algorithm::MinConflicts, Algorithm::ForwardChecking, Algorithm::Mrv,
                 Algorithm::DancingLinks }) {
            for (int f = 0; f < 4; ++f) {
                QTest::addRow("%s-%d", algorithmInfo(algo).name.data(), f) << int(algo) << f;
            }
        }
    }

    // Each frequency asks where it says, and only there.
    void frequencies()
    {
        QFETCH(int, algorithm);
        QFETCH(int, frequency);
        const auto algo = static_cast<Algorithm>(algorithm);
        const int n = algo == Algorithm::Permutations ? 5 : 6;
        const Pass pass = straightPass(algo, n, 9);
        PredictSettings settings;
        settings.frequency = static_cast<Frequency>(frequency);
        settings.k = 4;
        PredictSettings everyStep = settings;
        everyStep.frequency = Frequency::EveryStep;
        PredictEngine engine(algo, StepStream::runSource(algo, n, 9), std::vector<int>(n, -1), settings);
        PredictEngine every(algo, StepStream::runSource(algo, n, 9), std::vector<int>(n, -1), everyStep);
        std::uint64_t asked = 0;
        std::uint64_t fitting = 0;
        for (std::uint64_t p = 0; p < pass.events.size(); ++p) {
            const bool asks = engine.questionAt(p).has_value();
            const bool fits = every.questionAt(p).has_value();
            QVERIFY(!asks || fits);
            asked += asks;
            fitting += fits;
            const EventKind previous = p > 0 ? pass.events[p - 1].kind : EventKind::Done;
            switch (settings.frequency) {
            case Frequency::EveryStep:
                QCOMPARE(asks, fits);
                break;
            case Frequency::EachBacktrack:
                QCOMPARE(asks, fits && previous == EventKind::Remove);
                break;
            case Frequency::EachNewRow:
                if (algo == Algorithm::MinConflicts) {
                    QCOMPARE(asks, fits && previous == EventKind::Remove);
                } else {
                    // A Place and the Prunes and Choose it brings.
                    QCOMPARE(asks,
                        fits
                            && (p == 0 || previous == EventKind::Place
                                || previous == EventKind::Prune || previous == EventKind::Choose));
                }
                break;
            case Frequency::OneInK:
                break;
            }
        }
        QVERIFY(asked > 0);
        if (settings.frequency == Frequency::OneInK && fitting >= 100) {
            // About one in four of the points where a question fits.
            QVERIFY2(asked > fitting / 8 && asked < fitting / 2,
                qPrintable(QStringLiteral("%1 of %2").arg(asked).arg(fitting)));
        }
    }

    // A class sharing a seed gets the same questions; another seed others.
    void seedDecides()
    {
        const int n = 6;
        PredictSettings settings;
        settings.frequency = Frequency::OneInK;
        settings.k = 3;
        settings.seed = 42;
        PredictSettings other = settings;
        other.seed = 43;
        auto make = [&](const PredictSettings &s) {
            return PredictEngine(Algorithm::LockLines,
                StepStream::runSource(Algorithm::LockLines, n, 1), std::vector<int>(n, -1), s);
        };
        PredictEngine a = make(settings);
        PredictEngine b = make(settings);
        PredictEngine c = make(other);
        int differ = 0;
        for (std::uint64_t p = 0; p < 400; ++p) {
            const auto qa = a.questionAt(p);
            const auto qb = b.questionAt(p);
            QCOMPARE(qa.has_value(), qb.has_value());
            if (qa) {
                QCOMPARE(qa->kind, qb->kind);
            }
            differ += qa.has_value() != c.questionAt(p).has_value();
        }
        QVERIFY(differ > 0);
    }

    void answering_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("wrongs"); // wrong answers before the right one (2: revealed)
        for (int kind = 0; kind < QuestionKindCount; ++kind) {
            const Algorithm algo = kind == int(QuestionKind::FewestAttackers) ? Algorithm::MinConflicts
                : kind == int(QuestionKind::NextEvent)                       ? Algorithm::Permutations
                : kind == int(QuestionKind::ChosenLine)                      ? Algorithm::Mrv
                : kind == int(QuestionKind::WipedOutRow) ? Algorithm::ForwardChecking
                                                         : Algorithm::CheckQueens;
            for (int wrongs : { 0, 1, 2 }) {
                QTest::addRow("kind%d-wrong%d", kind, wrongs) << int(algo) << kind << wrongs;
            }
        }
        // The kinds on the other algorithms they fit.
        const struct {
            Algorithm algo;
            QuestionKind kind;
        } more[] = {
            { Algorithm::DancingLinks, QuestionKind::ChosenLine },
            { Algorithm::DancingLinks, QuestionKind::NextSquare },
            { Algorithm::Mrv, QuestionKind::WipedOutRow },
            { Algorithm::Mrv, QuestionKind::NextSquare },
            { Algorithm::ForwardChecking, QuestionKind::NextEvent },
            { Algorithm::AvailableColumns, QuestionKind::Attacker },
        };
        for (const auto &[algo, kind] : more) {
            for (int wrongs : { 0, 1, 2 }) {
                QTest::addRow("%s-kind%d-wrong%d", algorithmInfo(algo).name.data(), int(kind), wrongs)
                    << int(algo) << int(kind) << wrongs;
            }
        }
    }

    // Right at once, at the second try, or revealed; scored once by kind;
    // a closed question is not asked again; a dropped one is not scored.
    void answering()
    {
        QFETCH(int, algorithm);
        QFETCH(int, kind);
        QFETCH(int, wrongs);
        const auto algo = static_cast<Algorithm>(algorithm);
        const auto qkind = static_cast<QuestionKind>(kind);
        const int n = 6;
        PredictEngine engine(algo, StepStream::runSource(algo, n, 5), std::vector<int>(n, -1), only(qkind));
        // The first question with a wrong answer that is still an answer.
        const Question *question = nullptr;
        std::optional<Answer> wrong;
        for (std::uint64_t p = 0; p < 5000 && !question; ++p) {
            if (const auto q = engine.questionAt(p); q && (wrong = wrongAnswer(*q, n))) {
                question = engine.ask(p);
            }
        }
        QVERIFY(question);
        const Question asked = *question;
        QVERIFY(engine.wantsStop(asked.position));

        // An answer that is no answer uses no try.
        if (qkind == QuestionKind::NextSquare || qkind == QuestionKind::FewestAttackers) {
            const Check off = engine.answer(Answer::ofSquare({ (asked.row + 1) % n, 0 }));
            QCOMPARE(off.verdict, Verdict::Ignored);
            QCOMPARE(off.why, Why::NotInRow);
            QVERIFY(engine.openQuestion());
        }
        if (qkind == QuestionKind::ChosenLine || qkind == QuestionKind::WipedOutRow) {
            // Dancing links' lines are rows or columns: a square is neither;
            // the others choose rows: a column is none.
            const Check off = engine.answer(asked.columns ? Answer::ofSquare({ 0, 0 })
                                                          : Answer::ofSquare({ -1, 0 }));
            QCOMPARE(off.verdict, Verdict::Ignored);
            QCOMPARE(off.why, Why::NotALine);
            QVERIFY(engine.openQuestion());
        }
        for (int i = 0; i < wrongs; ++i) {
            const Check check = engine.answer(*wrong);
            QCOMPARE(check.tries, i + 1);
            QCOMPARE(check.verdict, i == 0 ? Verdict::TryAgain : Verdict::Revealed);
            QVERIFY(check.why != Why::None);
            if (check.why == Why::Attacked) {
                QCOMPARE(attackLine(check.by, check.square), check.line);
            }
            if (check.why == Why::MoreAttackers) {
                QVERIFY(check.attackers > asked.count);
                QCOMPARE(check.attackers, plainAttackers(asked.board, check.square));
            }
            if (qkind == QuestionKind::ChosenLine || qkind == QuestionKind::WipedOutRow) {
                QCOMPARE(check.square, wrong->square);
                QCOMPARE(check.squaresLeft, plainLeft(asked.board, check.square));
                QCOMPARE(int(check.leftSquares.size()), check.squaresLeft);
                const Why expected = qkind == QuestionKind::WipedOutRow
                    ? (check.squaresLeft == 0 ? Why::WipedOutLater : Why::SquaresLeft)
                    : (check.squaresLeft > asked.count ? Why::MoreSquaresLeft : Why::TieGoesFirst);
                QCOMPARE(check.why, expected);
            }
        }
        if (wrongs < 2) {
            const Check check = engine.answer(rightAnswer(asked));
            QCOMPARE(check.verdict, Verdict::Right);
            QCOMPARE(check.tries, wrongs + 1);
            if (qkind == QuestionKind::Attacker) {
                QVERIFY(check.algorithmsOwn);
            }
        }
        QVERIFY(!engine.openQuestion());
        const PredictScore::Tally tally = engine.score().of(qkind);
        QCOMPARE(tally.asked, 1u);
        QCOMPARE(tally.rightFirst, wrongs == 0 ? 1u : 0u);
        QCOMPARE(tally.rightSecond, wrongs == 1 ? 1u : 0u);
        QCOMPARE(tally.revealed, wrongs == 2 ? 1u : 0u);
        QCOMPARE(engine.score().total(), tally);
        // Passing the position again: not asked again.
        QVERIFY(engine.questionAt(asked.position));
        QVERIFY(!engine.wantsStop(asked.position));
        QVERIFY(!engine.ask(asked.position));

        // A question dropped is not scored, and is asked again.
        std::uint64_t p = asked.position + 1;
        while (!engine.wantsStop(p) && p < asked.position + 5000) {
            ++p;
        }
        QVERIFY(engine.ask(p));
        engine.drop();
        QCOMPARE(engine.score().total(), tally);
        QVERIFY(engine.wantsStop(p));
    }

    void lineAnswers_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("kind");
        QTest::newRow("mrv-chosen") << int(Algorithm::Mrv) << int(QuestionKind::ChosenLine);
        QTest::newRow("dancing-links-chosen")
            << int(Algorithm::DancingLinks) << int(QuestionKind::ChosenLine);
        QTest::newRow("forward-checking-wiped")
            << int(Algorithm::ForwardChecking) << int(QuestionKind::WipedOutRow);
        QTest::newRow("mrv-wiped") << int(Algorithm::Mrv) << int(QuestionKind::WipedOutRow);
    }

    // Every open line given as an answer, at every question of a run: right
    // only for the stream's own, and the why of each wrong one fits the
    // squares it has left; a click on a square names its row where only rows
    // are answers. Each why the kind has is met somewhere.
    void lineAnswers()
    {
        QFETCH(int, algorithm);
        QFETCH(int, kind);
        const auto algo = static_cast<Algorithm>(algorithm);
        const auto qkind = static_cast<QuestionKind>(kind);
        const int n = 7;
        PredictEngine engine(algo, StepStream::runSource(algo, n, 1), std::vector<int>(n, -1), only(qkind));
        std::set<Why> whys;
        int questions = 0;
        for (std::uint64_t p = 0; p < 4000; ++p) {
            const auto question = engine.questionAt(p);
            if (!question) {
                continue;
            }
            ++questions;
            for (int row = 0; row < n; ++row) {
                for (int col = -1; col < n; ++col) {
                    PredictEngine fresh(algo, StepStream::runSource(algo, n, 1),
                        std::vector<int>(n, -1), only(qkind));
                    QVERIFY(fresh.ask(p));
                    const Check check = fresh.answer(Answer::ofSquare({ row, col }));
                    if (col >= 0 && question->columns) {
                        QCOMPARE(check.why, Why::NotALine);
                        continue;
                    }
                    const Square line { row, -1 };
                    QCOMPARE(check.square, line);
                    QCOMPARE(check.verdict == Verdict::Right, line == question->answer);
                    if (check.verdict == Verdict::Right) {
                        continue;
                    }
                    whys.insert(check.why);
                    if (question->board[row] >= 0) {
                        QCOMPARE(check.why, Why::LineHasQueen);
                    } else {
                        QCOMPARE(check.squaresLeft, plainLeft(question->board, line));
                    }
                }
            }
            if (question->columns) {
                for (int col = 0; col < n; ++col) {
                    PredictEngine fresh(algo, StepStream::runSource(algo, n, 1),
                        std::vector<int>(n, -1), only(qkind));
                    QVERIFY(fresh.ask(p));
                    const Square line { -1, col };
                    const Check check = fresh.answer(Answer::ofSquare(line));
                    QCOMPARE(check.verdict == Verdict::Right, line == question->answer);
                    if (check.verdict != Verdict::Right) {
                        whys.insert(check.why);
                    }
                }
            }
            if (questions >= 40) {
                break;
            }
        }
        QVERIFY(questions > 0);
        const std::set<Why> expected = qkind == QuestionKind::ChosenLine
            ? std::set<Why> { Why::LineHasQueen, Why::MoreSquaresLeft, Why::TieGoesFirst }
            : std::set<Why> { Why::LineHasQueen, Why::SquaresLeft, Why::WipedOutLater };
        QCOMPARE(whys, expected);
    }

    // NextEvent offers Refuse only to the algorithms that refuse squares.
    void refusingAlgorithms()
    {
        for (const AlgorithmInfo &info : algorithms()) {
            bool refuses = false;
            for (const Event &event : solve(info.id, 5)) {
                refuses = refuses || event.kind == EventKind::Reject;
            }
            QCOMPARE(PredictEngine::fits(info.id, NextAction::Refuse), refuses);
        }
    }

    // Attacker: every queen attacking the refused square is right; only the
    // one the algorithm's check found is its own.
    void anyAttackerAccepted()
    {
        for (const Algorithm algo : { Algorithm::CheckQueens, Algorithm::MarkBoard, Algorithm::LockLines,
                 Algorithm::Bitmask, Algorithm::AvailableColumns }) {
            const int n = 6;
            PredictEngine engine(algo, StepStream::runSource(algo, n, 1), std::vector<int>(n, -1),
                only(QuestionKind::Attacker));
            int several = 0;
            for (std::uint64_t p = 0; p < 3000; ++p) {
                const auto q = engine.questionAt(p);
                if (!q || q->accepted.size() < 2) {
                    continue;
                }
                ++several;
                for (const Square &queen : q->accepted) {
                    PredictEngine fresh(algo, StepStream::runSource(algo, n, 1),
                        std::vector<int>(n, -1), only(QuestionKind::Attacker));
                    QVERIFY(fresh.ask(p));
                    const Check check = fresh.answer(Answer::ofSquare(queen));
                    QCOMPARE(check.verdict, Verdict::Right);
                    QCOMPARE(check.algorithmsOwn, queen == q->answer);
                    QCOMPARE(check.line, attackLine(queen, q->square));
                }
                if (several > 5) {
                    break;
                }
            }
            QVERIFY(several > 0);
        }
    }
};

QTEST_APPLESS_MAIN(TestPredictEngine)
#include "tst_predictengine.moc"
