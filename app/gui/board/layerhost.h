// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardtheme.h"

#include <QObject>
#include <QPoint>
#include <QPointer>

class BoardLayer;
class BoardScene;

/*
 * The one host of the layers over a BoardScene: at most one BoardLayer at a
 * time (play mode's position, or predict's or practice's answers; the
 * window's modes take turns), and the board's one keyboard cursor, which
 * stays where the user left it when one layer gives way to another or the
 * scene is rebuilt for another size (clamped to a smaller board).
 *
 * The host does not draw: whoever writes the scene (the BoardPresenter)
 * makes a layer and hands it over with setLayer().
 *
 * One rule for the arrow keys: while the layer takes input (a question
 * waits for a square, play mode), the arrows move its cursor wherever the
 * focus is in the board's window, and the board takes the focus, so that
 * they never step the run instead because of an invisible focus. Only a
 * field that uses the arrows itself while it has the focus (a text or
 * number being typed, a list, a combo box) keeps them.
 */
class LayerHost : public QObject
{
    Q_OBJECT

public:
    // `scene` (not owned) must outlive the host.
    explicit LayerHost(BoardScene *scene, QObject *parent = nullptr);
    ~LayerHost() override;

    // The layer over the board, or null.
    BoardLayer *layer() const { return m_layer.data(); }
    // Whether there is a layer and it was made for the scene as it is now: a
    // scene rebuilt for another size deleted the old one with its items.
    bool isCurrent() const;
    // Puts `layer` (made on this host's scene, which owns it) over the board
    // in place of any other (deleted), with the cursor on it.
    void setLayer(BoardLayer *layer);
    void removeLayer();

    // The keyboard cursor, QPoint(col, row).
    QPoint cursor() const { return m_cursor; }
    void setCursor(QPoint square);
    // The layer's theme (a layer made later takes the scene's).
    void setTheme(const BoardTheme &theme);
    // Gives the board's view the keyboard focus (the layer taking input has
    // the scene's focus).
    void focusBoard();

protected:
    // The arrow rule above (an application-wide filter while a layer is set).
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool takesArrow(QObject *receiver, const QEvent *event) const;

    BoardScene *m_scene;
    QPointer<BoardLayer> m_layer;
    QPoint m_cursor { 0, 0 };
};
