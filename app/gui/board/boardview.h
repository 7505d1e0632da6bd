// SPDX-License-Identifier: MIT
#pragma once

#include <QGraphicsView>

class QAction;

// Shows a board scene scaled to fit the widget, whatever its size, keeping the
// squares square.
//
// Zoom and pan, for big boards: zoom() is the scale relative to the fitted
// board (1 = the whole board in view, up to maxZoom(), where a square is
// about MaxSquarePixels wide). Ctrl+wheel zooms about the pointer; the
// actions zoomInAction() (Ctrl++), zoomOutAction() (Ctrl+-) and fitAction()
// (Ctrl+0) work while the view has focus. Zoomed in, the view pans with its
// scroll bars, a drag with the middle button, and Ctrl+arrow keys (the plain
// arrows step the search; the left button belongs to play mode). A new
// board (the scene rectangle changes) is fitted again.
class BoardView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit BoardView(QGraphicsScene *scene, QWidget *parent = nullptr);

    QSize sizeHint() const override;

    static constexpr qreal ZoomStep = 1.25;
    // Held while turning the wheel, it zooms about the pointer (without it
    // the wheel scrolls a zoomed board).
    static constexpr Qt::KeyboardModifier ZoomModifier = Qt::ControlModifier;
    static constexpr qreal MaxSquarePixels = 160.0;
    qreal zoom() const { return m_zoom; }
    // The largest zoom: a square MaxSquarePixels wide (at least 1).
    qreal maxZoom() const;
    QAction *zoomInAction() const { return m_zoomIn; }
    QAction *zoomOutAction() const { return m_zoomOut; }
    QAction *fitAction() const { return m_fit; }

public slots:
    // Clamped to 1..maxZoom(); keeps the scene point at the view's centre.
    void setZoom(qreal zoom);
    void zoomIn() { setZoom(m_zoom * ZoomStep); }
    void zoomOut() { setZoom(m_zoom / ZoomStep); }
    void fitToView() { setZoom(1.0); }

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void fitBoard();
    // Fits the board, then scales by m_zoom keeping `center` (scene) in the middle.
    void applyZoom(const QPointF &center);
    void retranslateZoom();

    qreal m_zoom = 1.0;
    bool m_panning = false;
    QPoint m_panFrom;
    QAction *m_zoomIn = nullptr;
    QAction *m_zoomOut = nullptr;
    QAction *m_fit = nullptr;
};
