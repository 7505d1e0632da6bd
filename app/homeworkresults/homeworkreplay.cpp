// SPDX-License-Identifier: MIT
#include "homeworkresults/homeworkreplay.h"

#include "homeworkresults/homeworkregistry.h"
#include "learn/practiceengine.h"
#include "learn/predictengine.h"
#include "learn/stepstream.h"
#include "solver/algorithm.h"

#include <memory>
#include <variant>
#include <vector>

namespace {

using Action = HomeworkResultFile::Action;
using Reason = HomeworkRefusal::Reason;
using nq::learn::PracticeEngine;
using nq::learn::PredictEngine;

using Engine
    = std::variant<std::monostate, std::unique_ptr<PracticeEngine>, std::unique_ptr<PredictEngine>>;

// The engine of `task` as the page makes it (wasm/engine.cpp). The task is
// HomeworkSpec's, so its algorithm, n and frequency are valid names.
Engine engineOf(const HomeworkTask &task)
{
    const std::optional<nq::Algorithm> algorithm
        = nq::algorithmFromName(task.algorithm.toStdString());
    if (task.kind == HomeworkTask::Kind::Browse || !algorithm) {
        return std::monostate {};
    }
    const std::vector<int> empty(std::size_t(task.n), -1);
    if (task.kind == HomeworkTask::Kind::Practice) {
        PracticeEngine::Options options;
        options.refusalsForPupil = task.pupilRefuses;
        options.stepLimit = std::uint64_t(task.stepLimit);
        return std::make_unique<PracticeEngine>(*algorithm,
            nq::learn::StepStream::runSource(*algorithm, task.n, nq::DefaultSeed), empty, options);
    }
    nq::learn::PredictSettings settings;
    settings.frequency
        = static_cast<nq::learn::Frequency>(HomeworkSpec::frequencies().indexOf(task.frequency));
    settings.k = task.k;
    settings.seed = std::uint32_t(task.seed);
    settings.kinds = unsigned(task.kinds) & ((1u << nq::learn::QuestionKindCount) - 1);
    return std::make_unique<PredictEngine>(*algorithm,
        nq::learn::StepStream::runSource(*algorithm, task.n, std::uint32_t(task.runSeed)), empty,
        settings);
}

nq::learn::Answer answerOf(const Action &action)
{
    switch (action.field) {
    case Action::Field::Square:
        return nq::learn::Answer::ofSquare({ action.a, action.b });
    case Action::Field::Action:
        return nq::learn::Answer::ofAction(static_cast<nq::learn::NextAction>(action.a));
    case Action::Field::Number:
        return nq::learn::Answer::ofNumber(action.a);
    case Action::Field::Yes:
        break;
    }
    return nq::learn::Answer::ofYes(action.a != 0);
}

nq::learn::PupilAction pupilActionOf(Action::Kind kind)
{
    switch (kind) {
    case Action::Kind::Refuse:
        return nq::learn::PupilAction::Refuse;
    case Action::Kind::TakeBack:
        return nq::learn::PupilAction::TakeBack;
    default:
        break;
    }
    return nq::learn::PupilAction::Place;
}

HomeworkCounts countsOf(Engine &engine)
{
    HomeworkCounts counts;
    if (auto *practice = std::get_if<std::unique_ptr<PracticeEngine>>(&engine)) {
        const nq::learn::PracticeCounts &made = (*practice)->counts();
        counts.kind = HomeworkCounts::Kind::Practice;
        counts.done = made.done;
        counts.shown = made.shown;
        counts.mistakes = made.mistakeTotal();
        counts.finished = (*practice)->finished();
    } else if (auto *predict = std::get_if<std::unique_ptr<PredictEngine>>(&engine)) {
        const nq::learn::PredictScore::Tally total = (*predict)->score().total();
        counts.kind = HomeworkCounts::Kind::Predict;
        counts.asked = total.asked;
        counts.rightFirst = total.rightFirst;
        counts.rightSecond = total.rightSecond;
        counts.revealed = total.revealed;
    }
    return counts;
}

} // namespace

