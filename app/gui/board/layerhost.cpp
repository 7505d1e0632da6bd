// SPDX-License-Identifier: MIT
#include "board/layerhost.h"

#include "board/boardlayer.h"
#include "board/boardscene.h"

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace {

// A focused control that moves its own cursor or value with the arrows.
bool usesArrows(const QWidget *widget)
{
    if (const auto *edit = qobject_cast<const QLineEdit *>(widget)) {
        return !edit->isReadOnly();
    }
    if (const auto *edit = qobject_cast<const QPlainTextEdit *>(widget)) {
        return !edit->isReadOnly();
    }
    if (const auto *edit = qobject_cast<const QTextEdit *>(widget)) {
        return !edit->isReadOnly();
    }
    if (const auto *view = qobject_cast<const QAbstractItemView *>(widget)) {
        return view->selectionMode() != QAbstractItemView::NoSelection; // a list to choose from
    }
    return qobject_cast<const QAbstractSpinBox *>(widget) || qobject_cast<const QComboBox *>(widget);
}

bool isArrow(const QKeyEvent *key)
{
    const int code = key->key();
    return (code == Qt::Key_Left || code == Qt::Key_Right || code == Qt::Key_Up
               || code == Qt::Key_Down)
        && (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
}

} // namespace

LayerHost::LayerHost(BoardScene *scene, QObject *parent)
    : QObject(parent)
    , m_scene(scene)
{
}

LayerHost::~LayerHost()
{
    // The scene deletes the layer with its items, if it goes first.
    delete m_layer.data();
}

bool LayerHost::isCurrent() const
{
    return m_layer && m_layer->scene() == m_scene && m_layer->boardSize() == m_scene->boardSize();
}

void LayerHost::setLayer(BoardLayer *layer)
{
    if (layer == m_layer) {
        return;
    }
    delete m_layer.data();
    m_layer = layer;
    if (!layer) {
        qApp->removeEventFilter(this);
        return;
    }
    qApp->installEventFilter(this);
    layer->setCursorSquare(m_cursor.y(), m_cursor.x());
    m_cursor = layer->cursorSquare(); // clamped to a smaller board
    connect(layer, &BoardLayer::cursorMoved, this, [this](QPoint square) { m_cursor = square; });
}

void LayerHost::removeLayer()
{
    setLayer(nullptr);
}

void LayerHost::setCursor(QPoint square)
{
    if (m_layer) {
        m_layer->setCursorSquare(square.y(), square.x());
    } else {
        m_cursor = square;
    }
}

void LayerHost::setTheme(const BoardTheme &theme)
{
    if (m_layer) {
        m_layer->setTheme(theme);
    }
}

void LayerHost::focusBoard()
{
    const QList<QGraphicsView *> views = m_scene->views();
    if (!views.isEmpty()) {
        views.constFirst()->setFocus();
    }
}

bool LayerHost::takesArrow(QObject *receiver, const QEvent *event) const
{
    if (!m_layer || !m_layer->isTakingInput() || !m_layer->isVisible()
        || receiver != QApplication::focusWidget() || !isArrow(static_cast<const QKeyEvent *>(event))) {
        return false;
    }
    const QList<QGraphicsView *> views = m_scene->views();
    auto *focus = static_cast<QWidget *>(receiver);
    return !views.isEmpty() && focus->window() == views.constFirst()->window()
        && focus != views.constFirst() && !usesArrows(focus);
}

bool LayerHost::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if ((type == QEvent::ShortcutOverride || type == QEvent::KeyPress)
        && takesArrow(watched, event)) {
        if (type == QEvent::ShortcutOverride) {
            event->accept(); // not the run's Left / Right: the key press comes here
            return true;
        }
        // The board takes the focus and, through its scene, the layer the key.
        QGraphicsView *view = m_scene->views().constFirst();
        view->setFocus(Qt::OtherFocusReason);
        const auto *key = static_cast<const QKeyEvent *>(event);
        QKeyEvent press(QEvent::KeyPress, key->key(), key->modifiers(), key->text());
        QCoreApplication::sendEvent(view, &press);
        return true;
    }
    return QObject::eventFilter(watched, event);
}
