// SPDX-License-Identifier: MIT
#include "board/layerhost.h"

#include "board/boardlayer.h"
#include "board/boardscene.h"

#include <QGraphicsView>

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
        return;
    }
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
