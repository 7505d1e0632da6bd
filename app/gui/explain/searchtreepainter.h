// SPDX-License-Identifier: MIT
#pragma once

#include "explain/searchtree.h"
#include "render/boardtheme.h"

#include <QColor>
#include <QFont>
#include <QList>
#include <QRectF>
#include <QTransform>

#include <vector>

class QPainter;

/*
 * Paints a SearchTree, or the nodes of the part of it a view shows, onto a
 * QPainter: the edges, the highlighted path, refused squares, dead ends,
 * the rows or columns chosen, collapsed subtrees and the nodes
 * (SearchTreeView says what each mark means). It knows no widget: the
 * caller says which nodes, the step shown, the colours and the text size,
 * so that it can be read and tested alone.
 *
 * Layout: a node's centre is (slot * SlotWidth, depth * LevelHeight) in
 * scene coordinates (see SearchTree::Node::slot). The painter's transform
 * maps scene coordinates to pixels, scaling and translating only, x and y
 * independently; circles, ticks and labels keep their size in pixels
 * whatever it is, and appear or go as the room between nodes allows.
 */
class SearchTreePainter
{
public:
    static constexpr qreal SlotWidth = 16.0;
    static constexpr qreal LevelHeight = 40.0;

    // Reads `tree` and `path` (the highlighted path: node ids from the
    // root, by ascending depth), which must outlive this object.
    SearchTreePainter(const SearchTree &tree, const QList<int> &path);

    // The step shown: nodes placed after it are pale. Until called: every
    // step appended is past.
    void setCurrentStep(quint64 step) { m_currentStep = step; }
    // The path, solutions, refusals, collapsed subtrees and dead ends in
    // `theme`'s tree colours (classic until called).
    void setTheme(const BoardTheme &theme) { m_theme = theme; }
    // The background under the tree (nodes are filled with it) and the
    // colour of the edges and the text (a palette's Base and Text).
    void setColors(const QColor &base, const QColor &text);
    // The labels' font, and the text size against the application's (1 at
    // 100 %, 2 at 200 %; never below 1): the labels grow with it.
    void setFont(const QFont &font, qreal textScale);

    // Pixels drawn around a node's centre at most at `textScale` (glyph,
    // ticks, labels): the padding of partial repaints.
    static int markPixels(qreal textScale);
    // Appends to `nodes` the stored nodes that draw something inside `rect`
    // (scene coordinates): the ancestors of the first one (whose buses may
    // cross it), then those of its slots within reach.
    void collectNodes(const QRectF &rect, std::vector<int> &nodes) const;
    // Paints the marks of `nodes` (stored ids, none twice): edges first,
    // then the path, ticks, dead ends, labels and triangles, the nodes over
    // all. Leaves the painter's state as it was; paints no background.
    void paint(QPainter &painter, const std::vector<int> &nodes) const;

    // a * (1 - t) + b * t, channel by channel: the tree's pale and mid tones.
    static QColor mixed(const QColor &a, const QColor &b, qreal t);

private:
    // Where one paint() puts things, in pixels: x and y map separately.
    struct Frame
    {
        QTransform transform; // scene to pixels
        qreal slotPixels;
        qreal levelPixels;
        qreal radius; // of a node's circle
        quint64 now; // the step shown, within the steps appended
        QColor edge;
        QColor future; // edges and marks of nodes placed after `now`

        qreal x(int slot) const { return slot * slotPixels + transform.dx(); }
        qreal y(qreal depth) const { return depth * levelPixels + transform.dy(); }
        bool isFuture(const SearchTree::Node &node) const { return node.placeStep > now; }
    };

    void paintEdges(QPainter &painter, const Frame &f, const std::vector<int> &nodes) const;
    void paintPath(QPainter &painter, const Frame &f) const;
    void paintRefusals(QPainter &painter, const Frame &f, const std::vector<int> &nodes) const;
    void paintDeadEnds(QPainter &painter, const Frame &f, const std::vector<int> &nodes) const;
    void paintChoices(QPainter &painter, const Frame &f, const std::vector<int> &nodes) const;
    void paintCollapsed(QPainter &painter, const Frame &f, const std::vector<int> &nodes) const;
    void paintNodes(QPainter &painter, const Frame &f, const std::vector<int> &nodes) const;
    // The labels' font at `pixels` (bounded by the caller), times the text scale.
    QFont labelFont(qreal pixels) const;

    const SearchTree &m_tree;
    const QList<int> &m_path;
    quint64 m_currentStep;
    BoardTheme m_theme = BoardTheme::classic();
    QColor m_base = Qt::white;
    QColor m_text = Qt::black;
    QFont m_font;
    qreal m_textScale = 1;
};
