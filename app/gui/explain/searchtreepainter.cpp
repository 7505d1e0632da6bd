// SPDX-License-Identifier: MIT
#include "explain/searchtreepainter.h"

#include "explain/searchtree.h"
#include "explain/searchtreetext.h"

#include <QLineF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <QtMath>

#include <algorithm>
#include <cmath>

namespace {

// Pixels drawn around a node's centre at most (glyph, ticks, labels) at 100 % text size.
constexpr int MarkPixels = 18;

} // namespace

SearchTreePainter::SearchTreePainter(const SearchTree &tree, const QList<int> &path)
    : m_tree(tree)
    , m_path(path)
    , m_currentStep(SearchTree::OnBoard)
{
}

void SearchTreePainter::setColors(const QColor &base, const QColor &text)
{
    m_base = base;
    m_text = text;
}

void SearchTreePainter::setFont(const QFont &font, qreal textScale)
{
    m_font = font;
    m_textScale = textScale;
}

int SearchTreePainter::markPixels(qreal textScale)
{
    return int(std::ceil(MarkPixels * textScale));
}

QColor SearchTreePainter::mixed(const QColor &a, const QColor &b, qreal t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t),
        float(a.greenF() * (1 - t) + b.greenF() * t), float(a.blueF() * (1 - t) + b.blueF() * t));
}

void SearchTreePainter::collectNodes(const QRectF &rect, std::vector<int> &nodes) const
{
    const qreal maxSlot = m_tree.maxSlot() + 1;
    const int first = m_tree.firstNodeFromSlot(
        int(std::floor(qBound(-1.0, rect.left() / SlotWidth - 1, maxSlot))));
    const int end = m_tree.firstNodeFromSlot(
        int(std::ceil(qBound(-1.0, rect.right() / SlotWidth + 1, maxSlot))) + 1);
    // A bus crossing the area from the left belongs to an ancestor of the
    // first node (pre-order): take them all.
    if (first < m_tree.storedNodeCount()) {
        for (int id = m_tree.node(first).parent; id >= 0; id = m_tree.node(id).parent) {
            nodes.push_back(id);
        }
    }
    // What a node draws spans from the bus above it (above the given levels
    // over it, at most all of them) to the labels under it.
    int given = 0;
    for (int depth = 1; depth <= m_tree.boardSize(); ++depth) {
        given += m_tree.isGivenDepth(depth) ? 1 : 0;
    }
    const qreal top = rect.top() / LevelHeight - 1.5 - given;
    const qreal bottom = rect.bottom() / LevelHeight + 0.5;
    for (int id = first; id < end; ++id) {
        const int depth = m_tree.node(id).depth;
        if (depth >= top && depth <= bottom) {
            nodes.push_back(id);
        }
    }
}

void SearchTreePainter::paint(QPainter &painter, const std::vector<int> &nodes) const
{
    // Everything is drawn in pixels, so that the marks keep their size
    // whatever the zoom.
    const QTransform t = painter.transform();
    Frame f { t, SlotWidth * t.m11(), LevelHeight * t.m22(), 0,
        qMin(m_currentStep, m_tree.lastStep()), mixed(m_base, m_text, 0.45),
        mixed(m_base, m_text, 0.15) };
    f.radius = qBound(0.0, qMin(f.slotPixels * 0.34, f.levelPixels * 0.22), 5.0);

    painter.save();
    painter.resetTransform();
    paintEdges(painter, f, nodes);
    paintPath(painter, f); // over the other edges
    // Refusals and dead ends need room for their ticks and bars.
    if (f.slotPixels >= 5 && f.levelPixels >= 16) {
        paintRefusals(painter, f, nodes);
        paintDeadEnds(painter, f, nodes);
    }
    if (f.slotPixels >= 9 && f.levelPixels >= 24) {
        paintChoices(painter, f, nodes);
    }
    if (f.slotPixels >= 3 && f.levelPixels >= 12) {
        paintCollapsed(painter, f, nodes);
    }
    paintNodes(painter, f, nodes); // last, over their edges
    painter.restore();
}

QFont SearchTreePainter::labelFont(qreal pixels) const
{
    // The node labels keep their size in pixels whatever the zoom, scaled by
    // the text size (presentation mode, Ctrl+Shift+Plus) like the gutter.
    QFont font = m_font;
    font.setPixelSize(int(pixels * m_textScale));
    return font;
}

