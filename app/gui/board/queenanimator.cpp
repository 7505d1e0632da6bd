// SPDX-License-Identifier: MIT
#include "board/queenanimator.h"

#include "board/boarditem.h"
#include "board/boardscene.h"
#include "board/queenitem.h"

#include <QEasingCurve>
#include <QParallelAnimationGroup>
#include <QPropertyAnimation>

namespace {

// The animations moving `item` now: its direct children.
QList<QAbstractAnimation *> animationsOf(QueenItem *item)
{
    return item->findChildren<QAbstractAnimation *>(Qt::FindDirectChildrenOnly);
}

// Stops and drops any animation still moving `item`.
void stopAnimations(QueenItem *item)
{
    const auto running = animationsOf(item);
    for (QAbstractAnimation *animation : running) {
        animation->stop();
        delete animation;
    }
}

// The queen drops in from half a square above `target` and fades in. The
// group belongs to the queen and deletes itself when it stops.
QParallelAnimationGroup *animateDrop(QueenItem *queen, QPointF target, int animationMs)
{
    auto *group = new QParallelAnimationGroup(queen);
    auto *move = new QPropertyAnimation(queen, "pos", group);
    move->setStartValue(target - QPointF(0, BoardScene::SquareSize * 0.5));
    move->setEndValue(target);
    move->setDuration(animationMs);
    move->setEasingCurve(QEasingCurve::OutBack);
    auto *fade = new QPropertyAnimation(queen, "opacity", group);
    fade->setStartValue(0.0);
    fade->setEndValue(1.0);
    fade->setDuration(animationMs);
    queen->setPos(move->startValue().toPointF());
    queen->setOpacity(0.0);
    group->start(QAbstractAnimation::DeleteWhenStopped);
    return group;
}

// The queen lifts off where it stands and fades out; the same ownership.
QParallelAnimationGroup *animateLift(QueenItem *queen, int animationMs)
{
    auto *group = new QParallelAnimationGroup(queen);
    auto *move = new QPropertyAnimation(queen, "pos", group);
    move->setEndValue(queen->pos() - QPointF(0, BoardScene::SquareSize * 0.6));
    move->setDuration(animationMs);
    move->setEasingCurve(QEasingCurve::InQuad);
    auto *fade = new QPropertyAnimation(queen, "opacity", group);
    fade->setEndValue(0.0);
    fade->setDuration(animationMs);
    group->start(QAbstractAnimation::DeleteWhenStopped);
    return group;
}

} // namespace

QueenAnimator::QueenAnimator(QSvgRenderer *renderer, qreal z)
    : m_renderer(renderer)
    , m_z(z)
{ }

void QueenAnimator::reset(BoardItem *board, QGraphicsItem *holder, int size, bool imageBoard)
{
    m_board = board;
    m_holder = holder;
    m_imageBoard = imageBoard;
    m_highlighted = false;
    m_queens.clear();
    m_gliders.clear();
    for (int row = 0; row < (imageBoard ? 0 : size); ++row) {
        auto *queen = new QueenItem(m_renderer, BoardScene::SquareSize, holder);
        queen->setZValue(m_z);
        queen->setVisible(false);
        m_queens.append(queen);
    }
}

void QueenAnimator::place(int row, int from, int col, QPointF at, int animationMs)
{
    if (m_imageBoard) {
        dropGlider(row);
        m_board->queenMoved(row, from, col);
        if (animationMs > 0) {
            // Only the row that changes moves: a stand-in queen drops onto
            // the square (visible when zoomed in; a speck at a pixel a
            // square) while the board leaves that queen out, then it goes
            // and the board draws it again.
            QueenItem *glider = addGlider(row);
            m_board->setQueenHidden(row, true);
            // finish() ends the animation; a rebuilt board deletes the
            // glider with every item, and nothing lands then.
            QObject::connect(animateDrop(glider, at, animationMs), &QAbstractAnimation::finished,
                glider, [this, row, glider] { landGlider(row, glider); });
        }
        return;
    }
    QueenItem *queen = m_queens[row];
    stopAnimations(queen);
    queen->setHighlighted(m_highlighted);
    queen->setVisible(true);
    if (animationMs > 0) {
        animateDrop(queen, at, animationMs);
    } else {
        queen->setPos(at);
        queen->setOpacity(1.0);
    }
}

void QueenAnimator::remove(int row, int from, QPointF at, int animationMs)
{
    if (m_imageBoard) {
        dropGlider(row);
        m_board->queenMoved(row, from, -1);
        if (animationMs > 0) {
            // The board no longer draws the queen: a stand-in lifts off its
            // square and fades, as an item queen does, then goes.
            QueenItem *glider = addGlider(row);
            glider->setPos(at);
            QObject::connect(animateLift(glider, animationMs), &QAbstractAnimation::finished,
                glider, [this, row, glider] { landGlider(row, glider); });
        }
        return;
    }
    QueenItem *queen = m_queens[row];
    stopAnimations(queen);
    if (animationMs > 0) {
        // The queen lifts away and fades out, then hides.
        QObject::connect(animateLift(queen, animationMs), &QAbstractAnimation::finished, queen,
            [queen] { queen->setVisible(false); });
    } else {
        queen->setVisible(false);
    }
}

void QueenAnimator::setHighlighted(bool highlighted)
{
    m_highlighted = highlighted;
    for (QueenItem *queen : std::as_const(m_queens)) {
        queen->setHighlighted(highlighted);
    }
}

void QueenAnimator::setTheme(const BoardTheme &theme)
{
    m_theme = theme;
    for (QueenItem *queen : std::as_const(m_queens)) {
        queen->setTheme(theme);
    }
}

QueenItem *QueenAnimator::newQueen() const
{
    auto *queen = new QueenItem(m_renderer, BoardScene::SquareSize, m_holder);
    queen->setZValue(m_z);
    queen->setTheme(m_theme);
    return queen;
}

void QueenAnimator::finish()
{
    // Landing removes a glider from m_gliders: walk a copy.
    QList<QueenItem *> moving = m_queens;
    for (const QPointer<QueenItem> &glider : std::as_const(m_gliders)) {
        if (glider) {
            moving.append(glider.data());
        }
    }
    for (QueenItem *queen : std::as_const(moving)) {
        const auto running = animationsOf(queen);
        for (QAbstractAnimation *animation : running) {
            animation->setCurrentTime(animation->totalDuration());
        }
    }
}

QueenItem *QueenAnimator::addGlider(int row)
{
    dropGlider(row); // one per row
    QueenItem *glider = newQueen();
    m_gliders.insert(row, glider);
    return glider;
}

void QueenAnimator::dropGlider(int row)
{
    // Deleting the glider deletes its animation, so its end never runs.
    if (QueenItem *glider = m_gliders.take(row)) {
        delete glider;
        m_board->setQueenHidden(row, false);
    }
}

void QueenAnimator::landGlider(int row, QueenItem *glider)
{
    // Called from the glider's own animation: it may only be deleted later.
    if (m_gliders.value(row) == glider) {
        m_gliders.remove(row);
        m_board->setQueenHidden(row, false);
    }
    glider->setVisible(false);
    glider->deleteLater();
}
