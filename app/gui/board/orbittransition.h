// SPDX-License-Identifier: MIT
#pragma once

#include <QParallelAnimationGroup>
#include <QPointF>

class QueenItem;

/*
 * A board turning into its image under a symmetry, as the orbit of a
 * solution shows it (BoardScene::showTransformation()): stand-in queens
 * glide together, each from its square to its image square, easing in and
 * out. The stand-ins are the caller's items (the scene's); each goes when
 * the transition finishes, so that whoever listens to finished() shows
 * the image with the board's own queens. Start it with DeleteWhenStopped.
 */
class OrbitTransition : public QParallelAnimationGroup
{
public:
    // Every glide takes `animationMs`.
    explicit OrbitTransition(int animationMs, QObject *parent = nullptr);

    // `queen` glides from `from` to `to` (its positions: the squares'
    // top-left corners, in its parent's coordinates); it is deleted later,
    // when the transition finishes.
    void addGlide(QueenItem *queen, QPointF from, QPointF to);

private:
    int m_animationMs;
};
