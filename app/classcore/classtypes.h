// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

/*
 * What the class's protocol speaks of, as plain values: the board every page
 * shows, a question, a pupil as the teacher's window lists them.
 */

// The board the projector shows, as the pupils' pages draw it. Squares are
// named as the board labels them ("a8" is the top-left square of 8 x 8).
struct ClassBoard
{
    int n = 0;
    QStringList queens;
    QString refused; // a refused square, or empty
    QString by; // the queen that attacks `refused`, or empty
    QString row; // the row worked on, as the board labels it ("5"), or empty
    QString status; // the status line's words
    friend bool operator==(const ClassBoard &, const ClassBoard &) = default;
};

/*
 * One question as the pupils see it. The class knows nothing of the
 * algorithm: it offers what is listed here and accepts nothing else.
 * `input` Square: one of `squares`, named on the n x n board; Option: one
 * of `options`' values.
 */
struct ClassQuestion
{
    enum class Input { Square, Option };
    struct Option
    {
        QString value; // what the page sends back ("place", "3", "yes")
        QString label; // the words on the button, translated
        friend bool operator==(const Option &, const Option &) = default;
    };

    int id = 0; // new for every question asked (not per vote)
    QString text;
    Input input = Input::Square;
    int n = 0; // the board `squares` are named on (a square question's answers are squares of it)
    QStringList squares;
    QList<Option> options;
    friend bool operator==(const ClassQuestion &, const ClassQuestion &) = default;
};

// One pupil as the teacher's window lists them.
struct ClassPupil
{
    QString id; // stable for the class's life, not the secret token
    QString name; // plain text, at most 24 characters, no control characters
    bool connected = false;
    friend bool operator==(const ClassPupil &, const ClassPupil &) = default;
};

// The class's one rule for a pupil who answered one vote of a question's
// two (README, "Whole class"): their answer is their latest, vote 2's when
// they gave one (`answeredSecond`), else vote 1's. The same on the
// pupil's page, the projector and the results file. Returns the vote
// whose answer counts, 1 or 2.
constexpr int countedVote(bool answeredSecond)
{
    return answeredSecond ? 2 : 1;
}
