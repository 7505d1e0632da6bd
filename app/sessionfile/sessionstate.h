// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QMap>
#include <QList>
#include <QPoint>
#include <QString>
#include <QStringList>

#ifndef Q_MOC_RUN
#include "learn/predictengine.h"
#include "solver/algorithm.h"

#include <optional>
#endif

/*
 * One saved state of the window, as a session file holds it: the run (N,
 * algorithm, seed, the given queens of a run from a position, the step),
 * its breakpoints and speed, the mode (the run, play mode with its
 * position, or predict mode) with the predict settings, and the view (the
 * panels shown, presentation mode). Plain data: SessionController applies
 * it to a window and captures it from one.
 *
 * In JSON (the "state" of a session, each scene's "state"):
 *   { "n": 8, "algorithm": "lock-lines", "seed": 1, "start": [-1, 3, -1, ...],
 *     "step": 40, "speed": 3,
 *     "breakpoints": { "solution": false, "backtrack": true, "depth": 0 },
 *     "mode": "run" | "play" | "predict",
 *     "play": [[row, col], ...],
 *     "predict": { "frequency": "each-new-row", "k": 5, "seed": 1,
 *                  "kinds": ["next-square", "attacker", ...] },
 *     "view": { "panels": ["pseudocodeDock", ...], "presentation": false } }
 * Rows and columns count from 0 at the top left. Only "n" and "algorithm"
 * are required; the rest default as below. Unknown keys are ignored (a
 * newer minor addition), unknown panel names too.
 *
 * "seed" and "step" are 64-bit (0 to 2^64 - 1), more than a JSON number
 * holds exactly (a double: every integer only up to 2^53). They are written
 * as numbers up to MaxJsonNumber (2^53 - 1) and as strings of decimal
 * digits above it ("18446744073709551615"), so that every value comes back
 * exactly. Both forms are read: a string of digits only (no sign, no
 * space), range-checked; a number only up to MaxJsonNumber: a larger one
 * may be the rounding of another value (9007199254740993 reads as
 * 9007199254740992), so it is refused with a problem saying to write it as
 * a string. (Older versions wrote numbers, and only up to 2^53.)
 */
struct SessionState
{
    enum class Mode { Run, Play, Predict };

    // The largest step and seed a file may name (whether the search reaches
    // that step in reasonable time is the SessionController's question).
    static constexpr quint64 MaxStep = ~quint64(0);
    static constexpr quint64 MaxSeed = ~quint64(0);
    // The largest whole number written and read as a JSON number: every
    // integer up to it is a double of its own.
    static constexpr quint64 MaxJsonNumber = (quint64(1) << 53) - 1;
    // RunController's speed positions 0..MaxSpeedIndex (tests hold them equal).
    static constexpr int MaxSpeedIndex = 11;
    // Play mode's largest board (PlayPosition::MaxSize; tests hold them equal).
    static constexpr int MaxPlaySize = 32;
    // The predict settings' ranges, as the remembered settings take them.
    static constexpr int MaxPredictK = 1000;
    static constexpr quint64 MaxPredictSeed = 999999;

    int n = 8;
    nq::Algorithm algorithm = nq::DefaultAlgorithm;
    quint64 seed = nq::DefaultSeed;
    QList<int> start; // empty: a full run; else start[row] = column or -1
    quint64 step = 0;
    int speedIndex = 3;
    bool breakOnSolution = false;
    bool breakOnBacktrack = false;
    int breakAtDepth = 0; // 0 = never
    Mode mode = Mode::Run;
    QList<QPoint> playQueens; // x = column, y = row; shown when mode is Play
    nq::learn::PredictSettings predict;
    // Object names of the docks shown; nullopt: the file names none (the
    // window keeps its panels as they are).
    std::optional<QStringList> panels;
    bool presentation = false;
    // The parts of activities that have no field of their own above, by the
    // activity's name (lower-case letters, digits and '-', at most
    // MaxPartName characters), each a JSON object that only its activity
    // reads, as hostile as the rest of the file; under "activities" in the
    // file. A new mode keeps its state here without a change to this file.
    QMap<QString, QJsonObject> parts;
    static constexpr int MaxParts = 32;
    static constexpr int MaxPartName = 32;

    QJsonObject toJson() const;
    /*
     * The state `json` describes, or nullopt with `problem` set to one
     * sentence naming what is wrong (a key, its value and what is valid),
     * in the language installed. Every value is checked: types, ranges,
     * the algorithm's name and largest board, given queens that attack
     * each other, play squares on the board.
     */
    static std::optional<SessionState> fromJson(const QJsonObject &json, QString *problem);

    friend bool operator==(const SessionState &, const SessionState &) = default;
};