void SearchTreePainter::paintEdges(
    QPainter &painter, const Frame &f, const std::vector<int> &nodes) const
{
    // A parent owns the bus under it, each child its vertical line.
    QList<QLineF> edges;
    QList<QLineF> futureEdges;
    QList<QLineF> solutionEdges;
    for (int id : nodes) {
        const SearchTree::Node &node = m_tree.node(id);
        const qreal x = f.x(node.slot);
        const qreal y = f.y(node.depth);
        if (node.parent >= 0) {
            // Up to the parent's bus, across the given levels between them.
            const QLineF up(x, y, x, f.y(m_tree.node(node.parent).depth + 0.5));
            (f.isFuture(node) ? futureEdges : node.solutions ? solutionEdges : edges).append(up);
        }
        if (node.lastChild >= 0) {
            const qreal bus = f.y(node.depth + 0.5);
            edges.append(QLineF(x, y, x, bus));
            edges.append(QLineF(x, bus, f.x(m_tree.node(node.lastChild).slot), bus));
            if (node.solutions && !f.isFuture(node)) {
                solutionEdges.append(QLineF(x, y, x, bus));
            }
        }
    }
    painter.setPen(QPen(f.future, 1));
    painter.drawLines(futureEdges);
    painter.setPen(QPen(f.edge, 1));
    painter.drawLines(edges);
    painter.setPen(QPen(m_theme.treeSolutionEdge, 1.5));
    painter.drawLines(solutionEdges);
}

void SearchTreePainter::paintPath(QPainter &painter, const Frame &f) const
{
    QPen pathPen(m_theme.treePath, 2.5);
    pathPen.setJoinStyle(Qt::RoundJoin);
    painter.setPen(pathPen);
    for (qsizetype i = 1; i < m_path.size(); ++i) {
        const SearchTree::Node &node = m_tree.node(m_path[i]);
        const SearchTree::Node &parent = m_tree.node(m_path[i - 1]);
        const qreal bus = f.y(parent.depth + 0.5);
        const QPointF points[]
            = { { f.x(parent.slot), f.y(parent.depth) }, { f.x(parent.slot), bus },
                  { f.x(node.slot), bus }, { f.x(node.slot), f.y(node.depth) } };
        painter.drawPolyline(points, 4);
    }
}

void SearchTreePainter::paintRefusals(
    QPainter &painter, const Frame &f, const std::vector<int> &nodes) const
{
    // Short ticks under the node, to the left of its first child; more than
    // three are one tick and their count.
    const qreal tickLength = qMin(qMin(f.slotPixels * 0.42, f.levelPixels * 0.28), 9.0);
    QList<QLineF> lines;
    QList<QPair<QPointF, quint32>> counts;
    const bool countsShown = f.slotPixels >= 10;
    for (int id : nodes) {
        const SearchTree::Node &node = m_tree.node(id);
        // A collapsed node sums up its subtree: its own ticks would crowd the triangles.
        if (node.rejects == 0 || f.isFuture(node) || node.collapsed) {
            continue;
        }
        const QPointF at(f.x(node.slot), f.y(node.depth));
        static const QList<qreal> angles[] = { { 135 }, { 120, 150 }, { 110, 135, 160 } };
        const QList<qreal> &fan = angles[node.rejects > 3 ? 0 : node.rejects - 1];
        for (qreal angle : fan) {
            const QPointF d(std::cos(qDegreesToRadians(angle)), std::sin(qDegreesToRadians(angle)));
            lines.append(QLineF(at + d * (f.radius + 1), at + d * (f.radius + 1 + tickLength)));
        }
        if (node.rejects > 3 && countsShown) {
            const QPointF d(std::cos(qDegreesToRadians(135.0)), std::sin(qDegreesToRadians(135.0)));
            counts.append({ at + d * (f.radius + 1 + tickLength), node.rejects });
        }
    }
    painter.setPen(QPen(m_theme.treeReject, 1.2));
    painter.drawLines(lines);
    const QFont font = labelFont(qBound(7.0, f.slotPixels * 0.5, 9.0));
    painter.setFont(font);
    for (const auto &[at, count] : counts) {
        // The box keeps the label within markPixels() of its node.
        const QRectF box(at.x() - 8 * m_textScale, at.y(), 16 * m_textScale, font.pixelSize() + 2);
        painter.drawText(box, Qt::AlignHCenter | Qt::AlignTop, QString::number(count));
    }
}

void SearchTreePainter::paintDeadEnds(
    QPainter &painter, const Frame &f, const std::vector<int> &nodes) const
{
    // Dead ends of constraint propagation (a wipe-out, an item with no
    // option): a bar under the node, the way cut off, with the name of the
    // row (its rank) or column (its file) left with nothing.
    const qreal stub = qMin(f.levelPixels * 0.22, 7.0);
    const qreal half = qMin(f.slotPixels * 0.3, 5.0);
    const bool names = f.slotPixels >= 9 && f.levelPixels >= 28;
    const QFont font = labelFont(qBound(7.0, f.slotPixels * 0.55, 9.0));
    painter.setFont(font);
    painter.setPen(QPen(m_theme.treeReject, 1.5));
    for (int id : nodes) {
        const SearchTree::Node &node = m_tree.node(id);
        if ((node.emptyRow < 0 && node.emptyCol < 0) || f.isFuture(node)) {
            continue;
        }
        const QPointF at(f.x(node.slot), f.y(node.depth) + f.radius + 1);
        painter.drawLine(at, at + QPointF(0, stub));
        painter.drawLine(at + QPointF(-half, stub), at + QPointF(half, stub));
        if (names) {
            const QRectF box(at.x() - 8 * m_textScale, at.y() + stub + 1, 16 * m_textScale,
                font.pixelSize() + 2);
            painter.drawText(box, Qt::AlignHCenter | Qt::AlignTop,
                SearchTreeText::itemLabel(m_tree.boardSize(), node.emptyRow, node.emptyCol));
        }
    }
}

