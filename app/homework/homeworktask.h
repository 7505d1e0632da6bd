// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

/*
 * One task of a homework (issue 40; README, Homework, "The files"):
 * what the pupil's page asks and what the import replays. Plain data;
 * HomeworkSpec reads and writes it and says which values are valid.
 */
struct HomeworkTask
{
    enum class Kind {
        Practice, // "be the solver": the pupil does the algorithm's steps
        Predict, // questions at steps of a run
        Browse, // the solutions of a small board, no score
    };

    Kind kind = Kind::Practice;
    // Practice and predict: the CLI's name ("lock-lines").
    QString algorithm = QStringLiteral("lock-lines");
    int n = 6; // practice and predict 4..10; browse 4..8
    // Practice.
    int stepLimit = 0; // 0: to the first solution; else that many steps (1..2000)
    bool pupilRefuses = false; // false: the refused squares are marked for the pupil
    // Predict (engine.h's nq_predict_new).
    int runSeed = 1; // min-conflicts' seed
    QString frequency = QStringLiteral("each-new-row");
    int k = 1;
    int seed = 1;
    int kinds = 255; // bit i: QuestionKind i may be asked
    int lastPosition = 120; // questions at positions 1..lastPosition

    friend bool operator==(const HomeworkTask &, const HomeworkTask &) = default;
};
