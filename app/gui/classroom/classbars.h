// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>

/*
 * The class's answers to an option question after Reveal: a bar per
 * answer, as long as its share of the answers, with its words and count:
 * the words left of the bars where the longest takes at most two fifths
 * of the width (a row a line tall, so that four options and both shares
 * fit a 1280 x 720 projector's dock under the question), else on a line of
 * their own above its bars;
 * with a second vote the two bars one above the other, vote 1 an outlined
 * pale bar over vote 2's full one, the counts as "2→3", and a legend on top
 * saying which bar is which vote (outlined and full read without colour
 * too); the right answer in bold with a check mark, so that it reads
 * without colour (high contrast, a black-and-white projector). A screen
 * reader reads the same as text (the accessible description).
 */
class ClassBars : public QWidget
{
    Q_OBJECT

public:
    struct Bar
    {
        QString label;
        int count = 0; // the vote shown (vote 2 when there was one)
        int firstCount = -1; // vote 1 beside it, or -1 without a second vote
        bool right = false;
    };

    explicit ClassBars(QWidget *parent = nullptr);

    void setBars(const QList<Bar> &bars, const QString &description);
    const QList<Bar> &bars() const { return m_bars; }
    // The legend's words, vote 1's first, in the window's language; empty
    // without a second vote (no legend drawn).
    QStringList legend() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    bool hasSecondVote() const;
    int legendHeight() const;
    // The words' column left of the bars at `width`, or 0 when the words
    // go on lines of their own.
    int labelColumn(int width) const;
    QString labelText(const Bar &bar) const;
    int rowHeight(int width) const;
    void paintLegend(QPainter *painter);

    QList<Bar> m_bars;
};
