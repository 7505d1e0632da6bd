// SPDX-License-Identifier: MIT
#pragma once

#include <QGraphicsView>

// Shows a board scene scaled to fit the widget, whatever its size, keeping the
// squares square.
class BoardView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit BoardView(QGraphicsScene *scene, QWidget *parent = nullptr);

    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void fitBoard();
};
