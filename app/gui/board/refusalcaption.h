// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardtheme.h"

#include <QGraphicsRectItem>
#include <QString>

class BoardModel;
class QGraphicsSimpleTextItem;

/*
 * The refusal's caption: its words on a back of their own beside the
 * refused square (BoardScene::showRejection()). The item is the back; the
 * words are a QGraphicsSimpleTextItem child, so that they lie over it.
 *
 * The words are wrapped to the board's width at the scene's text scale, in
 * as many lines as they need, and set where they cover no queen of the
 * model (which must outlive the item), not the refused square, and stay
 * inside the board's panel: under the refused square, above it, beside it
 * in its own row (wrapped to the wider side), or over any rows of the
 * board without a queen under them. The file letters under the board name
 * the squares the words talk about: their band is taken only when no
 * square of the board is free. Only when no place holds its lines is its
 * type made smaller, and at the last (a small board full of queens) it is
 * one line, cut, under the board.
 *
 * Item coordinates are the scene's: square (row, col) is (labelMargin +
 * col * squareSize, row * squareSize), as BoardItem's. Hidden until shown.
 */
class RefusalCaption : public QGraphicsRectItem
{
public:
    enum { Type = UserType + 6 };

    // `textScale` is the board's text size (BoardScene::setTextScale()).
    RefusalCaption(const BoardModel *model, qreal squareSize, qreal labelMargin, qreal textScale,
        QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }

    // Shows `words` beside the refused square (row, col), inside `panel`
    // (the scene's rectangle, which holds the board and its labels); empty
    // words hide the caption. The words shown may be cut; words() keeps
    // them whole.
    void showWords(int row, int col, const QString &words, const QRectF &panel);
    // The words last given to showWords(), whole.
    const QString &words() const { return m_words; }
    // The lines as shown (wrapped, perhaps cut) and their type.
    const QGraphicsSimpleTextItem *text() const { return m_text; }

    // The back's and the words' colours (classic until called).
    void setTheme(const BoardTheme &theme);

private:
    // Sets the lines and their place: see the class comment.
    void place(int row, int col, const QRectF &panel);
    QRectF squareRect(int row, int col) const;

    const BoardModel *m_model;
    qreal m_square;
    qreal m_margin;
    qreal m_textScale;
    QGraphicsSimpleTextItem *m_text;
    QString m_words;
};
