// SPDX-License-Identifier: MIT
#include "board/queenitem.h"

#include "render/boardtheme.h"

#include <QImage>
#include <QPainter>
#include <QPixmap>
#include <QPixmapCache>
#include <QSvgRenderer>

QueenItem::QueenItem(QSvgRenderer *renderer, qreal size, QGraphicsItem *parent)
    : QGraphicsObject(parent)
    , m_renderer(renderer)
    , m_size(size)
{
    setTheme(BoardTheme::classic());
}

void QueenItem::setTheme(const BoardTheme &theme)
{
    m_halo = theme.queenHalo;
    m_haloOutline = theme.markOutline;
    // A thin ring: it parts the disc from a square of the same lightness.
    m_haloOutline.setAlpha(m_halo.alpha());
    m_haloOutlineWidth = m_size * 0.02 * theme.markWidthScale;
    if (m_highlighted) {
        update();
    }
}

QRectF QueenItem::boundingRect() const
{
    return { 0, 0, m_size, m_size };
}

void QueenItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    // A small inset keeps the crown clear of the square's edges.
    const qreal inset = m_size * 0.08;
    if (m_highlighted) {
        painter->setPen(QPen(m_haloOutline, m_haloOutlineWidth));
        painter->setBrush(m_halo);
        painter->drawEllipse(boundingRect().adjusted(inset / 2, inset / 2, -inset / 2, -inset / 2));
    }
    const QRectF target = boundingRect().adjusted(inset, inset, -inset, -inset);
    // Rendering the SVG costs milliseconds at board size; render it once per
    // on-screen size and reuse the pixmap for every queen and every frame.
    // Device pixels, so that the queen stays crisp on high-DPI screens.
    const qreal ratio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QSize pixels = (painter->worldTransform().mapRect(target).size() * ratio).toSize();
    if (pixels.isEmpty() || pixels.width() > 2048) {
        m_renderer->render(painter, target);
        return;
    }
    const QString key = QStringLiteral("nq-queen-%1x%2").arg(pixels.width()).arg(pixels.height());
    QPixmap pixmap;
    if (!QPixmapCache::find(key, &pixmap)) {
        QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter imagePainter(&image);
        imagePainter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
        m_renderer->render(&imagePainter, QRectF(QPointF(0, 0), QSizeF(pixels)));
        imagePainter.end();
        pixmap = QPixmap::fromImage(image);
        QPixmapCache::insert(key, pixmap);
    }
    pixmap.setDevicePixelRatio(ratio);
    painter->drawPixmap(target, pixmap, QRectF(pixmap.rect()));
}

void QueenItem::setHighlighted(bool highlighted)
{
    if (highlighted != m_highlighted) {
        m_highlighted = highlighted;
        update();
    }
}
