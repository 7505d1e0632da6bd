// SPDX-License-Identifier: MIT
#pragma once

#include "seatwork/seatsettings.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <array>
#include <cstdint>
#include <optional>

/*
 * One seat work's results: the settings, and per pupil the steps they did
 * right, their mistakes by kind, the steps shown to them, how long they
 * worked and whether they finished. Pupils keep the order in which they
 * were first recorded; a pupil who left stays.
 *
 * Written as CSV or JSON (save(): ".json" writes JSON, anything else CSV)
 * by ResultsFile (atomically). The field names are the same in every
 * language.
 *
 * CSV: a header row, then a row per pupil: pupil (the name, or the id when
 * no name is known), algorithm (the CLI's name), board_size, steps_done,
 * steps_shown, mistakes, one mistakes_<kind> column per mistake kind
 * (nq::learn::mistakeKindName(), in MistakeKind's order), seconds (one
 * decimal, a point), finished, solution_reached (true/false). The header,
 * the name and the algorithm are text cells (ResultsSheet::text(): quoted,
 * formulas defused).
 *
 * JSON: {"mode": "seatwork", "version": 1, "seat", "algorithm", "n",
 * "stepLimit", "refusalsMarked", "started" (ISO 8601, UTC), "pupils": [{"id",
 * "name", "done", "shown", "mistakes": {<kind>: count, every kind}, "ms",
 * "finished", "solutionReached"}]}. toJsonObject() is the same object, for
 * the window's class journal; fromJson() / fromJsonObject() read back
 * exactly that and refuse anything else.
 */
class SeatResults
{
    Q_DECLARE_TR_FUNCTIONS(SeatResults)

public:
    // The largest JSON file fromJson() reads, the most pupils it accepts,
    // and the longest id and name.
    static constexpr qsizetype MaxJsonBytes = 16 * 1024 * 1024;
    static constexpr int MaxPupils = 10000;
    static constexpr qsizetype MaxIdLength = 64;
    static constexpr qsizetype MaxNameLength = 64;

    struct Pupil
    {
        QString id;
        QString name; // empty until the window names the pupil
        std::uint64_t done = 0; // right steps
        std::uint64_t shown = 0; // steps shown
        std::array<std::uint64_t, nq::learn::MistakeKindCount> mistakes {};
        qint64 ms = 0; // from joining the seat work to finishing (or stopping, or now)
        bool finished = false;
        bool solutionReached = false;

        std::uint64_t mistakeTotal() const noexcept;
        friend bool operator==(const Pupil &, const Pupil &) = default;
    };

    SeatResults() = default;
    SeatResults(int seatId, const SeatSettings &settings, const QDateTime &started);

    int seatId() const { return m_seatId; }
    const SeatSettings &settings() const { return m_settings; }
    QDateTime started() const { return m_started; }
    const QList<Pupil> &pupils() const { return m_pupils; }
    // The pupil of `id`, or nullptr.
    const Pupil *pupil(const QString &id) const;

    // Adds `pupil`, or replaces the one of the same id (keeping its place
    // and, when `pupil.name` is empty, its name).
    void setPupil(const Pupil &pupil);
    // Names a pupil (the names are the window's); false for an unknown id.
    bool setName(const QString &id, const QString &name);

    QByteArray toCsv() const;
    QJsonObject toJsonObject() const;
    QByteArray toJson() const;
    // Reads back what toJson() wrote, and nothing else: the file is treated
    // as hostile (its size capped, every field's type and range checked,
    // every mistake kind present and no other, ids unique, names plain
    // text). Empty with `error` (translated, one sentence naming the field)
    // when it is not such results.
    static std::optional<SeatResults> fromJson(const QByteArray &json, QString *error);
    static std::optional<SeatResults> fromJsonObject(const QJsonObject &object, QString *error);
    // ".json" writes JSON, anything else CSV; false with `error` when the
    // file could not be written (an older file then stays as it was).
    bool save(const QString &path, QString *error) const;

    friend bool operator==(const SeatResults &, const SeatResults &) = default;

private:
    int m_seatId = 0;
    SeatSettings m_settings;
    QDateTime m_started;
    QList<Pupil> m_pupils;
};
