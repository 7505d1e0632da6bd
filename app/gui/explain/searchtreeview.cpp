// SPDX-License-Identifier: MIT
#include "explain/searchtreeview.h"

#include "board/boardscene.h"
#include "common/keynames.h"
#include "explain/searchtreeaccessible.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QFontInfo>
#include <QGraphicsScene>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolButton>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace {

constexpr qreal ZoomStep = 1.25;
// Zoom limits, as pixels per slot and per level.
constexpr qreal MinSlotPixels = 0.002;
constexpr qreal MaxSlotPixels = 80.0;
constexpr qreal MinLevelPixels = 8.0;
constexpr qreal MaxLevelPixels = 160.0;
// A click within this many pixels of a node's centre hits it.
constexpr qreal HitPixels = 8.0;
// Fit and the default zoom never go below this many pixels per slot and per
// level: nodes stay big enough to click in front of a class (a circle of 10
// pixels, hit within HitPixels), and a tree wider or deeper than that scrolls.
constexpr qreal ClickSlotPixels = 16.0;
constexpr qreal ClickLevelPixels = 20.0;

} // namespace

SearchTreeView::SearchTreeView(QWidget *parent)
    : QGraphicsView(parent)
    , m_zoomInAction(new QAction(this))
    , m_zoomOutAction(new QAction(this))
    , m_fitAction(new QAction(this))
    , m_followAction(new QAction(this))
    , m_gutter(new SearchTreeGutter(m_tree, this))
    , m_summary(new QLabel(this))
    , m_noTree(new QLabel(viewport()))
{
    // Nothing is a graphics item: a screen reader gets the nodes from here.
    SearchTreeAccessible::install();
    // An empty scene: it only gives the coordinates and the scroll range.
    auto *scene = new QGraphicsScene(this);
    scene->setItemIndexMethod(QGraphicsScene::NoIndex);
    setScene(scene);
    setDragMode(ScrollHandDrag);
    setRenderHint(QPainter::Antialiasing);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(160, MinimumHeight);

    m_followAction->setCheckable(true);
    m_followAction->setChecked(true);
    connect(m_zoomInAction, &QAction::triggered, this, &SearchTreeView::zoomIn);
    connect(m_zoomOutAction, &QAction::triggered, this, &SearchTreeView::zoomOut);
    connect(m_fitAction, &QAction::triggered, this, &SearchTreeView::fitTree);
    connect(m_followAction, &QAction::toggled, this, [this](bool on) {
        if (on) {
            followCurrent();
        }
    });
    // Children of the view, not of the viewport: scrolling the viewport
    // would move them with the tree.
    for (QAction *action : { m_zoomInAction, m_zoomOutAction, m_fitAction, m_followAction }) {
        auto *button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setFocusPolicy(Qt::NoFocus);
        button->setAutoRaise(true);
        button->setBackgroundRole(QPalette::Base);
        button->setAutoFillBackground(true);
        m_buttons.append(button);
    }

    // The counts per depth live in the left margin, beside the levels, the
    // buttons in the top margin and the summary in the bottom one: nothing
    // is ever drawn over the tree.
    m_gutter->setBarColor(m_theme.treePath);
    m_summary->setObjectName(QStringLiteral("treeSummary"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setContentsMargins(4, 0, 4, 0);
    // Wrapped: a long summary (German, presenting) takes a second line
    // rather than losing its end.
    m_summary->setWordWrap(true);
    // Without a tree, a sentence says why, in the view's place: a label,
    // so that it wraps at the view's width and the view is never shorter
    // than its lines (see placeButtons()).
    m_noTree->setObjectName(QStringLiteral("noTreeText"));
    m_noTree->setTextFormat(Qt::PlainText);
    m_noTree->setWordWrap(true);
    m_noTree->setAlignment(Qt::AlignCenter);
    m_noTree->setMargin(NoTreeMargin);
    m_noTree->hide();
    retranslate();

    reset(0);
}

SearchTreeView::~SearchTreeView() = default;

void SearchTreeView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    } else if (event->type() == QEvent::FontChange) {
        // A new text size: the gutter takes the width its labels need in the
        // new font, the margins the buttons' and the summary's new heights.
        updateGutterWidth(true);
        viewport()->update(); // the node labels follow the text size too
        m_gutter->update();
    }
    QGraphicsView::changeEvent(event);
}

