// SPDX-License-Identifier: MIT
#include "boardview.h"

BoardView::BoardView(QGraphicsScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent)
{
    setRenderHints(
        QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setMinimumSize(160, 160);
    // The scene rectangle changes with N: refit whenever it does.
    connect(scene, &QGraphicsScene::sceneRectChanged, this, &BoardView::fitBoard);
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
        fitInView(scene()->sceneRect(), Qt::KeepAspectRatio);
    }
}
