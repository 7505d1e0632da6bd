// SPDX-License-Identifier: MIT
#pragma once

#include "run/stepevent.h"

#include <QList>
#include <QtGlobal>

#include <cstddef>
#include <limits>
#include <optional>
#include <vector>

/*
 * The search tree of one run, grown from its event stream. The root (node 0)
 * is the empty board; every Place adds a child to the deepest node on the
 * board, whatever its row, and every Remove takes the deepest node off, so any
 * algorithm's stream makes a tree (the permutations search too). A Reject is
 * counted on the deepest node, a Solution marks it. Done events are ignored.
 * Constraint propagation adds no node: Prune events are ignored; a Wipeout
 * marks the deepest node (the queen whose prunes emptied the row) as a dead
 * end, and so does a Choose with no option left (dancing links: the item
 * chosen under it has nothing to try); a Choose with options is ignored (the
 * Place events of that level carry the choice). Rows chosen out of order
 * (mrv, dancing-links) need nothing else: a node's depth is its level, and
 * Node::itemRow/itemCol name the row or column its level chose.
 * A run from given queens (RunController::runFrom()) has them on the board
 * before its first event: their levels are given (givenDepths()), no node
 * stands on them and a node's depth skips them. So in a row-by-row search a
 * node's depth is always its row + 1, as in a full run and as the call
 * stack counts (CallStackPanel), and a given row's level stays empty.
 * The model holds no widgets: SearchTreeView draws it.
 *
 * Node ids index the stored nodes. They follow the order of the Place events
 * (pre-order), so Node::placeStep and Node::slot never decrease as the id
 * grows; slot is the layout's x, in leaf order: a first child sits under its
 * parent, any other node takes the slot after the last node's.
 *
 * Memory: a stored node is one Node (sizeof(Node) bytes). When a Place would
 * make storedNodeCount() exceed nodeCap(), the tree picks a collapseDepth()
 * and from then on every finished node at that depth or deeper keeps no
 * children: its subtree is dropped ("collapsed"), its placementsBelow and
 * solutions still count what was inside (the Rejects inside are not kept).
 * Collapsing renumbers the stored nodes (structureGeneration() changes).
 * nodeCount(), placements(), solutions() and countsPerDepth() stay exact.
 */
class SearchTree
{
public:
    // Node::removeStep of a node still on the board.
    static constexpr quint64 OnBoard = std::numeric_limits<quint64>::max();
    static constexpr int DefaultNodeCap = 50000;
    // The cap must leave room for the board's path and its finished children.
    static constexpr int MinNodeCap = 4096;

    struct Node
    {
        quint64 placeStep = 0; // step of its Place event; 0 for the root
        quint64 removeStep = OnBoard; // step of its Remove event; OnBoard while on the board
        quint64 placementsBelow = 0; // placements in its subtree (itself excluded), stored or not
        quint64 solutions = 0; // Solution events at it or below it
        qint32 parent = -1; // -1 for the root
        qint32 lastChild = -1; // last stored child; -1 when none
        qint32 slot = 0; // the layout's x, in leaf order
        quint32 rejects = 0; // Reject events while it was the deepest node on the board
        qint16 row = -1; // the square of its queen; -1 for the root
        qint16 col = -1;
        qint16 depth = 0; // 0 for the root
        // The row (itemCol -1) or column (itemRow -1) its level chose, from its
        // Place's `by` (mrv, dancing-links); both -1 for a row-by-row search and the root.
        qint16 itemRow = -1;
        qint16 itemCol = -1;
        // The row (emptyCol -1) or column (emptyRow -1) found with nothing left
        // while it was the deepest node: a Wipeout's row, or dancing links' item
        // chosen with no option; both -1 when none. Such a node is a dead end.
        qint16 emptyRow = -1;
        qint16 emptyCol = -1;
        bool solution = false; // a Solution event came while it was the deepest node
        bool collapsed = false; // finished, with placements below it but no stored child
    };

    SearchTree();

    // Forgets everything: the tree of an n x n board holds only its root.
    // `givenDepths` (ascending, each 1..n): the levels the given queens of
    // a run from a start fill; none for a full run.
    void reset(int n, const QList<int> &givenDepths = {});
    int boardSize() const { return m_n; }
    // The levels of the given queens of `start` (start[r] = column of row r's
    // given queen, -1 for a free row): with `rowsInOrder` (a search that
    // fills the free rows top down) row r's level r + 1; otherwise (mrv and
    // dancing links choose their rows) the first levels, one per given queen.
    static QList<int> givenDepths(const QList<int> &start, bool rowsInOrder);
    // Whether `depth` is a given queen's level (see reset()).
    bool isGivenDepth(int depth) const
    {
        return depth >= 0 && depth < m_givenDepth.size() && m_givenDepth[depth];
    }