std::optional<QList<HomeworkCounts>> HomeworkReplay::replay(const QList<HomeworkTask> &tasks,
    const QList<HomeworkResultFile::Action> &actions, HomeworkRefusal *refusal)
{
    std::vector<Engine> engines;
    for (const HomeworkTask &task : tasks) {
        engines.push_back(engineOf(task));
    }
    // The position of each predict task's last answer: the run goes forward.
    // (Going back replays the run from its start: a file alternating
    // between two distant questions would cost 100,000 replays.)
    std::vector<qint64> lastPositions(std::size_t(tasks.size()), 0);
    const auto refuse = [refusal](Reason reason, const QString &text) {
        if (refusal) {
            *refusal = { reason, text };
        }
        return std::nullopt;
    };
    for (qsizetype i = 0; i < actions.size(); ++i) {
        const Action &action = actions.at(i);
        if (action.task < 0 || action.task >= tasks.size()) {
            return refuse(Reason::WrongTask,
                tr("Action %1 is for task %2, which the homework does not have.")
                    .arg(i + 1)
                    .arg(action.task + 1));
        }
        const HomeworkTask &task = tasks.at(action.task);
        Engine &engine = engines[std::size_t(action.task)];
        auto *practice = std::get_if<std::unique_ptr<PracticeEngine>>(&engine);
        auto *predict = std::get_if<std::unique_ptr<PredictEngine>>(&engine);
        const bool isStep = action.kind == Action::Kind::Place
            || action.kind == Action::Kind::Refuse || action.kind == Action::Kind::TakeBack;
        const bool isPractice = isStep || action.kind == Action::Kind::Show;
        if (isPractice ? !practice : !predict) {
            return refuse(Reason::WrongTask,
                tr("Action %1 is not one that task %2 has.").arg(i + 1).arg(action.task + 1));
        }
        if (isStep) {
            if (action.row < 0 || action.row >= task.n || action.column < 0
                || action.column >= task.n) {
                return refuse(Reason::OffBoard,
                    tr("Action %1 is off the board of task %2.").arg(i + 1).arg(action.task + 1));
            }
            if ((*practice)->finished()
                || !(*practice)->act(pupilActionOf(action.kind), { action.row, action.column })) {
                return refuse(Reason::AfterEnd,
                    tr("Action %1 comes after the end of task %2.")
                        .arg(i + 1)
                        .arg(action.task + 1));
            }
        } else if (action.kind == Action::Kind::Show) {
            if (!(*practice)->showMe()) {
                return refuse(Reason::AfterEnd,
                    tr("Action %1 comes after the end of task %2.")
                        .arg(i + 1)
                        .arg(action.task + 1));
            }
        } else {
            qint64 &last = lastPositions[std::size_t(action.task)];
            if (action.position < last) {
                return refuse(Reason::QuestionOutOfOrder,
                    tr("Action %1 goes back to step %2 of task %3 after step %4: the questions "
                       "come in the order of the run.")
                        .arg(i + 1)
                        .arg(action.position)
                        .arg(action.task + 1)
                        .arg(last));
            }
            last = action.position;
            // ask() opens the question at the position (keeps it open when
            // it is already), or gives none: none there, or closed.
            if (action.position < 1 || action.position > task.lastPosition
                || !(*predict)->ask(std::uint64_t(action.position))) {
                return refuse(Reason::QuestionNotOpen,
                    tr("Action %1 answers a question that is not open in task %2 (at step %3).")
                        .arg(i + 1)
                        .arg(action.task + 1)
                        .arg(action.position));
            }
            if (action.kind == Action::Kind::Answer) {
                (*predict)->answer(answerOf(action));
            } else {
                (*predict)->reveal();
            }
        }
    }
    QList<HomeworkCounts> counts;
    for (Engine &engine : engines) {
        counts.append(countsOf(engine));
    }
    if (refusal) {
        *refusal = {};
    }
    return counts;
}

HomeworkReplay::Outcome HomeworkReplay::check(
    const HomeworkResultFile &file, const HomeworkRegistry &registry)
{
    Outcome outcome;
    outcome.pupil = file.pupil;
    outcome.homework = file.homework;
    const std::optional<HomeworkSpec> registered = registry.find(file.homework.id);
    if (!registered) {
        outcome.refusal = { Reason::UnknownHomework,
            tr("The homework \"%1\" (%2) was not given from this program: it is not among the "
               "homeworks exported here.")
                .arg(file.homework.title, file.homework.id) };
        return outcome;
    }
    outcome.homework = *registered;
    if (registered->tasks != file.homework.tasks) {
        outcome.refusal = { Reason::TasksDiffer,
            tr("The file's tasks are not those of the homework \"%1\" as it was given.")
                .arg(registered->title) };
        return outcome;
    }
    std::optional<QList<HomeworkCounts>> made
        = replay(registered->tasks, file.actions, &outcome.refusal);
    if (!made) {
        return outcome;
    }
    for (int task = 0; task < made->size(); ++task) {
        const QString differs = difference(file.claimed.at(task), made->at(task), task);
        if (!differs.isEmpty()) {
            outcome.refusal = { Reason::CountsDiffer, differs };
            return outcome;
        }
    }
    outcome.counts = std::move(*made);
    return outcome;
}

HomeworkReplay::Outcome HomeworkReplay::importFile(
    const QString &path, const HomeworkRegistry &registry)
{
    HomeworkRefusal refusal;
    const std::optional<HomeworkResultFile> file = HomeworkResultFile::read(path, &refusal);
    Outcome outcome;
    if (file) {
        outcome = check(*file, registry);
    } else {
        outcome.refusal = refusal;
    }
    outcome.file = path;
    return outcome;
}

QString HomeworkReplay::difference(
    const HomeworkCounts &claimed, const HomeworkCounts &made, int task)
{
    const auto says = [task](const QString &sentence, std::uint64_t file, std::uint64_t steps) {
        return sentence.arg(file).arg(task + 1).arg(steps);
    };
    if (claimed.done != made.done) {
        return says(tr("The file says %1 right steps in task %2; its steps make %3."), claimed.done,
            made.done);
    }
    if (claimed.shown != made.shown) {
        return says(tr("The file says %1 steps shown in task %2; its steps make %3."),
            claimed.shown, made.shown);
    }
    if (claimed.mistakes != made.mistakes) {
        return says(tr("The file says %1 mistakes in task %2; its steps make %3."),
            claimed.mistakes, made.mistakes);
    }
    if (claimed.finished != made.finished) {
        return claimed.finished
            ? tr("The file says task %1 is finished; its steps do not finish it.").arg(task + 1)
            : tr("The file says task %1 is not finished; its steps finish it.").arg(task + 1);
    }
    if (claimed.asked != made.asked) {
        return says(tr("The file says %1 questions answered in task %2; its answers make %3."),
            claimed.asked, made.asked);
    }
    if (claimed.rightFirst != made.rightFirst) {
        return says(tr("The file says %1 right at the first try in task %2; its answers make %3."),
            claimed.rightFirst, made.rightFirst);
    }
    if (claimed.rightSecond != made.rightSecond) {
        return says(tr("The file says %1 right at the second try in task %2; its answers make %3."),
            claimed.rightSecond, made.rightSecond);
    }
    if (claimed.revealed != made.revealed) {
        return says(tr("The file says %1 answers revealed in task %2; its answers make %3."),
            claimed.revealed, made.revealed);
    }
    return QString();
}
