// SPDX-License-Identifier: MIT
#pragma once

#include "solver/event.h"

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

/*
 * A pupil's seat in seat work as the program builds it once
 * (SeatWork::seat()): their board and squares as squares, the words in the
 * installed language. The teacher's window paints it as it is; toJson() is
 * the seat object of README "Seat work" for the wire (the `seat` message
 * without "v" and "type"), its squares named by solver/notation.h.
 */
struct PupilSeat
{
    // The answer to the pupil's last action, or the step last shown.
    struct Verdict
    {
        bool right = false;
        QString text;
        nq::Square square; // where the pupil acted, or the square shown
        std::vector<nq::Square> by; // the queens attacking `square` (a wrong step), or the refusing queen shown
        nq::Square expected; // the right step's square; not valid when there is none
        bool shown = false; // a step done for the pupil (Show me), not the pupil's own
        friend bool operator==(const Verdict &, const Verdict &) = default;
    };

    int seat = 0;
    int n = 0;
    std::vector<nq::Square> queens; // top down
    std::vector<nq::Square> refused; // in the line worked on
    bool canRefuse = false;
    QString instruction;
    std::optional<Verdict> verdict;
    std::uint64_t done = 0;
    std::uint64_t mistakes = 0;
    std::uint64_t shown = 0;
    bool finished = false;
    QString summary;

    // seat, n, queens, refused, canRefuse, instruction, verdict (null, or
    // right/shown/text/square/by/expected), counts {done, mistakes, shown},
    // finished, summary.
    QJsonObject toJson() const;
    friend bool operator==(const PupilSeat &, const PupilSeat &) = default;
};
