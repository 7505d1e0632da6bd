// SPDX-License-Identifier: MIT
#include "board/boardview.h"

#include "common/keynames.h"

#include <QAction>
#include <QEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

BoardView::BoardView(QGraphicsScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent)
{
    setRenderHints(
        QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setMinimumSize(160, 160);
    // The scene follows the pointer without a button held (it shows who
    // attacks the square under it), even when no item takes hover events.
    viewport()->setMouseTracking(true);
    // The scene rectangle changes with N: refit whenever it does.
    connect(scene, &QGraphicsScene::sceneRectChanged, this, [this] {
        m_zoom = 1.0;
        fitBoard();
    });
    // Scrolling is ours (zoomed in only): the scene's rectangle never scrolls at fit.
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    const auto zoomAction = [this](const QList<QKeySequence> &keys, void (BoardView::*slot)()) {
        auto *action = new QAction(this);
        action->setShortcuts(keys);
        // Only while the board has focus: the same keys may mean more elsewhere.
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        return action;
    };
    m_zoomIn = zoomAction({ QKeySequence(Qt::CTRL | Qt::Key_Plus),
                              QKeySequence(Qt::CTRL | Qt::Key_Equal) },
        &BoardView::zoomIn);
    m_zoomOut = zoomAction({ QKeySequence(Qt::CTRL | Qt::Key_Minus) }, &BoardView::zoomOut);
    m_fit = zoomAction({ QKeySequence(Qt::CTRL | Qt::Key_0) }, &BoardView::fitToView);
    retranslateZoom();
}

void BoardView::retranslateZoom()
{
    m_zoomIn->setText(tr("Zoom &in"));
    // The keys bound, named as the menus and the shortcuts dialog name them.
    m_zoomIn->setToolTip(
        tr("Zoom into the board (%1; %2 zooms about the pointer)",
            "%1: the shortcut, such as Ctrl++; %2: the wheel with its key, such as Ctrl+wheel")
            .arg(KeyNames::sequence(m_zoomIn->shortcut()), KeyNames::wheel(ZoomModifier)));
    m_zoomOut->setText(tr("Zoom &out"));
    m_zoomOut->setToolTip(tr("Zoom out of the board (%1)", "%1: the shortcut, such as Ctrl+-")
                              .arg(KeyNames::sequence(m_zoomOut->shortcut())));
    m_fit->setText(tr("&Fit board"));
    m_fit->setToolTip(tr("Show the whole board (%1)", "%1: the shortcut, such as Ctrl+0")
                          .arg(KeyNames::sequence(m_fit->shortcut())));
}

void BoardView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateZoom();
    }
    QGraphicsView::changeEvent(event);
}

qreal BoardView::maxZoom() const
{
    if (!scene()) {
        return 1.0;
    }
    const QRectF rect = scene()->sceneRect();
    const qreal fit = std::min(viewport()->width() / std::max(1.0, rect.width()),
        viewport()->height() / std::max(1.0, rect.height()));
    // Square side in scene units: the scene's squares are 100 units.
    constexpr qreal SquareUnits = 100.0;
    return std::max(1.0, MaxSquarePixels / std::max(1e-9, fit * SquareUnits));
}

void BoardView::setZoom(qreal zoom)
{
    zoom = std::clamp(zoom, 1.0, maxZoom());
    if (zoom == m_zoom) {
        return;
    }
    const QPointF center = mapToScene(viewport()->rect().center());
    m_zoom = zoom;
    applyZoom(center);
}

void BoardView::applyZoom(const QPointF &center)
{
    if (!scene()) {
        return;
    }
    const bool zoomed = m_zoom > 1.0;
    const Qt::ScrollBarPolicy policy = zoomed ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff;
    setHorizontalScrollBarPolicy(policy);
    setVerticalScrollBarPolicy(policy);
    // At zoom 1 exactly what the view always did, so that images stay the same.
    fitInView(scene()->sceneRect(), Qt::KeepAspectRatio);
    if (zoomed) {
        scale(m_zoom, m_zoom);
        centerOn(center);
    }
}

void BoardView::wheelEvent(QWheelEvent *event)
{
    if (!(event->modifiers() & ZoomModifier)) {
        QGraphicsView::wheelEvent(event); // scrolls when zoomed in
        return;
    }
    // Keep the square under the pointer under it.
    const QPointF pointer = event->position();
    const QPointF before = mapToScene(pointer.toPoint());
    const qreal steps = event->angleDelta().y() / 120.0;
    const qreal zoom = std::clamp(m_zoom * std::pow(ZoomStep, steps), 1.0, maxZoom());
    if (zoom != m_zoom) {
        const QPointF center = mapToScene(viewport()->rect().center());
        m_zoom = zoom;
        applyZoom(center);
        const QPointF after = mapToScene(pointer.toPoint());
        if (m_zoom > 1.0) {
            centerOn(mapToScene(viewport()->rect().center()) + (before - after));
        }
    }
    event->accept();
}

void BoardView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton && m_zoom > 1.0) {
        m_panning = true;
        m_panFrom = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void BoardView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning) {
        const QPoint at = event->position().toPoint();
        const QPoint delta = at - m_panFrom;
        m_panFrom = at;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void BoardView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning && event->button() == Qt::MiddleButton) {
        m_panning = false;
        viewport()->unsetCursor();
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void BoardView::keyPressEvent(QKeyEvent *event)
{
    if (m_zoom > 1.0 && event->modifiers() == Qt::ControlModifier) {
        // A tenth of the view per key press.
        const int dx = viewport()->width() / 10;
        const int dy = viewport()->height() / 10;
        QScrollBar *h = horizontalScrollBar();
        QScrollBar *v = verticalScrollBar();
        switch (event->key()) {
        case Qt::Key_Left:
            h->setValue(h->value() - dx);
            return;
        case Qt::Key_Right:
            h->setValue(h->value() + dx);
            return;
        case Qt::Key_Up:
            v->setValue(v->value() - dy);
            return;
        case Qt::Key_Down:
            v->setValue(v->value() + dy);
            return;
        default:
            break;
        }
    }
    QGraphicsView::keyPressEvent(event);
}

QSize BoardView::sizeHint() const
{
    return { 640, 640 };
}

void BoardView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    fitBoard();
}

void BoardView::showEvent(QShowEvent *event)
{
    QGraphicsView::showEvent(event);
    fitBoard();
}

void BoardView::fitBoard()
{
    if (scene()) {
        m_zoom = std::min(m_zoom, maxZoom());
        applyZoom(mapToScene(viewport()->rect().center()));
    }
}