    // Applies one event, the one of `step`. Steps must increase from one call
    // to the next (gaps allowed); an event at or before lastStep() is ignored,
    // and so is a Remove on the empty board.
    void append(const StepEvent &event, quint64 step);
    // The step of the last event appended; 0 after reset().
    quint64 lastStep() const { return m_lastStep; }

    // placements() + 1, collapsed nodes included.
    quint64 nodeCount() const { return m_placements + 1; }
    quint64 placements() const { return m_placements; }
    quint64 solutions() const { return m_solutions; }
    quint64 rejects() const { return m_rejects; }
    // The Solution events among the first `step` events: what the run's
    // counter says at that step (solutions() counts every event appended).
    quint64 solutionsAt(quint64 step) const;
    // The Place events among the first `step` events, when the tree can tell:
    // always, unless `step` falls inside a collapsed subtree (placed before
    // `step`, taken off after it), whose inner steps are not kept.
    std::optional<quint64> placementsAt(quint64 step) const;
    // Placements per depth: element d - 1 counts the nodes of depth d (the
    // queens put on row d - 1), exact whatever was collapsed; 0 for a given
    // level. Sums to placements().
    QList<quint64> countsPerDepth() const { return m_depthCounts; }

    // The nodes kept in memory, root included: at most nodeCap() once a
    // Place has been appended (and never fewer than one).
    int storedNodeCount() const { return int(m_nodes.size()); }
    // Bytes held by the stored nodes (capacity included).
    std::size_t memoryUsage() const { return m_nodes.capacity() * sizeof(Node); }
    // Precondition: 0 <= id < storedNodeCount().
    const Node &node(int id) const { return m_nodes[std::size_t(id)]; }

    int nodeCap() const { return m_cap; }
    // Sets the cap (raised to MinNodeCap); it applies from the next Place on.
    void setNodeCap(int cap);
    // Finished nodes at this depth or deeper are collapsed; INT_MAX while nothing is.
    int collapseDepth() const { return m_collapseDepth; }

    // The deepest node on the board after lastStep().
    int deepestNode() const { return m_deepest; }
    /*
     * The deepest node on the board after `step` events: 0 (the root) for
     * step 0, deepestNode() for lastStep() and beyond. When that node sits
     * inside a collapsed subtree, the collapsed node is returned.
     */
    int nodeAt(quint64 step) const;
    // The ids from the root to `node`, both included, in ascending depth
    // (given levels have none); empty for an invalid id.
    QList<int> pathTo(int node) const;
    // The step to seek to for showing `node`: the step of its Place event;
    // 0 for the root or an invalid id.
    quint64 placeStep(int node) const;

    // The smallest id placed after `step`; storedNodeCount() when none.
    int firstNodePlacedAfter(quint64 step) const;
    // The smallest id with slot >= `slot`; storedNodeCount() when none.
    int firstNodeFromSlot(int slot) const;
    // The last stored node's slot: the width of the layout, minus one.
    int maxSlot() const { return m_nodes.back().slot; }

    // Change tracking for a view. Changes whenever stored ids are renumbered
    // (reset or collapse): a view must then forget every id it holds.
    quint64 structureGeneration() const { return m_generation; }
    /*
     * The smallest id added or dropped since the last clearChanges() (may be
     * storedNodeCount() after a drop, or when nothing was added or dropped).
     * Nodes changed in place (removeStep, rejects, solutions, lastChild,
     * collapsed) are always on the board's path at the time, so a view that
     * knows the path before a batch knows every node the batch touched.
     */
    int firstChangedNode() const { return m_firstChanged; }
    void clearChanges() { m_firstChanged = storedNodeCount(); }

private:
    void place(const StepEvent &event, quint64 step);
    void remove(quint64 step);
    void collapse();
    void markChanged(int id) { m_firstChanged = qMin(m_firstChanged, id); }

    std::vector<Node> m_nodes;
    // The step of every Solution event, in order (8 bytes a solution, as the
    // run's own list of solution steps).
    std::vector<quint64> m_solutionSteps;
    QList<quint64> m_depthCounts;
    QList<bool> m_givenDepth; // by depth: a given queen's level
    quint64 m_lastStep = 0;
    quint64 m_placements = 0;
    quint64 m_solutions = 0;
    quint64 m_rejects = 0;
    quint64 m_generation = 0;
    int m_n = 0;
    int m_deepest = 0;
    int m_cap = DefaultNodeCap;
    int m_collapseDepth = std::numeric_limits<int>::max();
    int m_firstChanged = 0;
};
