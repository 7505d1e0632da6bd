// SPDX-License-Identifier: MIT
#pragma once

#include "homework/homeworkspec.h"
#include "learn/practiceengine.h"
#include "learn/predictengine.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace nqtest {

// The homework the tests hand in: be the solver to the first solution of
// 6 x 6 (refusals the pupil's), predict on 6 x 6 (NextEvent, TriesLeft and
// PartOfSolution), browse, and forward checking for 30 steps with the
// refusals marked. Id 0123456789abcdef.
HomeworkSpec sampleHomework();

/*
 * A pupil doing a homework as the page does it: engines of its own, made
 * as wasm/engine.cpp makes them, each action given to them and written
 * down as the results file's action, and the counts claimed read from
 * them. So a file this writes is what an honest page hands in, made
 * without HomeworkReplay.
 */
class PupilDriver
{
public:
    explicit PupilDriver(const HomeworkSpec &homework);

    // Practice task `task`: the right step, or Show me; false when the
    // engine takes none (finished).
    bool rightStep(int task);
    bool showMe(int task);
    // An action that makes a mistake of `kind` at this step: nullopt when
    // there is none to make here (nothing done), else the kind the engine
    // named (the test compares).
    std::optional<nq::learn::MistakeKind> mistake(int task, nq::learn::MistakeKind kind);
    // Right steps (and Show me every `showEvery`th, 0: never) to the end.
    void finish(int task, int showEvery = 0);
    // Predict task `task`: every question from position 1 to its
    // lastPosition, answered in turn: right, wrong then right, wrong twice,
    // revealed on request, left unanswered. The kinds must be NextEvent,
    // TriesLeft and PartOfSolution (their wrong answers are well defined).
    void answerAll(int task);

    // What the engine of `task` counted: the claimed entry of the format.
    QJsonObject claimed(int task) const;
    QJsonArray actions() const { return m_actions; }
    // The whole results file.
    QJsonObject file(const QString &pupil) const;

    // Mistakes made per kind (as the verdicts named them), and questions
    // closed right first, right second, revealed.
    std::array<int, nq::learn::MistakeKindCount> mistakesMade {};
    int rightFirst = 0;
    int rightSecond = 0;
    int revealed = 0;

private:
    void record(int task, QJsonObject action);

    HomeworkSpec m_homework;
    std::vector<std::unique_ptr<nq::learn::PracticeEngine>> m_practice;
    std::vector<std::unique_ptr<nq::learn::PredictEngine>> m_predict;
    QJsonArray m_actions;
    qint64 m_ms = 1000;
};

} // namespace nqtest
