// SPDX-License-Identifier: MIT
#pragma once

#include "explain/searchtree.h"
#include "explain/searchtreegutter.h"
#include "explain/searchtreepainter.h"
#include "explain/searchtreetext.h"
#include "render/boardtheme.h"
#include "run/stepevent.h"

#include <QGraphicsView>
#include <QList>
#include <QRegion>

class QAction;
class QLabel;
class QToolButton;

/*
 * The search-tree panel. It owns its SearchTree (read it with tree(); node
 * ids below are its ids) and feeds it with appendEvents(), so that it always
 * knows what changed. Big runs stay small: see SearchTree's node cap.
 *
 * Layout: a node's centre is (slot * SlotWidth, depth * LevelHeight) in scene
 * coordinates (see SearchTree::Node::slot): the root at the top left, the
 * tree growing down and to the right, old nodes never moving. Nothing is a
 * graphics item: drawBackground() has a SearchTreePainter paint the nodes of
 * the exposed area from the model, and a batch of events repaints only what
 * it changed. Circles, ticks and labels keep their size in pixels whatever
 * the zoom, so the zoom may stretch x and y differently (fit does).
 *
 * Marks: a node is a small circle, grey once it is a finished leaf (a dead
 * end); refused squares are short red ticks under it (one tick and the count
 * when there are more than three); a node under which a row or column was
 * left with nothing to try (a wipe-out, dancing links' item without options:
 * Node::emptyRow/emptyCol) has a red bar under it, with that row's rank or
 * column's file when there is room; when the search chooses its rows (mrv,
 * dancing-links) each bus is labelled with the rank of the row or the file
 * of the column its level chose (itemLabel()); a solution is gold, a node with solutions
 * below it has a gold ring and gold edges; a collapsed subtree is a triangle
 * (gold when it holds solutions) with the number of placements inside; the
 * path of the current step is blue; nodes placed after the current step are
 * pale (rings and counts are those of every event appended, future ones
 * included). A gutter on the left (SearchTreeGutter) gives the placements
 * per depth, level by level, in the view's font (the window's text size),
 * always as wide as its widest label; the node labels grow with the text
 * size too. The words (names, tool tips, the summary) are SearchTreeText's.
 * Around the tree, never over it: the buttons in a strip above, and below
 * it a summary (summaryText()): the nodes and solutions at the current
 * step, as the counters give them, and what was reached when the current
 * step is behind the furthest one.
 *
 * Input: Ctrl+wheel zooms (with Shift: horizontally only); with the focus,
 * + / - / 0 zoom in, out and fit; dragging or the scroll bars pan; a click
 * on a node emits nodeActivated(). Hovering a node shows what it is. The
 * default zoom and fit keep at least 16 pixels per slot and 20 per level,
 * so that every node is a target a pointer hits from a projector's
 * distance; what does not fit scrolls.
 */
class SearchTreeView : public QGraphicsView
{
    Q_OBJECT

public:
    static constexpr qreal SlotWidth = SearchTreePainter::SlotWidth;
    static constexpr qreal LevelHeight = SearchTreePainter::LevelHeight;
    // currentStep() until setCurrentStep() is called: always the last step appended.
    static constexpr quint64 LatestStep = SearchTree::OnBoard;
    static constexpr int GutterBarWidth = SearchTreeGutter::BarWidth;
    // Held while turning the wheel, it zooms (with Shift too: horizontally only).
    static constexpr Qt::KeyboardModifier ZoomModifier = Qt::ControlModifier;

    explicit SearchTreeView(QWidget *parent = nullptr);
    ~SearchTreeView() override;

    const SearchTree &tree() const { return m_tree; }

    // Starts a new tree for an n x n board; the current step becomes LatestStep.
    // `givenDepths`: the levels of a run's given queens (SearchTree::reset()),
    // labelled as given in the gutter and skipped by the nodes.
    // Without `hasTree` (a local search, whose events are no tree walk) the
    // view keeps no tree: appendEvents() ignores the events, no node can be
    // clicked, and the view says in a sentence (noTreeText()) why it is empty:
    // a label over the viewport ("noTreeText"), wrapped, that the view is
    // never shorter than.
    void reset(int n, bool hasTree = true, const QList<int> &givenDepths = {});
    bool hasTree() const { return m_hasTree; }
    // "A local search has no search tree: ...", translated.
    static QString noTreeText() { return SearchTreeText::noTreeText(); }
    // Appends events[i] as step firstStep + i (see SearchTree::append: steps
    // already appended are skipped) and repaints what changed.
    void appendEvents(const QList<StepEvent> &events, quint64 firstStep);
    // Highlights the path of the board after `step` events (see
    // SearchTree::nodeAt); with the follow action on, scrolls to its end.
    void setCurrentStep(quint64 step);
    quint64 currentStep() const { return m_currentStep; }
    // The deepest node of the highlighted path.
    int currentNode() const { return m_path.isEmpty() ? 0 : m_path.constLast(); }
    // The highlighted path: node ids from the root to currentNode().
    const QList<int> &currentPath() const { return m_path; }
    // A node in one line, as a screen reader says it (SearchTreeAccessible):
    // "Depth 2: queen on c7 (row = 1, col = 2)", "Depth 0: the empty board".
    // Precondition: a stored id.
    QString nodeName(int node) const { return m_text.nodeName(node); }
    // All the view says of a node (its tool tip): when it was placed and
    // taken off, refusals, dead ends, solutions below it.
    QString nodeDescription(int node) const { return m_text.nodeDescription(node); }

