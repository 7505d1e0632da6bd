// SPDX-License-Identifier: MIT
#include "present/practicelayer.h"

#include "board/boardscene.h"
#include "render/boardpainter.h"

#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <functional>

namespace {

// Pen widths in scene units (a square is BoardScene::SquareSize, 100), times
// the theme's markWidthScale; each mark is edged in markOutline so that it
// reads on light and dark squares, and by its shape without colour.
constexpr qreal LinePen = 7;
constexpr qreal CrossPen = 9;
constexpr qreal RingPen = 7;
constexpr qreal CursorPen = 6;
constexpr qreal Edge = 1.5;

bool isPracticeKey(const QKeyEvent *event)
{
    if (event->modifiers() & ~Qt::KeypadModifier) {
        return false; // Shift+Left and the like stay the window's
    }
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_X:
    case Qt::Key_Delete:
        return true;
    default:
        return false;
    }
}

void strokeOutlined(QPainter *painter, const QPen &pen, const QColor &outline, qreal margin,
    const std::function<void()> &draw)
{
    painter->setBrush(Qt::NoBrush);
    painter->setPen(BoardPainter::outlinePen(pen, outline, margin));
    draw();
    painter->setPen(pen);
    draw();
}

} // namespace

PracticeLayer::PracticeLayer(BoardScene *scene)
    : m_n(scene->boardSize())
    , m_origin(scene->squareRect(0, 0))
    , m_sceneRect(scene->sceneRect())
    , m_theme(scene->theme())
{
    setZValue(Z);
    setFlag(QGraphicsItem::ItemIsFocusable);
    setAcceptedMouseButtons(Qt::LeftButton | Qt::RightButton);
    scene->addItem(this);
}

QRectF PracticeLayer::boundingRect() const
{
    return m_sceneRect;
}

QRectF PracticeLayer::squareRect(int row, int col) const
{
    return m_origin.translated(col * m_origin.width(), row * m_origin.height());
}

QPoint PracticeLayer::squareAt(const QPointF &point) const
{
    const int col = int(std::floor((point.x() - m_origin.left()) / m_origin.width()));
    const int row = int(std::floor((point.y() - m_origin.top()) / m_origin.height()));
    if (row < 0 || row >= m_n || col < 0 || col >= m_n) {
        return { -1, -1 };
    }
    return { col, row };
}

void PracticeLayer::setMarks(const PracticeMarks &marks)
{
    if (marks != m_marks) {
        m_marks = marks;
        update();
    }
}

void PracticeLayer::setTheme(const BoardTheme &theme)
{
    m_theme = theme;
    update();
}

void PracticeLayer::setCursorSquare(int row, int col)
{
    const QPoint cursor(std::clamp(col, 0, m_n - 1), std::clamp(row, 0, m_n - 1));
    if (cursor == m_cursor) {
        return;
    }
    m_cursor = cursor;
    update();
    emit cursorMoved(m_cursor);
}

void PracticeLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const qreal scale = m_theme.markWidthScale;
    const qreal side = m_origin.width();
    painter->setRenderHint(QPainter::Antialiasing);
    const QPoint wrong = m_marks.wrong;
    // The attack that explains the mistake: a line from the attacking queen.
    if (m_marks.attacker.x() >= 0 && wrong.x() >= 0) {
        const QPen pen(m_theme.attackerLine, LinePen * scale, Qt::SolidLine, Qt::RoundCap);
        strokeOutlined(painter, pen, m_theme.markOutline, Edge * scale, [&] {
            painter->drawLine(squareRect(m_marks.attacker.y(), m_marks.attacker.x()).center(),
                squareRect(wrong.y(), wrong.x()).center());
        });
    }
    // The pupil's square: a cross.
    if (wrong.x() >= 0) {
        const QRectF square = squareRect(wrong.y(), wrong.x())
                                  .adjusted(side * 0.22, side * 0.22, -side * 0.22, -side * 0.22);
        const QPen pen(m_theme.rejectFill, CrossPen * scale, Qt::SolidLine, Qt::RoundCap);
        strokeOutlined(painter, pen, m_theme.markOutline, Edge * scale, [&] {
            painter->drawLine(square.topLeft(), square.bottomRight());
            painter->drawLine(square.topRight(), square.bottomLeft());
        });
    }
    // The right step's square: a ring in the solution's colour.
    if (m_marks.right.x() >= 0) {
        const QRectF ring = squareRect(m_marks.right.y(), m_marks.right.x())
                                .adjusted(side * 0.08, side * 0.08, -side * 0.08, -side * 0.08);
        const QPen pen(m_theme.solutionFrame, RingPen * scale, Qt::SolidLine, Qt::RoundCap);
        strokeOutlined(
            painter, pen, m_theme.markOutline, Edge * scale, [&] { painter->drawEllipse(ring); });
    }
    // The keyboard cursor: a dashed square, as in play mode.
    const QRectF cursor = squareRect(m_cursor.y(), m_cursor.x())
                              .adjusted(side * 0.03, side * 0.03, -side * 0.03, -side * 0.03);
    const QPen pen(m_theme.rowHighlight, CursorPen * scale, Qt::DashLine, Qt::FlatCap);
    strokeOutlined(
        painter, pen, m_theme.markOutline, Edge * scale, [&] { painter->drawRect(cursor); });
}

bool PracticeLayer::sceneEvent(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride
        && isPracticeKey(static_cast<QKeyEvent *>(event))) {
        event->accept(); // ours, not the window's shortcuts
        return true;
    }
    return QGraphicsObject::sceneEvent(event);
}

void PracticeLayer::keyPressEvent(QKeyEvent *event)
{
    if (!isPracticeKey(event)) {
        event->ignore();
        return;
    }
    const int row = m_cursor.y();
    const int col = m_cursor.x();
    switch (event->key()) {
    case Qt::Key_Left:
        setCursorSquare(row, col - 1);
        break;
    case Qt::Key_Right:
        setCursorSquare(row, col + 1);
        break;
    case Qt::Key_Up:
        setCursorSquare(row - 1, col);
        break;
    case Qt::Key_Down:
        setCursorSquare(row + 1, col);
        break;
    case Qt::Key_X:
    case Qt::Key_Delete:
        emit squareActivated(row, col, true);
        break;
    default:
        emit squareActivated(row, col, false);
        break;
    }
    event->accept();
}

void PracticeLayer::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    const QPoint square = squareAt(event->pos());
    if (square.x() < 0) {
        event->ignore();
        return;
    }
    const bool refuse = event->button() == Qt::RightButton
        || (event->button() == Qt::LeftButton && (event->modifiers() & Qt::ShiftModifier));
    setFocus(Qt::MouseFocusReason);
    setCursorSquare(square.y(), square.x());
    emit squareActivated(square.y(), square.x(), refuse);
    event->accept();
}
