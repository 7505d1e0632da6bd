// SPDX-License-Identifier: MIT
#include "pupildriver.h"

#include "learn/question.h"
#include "learn/stepstream.h"
#include "solver/algorithm.h"

namespace nqtest {

// Tasks: be the solver to the first solution of 6 x 6 (refusals the
// pupil's), predict on 6 x 6 (the kinds whose wrong answers are plain),
// browse, and forward checking for 30 steps with refusals marked.
HomeworkSpec sampleHomework()
{
    HomeworkSpec spec;
    spec.id = QStringLiteral("0123456789abcdef");
    spec.title = QStringLiteral("Backtracking, week 3");
    HomeworkTask practice;
    practice.kind = HomeworkTask::Kind::Practice;
    practice.algorithm = QStringLiteral("lock-lines");
    practice.n = 6;
    practice.stepLimit = 0;
    practice.pupilRefuses = true;
    HomeworkTask predict;
    predict.kind = HomeworkTask::Kind::Predict;
    predict.algorithm = QStringLiteral("lock-lines");
    predict.n = 6;
    predict.frequency = QStringLiteral("each-new-row");
    predict.k = 1;
    predict.kinds = int(nq::learn::questionSet({ nq::learn::QuestionKind::NextEvent,
        nq::learn::QuestionKind::TriesLeft, nq::learn::QuestionKind::PartOfSolution }));
    predict.lastPosition = 120;
    HomeworkTask browse;
    browse.kind = HomeworkTask::Kind::Browse;
    browse.n = 6;
    HomeworkTask marked = practice;
    marked.algorithm = QStringLiteral("forward-checking");
    marked.n = 5;
    marked.stepLimit = 30;
    marked.pupilRefuses = false;
    spec.tasks = { practice, predict, browse, marked };
    return spec;
}

using nq::Event;
using nq::EventKind;
using nq::Square;
using nq::learn::MistakeKind;
using nq::learn::PracticeEngine;
using nq::learn::PredictEngine;
using nq::learn::PupilAction;

namespace {

QString actionName(PupilAction action)
{
    switch (action) {
    case PupilAction::Place:
        return QStringLiteral("place");
    case PupilAction::Refuse:
        return QStringLiteral("refuse");
    case PupilAction::TakeBack:
        break;
    }
    return QStringLiteral("takeback");
}

PupilAction actionFor(const Event &event)
{
    switch (event.kind) {
    case EventKind::Reject:
        return PupilAction::Refuse;
    case EventKind::Remove:
        return PupilAction::TakeBack;
    default:
        break;
    }
    return PupilAction::Place;
}

} // namespace

PupilDriver::PupilDriver(const HomeworkSpec &homework)
    : m_homework(homework)
{
    for (const HomeworkTask &task : homework.tasks) {
        const nq::Algorithm algorithm = *nq::algorithmFromName(task.algorithm.toStdString());
        const std::vector<int> empty(std::size_t(task.n), -1);
        m_practice.emplace_back();
        m_predict.emplace_back();
        if (task.kind == HomeworkTask::Kind::Practice) {
            PracticeEngine::Options options;
            options.refusalsForPupil = task.pupilRefuses;
            options.stepLimit = std::uint64_t(task.stepLimit);
            m_practice.back() = std::make_unique<PracticeEngine>(algorithm,
                nq::learn::StepStream::runSource(algorithm, task.n, nq::DefaultSeed), empty,
                options);
        } else if (task.kind == HomeworkTask::Kind::Predict) {
            nq::learn::PredictSettings settings;
            settings.frequency = static_cast<nq::learn::Frequency>(
                HomeworkSpec::frequencies().indexOf(task.frequency));
            settings.k = task.k;
            settings.seed = std::uint64_t(task.seed);
            settings.kinds = unsigned(task.kinds);
            m_predict.back() = std::make_unique<PredictEngine>(algorithm,
                nq::learn::StepStream::runSource(algorithm, task.n, std::uint64_t(task.runSeed)),
                empty, settings);
        }
    }
}

void PupilDriver::record(int task, QJsonObject action)
{
    m_ms += 250 + (m_actions.size() % 7) * 100;
    action.insert(QStringLiteral("task"), task);
    action.insert(QStringLiteral("ms"), m_ms);
    m_actions.append(action);
}

bool PupilDriver::rightStep(int task)
{
    PracticeEngine &engine = *m_practice.at(std::size_t(task));
    const Event *next = engine.expected();
    if (!next || engine.finished()) {
        return false;
    }
    const PupilAction action = actionFor(*next);
    const Square square = next->square;
    const auto verdict = engine.act(action, square);
    if (!verdict || !verdict->right) {
        return false;
    }
    record(task,
        { { QStringLiteral("do"), actionName(action) },
            { QStringLiteral("square"), QJsonArray { square.row, square.col } } });
    return true;
}

bool PupilDriver::showMe(int task)
{
    if (!m_practice.at(std::size_t(task))->showMe()) {
        return false;
    }
    record(task, { { QStringLiteral("do"), QStringLiteral("show") } });
    return true;
}

void PupilDriver::finish(int task, int showEvery)
{
    for (int step = 1;; ++step) {
        const bool moved = showEvery > 0 && step % showEvery == 0 ? showMe(task) : rightStep(task);
        if (!moved) {
            return;
        }
    }
}

std::optional<MistakeKind> PupilDriver::mistake(int task, MistakeKind kind)
{
    PracticeEngine &engine = *m_practice.at(std::size_t(task));
    const Event *next = engine.expected();
    if (!next || engine.finished()) {
        return std::nullopt;
    }
    const std::vector<int> queens(engine.queens().begin(), engine.queens().end());
    const int n = int(queens.size());
    // The lowest queen on the board (the last one placed by a row-by-row search).
    Square lowest { -1, -1 };
    Square highest { -1, -1 };
    for (int row = 0; row < n; ++row) {
        if (queens[std::size_t(row)] >= 0) {
            lowest = { row, queens[std::size_t(row)] };
            if (highest.row < 0) {
                highest = lowest;
            }
        }
    }
    std::optional<std::pair<PupilAction, Square>> act;
    const Square at = next->square;
    switch (kind) {
    case MistakeKind::PlacedOnAttacked:
        if (next->kind == EventKind::Reject) {
            act = { PupilAction::Place, at };
        }
        break;
    case MistakeKind::RefusedFreeSquare:
        if (next->kind == EventKind::Place) {
            act = { PupilAction::Refuse, at };
        }
        break;
    case MistakeKind::SkippedSquare:
        // Refusing the square after the one looked at, itself attacked:
        // right but out of turn.
        if (next->kind == EventKind::Reject && at.col + 1 < n
            && PracticeEngine::firstAttacker(queens, { at.row, at.col + 1 })) {
            act = { PupilAction::Refuse, { at.row, at.col + 1 } };
        }
        break;
    case MistakeKind::TookBackTooEarly:
        if (next->kind != EventKind::Remove && lowest.row >= 0) {
            act = { PupilAction::TakeBack, lowest };
        }
        break;
    case MistakeKind::MissedTakeBack:
        if (next->kind == EventKind::Remove && at.row + 1 < n) {
            act = { PupilAction::Place, { at.row + 1, 0 } };
        }
        break;
    case MistakeKind::WrongQueen:
        if (next->kind == EventKind::Remove && highest.row >= 0 && highest.row != at.row) {
            act = { PupilAction::TakeBack, highest };
        }
        break;
    case MistakeKind::NotAQueen:
        if (next->kind == EventKind::Remove) {
            act = { PupilAction::TakeBack, { at.row, (at.col + 1) % n } };
        }
        break;
    default:
        break;
    }
    if (!act) {
        return std::nullopt;
    }
    const auto verdict = engine.act(act->first, act->second);
    if (!verdict) {
        return std::nullopt;
    }
    record(task,
        { { QStringLiteral("do"), actionName(act->first) },
            { QStringLiteral("square"), QJsonArray { act->second.row, act->second.col } } });
    if (verdict->mistake) {
        ++mistakesMade[std::size_t(*verdict->mistake)];
    }
    return verdict->mistake ? verdict->mistake : std::optional<MistakeKind>(std::nullopt);
}

void PupilDriver::answerAll(int task)
{
    using nq::learn::Answer;
    using nq::learn::NextAction;
    using nq::learn::Question;
    using nq::learn::QuestionKind;
    using nq::learn::Verdict;
    PredictEngine &engine = *m_predict.at(std::size_t(task));
    const int last = m_homework.tasks.at(task).lastPosition;
    int asked = 0;
    for (int position = 1; position <= last; ++position) {
        if (!engine.wantsStop(std::uint64_t(position))) {
            continue;
        }
        const Question question = *engine.ask(std::uint64_t(position));
        // The right answer and a wrong one, with the fields the file writes.
        QJsonObject right { { QStringLiteral("do"), QStringLiteral("answer") },
            { QStringLiteral("position"), position } };
        QJsonObject wrong = right;
        Answer rightAnswer;
        Answer wrongAnswer;
        switch (question.kind) {
        case QuestionKind::NextEvent: {
            const int action = int(question.action);
            const int other = action == int(NextAction::Place) ? int(NextAction::Backtrack)
                                                               : int(NextAction::Place);
            rightAnswer = Answer::ofAction(question.action);
            wrongAnswer = Answer::ofAction(static_cast<NextAction>(other));
            right.insert(QStringLiteral("field"), QStringLiteral("action"));
            right.insert(QStringLiteral("a"), action);
            wrong.insert(QStringLiteral("field"), QStringLiteral("action"));
            wrong.insert(QStringLiteral("a"), other);
            break;
        }
        case QuestionKind::TriesLeft:
            rightAnswer = Answer::ofNumber(question.count);
            wrongAnswer = Answer::ofNumber(question.count + 1);
            right.insert(QStringLiteral("field"), QStringLiteral("number"));
            right.insert(QStringLiteral("a"), question.count);
            wrong.insert(QStringLiteral("field"), QStringLiteral("number"));
            wrong.insert(QStringLiteral("a"), question.count + 1);
            break;
        case QuestionKind::PartOfSolution:
            rightAnswer = Answer::ofYes(question.yes);
            wrongAnswer = Answer::ofYes(!question.yes);
            right.insert(QStringLiteral("field"), QStringLiteral("yes"));
            right.insert(QStringLiteral("a"), question.yes ? 1 : 0);
            wrong.insert(QStringLiteral("field"), QStringLiteral("yes"));
            wrong.insert(QStringLiteral("a"), question.yes ? 0 : 1);
            break;
        default:
            continue; // not asked with the kinds this driver takes
        }
        switch (asked++ % 5) {
        case 0:
            if (engine.answer(rightAnswer).verdict == Verdict::Right) {
                ++rightFirst;
            }
            record(task, right);
            break;
        case 1:
            engine.answer(wrongAnswer);
            record(task, wrong);
            if (engine.answer(rightAnswer).verdict == Verdict::Right) {
                ++rightSecond;
            }
            record(task, right);
            break;
        case 2:
            engine.answer(wrongAnswer);
            record(task, wrong);
            if (engine.answer(wrongAnswer).verdict == Verdict::Revealed) {
                ++revealed;
            }
            record(task, wrong);
            break;
        case 3:
            engine.reveal();
            ++revealed;
            record(task,
                { { QStringLiteral("do"), QStringLiteral("reveal") },
                    { QStringLiteral("position"), position } });
            break;
        default:
            break; // left unanswered: dropped when the next one opens
        }
    }
}

QJsonObject PupilDriver::claimed(int task) const
{
    QJsonObject object { { QStringLiteral("task"), task } };
    if (const auto &practice = m_practice.at(std::size_t(task))) {
        object.insert(QStringLiteral("done"), qint64(practice->counts().done));
        object.insert(QStringLiteral("shown"), qint64(practice->counts().shown));
        object.insert(QStringLiteral("mistakes"), qint64(practice->counts().mistakeTotal()));
        object.insert(QStringLiteral("finished"), practice->finished());
    } else if (const auto &predict = m_predict.at(std::size_t(task))) {
        const auto total = predict->score().total();
        object.insert(QStringLiteral("asked"), qint64(total.asked));
        object.insert(QStringLiteral("rightFirst"), qint64(total.rightFirst));
        object.insert(QStringLiteral("rightSecond"), qint64(total.rightSecond));
        object.insert(QStringLiteral("revealed"), qint64(total.revealed));
    }
    return object;
}

QJsonObject PupilDriver::file(const QString &pupil) const
{
    QJsonArray claims;
    for (int task = 0; task < m_homework.tasks.size(); ++task) {
        claims.append(claimed(task));
    }
    return { { QStringLiteral("format"), QStringLiteral("nqueens-homework-result") },
        { QStringLiteral("version"), 1 }, { QStringLiteral("homework"), m_homework.toJson() },
        { QStringLiteral("pupil"), pupil }, { QStringLiteral("actions"), m_actions },
        { QStringLiteral("claimed"), claims } };
}

} // namespace nqtest