    // A node's centre in scene coordinates. Precondition: a stored id.
    QPointF nodeScenePos(int node) const;
    // The node drawn nearest to `pos` (viewport coordinates), within a few
    // pixels; -1 when none.
    int nodeAtViewportPos(const QPoint &pos) const;

    // Actions without shortcuts (the keys work inside the view), for menus or toolbars.
    QAction *zoomInAction() const { return m_zoomInAction; }
    QAction *zoomOutAction() const { return m_zoomOutAction; }
    QAction *fitAction() const { return m_fitAction; }
    // Checkable, on by default: keep the current node in view. Panning by hand turns it off.
    QAction *followAction() const { return m_followAction; }

    void zoomIn();
    void zoomOut();
    // Shows the whole tree, stretching x and y independently, as far as the
    // nodes stay big enough to click; a bigger tree is shown from the top,
    // around the current node, and scrolls.
    void fitTree();
    // The summary under the tree: "Nodes: 25, solutions: 2" at the furthest
    // step; behind it, "At this step: nodes 12, solutions 1; reached: nodes
    // 25, solutions 2" (the nodes at the step left out when the tree cannot
    // tell them: inside a collapsed subtree). Empty without a tree.
    QString summaryText() const;

    // Paints the path, solutions, refusals, collapsed subtrees and dead ends
    // in `theme`'s tree colours (classic until called); the background, the
    // edges and the text keep following the palette's Base and Text.
    void setTheme(const BoardTheme &theme);
    const BoardTheme &theme() const { return m_theme; }

    QSize sizeHint() const override;

    // How the tree labels a row or column on an n x n board, as the board's
    // edges do: a row by its rank ("5"), a column (row -1) by its file
    // ("d"); empty when both are -1.
    static QString itemLabel(int n, int row, int col)
    {
        return SearchTreeText::itemLabel(n, row, col);
    }

signals:
    // The user clicked a node: `step` is its SearchTree::placeStep(), 0 for the root.
    void nodeActivated(quint64 step);

protected:
    void changeEvent(QEvent *event) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    bool viewportEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslate();
    void zoomBy(qreal factorX, qreal factorY, ViewportAnchor anchor);
    void applyDefaultZoom();
    void updateSceneRect(bool exact);
    void updatePath();
    void followCurrent();
    void placeButtons();
    // Schedules a repaint of a scene rectangle, padded by what is drawn in pixels around nodes.
    void repaintSceneRect(const QRectF &rect);
    // Schedules a repaint of a node and its marks (not of the edge from its parent).
    void repaintNode(int node);
    // Writes summaryText() under the tree when it changed.
    void updateSummary();
    // The bottom margin as tall as the summary's lines at the view's width.
    void fitSummary();
    int summaryHeight() const;
    static constexpr int MinimumHeight = 120;
    static constexpr int NoTreeMargin = 16; // around the sentence without a tree
    // The view's text size against the application's (1 at 100 %, 2 at
    // 200 %; never below 1): node labels grow with it.
    qreal textScale() const;
    // Pixels drawn around a node's centre at most at the current text size:
    // the padding of partial repaints.
    int markPixels() const;
    // The gutter in the left viewport margin, as wide as its labels need.
    void updateGutterWidth(bool exact);
    void placeGutter();

    SearchTree m_tree;
    const SearchTreeText m_text { m_tree };
    QList<int> m_path; // the highlighted path, root first
    quint64 m_currentStep = LatestStep;
    qreal m_sceneWidth = 0; // the scene rectangle only grows within a structure generation
    QRegion m_exposed; // the region of the paint event under way
    QPoint m_pressPos;
    bool m_pressed = false;
    bool m_userZoomed = false; // once the user zooms, resizing keeps the zoom
    QSize m_zoomedFor; // the view's size when resizing last set the default zoom
    QAction *m_zoomInAction;
    QAction *m_zoomOutAction;
    QAction *m_fitAction;
    QAction *m_followAction;
    SearchTreeGutter *m_gutter;
    QLabel *m_summary; // in the bottom margin, under the tree, wrapped
    QLabel *m_noTree; // noTreeText() over the viewport, without a tree
    QList<QToolButton *> m_buttons;
    BoardTheme m_theme = BoardTheme::classic();
    bool m_hasTree = true; // false for a local search: see reset()
};