void SearchTreeView::retranslate()
{
    m_zoomInAction->setText(tr("Zoom in"));
    m_zoomInAction->setIconText(QStringLiteral("+"));
    // The keys keyPressEvent() and wheelEvent() take, named as the menus name keys.
    m_zoomInAction->setToolTip(
        tr("Zoom in (%1, %2)", "%1: the + key; %2: Ctrl+wheel")
            .arg(KeyNames::key(QKeyCombination(Qt::Key_Plus)), KeyNames::wheel(ZoomModifier)));
    m_zoomOutAction->setText(tr("Zoom out"));
    m_zoomOutAction->setIconText(QStringLiteral("\u2212")); // a minus sign in every language
    m_zoomOutAction->setToolTip(
        tr("Zoom out (%1, %2)", "%1: the - key; %2: Ctrl+wheel")
            .arg(KeyNames::key(QKeyCombination(Qt::Key_Minus)), KeyNames::wheel(ZoomModifier)));
    m_fitAction->setText(tr("Fit tree"));
    m_fitAction->setIconText(tr("Fit"));
    m_fitAction->setToolTip(
        tr("Show as much of the tree as fits with nodes big enough to click (%1)", "%1: the 0 key")
            .arg(KeyNames::key(QKeyCombination(Qt::Key_0))));
    m_followAction->setText(tr("Follow"));
    m_followAction->setIconText(tr("Follow"));
    m_followAction->setToolTip(tr("Keep the current node in view"));
    setAccessibleName(tr("Search tree"));
    setToolTip(m_hasTree ? QString() : noTreeText());
    m_noTree->setText(noTreeText());
    setAccessibleDescription(tr("One node per queen placed; click a node to go to its step"));
    for (QToolButton *button : std::as_const(m_buttons)) {
        button->setAccessibleName(button->defaultAction()->text());
    }
    viewport()->update();
    m_gutter->update();
    updateSummary();
    placeButtons(); // their words changed width
}

QSize SearchTreeView::sizeHint() const
{
    return { 560, 300 };
}

void SearchTreeView::reset(int n, bool hasTree, const QList<int> &givenDepths)
{
    m_hasTree = hasTree;
    setToolTip(hasTree ? QString() : noTreeText());
    // Nothing to count, zoom or follow without a tree.
    m_gutter->setVisible(hasTree);
    m_summary->setVisible(hasTree);
    m_noTree->setVisible(!hasTree);
    // Nothing scrolls without a tree: an empty scroll bar beside the
    // sentence would say there were more to see.
    const Qt::ScrollBarPolicy bars = hasTree ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff;
    setVerticalScrollBarPolicy(bars);
    setHorizontalScrollBarPolicy(bars);
    for (QToolButton *button : std::as_const(m_buttons)) {
        button->setVisible(hasTree);
    }
    m_tree.reset(n, givenDepths);
    m_tree.clearChanges();
    m_path = { 0 };
    m_currentStep = LatestStep;
    updateSceneRect(true);
    updateGutterWidth(true);
    m_userZoomed = false;
    applyDefaultZoom();
    horizontalScrollBar()->setValue(horizontalScrollBar()->minimum());
    verticalScrollBar()->setValue(verticalScrollBar()->minimum());
    updateSummary();
    viewport()->update();
}

void SearchTreeView::appendEvents(const QList<StepEvent> &events, quint64 firstStep)
{
    if (events.isEmpty() || !m_hasTree) {
        return;
    }
    const quint64 generation = m_tree.structureGeneration();
    const int oldMaxSlot = m_tree.maxSlot();
    const int oldCount = m_tree.storedNodeCount();
    // Every node changed in place is on the board's path at the time.
    QList<QPair<int, int>> boardPath; // id, last child
    for (int id : m_tree.pathTo(m_tree.deepestNode())) {
        boardPath.append({ id, m_tree.node(id).lastChild });
    }
    for (qsizetype i = 0; i < events.size(); ++i) {
        m_tree.append(events[i], firstStep + quint64(i));
    }

    if (m_tree.structureGeneration() != generation) {
        updateSceneRect(true);
        viewport()->update();
    } else {
        updateSceneRect(false);
        const qreal right = (qMax(oldMaxSlot, m_tree.maxSlot()) + 1) * SlotWidth;
        for (const auto &[id, lastChild] : boardPath) {
            if (id < m_tree.storedNodeCount()) {
                repaintNode(id);
                const SearchTree::Node &node = m_tree.node(id);
                if (node.lastChild != lastChild) {
                    // A new child: the bus under the node reaches further right.
                    const qreal bus = (node.depth + 0.5) * LevelHeight;
                    repaintSceneRect(
                        QRectF(QPointF(node.slot * SlotWidth, bus), QPointF(right, bus)));
                }
            }
        }
        const int from = m_tree.firstChangedNode();
        if (from < qMax(oldCount, m_tree.storedNodeCount())) {
            // Nodes added from `from` on, or dropped from under the node
            // before it (whose first child had its slot).
            const int before = qBound(0, from - 1, m_tree.storedNodeCount() - 1);
            const qreal left = (m_tree.node(before).slot - 1) * SlotWidth;
            repaintSceneRect(QRectF(QPointF(left, -LevelHeight),
                QPointF(right, (m_tree.boardSize() + 2) * LevelHeight)));
        }
    }
    m_tree.clearChanges();
    updateSummary();
    m_gutter->update();
    updateGutterWidth(false);
    if (m_tree.structureGeneration() != generation) {
        m_path.clear(); // its ids belong to the old numbering
    }
    updatePath();
    followCurrent();
}

