// SPDX-License-Identifier: MIT
#include "explain/searchtree.h"

#include <algorithm>

SearchTree::SearchTree()
{
    reset(0);
}

void SearchTree::reset(int n, const QList<int> &givenDepths)
{
    m_n = qMax(0, n);
    m_givenDepth = QList<bool>(m_n + 1, false);
    for (int depth : givenDepths) {
        if (depth >= 1 && depth <= m_n) {
            m_givenDepth[depth] = true;
        }
    }
    // Swap rather than clear: a big tree's memory goes back at once.
    std::vector<Node>(1).swap(m_nodes);
    std::vector<quint64>().swap(m_solutionSteps);
    m_depthCounts = QList<quint64>(m_n, 0);
    m_lastStep = 0;
    m_placements = 0;
    m_solutions = 0;
    m_rejects = 0;
    ++m_generation;
    m_deepest = 0;
    m_collapseDepth = std::numeric_limits<int>::max();
    m_firstChanged = 0;
}

QList<int> SearchTree::givenDepths(const QList<int> &start, bool rowsInOrder)
{
    QList<int> depths;
    for (int row = 0; row < start.size(); ++row) {
        if (start[row] >= 0) {
            depths << (rowsInOrder ? row + 1 : int(depths.size()) + 1);
        }
    }
    return depths;
}

void SearchTree::setNodeCap(int cap)
{
    m_cap = qMax(cap, MinNodeCap);
}

void SearchTree::append(const StepEvent &event, quint64 step)
{
    if (step <= m_lastStep) {
        return;
    }
    m_lastStep = step;
    switch (event.kind) {
    case nq::EventKind::Place:
        place(event, step);
        break;
    case nq::EventKind::Remove:
        remove(step);
        break;
    case nq::EventKind::Reject:
        ++m_nodes[std::size_t(m_deepest)].rejects;
        ++m_rejects;
        break;
    case nq::EventKind::Solution:
        m_nodes[std::size_t(m_deepest)].solution = true;
        for (int id = m_deepest; id >= 0; id = m_nodes[std::size_t(id)].parent) {
            ++m_nodes[std::size_t(id)].solutions;
        }
        ++m_solutions;
        m_solutionSteps.push_back(step);
        break;
    case nq::EventKind::Wipeout:
        m_nodes[std::size_t(m_deepest)].emptyRow = event.row;
        m_nodes[std::size_t(m_deepest)].emptyCol = -1;
        break;
    case nq::EventKind::Choose:
        if (event.index == 0) {
            m_nodes[std::size_t(m_deepest)].emptyRow = event.row;
            m_nodes[std::size_t(m_deepest)].emptyCol = event.col;
        }
        break;
    case nq::EventKind::Prune:
    case nq::EventKind::Done:
        break;
    }
}

void SearchTree::place(const StepEvent &event, quint64 step)
{
    const int id = storedNodeCount();
    const Node &parent = m_nodes[std::size_t(m_deepest)];
    Node child;
    child.placeStep = step;
    child.parent = m_deepest;
    child.row = event.row;
    child.col = event.col;
    child.itemRow = event.byRow;
    child.itemCol = event.byCol;
    // The next level that is not a given queen's.
    int depth = parent.depth + 1;
    while (isGivenDepth(depth)) {
        ++depth;
    }
    child.depth = qint16(depth);
    // A first child is always the node just before it (pre-order): it sits
    // under its parent; any other node opens the next slot, so old nodes
    // never move as the tree grows.
    child.slot = m_deepest == id - 1 ? parent.slot : m_nodes.back().slot + 1;

    for (int a = m_deepest; a >= 0; a = m_nodes[std::size_t(a)].parent) {
        ++m_nodes[std::size_t(a)].placementsBelow;
    }
    m_nodes[std::size_t(m_deepest)].lastChild = id;
    if (child.depth > m_depthCounts.size()) {
        m_depthCounts.resize(child.depth, 0);
    }
    ++m_depthCounts[child.depth - 1];
    ++m_placements;

    // Grow by hand so that the capacity never goes past the cap (+1: the
    // node that triggers a collapse is stored first).
    if (m_nodes.size() == m_nodes.capacity()) {
        const std::size_t wanted = qMax<std::size_t>(64, m_nodes.size() * 2);
        m_nodes.reserve(qMin<std::size_t>(wanted, std::size_t(m_cap) + 1));
    }
    m_nodes.push_back(child);
    m_deepest = id;
    markChanged(id);

    if (storedNodeCount() > m_cap) {
        collapse();
    }
}

void SearchTree::remove(quint64 step)
{
    if (m_deepest == 0) {
        return;
    }
    Node &node = m_nodes[std::size_t(m_deepest)];
    node.removeStep = step;
    // Its descendants were all placed after it and are all finished: they
    // are the tail of the vector, so dropping them keeps every other id.
    if (node.depth >= m_collapseDepth && node.lastChild >= 0) {
        node.lastChild = -1;
        node.collapsed = true;
        m_nodes.resize(std::size_t(m_deepest) + 1);
        markChanged(m_deepest + 1);
    }
    m_deepest = node.parent;
}

