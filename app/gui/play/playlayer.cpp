// SPDX-License-Identifier: MIT
#include "play/playlayer.h"

#include "board/attackhatchitem.h"
#include "board/boarditem.h"
#include "board/boardscene.h"
#include "board/cursorkeys.h"
#include "board/queenitem.h"
#include "render/boardpainter.h"
#include "text/squarenames.h"

#include <QGraphicsRectItem>
#include <QGraphicsSceneHoverEvent>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>

#include <cmath>

namespace {

// Pen widths in scene units (a square is BoardScene::SquareSize, 100), times
// the theme's markWidthScale; each mark is edged in markOutline.
constexpr qreal PairPen = 7;
constexpr qreal RingPen = 8;
constexpr qreal CursorPen = 6;
constexpr qreal HintPen = 5;
constexpr qreal FramePen = 10;
constexpr qreal Edge = 1.5;

// Z order inside the layer (children above their parent's own painting).
constexpr qreal QueenZ = 1;

bool isNavigationKey(const QKeyEvent *event)
{
    return CursorKeys::roleOf(event) != CursorKeys::Role::None;
}

// Draws a mark twice: first with `pen` widened by `margin` in `outline`, then
// with `pen` itself, so that it stands out on light and dark squares alike.
template<typename Draw>
void strokeOutlined(
    QPainter *painter, const QPen &pen, const QColor &outline, qreal margin, Draw draw)
{
    painter->setBrush(Qt::NoBrush);
    painter->setPen(BoardPainter::outlinePen(pen, outline, margin));
    draw();
    painter->setPen(pen);
    draw();
}

} // namespace

PlayLayer::PlayLayer(BoardScene *scene)
    : m_scene(scene)
    , m_n(scene->boardSize())
    , m_origin(scene->squareRect(0, 0))
    , m_sceneRect(scene->sceneRect())
    , m_theme(scene->theme())
    , m_position(scene->boardSize())
    , m_renderer(new QSvgRenderer(QStringLiteral(":/queen.svg"), this))
{
    setZValue(Z);
    setFlag(QGraphicsItem::ItemIsFocusable);
    setAcceptHoverEvents(true);
    setAcceptedMouseButtons(Qt::LeftButton);

    // The run's board below stays hidden: a background over the whole
    // scene, then a board of the same geometry, both under this item's own
    // marks.
    m_background = new QGraphicsRectItem(m_sceneRect, this);
    m_background->setPen(Qt::NoPen);
    m_background->setFlag(QGraphicsItem::ItemStacksBehindParent);
    m_background->setAcceptedMouseButtons(Qt::NoButton);
    m_board = new BoardItem(m_n, BoardScene::SquareSize, scene->labelMargin(), this);
    m_board->setFlag(QGraphicsItem::ItemStacksBehindParent);
    m_board->setAcceptedMouseButtons(Qt::NoButton);
    m_board->setPos(0, 0);
    // The run's hatching, on this board's queens; under this item's marks.
    m_hatch = new AttackHatchItem(
        &m_position.model(), BoardScene::SquareSize, scene->labelMargin(), this);
    m_hatch->setFlag(QGraphicsItem::ItemStacksBehindParent);
    m_hatch->setVisible(false);

    m_hintQueen = new QueenItem(m_renderer, BoardScene::SquareSize, this);
    m_hintQueen->setZValue(QueenZ);
    m_hintQueen->setOpacity(0.4);
    m_hintQueen->setVisible(false);
    m_hintQueen->setAcceptedMouseButtons(Qt::NoButton);

    scene->addItem(this);
    setTheme(m_theme);
    showPosition(m_position);
}

QRectF PlayLayer::boundingRect() const
{
    return m_sceneRect;
}

QRectF PlayLayer::squareRect(int row, int col) const
{
    return m_origin.translated(col * m_origin.width(), row * m_origin.height());
}