void SearchTreeView::setCurrentStep(quint64 step)
{
    const quint64 last = m_tree.lastStep();
    const quint64 low = qMin(qMin(step, m_currentStep), last);
    const quint64 high = qMin(qMax(step, m_currentStep), last);
    m_currentStep = step;
    updateSummary(); // it speaks of the current step
    if (low < high) {
        // Nodes placed between the two steps change from past to future or back.
        const int first = m_tree.firstNodePlacedAfter(low);
        const int end = m_tree.firstNodePlacedAfter(high);
        if (first < end) {
            repaintSceneRect(
                QRectF(QPointF((m_tree.node(first).slot - 1) * SlotWidth, -LevelHeight),
                    QPointF((m_tree.node(end - 1).slot + 1) * SlotWidth,
                        (m_tree.boardSize() + 2) * LevelHeight)));
        }
    }
    updatePath();
    followCurrent();
}

QPointF SearchTreeView::nodeScenePos(int node) const
{
    const SearchTree::Node &n = m_tree.node(node);
    return { n.slot * SlotWidth, n.depth * LevelHeight };
}

int SearchTreeView::nodeAtViewportPos(const QPoint &pos) const
{
    if (!m_hasTree) {
        return -1;
    }
    const QTransform t = viewportTransform();
    const qreal slotPixels = SlotWidth * t.m11();
    if (slotPixels <= 0) {
        return -1;
    }
    const qreal slot = (pos.x() - t.dx()) / slotPixels;
    const qreal reach = HitPixels / slotPixels;
    const qreal maxSlot = m_tree.maxSlot() + 1;
    const int first
        = m_tree.firstNodeFromSlot(int(std::floor(qBound(-1.0, slot - reach, maxSlot))));
    const int end
        = m_tree.firstNodeFromSlot(int(std::ceil(qBound(-1.0, slot + reach, maxSlot))) + 1);
    int best = -1;
    qreal bestDistance = HitPixels * HitPixels;
    for (int id = first; id < end; ++id) {
        const QPointF d = t.map(nodeScenePos(id)) - QPointF(pos);
        const qreal distance = d.x() * d.x() + d.y() * d.y();
        if (distance <= bestDistance) {
            best = id;
            bestDistance = distance;
        }
    }
    return best;
}

void SearchTreeView::zoomIn()
{
    zoomBy(ZoomStep, ZoomStep, AnchorViewCenter);
}

void SearchTreeView::zoomOut()
{
    zoomBy(1 / ZoomStep, 1 / ZoomStep, AnchorViewCenter);
}

