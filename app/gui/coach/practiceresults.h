// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include "files/resultsfile.h"
#ifndef Q_MOC_RUN
#include "learn/practiceengine.h"
#endif

/*
 * A practice's results as a small file for the teacher: CSV (a header line
 * and one line of values, none quoted) or JSON (one object), chosen by the
 * file name's suffix (".json": JSON, anything else: CSV) and written by
 * ResultsFile. The names are the same in every language: board_size,
 * algorithm (the CLI's name), date (ISO 8601, UTC), refusals_marked,
 * finished, solution_reached, first_step, last_step, steps_done,
 * steps_shown, steps_automatic, mistakes, and one count per mistake kind
 * (nq::learn::mistakeKindName(); under "mistakes_by_kind" in JSON,
 * "mistakes_<kind>" columns in CSV).
 */
class PracticeResults
{

public:
    struct Record
    {
        int boardSize = 0;
        QString algorithm; // the CLI's name, "lock-lines"
        QDateTime when;
        bool refusalsMarked = false;
        bool finished = false;
        bool solutionReached = false;
        quint64 firstStep = 0; // the run's step the practice started at
        quint64 lastStep = 0; // the run's step it stands at
        nq::learn::PracticeCounts counts;
    };
    using Format = ResultsFile::Format;

    // ResultsFile::formatOf().
    static Format formatOf(const QString &path);
    static QByteArray serialize(const Record &record, Format format);
    // Writes atomically (ResultsFile): the file is whole or unchanged. False
    // with a sentence for the user in `error` when it could not.
    static bool write(const QString &path, const Record &record, QString *error = nullptr);
};