void SearchTree::collapse()
{
    while (storedNodeCount() > m_cap && m_collapseDepth > 1) {
        // The deepest depth whose nodes, with all shallower ones, fill at most
        // half the cap: the other half is room to grow before the next pass.
        QList<int> perDepth;
        for (const Node &node : m_nodes) {
            if (node.depth >= perDepth.size()) {
                perDepth.resize(node.depth + 1, 0);
            }
            ++perDepth[node.depth];
        }
        int depth = 0;
        int kept = perDepth[0];
        while (depth + 1 < perDepth.size() && kept + perDepth[depth + 1] <= m_cap / 2) {
            kept += perDepth[++depth];
        }
        m_collapseDepth = qBound(1, depth, m_collapseDepth - 1);

        std::vector<int> newId(m_nodes.size(), -1);
        std::vector<Node> nodes;
        // Room for what is kept and the board's path with its children.
        nodes.reserve(std::size_t(qMin(kept + (m_n + 2) * (m_n + 2), m_cap + 1)));
        for (std::size_t i = 0; i < m_nodes.size(); ++i) {
            Node node = m_nodes[i];
            if (i > 0) {
                const Node &parent = m_nodes[std::size_t(node.parent)];
                const int parentId = newId[std::size_t(node.parent)];
                if (parentId < 0
                    || (parent.removeStep != OnBoard && parent.depth >= m_collapseDepth)) {
                    continue;
                }
                node.parent = parentId;
                node.slot
                    = parentId == int(nodes.size()) - 1 ? nodes.back().slot : nodes.back().slot + 1;
                nodes[std::size_t(parentId)].lastChild = int(nodes.size());
            }
            node.lastChild = -1;
            newId[i] = int(nodes.size());
            nodes.push_back(node);
        }
        for (Node &node : nodes) {
            node.collapsed
                = node.removeStep != OnBoard && node.lastChild < 0 && node.placementsBelow > 0;
        }
        // The board's path is never finished, so it is always kept.
        m_deepest = newId[std::size_t(m_deepest)];
        m_nodes.swap(nodes);
        ++m_generation;
        m_firstChanged = 0;
    }
}

int SearchTree::firstNodePlacedAfter(quint64 step) const
{
    const auto first = std::upper_bound(m_nodes.begin(), m_nodes.end(), step,
        [](quint64 s, const Node &node) { return s < node.placeStep; });
    return int(first - m_nodes.begin());
}

quint64 SearchTree::solutionsAt(quint64 step) const
{
    return quint64(std::upper_bound(m_solutionSteps.begin(), m_solutionSteps.end(), step)
        - m_solutionSteps.begin());
}

std::optional<quint64> SearchTree::placementsAt(quint64 step) const
{
    if (step >= m_lastStep) {
        return m_placements;
    }
    // Stored nodes are in the order of their Place events; a collapsed node
    // adds the placements inside it once it was taken off by `step`.
    const int placed = firstNodePlacedAfter(step);
    quint64 count = quint64(placed - 1); // the root is no placement
    for (int id = 1; id < placed; ++id) {
        const Node &node = m_nodes[std::size_t(id)];
        if (!node.collapsed) {
            continue;
        }
        if (node.removeStep > step) {
            return std::nullopt; // `step` is inside it
        }
        count += node.placementsBelow;
    }
    return count;
}

int SearchTree::nodeAt(quint64 step) const
{
    if (step >= m_lastStep) {
        return m_deepest;
    }
    // The last node placed by `step` is on the board or was taken off since;
    // only Removes came after it, so the board is a prefix of its path.
    int id = firstNodePlacedAfter(step) - 1;
    while (id > 0 && m_nodes[std::size_t(id)].removeStep <= step) {
        id = m_nodes[std::size_t(id)].parent;
    }
    return qMax(id, 0);
}

QList<int> SearchTree::pathTo(int node) const
{
    QList<int> path;
    if (node < 0 || node >= storedNodeCount()) {
        return path;
    }
    for (int id = node; id >= 0; id = m_nodes[std::size_t(id)].parent) {
        path.append(id);
    }
    std::reverse(path.begin(), path.end());
    return path;
}

quint64 SearchTree::placeStep(int node) const
{
    if (node < 0 || node >= storedNodeCount()) {
        return 0;
    }
    return m_nodes[std::size_t(node)].placeStep;
}

int SearchTree::firstNodeFromSlot(int slot) const
{
    const auto first = std::lower_bound(m_nodes.begin(), m_nodes.end(), slot,
        [](const Node &node, int s) { return node.slot < s; });
    return int(first - m_nodes.begin());
}