void SearchTreeView::fitTree()
{
    // Down to the deepest node kept, and the triangles under collapsed ones.
    int depth = 1;
    for (int id = 0; id < m_tree.storedNodeCount(); ++id) {
        const SearchTree::Node &node = m_tree.node(id);
        depth = qMax(depth, node.depth + (node.collapsed ? 1 : 0));
    }
    const QRectF tree(QPointF(-0.7 * SlotWidth, -0.6 * LevelHeight),
        QPointF((m_tree.maxSlot() + 0.7) * SlotWidth, (depth + 0.6) * LevelHeight));
    fitInView(tree, Qt::IgnoreAspectRatio);
    // A small tree would be blown up: keep it at a readable size instead; a
    // big one would shrink its nodes to dots: keep them big enough to click
    // and let the rest scroll.
    const qreal slotPixels = SlotWidth * transform().m11();
    const qreal levelPixels = LevelHeight * transform().m22();
    const qreal fx = qBound(ClickSlotPixels, slotPixels, 40.0) / slotPixels;
    const qreal fy = qBound(ClickLevelPixels, levelPixels, 72.0) / levelPixels;
    if (fx != 1 || fy != 1) {
        scale(fx, fy);
    }
    const QRect shown = mapFromScene(tree).boundingRect();
    if (shown.width() <= viewport()->width() && shown.height() <= viewport()->height()) {
        centerOn(tree.center());
    } else {
        // What fits around where the search is, from the top of the tree.
        const QPointF at = nodeScenePos(currentNode());
        centerOn(at.x(), tree.top() + viewport()->height() / 2.0 / transform().m22());
        ensureVisible(QRectF(at - QPointF(1, 1), QSizeF(2, 2)), 60, 30);
    }
    m_userZoomed = true;
}

void SearchTreeView::setTheme(const BoardTheme &theme)
{
    if (theme == m_theme) {
        return;
    }
    m_theme = theme;
    viewport()->update();
    m_gutter->setBarColor(theme.treePath);
}

void SearchTreeView::zoomBy(qreal factorX, qreal factorY, ViewportAnchor anchor)
{
    const qreal slotPixels = SlotWidth * transform().m11();
    const qreal levelPixels = LevelHeight * transform().m22();
    factorX = qBound(MinSlotPixels, slotPixels * factorX, MaxSlotPixels) / slotPixels;
    factorY = qBound(MinLevelPixels, levelPixels * factorY, MaxLevelPixels) / levelPixels;
    const ViewportAnchor old = transformationAnchor();
    setTransformationAnchor(anchor);
    scale(factorX, factorY);
    setTransformationAnchor(old);
    m_userZoomed = true;
}

void SearchTreeView::applyDefaultZoom()
{
    // Slots big enough to click; the levels share the height, within reason
    // (a deep tree on a short view scrolls rather than shrinking its nodes).
    const int levels = qMax(1, m_tree.boardSize()) + 1;
    const qreal levelPixels = qBound(24.0, (viewport()->height() - 24.0) / levels, 56.0);
    setTransform(QTransform::fromScale(ClickSlotPixels / SlotWidth, levelPixels / LevelHeight));
}

void SearchTreeView::updateSceneRect(bool exact)
{
    // Room below for the labels of collapsed nodes.
    const qreal width = (m_tree.maxSlot() + 3) * SlotWidth;
    m_sceneWidth = exact ? width : qMax(m_sceneWidth, width);
    const int levels = qMax(m_tree.boardSize(), int(m_tree.countsPerDepth().size()));
    setSceneRect(QRectF(QPointF(-1.5 * SlotWidth, -1.0 * LevelHeight),
        QPointF(m_sceneWidth, (levels + 1.4) * LevelHeight)));
}

void SearchTreeView::updatePath()
{
    const QList<int> path = m_tree.pathTo(m_tree.nodeAt(m_currentStep));
    if (path == m_path) {
        return;
    }
    for (const QList<int> *list : { &std::as_const(m_path), &path }) {
        for (int id : *list) {
            if (id < m_tree.storedNodeCount()) {
                repaintNode(id);
                const SearchTree::Node &node = m_tree.node(id);
                if (node.parent >= 0) {
                    // The edge's horizontal part, at the level of the parent's bus.
                    const SearchTree::Node &parent = m_tree.node(node.parent);
                    const qreal bus = (parent.depth + 0.5) * LevelHeight;
                    repaintSceneRect(QRectF(QPointF(parent.slot * SlotWidth, bus),
                        QPointF(node.slot * SlotWidth, bus)));
                }
            }
        }
    }
    m_path = path;
    if (QAccessible::isActive()) {
        // The nodes a screen reader lists are the path's (SearchTreeAccessible).
        QAccessibleEvent reorder(this, QAccessible::ObjectReorder);
        QAccessible::updateAccessibility(&reorder);
        QAccessibleValueChangeEvent value(this, nodeName(currentNode()));
        QAccessible::updateAccessibility(&value);
    }
}

void SearchTreeView::followCurrent()
{
    if (!m_followAction->isChecked() || !isVisible()) {
        return;
    }
    const QPointF at = nodeScenePos(currentNode());
    ensureVisible(QRectF(at - QPointF(1, 1), QSizeF(2, 2)), 60, 30);
}

