// SPDX-License-Identifier: MIT
#pragma once

#include "board/boardlayer.h"

#include <QLine>
#include <QList>
#include <QPoint>

/*
 * Predict and practice mode on the board: a BoardLayer over the run's board
 * (the run's queens and marks stay visible under it) that draws the marks of
 * a question or of a practised step; the pupil's square answers come through
 * the layer's input (BoardLayer::setInput(), squareActivated()).
 *
 * Marks (squares as QPoint(col, row), off-board ones are not drawn): the
 * square a question is about (a dotted frame), a right or expected square
 * (a ring), a wrong answer (a cross) and lines from queens to squares
 * (dashed: the attack line that explains a wrong answer), and a class's
 * answers: how many pupils chose each square, as a tint whose strength is
 * the square's share of the answers and the count written on the square (so
 * that the numbers read in high contrast and in print too). After a second
 * vote the tint and the large number are vote 2's, and vote 1's count stands
 * before it in a small white box in the square's top-left corner ("2→"), so
 * that the shift between the votes reads on each square; a square chosen in
 * one vote only shows 0 for the other. It never takes the hover: the
 * board's own hover lines keep working.
 */
class AnswerLayer : public BoardLayer
{
    Q_OBJECT

public:
    enum { Type = UserType + 21 };
    static constexpr qreal Z = 90; // above the run's marks, under play mode's layer

    // The input kinds are the host's (kept here for the modes' code).
    using Input = BoardLayer::Input;

    // A square the class chose: how many pupils chose it in the vote shown
    // (vote 2 after a second vote) and in vote 1 (-1: there was one vote).
    struct ClassCount
    {
        QPoint square { -1, -1 };
        int count = 0;
        int firstCount = -1;
        friend bool operator==(const ClassCount &, const ClassCount &) = default;
    };

    struct Marks
    {
        QPoint question { -1, -1 };
        QPoint right { -1, -1 };
        QPoint wrong { -1, -1 };
        QList<QLine> lines; // from a queen's square to a square, both QPoint(col, row)
        // The class's answers: the squares chosen in either vote, each once.
        QList<ClassCount> counts;
        bool isEmpty() const { return *this == Marks {}; }
        friend bool operator==(const Marks &, const Marks &) = default;
    };

    // Adds itself to `scene` (which owns it from then on).
    explicit AnswerLayer(BoardScene *scene);

    int type() const override { return Type; }

    void setMarks(const Marks &marks);
    const Marks &marks() const { return m_marks; }

protected:
    void paintLayer(QPainter *painter) override;

private:
    void paintCounts(QPainter *painter);
    void paintFirstCounts(QPainter *painter);

    Marks m_marks;
};
