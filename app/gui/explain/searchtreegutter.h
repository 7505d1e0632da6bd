// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QWidget>

class QGraphicsView;
class SearchTree;

/*
 * The depth column beside the search tree ("depthGutter"): a "Depth" title,
 * then per level its label (SearchTreeText::depthLabel(): the placements
 * at that depth, or "given") and a bar as long against BarWidth as that
 * count against the largest. Each level is written at the height the view
 * shows it, while the levels stand at least a line apart; closer, the
 * labels are a list from the top.
 *
 * Written in the view's font (the window's text size) and on the view's
 * Window colour; the view places it in its left margin and makes that
 * margin widthNeeded() wide. It repaints when told (update()): the view
 * tells it whenever the tree moves or changes.
 */
class SearchTreeGutter : public QWidget
{
    Q_OBJECT

public:
    static constexpr int BarWidth = 32;

    // Reads `tree`, and the levels' place, font and palette from `view`,
    // its parent; the tree must outlive it.
    SearchTreeGutter(const SearchTree &tree, QGraphicsView *view);

    // The bars' colour, mixed with the background (a theme's tree path colour).
    void setBarColor(const QColor &color);
    // As wide as the title and every level's label (the n levels of the
    // board, or more when counted) in the view's font, beside their bars.
    int widthNeeded() const;

protected:
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    const SearchTree &m_tree;
    QGraphicsView *m_view;
    QColor m_barColor;
};