QPoint PlayLayer::squareAt(const QPointF &point) const
{
    const int col = int(std::floor((point.x() - m_origin.left()) / m_origin.width()));
    const int row = int(std::floor((point.y() - m_origin.top()) / m_origin.height()));
    if (row < 0 || row >= m_n || col < 0 || col >= m_n) {
        return { -1, -1 };
    }
    return { col, row };
}

void PlayLayer::setTheme(const BoardTheme &theme)
{
    m_theme = theme;
    m_background->setBrush(theme.background);
    m_board->setTheme(theme);
    m_hatch->setTheme(theme);
    m_hintQueen->setTheme(theme);
    for (QueenItem *queen : std::as_const(m_queens)) {
        queen->setTheme(theme);
    }
    update();
}

void PlayLayer::showPosition(const PlayPosition &position, QPoint hint)
{
    m_position = position.size() == m_n ? position : PlayPosition(m_n);
    m_pairs = m_position.attackingPairs();
    m_conflicted = m_position.conflictedQueens();
    m_solved = m_position.isSolved();
    m_hint = m_position.isOnBoard(hint.y(), hint.x()) ? hint : QPoint(-1, -1);
    updateQueens();
    m_hatch->update();
    if (m_hovered.x() >= 0) {
        updateToolTip(m_hovered);
    }
    update();
}

void PlayLayer::setAttacksShown(bool shown)
{
    if (shown != m_attacksShown) {
        m_attacksShown = shown;
        m_hatch->setVisible(shown);
    }
}

void PlayLayer::updateQueens()
{
    const QList<QPoint> queens = m_position.queens();
    while (m_queens.size() < queens.size()) {
        auto *queen = new QueenItem(m_renderer, BoardScene::SquareSize, this);
        queen->setZValue(QueenZ);
        queen->setTheme(m_theme);
        queen->setAcceptedMouseButtons(Qt::NoButton);
        m_queens.append(queen);
    }
    for (int i = 0; i < int(m_queens.size()); ++i) {
        QueenItem *item = m_queens.at(i);
        item->setVisible(i < int(queens.size()));
        if (i < int(queens.size())) {
            item->setPos(squareRect(queens.at(i).y(), queens.at(i).x()).topLeft());
            item->setHighlighted(m_solved);
        }
    }
    m_hintQueen->setVisible(m_hint.x() >= 0);
    if (m_hint.x() >= 0) {
        m_hintQueen->setPos(squareRect(m_hint.y(), m_hint.x()).topLeft());
    }
}

void PlayLayer::setCursorSquare(int row, int col)
{
    const QPoint cursor(std::clamp(col, 0, m_n - 1), std::clamp(row, 0, m_n - 1));
    if (cursor == m_cursor) {
        return;
    }
    m_cursor = cursor;
    update();
    emit cursorMoved(m_cursor);
}

void PlayLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const qreal scale = m_theme.markWidthScale;
    const qreal side = m_origin.width();
    painter->setRenderHint(QPainter::Antialiasing);

    // Attacking pairs: a solid line between the two queens' centres.
    if (!m_pairs.isEmpty()) {
        QPainterPath lines;
        for (const PlayPosition::Pair &pair : std::as_const(m_pairs)) {
            lines.moveTo(squareRect(pair.first.y(), pair.first.x()).center());
            lines.lineTo(squareRect(pair.second.y(), pair.second.x()).center());
        }
        const QPen pen(m_theme.attackerLine, PairPen * scale, Qt::SolidLine, Qt::RoundCap);
        strokeOutlined(
            painter, pen, m_theme.markOutline, Edge * scale, [&] { painter->drawPath(lines); });
    }
    // Queens in conflict: a ring around each.
    for (const QPoint &queen : std::as_const(m_conflicted)) {
        const QRectF ring = squareRect(queen.y(), queen.x()).adjusted(6, 6, -6, -6);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(m_theme.rejectOutline, (RingPen + 2 * Edge) * scale));
        painter->drawEllipse(ring);
        painter->setPen(QPen(m_theme.rejectFill, RingPen * scale));
        painter->drawEllipse(ring);
    }
    // The hinted square: a dotted ring in the solution's colour round a faint queen.
    if (m_hint.x() >= 0) {
        const QRectF ring = squareRect(m_hint.y(), m_hint.x()).adjusted(12, 12, -12, -12);
        const QPen pen(m_theme.solutionFrame, HintPen * scale, Qt::DotLine, Qt::RoundCap);
        strokeOutlined(
            painter, pen, m_theme.markOutline, Edge * scale, [&] { painter->drawEllipse(ring); });
    }
    // The keyboard cursor: a dashed square in the current row's colour.
    {
        const QRectF square = squareRect(m_cursor.y(), m_cursor.x())
                                  .adjusted(side * 0.03, side * 0.03, -side * 0.03, -side * 0.03);
        const QPen pen(m_theme.rowHighlight, CursorPen * scale, Qt::DashLine, Qt::FlatCap);
        strokeOutlined(
            painter, pen, m_theme.markOutline, Edge * scale, [&] { painter->drawRect(square); });
    }
    // Solved: the frame a solution of the run gets.
    if (m_solved) {
        const QRectF board(m_origin.topLeft(), QSizeF(m_n * side, m_n * side));
        painter->setPen(QPen(m_theme.markOutline, (FramePen + 4) * scale));
        painter->drawRect(board);
        painter->setPen(QPen(m_theme.solutionFrame, FramePen * scale));
        painter->drawRect(board);
    }
}

bool PlayLayer::sceneEvent(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride
        && isNavigationKey(static_cast<QKeyEvent *>(event))) {
        event->accept(); // ours, not the window's shortcuts
        return true;
    }
    return QGraphicsObject::sceneEvent(event);
}

void PlayLayer::keyPressEvent(QKeyEvent *event)
{
    if (!isNavigationKey(event)) {
        event->ignore();
        return;
    }
    if (CursorKeys::roleOf(event) == CursorKeys::Role::Move) {
        const QPoint to = CursorKeys::moved(m_cursor, event->key(), m_n);
        setCursorSquare(to.y(), to.x());
    } else {
        emit squareActivated(m_cursor.y(), m_cursor.x());
    }
    event->accept();
}

void PlayLayer::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    const QPoint square = squareAt(event->pos());
    if (event->button() != Qt::LeftButton || square.x() < 0) {
        event->ignore();
        return;
    }
    setFocus(Qt::MouseFocusReason);
    setCursorSquare(square.y(), square.x());
    emit squareActivated(square.y(), square.x());
    event->accept();
}

void PlayLayer::hoverMoveEvent(QGraphicsSceneHoverEvent *event)
{
    const QPoint square = squareAt(event->pos());
    if (square != m_hovered) {
        m_hovered = square;
        updateToolTip(square);
    }
}

void PlayLayer::hoverLeaveEvent(QGraphicsSceneHoverEvent *)
{
    m_hovered = QPoint(-1, -1);
    setToolTip(QString());
}

void PlayLayer::updateToolTip(QPoint square)
{
    if (square.x() < 0) {
        setToolTip(QString());
        return;
    }
    const QString name = text::squareName(m_n, square.y(), square.x());
    const QList<QPoint> attackers = m_position.attackersOf(square.y(), square.x());
    QStringList names;
    for (const QPoint &queen : attackers) {
        names << text::squareName(m_n, queen.y(), queen.x());
    }
    const bool queen = m_position.hasQueen(square.y(), square.x());
    QString tip = queen ? tr("%1: click to remove this queen.").arg(name)
                        : tr("%1: click to place a queen.").arg(name);
    if (!names.isEmpty()) {
        tip += QLatin1Char(' ')
            + tr("Attacked by the queen(s) on %1.", nullptr, int(names.size()))
                  .arg(names.join(QStringLiteral(", ")));
    }
    setToolTip(tip);
}
