// SPDX-License-Identifier: MIT
#include "board/boardlayer.h"

#include "board/boardscene.h"
#include "board/cursorkeys.h"
#include "render/boardpainter.h"

#include <QGraphicsSceneHoverEvent>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace {

// In scene units (a square is 100), times the theme's markWidthScale.
constexpr qreal CursorPen = 6;
constexpr qreal Edge = 1.5;

} // namespace

BoardLayer::BoardLayer(BoardScene *scene, qreal z)
    : m_n(scene->boardSize())
    , m_origin(scene->squareRect(0, 0))
    , m_sceneRect(scene->sceneRect())
    , m_theme(scene->theme())
{
    setZValue(z);
    setFlag(QGraphicsItem::ItemIsFocusable);
    setAcceptedMouseButtons(Qt::NoButton);
    scene->addItem(this);
}

QRectF BoardLayer::boundingRect() const
{
    return m_sceneRect;
}

QRectF BoardLayer::squareRect(QPoint square) const
{
    return m_origin.translated(square.x() * m_origin.width(), square.y() * m_origin.height());
}

bool BoardLayer::isOnBoard(QPoint square) const
{
    return square.x() >= 0 && square.y() >= 0 && square.x() < m_n && square.y() < m_n;
}

QPoint BoardLayer::squareAt(const QPointF &point) const
{
    const int col = int(std::floor((point.x() - m_origin.left()) / m_origin.width()));
    const int row = int(std::floor((point.y() - m_origin.top()) / m_origin.height()));
    if (row < 0 || row >= m_n || col < 0 || col >= m_n) {
        return { -1, -1 };
    }
    return { col, row };
}

void BoardLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    paintLayer(painter);
    if (isTakingInput()) {
        // A dashed square in the current row's colour, edged in markOutline
        // so that it reads on light and dark squares alike.
        const qreal scale = m_theme.markWidthScale;
        const qreal side = m_origin.width();
        const QRectF square = squareRect(m_cursor).adjusted(
            side * 0.03, side * 0.03, -side * 0.03, -side * 0.03);
        const QPen pen(m_theme.rowHighlight, CursorPen * scale, Qt::DashLine, Qt::FlatCap);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(BoardPainter::outlinePen(pen, m_theme.markOutline, Edge * scale));
        painter->drawRect(square);
        painter->setPen(pen);
        painter->drawRect(square);
    }
    paintAbove(painter);
}

void BoardLayer::setTheme(const BoardTheme &theme)
{
    m_theme = theme;
    themeChanged();
    update();
}

bool BoardLayer::isInputKey(const QKeyEvent *event) const
{
    if (m_input == Input::Off) {
        return false;
    }
    if (CursorKeys::roleOf(event) != CursorKeys::Role::None) {
        return true; // no modifier: Shift+Left and the like stay the window's
    }
    const bool refusal = !(event->modifiers() & ~Qt::KeypadModifier)
        && (event->key() == Qt::Key_X || event->key() == Qt::Key_Delete);
    return refusal && m_input == Input::SquaresOrRefusals;
}

void BoardLayer::setInput(Input input)
{
    if (input == m_input) {
        return;
    }
    m_input = input;
    switch (input) {
    case Input::Off:
        setAcceptedMouseButtons(Qt::NoButton);
        break;
    case Input::Squares:
        setAcceptedMouseButtons(Qt::LeftButton);
        break;
    case Input::SquaresOrRefusals:
        setAcceptedMouseButtons(Qt::LeftButton | Qt::RightButton);
        break;
    }
    if (input != Input::Off) {
        setFocus(Qt::OtherFocusReason);
    } else if (hasFocus()) {
        clearFocus(); // the run's keys are the window's again
    }
    update();
}

void BoardLayer::setCursorSquare(int row, int col)
{
    const QPoint square(std::clamp(col, 0, m_n - 1), std::clamp(row, 0, m_n - 1));
    if (square == m_cursor) {
        return;
    }
    m_cursor = square;
    update();
    emit cursorMoved(m_cursor);
}

bool BoardLayer::sceneEvent(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride && isInputKey(static_cast<QKeyEvent *>(event))) {
        event->accept(); // ours, not the window's shortcuts
        return true;
    }
    return QGraphicsObject::sceneEvent(event);
}

void BoardLayer::keyPressEvent(QKeyEvent *event)
{
    if (!isInputKey(event)) {
        event->ignore();
        return;
    }
    if (CursorKeys::roleOf(event) == CursorKeys::Role::Move) {
        const QPoint to = CursorKeys::moved(m_cursor, event->key(), m_n);
        setCursorSquare(to.y(), to.x());
    } else {
        const bool refuse = event->key() == Qt::Key_X || event->key() == Qt::Key_Delete;
        emit squareActivated(m_cursor.y(), m_cursor.x(), refuse);
    }
    event->accept();
}

void BoardLayer::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    const QPoint square = squareAt(event->pos());
    // acceptedMouseButtons() follows the input: a right click only comes
    // with refusals, and then so does Shift+click.
    if (m_input == Input::Off || square.x() < 0) {
        event->ignore();
        return;
    }
    const bool refuse = m_input == Input::SquaresOrRefusals
        && (event->button() == Qt::RightButton
            || (event->button() == Qt::LeftButton && (event->modifiers() & Qt::ShiftModifier)));
    setFocus(Qt::MouseFocusReason);
    setCursorSquare(square.y(), square.x());
    emit squareActivated(square.y(), square.x(), refuse);
    event->accept();
}

QString BoardLayer::toolTipAt(QPoint) const
{
    return {};
}

void BoardLayer::refreshToolTip()
{
    if (m_hovered.x() >= 0) {
        setToolTip(toolTipAt(m_hovered));
    }
}

void BoardLayer::hoverMoveEvent(QGraphicsSceneHoverEvent *event)
{
    const QPoint square = squareAt(event->pos());
    if (square != m_hovered) {
        m_hovered = square;
        setToolTip(square.x() >= 0 ? toolTipAt(square) : QString());
    }
}

void BoardLayer::hoverLeaveEvent(QGraphicsSceneHoverEvent *)
{
    m_hovered = QPoint(-1, -1);
    setToolTip(QString());
}