void SearchTreePainter::paintChoices(
    QPainter &painter, const Frame &f, const std::vector<int> &nodes) const
{
    // The row (or column) each level chose, when the search chooses it: its
    // name beside the bus under the parent, as the board's edge labels it.
    painter.setFont(labelFont(qBound(7.0, f.slotPixels * 0.55, 9.0)));
    for (int id : nodes) {
        const SearchTree::Node &node = m_tree.node(id);
        if (node.lastChild < 0) {
            continue;
        }
        const SearchTree::Node &child = m_tree.node(node.lastChild);
        if (child.itemRow < 0 && child.itemCol < 0) {
            continue;
        }
        painter.setPen(f.isFuture(child) ? f.future : m_text);
        const QPointF at(f.x(node.slot) + 3, f.y(node.depth + 0.5) - 2);
        painter.drawText(
            at, SearchTreeText::itemLabel(m_tree.boardSize(), child.itemRow, child.itemCol));
    }
}

void SearchTreePainter::paintCollapsed(
    QPainter &painter, const Frame &f, const std::vector<int> &nodes) const
{
    // A triangle under the node, with the number of placements it holds.
    const qreal half = qMin(f.slotPixels * 0.38, 7.0);
    const qreal height = qMin(f.levelPixels * 0.5, 18.0);
    const bool labels = f.slotPixels >= 9;
    const QFont font = labelFont(qBound(7.0, f.slotPixels * 0.6, 10.0));
    painter.setFont(font);
    for (int id : nodes) {
        const SearchTree::Node &node = m_tree.node(id);
        if (!node.collapsed) {
            continue;
        }
        const qreal x = f.x(node.slot);
        const qreal y = f.y(node.depth) + f.radius;
        QPainterPath triangle;
        triangle.moveTo(x, y);
        triangle.lineTo(x + half, y + height);
        triangle.lineTo(x - half, y + height);
        triangle.closeSubpath();
        const QColor fill = node.solutions ? m_theme.treeSolution : m_theme.treeCollapsed;
        painter.setPen(QPen(f.isFuture(node) ? f.future : fill.darker(140), 1));
        painter.setBrush(f.isFuture(node) ? m_base : fill);
        painter.drawPath(triangle);
        if (labels) {
            // Written downwards: nothing is drawn under a collapsed node.
            painter.save();
            painter.translate(x, y + height + 2);
            painter.rotate(90);
            painter.setPen(m_text);
            painter.drawText(
                QPointF(0, font.pixelSize() * 0.35), QLocale().toString(node.placementsBelow));
            painter.restore();
        }
    }
}

void SearchTreePainter::paintNodes(
    QPainter &painter, const Frame &f, const std::vector<int> &nodes) const
{
    // Too close together for circles, only the path and the solutions show.
    const bool circles = f.radius >= 1.5;
    const int current = m_path.isEmpty() ? 0 : m_path.constLast();
    for (int id : nodes) {
        const SearchTree::Node &node = m_tree.node(id);
        // The path is in ascending depth: look the node's depth up in it.
        const auto atDepth = std::lower_bound(m_path.cbegin(), m_path.cend(), node.depth,
            [this](int pathId, int depth) { return m_tree.node(pathId).depth < depth; });
        const bool onPath = atDepth != m_path.cend() && *atDepth == id;
        if (!circles && !node.solution && !onPath) {
            continue;
        }
        const QPointF at(f.x(node.slot), f.y(node.depth));
        qreal r = qMax(f.radius, onPath || node.solution ? 2.5 : 0.0);
        QColor fill = m_base;
        QPen pen(f.edge, 1);
        if (f.isFuture(node)) {
            pen.setColor(f.future);
        } else if (node.solution) {
            fill = m_theme.treeSolution;
            pen.setColor(m_theme.treeSolutionEdge);
            r *= 1.3;
        } else if (node.solutions) {
            pen = QPen(m_theme.treeSolutionEdge, 1.5);
        } else if (node.removeStep != SearchTree::OnBoard && node.lastChild < 0
            && !node.collapsed) {
            fill = m_theme.treeDeadEnd; // a finished leaf: a dead end
        }
        if (onPath) {
            pen = QPen(m_theme.treePath, 2);
            if (id == current) {
                fill = node.solution ? m_theme.treeSolution : m_theme.treePath;
            }
        }
        painter.setPen(pen);
        painter.setBrush(fill);
        painter.drawEllipse(at, r, r);
    }
}
