// SPDX-License-Identifier: MIT
#include "board/orbittransition.h"

#include "board/queenitem.h"

#include <QEasingCurve>
#include <QPropertyAnimation>

OrbitTransition::OrbitTransition(int animationMs, QObject *parent)
    : QParallelAnimationGroup(parent)
    , m_animationMs(animationMs)
{ }

void OrbitTransition::addGlide(QueenItem *queen, QPointF from, QPointF to)
{
    queen->setPos(from);
    auto *move = new QPropertyAnimation(queen, "pos", this);
    move->setStartValue(from);
    move->setEndValue(to);
    move->setDuration(m_animationMs);
    move->setEasingCurve(QEasingCurve::InOutCubic);
    connect(this, &QAbstractAnimation::finished, queen, &QObject::deleteLater);
}
