// SPDX-License-Identifier: MIT
#include "explain/searchtreetext.h"

#include "explain/searchtree.h"
#include "text/squarenames.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <limits>

SearchTreeText::SearchTreeText(const SearchTree &tree)
    : m_tree(tree)
{
}

QString SearchTreeText::nodeName(int id) const
{
    const SearchTree::Node &node = m_tree.node(id);
    const QString what = node.parent < 0
        ? QCoreApplication::translate("SearchTreeView", "The empty board")
        : QCoreApplication::translate("SearchTreeView", "Queen on %1 (row = %2, col = %3)")
              .arg(text::squareName(m_tree.boardSize(), node.row, node.col))
              .arg(node.row)
              .arg(node.col);
    QString name = QCoreApplication::translate(
        "SearchTreeView", "Depth %1: %2", "%2: the empty board, or the queen of the node")
                       .arg(node.depth)
                       .arg(what);
    if (node.solution) {
        name = QCoreApplication::translate("SearchTreeView", "%1, a solution").arg(name);
    }
    return name;
}

QString SearchTreeText::nodeDescription(int id) const
{
    const SearchTree::Node &node = m_tree.node(id);
    QStringList lines;
    if (node.parent < 0) {
        lines << QCoreApplication::translate("SearchTreeView", "The empty board");
    } else {
        // The square as the board labels it, then the code's 0-based values.
        lines << QCoreApplication::translate("SearchTreeView", "Queen on %1 (row = %2, col = %3)")
                     .arg(text::squareName(m_tree.boardSize(), node.row, node.col))
                     .arg(node.row)
                     .arg(node.col);
        lines << QCoreApplication::translate("SearchTreeView", "Placed at step %1")
                     .arg(node.placeStep);
        lines << (node.removeStep == SearchTree::OnBoard
                ? QCoreApplication::translate("SearchTreeView", "Still on the board")
                : QCoreApplication::translate("SearchTreeView", "Removed at step %1")
                      .arg(node.removeStep));
    }
    if (node.itemRow >= 0) {
        lines << QCoreApplication::translate("SearchTreeView", "Its level chose row %1 (rank %2)")
                     .arg(node.itemRow)
                     .arg(m_tree.boardSize() - node.itemRow);
    } else if (node.itemCol >= 0) {
        lines << QCoreApplication::translate(
            "SearchTreeView", "Its level chose column %1 (file %2)")
                     .arg(node.itemCol)
                     .arg(text::fileName(node.itemCol));
    }
    if (node.rejects) {
        lines << QCoreApplication::translate("SearchTreeView",
            "%n square(s) refused while it was the last queen", "", int(node.rejects));
    }
    if (node.emptyRow >= 0) {
        lines << QCoreApplication::translate(
            "SearchTreeView", "Row %1 (rank %2) has nothing left to try: a dead end")
                     .arg(node.emptyRow)
                     .arg(m_tree.boardSize() - node.emptyRow);
    } else if (node.emptyCol >= 0) {
        lines << QCoreApplication::translate(
            "SearchTreeView", "Column %1 (file %2) has nothing left to try: a dead end")
                     .arg(node.emptyCol)
                     .arg(text::fileName(node.emptyCol));
    }
    if (node.solution) {
        lines << QCoreApplication::translate("SearchTreeView", "A solution");
    } else if (node.solutions) {
        // Counted apart: lupdate (6.4) hangs on a template's <> inside translate().
        const int solutions = int(qMin<quint64>(node.solutions, std::numeric_limits<int>::max()));
        lines << QCoreApplication::translate(
            "SearchTreeView", "%n solution(s) below it", "", solutions);
    }
    if (node.collapsed) {
        lines << QCoreApplication::translate("SearchTreeView", "Collapsed: %1 placements below it")
                     .arg(QLocale().toString(node.placementsBelow));
    }
    lines << QCoreApplication::translate("SearchTreeView", "Click to go to this step");
    return lines.join(QLatin1Char('\n'));
}

QString SearchTreeText::summary(quint64 currentStep) const
{
    const QLocale locale;
    QString summary;
    if (currentStep >= m_tree.lastStep()) {
        summary
            = QCoreApplication::translate("SearchTreeView", "Nodes: %1, solutions: %2")
                  .arg(locale.toString(m_tree.nodeCount()), locale.toString(m_tree.solutions()));
    } else {
        // Behind the furthest step reached: the counters and the board speak
        // of the step shown, and so does the summary first (the pale nodes
        // ahead are the rest of what was reached).
        const QString reached
            = QCoreApplication::translate("SearchTreeView", "reached: nodes %1, solutions %2")
                  .arg(locale.toString(m_tree.nodeCount()), locale.toString(m_tree.solutions()));
        const QString solutions = locale.toString(m_tree.solutionsAt(currentStep));
        if (const std::optional<quint64> placements = m_tree.placementsAt(currentStep)) {
            summary = QCoreApplication::translate(
                "SearchTreeView", "At this step: nodes %1, solutions %2; %3")
                          .arg(locale.toString(*placements + 1), solutions, reached);
        } else {
            summary
                = QCoreApplication::translate("SearchTreeView", "At this step: solutions %1; %2")
                      .arg(solutions, reached);
        }
    }
    if (m_tree.collapseDepth() > m_tree.boardSize()) {
        return summary;
    }
    return QCoreApplication::translate(
        "SearchTreeView", "%1; finished subtrees collapsed from depth %2")
        .arg(summary)
        .arg(m_tree.collapseDepth());
}

QString SearchTreeText::depthLabel(qsizetype depth) const
{
    if (m_tree.isGivenDepth(int(depth))) {
        // A given queen's level (run from here): not searched, as the call stack says.
        return QCoreApplication::translate(
            "SearchTreeView", "%1: given", "depth 3 holds a given queen, not searched")
            .arg(depth);
    }
    const QList<quint64> counts = m_tree.countsPerDepth();
    const quint64 count = depth >= 1 && depth <= counts.size() ? counts[depth - 1] : 0;
    return QCoreApplication::translate("SearchTreeView", "%1: %2")
        .arg(depth)
        .arg(QLocale().toString(count));
}

QString SearchTreeText::depthTitle()
{
    return QCoreApplication::translate("SearchTreeView", "Depth");
}

QString SearchTreeText::depthToolTip()
{
    return QCoreApplication::translate("SearchTreeView", "Placements per depth (depth: count)");
}

QString SearchTreeText::itemLabel(int n, int row, int col)
{
    if (row >= 0) {
        return QString::number(n - row);
    }
    return col >= 0 ? text::fileName(col) : QString();
}

QString SearchTreeText::noTreeText()
{
    return QCoreApplication::translate("SearchTreeView",
        "A local search has no search tree: it starts from a full board and moves one "
        "attacked queen at a time, never backtracking. Watch the board, the conflicts "
        "counter and the timeline instead.");
}
