// SPDX-License-Identifier: MIT
#include "board/answerlayer.h"

#include "board/boardscene.h"
#include "board/cursorkeys.h"
#include "render/boardpainter.h"

#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace {

// Pen widths in scene units (a square is 100), times the theme's markWidthScale.
constexpr qreal LinePen = 8;
constexpr qreal FramePen = 6;
constexpr qreal RingPen = 9;
constexpr qreal CrossPen = 10;
constexpr qreal CursorPen = 6;
constexpr qreal Edge = 1.5;

// Each mark is drawn on a wider stroke of the theme's outline colour, so that
// it reads on light and dark squares alike.
template<typename Draw>
void stroke(QPainter *painter, const QPen &pen, const QColor &outline, qreal margin, Draw draw)
{
    painter->setBrush(Qt::NoBrush);
    painter->setPen(BoardPainter::outlinePen(pen, outline, margin));
    draw();
    painter->setPen(pen);
    draw();
}

} // namespace

AnswerLayer::AnswerLayer(BoardScene *scene)
    : m_n(scene->boardSize())
    , m_origin(scene->squareRect(0, 0))
    , m_sceneRect(scene->sceneRect())
    , m_theme(scene->theme())
{
    setZValue(Z);
    setFlag(QGraphicsItem::ItemIsFocusable);
    setAcceptedMouseButtons(Qt::NoButton);
    scene->addItem(this);
}

QRectF AnswerLayer::boundingRect() const
{
    return m_sceneRect;
}

QRectF AnswerLayer::squareRect(QPoint square) const
{
    return m_origin.translated(square.x() * m_origin.width(), square.y() * m_origin.height());
}

bool AnswerLayer::isOnBoard(QPoint square) const
{
    return square.x() >= 0 && square.y() >= 0 && square.x() < m_n && square.y() < m_n;
}

QPoint AnswerLayer::squareAt(const QPointF &point) const
{
    const int col = int(std::floor((point.x() - m_origin.left()) / m_origin.width()));
    const int row = int(std::floor((point.y() - m_origin.top()) / m_origin.height()));
    if (row < 0 || row >= m_n || col < 0 || col >= m_n) {
        return { -1, -1 };
    }
    return { col, row };
}

void AnswerLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal scale = m_theme.markWidthScale;
    const QColor outline = m_theme.markOutline;
    const qreal inset = m_origin.width() * 0.12;
    for (const QLine &line : std::as_const(m_marks.lines)) {
        if (!isOnBoard(line.p1()) || !isOnBoard(line.p2())) {
            continue;
        }
        QPen pen(m_theme.attackerLine, LinePen * scale, Qt::DashLine, Qt::RoundCap);
        stroke(painter, pen, outline, Edge * scale, [&] {
            painter->drawLine(squareRect(line.p1()).center(), squareRect(line.p2()).center());
        });
    }
    if (isOnBoard(m_marks.question)) {
        QPen pen(m_theme.rowHighlight, FramePen * scale, Qt::DotLine);
        const QRectF rect = squareRect(m_marks.question).adjusted(inset / 2, inset / 2, -inset / 2, -inset / 2);
        stroke(painter, pen, outline, Edge * scale, [&] { painter->drawRect(rect); });
    }
    if (isOnBoard(m_marks.wrong)) {
        QPen pen(m_theme.rejectFill, CrossPen * scale, Qt::SolidLine, Qt::RoundCap);
        const QRectF rect = squareRect(m_marks.wrong).adjusted(inset, inset, -inset, -inset);
        stroke(painter, pen, outline, Edge * scale, [&] {
            painter->drawLine(rect.topLeft(), rect.bottomRight());
            painter->drawLine(rect.topRight(), rect.bottomLeft());
        });
    }
    if (isOnBoard(m_marks.right)) {
        QPen pen(m_theme.solutionFrame, RingPen * scale);
        const QRectF rect = squareRect(m_marks.right).adjusted(inset / 2, inset / 2, -inset / 2, -inset / 2);
        stroke(painter, pen, outline, Edge * scale, [&] { painter->drawEllipse(rect); });
    }
    if (isTakingInput()) {
        QPen pen(m_theme.rowHighlight, CursorPen * scale, Qt::DashLine);
        const QRectF rect = squareRect(m_cursor).adjusted(inset / 4, inset / 4, -inset / 4, -inset / 4);
        stroke(painter, pen, outline, Edge * scale, [&] { painter->drawRect(rect); });
    }
}

void AnswerLayer::setMarks(const Marks &marks)
{
    if (marks != m_marks) {
        m_marks = marks;
        update();
    }
}

void AnswerLayer::setTheme(const BoardTheme &theme)
{
    m_theme = theme;
    update();
}

bool AnswerLayer::isInputKey(const QKeyEvent *event) const
{
    if (m_input == Input::Off || (event->modifiers() & ~Qt::KeypadModifier)) {
        return false; // Shift+Left and the like stay the window's
    }
    if (CursorKeys::roleOf(event) != CursorKeys::Role::None) {
        return true;
    }
    const bool refusal = event->key() == Qt::Key_X || event->key() == Qt::Key_Delete;
    return refusal && m_input == Input::SquaresOrRefusals;
}

void AnswerLayer::setInput(Input input)
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

void AnswerLayer::setCursorSquare(int row, int col)
{
    const QPoint square(std::clamp(col, 0, m_n - 1), std::clamp(row, 0, m_n - 1));
    if (square == m_cursor) {
        return;
    }
    m_cursor = square;
    update();
    emit cursorMoved(m_cursor);
}

bool AnswerLayer::sceneEvent(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride && isInputKey(static_cast<QKeyEvent *>(event))) {
        event->accept(); // ours, not the window's shortcuts
        return true;
    }
    return QGraphicsObject::sceneEvent(event);
}

void AnswerLayer::keyPressEvent(QKeyEvent *event)
{
    if (!isInputKey(event)) {
        event->ignore();
        return;
    }
    const int row = m_cursor.y();
    const int col = m_cursor.x();
    if (CursorKeys::roleOf(event) == CursorKeys::Role::Move) {
        const QPoint to = CursorKeys::moved(m_cursor, event->key(), m_n);
        setCursorSquare(to.y(), to.x());
    } else {
        const bool refuse = event->key() == Qt::Key_X || event->key() == Qt::Key_Delete;
        emit squareActivated(row, col, refuse);
    }
    event->accept();
}

void AnswerLayer::mousePressEvent(QGraphicsSceneMouseEvent *event)
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