void SearchTreeView::placeButtons()
{
    // In the top margin, right-aligned over the tree; the summary in the bottom margin.
    const QRect area = viewport()->geometry();
    const int top = area.top() - viewportMargins().top();
    int x = area.right() - 2;
    for (auto it = m_buttons.crbegin(); it != m_buttons.crend(); ++it) {
        QToolButton *button = *it;
        button->adjustSize();
        x -= button->width();
        button->move(x, top + 2);
        button->raise();
        x -= 2;
    }
    const int left = area.left() - viewportMargins().left();
    m_summary->setGeometry(
        left, area.bottom() + 1, area.right() + 1 - left, viewportMargins().bottom());
    if (!m_hasTree) {
        m_noTree->setGeometry(viewport()->rect()); // nothing scrolls without a tree
        // Never shorter than the sentence's lines at this width.
        const int least = std::max(MinimumHeight,
            m_noTree->heightForWidth(area.width()) + height() - area.height());
        if (minimumHeight() != least) {
            setMinimumHeight(least);
        }
    } else if (minimumHeight() != MinimumHeight) {
        setMinimumHeight(MinimumHeight);
    }
}

int SearchTreeView::summaryHeight() const
{
    return m_summary->heightForWidth(std::max(1, width() - 2 * frameWidth())) + 2;
}

void SearchTreeView::repaintSceneRect(const QRectF &rect)
{
    const QRect area = mapFromScene(rect)
                           .boundingRect()
                           .adjusted(-markPixels(), -markPixels(), markPixels(), markPixels())
                           .intersected(viewport()->rect());
    if (!area.isEmpty()) {
        viewport()->update(area);
    }
}

void SearchTreeView::repaintNode(int node)
{
    const SearchTree::Node &n = m_tree.node(node);
    // From the bus above it (its parent's, above any given level between
    // them) to the labels under a collapsed node.
    const qreal bus = n.parent >= 0 ? m_tree.node(n.parent).depth + 0.5 : n.depth - 0.5;
    repaintSceneRect(QRectF(QPointF((n.slot - 1) * SlotWidth, bus * LevelHeight),
        QPointF((n.slot + 1) * SlotWidth, (n.depth + 1.5) * LevelHeight)));
}

void SearchTreeView::drawBackground(QPainter *painter, const QRectF &rect)
{
    const QColor base = palette().color(QPalette::Base);
    painter->fillRect(rect, base);
    if (!m_hasTree) {
        return; // the noTreeText() label says why
    }
    SearchTreePainter treePainter(m_tree, m_path);
    treePainter.setCurrentStep(m_currentStep);
    treePainter.setTheme(m_theme);
    treePainter.setColors(base, palette().color(QPalette::Text));
    treePainter.setFont(font(), textScale());
    // Only the nodes of the area being repainted: a batch repaints a few
    // thin strips, whose bounding rectangle may span the whole view.
    std::vector<int> visible;
    if (m_exposed.isEmpty()) {
        treePainter.collectNodes(rect, visible);
    } else {
        const int pad = markPixels();
        for (const QRect &area : m_exposed) {
            treePainter.collectNodes(
                mapToScene(area.adjusted(-pad, -pad, pad, pad)).boundingRect().intersected(rect),
                visible);
        }
        std::sort(visible.begin(), visible.end());
        visible.erase(std::unique(visible.begin(), visible.end()), visible.end());
    }
    treePainter.paint(*painter, visible);
}

void SearchTreeView::drawForeground(QPainter *, const QRectF &)
{
    // The gutter follows the levels: whatever moves the tree repaints it too.
    m_gutter->update();
}

QString SearchTreeView::summaryText() const
{
    return m_hasTree ? m_text.summary(m_currentStep) : QString();
}

void SearchTreeView::updateSummary()
{
    const QString summary = summaryText();
    if (summary != m_summary->text()) {
        m_summary->setText(summary);
        m_summary->setToolTip(summary);
        fitSummary();
    }
}

void SearchTreeView::fitSummary()
{
    const QMargins margins = viewportMargins();
    if (const int bottom = m_hasTree ? summaryHeight() : 0; bottom != margins.bottom()) {
        setViewportMargins(margins.left(), margins.top(), margins.right(), bottom);
        placeGutter();
        placeButtons();
    }
}

