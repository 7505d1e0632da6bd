// SPDX-License-Identifier: MIT
#pragma once

#include "homework/homeworktask.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

/*
 * A homework (issue 40): its tasks, title, the page's language and its id,
 * as the file format says (README, Homework, "The files": "format"
 * "nqueens-homework", version 1). The export writes it into the page and
 * into the registry; the import of results reads it back from a pupil's
 * file, which may have been edited by hand: fromJson() takes only what the
 * format allows and says why it refuses anything else.
 */
class HomeworkSpec
{
    Q_DECLARE_TR_FUNCTIONS(HomeworkSpec)

public:
    static constexpr int Version = 1;
    static constexpr int MaxTasks = 10;
    static constexpr int MaxTitleLength = 200;
    static constexpr int MinN = 4;
    static constexpr int MaxN = 10; // practice and predict
    static constexpr int MaxBrowseN = 8;
    static constexpr int MaxStepLimit = 2000;
    static constexpr int MaxK = 1000;
    static constexpr int MaxSeed = 2147483647;
    static constexpr int MaxLastPosition = 100000;

    QString id; // 16 lower-case hex digits
    QString title; // the teacher's words, plain text
    QString language = QStringLiteral("en"); // en, de, es, fr: the page's words
    QList<HomeworkTask> tasks;

    friend bool operator==(const HomeworkSpec &, const HomeworkSpec &) = default;

    // A new random id (QRandomGenerator::system()), 16 lower-case hex digits.
    static QString newId();
    // The languages of the page's words: en, de, es, fr.
    static QStringList languages();
    // The algorithms a practice task takes ("lock-lines", ...: every
    // algorithm practice is available for, nq::learn::availability()).
    static QStringList practiceAlgorithms();
    // Every algorithm by its CLI name (predict takes them all).
    static QStringList predictAlgorithms();
    // The frequencies of predict, as engine.h names them.
    static QStringList frequencies();

    // The homework object of the format (QJsonObject: keys in sorted order).
    QJsonObject toJson() const;
    // The homework when `object` is one, exactly as the format allows: every
    // field present with its type and in its range, no field unknown;
    // otherwise nullopt and, when `reason` is given, the first reason in
    // the user's language (naming the field, e.g. "tasks[1].n").
    static std::optional<HomeworkSpec> fromJson(const QJsonObject &object, QString *reason = nullptr);
    // The reason toJson() of this homework would be refused, or empty when it
    // is valid (what the export checks before writing).
    QString invalidReason() const;
    // The same, the id aside (any id, none too): whether the choices make a
    // homework, checked before its id is drawn, once, when it is written.
    QString invalidReasonWithoutId() const;
};
