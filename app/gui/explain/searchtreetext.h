// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class SearchTree;

/*
 * What the search tree says in words, read from a SearchTree: a node's name
 * as a screen reader says it and its tool tip, the summary under the tree,
 * the depth column's labels, the rank or file the tree writes beside a bus
 * or a dead end, and why a local search has no tree. Nothing here paints or
 * knows a widget; SearchTreeView, SearchTreeGutter and SearchTreePainter
 * take their words from here.
 *
 * The words keep the translations' context they were written in,
 * "SearchTreeView", named in every call: lupdate gives a class's context to
 * Q_DECLARE_TR_FUNCTIONS only when it finds the header, and tst_translations
 * runs it without the include paths.
 */
class SearchTreeText
{
public:
    // Reads `tree`, which must outlive this object.
    explicit SearchTreeText(const SearchTree &tree);

    // A node in one line: "Depth 2: queen on c7 (row = 1, col = 2)", "Depth
    // 0: the empty board", ", a solution" after a solution's. Precondition: a
    // stored id.
    QString nodeName(int node) const;
    // All that is known of a node, one fact a line: when it was placed and
    // taken off, the row or column its level chose, refusals, dead ends,
    // solutions below it, what a collapsed node holds; then that a click
    // goes to its step. Precondition: a stored id.
    QString nodeDescription(int node) const;
    // "Nodes: 25, solutions: 2" when `currentStep` is at or past the last
    // step appended; behind it, "At this step: nodes 12, solutions 1;
    // reached: nodes 25, solutions 2" (the nodes at the step left out when
    // the tree cannot tell them: inside a collapsed subtree); then the depth
    // from which finished subtrees are collapsed, if any are.
    QString summary(quint64 currentStep) const;
    // The depth column's line for `depth` (1..): "3: 1,204", the placements
    // at that depth (0 past the levels counted), or "3: given" for a given
    // queen's level (SearchTree::isGivenDepth()).
    QString depthLabel(qsizetype depth) const;
    // The depth column's title, "Depth".
    static QString depthTitle();
    // The depth column's tool tip.
    static QString depthToolTip();
    // How the tree labels a row or column on an n x n board, as the board's
    // edges do: a row by its rank ("5"), a column (row -1) by its file
    // ("d"); empty when both are -1.
    static QString itemLabel(int n, int row, int col);
    // "A local search has no search tree: ...".
    static QString noTreeText();

private:
    const SearchTree &m_tree;
};