int SearchTreeView::markPixels() const
{
    return SearchTreePainter::markPixels(textScale());
}

qreal SearchTreeView::textScale() const
{
    const int base = QFontInfo(QApplication::font()).pixelSize();
    return base > 0 ? qMax(1.0, qreal(QFontInfo(font()).pixelSize()) / base) : 1.0;
}

void SearchTreeView::updateGutterWidth(bool exact)
{
    // No levels to count without a tree: the sentence gets the whole width.
    const int width = m_hasTree ? m_gutter->widthNeeded() : 0;
    // Within a run the gutter only grows: the tree does not jump at every new digit.
    if (exact || width > viewportMargins().left()) {
        // The buttons above the tree, the summary below it.
        int top = 0;
        for (QToolButton *button : std::as_const(m_buttons)) {
            top = qMax(top, button->sizeHint().height() + 4);
        }
        const int bottom = summaryHeight();
        if (!m_hasTree) {
            top = 0;
        }
        setViewportMargins(width, top, 0, m_hasTree ? bottom : 0);
        placeGutter();
        placeButtons();
    }
}

void SearchTreeView::placeGutter()
{
    const QRect area = viewport()->geometry();
    m_gutter->setGeometry(area.left() - viewportMargins().left(), area.top(),
        viewportMargins().left(), area.height());
}

bool SearchTreeView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::Paint) {
        // drawBackground() only gets the bounding rectangle of what to repaint.
        m_exposed = static_cast<QPaintEvent *>(event)->region();
        const bool done = QGraphicsView::viewportEvent(event);
        m_exposed = QRegion();
        return done;
    }
    if (event->type() == QEvent::Resize) {
        // Scroll bars coming and going resize the viewport alone.
        placeGutter();
        placeButtons();
    }
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int node = nodeAtViewportPos(help->pos());
        if (node >= 0) {
            QToolTip::showText(help->globalPos(), m_text.nodeDescription(node), viewport());
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    return QGraphicsView::viewportEvent(event);
}

void SearchTreeView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomIn();
        return;
    case Qt::Key_Minus:
        zoomOut();
        return;
    case Qt::Key_0:
        fitTree();
        return;
    default:
        QGraphicsView::keyPressEvent(event);
    }
}

void SearchTreeView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & ZoomModifier) {
        // Some platforms turn Shift+wheel into a horizontal wheel.
        const QPoint delta = event->angleDelta();
        const qreal factor = std::pow(ZoomStep, (delta.y() ? delta.y() : delta.x()) / 120.0);
        if (event->modifiers() & Qt::ShiftModifier) {
            zoomBy(factor, 1, AnchorUnderMouse);
        } else {
            zoomBy(factor, factor, AnchorUnderMouse);
        }
        event->accept();
        return;
    }
    m_followAction->setChecked(false); // the user is looking elsewhere
    QGraphicsView::wheelEvent(event);
}

void SearchTreeView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        m_pressPos = event->position().toPoint();
        m_pressed = true;
    }
    QGraphicsView::mousePressEvent(event);
}

void SearchTreeView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_pressed
        && (event->position().toPoint() - m_pressPos).manhattanLength()
            >= QApplication::startDragDistance()) {
        m_followAction->setChecked(false); // panning by hand
    }
    QGraphicsView::mouseMoveEvent(event);
}

void SearchTreeView::mouseReleaseEvent(QMouseEvent *event)
{
    QGraphicsView::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton || !m_pressed) {
        return;
    }
    m_pressed = false;
    // A click, not the end of a drag.
    if ((event->position().toPoint() - m_pressPos).manhattanLength()
        < QApplication::startDragDistance()) {
        const int node = nodeAtViewportPos(m_pressPos);
        if (node >= 0) {
            emit nodeActivated(m_tree.placeStep(node));
        }
    }
}

void SearchTreeView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    // Only when the view itself changes size: this also runs when a scroll
    // bar comes or goes and resizes the viewport alone, and a zoom taken then
    // made the bar go or come again, over and over (the window stalled).
    if (!m_userZoomed && size() != m_zoomedFor) {
        m_zoomedFor = size();
        applyDefaultZoom();
    }
    placeGutter();
    fitSummary(); // its lines at the new width
    placeButtons();
}

void SearchTreeView::showEvent(QShowEvent *event)
{
    QGraphicsView::showEvent(event);
    if (!m_userZoomed) {
        applyDefaultZoom();
    }
    placeButtons();
    followCurrent();
}
