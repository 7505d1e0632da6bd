// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QString>

#ifndef Q_MOC_RUN
#include "learn/predictscore.h"
#endif

/*
 * Predict mode's results for the teacher: a small file with the board size,
 * the algorithm (its CLI name), the date and time, and the score by question
 * kind (asked, right at the first try, right at the second, revealed) and in
 * total. The format follows the file name: ".json" writes JSON, anything
 * else CSV (one row per kind, then "total"; no cell quoted, all are the
 * program's words and numbers). Kinds are named in English, the same in
 * every language ("next-square", ...), so that a class's files can be
 * merged. Written by ResultsFile (atomically): a failed write leaves any
 * earlier file as it was.
 */
class PredictResults
{
public:
    int boardSize = 0;
    QString algorithm;
    QDateTime when;
    nq::learn::PredictScore score;

    // The stable name of a kind in the file.
    static QString kindId(nq::learn::QuestionKind kind);
    QByteArray toCsv() const;
    QByteArray toJson() const;
    // Writes the file; false with `error` (the system's words) when it fails.
    bool save(const QString &fileName, QString *error) const;
};
