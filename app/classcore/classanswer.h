// SPDX-License-Identifier: MIT
#pragma once

#include "solver/event.h"

#include <QString>

#include <optional>

/*
 * A pupil's answer to one vote of a question, as the class keeps it: a
 * square of the n x n board for a square question, an option's value for
 * an option question; neither when there is no answer. Named (for the wire,
 * the tally and the results file) only by name(), through solver/notation.h.
 */
struct ClassAnswer
{
    int n = 0; // the board `square` is on
    std::optional<nq::Square> square;
    QString option;

    bool isEmpty() const { return !square && option.isEmpty(); }
    // "e4" on 8 x 8 (nq::squareName), the option's value, or empty.
    QString name() const;
    friend bool operator==(const ClassAnswer &, const ClassAnswer &) = default;
};
